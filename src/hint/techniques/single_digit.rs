//! Single-letter chains of two strong links: skyscraper and 2-string kite.
//!
//! A strong link is a unit with exactly two places for a letter: one of them takes it.
//! Two strong links whose ends meet in a third unit (a weak link: at most one of those
//! two ends takes the letter) leave the letter in one of the two far ends, so any cell
//! seeing both far ends loses it.

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

pub(in crate::hint) const SKYSCRAPER: Rung = Rung {
    technique: Technique::Skyscraper,
    id: "skyscraper",
    rating: 6.6,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: false,
    find: Finder::Pattern(skyscraper),
    vague: look_for,
    concrete: look_at,
    explain,
};

pub(in crate::hint) const TWO_STRING_KITE: Rung = Rung {
    technique: Technique::TwoStringKite,
    id: "two-string-kite",
    find: Finder::Pattern(two_string_kite),
    ..SKYSCRAPER
};

fn explain(step: &Step) -> Message {
    let Pattern::TwoLinks {
        letter,
        cells: [end, base, other_base, other_end],
        units: [line, shared, other_line],
    } = step.pattern
    else {
        return look_for(step);
    };
    Message::new("two-links-explain")
        .technique("technique", step.technique)
        .letter("letter", letter)
        .unit("line", line)
        .cell("end", end)
        .cell("base", base)
        .unit("other-line", other_line)
        .cell("other-base", other_base)
        .cell("other-end", other_end)
        .unit("shared", shared)
        .cells("targets", &step.eliminated_cells(), Join::And)
}

/// Two parallel lines with two places each for a letter, one end of each on the same
/// cross line, the other ends not.
pub fn skyscraper(marks: &Marks) -> Option<Step> {
    two_links(marks, Technique::Skyscraper)
}

/// A row and a column with two places each for a letter, one end of each in one box
/// (distinct cells), the other ends outside it.
pub fn two_string_kite(marks: &Marks) -> Option<Step> {
    two_links(marks, Technique::TwoStringKite)
}

/// The first chain of `technique`'s shape: letter by letter, each two lines with two
/// places for it, rows before columns and each line with those after it. A skyscraper's
/// lines are parallel, a kite's a row and a column.
fn two_links(marks: &Marks, technique: Technique) -> Option<Step> {
    let places = marks.unit_places();
    let parallel = technique == Technique::Skyscraper;
    for letter in Letter::ALL {
        for a in 0..32 {
            for b in a + 1..32 {
                if ((a < 16) == (b < 16)) != parallel {
                    continue;
                }
                let lines = [line(a), line(b)];
                if let Some(step) = linked(marks, places, letter, technique, lines) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// Line `n` of 32: the rows, then the columns.
fn line(n: usize) -> Unit {
    match n {
        0..16 => Unit::row(n),
        _ => Unit::column(n - 16),
    }
}

/// The chain of `technique`'s shape on the strong links of `letter` in `lines`, if one
/// removes something.
fn linked(
    marks: &Marks,
    places: &Places,
    letter: Letter,
    technique: Technique,
    lines: [Unit; 2],
) -> Option<Step> {
    let [a0, a1] = places.pair(lines[0], letter)?;
    let [b0, b1] = places.pair(lines[1], letter)?;
    // The kind of unit joining the two links, by its place in a cell's row, column and
    // box: the line across a skyscraper's (a column for two rows), a kite's box.
    // Rows are units 0 to 15.
    let kind = match (technique, lines[0].index() < 16) {
        (Technique::Skyscraper, true) => 1,
        (Technique::Skyscraper, false) => 0,
        _ => 2,
    };
    let joint = |cell: Cell| cell.units()[kind];
    for (end_a, link_a) in [(a0, a1), (a1, a0)] {
        for (link_b, end_b) in [(b0, b1), (b1, b0)] {
            // The inner cells, distinct, share a unit that neither end is in. The ends
            // must not share one: a skyscraper's would make an X-Wing, and a kite's, one
            // in the box's band and one in its stack, only could inside the box. At most
            // one way round has the shape, so the first decides.
            let meet = joint(link_a);
            let shape = link_a != link_b
                && joint(link_b) == meet
                && joint(end_a) != meet
                && joint(end_b) != meet
                && joint(end_a) != joint(end_b);
            if shape {
                let chain = [end_a, link_a, link_b, end_b];
                return chain_step(marks, letter, technique, chain, [lines[0], meet, lines[1]]);
            }
        }
    }
    None
}

/// The step for a chain `[end, link, link, end]` of `letter`: one of the two ends takes
/// it, so every other cell seeing both ends loses it.
fn chain_step(
    marks: &Marks,
    letter: Letter,
    technique: Technique,
    chain: [Cell; 4],
    units: [Unit; 3],
) -> Option<Step> {
    let [first, .., last] = chain;
    // A cell is not its own peer, so the ends are left out; the links may see both.
    let mut targets = CellSet::peers(first) & CellSet::peers(last);
    targets.remove(chain[1]);
    targets.remove(chain[2]);
    let eliminations = marks.removals(&targets, CandidateSet::single(letter));
    if eliminations.is_empty() {
        return None;
    }
    let pattern = Pattern::TwoLinks {
        letter,
        cells: chain,
        units,
    };
    Some(Step::eliminating(technique, pattern, eliminations))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::fixtures::data;
    use crate::hint::fixtures::{each, named, removals, Board};

    fn towers(second_base: &str) -> Marks {
        Board::new()
            .only('D', Unit::column(1), &["R2C2", "R12C2"])
            .only('D', Unit::column(8), &["R4C9", second_base])
            .marks()
    }

    #[test]
    fn two_columns_sharing_one_end_row_make_a_skyscraper() {
        let step = skyscraper(&towers("R12C9")).expect("a skyscraper");
        assert_eq!(step.technique, Technique::Skyscraper);
        let chain: Vec<Cell> = ["R2C2", "R12C2", "R12C9", "R4C9"].map(named).to_vec();
        assert_eq!(step.cells(), chain);
        assert_eq!(
            step.units(),
            [Unit::column(1), Unit::row(11), Unit::column(8)]
        );
        // The cells seeing both R2C2 and R4C9, where D is still a mark.
        let seeing = ["R2C10", "R2C11", "R2C12", "R4C1", "R4C3", "R4C4"];
        assert_eq!(removals(&step), each(&seeing, "D"));
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"two-links-explain","args":{"technique":{"technique":"skyscraper"},"letter":{"letter":"D"},"line":{"unit":17},"end":{"cell":17},"base":{"cell":177},"other-line":{"unit":24},"other-base":{"cell":184},"other-end":{"cell":56},"shared":{"unit":11},"targets":{"cells":[25,26,27,48,50,51],"join":"and"}}}"#
        );
    }

    #[test]
    fn two_columns_without_a_shared_row_are_no_skyscraper() {
        assert_eq!(skyscraper(&towers("R13C9")), None);
    }

    #[test]
    fn the_same_two_rows_make_an_x_wing_not_a_skyscraper() {
        let marks = Board::new()
            .only('D', Unit::column(1), &["R4C2", "R12C2"])
            .only('D', Unit::column(8), &["R4C9", "R12C9"])
            .marks();
        assert_eq!(skyscraper(&marks), None);
    }

    fn kite_board(column_box_end: &str) -> Marks {
        Board::new()
            .only('E', Unit::row(1), &["R2C3", "R2C11"])
            .only('E', Unit::column(1), &[column_box_end, "R14C2"])
            .marks()
    }

    #[test]
    fn a_row_and_a_column_meeting_in_a_box_make_a_two_string_kite() {
        let step = two_string_kite(&kite_board("R3C2")).expect("a kite");
        assert_eq!(step.technique, Technique::TwoStringKite);
        assert_eq!(step.cells(), ["R2C11", "R2C3", "R3C2", "R14C2"].map(named));
        assert_eq!(
            step.units(),
            [Unit::row(1), Unit::boxed(0), Unit::column(1)]
        );
        assert_eq!(removals(&step), ["R14C11:E"]);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"two-links-explain","args":{"technique":{"technique":"two-string-kite"},"letter":{"letter":"E"},"line":{"unit":1},"end":{"cell":26},"base":{"cell":18},"other-line":{"unit":17},"other-base":{"cell":33},"other-end":{"cell":209},"shared":{"unit":32},"targets":{"cells":[218],"join":"and"}}}"#
        );
    }

    #[test]
    fn a_row_and_a_column_not_meeting_in_a_box_are_no_kite() {
        assert_eq!(two_string_kite(&kite_board("R6C2")), None);
    }
}
