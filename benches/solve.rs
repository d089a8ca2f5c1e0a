//! Solver speed on corpora made by the generator: one criterion iteration solves one
//! puzzle (cycling through the corpus), so the reported time is the time per puzzle.
//!
//! `cargo bench` runs it; `cargo bench -- minimal` runs one corpus.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use hexadoku::{generate, generate_unsolvable, Grid, Meter, Outcome, Solver, Target};
use std::hint::black_box;

/// Puzzles per corpus: enough to average over easy and hard ones, few enough that
/// making the minimal ones takes seconds.
const CORPUS: u64 = 24;

fn corpus(target: Target) -> Vec<Grid> {
    (1..=CORPUS)
        .map(|seed| {
            generate(seed, target, &mut Meter::unlimited(), None)
                .expect("no budget")
                .puzzle
        })
        .collect()
}

fn bench_corpus(c: &mut Criterion, name: &str, puzzles: &[Grid], expect_solution: bool) {
    let mut solver = Solver::new();
    for puzzle in puzzles {
        let solved = matches!(
            solver.solve(puzzle, &mut Meter::unlimited()).outcome,
            Outcome::Solved(_)
        );
        assert_eq!(solved, expect_solution, "{name}: unexpected outcome");
    }
    let mut next = 0;
    c.bench_function(&format!("solve/{name}"), |b| {
        b.iter_batched(
            || {
                next = (next + 1) % puzzles.len();
                &puzzles[next]
            },
            |puzzle| black_box(solver.solve(puzzle, &mut Meter::unlimited())),
            BatchSize::SmallInput,
        )
    });
}

fn solve_benches(c: &mut Criterion) {
    bench_corpus(c, "minimal", &corpus(Target::Minimal), true);
    bench_corpus(c, "givens-120", &corpus(Target::Givens(120)), true);
    bench_corpus(c, "givens-150", &corpus(Target::Givens(150)), true);
    let unsolvable: Vec<Grid> = (1..=CORPUS / 3)
        .map(|seed| generate_unsolvable(seed, &mut Meter::unlimited()).expect("no budget"))
        .collect();
    bench_corpus(c, "no-solution", &unsolvable, false);
}

criterion_group!(benches, solve_benches);
criterion_main!(benches);
