//! A hint's levels of detail, as the best desktop tools give them: first only what to
//! look for and where, then the cells, then the whole step; each technique says its own,
//! in its own file, most through the two messages here.

use crate::hint::model::pattern::Pattern;
use crate::hint::model::step::Step;
use crate::message::{Join, Message};
use crate::unit::Unit;

impl Step {
    /// The vaguest hint: the technique and the unit to look in (`look-for`: "Look for
    /// an X-Wing on D in row 3.").
    pub fn vague(&self) -> Message {
        (self.technique.rung().vague)(self)
    }

    /// A concrete hint: the technique, where, and the cells of its pattern (`look-at`).
    pub fn concrete(&self) -> Message {
        (self.technique.rung().concrete)(self)
    }

    /// The whole step, pattern and conclusion, in one sentence.
    pub fn explanation(&self) -> Message {
        (self.technique.rung().explain)(self)
    }
}

/// The vaguest hint, `look-for`: what to look for and where ("Look for an X-Wing on D in
/// row 3.").
pub(in crate::hint) fn look_for(step: &Step) -> Message {
    what_and_where(Message::new("look-for"), step)
}

/// A concrete hint, `look-at`: what, where, and the cells of the pattern ("An X-Wing on
/// D in row 3: look at R3C4, R3C13, R9C4, R9C13.").
pub(in crate::hint) fn look_at(step: &Step) -> Message {
    what_and_where(Message::new("look-at"), step).cells("cells", &step.cells(), Join::Comma)
}

/// What to look for and where: the `technique`, and by `where` (`on-in`, `on`, `in` or
/// `none`) the `letter` it is on and the `unit` it is in. A pattern with no unit of its
/// own (a wing, a unique rectangle, a single cell) is looked for in the box of its first
/// cell: a wing's pivot, a rectangle's first corner. A naked single's letter is not
/// named, since it is the answer.
fn what_and_where(message: Message, step: &Step) -> Message {
    let mut message = message.technique("technique", step.technique);
    let naked_single = matches!(step.pattern, Pattern::NakedSingle { .. });
    let letter = step.letters().as_single().filter(|_| !naked_single);
    let first_box = step
        .cells()
        .first()
        .map(|cell| Unit::boxed(cell.box_index()));
    let unit = step.units().first().copied().or(first_box);
    if let Some(letter) = letter {
        message = message.letter("letter", letter);
    }
    if let Some(unit) = unit {
        message = message.unit("unit", unit);
    }
    message.word(
        "where",
        match (letter, unit) {
            (Some(_), Some(_)) => "on-in",
            (Some(_), None) => "on",
            (None, Some(_)) => "in",
            (None, None) => "none",
        },
    )
}

#[cfg(test)]
mod tests {
    use crate::budget::Meter;
    use crate::generate::{generated, Target};
    use crate::hint::{logical_path, Technique};
    use crate::message::Value;

    #[test]
    fn each_level_says_more_than_the_last_and_never_the_answer_too_soon() {
        let puzzle = generated(9, Target::Givens(110)).puzzle;
        for step in logical_path(&puzzle, &mut Meter::unlimited(), None).expect("unique") {
            let (vague, concrete) = (step.vague(), step.concrete());
            if step.technique != Technique::LastResort {
                assert_eq!(vague.id, "look-for", "{vague:?}");
                assert_eq!(concrete.id, "look-at", "{concrete:?}");
                assert_eq!(
                    vague.arg("technique"),
                    Some(&Value::Technique(step.technique))
                );
                // The concrete level names every cell of the pattern.
                let cells = Value::Cells(step.cells(), super::Join::Comma);
                assert_eq!(concrete.arg("cells"), Some(&cells), "{concrete:?}");
            }
            // The vague level names no cell, so the letter's place is not given away.
            assert!(!step.cells().is_empty());
            assert!(
                vague.args.iter().all(|(_, v)| !matches!(
                    v,
                    Value::Cell(_) | Value::Cells(..) | Value::Removals(_)
                )),
                "{vague:?}"
            );
        }
    }
}
