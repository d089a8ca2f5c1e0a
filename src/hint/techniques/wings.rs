//! Wings: XY-Wing, XYZ-Wing and W-Wing, patterns of cells with two or three candidates.

use super::rung::{Finder, Rung};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::places::Places;
use crate::hint::model::step::{Elimination, Step, Technique};
use crate::hint::words::detail::{look_at, look_for};
use crate::letter::Letter;
use crate::message::{Join, Message};
use crate::unit::Unit;

pub(in crate::hint) const XY_WING: Rung = Rung {
    technique: Technique::XyWing,
    id: "xy-wing",
    rating: 4.2,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: false,
    find: Finder::Pattern(xy_wing),
    vague: look_for,
    concrete: look_at,
    explain: explain_wing,
};

pub(in crate::hint) const XYZ_WING: Rung = Rung {
    technique: Technique::XyzWing,
    id: "xyz-wing",
    rating: 4.4,
    find: Finder::Pattern(xyz_wing),
    ..XY_WING
};

pub(in crate::hint) const W_WING: Rung = Rung {
    technique: Technique::WWing,
    id: "w-wing",
    rating: 6.6,
    find: Finder::Pattern(w_wing),
    explain: explain_w_wing,
    ..XY_WING
};

/// The XY-Wing's sentence, and the XYZ-Wing's, whose pivot holds the shared letter too.
fn explain_wing(step: &Step) -> Message {
    let Pattern::Wing {
        pivot,
        pincers: [a, b],
        letters: [x, y],
        shared: z,
    } = step.pattern
    else {
        return look_for(step);
    };
    let id = match step.technique {
        Technique::XyzWing => "xyz-wing-explain",
        _ => "xy-wing-explain",
    };
    Message::new(id)
        .technique("technique", step.technique)
        .cell("pivot", pivot)
        .letter("x", x)
        .letter("y", y)
        .letter("z", z)
        .cell("a", a)
        .cell("b", b)
        .cells("targets", &step.eliminated_cells(), Join::And)
        .number("count", step.eliminations.len())
}

fn explain_w_wing(step: &Step) -> Message {
    let Pattern::WWing {
        ends: [first, second],
        links: [near, far],
        unit,
        link,
        removed,
    } = step.pattern
    else {
        return look_for(step);
    };
    Message::new("w-wing-explain")
        .technique("technique", step.technique)
        .cell("first", first)
        .cell("second", second)
        .letters("letters", step.letters(), Join::Or)
        .unit("unit", unit)
        .letter("link", link)
        .cell("near", near)
        .cell("far", far)
        .letter("removed", removed)
        .cells("targets", &step.eliminated_cells(), Join::And)
}

/// `letter` out of every cell that sees all of `pattern` and holds it. Out of line: all
/// three wings call it.
#[inline(never)]
fn seeing_all(marks: &Marks, pattern: &[Cell], letter: Letter) -> Vec<Elimination> {
    // A cell is not its own peer, so the pattern's cells are left out.
    let mut seeing = CellSet::ALL;
    for &cell in pattern {
        seeing = seeing & CellSet::peers(cell);
    }
    marks.removals(&seeing, CandidateSet::single(letter))
}

/// A pivot whose candidates are `X` and `Y` (XY-Wing) or `X`, `Y` and `Z` (XYZ-Wing),
/// seeing a pincer with `X` and `Z` and one with `Y` and `Z`: whichever of `X` and `Y`
/// the pivot takes, the pincer sharing it takes `Z` (or the pivot does), so cells seeing
/// the pincers (and, for XYZ, the pivot) lose `Z`.
///
/// Out of line: inlined in the search over pivots, its loops would be copied once for
/// each technique.
#[inline(never)]
fn wing(marks: &Marks, technique: Technique, pivot: Cell) -> Option<Step> {
    let pivot_letters = marks.candidates(pivot);
    for first in CellSet::peers(pivot).iter() {
        let first_letters = marks.candidates(first);
        if first_letters.len() != 2 {
            continue;
        }
        // The first pincer holds X, shared with the pivot, and Z; try either way round.
        for z in first_letters {
            let x = (first_letters & !CandidateSet::single(z)).first();
            let y = (pivot_letters & !first_letters).as_single();
            let (Some(x), Some(y)) = (x, y) else {
                continue;
            };
            // The XYZ pivot holds Z too; the XY pivot must not.
            let fits = pivot_letters.contains(x)
                && pivot_letters.contains(z) == (technique == Technique::XyzWing);
            if !fits {
                continue;
            }
            let wanted = CandidateSet::single(y) | CandidateSet::single(z);
            for second in CellSet::peers(pivot).iter() {
                if marks.candidates(second) != wanted {
                    continue;
                }
                // Z is in the XYZ pivot too, so its cells must see all three.
                let pattern = [first, second, pivot];
                let seen = 2 + usize::from(technique == Technique::XyzWing);
                let eliminations = seeing_all(marks, &pattern[..seen], z);
                if eliminations.is_empty() {
                    continue;
                }
                // The pincers in the order of the pivot's letters they share.
                let (a, b) = if x < y {
                    (first, second)
                } else {
                    (second, first)
                };
                let pattern = Pattern::Wing {
                    pivot,
                    pincers: [a, b],
                    letters: [x.min(y), x.max(y)],
                    shared: z,
                };
                return Some(Step::eliminating(technique, pattern, eliminations));
            }
        }
    }
    None
}

/// The first pivot with `count` candidates that makes a wing. Out of line, so that XY
/// and XYZ share it.
#[inline(never)]
fn first_wing(marks: &Marks, technique: Technique, count: u32) -> Option<Step> {
    for pivot in Cell::all() {
        if marks.candidates(pivot).len() != count {
            continue;
        }
        if let Some(step) = wing(marks, technique, pivot) {
            return Some(step);
        }
    }
    None
}

/// A cell with two candidates that sees two cells with two candidates, each sharing one
/// of its letters, the two sharing a third.
pub fn xy_wing(marks: &Marks) -> Option<Step> {
    first_wing(marks, Technique::XyWing, 2)
}

/// An XY-Wing whose pivot also holds the pincers' shared letter.
pub fn xyz_wing(marks: &Marks) -> Option<Step> {
    first_wing(marks, Technique::XyzWing, 3)
}

/// Two cells, not peers, with the same two candidates, and a unit where one of the
/// letters has just two places, one seeing each cell: if neither cell took the other
/// letter both would take this one, leaving the unit no place for it. So one of them
/// takes the other letter, and cells seeing both lose it.
pub fn w_wing(marks: &Marks) -> Option<Step> {
    let places = marks.unit_places();
    let mut pairs = CellSet::EMPTY;
    for cell in Cell::all() {
        if marks.candidates(cell).len() == 2 {
            pairs.insert(cell);
        }
    }
    // Each two cells once, the first lower.
    let mut later = pairs;
    for first in pairs.iter() {
        later.remove(first);
        for second in (later & !CellSet::peers(first)).iter() {
            if marks.candidates(second) != marks.candidates(first) {
                continue;
            }
            if let Some(step) = w_wing_of(marks, places, [first, second]) {
                return Some(step);
            }
        }
    }
    None
}

/// The W-Wing on two cells, not peers, with the same two candidates, if a strong link
/// joins them and something loses the other letter.
fn w_wing_of(marks: &Marks, places: &Places, [first, second]: [Cell; 2]) -> Option<Step> {
    let letters = marks.candidates(first);
    for link in letters {
        let Some(removed) = (letters & !CandidateSet::single(link)).first() else {
            continue;
        };
        // What loses the letter does not depend on the linking unit, so it is asked
        // first: when nothing does, the other letter is tried.
        let eliminations = seeing_all(marks, &[first, second], removed);
        if eliminations.is_empty() {
            continue;
        }
        let Some((unit, near, far)) = link_between(places, link, first, second) else {
            continue;
        };
        let pattern = Pattern::WWing {
            ends: [first, second],
            links: [near, far],
            unit,
            link,
            removed,
        };
        return Some(Step::eliminating(Technique::WWing, pattern, eliminations));
    }
    None
}

/// The first unit where `letter` has two places, one seeing `first` and the other
/// `second`; with the place seeing `first`, then the other. The two cells are not
/// peers, and a cell is not its own peer, so neither can be one of the places.
fn link_between(
    places: &Places,
    letter: Letter,
    first: Cell,
    second: Cell,
) -> Option<(Unit, Cell, Cell)> {
    let (near_first, near_second) = (CellSet::peers(first), CellSet::peers(second));
    for unit in Unit::all() {
        let Some([p, q]) = places.pair(unit, letter) else {
            continue;
        };
        if near_first.contains(p) && near_second.contains(q) {
            return Some((unit, p, q));
        }
        if near_first.contains(q) && near_second.contains(p) {
            return Some((unit, q, p));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::fixtures::data;
    use crate::hint::fixtures::{each, named, removals, Board};

    #[test]
    fn a_pivot_and_two_pincers_make_an_xy_wing() {
        let board = Board::new()
            .cell("R1C1", "AB")
            .cell("R1C7", "AC")
            .cell("R6C1", "BC");
        let step = xy_wing(&board.marks()).expect("an XY-Wing");
        assert_eq!(step.technique, Technique::XyWing);
        assert_eq!(step.cells(), ["R1C1", "R1C7", "R6C1"].map(named));
        assert_eq!(removals(&step), ["R6C7:C"]);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"xy-wing-explain","args":{"technique":{"technique":"xy-wing"},"pivot":{"cell":0},"x":{"letter":"A"},"y":{"letter":"B"},"z":{"letter":"C"},"a":{"cell":6},"b":{"cell":80},"targets":{"cells":[86],"join":"and"},"count":{"number":1}}}"#
        );
        // A pincer sharing no third letter with the other spoils it.
        assert_eq!(xy_wing(&board.cell("R6C1", "BD").marks()), None);
    }

    #[test]
    fn a_pivot_with_the_third_letter_makes_an_xyz_wing() {
        let board = Board::new()
            .cell("R1C1", "ABC")
            .cell("R1C3", "AC")
            .cell("R5C1", "BC");
        let marks = board.marks();
        assert_eq!(xy_wing(&marks), None);
        let step = xyz_wing(&marks).expect("an XYZ-Wing");
        assert_eq!(step.technique, Technique::XyzWing);
        assert_eq!(removals(&step), each(&["R2C1", "R3C1", "R4C1"], "C"));
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"xyz-wing-explain","args":{"technique":{"technique":"xyz-wing"},"pivot":{"cell":0},"x":{"letter":"A"},"y":{"letter":"B"},"z":{"letter":"C"},"a":{"cell":2},"b":{"cell":64},"targets":{"cells":[16,32,48],"join":"and"},"count":{"number":3}}}"#
        );
        // A pivot with a fourth letter is no wing.
        assert_eq!(xyz_wing(&board.cell("R1C1", "ABCD").marks()), None);
    }

    fn w_board(link_end: &str) -> Marks {
        Board::new()
            .cell("R1C1", "AB")
            .cell("R6C9", "AB")
            .only('B', Unit::row(9), &["R10C1", link_end])
            .marks()
    }

    #[test]
    fn two_equal_pairs_linked_by_a_unit_make_a_w_wing() {
        let step = w_wing(&w_board("R10C9")).expect("a W-Wing");
        assert_eq!(step.technique, Technique::WWing);
        assert_eq!(step.cells(), ["R1C1", "R10C1", "R10C9", "R6C9"].map(named));
        assert_eq!(step.units(), [Unit::row(9)]);
        assert_eq!(removals(&step), ["R1C9:A", "R6C1:A"]);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"w-wing-explain","args":{"technique":{"technique":"w-wing"},"first":{"cell":0},"second":{"cell":88},"letters":{"letters":"AB","join":"or"},"unit":{"unit":9},"link":{"letter":"B"},"near":{"cell":144},"far":{"cell":152},"removed":{"letter":"A"},"targets":{"cells":[8,80],"join":"and"}}}"#
        );
    }

    #[test]
    fn a_link_that_misses_one_cell_makes_no_w_wing() {
        assert_eq!(w_wing(&w_board("R10C12")), None);
    }
}
