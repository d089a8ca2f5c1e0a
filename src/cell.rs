//! Positions on the 16×16 board.

use std::fmt;

/// One of the 256 cells, numbered row by row from the top left.
///
/// A `u8` holds exactly 0..=255, so every value is a cell and none is out of range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The number of cells on a board.
    pub const COUNT: usize = 256;

    /// The cell with this row-major index.
    #[inline(always)]
    pub const fn new(index: u8) -> Cell {
        Cell(index)
    }

    /// The cell with this row-major index, if it is below 256.
    #[inline(always)]
    pub const fn from_index(index: usize) -> Option<Cell> {
        if index < Self::COUNT {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The cell at `row` and `col`, both counted from 0.
    #[inline(always)]
    pub const fn at(row: usize, col: usize) -> Option<Cell> {
        if row < 16 && col < 16 {
            Some(Cell((row * 16 + col) as u8))
        } else {
            None
        }
    }

    /// The row-major index, 0..256.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The row, 0..16 from the top.
    #[inline(always)]
    pub const fn row(self) -> usize {
        (self.0 >> 4) as usize
    }

    /// The column, 0..16 from the left.
    #[inline(always)]
    pub const fn col(self) -> usize {
        (self.0 & 15) as usize
    }

    /// The 4×4 box, 0..16 row by row from the top left.
    #[inline(always)]
    pub const fn box_index(self) -> usize {
        self.row() / 4 * 4 + self.col() / 4
    }

    /// All cells in row-major order.
    pub fn all() -> impl Iterator<Item = Cell> + Clone {
        (0..=255u8).map(Cell)
    }
}

/// Writes the cell as people name it, `R3C5`, rows and columns counted from 1.
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "R{}C{}", self.row() + 1, self.col() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_agree_with_the_index() {
        let cell = Cell::at(2, 13).unwrap();
        assert_eq!(cell.index(), 45);
        assert_eq!((cell.row(), cell.col(), cell.box_index()), (2, 13, 3));
        assert_eq!(cell.to_string(), "R3C14");
        assert_eq!(Cell::at(15, 15).unwrap().box_index(), 15);
        assert_eq!(Cell::at(16, 0), None);
        assert_eq!(Cell::from_index(256), None);
        assert_eq!(Cell::all().count(), 256);
    }
}
