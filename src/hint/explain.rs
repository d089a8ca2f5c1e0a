//! A step's explanation: one sentence, written from the step's data.
//!
//! Each technique's sentence is a template whose slots, `{x}` with one character `x`,
//! stand for a piece of the step: its cells, units, letters, or lists of them (the table
//! is [`Sentence::slot`]). One writer fills every template. The wording is data and
//! every list is written by one function, where a `format!` per sentence with a `String`
//! per list cost several times the bytes in the WebAssembly module.

use super::step::{Step, Technique};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::letter::Letter;
use crate::unit::{Unit, UnitKind};
use std::fmt::Write;

/// What forcing chains follow from each branch, named in their sentences.
const FORCING_RULES: &str = "singles, locked candidates and naked pairs";

/// The opening both colourings share.
const COLOURS: &str = "{n}: linking the places of {l} in units where it has only two, {c} take one colour and {d} the other, and one colour is {l}";

impl Step {
    /// The step in one sentence, cells written R1C1..R16C16.
    pub fn explanation(&self) -> String {
        let mut sentence = Sentence {
            step: self,
            text: String::new(),
        };
        sentence.write();
        sentence.text
    }
}

/// `template` filled from `step`: for the hint's other levels of detail.
pub(super) fn sentence(step: &Step, template: &str) -> String {
    let mut sentence = Sentence {
        step,
        text: String::new(),
    };
    sentence.fill(template);
    sentence.text
}

/// One item of a list in a sentence.
#[derive(Clone, Copy)]
enum Word {
    Cell(Cell),
    Letter(Letter),
    Unit(Unit),
    Number(usize),
}

/// A sentence being written about `step`.
struct Sentence<'s> {
    step: &'s Step,
    text: String,
}

impl Sentence<'_> {
    /// The whole sentence: a template, or for chains and forcing chains, which vary in
    /// shape, several in turn.
    fn write(&mut self) {
        let step = self.step;
        match step.technique {
            Technique::FullHouse => self.fill(
                "{p} is the last empty cell in {u}, so it takes the missing letter {l}.",
            ),
            Technique::NakedSingle => self.fill(
                "{p} can only be {l}: every other letter is already in its row, column or box.",
            ),
            Technique::HiddenSingle => self.fill("In {u}, {l} fits only in {p}."),
            // Pointing reads "in box 7 … (row 3) … of row 3", claiming "in row 3 … (box
            // 7) … of box 7": the same sentence with the units swapped.
            Technique::Pointing | Technique::Claiming => self.fill(
                "In {u}, {l} can only go in {C} ({v}), so no other cell of {v} can be {l}: remove it from {T}.",
            ),
            Technique::NakedPair
            | Technique::NakedTriple
            | Technique::NakedQuad
            | Technique::NakedSubset5
            | Technique::NakedSubset6
            | Technique::NakedSubset7 => self.fill(
                "{n}: {C} can only be {o}, so no other cell of {U} can be {o}: remove them from {T}.",
            ),
            Technique::HiddenPair
            | Technique::HiddenTriple
            | Technique::HiddenQuad
            | Technique::HiddenSubset5
            | Technique::HiddenSubset6
            | Technique::HiddenSubset7 => self.fill(
                "{n}: in {u}, {a} can only go in {C}, so those cells hold nothing else: remove {X}.",
            ),
            Technique::XWing
            | Technique::Swordfish
            | Technique::Jellyfish
            | Technique::Squirmbag
            | Technique::Whale
            | Technique::Leviathan => self.fill(
                "{n}: in {B}, {l} can only go in {V}, so in those {K} {l} must be in {B}: remove it from {T}.",
            ),
            Technique::Skyscraper | Technique::TwoStringKite => self.fill(
                "{n}: in {u}, {l} can only go in {0} or {1}, and in {w} only in {2} or {3}; {1} and {2} share {v}, so they are not both {l} and one of {0} and {3} is: remove {l} from {T}.",
            ),
            Technique::XyWing => self.fill(
                "{n}: {0} can only be {f} or {g}, and it sees {1} ({f} or {r}) and {2} ({g} or {r}), so whichever it takes, one of those two is {r}: remove {r} from {T}, which {S} both.",
            ),
            Technique::XyzWing => self.fill(
                "{n}: {0} can only be {f}, {g} or {r}, and it sees {1} ({f} or {r}) and {2} ({g} or {r}), so one of the three is {r}: remove {r} from {T}, which {S} all three.",
            ),
            Technique::WWing => self.fill(
                "{n}: {0} and {3} can only be {o}, and in {u}, {f} can only go in {1} or {2}, which see them; so they are not both {f} and one of {0} and {3} is {r}: remove {r} from {T}.",
            ),
            Technique::ColourWrap => {
                self.fill(COLOURS);
                self.fill("; two cells of the first share {u}, so it is not {l}: remove {l} from {T}.");
            }
            Technique::ColourTrap => {
                self.fill(COLOURS);
                self.fill(match step.eliminations.len() {
                    1 => "; {T} sees both colours, so remove {l} from it.",
                    _ => "; {T} each see both colours, so remove {l} from them.",
                });
            }
            Technique::XChain | Technique::XyChain | Technique::Aic => self.walk_chain(),
            Technique::CellForcingChain | Technique::UnitForcingChain => self.forcing(),
            Technique::LastResort => self.fill(
                "No logical step found with the techniques known; the letter here comes from the solution: {p} is {l}.",
            ),
        }
    }

    /// Writes `template`, each slot filled from the step.
    fn fill(&mut self, template: &str) {
        let mut rest = template;
        // Bytes, not `find`, which would bring a general character searcher into the
        // module; and `get`, not indexing: a slice that could panic would bring the
        // formatting of its panic message, and Unicode tables.
        while let Some(open) = rest.bytes().position(|b| b == b'{') {
            self.text.push_str(rest.get(..open).unwrap_or(""));
            let slot = rest.as_bytes().get(open + 1).copied().unwrap_or(b'?');
            self.slot(slot);
            rest = rest.get(open + 3..).unwrap_or("");
        }
        self.text.push_str(rest);
    }

    /// Writes the piece of the step that a slot stands for:
    ///
    /// | slot | piece |
    /// |---|---|
    /// | `n` | the technique's name, capitalised |
    /// | `l` | the step's letter (its first, if it has several) |
    /// | `o`, `a` | the step's letters, `B, F or K` and `B, F and K` |
    /// | `r` | the letter the eliminations remove |
    /// | `f`, `g` | the step's first and second letters besides that one |
    /// | `p`, `P` | the first placement's cell and letter |
    /// | `0`–`3` | the pattern's cells, by position |
    /// | `u`, `v`, `w` | the step's units, by position |
    /// | `C` | the pattern's cells, `R1C1, R1C2 and R1C5` |
    /// | `T`, `O` | the cells that lose candidates, with `and` and with `or` |
    /// | `S` | `sees` for one such cell, `see` for more |
    /// | `X` | what each cell loses, `C and D from R3C1, and K from R3C9` |
    /// | `U` | the units, `rows 2 or 5`, or `row 3 or box 1` |
    /// | `B`, `V`, `K` | a fish's base lines, its cover lines, and their kind (`columns`) |
    /// | `c`, `d` | the cells of the first and the second colour |
    /// | `x`, `y`, `i`, `j` | a chain's first and last cells, and their letters |
    /// | `+`, `-` | the branches of a forcing chain that hold, and that fail |
    /// | `W`, `Z` | what to look for and where, `an X-Wing on D in row 3`; `Z` capitalised |
    /// | `L` | the pattern's cells, `R1C1, R1C2, R1C5` |
    fn slot(&mut self, slot: u8) {
        let step = self.step;
        match slot {
            b'n' | b'Z' => {
                let start = self.text.len();
                match slot {
                    b'n' => self.text.push_str(step.technique.name()),
                    _ => self.what_and_where(),
                }
                capitalise_from(&mut self.text, start);
            }
            b'W' => self.what_and_where(),
            b'L' => {
                for (i, &cell) in step.cells().iter().enumerate() {
                    if i > 0 {
                        self.text.push_str(", ");
                    }
                    self.word(Word::Cell(cell));
                }
            }
            b'l' => self.letter(step.letters().first()),
            b'o' => self.letters(step.letters(), "or"),
            b'a' => self.letters(step.letters(), "and"),
            b'r' => self.letter(self.removed().first()),
            b'f' | b'g' => {
                let others = step.letters() & !self.removed();
                self.letter(others.iter().nth(usize::from(slot == b'g')));
            }
            b'p' => self.cell(step.placements.first().map(|p| p.cell)),
            b'P' => self.letter(step.placements.first().map(|p| p.letter)),
            b'0'..=b'3' => self.cell(step.cells().get(usize::from(slot - b'0')).copied()),
            b'u' => self.unit(0),
            b'v' => self.unit(1),
            b'w' => self.unit(2),
            b'C' => self.cells(&step.cells(), "and"),
            b'T' | b'O' => {
                let targets = step.eliminated_cells();
                self.cells(&targets, if slot == b'T' { "and" } else { "or" });
            }
            b'S' => self.text.push_str(match step.eliminations.len() {
                1 => "sees",
                _ => "see",
            }),
            b'X' => self.removals(),
            b'U' => self.units(&step.units(), "or"),
            b'B' | b'V' | b'K' => {
                let units = step.units();
                let (bases, covers) = units.split_at(units.len() / 2);
                match slot {
                    b'B' => self.units(bases, "and"),
                    b'V' => self.units(covers, "and"),
                    _ => self.text.push_str(kind_plural(covers)),
                }
            }
            b'c' => self.cells(&step.colours()[0], "and"),
            b'd' => self.cells(&step.colours()[1], "and"),
            b'x' => self.cell(step.chain().first().map(|n| n.0)),
            b'y' => self.cell(step.chain().last().map(|n| n.0)),
            b'i' => self.letter(step.chain().first().map(|n| n.1)),
            b'j' => self.letter(step.chain().last().map(|n| n.1)),
            b'+' | b'-' => {
                let premises = self.premises(slot == b'+');
                self.list(premises.len(), "or", &|i| premises[i]);
            }
            _ => self.text.push('?'),
        }
    }

    /// "an X-Wing on D in row 3", "a naked pair in row 3", "pointing in box 2".
    fn what_and_where(&mut self) {
        let step = self.step;
        self.text.push_str(article(step.technique));
        self.text.push_str(step.technique.name());
        if step.letters().len() == 1 && step.technique != Technique::NakedSingle {
            self.fill(" on {l}");
        }
        // A naked single has no unit of its own: its cell's box is where to look.
        let single_box = match step.cells().as_slice() {
            [cell] => Some(Unit::boxed(cell.box_index())),
            _ => None,
        };
        if let Some(unit) = step.units().first().copied().or(single_box) {
            self.text.push_str(" in ");
            self.word(Word::Unit(unit));
        }
    }

    /// Chains: `if R1C1 is not D, R1C9 is D (row 1), so it is not E, so …`, each link
    /// between two cells naming its unit (the next of `units`), then what the two ends
    /// prove.
    fn walk_chain(&mut self) {
        let step = self.step;
        let (Some(&(first, start)), Some(&(last, end))) =
            (step.chain().first(), step.chain().last())
        else {
            return self.fill("{n}.");
        };
        self.fill("{n}: if {x} is not {i}");
        let all_units = step.units();
        let mut units = all_units.iter();
        let mut previous = first;
        for (i, &(cell, letter)) in step.chain().iter().enumerate().skip(1) {
            let (joint, not) = match i {
                1 => (", ", ""),
                _ if i % 2 == 1 => (", so ", ""),
                _ => (", so ", "not "),
            };
            self.text.push_str(joint);
            // A link inside a cell needs no unit: "it" is the cell just named.
            let unit = if cell == previous {
                self.text.push_str("it");
                None
            } else {
                self.cell(Some(cell));
                units.next()
            };
            self.text.push_str(" is ");
            self.text.push_str(not);
            self.letter(Some(letter));
            if let Some(&unit) = unit {
                self.text.push_str(" (");
                self.word(Word::Unit(unit));
                self.text.push(')');
            }
            previous = cell;
        }
        self.fill(match () {
            _ if start == end && first != last => {
                "; either way, one of {x} and {y} is {i}: remove {i} from {T}, which {S} both."
            }
            _ if first == last => "; either way, {x} is {i} or {j}: remove {X}.",
            _ => "; either way, {x} is {i} or {y} is {j}, and they see each other: remove {X}.",
        });
    }

    /// Forcing chains: "Whichever letter R3C5 takes, B or K, singles, locked candidates
    /// and naked pairs then put D in R7C9." Branches that run into a contradiction are
    /// said to be false instead: "R3C5 cannot be F: supposing it is, … run into a
    /// contradiction."
    fn forcing(&mut self) {
        let step = self.step;
        let by_unit = step.technique == Technique::UnitForcingChain;
        let (live, dead) = (self.premises(true).len(), self.premises(false).len());
        if dead > 0 {
            self.fill(match (by_unit, dead) {
                (true, _) => "In {u}, {l} cannot go in {-}: supposing it does, ",
                (false, 1) => "{0} cannot be {-}: supposing it is, ",
                (false, _) => "{0} cannot be {-}: supposing any of them, ",
            });
            self.text.push_str(FORCING_RULES);
            self.text.push_str(" run into a contradiction");
            if live == 1 {
                self.fill(match by_unit {
                    true => "; so it goes in {+}",
                    false => "; so {0} is {+}",
                });
            }
            self.text.push('.');
            return;
        }
        self.fill(match by_unit {
            true => "Wherever {l} goes in {u}, {+}, ",
            false => "Whichever letter {0} takes, {+}, ",
        });
        self.text.push_str(FORCING_RULES);
        self.fill(match () {
            _ if !step.placements.is_empty() => " then put {P} in {p}.",
            // Every cell loses the same one letter.
            _ if self.removed().is_single() => " then leave no {r} in {O}.",
            _ => " then remove {X}.",
        });
    }

    /// The branches of a forcing chain, as the words naming them: its cell's letters, or
    /// its letter's places in the unit; those that hold (`live`, in the step's chain) or
    /// those that run into a contradiction.
    fn premises(&self, live: bool) -> Vec<Word> {
        let step = self.step;
        let letter = step.letters().first().unwrap_or(Letter::A);
        let cell = step.cells().first().copied().unwrap_or(Cell::new(0));
        let mut words = Vec::new();
        if step.technique == Technique::UnitForcingChain {
            for &c in &step.cells() {
                if step.chain().contains(&(c, letter)) == live {
                    words.push(Word::Cell(c));
                }
            }
        } else {
            for l in step.letters() {
                if step.chain().contains(&(cell, l)) == live {
                    words.push(Word::Letter(l));
                }
            }
        }
        words
    }

    /// All the letters the eliminations remove.
    fn removed(&self) -> CandidateSet {
        let mut all = CandidateSet::EMPTY;
        for elimination in &self.step.eliminations {
            all |= elimination.letters;
        }
        all
    }

    /// `C and D from R3C1, and K from R3C9 and R3C12`: the letters each cell loses,
    /// cells losing the same letters together, in the order they first come.
    fn removals(&mut self) {
        let eliminations = &self.step.eliminations;
        let mut groups: Vec<CandidateSet> = Vec::new();
        for e in eliminations {
            if !groups.contains(&e.letters) {
                groups.push(e.letters);
            }
        }
        for (i, &letters) in groups.iter().enumerate() {
            self.text.push_str(match i {
                0 => "",
                _ if i + 1 == groups.len() => ", and ",
                _ => ", ",
            });
            self.letters(letters, "and");
            self.text.push_str(" from ");
            let mut cells = Vec::new();
            for e in eliminations {
                if e.letters == letters {
                    cells.push(e.cell);
                }
            }
            self.cells(&cells, "and");
        }
    }

    /// `first, second {conjunction} third`, the `i`-th item being `item(i)`.
    fn list(&mut self, count: usize, conjunction: &str, item: &dyn Fn(usize) -> Word) {
        for i in 0..count {
            if i > 0 && i + 1 == count {
                self.text.push(' ');
                self.text.push_str(conjunction);
                self.text.push(' ');
            } else if i > 0 {
                self.text.push_str(", ");
            }
            self.word(item(i));
        }
    }

    fn word(&mut self, word: Word) {
        let _ = match word {
            Word::Cell(cell) => write!(self.text, "{cell}"),
            Word::Letter(letter) => write!(self.text, "{letter}"),
            Word::Unit(unit) => write!(self.text, "{unit}"),
            Word::Number(n) => write!(self.text, "{n}"),
        };
    }

    /// `R1C1, R1C2 and R1C5`.
    fn cells(&mut self, cells: &[Cell], conjunction: &str) {
        self.list(cells.len(), conjunction, &|i| Word::Cell(cells[i]));
    }

    /// `B, F or K`.
    fn letters(&mut self, letters: CandidateSet, conjunction: &str) {
        let mut words = Vec::new();
        for letter in letters {
            words.push(Word::Letter(letter));
        }
        self.list(words.len(), conjunction, &|i| words[i]);
    }

    /// `rows 2, 5 and 9` when the units are lines of one kind, else `row 3 or box 1`.
    fn units(&mut self, units: &[Unit], conjunction: &str) {
        if units.len() < 2 || !one_kind(units) {
            return self.list(units.len(), conjunction, &|i| Word::Unit(units[i]));
        }
        self.text.push_str(kind_plural(units));
        self.text.push(' ');
        self.list(units.len(), conjunction, &|i| {
            let (UnitKind::Row(n) | UnitKind::Column(n) | UnitKind::Box(n)) = units[i].kind();
            Word::Number(n + 1)
        });
    }

    /// A cell the sentence names; a step always has the cells its sentence names, and
    /// R1C1 stands in otherwise.
    fn cell(&mut self, cell: Option<Cell>) {
        self.word(Word::Cell(cell.unwrap_or(Cell::new(0))));
    }

    /// A letter the sentence names, `?` for one the step lacks.
    fn letter(&mut self, letter: Option<Letter>) {
        self.text.push(letter.map_or('?', Letter::to_char));
    }

    /// The step's `i`-th unit; row 1 stands in for a missing one.
    fn unit(&mut self, i: usize) {
        let unit = self.step.units().get(i).copied().unwrap_or(Unit::row(0));
        self.word(Word::Unit(unit));
    }
}

/// Capitalises the letter at byte `start`. Names and cells are ASCII, so no Unicode case
/// tables are needed (they would weigh on the WebAssembly module).
fn capitalise_from(text: &mut str, start: usize) {
    if let Some(first) = text.get_mut(start..start + 1) {
        first.make_ascii_uppercase();
    }
}

/// "a ", "an " or nothing, before a technique's name.
fn article(technique: Technique) -> &'static str {
    match technique {
        Technique::Pointing | Technique::Claiming => "",
        _ => match technique.name().as_bytes().first() {
            Some(b'a' | b'e' | b'i' | b'o' | b'u' | b'X') => "an ",
            _ => "a ",
        },
    }
}

/// Whether all `units` are rows, or all columns, or all boxes.
fn one_kind(units: &[Unit]) -> bool {
    let kind = |u: &Unit| u.index() / 16;
    for unit in units {
        if units.first().map(kind) != Some(kind(unit)) {
            return false;
        }
    }
    true
}

/// `rows`, `columns` or `boxes`, after the first unit's kind.
fn kind_plural(units: &[Unit]) -> &'static str {
    match units.first().map(|u| u.kind()) {
        Some(UnitKind::Row(_)) => "rows",
        Some(UnitKind::Column(_)) => "columns",
        _ => "boxes",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::pattern::Pattern;
    use crate::hint::step::Elimination;

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row, col).expect("on the board")
    }

    fn set(letters: &[Letter]) -> CandidateSet {
        letters.iter().copied().collect()
    }

    /// A step whose pattern has these units and nothing else.
    fn with_units(units: Vec<Unit>) -> Step {
        let pattern = Pattern::Chain {
            nodes: Vec::new(),
            units,
        };
        Step::eliminating(Technique::Aic, pattern, Vec::new())
    }

    /// `template` written about `step`.
    fn filled(step: &Step, template: &str) -> String {
        let mut sentence = Sentence {
            step,
            text: String::new(),
        };
        sentence.fill(template);
        sentence.text
    }

    #[test]
    fn lines_of_one_kind_are_named_together() {
        let step = with_units(vec![Unit::row(1), Unit::row(4), Unit::row(8)]);
        assert_eq!(filled(&step, "{U}"), "rows 2, 5 or 9");
        let step = with_units(vec![Unit::row(1)]);
        assert_eq!(filled(&step, "{U}"), "row 2");
        let step = with_units(vec![Unit::row(2), Unit::boxed(0)]);
        assert_eq!(filled(&step, "in {U}."), "in row 3 or box 1.");
        let step = with_units(vec![
            Unit::row(2),
            Unit::row(5),
            Unit::column(3),
            Unit::column(9),
        ]);
        assert_eq!(
            filled(&step, "{B}/{V}/{K}"),
            "rows 3 and 6/columns 4 and 10/columns"
        );
    }

    #[test]
    fn cells_losing_the_same_letters_are_named_together() {
        let lose = |row, col, letters: &[Letter]| Elimination {
            cell: cell(row, col),
            letters: set(letters),
        };
        let mut step = with_units(Vec::new());
        step.eliminations = vec![
            lose(2, 0, &[Letter::C, Letter::D]),
            lose(2, 8, &[Letter::K]),
            lose(2, 11, &[Letter::K]),
        ];
        assert_eq!(
            filled(&step, "{X}"),
            "C and D from R3C1, and K from R3C9 and R3C12"
        );
        step.eliminations.remove(0);
        assert_eq!(
            filled(&step, "{X}; {r}; {S}"),
            "K from R3C9 and R3C12; K; see"
        );
    }

    #[test]
    fn a_missing_piece_is_written_as_a_stand_in_not_a_panic() {
        let mut step = with_units(Vec::new());
        step.technique = Technique::XyWing;
        assert_eq!(
            filled(&step, "{0} {l} {u} {f} {T}. {"),
            "R1C1 ? row 1 ? . ?"
        );
        assert!(step
            .explanation()
            .starts_with("XY-Wing: R1C1 can only be ? or ?"));
    }

    #[test]
    fn names_open_sentences_in_capitals() {
        let capitalised = |text: &str, start| {
            let mut out = text.to_string();
            capitalise_from(&mut out, start);
            out
        };
        assert_eq!(capitalised("naked pair", 0), "Naked pair");
        assert_eq!(capitalised("2-string kite", 0), "2-string kite");
        assert_eq!(capitalised("; x-wing", 2), "; X-wing");
        assert_eq!(capitalised("", 0), "");
        assert_eq!(capitalised("ab", 5), "ab");
    }
}
