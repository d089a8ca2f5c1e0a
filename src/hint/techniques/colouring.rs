//! Simple colouring, one letter at a time: colour wraps and colour traps.
//!
//! In a unit where a letter has just two places, one of them takes it and the other does
//! not. Following such pairs from cell to cell and colouring the cells alternately, all
//! cells of one colour take the letter and none of the other do, though which is which is
//! not yet known. Two cells of one colour that see each other cannot both take it, so
//! that colour is the one without it (a wrap); a cell seeing both colours sees a cell
//! that takes it, so cannot itself (a trap).

use super::rung::{Finder, Rung};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::places::Places;
use crate::hint::model::step::{Step, Technique};
use crate::hint::words::detail::{look_at, look_for};
use crate::letter::Letter;
use crate::message::{Join, Message};
use crate::unit::Unit;

pub(in crate::hint) const COLOUR_WRAP: Rung = Rung {
    technique: Technique::ColourWrap,
    id: "colour-wrap",
    rating: 6.6,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: false,
    find: Finder::Pattern(colour_wrap),
    vague: look_for,
    concrete: look_at,
    explain: explain_wrap,
};

pub(in crate::hint) const COLOUR_TRAP: Rung = Rung {
    technique: Technique::ColourTrap,
    id: "colour-trap",
    find: Finder::Pattern(colour_trap),
    explain: explain_trap,
    ..COLOUR_WRAP
};

/// `colour-wrap-explain`: the two colours of `letter`, `first` and `second`, and the
/// `unit` two cells of the first share.
fn explain_wrap(step: &Step) -> Message {
    let Pattern::ColourWrap {
        letter,
        ref colours,
        unit,
    } = step.pattern
    else {
        return look_for(step);
    };
    colours_of(Message::new("colour-wrap-explain"), step, letter, colours).unit("unit", unit)
}

/// `colour-trap-explain`: the two colours of `letter`, and the `count` cells that see
/// both.
fn explain_trap(step: &Step) -> Message {
    let Pattern::ColourTrap {
        letter,
        ref colours,
    } = step.pattern
    else {
        return look_for(step);
    };
    colours_of(Message::new("colour-trap-explain"), step, letter, colours)
        .number("count", step.eliminations.len())
}

/// The parts both colourings' messages share: the technique, the letter, its colours and
/// the cells that lose it.
fn colours_of(message: Message, step: &Step, letter: Letter, colours: &[Vec<Cell>; 2]) -> Message {
    message
        .technique("technique", step.technique)
        .letter("letter", letter)
        .cells("first", &colours[0], Join::And)
        .cells("second", &colours[1], Join::And)
        .cells("targets", &step.eliminated_cells(), Join::And)
}

/// Two cells of one colour see each other: that colour loses the letter.
pub fn colour_wrap(marks: &Marks) -> Option<Step> {
    colouring(marks, Technique::ColourWrap)
}

/// A cell outside the colouring sees both colours: it loses the letter.
pub fn colour_trap(marks: &Marks) -> Option<Step> {
    colouring(marks, Technique::ColourTrap)
}

/// The first wrap or trap, as `technique` asks: letter by letter, each group of the
/// letter's places joined by pairs, from the group of the lowest cell up. A group whose
/// pairs would give a cell both colours (the marks then allow no solution) is left out.
fn colouring(marks: &Marks, technique: Technique) -> Option<Step> {
    let places = marks.unit_places();
    for letter in Letter::ALL {
        // The letter's places in a pair not yet in a coloured group.
        let mut left = CellSet::EMPTY;
        for unit in Unit::all() {
            if let Some([p, q]) = places.pair(unit, letter) {
                left.insert(p);
                left.insert(q);
            }
        }
        while let Some(start) = left.iter().next() {
            let (colours, consistent) = colour_from(places, letter, start);
            left = left & !colours[0] & !colours[1];
            if !consistent {
                continue;
            }
            let step = match technique {
                Technique::ColourWrap => wrap(marks, letter, colours),
                _ => trap(marks, letter, colours),
            };
            if step.is_some() {
                return step;
            }
        }
    }
    None
}

/// Colours the group of `start` (first colour) by following pairs; and whether every
/// cell got one colour only.
fn colour_from(places: &Places, letter: Letter, start: Cell) -> ([CellSet; 2], bool) {
    let mut colours = [CellSet::EMPTY; 2];
    colours[0].insert(start);
    let mut todo = colours[0];
    let mut consistent = true;
    while let Some(cell) = todo.pop() {
        let same = usize::from(!colours[0].contains(cell));
        for unit in cell.units() {
            let Some(next) = places.partner(unit, letter, cell) else {
                continue;
            };
            if colours[same].contains(next) {
                consistent = false;
            } else if !colours[1 - same].contains(next) {
                colours[1 - same].insert(next);
                todo.insert(next);
            }
        }
    }
    // The whole group is coloured even when inconsistent, so that it is skipped at once.
    (colours, consistent)
}

/// The wrap in `colours`, if two cells of one colour share a unit.
fn wrap(marks: &Marks, letter: Letter, colours: [CellSet; 2]) -> Option<Step> {
    for k in 0..2 {
        for cell in colours[k].iter() {
            let Some(twin) = (CellSet::peers(cell) & colours[k]).iter().next() else {
                continue;
            };
            // The wrapped colour comes first, and loses the letter.
            let pattern = Pattern::ColourWrap {
                letter,
                colours: [colours[k], colours[1 - k]].map(|cells| cells.iter().collect()),
                unit: shared_unit(cell, twin),
            };
            let eliminations = marks.removals(&colours[k], CandidateSet::single(letter));
            return Some(Step::eliminating(
                Technique::ColourWrap,
                pattern,
                eliminations,
            ));
        }
    }
    None
}

/// The first of `cell`'s row, column and box that holds `peer` too.
fn shared_unit(cell: Cell, peer: Cell) -> Unit {
    let [row, column, area] = cell.units();
    match () {
        _ if cell.row() == peer.row() => row,
        _ if cell.col() == peer.col() => column,
        _ => area,
    }
}

/// The trap on `colours`: the letter's other places that see both colours.
fn trap(marks: &Marks, letter: Letter, colours: [CellSet; 2]) -> Option<Step> {
    let [seen_first, seen_second] = colours.map(seen_by);
    let trapped = seen_first & seen_second & !colours[0] & !colours[1];
    // Of the cells seeing both colours, those that lose the letter are its places.
    let eliminations = marks.removals(&trapped, CandidateSet::single(letter));
    if eliminations.is_empty() {
        return None;
    }
    let pattern = Pattern::ColourTrap {
        letter,
        colours: colours.map(|cells| cells.iter().collect()),
    };
    Some(Step::eliminating(
        Technique::ColourTrap,
        pattern,
        eliminations,
    ))
}

/// The cells that see one of `cells` or more.
fn seen_by(cells: CellSet) -> CellSet {
    let mut seen = CellSet::EMPTY;
    for cell in cells.iter() {
        seen = seen | CellSet::peers(cell);
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::fixtures::data;
    use crate::hint::fixtures::{each, named, removals, Board};

    /// F linked in pairs along rows 1, 7 and 14 and columns 8 and 12, `row7` being row
    /// 7's places.
    fn chain(row7: &[&str]) -> Marks {
        Board::new()
            .only('F', Unit::row(0), &["R1C1", "R1C8"])
            .only('F', Unit::column(7), &["R1C8", "R7C8"])
            .only('F', Unit::row(6), row7)
            .only('F', Unit::column(11), &["R7C12", "R14C12"])
            .only('F', Unit::row(13), &["R14C12", "R14C3"])
            .marks()
    }

    #[test]
    fn cells_seeing_both_colours_of_a_chain_are_trapped() {
        let marks = chain(&["R7C8", "R7C12"]);
        assert_eq!(colour_wrap(&marks), None);
        let step = colour_trap(&marks).expect("a colour trap");
        assert_eq!(step.technique, Technique::ColourTrap);
        assert_eq!(step.colours()[0], ["R1C1", "R7C8", "R14C12"].map(named));
        assert_eq!(step.colours()[1], ["R1C8", "R7C12", "R14C3"].map(named));
        let trapped = ["R2C3", "R3C3", "R4C3", "R13C1", "R15C1", "R16C1"];
        assert_eq!(removals(&step), each(&trapped, "F"));
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"colour-trap-explain","args":{"technique":{"technique":"colour-trap"},"letter":{"letter":"F"},"first":{"cells":[0,103,219],"join":"and"},"second":{"cells":[7,107,210],"join":"and"},"targets":{"cells":[18,34,50,192,224,240],"join":"and"},"count":{"number":6}}}"#
        );
    }

    #[test]
    fn a_broken_chain_traps_nothing() {
        assert_eq!(colour_trap(&chain(&["R7C8", "R7C12", "R7C15"])), None);
    }

    fn loop_board(last: &str) -> Marks {
        Board::new()
            .only('G', Unit::row(0), &["R1C1", "R1C9"])
            .only('G', Unit::column(8), &["R1C9", "R6C9"])
            .only('G', Unit::row(5), &["R6C9", "R6C4"])
            .only('G', Unit::column(3), &["R6C4", last])
            .marks()
    }

    #[test]
    fn two_cells_of_one_colour_in_a_box_wrap_it() {
        let step = colour_wrap(&loop_board("R2C4")).expect("a colour wrap");
        assert_eq!(step.technique, Technique::ColourWrap);
        assert_eq!(step.units(), [Unit::boxed(0)]);
        assert_eq!(removals(&step), each(&["R1C1", "R2C4", "R6C9"], "G"));
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"colour-wrap-explain","args":{"technique":{"technique":"colour-wrap"},"letter":{"letter":"G"},"first":{"cells":[0,19,88],"join":"and"},"second":{"cells":[8,83],"join":"and"},"targets":{"cells":[0,19,88],"join":"and"},"unit":{"unit":32}}}"#
        );
    }

    #[test]
    fn a_chain_whose_colours_never_meet_does_not_wrap() {
        assert_eq!(colour_wrap(&loop_board("R5C4")), None);
    }
}
