//! The direct techniques of Sudoku Explainer: pointing, claiming, or a hidden subset of
//! two to four letters, whose eliminations leave a letter one place in a unit, where the
//! step puts it, making the eliminations too. Rated as there, below the plain technique
//! (direct pointing 1.7, pointing 2.6; a direct hidden pair 2.0, a hidden pair 3.4).
//!
//! Only a single in a unit the pattern speaks of counts, as Sudoku Explainer has it: for
//! pointing, another box along the line; for claiming, the other lines through the box
//! parallel to the first; for a hidden subset, its own unit. The letter must have had
//! places among those the pattern takes out (else the single was there before it), and
//! one left outside them.
//!
//! The searches are those of the plain techniques (`locked.rs`, `subsets.rs`), given
//! [`with_single`] to keep only the patterns that make such a single; the plain rungs
//! keep every one (`rung.rs`'s `every`).

use super::locked::{self, first_locked};
use super::rung::{Finder, Rung};
use super::subsets::{first_hidden, hidden_rung};
use crate::cell::Cell;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::places::cells_at;
use crate::hint::model::step::{Placement, Step, Technique};
use crate::hint::words::detail::{look_at, look_for};

pub(in crate::hint) const DIRECT_POINTING: Rung = Rung {
    technique: Technique::DirectPointing,
    id: "direct-pointing",
    rating: 1.7,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: false,
    find: Finder::Pattern(pointing),
    vague: look_for,
    concrete: look_at,
    explain: locked::explain,
};

pub(in crate::hint) const DIRECT_CLAIMING: Rung = Rung {
    technique: Technique::DirectClaiming,
    id: "direct-claiming",
    rating: 1.9,
    find: Finder::Pattern(claiming),
    ..DIRECT_POINTING
};

pub(in crate::hint) const DIRECT_HIDDEN_PAIR: Rung = hidden_rung(
    Technique::DirectHiddenPair,
    "direct-hidden-pair",
    2.0,
    hidden::<2>,
);
pub(in crate::hint) const DIRECT_HIDDEN_TRIPLE: Rung = hidden_rung(
    Technique::DirectHiddenTriple,
    "direct-hidden-triple",
    2.5,
    hidden::<3>,
);
pub(in crate::hint) const DIRECT_HIDDEN_QUAD: Rung = hidden_rung(
    Technique::DirectHiddenQuad,
    "direct-hidden-quad",
    4.3,
    hidden::<4>,
);

/// The direct hidden subset technique of each size, from 2.
const DIRECT_HIDDEN: [Technique; 3] = [
    Technique::DirectHiddenPair,
    Technique::DirectHiddenTriple,
    Technique::DirectHiddenQuad,
];

fn pointing(marks: &Marks) -> Option<Step> {
    first_locked(marks, Technique::DirectPointing, with_single)
}

fn claiming(marks: &Marks) -> Option<Step> {
    first_locked(marks, Technique::DirectClaiming, with_single)
}

fn hidden<const N: usize>(marks: &Marks) -> Option<Step> {
    first_hidden(marks, N, &DIRECT_HIDDEN, with_single)
}

/// Makes `step`, locked candidates or a hidden subset, direct, if its eliminations leave
/// a letter one place in a unit it speaks of: a letter it takes out of that unit, with
/// one place left there outside the cells it takes it out of. Tells whether they do.
fn with_single(marks: &Marks, step: &mut Step) -> bool {
    let places = marks.unit_places();
    let eliminations = &step.eliminations;
    match &mut step.pattern {
        // Each cell that loses the letter lies in another unit of the first unit's kind,
        // which the rest of the target crosses. A letter with one place in the first
        // unit is a hidden single there, which claiming allows: no direct claiming.
        Pattern::Locked {
            letter,
            cells,
            unit,
            target,
            single,
        } if cells.len() > 1 => {
            *single = eliminations.iter().find_map(|e| {
                let other = e.cell.units()[unit.index() / 16];
                let left = cells_at(other, places.in_unit(other, *letter));
                Some((only(left.filter(|c| !c.units().contains(target)))?, other))
            });
        }
        // A letter with more than one place in the unit, all in the subset's cells but
        // one: the cells lose it.
        Pattern::Subset {
            cells,
            letters,
            unit,
            single,
            ..
        } => {
            *single = (!*letters).into_iter().find_map(|letter| {
                let mask = places.in_unit(*unit, letter);
                let left = cells_at(*unit, mask).filter(|c| !cells.contains(c));
                Some((only(left)?, letter)).filter(|_| mask.count_ones() > 1)
            });
        }
        _ => {}
    }
    let Some((cell, letter, _)) = step.pattern.single() else {
        return false;
    };
    step.placements.push(Placement { cell, letter });
    true
}

/// The one cell of `cells`, if it has one only.
fn only(mut cells: impl Iterator<Item = Cell>) -> Option<Cell> {
    let cell = cells.next()?;
    cells.next().is_none().then_some(cell)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::candidates::CandidateSet;
    use crate::hint::fixtures::{assert_changes, cells_of, data, each, named, removals, Board};
    use crate::hint::techniques::ladder::next_step;
    use crate::hint::techniques::subsets;
    use crate::hint::Uniqueness;
    use crate::letter::Letter;
    use crate::unit::Unit;

    /// Checks a direct step against the plain step its pattern makes (`plain`, found on
    /// the same marks): the same pattern and eliminations, and a letter placed where its
    /// places in the step's last unit, but those eliminated, leave it one.
    fn assert_direct(step: &Step, plain: Option<Step>, marks: &Marks) {
        let plain = plain.expect("the plain pattern");
        let (cell, letter, unit) = step.pattern.single().expect("a single");
        assert_eq!(step.cells(), plain.cells());
        assert_eq!(step.units()[..plain.units().len()], plain.units());
        assert_eq!(step.units().last(), Some(&unit));
        assert_eq!(step.letters() & plain.letters(), plain.letters());
        assert_eq!(step.eliminations, plain.eliminations);
        assert_eq!(step.placements, [Placement { cell, letter }]);
        let left: Vec<Cell> = marks
            .places(unit, letter)
            .filter(|&c| {
                let gone = step.eliminations.iter().find(|e| e.cell == c);
                !gone.is_some_and(|e| e.letters.contains(letter))
            })
            .collect();
        assert_eq!(left, [cell]);
        assert!(marks.places(unit, letter).count() > 1, "a single already");
        assert_changes(step, marks);
    }

    /// Box 1 with B only in R1C2 and R1C3 (row 1), and box 2 with B only in `places`.
    fn pointing_board(places: &[&str]) -> Board {
        Board::new()
            .only('B', Unit::boxed(0), &["R1C2", "R1C3"])
            .only('B', Unit::boxed(1), places)
    }

    #[test]
    fn pointing_that_leaves_a_box_one_place_places_the_letter_there() {
        let marks = pointing_board(&["R1C5", "R3C7"]).marks();
        let step = pointing(&marks).expect("direct pointing");
        assert_eq!(step.technique, Technique::DirectPointing);
        assert_eq!(step.cells(), ["R1C2", "R1C3"].map(named));
        assert_eq!(step.units(), [Unit::boxed(0), Unit::row(0), Unit::boxed(1)]);
        assert_eq!(step.letters(), CandidateSet::single(Letter::B));
        let row: Vec<String> = [5]
            .into_iter()
            .chain(9..=16)
            .map(|c| format!("R1C{c}"))
            .collect();
        assert_eq!(removals(&step), each(&row, "B"));
        assert_eq!(step.placements[0].cell, named("R3C7"));
        assert_direct(&step, locked::pointing(&marks), &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"direct-locked-explain","args":{"technique":{"technique":"direct-pointing"},"single":{"unit":33},"cell":{"cell":38},"unit":{"unit":32},"letter":{"letter":"B"},"cells":{"cells":[1,2],"join":"and"},"target":{"unit":0},"targets":{"cells":[4,8,9,10,11,12,13,14,15],"join":"and"}}}"#
        );
        // The ladder takes it before the naked single and the plain pointing.
        let with_single = pointing_board(&["R1C5", "R3C7"]).cell("R16C16", "A");
        let first = next_step(&with_single.marks(), Uniqueness::Unknown).expect("a step");
        assert_eq!(first.technique, Technique::DirectPointing);
    }

    #[test]
    fn pointing_that_leaves_no_box_one_place_is_not_direct() {
        // Box 2 keeps B in R2C6 and R3C7, off row 1: the row loses B elsewhere, but no
        // box along it is left one place.
        let marks = pointing_board(&["R2C6", "R3C7"]).marks();
        assert!(locked::pointing(&marks).is_some());
        assert_eq!(pointing(&marks), None);
        // Column 5 left one place is a hidden single in a column, not a box: not direct
        // pointing, as Sudoku Explainer has it.
        let marks = Board::new()
            .only('B', Unit::boxed(0), &["R1C2", "R1C3"])
            .only('B', Unit::column(4), &["R1C5", "R9C5"])
            .marks();
        assert!(locked::pointing(&marks).is_some());
        assert_eq!(pointing(&marks), None);
    }

    #[test]
    fn claiming_that_leaves_a_parallel_line_one_place_places_the_letter_there() {
        // Column 7 holds H only in box 10, at R9C7 and R11C7; column 6 has H only in
        // R10C6, which box 10 loses, and R14C6.
        let board = Board::new()
            .only('H', Unit::column(6), &["R9C7", "R11C7"])
            .only('H', Unit::column(5), &["R10C6", "R14C6"]);
        let marks = board.marks();
        let step = claiming(&marks).expect("direct claiming");
        assert_eq!(step.technique, Technique::DirectClaiming);
        assert_eq!(step.cells(), ["R9C7", "R11C7"].map(named));
        assert_eq!(
            step.units(),
            [Unit::column(6), Unit::boxed(9), Unit::column(5)]
        );
        assert_eq!(step.placements[0].cell, named("R14C6"));
        // The rest of box 10 in columns 5, 6 and 8, but where column 6 lacks H.
        assert_eq!(step.eliminations.len(), 9);
        assert_direct(&step, locked::claiming(&marks), &marks);
        // Row 10 left one place, R10C12, is a hidden single in a line of the other
        // kind: no direct claiming, as Sudoku Explainer has it.
        let marks = Board::new()
            .only('H', Unit::column(6), &["R9C7", "R11C7"])
            .only('H', Unit::row(9), &["R10C6", "R10C12"])
            .marks();
        assert!(locked::claiming(&marks).is_some());
        assert_eq!(claiming(&marks), None);
        // Column 7 with H in R9C7 alone: a hidden single, though box 10 loses H.
        let marks = Board::new()
            .only('H', Unit::column(6), &["R9C7"])
            .only('H', Unit::column(5), &["R10C6", "R14C6"])
            .marks();
        assert!(locked::claiming(&marks).is_some());
        assert_eq!(claiming(&marks), None);
    }

    /// Column 4 with G and H only in R2C4 (G, H, K) and R10C4 (B, G, H), and K only in
    /// `k_places`.
    fn hidden_pair_board(k_places: &[impl AsRef<str>]) -> Board {
        let column = Unit::column(3);
        Board::new()
            .cell("R2C4", "GHK")
            .cell("R10C4", "BGH")
            .only('G', column, &["R2C4", "R10C4"])
            .only('H', column, &["R2C4", "R10C4"])
            .only('K', column, k_places)
    }

    #[test]
    fn a_hidden_pair_that_leaves_a_letter_one_place_places_it_there() {
        let marks = hidden_pair_board(&["R2C4", "R5C4"]).marks();
        let step = hidden::<2>(&marks).expect("a direct hidden pair");
        assert_eq!(step.technique, Technique::DirectHiddenPair);
        assert_eq!(step.cells(), ["R2C4", "R10C4"].map(named));
        assert_eq!(step.units(), [Unit::column(3)]);
        assert_eq!(step.letters().to_string(), "GHK");
        assert_eq!(removals(&step), ["R2C4:K", "R10C4:B"]);
        assert_eq!(
            step.placements,
            [Placement {
                cell: named("R5C4"),
                letter: Letter::K
            }]
        );
        assert_direct(&step, subsets::hidden::<2>(&marks), &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"direct-hidden-explain","args":{"single":{"letter":"K"},"cell":{"cell":67},"technique":{"technique":"direct-hidden-pair"},"unit":{"unit":19},"letters":{"letters":"GH","join":"and"},"cells":{"cells":[19,147],"join":"and"},"removals":{"removals":[{"cell":19,"letters":"K"},{"cell":147,"letters":"B"}]}}}"#
        );
    }

    #[test]
    fn a_hidden_pair_that_leaves_a_single_elsewhere_is_not_direct() {
        // K keeps places all down column 4: nothing left one place.
        let marks = hidden_pair_board(&cells_of(Unit::column(3), 1..=16)).marks();
        assert!(subsets::hidden::<2>(&marks).is_some());
        assert_eq!(hidden::<2>(&marks), None);
        // K left one place in box 1 (R3C1), not in the pair's column: no direct hidden
        // pair, as Sudoku Explainer has it.
        let marks = Board::new()
            .cell("R2C4", "GHK")
            .cell("R10C4", "BGH")
            .only('G', Unit::column(3), &["R2C4", "R10C4"])
            .only('H', Unit::column(3), &["R2C4", "R10C4"])
            .only('K', Unit::boxed(0), &["R2C4", "R3C1"])
            .marks();
        assert!(subsets::hidden::<2>(&marks).is_some());
        assert_eq!(hidden::<2>(&marks), None);
    }

    #[test]
    fn a_hidden_triple_that_leaves_a_letter_one_place_places_it_there() {
        // Row 4 with J, K and L in a ring over R4C1, R4C6 and R4C11, and M only in R4C1
        // and R4C16.
        let cells = cells_of(Unit::row(3), [1, 6, 11]);
        let marks = Board::new()
            .ring_of_letters("JKL", Unit::row(3), &cells)
            .only('M', Unit::row(3), &["R4C1", "R4C16"])
            .marks();
        assert_eq!(hidden::<2>(&marks), None);
        let step = hidden::<3>(&marks).expect("a direct hidden triple");
        assert_eq!(step.technique, Technique::DirectHiddenTriple);
        assert_eq!(step.cells(), ["R4C1", "R4C6", "R4C11"].map(named));
        assert_eq!(
            step.placements,
            [Placement {
                cell: named("R4C16"),
                letter: Letter::M
            }]
        );
        assert_direct(&step, subsets::hidden::<3>(&marks), &marks);
    }

    #[test]
    fn a_hidden_quad_that_leaves_a_letter_one_place_places_it_there() {
        // Column 13 with M, N, O and P only in R2C13, R7C13, R10C13 and R16C13, and A
        // only in R2C13 and R5C13.
        let column = Unit::column(12);
        let board = Board::new()
            .only('M', column, &["R2C13", "R7C13"])
            .only('N', column, &["R7C13", "R10C13", "R16C13"])
            .only('O', column, &["R2C13", "R16C13"])
            .only('P', column, &["R2C13", "R10C13"]);
        let marks = board.clone().only('A', column, &["R2C13", "R5C13"]).marks();
        assert_eq!(hidden::<3>(&marks), None);
        let step = hidden::<4>(&marks).expect("a direct hidden quad");
        assert_eq!(step.technique, Technique::DirectHiddenQuad);
        assert_eq!(
            step.placements,
            [Placement {
                cell: named("R5C13"),
                letter: Letter::A
            }]
        );
        assert_direct(&step, subsets::hidden::<4>(&marks), &marks);
        // Without A's two places, a plain hidden quad.
        let marks = board.marks();
        assert!(subsets::hidden::<4>(&marks).is_some());
        assert_eq!(hidden::<4>(&marks), None);
    }
}
