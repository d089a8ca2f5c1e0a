//! How long a player waits for each hint, following the hints through whole solves of the
//! puzzles of a file (one puzzle per line, or any layout the parser reads). A report, not
//! a test:
//!
//! ```sh
//! cargo run --release --example hint_latency -- PUZZLES
//! ```
//!
//! Prints, for the file, the hints given, their mean and median time, the slowest hint
//! and the puzzle it came from, and how many hints were last resorts; then the proofs of
//! each puzzle's one solution, made before its first hint as the page makes them when a
//! puzzle loads, timed apart.

use hexadoku::hint::{hint, Hint, Known, Marks, Technique};
use hexadoku::{Meter, Solver, Splitter};
use std::time::{Duration, Instant};

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: hint_latency PUZZLES");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| {
        eprintln!("{path}: {error}");
        std::process::exit(2);
    });
    let puzzles = Splitter::new().split(&text);

    let mut times: Vec<Duration> = Vec::new();
    let mut slowest = (Duration::ZERO, 0, String::new());
    let mut last_resorts = 0;
    let mut proofs: Vec<Duration> = Vec::new();
    for parsed in &puzzles {
        let Ok(puzzle) = &parsed.result else {
            eprintln!("puzzle {}: cannot be read", parsed.number);
            continue;
        };
        // As the page does when a puzzle loads: prove its one solution first, timed
        // apart, so that no hint of the solve searches for it.
        let start = Instant::now();
        let known = Known::counted(
            puzzle.clone(),
            &Solver::new().count(puzzle, 2, &mut Meter::unlimited()),
        );
        proofs.push(start.elapsed());
        let mut marks = Marks::new(puzzle);
        loop {
            let start = Instant::now();
            let answer =
                hint(&marks, &known, &mut Meter::unlimited()).expect("no budget to run out");
            let took = start.elapsed();
            times.push(took);
            let what = match &answer {
                Hint::Step(step) => step.technique.id().to_string(),
                other => format!("{other:?}").chars().take(40).collect(),
            };
            if took > slowest.0 {
                slowest = (took, parsed.number, what);
            }
            match answer {
                Hint::Step(step) => {
                    last_resorts += usize::from(step.technique == Technique::LastResort);
                    marks.apply(&step);
                }
                _ => break,
            }
        }
    }
    times.sort();
    let total: Duration = times.iter().sum();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{} puzzles, {} hints: mean {:.3} ms, median {:.3} ms, slowest {:.3} ms (puzzle {}: {}), {} last resorts",
        puzzles.len(),
        times.len(),
        ms(total) / times.len().max(1) as f64,
        ms(times.get(times.len() / 2).copied().unwrap_or_default()),
        ms(slowest.0),
        slowest.1,
        slowest.2,
        last_resorts,
    );
    proofs.sort();
    let proved: Duration = proofs.iter().sum();
    println!(
        "proofs as the puzzles load: mean {:.3} ms, slowest {:.3} ms",
        ms(proved) / proofs.len().max(1) as f64,
        ms(proofs.last().copied().unwrap_or_default()),
    );
}
