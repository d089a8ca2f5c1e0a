//! The hint engine: every step of full logical solves is checked against the unique
//! solution, and each technique is shown on a hand-built board where it applies and
//! where it must not.

// Native only: the browser tests (crates/hexadoku-wasm/src/browser_tests.rs) cover the wasm32 build.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{cell, each_hint_of_whole_solve, full_grid, hint_for, puzzle, without};
use hexadoku::hint::{
    next_step, Hint, Join, Marks, Message, Placement, Step, Technique, Uniqueness, Value,
};
use hexadoku::{CandidateSet, Cell, Grid, Letter, Target, Unit};
use std::collections::BTreeMap;

/// Checks a step against the solution: its placements are the solution's letters, its
/// eliminations keep the solution's letter.
fn assert_sound(step: &Step, solution: &Grid) {
    for placement in &step.placements {
        assert_eq!(
            solution.get(placement.cell),
            Some(placement.letter),
            "{:?} places a wrong letter: {:?}",
            step.technique,
            step.explanation()
        );
    }
    for elimination in &step.eliminations {
        let right = solution.get(elimination.cell).expect("full solution");
        assert!(
            !elimination.letters.contains(right),
            "{:?} removes the solution's letter from {}: {:?}",
            step.technique,
            elimination.cell,
            step.explanation()
        );
    }
    assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
}

/// Checks that a step changes the board: it places letters in empty cells, and every
/// letter it removes is still among the cell's marks.
fn assert_changes(step: &Step, marks: &Marks) {
    for placement in &step.placements {
        assert_eq!(
            marks.letter(placement.cell),
            None,
            "{:?}",
            step.explanation()
        );
    }
    for elimination in &step.eliminations {
        let kept = marks.candidates(elimination.cell);
        assert!(
            !elimination.letters.is_empty() && (elimination.letters & !kept).is_empty(),
            "{} removes marks {} that are not there: {:?}",
            elimination.cell,
            elimination.letters,
            step.explanation()
        );
    }
}

/// Checks that the vaguest hint names a row, column or box to look in.
fn assert_names_where_to_look(step: &Step) {
    let vague = step.vague();
    assert!(
        matches!(vague.arg("unit"), Some(Value::Unit(_))),
        "{vague:?}"
    );
}

/// Follows hints to the end, checking each; returns how often each technique was used.
fn solve_by_hints(puzzle: &Grid, solution: &Grid) -> BTreeMap<Technique, usize> {
    each_hint_of_whole_solve(puzzle, |step, marks| {
        assert_sound(step, solution);
        assert_changes(step, marks);
        assert_names_where_to_look(step);
    })
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
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
    ] {
        assert!(
            used.contains_key(&technique),
            "{technique:?} never used: {used:?}"
        );
    }
    // The minimal puzzles go past subsets too.
    assert!(
        used.keys()
            .any(|&t| t > Technique::HiddenQuad && t < Technique::LastResort),
        "no technique past subsets used: {used:?}"
    );
}

/// Many puzzles of each corpus, every hint of each whole solve checked against the
/// solution: a sweep for the rare board where a technique could go wrong.
#[test]
fn hints_stay_sound_through_many_whole_solves() {
    let (mut steps, mut empties) = (0, 0);
    let mut minimal = BTreeMap::new();
    for (seeds, target) in [
        (200..240, Target::Givens(150)),
        (300..340, Target::Givens(120)),
        (400..424, Target::Minimal),
    ] {
        for seed in seeds {
            let generated = puzzle(seed, target);
            let used = solve_by_hints(&generated.puzzle, &generated.solution);
            steps += used.values().sum::<usize>();
            empties += 256 - generated.puzzle.filled_count();
            if target == Target::Minimal {
                for (technique, n) in used {
                    *minimal.entry(technique).or_insert(0) += n;
                }
            }
        }
    }
    // Logic finishes every one of the minimal puzzles: three of them needed the last
    // resort before nested forcing chains, which some of them need.
    assert!(
        !minimal.contains_key(&Technique::LastResort)
            && minimal.contains_key(&Technique::NestedCellForcingChain),
        "{minimal:?}"
    );
    // Every step places one letter at most: the solves took a step per empty cell, and
    // more where candidates had to go first.
    assert!(steps >= empties, "{steps} steps for {empties} empty cells");
}

/// Minimal puzzles whose solves by hints, between them, reach most of the ladder: the
/// seeds are picked so that each technique below is needed at least once. (Colour wraps,
/// subsets of five or more and fish of five lines or more are rarely the simplest step;
/// the library's own tests ask every technique on every board of real solves.)
#[test]
fn hints_solve_minimal_puzzles_soundly_with_subsets_fish_wings_and_chains() {
    let mut used = BTreeMap::new();
    for seed in [3, 5, 10, 11, 19, 20, 22, 23] {
        let generated = puzzle(seed, Target::Minimal);
        for (technique, n) in solve_by_hints(&generated.puzzle, &generated.solution) {
            *used.entry(technique).or_insert(0) += n;
        }
    }
    let counts: Vec<String> = used
        .iter()
        .map(|(t, n)| format!("{}: {n}", t.id()))
        .collect();
    println!("techniques used: {}", counts.join(", "));
    for technique in [
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::Swordfish,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::WWing,
        Technique::Jellyfish,
        Technique::ColourTrap,
        Technique::XChain,
        Technique::XyChain,
        Technique::Aic,
        Technique::CellForcingChain,
        Technique::UnitForcingChain,
    ] {
        assert!(
            used.contains_key(&technique),
            "{} never used: {}",
            technique.id(),
            counts.join(", ")
        );
    }
}

/// Pencil marks on an empty grid: each cell's marks are what `shape` leaves of all
/// sixteen letters.
fn shaped(shape: impl Fn(Cell) -> CandidateSet) -> Marks {
    let marks: Vec<CandidateSet> = Cell::all().map(shape).collect();
    Marks::with_marks(&Grid::empty(), &marks)
}

/// The letters written together, as `"BF"`.
fn letters(text: &str) -> CandidateSet {
    text.chars()
        .map(|c| Letter::from_char(c).expect("a letter A-P"))
        .collect()
}

/// Rows 2 and 9 with A only in columns 4 and 13.
fn x_wing_of_a(cell: Cell) -> CandidateSet {
    let outside = [1, 8].contains(&cell.row()) && ![3, 12].contains(&cell.col());
    if outside {
        !letters("A")
    } else {
        CandidateSet::ALL
    }
}

#[test]
fn the_ladder_finds_an_x_wing_when_nothing_simpler_applies() {
    let mut marks = shaped(x_wing_of_a);
    let step = next_step(&marks, Uniqueness::Unknown).expect("a step");
    assert_eq!(step.technique, Technique::XWing, "{:?}", step.explanation());
    assert_eq!(step.eliminations.len(), 28);
    assert!(step
        .eliminations
        .iter()
        .all(|e| [3, 12].contains(&e.cell.col()) && e.letters == letters("A")));
    assert_eq!(step.units()[..2], [Unit::row(1), Unit::row(8)]);
    marks.apply(&step);
    // Applied, the pattern has nothing more to remove.
    assert_ne!(
        next_step(&marks, Uniqueness::Unknown).map(|s| s.technique),
        Some(Technique::XWing)
    );
}

#[test]
fn the_ladder_takes_a_naked_pair_before_an_x_wing() {
    let marks = shaped(|cell| match (cell.row(), cell.col()) {
        (5, 0) | (5, 6) => letters("CD"),
        _ => x_wing_of_a(cell),
    });
    let step = next_step(&marks, Uniqueness::Unknown).expect("a step");
    assert_eq!(step.technique, Technique::NakedPair);
    let said = step.explanation();
    assert_eq!(said.id, "naked-subset-explain");
    assert_eq!(
        said.arg("cells"),
        Some(&Value::Cells(vec![cell(5, 0), cell(5, 6)], Join::And))
    );
    assert_eq!(
        said.arg("letters"),
        Some(&Value::Letters(letters("CD"), Join::Or))
    );
    assert_eq!(
        said.arg("units"),
        Some(&Value::Units(vec![Unit::row(5)], Join::Or))
    );
}

#[test]
fn the_ladder_finds_an_xy_wing_and_not_where_a_pincer_is_wrong() {
    let wing = |third: &'static str| {
        shaped(move |cell| match (cell.row(), cell.col()) {
            (0, 0) => letters("AB"),
            (0, 6) => letters("AC"),
            (5, 0) => letters(third),
            _ => CandidateSet::ALL,
        })
    };
    let step = next_step(&wing("BC"), Uniqueness::Unknown).expect("a step");
    assert_eq!(step.technique, Technique::XyWing);
    assert_eq!(step.eliminations.len(), 1);
    assert_eq!(step.eliminations[0].cell, cell(5, 6));
    // In English: "XY-Wing: R1C1 can only be A or B, and it sees R1C7 (A or C) and R6C1
    // (B or C), so whichever it takes, one of those two is C: remove C from R6C7, which
    // sees both." (the words crate's tests).
    let said = Message::new("xy-wing-explain")
        .technique("technique", Technique::XyWing)
        .cell("pivot", cell(0, 0))
        .letter("x", Letter::A)
        .letter("y", Letter::B)
        .letter("z", Letter::C)
        .cell("a", cell(0, 6))
        .cell("b", cell(5, 0))
        .cells("targets", &[cell(5, 6)], Join::And)
        .number("count", 1);
    assert_eq!(step.explanation(), said);
    // With D for C in one pincer, no technique applies at all.
    assert_eq!(next_step(&wing("BD"), Uniqueness::Unknown), None);
}

#[test]
fn the_last_empty_cell_of_a_unit_is_a_full_house() {
    let solution = full_grid(11);
    let gap = cell(5, 9);
    let step =
        next_step(&Marks::new(&without(&solution, [gap])), Uniqueness::Unknown).expect("a step");
    assert_eq!(step.technique, Technique::FullHouse);
    assert_eq!(step.placements[0].cell, gap);
    assert_sound(&step, &solution);
    assert_eq!(step.explanation().arg("cell"), Some(&Value::Cell(gap)));
}

#[test]
fn a_cell_with_one_mark_left_is_a_naked_single_when_no_letter_is_hidden() {
    // On an empty board every letter has many places in every unit, so no hidden single
    // applies; R4C7 keeping only the mark G is then the simplest step.
    let mut marks = Marks::new(&Grid::empty());
    let target = cell(3, 6);
    marks.eliminate(target, !CandidateSet::single(Letter::G));
    let step = next_step(&marks, Uniqueness::Unknown).expect("a step");
    assert_eq!(
        step.technique,
        Technique::NakedSingle,
        "{:?}",
        step.explanation()
    );
    assert_eq!(step.placements.len(), 1);
    assert_eq!(step.placements[0].cell, target);
    assert_eq!(step.placements[0].letter, Letter::G);
    assert_eq!(step.explanation().arg("cell"), Some(&Value::Cell(target)));
}

#[test]
fn a_hidden_single_comes_before_a_naked_single_as_it_rates_lower() {
    let solution = full_grid(12);
    // A 2×2 square of gaps in box 1: R1C1 sees every letter but its own (a naked single),
    // and its letter also has one place left in the box (a hidden single, rated lower).
    let gaps = [cell(0, 0), cell(0, 1), cell(1, 0), cell(1, 1)];
    let marks = Marks::new(&without(&solution, gaps));
    let step = next_step(&marks, Uniqueness::Unknown).expect("a step");
    assert_eq!(
        step.technique,
        Technique::HiddenSingle,
        "{:?}",
        step.explanation()
    );
    assert_sound(&step, &solution);
}

#[test]
fn a_letter_with_one_place_in_a_box_is_a_hidden_single() {
    // On an empty board, take A out of every cell of box 1 but R2C3.
    let mut marks = Marks::new(&Grid::empty());
    let a = CandidateSet::single(Letter::A);
    for &c in Unit::boxed(0).cells() {
        if c != cell(1, 2) {
            marks.eliminate(c, a);
        }
    }
    let step = next_step(&marks, Uniqueness::Unknown).expect("a step");
    assert_eq!(step.technique, Technique::HiddenSingle);
    assert_eq!(step.placements[0].cell, cell(1, 2));
    assert_eq!(step.placements[0].letter, Letter::A);
    let said = Message::new("hidden-single-explain")
        .unit("unit", Unit::boxed(0))
        .letter("letter", Letter::A)
        .cell("cell", cell(1, 2));
    assert_eq!(step.explanation(), said);
}

#[test]
fn a_box_whose_places_lie_on_one_row_points_along_it() {
    let mut marks = Marks::new(&Grid::empty());
    let a = CandidateSet::single(Letter::A);
    for &c in Unit::boxed(0).cells() {
        if c.row() != 0 {
            marks.eliminate(c, a);
        }
    }
    let step = next_step(&marks, Uniqueness::Unknown).expect("a step");
    assert_eq!(step.technique, Technique::Pointing);
    let cells: Vec<Cell> = step.eliminations.iter().map(|e| e.cell).collect();
    assert_eq!(cells, (4..16).map(|col| cell(0, col)).collect::<Vec<_>>());
    let said = step.explanation();
    assert_eq!(said.id, "locked-explain");
    assert_eq!(said.arg("unit"), Some(&Value::Unit(Unit::boxed(0))));
    let row: Vec<Cell> = (0..4).map(|col| cell(0, col)).collect();
    assert_eq!(said.arg("cells"), Some(&Value::Cells(row, Join::And)));
    assert_eq!(said.arg("target"), Some(&Value::Unit(Unit::row(0))));
    marks.apply(&step);
    // Applied, the pattern has nothing more to remove.
    assert_ne!(
        next_step(&marks, Uniqueness::Unknown).map(|s| s.technique),
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
    let step = next_step(&marks, Uniqueness::Unknown).expect("a step");
    assert_eq!(
        step.technique,
        Technique::Claiming,
        "{:?}",
        step.explanation()
    );
    assert_eq!(step.units(), [Unit::row(0), Unit::boxed(0)]);
    assert!(step
        .eliminations
        .iter()
        .all(|e| e.cell.box_index() == 0 && e.cell.row() != 0));
    assert_eq!(step.eliminations.len(), 12);
}

#[test]
fn an_empty_board_has_no_step_and_no_certain_letter() {
    let marks = Marks::new(&Grid::empty());
    assert_eq!(next_step(&marks, Uniqueness::Unknown), None);
    assert_eq!(hint_for(&marks, None), Hint::Ambiguous);
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
    match hint_for(&Marks::new(&grid), Some(givens)) {
        Hint::NoSolution { wrong: letters, .. } => {
            assert_eq!(letters.len(), 1);
            assert_eq!((letters[0].cell, letters[0].letter), (gap, wrong));
        }
        other => panic!("expected no solution, got {other:?}"),
    }
    assert!(matches!(
        hint_for(&Marks::new(&grid), None),
        Hint::NoSolution { .. }
    ));
}

#[test]
fn a_letter_typed_twice_in_a_unit_is_named_and_so_is_the_clash() {
    let generated = puzzle(22, Target::Givens(140));
    let (givens, solution) = (&generated.puzzle, &generated.solution);
    // The player puts a given's letter again in an empty cell of the given's row.
    let (given, gap) = Cell::all()
        .filter(|&c| givens.get(c).is_some())
        .find_map(|g| {
            let row = Unit::row(g.row());
            let gap = row
                .cells()
                .iter()
                .copied()
                .find(|&c| givens.get(c).is_none())?;
            Some((g, gap))
        })
        .expect("a row with a given and a gap");
    let letter = givens.get(given).expect("a given");
    let mut grid = givens.clone();
    grid.set(gap, Some(letter));
    let clash = grid.first_clash().expect("the letter is there twice");
    match hint_for(&Marks::new(&grid), Some(givens)) {
        Hint::NoSolution {
            wrong,
            clash: found,
        } => {
            assert_eq!(found, Some(clash));
            assert_eq!(wrong.len(), 1);
            assert_eq!((wrong[0].cell, wrong[0].letter), (gap, letter));
            assert_ne!(solution.get(gap), Some(letter));
        }
        other => panic!("expected no solution, got {other:?}"),
    }
    // Without the givens nothing can be called wrong, but the clash is still named.
    let answer = hint_for(&Marks::new(&grid), None);
    assert!(matches!(answer, Hint::NoSolution { ref wrong, clash: Some(_) } if wrong.is_empty()));
    let said = Message::new("hint-no-solution-clash")
        .letter("letter", letter)
        .unit("unit", clash.unit)
        .cell("first", clash.first)
        .cell("second", clash.second);
    assert_eq!(answer.explanation(), said);
    assert_eq!(
        [clash.first, clash.second],
        [given.min(gap), given.max(gap)]
    );
}

#[test]
fn marks_that_lost_a_solution_letter_are_named_not_trusted() {
    let generated = puzzle(23, Target::Givens(120));
    let (givens, solution) = (&generated.puzzle, &generated.solution);
    // Marks kept from another board: every empty cell has lost its solution's letter,
    // so any step found on them would be wrong. The hint names the cells instead, each
    // with the letter that belongs there, in reading order.
    let mut marks = Marks::new(givens);
    let mut expected = Vec::new();
    for c in Cell::all().filter(|&c| givens.get(c).is_none()) {
        let right = solution.get(c).expect("a full solution");
        marks.eliminate(c, CandidateSet::single(right));
        expected.push(Placement {
            cell: c,
            letter: right,
        });
    }
    match hint_for(&marks, Some(givens)) {
        Hint::LostLetters { lost } => assert_eq!(lost, expected),
        other => panic!("expected the lost letters, got {other:?}"),
    }
}

#[test]
fn a_full_right_grid_is_complete() {
    let solution = full_grid(31);
    assert_eq!(hint_for(&Marks::new(&solution), None), Hint::Complete);
}
