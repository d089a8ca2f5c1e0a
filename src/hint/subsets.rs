//! Naked and hidden subsets of any size from 2 to 7: pairs, triples, quads and beyond,
//! which a sixteen-cell unit has room for.
//!
//! A naked subset is `N` cells of a unit whose candidates together are `N` letters: those
//! cells take those letters, so no other cell of the unit can. A hidden subset is `N`
//! letters whose places in a unit together are `N` cells: those cells take those letters,
//! so they hold nothing else. One search serves both (see [`find_cover`]).

use super::cover::{eligible, find_cover};
use super::marks::Marks;
use super::places::{cells_at, remove, set_of, shared_units, unit_set, Places};
use super::step::{Step, Technique};
use crate::candidates::CandidateSet;
use crate::letter::Letter;
use crate::unit::Unit;

/// The naked subset technique of each size, from 2.
const NAKED: [Technique; 6] = [
    Technique::NakedPair,
    Technique::NakedTriple,
    Technique::NakedQuad,
    Technique::NakedSubset5,
    Technique::NakedSubset6,
    Technique::NakedSubset7,
];

/// The hidden subset technique of each size, from 2.
const HIDDEN: [Technique; 6] = [
    Technique::HiddenPair,
    Technique::HiddenTriple,
    Technique::HiddenQuad,
    Technique::HiddenSubset5,
    Technique::HiddenSubset6,
    Technique::HiddenSubset7,
];

/// `N` cells of a unit with `N` candidates between them: the rest of the unit, and of
/// any other unit holding all of them, loses those letters.
pub fn naked<const N: usize>(marks: &Marks) -> Option<Step> {
    naked_of_size(marks, N)
}

// The size is a const parameter for the ladder's sake only: one body serves every size,
// so that the WebAssembly module does not carry six copies of it.
#[inline(never)]
fn naked_of_size(marks: &Marks, size: usize) -> Option<Step> {
    let technique = *NAKED.get(size.checked_sub(2)?)?;
    Unit::all().find_map(|unit| {
        let cells = unit.cells();
        let items = std::array::from_fn(|i| marks.candidates(cells[i]).bits());
        find_cover(
            &items,
            eligible(&items, size as u32),
            size as u32,
            |chosen, letters| {
                naked_step(
                    marks,
                    unit,
                    chosen,
                    CandidateSet::from_bits(letters),
                    technique,
                )
            },
        )
    })
}

/// The step for the naked subset at positions `chosen` of `unit`, if it removes anything.
fn naked_step(
    marks: &Marks,
    unit: Unit,
    chosen: u16,
    letters: CandidateSet,
    technique: Technique,
) -> Option<Step> {
    let pattern = set_of(cells_at(unit, chosen));
    // A subset inside a line and a box at once clears both.
    let reach = shared_units(&pattern).fold(*unit_set(unit), |all, u| all | *unit_set(u));
    let eliminations = remove(marks, &(reach & !pattern), letters);
    if eliminations.is_empty() {
        return None;
    }
    let mut units = vec![unit];
    units.extend(shared_units(&pattern).filter(|&u| u != unit));
    Some(Step {
        eliminations,
        cells: pattern.iter().collect(),
        units,
        letters,
        ..Step::of(technique)
    })
}

/// `N` letters with `N` places between them in a unit: those cells lose every other
/// letter.
pub fn hidden<const N: usize>(marks: &Marks) -> Option<Step> {
    hidden_of_size(marks, N)
}

#[inline(never)]
fn hidden_of_size(marks: &Marks, size: usize) -> Option<Step> {
    let technique = *HIDDEN.get(size.checked_sub(2)?)?;
    let places = Places::new(marks);
    Unit::all().find_map(|unit| {
        let items = Letter::ALL.map(|letter| places.in_unit(unit, letter));
        find_cover(
            &items,
            eligible(&items, size as u32),
            size as u32,
            |chosen, cells| {
                hidden_step(
                    marks,
                    unit,
                    CandidateSet::from_bits(chosen),
                    cells,
                    technique,
                )
            },
        )
    })
}

/// The step for the hidden subset of `letters` at positions `cells` of `unit`, if it
/// removes anything.
fn hidden_step(
    marks: &Marks,
    unit: Unit,
    letters: CandidateSet,
    cells: u16,
    technique: Technique,
) -> Option<Step> {
    let pattern = set_of(cells_at(unit, cells));
    let eliminations = remove(marks, &pattern, !letters);
    if eliminations.is_empty() {
        return None;
    }
    Some(Step {
        eliminations,
        cells: pattern.iter().collect(),
        units: vec![unit],
        letters,
        ..Step::of(technique)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::fixtures::{each, removals, Board};

    /// The cells of row `row` (from 1) at the columns listed, written `R3C4`.
    fn row_cells(row: usize, columns: impl Iterator<Item = usize>) -> Vec<String> {
        columns.map(|c| format!("R{row}C{c}")).collect()
    }

    #[test]
    fn a_naked_pair_clears_the_rest_of_its_row() {
        let marks = Board::new().cell("R3C1", "BF").cell("R3C9", "BF").marks();
        let step = naked::<2>(&marks).expect("a naked pair");
        assert_eq!(step.technique, Technique::NakedPair);
        assert_eq!(step.units, [Unit::row(2)]);
        let others = row_cells(3, (2..=16).filter(|&c| c != 9));
        let others: Vec<&str> = others.iter().map(String::as_str).collect();
        assert_eq!(removals(&step), each(&others, "BF"));
        assert!(step.explanation().starts_with(
            "Naked pair: R3C1 and R3C9 can only be B or F, so no other cell of row 3 can be B or F: remove them from R3C2, R3C3,"
        ), "{}", step.explanation());
        assert!(step.explanation().ends_with("R3C15 and R3C16."));
    }

    #[test]
    fn a_naked_pair_in_a_row_and_a_box_clears_both() {
        let marks = Board::new().cell("R1C1", "AB").cell("R1C2", "AB").marks();
        let step = naked::<2>(&marks).expect("a naked pair");
        assert_eq!(step.units, [Unit::row(0), Unit::boxed(0)]);
        // 14 other cells in row 1, 14 in box 1, two of them in both.
        assert_eq!(step.eliminations.len(), 26);
        assert!(step
            .explanation()
            .contains("so no other cell of row 1 or box 1 can be A or B"));
    }

    #[test]
    fn two_cells_with_different_pairs_are_no_naked_pair() {
        let marks = Board::new().cell("R3C1", "BF").cell("R3C9", "BG").marks();
        assert_eq!(naked::<2>(&marks), None);
        assert_eq!(naked::<3>(&marks), None);
    }

    #[test]
    fn three_cells_of_two_letters_each_can_make_a_naked_triple() {
        let board = Board::new()
            .cell("R5C2", "CD")
            .cell("R5C7", "DE")
            .cell("R5C12", "CE");
        let marks = board.marks();
        assert_eq!(naked::<2>(&marks), None);
        let step = naked::<3>(&marks).expect("a naked triple");
        assert_eq!(step.technique, Technique::NakedTriple);
        assert_eq!(step.eliminations.len(), 13);
        assert!(step.explanation().starts_with(
            "Naked triple: R5C2, R5C7 and R5C12 can only be C, D or E, so no other cell of row 5 can be C, D or E"
        ));
        // With a fourth letter in one of them the three no longer close.
        let marks = board.cell("R5C12", "CEF").marks();
        assert_eq!(naked::<3>(&marks), None);
    }

    #[test]
    fn five_cells_in_a_cycle_of_pairs_make_a_naked_subset_of_five() {
        let marks = Board::new()
            .cell("R1C1", "AB")
            .cell("R1C2", "BC")
            .cell("R1C3", "CD")
            .cell("R1C4", "DE")
            .cell("R2C1", "AE")
            .marks();
        for smaller in [naked::<2>, naked::<3>, naked::<4>] {
            assert_eq!(smaller(&marks), None);
        }
        let step = naked::<5>(&marks).expect("a naked subset of 5");
        assert_eq!(step.technique, Technique::NakedSubset5);
        assert_eq!(step.units, [Unit::boxed(0)]);
        assert_eq!(step.eliminations.len(), 11);
        assert!(step.explanation().starts_with(
            "Naked subset of 5: R1C1, R1C2, R1C3, R1C4 and R2C1 can only be A, B, C, D or E, so no other cell of box 1"
        ));
    }

    #[test]
    fn two_letters_with_the_same_two_places_make_a_hidden_pair() {
        let board = |g_places: &[&str]| {
            Board::new()
                .cell("R2C4", "GHK")
                .cell("R10C4", "BGH")
                .only('G', Unit::column(3), g_places)
                .only('H', Unit::column(3), &["R2C4", "R10C4"])
        };
        let step = hidden::<2>(&board(&["R2C4", "R10C4"]).marks()).expect("a hidden pair");
        assert_eq!(step.technique, Technique::HiddenPair);
        assert_eq!(removals(&step), ["R2C4:K", "R10C4:B"]);
        assert_eq!(
            step.explanation(),
            "Hidden pair: in column 4, G and H can only go in R2C4 and R10C4, so those cells hold nothing else: remove K from R2C4, and B from R10C4."
        );
        // A third place for G breaks it, and no third letter makes a triple.
        let marks = board(&["R2C4", "R7C4", "R10C4"]).marks();
        assert_eq!(hidden::<2>(&marks), None);
        assert_eq!(hidden::<3>(&marks), None);
    }

    #[test]
    fn seven_letters_in_seven_cells_make_a_hidden_subset_of_seven() {
        let cells = [
            "R16C1", "R16C2", "R16C3", "R16C4", "R16C5", "R16C6", "R16C7",
        ];
        let board = "ABCDEFG".chars().fold(Board::new(), |board, l| {
            board.only(l, Unit::row(15), &cells)
        });
        let marks = board.marks();
        for smaller in [
            hidden::<2>,
            hidden::<3>,
            hidden::<4>,
            hidden::<5>,
            hidden::<6>,
        ] {
            assert_eq!(smaller(&marks), None);
        }
        let step = hidden::<7>(&marks).expect("a hidden subset of 7");
        assert_eq!(step.technique, Technique::HiddenSubset7);
        assert_eq!(removals(&step), each(&cells, "HIJKLMNOP"));
        assert!(step.explanation().starts_with(
            "Hidden subset of 7: in row 16, A, B, C, D, E, F and G can only go in R16C1,"
        ));
    }

    #[test]
    fn sizes_outside_two_to_seven_find_nothing() {
        let marks = Board::new().cell("R1C1", "A").marks();
        assert_eq!(naked::<1>(&marks), None);
        assert_eq!(naked::<8>(&marks), None);
        assert_eq!(hidden::<0>(&marks), None);
    }
}
