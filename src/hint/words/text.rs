//! The writer of a step's sentences: each technique writes its own from its pattern's
//! named parts, piece by piece; lists of cells, letters and units, and what the step
//! removes, are written here once for all of them. Every letter a sentence names is
//! written here too, in the set of symbols the sentence is for (`B`, or `1` in 0–F).
//!
//! No `format!` per sentence and no `String` per list: they cost several times the bytes
//! in the WebAssembly module. For the same reason the writer's methods are never inlined:
//! each piece of a sentence is then one call, not a copy of the string's growth.

use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::step::{Elimination, Step};
use crate::letter::{Letter, Symbols};
use crate::unit::{Unit, UnitKind};
use std::fmt::Write;

/// A sentence being written about a step of the technique called `name`.
pub(in crate::hint) struct Sentence {
    text: String,
    name: &'static str,
    /// "a ", "an ", or nothing, before the name.
    article: &'static str,
    /// The set the letters are written in.
    symbols: Symbols,
}

/// One item of a list.
#[derive(Clone, Copy)]
enum Word {
    Cell(Cell),
    Letter(Letter),
    Unit(Unit),
    Number(usize),
}

impl Sentence {
    /// A sentence that writes its letters in `symbols`.
    pub(in crate::hint) fn new(
        name: &'static str,
        article: &'static str,
        symbols: Symbols,
    ) -> Sentence {
        Sentence {
            text: String::new(),
            name,
            article,
            symbols,
        }
    }

    /// The sentence written.
    pub(in crate::hint) fn finish(self) -> String {
        self.text
    }

    /// Words as they are.
    #[inline(never)]
    pub(in crate::hint) fn push(&mut self, words: &str) -> &mut Sentence {
        self.text.push_str(words);
        self
    }

    /// A candidate as a fact: "R3C5 = B" when it `holds`, "R3C5 ≠ B" when not.
    #[inline(never)]
    pub(in crate::hint) fn fact(
        &mut self,
        (cell, letter): (Cell, Letter),
        holds: bool,
    ) -> &mut Sentence {
        self.cell(cell)
            .push(if holds { " = " } else { " ≠ " })
            .letter(letter)
    }

    /// The technique's name, capitalised: it opens the sentence.
    #[inline(never)]
    pub(in crate::hint) fn name(&mut self) -> &mut Sentence {
        let start = self.text.len();
        self.text.push_str(self.name);
        capitalise_from(&mut self.text, start);
        self
    }

    /// The technique's name after its article, within a sentence: "a BUG+1".
    #[inline(never)]
    pub(in crate::hint) fn a_name(&mut self) -> &mut Sentence {
        let (article, name) = (self.article, self.name);
        self.push(article).push(name)
    }

    #[inline(never)]
    pub(in crate::hint) fn cell(&mut self, cell: Cell) -> &mut Sentence {
        self.word(Word::Cell(cell))
    }

    #[inline(never)]
    pub(in crate::hint) fn letter(&mut self, letter: Letter) -> &mut Sentence {
        self.word(Word::Letter(letter))
    }

    #[inline(never)]
    pub(in crate::hint) fn unit(&mut self, unit: Unit) -> &mut Sentence {
        self.word(Word::Unit(unit))
    }

    #[inline(never)]
    pub(in crate::hint) fn number(&mut self, number: usize) -> &mut Sentence {
        self.word(Word::Number(number))
    }

    /// `R1C1, R1C2 and R1C5`.
    #[inline(never)]
    pub(in crate::hint) fn cells(&mut self, cells: &[Cell], conjunction: &str) -> &mut Sentence {
        self.list(cells.len(), conjunction, &|i| Word::Cell(cells[i]))
    }

    /// `B, F or K`.
    #[inline(never)]
    pub(in crate::hint) fn letters(
        &mut self,
        letters: CandidateSet,
        conjunction: &str,
    ) -> &mut Sentence {
        let words: Vec<Word> = letters.into_iter().map(Word::Letter).collect();
        self.list(words.len(), conjunction, &|i| words[i])
    }

    /// `rows 2, 5 and 9` when the units are lines of one kind, else `row 3 or box 1`.
    #[inline(never)]
    pub(in crate::hint) fn units(&mut self, units: &[Unit], conjunction: &str) -> &mut Sentence {
        if units.len() < 2 || !one_kind(units) {
            return self.list(units.len(), conjunction, &|i| Word::Unit(units[i]));
        }
        self.kind_plural(units).push(" ");
        self.list(units.len(), conjunction, &|i| {
            let (UnitKind::Row(n) | UnitKind::Column(n) | UnitKind::Box(n)) = units[i].kind();
            Word::Number(n + 1)
        })
    }

    /// `rows`, `columns` or `boxes`, after the first unit's kind.
    #[inline(never)]
    pub(in crate::hint) fn kind_plural(&mut self, units: &[Unit]) -> &mut Sentence {
        self.push(match units.first().map(|u| u.kind()) {
            Some(UnitKind::Row(_)) => "rows",
            Some(UnitKind::Column(_)) => "columns",
            _ => "boxes",
        })
    }

    /// The cells that lose candidates, `R3C1, R3C9 and R3C12`.
    #[inline(never)]
    pub(in crate::hint) fn targets(&mut self, step: &Step, conjunction: &str) -> &mut Sentence {
        self.cells(&step.eliminated_cells(), conjunction)
    }

    /// `sees` when one cell loses candidates, `see` when more do.
    #[inline(never)]
    pub(in crate::hint) fn sees(&mut self, step: &Step) -> &mut Sentence {
        self.push(match step.eliminations.len() {
            1 => "sees",
            _ => "see",
        })
    }

    /// `C and D from R3C1, and K from R3C9 and R3C12`: the letters each cell loses,
    /// cells losing the same letters together, in the order they first come.
    #[inline(never)]
    pub(in crate::hint) fn removals(&mut self, eliminations: &[Elimination]) -> &mut Sentence {
        let mut groups: Vec<CandidateSet> = Vec::new();
        for e in eliminations {
            if !groups.contains(&e.letters) {
                groups.push(e.letters);
            }
        }
        for (i, &letters) in groups.iter().enumerate() {
            self.push(match i {
                0 => "",
                _ if i + 1 == groups.len() => ", and ",
                _ => ", ",
            });
            self.letters(letters, "and").push(" from ");
            let cells: Vec<Cell> = eliminations
                .iter()
                .filter(|e| e.letters == letters)
                .map(|e| e.cell)
                .collect();
            self.cells(&cells, "and");
        }
        self
    }

    /// What to look for and where: "an X-Wing on D in row 3", "a naked pair in row 3",
    /// "pointing in box 2". A pattern with no unit of its own (a wing, a unique
    /// rectangle, a single cell) is looked for in the box of its first cell: a wing's
    /// pivot, a rectangle's first corner. A naked single's letter is not named, since it
    /// is the answer.
    #[inline(never)]
    pub(in crate::hint) fn what_and_where(&mut self, step: &Step) -> &mut Sentence {
        self.a_name();
        let letters = step.letters();
        let naked_single = matches!(step.pattern, Pattern::NakedSingle { .. });
        if let (Some(letter), false) = (letters.as_single(), naked_single) {
            self.push(" on ").letter(letter);
        }
        let first_box = step
            .cells()
            .first()
            .map(|cell| Unit::boxed(cell.box_index()));
        if let Some(unit) = step.units().first().copied().or(first_box) {
            self.push(" in ").unit(unit);
        }
        self
    }

    /// [`Sentence::what_and_where`], capitalised to open the sentence.
    #[inline(never)]
    pub(in crate::hint) fn what_and_where_first(&mut self, step: &Step) -> &mut Sentence {
        let start = self.text.len();
        self.what_and_where(step);
        capitalise_from(&mut self.text, start);
        self
    }

    /// `first, second {conjunction} third`, the `i`-th item being `item(i)`.
    #[inline(never)]
    fn list(
        &mut self,
        count: usize,
        conjunction: &str,
        item: &dyn Fn(usize) -> Word,
    ) -> &mut Sentence {
        for i in 0..count {
            if i > 0 && i + 1 == count {
                self.push(" ").push(conjunction).push(" ");
            } else if i > 0 {
                self.push(", ");
            }
            self.word(item(i));
        }
        self
    }

    #[inline(never)]
    fn word(&mut self, word: Word) -> &mut Sentence {
        let _ = match word {
            Word::Cell(cell) => write!(self.text, "{cell}"),
            Word::Letter(letter) => self.text.write_str(self.symbols.symbol(letter)),
            Word::Unit(unit) => write!(self.text, "{unit}"),
            Word::Number(n) => write!(self.text, "{n}"),
        };
        self
    }
}

/// The vaguest hint: what to look for and where ("Look for an X-Wing on D in row 3.").
pub(in crate::hint) fn look_for(step: &Step, sentence: &mut Sentence) {
    sentence.push("Look for ").what_and_where(step).push(".");
}

/// A concrete hint: what, where, and the cells of the pattern ("An X-Wing on D in row 3:
/// look at R3C4, R3C13, R9C4, R9C13.").
pub(in crate::hint) fn look_at(step: &Step, sentence: &mut Sentence) {
    sentence.what_and_where_first(step).push(": look at ");
    for (i, cell) in step.cells().into_iter().enumerate() {
        if i > 0 {
            sentence.push(", ");
        }
        sentence.cell(cell);
    }
    sentence.push(".");
}

/// Capitalises the letter at byte `start`. Names and cells are ASCII, so no Unicode case
/// tables are needed (they would weigh on the WebAssembly module).
fn capitalise_from(text: &mut str, start: usize) {
    if let Some(first) = text.get_mut(start..start + 1) {
        first.make_ascii_uppercase();
    }
}

/// Whether all `units` are rows, or all columns, or all boxes.
fn one_kind(units: &[Unit]) -> bool {
    let kind = |u: &Unit| u.index() / 16;
    units
        .iter()
        .all(|unit| units.first().map(kind) == Some(kind(unit)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row, col).expect("on the board")
    }

    fn written(write: impl FnOnce(&mut Sentence)) -> String {
        written_in(Symbols::Letters, write)
    }

    fn written_in(symbols: Symbols, write: impl FnOnce(&mut Sentence)) -> String {
        let mut sentence = Sentence::new("naked pair", "a ", symbols);
        write(&mut sentence);
        sentence.finish()
    }

    #[test]
    fn lines_of_one_kind_are_named_together() {
        let rows = [Unit::row(1), Unit::row(4), Unit::row(8)];
        assert_eq!(
            written(|s| {
                s.units(&rows, "or");
            }),
            "rows 2, 5 or 9"
        );
        assert_eq!(
            written(|s| {
                s.units(&rows[..1], "or");
            }),
            "row 2"
        );
        let mixed = [Unit::row(2), Unit::boxed(0)];
        assert_eq!(
            written(|s| {
                s.units(&mixed, "or");
            }),
            "row 3 or box 1"
        );
        let columns = [Unit::column(3), Unit::column(9)];
        assert_eq!(
            written(|s| {
                s.units(&columns, "and").push("/").kind_plural(&columns);
            }),
            "columns 4 and 10/columns"
        );
    }

    #[test]
    fn cells_losing_the_same_letters_are_named_together() {
        let lose = |row, col, letters: &[Letter]| Elimination {
            cell: cell(row, col),
            letters: letters.iter().copied().collect(),
        };
        let eliminations = [
            lose(2, 0, &[Letter::C, Letter::D]),
            lose(2, 8, &[Letter::K]),
            lose(2, 11, &[Letter::K]),
        ];
        assert_eq!(
            written(|s| {
                s.removals(&eliminations);
            }),
            "C and D from R3C1, and K from R3C9 and R3C12"
        );
        assert_eq!(
            written(|s| {
                s.removals(&eliminations[1..]);
            }),
            "K from R3C9 and R3C12"
        );
        let in_numbers = written_in(Symbols::Numbers, |s| {
            s.removals(&eliminations).push("; ").letter(Letter::P);
        });
        assert_eq!(
            in_numbers,
            "3 and 4 from R3C1, and 11 from R3C9 and R3C12; 16"
        );
        let in_hex = written_in(Symbols::Hex, |s| {
            s.letters([Letter::A, Letter::K].into_iter().collect(), "or");
        });
        assert_eq!(in_hex, "0 or A");
    }

    #[test]
    fn names_open_sentences_in_capitals() {
        assert_eq!(
            written(|s| {
                s.name();
            }),
            "Naked pair"
        );
        let capitalised = |text: &str, start| {
            let mut out = text.to_string();
            capitalise_from(&mut out, start);
            out
        };
        assert_eq!(capitalised("2-string kite", 0), "2-string kite");
        assert_eq!(capitalised("; x-wing", 2), "; X-wing");
        assert_eq!(capitalised("", 0), "");
        assert_eq!(capitalised("ab", 5), "ab");
    }
}
