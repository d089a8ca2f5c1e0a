//! BUG+1, the bivalue universal grave and one cell more: what a puzzle with one solution
//! rules out when nearly every empty cell is down to two letters.
//!
//! A board whose empty cells can each only be two letters, every letter having either no
//! place or exactly two in every unit, is a deadly pattern: it has no solution or at
//! least two (the letters can be taken the one way round or the other throughout). When
//! all empty cells but one are such, and that one holds three letters, the board minus
//! the third cell's odd letter would be that pattern; on a puzzle known to have one
//! solution, the cell must therefore take the letter that breaks it: the one of its three
//! with three places in each of the cell's units.
//!
//! The rung assumes the puzzle has one solution, so the ladder offers it only when that
//! is proved (see [`super::ladder::Uniqueness`]), and its sentence says so.

use super::rung::{Finder, Rung};
use crate::cell::Cell;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::step::{Placement, Step, Technique};
use crate::hint::words::detail::look_for;
use crate::letter::Letter;
use crate::message::Message;
use crate::unit::Unit;

pub(in crate::hint) const BUG_PLUS_ONE: Rung = Rung {
    technique: Technique::BugPlusOne,
    id: "bug-plus-one",
    rating: 5.6,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: true,
    find: Finder::Pattern(bug_plus_one),
    vague,
    concrete,
    explain,
};

/// The one empty cell with three letters, every other empty cell holding two, and the
/// letter of the three that has three places in each of the cell's units, when every
/// other letter has none or two places in every unit.
fn bug_plus_one(marks: &Marks) -> Option<Step> {
    let mut odd = None;
    for cell in Cell::all() {
        match marks.candidates(cell).len() {
            0 | 2 => {}
            3 if odd.is_none() => odd = Some(cell),
            _ => return None,
        }
    }
    let cell = odd?;
    let places = marks.unit_places();
    let letter = marks.candidates(cell).into_iter().find(|&letter| {
        Unit::all().all(|unit| {
            let count = places.in_unit(unit, letter).count_ones();
            if cell.units().contains(&unit) {
                count == 3
            } else {
                count == 0 || count == 2
            }
        })
    })?;
    // Without it, the board is the deadly pattern: every letter none or two places.
    let deadly = Unit::all().all(|unit| {
        Letter::ALL.into_iter().all(|other| {
            let mut count = places.in_unit(unit, other).count_ones();
            if other == letter && cell.units().contains(&unit) {
                count -= 1;
            }
            count == 0 || count == 2
        })
    });
    deadly.then(|| Step {
        measured_rating: None,
        technique: Technique::BugPlusOne,
        placements: vec![Placement { cell, letter }],
        eliminations: Vec::new(),
        pattern: Pattern::Bug { cell, letter },
    })
}

/// `bug-look-for`: "Look for a BUG+1: every empty cell but one, in box 1, can only be
/// two letters."
fn vague(step: &Step) -> Message {
    let Pattern::Bug { cell, .. } = step.pattern else {
        return look_for(step);
    };
    Message::new("bug-look-for")
        .technique("technique", step.technique)
        .unit("unit", Unit::boxed(cell.box_index()))
}

/// `bug-look-at`: "BUG+1: every empty cell but R1C1 can only be two letters; look at
/// R1C1."
fn concrete(step: &Step) -> Message {
    let Pattern::Bug { cell, .. } = step.pattern else {
        return look_for(step);
    };
    Message::new("bug-look-at")
        .technique("technique", step.technique)
        .cell("cell", cell)
}

/// `bug-explain`: the cell, and the letter it must be.
fn explain(step: &Step) -> Message {
    let Pattern::Bug { cell, letter } = step.pattern else {
        return look_for(step);
    };
    Message::new("bug-explain")
        .technique("technique", step.technique)
        .cell("cell", cell)
        .letter("letter", letter)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::fixtures::data;
    use crate::hint::fixtures::{assert_changes, Board};

    /// A board every cell of which can only be two letters, each letter with two places
    /// in every unit: each cell holds its letter of a sudoku grid and its neighbour's in
    /// the pair of columns it belongs to (1 and 2, 3 and 4, …), which lie in one box.
    fn grave() -> Board {
        let letter =
            |row: usize, col: usize| Letter::ALL[(4 * (row % 4) + row / 4 + col) % 16].to_char();
        let mut board = Board::new();
        for row in 0..16 {
            for col in 0..16 {
                let letters: String = [letter(row, col), letter(row, col ^ 1)].iter().collect();
                board = board.cell(&format!("R{}C{}", row + 1, col + 1), &letters);
            }
        }
        board
    }

    #[test]
    fn one_cell_with_a_third_letter_takes_it() {
        // R1C1 holds A and B; a third letter, P, gives it three places in row 1,
        // column 1 and box 1.
        assert_eq!(bug_plus_one(&grave().marks()), None);
        let marks = grave().also("R1C1", "P").marks();
        let step = bug_plus_one(&marks).expect("a BUG+1");
        assert_changes(&step, &marks);
        assert_eq!(
            step.placements,
            [Placement {
                cell: Cell::new(0),
                letter: Letter::P
            }]
        );
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"bug-explain","args":{"technique":{"technique":"bug-plus-one"},"cell":{"cell":0},"letter":{"letter":"P"}}}"#
        );
        assert_eq!(
            data(&step.vague()),
            r#"{"id":"bug-look-for","args":{"technique":{"technique":"bug-plus-one"},"unit":{"unit":32}}}"#
        );
        // Two cells with a third letter, or one letter with three places elsewhere, and
        // nothing follows.
        let two = grave().also("R1C1", "P").also("R9C9", "P");
        assert_eq!(bug_plus_one(&two.marks()), None);
        let elsewhere = grave().also("R1C1", "P").cell("R2C3", "AP");
        assert_eq!(bug_plus_one(&elsewhere.marks()), None);
    }
}
