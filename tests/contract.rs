//! The TypeScript declarations (www/engine/engine.d.ts, www/board/hexadoku-board.d.ts) hold the core's
//! own names, in the core's order: every technique (by the English name the core reads,
//! which the catalogues write), band, set of symbols and layout. A name added, renamed or
//! removed on one side and not the other fails here. (The failure codes, which only the
//! WebAssembly glue knows, are checked against the module by tests/js/wasm.test.mjs.)

// Native only: it reads the declarations from the repository.
#![cfg(not(target_arch = "wasm32"))]

use hexadoku::hint::{Difficulty, Technique};
use hexadoku::{Layout, Symbols};

/// The string literals of the union `export type NAME = …;` in the declarations `file`.
fn union(file: &str, name: &str) -> Vec<String> {
    let path = format!("{}/www/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let start = text
        .find(&format!("export type {name} ="))
        .unwrap_or_else(|| panic!("{file} declares no type {name}"));
    let declaration = &text[start..start + text[start..].find(';').expect("a ;")];
    declaration
        .split('\'')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
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
