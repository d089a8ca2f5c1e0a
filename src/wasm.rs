//! The JavaScript API, for wasm32 only: thin glue that converts types and nothing else;
//! every answer comes from the core, and the module keeps nothing between calls.
//!
//! The contract, which www/engine.d.ts declares: each function takes its text and one
//! options object (every field optional, `budget` among them), answers a value or a
//! result tagged by its `status`, and fails by throwing an `Error` whose `code` names
//! the kind of failure ([`Code`]).

use crate::hint::{
    check as core_check, generate_graded, grade as core_grade, hint as core_hint, Checked, Goal,
    GradeError, Known, Marks, NotMade, Placement, GRADED_ATTEMPTS,
};
use crate::{
    format_in, generate as core_generate, parse_letters, parse_puzzle, parse_puzzle_in, to_line,
    Budget, CandidateSet, Cell, GaveUp, Grid, Layout, Meter, ParseError, Progress, Solver, Symbols,
    Target, Verdict,
};
use js_sys::{Array, Function, Object, Reflect, Uint16Array, JSON};
use std::fmt::Display;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Talc instead of the default dlmalloc: the same job in fewer bytes of module.
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// The kinds of failure, as the `code` of the `Error` a function throws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    /// The text cannot be read as a puzzle (a line and column are named).
    Parse,
    /// The puzzle's givens clash: one letter twice in a unit.
    Clash,
    /// The budget ran out before the answer was found.
    GaveUp,
    /// An option is not one the function takes.
    Invalid,
    /// The puzzle does not have the one solution the call needs (grading).
    Unsolvable,
    /// No puzzle of the difficulty asked for was found within the attempts.
    NotFound,
}

impl Code {
    /// Every code, as www/engine.d.ts lists them (tests/js/wasm.test.mjs checks the two
    /// agree).
    pub const ALL: [Code; 6] = [
        Code::Parse,
        Code::Clash,
        Code::GaveUp,
        Code::Invalid,
        Code::Unsolvable,
        Code::NotFound,
    ];

    /// The code's name in JavaScript.
    pub fn name(self) -> &'static str {
        match self {
            Code::Parse => "parse",
            Code::Clash => "clash",
            Code::GaveUp => "gave-up",
            Code::Invalid => "invalid",
            Code::Unsolvable => "unsolvable",
            Code::NotFound => "not-found",
        }
    }
}

/// An `Error` with `message` and the `code` of its kind.
fn failure(code: Code, message: impl Display) -> JsValue {
    let error = js_sys::Error::new(&message.to_string());
    set(&error, "code", code.name());
    error.into()
}

fn invalid(message: impl Display) -> JsValue {
    failure(Code::Invalid, message)
}

fn parse_failure(error: ParseError) -> JsValue {
    let code = match error {
        ParseError::Clash { .. } => Code::Clash,
        _ => Code::Parse,
    };
    failure(code, error)
}

/// "solving gave up after 1.5 s": what ran out, and when.
fn gave_up(what: &str, gave_up: GaveUp) -> JsValue {
    failure(Code::GaveUp, format_args!("{what} {gave_up}"))
}

/// A call's options object: each field read by name, `undefined` and `null` alike as
/// left out.
struct Options(JsValue);

impl Options {
    /// `value` as options: an object, or nothing (every field left out).
    fn new(value: JsValue) -> Result<Options, JsValue> {
        if value.is_undefined() || value.is_null() || value.is_object() {
            Ok(Options(value))
        } else {
            Err(invalid("options must be an object"))
        }
    }

    fn get(&self, name: &str) -> Option<JsValue> {
        if !self.0.is_object() {
            return None;
        }
        Reflect::get(&self.0, &name.into())
            .ok()
            .filter(|value| !value.is_undefined() && !value.is_null())
    }

    fn string(&self, name: &str) -> Result<Option<String>, JsValue> {
        self.get(name)
            .map(|value| {
                value
                    .as_string()
                    .ok_or_else(|| invalid(format_args!("{name} must be a string")))
            })
            .transpose()
    }

    /// A whole number from 0 to `max`. (The message writes `max` as an integer: float
    /// formatting would add kilobytes to the module.)
    fn whole(&self, name: &str, max: u64) -> Result<Option<u64>, JsValue> {
        self.get(name)
            .map(|value| match value.as_f64() {
                Some(n) if n >= 0.0 && n <= max as f64 && n.fract() == 0.0 => Ok(n as u64),
                _ => Err(invalid(format_args!(
                    "{name} must be a whole number from 0 to {max}"
                ))),
            })
            .transpose()
    }

    /// The set of symbols named by `name`, if any.
    fn symbols(&self, name: &str) -> Result<Option<Symbols>, JsValue> {
        self.string(name)?
            .map(|named| named.parse().map_err(invalid))
            .transpose()
    }

    /// The call's account: `budget`, `{ nodes, seconds }`, each left out for no limit;
    /// the core's budget for a page when `budget` is left out. Timed on the page's clock.
    fn meter(&self) -> Result<Meter, JsValue> {
        let budget = match self.get("budget") {
            None => Budget::INTERACTIVE,
            Some(budget) => {
                let budget = Options::new(budget)?;
                let limit = |name: &str| match budget.get(name) {
                    None => Ok(None),
                    Some(value) => match value.as_f64() {
                        Some(n) if n >= 0.0 && n.is_finite() => Ok(Some(n)),
                        _ => Err(invalid(format_args!(
                            "budget.{name} must be a number, 0 or more"
                        ))),
                    },
                };
                let nodes = limit("nodes")?.map_or(Budget::UNLIMITED, |n| Budget::nodes(n as u64));
                match limit("seconds")? {
                    Some(seconds) => {
                        nodes.with_time_limit(std::time::Duration::from_secs_f64(seconds))
                    }
                    None => nodes,
                }
            }
        };
        Ok(Meter::start(budget, Some(js_sys::Date::now)))
    }

    /// The core's progress reports, as calls of the `onProgress` function, if one was
    /// given.
    fn progress(&self) -> Result<impl FnMut(Progress), JsValue> {
        let callback = match self.get("onProgress") {
            None => None,
            Some(value) => Some(
                value
                    .dyn_into::<Function>()
                    .map_err(|_| invalid("onProgress must be a function"))?,
            ),
        };
        Ok(forward(callback))
    }
}

fn read(text: &str) -> Result<Grid, JsValue> {
    parse_puzzle(text).map_err(parse_failure)
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

/// `readPuzzle(text, { symbols })` → `{ puzzle, symbols }`: the puzzle as 256 letters
/// (`.` for empty), from any layout and set of symbols the core reads, and the set it was
/// read in ("letters", "hex", "one-g", "numbers"): the one named, or else the one its
/// text settles. On a text that settles no set and is not letters, the message says
/// which sets it could be in.
#[wasm_bindgen(js_name = readPuzzle)]
pub fn read_puzzle(text: &str, options: JsValue) -> Result<Object, JsValue> {
    let symbols = Options::new(options)?.symbols("symbols")?;
    let (grid, symbols) = parse_puzzle_in(text, symbols).map_err(parse_failure)?;
    let object = Object::new();
    set(&object, "puzzle", to_line(&grid));
    set(&object, "symbols", symbols.name());
    Ok(object)
}

/// `formatPuzzle(text, { layout, symbols })` → the puzzle of `text` (any text
/// `readPuzzle` reads) written in `layout` ("line", "rows", "framed", "bands"; "line" when
/// left out) and the set `symbols` ("letters" when left out).
#[wasm_bindgen(js_name = formatPuzzle)]
pub fn format_puzzle(text: &str, options: JsValue) -> Result<String, JsValue> {
    let options = Options::new(options)?;
    let layout = match options.string("layout")? {
        None => Layout::Line,
        Some(name) => Layout::from_name(&name)
            .ok_or_else(|| invalid("layout must be line, rows, framed or bands"))?,
    };
    let symbols = options.symbols("symbols")?.unwrap_or(Symbols::Letters);
    Ok(format_in(&read(text)?, layout, symbols))
}

/// `solve(text, { budget })` → `{ status, solution, nodes }`: `status` "unique",
/// "multiple" or "none", from a count of up to two solutions; `solution` the first found
/// (null for none). The solution of a `unique` answer is the proof `hint` takes: a page
/// solves its puzzle when it loads (in the background), so that its hints and checks
/// need no search of their own.
#[wasm_bindgen]
pub fn solve(text: &str, options: JsValue) -> Result<Object, JsValue> {
    let mut meter = Options::new(options)?.meter()?;
    let puzzle = read(text)?;
    let count = Solver::new().count(&puzzle, Verdict::COUNT_LIMIT, &mut meter);
    let status = match count.verdict() {
        Verdict::Unique => "unique",
        Verdict::Multiple => "multiple",
        Verdict::None => "none",
        Verdict::GaveUp => {
            let stopped = meter.result().err();
            return Err(stopped.map_or_else(
                || failure(Code::GaveUp, "solving gave up"),
                |g| gave_up("solving", g),
            ));
        }
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

/// `hint(text, { givens, marks, symbols, solution, budget })` → the next step (`status`
/// "step"), `{ status: "complete" }` on a complete grid, `{ status: "none", explanation,
/// wrong }` when the grid has no solution, `{ status: "lost", explanation, lost }` when
/// the letters are right but the marks (the player's notes) leave out the letter that
/// belongs in the cells of `lost` (`[{ row, col, letter }]`), or `{ status: "multiple",
/// explanation }` when no letter is certain. `givens`, the puzzle as first set, lets wrong letters be named;
/// `marks`, the 256 pencil-mark bitmasks the page keeps, lets a step that removes
/// candidates be followed by the next one rather than found again; `symbols` is the set
/// the sentences name letters in (the step's data stays in letters A–P, as `text` and
/// `givens` are); `solution`, the givens' one solution as `solve` answered it, spares
/// the hint a search of its own (it needs the `givens`, and must solve them).
#[wasm_bindgen]
pub fn hint(text: &str, options: JsValue) -> Result<JsValue, JsValue> {
    let options = Options::new(options)?;
    let mut meter = options.meter()?;
    let symbols = options.symbols("symbols")?.unwrap_or(Symbols::Letters);
    let (marks, known) = board(text, &options)?;
    let hint =
        core_hint(&marks, &known, &mut meter).map_err(|given_up| gave_up("the hint", given_up))?;
    // The core writes the answer as JSON (src/hint/json.rs), as the CLI prints it: one
    // text parsed once, where a forcing chain's drawing holds hundreds of objects that a
    // property at a time would cost more to cross over.
    JSON::parse(&hint.to_json(&marks, symbols))
}

/// `[{ row, col, letter }]`.
fn placements(placements: &[Placement]) -> Array {
    placements
        .iter()
        .map(|p| candidate_object((p.cell, p.letter)))
        .collect()
}

/// `check(text, { givens, notes, solution, budget })` → `{ status: "checked", wrong,
/// lost }`: the player's letters (not the givens) that differ from the puzzle's one
/// solution, and the empty cells whose `notes` (256 bitmasks, 0 for a cell without)
/// leave out its letter, each `[{ row, col, letter }]` (the letter placed; the letter
/// that belongs there). On a puzzle without one solution, `{ status: "none" }` or
/// `{ status: "multiple" }`. `givens` and `solution` are as `hint` takes them.
#[wasm_bindgen]
pub fn check(text: &str, options: JsValue) -> Result<Object, JsValue> {
    let options = Options::new(options)?;
    let mut meter = options.meter()?;
    let (marks, known) = board(text, &options)?;
    let notes = match options.get("notes") {
        Some(bits) => marks_from(&bits)?,
        None => vec![CandidateSet::EMPTY; Cell::COUNT],
    };
    let checked =
        core_check(marks.grid(), &notes, &known, &mut meter).map_err(|g| gave_up("checking", g))?;
    Ok(match checked {
        Checked::Against { wrong, lost } => {
            let object = status("checked");
            set(&object, "wrong", placements(&wrong));
            set(&object, "lost", placements(&lost));
            object
        }
        Checked::NoOneSolution(Verdict::None) => status("none"),
        Checked::NoOneSolution(_) => status("multiple"),
    })
}

/// The board `text` (letters that may clash: a hint names them) with the call's
/// `marks`, and what is `known` of its puzzle (`givens`, `solution`).
fn board(text: &str, options: &Options) -> Result<(Marks, Known), JsValue> {
    let grid = parse_letters(text).map_err(parse_failure)?;
    let givens = options.string("givens")?.as_deref().map(read).transpose()?;
    let known = match (givens, options.string("solution")?) {
        (None, None) => Known::default(),
        (Some(givens), None) => Known::of(givens),
        (Some(givens), Some(solution)) => {
            Known::proved(givens, read(&solution)?).map_err(invalid)?
        }
        (None, Some(_)) => return Err(invalid("a solution needs the givens it solves")),
    };
    let marks = match options.get("marks") {
        Some(bits) => Marks::with_marks(&grid, &marks_from(&bits)?),
        None => Marks::new(&grid),
    };
    Ok((marks, known))
}

/// 256 bitmasks (pencil marks, notes), from an array or a typed array of them.
fn marks_from(value: &JsValue) -> Result<Vec<CandidateSet>, JsValue> {
    let is_list = Array::is_array(value) || value.is_instance_of::<Uint16Array>();
    let bits = is_list.then(|| Uint16Array::new(value).to_vec());
    match bits {
        Some(bits) if bits.len() == Cell::COUNT => {
            Ok(bits.into_iter().map(CandidateSet::from_bits).collect())
        }
        _ => Err(invalid("marks and notes must be 256 bitmasks")),
    }
}

/// `{ status }`.
fn status(status: &str) -> Object {
    let object = Object::new();
    set(&object, "status", status);
    object
}

/// `{ row, col, letter }`.
fn candidate_object((cell, letter): (Cell, crate::Letter)) -> Object {
    let object = position(cell);
    set(&object, "letter", letter.to_char().to_string());
    object
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

/// `grade(text, { onProgress, budget })` → `{ rating, difficulty, hardest, logicOnly,
/// steps: [{ technique, count }] }`. Fails with "unsolvable" when the puzzle does not
/// have exactly one solution. `onProgress({ phase: "grading", done, total })` is called
/// as the logical solve fills `done` of the puzzle's `total` empty cells.
#[wasm_bindgen]
pub fn grade(text: &str, options: JsValue) -> Result<Object, JsValue> {
    let options = Options::new(options)?;
    let (mut meter, mut report) = (options.meter()?, options.progress()?);
    let grade = core_grade(&read(text)?, &mut meter, &mut report).map_err(|error| match error {
        GradeError::GaveUp(given_up) => gave_up("grading", given_up),
        unsolvable => failure(Code::Unsolvable, unsolvable),
    })?;
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
pub fn candidates(text: &str, options: JsValue) -> Result<Uint16Array, JsValue> {
    Options::new(options)?;
    let grid = read(text)?;
    let marks: Vec<u16> = Cell::all()
        .map(|cell| grid.candidates(cell).bits())
        .collect();
    Ok(Uint16Array::from(marks.as_slice()))
}

/// `countSolutions(text, { limit, budget })` → the number of solutions, counting stops
/// at `limit` (2 when left out).
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(text: &str, options: JsValue) -> Result<u32, JsValue> {
    let options = Options::new(options)?;
    let limit = options.whole("limit", u64::from(u32::MAX))?.unwrap_or(2);
    let mut meter = options.meter()?;
    let puzzle = read(text)?;
    let count = Solver::new().count(&puzzle, limit, &mut meter);
    if let Err(given_up) = meter.result() {
        let message = format!(
            "counting {given_up}, with {} solutions found",
            count.solutions
        );
        return Err(failure(Code::GaveUp, message));
    }
    Ok(count.solutions as u32)
}

/// `generate({ seed, givens, difficulty, onProgress, budget })` → a puzzle with one
/// solution, as 256 characters (`.` for empty): with `givens` givens, or of a
/// `difficulty` ("easy", "medium", "hard", "expert", or a technique it needs:
/// "x-wing"), or else a minimal one. The same seed gives the same puzzle. Fails with
/// "not-found" when no puzzle of the difficulty was found within its attempts.
///
/// `onProgress` is called as the work goes on: `{ phase: "removing", done, total }` as
/// `done` of the full grid's `total` (256) cells have been tried for removal, and with a
/// difficulty also `{ phase: "grading", done, total }` as each attempt's puzzle is graded,
/// each report then carrying its `attempt` (from 1).
#[wasm_bindgen]
pub fn generate(options: JsValue) -> Result<String, JsValue> {
    let options = Options::new(options)?;
    // No default: a page that forgot the seed would get the same puzzle every time.
    let seed = options
        .whole("seed", 9_007_199_254_740_991)?
        .ok_or_else(|| invalid("seed is required: a whole number from 0 up"))?;
    let (mut meter, mut report) = (options.meter()?, options.progress()?);
    if let Some(difficulty) = options.string("difficulty")? {
        let goal: Goal = difficulty.parse().map_err(invalid)?;
        let made = generate_graded(seed, goal, GRADED_ATTEMPTS, &mut meter, &mut report).map_err(
            |error| match error {
                NotMade::NotFound { .. } => failure(Code::NotFound, error),
                NotMade::GaveUp { .. } => failure(Code::GaveUp, error),
            },
        )?;
        return Ok(to_line(&made.generated.puzzle));
    }
    let target = match options.whole("givens", 256)? {
        None => Target::Minimal,
        Some(givens) => Target::Givens(givens as usize),
    };
    let made = core_generate(seed, target, &mut meter, &mut report)
        .map_err(|given_up| gave_up("the generator", given_up))?;
    Ok(to_line(&made.puzzle))
}

/// The crate's version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// Every failure code, as the `code` of the errors thrown: for the check that
/// www/engine.d.ts lists the same.
#[wasm_bindgen(js_name = failureCodes)]
pub fn failure_codes() -> Array {
    Code::ALL
        .iter()
        .map(|code| JsValue::from(code.name()))
        .collect()
}
