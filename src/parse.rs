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
    /// A line standing alone that does not hold the 256 cells of a puzzle (see
    /// [`Splitter`] for when a line stands alone).
    LineLength { line: usize, cells: usize },
    /// A 16-row puzzle cut short by a blank line, a puzzle on one line or the end of the
    /// input; `line` is where it was cut.
    MissingRows { line: usize, rows: usize },
    /// Two givens with the same letter in one unit.
    Clash(Clash),
    /// The text holds no puzzle at all.
    NoPuzzle,
    /// The text holds more than the one puzzle expected; `line` is where the second starts.
    SeveralPuzzles { line: usize },
}

/// A character as a message shows it: `'Q'`; a character outside ASCII also with its
/// code point (`'é' (U+00E9)`), since it may not show (a byte-order mark, a zero-width
/// space); and a control character by its code point alone (`U+0007`). (Rust's own
/// `{:?}` would do, but brings Unicode tables into the WebAssembly module.)
struct Quoted(char);

impl fmt::Display for Quoted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let code = u32::from(self.0);
        if self.0.is_control() || (is_space(self.0) && self.0 != ' ') {
            write!(f, "U+{code:04X}")
        } else if self.0.is_ascii() {
            write!(f, "'{}'", self.0)
        } else {
            write!(f, "'{}' (U+{code:04X})", self.0)
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Most messages start with their line: the prefix is written once, which keeps
        // the WebAssembly module smaller than a format string with it for each message.
        match *self {
            ParseError::RowLength { line, .. }
            | ParseError::LineLength { line, .. }
            | ParseError::MissingRows { line, .. }
            | ParseError::SeveralPuzzles { line } => write!(f, "line {line}: ")?,
            ParseError::BadCharacter { .. } | ParseError::Clash(_) | ParseError::NoPuzzle => {}
        }
        match *self {
            ParseError::BadCharacter {
                line,
                column,
                found,
            } => write!(
                f,
                "line {line}, column {column}: {} is not a letter A-P \
                 or an empty cell (. - 0 _ *)",
                Quoted(found)
            ),
            ParseError::RowLength { cells, .. } => {
                write!(f, "a row holds {cells} cells, expected 16")
            }
            ParseError::LineLength { cells, .. } => write!(
                f,
                "{cells} cells, expected 256 on one line or 16 rows of 16"
            ),
            ParseError::MissingRows { rows, .. } => {
                let plural = if rows == 1 { "" } else { "s" };
                write!(f, "the puzzle ends after {rows} row{plural}, expected 16")
            }
            ParseError::Clash(clash) => write!(f, "givens clash: {clash}"),
            ParseError::NoPuzzle => write!(f, "no puzzle found: the text is empty"),
            ParseError::SeveralPuzzles { .. } => {
                write!(f, "a second puzzle starts here, expected only one")
            }
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
    read_one(text, false)?.result
}

/// Reads exactly one grid from `text` as [`parse_puzzle`] does, but keeps letters that
/// clash: a player's grid with a wrong letter is still that player's grid, and a hint
/// can name the letter rather than refuse to read it.
pub fn parse_letters(text: &str) -> Result<Grid, ParseError> {
    let parsed = read_one(text, true)?;
    match parsed.result {
        Err(ParseError::Clash(_)) => Ok(parsed.partial),
        other => other,
    }
}

/// The one puzzle of `text`: an error if it holds none or several, or if the first one
/// cannot be read (clashing letters aside, with `keep_clashes`).
fn read_one(text: &str, keep_clashes: bool) -> Result<Parsed, ParseError> {
    let mut splitter = Splitter::new();
    let mut found: Option<Parsed> = None;
    // Split at `\n` alone, unlike `str::lines`: a `\r` left at the end of a line is
    // whitespace, ignored like any other, and the simpler split is smaller in WebAssembly.
    for line in text.split_terminator('\n') {
        if let Some(parsed) = splitter.push_line(line) {
            keep_first(&mut found, parsed, keep_clashes)?;
        }
    }
    if let Some(parsed) = splitter.finish() {
        keep_first(&mut found, parsed, keep_clashes)?;
    }
    found.ok_or(ParseError::NoPuzzle)
}

/// Keeps `parsed` as the one puzzle of the text, or fails: it is a second puzzle, or the
/// first one and an error (clashes aside, with `keep_clashes`). Never inlined: one body
/// for both callers keeps the WebAssembly module small.
#[inline(never)]
fn keep_first(
    found: &mut Option<Parsed>,
    parsed: Parsed,
    keep_clashes: bool,
) -> Result<(), ParseError> {
    if found.is_some() {
        return Err(ParseError::SeveralPuzzles { line: parsed.line });
    }
    // An error in the first puzzle is the answer: what follows cannot mend it.
    match &parsed.result {
        Err(ParseError::Clash(_)) if keep_clashes => {}
        Err(error) => return Err(error.clone()),
        _ => {}
    }
    *found = Some(parsed);
    Ok(())
}

/// Lines with more cells than this are puzzles on one line, whole or damaged: a row that
/// went wrong is off by a cell or two, and more than two rows' worth is no row.
const MAX_ROW_CELLS: usize = 32;

/// Splits a stream of lines into puzzles, holding at most two puzzles in memory.
///
/// Feed it line by line with [`Splitter::push_line`] and call [`Splitter::finish`] at the
/// end; each call returns the next puzzle in input order, if one is complete. A line can
/// complete two puzzles (a block it cuts short, then itself): the second then comes out
/// of the next call, one line late but never out of order.
///
/// How lines make puzzles. The rule is built so that a damaged line costs one puzzle, its
/// own, and every other puzzle of a batch keeps its number (and its slot in the output):
/// - A blank line ends the open block.
/// - A border line marks the block as framed and holds no cell.
/// - A line of more than 32 cells (`MAX_ROW_CELLS`) is a puzzle on one line (of the
///   wrong length unless 256). It first ends the open block, which fails as cut short: a block
///   never swallows a puzzle line.
/// - Any other line is a row. It joins the open block even when it holds the wrong number
///   of cells: the block fails at that row, and the rows after it stay in the block rather
///   than start puzzles of their own. With no block open, it starts one.
/// - Except with no block open: there a line that does not hold 16 cells is a stray line
///   (a header, say), a puzzle of its own; and right after a puzzle on one line a 16-cell
///   row starts a block only if the next row holds 16 cells too. So a junk line in a batch of one-line puzzles is one failed
///   puzzle, while a UVA block may still follow a line without a blank line between.
/// - A block that ends after a single row was a line standing alone: it is reported, and
///   printed back, as a line of the wrong length.
#[derive(Debug, Default)]
pub struct Splitter {
    line: usize,
    count: usize,
    /// A border line has been seen since the last puzzle ended: the next one is framed.
    framed: bool,
    /// The last puzzle read was on one line, with no blank or border line since.
    after_line: bool,
    pending: Option<Block>,
    /// Puzzles complete but not yet handed out, oldest first. Between calls at most one
    /// waits, and only with no block open: a line completes two puzzles only when it ends
    /// a block, and then it leaves none open. So a line adds at most one to a waiting
    /// puzzle, and two slots are enough (a plain pair, smaller than a queue).
    ready: [Option<Parsed>; 2],
}

/// The rows read so far of a puzzle laid out over 16 lines.
#[derive(Debug)]
struct Block {
    line: usize,
    rows: usize,
    framed: bool,
    /// Opened by a 16-cell line right after a puzzle on one line: holds only if its second
    /// row is a good one too.
    tentative: bool,
    grid: Grid,
    error: Option<ParseError>,
}

/// What a line is, once whitespace is set aside.
enum LineKind {
    Blank,
    Border,
    /// A line of cells, and how many it holds.
    Cells(usize),
}

impl Splitter {
    pub fn new() -> Splitter {
        Splitter::default()
    }

    /// How many puzzles have been completed so far (all of them handed out by the end).
    pub fn puzzles_seen(&self) -> usize {
        self.count
    }

    /// Reads the next line (without its line ending; a trailing `\r` is ignored).
    pub fn push_line(&mut self, text: &str) -> Option<Parsed> {
        self.line += 1;
        match classify(text) {
            LineKind::Blank => {
                self.end_block();
                self.after_line = false;
                self.framed = false;
            }
            LineKind::Border => {
                self.after_line = false;
                self.framed = true;
                if let Some(block) = &mut self.pending {
                    block.framed = true;
                }
            }
            LineKind::Cells(cells) if cells > MAX_ROW_CELLS => {
                self.end_block();
                self.one_line(text);
            }
            LineKind::Cells(cells) => self.push_row(text, cells),
        }
        self.next_ready()
    }

    /// Ends the input, returning the last puzzle: one held back or the block still open
    /// (never both, so one call is enough).
    pub fn finish(&mut self) -> Option<Parsed> {
        self.end_block();
        self.next_ready()
    }

    /// Hands out the oldest puzzle waiting, if any.
    fn next_ready(&mut self) -> Option<Parsed> {
        let next = self.ready[0].take();
        self.ready[0] = self.ready[1].take();
        next
    }

    /// A line of about a row's worth of cells: a row, or a stray line after a puzzle line.
    fn push_row(&mut self, text: &str, cells: usize) {
        if self.pending.as_ref().is_some_and(|b| b.tentative) && cells != 16 {
            // The 16-cell line after a puzzle line was a stray line, not a first row.
            self.end_block();
        }
        // With no block open, only a line of 16 cells can be a first row: anything else
        // (a header such as "Grid 01", a stray line) is a failed puzzle of its own, and
        // the block below it keeps its rows.
        if self.pending.is_none() && cells != 16 {
            return self.one_line(text);
        }
        self.add_row(text);
    }

    fn add_row(&mut self, text: &str) {
        let (line, framed, tentative) = (self.line, self.framed, self.after_line);
        if let Some(block) = &mut self.pending {
            block.tentative = false;
        }
        self.after_line = false;
        let block = self
            .pending
            .get_or_insert_with(|| Block::open(line, framed, tentative));
        block.read_row(text, line);
        if block.rows == 16 {
            self.end_block();
        }
    }

    /// A line that holds a whole puzzle, or is an error of its own.
    fn one_line(&mut self, text: &str) {
        let (grid, result) = read_whole(text, self.line);
        self.after_line = true;
        self.framed = false;
        self.emit(self.line, Layout::Line, result, grid);
    }

    fn end_block(&mut self) {
        if let Some(block) = self.pending.take() {
            self.close(block);
        }
    }

    fn close(&mut self, block: Block) {
        self.framed = false;
        // A block that ends after one row was a line standing alone. It opened on a line
        // of 16 cells, so its one row is that line read whole: the same letters, the same
        // error if any, and else 16 cells where 256 were expected.
        let alone = block.rows == 1;
        let result = match block.error {
            Some(error) => Err(error),
            None if alone => Err(ParseError::LineLength {
                line: block.line,
                cells: 16,
            }),
            // Cut short by the line being read: a blank line, a puzzle line or the end.
            None if block.rows < 16 => Err(ParseError::MissingRows {
                line: self.line,
                rows: block.rows,
            }),
            None => check_clashes(&block.grid),
        };
        let layout = if alone {
            self.after_line = true;
            Layout::Line
        } else if block.framed {
            Layout::Framed
        } else {
            Layout::Rows
        };
        self.emit(block.line, layout, result, block.grid);
    }

    /// Numbers a finished puzzle and queues it. Never inlined: its two callers share one
    /// body in the WebAssembly module.
    #[inline(never)]
    fn emit(
        &mut self,
        line: usize,
        layout: Layout,
        result: Result<Grid, ParseError>,
        partial: Grid,
    ) {
        self.count += 1;
        let slot = usize::from(self.ready[0].is_some());
        self.ready[slot] = Some(Parsed {
            number: self.count,
            line,
            layout,
            result,
            partial,
        });
    }
}

impl Block {
    fn open(line: usize, framed: bool, tentative: bool) -> Block {
        Block {
            line,
            rows: 0,
            framed,
            tentative,
            grid: Grid::empty(),
            error: None,
        }
    }

    /// Reads the next row; the first error of the block is the one it keeps.
    fn read_row(&mut self, text: &str, line: usize) {
        // A byte loop: `str::contains` would bring its searcher's setup into the
        // WebAssembly module, larger for no gain on a line this short.
        self.framed |= text.bytes().any(|b| b == b'|');
        let read = read_cells(text, line, self.rows * 16, 16, &mut self.grid);
        if self.error.is_none() {
            self.error = match read {
                Err(error) => Some(error),
                Ok(16) => None,
                Ok(cells) => Some(ParseError::RowLength { line, cells }),
            };
        }
        self.rows += 1;
    }
}

/// Reads a line as a whole puzzle: the letters read, and the puzzle or why it is none.
fn read_whole(text: &str, line: usize) -> (Grid, Result<Grid, ParseError>) {
    let mut grid = Grid::empty();
    let result = match read_cells(text, line, 0, Cell::COUNT, &mut grid) {
        Err(error) => Err(error),
        Ok(256) => check_clashes(&grid),
        Ok(cells) => Err(ParseError::LineLength { line, cells }),
    };
    (grid, result)
}

fn check_clashes(grid: &Grid) -> Result<Grid, ParseError> {
    match grid.first_clash() {
        Some(clash) => Err(ParseError::Clash(clash)),
        None => Ok(grid.clone()),
    }
}

/// `char::is_whitespace`, in one body in the WebAssembly module: inlined, its Unicode
/// checks would be copied into each of the three callers. Native builds inline it, for
/// speed on big batch files.
#[cfg_attr(target_arch = "wasm32", inline(never))]
fn is_space(c: char) -> bool {
    c.is_whitespace()
}

fn is_separator(c: char) -> bool {
    is_space(c) || c == '|'
}

fn is_empty_mark(c: char) -> bool {
    matches!(c, '.' | '-' | '0' | '_' | '*')
}

/// What a line is, found in one pass over its characters.
fn classify(text: &str) -> LineKind {
    let mut blank = true;
    // Only rules (`-`, `=`, `+`, `|`), and whether any of them but `-`.
    let mut rules_only = true;
    let mut drawn = false;
    // The cells the line holds if it is read as a row.
    let mut cells = 0;
    for c in text.chars() {
        if is_space(c) {
            continue;
        }
        blank = false;
        match c {
            '-' => {}
            '=' | '+' | '|' => drawn = true,
            _ => rules_only = false,
        }
        if c != '|' {
            cells += 1;
        }
    }
    // A line of rules only is a border, but for dashes alone that make exactly the cells
    // of a row or a puzzle: `----------------` is an empty UVA row. A `=`, `+` or `|`
    // means the line is drawn, so `|----|----|----|----|` and `|----------------|` are
    // borders, though they hold 16 dashes. (In a framed grid, a row with no letter must
    // then use another empty mark, such as `.`; a lone border line holds no cell.)
    let empty_row = !drawn && matches!(cells, 16 | 256);
    if blank {
        LineKind::Blank
    } else if rules_only && !empty_row {
        LineKind::Border
    } else {
        LineKind::Cells(cells)
    }
}

/// Reads the cells of `text` into `grid`, the first at index `first`, storing at most
/// `room` of them. Returns how many cells the line holds, or the first character that is
/// not a cell. Cells beyond the room are counted but not stored.
///
/// (A start and a count rather than an iterator of cells: one copy of the function, not
/// one per caller.)
fn read_cells(
    text: &str,
    line: usize,
    first: usize,
    room: usize,
    grid: &mut Grid,
) -> Result<usize, ParseError> {
    let mut count = 0;
    for (i, c) in text.chars().enumerate() {
        if is_separator(c) {
            continue;
        }
        let letter = match Letter::from_char(c) {
            Some(letter) => Some(letter),
            None if is_empty_mark(c) => None,
            None => {
                return Err(ParseError::BadCharacter {
                    line,
                    column: i + 1,
                    found: c,
                })
            }
        };
        if count < room {
            if let Some(cell) = Cell::from_index(first + count) {
                grid.set(cell, letter);
            }
        }
        count += 1;
    }
    Ok(count)
}
