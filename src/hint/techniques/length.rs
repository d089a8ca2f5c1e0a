//! Chains rated by their length, as Sudoku Explainer rates them: a chain's kind gives a
//! base, and each threshold its length passes (4, 6, 8, 12, 16, 24, 32, …: ×3/2 and
//! ×4/3 in turn) adds 0.1.
//!
//! An X-chain, an XY-chain or an alternating inference chain is as long as its
//! candidates. A forcing chain is as long as the facts its branches stand on, counted
//! by tracing them (`drawing/trace.rs`) with the facts of the chains nested inside;
//! tracing costs about what drawing the step costs, so a hint, which shows no rating,
//! is rated by its technique alone, and a logical path, or a hint asked for its rating
//! (the steps of the engine's solving path), measures each forcing step ([`measured`]). The tracing also tells what the branches needed, which sets the
//! base as Sudoku Explainer's kinds of forcing chain do: links the marks already held
//! (a cell with two letters, a letter with two places in a unit), 8.0; the solver's
//! rules on the branch's own board (singles it made, locked candidates, naked pairs),
//! 8.5; the dynamic tier's subsets, 9.0; forcing chains nested inside, 9.5; and at most
//! 9.9, below the last resort. A chain that needs no more than singles and concludes by
//! a contradiction (a supposition that is false) is Sudoku Explainer's Nishio chain,
//! based 7.5.
//!
//! Sudoku Explainer takes the easiest chain a board holds, a Nishio chain before the
//! others; the ladder takes the first its search meets, which can be longer. A grade
//! rates a static forcing step as the easiest contradiction on its board when that is
//! lower ([`rated`]); otherwise as met (docs/hints.md).

use crate::hint::drawing::parts::{Because, BranchEnd, Implication, TracedBranch};
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::step::{Step, Technique};
use crate::hint::techniques::forcing::easiest_contradiction;

/// What a length adds to its chain's base rating, in tenths.
fn added_tenths(length: usize) -> u16 {
    let (mut threshold, mut tenths, mut by_half) = (4, 0, true);
    while length > threshold {
        tenths += 1;
        threshold = if by_half {
            threshold * 3 / 2
        } else {
            threshold * 4 / 3
        };
        by_half = !by_half;
    }
    tenths
}

/// A chain's rating: its technique's, and what the number of its candidates adds.
pub(in crate::hint) fn chain_rating(step: &Step) -> f32 {
    let Pattern::Chain { nodes, .. } = &step.pattern else {
        return step.technique.rating();
    };
    // Rounded by adding a half: `f32::round` would bring its own routine into the
    // WebAssembly module.
    let base = (step.technique.rating() * 10.0 + 0.5) as u16;
    f32::from(base + added_tenths(nodes.len())) / 10.0
}

/// The most a forcing chain is rated, in tenths: below the last resort's 10, which
/// logic could not do without.
const MOST: u16 = 99;

/// The rating of a forcing step found on `marks`, in tenths, by what its traced branches
/// need and how many facts they stand on; None for steps of other techniques.
pub(crate) fn measured(step: &Step, marks: &Marks) -> Option<u16> {
    let forcing = matches!(
        step.technique,
        Technique::CellForcingChain
            | Technique::UnitForcingChain
            | Technique::DynamicCellForcingChain
            | Technique::DynamicUnitForcingChain
            | Technique::NestedCellForcingChain
            | Technique::NestedUnitForcingChain
    );
    if !forcing {
        return None;
    }
    let drawing = step.drawing(marks);
    let mut needs = Needs::default();
    for branch in &drawing.branches {
        needs.add(branch, marks);
    }
    if by_contradiction(step) {
        let failing = Needs::of_failing(&drawing.branches, marks);
        if failing.singles_only() {
            let length = failing.facts.saturating_sub(2);
            return Some((NISHIO + added_tenths(length)).min(MOST));
        }
    }
    // Sudoku Explainer counts the premise and the conclusion apart from the length.
    let length = needs.facts.saturating_sub(2);
    Some((needs.base() + added_tenths(length)).min(MOST))
}

/// `step`, found on `marks`, as a grade or a rated hint takes it: a forcing chain
/// measured; a static one (the solver's rules on each branch) rated as the easiest
/// contradiction on the board (`easiest_contradiction`) when that is lower, as Sudoku
/// Explainer takes a Nishio chain before the forcing chains whose branches agree. The
/// step itself stays the one the ladder met.
pub(crate) fn rated(mut step: Step, marks: &Marks) -> Step {
    step.measured_rating = measured(&step, marks);
    let Some(own) = step.measured_rating else {
        return step;
    };
    let is_static = matches!(
        step.technique,
        Technique::CellForcingChain | Technique::UnitForcingChain
    );
    if own <= NISHIO || !is_static {
        return step;
    }
    let rate = |step: &Step| measured(step, marks).unwrap_or(MOST);
    if let Some((_, rating)) = easiest_contradiction(marks, &rate, NISHIO) {
        step.measured_rating = Some(rating.min(own));
    }
    step
}

/// Sudoku Explainer's Nishio forcing chain, in tenths: a supposition followed by singles
/// until it runs into a contradiction, so that its letter goes, rated below the forcing
/// chains whose every branch shows the conclusion (8.0). A contradiction that needs
/// locked candidates or naked pairs (its dynamic chains, 8.5 and up) keeps its base.
const NISHIO: u16 = 75;

/// Whether the step's conclusion is that of suppositions that ran into a contradiction
/// (a cell's letters, or a letter's places, that are false), not of branches that agree.
fn by_contradiction(step: &Step) -> bool {
    match &step.pattern {
        Pattern::CellForcing { letters, live, .. } => live.len() < letters.len() as usize,
        Pattern::UnitForcing { places, live, .. } => live.len() < places.len(),
        _ => false,
    }
}

/// What a forcing chain's branches needed, and how many facts they stand on.
#[derive(Default)]
struct Needs {
    facts: usize,
    /// A single the branch made (the marks alone did not hold it), or locked
    /// candidates or a naked pair: the solver's rules on the branch's own board.
    made_singles: bool,
    /// A subset of the ladder inside a branch (the dynamic tier's links).
    techniques: bool,
    /// A forcing chain inside a branch.
    nested: bool,
    /// Locked candidates or a naked pair: the solver's rules past singles.
    past_singles: bool,
}

impl Needs {
    /// What the branches that ran into a contradiction needed.
    fn of_failing(branches: &[TracedBranch], marks: &Marks) -> Needs {
        let mut needs = Needs::default();
        for branch in branches.iter().filter(|b| b.end != BranchEnd::Shows) {
            needs.add(branch, marks);
        }
        needs
    }

    fn add(&mut self, branch: &TracedBranch, marks: &Marks) {
        self.facts += branch.implications.len();
        for implication in &branch.implications {
            self.add_implication(implication, marks);
        }
    }

    fn add_implication(&mut self, implication: &Implication, marks: &Marks) {
        match &implication.because {
            Because::OnlyLetter => {
                let cell = implication.fact.cell();
                self.made_singles |= marks.candidates(cell).len() > 2;
            }
            Because::OnlyPlace(unit) => {
                let letter = implication.fact.letter();
                self.made_singles |= marks.places(*unit, letter).count() > 2;
            }
            // The solver's rules past singles, which every branch may take.
            Because::Locked { .. } | Because::NakedPair { .. } => {
                self.made_singles = true;
                self.past_singles = true;
            }
            Because::Technique { .. } => self.techniques = true,
            Because::NestedChain => {
                self.nested = true;
                for branch in &implication.nested {
                    self.add(branch, marks);
                }
            }
            _ => {}
        }
    }

    /// Whether the branches needed nothing past singles: no locked candidates or naked
    /// pairs, no subset of the ladder, no nested chain (a Nishio chain's).
    fn singles_only(&self) -> bool {
        !(self.past_singles || self.techniques || self.nested)
    }

    /// The base rating of the kind of forcing chain these needs make, in tenths.
    fn base(&self) -> u16 {
        match () {
            _ if self.nested => 95,
            _ if self.techniques => 90,
            _ if self.made_singles => 85,
            _ => 80,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::Meter;
    use crate::generate::{generated, Target};
    use crate::hint::{logical_path, step_rating};

    #[test]
    fn each_threshold_a_length_passes_adds_a_tenth() {
        let lengths = [
            0, 4, 5, 6, 7, 8, 9, 12, 13, 16, 17, 24, 25, 32, 33, 48, 49, 1000,
        ];
        let added = lengths.map(added_tenths);
        assert_eq!(
            added,
            [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 16]
        );
    }

    /// Along the logical solve of minimal puzzles, which need forcing chains: each is
    /// measured, from 7.5 (a contradiction, Nishio) or 8.0 to 9.9, at least its tier's
    /// base; a chain is rated at least its technique, more as it grows.
    #[test]
    fn a_logical_path_rates_chains_and_forcing_chains_by_their_length() {
        let mut forcing = 0;
        for seed in [2, 7] {
            let puzzle = generated(seed, Target::Minimal).puzzle;
            for step in logical_path(&puzzle, &mut Meter::unlimited(), None).expect("unique") {
                let rating = step_rating(&step);
                match (&step.pattern, step.measured_rating) {
                    (_, Some(tenths)) => {
                        forcing += 1;
                        assert!((NISHIO..=MOST).contains(&tenths), "{tenths}");
                        let tier = match step.technique {
                            Technique::DynamicCellForcingChain
                            | Technique::DynamicUnitForcingChain => 85,
                            Technique::NestedCellForcingChain
                            | Technique::NestedUnitForcingChain => 95,
                            // A board's easiest contradiction may rate it (rated).
                            _ => NISHIO,
                        };
                        assert!(tenths >= tier.min(MOST), "{:?} {tenths}", step.technique);
                    }
                    (Pattern::Chain { nodes, .. }, None) => {
                        let least = step.technique.rating();
                        assert!(rating >= least, "{rating}");
                        assert_eq!(rating > least + 0.05, nodes.len() > 4, "{}", nodes.len());
                    }
                    (_, None) => {}
                }
            }
        }
        assert!(forcing > 0);
    }

    /// A contradiction is a Nishio chain only if its failing branches needed nothing past
    /// singles: one that needed locked candidates or a naked pair keeps its base (8.5, the
    /// solver's rules on the branch's board), as Sudoku Explainer rates it among the
    /// forcing chains; both kinds are met along the logical solves of minimal puzzles.
    #[test]
    fn a_contradiction_past_singles_keeps_its_base() {
        use crate::hint::model::marks::Marks;
        use crate::hint::{next_step, Uniqueness};
        let (mut nishio, mut past_singles) = (0, 0);
        for seed in [2, 7, 11] {
            let made = generated(seed, Target::Minimal);
            let mut marks = Marks::new(&made.puzzle);
            while let Some(step) = next_step(&marks, Uniqueness::Proved) {
                let is_static = matches!(
                    step.technique,
                    Technique::CellForcingChain | Technique::UnitForcingChain
                );
                if is_static && by_contradiction(&step) {
                    let failing = Needs::of_failing(&step.drawing(&marks).branches, &marks);
                    let tenths = measured(&step, &marks).expect("a forcing chain");
                    if failing.past_singles {
                        past_singles += 1;
                        assert!(tenths >= 85, "{tenths}: past singles, not a Nishio chain");
                    } else {
                        nishio += 1;
                        let length = failing.facts.saturating_sub(2);
                        assert_eq!(tenths, (NISHIO + added_tenths(length)).min(MOST));
                    }
                }
                marks.apply(&step);
            }
        }
        assert!(nishio > 0 && past_singles > 0, "{nishio} {past_singles}");
    }

    /// A static forcing chain is rated as the easiest contradiction on its board when
    /// that is lower, as Sudoku Explainer takes its Nishio chains before the others:
    /// along the logical solve of minimal puzzles, each such step keeps its conclusion
    /// (its letters placed are the solution's, those removed are not), and is rated from
    /// 7.5, no higher than its own chain and as the easiest contradiction found.
    #[test]
    fn a_contradiction_is_rated_as_the_easiest_on_its_board() {
        use crate::hint::model::marks::Marks;
        use crate::hint::{next_step, Uniqueness};
        let mut nishio = 0;
        for seed in [2, 7, 11] {
            let made = generated(seed, Target::Minimal);
            let mut marks = Marks::new(&made.puzzle);
            while let Some(first) = next_step(&marks, Uniqueness::Proved) {
                let taken = rated(first.clone(), &marks);
                assert_eq!(
                    (&taken.placements, &taken.eliminations),
                    (&first.placements, &first.eliminations)
                );
                let is_static = matches!(
                    taken.technique,
                    Technique::CellForcingChain | Technique::UnitForcingChain
                );
                if is_static {
                    let own = measured(&first, &marks).unwrap();
                    let tenths = taken.measured_rating.unwrap();
                    let rate = |step: &Step| measured(step, &marks).unwrap_or(MOST);
                    let easiest = easiest_contradiction(&marks, &rate, 0).map(|(_, least)| least);
                    assert_eq!(tenths, easiest.map_or(own, |least| least.min(own)));
                    assert!((NISHIO..=own).contains(&tenths), "{tenths} {own}");
                    nishio += usize::from(tenths < own);
                }
                for placement in &taken.placements {
                    assert_eq!(made.solution.get(placement.cell), Some(placement.letter));
                }
                for elimination in &taken.eliminations {
                    let letter = made.solution.get(elimination.cell).unwrap();
                    assert!(!elimination.letters.contains(letter));
                }
                marks.apply(&taken);
            }
            assert!(marks.is_complete());
        }
        assert!(
            nishio > 0,
            "no contradiction rated lower than the first met"
        );
    }
}
