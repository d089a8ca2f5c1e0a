//! Simple colouring, one letter at a time: colour wraps and colour traps.
//!
//! In a unit where a letter has just two places, one of them takes it and the other does
//! not. Following such pairs from cell to cell and colouring the cells alternately, all
//! cells of one colour take the letter and none of the other do, though which is which is
//! not yet known. Two cells of one colour that see each other cannot both take it, so
//! that colour is the one without it (a wrap); a cell seeing both colours sees a cell
//! that takes it, so cannot itself (a trap).

use super::marks::Marks;
use super::places::Places;
use super::step::{Elimination, Step, Technique};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::letter::Letter;
use crate::unit::Unit;

/// Two cells of one colour see each other: that colour loses the letter.
pub fn colour_wrap(marks: &Marks) -> Option<Step> {
    let places = Places::new(marks);
    Letter::ALL
        .into_iter()
        .find_map(|letter| clusters(&places, letter).find_map(|colours| wrap(letter, colours)))
}

/// A cell outside the colouring sees both colours: it loses the letter.
pub fn colour_trap(marks: &Marks) -> Option<Step> {
    let places = Places::new(marks);
    Letter::ALL.into_iter().find_map(|letter| {
        clusters(&places, letter).find_map(|colours| trap(&places, letter, colours))
    })
}

/// The two colours of each group of `letter`'s places joined by pairs, the colour
/// holding the group's first cell first. A group whose pairs would give a cell both
/// colours (the marks then allow no solution) is left out.
fn clusters(places: &Places, letter: Letter) -> impl Iterator<Item = [CellSet; 2]> + '_ {
    let mut left = Unit::all()
        .filter_map(|unit| places.pair(unit, letter))
        .fold(CellSet::EMPTY, |all, [p, q]| {
            let mut all = all;
            all.insert(p);
            all.insert(q);
            all
        });
    std::iter::from_fn(move || {
        let start = left.pop()?;
        let (colours, consistent) = colour_from(places, letter, start);
        left = left & !colours[0] & !colours[1];
        Some(consistent.then_some(colours))
    })
    .flatten()
}

/// Colours the group of `start` (first colour) by following pairs; and whether every
/// cell got one colour only.
fn colour_from(places: &Places, letter: Letter, start: Cell) -> ([CellSet; 2], bool) {
    let mut colours = [CellSet::EMPTY; 2];
    colours[0].insert(start);
    let mut todo = colours[0];
    let mut consistent = true;
    while let Some(cell) = todo.pop() {
        let (same, opposite) = if colours[0].contains(cell) {
            (0, 1)
        } else {
            (1, 0)
        };
        for next in partners(places, letter, cell) {
            if colours[same].contains(next) {
                consistent = false;
            } else if !colours[opposite].contains(next) {
                colours[opposite].insert(next);
                todo.insert(next);
            }
        }
    }
    // The whole group is coloured even when inconsistent, so that it is skipped at once.
    (colours, consistent)
}

/// The cells paired with `cell` for `letter` in its row, column and box.
fn partners(places: &Places, letter: Letter, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
    cell.units()
        .into_iter()
        .filter_map(move |unit| match places.pair(unit, letter)? {
            [p, q] if p == cell => Some(q),
            [p, q] if q == cell => Some(p),
            _ => None,
        })
}

/// The wrap in `colours`, if two cells of one colour share a unit.
fn wrap(letter: Letter, colours: [CellSet; 2]) -> Option<Step> {
    let (false_colour, unit) = (0..2).find_map(|k| {
        colours[k].iter().find_map(|cell| {
            let twin = (CellSet::peers(cell) & colours[k]).iter().next()?;
            let unit = cell
                .units()
                .into_iter()
                .find(|u| u.cells().contains(&twin))?;
            Some((k, unit))
        })
    })?;
    let eliminations = colours[false_colour]
        .iter()
        .map(|cell| Elimination {
            cell,
            letters: CandidateSet::single(letter),
        })
        .collect();
    Some(Step {
        eliminations,
        units: vec![unit],
        ..coloured_step(
            Technique::ColourWrap,
            letter,
            [colours[false_colour], colours[1 - false_colour]],
        )
    })
}

/// The trap on `colours`: the letter's other places that see both colours.
fn trap(places: &Places, letter: Letter, colours: [CellSet; 2]) -> Option<Step> {
    let sees = |cell: Cell, colour: CellSet| !(CellSet::peers(cell) & colour).is_empty();
    let eliminations: Vec<Elimination> = (places.cells(letter) & !colours[0] & !colours[1])
        .iter()
        .filter(|&cell| sees(cell, colours[0]) && sees(cell, colours[1]))
        .map(|cell| Elimination {
            cell,
            letters: CandidateSet::single(letter),
        })
        .collect();
    (!eliminations.is_empty()).then(|| Step {
        eliminations,
        ..coloured_step(Technique::ColourTrap, letter, colours)
    })
}

/// A colouring step's pattern: both colours' cells, together and apart.
fn coloured_step(technique: Technique, letter: Letter, colours: [CellSet; 2]) -> Step {
    Step {
        cells: (colours[0] | colours[1]).iter().collect(),
        letters: CandidateSet::single(letter),
        colours: colours.map(|c| c.iter().collect()),
        ..Step::of(technique)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
        assert_eq!(step.colours[0], ["R1C1", "R7C8", "R14C12"].map(named));
        assert_eq!(step.colours[1], ["R1C8", "R7C12", "R14C3"].map(named));
        let trapped = ["R2C3", "R3C3", "R4C3", "R13C1", "R15C1", "R16C1"];
        assert_eq!(removals(&step), each(&trapped, "F"));
        assert_eq!(
            step.explanation(),
            "Colour trap: linking the places of F in units where it has only two, R1C1, R7C8 and R14C12 take one colour and R1C8, R7C12 and R14C3 the other, and one colour is F; R2C3, R3C3, R4C3, R13C1, R15C1 and R16C1 each see both colours, so remove F from them."
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
        assert_eq!(step.units, [Unit::boxed(0)]);
        assert_eq!(removals(&step), each(&["R1C1", "R2C4", "R6C9"], "G"));
        assert_eq!(
            step.explanation(),
            "Colour wrap: linking the places of G in units where it has only two, R1C1, R2C4 and R6C9 take one colour and R1C9 and R6C4 the other, and one colour is G; two cells of the first share box 1, so it is not G: remove G from R1C1, R2C4 and R6C9."
        );
    }

    #[test]
    fn a_chain_whose_colours_never_meet_does_not_wrap() {
        assert_eq!(colour_wrap(&loop_board("R5C4")), None);
    }
}
