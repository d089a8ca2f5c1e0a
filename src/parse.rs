//! Reading puzzles from text: lenient in what it accepts, precise in what it rejects.
//!
//! Four layouts are read, and may be mixed in one input:
//! - a whole puzzle on one line: 256 cells;
//! - the UVA 1309 layout: 16 lines of 16 cells, puzzles set apart by blank lines;
//! - bands: the same 16 lines with a blank line after each band of four rows;
//! - framed grids: 16 rows with `|` between boxes and border lines made of `-`, `=`, `+`
//!   and `|`, in which a `-` is part of the border, not a cell.
//!
//! Each puzzle is written in one of four sets of symbols ([`Symbols`]): `A`–`P`, `0`–`F`,
//! `1`–`9` then `A`–`G`, or the numbers 1–16 set apart by spaces; letters in either case.
//! `.`, `-`, `_` and `*` are empty cells, and `0` too except in `0`–`F`, where it is a
//! symbol; whitespace and `|` are ignored. Lines are numbered from 1 and columns count
//! characters from 1, so that an error points at the very character to fix.
//!
//! # Which set a puzzle is in
//!
//! Unless told ([`Splitter::reading`]), the reader works it out for each puzzle from the
//! symbols its cells hold, by these rules, the first that applies:
//! 1. a number 10–16 on a line whose cells are set apart by spaces: the numbers 1–16;
//! 2. a letter `H`–`P`: `A`–`P`, the only set that has them;
//! 3. a digit `1`–`9` and a `G`: `1`–`9` then `A`–`G` (`0`–`F` has no `G`);
//! 4. a digit `1`–`9` and a `0`: `0`–`F`, where `0` is a symbol (elsewhere an empty mark);
//! 5. otherwise the text does not settle it, and the puzzle is read in the set of the last
//!    puzzle of the same input whose text settled one, if that set can read it;
//! 6. otherwise in `A`–`P`. A puzzle of letters `A`–`G` only is then read as letters, as
//!    it always was. One with digits `1`–`9` (but no `0`, `G` or `H`–`P`) cannot be:
//!    it fails at its first digit with [`ParseError::Unsettled`], which names the sets
//!    it could be in (`0`–`F` or `1`–`9` then `A`–`G`, and 1–16 if it has no letter).
//!
//! A line is read as spaced numbers (rule 1) when every cell on it stands apart, one
//! character or a number 10–16 between separators, and at least one is such a number:
//! `16  . 5` is three cells, `1605` four. (A puzzle of 1–16 with no number above 9 has
//! digits only, which settle nothing by themselves: rules 5 and 6 apply.)

use crate::cell::Cell;
use crate::format::Layout;
use crate::grid::{Clash, Grid};
use crate::letter::Symbols;
use std::fmt;

/// Why a puzzle could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// A character that is neither a symbol of the puzzle's set, an empty mark nor a
    /// separator.
    BadCharacter {
        line: usize,
        column: usize,
        found: char,
        /// The set the puzzle was read in.
        symbols: Symbols,
    },
    /// A number that is not 1–16, in a puzzle of the numbers 1–16.
    BadNumber {
        line: usize,
        column: usize,
        found: String,
    },
    /// A digit in a puzzle read in `A`–`P` because its text did not settle its set:
    /// the puzzle could be in any of `could_be`.
    Unsettled {
        line: usize,
        column: usize,
        found: char,
        could_be: Vec<Symbols>,
    },
    /// A row of a 16-row puzzle that does not hold 16 cells.
    RowLength { line: usize, cells: usize },
    /// A line standing alone that does not hold the 256 cells of a puzzle (see
    /// [`Splitter`] for when a line stands alone).
    LineLength { line: usize, cells: usize },
    /// A 16-row puzzle cut short by a blank line, a puzzle on one line or the end of the
    /// input; `line` is where it was cut.
    MissingRows { line: usize, rows: usize },
    /// Two givens with the same symbol in one unit, in a puzzle read in `symbols`.
    Clash { clash: Clash, symbols: Symbols },
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

/// What a symbol of `symbols` is called: `a letter A-P`, `a number 1-16`, `a symbol 0-F`.
struct SymbolName(Symbols);

impl fmt::Display for SymbolName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a {} {}", self.0.noun(), self.0.range())
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Every message but two starts with its line: the prefix is written once, which
        // keeps the WebAssembly module smaller than a format string with it for each.
        match self {
            ParseError::BadCharacter { line, column, .. }
            | ParseError::BadNumber { line, column, .. }
            | ParseError::Unsettled { line, column, .. } => {
                write!(f, "line {line}, column {column}: ")?
            }
            ParseError::RowLength { line, .. }
            | ParseError::LineLength { line, .. }
            | ParseError::MissingRows { line, .. }
            | ParseError::SeveralPuzzles { line } => write!(f, "line {line}: ")?,
            ParseError::Clash { .. } | ParseError::NoPuzzle => {}
        }
        match self {
            &ParseError::BadCharacter { found, symbols, .. } => write!(
                f,
                "{} is not {} or an empty cell ({})",
                Quoted(found),
                SymbolName(symbols),
                symbols.empty_marks()
            ),
            ParseError::BadNumber { found, .. } => write!(
                f,
                "'{found}' is not {} or an empty cell ({})",
                SymbolName(Symbols::Numbers),
                Symbols::Numbers.empty_marks()
            ),
            ParseError::Unsettled {
                found, could_be, ..
            } => {
                write!(
                    f,
                    "{} is not {}, and the puzzle's symbols are not settled: \
                     it could be ",
                    Quoted(*found),
                    SymbolName(Symbols::Letters),
                )?;
                for (i, symbols) in could_be.iter().enumerate() {
                    let between = match i {
                        0 => "",
                        _ if i + 1 == could_be.len() => " or ",
                        _ => ", ",
                    };
                    write!(f, "{between}{}", symbols.range())?;
                }
                Ok(())
            }
            ParseError::RowLength { cells, .. } => {
                write!(f, "a row holds {cells} cells, expected 16")
            }
            ParseError::LineLength { cells, .. } => write!(
                f,
                "{cells} cells, expected 256 on one line or 16 rows of 16"
            ),
            &ParseError::MissingRows { rows, .. } => {
                let plural = if rows == 1 { "" } else { "s" };
                write!(f, "the puzzle ends after {rows} row{plural}, expected 16")
            }
            // The symbol as the puzzle writes it: `letter B`, `number 16`, `symbol 0`.
            &ParseError::Clash { clash, symbols } => {
                write!(f, "givens clash: {}", clash.in_symbols(symbols))
            }
            ParseError::NoPuzzle => write!(f, "no puzzle found: the text is empty"),
            ParseError::SeveralPuzzles { .. } => {
                write!(f, "a second puzzle starts here, expected only one")
            }
        }
    }
}

impl std::error::Error for ParseError {}

/// A clash in a puzzle of letters `A`–`P`.
impl From<Clash> for ParseError {
    fn from(clash: Clash) -> ParseError {
        ParseError::Clash {
            clash,
            symbols: Symbols::Letters,
        }
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
    /// The set of symbols it was read in (see the module's rules).
    pub symbols: Symbols,
    /// The givens, checked for clashes, or why they could not be read.
    pub result: Result<Grid, ParseError>,
    /// The letters that were read, even when `result` is an error (cells after an error
    /// stay empty); lets a front end show what it could make of the text.
    pub partial: Grid,
}

/// Reads exactly one puzzle from `text`, in whichever set of symbols it settles:
/// [`parse_puzzle_in`] for a caller that needs not know the set.
pub fn parse_puzzle(text: &str) -> Result<Grid, ParseError> {
    parse_puzzle_in(text, None).map(|(grid, _)| grid)
}

/// Reads exactly one puzzle from `text` in `symbols`, or in the set its text settles
/// when `None`; returns it with the set it was read in.
pub fn parse_puzzle_in(
    text: &str,
    symbols: Option<Symbols>,
) -> Result<(Grid, Symbols), ParseError> {
    let parsed = read_one(text, symbols, false)?;
    parsed.result.map(|grid| (grid, parsed.symbols))
}

/// Reads exactly one grid from `text` as [`parse_puzzle`] does, but keeps letters that
/// clash: a player's grid with a wrong letter is still that player's grid, and a hint
/// can name the letter rather than refuse to read it.
pub fn parse_letters(text: &str) -> Result<Grid, ParseError> {
    let parsed = read_one(text, None, true)?;
    match parsed.result {
        Err(ParseError::Clash { .. }) => Ok(parsed.partial),
        other => other,
    }
}

/// The one puzzle of `text`: an error if it holds none or several, or if the first one
/// cannot be read (clashing letters aside, with `keep_clashes`).
fn read_one(
    text: &str,
    symbols: Option<Symbols>,
    keep_clashes: bool,
) -> Result<Parsed, ParseError> {
    let mut splitter = Splitter::reading(symbols);
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
        Err(ParseError::Clash { .. }) if keep_clashes => {}
        Err(error) => return Err(error.clone()),
        _ => {}
    }
    *found = Some(parsed);
    Ok(())
}

/// Lines with more cells than this are puzzles on one line, whole or damaged: a row that
/// went wrong is off by a cell or two, and more than two rows' worth is no row.
const MAX_ROW_CELLS: usize = 32;

/// The cells of a line that are kept to be read: a line with more is no puzzle, and past
/// these its cells are only counted, so that a hostile line costs little memory.
const MAX_KEPT_CELLS: usize = 1024;

/// Splits a stream of lines into puzzles, holding at most two puzzles in memory.
///
/// Feed it line by line with [`Splitter::push_line`] and call [`Splitter::finish`] at the
/// end; each call returns the next puzzle in input order, if one is complete. A line can
/// complete two puzzles (a block it cuts short, then itself): the second then comes out
/// of the next call, one line late but never out of order.
///
/// How lines make puzzles. The rule is built so that a damaged line costs one puzzle, its
/// own, and every other puzzle of a batch keeps its number (and its slot in the output):
/// - A blank line ends the open block, except right after a band (4, 8 or 12 rows): then
///   the block goes on if the next line is a row of 16 cells, and ends at the blank line
///   otherwise.
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
///
/// A cell is a character, or a number 10–16 on a line of spaced numbers (see the
/// module's rules). Each puzzle's set of symbols is chosen when it is complete.
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
    /// The set every puzzle is read in; `None` to work out each puzzle's.
    given: Option<Symbols>,
    /// The set of the last puzzle whose text settled one (rule 5 of the module's).
    settled: Option<Symbols>,
}

/// The rows read so far of a puzzle laid out over 16 lines.
#[derive(Debug)]
struct Block {
    line: usize,
    rows: Vec<Row>,
    framed: bool,
    /// A blank line has set two bands apart.
    banded: bool,
    /// The blank line just read, after a band: the block ends there unless a row follows.
    gap: Option<usize>,
    /// Opened by a 16-cell line right after a puzzle on one line: holds only if its second
    /// row is a good one too.
    tentative: bool,
}

/// One line of cells, as read before the puzzle's set is known.
#[derive(Debug)]
struct Row {
    line: usize,
    cells: Vec<Token>,
}

/// One cell as written, and the column it starts at.
#[derive(Debug)]
struct Token {
    column: usize,
    text: Written,
}

#[derive(Debug)]
enum Written {
    /// One character: a symbol, an empty mark or a character that is neither.
    Char(char),
    /// Several digits taken as one number (a number 10–16, or any run of digits when the
    /// puzzle is known to be in the numbers 1–16).
    Number(Box<str>),
}

/// What a line is, once whitespace is set aside.
enum LineKind {
    Blank,
    Border,
    Cells,
}

/// The set a puzzle is read in, and the others it could be in when its text settled none.
struct Choice {
    symbols: Symbols,
    could_be: Vec<Symbols>,
}

impl Splitter {
    /// A splitter that works out each puzzle's set of symbols.
    pub fn new() -> Splitter {
        Splitter::default()
    }

    /// A splitter that reads every puzzle in `symbols`, or works out each puzzle's set
    /// when `None`.
    pub fn reading(symbols: Option<Symbols>) -> Splitter {
        Splitter {
            given: symbols,
            ..Splitter::default()
        }
    }

    /// Every puzzle of a whole `text`, read line by line as [`Splitter::push_line`] and
    /// [`Splitter::finish`] read them.
    pub fn split(mut self, text: &str) -> Vec<Parsed> {
        let mut puzzles: Vec<Parsed> = text
            .lines()
            .filter_map(|line| self.push_line(line))
            .collect();
        puzzles.extend(self.finish());
        puzzles
    }

    /// How many puzzles have been completed so far (all of them handed out by the end).
    pub fn puzzles_seen(&self) -> usize {
        self.count
    }

    /// Reads the next line (without its line ending; a trailing `\r` is ignored).
    pub fn push_line(&mut self, text: &str) -> Option<Parsed> {
        self.line += 1;
        let kind = classify(text);
        let (cells, count) = match kind {
            LineKind::Cells => tokens(text, self.given),
            _ => (Vec::new(), 0),
        };
        // A blank line after a band ends the block unless a full row comes next.
        let row_follows = matches!(kind, LineKind::Cells) && count == 16;
        if self.pending.as_ref().is_some_and(|b| b.gap.is_some()) && !row_follows {
            self.end_block();
        }
        match kind {
            LineKind::Blank => {
                match &mut self.pending {
                    Some(block) if block.gap.is_none() && block.rows.len() % 4 == 0 => {
                        block.gap = Some(self.line);
                    }
                    _ => {
                        self.end_block();
                        self.framed = false;
                    }
                }
                self.after_line = false;
            }
            LineKind::Border => {
                self.after_line = false;
                self.framed = true;
                if let Some(block) = &mut self.pending {
                    block.framed = true;
                }
            }
            LineKind::Cells if count > MAX_ROW_CELLS => {
                self.end_block();
                self.one_line(&cells, count);
            }
            LineKind::Cells => self.push_row(text, cells),
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
    fn push_row(&mut self, text: &str, cells: Vec<Token>) {
        if self.pending.as_ref().is_some_and(|b| b.tentative) && cells.len() != 16 {
            // The 16-cell line after a puzzle line was a stray line, not a first row.
            self.end_block();
        }
        // With no block open, only a line of 16 cells can be a first row: anything else
        // (a header such as "Grid 01", a stray line) is a failed puzzle of its own, and
        // the block below it keeps its rows.
        if self.pending.is_none() && cells.len() != 16 {
            return self.one_line(&cells, cells.len());
        }
        let (line, framed, tentative) = (self.line, self.framed, self.after_line);
        if let Some(block) = &mut self.pending {
            block.tentative = false;
            if block.gap.take().is_some() {
                block.banded = true;
            }
        }
        self.after_line = false;
        let block = self.pending.get_or_insert_with(|| Block {
            line,
            rows: Vec::with_capacity(16),
            framed,
            banded: false,
            gap: None,
            tentative,
        });
        // A byte loop: `str::contains` would bring its searcher's setup into the
        // WebAssembly module, larger for no gain on a line this short.
        block.framed |= text.bytes().any(|b| b == b'|');
        block.rows.push(Row { line, cells });
        if block.rows.len() == 16 {
            self.end_block();
        }
    }

    /// A line that holds a whole puzzle, or is an error of its own: its `count` cells, of
    /// which `cells` were kept.
    fn one_line(&mut self, cells: &[Token], count: usize) {
        let line = self.line;
        let choice = self.choose(Seen::of(cells));
        let mut grid = Grid::empty();
        let result = match choice.read(cells, line, 0, Cell::COUNT, &mut grid) {
            Err(error) => Err(error),
            Ok(_) if count == 256 => check_clashes(&grid, choice.symbols),
            Ok(_) => Err(ParseError::LineLength { line, cells: count }),
        };
        self.after_line = true;
        self.framed = false;
        self.emit(line, Layout::Line, choice.symbols, result, grid);
    }

    /// The set a puzzle whose cells show `seen` is read in: the one given, the one its
    /// text settles, or else the input's (see the module's rules).
    fn choose(&mut self, seen: Seen) -> Choice {
        match self.given {
            Some(symbols) => Choice::settled(symbols),
            None => match seen.settle() {
                Ok(symbols) => {
                    self.settled = Some(symbols);
                    Choice::settled(symbols)
                }
                Err(possible) => match self.settled.filter(|s| possible.contains(s)) {
                    Some(symbols) => Choice::settled(symbols),
                    None => Choice {
                        symbols: Symbols::Letters,
                        could_be: possible,
                    },
                },
            },
        }
    }

    fn end_block(&mut self) {
        if let Some(block) = self.pending.take() {
            self.close(block);
        }
    }

    fn close(&mut self, block: Block) {
        self.framed = false;
        let mut seen = Seen::default();
        for row in &block.rows {
            seen.add(&row.cells);
        }
        let choice = self.choose(seen);
        // The rows, the first error of the block being the one it keeps.
        let mut grid = Grid::empty();
        let mut error = None;
        for (i, row) in block.rows.iter().enumerate() {
            let read = choice.read(&row.cells, row.line, i * 16, 16, &mut grid);
            if error.is_none() {
                error = match read {
                    Err(error) => Some(error),
                    Ok(16) => None,
                    Ok(cells) => Some(ParseError::RowLength {
                        line: row.line,
                        cells,
                    }),
                };
            }
        }
        // A block that ends after one row was a line standing alone. It opened on a line
        // of 16 cells, so its one row is that line read whole: the same letters, the same
        // error if any, and else 16 cells where 256 were expected.
        let alone = block.rows.len() == 1;
        let result = match error {
            Some(error) => Err(error),
            None if alone => Err(ParseError::LineLength {
                line: block.line,
                cells: 16,
            }),
            // Cut short by a blank line, a puzzle line or the end.
            None if block.rows.len() < 16 => Err(ParseError::MissingRows {
                line: block.gap.unwrap_or(self.line),
                rows: block.rows.len(),
            }),
            None => check_clashes(&grid, choice.symbols),
        };
        let layout = if alone {
            self.after_line = true;
            Layout::Line
        } else if block.framed {
            Layout::Framed
        } else if block.banded {
            Layout::Bands
        } else {
            Layout::Rows
        };
        self.emit(block.line, layout, choice.symbols, result, grid);
    }

    /// Numbers a finished puzzle and queues it. Never inlined: its two callers share one
    /// body in the WebAssembly module.
    #[inline(never)]
    fn emit(
        &mut self,
        line: usize,
        layout: Layout,
        symbols: Symbols,
        result: Result<Grid, ParseError>,
        partial: Grid,
    ) {
        self.count += 1;
        let slot = usize::from(self.ready[0].is_some());
        self.ready[slot] = Some(Parsed {
            number: self.count,
            line,
            layout,
            symbols,
            result,
            partial,
        });
    }
}

/// What a puzzle's cells hold that tells the sets apart.
#[derive(Default)]
struct Seen {
    /// A number 10–16 among spaced cells.
    number: bool,
    /// A letter `H`–`P`.
    high_letter: bool,
    /// A letter `A`–`G`.
    letter: bool,
    g: bool,
    zero: bool,
    /// A digit `1`–`9`.
    digit: bool,
}

impl Seen {
    fn of(cells: &[Token]) -> Seen {
        let mut seen = Seen::default();
        seen.add(cells);
        seen
    }

    /// Adds what `cells` show.
    fn add(&mut self, cells: &[Token]) {
        for token in cells {
            match token.text {
                Written::Number(_) => self.number = true,
                Written::Char(c) => match c.to_ascii_uppercase() {
                    'H'..='P' => self.high_letter = true,
                    'G' => (self.g, self.letter) = (true, true),
                    'A'..='F' => self.letter = true,
                    '0' => self.zero = true,
                    '1'..='9' => self.digit = true,
                    _ => {}
                },
            }
        }
    }

    /// The set these cells settle (rules 1 to 4 of the module's), or else every set
    /// that can read them.
    fn settle(&self) -> Result<Symbols, Vec<Symbols>> {
        if self.number {
            return Ok(Symbols::Numbers);
        }
        if self.high_letter {
            return Ok(Symbols::Letters);
        }
        if self.digit && self.g {
            return Ok(Symbols::OneToG);
        }
        if self.digit && self.zero {
            return Ok(Symbols::Hex);
        }
        let can_read = |symbols: &Symbols| match symbols {
            Symbols::Letters => !self.digit,
            Symbols::Hex => !self.g,
            Symbols::OneToG => true,
            Symbols::Numbers => !self.letter,
        };
        Err(Symbols::ALL.into_iter().filter(can_read).collect())
    }
}

impl Choice {
    fn settled(symbols: Symbols) -> Choice {
        Choice {
            symbols,
            could_be: Vec::new(),
        }
    }

    /// Reads `cells` into `grid`, the first at index `first`, storing at most `room` of
    /// them. Returns how many cells there are, or the first one that is no symbol of the
    /// set nor an empty mark. Cells beyond the room are counted but not stored.
    ///
    /// (A start and a count rather than an iterator of cells: one copy of the function,
    /// not one per caller, and never inlined into either.)
    #[inline(never)]
    fn read(
        &self,
        cells: &[Token],
        line: usize,
        first: usize,
        room: usize,
        grid: &mut Grid,
    ) -> Result<usize, ParseError> {
        let symbols = self.symbols;
        for (count, token) in cells.iter().enumerate() {
            let column = token.column;
            let letter = match &token.text {
                &Written::Char(c) => match symbols.letter_of_char(c) {
                    Some(letter) => Some(letter),
                    None if symbols.is_empty_mark(c) => None,
                    None => return Err(self.bad_character(line, column, c)),
                },
                Written::Number(digits) => match symbols.letter_of(digits) {
                    Some(letter) => Some(letter),
                    None if digits.chars().all(|c| symbols.is_empty_mark(c)) => None,
                    None if symbols == Symbols::Numbers => {
                        return Err(ParseError::BadNumber {
                            line,
                            column,
                            found: digits.to_string(),
                        })
                    }
                    // Only spaced numbers make several digits one cell, so that a set
                    // other than 1–16 never meets one; said as its first digit if it does.
                    None => {
                        let c = digits.chars().next().unwrap_or('0');
                        return Err(self.bad_character(line, column, c));
                    }
                },
            };
            if count < room {
                if let Some(cell) = Cell::from_index(first + count) {
                    grid.set(cell, letter);
                }
            }
        }
        Ok(cells.len())
    }

    /// `c` cannot be read: a bad character, or a digit in a puzzle whose set is not
    /// settled, which one of the sets it could be in would read.
    fn bad_character(&self, line: usize, column: usize, found: char) -> ParseError {
        if self
            .could_be
            .iter()
            .any(|s| s.letter_of_char(found).is_some())
        {
            ParseError::Unsettled {
                line,
                column,
                found,
                could_be: self.could_be.clone(),
            }
        } else {
            ParseError::BadCharacter {
                line,
                column,
                found,
                symbols: self.symbols,
            }
        }
    }
}

fn check_clashes(grid: &Grid, symbols: Symbols) -> Result<Grid, ParseError> {
    match grid.first_clash() {
        Some(clash) => Err(ParseError::Clash { clash, symbols }),
        None => Ok(grid.clone()),
    }
}

/// `char::is_whitespace`, in one body in the WebAssembly module: inlined, its Unicode
/// checks would be copied into each of the callers. Native builds inline it, for speed
/// on big batch files.
#[cfg_attr(target_arch = "wasm32", inline(never))]
fn is_space(c: char) -> bool {
    c.is_whitespace()
}

fn is_separator(c: char) -> bool {
    is_space(c) || c == '|'
}

/// What a line is, found in one pass over its characters.
fn classify(text: &str) -> LineKind {
    let mut blank = true;
    // Only rules (`-`, `=`, `+`, `|`), and whether any of them but `-`.
    let mut rules_only = true;
    let mut drawn = false;
    // The characters the line holds that are not separators.
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
        LineKind::Cells
    }
}

/// The cells of a line, each with its column (the first `MAX_KEPT_CELLS`), and how many
/// there are. A run of digits is one cell when the puzzle is in the numbers 1–16, or,
/// when its set is not given, on a line of spaced numbers ([`spaced_numbers`]);
/// otherwise every character is a cell.
fn tokens(text: &str, given: Option<Symbols>) -> (Vec<Token>, usize) {
    let runs = match given {
        Some(symbols) => symbols.is_spaced(),
        None => spaced_numbers(text),
    };
    let mut cells = Vec::with_capacity(16);
    let mut count = 0;
    let mut chars = text.chars().enumerate().peekable();
    while let Some((i, c)) = chars.next() {
        if is_separator(c) {
            continue;
        }
        let mut digits = String::new();
        while runs && c.is_ascii_digit() {
            match chars.peek() {
                Some(&(_, next)) if next.is_ascii_digit() => {
                    if digits.is_empty() {
                        digits.push(c);
                    }
                    digits.push(next);
                    chars.next();
                }
                _ => break,
            }
        }
        let text = if digits.is_empty() {
            Written::Char(c)
        } else {
            Written::Number(digits.into_boxed_str())
        };
        count += 1;
        if cells.len() < MAX_KEPT_CELLS {
            cells.push(Token {
                column: i + 1,
                text,
            });
        }
    }
    (cells, count)
}

/// Whether the line's cells are spaced numbers: every cell stands apart (a single
/// character or two digits between separators), every two-digit one is a number 10–16,
/// and there is at least one.
fn spaced_numbers(text: &str) -> bool {
    let mut numbers = 0;
    for word in text.split(is_separator).filter(|w| !w.is_empty()) {
        let mut chars = word.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(_), None, _) => {}
            (Some('1'), Some('0'..='6'), None) => numbers += 1,
            _ => return false,
        }
    }
    numbers > 0
}
