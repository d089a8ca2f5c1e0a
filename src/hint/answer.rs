//! What a player asking for a hint is told: a step, or why there is none, and the one
//! sentence that says it.

use super::model::step::{Placement, Step};
use crate::budget::GaveUp;
use crate::grid::Clash;
use crate::letter::Symbols;
use std::fmt::Write;

/// What a player asking for a hint is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The next step.
    Step(Step),
    /// The grid is full and right.
    Complete,
    /// The letters on the grid allow no solution. With the original givens, `wrong`
    /// lists the player's letters that differ from the puzzle's solution; `clash` is a
    /// letter that appears twice in a unit, if one does.
    NoSolution {
        /// The player's letters that differ from the solution (empty without the givens).
        wrong: Vec<Placement>,
        /// A letter that appears twice in a unit, if one does.
        clash: Option<Clash>,
    },
    /// The puzzle has several solutions and no technique applies: no letter is certain.
    Ambiguous,
    /// The letters are right, but the marks (a player's notes) leave out the letter
    /// their one solution puts in these cells: no step found on them could be trusted.
    /// Each placement is a cell and the letter that belongs there, in reading order.
    LostLetters {
        /// The cells whose letter the marks left out, each with that letter.
        lost: Vec<Placement>,
    },
}

impl Hint {
    /// One sentence for the player.
    pub fn explanation(&self) -> String {
        self.explanation_in(Symbols::Letters)
    }

    /// [`Hint::explanation`], any letter it names written in `symbols`.
    pub fn explanation_in(&self, symbols: Symbols) -> String {
        match self {
            Hint::Step(step) => step.explanation_in(symbols),
            Hint::Complete => "The grid is complete.".to_string(),
            Hint::NoSolution { wrong, clash } if wrong.is_empty() => match clash {
                Some(clash) => {
                    format!("This grid has no solution: {}.", clash.in_symbols(symbols))
                }
                None => "This grid has no solution: a letter on it is wrong.".to_string(),
            },
            Hint::NoSolution { wrong, .. } => {
                let mut text =
                    "This grid has no solution: these letters differ from the solution: "
                        .to_string();
                for (i, placement) in wrong.iter().enumerate() {
                    let separator = if i == 0 { "" } else { ", " };
                    let _ = write!(text, "{separator}{}", placement.cell);
                }
                text + "."
            }
            Hint::Ambiguous => {
                "This puzzle has more than one solution, and no letter is certain yet.".to_string()
            }
            Hint::LostLetters { lost } => lost_sentence(lost, symbols),
        }
    }
}

/// "R3C5 no longer has B, but B belongs there.", and how many other cells' notes lost
/// their letter too (Check marks them all).
fn lost_sentence(lost: &[Placement], symbols: Symbols) -> String {
    let Some((first, others)) = lost.split_first() else {
        return String::new();
    };
    let letter = symbols.symbol(first.letter);
    let mut text = format!(
        "{} no longer has {letter}, but {letter} belongs there.",
        first.cell
    );
    match others {
        [] => {}
        [other] => {
            let _ = write!(
                text,
                " The notes of {} also leave out its letter.",
                other.cell
            );
        }
        _ => {
            let _ = write!(
                text,
                " The notes of {} more cells also leave out their letter; Check marks them.",
                others.len()
            );
        }
    }
    text
}

/// One sentence for a player whose hint ran out of budget: "The hint gave up after 1.5 s."
pub fn gave_up_explanation(gave_up: GaveUp) -> String {
    format!("The hint {gave_up}.")
}
