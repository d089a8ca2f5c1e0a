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
//! 9.9, below the last resort.
//!
//! Sudoku Explainer takes the easiest chain of a kind a board holds; the ladder takes
//! the first its search meets, which can be longer: next to Sudoku16x16Explainer, the
//! puzzles whose hardest step is a forcing chain rate higher here (docs/hints.md).

use crate::hint::drawing::parts::{Because, Implication, TracedBranch};
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::step::{Step, Technique};

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
    let mut needs = Needs::default();
    for branch in &step.drawing(marks).branches {
        needs.add(branch, marks);
    }
    // Sudoku Explainer counts the premise and the conclusion apart from the length.
    let length = needs.facts.saturating_sub(2);
    Some((needs.base() + added_tenths(length)).min(MOST))
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
}

impl Needs {
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
            Because::Locked { .. } | Because::NakedPair { .. } => self.made_singles = true,
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
    /// measured, from 8.0 to 9.9, at least its tier's base; a chain is rated at least
    /// its technique, more as it grows.
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
                        assert!((80..=MOST).contains(&tenths), "{tenths}");
                        let tier = match step.technique {
                            Technique::DynamicCellForcingChain
                            | Technique::DynamicUnitForcingChain => 85,
                            Technique::NestedCellForcingChain
                            | Technique::NestedUnitForcingChain => 95,
                            _ => 80,
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
}
