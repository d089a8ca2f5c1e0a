//! Single-letter chains of two strong links: skyscraper and 2-string kite.
//!
//! A strong link is a unit with exactly two places for a letter: one of them takes it.
//! Two strong links whose ends meet in a third unit (a weak link: at most one of those
//! two ends takes the letter) leave the letter in one of the two far ends, so any cell
//! seeing both far ends loses it.

use super::marks::Marks;
use super::places::{Places, LINE_KINDS};
use super::step::{Elimination, Step, Technique};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::letter::Letter;
use crate::unit::{Unit, UnitKind};

/// Two parallel lines with two places each for a letter, one end of each on the same
/// cross line, the other ends not.
pub fn skyscraper(marks: &Marks) -> Option<Step> {
    let places = Places::new(marks);
    for letter in Letter::ALL {
        for line in LINE_KINDS {
            for a in 0..16 {
                for b in a + 1..16 {
                    if let Some(step) = tower_pair(&places, letter, line(a), line(b)) {
                        return Some(step);
                    }
                }
            }
        }
    }
    None
}

/// The skyscraper on parallel lines `first` and `second`, if they form one that removes
/// something.
fn tower_pair(places: &Places, letter: Letter, first: Unit, second: Unit) -> Option<Step> {
    let [a0, a1] = places.pair(first, letter)?;
    let [b0, b1] = places.pair(second, letter)?;
    // The line across `first` and `second` through a cell.
    let cross = |cell: Cell| match first.kind() {
        UnitKind::Row(_) => Unit::column(cell.col()),
        _ => Unit::row(cell.row()),
    };
    // Exactly one end of each on a shared cross line; both would be an X-Wing.
    for (roof_a, base_a) in [(a0, a1), (a1, a0)] {
        for (base_b, roof_b) in [(b0, b1), (b1, b0)] {
            if cross(base_a) == cross(base_b) && cross(roof_a) != cross(roof_b) {
                let chain = [roof_a, base_a, base_b, roof_b];
                let units = [first, cross(base_a), second];
                return chain_step(places, letter, Technique::Skyscraper, chain, units);
            }
        }
    }
    None
}

/// A row and a column with two places each for a letter, one end of each in one box
/// (distinct cells), the other ends outside it.
pub fn two_string_kite(marks: &Marks) -> Option<Step> {
    let places = Places::new(marks);
    for letter in Letter::ALL {
        for row in (0..16).map(Unit::row) {
            let Some([r0, r1]) = places.pair(row, letter) else {
                continue;
            };
            for column in (0..16).map(Unit::column) {
                let Some([c0, c1]) = places.pair(column, letter) else {
                    continue;
                };
                for (row_end, row_box) in [(r0, r1), (r1, r0)] {
                    for (column_box, column_end) in [(c0, c1), (c1, c0)] {
                        let area = row_box.box_index();
                        let kite = row_box != column_box
                            && column_box.box_index() == area
                            && row_end.box_index() != area
                            && column_end.box_index() != area;
                        if !kite {
                            continue;
                        }
                        let chain = [row_end, row_box, column_box, column_end];
                        let units = [row, Unit::boxed(area), column];
                        let step =
                            chain_step(&places, letter, Technique::TwoStringKite, chain, units);
                        if step.is_some() {
                            return step;
                        }
                    }
                }
            }
        }
    }
    None
}

/// The step for a chain `[end, link, link, end]` of `letter`: one of the two ends takes
/// it, so every other cell seeing both ends loses it.
fn chain_step(
    places: &Places,
    letter: Letter,
    technique: Technique,
    chain: [Cell; 4],
    units: [Unit; 3],
) -> Option<Step> {
    let [first, .., last] = chain;
    // A cell is not its own peer, so the ends are left out; the links may see both.
    let mut targets = places.cells(letter) & CellSet::peers(first) & CellSet::peers(last);
    targets.remove(chain[1]);
    targets.remove(chain[2]);
    if targets.is_empty() {
        return None;
    }
    let mut step = Step::of(technique);
    step.letters = CandidateSet::single(letter);
    for cell in targets.iter() {
        step.eliminations.push(Elimination {
            cell,
            letters: step.letters,
        });
    }
    step.cells = chain.to_vec();
    step.units = units.to_vec();
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
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
        assert_eq!(step.cells, chain);
        assert_eq!(
            step.units,
            [Unit::column(1), Unit::row(11), Unit::column(8)]
        );
        // The cells seeing both R2C2 and R4C9, where D is still a mark.
        let seeing = ["R2C10", "R2C11", "R2C12", "R4C1", "R4C3", "R4C4"];
        assert_eq!(removals(&step), each(&seeing, "D"));
        assert_eq!(
            step.explanation(),
            "Skyscraper: in column 2, D can only go in R2C2 or R12C2, and in column 9 only in R12C9 or R4C9; R12C2 and R12C9 share row 12, so they are not both D and one of R2C2 and R4C9 is: remove D from R2C10, R2C11, R2C12, R4C1, R4C3 and R4C4."
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
        assert_eq!(step.cells, ["R2C11", "R2C3", "R3C2", "R14C2"].map(named));
        assert_eq!(step.units, [Unit::row(1), Unit::boxed(0), Unit::column(1)]);
        assert_eq!(removals(&step), ["R14C11:E"]);
        assert_eq!(
            step.explanation(),
            "2-string kite: in row 2, E can only go in R2C11 or R2C3, and in column 2 only in R3C2 or R14C2; R2C3 and R3C2 share box 1, so they are not both E and one of R2C11 and R14C2 is: remove E from R14C11."
        );
    }

    #[test]
    fn a_row_and_a_column_not_meeting_in_a_box_are_no_kite() {
        assert_eq!(two_string_kite(&kite_board("R6C2")), None);
    }
}
