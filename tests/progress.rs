//! Progress reports of the long operations: the generator tells how many cells it has
//! tried for removal, the grader how many empty cells its logical solve has filled, and
//! a puzzle made to order both for each attempt. Reports count up to their total, end
//! there when the operation succeeds, and change nothing of what it makes.

// Native only: the page's tests (tests/js/, tests/e2e/) cover the wasm32 build.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{assert_valid_solution, givens};
use hexadoku::hint::{generate_graded, grade, Difficulty, Goal, GradeError};
use hexadoku::{generate, Budget, Grid, Meter, Phase, Progress, Target};

/// Runs `operation` with a callback that keeps every report.
fn reports<T>(operation: impl FnOnce(&mut dyn FnMut(Progress)) -> T) -> (T, Vec<Progress>) {
    let mut kept = Vec::new();
    let answer = operation(&mut |progress| kept.push(progress));
    (answer, kept)
}

fn empty_cells(grid: &Grid) -> u32 {
    (256 - givens(grid)) as u32
}

#[test]
fn the_generator_reports_every_cell_it_tries_and_makes_the_same_puzzle() {
    for target in [Target::Minimal, Target::Givens(120), Target::Givens(200)] {
        let (made, reported) =
            reports(|report| generate(31, target, &mut Meter::unlimited(), Some(report)));
        let made = made.expect("made");
        assert_eq!(
            made,
            generate(31, target, &mut Meter::unlimited(), None).expect("no budget"),
            "{target:?}"
        );
        assert_valid_solution(&made.puzzle, &made.solution);
        assert!(reported
            .iter()
            .all(|p| p.phase == Phase::Removing && p.total == 256 && p.attempt.is_none()));
        // 0, 1, 2, … as each cell is tried, then all 256 at the end.
        let done: Vec<u32> = reported.iter().map(|p| p.done).collect();
        let tried = done.len() - 1;
        assert!(
            done[..tried].iter().copied().eq(0..tried as u32),
            "{done:?}"
        );
        assert_eq!(done.last(), Some(&256));
        match target {
            // Minimal: every cell is tried.
            Target::Minimal => assert_eq!(tried, 256),
            // Down to 200 givens: 56 removed, in as many tries at least.
            Target::Givens(n) => {
                assert_eq!(givens(&made.puzzle), n);
                assert!(tried >= 256 - n && tried < 256, "{tried} tried for {n}");
            }
        }
    }
}

#[test]
fn the_generator_stops_reporting_when_its_budget_runs_out() {
    let mut full = Meter::unlimited();
    generate(32, Target::Minimal, &mut full, None).expect("made");
    let mut meter = Meter::start(Budget::nodes(full.nodes() / 2), None);
    let (made, reported) =
        reports(|report| generate(32, Target::Minimal, &mut meter, Some(report)));
    assert!(made.is_err());
    assert!(!reported.is_empty(), "half the budget tries cells");
    assert!(
        reported.iter().all(|p| p.done < p.total),
        "{:?}",
        reported.last()
    );
}

#[test]
fn the_grader_reports_the_cells_its_solve_fills_and_gives_the_same_grade() {
    let puzzle = generate(33, Target::Givens(130), &mut Meter::unlimited(), None)
        .expect("no budget")
        .puzzle;
    let (graded, reported) =
        reports(|report| grade(&puzzle, &mut Meter::unlimited(), Some(report)));
    assert_eq!(graded, grade(&puzzle, &mut Meter::unlimited(), None));
    let empty = empty_cells(&puzzle);
    assert!(reported
        .iter()
        .all(|p| p.phase == Phase::Grading && p.total == empty && p.attempt.is_none()));
    assert_eq!(reported.first().map(|p| p.done), Some(0));
    assert_eq!(reported.last().map(|p| p.done), Some(empty));
    assert!(
        reported.windows(2).all(|w| w[0].done < w[1].done),
        "{reported:?}"
    );

    // A puzzle that cannot be graded reports nothing.
    let (refused, reported) =
        reports(|report| grade(&Grid::empty(), &mut Meter::unlimited(), Some(report)));
    assert_eq!(refused, Err(GradeError::SeveralSolutions));
    assert_eq!(reported, []);
}

#[test]
fn a_puzzle_made_to_order_reports_each_attempt_and_ends_with_its_grade() {
    let goal = Goal::Band(Difficulty::Hard);
    let (made, reported) =
        reports(|report| generate_graded(34, goal, 500, &mut Meter::unlimited(), Some(report)));
    let made = made.expect("found");
    let same = generate_graded(34, goal, 500, &mut Meter::unlimited(), None).expect("found");
    assert_eq!(made.generated, same.generated);
    assert_valid_solution(&made.generated.puzzle, &made.generated.solution);
    // Attempts count from 1, one after another; each removes givens and then (unless
    // its puzzle is refused) grades it.
    let attempts: Vec<u32> = reported
        .iter()
        .map(|p| p.attempt.expect("an attempt"))
        .collect();
    assert_eq!(attempts.first(), Some(&1));
    assert!(
        attempts
            .windows(2)
            .all(|w| w[1] == w[0] || w[1] == w[0] + 1),
        "{attempts:?}"
    );
    for attempt in 1..=*attempts.last().expect("reports") {
        let phases: Vec<Phase> = reported
            .iter()
            .filter(|p| p.attempt == Some(attempt))
            .map(|p| p.phase)
            .collect();
        let removing = phases.iter().take_while(|&&p| p == Phase::Removing).count();
        assert!(removing > 0, "attempt {attempt}");
        assert!(
            phases[removing..].iter().all(|&p| p == Phase::Grading),
            "attempt {attempt}"
        );
    }
    let last = reported.last().expect("reports");
    let empty = empty_cells(&made.generated.puzzle);
    assert_eq!(
        (last.phase, last.done, last.total),
        (Phase::Grading, empty, empty)
    );
}
