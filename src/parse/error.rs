//! Why a puzzle could not be read, and the message that says so: each points at the
//! line, and where it can the column, to fix.

use super::line::is_space;
use crate::grid::Clash;
use crate::letter::Symbols;
use crate::message::{Join, Message};
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

/// A character as a message shows it (`char-quoted`): `'Q'`; a character outside ASCII
/// also with its code point (`char-quoted-code`: `'é' (U+00E9)`), since it may not show
/// (a byte-order mark, a zero-width space); and a control character or an unusual space
/// by its code point alone (`char-code`: `U+0007`).
fn character(c: char) -> Message {
    // Its code point in a loop: `format!("U+{:04X}")` weighs 54 bytes more, gzipped, in
    // the WebAssembly module, whose first load has little room.
    let code = || {
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        let mut code = String::from("U+");
        let n = u32::from(c);
        let digits = (32 - n.leading_zeros()).div_ceil(4).max(4);
        for place in (0..digits).rev() {
            code.push(char::from(HEX[(n >> (4 * place)) as usize & 15]));
        }
        code
    };
    if c.is_control() || (is_space(c) && c != ' ') {
        Message::new("char-code").text("code", code())
    } else if c.is_ascii() {
        Message::new("char-quoted").text("char", c)
    } else {
        Message::new("char-quoted-code")
            .text("char", c)
            .text("code", code())
    }
}

/// What a symbol of `symbols` is called, with its range (`symbol-name`): `a letter A-P`.
fn symbol_name(symbols: Symbols) -> Message {
    Message::new("symbol-name").word("set", symbols.name())
}

impl ParseError {
    /// What went wrong, as a message of the catalogues (`parse-…` in `errors.ftl`): where,
    /// and what was found there.
    pub fn message(&self) -> Message {
        let at = |id, line: usize| Message::new(id).number("line", line);
        match self {
            &ParseError::BadCharacter {
                line,
                column,
                found,
                symbols,
            } => at("parse-bad-character", line)
                .number("column", column)
                .message("found", character(found))
                .message("name", symbol_name(symbols))
                .text("marks", symbols.empty_marks()),
            ParseError::BadNumber {
                line,
                column,
                found,
            } => at("parse-bad-number", *line)
                .number("column", *column)
                .text("found", found.as_str())
                .message("name", symbol_name(Symbols::Numbers))
                .text("marks", Symbols::Numbers.empty_marks()),
            ParseError::Unsettled {
                line,
                column,
                found,
                could_be,
            } => {
                let sets = could_be
                    .iter()
                    .map(|set| Message::new("symbols-range").word("set", set.name()))
                    .collect();
                at("parse-unsettled", *line)
                    .number("column", *column)
                    .message("found", character(*found))
                    .message("name", symbol_name(Symbols::Letters))
                    .messages("sets", sets, Join::Or)
            }
            &ParseError::RowLength { line, cells } => {
                at("parse-row-length", line).number("cells", cells)
            }
            &ParseError::LineLength { line, cells } => {
                at("parse-line-length", line).number("cells", cells)
            }
            &ParseError::LineTooLong { line, limit } => {
                at("parse-line-too-long", line).number("limit", limit)
            }
            &ParseError::LineNeverEnds { line, limit } => {
                at("parse-line-never-ends", line).number("limit", limit)
            }
            &ParseError::MissingRows { line, rows } => {
                at("parse-missing-rows", line).number("rows", rows)
            }
            &ParseError::Clash { clash, symbols } => {
                Message::new("parse-clash").message("clash", clash.message(symbols))
            }
            ParseError::NoPuzzle => Message::new("parse-no-puzzle"),
            &ParseError::SeveralPuzzles { line } => at("parse-several-puzzles", line),
        }
    }
}

/// The error as data ([`ParseError::message`]); the catalogues write it as a sentence.
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
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

/// The name of a set the command line was given that is none of the four.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSymbols(pub String);

impl UnknownSymbols {
    /// The error as a message (`unknown-symbols`).
    pub fn message(&self) -> Message {
        Message::new("unknown-symbols").text("text", self.0.as_str())
    }
}

/// The error as data ([`UnknownSymbols::message`]).
impl fmt::Display for UnknownSymbols {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for UnknownSymbols {}

impl std::str::FromStr for Symbols {
    type Err = UnknownSymbols;

    fn from_str(name: &str) -> Result<Symbols, UnknownSymbols> {
        Symbols::from_name(name).ok_or_else(|| UnknownSymbols(name.to_string()))
    }
}
