//! The JavaScript API in headless Chromium (`wasm-pack test --headless --chrome`): the
//! same functions a page imports, called in a real browser, their answers read back as
//! JavaScript values and checked against the rules.
//!
//! They sit in the crate rather than in tests/: the crate is a `cdylib` alone (a crate
//! that is an `rlib` too is built without link-time optimisation, and its module comes
//! out 1 KB bigger gzipped), and an integration test cannot link a `cdylib`.

// The helpers the workspace's integration tests share.
#[path = "../../../tests/common/mod.rs"]
mod common;

use crate::{candidates, count_solutions, generate, grade, hint, read_puzzle, solve};
use common::{assert_valid_solution, line_of, many_solutions, puzzle, slow_grid};
use hexadoku::{parse_puzzle, Grid, Target};
use js_sys::{Array, Error, Object, Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn field(object: &JsValue, name: &str) -> JsValue {
    Reflect::get(object, &name.into()).expect("an object")
}

fn text(value: &JsValue) -> String {
    value.as_string().expect("a string")
}

/// The message of a thrown `Error`: the identifier of the message its `words` carry,
/// checked to be so.
fn message(thrown: &JsValue) -> String {
    let message = thrown
        .dyn_ref::<Error>()
        .map(|e| String::from(e.message()))
        .expect("an Error");
    assert_eq!(text(&field(&field(thrown, "words"), "id")), message);
    message
}

/// The words of a thrown `Error` (`{ id, args }`), as JSON text.
fn words(thrown: &JsValue) -> String {
    text(
        &JSON::stringify(&field(thrown, "words"))
            .expect("JSON")
            .into(),
    )
}

/// The code of a thrown `Error`, its message and its words as JSON text.
fn failure(thrown: JsValue) -> (String, String, String) {
    (
        text(&field(&thrown, "code")),
        message(&thrown),
        words(&thrown),
    )
}

/// An options object of `fields`.
fn options(fields: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (name, value) in fields {
        let _ = Reflect::set(&object, &(*name).into(), value);
    }
    object.into()
}

/// A text argument: the functions take any value, and refuse what is not a string.
fn js(text: &str) -> JsValue {
    text.into()
}

/// No options: every field left out.
const NONE: JsValue = JsValue::UNDEFINED;

/// Answers travel from the page's worker by `postMessage`, so they must survive the
/// structured clone.
fn assert_clonable(value: &JsValue) {
    let channel = web_sys::MessageChannel::new().expect("a channel");
    channel
        .port1()
        .post_message(value)
        .expect("the answer survives postMessage");
}

#[wasm_bindgen_test]
fn solve_returns_a_valid_solution_of_a_minimal_puzzle() {
    let generated = puzzle(11, Target::Minimal);
    let answer: JsValue = solve(js(&line_of(&generated.puzzle)), NONE)
        .expect("solves")
        .into();
    assert_eq!(text(&field(&answer, "status")), "unique");
    let solution = parse_puzzle(&text(&field(&answer, "solution"))).expect("a grid");
    assert_valid_solution(&generated.puzzle, &solution);
    assert!(field(&answer, "nodes").as_f64().unwrap_or(0.0) >= 1.0);
    assert_clonable(&answer);
}

#[wasm_bindgen_test]
fn malformed_and_clashing_text_throws_errors_that_name_the_place() {
    let (code, short, said) = failure(solve(js("ABC"), NONE).unwrap_err());
    assert_eq!(
        (code.as_str(), short.as_str()),
        ("parse", "parse-line-length")
    );
    assert!(said.contains(r#""cells":{"number":3}"#), "{said}");
    let bad = format!("{}#{}", ".".repeat(20), ".".repeat(235));
    let (_, named, said) = failure(solve(js(&bad), NONE).unwrap_err());
    assert_eq!(named, "parse-bad-character");
    assert!(said.contains(r#""column":{"number":21}"#), "{said}");
    let clash = format!("AA{}", ".".repeat(254));
    let (code, clashing, said) = failure(read_puzzle(js(&clash), NONE).unwrap_err());
    assert_eq!((code.as_str(), clashing.as_str()), ("clash", "parse-clash"));
    assert!(
        said.contains(r#""first":{"cell":0}"#) && said.contains(r#""second":{"cell":1}"#),
        "{said}"
    );
}

#[wasm_bindgen_test]
fn read_puzzle_normalises_any_layout_to_a_line() {
    let generated = puzzle(12, Target::Givens(120));
    let line = line_of(&generated.puzzle);
    let rows: Vec<String> = line
        .as_bytes()
        .chunks(16)
        .map(|row| String::from_utf8_lossy(row).replace('.', "-"))
        .collect();
    let read = read_puzzle(js(&rows.join("\n")), NONE).expect("reads");
    assert_eq!(text(&field(&read, "puzzle")), line);
    assert_eq!(text(&field(&read, "symbols")), "letters");
}

#[wasm_bindgen_test]
fn hints_fill_a_puzzle_to_its_solution() {
    let generated = puzzle(13, Target::Givens(150));
    let givens = line_of(&generated.puzzle);
    let mut grid: Grid = generated.puzzle.clone();
    for _ in 0..256 {
        let step: JsValue = hint(
            js(&line_of(&grid)),
            options(&[("givens", givens.clone().into())]),
        )
        .expect("a hint");
        if text(&field(&step, "status")) == "complete" {
            break;
        }
        assert_clonable(&step);
        // The explanation is a message, as data: the page writes it.
        let explanation = field(&step, "explanation");
        assert!(!text(&field(&explanation, "id")).is_empty());
        for placement in Array::from(&field(&step, "placements")).iter() {
            let index = field(&placement, "row").as_f64().unwrap_or(99.0) as usize * 16
                + field(&placement, "col").as_f64().unwrap_or(99.0) as usize;
            let letter = text(&field(&placement, "letter"));
            let mut line = line_of(&grid);
            line.replace_range(index..=index, &letter);
            grid = parse_puzzle(&line).expect("a placement never clashes");
        }
    }
    assert_valid_solution(&generated.puzzle, &grid);
}

#[wasm_bindgen_test]
fn candidates_count_and_generate_agree() {
    let made =
        generate(options(&[("seed", 21.0.into()), ("givens", 130.0.into())])).expect("generates");
    let grid = parse_puzzle(&made).expect("a grid");
    assert_eq!(grid.filled_count(), 130);
    let count = count_solutions(js(&made), options(&[("limit", 5.0.into())])).expect("counts");
    assert_eq!(count, 1);
    let marks = candidates(js(&made), NONE).expect("candidates").to_vec();
    assert_eq!(marks.len(), 256);
    for (cell, bits) in hexadoku::Cell::all().zip(marks) {
        assert_eq!(bits, grid.candidates(cell).bits(), "{cell}");
    }
}

/// Milliseconds by the page's clock.
fn now() -> f64 {
    js_sys::Date::now()
}

#[wasm_bindgen_test]
fn every_call_gives_up_within_its_budget_the_same_way() {
    // A puzzle every call has to search, under a budget of ten nodes: each throws an
    // Error of code gave-up that says what ran out.
    let slow = line_of(&slow_grid());
    let started = now();
    let ten = || options(&[("budget", options(&[("nodes", 10.0.into())]))]);
    let after_ten = |(code, message, said): (String, String, String), what: &str| {
        assert_eq!((code.as_str(), message.as_str()), ("gave-up", what));
        assert!(
            said.contains(r#""limit":{"word":"nodes"}"#)
                && said.contains(r#""nodes":{"number":10}"#),
            "{said}"
        );
    };
    let solved = solve(js(&slow), ten()).map(JsValue::from).unwrap_err();
    after_ten(failure(solved), "gave-up-solving");
    after_ten(failure(hint(js(&slow), ten()).unwrap_err()), "gave-up-hint");
    let graded = grade(js(&slow), ten()).unwrap_err();
    after_ten(failure(graded), "gave-up-grading");

    // With the default budget, work that would never end gives up within 1.5 s.
    let open = line_of(&many_solutions(15, 60));
    let every = options(&[("limit", f64::from(u32::MAX).into())]);
    let (code, counted, said) = failure(
        count_solutions(js(&open), every)
            .map(JsValue::from)
            .unwrap_err(),
    );
    assert_eq!(
        (code.as_str(), counted.as_str()),
        ("gave-up", "gave-up-counting")
    );
    assert!(said.contains(r#""limit":{"word":"time"}"#), "{said}");

    let rare = options(&[("seed", 1.0.into()), ("difficulty", "leviathan".into())]);
    let (code, made, said) = failure(generate(rare).map(JsValue::from).unwrap_err());
    assert_eq!(
        (code.as_str(), made.as_str()),
        ("gave-up", "not-made-gave-up")
    );
    assert!(said.contains(r#""technique":"leviathan""#), "{said}");
    // Five calls, each given up within its second and a half: only against a hang.
    assert!(now() - started < 30_000.0);
}
