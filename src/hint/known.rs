//! What a hint may know of the puzzle besides the board: its givens, and their one
//! solution once a count has proved it. A value the caller keeps and hands to every hint
//! of a solve (a page proves its puzzle as it loads), so that no hint proves it again: on
//! a tough puzzle each proof is a search of milliseconds. A hint takes the caller's own
//! proof on trust; a check does not (`check.rs`).

use crate::grid::Grid;
use crate::message::Message;
use crate::search::{Count, Verdict};
use std::fmt;

/// The puzzle a board comes from, as far as the caller knows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Known {
    /// The puzzle as first set, which lets a hint name the letters that differ from its
    /// solution.
    givens: Option<Grid>,
    /// The givens' only solution, when a count proved there is one.
    solution: Option<Grid>,
    /// Whether that count was made here ([`Known::counted`]) rather than claimed by the
    /// caller ([`Known::proved`]), whose solution is checked to solve the givens but not
    /// to be their only one.
    counted: bool,
}

/// A solution given for a puzzle that it does not solve: not a full grid that keeps the
/// rules and the givens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotItsSolution;

impl NotItsSolution {
    /// The error as a message (`not-its-solution`).
    pub fn message(self) -> Message {
        Message::new("not-its-solution")
    }
}

/// The error as data ([`NotItsSolution::message`]).
impl fmt::Display for NotItsSolution {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for NotItsSolution {}

impl Known {
    /// The givens, their solution not known: a hint proves what it needs itself.
    pub fn of(givens: Grid) -> Known {
        Known {
            givens: Some(givens),
            solution: None,
            counted: false,
        }
    }

    /// The givens and their only solution, as a count of the givens' solutions proved it
    /// (the core's `solve` answering unique). The solution is checked to be one of the
    /// givens'; that it is the only one is taken on trust by a hint, as the caller's
    /// proof, and proved again by a check.
    pub fn proved(givens: Grid, solution: Grid) -> Result<Known, NotItsSolution> {
        if !(solution.is_solved() && solution.keeps_givens_of(&givens)) {
            return Err(NotItsSolution);
        }
        Ok(Known {
            givens: Some(givens),
            solution: Some(solution),
            counted: false,
        })
    }

    /// The givens, with their solution if `count`, a count of the givens' solutions,
    /// proved it the only one.
    pub fn counted(givens: Grid, count: &Count) -> Known {
        match (count.verdict(), &count.first) {
            (Verdict::Unique, Some(solution)) => Known {
                givens: Some(givens),
                solution: Some(solution.clone()),
                counted: true,
            },
            _ => Known::of(givens),
        }
    }

    /// The givens, if known.
    pub fn givens(&self) -> Option<&Grid> {
        self.givens.as_ref()
    }

    /// The givens' only solution, if proved (or claimed by the caller).
    pub fn solution(&self) -> Option<&Grid> {
        self.solution.as_ref()
    }

    /// The givens' only solution, if a count made here proved it: not the caller's claim.
    pub(super) fn counted_solution(&self) -> Option<&Grid> {
        self.solution.as_ref().filter(|_| self.counted)
    }

    /// The only solution of `letters`, if the proof settles it: letters that keep every
    /// given and add only letters of the solution have it as their only solution too.
    pub(super) fn solution_of(&self, letters: &Grid) -> Option<&Grid> {
        let (givens, solution) = (self.givens.as_ref()?, self.solution.as_ref()?);
        let keeps = givens
            .filled()
            .all(|(cell, letter)| letters.get(cell) == Some(letter));
        let agrees = letters
            .filled()
            .all(|(cell, letter)| solution.get(cell) == Some(letter));
        (keeps && agrees).then_some(solution)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cell::Cell;
    use crate::generate::{generated, Target};
    use crate::letter::Letter;

    /// A proof settles only letters that keep the givens and agree with their solution;
    /// a solution that does not solve the givens is refused.
    #[test]
    fn a_proof_holds_only_for_letters_that_agree() {
        let generated = generated(4, Target::Minimal);
        let (puzzle, solution) = (generated.puzzle, generated.solution);
        let known = Known::proved(puzzle.clone(), solution.clone()).expect("its solution");
        let empty = Cell::all()
            .find(|&cell| puzzle.get(cell).is_none())
            .unwrap();
        let right = solution.get(empty).unwrap();
        let wrong = Letter::ALL
            .into_iter()
            .find(|&letter| letter != right)
            .unwrap();
        let mut more = puzzle.clone();
        more.set(empty, Some(right));
        assert_eq!(known.solution_of(&more), Some(&solution));
        more.set(empty, Some(wrong));
        assert_eq!(known.solution_of(&more), None);
        let given = puzzle.filled().next().unwrap().0;
        let mut fewer = puzzle.clone();
        fewer.set(given, None);
        assert_eq!(known.solution_of(&fewer), None);

        let mut not_it = solution.clone();
        not_it.set(empty, Some(wrong));
        assert_eq!(Known::proved(puzzle.clone(), not_it), Err(NotItsSolution));
        assert_eq!(Known::proved(puzzle.clone(), puzzle), Err(NotItsSolution));
    }
}
