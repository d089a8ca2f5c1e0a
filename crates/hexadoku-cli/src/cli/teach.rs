//! The commands that teach rather than solve: the next hint, the whole logical path,
//! and the grade.

use super::fail::{number, Failure};
use super::words::say;
use super::{each_puzzle, report, Input, Output};
use clap::builder::PossibleValue;
use clap::ValueEnum;
use hexadoku::hint::{
    gave_up_explanation, grade, hint, path, Grade, GradeError, Hint, Known, Marks, Sentences,
    SolvingPath, Step,
};
use hexadoku::{Meter, Solver};
use hexadoku_words::{Arg, Words};
use std::io::{self, Write};

/// How much of a hint to give.
#[derive(Clone, Copy, Debug, Default)]
pub enum Level {
    /// The technique and the unit to look in.
    Vague,
    /// The technique and the cells of its pattern.
    Concrete,
    /// The whole step: what it places or removes, and why.
    #[default]
    Full,
}

/// `--level`'s values, each with its help from the catalogue.
impl ValueEnum for Level {
    fn value_variants<'a>() -> &'a [Self] {
        &[Level::Vague, Level::Concrete, Level::Full]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let (name, help) = match self {
            Level::Vague => ("vague", "cli-hint-level-vague-help"),
            Level::Concrete => ("concrete", "cli-hint-level-concrete-help"),
            Level::Full => ("full", "cli-hint-level-full-help"),
        };
        Some(PossibleValue::new(name).help(say(help, &[])))
    }
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
    let words = super::words::words();
    each_puzzle(input, work, |parsed, answer, out| {
        let symbols = output.symbols(parsed);
        let write = |message: &hexadoku::hint::Message| words.write(message, symbols);
        let (marks, hint) = match (&parsed.result, answer) {
            (Err(error), _) if json => return json_failed(parsed, &Failure::Parse(error), out),
            (Err(error), _) => {
                let failure = Failure::Parse(error);
                report(parsed, &failure);
                writeln!(out, "error: {}", failure.text())?;
                return Ok(false);
            }
            (Ok(_), Some((_, Err(gave_up)))) => {
                report(parsed, &Failure::GaveUp(gave_up));
                let line = if json {
                    super::json::error("gave-up", Failure::HintGaveUp(gave_up).text()).to_string()
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
            report(parsed, &Failure::Hint(write(&hint.explanation())));
        }
        if json {
            // The core writes the answer, as the WebAssembly API's `hint` returns it, its
            // sentences written here.
            writeln!(
                out,
                "{}",
                hint.to_json(Some(&marks), Sentences::Written(&write))
            )?;
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
/// `output` says), then its grade; a blank line between puzzles. The steps are the core's
/// path from the puzzle's givens, as the JavaScript engine's `path` answers it; with
/// `json`, that answer itself, one JSON object per puzzle and line (see `json.rs`).
pub fn explain_each(input: &Input, output: &Output, json: bool) -> io::Result<bool> {
    let work = |_: &mut Solver, meter: &mut Meter, parsed: &hexadoku::Parsed| {
        let puzzle = parsed.result.as_ref().ok()?;
        Some(path(&Marks::new(puzzle), &Known::default(), meter))
    };
    let words = super::words::words();
    let mut first = true;
    each_puzzle(input, work, |parsed, answer, out| {
        if !json && !std::mem::take(&mut first) {
            writeln!(out)?;
        }
        let symbols = output.symbols(parsed);
        let answer = match (&parsed.result, answer) {
            (Err(error), _) => Err(Failure::Parse(error)),
            (Ok(_), Some(Err(gave_up))) => Err(Failure::Grade(GradeError::GaveUp(gave_up))),
            (Ok(_), Some(Ok(answer))) => Ok(answer),
            (Ok(_), None) => return Ok(false),
        };
        let answer = match answer {
            Ok(answer) => answer,
            Err(failure) if json => return json_failed(parsed, &failure, out),
            Err(failure) => return failed(parsed, &failure, out),
        };
        if json {
            let write = |message: &hexadoku::hint::Message| words.write(message, symbols);
            writeln!(out, "{}", answer.to_json(Sentences::Written(&write)))?;
        }
        // The answers that are no path, as `explain` and `grade` have always named them;
        // a complete grid's path has no step.
        let walked = match answer {
            SolvingPath::Steps { steps, grade, .. } => Ok((grade, steps)),
            SolvingPath::NoStep(Hint::Complete) => Ok((Grade::of_path(&[]), Vec::new())),
            SolvingPath::SeveralSolutions | SolvingPath::NoStep(Hint::Ambiguous) => {
                Err(Failure::Grade(GradeError::SeveralSolutions))
            }
            _ => Err(Failure::Grade(GradeError::NoSolution)),
        };
        let (grade, steps) = match walked {
            Ok(_) if json => return Ok(true),
            Ok(walked) => walked,
            Err(failure) if json => {
                report(parsed, &failure);
                return Ok(false);
            }
            Err(failure) => return failed(parsed, &failure, out),
        };
        let puzzle = [("puzzle", number(parsed.number))];
        writeln!(out, "{}", words.say("cli-explain-puzzle", &puzzle))?;
        for (n, step) in steps.iter().enumerate() {
            // Numbered to the right, under one another.
            let n = format!("{:>4}", n + 1);
            let technique = words.technique_name(step.technique);
            let explanation = words.write(&step.explanation(), symbols);
            let args = [
                ("n", Arg::Text(&n)),
                ("technique", Arg::Text(&technique)),
                ("explanation", Arg::Text(&explanation)),
            ];
            writeln!(out, "{}", words.say("cli-explain-step", &args))?;
        }
        let grade = summary(&grade, words);
        writeln!(
            out,
            "{}",
            words.say("cli-explain-grade", &[("grade", Arg::Text(&grade))])
        )?;
        Ok(true)
    })
}

/// A puzzle with no answer, with `--json`: reported, and in its place on standard
/// output as the `Error` the JavaScript API would throw ("parse", "clash", "gave-up").
fn json_failed(
    parsed: &hexadoku::Parsed,
    failure: &Failure,
    out: &mut dyn Write,
) -> io::Result<bool> {
    report(parsed, failure);
    // As the JavaScript API's readPuzzle names it: clashing givens apart.
    let code = match failure {
        Failure::Parse(hexadoku::ParseError::Clash { .. }) => "clash",
        Failure::Parse(_) => "parse",
        _ => "gave-up",
    };
    writeln!(out, "{}", super::json::error(code, failure.text()))?;
    Ok(false)
}

/// A puzzle `explain` could not solve: reported, and in its place on standard output.
fn failed(parsed: &hexadoku::Parsed, failure: &Failure, out: &mut dyn Write) -> io::Result<bool> {
    report(parsed, failure);
    let error = failure.text();
    let args = [
        ("puzzle", number(parsed.number)),
        ("error", Arg::Text(&error)),
    ];
    writeln!(out, "{}", say("cli-explain-failed", &args))?;
    Ok(false)
}

/// `hexadoku grade`: one line per puzzle.
pub fn grade_each(input: &Input) -> io::Result<bool> {
    let work = |_: &mut Solver, meter: &mut Meter, parsed: &hexadoku::Parsed| {
        let puzzle = parsed.result.as_ref().ok()?;
        Some(grade(puzzle, meter, None))
    };
    let words = super::words::words();
    each_puzzle(input, work, |parsed, answer, out| {
        match (&parsed.result, answer) {
            (Err(error), _) => report(parsed, &Failure::Parse(error)),
            (Ok(_), Some(Ok(grade))) => {
                writeln!(out, "{}", summary(&grade, words))?;
                return Ok(true);
            }
            (Ok(_), Some(Err(error))) => report(parsed, &Failure::Grade(error)),
            (Ok(_), None) => {}
        }
        writeln!(out, "error")?;
        Ok(false)
    })
}

/// `6.6 hard (skyscraper); 131 steps: 80 full house, 40 naked single, 1 skyscraper`.
fn summary(grade: &Grade, words: &Words) -> String {
    let each = grade.steps.iter().map(|(technique, n)| {
        let technique = words.technique_name(*technique);
        let args = [("steps", number(*n)), ("technique", Arg::Text(&technique))];
        words.say("cli-grade-steps", &args)
    });
    let each = each.reduce(|init, next| {
        let args = [("init", Arg::Text(&init)), ("next", Arg::Text(&next))];
        words.say("list-comma", &args)
    });
    let difficulty = grade.difficulty.to_string();
    let hardest = words.technique_name(grade.hardest);
    let by_logic = if grade.logic_only() { "yes" } else { "no" };
    let args = [
        ("rating", Arg::Decimal(f64::from(grade.rating), 1)),
        ("difficulty", Arg::Text(&difficulty)),
        ("hardest", Arg::Text(&hardest)),
        ("by-logic", Arg::Text(by_logic)),
        ("steps", number(grade.total_steps())),
        ("each", Arg::Text(each.as_deref().unwrap_or_default())),
    ];
    words.say("cli-grade", &args)
}
