//! Splitting a stream of lines into puzzles: which lines make one puzzle, in which layout,
//! and what each puzzle read.

use super::error::ParseError;
use super::line::{classify, tokens, LineKind, Token};
use super::symbols::{Choice, Seen};
use crate::cell::Cell;
use crate::format::Layout;
use crate::grid::Grid;
use crate::letter::Symbols;

/// One puzzle of an input, read or not.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Parsed {
    /// Its place in the input, from 1.
    pub number: usize,
    /// The line it starts on, from 1.
    pub line: usize,
    /// The layout it was written in; a 16-cell line standing alone is [`Layout::Line`].
    pub layout: Layout,
    /// The set of symbols it was read in (see the rules of the `parse` module).
    pub symbols: Symbols,
    /// The givens, checked for clashes, or why they could not be read.
    pub result: Result<Grid, ParseError>,
    /// The letters that were read, even when `result` is an error (cells after an error
    /// stay empty); lets a front end show what it could make of the text.
    pub partial: Grid,
}

/// U+FEFF, which as a file's first character marks it as Unicode (in UTF-8, the bytes
/// EF BB BF) and holds nothing.
const BYTE_ORDER_MARK: char = '\u{feff}';

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
/// - A line its reader could not take whole ([`Splitter::push_unreadable_line`]: the
///   tool's reader bounds a line's length) is a failed puzzle on one line, and ends the
///   open block as a puzzle line does.
/// - A block that ends after a single row was a line standing alone: it is reported, and
///   printed back, as a line of the wrong length.
///
/// A cell is a character, or a number 10–16 on a line of spaced numbers (see the rules
/// of the `parse` module). Each puzzle's set of symbols is chosen when it is complete.
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
    /// The set of the last puzzle whose text settled one (rule 5 of the `parse` module's).
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

    /// Reads the next line (without its line ending; a trailing `\r` is ignored). A
    /// byte-order mark at its start is skipped: it starts many a file saved on Windows,
    /// and files joined with `cat` put it at the start of any line; it is never a cell.
    pub fn push_line(&mut self, text: &str) -> Option<Parsed> {
        let text = text.strip_prefix(BYTE_ORDER_MARK).unwrap_or(text);
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

    /// Takes the place of a line its reader could not take whole (too long, say), which
    /// `error` names given the line's number: a failed puzzle on one line, of its own
    /// whatever it held, as a stray line is. Like a puzzle line, it ends the open block,
    /// which fails as cut short; so no puzzle is lost without a word, and every other
    /// keeps its number.
    pub fn push_unreadable_line(
        &mut self,
        error: impl FnOnce(usize) -> ParseError,
    ) -> Option<Parsed> {
        self.line += 1;
        self.end_block();
        // Nothing of it was read: its slot is empty, in the set of the puzzles around it.
        let symbols = self.choose(Seen::default()).symbols;
        self.emit_line(symbols, Err(error(self.line)), Grid::empty());
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
        self.emit_line(choice.symbols, result, grid);
    }

    /// Queues the line just read as a puzzle on one line, read or not.
    fn emit_line(&mut self, symbols: Symbols, result: Result<Grid, ParseError>, grid: Grid) {
        self.after_line = true;
        self.framed = false;
        self.emit(self.line, Layout::Line, symbols, result, grid);
    }

    /// The set a puzzle whose cells show `seen` is read in: the one given, the one its
    /// text settles, or else the input's (see the rules of the `parse` module).
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

    /// Ends the open block, if any: its rows are a puzzle, complete or cut short.
    fn end_block(&mut self) {
        if let Some(block) = self.pending.take() {
            self.close(block);
        }
    }

    /// Reads the rows of `block` as one puzzle, in the set they settle, and queues it.
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

/// The givens read, or the first clash among them, named in the puzzle's `symbols`.
fn check_clashes(grid: &Grid, symbols: Symbols) -> Result<Grid, ParseError> {
    match grid.first_clash() {
        Some(clash) => Err(ParseError::Clash { clash, symbols }),
        None => Ok(grid.clone()),
    }
}
