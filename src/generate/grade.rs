//! Grading: how hard a puzzle is for a person, from the logical solve the hint ladder
//! makes of it, rated on the Sudoku Explainer scale.

use super::difficulty::Difficulty;
use crate::budget::{GaveUp, Meter};
use crate::cell::Cell;
use crate::grid::Grid;
use crate::hint::model::marks::Marks;
#[cfg(test)]
use crate::hint::model::step::Placement;
use crate::hint::model::step::{Step, Technique};
use crate::hint::techniques::ladder::{next_step, step_rating, Uniqueness};
use crate::hint::techniques::last_resort::last_resort;
use crate::hint::techniques::length::rated;
use crate::message::Message;
use crate::progress::{or_quiet, Phase, Progress};
use crate::search::{Solver, Verdict};
use std::fmt;

/// What a full logical solve of a puzzle took.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Grade {
    /// The rating of the hardest step.
    pub rating: f32,
    /// The technique of the hardest step.
    pub hardest: Technique,
    /// The band the rating falls in.
    pub difficulty: Difficulty,
    /// How many steps of each technique the solve took, in ladder order; only those used.
    pub steps: Vec<(Technique, usize)>,
}

impl Grade {
    /// Whether the ladder solved the puzzle without a last resort.
    pub fn logic_only(&self) -> bool {
        self.hardest != Technique::LastResort
    }

    /// How many steps the solve took in all.
    pub fn total_steps(&self) -> usize {
        self.steps.iter().map(|&(_, n)| n).sum()
    }

    /// Whether the solve used `technique`.
    pub fn uses(&self, technique: Technique) -> bool {
        self.steps.iter().any(|&(t, _)| t == technique)
    }
}

/// Why a puzzle cannot be graded: grading needs exactly one solution, found within the
/// budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GradeError {
    /// The puzzle has no solution.
    NoSolution,
    /// The puzzle has more than one solution.
    SeveralSolutions,
    /// The budget ran out, in the count of the puzzle's solutions or along its logical
    /// solve.
    GaveUp(GaveUp),
}

impl From<GaveUp> for GradeError {
    fn from(gave_up: GaveUp) -> GradeError {
        GradeError::GaveUp(gave_up)
    }
}

impl GradeError {
    /// Why there is no grade, as a message: `grade-no-solution`,
    /// `grade-several-solutions`, or what gave up ([`GaveUp::message`]).
    pub fn message(&self) -> Message {
        match self {
            GradeError::NoSolution => Message::new("grade-no-solution"),
            GradeError::SeveralSolutions => Message::new("grade-several-solutions"),
            GradeError::GaveUp(gave_up) => gave_up.message(),
        }
    }
}

/// Why there is no grade, as data ([`GradeError::message`]).
impl fmt::Display for GradeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for GradeError {}

impl Grade {
    /// The grade of a logical solve: its hardest step, and the steps of each technique.
    pub fn of_path(path: &[Step]) -> Grade {
        let mut counts = [0usize; Technique::ALL.len()];
        for step in path {
            counts[step.technique as usize] += 1;
        }
        let mut steps = Vec::new();
        for technique in Technique::ALL {
            let count = counts[technique as usize];
            if count > 0 {
                steps.push((technique, count));
            }
        }
        let (rating, hardest) = match hardest_step(path) {
            Some(at) => (step_rating(&path[at]), path[at].technique),
            None => (0.0, Technique::FullHouse),
        };
        Grade {
            rating,
            hardest,
            difficulty: Difficulty::of_rating(rating),
            steps,
        }
    }
}

/// Where in `path` its hardest step is: the first of the highest rating, and among steps
/// of one rating, of the technique latest on the ladder (the harder). None for no step.
// Out of line: the WebAssembly module would hold a copy in each caller.
#[inline(never)]
pub fn hardest_step(path: &[Step]) -> Option<usize> {
    let mut hardest: Option<(usize, f32, Technique)> = None;
    for (at, step) in path.iter().enumerate() {
        let rating = step_rating(step);
        let harder = match hardest {
            None => true,
            Some((_, most, technique)) => {
                rating > most || (rating == most && step.technique > technique)
            }
        };
        if harder {
            hardest = Some((at, rating, step.technique));
        }
    }
    hardest.map(|(at, ..)| at)
}

/// Solves `puzzle` step by step, the simplest step first, and rates what it took. Its
/// whole logical solve draws on `meter`; `report` is told how many of the puzzle's empty
/// cells the solve has filled ([`Phase::Grading`]): none once the puzzle is known to
/// have one solution, then after each step that places letters.
pub fn grade(
    puzzle: &Grid,
    meter: &mut Meter,
    report: Option<&mut dyn FnMut(Progress)>,
) -> Result<Grade, GradeError> {
    logical_path(puzzle, meter, report).map(|path| Grade::of_path(&path))
}

/// Every step of the logical solve of `puzzle`, in order: the ladder's simplest step
/// each time, and the solution's letter for the emptiest cell where no technique applies.
/// It draws on `meter` (the search that makes sure the puzzle has one solution spends its
/// nodes, and the clock is read at every step), and tells `report` as [`grade`] does.
pub fn logical_path(
    puzzle: &Grid,
    meter: &mut Meter,
    report: Option<&mut dyn FnMut(Progress)>,
) -> Result<Vec<Step>, GradeError> {
    path_up_to(puzzle, f32::INFINITY, meter, report).map(Option::unwrap_or_default)
}

/// The logical solve of `puzzle`, as [`logical_path`] makes it, or None as soon as a step
/// is rated above `most`: a puzzle made to a band is turned down at its first step too
/// hard, without following the rest of its solve.
pub(super) fn path_up_to(
    puzzle: &Grid,
    most: f32,
    meter: &mut Meter,
    report: Option<&mut dyn FnMut(Progress)>,
) -> Result<Option<Vec<Step>>, GradeError> {
    let count = Solver::new().count(puzzle, Verdict::COUNT_LIMIT, meter);
    meter.result()?;
    let solution = match (count.verdict(), count.first) {
        (Verdict::Unique, Some(solution)) => solution,
        (Verdict::None, _) => return Err(GradeError::NoSolution),
        _ => return Err(GradeError::SeveralSolutions),
    };
    let mut report = or_quiet(report);
    let empty = Cell::COUNT - puzzle.filled_count();
    let mut filled = 0;
    report(Progress::new(Phase::Grading, filled, empty));
    let mut placed = |letters: usize| {
        filled += letters;
        report(Progress::new(Phase::Grading, filled, empty));
    };
    // The count above proved the puzzle has one solution: the uniqueness techniques hold.
    let marks = Marks::new(puzzle);
    Ok(steps_to_the_end(
        marks,
        Vec::new(),
        &solution,
        most,
        meter,
        &mut placed,
    )?)
}

/// The steps from `marks` to a complete grid, in order: those `taken` already, then the
/// ladder's simplest step each time, the uniqueness techniques among them, and the letter
/// of `solution`, the letters' only one, for the emptiest cell where no technique
/// applies; each rated as it is taken (a forcing chain measured on its board), and None
/// as soon as one is rated above `most`. The clock of `meter` is read at every step;
/// `placed(n)` is told of each step found that places `n` letters.
pub(crate) fn steps_to_the_end(
    mut marks: Marks,
    taken: Vec<Step>,
    solution: &Grid,
    most: f32,
    meter: &mut Meter,
    placed: &mut dyn FnMut(usize),
) -> Result<Option<Vec<Step>>, GaveUp> {
    let mut path = Vec::with_capacity(taken.len());
    let mut next = taken.into_iter();
    while !marks.is_complete() {
        meter.check()?;
        let mut step = next.next().unwrap_or_else(|| {
            next_step(&marks, Uniqueness::Proved).unwrap_or_else(|| last_resort(&marks, solution))
        });
        step = rated(step, &marks);
        if step_rating(&step) > most {
            return Ok(None);
        }
        marks.apply(&step);
        if !step.placements.is_empty() {
            placed(step.placements.len());
        }
        path.push(step);
    }
    Ok(Some(path))
}

/// The letters of `path` placed, in order: for checking a path against a solution.
#[cfg(test)]
pub fn placements(path: &[Step]) -> impl Iterator<Item = Placement> + '_ {
    path.iter().flat_map(|step| step.placements.iter().copied())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{generate_unsolvable, generated};
    use crate::Target;

    #[test]
    fn a_grade_counts_every_step_of_the_path() {
        let generated = generated(5, Target::Givens(150));
        let path = logical_path(&generated.puzzle, &mut Meter::unlimited(), None).expect("unique");
        let grade = grade(&generated.puzzle, &mut Meter::unlimited(), None).expect("unique");
        assert_eq!(grade.total_steps(), path.len());
        let placed = placements(&path).count();
        assert_eq!(placed, 256 - generated.puzzle.filled_count());
        assert!(grade.steps.windows(2).all(|w| w[0].0 < w[1].0));
        let max = path.iter().map(step_rating).fold(0.0, f32::max);
        assert_eq!(grade.rating, max);
        assert_eq!(grade.difficulty, Difficulty::of_rating(max));
    }

    #[test]
    fn puzzles_without_one_solution_are_not_graded() {
        assert_eq!(
            grade(&Grid::empty(), &mut Meter::unlimited(), None),
            Err(GradeError::SeveralSolutions)
        );
        let unsolvable = generate_unsolvable(3, &mut Meter::unlimited()).expect("no budget");
        assert_eq!(
            grade(&unsolvable, &mut Meter::unlimited(), None),
            Err(GradeError::NoSolution)
        );
    }
}
