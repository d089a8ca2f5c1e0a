//! A deduction as data; `explain` writes its sentence from that data.

use super::pattern::Pattern;
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::letter::Letter;
use crate::unit::Unit;

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
    pub pattern: Pattern,
}

impl Step {
    /// A step of `technique` that removes `eliminations`, proved by `pattern`.
    pub(super) fn eliminating(
        technique: Technique,
        pattern: Pattern,
        eliminations: Vec<Elimination>,
    ) -> Step {
        Step {
            technique,
            placements: Vec::new(),
            eliminations,
            pattern,
        }
    }

    /// The cells of the pattern: those that justify the step.
    pub fn cells(&self) -> Vec<Cell> {
        self.pattern.cells()
    }

    /// The units the pattern lives in, the deciding one first.
    pub fn units(&self) -> Vec<Unit> {
        self.pattern.units()
    }

    /// The letters the step is about.
    pub fn letters(&self) -> CandidateSet {
        self.pattern.letters()
    }

    /// For simple colouring, the pattern's cells split by colour; empty otherwise.
    pub fn colours(&self) -> [Vec<Cell>; 2] {
        self.pattern.colours()
    }

    /// For chains, the candidates of the chain in order, supposed alternately false and
    /// true from the first; for forcing chains, the branches that hold; empty otherwise.
    pub fn chain(&self) -> Vec<(Cell, Letter)> {
        self.pattern.chain()
    }

    /// The cells that lose candidates.
    pub fn eliminated_cells(&self) -> Vec<Cell> {
        self.eliminations.iter().map(|e| e.cell).collect()
    }
}
