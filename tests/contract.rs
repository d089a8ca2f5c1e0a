//! The TypeScript declarations (www/engine/engine.d.ts, www/board/hexadoku-board.d.ts) hold the core's
//! own names, in the core's order: every technique (by the English name the core reads,
//! which the catalogues write), band, set of symbols and layout. A name added, renamed or
//! removed on one side and not the other fails here. (The failure codes, which only the
//! WebAssembly glue knows, are checked against the module by tests/js/wasm.test.mjs.)
//! And the engine's solving path (www/engine/path.js), which grades the steps it makes
//! of the core's hints, holds the core's ladder, bands and page budget.

// Native only: it reads the declarations from the repository.
#![cfg(not(target_arch = "wasm32"))]

use hexadoku::hint::{Difficulty, Technique};
use hexadoku::{Budget, Layout, Symbols};

/// The text of `file`, a path under www/.
fn read(file: &str) -> String {
    let path = format!("{}/www/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text of `file` from `start` to the first `end` after it (neither included).
fn between(file: &str, start: &str, end: &str) -> String {
    let text = read(file);
    let from = text
        .find(start)
        .unwrap_or_else(|| panic!("{file} has no {start}"))
        + start.len();
    text[from..from + text[from..].find(end).expect("an end")].to_string()
}

/// The string literals, in single quotes, of `text`.
fn literals(text: &str) -> Vec<String> {
    text.split('\'')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// The string literals of the union `export type NAME = …;` in the declarations `file`.
fn union(file: &str, name: &str) -> Vec<String> {
    literals(&between(file, &format!("export type {name} ="), ";"))
}

fn names<T: Copy>(all: &[T], name: impl Fn(T) -> &'static str) -> Vec<String> {
    all.iter().map(|&item| name(item).to_string()).collect()
}

#[test]
fn every_technique_is_declared_by_its_name_in_ladder_order() {
    let declared: Vec<Option<Technique>> = union("engine/engine.d.ts", "Technique")
        .iter()
        .map(|name| Technique::from_name(name))
        .collect();
    let ladder: Vec<Option<Technique>> = Technique::ALL.into_iter().map(Some).collect();
    assert_eq!(declared, ladder);
}

#[test]
fn bands_sets_of_symbols_and_layouts_are_the_cores() {
    assert_eq!(
        union("engine/engine.d.ts", "Band"),
        names(&Difficulty::ALL, Difficulty::name)
    );
    let symbols = names(&Symbols::ALL, Symbols::name);
    assert_eq!(union("engine/engine.d.ts", "Symbols"), symbols);
    assert_eq!(union("board/hexadoku-board.d.ts", "BoardSymbols"), symbols);
    assert_eq!(
        union("engine/engine.d.ts", "Layout"),
        names(&Layout::ALL, Layout::name)
    );
}

#[test]
fn the_engines_path_grades_on_the_cores_ladder_bands_and_budget() {
    let ladder = literals(&between("engine/path.js", "const LADDER = [", "];"));
    assert_eq!(ladder, names(&Technique::ALL, Technique::id));

    // `[['easy', 2.3], …]`: each band with the highest rating it takes; above, expert.
    let bands = between("engine/path.js", "const BANDS = [", "];");
    let bands: Vec<(String, f32)> = bands
        .split("],")
        .map(|pair| {
            let name = literals(pair).remove(0);
            let most = pair.rsplit(',').next().unwrap();
            let most = most.trim_matches(|c: char| c == ']' || c.is_whitespace());
            (name, most.parse().expect("a rating"))
        })
        .collect();
    let named: Vec<&str> = bands.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(named, ["easy", "medium", "hard", "tough"]);
    for tenths in 0..=120u16 {
        let rating = f32::from(tenths) / 10.0;
        let band = bands
            .iter()
            .find(|&&(_, most)| rating <= most)
            .map_or("expert", |(name, _)| name.as_str());
        assert_eq!(band, Difficulty::of_rating(rating).name(), "{rating}");
    }

    let budget = Budget::INTERACTIVE;
    let seconds = budget.time_limit().expect("a time limit").as_secs_f64();
    let page = format!("{{ nodes: {:e}, seconds: {seconds} }}", budget.max_nodes());
    assert_eq!(between("engine/path.js", "const PAGE_BUDGET = ", ";"), page);
}
