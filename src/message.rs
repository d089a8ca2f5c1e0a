//! A message: what a sentence says, as data. Its identifier names the sentence in the
//! catalogues (`words/<lang>/*.ftl`), its arguments are the sentence's parts, typed: the
//! front ends write each part (a cell, a list of letters, a technique's name) and ask
//! the catalogue for the sentence. The core writes no word of any language: a hint's
//! sentences and the errors' are messages alike.

use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::hint::model::step::{Elimination, Technique};
use crate::letter::Letter;
use crate::unit::Unit;
use std::fmt;
use std::time::Duration;

/// A sentence as data: which sentence of the catalogue, and its parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The catalogue's identifier: `hidden-single-explain`, `line-implication`,
    /// `hint-complete`.
    pub id: &'static str,
    /// The arguments, by name, in the order the message was built.
    pub args: Vec<(&'static str, Value)>,
}

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A cell: `R3C5`.
    Cell(Cell),
    /// A letter, written in the board's set of symbols: `B`, or `1` in 0–F.
    Letter(Letter),
    /// A unit: `row 3`, `column 5`, `box 2`.
    Unit(Unit),
    /// A count, given to the catalogue as a number so that plural rules apply.
    Number(usize),
    /// A time, in seconds, written with at least one decimal: `1.5`, `2.0`.
    Seconds(Duration),
    /// A technique: its name, with an article, capitalised, as the sentence needs.
    Technique(Technique),
    /// A list of cells: `R1C1, R1C2 and R1C5`.
    Cells(Vec<Cell>, Join),
    /// A list of letters: `B, F or K`.
    Letters(CandidateSet, Join),
    /// A list of units: `rows 2, 5 and 9` when they are of one kind, else `row 3 or box 1`.
    Units(Vec<Unit>, Join),
    /// What a step removes, cells losing the same letters together, in the order they
    /// first come: `C and D from R3C1, and K from R3C9 and R3C12`.
    Removals(Vec<Elimination>),
    /// A clause written by its own message.
    Message(Box<Message>),
    /// A list of clauses.
    Messages(Vec<Message>, Join),
    /// A word the catalogue selects on, never shown as it is: `row`, `same-cell`, `yes`.
    Word(&'static str),
    /// Text shown as it is, in no language: what a puzzle held where it could not be
    /// read (`17`, `x`), a code point (`U+00E9`), the marks of an empty cell.
    Text(String),
}

/// How the items of a list are joined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Join {
    /// `A, B and C`.
    And,
    /// `A, B or C`.
    Or,
    /// `A, B, C`.
    Comma,
    /// `A; B; C`.
    Semicolon,
    /// `A, then B, then C`.
    Then,
}

impl Join {
    /// The join's name on the wire and in the catalogues' list messages (`list-and`):
    /// `and`, `or`, `comma`, `semicolon` or `then`.
    pub const fn name(self) -> &'static str {
        match self {
            Join::And => "and",
            Join::Or => "or",
            Join::Comma => "comma",
            Join::Semicolon => "semicolon",
            Join::Then => "then",
        }
    }
}

// Each builder is out of line: inlined at each of the hundreds of calls, they would weigh
// on the WebAssembly module.
impl Message {
    /// The message `id`, with no arguments yet.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// The message with the argument `name` added.
    #[inline(never)]
    #[must_use]
    pub fn with(mut self, name: &'static str, value: Value) -> Message {
        self.args.push((name, value));
        self
    }

    /// The argument called `name`, if the message has it.
    pub fn arg(&self, name: &str) -> Option<&Value> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// With a cell.
    #[inline(never)]
    #[must_use]
    pub fn cell(self, name: &'static str, cell: Cell) -> Message {
        self.with(name, Value::Cell(cell))
    }

    /// With a letter.
    #[inline(never)]
    #[must_use]
    pub fn letter(self, name: &'static str, letter: Letter) -> Message {
        self.with(name, Value::Letter(letter))
    }

    /// With a unit.
    #[inline(never)]
    #[must_use]
    pub fn unit(self, name: &'static str, unit: Unit) -> Message {
        self.with(name, Value::Unit(unit))
    }

    /// With a number.
    #[inline(never)]
    #[must_use]
    pub fn number(self, name: &'static str, number: usize) -> Message {
        self.with(name, Value::Number(number))
    }

    /// With a technique.
    #[inline(never)]
    #[must_use]
    pub fn technique(self, name: &'static str, technique: Technique) -> Message {
        self.with(name, Value::Technique(technique))
    }

    /// With a list of cells.
    #[inline(never)]
    #[must_use]
    pub fn cells(self, name: &'static str, cells: &[Cell], join: Join) -> Message {
        self.with(name, Value::Cells(cells.to_vec(), join))
    }

    /// With a list of letters.
    #[inline(never)]
    #[must_use]
    pub fn letters(self, name: &'static str, letters: CandidateSet, join: Join) -> Message {
        self.with(name, Value::Letters(letters, join))
    }

    /// With a list of units.
    #[inline(never)]
    #[must_use]
    pub fn units(self, name: &'static str, units: &[Unit], join: Join) -> Message {
        self.with(name, Value::Units(units.to_vec(), join))
    }

    /// With what a step removes.
    #[inline(never)]
    #[must_use]
    pub fn removals(self, name: &'static str, eliminations: &[Elimination]) -> Message {
        self.with(name, Value::Removals(eliminations.to_vec()))
    }

    /// With a clause.
    #[inline(never)]
    #[must_use]
    pub fn message(self, name: &'static str, message: Message) -> Message {
        self.with(name, Value::Message(Box::new(message)))
    }

    /// With a list of clauses.
    #[inline(never)]
    #[must_use]
    pub fn messages(self, name: &'static str, messages: Vec<Message>, join: Join) -> Message {
        self.with(name, Value::Messages(messages, join))
    }

    /// With text shown as it is.
    #[inline(never)]
    #[must_use]
    pub fn text(self, name: &'static str, text: impl Into<String>) -> Message {
        self.with(name, Value::Text(text.into()))
    }

    /// With a word to select on.
    #[inline(never)]
    #[must_use]
    pub fn word(self, name: &'static str, word: &'static str) -> Message {
        self.with(name, Value::Word(word))
    }

    /// With a yes or a no to select on: the word `yes` when `holds`, else `no`.
    #[must_use]
    pub fn yes(self, name: &'static str, holds: bool) -> Message {
        self.word(name, if holds { "yes" } else { "no" })
    }

    /// Every message inside this one, this one first, depth first: its clauses, and
    /// theirs.
    pub fn each(&self) -> Vec<&Message> {
        let mut all = vec![self];
        for (_, value) in &self.args {
            match value {
                Value::Message(m) => all.extend(m.each()),
                Value::Messages(ms, _) => ms.iter().for_each(|m| all.extend(m.each())),
                _ => {}
            }
        }
        all
    }
}

/// The message as data, in no language, for logs and for Rust's `Display` of the
/// errors: its identifier, then its arguments in parentheses (`parse-row-length(line: 3,
/// cells: 15)`), cells and letters as the core names them (`R3C5`, `B`). The catalogues
/// write it as a sentence (`crates/hexadoku-words`).
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)?;
        for (i, (name, value)) in self.args.iter().enumerate() {
            f.write_str(if i == 0 { "(" } else { ", " })?;
            write!(f, "{name}: {value}")?;
        }
        if self.args.is_empty() {
            Ok(())
        } else {
            f.write_str(")")
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn list<T: fmt::Display>(
            f: &mut fmt::Formatter<'_>,
            items: impl IntoIterator<Item = T>,
        ) -> fmt::Result {
            f.write_str("[")?;
            for (i, item) in items.into_iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{item}")?;
            }
            f.write_str("]")
        }
        match self {
            Value::Cell(cell) => write!(f, "{cell}"),
            Value::Letter(letter) => write!(f, "{letter}"),
            Value::Unit(unit) => write!(f, "{unit}"),
            Value::Number(n) => write!(f, "{n}"),
            Value::Seconds(time) => write!(
                f,
                "{} ms",
                time.subsec_millis() as u64 + time.as_secs() * 1000
            ),
            Value::Technique(technique) => f.write_str(technique.id()),
            Value::Cells(cells, _) => list(f, cells),
            Value::Letters(letters, _) => list(f, letters.iter()),
            Value::Units(units, _) => list(f, units),
            Value::Removals(removals) => list(
                f,
                removals.iter().map(|e| format!("{}-{}", e.cell, e.letters)),
            ),
            Value::Message(message) => write!(f, "{message}"),
            Value::Messages(messages, _) => list(f, messages),
            Value::Word(word) => f.write_str(word),
            Value::Text(text) => write!(f, "\"{text}\""),
        }
    }
}
