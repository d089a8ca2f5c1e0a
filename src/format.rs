//! Writing grids back out, in the layouts the parser reads.

use crate::cell::Cell;
use crate::grid::Grid;
use crate::letter::Letter;
use std::fmt;

/// How a puzzle is laid out as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// All 256 cells on one line, `.` for an empty cell.
    Line,
    /// The UVA 1309 layout: 16 lines of 16 characters, `-` for an empty cell.
    Rows,
    /// 16 rows with `|` between boxes and `+---` border lines, `.` for an empty cell.
    Framed,
}

impl Layout {
    /// Whether the layout spans several lines (and so is set apart by blank lines).
    pub fn is_block(self) -> bool {
        !matches!(self, Layout::Line)
    }
}

/// The grid in `layout`, without a final newline.
pub fn format(grid: &Grid, layout: Layout) -> String {
    match layout {
        Layout::Line => to_line(grid),
        Layout::Rows => to_rows(grid),
        Layout::Framed => to_framed(grid),
    }
}

fn symbol(letter: Option<Letter>, empty: char) -> char {
    letter.map_or(empty, Letter::to_char)
}

/// The 256-character line, `.` for an empty cell.
pub fn to_line(grid: &Grid) -> String {
    Cell::all()
        .map(|cell| symbol(grid.get(cell), '.'))
        .collect()
}

/// The UVA 1309 block: 16 lines of 16 characters, `-` for an empty cell.
pub fn to_rows(grid: &Grid) -> String {
    let mut out = String::with_capacity(16 * 17);
    for row in 0..16 {
        if row > 0 {
            out.push('\n');
        }
        out.extend(row_cells(row).map(|cell| symbol(grid.get(cell), '-')));
    }
    out
}

/// A framed grid: letters spaced apart, `|` between boxes, a border line around each band.
pub fn to_framed(grid: &Grid) -> String {
    const BORDER: &str = "+---------+---------+---------+---------+";
    let mut out = String::with_capacity(21 * 42);
    out.push_str(BORDER);
    for row in 0..16 {
        out.push_str("\n|");
        for (col, cell) in row_cells(row).enumerate() {
            out.push(' ');
            out.push(symbol(grid.get(cell), '.'));
            if col % 4 == 3 {
                out.push_str(" |");
            }
        }
        if row % 4 == 3 {
            out.push('\n');
            out.push_str(BORDER);
        }
    }
    out
}

/// A grid shows in debug output as its 256-character line. Written here, with the other
/// layouts, so that `grid` needs nothing of `format`.
impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", to_line(self))
    }
}

fn row_cells(row: usize) -> impl Iterator<Item = Cell> {
    (0..16).filter_map(move |col| Cell::at(row, col))
}
