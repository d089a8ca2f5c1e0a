//! Locked candidates: pointing and claiming.

use super::marks::Marks;
use super::step::{Elimination, Step, Technique};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::letter::Letter;
use crate::unit::Unit;

/// A box whose places for a letter all lie in one row or column: the rest of that line
/// loses the letter.
pub fn pointing(marks: &Marks) -> Option<Step> {
    (0..16).map(Unit::boxed).find_map(|area| {
        Letter::ALL.into_iter().find_map(|letter| {
            let places: Vec<Cell> = marks.places(area, letter).collect();
            let line = shared_line(&places)?;
            locked(marks, Technique::Pointing, letter, area, line, places)
        })
    })
}

/// A row or column whose places for a letter all lie in one box: the rest of that box
/// loses the letter.
pub fn claiming(marks: &Marks) -> Option<Step> {
    (0..32).filter_map(Unit::from_index).find_map(|line| {
        Letter::ALL.into_iter().find_map(|letter| {
            let places: Vec<Cell> = marks.places(line, letter).collect();
            let first = places.first()?;
            let area = Unit::boxed(first.box_index());
            places
                .iter()
                .all(|cell| cell.box_index() == first.box_index())
                .then_some(())?;
            locked(marks, Technique::Claiming, letter, line, area, places)
        })
    })
}

/// The row, or else the column, that all of at least two `cells` share.
fn shared_line(cells: &[Cell]) -> Option<Unit> {
    let first = cells.first()?;
    if cells.len() < 2 {
        return None;
    }
    if cells.iter().all(|c| c.row() == first.row()) {
        Some(Unit::row(first.row()))
    } else if cells.iter().all(|c| c.col() == first.col()) {
        Some(Unit::column(first.col()))
    } else {
        None
    }
}

/// The step that takes `letter` out of the cells of `target` outside the pattern, if
/// any of them has it.
fn locked(
    marks: &Marks,
    technique: Technique,
    letter: Letter,
    unit: Unit,
    target: Unit,
    pattern: Vec<Cell>,
) -> Option<Step> {
    let eliminations: Vec<Elimination> = marks
        .places(target, letter)
        .filter(|cell| !pattern.contains(cell))
        .map(|cell| Elimination {
            cell,
            letters: CandidateSet::single(letter),
        })
        .collect();
    if eliminations.is_empty() {
        return None;
    }
    Some(Step {
        eliminations,
        cells: pattern,
        units: vec![unit, target],
        letters: CandidateSet::single(letter),
        ..Step::of(technique)
    })
}
