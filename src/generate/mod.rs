//! Making puzzles and grading them.
//!
//! A random full grid, then givens taken away while the solution stays unique
//! (`puzzles.rs`); the grade of a puzzle, the hardest step of the path the hint ladder
//! takes through it, and the difficulty bands it falls in (`grade.rs`, `difficulty.rs`);
//! and puzzles made to a difficulty or needing a technique, by grading what is made
//! until one fits (`graded.rs`). Plain generation needs only the solver; the grade
//! climbs the hint engine's ladder, so grading sits above `hint` (which re-exports it as
//! `hexadoku::hint::grade` and the rest), and generation to a grade with it.

pub(crate) mod difficulty;
pub(crate) mod grade;
pub(crate) mod graded;
mod puzzles;

#[cfg(test)]
pub(crate) use puzzles::generated;
pub use puzzles::{
    generate, generate_unsolvable, random_solution, remove_givens, Generated, Target,
};
