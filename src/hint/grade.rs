//! Grading: how hard a puzzle is for a person, from the logical solve the hint ladder
//! makes of it, rated on the Sudoku Explainer scale.

use super::difficulty::Difficulty;
use super::ladder::{last_resort, next_step};
use super::marks::Marks;
#[cfg(test)]
use super::step::Placement;
use super::step::{Step, Technique};
use crate::budget::{GaveUp, Meter};
use crate::cell::Cell;
use crate::grid::Grid;
use crate::progress::{Phase, Progress};
use crate::search::{Solver, Verdict};
use crate::unit::UnitKind;
use std::fmt;

impl Technique {
    /// Every technique, in ladder order.
    pub const ALL: [Technique; 36] = [
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::NakedSubset5,
        Technique::Squirmbag,
        Technique::HiddenSubset5,
        Technique::NakedSubset6,
        Technique::Whale,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::WWing,
        Technique::ColourWrap,
        Technique::ColourTrap,
        Technique::XChain,
        Technique::HiddenSubset6,
        Technique::XyChain,
        Technique::NakedSubset7,
        Technique::Aic,
        Technique::Leviathan,
        Technique::HiddenSubset7,
        Technique::CellForcingChain,
        Technique::UnitForcingChain,
        Technique::LastResort,
    ];

    /// The technique a player names, in any case ("x-wing", "Hidden pair").
    pub fn from_name(name: &str) -> Option<Technique> {
        // Names are ASCII, and so is the space trimmed around them: Unicode trimming
        // would bring its tables into the WebAssembly module.
        let name = name.trim_ascii();
        Technique::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(name))
    }

    /// The technique's rating on the Sudoku Explainer scale (1.0 for a full house up to
    /// about 9 for nested forcing chains). Where Sudoku Explainer has the technique, its
    /// value; where it does not (it knows no W-Wing, no colouring, nothing past a quad),
    /// the value it gives the chain or fish of the same size. A last resort rates 10:
    /// past every technique, since only search placed the letter.
    pub fn rating(self) -> f32 {
        match self {
            Technique::FullHouse => 1.0,
            Technique::HiddenSingle => 1.5,
            Technique::NakedSingle => 2.3,
            Technique::Pointing => 2.6,
            Technique::Claiming => 2.8,
            Technique::NakedPair => 3.0,
            Technique::XWing => 3.2,
            Technique::HiddenPair => 3.4,
            Technique::NakedTriple => 3.6,
            Technique::Swordfish => 3.8,
            Technique::HiddenTriple => 4.0,
            Technique::XyWing => 4.2,
            Technique::XyzWing => 4.4,
            Technique::NakedQuad => 5.0,
            Technique::Jellyfish => 5.2,
            Technique::HiddenQuad => 5.4,
            Technique::NakedSubset5 => 5.6,
            Technique::Squirmbag => 5.8,
            Technique::HiddenSubset5 => 6.0,
            Technique::NakedSubset6 => 6.2,
            Technique::Whale => 6.4,
            Technique::Skyscraper | Technique::TwoStringKite | Technique::WWing => 6.6,
            Technique::ColourWrap | Technique::ColourTrap => 6.6,
            Technique::XChain | Technique::HiddenSubset6 => 6.6,
            Technique::XyChain | Technique::NakedSubset7 => 6.8,
            Technique::Aic | Technique::Leviathan => 7.0,
            Technique::HiddenSubset7 => 7.2,
            // Sudoku Explainer rates forcing chains by kind and length, from about 7.5 for
            // the simplest to 8.5 and up for dynamic ones; these, which follow each branch
            // by singles, locked candidates and naked pairs, sit above every chain here.
            Technique::CellForcingChain => 8.2,
            Technique::UnitForcingChain => 8.4,
            Technique::LastResort => 10.0,
        }
    }
}

/// A step's rating: its technique's, except that a hidden single in a box, the easiest
/// to see, rates 1.2 as in Sudoku Explainer.
pub fn step_rating(step: &Step) -> f32 {
    let in_box = step
        .units()
        .first()
        .is_some_and(|u| matches!(u.kind(), UnitKind::Box(_)));
    match step.technique {
        Technique::HiddenSingle if in_box => 1.2,
        technique => technique.rating(),
    }
}

/// What a full logical solve of a puzzle took.
#[derive(Clone, Debug, PartialEq)]
pub struct Grade {
    /// The rating of the hardest step.
    pub rating: f32,
    /// The technique of the hardest step.
    pub hardest: Technique,
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
pub enum GradeError {
    NoSolution,
    SeveralSolutions,
    GaveUp(GaveUp),
}

impl From<GaveUp> for GradeError {
    fn from(gave_up: GaveUp) -> GradeError {
        GradeError::GaveUp(gave_up)
    }
}

impl fmt::Display for GradeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GradeError::NoSolution => f.write_str("the puzzle has no solution"),
            GradeError::SeveralSolutions => f.write_str("the puzzle has more than one solution"),
            GradeError::GaveUp(gave_up) => gave_up.fmt(f),
        }
    }
}

impl std::error::Error for GradeError {}

impl Grade {
    /// The grade of a logical solve: its hardest step, and the steps of each technique.
    pub fn of_path(path: &[Step]) -> Grade {
        let mut counts = [0usize; Technique::ALL.len()];
        let mut hardest = (0.0, Technique::FullHouse);
        for step in path {
            let rating = step_rating(step);
            // Among steps of one rating, the later technique on the ladder is the harder.
            if rating > hardest.0 || (rating == hardest.0 && step.technique > hardest.1) {
                hardest = (rating, step.technique);
            }
            counts[step.technique as usize] += 1;
        }
        let mut steps = Vec::new();
        for technique in Technique::ALL {
            let count = counts[technique as usize];
            if count > 0 {
                steps.push((technique, count));
            }
        }
        Grade {
            rating: hardest.0,
            hardest: hardest.1,
            difficulty: Difficulty::of_rating(hardest.0),
            steps,
        }
    }
}

/// Solves `puzzle` step by step, the simplest step first, and rates what it took.
pub fn grade(puzzle: &Grid) -> Result<Grade, GradeError> {
    grade_within(puzzle, &mut Meter::unlimited())
}

/// The grade [`grade`] gives, its whole logical solve drawing on `meter`.
pub fn grade_within(puzzle: &Grid, meter: &mut Meter) -> Result<Grade, GradeError> {
    grade_reporting(puzzle, meter, &mut |_| {})
}

/// The grade [`grade_within`] gives, telling `report` how many of the puzzle's empty
/// cells the logical solve has filled ([`Phase::Grading`]): none once the puzzle is known
/// to have one solution, then after each step that places letters.
pub fn grade_reporting(
    puzzle: &Grid,
    meter: &mut Meter,
    report: &mut dyn FnMut(Progress),
) -> Result<Grade, GradeError> {
    logical_path_reporting(puzzle, meter, report).map(|path| Grade::of_path(&path))
}

/// Every step of the logical solve of `puzzle`, in order: the ladder's simplest step
/// each time, and the solution's letter for the emptiest cell where no technique applies.
pub fn logical_path(puzzle: &Grid) -> Result<Vec<Step>, GradeError> {
    logical_path_within(puzzle, &mut Meter::unlimited())
}

/// The path [`logical_path`] takes, drawing on `meter`: the search that makes sure the
/// puzzle has one solution spends its nodes, and the clock is read at every step.
pub fn logical_path_within(puzzle: &Grid, meter: &mut Meter) -> Result<Vec<Step>, GradeError> {
    logical_path_reporting(puzzle, meter, &mut |_| {})
}

fn logical_path_reporting(
    puzzle: &Grid,
    meter: &mut Meter,
    report: &mut dyn FnMut(Progress),
) -> Result<Vec<Step>, GradeError> {
    let count = Solver::new().count_within(puzzle, Verdict::COUNT_LIMIT, meter);
    meter.result()?;
    let solution = match (count.verdict(), count.first) {
        (Verdict::Unique, Some(solution)) => solution,
        (Verdict::None, _) => return Err(GradeError::NoSolution),
        _ => return Err(GradeError::SeveralSolutions),
    };
    let mut marks = Marks::new(puzzle);
    let mut path = Vec::new();
    let empty = Cell::COUNT - puzzle.filled_count();
    let mut filled = 0;
    report(Progress::new(Phase::Grading, filled, empty));
    while !marks.is_complete() {
        meter.check()?;
        let step = next_step(&marks).unwrap_or_else(|| last_resort(&marks, &solution));
        marks.apply(&step);
        if !step.placements.is_empty() {
            filled += step.placements.len();
            report(Progress::new(Phase::Grading, filled, empty));
        }
        path.push(step);
    }
    Ok(path)
}

/// The letters of `path` placed, in order: for checking a path against a solution.
#[cfg(test)]
pub fn placements(path: &[Step]) -> impl Iterator<Item = Placement> + '_ {
    path.iter().flat_map(|step| step.placements.iter().copied())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{generate, Target};

    #[test]
    fn all_lists_every_technique_once_in_order_and_names_find_them() {
        // Discriminants count up from 0 in declaration order, the last resort last.
        assert_eq!(Technique::ALL.len(), Technique::LastResort as usize + 1);
        assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
        // Simplest first means lowest rated first: the grade is then the hardest step
        // the puzzle needs, not one the ladder reached before an easier one.
        assert!(
            Technique::ALL
                .windows(2)
                .all(|w| w[0].rating() <= w[1].rating()),
            "the ladder goes down the scale somewhere"
        );
        for technique in Technique::ALL {
            assert_eq!(Technique::from_name(technique.name()), Some(technique));
            assert!(technique.rating() >= 1.0);
        }
        assert_eq!(Technique::from_name("x-wing"), Some(Technique::XWing));
        assert_eq!(Technique::from_name("Y-Wing"), None);
    }

    #[test]
    fn a_grade_counts_every_step_of_the_path() {
        let generated = generate(5, Target::Givens(150));
        let path = logical_path(&generated.puzzle).expect("unique");
        let grade = grade(&generated.puzzle).expect("unique");
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
        assert_eq!(grade(&Grid::empty()), Err(GradeError::SeveralSolutions));
        let unsolvable = crate::generate_unsolvable(3);
        assert_eq!(grade(&unsolvable), Err(GradeError::NoSolution));
    }
}
