//! Records every step of whole logical solves, all of each step's data and its three
//! messages (as data), so that a change meant to leave the hint engine's behaviour alone can be checked
//! by comparing two recordings:
//!
//! ```text
//! cargo run --release --example record_steps > /tmp/before.txt
//! # … change the engine …
//! cargo run --release --example record_steps > /tmp/after.txt
//! diff /tmp/before.txt /tmp/after.txt
//! ```
//!
//! Two parts. First the path of each puzzle's solve: the ladder's simplest step each time,
//! the solution's letter where none applies. Then, on every board of a few minimal
//! puzzles' solves, the step every technique finds, not just the simplest: so the rare
//! techniques, which the ladder seldom reaches, are recorded too.

use hexadoku::hint::{every_step, logical_path, step_rating, Marks, Step, Uniqueness};
use hexadoku::{generate, to_line, Meter, Target};
use std::fmt::Write;

/// The puzzles whose paths are recorded: sparse and minimal ones, where subsets, fish,
/// wings, chains and forcing chains are needed, and denser ones solved by singles.
fn path_puzzles() -> Vec<(u64, Target)> {
    let mut puzzles = Vec::new();
    for seed in 1..=6 {
        puzzles.push((seed, Target::Givens(150)));
        puzzles.push((seed + 10, Target::Givens(120)));
    }
    for seed in 1..=26 {
        puzzles.push((seed, Target::Minimal));
    }
    puzzles
}

/// The minimal puzzles on every board of whose solves every technique is asked.
const EVERY_TECHNIQUE_SEEDS: [u64; 6] = [3, 8, 13, 21, 34, 55];

/// Every piece of `step` on one line each, then its three texts.
fn record(step: &Step) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "  {} (rating {:.1})",
        step.technique.id(),
        step_rating(step)
    );
    let placements: Vec<String> = step
        .placements
        .iter()
        .map(|p| format!("{}={}", p.cell, p.letter))
        .collect();
    let eliminations: Vec<String> = step
        .eliminations
        .iter()
        .map(|e| format!("{}-{}", e.cell, e.letters))
        .collect();
    let cells: Vec<String> = step.cells().iter().map(|c| c.to_string()).collect();
    let units: Vec<String> = step.units().iter().map(|u| u.to_string()).collect();
    let colours: Vec<String> = step
        .colours()
        .iter()
        .map(|cells| {
            let cells: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
            cells.join(" ")
        })
        .collect();
    let chain: Vec<String> = step
        .chain()
        .iter()
        .map(|(cell, letter)| format!("{cell}:{letter}"))
        .collect();
    let _ = writeln!(out, "    placements: {}", placements.join(" "));
    let _ = writeln!(out, "    eliminations: {}", eliminations.join(" "));
    let _ = writeln!(out, "    cells: {}", cells.join(" "));
    let _ = writeln!(out, "    units: {}", units.join(", "));
    let _ = writeln!(out, "    letters: {}", step.letters());
    let _ = writeln!(out, "    colours: {}", colours.join(" | "));
    let _ = writeln!(out, "    chain: {}", chain.join(" "));
    let _ = writeln!(out, "    vague: {:?}", step.vague());
    let _ = writeln!(out, "    concrete: {:?}", step.concrete());
    let _ = writeln!(out, "    full: {:?}", step.explanation());
    out
}

fn main() {
    for (seed, target) in path_puzzles() {
        let generated = generate(seed, target, &mut Meter::unlimited(), None).expect("no budget");
        println!(
            "path of seed {seed}, {target:?}: {}",
            to_line(&generated.puzzle)
        );
        let path = logical_path(&generated.puzzle, &mut Meter::unlimited(), None)
            .expect("a generated puzzle is unique");
        for (i, step) in path.iter().enumerate() {
            print!("step {i}\n{}", record(step));
        }
    }
    for seed in EVERY_TECHNIQUE_SEEDS {
        let generated =
            generate(seed, Target::Minimal, &mut Meter::unlimited(), None).expect("no budget");
        println!(
            "every technique, seed {seed}: {}",
            to_line(&generated.puzzle)
        );
        let path = logical_path(&generated.puzzle, &mut Meter::unlimited(), None)
            .expect("a generated puzzle is unique");
        let mut marks = Marks::new(&generated.puzzle);
        for (i, taken) in path.iter().enumerate() {
            println!("board {i}");
            // Generated puzzles have one solution: the uniqueness techniques hold.
            for step in every_step(&marks, Uniqueness::Proved) {
                print!("{}", record(&step));
            }
            marks.apply(taken);
        }
    }
}
