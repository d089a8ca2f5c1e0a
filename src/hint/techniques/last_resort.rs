//! The last resort: no technique applies, and the letter comes from the solution.

use super::rung::{Finder, Rung};
use crate::cell::Cell;
use crate::grid::Grid;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::step::{Placement, Step, Technique};
use crate::message::{Join, Message};

/// Not a technique on the ladder: the hint gives it when none applies. It rates 10, past
/// every technique, since only search placed the letter.
pub(in crate::hint) const LAST_RESORT: Rung = Rung {
    technique: Technique::LastResort,
    id: "last-resort",
    rating: 10.0,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: false,
    // Never found on the marks alone: it needs the solution.
    find: Finder::Pattern(|_| None),
    vague: |_| Message::new("last-resort-look-for"),
    concrete: |step| Message::new("last-resort-look-at").cells("cells", &step.cells(), Join::Comma),
    explain,
};

/// `last-resort-explain`: the `cell`, and the `letter` the solution puts there.
fn explain(step: &Step) -> Message {
    let Pattern::LastResort { cell, letter } = step.pattern else {
        return Message::new("last-resort-look-for");
    };
    Message::new("last-resort-explain")
        .cell("cell", cell)
        .letter("letter", letter)
}

/// The solution's letter for the empty cell with the fewest candidates.
pub(crate) fn last_resort(marks: &Marks, solution: &Grid) -> Step {
    let mut cell = Cell::new(0);
    let mut fewest = u32::MAX;
    for empty in Cell::all() {
        let count = marks.candidates(empty).len();
        if marks.letter(empty).is_none() && count < fewest {
            (cell, fewest) = (empty, count);
        }
    }
    let letter = solution.get(cell).unwrap_or(crate::Letter::A);
    Step {
        measured_rating: None,
        technique: Technique::LastResort,
        placements: vec![Placement { cell, letter }],
        eliminations: Vec::new(),
        pattern: Pattern::LastResort { cell, letter },
    }
}
