//! Writing grids back out, in the layouts and the sets of symbols the parser reads.

use crate::cell::Cell;
use crate::grid::Grid;
use crate::letter::{Letter, Symbols};
use std::fmt;

/// How a puzzle is laid out as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Layout {
    /// All 256 cells on one line, `.` for an empty cell.
    Line,
    /// The UVA 1309 layout: 16 lines of 16 characters, `-` for an empty cell.
    Rows,
    /// 16 rows with `|` between boxes and `+---` border lines, `.` for an empty cell.
    Framed,
    /// 16 rows in four bands set apart by blank lines, a space between boxes, `*` for an
    /// empty cell: `*5** 6**E *F*C *0**`.
    Bands,
}

impl Layout {
    /// Every layout, in the order the command line lists them.
    pub const ALL: [Layout; 4] = [Layout::Line, Layout::Rows, Layout::Framed, Layout::Bands];

    /// Whether the layout spans several lines (and so is set apart by blank lines).
    pub fn is_block(self) -> bool {
        !matches!(self, Layout::Line)
    }

    /// The layout's name on the command line and in the JavaScript API.
    pub const fn name(self) -> &'static str {
        match self {
            Layout::Line => "line",
            Layout::Rows => "rows",
            Layout::Framed => "framed",
            Layout::Bands => "bands",
        }
    }

    /// The layout named `name` (see [`Layout::name`]).
    pub fn from_name(name: &str) -> Option<Layout> {
        Layout::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The mark of an empty cell: `.`, but `-` in UVA rows and `*` in bands, as those
    /// layouts are found. Numbers always use `.`, which no one takes for a minus.
    fn empty_mark(self, symbols: Symbols) -> &'static str {
        match self {
            _ if symbols.is_spaced() => ".",
            Layout::Rows => "-",
            Layout::Bands => "*",
            Layout::Line | Layout::Framed => ".",
        }
    }
}

/// The grid in `layout`, in letters `A`–`P`, without a final newline.
pub fn format(grid: &Grid, layout: Layout) -> String {
    format_in(grid, layout, Symbols::Letters)
}

/// The grid in `layout` and the set `symbols`, without a final newline.
///
/// A symbol of one character is written as it is. The numbers 1–16 take two columns each,
/// right-aligned, with a space before every cell: `  .  5 16`.
pub fn format_in(grid: &Grid, layout: Layout, symbols: Symbols) -> String {
    let mut out = Writer {
        out: String::with_capacity(1024),
        grid,
        symbols,
        empty: layout.empty_mark(symbols),
    };
    match layout {
        Layout::Line => out.line(),
        Layout::Rows => out.rows(false),
        Layout::Bands => out.rows(true),
        Layout::Framed => out.framed(),
    }
    out.out
}

/// The 256-character line, `.` for an empty cell.
pub fn to_line(grid: &Grid) -> String {
    format(grid, Layout::Line)
}

/// The UVA 1309 block: 16 lines of 16 characters, `-` for an empty cell.
pub fn to_rows(grid: &Grid) -> String {
    format(grid, Layout::Rows)
}

/// A framed grid: letters spaced apart, `|` between boxes, a border line around each band.
pub fn to_framed(grid: &Grid) -> String {
    format(grid, Layout::Framed)
}

/// A grid being written out.
struct Writer<'a> {
    out: String,
    grid: &'a Grid,
    symbols: Symbols,
    empty: &'static str,
}

impl Writer<'_> {
    /// Writes one cell: its symbol, after a space and right-aligned for numbers.
    fn cell(&mut self, cell: Cell) {
        let symbol = self
            .grid
            .get(cell)
            .map_or(self.empty, |letter: Letter| self.symbols.symbol(letter));
        if self.symbols.is_spaced() {
            self.out.push(' ');
            if symbol.len() < 2 {
                self.out.push(' ');
            }
        }
        self.out.push_str(symbol);
    }

    /// Writes the cells of `row` in columns `cols`.
    fn cells(&mut self, row: usize, cols: std::ops::Range<usize>) {
        for col in cols {
            if let Some(cell) = Cell::at(row, col) {
                self.cell(cell);
            }
        }
    }

    fn line(&mut self) {
        for cell in Cell::all() {
            self.cell(cell);
        }
    }

    /// 16 lines of cells; in bands, a space between boxes and a blank line between
    /// bands.
    fn rows(&mut self, banded: bool) {
        for row in 0..16 {
            if row > 0 {
                self.out.push('\n');
                if banded && row % 4 == 0 {
                    self.out.push('\n');
                }
            }
            for b in 0..4 {
                if banded && b > 0 {
                    self.out.push(' ');
                }
                self.cells(row, 4 * b..4 * b + 4);
            }
        }
    }

    /// A framed grid: cells spaced apart, `|` between boxes, a border line around each
    /// band.
    fn framed(&mut self) {
        // A box holds four cells of one or two columns, each after a space, then a space.
        let width = if self.symbols.is_spaced() { 3 } else { 2 };
        let dashes = "-".repeat(4 * width + 1);
        let border = format!("+{dashes}+{dashes}+{dashes}+{dashes}+");
        self.out.push_str(&border);
        for row in 0..16 {
            self.out.push_str("\n|");
            for b in 0..4 {
                for col in 4 * b..4 * b + 4 {
                    if let Some(cell) = Cell::at(row, col) {
                        if !self.symbols.is_spaced() {
                            self.out.push(' ');
                        }
                        self.cell(cell);
                    }
                }
                self.out.push_str(" |");
            }
            if row % 4 == 3 {
                self.out.push('\n');
                self.out.push_str(&border);
            }
        }
    }
}

/// A grid shows in debug output as its 256-character line. Written here, with the other
/// layouts, so that `grid` needs nothing of `format`.
impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", to_line(self))
    }
}
