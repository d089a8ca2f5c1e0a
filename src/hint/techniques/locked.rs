//! Locked candidates: pointing and claiming.

use super::rung::{every, Finder, Keep, Rung};
use crate::candidates::CandidateSet;
use crate::cell_set::CellSet;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::step::{Step, Technique};
use crate::hint::words::detail::{look_at, look_for};
use crate::letter::Letter;
use crate::message::{Join, Message};
use crate::unit::Unit;

pub(in crate::hint) const POINTING: Rung = Rung {
    technique: Technique::Pointing,
    id: "pointing",
    rating: 2.6,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: false,
    find: Finder::Pattern(pointing),
    vague: look_for,
    concrete: look_at,
    explain,
};

pub(in crate::hint) const CLAIMING: Rung = Rung {
    technique: Technique::Claiming,
    id: "claiming",
    rating: 2.8,
    find: Finder::Pattern(claiming),
    ..POINTING
};

/// `locked-explain`: pointing reads "in box 7 … (row 3) … of row 3", claiming "in row 3 … (box 7) … of
/// box 7": the same sentence with the units swapped. Their direct variants read
/// `direct-locked-explain`, the same named and then the single: "Direct pointing: in box
/// 7, … of row 3 can be E; then in box 8, E fits only in R4C10: place E there (and
/// remove it from …)".
pub(super) fn explain(step: &Step) -> Message {
    let Pattern::Locked {
        letter,
        ref cells,
        unit,
        target,
        single,
    } = step.pattern
    else {
        return look_for(step);
    };
    let message = match single {
        None => Message::new("locked-explain"),
        Some((cell, other)) => Message::new("direct-locked-explain")
            .technique("technique", step.technique)
            .unit("single", other)
            .cell("cell", cell),
    };
    message
        .unit("unit", unit)
        .letter("letter", letter)
        .cells("cells", cells, Join::And)
        .unit("target", target)
        .cells("targets", &step.eliminated_cells(), Join::And)
}

/// A box whose places for a letter all lie in one row or column: the rest of that line
/// loses the letter.
pub fn pointing(marks: &Marks) -> Option<Step> {
    first_locked(marks, Technique::Pointing, every)
}

/// A row or column whose places for a letter all lie in one box: the rest of that box
/// loses the letter.
pub fn claiming(marks: &Marks) -> Option<Step> {
    first_locked(marks, Technique::Claiming, every)
}

/// The first step of `technique` that `keep` keeps, among those of each unit and letter
/// whose places there all lie in a second unit whose other cells have the letter: from a
/// box to a line for pointing (direct or not), from a line to a box for claiming.
pub(super) fn first_locked(marks: &Marks, technique: Technique, keep: Keep) -> Option<Step> {
    let from_box = matches!(technique, Technique::Pointing | Technique::DirectPointing);
    let units = if from_box { 32..48 } else { 0..32 };
    let places = marks.unit_places();
    for unit in units.filter_map(Unit::from_index) {
        for letter in Letter::ALL {
            let pattern = places.cells(letter) & CellSet::unit(unit);
            let target = if from_box {
                line_holding(pattern)
            } else {
                box_holding(pattern)
            };
            let Some(target) = target else {
                continue;
            };
            if let Some(mut step) = locked(marks, technique, letter, [unit, target], pattern) {
                if keep(marks, &mut step) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The row, or else the column, holding every cell of `pattern`, when it has two or more.
fn line_holding(pattern: CellSet) -> Option<Unit> {
    let first = pattern.iter().next()?;
    if pattern.len() < 2 {
        return None;
    }
    [Unit::row(first.row()), Unit::column(first.col())]
        .into_iter()
        .find(|&line| (pattern & !CellSet::unit(line)).is_empty())
}

/// The box holding every cell of `pattern`, when it has any.
fn box_holding(pattern: CellSet) -> Option<Unit> {
    let area = Unit::boxed(pattern.iter().next()?.box_index());
    (pattern & !CellSet::unit(area)).is_empty().then_some(area)
}

/// The step that takes `letter` out of the cells of `target` outside the pattern, if
/// any of them has it.
fn locked(
    marks: &Marks,
    technique: Technique,
    letter: Letter,
    [unit, target]: [Unit; 2],
    pattern: CellSet,
) -> Option<Step> {
    let letters = CandidateSet::single(letter);
    let eliminations = marks.removals(&(CellSet::unit(target) & !pattern), letters);
    if eliminations.is_empty() {
        return None;
    }
    let pattern = Pattern::Locked {
        letter,
        cells: pattern.iter().collect(),
        unit,
        target,
        single: None,
    };
    Some(Step::eliminating(technique, pattern, eliminations))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cell::Cell;
    use crate::hint::fixtures::data;
    use crate::hint::fixtures::{assert_changes, each, named, removals, Board};

    /// Checks a locked-candidates step against the marks: every place of its letter in
    /// the first unit lies in the second, and the step takes the letter out of the rest
    /// of the second unit, nowhere else.
    fn assert_locked(step: &Step, marks: &Marks) {
        let [unit, target] = step.units()[..] else {
            panic!("two units: {:?}", step.units())
        };
        let letter = step.letters().as_single().expect("one letter");
        let places: Vec<Cell> = marks.places(unit, letter).collect();
        assert_eq!(step.cells(), places);
        assert!(places.iter().all(|c| target.cells().contains(c)));
        let rest: Vec<Cell> = marks
            .places(target, letter)
            .filter(|c| !places.contains(c))
            .collect();
        assert_eq!(step.eliminated_cells(), rest);
        assert!(step
            .eliminations
            .iter()
            .all(|e| e.letters == step.letters()));
        assert_changes(step, marks);
    }

    /// Box 1 with B only in `places`.
    fn box_one(places: &[&str]) -> Board {
        Board::new().only('B', Unit::boxed(0), places)
    }

    #[test]
    fn a_box_whose_places_lie_on_one_row_points_along_it() {
        let marks = box_one(&["R1C2", "R1C3"]).marks();
        let step = pointing(&marks).expect("pointing");
        assert_eq!(step.technique, Technique::Pointing);
        assert_eq!(step.cells(), ["R1C2", "R1C3"].map(named));
        assert_eq!(step.units(), [Unit::boxed(0), Unit::row(0)]);
        assert_eq!(step.letters(), CandidateSet::single(Letter::B));
        let row: Vec<String> = (5..=16).map(|c| format!("R1C{c}")).collect();
        assert_eq!(removals(&step), each(&row, "B"));
        assert_locked(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"locked-explain","args":{"unit":{"unit":32},"letter":{"letter":"B"},"cells":{"cells":[1,2],"join":"and"},"target":{"unit":0},"targets":{"cells":[4,5,6,7,8,9,10,11,12,13,14,15],"join":"and"}}}"#
        );
    }

    #[test]
    fn a_box_whose_places_leave_the_row_does_not_point() {
        assert_eq!(pointing(&box_one(&["R1C2", "R1C3", "R2C2"]).marks()), None);
    }

    #[test]
    fn a_box_pointing_along_a_row_already_cleared_removes_nothing() {
        let marks = box_one(&["R1C2", "R1C3"])
            .only('B', Unit::row(0), &["R1C2", "R1C3"])
            .marks();
        assert_eq!(pointing(&marks), None);
    }

    /// Column 7 with H only in `places`.
    fn column_seven(places: &[&str]) -> Board {
        Board::new().only('H', Unit::column(6), places)
    }

    #[test]
    fn a_column_whose_places_lie_in_one_box_claims_it() {
        let marks = column_seven(&["R9C7", "R11C7"]).marks();
        let step = claiming(&marks).expect("claiming");
        assert_eq!(step.technique, Technique::Claiming);
        assert_eq!(step.cells(), ["R9C7", "R11C7"].map(named));
        // Column 7 and box 10 (rows 9-12, columns 5-8).
        assert_eq!(step.units(), [Unit::column(6), Unit::boxed(9)]);
        assert_eq!(step.letters(), CandidateSet::single(Letter::H));
        let rest: Vec<String> = (9..=12)
            .flat_map(|r| [5, 6, 8].map(|c| format!("R{r}C{c}")))
            .collect();
        assert_eq!(removals(&step), each(&rest, "H"));
        assert_locked(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"locked-explain","args":{"unit":{"unit":22},"letter":{"letter":"H"},"cells":{"cells":[134,166],"join":"and"},"target":{"unit":41},"targets":{"cells":[132,133,135,148,149,151,164,165,167,180,181,183],"join":"and"}}}"#
        );
    }

    #[test]
    fn a_column_whose_places_leave_the_box_claims_nothing() {
        let marks = column_seven(&["R9C7", "R11C7", "R13C7"]).marks();
        assert_eq!(claiming(&marks), None);
    }
}
