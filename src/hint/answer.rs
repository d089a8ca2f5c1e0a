//! What a player asking for a hint is told: a step, or why there is none, and the one
//! message that says it.

use super::model::step::{Placement, Step};
use crate::cell::Cell;
use crate::grid::Clash;
use crate::message::{Join, Message};

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
    /// The one sentence for the player, as a message: the step's explanation, or
    /// `hint-complete`, `hint-no-solution-clash` (the `letter` that appears twice in
    /// `unit`, in cells `first` and `second`), `hint-no-solution`, `hint-wrong-letters`
    /// (the `cells` whose letters differ from the solution), `hint-ambiguous`, or
    /// `hint-lost-letters` (see [`Hint::LostLetters`]).
    pub fn explanation(&self) -> Message {
        match self {
            Hint::Step(step) => step.explanation(),
            Hint::Complete => Message::new("hint-complete"),
            Hint::NoSolution { wrong, clash } if wrong.is_empty() => match clash {
                Some(clash) => Message::new("hint-no-solution-clash")
                    .letter("letter", clash.letter)
                    .unit("unit", clash.unit)
                    .cell("first", clash.first)
                    .cell("second", clash.second),
                None => Message::new("hint-no-solution"),
            },
            Hint::NoSolution { wrong, .. } => {
                let cells: Vec<Cell> = wrong.iter().map(|p| p.cell).collect();
                Message::new("hint-wrong-letters").cells("cells", &cells, Join::Comma)
            }
            Hint::Ambiguous => Message::new("hint-ambiguous"),
            Hint::LostLetters { lost } => lost_message(lost),
        }
    }
}

/// `hint-lost-letters`: "R3C5 no longer has B, but B belongs there.": the first `cell`
/// whose notes lost its `letter`, and how many `others` did too (Check marks them all),
/// the `other` cell when there is one.
fn lost_message(lost: &[Placement]) -> Message {
    let Some((first, others)) = lost.split_first() else {
        return Message::new("hint-no-solution");
    };
    let message = Message::new("hint-lost-letters")
        .cell("cell", first.cell)
        .letter("letter", first.letter)
        .number("others", others.len());
    match others {
        [other] => message.cell("other", other.cell),
        _ => message,
    }
}
