//! The 48 units (rows, columns, boxes) and the tables derived from them.
//!
//! The table of each unit's cells is computed at compile time.

use crate::cell::Cell;
use crate::cell_set::CellSet;
use std::fmt;

/// A row, a column or a box: sixteen cells that must hold each letter once.
///
/// Units 0..16 are the rows, 16..32 the columns, 32..48 the boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Unit(u8);

/// Which kind of unit, with its number counted from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnitKind {
    /// A row, 0 at the top.
    Row(usize),
    /// A column, 0 on the left.
    Column(usize),
    /// A box, numbered row by row from 0 at the top left.
    Box(usize),
}

impl Unit {
    /// The number of units.
    pub const COUNT: usize = 48;

    /// The unit with this index, if it is below 48.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Unit> {
        if index < Self::COUNT {
            Some(Unit(index as u8))
        } else {
            None
        }
    }

    /// Row `n` (0..16).
    pub const fn row(n: usize) -> Unit {
        Unit((n & 15) as u8)
    }

    /// Column `n` (0..16).
    pub const fn column(n: usize) -> Unit {
        Unit(16 + (n & 15) as u8)
    }

    /// Box `n` (0..16), numbered row by row.
    pub const fn boxed(n: usize) -> Unit {
        Unit(32 + (n & 15) as u8)
    }

    /// The unit's index: 0..16 for the rows, 16..32 the columns, 32..48 the boxes.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Whether the unit is a row, a column or a box, and which.
    pub const fn kind(self) -> UnitKind {
        let n = (self.0 & 15) as usize;
        match self.0 / 16 {
            0 => UnitKind::Row(n),
            1 => UnitKind::Column(n),
            _ => UnitKind::Box(n),
        }
    }

    /// The unit's sixteen cells, in reading order.
    #[inline]
    pub fn cells(self) -> &'static [Cell; 16] {
        &UNIT_CELLS[self.index()]
    }

    /// All 48 units: rows, then columns, then boxes.
    pub fn all() -> impl Iterator<Item = Unit> + Clone {
        (0..48u8).map(Unit)
    }
}

/// Writes the unit as people name it: `row 3`, `column 12`, `box 7` (counted from 1).
impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            UnitKind::Row(n) => write!(f, "row {}", n + 1),
            UnitKind::Column(n) => write!(f, "column {}", n + 1),
            UnitKind::Box(n) => write!(f, "box {}", n + 1),
        }
    }
}

impl Cell {
    /// The cell's row, column and box.
    #[inline]
    pub const fn units(self) -> [Unit; 3] {
        [
            Unit::row(self.row()),
            Unit::column(self.col()),
            Unit::boxed(self.box_index()),
        ]
    }

    /// The 39 other cells that share a row, column or box with this one, in reading
    /// order.
    #[inline]
    pub fn peers(self) -> impl Iterator<Item = Cell> {
        CellSet::peers(self).iter()
    }
}

/// The cells of a unit as a set: here rather than in `cell_set`, which knows cells only,
/// so that units build on cell sets and not the other way round.
impl CellSet {
    /// The cells of `unit`. Out of line: only the hint engine asks, in many places.
    #[inline(never)]
    pub(crate) const fn unit(unit: Unit) -> CellSet {
        match unit.kind() {
            UnitKind::Row(n) => CellSet::row(n),
            UnitKind::Column(n) => CellSet::column(n),
            UnitKind::Box(n) => CellSet::boxed(n),
        }
    }
}

/// The cells of each unit, indexed by [`Unit::index`].
pub(crate) static UNIT_CELLS: [[Cell; 16]; Unit::COUNT] = unit_cells();

const fn unit_cells() -> [[Cell; 16]; Unit::COUNT] {
    let mut table = [[Cell::new(0); 16]; Unit::COUNT];
    let mut n = 0;
    while n < 16 {
        let mut i = 0;
        while i < 16 {
            table[n][i] = Cell::new((n * 16 + i) as u8);
            table[16 + n][i] = Cell::new((i * 16 + n) as u8);
            let (row, col) = (n / 4 * 4 + i / 4, n % 4 * 4 + i % 4);
            table[32 + n][i] = Cell::new((row * 16 + col) as u8);
            i += 1;
        }
        n += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_unit_has_sixteen_distinct_cells_and_every_cell_three_units() {
        for unit in Unit::all() {
            let cells: HashSet<_> = unit.cells().iter().collect();
            assert_eq!(cells.len(), 16, "{unit}");
        }
        for cell in Cell::all() {
            for unit in cell.units() {
                assert!(unit.cells().contains(&cell), "{cell} not in {unit}");
            }
        }
    }

    #[test]
    fn peers_are_exactly_the_cells_sharing_a_unit() {
        for cell in Cell::all() {
            let expected: HashSet<Cell> = cell
                .units()
                .iter()
                .flat_map(|u| u.cells().iter().copied())
                .filter(|&c| c != cell)
                .collect();
            let peers: HashSet<Cell> = cell.peers().collect();
            assert_eq!(peers.len(), 39);
            assert_eq!(peers, expected, "{cell}");
        }
    }

    #[test]
    fn units_are_named_from_one() {
        assert_eq!(Unit::row(2).to_string(), "row 3");
        assert_eq!(Unit::column(11).to_string(), "column 12");
        assert_eq!(Unit::boxed(6).to_string(), "box 7");
        assert_eq!(Cell::at(5, 9).unwrap().units()[2], Unit::boxed(6));
    }
}
