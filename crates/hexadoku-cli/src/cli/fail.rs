//! Every failure the tool writes, on standard error or in a puzzle's slot on standard
//! output, is written here: [`Failure::text`] is the one place an error becomes words,
//! and [`fail`] the one place one is reported.

use super::words::{say, write};
use hexadoku::hint::{GradeError, NotMade};
use hexadoku::{GaveUp, Message, ParseError};
use hexadoku_words::Arg;
use std::io;

/// What went wrong.
pub enum Failure<'a> {
    /// Reading the input or writing the output failed (the input named; see `batch.rs`).
    Io(&'a io::Error),
    /// A puzzle could not be read.
    Parse(&'a ParseError),
    /// A puzzle's budget ran out.
    GaveUp(GaveUp),
    /// Counting's budget ran out after finding this many solutions.
    CountGaveUp(GaveUp, u64),
    /// The generator's budget ran out.
    GeneratorGaveUp(GaveUp),
    /// The hint's budget ran out (`hint --json`'s message).
    HintGaveUp(GaveUp),
    /// No puzzle of the difficulty asked for was made.
    NotMade(NotMade),
    /// A puzzle could not be graded (or explained).
    Grade(GradeError),
    /// A puzzle `solve` found no solution of.
    NoSolution,
    /// A hint that is no step, its explanation already written.
    Hint(String),
}

impl Failure<'_> {
    /// The failure in words.
    pub fn text(&self) -> String {
        // What gave up (`gave-up-generating`, `gave-up-hint`), and how.
        let gave_up = |id: &'static str, gave_up: &GaveUp| {
            write(&Message::new(id).message("gave-up", gave_up.message()))
        };
        match self {
            Failure::Io(error) => error.to_string(),
            Failure::Parse(error) => write(&error.message()),
            Failure::GaveUp(error) => write(&error.message()),
            Failure::CountGaveUp(error, found) => {
                let error = write(&error.message());
                let args = [
                    ("gave-up", Arg::Text(&error)),
                    ("found", Arg::Number(*found)),
                ];
                say("cli-count-gave-up", &args)
            }
            Failure::GeneratorGaveUp(error) => gave_up("gave-up-generating", error),
            Failure::HintGaveUp(error) => gave_up("gave-up-hint", error),
            Failure::NotMade(error) => write(&error.message()),
            Failure::Grade(error) => write(&error.message()),
            Failure::NoSolution => say("cli-no-solution", &[]),
            Failure::Hint(text) => text.clone(),
        }
    }
}

/// Whose failure it is.
#[derive(Clone, Copy)]
pub enum Whose {
    /// The whole run's: the tool stops.
    Run,
    /// One puzzle's, counting from 1.
    Puzzle(usize),
    /// One seed's, of `generate`.
    Seed(u64),
}

/// Reports `failure` on standard error, naming whose it is: `hexadoku: puzzle 3: no
/// solution`.
pub fn fail(whose: Whose, failure: &Failure) {
    let error = failure.text();
    let error = Arg::Text(&error);
    let line = match whose {
        Whose::Run => say("cli-error", &[("error", error)]),
        Whose::Puzzle(n) => say(
            "cli-puzzle-error",
            &[("puzzle", number(n)), ("error", error)],
        ),
        Whose::Seed(seed) => {
            let seed = seed.to_string();
            say(
                "cli-seed-error",
                &[("seed", Arg::Text(&seed)), ("error", error)],
            )
        }
    };
    eprintln!("{line}");
}

/// A count as the catalogue takes it.
pub fn number(n: usize) -> Arg<'static> {
    Arg::Number(u64::try_from(n).unwrap_or(u64::MAX))
}
