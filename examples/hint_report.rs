//! How far the hint ladder gets on the generator's corpora: the share of puzzles solved
//! by logic alone, the difficulty bands, the hardest techniques, and the time per hint.
//! A report, not a test: `cargo run --release --example hint_report [-- [COUNT] [FILE…]]`,
//! COUNT puzzles of each of the generator's corpora (50 by default), then each FILE of
//! puzzles (any layout the parser reads): its share solved by logic, its ratings, and
//! the time per hint. A COUNT of 0 reports on the files alone.

use hexadoku::hint::{
    generate_graded, grade, hint, Difficulty, Goal, Grade, Hint, Known, Marks, Technique,
};
use hexadoku::{generate, Grid, Meter, Splitter, Target};
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
    let known = Known::of(puzzle.clone());
    let mut times = Vec::new();
    loop {
        let start = Instant::now();
        let answer = hint(&marks, &known, &mut Meter::unlimited()).expect("no budget to run out");
        times.push(start.elapsed());
        match answer {
            Hint::Step(step) => marks.apply(&step),
            _ => break,
        }
    }
    times
}

fn main() {
    // A count first, if given; every other argument names a file.
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let count: u64 = match args.first().map(|first| first.parse()) {
        Some(Ok(count)) => {
            args.remove(0);
            count
        }
        _ => 50,
    };
    let files = args;
    if count == 0 {
        files_report(&files);
        return;
    }
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
    // The ladder goes up the rating scale, so a puzzle whose grade is in a band is solved
    // by the techniques up to that band's top: the shares below add up band by band.
    println!("Solved with no guess, by the techniques up to each tier:\n");
    println!("| corpus | singles (easy) | + locked candidates, pairs, triples, X-Wing, swordfish (medium) | + wings, quads, jellyfish, kites, colouring, X-chains (hard) | every technique | mean hint | slowest hint | mean grade |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    let mut hardest: BTreeMap<&str, BTreeMap<Technique, usize>> = BTreeMap::new();
    for corpus in &corpora {
        let mut bands = [0usize; Difficulty::ALL.len()];
        let (mut logic, mut hints, mut total, mut slowest) = (0, 0, Duration::ZERO, Duration::ZERO);
        let mut grading = Duration::ZERO;
        for seed in 1..=count {
            let puzzle = generate(seed, corpus.target, &mut Meter::unlimited(), None)
                .expect("no budget")
                .puzzle;
            let start = Instant::now();
            let graded: Grade = grade(&puzzle, &mut Meter::unlimited(), None)
                .expect("generated puzzles are unique");
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
            "| {} | {} | {} | {} | {} | {:.0} µs | {:.2} ms | {:.1} ms |",
            corpus.name,
            share(bands[0]),
            share(bands[0] + bands[1]),
            share(bands[0] + bands[1] + bands[2]),
            share(logic),
            total.as_secs_f64() * 1e6 / hints as f64,
            slowest.as_secs_f64() * 1e3,
            grading.as_secs_f64() * 1e3 / count as f64,
        );
    }
    println!("\nThe hardest technique each puzzle needed:\n");
    for (corpus, techniques) in hardest {
        let list: Vec<String> = techniques
            .iter()
            .map(|(t, n)| format!("{} {n}", t.id()))
            .collect();
        println!("- {corpus}: {}", list.join(", "));
    }
    if !files.is_empty() {
        files_report(&files);
    }
    needs_report();
    println!("\nPuzzles made to order (`generate_graded`, seeds 1-{count}):\n");
    println!("| difficulty | median time | slowest | attempts found |");
    println!("|---|---:|---:|---:|");
    for band in Difficulty::ALL {
        let mut times = Vec::new();
        let mut found = 0;
        for seed in 1..=count {
            let start = Instant::now();
            found += usize::from(
                generate_graded(seed, Goal::Band(band), 1000, &mut Meter::unlimited(), None)
                    .is_ok(),
            );
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

/// How readily a puzzle that needs each technique is made: five seeds, each given the
/// attempts that fit in about a second.
fn needs_report() {
    const SEEDS: u64 = 5;
    const ATTEMPTS: u32 = 200;
    println!("\nPuzzles that need a technique (`generate_graded(seed, Goal::Needs(t), {ATTEMPTS}, …)`, seeds 1-{SEEDS}):\n");
    println!("| technique | found | median time |");
    println!("|---|---:|---:|");
    for technique in Technique::ALL {
        if technique == Technique::LastResort {
            continue;
        }
        let mut times = Vec::new();
        let mut found = 0;
        for seed in 1..=SEEDS {
            let start = Instant::now();
            found += usize::from(
                generate_graded(
                    seed,
                    Goal::Needs(technique),
                    ATTEMPTS,
                    &mut Meter::unlimited(),
                    None,
                )
                .is_ok(),
            );
            times.push(start.elapsed());
        }
        times.sort();
        println!(
            "| {} | {found} of {SEEDS} | {:.0} ms |",
            technique.id(),
            times[times.len() / 2].as_secs_f64() * 1e3
        );
    }
}

/// For each file of puzzles: how many the hints solve by logic alone, the distribution
/// of their ratings (the hardest step each needs), and the time per hint.
fn files_report(files: &[String]) {
    println!("\nPuzzles from files:\n");
    println!("| file | puzzles | by logic | ratings | median rating | mean hint | slowest hint |");
    println!("|---|---:|---:|---|---:|---:|---:|");
    let mut distributions = Vec::new();
    for path in files {
        let puzzles = read_puzzles(path);
        // By rating in tenths (as the scale gives them), then technique.
        let mut ratings: BTreeMap<(u32, Technique), usize> = BTreeMap::new();
        let mut sorted = Vec::new();
        let (mut logic, mut hints, mut total, mut slowest) = (0, 0, Duration::ZERO, Duration::ZERO);
        for puzzle in &puzzles {
            let Ok(graded) = grade(puzzle, &mut Meter::unlimited(), None) else {
                eprintln!("{path}: a puzzle without one solution is left out");
                continue;
            };
            logic += usize::from(graded.logic_only());
            sorted.push(graded.rating);
            *ratings
                .entry(((graded.rating * 10.0).round() as u32, graded.hardest))
                .or_default() += 1;
            for time in hint_times(puzzle) {
                hints += 1;
                total += time;
                slowest = slowest.max(time);
            }
        }
        sorted.sort_by(f32::total_cmp);
        let (Some(low), Some(high)) = (sorted.first(), sorted.last()) else {
            continue;
        };
        println!(
            "| {path} | {} | {logic} | {low:.1}–{high:.1} | {:.1} | {:.0} µs | {:.2} ms |",
            sorted.len(),
            sorted[sorted.len() / 2],
            total.as_secs_f64() * 1e6 / hints.max(1) as f64,
            slowest.as_secs_f64() * 1e3,
        );
        distributions.push((path, ratings));
    }
    for (path, ratings) in distributions {
        println!("\n{path}, by rating (the hardest step):\n");
        println!("| rating | hardest step | puzzles |");
        println!("|---:|---|---:|");
        for ((tenths, technique), n) in ratings {
            let rating = tenths as f32 / 10.0;
            println!("| {rating:.1} | {} | {n} |", technique.id());
        }
    }
}

/// The puzzles of the file at `path` that can be read.
fn read_puzzles(path: &str) -> Vec<Grid> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|error| {
        eprintln!("{path}: {error}");
        std::process::exit(2);
    });
    let puzzles = Splitter::new().split(&text);
    puzzles.into_iter().filter_map(|p| p.result.ok()).collect()
}
