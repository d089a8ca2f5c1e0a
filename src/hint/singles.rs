//! Singles: full house, naked single, hidden single.

use super::marks::Marks;
use super::step::{Placement, Step, Technique};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::letter::Letter;
use crate::unit::Unit;

/// Units in the order players scan them for singles: boxes, then rows, then columns.
fn scan_order() -> impl Iterator<Item = Unit> {
    (32..48).chain(0..32).filter_map(Unit::from_index)
}

fn placement(technique: Technique, cell: Cell, letter: Letter, unit: Option<Unit>) -> Step {
    Step {
        placements: vec![Placement { cell, letter }],
        cells: vec![cell],
        units: unit.into_iter().collect(),
        letters: CandidateSet::single(letter),
        ..Step::of(technique)
    }
}

/// A unit with one empty cell: it takes the one letter the unit lacks.
pub fn full_house(marks: &Marks) -> Option<Step> {
    scan_order().find_map(|unit| {
        let mut empty = marks.empty_cells(unit);
        let cell = empty.next()?;
        if empty.next().is_some() {
            return None;
        }
        let missing = Letter::ALL
            .into_iter()
            .find(|&letter| !marks.holds(unit, letter))?;
        marks
            .candidates(cell)
            .contains(missing)
            .then(|| placement(Technique::FullHouse, cell, missing, Some(unit)))
    })
}

/// A cell with one candidate left.
pub fn naked_single(marks: &Marks) -> Option<Step> {
    Cell::all().find_map(|cell| {
        let letter = marks.candidates(cell).as_single()?;
        Some(placement(Technique::NakedSingle, cell, letter, None))
    })
}

/// A letter, not yet placed in a unit, with one place left there.
pub fn hidden_single(marks: &Marks) -> Option<Step> {
    scan_order().find_map(|unit| {
        Letter::ALL.into_iter().find_map(|letter| {
            if marks.holds(unit, letter) {
                return None;
            }
            let mut places = marks.places(unit, letter);
            let cell = places.next()?;
            places
                .next()
                .is_none()
                .then(|| placement(Technique::HiddenSingle, cell, letter, Some(unit)))
        })
    })
}
