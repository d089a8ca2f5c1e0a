//! The whole path from a board, as a hint sees it: the hint's checks of the letters and
//! marks first (wrong letters, notes that lost the solution's letter, a complete grid),
//! then every step of logic from there to the end, each as the ladder gives it, and the
//! grade of what they took. A hint is the first step of its path.

use super::answer::Hint;
use super::known::Known;
use super::model::marks::Marks;
use super::model::step::Step;
use super::next_hint::hint;
use crate::budget::{GaveUp, Meter};
use crate::generate::grade::{hardest_step, steps_to_the_end, Grade};
use crate::grid::Grid;
use crate::search::{Solver, Verdict};

/// The path from a board to the end, or why there is none.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum SolvingPath {
    /// Every step from the board to its complete grid, in order, the first being the
    /// hint's, and what they took.
    Steps {
        /// The steps, in order.
        steps: Vec<Step>,
        /// The grade of the steps: the hardest, and how many of each technique.
        grade: Grade,
        /// Where among `steps` the hardest is: the first of the highest rating, and among
        /// steps of one rating, of the technique latest on the ladder.
        hardest: usize,
    },
    /// The letters allow several solutions: there is no one end to go to, though a hint
    /// may find steps that hold in all of them.
    SeveralSolutions,
    /// What a hint says instead of a step: the grid is complete, its letters have no
    /// solution (the wrong ones named), the marks lost the solution's letters, or no
    /// letter is certain ([`Hint`], any but a step).
    NoStep(Hint),
}

/// The path from `marks` (a board's letters and marks) to its complete grid: the hint's
/// answer for them, and while it is a step, every step after it as the ladder takes them
/// (as [`crate::hint::logical_path`] does from a puzzle's givens), once the letters are
/// proved to have one solution: by what is `known` of the puzzle, or by a count. Every
/// search and step draws on `meter`.
pub fn path(marks: &Marks, known: &Known, meter: &mut Meter) -> Result<SolvingPath, GaveUp> {
    let first = match hint(marks, known, meter)? {
        Hint::Step(step) => step,
        other => return Ok(SolvingPath::NoStep(other)),
    };
    let Some(solution) = one_solution(marks.grid(), known, meter)? else {
        return Ok(SolvingPath::SeveralSolutions);
    };
    let steps = steps_to_the_end(
        marks.clone(),
        vec![first],
        &solution,
        f32::INFINITY,
        meter,
        &mut |_| {},
    )?
    .unwrap_or_default();
    let grade = Grade::of_path(&steps);
    let hardest = hardest_step(&steps).unwrap_or_default();
    Ok(SolvingPath::Steps {
        steps,
        grade,
        hardest,
    })
}

/// The only solution of `letters`, which have one at least (a hint found a step on them):
/// the proof's, if `known` settles it, or else a count's; None when they have several.
fn one_solution(letters: &Grid, known: &Known, meter: &mut Meter) -> Result<Option<Grid>, GaveUp> {
    if let Some(solution) = known.solution_of(letters) {
        return Ok(Some(solution.clone()));
    }
    let count = Solver::new().count(letters, Verdict::COUNT_LIMIT, meter);
    meter.result()?;
    Ok(match (count.verdict(), count.first) {
        (Verdict::Unique, first) => first,
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::candidates::CandidateSet;
    use crate::cell::Cell;
    use crate::generate::grade::logical_path;
    use crate::generate::{generated, Target};
    use crate::hint::model::step::Placement;
    use crate::letter::Letter;

    fn path_of(marks: &Marks, known: &Known) -> SolvingPath {
        path(marks, known, &mut Meter::unlimited()).expect("no budget")
    }

    fn steps_of(answer: SolvingPath) -> (Vec<Step>, Grade, usize) {
        match answer {
            SolvingPath::Steps {
                steps,
                grade,
                hardest,
            } => (steps, grade, hardest),
            other => panic!("no path: {other:?}"),
        }
    }

    /// Every placement is the solution's letter and no elimination takes it out, and the
    /// steps end on the complete grid.
    fn assert_sound(marks: &Marks, steps: &[Step], solution: &Grid) {
        let mut walked = marks.clone();
        for step in steps {
            for placement in &step.placements {
                assert_eq!(solution.get(placement.cell), Some(placement.letter));
            }
            for elimination in &step.eliminations {
                let letter = solution.get(elimination.cell).expect("solved");
                assert!(!elimination.letters.contains(letter), "{step:?}");
            }
            walked.apply(step);
        }
        assert!(walked.is_complete());
        assert_eq!(walked.grid(), solution);
    }

    /// From a puzzle's plain candidates the path is the grade's logical solve, step for
    /// step, with the same grade, whether the solution was proved or counted.
    #[test]
    fn from_plain_candidates_the_path_is_the_logical_solve() {
        for seed in [3, 8] {
            let made = generated(seed, Target::Minimal);
            let puzzle = &made.puzzle;
            let solve = logical_path(puzzle, &mut Meter::unlimited(), None).expect("unique");
            let proved = Known::proved(puzzle.clone(), made.solution.clone()).unwrap();
            for known in [Known::default(), Known::of(puzzle.clone()), proved] {
                let marks = Marks::new(puzzle);
                let (steps, grade, hardest) = steps_of(path_of(&marks, &known));
                assert_eq!(steps, solve, "seed {seed}");
                assert_eq!(grade, Grade::of_path(&solve));
                assert_eq!(steps[hardest].technique, grade.hardest);
                assert_sound(&marks, &steps, &made.solution);
            }
        }
    }

    /// From a board part of the way, with the player's letters and notes, the path goes
    /// on from there: its first step is the hint's, and it ends on the solution.
    #[test]
    fn from_a_board_part_of_the_way_the_path_starts_with_the_hint() {
        let made = generated(6, Target::Givens(140));
        let mut grid = made.puzzle.clone();
        let empty: Vec<Cell> = Cell::all().filter(|&c| grid.get(c).is_none()).collect();
        for &cell in empty.iter().take(20) {
            grid.set(cell, made.solution.get(cell));
        }
        // Notes in a few cells: the solution's letter and one other.
        let mut notes = vec![CandidateSet::ALL; Cell::COUNT];
        for &cell in empty.iter().skip(20).take(10) {
            let right = made.solution.get(cell).unwrap();
            let other = Letter::ALL.into_iter().find(|&l| l != right).unwrap();
            notes[cell.index()] = CandidateSet::single(right) | CandidateSet::single(other);
        }
        let marks = Marks::with_marks(&grid, &notes);
        let known = Known::of(made.puzzle.clone());
        let (steps, grade, hardest) = steps_of(path_of(&marks, &known));
        let Hint::Step(first) = hint(&marks, &known, &mut Meter::unlimited()).unwrap() else {
            panic!("a step");
        };
        assert_eq!(steps[0], first);
        assert_eq!(grade.total_steps(), steps.len());
        assert_eq!(hardest_step(&steps), Some(hardest));
        assert_sound(&marks, &steps, &made.solution);
    }

    /// The hint's checks come first: a complete grid, a wrong letter, notes that lost
    /// the solution's letter; and letters with several solutions have no path.
    #[test]
    fn boards_without_a_path_say_why_as_a_hint_does() {
        let made = generated(7, Target::Minimal);
        let known = Known::of(made.puzzle.clone());
        let complete = Marks::new(&made.solution);
        assert_eq!(
            path_of(&complete, &known),
            SolvingPath::NoStep(Hint::Complete)
        );

        let cell = Cell::all().find(|&c| made.puzzle.get(c).is_none()).unwrap();
        let right = made.solution.get(cell).unwrap();
        let wrong = Letter::ALL.into_iter().find(|&l| l != right).unwrap();
        let mut grid = made.puzzle.clone();
        grid.set(cell, Some(wrong));
        let answer = path_of(&Marks::new(&grid), &known);
        let SolvingPath::NoStep(Hint::NoSolution { wrong: named, .. }) = answer else {
            panic!("no solution: {answer:?}");
        };
        assert_eq!(
            named,
            vec![Placement {
                cell,
                letter: wrong
            }]
        );

        let mut notes = vec![CandidateSet::ALL; Cell::COUNT];
        notes[cell.index()] = !CandidateSet::single(right);
        let lost = Marks::with_marks(&made.puzzle, &notes);
        assert_eq!(
            path_of(&lost, &known),
            SolvingPath::NoStep(Hint::LostLetters {
                lost: vec![Placement {
                    cell,
                    letter: right
                }]
            })
        );

        // A minimal puzzle less a given has several solutions; a hint may still find a
        // step, but no path goes to one end.
        let mut open = made.puzzle.clone();
        let given = Cell::all().find(|&c| open.get(c).is_some()).unwrap();
        open.set(given, None);
        let several = path_of(&Marks::new(&open), &Known::default());
        assert!(
            matches!(
                several,
                SolvingPath::SeveralSolutions | SolvingPath::NoStep(Hint::Ambiguous)
            ),
            "{several:?}"
        );
    }

    /// As JSON: each step as a hint's, rated and not drawn, the hardest's index and the
    /// grade; the answers that are no path as the hint writes them.
    #[test]
    fn as_json_each_step_is_written_as_a_hints() {
        use crate::hint::Sentences;
        let made = generated(4, Target::Givens(200));
        let answer = path_of(&Marks::new(&made.puzzle), &Known::default());
        let json = answer.to_json(Sentences::AsData);
        let (steps, grade, hardest) = steps_of(answer);
        assert!(json.starts_with("{\"status\":\"path\",\"steps\":[{\"rating\":"));
        assert_eq!(json.matches("\"rating\":").count(), steps.len() + 1);
        assert!(!json.contains("\"drawing\""));
        assert!(json.ends_with(&format!(
            "],\"hardest\":{hardest},\"grade\":{}}}",
            grade.to_json(Sentences::AsData)
        )));
        assert!(grade
            .to_json(Sentences::AsData)
            .starts_with(&format!("{{\"rating\":{:.1},", grade.rating)));
        let complete = path_of(&Marks::new(&made.solution), &Known::default());
        assert_eq!(
            complete.to_json(Sentences::AsData),
            "{\"status\":\"complete\"}"
        );
        assert_eq!(
            SolvingPath::SeveralSolutions.to_json(Sentences::AsData),
            "{\"status\":\"multiple\",\"explanation\":{\"id\":\"path-several-solutions\",\"args\":{}}}"
        );
    }

    /// A hint asked rated, on the marks it was found on, is written as the path's step,
    /// with the rating it has on the path (a forcing chain's measured by its branches): the
    /// engine's path, made of such hints, is this path.
    #[test]
    fn a_rated_hint_is_written_with_the_rating_its_step_has_on_the_path() {
        use crate::hint::{step_rating, Sentences};
        let made = generated(2, Target::Minimal);
        let known = Known::proved(made.puzzle.clone(), made.solution.clone()).unwrap();
        let mut marks = Marks::new(&made.puzzle);
        let (steps, ..) = steps_of(path_of(&marks, &known));
        assert!(steps.iter().any(|step| step.measured_rating.is_some()));
        for step in &steps {
            let hint = hint(&marks, &known, &mut Meter::unlimited()).unwrap();
            // The path's step itself (a contradiction the easiest on its board, which
            // the hint, unrated, need not be), with its rating.
            let path_step = Hint::Step(step.clone()).to_json(None, Sentences::AsData);
            let rated = format!("{{\"status\":\"step\",\"rating\":{:.1},", step_rating(step));
            assert_eq!(
                hint.to_rated_json(None, Some(&marks), Sentences::AsData),
                path_step.replacen("{\"status\":\"step\",", &rated, 1)
            );
            marks.apply(step);
        }
        assert!(marks.is_complete());
    }

    /// The path draws on the budget: a meter that allows no search gives up.
    #[test]
    fn the_path_gives_up_when_the_budget_runs_out() {
        let made = generated(2, Target::Minimal);
        let mut meter = Meter::start(crate::Budget::nodes(1), None);
        assert!(path(&Marks::new(&made.puzzle), &Known::default(), &mut meter).is_err());
    }
}
