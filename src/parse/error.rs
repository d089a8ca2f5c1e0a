//! Why a puzzle could not be read, and the message that says so: each points at the
//! line, and where it can the column, to fix.

use super::line::is_space;
use crate::grid::Clash;
use crate::letter::Symbols;
use std::fmt;

/// Why a puzzle could not be read.
///
/// Lines are numbered from 1, and columns count characters from 1, so that each error
/// points at what to fix.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseError {
    /// A character that is neither a symbol of the puzzle's set, an empty mark nor a
    /// separator.
    BadCharacter {
        /// The line it is on.
        line: usize,
        /// Its column.
        column: usize,
        /// The character.
        found: char,
        /// The set the puzzle was read in.
        symbols: Symbols,
    },
    /// A number that is not 1–16, in a puzzle of the numbers 1–16.
    BadNumber {
        /// The line it is on.
        line: usize,
        /// The column of its first digit.
        column: usize,
        /// The number as written.
        found: String,
    },
    /// A digit in a puzzle read in `A`–`P` because its text did not settle its set:
    /// the puzzle could be in any of `could_be`.
    Unsettled {
        /// The line it is on.
        line: usize,
        /// Its column.
        column: usize,
        /// The digit.
        found: char,
        /// The sets the puzzle could be in, in the order of [`Symbols::ALL`].
        could_be: Vec<Symbols>,
    },
    /// A row of a 16-row puzzle that does not hold 16 cells.
    RowLength {
        /// The row's line.
        line: usize,
        /// The cells it holds.
        cells: usize,
    },
    /// A line standing alone that does not hold the 256 cells of a puzzle (see
    /// [`Splitter`](crate::Splitter) for when a line stands alone).
    LineLength {
        /// The line.
        line: usize,
        /// The cells it holds.
        cells: usize,
    },
    /// A line longer than the reader takes (`limit` bytes, its end of line included): a
    /// failed puzzle of its own, whatever it held; reading goes on after it.
    LineTooLong {
        /// The line.
        line: usize,
        /// The most bytes a line may hold.
        limit: usize,
    },
    /// A line with no end of line within `limit` bytes (endless input, such as
    /// `/dev/zero`): a failed puzzle of its own, and the input is read no further.
    LineNeverEnds {
        /// The line.
        line: usize,
        /// The bytes read in search of an end of line.
        limit: usize,
    },
    /// A 16-row puzzle cut short by a blank line, a puzzle on one line or the end of the
    /// input; `line` is where it was cut.
    MissingRows {
        /// The line that cut it short.
        line: usize,
        /// The rows it holds.
        rows: usize,
    },
    /// Two givens with the same symbol in one unit, in a puzzle read in `symbols`.
    Clash {
        /// The two givens and their unit.
        clash: Clash,
        /// The set the puzzle was read in, which the message writes the symbol in.
        symbols: Symbols,
    },
    /// The text holds no puzzle at all.
    NoPuzzle,
    /// The text holds more than the one puzzle expected; `line` is where the second starts.
    SeveralPuzzles {
        /// The line the second puzzle starts on.
        line: usize,
    },
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
            | ParseError::LineTooLong { line, .. }
            | ParseError::LineNeverEnds { line, .. }
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
            ParseError::LineTooLong { limit, .. } => {
                write!(
                    f,
                    "the line is longer than {limit} bytes, the most a line may hold"
                )
            }
            ParseError::LineNeverEnds { limit, .. } => write!(
                f,
                "no end of line in {limit} bytes: the input is read no further"
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
