//! What Check finds on a player's board, against its puzzle's one solution: the letters
//! that differ from it, and the empty cells whose notes leave out its letter. The core
//! decides both, for the page's Check as for a hint (which names wrong letters and lost
//! notes before any step).

use super::known::Known;
use super::model::step::Placement;
use crate::budget::{GaveUp, Meter};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::grid::Grid;
use crate::search::{Solver, Verdict};

/// What a check finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    /// The puzzle has one solution, and this is what differs from it. Both in reading
    /// order.
    Against {
        /// The player's letters (not the givens) that differ from the solution, each
        /// with the letter placed.
        wrong: Vec<Placement>,
        /// The empty cells whose notes leave out the solution's letter, each with the
        /// letter that belongs there.
        lost: Vec<Placement>,
    },
    /// The puzzle has no solution ([`Verdict::None`]) or several
    /// ([`Verdict::Multiple`]): there is no one answer to check against.
    NoOneSolution(Verdict),
}

/// Checks `letters` and the player's `notes` (a set for each cell, empty where it has
/// none; those of cells with a letter are not read) against the one solution of the
/// puzzle `known` names: the solution a count proved, or else a count of its givens (of
/// `letters` when the givens are not known) drawing on `meter`.
///
/// A solution the caller claims ([`Known::proved`]) is counted again: every letter a
/// check calls wrong rests on its being the givens' only one (a letter of a second
/// solution is not wrong), and proving that takes the same count as finding it.
pub fn check(
    letters: &Grid,
    notes: &[CandidateSet],
    known: &Known,
    meter: &mut Meter,
) -> Result<Checked, GaveUp> {
    let givens = known.givens().unwrap_or(letters);
    let counted;
    let solution = match known.counted_solution() {
        Some(solution) => solution,
        None => {
            let count = Solver::new().count(givens, Verdict::COUNT_LIMIT, meter);
            meter.result()?;
            match (count.verdict(), count.first) {
                (Verdict::Unique, Some(solution)) => {
                    counted = solution;
                    &counted
                }
                (verdict, _) => return Ok(Checked::NoOneSolution(verdict)),
            }
        }
    };
    let wrong = letters
        .filled()
        .filter(|&(cell, letter)| givens.get(cell).is_none() && solution.get(cell) != Some(letter))
        .map(|(cell, letter)| Placement { cell, letter })
        .collect();
    let lost = Cell::all()
        .zip(notes)
        .filter(|&(cell, noted)| letters.get(cell).is_none() && !noted.is_empty())
        .filter_map(|(cell, noted)| {
            let letter = solution.get(cell)?;
            (!noted.contains(letter)).then_some(Placement { cell, letter })
        })
        .collect();
    Ok(Checked::Against { wrong, lost })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{generated, Target};

    /// No notes in any cell.
    fn no_notes() -> Vec<CandidateSet> {
        vec![CandidateSet::EMPTY; Cell::COUNT]
    }

    /// A puzzle and its solution, with one empty cell given a wrong letter and another
    /// whose notes lose the solution's letter; cells without notes are not read.
    #[test]
    fn check_names_the_wrong_letter_and_the_lost_note() {
        let made = generated(12, Target::Givens(140));
        let (puzzle, solution) = (made.puzzle, made.solution);
        let mut empty = Cell::all().filter(|&cell| puzzle.get(cell).is_none());
        let (placed, noted) = (empty.next().unwrap(), empty.next().unwrap());
        let right = solution.get(placed).unwrap();
        let wrong = crate::letter::Letter::ALL
            .into_iter()
            .find(|&l| l != right)
            .unwrap();
        let mut letters = puzzle.clone();
        letters.set(placed, Some(wrong));
        let mut notes = no_notes();
        notes[noted.index()] = !CandidateSet::single(solution.get(noted).unwrap());

        let expected = Checked::Against {
            wrong: vec![Placement {
                cell: placed,
                letter: wrong,
            }],
            lost: vec![Placement {
                cell: noted,
                letter: solution.get(noted).unwrap(),
            }],
        };
        let givens = Known::of(puzzle.clone());
        let mut meter = Meter::unlimited();
        let counted = check(&letters, &notes, &givens, &mut meter);
        assert_eq!(counted, Ok(expected.clone()));
        // The caller's proof is counted again, at the same cost; the core's own count
        // needs no search at all.
        let proved = Known::proved(puzzle.clone(), solution.clone()).unwrap();
        let mut again = Meter::unlimited();
        assert_eq!(
            check(&letters, &notes, &proved, &mut again),
            Ok(expected.clone())
        );
        assert_eq!(again.nodes(), meter.nodes());
        let count = Solver::new().count(&puzzle, Verdict::COUNT_LIMIT, &mut Meter::unlimited());
        let proved = Known::counted(puzzle.clone(), &count);
        let mut none = Meter::unlimited();
        assert_eq!(check(&letters, &notes, &proved, &mut none), Ok(expected));
        assert_eq!(none.nodes(), 0);
        // Right letters, no notes: nothing to say.
        let clean = Checked::Against {
            wrong: Vec::new(),
            lost: Vec::new(),
        };
        let checked = check(&puzzle, &no_notes(), &proved, &mut Meter::unlimited());
        assert_eq!(checked, Ok(clean));
    }

    #[test]
    fn a_puzzle_without_one_solution_has_nothing_to_check_against() {
        let empty = Grid::empty();
        let several = check(
            &empty,
            &no_notes(),
            &Known::default(),
            &mut Meter::unlimited(),
        );
        assert_eq!(several, Ok(Checked::NoOneSolution(Verdict::Multiple)));
        // Nor does a solution the caller claims for them: the letters of another
        // solution are not wrong.
        let solution = generated(12, Target::Minimal).solution;
        let claimed = Known::proved(empty.clone(), solution).unwrap();
        let several = check(&empty, &no_notes(), &claimed, &mut Meter::unlimited());
        assert_eq!(several, Ok(Checked::NoOneSolution(Verdict::Multiple)));
    }
}
