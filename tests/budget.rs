//! One budget for every operation that searches: each gives up within it, with a typed
//! `GaveUp`, never a wrong answer; one operation's searches share one account; runs are
//! the same whatever the budget, until it runs out.

// Native only: the browser tests (crates/hexadoku-wasm/src/browser_tests.rs) cover the wasm32 build.
#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::english::English;

use common::{
    assert_valid_solution, hint_for, known, many_solutions, puzzle, slow_grid, unbounded_count,
    unbounded_solve,
};
use hexadoku::hint::{
    generate_graded, grade, hint, logical_path, Difficulty, Goal, GradeError, Hint, Marks, NotMade,
};
use hexadoku::{
    generate, generate_unsolvable, Budget, Completeness, GaveUp, Grid, Limit, Meter, Outcome,
    Solver, Target,
};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

fn nodes(n: u64) -> Meter {
    Meter::start(Budget::nodes(n), None)
}

/// Panics unless `meter` gave up on its node limit having spent no more than it.
#[track_caller]
fn gave_up_on_nodes(meter: &Meter, gave_up: GaveUp) {
    assert_eq!(meter.gave_up(), Some(gave_up));
    assert_eq!(gave_up.limit, Limit::Nodes);
    assert!(gave_up.nodes <= meter.budget().max_nodes(), "{gave_up:?}");
    assert!(meter.nodes() <= meter.budget().max_nodes());
}

// ---------------------------------------------------------------- the meter

#[test]
fn budgets_and_gave_up_say_what_they_are() {
    let budget = Budget::nodes(7).with_time_limit(Duration::from_millis(1500));
    assert_eq!(budget.max_nodes(), 7);
    assert_eq!(budget.time_limit(), Some(Duration::from_millis(1500)));
    assert_eq!(Budget::nodes(7).time_limit(), None);
    assert_eq!(Budget::UNLIMITED.time_limit(), None);
    assert!(Budget::INTERACTIVE
        .time_limit()
        .is_some_and(|t| t <= Duration::from_secs(2)));
    let after = |limit| GaveUp { nodes: 1000, limit }.english();
    assert_eq!(after(Limit::Nodes), "gave up after 1000 search nodes");
    let time = |ms| after(Limit::Time(Duration::from_millis(ms)));
    assert_eq!(time(1500), "gave up after 1.5 s");
    assert_eq!(time(2000), "gave up after 2.0 s");
    assert_eq!(time(250), "gave up after 0.25 s");
    assert_eq!(time(1), "gave up after 0.001 s");
}

/// A clock that moves a second at every look: a time limit fires at a known look.
fn racing_clock() -> f64 {
    static NOW: AtomicU64 = AtomicU64::new(0);
    NOW.fetch_add(1000, Ordering::SeqCst) as f64
}

/// A clock that never moves: a time limit never fires.
fn stopped_clock() -> f64 {
    0.0
}

static LOOKS: AtomicU64 = AtomicU64::new(0);

/// A clock that counts how often it is read, and never moves.
fn counted_clock() -> f64 {
    LOOKS.fetch_add(1, Ordering::SeqCst);
    0.0
}

#[test]
fn the_clock_is_read_only_every_few_hundred_nodes() {
    // Counting the empty grid's solutions never ends: the budget ends it.
    let budget = Budget::nodes(100_000).with_time_limit(Duration::from_secs(3600));
    let mut meter = Meter::start(budget, Some(counted_clock));
    let count = Solver::new().count(&Grid::empty(), u64::MAX, &mut meter);
    assert_eq!(count.completeness, Completeness::GaveUp);
    assert_eq!(count.stats.nodes, 100_000);
    let looks = LOOKS.load(Ordering::SeqCst);
    assert!(
        (100..=1_000).contains(&looks),
        "{looks} looks in 100,000 nodes"
    );
    gave_up_on_nodes(&meter, meter.gave_up().expect("gave up"));
}

#[test]
fn a_time_limit_ends_a_search_that_would_never_end() {
    let budget = Budget::UNLIMITED.with_time_limit(Duration::from_millis(1500));
    let mut meter = Meter::start(budget, Some(racing_clock));
    let count = Solver::new().count(&Grid::empty(), u64::MAX, &mut meter);
    assert_eq!(count.completeness, Completeness::GaveUp);
    let gave_up = meter.gave_up().expect("gave up");
    assert_eq!(gave_up.limit, Limit::Time(Duration::from_millis(1500)));
    assert_eq!(gave_up.english(), "gave up after 1.5 s");
    // Every solution counted before is a real one.
    assert!(count.solutions > 0);
    assert_valid_solution(&Grid::empty(), count.first.as_ref().expect("one found"));
    // Out is out: the next search of the same operation gives up at once.
    let again = Solver::new().solve(&puzzle(1, Target::Givens(150)).puzzle, &mut meter);
    assert_eq!((again.outcome, again.stats.nodes), (Outcome::GaveUp, 0));
    // Without a clock the time limit is not kept: only nodes end the search.
    let mut unclocked = Meter::start(Budget::nodes(5_000).with_time_limit(Duration::ZERO), None);
    let count = Solver::new().count(&Grid::empty(), u64::MAX, &mut unclocked);
    assert_eq!(count.stats.nodes, 5_000);
    assert_eq!(unclocked.gave_up().map(|g| g.limit), Some(Limit::Nodes));
}

#[test]
fn a_clock_may_be_a_closure_of_the_callers() {
    // The caller's own time, captured: each look moves it half a second.
    let now = std::sync::Arc::new(AtomicU64::new(0));
    let looked = now.clone();
    let clock = move || looked.fetch_add(500, Ordering::SeqCst) as f64;
    let budget = Budget::UNLIMITED.with_time_limit(Duration::from_secs(2));
    let mut meter = Meter::with_clock(budget, clock);
    let count = Solver::new().count(&Grid::empty(), u64::MAX, &mut meter);
    assert_eq!(count.completeness, Completeness::GaveUp);
    assert_eq!(
        meter.gave_up().map(|g| g.limit),
        Some(Limit::Time(Duration::from_secs(2)))
    );
    // Read at the start and at each look until the limit: five times, 2 s in 0.5 s steps.
    assert_eq!(now.load(Ordering::SeqCst), 5 * 500);
    // A meter with no clock keeps no time limit.
    let mut unclocked = Meter::new(Budget::nodes(5_000).with_time_limit(Duration::ZERO));
    Solver::new().count(&Grid::empty(), u64::MAX, &mut unclocked);
    assert_eq!(unclocked.gave_up().map(|g| g.limit), Some(Limit::Nodes));
}

#[test]
fn a_clock_that_does_not_move_changes_nothing() {
    let budget = Budget::UNLIMITED.with_time_limit(Duration::from_millis(1));
    let generated = puzzle(3, Target::Minimal);
    let mut meter = Meter::start(budget, Some(stopped_clock));
    let made = generate(3, Target::Minimal, &mut meter, None).expect("made");
    assert_eq!(made, generated);
    let mut unlimited = Meter::unlimited();
    generate(3, Target::Minimal, &mut unlimited, None).expect("made");
    assert_eq!(
        meter.nodes(),
        unlimited.nodes(),
        "the same search, node for node"
    );
}

// ---------------------------------------------------------------- solve and count

#[test]
fn solve_and_count_give_up_within_their_budget_on_a_slow_grid() {
    let grid = slow_grid();
    let to_solve = unbounded_solve(&grid).stats.nodes;
    let to_count = unbounded_count(&grid, 2).stats.nodes;
    assert!(
        to_solve > 10 && to_count >= to_solve,
        "{to_solve}, {to_count}"
    );
    for budget in [0, 1, 10, to_solve - 1] {
        let mut meter = nodes(budget);
        let solution = Solver::new().solve(&grid, &mut meter);
        assert_eq!(solution.outcome, Outcome::GaveUp, "{budget} nodes");
        assert_eq!(solution.stats.nodes, budget);
        gave_up_on_nodes(&meter, meter.gave_up().expect("gave up"));
    }
    for budget in [0, 1, 10, to_count - 1] {
        let mut meter = nodes(budget);
        let count = Solver::new().count(&grid, 2, &mut meter);
        assert_eq!(count.completeness, Completeness::GaveUp, "{budget} nodes");
        assert_eq!(count.stats.nodes, budget);
    }
    // With the nodes it needs, the same search answers.
    let solution = Solver::new().solve(&grid, &mut nodes(to_solve));
    assert!(matches!(solution.outcome, Outcome::Solved(_)));
}

// ---------------------------------------------------------------- hint

/// Every budget from none up to what the hint needs: each answer is `GaveUp`, or the
/// very answer the hint gives with no budget.
#[track_caller]
fn hint_never_answers_wrong(marks: &Marks, givens: Option<&Grid>) -> u64 {
    let expected = hint_for(marks, givens);
    let mut full = Meter::unlimited();
    assert_eq!(hint(marks, &known(givens), &mut full), Ok(expected.clone()));
    let needed = full.nodes();
    let step = (needed / 40).max(1);
    for budget in (0..needed).step_by(step as usize).chain([needed - 1]) {
        let mut meter = nodes(budget);
        match hint(marks, &known(givens), &mut meter) {
            Err(gave_up) => gave_up_on_nodes(&meter, gave_up),
            Ok(answer) => panic!("{budget} of {needed} nodes: {answer:?}, not gave up"),
        }
    }
    assert_eq!(
        hint(marks, &known(givens), &mut nodes(needed)),
        Ok(expected)
    );
    needed
}

#[test]
fn a_hint_that_runs_out_never_claims_no_solution() {
    // Minimal puzzles with one given changed: proving that has no solution takes search.
    let mut tried = 0;
    for seed in 1..=6 {
        let broken = generate_unsolvable(seed, &mut Meter::unlimited()).expect("no budget");
        if unbounded_solve(&broken).stats.nodes < 20 {
            continue;
        }
        let marks = Marks::new(&broken);
        assert!(matches!(hint_for(&marks, None), Hint::NoSolution { .. }));
        hint_never_answers_wrong(&marks, None);
        tried += 1;
    }
    assert!(tried > 0, "no unsolvable puzzle needed search");
    // With the givens to name wrong letters against, a second search.
    let generated = puzzle(8, Target::Minimal);
    let mut grid = generated.puzzle.clone();
    let (cell, letter) = generated
        .solution
        .filled()
        .find(|&(c, _)| grid.get(c).is_none())
        .unwrap();
    let wrong = hexadoku::Letter::ALL
        .into_iter()
        .find(|&l| l != letter && grid.candidates(cell).contains(l))
        .expect("another candidate");
    grid.set(cell, Some(wrong));
    let marks = Marks::new(&grid);
    if let Hint::NoSolution { wrong, .. } = hint_for(&marks, Some(&generated.puzzle)) {
        assert_eq!(wrong.len(), 1);
        hint_never_answers_wrong(&marks, Some(&generated.puzzle));
    }
    // And on a puzzle that needs search, one node short of what the hint needs.
    let marks = Marks::new(&slow_grid());
    let mut full = Meter::unlimited();
    hint(&marks, &known(None), &mut full).expect("no budget");
    let mut meter = nodes(full.nodes() - 1);
    let gave_up = hint(&marks, &known(None), &mut meter).unwrap_err();
    gave_up_on_nodes(&meter, gave_up);
}

#[test]
fn a_hint_that_runs_out_never_claims_several_solutions() {
    let ambiguous: Vec<Grid> = [40, 60, 94]
        .into_iter()
        .map(|n| many_solutions(9, n))
        .filter(|grid| hint_for(&Marks::new(grid), None) == Hint::Ambiguous)
        .collect();
    assert!(!ambiguous.is_empty(), "no grid where no letter is certain");
    for grid in &ambiguous {
        hint_never_answers_wrong(&Marks::new(grid), None);
    }
}

#[test]
fn a_hint_shares_one_budget_across_its_searches() {
    // On a minimal puzzle a hint searches for the solution, and for a last resort
    // checks that no solution differs at the cell: two searches, one account.
    let generated = puzzle(5, Target::Minimal);
    let marks = Marks::new(&generated.puzzle);
    let first = unbounded_solve(&generated.puzzle).stats.nodes;
    let needed = hint_never_answers_wrong(&marks, Some(&generated.puzzle));
    assert!(
        needed >= first,
        "{needed} nodes for the hint, {first} for its first search"
    );
    // A step found is sound.
    if let Hint::Step(step) = hint_for(&marks, None) {
        for placement in &step.placements {
            assert_eq!(
                generated.solution.get(placement.cell),
                Some(placement.letter)
            );
        }
    }
}

// ---------------------------------------------------------------- grade and the path

#[test]
fn grading_gives_up_within_its_budget_and_otherwise_grades_as_ever() {
    let grid = slow_grid();
    let needed = unbounded_count(&grid, 2).stats.nodes;
    for budget in [0, 1, 10, needed - 1] {
        let mut meter = nodes(budget);
        match grade(&grid, &mut meter, None) {
            Err(GradeError::GaveUp(gave_up)) => gave_up_on_nodes(&meter, gave_up),
            other => panic!("{budget} nodes: {other:?}"),
        }
        let mut meter = nodes(budget);
        let path = logical_path(&grid, &mut meter, None);
        assert_eq!(path.err(), meter.gave_up().map(GradeError::GaveUp));
    }
    // A unique puzzle: the grade needs exactly the nodes of its uniqueness check.
    let generated = puzzle(11, Target::Minimal);
    let expected = grade(&generated.puzzle, &mut Meter::unlimited(), None).expect("unique");
    let needed = unbounded_count(&generated.puzzle, 2).stats.nodes;
    let mut meter = nodes(needed);
    assert_eq!(grade(&generated.puzzle, &mut meter, None), Ok(expected));
    assert_eq!(meter.nodes(), needed);
    let short = grade(&generated.puzzle, &mut nodes(needed - 1), None);
    assert!(matches!(short, Err(GradeError::GaveUp(_))), "{short:?}");
}

#[test]
fn the_clock_is_read_along_a_grades_whole_path() {
    // An easy puzzle needs a node or two of search, too few for the search to read the
    // clock: the time limit is met between the path's steps.
    let generated = puzzle(12, Target::Givens(150));
    let budget = Budget::UNLIMITED.with_time_limit(Duration::from_millis(1500));
    let mut meter = Meter::start(budget, Some(racing_clock));
    match grade(&generated.puzzle, &mut meter, None) {
        Err(GradeError::GaveUp(gave_up)) => assert!(matches!(gave_up.limit, Limit::Time(_))),
        other => panic!("{other:?}"),
    }
}

// ---------------------------------------------------------------- generate

#[test]
fn generating_shares_one_budget_and_never_makes_an_unchecked_puzzle() {
    for target in [Target::Minimal, Target::Givens(120)] {
        let expected = generate(21, target, &mut Meter::unlimited(), None).expect("no budget");
        let mut full = Meter::unlimited();
        assert_eq!(generate(21, target, &mut full, None), Ok(expected.clone()));
        let needed = full.nodes();
        // A search per given tried, each of a node or a few: with an allowance each
        // rather than one account, a budget one short of their sum would not run out.
        assert!(needed > 100, "{needed}");
        for budget in [0, 1, 50, needed / 2, needed - 1] {
            let mut meter = nodes(budget);
            match generate(21, target, &mut meter, None) {
                Err(gave_up) => gave_up_on_nodes(&meter, gave_up),
                Ok(made) => panic!("{budget} of {needed} nodes made {made:?}"),
            }
        }
        let made = generate(21, target, &mut nodes(needed), None).expect("made");
        assert_eq!(made, expected);
        assert_valid_solution(&made.puzzle, &made.solution);
    }
}

#[test]
fn an_unsolvable_puzzle_is_made_within_its_budget_or_not_at_all() {
    let expected = generate_unsolvable(4, &mut Meter::unlimited()).expect("no budget");
    let mut full = Meter::unlimited();
    assert_eq!(generate_unsolvable(4, &mut full), Ok(expected.clone()));
    let needed = full.nodes();
    for budget in [0, needed / 3, needed - 1] {
        let mut meter = nodes(budget);
        let made = generate_unsolvable(4, &mut meter);
        assert_eq!(made.err(), meter.gave_up(), "{budget} of {needed} nodes");
        assert!(meter.gave_up().is_some());
    }
    assert_eq!(generate_unsolvable(4, &mut nodes(needed)), Ok(expected));
}

#[test]
fn graded_generation_shares_one_budget_across_its_attempts() {
    let goal = Goal::Band(Difficulty::Hard);
    let made = generate_graded(2, goal, 500, &mut Meter::unlimited(), None).expect("found");
    let mut full = Meter::unlimited();
    let again = generate_graded(2, goal, 500, &mut full, None).expect("found");
    assert_eq!(again.generated, made.generated);
    let needed = full.nodes();
    let mut meter = nodes(needed - 1);
    match generate_graded(2, goal, 500, &mut meter, None) {
        Err(NotMade::GaveUp {
            goal: g, gave_up, ..
        }) => {
            assert_eq!(g, goal);
            gave_up_on_nodes(&meter, gave_up);
            let text = NotMade::GaveUp {
                goal,
                attempt: 3,
                gave_up,
            }
            .english();
            assert!(
                text.contains("the generator gave up after") && text.contains("hard"),
                "{text}"
            );
        }
        other => panic!("{other:?}"),
    }
    // The time limit too: a rare technique is searched for until it runs out.
    let budget = Budget::UNLIMITED.with_time_limit(Duration::from_millis(1500));
    let mut meter = Meter::start(budget, Some(racing_clock));
    let rare = Goal::Needs(hexadoku::hint::Technique::Leviathan);
    match generate_graded(1, rare, 10_000, &mut meter, None) {
        Err(NotMade::GaveUp { gave_up, .. }) => assert!(matches!(gave_up.limit, Limit::Time(_))),
        other => panic!("{other:?}"),
    }
}
