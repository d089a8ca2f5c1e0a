//! Reading puzzles from text: lenient in what it accepts, precise in what it rejects.
//!
//! Three layouts are read, and may be mixed in one input:
//! - a whole puzzle on one line: 256 cells;
//! - the UVA 1309 layout: 16 lines of 16 cells, puzzles set apart by blank lines;
//! - framed grids: 16 rows with `|` between boxes and border lines made of `-`, `=`, `+`
//!   and `|`, in which a `-` is part of the border, not a cell.
//!
//! In a row, `A`–`P` in either case are givens; `.`, `-`, `0`, `_` and `*` are empty cells;
//! whitespace and `|` are ignored. Lines are numbered from 1 and columns count characters
//! from 1, so that an error points at the very character to fix.

use crate::cell::Cell;
use crate::format::Layout;
use crate::grid::{Clash, Grid};
use crate::letter::Letter;
use std::fmt;

/// Why a puzzle could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// A character that is neither a letter `A`–`P`, an empty mark nor a separator.
    BadCharacter {
        line: usize,
        column: usize,
        found: char,
    },
    /// A row of a 16-row puzzle that does not hold 16 cells.
    RowLength { line: usize, cells: usize },
    /// A line standing alone that holds neither 16 cells (a first row) nor 256 (a puzzle).
    LineLength { line: usize, cells: usize },
    /// A 16-row puzzle cut short by a blank line or the end of the input.
    MissingRows { line: usize, rows: usize },
    /// Two givens with the same letter in one unit.
    Clash(Clash),
    /// The text holds no puzzle at all.
    NoPuzzle,
    /// The text holds more than the one puzzle expected; `line` is where the second starts.
    SeveralPuzzles { line: usize },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParseError::BadCharacter {
                line,
                column,
                found,
            } => write!(
                f,
                "line {line}, column {column}: {found:?} is not a letter A-P \
                 or an empty cell (. - 0 _ *)"
            ),
            ParseError::RowLength { line, cells } => {
                write!(f, "line {line}: a row holds {cells} cells, expected 16")
            }
            ParseError::LineLength { line, cells } => write!(
                f,
                "line {line}: {cells} cells, expected 256 on one line or 16 rows of 16"
            ),
            ParseError::MissingRows { line, rows } => {
                let plural = if rows == 1 { "" } else { "s" };
                write!(
                    f,
                    "line {line}: the puzzle ends after {rows} row{plural}, expected 16"
                )
            }
            ParseError::Clash(clash) => write!(f, "givens clash: {clash}"),
            ParseError::NoPuzzle => write!(f, "no puzzle found: the text is empty"),
            ParseError::SeveralPuzzles { line } => write!(
                f,
                "line {line}: a second puzzle starts here, expected only one"
            ),
        }
    }
}

impl std::error::Error for ParseError {}

impl From<Clash> for ParseError {
    fn from(clash: Clash) -> ParseError {
        ParseError::Clash(clash)
    }
}

/// One puzzle of an input, read or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// Its place in the input, from 1.
    pub number: usize,
    /// The line it starts on, from 1.
    pub line: usize,
    pub layout: Layout,
    /// The givens, checked for clashes, or why they could not be read.
    pub result: Result<Grid, ParseError>,
    /// The letters that were read, even when `result` is an error (cells after an error
    /// stay empty); lets a front end show what it could make of the text.
    pub partial: Grid,
}

/// Reads exactly one puzzle from `text`.
pub fn parse_puzzle(text: &str) -> Result<Grid, ParseError> {
    let mut splitter = Splitter::new();
    let mut found: Option<Parsed> = None;
    let lines = text.lines().map(Some).chain(std::iter::once(None));
    for line in lines {
        let parsed = match line {
            Some(line) => splitter.push_line(line),
            None => splitter.finish(),
        };
        if let Some(parsed) = parsed {
            if found.is_some() {
                return Err(ParseError::SeveralPuzzles { line: parsed.line });
            }
            // An error in the first puzzle is the answer: what follows cannot mend it.
            parsed.result.as_ref().map_err(Clone::clone)?;
            found = Some(parsed);
        }
    }
    found.ok_or(ParseError::NoPuzzle)?.result
}

/// Splits a stream of lines into puzzles, holding at most one puzzle in memory.
///
/// Feed it line by line with [`Splitter::push_line`] and call [`Splitter::finish`] at the
/// end; each call returns the puzzle it completed, if any (at most one per line).
#[derive(Debug, Default)]
pub struct Splitter {
    line: usize,
    count: usize,
    /// A border line has been seen since the last puzzle ended: the next one is framed.
    framed: bool,
    pending: Option<Block>,
}

/// The rows read so far of a puzzle laid out over 16 lines.
#[derive(Debug)]
struct Block {
    line: usize,
    rows: usize,
    framed: bool,
    grid: Grid,
    error: Option<ParseError>,
}

/// What a line is, once whitespace is set aside.
enum LineKind {
    Blank,
    Border,
    Cells,
}

impl Splitter {
    pub fn new() -> Splitter {
        Splitter::default()
    }

    /// How many puzzles have been returned so far.
    pub fn puzzles_seen(&self) -> usize {
        self.count
    }

    /// Reads the next line (without its line ending; a trailing `\r` is ignored).
    pub fn push_line(&mut self, text: &str) -> Option<Parsed> {
        self.line += 1;
        match classify(text) {
            LineKind::Blank => {
                self.framed = false;
                self.pending.take().map(|block| self.close(block))
            }
            LineKind::Border => {
                self.framed = true;
                if let Some(block) = &mut self.pending {
                    block.framed = true;
                }
                None
            }
            LineKind::Cells => self.push_cells(text),
        }
    }

    /// Ends the input, returning the puzzle that was still open, if any.
    pub fn finish(&mut self) -> Option<Parsed> {
        self.pending.take().map(|block| self.close(block))
    }

    fn push_cells(&mut self, text: &str) -> Option<Parsed> {
        let line = self.line;
        if self.pending.is_none() && cell_count(text) != 16 {
            return Some(self.whole_line(text));
        }
        let framed = self.framed;
        let block = self.pending.get_or_insert_with(|| Block {
            line,
            rows: 0,
            framed,
            grid: Grid::empty(),
            error: None,
        });
        block.framed |= text.contains('|');
        let first = block.rows * 16;
        let cells = (first..first + 16).filter_map(Cell::from_index);
        let read = read_cells(text, line, cells, &mut block.grid);
        if block.error.is_none() {
            block.error = match read {
                Err(error) => Some(error),
                Ok(16) => None,
                Ok(cells) => Some(ParseError::RowLength { line, cells }),
            };
        }
        block.rows += 1;
        if block.rows < 16 {
            return None;
        }
        let block = self.pending.take()?;
        Some(self.close(block))
    }

    /// A line that holds a whole puzzle, or is an error of its own.
    fn whole_line(&mut self, text: &str) -> Parsed {
        let line = self.line;
        let mut grid = Grid::empty();
        let result = match read_cells(text, line, Cell::all(), &mut grid) {
            Err(error) => Err(error),
            Ok(256) => check_clashes(&grid),
            Ok(cells) => Err(ParseError::LineLength { line, cells }),
        };
        self.count += 1;
        Parsed {
            number: self.count,
            line,
            layout: Layout::Line,
            result,
            partial: grid,
        }
    }

    fn close(&mut self, block: Block) -> Parsed {
        let result = match block.error {
            Some(error) => Err(error),
            None if block.rows < 16 => Err(ParseError::MissingRows {
                line: self.line,
                rows: block.rows,
            }),
            None => check_clashes(&block.grid),
        };
        self.count += 1;
        self.framed = false;
        Parsed {
            number: self.count,
            line: block.line,
            layout: if block.framed {
                Layout::Framed
            } else {
                Layout::Rows
            },
            result,
            partial: block.grid,
        }
    }
}

fn check_clashes(grid: &Grid) -> Result<Grid, ParseError> {
    match grid.first_clash() {
        Some(clash) => Err(ParseError::Clash(clash)),
        None => Ok(grid.clone()),
    }
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == '|'
}

fn is_empty_mark(c: char) -> bool {
    matches!(c, '.' | '-' | '0' | '_' | '*')
}

/// How many cells a line holds if it is read as a row.
fn cell_count(text: &str) -> usize {
    text.chars().filter(|&c| !is_separator(c)).count()
}

fn classify(text: &str) -> LineKind {
    let mut chars = text.chars().filter(|c| !c.is_whitespace()).peekable();
    if chars.peek().is_none() {
        return LineKind::Blank;
    }
    if !chars.all(|c| matches!(c, '-' | '=' | '+' | '|')) {
        return LineKind::Cells;
    }
    // A line of rules only is a border, unless it is dashes that make exactly the cells
    // of a row or a puzzle: `----------------` is an empty UVA row, `-------------------`
    // or `====` a border.
    let dashes_only = !text.contains(['=', '+']);
    if dashes_only && matches!(cell_count(text), 16 | 256) {
        LineKind::Cells
    } else {
        LineKind::Border
    }
}

/// Reads the cells of `text` into the `cells` of `grid`, in order. Returns how many cells
/// the line holds, or the first character that is not a cell. Cells beyond those given
/// are counted but not stored.
fn read_cells(
    text: &str,
    line: usize,
    mut cells: impl Iterator<Item = Cell>,
    grid: &mut Grid,
) -> Result<usize, ParseError> {
    let mut count = 0;
    for (column, c) in (1..).zip(text.chars()) {
        if is_separator(c) {
            continue;
        }
        let letter = match Letter::from_char(c) {
            Some(letter) => Some(letter),
            None if is_empty_mark(c) => None,
            None => {
                return Err(ParseError::BadCharacter {
                    line,
                    column,
                    found: c,
                })
            }
        };
        if let Some(cell) = cells.next() {
            grid.set(cell, letter);
        }
        count += 1;
    }
    Ok(count)
}
