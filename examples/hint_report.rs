//! How far the hint ladder gets on the generator's corpora: the share of puzzles solved
//! by logic alone, the difficulty bands, the hardest techniques, and the time per hint.
//! A report, not a test: `cargo run --release --example hint_report [-- PUZZLES]`.

use hexadoku::hint::{
    generate_graded, grade, hint, Difficulty, Goal, Grade, Hint, Marks, Technique,
};
use hexadoku::{generate, Target};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

struct Corpus {
    name: &'static str,
    target: Target,
}

/// The time each hint of a logical solve takes, as a player asking for them one after
/// another would wait: `hint` checks the grid, then looks for a step (or a last resort).
fn hint_times(puzzle: &hexadoku::Grid) -> Vec<Duration> {
    let mut marks = Marks::new(puzzle);
    let mut times = Vec::new();
    loop {
        let start = Instant::now();
        let answer = hint(&marks, Some(puzzle));
        times.push(start.elapsed());
        match answer {
            Hint::Step(step) => marks.apply(&step),
            _ => break,
        }
    }
    times
}

fn main() {
    let count: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(50);
    let corpora = [
        Corpus {
            name: "150 givens",
            target: Target::Givens(150),
        },
        Corpus {
            name: "120 givens",
            target: Target::Givens(120),
        },
        Corpus {
            name: "minimal",
            target: Target::Minimal,
        },
    ];
    println!("{count} puzzles per corpus (seeds 1-{count})\n");
    println!("| corpus | logic only | easy | medium | hard | expert | mean hint | slowest hint | mean grade |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut hardest: BTreeMap<&str, BTreeMap<Technique, usize>> = BTreeMap::new();
    for corpus in &corpora {
        let mut bands = [0usize; 4];
        let (mut logic, mut hints, mut total, mut slowest) = (0, 0, Duration::ZERO, Duration::ZERO);
        let mut grading = Duration::ZERO;
        for seed in 1..=count {
            let puzzle = generate(seed, corpus.target).puzzle;
            let start = Instant::now();
            let graded: Grade = grade(&puzzle).expect("generated puzzles are unique");
            grading += start.elapsed();
            bands[Difficulty::ALL
                .iter()
                .position(|&d| d == graded.difficulty)
                .unwrap_or(0)] += 1;
            logic += usize::from(graded.logic_only());
            *hardest
                .entry(corpus.name)
                .or_default()
                .entry(graded.hardest)
                .or_default() += 1;
            for time in hint_times(&puzzle) {
                hints += 1;
                total += time;
                slowest = slowest.max(time);
            }
        }
        let share = |n: usize| format!("{:.0}%", 100.0 * n as f64 / count as f64);
        println!(
            "| {} | {} | {} | {} | {} | {} | {:.0} µs | {:.2} ms | {:.1} ms |",
            corpus.name,
            share(logic),
            share(bands[0]),
            share(bands[1]),
            share(bands[2]),
            share(bands[3]),
            total.as_secs_f64() * 1e6 / hints as f64,
            slowest.as_secs_f64() * 1e3,
            grading.as_secs_f64() * 1e3 / count as f64,
        );
    }
    println!("\nThe hardest technique each puzzle needed:\n");
    for (corpus, techniques) in hardest {
        let list: Vec<String> = techniques
            .iter()
            .map(|(t, n)| format!("{} {n}", t.name()))
            .collect();
        println!("- {corpus}: {}", list.join(", "));
    }
    println!("\nPuzzles made to order (`generate_graded`, seeds 1-{count}):\n");
    println!("| difficulty | median time | slowest | attempts found |");
    println!("|---|---:|---:|---:|");
    for band in Difficulty::ALL {
        let mut times = Vec::new();
        let mut found = 0;
        for seed in 1..=count {
            let start = Instant::now();
            found += usize::from(generate_graded(seed, Goal::Band(band), 1000).is_ok());
            times.push(start.elapsed());
        }
        times.sort();
        println!(
            "| {band} | {:.0} ms | {:.0} ms | {found} of {count} |",
            times[times.len() / 2].as_secs_f64() * 1e3,
            times[times.len() - 1].as_secs_f64() * 1e3,
        );
    }
}
