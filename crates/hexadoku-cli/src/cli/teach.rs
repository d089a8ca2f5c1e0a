//! The commands that teach rather than solve: the next hint, the whole logical path,
//! and the grade.

use super::{each_puzzle, report, said, Input, Output};
use clap::ValueEnum;
use hexadoku::hint::{
    gave_up_explanation, grade, hint, logical_path, Grade, Hint, Known, Marks, Sentences, Step,
};
use hexadoku::{Message, Meter, Solver};
use hexadoku_words::Words;
use std::io::{self, Write};

/// How much of a hint to give.
#[derive(Clone, Copy, Debug, Default, ValueEnum)]
pub enum Level {
    /// The technique and the unit to look in.
    Vague,
    /// The technique and the cells of its pattern.
    Concrete,
    /// The whole step: what it places or removes, and why.
    #[default]
    Full,
}

/// `hexadoku hint`: one line per puzzle, `technique: text`, the text's letters in the
/// set `output` says; with `json`, one JSON object instead (see `json.rs`), which holds
/// the step's three sentences whatever the `level`.
pub fn hint_each(input: &Input, output: &Output, level: Level, json: bool) -> io::Result<bool> {
    let work = |_: &mut Solver, meter: &mut Meter, parsed: &hexadoku::Parsed| {
        let grid = parsed.result.as_ref().ok()?;
        // Kept to draw the step on, for JSON.
        let marks = Marks::new(grid);
        let answer = hint(&marks, &Known::default(), meter);
        Some((marks, answer))
    };
    let words = Words::english();
    each_puzzle(input, work, |parsed, answer, out| {
        let symbols = output.symbols(parsed);
        let write = |message: &hexadoku::hint::Message| words.write(message, symbols);
        let (marks, hint) = match (&parsed.result, answer) {
            (Err(error), _) => {
                let error = said(&error.message());
                report(parsed, &error);
                let line = if json {
                    // As the JavaScript API's readPuzzle names it: clashing givens apart.
                    let code = match &parsed.result {
                        Err(hexadoku::ParseError::Clash { .. }) => "clash",
                        _ => "parse",
                    };
                    super::json::error(code, error).to_string()
                } else {
                    format!("error: {error}")
                };
                writeln!(out, "{line}")?;
                return Ok(false);
            }
            (Ok(_), Some((_, Err(gave_up)))) => {
                report(parsed, said(&gave_up.message()));
                let line = if json {
                    let hint = Message::new("gave-up-hint").message("gave-up", gave_up.message());
                    super::json::error("gave-up", said(&hint)).to_string()
                } else {
                    format!("gave-up: {}", write(&gave_up_explanation(gave_up)))
                };
                writeln!(out, "{line}")?;
                return Ok(false);
            }
            (Ok(_), Some((marks, Ok(hint)))) => (marks, hint),
            (Ok(_), None) => return Ok(false),
        };
        let ok = matches!(hint, Hint::Step(_) | Hint::Complete);
        if !ok {
            report(parsed, write(&hint.explanation()));
        }
        if json {
            // The core writes the answer, as the WebAssembly API's `hint` returns it, its
            // sentences written here.
            writeln!(out, "{}", hint.to_json(&marks, Sentences::Written(&write)))?;
        } else {
            let (label, text) = match &hint {
                Hint::Step(step) => (
                    words.technique_name(step.technique),
                    write(&at_level(step, level)),
                ),
                Hint::Complete => ("complete".to_string(), write(&hint.explanation())),
                Hint::Ambiguous => ("several".to_string(), write(&hint.explanation())),
                Hint::NoSolution { .. } | Hint::LostLetters { .. } => {
                    ("none".to_string(), write(&hint.explanation()))
                }
            };
            writeln!(out, "{label}: {text}")?;
        }
        Ok(ok)
    })
}

fn at_level(step: &Step, level: Level) -> hexadoku::hint::Message {
    match level {
        Level::Vague => step.vague(),
        Level::Concrete => step.concrete(),
        Level::Full => step.explanation(),
    }
}

/// `hexadoku explain`: each puzzle's logical solve, step by step (letters in the set
/// `output` says), then its grade; a blank line between puzzles.
pub fn explain_each(input: &Input, output: &Output) -> io::Result<bool> {
    let work = |_: &mut Solver, meter: &mut Meter, parsed: &hexadoku::Parsed| {
        let puzzle = parsed.result.as_ref().ok()?;
        Some(logical_path(puzzle, meter, None).map(|path| (Grade::of_path(&path), path)))
    };
    let words = Words::english();
    let mut first = true;
    each_puzzle(input, work, |parsed, answer, out| {
        if !std::mem::take(&mut first) {
            writeln!(out)?;
        }
        let (grade, path) = match (&parsed.result, answer) {
            (Err(error), _) => return failed(parsed, &said(&error.message()), out),
            (Ok(_), Some(Err(error))) => return failed(parsed, &said(&error.message()), out),
            (Ok(_), Some(Ok(answer))) => answer,
            (Ok(_), None) => return Ok(false),
        };
        writeln!(out, "Puzzle {}:", parsed.number)?;
        for (n, step) in path.iter().enumerate() {
            writeln!(
                out,
                "{:>4}. {}: {}",
                n + 1,
                words.technique_name(step.technique),
                words.write(&step.explanation(), output.symbols(parsed))
            )?;
        }
        writeln!(out, "Grade: {}", summary(&grade, &words))?;
        Ok(true)
    })
}

fn failed(
    parsed: &hexadoku::Parsed,
    error: &dyn std::fmt::Display,
    out: &mut dyn Write,
) -> io::Result<bool> {
    report(parsed, error);
    writeln!(out, "Puzzle {}: {error}", parsed.number)?;
    Ok(false)
}

/// `hexadoku grade`: one line per puzzle.
pub fn grade_each(input: &Input) -> io::Result<bool> {
    let work = |_: &mut Solver, meter: &mut Meter, parsed: &hexadoku::Parsed| {
        let puzzle = parsed.result.as_ref().ok()?;
        Some(grade(puzzle, meter, None))
    };
    let words = Words::english();
    each_puzzle(input, work, |parsed, answer, out| {
        match (&parsed.result, answer) {
            (Err(error), _) => report(parsed, said(&error.message())),
            (Ok(_), Some(Ok(grade))) => {
                writeln!(out, "{}", summary(&grade, &words))?;
                return Ok(true);
            }
            (Ok(_), Some(Err(error))) => report(parsed, said(&error.message())),
            (Ok(_), None) => {}
        }
        writeln!(out, "error")?;
        Ok(false)
    })
}

/// `6.6 hard (skyscraper); 131 steps: 80 full house, 40 naked single, 1 skyscraper`.
fn summary(grade: &Grade, words: &Words) -> String {
    let steps: Vec<String> = grade
        .steps
        .iter()
        .map(|(technique, n)| format!("{n} {}", words.technique_name(*technique)))
        .collect();
    let logic = if grade.logic_only() {
        ""
    } else {
        ", not by logic alone"
    };
    format!(
        "{:.1} {} ({}{logic}); {} steps: {}",
        grade.rating,
        grade.difficulty,
        words.technique_name(grade.hardest),
        grade.total_steps(),
        steps.join(", ")
    )
}
