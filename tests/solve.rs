//! Solving, counting and generating, every answer checked by the independent rule
//! checker of `common`, and counts checked against a plain backtracking counter.

// Native only: the browser tests (crates/hexadoku-wasm/src/browser_tests.rs) cover the wasm32 build.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{
    assert_valid_grid, assert_valid_solution, cell, full_grid, givens, grid_from_values, grid_with,
    has_clash, puzzle, reference_count, rule_violations, unbounded_count, unbounded_solve, values,
    without,
};
use hexadoku::{
    format, generate, generate_unsolvable, parse_puzzle, random_solution, remove_givens, Budget,
    Cell, Completeness, Count, Grid, Layout, Letter, Meter, Outcome, ParseError, Rng, Solution,
    Solver, Splitter, Stats, Target, Verdict,
};
use proptest::prelude::*;
use proptest::sample::subsequence;

/// The solved grid of a solution, checked against `puzzle`; panics on any other outcome.
#[track_caller]
fn solved(puzzle: &Grid, solution: &Solution) -> Grid {
    match &solution.outcome {
        Outcome::Solved(grid) => {
            assert_valid_solution(puzzle, grid);
            grid.clone()
        }
        other => panic!("expected a solution, got {other:?} ({:?})", solution.stats),
    }
}

/// A minimal generated puzzle that propagation alone cannot solve, with its seed.
fn hard_minimal_puzzle() -> (u64, Grid) {
    (1..=20)
        .map(|seed| (seed, puzzle(seed, Target::Minimal).puzzle))
        .find(|(_, p)| unbounded_solve(p).stats.guesses > 0)
        .expect("some minimal puzzle needs search")
}

/// Four cells forming a rectangle over two boxes whose letters can be swapped
/// (`a b / b a`): emptying them leaves exactly two solutions. `None` if the grid has none.
fn swappable_rectangle(grid: &Grid) -> Option<[Cell; 4]> {
    let v = values(grid);
    for r1 in 0..16 {
        for r2 in r1 + 1..16 {
            for c1 in 0..16 {
                for c2 in c1 + 1..16 {
                    let same_band = r1 / 4 == r2 / 4;
                    let same_stack = c1 / 4 == c2 / 4;
                    // Two boxes exactly: one pair shares boxes, the other does not.
                    if same_band == same_stack {
                        continue;
                    }
                    if v[r1][c1] == v[r2][c2] && v[r1][c2] == v[r2][c1] {
                        return Some([cell(r1, c1), cell(r1, c2), cell(r2, c1), cell(r2, c2)]);
                    }
                }
            }
        }
    }
    None
}

// ---------------------------------------------------------------- the checkers themselves

/// A valid full grid written from a formula, not by the crate: row r is the first row
/// shifted by 4·(r mod 4) + r / 4.
fn pattern_grid() -> [[u8; 16]; 16] {
    let mut v = [[0u8; 16]; 16];
    for (r, row) in v.iter_mut().enumerate() {
        for (c, x) in row.iter_mut().enumerate() {
            *x = ((r % 4 * 4 + r / 4 + c) % 16) as u8 + 1;
        }
    }
    v
}

#[track_caller]
fn checker_rejects(puzzle: &Grid, solution: &Grid) {
    let (p, s) = (puzzle.clone(), solution.clone());
    let result = std::panic::catch_unwind(move || assert_valid_solution(&p, &s));
    assert!(
        result.is_err(),
        "the checker accepted {}",
        common::line_of(solution)
    );
}

#[test]
fn the_rule_checker_accepts_valid_grids_and_rejects_each_kind_of_fault() {
    let good = grid_from_values(&pattern_grid());
    assert!(rule_violations(&good).is_empty());
    assert_valid_solution(&without(&good, [cell(3, 3)]), &good);

    // Rows and columns right, boxes wrong: a cyclic Latin square.
    let mut latin = [[0u8; 16]; 16];
    for (r, row) in latin.iter_mut().enumerate() {
        for (c, x) in row.iter_mut().enumerate() {
            *x = ((r + c) % 16) as u8 + 1;
        }
    }
    let latin = grid_from_values(&latin);
    assert!(rule_violations(&latin).iter().all(|p| p.starts_with("box")));
    checker_rejects(&Grid::empty(), &latin);

    // Rows and boxes right, columns wrong: two columns of a band swapped in one row.
    let mut v = pattern_grid();
    v[0].swap(0, 1);
    let swapped = grid_from_values(&v);
    assert!(rule_violations(&swapped)
        .iter()
        .all(|p| p.starts_with("column")));
    checker_rejects(&Grid::empty(), &swapped);

    // Columns and boxes right, a row wrong: two rows of a band swapped in one column.
    let mut v = pattern_grid();
    let t = v[0][0];
    v[0][0] = v[1][0];
    v[1][0] = t;
    let rows_broken = grid_from_values(&v);
    assert!(rule_violations(&rows_broken)
        .iter()
        .all(|p| p.starts_with("row")));
    checker_rejects(&Grid::empty(), &rows_broken);

    // One empty cell.
    checker_rejects(&Grid::empty(), &without(&good, [cell(15, 15)]));
    // Valid, but not keeping a given.
    let mut other = [[0u8; 16]; 16];
    other[0][0] = pattern_grid()[0][1];
    checker_rejects(&grid_from_values(&other), &good);
}

#[test]
fn the_reference_counter_counts_known_cases() {
    let good = grid_from_values(&pattern_grid());
    assert_eq!(reference_count(&good, 10), 1);
    assert_eq!(
        reference_count(&without(&good, (0..16).map(|c| cell(5, c))), 10),
        1
    );
    // Emptying two whole rows of a band leaves each column two letters to share out:
    // here in several ways.
    let two_rows = without(&good, (0..16).flat_map(|c| [cell(0, c), cell(1, c)]));
    assert!(reference_count(&two_rows, 100) >= 2);
    assert_eq!(reference_count(&two_rows, 2), 2, "stops at the limit");
    assert_eq!(
        reference_count(&grid_with(&[(0, 0, 'A'), (0, 1, 'A')]), 5),
        0
    );
    let mut v = pattern_grid();
    v[0][0] = 0;
    v[0][1] = v[0][2];
    assert_eq!(reference_count(&grid_from_values(&v), 5), 0);
}

// ---------------------------------------------------------------- fixed cases

#[test]
fn generated_puzzles_solve_to_their_solution_at_every_target() {
    let mut solver = Solver::new();
    for target in [Target::Givens(150), Target::Givens(120), Target::Minimal] {
        for seed in [1, 2, 3, 1234] {
            let generated = puzzle(seed, target);
            let solution = solver.solve(&generated.puzzle, &mut Meter::unlimited());
            let grid = solved(&generated.puzzle, &solution);
            assert_eq!(grid, generated.solution, "{target:?}, seed {seed}");
            assert!(solution.stats.nodes >= 1);
            assert!(solution.stats.guesses < solution.stats.nodes);
            // The free function agrees with a reused solver.
            assert_eq!(unbounded_solve(&generated.puzzle), solution);
        }
    }
}

#[test]
fn a_full_valid_grid_is_solved_in_one_node_and_is_unique() {
    let full = full_grid(5);
    let solution = unbounded_solve(&full);
    assert_eq!(solved(&full, &solution), full);
    assert_eq!(
        solution.stats,
        Stats {
            nodes: 1,
            guesses: 0
        }
    );
    let count = unbounded_count(&full, 2);
    assert_eq!(count.solutions, 1);
    assert_eq!(count.completeness, Completeness::Exact);
    assert_eq!(count.verdict(), Verdict::Unique);
    assert_eq!(count.first.as_ref(), Some(&full));
    assert!(count.stats.nodes >= 1);
}

#[test]
fn a_full_grid_that_breaks_the_rules_has_no_solution() {
    let mut grid = full_grid(6);
    let (a, b) = (cell(4, 0), cell(4, 15));
    let (x, y) = (grid.get(a), grid.get(b));
    grid.set(a, y);
    grid.set(b, x);
    assert!(has_clash(&grid));
    assert!(matches!(
        parse_puzzle(&format(&grid, Layout::Line)),
        Err(ParseError::Clash { .. })
    ));
    assert_eq!(unbounded_solve(&grid).outcome, Outcome::NoSolution);
    let count = unbounded_count(&grid, 2);
    assert_eq!(
        (count.solutions, count.completeness),
        (0, Completeness::Exact)
    );
    assert_eq!(count.verdict(), Verdict::None);
    assert_eq!(count.first, None);
}

#[test]
fn clashing_givens_built_directly_have_no_solution() {
    for givens in [
        [(0, 0, 'A'), (0, 15, 'A')],
        [(2, 3, 'F'), (14, 3, 'F')],
        [(8, 8, 'P'), (11, 11, 'P')],
    ] {
        let grid = grid_with(&givens);
        assert!(has_clash(&grid));
        assert_eq!(
            unbounded_solve(&grid).outcome,
            Outcome::NoSolution,
            "{givens:?}"
        );
        assert_eq!(
            unbounded_count(&grid, Verdict::COUNT_LIMIT).verdict(),
            Verdict::None
        );
    }
}

#[test]
fn a_cell_that_no_letter_fits_has_no_solution() {
    // R1C1 sees all sixteen letters, yet no two givens clash.
    let mut grid = Grid::empty();
    for (i, letter) in Letter::ALL.iter().enumerate() {
        let (r, c) = match i {
            0..=5 => (0, 2 + i * 2),
            6..=11 => (2 + (i - 6) * 2, 0),
            _ => (1 + (i - 12) / 2, 1 + (i - 12) % 2),
        };
        grid.set(cell(r, c), Some(*letter));
    }
    assert!(!has_clash(&grid));
    assert_eq!(grid.get(cell(0, 0)), None);
    assert_eq!(unbounded_solve(&grid).outcome, Outcome::NoSolution);
    assert_eq!(unbounded_count(&grid, 2).solutions, 0);
}

#[test]
fn the_empty_grid_has_solutions_and_several_of_them() {
    let empty = Grid::empty();
    let solution = unbounded_solve(&empty);
    solved(&empty, &solution);
    assert!(solution.stats.nodes >= 1);

    let count = unbounded_count(&empty, 2);
    assert_eq!(count.solutions, 2);
    assert_eq!(count.completeness, Completeness::AtLimit);
    assert_eq!(count.verdict(), Verdict::Multiple);
    assert_valid_grid(count.first.as_ref().expect("a first solution"));

    let count = unbounded_count(&empty, 7);
    assert_eq!(
        (count.solutions, count.completeness),
        (7, Completeness::AtLimit)
    );

    // A limit of 0 counts as 1, and one solution at the limit is not proof of uniqueness.
    let count = unbounded_count(&empty, 0);
    assert_eq!(
        (count.solutions, count.completeness),
        (1, Completeness::AtLimit)
    );
    assert_eq!(count.verdict(), Verdict::GaveUp);
}

#[test]
fn a_swappable_rectangle_leaves_exactly_two_solutions() {
    let (seed, full, rectangle) = (1..50)
        .find_map(|seed| {
            let full = full_grid(seed);
            swappable_rectangle(&full).map(|r| (seed, full, r))
        })
        .expect("some grid has a swappable rectangle");
    let puzzle = without(&full, rectangle);
    assert_eq!(reference_count(&puzzle, 10), 2, "seed {seed}");
    let count = unbounded_count(&puzzle, 10);
    assert_eq!(
        (count.solutions, count.completeness),
        (2, Completeness::Exact)
    );
    assert_eq!(count.verdict(), Verdict::Multiple);
    assert_valid_solution(&puzzle, count.first.as_ref().unwrap());
}

#[test]
fn unsolvable_puzzles_have_no_solution_and_some_need_search_to_show_it() {
    let mut solver = Solver::new();
    let mut searched = 0;
    for seed in 1..=4 {
        let puzzle = generate_unsolvable(seed, &mut Meter::unlimited()).expect("no budget");
        assert_eq!(
            generate_unsolvable(seed, &mut Meter::unlimited()).expect("no budget"),
            puzzle,
            "deterministic"
        );
        // No two givens clash: only propagation or search can tell.
        assert!(!has_clash(&puzzle), "seed {seed}");
        assert!(parse_puzzle(&format(&puzzle, Layout::Line)).is_ok());
        let solution = solver.solve(&puzzle, &mut Meter::unlimited());
        assert_eq!(solution.outcome, Outcome::NoSolution, "seed {seed}");
        assert!(solution.stats.nodes >= 1);
        if solution.stats.guesses > 0 {
            searched += 1;
        }
        let count = solver.count(&puzzle, 2, &mut Meter::unlimited());
        assert_eq!(
            (count.solutions, count.completeness),
            (0, Completeness::Exact)
        );
        assert_eq!(count.verdict(), Verdict::None);
    }
    assert!(searched > 0, "no unsolvable puzzle needed a guess");
}

#[test]
fn a_budget_of_one_node_gives_up_on_a_puzzle_that_needs_search() {
    let (seed, puzzle) = hard_minimal_puzzle();
    let one = || Meter::start(Budget::nodes(1), None);
    let mut solver = Solver::new();
    let solution = solver.solve(&puzzle, &mut one());
    assert_eq!(solution.outcome, Outcome::GaveUp, "seed {seed}");
    assert!(solution.stats.nodes <= 1);

    let count = solver.count(&puzzle, 2, &mut one());
    assert_eq!(count.completeness, Completeness::GaveUp);
    assert_eq!(count.verdict(), Verdict::GaveUp);
    assert_eq!(count.solutions, 0);
    assert!(count.stats.nodes <= 1);

    // Other minimal puzzles: within one node, solved outright or given up, never wrong.
    for seed in 1..=5 {
        let puzzle = common::puzzle(seed, Target::Minimal).puzzle;
        let solution = solver.solve(&puzzle, &mut one());
        assert!(solution.stats.nodes <= 1);
        match &solution.outcome {
            Outcome::Solved(grid) => assert_valid_solution(&puzzle, grid),
            Outcome::GaveUp => {}
            Outcome::NoSolution => panic!("seed {seed}: a unique puzzle has no solution?"),
        }
    }
}

#[test]
fn the_budget_is_exactly_the_nodes_the_search_needs() {
    let (_, puzzle) = hard_minimal_puzzle();
    let needed = unbounded_solve(&puzzle).stats.nodes;
    assert!(needed > 1);
    let exact = Solver::new().solve(&puzzle, &mut Meter::start(Budget::nodes(needed), None));
    solved(&puzzle, &exact);
    assert_eq!(exact.stats.nodes, needed);
    let short = Solver::new().solve(&puzzle, &mut Meter::start(Budget::nodes(needed - 1), None));
    assert_eq!(short.outcome, Outcome::GaveUp);
    assert_eq!(short.stats.nodes, needed - 1);

    // Proving there is no solution takes the same care: out of budget is not "none".
    let unsolvable = (1..=10)
        .map(|seed| generate_unsolvable(seed, &mut Meter::unlimited()).expect("no budget"))
        .find(|p| unbounded_solve(p).stats.guesses > 0)
        .expect("an unsolvable puzzle that needs search");
    let needed = unbounded_solve(&unsolvable).stats.nodes;
    let enough = Solver::new().solve(&unsolvable, &mut Meter::start(Budget::nodes(needed), None));
    assert_eq!(enough.outcome, Outcome::NoSolution);
    let short = Solver::new().solve(
        &unsolvable,
        &mut Meter::start(Budget::nodes(needed - 1), None),
    );
    assert_eq!(short.outcome, Outcome::GaveUp);
    let count = Solver::new().count(
        &unsolvable,
        2,
        &mut Meter::start(Budget::nodes(needed - 1), None),
    );
    assert_eq!(
        (count.solutions, count.completeness),
        (0, Completeness::GaveUp)
    );
    assert_eq!(count.verdict(), Verdict::GaveUp);
}

#[test]
fn a_count_cut_short_by_the_budget_keeps_what_it_found() {
    let empty = Grid::empty();
    let count = Solver::new().count(
        &empty,
        u64::MAX,
        &mut Meter::start(Budget::nodes(2_000), None),
    );
    assert_eq!(count.completeness, Completeness::GaveUp);
    assert!(count.stats.nodes <= 2_000);
    assert!(count.solutions >= 2, "{count:?}");
    assert_eq!(count.verdict(), Verdict::Multiple);
    assert_valid_grid(count.first.as_ref().unwrap());
}

#[test]
fn budgets_are_plain_values() {
    assert_eq!(Budget::nodes(7).max_nodes(), 7);
    assert_eq!(Budget::default(), Budget::UNLIMITED);
    assert_eq!(Budget::UNLIMITED.max_nodes(), u64::MAX);
    assert_eq!(Meter::unlimited().budget(), Budget::UNLIMITED);
    // A zero budget does no work at all.
    let solution =
        Solver::default().solve(&full_grid(1), &mut Meter::start(Budget::nodes(0), None));
    assert_eq!(solution.outcome, Outcome::GaveUp);
    assert_eq!(solution.stats.nodes, 0);
}

#[test]
fn count_verdicts_follow_the_players_terms() {
    let count = |solutions, completeness| Count {
        solutions,
        completeness,
        first: None,
        stats: Stats::default(),
    };
    use Completeness::{AtLimit, Exact, GaveUp};
    let table = [
        (0, Exact, Verdict::None),
        (1, Exact, Verdict::Unique),
        (2, Exact, Verdict::Multiple),
        (9, Exact, Verdict::Multiple),
        (2, AtLimit, Verdict::Multiple),
        (5, AtLimit, Verdict::Multiple),
        // Stopped at a limit of one: a second solution may exist.
        (1, AtLimit, Verdict::GaveUp),
        (0, GaveUp, Verdict::GaveUp),
        (1, GaveUp, Verdict::GaveUp),
        // Two solutions found before the budget ran out are enough to know.
        (2, GaveUp, Verdict::Multiple),
    ];
    for (solutions, completeness, verdict) in table {
        assert_eq!(
            count(solutions, completeness).verdict(),
            verdict,
            "{solutions} {completeness:?}"
        );
    }
}

#[test]
fn a_solver_reused_across_puzzles_answers_each_as_a_fresh_one_would() {
    let puzzles = [
        generate_unsolvable(2, &mut Meter::unlimited()).expect("no budget"),
        puzzle(9, Target::Minimal).puzzle,
        Grid::empty(),
        grid_with(&[(0, 0, 'A'), (1, 1, 'A')]),
        puzzle(10, Target::Givens(130)).puzzle,
    ];
    let mut reused = Solver::new();
    for _ in 0..2 {
        for p in &puzzles {
            assert_eq!(reused.solve(p, &mut Meter::unlimited()), unbounded_solve(p));
            assert_eq!(
                reused.count(p, 3, &mut Meter::unlimited()),
                unbounded_count(p, 3)
            );
        }
    }
}

#[test]
fn generation_is_deterministic_and_seeds_differ() {
    for target in [Target::Givens(140), Target::Minimal] {
        let a = generate(77, target, &mut Meter::unlimited(), None).expect("no budget");
        assert_eq!(
            generate(77, target, &mut Meter::unlimited(), None).expect("no budget"),
            a
        );
        assert_ne!(
            generate(78, target, &mut Meter::unlimited(), None)
                .expect("no budget")
                .puzzle,
            a.puzzle
        );
    }
    let a = random_solution(&mut Rng::new(4), &mut Meter::unlimited()).expect("no budget");
    assert_eq!(
        random_solution(&mut Rng::new(4), &mut Meter::unlimited()).expect("no budget"),
        a
    );
    assert_ne!(
        random_solution(&mut Rng::new(5), &mut Meter::unlimited()).expect("no budget"),
        a
    );
    assert_valid_grid(&a);
}

#[test]
fn remove_givens_keeps_the_solution_unique() {
    let full = full_grid(12);
    let mut solver = Solver::new();
    let p = remove_givens(
        &full,
        Target::Givens(180),
        &mut Rng::new(1),
        &mut solver,
        &mut Meter::unlimited(),
        None,
    );
    assert_eq!(givens(&p), 180);
    let count = unbounded_count(&p, 2);
    assert_eq!(
        (count.solutions, count.completeness),
        (1, Completeness::Exact)
    );
    assert_eq!(count.first.as_ref(), Some(&full));
    // Asking for more givens than the grid has removes nothing.
    let same = remove_givens(
        &full,
        Target::Givens(300),
        &mut Rng::new(1),
        &mut solver,
        &mut Meter::unlimited(),
        None,
    );
    assert_eq!(same, full);
}

// ---------------------------------------------------------------- properties

/// A full grid from a seed, and a set of cells to empty.
fn grid_and_cells(max_cells: usize) -> impl Strategy<Value = (u64, Vec<usize>)> {
    (
        any::<u64>(),
        subsequence((0..256).collect::<Vec<usize>>(), 0..=max_cells),
    )
}

fn cells_of(indices: &[usize]) -> impl Iterator<Item = Cell> + '_ {
    indices.iter().map(|&i| Cell::from_index(i).unwrap())
}

/// A puzzle with a small search space: a full grid less a few cells, or less two rows
/// of a band or two columns of a stack (which often leaves several solutions), with
/// perhaps one given changed (which often leaves none).
fn small_search_space() -> impl Strategy<Value = Grid> {
    (
        any::<u64>(),
        0..3u8,
        0..16usize,
        1..4usize,
        subsequence((0..256).collect::<Vec<usize>>(), 0..=12),
        proptest::option::of((0..256usize, 1..16u8)),
    )
        .prop_map(|(seed, mode, first, gap, extra, change)| {
            let full = full_grid(seed);
            let second = first / 4 * 4 + (first % 4 + gap) % 4;
            let lines: Vec<Cell> = match mode {
                0 => vec![],
                1 => (0..16)
                    .flat_map(|c| [cell(first, c), cell(second, c)])
                    .collect(),
                _ => (0..16)
                    .flat_map(|r| [cell(r, first), cell(r, second)])
                    .collect(),
            };
            let mut puzzle = without(&full, lines.into_iter().chain(cells_of(&extra)));
            if let Some((index, shift)) = change {
                let target = Cell::from_index(index).unwrap();
                if let Some(letter) = puzzle.get(target) {
                    let other = Letter::from_index((letter.index() + shift as usize) % 16);
                    puzzle.set(target, other);
                }
            }
            puzzle
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn any_givens_of_a_valid_grid_solve_to_a_valid_grid_keeping_them(
        (seed, cells) in grid_and_cells(256)
    ) {
        let puzzle = without(&full_grid(seed), cells_of(&cells));
        prop_assert_eq!(givens(&puzzle), 256 - cells.len());
        let solution = unbounded_solve(&puzzle);
        solved(&puzzle, &solution);
        prop_assert!(solution.stats.nodes >= 1);
        let count = unbounded_count(&puzzle, 1);
        prop_assert_eq!(count.solutions, 1);
        assert_valid_solution(&puzzle, count.first.as_ref().unwrap());
    }

    #[test]
    fn counts_agree_with_the_reference_counter(puzzle in small_search_space()) {
        const LIMIT: u64 = 50;
        let expected = reference_count(&puzzle, LIMIT);
        let count = unbounded_count(&puzzle, LIMIT);
        prop_assert_eq!(count.solutions, expected, "puzzle {}", common::line_of(&puzzle));
        let completeness = if expected < LIMIT {
            Completeness::Exact
        } else {
            Completeness::AtLimit
        };
        prop_assert_eq!(count.completeness, completeness);
        let verdict = match expected {
            0 => Verdict::None,
            1 => Verdict::Unique,
            _ => Verdict::Multiple,
        };
        prop_assert_eq!(count.verdict(), verdict);
        prop_assert_eq!(unbounded_count(&puzzle, Verdict::COUNT_LIMIT).verdict(), verdict);
        match (&count.first, unbounded_solve(&puzzle).outcome) {
            (None, Outcome::NoSolution) => prop_assert_eq!(expected, 0),
            (Some(first), Outcome::Solved(grid)) => {
                assert_valid_solution(&puzzle, first);
                assert_valid_solution(&puzzle, &grid);
            }
            (first, outcome) => {
                prop_assert!(false, "count found {:?}, solve gave {:?}", first, outcome)
            }
        }
    }

    #[test]
    fn every_layout_round_trips_through_the_parser((seed, cells) in grid_and_cells(256)) {
        let grid = without(&full_grid(seed), cells_of(&cells));
        for layout in [Layout::Line, Layout::Rows, Layout::Framed] {
            let text = format(&grid, layout);
            let parsed = parse_puzzle(&text);
            prop_assert_eq!(parsed.as_ref(), Ok(&grid), "{:?}", layout);
            let found = Splitter::new().split(&text);
            prop_assert_eq!(found.len(), 1);
            prop_assert_eq!(found[0].layout, layout);
        }
    }

    #[test]
    fn any_letters_anywhere_round_trip_or_clash(
        letters in proptest::collection::vec(proptest::option::weighted(0.1, 0..16usize), 256)
    ) {
        let mut grid = Grid::empty();
        for (c, l) in Cell::all().zip(&letters) {
            grid.set(c, l.and_then(Letter::from_index));
        }
        for layout in [Layout::Line, Layout::Rows, Layout::Framed] {
            let text = format(&grid, layout);
            let found = Splitter::new().split(&text);
            prop_assert_eq!(found.len(), 1);
            prop_assert_eq!(&found[0].partial, &grid);
            match &found[0].result {
                Ok(read) => {
                    prop_assert!(!has_clash(&grid));
                    prop_assert_eq!(read, &grid);
                }
                Err(ParseError::Clash { clash, .. }) => {
                    prop_assert!(has_clash(&grid));
                    prop_assert_ne!(clash.first, clash.second);
                    prop_assert_eq!(grid.get(clash.first), Some(clash.letter));
                    prop_assert_eq!(grid.get(clash.second), Some(clash.letter));
                    prop_assert!(clash.unit.cells().contains(&clash.first));
                    prop_assert!(clash.unit.cells().contains(&clash.second));
                }
                Err(other) => prop_assert!(false, "unexpected error {}", other),
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn generated_puzzles_are_unique_with_the_givens_asked_for(
        seed in any::<u64>(),
        target in 120..=220usize,
    ) {
        let generated = puzzle(seed, Target::Givens(target));
        prop_assert_eq!(givens(&generated.puzzle), target);
        prop_assert_eq!(&generate(seed, Target::Givens(target), &mut Meter::unlimited(), None).expect("no budget"), &generated);
        let count = unbounded_count(&generated.puzzle, 2);
        prop_assert_eq!((count.solutions, count.completeness), (1, Completeness::Exact));
        prop_assert_eq!(count.first.as_ref(), Some(&generated.solution));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3))]

    #[test]
    fn minimal_puzzles_are_unique_and_lose_uniqueness_without_any_given(seed in any::<u64>()) {
        let generated = puzzle(seed, Target::Minimal);
        let mut solver = Solver::new();
        let count = solver.count(&generated.puzzle, 2, &mut Meter::unlimited());
        prop_assert_eq!((count.solutions, count.completeness), (1, Completeness::Exact));
        prop_assert_eq!(count.first.as_ref(), Some(&generated.solution));
        for (c, letter) in generated.puzzle.filled() {
            let fewer = without(&generated.puzzle, [c]);
            let count = solver.count(&fewer, 2, &mut Meter::unlimited());
            prop_assert_eq!(
                count.verdict(),
                Verdict::Multiple,
                "seed {}: the given {} at {} can go",
                seed,
                letter,
                c
            );
            if let Some(found) = &count.first {
                assert_valid_solution(&fewer, found);
            }
        }
    }
}
