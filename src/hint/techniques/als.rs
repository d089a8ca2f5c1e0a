//! ALS-XZ: two almost locked sets joined by a letter they cannot both hold.
//!
//! An almost locked set is `N` cells of one unit whose marks together are `N + 1`
//! letters: take any one letter away and the rest fill the cells, a locked set. Two such
//! sets, A and B, with no cell in common, that both hold a letter X whose every place in
//! A sees every place in B, cannot both hold X (the restricted common letter): so one of
//! them is locked without it, and holds every other letter it has. If both also hold a
//! letter Z, then Z is in A or in B, and a cell that sees every place of Z in both sets
//! cannot be Z.
//!
//! The search is bounded: sets of up to [`MOST_CELLS`] cells, which are what a person
//! scans a unit for (and what keeps the count of sets, and of their pairs, small).

use super::rung::{Finder, Rung};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::{AlmostLockedSet, Pattern};
use crate::hint::model::step::{Step, Technique};
use crate::hint::words::detail::{look_at, look_for};
use crate::letter::Letter;
use crate::message::{Join, Message};
use crate::unit::{Unit, UnitKind};

/// Sudoku Explainer has no almost locked sets; HoDoKu ranks ALS-XZ among its hardest
/// techniques short of forcing chains. On Sudoku Explainer's scale it sits where the
/// chain it amounts to does: an alternating inference chain (7.0) through two sets,
/// above the plain chains and below forcing chains (8.2).
pub(in crate::hint) const ALS_XZ: Rung = Rung {
    technique: Technique::AlsXz,
    id: "als-xz",
    rating: 7.5,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: false,
    find: Finder::Pattern(als_xz),
    vague: look_for,
    concrete: look_at,
    explain,
};

/// The most cells of an almost locked set the search takes.
const MOST_CELLS: usize = 4;

/// An almost locked set found on the board, with what the search asks of it for each of
/// its letters (by the letter's index): the cells holding it, and the cells that see all
/// of those. Worked out once per set, not once per pair of sets.
struct Found {
    set: AlmostLockedSet,
    cells: CellSet,
    places: [CellSet; 16],
    seeing: [CellSet; 16],
}

impl Found {
    fn new(marks: &Marks, set: AlmostLockedSet) -> Found {
        let mut cells = CellSet::EMPTY;
        let mut places = [CellSet::EMPTY; 16];
        for &cell in &set.cells {
            cells.insert(cell);
            for letter in marks.candidates(cell) {
                places[letter.index()].insert(cell);
            }
        }
        let mut seeing = [CellSet::EMPTY; 16];
        for letter in set.letters {
            seeing[letter.index()] = seeing_all(places[letter.index()]);
        }
        Found {
            set,
            cells,
            places,
            seeing,
        }
    }
}

/// The cells that see every cell of `cells`.
fn seeing_all(cells: CellSet) -> CellSet {
    let mut seeing = CellSet::ALL;
    for cell in cells.iter() {
        seeing = seeing & CellSet::peers(cell);
    }
    seeing
}

/// Every almost locked set of up to [`MOST_CELLS`] cells, each once: a set in a box and a
/// line is taken in the line.
fn almost_locked_sets(marks: &Marks) -> Vec<Found> {
    let mut found = Vec::new();
    for unit in Unit::all() {
        let cells: Vec<Cell> = marks
            .empty_cells(unit)
            .filter(|&cell| marks.candidates(cell).len() as usize <= MOST_CELLS + 1)
            .collect();
        let mut chosen = Vec::new();
        grow(
            marks,
            unit,
            &cells,
            CandidateSet::EMPTY,
            &mut chosen,
            &mut found,
        );
    }
    found
}

/// Adds to `found` every almost locked set of `unit` made of `chosen` and cells of
/// `rest`, the letters of `chosen` being `letters`.
fn grow(
    marks: &Marks,
    unit: Unit,
    rest: &[Cell],
    letters: CandidateSet,
    chosen: &mut Vec<Cell>,
    found: &mut Vec<Found>,
) {
    for (i, &cell) in rest.iter().enumerate() {
        let more = letters | marks.candidates(cell);
        // Letters never leave a growing set: past one more than the most cells, no set.
        if more.len() as usize > MOST_CELLS + 1 {
            continue;
        }
        chosen.push(cell);
        let in_line = |same: fn(Cell) -> usize| chosen.iter().all(|&c| same(c) == same(chosen[0]));
        let in_box_only =
            matches!(unit.kind(), UnitKind::Box(_)) && !in_line(Cell::row) && !in_line(Cell::col);
        let taken = !matches!(unit.kind(), UnitKind::Box(_)) || in_box_only;
        if taken && more.len() as usize == chosen.len() + 1 {
            let set = AlmostLockedSet {
                unit,
                cells: chosen.clone(),
                letters: more,
            };
            found.push(Found::new(marks, set));
        }
        if chosen.len() < MOST_CELLS {
            grow(marks, unit, &rest[i + 1..], more, chosen, found);
        }
        chosen.pop();
    }
}

/// Two almost locked sets with a restricted common letter, and another common letter
/// that cells seeing all its places in both lose.
fn als_xz(marks: &Marks) -> Option<Step> {
    let sets = almost_locked_sets(marks);
    for (i, a) in sets.iter().enumerate() {
        for b in &sets[i + 1..] {
            let common = a.set.letters & b.set.letters;
            if common.len() < 2 || !(a.cells & b.cells).is_empty() {
                continue;
            }
            for x in common {
                // Every place of X in A sees every place in B: not both hold it.
                let x = x.index();
                if !(b.places[x] & !a.seeing[x]).is_empty() {
                    continue;
                }
                let mut eliminations = Vec::new();
                for z in common {
                    if z.index() == x {
                        continue;
                    }
                    let z_index = z.index();
                    let targets = a.seeing[z_index] & b.seeing[z_index] & !a.cells & !b.cells;
                    eliminations.extend(marks.removals(&targets, CandidateSet::single(z)));
                }
                if !eliminations.is_empty() {
                    let pattern = Pattern::Als {
                        sets: [a.set.clone(), b.set.clone()],
                        restricted: Letter::ALL[x],
                    };
                    return Some(Step::eliminating(Technique::AlsXz, pattern, eliminations));
                }
            }
        }
    }
    None
}

/// `als-set`: "in row 1, R1C1 and R1C2 can only be A, B or C".
fn set(set: &AlmostLockedSet) -> Message {
    Message::new("als-set")
        .unit("unit", set.unit)
        .cells("cells", &set.cells, Join::And)
        .letters("letters", set.letters, Join::Or)
}

/// `als-explain`: the two sets (`a` and `b`, each an `als-set`), the `restricted`
/// letter, and what the step removes.
fn explain(step: &Step) -> Message {
    let Pattern::Als {
        sets: [ref a, ref b],
        restricted,
    } = step.pattern
    else {
        return look_for(step);
    };
    Message::new("als-explain")
        .technique("technique", step.technique)
        .message("a", set(a))
        .message("b", set(b))
        .letter("restricted", restricted)
        .removals("removals", &step.eliminations)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::fixtures::data;
    use crate::hint::fixtures::{assert_changes, each, named, removals, Board};

    /// In row 1, R1C1 and R1C2 can only be A, B or C; in row 5, R5C1 and R5C3 can only
    /// be A, C or D. Rows 1 and 5 lie in different bands, so only the columns join them.
    fn two_sets() -> Board {
        Board::new()
            .cell("R1C1", "AB")
            .cell("R1C2", "BC")
            .cell("R5C1", "AD")
            .cell("R5C3", "CD")
    }

    #[test]
    fn two_sets_joined_by_a_restricted_letter_remove_another() {
        // A is in R1C1 and R5C1 only, which see each other in column 1: the restricted
        // letter. C is in R1C2 and R5C3: cells seeing both lose it, in row 1 and
        // column 3, row 5 and column 2, and the boxes' cells on those columns.
        let marks = two_sets().marks();
        let step = als_xz(&marks).expect("an ALS-XZ");
        assert_changes(&step, &marks);
        assert_eq!(step.technique, Technique::AlsXz);
        assert_eq!(step.cells(), ["R1C1", "R1C2", "R5C1", "R5C3"].map(named));
        let seeing = [
            "R1C3", "R2C3", "R3C3", "R4C3", "R5C2", "R6C2", "R7C2", "R8C2",
        ];
        assert_eq!(removals(&step), each(&seeing, "C"));
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"als-explain","args":{"technique":{"technique":"als-xz"},"a":{"message":{"id":"als-set","args":{"unit":{"unit":0},"cells":{"cells":[0,1],"join":"and"},"letters":{"letters":"ABC","join":"or"}}}},"b":{"message":{"id":"als-set","args":{"unit":{"unit":4},"cells":{"cells":[64,66],"join":"and"},"letters":{"letters":"ACD","join":"or"}}}},"restricted":{"letter":"A"},"removals":{"removals":[{"cell":2,"letters":"C"},{"cell":18,"letters":"C"},{"cell":34,"letters":"C"},{"cell":50,"letters":"C"},{"cell":65,"letters":"C"},{"cell":81,"letters":"C"},{"cell":97,"letters":"C"},{"cell":113,"letters":"C"}]}}}"#
        );
    }

    #[test]
    fn sets_that_could_both_hold_the_letter_remove_nothing() {
        // Moved to column 2, A in the second set no longer sees R1C1.
        let apart = Board::new()
            .cell("R1C1", "AB")
            .cell("R1C2", "BC")
            .cell("R5C2", "AD")
            .cell("R5C3", "CD");
        assert_eq!(als_xz(&apart.marks()), None);
        // A set with two letters more than its cells is no almost locked set.
        assert_eq!(als_xz(&two_sets().cell("R5C3", "CDE").marks()), None);
    }
}
