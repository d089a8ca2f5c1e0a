//! Sets of cells as 256-bit boards.
//!
//! Word `w` holds rows `4w..4w+4` (a band), bit `16·(row mod 4) + col`: the same as the
//! cell's index, so a row is a 16-bit lane and a box is a nibble in four lanes.

use crate::cell::Cell;
use crate::unit::PEERS;
use std::ops::{BitAnd, BitOr, Not};

/// A set of cells, one bit per cell.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq, Hash)]
pub(crate) struct CellSet(pub(crate) [u64; 4]);

impl CellSet {
    pub(crate) const EMPTY: CellSet = CellSet([0; 4]);
    pub(crate) const ALL: CellSet = CellSet([u64::MAX; 4]);

    #[inline]
    pub(crate) fn insert(&mut self, cell: Cell) {
        self.0[cell.index() >> 6] |= 1 << (cell.index() & 63);
    }

    #[inline]
    pub(crate) fn remove(&mut self, cell: Cell) {
        self.0[cell.index() >> 6] &= !(1 << (cell.index() & 63));
    }

    #[inline]
    pub(crate) fn contains(&self, cell: Cell) -> bool {
        self.0[cell.index() >> 6] & (1 << (cell.index() & 63)) != 0
    }

    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }

    /// How many cells the set holds.
    #[inline]
    pub(crate) fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The cells of the set, lowest first.
    pub(crate) fn iter(&self) -> impl Iterator<Item = Cell> {
        let mut rest = *self;
        std::iter::from_fn(move || rest.pop())
    }

    /// Takes out the lowest cell of the set.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<Cell> {
        let (word, bits) = self.0.iter_mut().enumerate().find(|(_, w)| **w != 0)?;
        let bit = bits.trailing_zeros() as usize;
        *bits &= *bits - 1;
        Cell::from_index(word * 64 + bit)
    }

    /// The 39 peers of `cell`.
    #[inline]
    pub(crate) fn peers(cell: Cell) -> &'static CellSet {
        &PEER_SETS[cell.index()]
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitand(self, rhs: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|w| self.0[w] & rhs.0[w]))
    }
}

impl BitOr for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitor(self, rhs: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|w| self.0[w] | rhs.0[w]))
    }
}

impl Not for CellSet {
    type Output = CellSet;
    #[inline]
    fn not(self) -> CellSet {
        CellSet(self.0.map(|w| !w))
    }
}

static PEER_SETS: [CellSet; Cell::COUNT] = peer_sets();

const fn peer_sets() -> [CellSet; Cell::COUNT] {
    let mut sets = [CellSet::EMPTY; Cell::COUNT];
    let mut c = 0;
    while c < Cell::COUNT {
        let mut p = 0;
        while p < PEERS[c].len() {
            let i = PEERS[c][p].index();
            sets[c].0[i >> 6] |= 1 << (i & 63);
            p += 1;
        }
        c += 1;
    }
    sets
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn peer_sets_match_the_peer_lists() {
        for cell in Cell::all() {
            let set = CellSet::peers(cell);
            assert_eq!(set.len(), 39);
            assert!(cell.peers().iter().all(|&p| set.contains(p)));
            assert!(!set.contains(cell));
        }
    }

    #[test]
    fn cells_come_out_in_order() {
        let mut set = CellSet::EMPTY;
        for i in [200, 3, 64, 255] {
            set.insert(Cell::new(i));
        }
        let cells: Vec<usize> = set.iter().map(Cell::index).collect();
        assert_eq!(cells, [3, 64, 200, 255]);
        set.remove(Cell::new(64));
        assert_eq!(set.len(), 3);
    }
}
