//! Puzzles made to order: of a difficulty band, or needing a technique.

use super::difficulty::{Difficulty, UnknownDifficulty};
use super::grade::{path_up_to, Grade, GradeError};
use super::puzzles::{generate, Generated, Target};
use crate::budget::{GaveUp, Meter};
use crate::cell::Cell;
use crate::hint::model::step::Technique;
use crate::message::Message;
use crate::progress::{or_quiet, Progress};
use crate::random::Rng;
use std::fmt;
use std::str::FromStr;

/// What a puzzle made to order must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Goal {
    /// Of this band.
    Band(Difficulty),
    /// Solvable by logic, its hardest step being this technique.
    Needs(Technique),
}

impl Goal {
    fn accepts(self, grade: &Grade) -> bool {
        match self {
            // A puzzle made to order is one Hint can take to the end by logic: a player
            // who asks for an expert puzzle wants hard steps, not a guess.
            Goal::Band(band) => grade.difficulty == band && grade.logic_only(),
            Goal::Needs(technique) => grade.hardest == technique,
        }
    }

    /// The highest rating a step of an accepted puzzle can have: its band's top (a
    /// technique's puzzle may need anything up to the last resort).
    fn most(self) -> f32 {
        match self {
            Goal::Band(band) => band.most(),
            Goal::Needs(_) => f32::INFINITY,
        }
    }

    fn givens(self) -> std::ops::RangeInclusive<usize> {
        match self {
            Goal::Band(band) => band.givens(),
            Goal::Needs(technique) => Difficulty::of_rating(technique.rating()).givens(),
        }
    }
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Band(band) => write!(f, "{band}"),
            Goal::Needs(technique) => write!(f, "needs {}", technique.id()),
        }
    }
}

impl Goal {
    /// The goal as a message: `goal-band` ("is hard") or `goal-needs` ("needs X-Wing").
    pub fn message(self) -> Message {
        match self {
            Goal::Band(band) => Message::new("goal-band").word("band", band.name()),
            Goal::Needs(technique) => Message::new("goal-needs").technique("technique", technique),
        }
    }
}

impl FromStr for Goal {
    type Err = UnknownDifficulty;

    /// A band ("hard"), or a technique's name ("x-wing", or "needs x-wing").
    fn from_str(text: &str) -> Result<Goal, UnknownDifficulty> {
        let text = text.trim_ascii();
        if let Ok(band) = text.parse() {
            return Ok(Goal::Band(band));
        }
        let name = text.strip_prefix("needs ").unwrap_or(text);
        Technique::from_name(name)
            .filter(|&t| t != Technique::LastResort)
            .map(Goal::Needs)
            .ok_or_else(|| UnknownDifficulty {
                text: text.to_string(),
                or_technique: true,
            })
    }
}

/// A puzzle made to order, and its grade.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Graded {
    /// The puzzle, with its one solution.
    pub generated: Generated,
    /// Its grade, which meets the goal.
    pub grade: Grade,
}

/// Why no puzzle was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotMade {
    /// This many puzzles were made and graded, and none met the goal.
    NotFound {
        /// The goal asked for.
        goal: Goal,
        /// How many puzzles were made and graded.
        attempts: u32,
    },
    /// The budget ran out in this attempt (counting from 1).
    GaveUp {
        /// The goal asked for.
        goal: Goal,
        /// The attempt the budget ran out in, counting from 1.
        attempt: u32,
        /// What ran out, and when.
        gave_up: GaveUp,
    },
}

impl NotMade {
    /// Why no puzzle was made, as a message: `not-made-not-found` or `not-made-gave-up`,
    /// each with its goal ([`Goal::message`]).
    pub fn message(&self) -> Message {
        match *self {
            NotMade::NotFound { goal, attempts } => Message::new("not-made-not-found")
                .message("goal", goal.message())
                .number("attempts", attempts as usize),
            NotMade::GaveUp {
                goal,
                attempt,
                gave_up,
            } => Message::new("not-made-gave-up")
                .message("goal", goal.message())
                .message("gave-up", gave_up.message())
                .number("attempt", attempt as usize),
        }
    }
}

/// Why no puzzle was made, as data ([`NotMade::message`]).
impl fmt::Display for NotMade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for NotMade {}

/// How many puzzles [`generate_graded`] makes at most, for the command-line tool and the
/// page alike: a band takes a few, a rare technique can take hundreds or find none; a
/// budget's time limit ends the search sooner.
pub const GRADED_ATTEMPTS: u32 = 2000;

/// A unique puzzle that meets `goal`, made from `seed` (the same seed gives the same
/// puzzle): puzzles with a band's usual number of givens are made and graded until one
/// fits, `attempts` at most, one too hard for a band eased a letter at a time within its
/// givens (each a puzzle with one solution still). A band takes a few attempts; a rare
/// technique can take hundreds or find none. All the attempts draw on `meter`; `report`
/// is told how each attempt's generation and grade come along, each report carrying the
/// attempt's number.
pub fn generate_graded(
    seed: u64,
    goal: Goal,
    attempts: u32,
    meter: &mut Meter,
    report: Option<&mut dyn FnMut(Progress)>,
) -> Result<Graded, NotMade> {
    let mut report = or_quiet(report);
    let mut rng = Rng::new(seed);
    let givens = goal.givens();
    for attempt in 1..=attempts {
        let gave_up = |gave_up| NotMade::GaveUp {
            goal,
            attempt,
            gave_up,
        };
        let in_attempt = &mut |progress| {
            report(Progress {
                attempt: Some(attempt),
                ..progress
            })
        };
        let count = givens.start() + rng.below(givens.end() - givens.start() + 1);
        let target = Target::Givens(count);
        let mut generated =
            generate(rng.next_u64(), target, meter, Some(in_attempt)).map_err(gave_up)?;
        // A puzzle too hard for the band is turned down at its first step too hard, and
        // takes back one of its solution's letters at random, while the band's givens
        // allow: a puzzle with more givens than one with one solution has one too, and
        // is seldom harder.
        loop {
            let most = goal.most();
            match path_up_to(&generated.puzzle, most, meter, Some(in_attempt)) {
                Ok(Some(path)) => {
                    let grade = Grade::of_path(&path);
                    if goal.accepts(&grade) {
                        return Ok(Graded { generated, grade });
                    }
                    break;
                }
                Ok(None) if generated.puzzle.filled_count() < *givens.end() => {
                    let Generated { puzzle, solution } = &mut generated;
                    let at = rng.below(Cell::COUNT - puzzle.filled_count());
                    let mut empty = Cell::all().filter(|&c| puzzle.get(c).is_none());
                    if let Some(cell) = empty.nth(at) {
                        puzzle.set(cell, solution.get(cell));
                    }
                }
                Err(GradeError::GaveUp(g)) => return Err(gave_up(g)),
                Ok(None) | Err(GradeError::NoSolution | GradeError::SeveralSolutions) => break,
            }
        }
    }
    Err(NotMade::NotFound { goal, attempts })
}

#[cfg(test)]
mod tests {
    use super::super::grade::grade;
    use super::*;

    #[test]
    fn goals_read_bands_and_techniques() {
        assert_eq!("Hard".parse(), Ok(Goal::Band(Difficulty::Hard)));
        assert_eq!("x-wing".parse(), Ok(Goal::Needs(Technique::XWing)));
        assert_eq!(
            "needs naked pair".parse(),
            Ok(Goal::Needs(Technique::NakedPair))
        );
        assert!("impossible".parse::<Goal>().is_err());
        assert!("last resort".parse::<Goal>().is_err());
    }

    #[test]
    fn made_to_order_puzzles_have_the_grade_asked_for() {
        for band in Difficulty::ALL {
            let made = generate_graded(7, Goal::Band(band), 500, &mut Meter::unlimited(), None)
                .expect("found");
            assert_eq!(made.grade.difficulty, band);
            assert!(made.grade.logic_only(), "{band}: {:?}", made.grade);
            assert_eq!(
                grade(&made.generated.puzzle, &mut Meter::unlimited(), None).as_ref(),
                Ok(&made.grade)
            );
        }
        let made = generate_graded(
            3,
            Goal::Needs(Technique::NakedPair),
            500,
            &mut Meter::unlimited(),
            None,
        )
        .expect("found");
        assert_eq!(made.grade.hardest, Technique::NakedPair);
        assert!(made.grade.logic_only());
    }

    #[test]
    fn a_goal_out_of_reach_says_so() {
        let missing = generate_graded(
            1,
            Goal::Needs(Technique::Leviathan),
            2,
            &mut Meter::unlimited(),
            None,
        );
        assert_eq!(
            missing.err(),
            Some(NotMade::NotFound {
                goal: Goal::Needs(Technique::Leviathan),
                attempts: 2
            })
        );
    }
}
