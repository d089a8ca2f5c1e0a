//! The JavaScript API, for wasm32 only. This module converts types and nothing else:
//! every answer comes from the core.

use crate::hint::{
    gave_up_explanation, generate_graded_reporting, grade_reporting, hint as core_hint, Goal, Hint,
    Known, Marks, Step, GRADED_ATTEMPTS,
};
use crate::{
    format_in, generate_reporting, parse_letters, parse_puzzle, parse_puzzle_in, to_line, Budget,
    CandidateSet, Cell, Grid, Layout, Meter, Progress, Solver, Symbols, Target, Unit, UnitKind,
    Verdict,
};
use js_sys::{Array, Function, Object, Reflect, Uint16Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Talc instead of the default dlmalloc: the same job in fewer bytes of module.
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

fn error(message: impl std::fmt::Display) -> JsValue {
    js_sys::Error::new(&message.to_string()).into()
}

thread_local! {
    /// The budget of each call: the core's budget for a page unless `setBudget` says
    /// otherwise.
    static BUDGET: std::cell::Cell<Budget> = const { std::cell::Cell::new(Budget::INTERACTIVE) };
}

/// The account of one call: the budget, on the page's clock.
fn meter() -> Meter {
    Meter::start(BUDGET.with(|budget| budget.get()), Some(js_sys::Date::now))
}

/// `setBudget({ nodes, seconds })` → the budget of every later call in this module: at
/// most `nodes` search nodes and `seconds` of time, each left out for no limit;
/// `setBudget()` goes back to the default (`Budget::INTERACTIVE`). Throws on a value
/// that is not a positive number.
#[wasm_bindgen(js_name = setBudget)]
pub fn set_budget(options: &JsValue) -> Result<(), JsValue> {
    let budget = if options.is_undefined() || options.is_null() {
        Budget::INTERACTIVE
    } else {
        let number = |key: &str| -> Result<Option<f64>, JsValue> {
            let value = Reflect::get(options, &key.into())?;
            match value.as_f64() {
                _ if value.is_undefined() => Ok(None),
                Some(n) if n >= 0.0 && n.is_finite() => Ok(Some(n)),
                _ => Err(error(format_args!(
                    "setBudget: {key} must be a number, 0 or more"
                ))),
            }
        };
        let nodes = number("nodes")?.map_or(Budget::UNLIMITED, |n| Budget::nodes(n as u64));
        match number("seconds")? {
            Some(seconds) => nodes.with_time_limit(std::time::Duration::from_secs_f64(seconds)),
            None => nodes,
        }
    };
    BUDGET.with(|cell| cell.set(budget));
    Ok(())
}

fn read(text: &str) -> Result<Grid, JsValue> {
    parse_puzzle(text).map_err(error)
}

/// Sets `key` on `object`; setting a property on a fresh plain object cannot fail.
fn set(object: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(object, &key.into(), &value.into());
}

fn position(cell: Cell) -> Object {
    let object = Object::new();
    set(&object, "row", cell.row() as u32);
    set(&object, "col", cell.col() as u32);
    object
}

/// `parse(text)` → `readPuzzle(text).puzzle`: the puzzle as 256 letters (`.` for
/// empty), from any layout and set of symbols the core reads; throws on malformed or
/// clashing text, as `solve` does.
#[wasm_bindgen]
pub fn parse(text: &str) -> Result<String, JsValue> {
    read(text).map(|grid| to_line(&grid))
}

/// `readPuzzle(text, symbols?)` → `{ puzzle, symbols }`: the puzzle as 256 letters (`.`
/// for empty), and the set of symbols it was read in ("letters", "hex", "one-g",
/// "numbers"), the one named by `symbols` or else the one its text settles. Throws as
/// `parse` does; on a text that settles no set and is not letters, the message says
/// which sets it could be in.
#[wasm_bindgen(js_name = readPuzzle)]
pub fn read_puzzle(text: &str, symbols: Option<String>) -> Result<Object, JsValue> {
    let symbols = symbols.as_deref().map(symbols_named).transpose()?;
    let (grid, symbols) = parse_puzzle_in(text, symbols).map_err(error)?;
    let object = Object::new();
    set(&object, "puzzle", to_line(&grid));
    set(&object, "symbols", symbols.name());
    Ok(object)
}

/// `formatPuzzle(text, layout, symbols)` → the puzzle of `text` (any text `parse`
/// reads) written in `layout` ("line", "rows", "framed", "bands") and the set `symbols`.
#[wasm_bindgen(js_name = formatPuzzle)]
pub fn format_puzzle(text: &str, layout: &str, symbols: &str) -> Result<String, JsValue> {
    let layout = Layout::from_name(layout)
        .ok_or_else(|| error("layout must be line, rows, framed or bands"))?;
    Ok(format_in(&read(text)?, layout, symbols_named(symbols)?))
}

fn symbols_named(name: &str) -> Result<Symbols, JsValue> {
    name.parse().map_err(error)
}

/// `solve(text)` → `{ status, solution, nodes }`. The solution of a `unique` answer is
/// the proof that `hint` takes: a page solves its puzzle when it loads (in the
/// background), so that its hints and checks need no search of their own.
#[wasm_bindgen]
pub fn solve(text: &str) -> Result<Object, JsValue> {
    let puzzle = read(text)?;
    let count = Solver::new().count_within(&puzzle, Verdict::COUNT_LIMIT, &mut meter());
    let status = match count.verdict() {
        Verdict::Unique => "unique",
        Verdict::Multiple => "multiple",
        Verdict::None => "none",
        Verdict::GaveUp => "gave-up",
    };
    let result = Object::new();
    set(&result, "status", status);
    let solution = count
        .first
        .as_ref()
        .map_or(JsValue::NULL, |g| to_line(g).into());
    set(&result, "solution", solution);
    set(&result, "nodes", count.stats.nodes as f64);
    Ok(result)
}

/// `hint(text, givens?, marks?, symbols?, solution?)` → the next step, `null` on a complete grid,
/// `{ status: "none", explanation, wrong }` when the grid has no solution, or
/// `{ status: "gave-up", explanation }` when the budget ran out. `marks`, the
/// 256 pencil-mark bitmasks the page keeps, lets a step that removes candidates be
/// followed by the next one rather than found again. `symbols` ("letters", "hex",
/// "one-g", "numbers"; "letters" when left out) is the set the sentences name letters
/// in, as a board showing that set shows them; the step's data (`placements`,
/// `eliminations`, `letters`) stays in letters A–P, as `text` and `givens` are.
/// `solution`, the givens' one solution as `solve` answered it (`unique`), spares the
/// hint a search of its own; it needs the `givens`, and must solve them.
#[wasm_bindgen]
pub fn hint(
    text: &str,
    givens: Option<String>,
    marks: Option<Vec<u16>>,
    symbols: Option<String>,
    solution: Option<String>,
) -> Result<JsValue, JsValue> {
    let symbols = symbols
        .as_deref()
        .map_or(Ok(Symbols::Letters), symbols_named)?;
    // Clashing letters are read, not refused: the hint names them.
    let grid = parse_letters(text).map_err(error)?;
    let givens = givens.as_deref().map(read).transpose()?;
    let known = match (givens, solution) {
        (None, None) => Known::default(),
        (Some(givens), None) => Known::of(givens),
        (Some(givens), Some(solution)) => Known::proved(givens, read(&solution)?).map_err(error)?,
        (None, Some(_)) => return Err(error("a solution needs the givens it solves")),
    };
    let marks = match marks {
        Some(bits) => {
            let sets: Vec<CandidateSet> = bits.into_iter().map(CandidateSet::from_bits).collect();
            Marks::with_marks(&grid, &sets)
        }
        None => Marks::new(&grid),
    };
    let hint = match core_hint(&marks, &known, &mut meter()) {
        Ok(hint) => hint,
        Err(gave_up) => return Ok(status("gave-up", &gave_up_explanation(gave_up)).into()),
    };
    Ok(match &hint {
        Hint::Complete => JsValue::NULL,
        Hint::Step(step) => step_object(step, symbols).into(),
        Hint::NoSolution { wrong, .. } => {
            let cells: Vec<Cell> = wrong.iter().map(|p| p.cell).collect();
            no_solution(&hint.explanation_in(symbols), &cells).into()
        }
        Hint::Ambiguous => status("multiple", &hint.explanation_in(symbols)).into(),
    })
}

/// `{ status, explanation }`.
fn status(status: &str, explanation: &str) -> Object {
    let object = Object::new();
    set(&object, "status", status);
    set(&object, "explanation", explanation);
    object
}

fn no_solution(explanation: &str, wrong: &[Cell]) -> Object {
    let object = status("none", explanation);
    set(
        &object,
        "wrong",
        wrong.iter().map(|&c| position(c)).collect::<Array>(),
    );
    object
}

/// `{ kind: "row" | "column" | "box", index }`, the index from 0 like rows and columns.
fn unit_object(unit: Unit) -> Object {
    let (kind, index) = match unit.kind() {
        UnitKind::Row(n) => ("row", n),
        UnitKind::Column(n) => ("column", n),
        UnitKind::Box(n) => ("box", n),
    };
    let object = Object::new();
    set(&object, "kind", kind);
    set(&object, "index", index as u32);
    object
}

/// The step as data in letters A–P, and its three sentences in `symbols`.
fn step_object(step: &Step, symbols: Symbols) -> Object {
    let object = Object::new();
    set(&object, "status", "step");
    set(&object, "technique", step.technique.name());
    let placements: Array = step
        .placements
        .iter()
        .map(|p| {
            let o = position(p.cell);
            set(&o, "letter", p.letter.to_char().to_string());
            o
        })
        .collect();
    set(&object, "placements", placements);
    let eliminations: Array = step
        .eliminations
        .iter()
        .map(|e| {
            let o = position(e.cell);
            set(&o, "letters", e.letters.to_string());
            o
        })
        .collect();
    set(&object, "eliminations", eliminations);
    set(
        &object,
        "cells",
        step.cells().iter().map(|&c| position(c)).collect::<Array>(),
    );
    let units: Array = step.units().iter().map(|&u| unit_object(u)).collect();
    set(&object, "units", units);
    set(&object, "letters", step.letters().to_string());
    set(&object, "explanation", step.explanation_in(symbols));
    set(&object, "vague", step.vague_in(symbols));
    set(&object, "concrete", step.concrete_in(symbols));
    object
}

/// The `onProgress` a long call was given: a function, or nothing.
fn progress_callback(value: JsValue) -> Result<Option<Function>, JsValue> {
    match value.dyn_into::<Function>() {
        Ok(function) => Ok(Some(function)),
        Err(value) if value.is_undefined() || value.is_null() => Ok(None),
        Err(_) => Err(error("onProgress must be a function")),
    }
}

/// The core's progress reports, as calls of `on_progress` (if any) with `{ phase, done,
/// total }`, and `attempt` for a puzzle made to order. What the callback throws is
/// ignored: progress is only told, the work goes on.
fn forward(on_progress: Option<Function>) -> impl FnMut(Progress) {
    move |progress| {
        let Some(on_progress) = &on_progress else {
            return;
        };
        let object = Object::new();
        set(&object, "phase", progress.phase.name());
        set(&object, "done", progress.done);
        set(&object, "total", progress.total);
        if let Some(attempt) = progress.attempt {
            set(&object, "attempt", attempt);
        }
        let _ = on_progress.call1(&JsValue::NULL, &object);
    }
}

/// `grade(text, onProgress?)` → `{ rating, difficulty, hardest, logicOnly, steps:
/// [{ technique, count }] }`; throws when the puzzle does not have exactly one solution,
/// or when the budget runs out first. `onProgress({ phase: "grading", done, total })`
/// is called as the logical solve fills `done` of the puzzle's `total` empty cells.
#[wasm_bindgen]
pub fn grade(text: &str, on_progress: JsValue) -> Result<Object, JsValue> {
    let report = &mut forward(progress_callback(on_progress)?);
    let grade = grade_reporting(&read(text)?, &mut meter(), report).map_err(error)?;
    let object = Object::new();
    set(&object, "rating", f64::from(grade.rating));
    set(&object, "difficulty", grade.difficulty.name());
    set(&object, "hardest", grade.hardest.name());
    set(&object, "logicOnly", grade.logic_only());
    let steps: Array = grade
        .steps
        .iter()
        .map(|&(technique, count)| {
            let o = Object::new();
            set(&o, "technique", technique.name());
            set(&o, "count", count as u32);
            o
        })
        .collect();
    set(&object, "steps", steps);
    Ok(object)
}

/// `candidates(text)` → 256 bitmasks (bit i for the i-th letter), for pencil marks.
#[wasm_bindgen]
pub fn candidates(text: &str) -> Result<Uint16Array, JsValue> {
    let grid = read(text)?;
    let marks: Vec<u16> = Cell::all()
        .map(|cell| grid.candidates(cell).bits())
        .collect();
    Ok(Uint16Array::from(marks.as_slice()))
}

/// `countSolutions(text, limit)` → the number of solutions, counting stops at `limit`.
/// Throws when the count runs past the budget `solve` has too, rather than holding a
/// page's thread for minutes.
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(text: &str, limit: u32) -> Result<u32, JsValue> {
    let puzzle = read(text)?;
    let meter = &mut meter();
    let count = Solver::new().count_within(&puzzle, u64::from(limit), meter);
    if let Err(gave_up) = meter.result() {
        return Err(error(format!(
            "counting {gave_up}, with {} solutions found",
            count.solutions
        )));
    }
    Ok(count.solutions as u32)
}

/// `generate({ seed, givens })` → a unique puzzle as 256 characters (`.` for empty);
/// without `givens`, a minimal one. `generate({ seed, difficulty })` makes one of that
/// grade: "easy", "medium", "hard", "expert", or a technique it needs ("x-wing").
/// Throws when none is found, or the budget runs out first.
///
/// With `onProgress` among the options, it is called as the work goes on: `{ phase:
/// "removing", done, total }` as `done` of the full grid's `total` (256) cells have been
/// tried for removal, and with a difficulty also `{ phase: "grading", done, total }` as
/// each attempt's puzzle is graded, each report then carrying its `attempt` (from 1).
#[wasm_bindgen]
pub fn generate(options: &JsValue) -> Result<String, JsValue> {
    let field = |name: &str| {
        Reflect::get(options, &name.into())
            .ok()
            .and_then(|v| v.as_f64())
    };
    // No default: a page that forgot the seed would get the same puzzle every time.
    let seed = field("seed").ok_or_else(|| error("seed is required: a whole number from 0 up"))?;
    if !(seed >= 0.0 && seed.fract() == 0.0 && seed <= 9_007_199_254_740_991.0) {
        return Err(error("seed must be a whole number from 0 up"));
    }
    let on_progress = Reflect::get(options, &"onProgress".into()).unwrap_or(JsValue::UNDEFINED);
    let report = &mut forward(progress_callback(on_progress)?);
    let difficulty = Reflect::get(options, &"difficulty".into())
        .ok()
        .and_then(|v| v.as_string());
    if let Some(difficulty) = difficulty {
        let goal: Goal = difficulty.parse().map_err(error)?;
        let made =
            generate_graded_reporting(seed as u64, goal, GRADED_ATTEMPTS, &mut meter(), report)
                .map_err(error)?;
        return Ok(to_line(&made.generated.puzzle));
    }
    let target = match field("givens") {
        None => Target::Minimal,
        Some(g) if (0.0..=256.0).contains(&g) && g.fract() == 0.0 => Target::Givens(g as usize),
        Some(_) => return Err(error("givens must be a whole number from 0 to 256")),
    };
    let made = generate_reporting(seed as u64, target, &mut meter(), report)
        .map_err(|gave_up| error(format!("the generator {gave_up}")))?;
    Ok(to_line(&made.puzzle))
}

/// The crate's version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
