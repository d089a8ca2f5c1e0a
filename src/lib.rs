//! Hexadoku: a 16×16 sudoku solver, counter and generator over the letters `A`–`P`.
//!
//! The core is pure Rust with no I/O, so the same code serves the command-line tool and
//! the WebAssembly build.
//!
//! ```
//! use hexadoku::{generate, parse_puzzle, Meter, Outcome, Solver, Target};
//!
//! // Every operation that searches draws on a meter: its budget, here none.
//! let puzzle = generate(7, Target::Givens(150), &mut Meter::unlimited(), None)
//!     .expect("no budget to run out")
//!     .puzzle;
//! let text = hexadoku::to_line(&puzzle);
//! let parsed = parse_puzzle(&text).unwrap();
//! match Solver::new().solve(&parsed, &mut Meter::unlimited()).outcome {
//!     Outcome::Solved(grid) => assert!(grid.is_solved() && grid.keeps_givens_of(&parsed)),
//!     other => panic!("{other:?}"),
//! }
//! ```

#![warn(missing_docs)]

/// The library's page (docs/library.md), whose examples run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../docs/library.md")]
pub struct LibraryPage;

mod board;
mod budget;
mod candidates;
mod cell;
mod cell_set;
mod format;
mod generate;
mod grid;
pub mod hint;
mod learn;
mod letter;
mod message;
mod parse;
mod progress;
mod random;
mod search;
mod tally;
mod unit;

pub use budget::{Budget, Clock, GaveUp, Limit, Meter};
pub use candidates::CandidateSet;
pub use cell::Cell;
pub use format::{format, format_in, to_framed, to_line, to_rows, Layout};
pub use generate::{
    generate, generate_unsolvable, random_solution, remove_givens, Generated, Target,
};
pub use grid::{Clash, Grid};
pub use letter::{Letter, Symbols};
pub use message::{Join, Message, Value};
pub use parse::{
    parse_letters, parse_puzzle, parse_puzzle_in, ParseError, Parsed, Splitter, UnknownSymbols,
};
pub use progress::{Phase, Progress};
pub use random::Rng;
pub use search::{Completeness, Count, Outcome, Solution, Solver, Stats, Verdict};
pub use unit::{Unit, UnitKind};
