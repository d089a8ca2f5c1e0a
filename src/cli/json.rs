//! `hexadoku hint --json`: each answer as one JSON object, in the shape the WebAssembly
//! API's `hint` returns (www/engine.d.ts's `HintResult`, its `HintDrawing` included).
//!
//! This mirrors src/wasm.rs function for function (`hint`, `step_object`,
//! `candidate_object`, `placements`, `unit_object`, `position`, `explained`, `status`):
//! the same keys and the same values, rows, columns and indices from 0, letters as
//! "A".."P". The drawing is the core's own JSON (`Drawing::to_json`), as the WebAssembly
//! API's is. The sentences name letters in the set the caller passes (the puzzle's own,
//! or `--output-symbols`). A change to one shape is a change to the other.

use hexadoku::hint::{Hint, Marks, Placement, Step};
use hexadoku::{Cell, Letter, Symbols, Unit, UnitKind};
use serde_json::{json, Value};
use std::fmt::Display;

/// The hint as engine.d.ts's `HintResult`: a step drawn on `marks` (the marks it was
/// found on), or why there is none; its sentences name letters in `symbols`.
pub fn hint(hint: &Hint, marks: &Marks, symbols: Symbols) -> Value {
    match hint {
        Hint::Complete => status("complete"),
        Hint::Step(step) => {
            let mut object = step_object(step, symbols);
            // The core writes the drawing's JSON itself, for the WebAssembly API too.
            let drawing = step.drawing(marks).to_json(symbols);
            object["drawing"] = serde_json::from_str(&drawing).expect("the core writes JSON");
            object
        }
        Hint::NoSolution { wrong, .. } => {
            let mut object = explained("none", &hint.explanation_in(symbols));
            object["wrong"] = wrong.iter().map(|p| position(p.cell)).collect();
            object
        }
        Hint::Ambiguous => explained("multiple", &hint.explanation_in(symbols)),
        Hint::LostLetters { lost } => {
            let mut object = explained("lost", &hint.explanation_in(symbols));
            object["lost"] = placements(lost);
            object
        }
    }
}

/// `{ status: "error", code, message }`: a puzzle with no answer, as the `code` and the
/// message of the `Error` the JavaScript API would throw ("parse", "clash", "gave-up").
pub fn error(code: &str, message: impl Display) -> Value {
    json!({ "status": "error", "code": code, "message": message.to_string() })
}

/// `{ status }`.
fn status(status: &str) -> Value {
    json!({ "status": status })
}

/// `{ status, explanation }`.
fn explained(status: &str, explanation: &str) -> Value {
    json!({ "status": status, "explanation": explanation })
}

/// `{ row, col }`.
fn position(cell: Cell) -> Value {
    json!({ "row": cell.row(), "col": cell.col() })
}

/// `{ row, col, letter }`.
fn candidate_object((cell, letter): (Cell, Letter)) -> Value {
    let mut object = position(cell);
    object["letter"] = letter.to_char().to_string().into();
    object
}

/// `[{ row, col, letter }]`.
fn placements(placements: &[Placement]) -> Value {
    placements
        .iter()
        .map(|p| candidate_object((p.cell, p.letter)))
        .collect()
}

/// `{ kind: "row" | "column" | "box", index }`, the index from 0 like rows and columns.
fn unit_object(unit: Unit) -> Value {
    let (kind, index) = match unit.kind() {
        UnitKind::Row(n) => ("row", n),
        UnitKind::Column(n) => ("column", n),
        UnitKind::Box(n) => ("box", n),
    };
    json!({ "kind": kind, "index": index })
}

fn units(units: &[Unit]) -> Value {
    units.iter().map(|&u| unit_object(u)).collect()
}

/// The step as data in letters A–P, and its three sentences in `symbols` (engine.d.ts's
/// `Step`, less its `drawing`).
fn step_object(step: &Step, symbols: Symbols) -> Value {
    let eliminations: Value = step
        .eliminations
        .iter()
        .map(|e| {
            let mut object = position(e.cell);
            object["letters"] = e.letters.to_string().into();
            object
        })
        .collect();
    json!({
        "status": "step",
        "technique": step.technique.name(),
        "placements": placements(&step.placements),
        "eliminations": eliminations,
        "cells": step.cells().into_iter().map(position).collect::<Value>(),
        "units": units(&step.units()),
        "letters": step.letters().to_string(),
        "explanation": step.explanation_in(symbols),
        "vague": step.vague_in(symbols),
        "concrete": step.concrete_in(symbols),
    })
}
