//! Sets of cells as 256-bit boards.
//!
//! Word `w` holds rows `4w..4w+4` (a band), bit `16·(row mod 4) + col`: the same as the
//! cell's index, so a row is a 16-bit lane and a box is a nibble in four lanes.

use crate::cell::Cell;
use std::ops::{BitAnd, BitOr, Not};

/// One row of a band: the low 16 bits, shifted by `16 · row`.
pub(crate) const ROW: u64 = 0xFFFF;
/// Column 0 of a band: one bit in each of its four rows, shifted by the column.
pub(crate) const COLUMN: u64 = 0x0001_0001_0001_0001;
/// Box 0 of a band: the low nibble of each of its four rows, shifted by `4 · box`.
pub(crate) const BOX: u64 = 0x000F_000F_000F_000F;

/// A set of cells, one bit per cell.
///
/// The solver's hot loop lives on these operations, so they are written out word by word
/// and always inlined: the WebAssembly module is built for size, where loops over the
/// four words and iterator adapters would otherwise stay calls.
#[derive(Clone, Copy, Default, Debug, Eq)]
pub(crate) struct CellSet(pub(crate) [u64; 4]);

/// The cells of a set, lowest first: [`CellSet::iter`].
pub(crate) struct Cells(CellSet);

impl Iterator for Cells {
    type Item = Cell;

    /// Out of line: the hint engine walks sets in dozens of places, where an inlined copy
    /// of [`CellSet::pop`] each would weigh on the WebAssembly module. The solver's hot
    /// loops call `pop` itself.
    #[inline(never)]
    fn next(&mut self) -> Option<Cell> {
        self.0.pop()
    }
}

impl PartialEq for CellSet {
    #[inline(always)]
    fn eq(&self, other: &CellSet) -> bool {
        let (a, b) = (self.0, other.0);
        ((a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]) | (a[3] ^ b[3])) == 0
    }
}

impl CellSet {
    pub(crate) const EMPTY: CellSet = CellSet([0; 4]);
    pub(crate) const ALL: CellSet = CellSet([u64::MAX; 4]);

    #[inline(always)]
    pub(crate) fn insert(&mut self, cell: Cell) {
        self.0[cell.index() >> 6] |= 1 << (cell.index() & 63);
    }

    #[inline(always)]
    pub(crate) fn remove(&mut self, cell: Cell) {
        self.0[cell.index() >> 6] &= !(1 << (cell.index() & 63));
    }

    #[inline(always)]
    pub(crate) fn contains(&self, cell: Cell) -> bool {
        self.0[cell.index() >> 6] & (1 << (cell.index() & 63)) != 0
    }

    #[inline(always)]
    pub(crate) fn is_empty(&self) -> bool {
        let a = self.0;
        (a[0] | a[1] | a[2] | a[3]) == 0
    }

    /// How many cells the set holds.
    #[inline(always)]
    pub(crate) fn len(&self) -> u32 {
        let a = self.0;
        a[0].count_ones() + a[1].count_ones() + a[2].count_ones() + a[3].count_ones()
    }

    /// The cells of the set, lowest first.
    pub(crate) fn iter(&self) -> Cells {
        Cells(*self)
    }

    /// Takes out the lowest cell of the set.
    #[inline(always)]
    pub(crate) fn pop(&mut self) -> Option<Cell> {
        let word = if self.0[0] != 0 {
            0
        } else if self.0[1] != 0 {
            1
        } else if self.0[2] != 0 {
            2
        } else if self.0[3] != 0 {
            3
        } else {
            return None;
        };
        let bits = &mut self.0[word];
        let bit = bits.trailing_zeros() as usize;
        *bits &= *bits - 1;
        Cell::from_index(word * 64 + bit)
    }

    /// Row `row` (0..16): one 16-bit lane of its band.
    #[inline(always)]
    pub(crate) const fn row(row: usize) -> CellSet {
        let mut set = CellSet::EMPTY;
        set.0[(row >> 2) & 3] = ROW << (16 * (row & 3));
        set
    }

    /// Column `col` (0..16): one bit in each row of every band.
    #[inline(always)]
    pub(crate) const fn column(col: usize) -> CellSet {
        CellSet([COLUMN << (col & 15); 4])
    }

    /// Box `n` (0..16), numbered row by row: a nibble in each row of one band.
    #[inline(always)]
    pub(crate) const fn boxed(n: usize) -> CellSet {
        let mut set = CellSet::EMPTY;
        set.0[(n >> 2) & 3] = BOX << (4 * (n & 3));
        set
    }

    /// The 39 peers of `cell`: its row, column and box, less the cell. Out of line: the
    /// hint engine asks in many places; the solver's hot loops inline
    /// [`CellSet::peers_inlined`] instead.
    #[inline(never)]
    pub(crate) const fn peers(cell: Cell) -> CellSet {
        CellSet::peers_inlined(cell)
    }

    /// [`CellSet::peers`], always inlined. A few shifts and masks, cheaper to compute
    /// than an 8 KB table is to carry in the WebAssembly module.
    #[inline(always)]
    pub(crate) const fn peers_inlined(cell: Cell) -> CellSet {
        let (row, col) = (cell.row(), cell.col());
        // The cell's band holds its row and box; every band holds its column.
        let band = ((ROW << (16 * (row & 3))) | (BOX << (col & !3))) & !(1 << (cell.index() & 63));
        let column = COLUMN << col;
        let mut set = CellSet::EMPTY;
        let mut word = 0;
        while word < 4 {
            let own = 0u64.wrapping_sub((word == row >> 2) as u64);
            set.0[word] = (column & !own) | (band & own);
            word += 1;
        }
        set
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    #[inline(always)]
    fn bitand(self, rhs: CellSet) -> CellSet {
        let (a, b) = (self.0, rhs.0);
        CellSet([a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]])
    }
}

impl BitOr for CellSet {
    type Output = CellSet;
    #[inline(always)]
    fn bitor(self, rhs: CellSet) -> CellSet {
        let (a, b) = (self.0, rhs.0);
        CellSet([a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]])
    }
}

impl Not for CellSet {
    type Output = CellSet;
    #[inline(always)]
    fn not(self) -> CellSet {
        let a = self.0;
        CellSet([!a[0], !a[1], !a[2], !a[3]])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn peer_sets_match_the_peer_lists() {
        for cell in Cell::all() {
            let set = CellSet::peers(cell);
            assert_eq!(set.len(), 39);
            assert!(cell.peers().all(|p| set.contains(p)));
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
