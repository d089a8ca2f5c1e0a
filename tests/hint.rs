//! The hint engine: every step of full logical solves is checked against the unique
//! solution, and each technique is shown on a hand-built board where it applies and
//! where it must not.

// Native only: the browser tests (tests/browser.rs) cover the wasm32 build.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{assert_valid_solution, cell, full_grid, puzzle, without};
use hexadoku::hint::{hint, next_step, Hint, Marks, Step, Technique};
use hexadoku::{CandidateSet, Cell, Grid, Letter, Target};
use std::collections::BTreeMap;

/// Checks a step against the solution: its placements are the solution's letters, its
/// eliminations keep the solution's letter.
fn assert_sound(step: &Step, solution: &Grid) {
    for placement in &step.placements {
        assert_eq!(
            solution.get(placement.cell),
            Some(placement.letter),
            "{:?} places a wrong letter: {}",
            step.technique,
            step.explanation()
        );
    }
    for elimination in &step.eliminations {
        let right = solution.get(elimination.cell).expect("full solution");
        assert!(
            !elimination.letters.contains(right),
            "{:?} removes the solution's letter from {}: {}",
            step.technique,
            elimination.cell,
            step.explanation()
        );
    }
    assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
}

/// Follows hints to the end, checking each; returns how often each technique was used.
fn solve_by_hints(puzzle: &Grid, solution: &Grid) -> BTreeMap<Technique, usize> {
    let mut marks = Marks::new(puzzle);
    let mut used = BTreeMap::new();
    for _ in 0..10_000 {
        match hint(&marks, Some(puzzle)) {
            Hint::Step(step) => {
                assert_sound(&step, solution);
                assert!(step.explanation().ends_with('.'));
                *used.entry(step.technique).or_insert(0) += 1;
                marks.apply(&step);
            }
            Hint::Complete => {
                assert_valid_solution(puzzle, marks.grid());
                return used;
            }
            other => panic!("unexpected hint {other:?}"),
        }
    }
    panic!("hints did not finish the grid");
}

#[test]
fn hints_solve_generated_puzzles_soundly_to_the_end() {
    let mut used = BTreeMap::new();
    for (seed, target) in [
        (1, Target::Givens(150)),
        (2, Target::Givens(120)),
        (3, Target::Minimal),
        (4, Target::Minimal),
    ] {
        let generated = puzzle(seed, target);
        for (technique, n) in solve_by_hints(&generated.puzzle, &generated.solution) {
            *used.entry(technique).or_insert(0) += n;
        }
    }
    for technique in [
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
    ] {
        assert!(
            used.contains_key(&technique),
            "{technique:?} never used: {used:?}"
        );
    }
}

#[test]
fn the_last_empty_cell_of_a_unit_is_a_full_house() {
    let solution = full_grid(11);
    let gap = cell(5, 9);
    let step = next_step(&Marks::new(&without(&solution, [gap]))).expect("a step");
    assert_eq!(step.technique, Technique::FullHouse);
    assert_eq!(step.placements[0].cell, gap);
    assert_sound(&step, &solution);
    assert!(
        step.explanation().contains("R6C10"),
        "{}",
        step.explanation()
    );
}

#[test]
fn a_cell_whose_peers_hold_fifteen_letters_is_a_naked_single() {
    let solution = full_grid(12);
    // A 2×2 square of gaps in box 1: two in each row and column, four in the box, so no
    // unit is a full house, yet R1C1 sees every letter but its own.
    let gaps = [cell(0, 0), cell(0, 1), cell(1, 0), cell(1, 1)];
    let marks = Marks::new(&without(&solution, gaps));
    let step = next_step(&marks).expect("a step");
    assert_eq!(
        step.technique,
        Technique::NakedSingle,
        "{}",
        step.explanation()
    );
    assert_sound(&step, &solution);
}

#[test]
fn a_letter_with_one_place_in_a_box_is_a_hidden_single() {
    // On an empty board, take A out of every cell of box 1 but R2C3.
    let mut marks = Marks::new(&Grid::empty());
    let a = CandidateSet::single(Letter::A);
    for &c in hexadoku::Unit::boxed(0).cells() {
        if c != cell(1, 2) {
            marks.eliminate(c, a);
        }
    }
    let step = next_step(&marks).expect("a step");
    assert_eq!(step.technique, Technique::HiddenSingle);
    assert_eq!(step.placements[0].cell, cell(1, 2));
    assert_eq!(step.placements[0].letter, Letter::A);
    assert_eq!(step.explanation(), "In box 1, A fits only in R2C3.");
}

#[test]
fn a_box_whose_places_lie_on_one_row_points_along_it() {
    let mut marks = Marks::new(&Grid::empty());
    let a = CandidateSet::single(Letter::A);
    for &c in hexadoku::Unit::boxed(0).cells() {
        if c.row() != 0 {
            marks.eliminate(c, a);
        }
    }
    let step = next_step(&marks).expect("a step");
    assert_eq!(step.technique, Technique::Pointing);
    let cells: Vec<Cell> = step.eliminations.iter().map(|e| e.cell).collect();
    assert_eq!(cells, (4..16).map(|col| cell(0, col)).collect::<Vec<_>>());
    assert!(step
        .explanation()
        .starts_with("In box 1, A can only go in R1C1, R1C2, R1C3 and R1C4 (row 1)"));
    marks.apply(&step);
    // Applied, the pattern has nothing more to remove.
    assert_ne!(
        next_step(&marks).map(|s| s.technique),
        Some(Technique::Pointing)
    );
}

#[test]
fn a_row_whose_places_lie_in_one_box_claims_it() {
    let mut marks = Marks::new(&Grid::empty());
    let a = CandidateSet::single(Letter::A);
    for col in 4..16 {
        marks.eliminate(cell(0, col), a);
    }
    let step = next_step(&marks).expect("a step");
    assert_eq!(
        step.technique,
        Technique::Claiming,
        "{}",
        step.explanation()
    );
    assert_eq!(
        step.units,
        [hexadoku::Unit::row(0), hexadoku::Unit::boxed(0)]
    );
    assert!(step
        .eliminations
        .iter()
        .all(|e| e.cell.box_index() == 0 && e.cell.row() != 0));
    assert_eq!(step.eliminations.len(), 12);
}

#[test]
fn an_empty_board_has_no_step_and_no_certain_letter() {
    let marks = Marks::new(&Grid::empty());
    assert_eq!(next_step(&marks), None);
    assert_eq!(hint(&marks, None), Hint::Ambiguous);
}

#[test]
fn a_wrong_letter_is_named_against_the_givens() {
    let generated = puzzle(21, Target::Givens(140));
    let (givens, solution) = (&generated.puzzle, &generated.solution);
    // A letter that clashes with nothing on the grid, yet is not the solution's.
    let (gap, wrong) = Cell::all()
        .filter(|&c| givens.get(c).is_none())
        .find_map(|c| {
            let right = solution.get(c)?;
            givens
                .candidates(c)
                .iter()
                .find(|&l| l != right)
                .map(|l| (c, l))
        })
        .expect("an empty cell with a second candidate");
    let mut grid = givens.clone();
    grid.set(gap, Some(wrong));
    match hint(&Marks::new(&grid), Some(givens)) {
        Hint::NoSolution { wrong: letters } => {
            assert_eq!(letters.len(), 1);
            assert_eq!((letters[0].cell, letters[0].letter), (gap, wrong));
        }
        other => panic!("expected no solution, got {other:?}"),
    }
    assert!(matches!(
        hint(&Marks::new(&grid), None),
        Hint::NoSolution { .. }
    ));
}

#[test]
fn a_full_right_grid_is_complete() {
    let solution = full_grid(31);
    assert_eq!(hint(&Marks::new(&solution), None), Hint::Complete);
}
