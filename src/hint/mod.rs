//! The hint engine: the simplest step of logic that applies to the board as it stands.
//!
//! Its folders, from the bottom up, each using only those above it in this list:
//!
//! - `model/`: the step model, what a [`Step`] is ([`Technique`], [`Placement`],
//!   [`Elimination`], [`Pattern`]) and the board it is found on ([`Marks`]).
//! - `drawing/`: a step as a picture ([`Drawing`]), forcing chains' branches traced
//!   implication by implication ([`TracedBranch`]).
//! - `words/`: what a step says, as data: the [`Message`] every sentence is (its
//!   identifier in the catalogues, and its parts), a step's levels of detail, the lines
//!   of a drawing's list. The sentences themselves are in the catalogues
//!   (`words/<lang>/*.ftl`), written by the front ends.
//! - `techniques/`: one file per technique or family, each declaring its rungs (its identifier,
//!   rating, finder and three levels of hint), and the ladder that lists the rungs and
//!   tries them simplest first ([`next_step`]). Adding a technique is a new file with its
//!   rung, a variant of [`Technique`], a line in the ladder, and a variant of [`Pattern`]
//!   if its pattern is of a new family. A step only ever concludes what every solution
//!   agrees with: placements are true in all of them, eliminations remove no solution's
//!   letter.
//!
//! And beside them, in this folder: a hint ([`hint`], `next_hint.rs`) finds a solution of
//! the letters before it asks the ladder, so that letters with no solution, or with
//! several, get their own answer; what is [`Known`] of the puzzle (`known.rs`) spares it
//! that search. What the player is told is a [`Hint`] (`answer.rs`), written as JSON for
//! the WebAssembly API and the CLI by `json.rs`, the wire format. The [`path()`]
//! (`path.rs`) from a board goes on from its hint to the end, step by step. [`check()`]
//! (`check.rs`) finds the letters that differ from the solution and the notes that lost
//! it. The grade and puzzles made to one live with generation (`src/generate/`), above
//! this module; they are re-exported here.

mod answer;
mod check;
mod drawing;
#[cfg(test)]
mod fixtures;
mod json;
mod known;
pub(crate) mod model;
mod next_hint;
mod path;
pub(crate) mod techniques;
mod words;

pub use crate::generate::difficulty::{Difficulty, UnknownDifficulty};
pub use crate::generate::grade::{grade, logical_path, Grade, GradeError};
pub use crate::generate::graded::{generate_graded, Goal, Graded, NotMade, GRADED_ATTEMPTS};
pub use crate::message::{Join, Message, Value};
pub use answer::Hint;
pub use check::{check, Checked};
pub use drawing::parts::{
    Because, BranchEnd, Candidate, ChainLink, Drawing, Fact, Fate, Implication, Role, Side,
    Strength, TracedBranch,
};
pub use json::Sentences;
pub use known::{Known, NotItsSolution};
pub use model::marks::Marks;
pub use model::pattern::{AlmostLockedSet, DynamicBranch, Link, Pattern, Roof};
pub use model::step::{Elimination, Placement, Step, Technique};
pub use next_hint::hint;
pub use path::{path, SolvingPath};
pub use techniques::ladder::{every_step, next_step, step_rating, Uniqueness};
pub use words::gave_up_explanation;
