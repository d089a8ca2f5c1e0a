//! Wings: XY-Wing, XYZ-Wing and W-Wing, patterns of cells with two or three candidates.

use super::marks::Marks;
use super::places::{set_of, Places};
use super::step::{Elimination, Step, Technique};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::letter::Letter;
use crate::unit::Unit;

/// The empty cells with exactly `count` candidates.
fn with_candidates(marks: &Marks, count: u32) -> impl Iterator<Item = Cell> + '_ {
    Cell::all().filter(move |&cell| marks.candidates(cell).len() == count)
}

/// `letter` out of every cell that sees all of `pattern` and holds it, `pattern` aside.
fn seeing_all(marks: &Marks, pattern: &[Cell], letter: Letter) -> Vec<Elimination> {
    let seeing = pattern
        .iter()
        .fold(CellSet::ALL, |all, &cell| all & CellSet::peers(cell));
    (seeing & !set_of(pattern.iter().copied()))
        .iter()
        .filter(|&cell| marks.candidates(cell).contains(letter))
        .map(|cell| Elimination {
            cell,
            letters: CandidateSet::single(letter),
        })
        .collect()
}

/// A pivot whose candidates are `X` and `Y` (XY-Wing) or `X`, `Y` and `Z` (XYZ-Wing),
/// seeing a pincer with `X` and `Z` and one with `Y` and `Z`: whichever of `X` and `Y`
/// the pivot takes, the pincer sharing it takes `Z` (or the pivot does), so cells seeing
/// the pincers (and, for XYZ, the pivot) lose `Z`.
fn wing(marks: &Marks, technique: Technique, pivot: Cell) -> Option<Step> {
    let pivot_letters = marks.candidates(pivot);
    let pincers = || pivot.peers().filter(|&p| marks.candidates(p).len() == 2);
    pincers().find_map(|first| {
        let first_letters = marks.candidates(first);
        // The first pincer holds X, shared with the pivot, and Z; try either way round.
        first_letters.iter().find_map(|z| {
            let x = (first_letters & !CandidateSet::single(z)).first()?;
            let y = (pivot_letters & !first_letters).as_single()?;
            // The XYZ pivot holds Z too; the XY pivot must not.
            let fits = pivot_letters.contains(x)
                && pivot_letters.contains(z) == (technique == Technique::XyzWing);
            if !fits {
                return None;
            }
            let wanted = CandidateSet::single(y) | CandidateSet::single(z);
            pincers()
                .filter(|&second| marks.candidates(second) == wanted)
                .find_map(|second| {
                    let trio = [pivot, first, second];
                    // Z is in the XYZ pivot too, so its cells must see all three.
                    let pattern = match technique {
                        Technique::XyzWing => &trio[..],
                        _ => &trio[1..],
                    };
                    let eliminations = seeing_all(marks, pattern, z);
                    if eliminations.is_empty() {
                        return None;
                    }
                    // The pincers in the order of the pivot's letters they share.
                    let (a, b) = if x < y {
                        (first, second)
                    } else {
                        (second, first)
                    };
                    Some(Step {
                        eliminations,
                        cells: vec![pivot, a, b],
                        letters: pivot_letters | CandidateSet::single(z),
                        ..Step::of(technique)
                    })
                })
        })
    })
}

/// A cell with two candidates that sees two cells with two candidates, each sharing one
/// of its letters, the two sharing a third.
pub fn xy_wing(marks: &Marks) -> Option<Step> {
    with_candidates(marks, 2).find_map(|pivot| wing(marks, Technique::XyWing, pivot))
}

/// An XY-Wing whose pivot also holds the pincers' shared letter.
pub fn xyz_wing(marks: &Marks) -> Option<Step> {
    with_candidates(marks, 3).find_map(|pivot| wing(marks, Technique::XyzWing, pivot))
}

/// Two cells, not peers, with the same two candidates, and a unit where one of the
/// letters has just two places, one seeing each cell: if neither cell took the other
/// letter both would take this one, leaving the unit no place for it. So one of them
/// takes the other letter, and cells seeing both lose it.
pub fn w_wing(marks: &Marks) -> Option<Step> {
    let places = Places::new(marks);
    // Each letter's strong links, bit `i` for unit `i`: found once rather than for every
    // two cells.
    let links = Letter::ALL.map(|letter| {
        Unit::all()
            .filter(|&unit| places.pair(unit, letter).is_some())
            .fold(0u64, |mask, unit| mask | 1 << unit.index())
    });
    let pairs: Vec<Cell> = with_candidates(marks, 2).collect();
    pairs.iter().enumerate().find_map(|(i, &first)| {
        pairs[i + 1..]
            .iter()
            .filter(|&&second| {
                marks.candidates(second) == marks.candidates(first)
                    && !CellSet::peers(first).contains(second)
            })
            .find_map(|&second| w_wing_of(marks, &places, &links, [first, second]))
    })
}

/// The W-Wing on two cells with the same two candidates, if a strong link (one of
/// `links`, by letter) joins them and something loses the other letter.
fn w_wing_of(
    marks: &Marks,
    places: &Places,
    links: &[u64; 16],
    [first, second]: [Cell; 2],
) -> Option<Step> {
    let letters = marks.candidates(first);
    let sees = |a: Cell, b: Cell| CellSet::peers(a).contains(b);
    letters.iter().find_map(|link| {
        let mut rest = links[link.index()];
        let mut units = std::iter::from_fn(|| {
            let index = (rest != 0).then(|| rest.trailing_zeros() as usize)?;
            rest &= rest - 1;
            Unit::from_index(index)
        });
        let (unit, near, far) = units.find_map(|unit| {
            let [p, q] = places.pair(unit, link)?;
            if [p, q].contains(&first) || [p, q].contains(&second) {
                return None;
            }
            match () {
                _ if sees(p, first) && sees(q, second) => Some((unit, p, q)),
                _ if sees(q, first) && sees(p, second) => Some((unit, q, p)),
                _ => None,
            }
        })?;
        let removed = (letters & !CandidateSet::single(link)).first()?;
        let eliminations = seeing_all(marks, &[first, second], removed);
        (!eliminations.is_empty()).then(|| Step {
            eliminations,
            cells: vec![first, near, far, second],
            units: vec![unit],
            letters,
            ..Step::of(Technique::WWing)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::fixtures::{each, named, removals, Board};

    #[test]
    fn a_pivot_and_two_pincers_make_an_xy_wing() {
        let board = Board::new()
            .cell("R1C1", "AB")
            .cell("R1C7", "AC")
            .cell("R6C1", "BC");
        let step = xy_wing(&board.marks()).expect("an XY-Wing");
        assert_eq!(step.technique, Technique::XyWing);
        assert_eq!(step.cells, ["R1C1", "R1C7", "R6C1"].map(named));
        assert_eq!(removals(&step), ["R6C7:C"]);
        assert_eq!(
            step.explanation(),
            "XY-Wing: R1C1 can only be A or B, and it sees R1C7 (A or C) and R6C1 (B or C), so whichever it takes, one of those two is C: remove C from R6C7, which sees both."
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
            step.explanation(),
            "XYZ-Wing: R1C1 can only be A, B or C, and it sees R1C3 (A or C) and R5C1 (B or C), so one of the three is C: remove C from R2C1, R3C1 and R4C1, which see all three."
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
        assert_eq!(step.cells, ["R1C1", "R10C1", "R10C9", "R6C9"].map(named));
        assert_eq!(step.units, [Unit::row(9)]);
        assert_eq!(removals(&step), ["R1C9:A", "R6C1:A"]);
        assert_eq!(
            step.explanation(),
            "W-Wing: R1C1 and R6C9 can only be A or B, and in row 10, B can only go in R10C1 or R10C9, which see them; so they are not both B and one of R1C1 and R6C9 is A: remove A from R1C9 and R6C1."
        );
    }

    #[test]
    fn a_link_that_misses_one_cell_makes_no_w_wing() {
        assert_eq!(w_wing(&w_board("R10C12")), None);
    }
}
