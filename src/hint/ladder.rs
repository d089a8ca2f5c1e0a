//! The ladder: the techniques, simplest first, and the step it gives.

use super::marks::Marks;
use super::pattern::Pattern;
use super::step::{Placement, Step, Technique};
use super::{chains, colouring, fish, forcing, locked, single_digit, singles, subsets, wings};
use crate::cell::Cell;
use crate::grid::Grid;

/// Looks for one technique's pattern.
type Finder = fn(&Marks) -> Option<Step>;

/// The techniques, simplest first, in the order of [`Technique`].
///
/// Simplest means lowest on the Sudoku Explainer scale ([`Technique::rating`]), the scale
/// the grade is given on: so the step a hint gives is never rated above another that
/// applies, and a puzzle's grade, the hardest step of the path these hints take, is the
/// hardest step it needs rather than one the ladder happened to reach first. Among equal
/// ratings the pattern with fewer cells and links to follow comes first: a skyscraper
/// and a 2-string kite (an X-chain of three links) before the W-Wing and colouring, the
/// X-chain of any length after them, and a hidden subset of six, which only trying
/// combinations finds, last. Forcing chains close the ladder: they follow every branch
/// of a cell or a unit, where the rest follow one pattern.
const LADDER: [Finder; 35] = [
    singles::full_house,
    singles::hidden_single,
    singles::naked_single,
    locked::pointing,
    locked::claiming,
    subsets::naked::<2>,
    fish::fish::<2>,
    subsets::hidden::<2>,
    subsets::naked::<3>,
    fish::fish::<3>,
    subsets::hidden::<3>,
    wings::xy_wing,
    wings::xyz_wing,
    subsets::naked::<4>,
    fish::fish::<4>,
    subsets::hidden::<4>,
    subsets::naked::<5>,
    fish::fish::<5>,
    subsets::hidden::<5>,
    subsets::naked::<6>,
    fish::fish::<6>,
    single_digit::skyscraper,
    single_digit::two_string_kite,
    wings::w_wing,
    colouring::colour_wrap,
    colouring::colour_trap,
    chains::x_chain,
    subsets::hidden::<6>,
    chains::xy_chain,
    subsets::naked::<7>,
    chains::aic,
    fish::fish::<7>,
    subsets::hidden::<7>,
    forcing::cell_forcing,
    forcing::unit_forcing,
];

/// The simplest logical step on `marks`, if any technique applies.
pub fn next_step(marks: &Marks) -> Option<Step> {
    LADDER.iter().find_map(|find| find(marks))
}

/// The step each technique of the ladder finds on `marks`, in ladder order: not only the
/// simplest, for tools that show or check what every technique sees.
pub fn every_step(marks: &Marks) -> impl Iterator<Item = Step> + '_ {
    LADDER.iter().filter_map(|find| find(marks))
}

/// The solution's letter for the empty cell with the fewest candidates.
pub(super) fn last_resort(marks: &Marks, solution: &Grid) -> Step {
    let mut cell = Cell::new(0);
    let mut fewest = u32::MAX;
    for empty in Cell::all() {
        let count = marks.candidates(empty).len();
        if marks.letter(empty).is_none() && count < fewest {
            (cell, fewest) = (empty, count);
        }
    }
    let letter = solution.get(cell).unwrap_or(crate::Letter::A);
    Step {
        technique: Technique::LastResort,
        placements: vec![Placement { cell, letter }],
        eliminations: Vec::new(),
        pattern: Pattern::LastResort { cell, letter },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::candidates::CandidateSet;
    use crate::generate::{generate, Target};

    /// Panics unless `step` concludes something, and only what the solution agrees with,
    /// and everything it removes is still a mark (so that applying it changes the board).
    fn assert_sound(step: &Step, marks: &Marks, solution: &Grid) {
        let text = step.explanation();
        assert!(
            !step.placements.is_empty() || !step.eliminations.is_empty(),
            "{text}"
        );
        assert!(text.ends_with('.') && !text.contains('?'), "{text}");
        for placement in &step.placements {
            assert_eq!(
                solution.get(placement.cell),
                Some(placement.letter),
                "{text}"
            );
            assert_eq!(marks.letter(placement.cell), None, "{text}");
        }
        for elimination in &step.eliminations {
            let right = solution.get(elimination.cell).expect("a full solution");
            assert!(!elimination.letters.contains(right), "{text}");
            let marked = marks.candidates(elimination.cell);
            assert!(!elimination.letters.is_empty(), "{text}");
            assert_eq!(elimination.letters & !marked, CandidateSet::EMPTY, "{text}");
        }
    }

    /// Solves minimal puzzles step by step, the ladder's first step each time (the
    /// solution's letter when none applies), and at every state asks every technique on
    /// the ladder, not just the first that applies: so that the hard ones, which the
    /// ladder seldom reaches, are checked on many real boards too.
    #[test]
    fn every_technique_is_sound_on_every_board_of_real_solves() {
        let mut found = [0usize; LADDER.len()];
        let mut techniques = [None; LADDER.len()];
        for seed in [3, 8, 13, 21, 34, 55] {
            let generated = generate(seed, Target::Minimal);
            let mut marks = Marks::new(&generated.puzzle);
            while !marks.is_complete() {
                for (rung, find) in LADDER.iter().enumerate() {
                    if let Some(step) = find(&marks) {
                        assert_sound(&step, &marks, &generated.solution);
                        found[rung] += 1;
                        assert!(techniques[rung].is_none_or(|t| t == step.technique));
                        techniques[rung] = Some(step.technique);
                    }
                }
                let step =
                    next_step(&marks).unwrap_or_else(|| last_resort(&marks, &generated.solution));
                marks.apply(&step);
            }
            assert_eq!(marks.grid(), &generated.solution);
        }
        println!("boards on which each rung applies: {found:?}");
        // Each rung found its pattern somewhere, and the rungs follow `Technique`'s order.
        let techniques: Vec<Technique> = techniques.into_iter().flatten().collect();
        assert_eq!(techniques.len(), LADDER.len(), "{techniques:?}");
        assert!(techniques.windows(2).all(|w| w[0] < w[1]), "{techniques:?}");
    }

    /// Marks a player could send that no solution fits, cells with two to nine random
    /// marks: every technique must come back without panicking, and whatever it finds
    /// must still remove marks that are there.
    #[test]
    fn every_technique_copes_with_marks_that_allow_no_solution() {
        let mut rng = crate::random::Rng::new(5);
        let mut boards: Vec<[CandidateSet; Cell::COUNT]> =
            vec![[CandidateSet::from_bits(0b11); 256]];
        for count in 2..=9 {
            let mut marks = [CandidateSet::EMPTY; Cell::COUNT];
            for set in marks.iter_mut() {
                while set.len() < count {
                    set.insert(crate::Letter::ALL[rng.below(10)]);
                }
            }
            boards.push(marks);
        }
        for board in boards {
            let marks = Marks::with_marks(&Grid::empty(), &board);
            for find in LADDER {
                if let Some(step) = find(&marks) {
                    assert!(!step.eliminations.is_empty() || !step.placements.is_empty());
                    for elimination in &step.eliminations {
                        let marked = marks.candidates(elimination.cell);
                        assert!(!elimination.letters.is_empty());
                        assert_eq!(elimination.letters & !marked, CandidateSet::EMPTY);
                    }
                    assert!(step.explanation().ends_with('.'));
                }
            }
        }
    }
}
