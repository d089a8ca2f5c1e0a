//! The JavaScript API, for wasm32 only: thin glue that converts types and nothing else;
//! every answer comes from the core, and the module keeps nothing between calls.
//!
//! The contract, which www/engine/engine.d.ts declares: each function takes its text and one
//! options object (every field optional, `budget` among them), answers a value or a
//! result tagged by its `status`, and fails by throwing an `Error` whose `code` names
//! the kind of failure ([`Code`]).
//!
//! No argument can break the module. Each is checked for its type before it is used,
//! never coerced (coercion runs the caller's `valueOf` and `toString`), and the caller's
//! code (a getter, a Proxy's trap) runs only inside a `catch` import, whose exception
//! comes back as an `Err`: an exception thrown through the module's frames would leave
//! its stack pointer where it was, and after a few dozen such calls every call traps.
//! A panic that happens anyway makes the next call start a fresh instance ([`start`]).
//!
//! Two modules are built of it (scripts/build-wasm.sh): the whole API (`hexadoku`), and
//! the solver's part alone (`hexadoku_solver`, without the default feature `hints`: no
//! `hint`, no `grade`, no `generate` of a difficulty), a third smaller, which a page
//! loads first and the engine's worker uses until a hint or a grade is asked for.

// Natively the crate is empty: the glue and its allocator are for wasm32 alone.
#![cfg(target_arch = "wasm32")]

use hexadoku::hint::{check as core_check, Checked, Known, Marks, Placement};
#[cfg(feature = "hints")]
use hexadoku::hint::{
    generate_graded, grade as core_grade, hint as core_hint, Goal, GradeError, NotMade, Sentences,
    UnknownDifficulty, GRADED_ATTEMPTS,
};
use hexadoku::{
    format_in, parse_letters, parse_puzzle, parse_puzzle_in, to_line, Budget, CandidateSet, Cell,
    GaveUp, Grid, Layout, Message, Meter, ParseError, Solver, Symbols, UnknownSymbols, Verdict,
};
#[cfg(feature = "hints")]
use hexadoku::{generate as core_generate, Progress, Target};
#[cfg(feature = "hints")]
use js_sys::Function;
use js_sys::{Array, Object, Reflect, Uint16Array, JSON};
use std::sync::atomic::{AtomicU32, Ordering};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Talc instead of the default dlmalloc: the same job in fewer bytes of module.
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// On a panic, the console's message, and a fresh instance for the next call: a panic
/// aborts (`unreachable`), mid-call, with the stack pointer and the allocator's state
/// wherever they were, and an instance left so would trap on every later call.
#[wasm_bindgen(start)]
fn start() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        wasm_bindgen::handler::schedule_reinit();
    }));
}

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray`, which throws on a revoked Proxy: js-sys binds it without `catch`.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(value: &JsValue) -> Result<bool, JsValue>;
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
    /// Every code, as www/engine/engine.d.ts lists them (tests/js/wasm.test.mjs checks the two
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

/// An `Error` with the `code` of its kind and what went wrong as data, its `words`: the
/// message (`{ id, args }`, docs/words.md) the engine's worker writes as its sentence.
/// Its own `message` is that message's identifier (`engine-no-seed`): the module writes
/// no sentence.
fn failure(code: Code, message: Message) -> JsValue {
    let error = js_sys::Error::new(message.id);
    set(&error, "code", code.name());
    // The core's JSON is valid by construction; were it not, the error goes without.
    if let Ok(words) = JSON::parse(&message.to_json()) {
        set(&error, "words", words);
    }
    error.into()
}

fn invalid(message: Message) -> JsValue {
    failure(Code::Invalid, message)
}

/// The message `id` (of `errors.ftl`) naming the option `name`, in the object `path`.
fn option_message(id: &'static str, path: &'static str, name: &str) -> Message {
    Message::new(id).text("path", path).text("name", name)
}

fn parse_failure(error: ParseError) -> JsValue {
    let code = match error {
        ParseError::Clash { .. } => Code::Clash,
        _ => Code::Parse,
    };
    failure(code, error.message())
}

/// "solving gave up after 1.5 s": what ran out (`gave-up-solving`, `gave-up-hint`, …),
/// and when.
fn gave_up(what: &'static str, gave_up: GaveUp) -> JsValue {
    failure(
        Code::GaveUp,
        Message::new(what).message("gave-up", gave_up.message()),
    )
}

/// How many calls of the module are under way, one inside another: a getter, a Proxy's
/// trap or an `onProgress` callback may call it again. Each nested call takes a stretch
/// of the module's one stack (1 MB), which about 150 nested hints fill, and the call
/// that overflows it traps; calls nest [`MOST_NESTED`] deep at most, far within it.
static DEPTH: AtomicU32 = AtomicU32::new(0);

const MOST_NESTED: u32 = 8;

/// One call of the module under way, counted in [`DEPTH`] while it lasts.
struct Call;

impl Call {
    fn enter() -> Result<Call, JsValue> {
        if DEPTH.fetch_add(1, Ordering::Relaxed) >= MOST_NESTED {
            DEPTH.fetch_sub(1, Ordering::Relaxed);
            return Err(invalid(
                Message::new("engine-calls-nest").number("most", MOST_NESTED as usize),
            ));
        }
        Ok(Call)
    }
}

impl Drop for Call {
    fn drop(&mut self) {
        DEPTH.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The call's `text`: a string, as it is (a number or an object is not read as text).
fn text_of(text: &JsValue) -> Result<String, JsValue> {
    text.as_string()
        .ok_or_else(|| invalid(Message::new("engine-text-not-string")))
}

/// A call's options object: each field read by name, `undefined` and `null` alike as
/// left out. `path` names the object in messages: "" for the options themselves,
/// "budget." for the budget's.
struct Options {
    value: JsValue,
    path: &'static str,
}

impl Options {
    /// `value` as options: an object, or nothing (every field left out).
    fn new(value: JsValue) -> Result<Options, JsValue> {
        Options::named(value, "options", "")
    }

    /// `value` as the object `name` of options, its fields named `path` and theirs.
    fn named(value: JsValue, name: &str, path: &'static str) -> Result<Options, JsValue> {
        if value.is_undefined() || value.is_null() || value.is_object() {
            Ok(Options { value, path })
        } else {
            Err(invalid(option_message("engine-not-an-object", "", name)))
        }
    }

    /// The field `name`, if given. A getter or a Proxy's trap that throws is the
    /// caller's fault, named, not an option left out.
    fn get(&self, name: &str) -> Result<Option<JsValue>, JsValue> {
        if !self.value.is_object() {
            return Ok(None);
        }
        let value = Reflect::get(&self.value, &name.into())
            .map_err(|_| invalid(option_message("engine-unreadable", self.path, name)))?;
        Ok(Some(value).filter(|value| !value.is_undefined() && !value.is_null()))
    }

    /// The field `name` read by `read`, if given; refused with the message `refusal` when
    /// `read` finds no value of its type there.
    fn typed<T>(
        &self,
        name: &str,
        read: fn(&JsValue) -> Option<T>,
        refusal: &'static str,
    ) -> Result<Option<T>, JsValue> {
        match self.get(name)? {
            None => Ok(None),
            Some(value) => match read(&value) {
                Some(read) => Ok(Some(read)),
                None => Err(invalid(option_message(refusal, self.path, name))),
            },
        }
    }

    fn string(&self, name: &str) -> Result<Option<String>, JsValue> {
        self.typed(name, JsValue::as_string, "engine-not-a-string")
    }

    /// True or false.
    #[cfg(feature = "hints")]
    fn boolean(&self, name: &str) -> Result<Option<bool>, JsValue> {
        self.typed(name, JsValue::as_bool, "engine-not-a-boolean")
    }

    /// A whole number from `min` to `max`. (The message writes them as integers: float
    /// formatting would add kilobytes to the module.)
    fn whole(&self, name: &str, min: u64, max: u64) -> Result<Option<u64>, JsValue> {
        self.get(name)?
            .map(|value| match value.as_f64() {
                Some(n) if n >= min as f64 && n <= max as f64 && n.fract() == 0.0 => Ok(n as u64),
                _ => Err(invalid(
                    option_message("engine-not-whole", self.path, name)
                        .text("min", min.to_string())
                        .text("max", max.to_string()),
                )),
            })
            .transpose()
    }

    /// A number, 0 or more; `Infinity` for no limit.
    fn amount(&self, name: &str) -> Result<Option<f64>, JsValue> {
        self.get(name)?
            .map(|value| match value.as_f64() {
                Some(n) if n >= 0.0 => Ok(n),
                _ => Err(invalid(option_message(
                    "engine-not-an-amount",
                    self.path,
                    name,
                ))),
            })
            .transpose()
    }

    /// The puzzle `name` (`givens`, `solution`), if given: a text the core reads, or the
    /// option is refused, named ("solution: letter A appears twice in row 1: …").
    fn puzzle(&self, name: &str) -> Result<Option<Grid>, JsValue> {
        let refused = |error: ParseError| {
            let why = match error {
                ParseError::Clash { clash, symbols } => clash.message(symbols),
                error => error.message(),
            };
            invalid(
                Message::new("engine-refused")
                    .text("name", name)
                    .message("why", why),
            )
        };
        self.string(name)?
            .map(|text| parse_puzzle(&text).map_err(refused))
            .transpose()
    }

    /// 256 bitmasks (pencil marks, notes), if given.
    fn bitmasks(&self, name: &str) -> Result<Option<Vec<CandidateSet>>, JsValue> {
        self.get(name)?
            .map(|value| bitmasks(&value, name))
            .transpose()
    }

    /// The set of symbols named by `name`, if any.
    fn symbols(&self, name: &str) -> Result<Option<Symbols>, JsValue> {
        self.string(name)?
            .map(|named| {
                named
                    .parse()
                    .map_err(|error: UnknownSymbols| invalid(error.message()))
            })
            .transpose()
    }

    /// The call's account: `budget`, `{ nodes, seconds }`, each left out for no limit;
    /// the core's budget for a page when `budget` is left out. Timed on the page's clock.
    /// Limits beyond what the core can count are no limit: `as` saturates, so nodes past
    /// 2^64, and seconds past 2^64 nanoseconds (584 years) or `Infinity`, are limits no
    /// call reaches.
    fn meter(&self) -> Result<Meter, JsValue> {
        let budget = match self.get("budget")? {
            None => Budget::INTERACTIVE,
            Some(budget) => {
                let budget = Options::named(budget, "budget", "budget.")?;
                let nodes = budget
                    .amount("nodes")?
                    .map_or(Budget::UNLIMITED, |n| Budget::nodes(n as u64));
                match budget.amount("seconds")? {
                    Some(seconds) => nodes
                        .with_time_limit(std::time::Duration::from_nanos((seconds * 1e9) as u64)),
                    None => nodes,
                }
            }
        };
        Ok(Meter::start(budget, Some(js_sys::Date::now)))
    }

    /// The core's progress reports, as calls of the `onProgress` function, if one was
    /// given (the grader's and the generator's: the whole core's).
    #[cfg(feature = "hints")]
    fn progress(&self) -> Result<impl FnMut(Progress), JsValue> {
        let callback = match self.get("onProgress")? {
            None => None,
            Some(value) => Some(
                value
                    .dyn_into::<Function>()
                    .map_err(|_| invalid(Message::new("engine-not-a-function")))?,
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
pub fn read_puzzle(text: JsValue, options: JsValue) -> Result<Object, JsValue> {
    let _call = Call::enter()?;
    let text = text_of(&text)?;
    let symbols = Options::new(options)?.symbols("symbols")?;
    let (grid, symbols) = parse_puzzle_in(&text, symbols).map_err(parse_failure)?;
    let object = Object::new();
    set(&object, "puzzle", to_line(&grid));
    set(&object, "symbols", symbols.name());
    Ok(object)
}

/// `formatPuzzle(text, { layout, symbols })` → the puzzle of `text` (any text
/// `readPuzzle` reads) written in `layout` ("line", "rows", "framed", "bands"; "line" when
/// left out) and the set `symbols` ("letters" when left out).
#[wasm_bindgen(js_name = formatPuzzle)]
pub fn format_puzzle(text: JsValue, options: JsValue) -> Result<String, JsValue> {
    let _call = Call::enter()?;
    let text = text_of(&text)?;
    let options = Options::new(options)?;
    let layout = match options.string("layout")? {
        None => Layout::Line,
        Some(name) => {
            Layout::from_name(&name).ok_or_else(|| invalid(Message::new("engine-bad-layout")))?
        }
    };
    let symbols = options.symbols("symbols")?.unwrap_or(Symbols::Letters);
    Ok(format_in(&read(&text)?, layout, symbols))
}

/// `solve(text, { budget })` → `{ status, solution, nodes }`: `status` "unique",
/// "multiple" or "none", from a count of up to two solutions; `solution` the first found
/// (null for none). The solution of a `unique` answer is the proof `hint` takes: a page
/// solves its puzzle when it loads (in the background), so that its hints and checks
/// need no search of their own.
#[wasm_bindgen]
pub fn solve(text: JsValue, options: JsValue) -> Result<Object, JsValue> {
    let _call = Call::enter()?;
    let text = text_of(&text)?;
    let mut meter = Options::new(options)?.meter()?;
    let puzzle = read(&text)?;
    let count = Solver::new().count(&puzzle, Verdict::COUNT_LIMIT, &mut meter);
    let status = match count.verdict() {
        Verdict::Unique => "unique",
        Verdict::Multiple => "multiple",
        Verdict::None => "none",
        Verdict::GaveUp => {
            let stopped = meter.result().err();
            return Err(stopped.map_or_else(
                || failure(Code::GaveUp, Message::new("gave-up-solving-unsaid")),
                |g| gave_up("gave-up-solving", g),
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

/// `hint(text, { givens, marks, symbols, solution, drawing, rated, budget })` → the next
/// step (`status` "step"), `{ status: "complete" }` on a complete grid, `{ status:
/// "none", explanation, wrong }` when the grid has no solution, `{ status: "lost",
/// explanation, lost }` when the letters are right but the marks (the player's notes)
/// leave out the letter that belongs in the cells of `lost` (`[{ row, col, letter }]`),
/// or `{ status: "multiple", explanation }` when no letter is certain. `givens`, the
/// puzzle as first set, lets wrong letters be named; `marks`, the 256 pencil-mark
/// bitmasks the page keeps, lets a step that removes candidates be followed by the next
/// one rather than found again; `symbols` is the set the sentences name letters in (the
/// step's data stays in letters A–P, as `text` and `givens` are); `solution`, the givens'
/// one solution as `solve` answered it, spares the hint a search of its own (it needs the
/// `givens`, and must solve them); `drawing: false` leaves a step's drawing out (null),
/// which is most of a forcing chain's cost: a page asks for it when it shows it; `rated:
/// true` gives a step its `rating` too, as a logical path rates it (a forcing chain's
/// measured by tracing its branches, which costs about what its drawing does). The
/// engine's solving path (www/engine/path.js) is made of such hints.
#[cfg(feature = "hints")]
#[wasm_bindgen]
pub fn hint(text: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let _call = Call::enter()?;
    let text = text_of(&text)?;
    let options = Options::new(options)?;
    let mut meter = options.meter()?;
    // Checked, though the sentences go out as data: the page writes them in its symbols.
    options.symbols("symbols")?;
    let drawn = options.boolean("drawing")?.unwrap_or(true);
    let rated = options.boolean("rated")?.unwrap_or(false);
    let (marks, known) = board(&text, &options)?;
    let hint = core_hint(&marks, &known, &mut meter)
        .map_err(|given_up| gave_up("gave-up-hint", given_up))?;
    // The core writes the answer as JSON (src/hint/json.rs), as the CLI prints it: one
    // text parsed once, where a forcing chain's drawing holds hundreds of objects that a
    // property at a time would cost more to cross over.
    // Its sentences as messages, data (docs/words.md), which the page writes.
    JSON::parse(&hint.to_rated_json(
        drawn.then_some(&marks),
        rated.then_some(&marks),
        Sentences::AsData,
    ))
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
/// `{ status: "multiple" }`. `givens` and `solution` are as `hint` takes them, but the
/// check proves again that the solution is the givens' only one (see `core_check`).
#[wasm_bindgen]
pub fn check(text: JsValue, options: JsValue) -> Result<Object, JsValue> {
    let _call = Call::enter()?;
    let text = text_of(&text)?;
    let options = Options::new(options)?;
    let mut meter = options.meter()?;
    let (marks, known) = board(&text, &options)?;
    let notes = options
        .bitmasks("notes")?
        .unwrap_or_else(|| vec![CandidateSet::EMPTY; Cell::COUNT]);
    let checked = core_check(marks.grid(), &notes, &known, &mut meter)
        .map_err(|g| gave_up("gave-up-checking", g))?;
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
    let known = match (options.puzzle("givens")?, options.puzzle("solution")?) {
        (None, None) => Known::default(),
        (Some(givens), None) => Known::of(givens),
        (Some(givens), Some(solution)) => Known::proved(givens, solution).map_err(|error| {
            invalid(
                Message::new("engine-refused")
                    .text("name", "solution")
                    .message("why", error.message()),
            )
        })?,
        (None, Some(_)) => return Err(invalid(Message::new("engine-needs-givens"))),
    };
    let marks = match options.bitmasks("marks")? {
        Some(bits) => Marks::with_marks(&grid, &bits),
        None => Marks::new(&grid),
    };
    Ok((marks, known))
}

/// The 256 bitmasks (pencil marks, notes) of the option `name`: an Array or a
/// Uint16Array of whole numbers from 0 to 65535, refused otherwise, never coerced. Each
/// element is read by `Reflect.get`, a `catch` import, so that what a Proxy's trap or an
/// element's getter throws is caught (`Uint16Array.from` would run them unguarded), at
/// a cost of a few microseconds a call.
fn bitmasks(value: &JsValue, name: &str) -> Result<Vec<CandidateSet>, JsValue> {
    // `instanceof` runs a Proxy's `getPrototypeOf` trap: wasm-bindgen's shim catches
    // what it throws, answering false.
    let is_list = is_array(value).unwrap_or(false) || value.is_instance_of::<Uint16Array>();
    let length = Reflect::get(value, &"length".into()).ok();
    let mut bitmasks = Vec::with_capacity(Cell::COUNT);
    if is_list && length.and_then(|n| n.as_f64()) == Some(Cell::COUNT as f64) {
        // A plain loop that stops at the first element that is not a bitmask: smaller
        // in the module than an iterator of results.
        for index in 0..Cell::COUNT as u32 {
            match Reflect::get_u32(value, index).ok().and_then(|n| n.as_f64()) {
                Some(n) if (0.0..=f64::from(u16::MAX)).contains(&n) && n.fract() == 0.0 => {
                    bitmasks.push(CandidateSet::from_bits(n as u16));
                }
                _ => break,
            }
        }
    }
    if bitmasks.len() == Cell::COUNT {
        Ok(bitmasks)
    } else {
        Err(invalid(
            Message::new("engine-not-bitmasks").text("name", name),
        ))
    }
}

/// `{ status }`.
fn status(status: &str) -> Object {
    let object = Object::new();
    set(&object, "status", status);
    object
}

/// `{ row, col, letter }`.
fn candidate_object((cell, letter): (Cell, hexadoku::Letter)) -> Object {
    let object = position(cell);
    set(&object, "letter", letter.to_char().to_string());
    object
}

/// The core's progress reports, as calls of `on_progress` (if any) with `{ phase, done,
/// total }`, and `attempt` for a puzzle made to order. What the callback throws is
/// ignored: progress is only told, the work goes on.
#[cfg(feature = "hints")]
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
#[cfg(feature = "hints")]
#[wasm_bindgen]
pub fn grade(text: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let _call = Call::enter()?;
    let text = text_of(&text)?;
    let options = Options::new(options)?;
    let (mut meter, mut report) = (options.meter()?, options.progress()?);
    let grade =
        core_grade(&read(&text)?, &mut meter, Some(&mut report)).map_err(|error| match error {
            GradeError::GaveUp(given_up) => gave_up("gave-up-grading", given_up),
            unsolvable => failure(Code::Unsolvable, unsolvable.message()),
        })?;
    // The core writes the grade as JSON (src/hint/json.rs), as it writes a path's.
    JSON::parse(&grade.to_json(Sentences::AsData))
}

/// `candidates(text)` → 256 bitmasks (bit i for the i-th letter), for pencil marks.
#[wasm_bindgen]
pub fn candidates(text: JsValue, options: JsValue) -> Result<Uint16Array, JsValue> {
    let _call = Call::enter()?;
    let text = text_of(&text)?;
    Options::new(options)?;
    let grid = read(&text)?;
    let marks: Vec<u16> = Cell::all()
        .map(|cell| grid.candidates(cell).bits())
        .collect();
    Ok(Uint16Array::from(marks.as_slice()))
}

/// `countSolutions(text, { limit, budget })` → the number of solutions, counting stops
/// at `limit` (from 1; 2 when left out).
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(text: JsValue, options: JsValue) -> Result<u32, JsValue> {
    let _call = Call::enter()?;
    let text = text_of(&text)?;
    let options = Options::new(options)?;
    let limit = options.whole("limit", 1, u64::from(u32::MAX))?.unwrap_or(2);
    let mut meter = options.meter()?;
    let puzzle = read(&text)?;
    let count = Solver::new().count(&puzzle, limit, &mut meter);
    if let Err(given_up) = meter.result() {
        let message = Message::new("gave-up-counting")
            .message("gave-up", given_up.message())
            .number("solutions", count.solutions as usize);
        return Err(failure(Code::GaveUp, message));
    }
    Ok(count.solutions as u32)
}

/// `generate({ seed, givens, difficulty, onProgress, budget })` → a puzzle with one
/// solution, as 256 characters (`.` for empty): with `givens` givens, or of a
/// `difficulty` ("easy", "medium", "hard", "tough", "expert", or a technique it needs:
/// "x-wing"), or else a minimal one. The same seed gives the same puzzle. Fails with
/// "not-found" when no puzzle of the difficulty was found within its attempts.
///
/// `onProgress` is called as the work goes on: `{ phase: "removing", done, total }` as
/// `done` of the full grid's `total` (256) cells have been tried for removal, and with a
/// difficulty also `{ phase: "grading", done, total }` as each attempt's puzzle is graded,
/// each report then carrying its `attempt` (from 1).
#[cfg(feature = "hints")]
#[wasm_bindgen]
pub fn generate(options: JsValue) -> Result<String, JsValue> {
    let _call = Call::enter()?;
    let options = Options::new(options)?;
    // No default: a page that forgot the seed would get the same puzzle every time.
    let seed = options
        .whole("seed", 0, 9_007_199_254_740_991)?
        .ok_or_else(|| invalid(Message::new("engine-no-seed")))?;
    let (mut meter, mut report) = (options.meter()?, options.progress()?);
    if let Some(difficulty) = options.string("difficulty")? {
        return generate_of(seed, &difficulty, &mut meter, &mut report);
    }
    let target = match options.whole("givens", 0, 256)? {
        None => Target::Minimal,
        Some(givens) => Target::Givens(givens as usize),
    };
    let made = core_generate(seed, target, &mut meter, Some(&mut report))
        .map_err(|given_up| gave_up("gave-up-generating", given_up))?;
    Ok(to_line(&made.puzzle))
}

/// A puzzle of `difficulty`, graded as it is made: the grader is the hint engine's.
#[cfg(feature = "hints")]
fn generate_of(
    seed: u64,
    difficulty: &str,
    meter: &mut Meter,
    report: &mut impl FnMut(Progress),
) -> Result<String, JsValue> {
    let goal: Goal = difficulty
        .parse()
        .map_err(|error: UnknownDifficulty| invalid(error.message()))?;
    let made =
        generate_graded(seed, goal, GRADED_ATTEMPTS, meter, Some(report)).map_err(|error| {
            match error {
                NotMade::NotFound { .. } => failure(Code::NotFound, error.message()),
                NotMade::GaveUp { .. } => failure(Code::GaveUp, error.message()),
            }
        })?;
    Ok(to_line(&made.generated.puzzle))
}

/// The crate's version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// Every failure code, as the `code` of the errors thrown: for the check that
/// www/engine/engine.d.ts lists the same.
#[wasm_bindgen(js_name = failureCodes)]
pub fn failure_codes() -> Array {
    Code::ALL
        .iter()
        .map(|code| JsValue::from(code.name()))
        .collect()
}

#[cfg(test)]
mod browser_tests;
