//! Singles: full house, naked single, hidden single.

use super::rung::{Finder, Rung};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::step::{Placement, Step, Technique};
use crate::hint::words::detail::{look_at, look_for};
use crate::letter::Letter;
use crate::message::Message;
use crate::unit::Unit;

pub(in crate::hint) const FULL_HOUSE: Rung = Rung {
    technique: Technique::FullHouse,
    id: "full-house",
    rating: 1.0,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: false,
    find: Finder::Pattern(full_house),
    vague: look_for,
    concrete: look_at,
    explain: explain_full_house,
};

/// `full-house-explain`: "R1C16 is the last empty cell in row 1, so it takes the missing
/// letter P."
fn explain_full_house(step: &Step) -> Message {
    let Pattern::Single { cell, letter, unit } = step.pattern else {
        return look_for(step);
    };
    Message::new("full-house-explain")
        .cell("cell", cell)
        .unit("unit", unit)
        .letter("letter", letter)
}

pub(in crate::hint) const HIDDEN_SINGLE: Rung = Rung {
    technique: Technique::HiddenSingle,
    id: "hidden-single",
    rating: 1.5,
    // In a box, as Sudoku Explainer has it: the easiest to see.
    rating_in_box: Some(1.2),
    rating_of: None,
    assumes_one_solution: false,
    find: Finder::Pattern(hidden_single),
    explain: explain_hidden,
    ..FULL_HOUSE
};

/// `hidden-single-explain`: "In box 6, E fits only in R7C6."
fn explain_hidden(step: &Step) -> Message {
    let Pattern::Single { cell, letter, unit } = step.pattern else {
        return look_for(step);
    };
    Message::new("hidden-single-explain")
        .unit("unit", unit)
        .letter("letter", letter)
        .cell("cell", cell)
}

pub(in crate::hint) const NAKED_SINGLE: Rung = Rung {
    technique: Technique::NakedSingle,
    id: "naked-single",
    rating: 2.3,
    find: Finder::Pattern(naked_single),
    explain: explain_naked,
    ..FULL_HOUSE
};

/// `naked-single-explain`: "R7C10 can only be K: every other letter is already in its
/// row, column or box."
fn explain_naked(step: &Step) -> Message {
    let Pattern::NakedSingle { cell, letter } = step.pattern else {
        return look_for(step);
    };
    Message::new("naked-single-explain")
        .cell("cell", cell)
        .letter("letter", letter)
}

/// Units in the order players scan them for singles: boxes, then rows, then columns.
fn scan_order() -> impl Iterator<Item = Unit> {
    (32..48).chain(0..32).filter_map(Unit::from_index)
}

fn placement(technique: Technique, pattern: Pattern, cell: Cell, letter: Letter) -> Step {
    Step {
        measured_rating: None,
        technique,
        placements: vec![Placement { cell, letter }],
        eliminations: Vec::new(),
        pattern,
    }
}

/// A unit with one empty cell: it takes the one letter the unit lacks.
pub fn full_house(marks: &Marks) -> Option<Step> {
    for unit in scan_order() {
        let (mut held, mut empty, mut count) = (CandidateSet::EMPTY, None, 0);
        for &cell in unit.cells() {
            match marks.letter(cell) {
                Some(letter) => held.insert(letter),
                None => (empty, count) = (Some(cell), count + 1),
            }
        }
        let (Some(cell), 1, Some(missing)) = (empty, count, (!held).first()) else {
            continue;
        };
        if marks.candidates(cell).contains(missing) {
            let pattern = Pattern::Single {
                cell,
                letter: missing,
                unit,
            };
            return Some(placement(Technique::FullHouse, pattern, cell, missing));
        }
    }
    None
}

/// A cell with one candidate left.
pub fn naked_single(marks: &Marks) -> Option<Step> {
    Cell::all().find_map(|cell| {
        let letter = marks.candidates(cell).as_single()?;
        let pattern = Pattern::NakedSingle { cell, letter };
        Some(placement(Technique::NakedSingle, pattern, cell, letter))
    })
}

/// A letter, not yet placed in a unit, with one place left there. (A letter placed in a
/// unit has no places left in it: see [`Places`].)
pub fn hidden_single(marks: &Marks) -> Option<Step> {
    let places = marks.unit_places();
    for unit in scan_order() {
        for letter in Letter::ALL {
            let mask = places.in_unit(unit, letter);
            if mask.count_ones() == 1 {
                let cell = unit.cells()[mask.trailing_zeros() as usize];
                let pattern = Pattern::Single { cell, letter, unit };
                return Some(placement(Technique::HiddenSingle, pattern, cell, letter));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::fixtures::data;
    use crate::hint::fixtures::{assert_changes, named, Board};

    /// Row 1 with `filled` of its first cells holding A, B, C, … in turn.
    fn row_one(filled: usize) -> Board {
        "ABCDEFGHIJKLMNOP"
            .chars()
            .take(filled)
            .enumerate()
            .fold(Board::new(), |board, (i, letter)| {
                board.place(&format!("R1C{}", i + 1), letter)
            })
    }

    #[test]
    fn the_last_empty_cell_of_a_row_is_a_full_house() {
        let marks = row_one(15).marks();
        let step = full_house(&marks).expect("a full house");
        assert_eq!(step.technique, Technique::FullHouse);
        let gap = named("R1C16");
        assert_eq!(
            step.placements,
            [Placement {
                cell: gap,
                letter: Letter::P
            }]
        );
        assert_eq!(step.cells(), [gap]);
        assert_eq!(step.units(), [Unit::row(0)]);
        assert_eq!(step.letters(), CandidateSet::single(Letter::P));
        assert!(step.eliminations.is_empty());
        // Sound: the row holds every other letter, and no peer of the gap holds P.
        let row = Unit::row(0);
        assert_eq!(marks.empty_cells(row).collect::<Vec<_>>(), [gap]);
        assert!(Letter::ALL
            .into_iter()
            .all(|l| l == Letter::P || marks.holds(row, l)));
        assert!(gap.peers().all(|p| marks.letter(p) != Some(Letter::P)));
        assert_changes(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"full-house-explain","args":{"cell":{"cell":15},"unit":{"unit":0},"letter":{"letter":"P"}}}"#
        );
    }

    #[test]
    fn two_empty_cells_in_a_row_are_no_full_house() {
        assert_eq!(full_house(&row_one(14).marks()), None);
    }

    #[test]
    fn a_cell_with_one_mark_left_is_a_naked_single() {
        let marks = Board::new().cell("R7C10", "K").marks();
        let step = naked_single(&marks).expect("a naked single");
        assert_eq!(step.technique, Technique::NakedSingle);
        let cell = named("R7C10");
        assert_eq!(
            step.placements,
            [Placement {
                cell,
                letter: Letter::K
            }]
        );
        assert_eq!(step.cells(), [cell]);
        assert!(step.units().is_empty());
        assert_eq!(step.letters(), CandidateSet::single(Letter::K));
        // Sound: K is the one mark the cell has.
        assert_eq!(marks.candidates(cell), CandidateSet::single(Letter::K));
        assert_changes(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"naked-single-explain","args":{"cell":{"cell":105},"letter":{"letter":"K"}}}"#
        );
    }

    #[test]
    fn a_cell_with_two_marks_left_is_no_naked_single() {
        assert_eq!(
            naked_single(&Board::new().cell("R7C10", "KL").marks()),
            None
        );
    }

    /// Box 6 with E only in `places`.
    fn box_six(places: &[&str]) -> Board {
        Board::new().only('E', Unit::boxed(5), places)
    }

    #[test]
    fn a_letter_with_one_place_in_a_box_is_a_hidden_single() {
        let marks = box_six(&["R7C6"]).marks();
        let step = hidden_single(&marks).expect("a hidden single");
        assert_eq!(step.technique, Technique::HiddenSingle);
        let cell = named("R7C6");
        assert_eq!(
            step.placements,
            [Placement {
                cell,
                letter: Letter::E
            }]
        );
        assert_eq!(step.cells(), [cell]);
        assert_eq!(step.units(), [Unit::boxed(5)]);
        assert_eq!(step.letters(), CandidateSet::single(Letter::E));
        // Sound: the box still needs E, and R7C6 is its one place for it.
        assert!(!marks.holds(Unit::boxed(5), Letter::E));
        assert_eq!(
            marks.places(Unit::boxed(5), Letter::E).collect::<Vec<_>>(),
            [cell]
        );
        assert_changes(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"hidden-single-explain","args":{"unit":{"unit":37},"letter":{"letter":"E"},"cell":{"cell":101}}}"#
        );
    }

    #[test]
    fn a_letter_with_two_places_in_a_box_is_no_hidden_single() {
        assert_eq!(hidden_single(&box_six(&["R7C6", "R8C8"]).marks()), None);
    }
}
