//! Which set of symbols a puzzle is in, worked out from what its cells hold (rules 1 to
//! 4 of the `parse` module's), and its cells read in that set.

use super::error::ParseError;
use super::line::{Token, Written};
use crate::cell::Cell;
use crate::grid::Grid;
use crate::letter::Symbols;

/// The set a puzzle is read in, and the others it could be in when its text settled none.
pub(super) struct Choice {
    pub(super) symbols: Symbols,
    pub(super) could_be: Vec<Symbols>,
}

/// What a puzzle's cells hold that tells the sets apart.
#[derive(Default)]
pub(super) struct Seen {
    /// A number 10–16 among spaced cells.
    number: bool,
    /// A letter `H`–`P`.
    high_letter: bool,
    /// A letter `A`–`G`.
    letter: bool,
    /// A letter `G`.
    g: bool,
    /// A `0`.
    zero: bool,
    /// A digit `1`–`9`.
    digit: bool,
}

impl Seen {
    /// What `cells` show.
    pub(super) fn of(cells: &[Token]) -> Seen {
        let mut seen = Seen::default();
        seen.add(cells);
        seen
    }

    /// Adds what `cells` show.
    pub(super) fn add(&mut self, cells: &[Token]) {
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

    /// The set these cells settle (rules 1 to 4 of the `parse` module's), or else every set
    /// that can read them.
    pub(super) fn settle(&self) -> Result<Symbols, Vec<Symbols>> {
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
    /// `symbols`, settled: no other set is in question.
    pub(super) fn settled(symbols: Symbols) -> Choice {
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
    pub(super) fn read(
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
