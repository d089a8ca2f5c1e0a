//! A deduction as data, and the one place its explanation is written from that data.

use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::letter::Letter;
use crate::unit::{Unit, UnitKind};
use std::fmt::Write;

/// The techniques the hint engine knows, simplest first: the order it looks for them in
/// (see `LADDER` in the module above for why this order).
///
/// The doc of each variant says what its step's `cells` and `units` hold when their order
/// matters: the explanation reads the pattern from them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The last empty cell of a unit.
    FullHouse,
    /// A letter with one place left in a unit.
    HiddenSingle,
    /// A cell with one candidate left.
    NakedSingle,
    /// A box's places for a letter lie on one line, so the rest of the line loses it.
    Pointing,
    /// A line's places for a letter lie in one box, so the rest of the box loses it.
    Claiming,
    /// Two cells of a unit whose candidates are the same two letters: no other cell of
    /// the unit (or of a second unit holding both) can have them. `units` are the units
    /// that lose them.
    NakedPair,
    /// Two rows whose places for a letter lie in the same two columns, or the other way
    /// round: the rest of those columns lose the letter. `units` are the base lines, then
    /// as many cover lines.
    XWing,
    /// Two letters whose only places in a unit are the same two cells: those cells lose
    /// every other letter. `units` is that one unit.
    HiddenPair,
    /// [`Technique::NakedPair`] with three cells and three letters.
    NakedTriple,
    /// [`Technique::XWing`] with three lines.
    Swordfish,
    /// [`Technique::HiddenPair`] with three letters and three cells.
    HiddenTriple,
    /// A cell with two candidates seeing two cells of two candidates each, one letter
    /// shared with it apiece and the third with each other: whichever letter it takes,
    /// one of them holds the third. `cells` are `[pivot, pincer sharing the pivot's first
    /// letter, pincer sharing its second]`.
    XyWing,
    /// [`Technique::XyWing`] whose pivot also holds the third letter. `cells` as there.
    XyzWing,
    /// [`Technique::NakedPair`] with four cells and four letters.
    NakedQuad,
    /// [`Technique::XWing`] with four lines.
    Jellyfish,
    /// [`Technique::HiddenPair`] with four letters and four cells.
    HiddenQuad,
    /// [`Technique::NakedPair`] with five cells and five letters.
    NakedSubset5,
    /// [`Technique::XWing`] with five lines.
    Squirmbag,
    /// [`Technique::HiddenPair`] with five letters and five cells.
    HiddenSubset5,
    /// [`Technique::NakedPair`] with six cells and six letters.
    NakedSubset6,
    /// [`Technique::XWing`] with six lines.
    Whale,
    /// Two parallel lines with two places each for a letter, one end of each on a shared
    /// cross line: one of the other two ends holds the letter. `cells` are the chain
    /// `[end, base, base, end]`, `units` `[first line, shared cross line, second line]`.
    Skyscraper,
    /// A row and a column with two places each for a letter, one end of each in one box:
    /// one of the other two ends holds the letter. `cells` are the chain `[row end, row's
    /// cell in the box, column's cell in the box, column end]`, `units` `[row, box,
    /// column]`.
    TwoStringKite,
    /// Two cells with the same two candidates, linked by a unit where one of the letters
    /// has only two places, one seeing each cell: one of the two cells holds the other
    /// letter. `cells` are `[cell, place seeing it, place seeing the other, other cell]`,
    /// `units` the linking unit.
    WWing,
    /// Simple colouring: the places of a letter linked by units where it has only two
    /// places alternate between holding it and not; two cells of one colour see each
    /// other, so that colour does not hold it. `colours[0]` is that colour, `units` the
    /// unit the two share.
    ColourWrap,
    /// Simple colouring: a cell outside the coloured places that sees both colours cannot
    /// hold the letter, since one colour does.
    ColourTrap,
    /// A chain on one letter alternating strong links (a unit where it has two places)
    /// and weak ones (two places that see each other): if its first place lacks the
    /// letter its last has it. `chain` holds its nodes in order, `units` the unit of each
    /// link. The chain proves what [`Technique::Aic`] says.
    XChain,
    /// [`Technique::HiddenPair`] with six letters and six cells.
    HiddenSubset6,
    /// A chain of cells with two marks, each seeing the next and sharing a letter with
    /// it: if the first cell is not the letter at the start, the last is the letter at
    /// the end. `chain` holds the nodes in order, two per cell, `units` the unit of each
    /// link between two cells.
    XyChain,
    /// [`Technique::NakedPair`] with seven cells and seven letters.
    NakedSubset7,
    /// An alternating inference chain: candidates linked alternately by strong links (a
    /// cell with two marks, a unit where a letter has two places) and weak ones (two
    /// letters of a cell, one letter in cells that see each other), so that if the first
    /// is false the last is true. `chain` holds the nodes in order, `units` the unit of
    /// each link between two cells (none for a link inside a cell). Ends with one letter
    /// in two cells: cells seeing both lose it; different letters in cells that see each
    /// other: each loses the other's letter; two letters of one cell: it loses the rest.
    Aic,
    /// [`Technique::XWing`] with seven lines.
    Leviathan,
    /// [`Technique::HiddenPair`] with seven letters and seven cells.
    HiddenSubset7,
    /// A cell's two to four candidates, each followed by the singles, locked candidates
    /// and naked pairs it leads to: what all of them lead to holds. `cells` is the cell, `letters` its candidates, `chain`
    /// the candidates whose singles run into no contradiction.
    CellForcingChain,
    /// [`Technique::CellForcingChain`] from a letter's two to four places in a unit:
    /// `cells` are the places, `units` the unit, `chain` the places that survive.
    UnitForcingChain,
    /// No known technique applies: the letter comes from the solution.
    LastResort,
}

impl Technique {
    /// The name players know it by.
    pub fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "full house",
            Technique::NakedSingle => "naked single",
            Technique::HiddenSingle => "hidden single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked pair",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::HiddenTriple => "hidden triple",
            Technique::NakedQuad => "naked quad",
            Technique::HiddenQuad => "hidden quad",
            Technique::XWing => "X-Wing",
            Technique::Skyscraper => "skyscraper",
            Technique::TwoStringKite => "2-string kite",
            Technique::Swordfish => "swordfish",
            Technique::XyWing => "XY-Wing",
            Technique::XyzWing => "XYZ-Wing",
            Technique::WWing => "W-Wing",
            Technique::Jellyfish => "jellyfish",
            Technique::ColourWrap => "colour wrap",
            Technique::ColourTrap => "colour trap",
            Technique::XChain => "X-chain",
            Technique::XyChain => "XY-chain",
            Technique::Aic => "alternating inference chain",
            Technique::NakedSubset5 => "naked subset of 5",
            Technique::HiddenSubset5 => "hidden subset of 5",
            Technique::NakedSubset6 => "naked subset of 6",
            Technique::HiddenSubset6 => "hidden subset of 6",
            Technique::NakedSubset7 => "naked subset of 7",
            Technique::HiddenSubset7 => "hidden subset of 7",
            Technique::Squirmbag => "squirmbag",
            Technique::Whale => "whale",
            Technique::Leviathan => "leviathan",
            Technique::CellForcingChain => "cell forcing chain",
            Technique::UnitForcingChain => "unit forcing chain",
            Technique::LastResort => "last resort",
        }
    }
}

/// A letter that goes in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub cell: Cell,
    pub letter: Letter,
}

/// Candidates that leave a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Elimination {
    pub cell: Cell,
    pub letters: CandidateSet,
}

/// One step of logic: what it concludes and the pattern that proves it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub technique: Technique,
    pub placements: Vec<Placement>,
    pub eliminations: Vec<Elimination>,
    /// The cells of the pattern: those that justify the step.
    pub cells: Vec<Cell>,
    /// The units the pattern lives in, the deciding one first.
    pub units: Vec<Unit>,
    /// The letters the step is about.
    pub letters: CandidateSet,
    /// For simple colouring, the pattern's cells split by colour; empty otherwise.
    pub colours: [Vec<Cell>; 2],
    /// For chains, the candidates of the chain in order, supposed alternately false and
    /// true from the first; empty otherwise.
    pub chain: Vec<(Cell, Letter)>,
}

impl Step {
    /// A step of `technique` that concludes nothing yet: the base the finders fill in.
    pub(super) fn of(technique: Technique) -> Step {
        Step {
            technique,
            placements: Vec::new(),
            eliminations: Vec::new(),
            cells: Vec::new(),
            units: Vec::new(),
            letters: CandidateSet::EMPTY,
            colours: [Vec::new(), Vec::new()],
            chain: Vec::new(),
        }
    }

    /// The step in one sentence, cells written R1C1..R16C16.
    pub fn explanation(&self) -> String {
        let letter = self.letters.first().map_or('?', Letter::to_char);
        let (unit, line) = (self.unit_at(0), self.unit_at(1));
        let placed = self.placements.first().map_or(Cell::new(0), |p| p.cell);
        let name = capitalised(self.technique.name());
        let cells = || cell_list(&self.cells, "and");
        let targets = || cell_list(&self.eliminated_cells(), "and");
        match self.technique {
            Technique::FullHouse => {
                format!("{placed} is the last empty cell in {unit}, so it takes the missing letter {letter}.")
            }
            Technique::NakedSingle => format!(
                "{placed} can only be {letter}: every other letter is already in its row, column or box."
            ),
            Technique::HiddenSingle => {
                format!("In {unit}, {letter} fits only in {placed}.")
            }
            // Pointing reads "in box 7 … (row 3) … of row 3", claiming "in row 3 … (box
            // 7) … of box 7": the same sentence with the units swapped.
            Technique::Pointing | Technique::Claiming => format!(
                "In {unit}, {letter} can only go in {} ({line}), so no other cell of {line} can be {letter}: remove it from {}.",
                cells(),
                targets(),
            ),
            Technique::NakedPair
            | Technique::NakedTriple
            | Technique::NakedQuad
            | Technique::NakedSubset5
            | Technique::NakedSubset6
            | Technique::NakedSubset7 => {
                let letters = letter_list(self.letters, "or");
                format!(
                    "{name}: {} can only be {letters}, so no other cell of {} can be {letters}: remove them from {}.",
                    cells(),
                    unit_list(&self.units, "or"),
                    targets(),
                )
            }
            Technique::HiddenPair
            | Technique::HiddenTriple
            | Technique::HiddenQuad
            | Technique::HiddenSubset5
            | Technique::HiddenSubset6
            | Technique::HiddenSubset7 => format!(
                "{name}: in {unit}, {} can only go in {}, so those cells hold nothing else: remove {}.",
                letter_list(self.letters, "and"),
                cells(),
                removal_list(&self.eliminations),
            ),
            Technique::XWing
            | Technique::Swordfish
            | Technique::Jellyfish
            | Technique::Squirmbag
            | Technique::Whale
            | Technique::Leviathan => {
                let (bases, covers) = self.units.split_at(self.units.len() / 2);
                let bases = unit_list(bases, "and");
                format!(
                    "{name}: in {bases}, {letter} can only go in {}, so in those {} {letter} must be in {bases}: remove it from {}.",
                    unit_list(covers, "and"),
                    kind_plural(covers),
                    targets(),
                )
            }
            Technique::Skyscraper | Technique::TwoStringKite => self.chain_of_two_links(&name),
            Technique::XyWing | Technique::XyzWing => self.wing(&name),
            Technique::WWing => self.w_wing(&name),
            Technique::ColourWrap | Technique::ColourTrap => self.colouring(&name),
            Technique::XChain | Technique::XyChain | Technique::Aic => self.walk_chain(&name),
            Technique::CellForcingChain | Technique::UnitForcingChain => self.forcing(),
            Technique::LastResort => format!(
                "No logical step found with the techniques known; the letter here comes from the solution: {placed} is {letter}."
            ),
        }
    }

    /// Forcing chains: "Whichever letter R3C5 takes, B or K, singles, locked candidates
    /// and naked pairs then put D in R7C9." Branches that run into a contradiction are
    /// said to be false instead: "R3C5 cannot be F: supposing it is, … run into a
    /// contradiction."
    fn forcing(&self) -> String {
        const RULES: &str = "singles, locked candidates and naked pairs";
        let by_unit = self.technique == Technique::UnitForcingChain;
        let letter = self.letters.first().unwrap_or(Letter::A);
        let unit = self.units.first().map_or(String::new(), Unit::to_string);
        let cell = self.cells.first().copied().unwrap_or(Cell::new(0));
        let premises: Vec<(Cell, Letter)> = if by_unit {
            self.cells.iter().map(|&c| (c, letter)).collect()
        } else {
            self.letters.iter().map(|l| (cell, l)).collect()
        };
        let (live, dead): (Vec<_>, Vec<_>) =
            premises.into_iter().partition(|p| self.chain.contains(p));
        let name = |list: &[(Cell, Letter)]| {
            if by_unit {
                cell_list(&list.iter().map(|&(c, _)| c).collect::<Vec<_>>(), "or")
            } else {
                letter_list(list.iter().map(|&(_, l)| l).collect(), "or")
            }
        };
        if !dead.is_empty() {
            let (head, suppose, so) = if by_unit {
                let head = format!("In {unit}, {letter} cannot go in {}", name(&dead));
                (
                    head,
                    "supposing it does",
                    format!("so it goes in {}", name(&live)),
                )
            } else {
                let head = format!("{cell} cannot be {}", name(&dead));
                let suppose = if dead.len() == 1 {
                    "supposing it is"
                } else {
                    "supposing any of them"
                };
                (head, suppose, format!("so {cell} is {}", name(&live)))
            };
            let so = if live.len() == 1 {
                format!("; {so}")
            } else {
                String::new()
            };
            return format!("{head}: {suppose}, {RULES} run into a contradiction{so}.");
        }
        let conclusion = match (self.placements.first(), self.removed_letter_everywhere()) {
            (Some(p), _) => format!("put {} in {}", p.letter, p.cell),
            (None, Some(removed)) => format!(
                "leave no {removed} in {}",
                cell_list(&self.eliminated_cells(), "or")
            ),
            (None, None) => format!("remove {}", removal_list(&self.eliminations)),
        };
        let whichever = if by_unit {
            format!("Wherever {letter} goes in {unit}")
        } else {
            format!("Whichever letter {cell} takes")
        };
        format!("{whichever}, {}, {RULES} then {conclusion}.", name(&live))
    }

    /// The one letter every elimination removes, when they all remove just that one.
    fn removed_letter_everywhere(&self) -> Option<Letter> {
        let first = self.eliminations.first()?.letters.as_single()?;
        self.eliminations
            .iter()
            .all(|e| e.letters.as_single() == Some(first))
            .then_some(first)
    }

    /// The cells that lose candidates.
    pub fn eliminated_cells(&self) -> Vec<Cell> {
        self.eliminations.iter().map(|e| e.cell).collect()
    }

    /// The one letter a step removes everywhere, when it removes one letter only.
    fn removed_letter(&self) -> char {
        let removed = self
            .eliminations
            .iter()
            .fold(CandidateSet::EMPTY, |all, e| all | e.letters);
        removed.first().map_or('?', Letter::to_char)
    }

    /// The pattern's `i`-th cell, to name in a sentence: a `Cell`, which writes itself,
    /// rather than a `String` made for each mention (fewer bytes of WebAssembly). A step
    /// always has the cells its sentence names; R1C1 stands in otherwise.
    fn cell_at(&self, i: usize) -> Cell {
        self.cells.get(i).copied().unwrap_or(Cell::new(0))
    }

    /// The `i`-th unit, likewise; row 1 stands in for a missing one.
    fn unit_at(&self, i: usize) -> Unit {
        self.units.get(i).copied().unwrap_or(Unit::row(0))
    }

    /// Skyscraper and 2-string kite: `[end, link, link, end]` over `[unit, shared, unit]`.
    fn chain_of_two_links(&self, name: &str) -> String {
        let letter = self.letters.first().map_or('?', Letter::to_char);
        let (cell, unit) = (|i| self.cell_at(i), |i| self.unit_at(i));
        format!(
            "{name}: in {}, {letter} can only go in {} or {}, and in {} only in {} or {}; {} and {} share {}, so they are not both {letter} and one of {} and {} is: remove {letter} from {}.",
            unit(0),
            cell(0),
            cell(1),
            unit(2),
            cell(2),
            cell(3),
            cell(1),
            cell(2),
            unit(1),
            cell(0),
            cell(3),
            cell_list(&self.eliminated_cells(), "and"),
        )
    }

    /// XY-Wing and XYZ-Wing: `[pivot, pincer, pincer]`, the pincers in the order of the
    /// pivot's letters they share.
    fn wing(&self, name: &str) -> String {
        let removed = self.removed_letter();
        let cell = |i| self.cell_at(i);
        let mut shared = self.letters.iter().filter(|l| l.to_char() != removed);
        let mut next = || shared.next().map_or('?', Letter::to_char);
        let (first, second) = (next(), next());
        let targets = self.eliminated_cells();
        let see = if targets.len() == 1 { "sees" } else { "see" };
        let (pivot, so, seen) = match self.technique {
            Technique::XyzWing => (
                format!("{first}, {second} or {removed}"),
                "one of the three",
                "all three",
            ),
            _ => (
                format!("{first} or {second}"),
                "whichever it takes, one of those two",
                "both",
            ),
        };
        format!(
            "{name}: {} can only be {pivot}, and it sees {} ({first} or {removed}) and {} ({second} or {removed}), so {so} is {removed}: remove {removed} from {}, which {see} {seen}.",
            cell(0),
            cell(1),
            cell(2),
            cell_list(&targets, "and"),
        )
    }

    /// W-Wing: `[cell, place, place, cell]` and the linking unit.
    fn w_wing(&self, name: &str) -> String {
        let removed = self.removed_letter();
        let link = self
            .letters
            .iter()
            .find(|l| l.to_char() != removed)
            .map_or('?', Letter::to_char);
        let cell = |i| self.cell_at(i);
        let unit = self.unit_at(0);
        format!(
            "{name}: {} and {} can only be {}, and in {unit}, {link} can only go in {} or {}, which see them; so they are not both {link} and one of {} and {} is {removed}: remove {removed} from {}.",
            cell(0),
            cell(3),
            letter_list(self.letters, "or"),
            cell(1),
            cell(2),
            cell(0),
            cell(3),
            cell_list(&self.eliminated_cells(), "and"),
        )
    }

    /// Chains: `if R1C1 is not D, R1C9 is D (row 1), so it is not E, so …`, each link
    /// between two cells naming its unit (the next of `units`), then what the two ends
    /// prove.
    fn walk_chain(&self, name: &str) -> String {
        let (Some(&(first, start)), Some(&(last, end))) = (self.chain.first(), self.chain.last())
        else {
            return format!("{name}.");
        };
        let mut units = self.units.iter();
        let mut text = format!("{name}: if {first} is not {start}");
        let mut previous = first;
        for (i, &(cell, letter)) in self.chain.iter().enumerate().skip(1) {
            let (joint, not) = match i {
                1 => (", ", ""),
                _ if i % 2 == 1 => (", so ", ""),
                _ => (", so ", "not "),
            };
            // A link inside a cell needs no unit: "it" is the cell just named.
            let _ = match cell == previous {
                true => write!(text, "{joint}it is {not}{letter}"),
                false => match units.next() {
                    Some(unit) => write!(text, "{joint}{cell} is {not}{letter} ({unit})"),
                    None => write!(text, "{joint}{cell} is {not}{letter}"),
                },
            };
            previous = cell;
        }
        let removed = removal_list(&self.eliminations);
        let ending = match () {
            _ if start == end && first != last => {
                let targets = self.eliminated_cells();
                let see = if targets.len() == 1 { "sees" } else { "see" };
                format!(
                    "; either way, one of {first} and {last} is {start}: remove {start} from {}, which {see} both.",
                    cell_list(&targets, "and"),
                )
            }
            _ if first == last => {
                format!("; either way, {first} is {start} or {end}: remove {removed}.")
            }
            _ => format!(
                "; either way, {first} is {start} or {last} is {end}, and they see each other: remove {removed}."
            ),
        };
        text + &ending
    }

    /// Colour wrap and colour trap, from the two colours.
    fn colouring(&self, name: &str) -> String {
        let letter = self.letters.first().map_or('?', Letter::to_char);
        let chain = format!(
            "{name}: linking the places of {letter} in units where it has only two, {} take one colour and {} the other, and one colour is {letter}",
            cell_list(&self.colours[0], "and"),
            cell_list(&self.colours[1], "and"),
        );
        let targets = cell_list(&self.eliminated_cells(), "and");
        match self.technique {
            Technique::ColourWrap => format!(
                "{chain}; two cells of the first share {}, so it is not {letter}: remove {letter} from {targets}.",
                self.units.first().map_or(String::new(), Unit::to_string),
            ),
            _ => format!(
                "{chain}; {targets} {} both colours, so remove {letter} from {}.",
                if self.eliminations.len() == 1 { "sees" } else { "each see" },
                if self.eliminations.len() == 1 { "it" } else { "them" },
            ),
        }
    }
}

/// The text with its first letter in capitals, to open a sentence. Names and cells are
/// ASCII, so no Unicode case tables are needed (they would weigh on the wasm module).
pub(super) fn capitalised(text: &str) -> String {
    let mut out = text.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

/// `first, second {conjunction} third`.
fn list(items: impl ExactSizeIterator<Item = String>, conjunction: &str) -> String {
    let count = items.len();
    let mut out = String::new();
    for (i, item) in items.enumerate() {
        let separator = match i {
            0 => String::new(),
            _ if i + 1 == count => format!(" {conjunction} "),
            _ => ", ".to_string(),
        };
        let _ = write!(out, "{separator}{item}");
    }
    out
}

/// `R1C1, R1C2 and R1C5`.
fn cell_list(cells: &[Cell], conjunction: &str) -> String {
    list(cells.iter().map(Cell::to_string), conjunction)
}

/// `B, F or K`.
fn letter_list(letters: CandidateSet, conjunction: &str) -> String {
    list(letters.iter().map(|l| l.to_char().to_string()), conjunction)
}

/// `rows 2, 5 and 9` when the units are lines of one kind, else `row 3 or box 1`.
fn unit_list(units: &[Unit], conjunction: &str) -> String {
    let numbers = units.iter().map(|u| match u.kind() {
        UnitKind::Row(n) | UnitKind::Column(n) | UnitKind::Box(n) => (n + 1).to_string(),
    });
    match units {
        [_, _, ..] if one_kind(units) => {
            format!("{} {}", kind_plural(units), list(numbers, conjunction))
        }
        _ => list(units.iter().map(Unit::to_string), conjunction),
    }
}

/// Whether all `units` are rows, or all columns, or all boxes.
fn one_kind(units: &[Unit]) -> bool {
    let kind = |u: &Unit| u.index() / 16;
    units
        .iter()
        .all(|u| units.first().map(kind) == Some(kind(u)))
}

/// `rows`, `columns` or `boxes`, after the first unit's kind.
fn kind_plural(units: &[Unit]) -> &'static str {
    match units.first().map(|u| u.kind()) {
        Some(UnitKind::Row(_)) => "rows",
        Some(UnitKind::Column(_)) => "columns",
        _ => "boxes",
    }
}

/// `C and D from R3C1, and K from R3C9 and R3C12`: the letters each cell loses, cells
/// losing the same letters together.
fn removal_list(eliminations: &[Elimination]) -> String {
    let mut groups: Vec<(CandidateSet, Vec<Cell>)> = Vec::new();
    for e in eliminations {
        match groups.iter_mut().find(|(letters, _)| *letters == e.letters) {
            Some((_, cells)) => cells.push(e.cell),
            None => groups.push((e.letters, vec![e.cell])),
        }
    }
    let pieces: Vec<String> = groups
        .iter()
        .map(|(letters, cells)| {
            format!(
                "{} from {}",
                letter_list(*letters, "and"),
                cell_list(cells, "and")
            )
        })
        .collect();
    match pieces.as_slice() {
        [only] => only.clone(),
        [rest @ .., last] => format!("{}, and {last}", rest.join(", ")),
        [] => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row, col).expect("on the board")
    }

    fn set(letters: &[Letter]) -> CandidateSet {
        letters.iter().copied().collect()
    }

    #[test]
    fn lines_of_one_kind_are_named_together() {
        let rows = [Unit::row(1), Unit::row(4), Unit::row(8)];
        assert_eq!(unit_list(&rows, "and"), "rows 2, 5 and 9");
        assert_eq!(unit_list(&rows[..1], "and"), "row 2");
        assert_eq!(
            unit_list(&[Unit::row(2), Unit::boxed(0)], "or"),
            "row 3 or box 1"
        );
        assert_eq!(kind_plural(&[Unit::column(3)]), "columns");
    }

    #[test]
    fn cells_losing_the_same_letters_are_named_together() {
        let lose = |row, col, letters: &[Letter]| Elimination {
            cell: cell(row, col),
            letters: set(letters),
        };
        let eliminations = [
            lose(2, 0, &[Letter::C, Letter::D]),
            lose(2, 8, &[Letter::K]),
            lose(2, 11, &[Letter::K]),
        ];
        assert_eq!(
            removal_list(&eliminations),
            "C and D from R3C1, and K from R3C9 and R3C12"
        );
        assert_eq!(removal_list(&eliminations[1..]), "K from R3C9 and R3C12");
    }

    #[test]
    fn names_open_sentences_in_capitals() {
        assert_eq!(capitalised("naked pair"), "Naked pair");
        assert_eq!(capitalised("2-string kite"), "2-string kite");
        assert_eq!(capitalised(""), "");
    }
}
