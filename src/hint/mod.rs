//! The hint engine: the simplest step of logic that applies to the board as it stands.
//!
//! Each technique lives in one file: the function that looks for its pattern on the
//! [`Marks`] and returns a [`Step`], its name and rating, and its three levels of hint,
//! together in one `Rung` (`rung.rs`); the ladder (`ladder.rs`) lists the rungs and tries
//! them simplest first. Adding a technique is a new file with its rung, a variant of
//! [`Technique`], a line in the ladder, and a variant of [`Pattern`] if its pattern is
//! of a new family. A step only ever concludes what every solution agrees with:
//! placements are true in all of them, eliminations remove no solution's letter.
//!
//! A hint ([`hint`], `next_hint.rs`) finds a solution of the letters before it asks the
//! ladder, so that letters with no solution, or with several, get their own answer; what
//! is [`Known`] of the puzzle (`known.rs`) spares it that search. What the player is told
//! is a [`Hint`] (`answer.rs`).

mod answer;
mod check;
mod difficulty;
mod drawing;
#[cfg(test)]
mod fixtures;
mod grade;
mod graded;
mod json;
mod known;
mod model;
mod next_hint;
mod techniques;
mod words;

pub use answer::{gave_up_explanation, Hint};
pub use check::{check, Checked};
pub use difficulty::Difficulty;
pub use drawing::parts::{Because, BranchEnd, Fact, Implication, TracedBranch};
pub use drawing::parts::{Candidate, ChainLink, Drawing, Fate, Role, Side, Strength};
pub use grade::{grade, logical_path, step_rating, Grade, GradeError};
pub use graded::{generate_graded, Goal, Graded, NotMade, GRADED_ATTEMPTS};
pub use known::{Known, NotItsSolution};
pub use model::marks::Marks;
pub use model::pattern::{AlmostLockedSet, DynamicBranch, Link, Pattern, Roof};
pub use model::step::{Elimination, Placement, Step, Technique};
pub use next_hint::hint;
pub use techniques::ladder::{every_step, next_step, Uniqueness};
