//! Messages read back from their JSON data (the wire's encoding, docs/words.md), as a
//! front end reads them.

use hexadoku::hint::{Elimination, Join, Message, Technique, Value};
use hexadoku::{CandidateSet, Cell, Letter, Unit};
use serde_json::Value as Json;
use std::time::Duration;

/// A string kept for the rest of the tests, as messages' names are `'static`.
fn kept(text: &str) -> &'static str {
    Box::leak(text.to_string().into_boxed_str())
}

/// A cell by its index, `row * 16 + col`.
fn cell(json: &Json) -> Cell {
    let index = json.as_u64().expect("a cell's index") as usize;
    Cell::at(index / 16, index % 16).expect("on the board")
}

fn letters(json: &Json) -> CandidateSet {
    let text = json.as_str().expect("letters");
    text.chars()
        .map(|c| Letter::from_char(c).expect("A-P"))
        .collect()
}

/// A unit by its index: the rows 0–15, the columns 16–31, the boxes 32–47.
fn unit(json: &Json) -> Unit {
    Unit::from_index(json.as_u64().expect("a unit's index") as usize).expect("a unit")
}

fn join(json: &Json) -> Join {
    match json["join"].as_str() {
        Some("and") => Join::And,
        Some("or") => Join::Or,
        Some("comma") => Join::Comma,
        Some("semicolon") => Join::Semicolon,
        Some("then") => Join::Then,
        other => panic!("no join {other:?}"),
    }
}

fn value(json: &Json) -> Value {
    let (kind, inner) = json
        .as_object()
        .and_then(|o| o.iter().find(|(key, _)| *key != "join"))
        .expect("a tagged value");
    match kind.as_str() {
        "cell" => Value::Cell(cell(inner)),
        "letter" => Value::Letter(letters(inner).as_single().expect("one letter")),
        "unit" => Value::Unit(unit(inner)),
        "number" => Value::Number(inner.as_u64().expect("a number") as usize),
        "seconds" => Value::Seconds(Duration::from_secs_f64(inner.as_f64().expect("seconds"))),
        "technique" => Value::Technique(
            Technique::from_id(inner.as_str().expect("an id")).expect("a technique"),
        ),
        "cells" => Value::Cells(
            inner.as_array().expect("cells").iter().map(cell).collect(),
            join(json),
        ),
        "letters" => Value::Letters(letters(inner), join(json)),
        "units" => Value::Units(
            inner.as_array().expect("units").iter().map(unit).collect(),
            join(json),
        ),
        "removals" => Value::Removals(
            inner
                .as_array()
                .expect("removals")
                .iter()
                .map(|e| Elimination {
                    cell: cell(&e["cell"]),
                    letters: letters(&e["letters"]),
                })
                .collect(),
        ),
        "message" => Value::Message(Box::new(message(inner))),
        "messages" => Value::Messages(
            inner
                .as_array()
                .expect("messages")
                .iter()
                .map(message)
                .collect(),
            join(json),
        ),
        "word" => Value::Word(kept(inner.as_str().expect("a word"))),
        "text" => Value::Text(inner.as_str().expect("text").to_string()),
        other => panic!("no value of kind {other}"),
    }
}

/// The message `{"id":…,"args":{…}}`.
pub fn message(json: &Json) -> Message {
    let mut message = Message::new(kept(json["id"].as_str().expect("an id")));
    for (name, arg) in json["args"].as_object().expect("args") {
        message = message.with(kept(name), value(arg));
    }
    message
}

/// The message in JSON text.
#[allow(dead_code)] // Not every test file reads text.
pub fn parsed(text: &str) -> Message {
    message(&serde_json::from_str(text).expect("JSON"))
}
