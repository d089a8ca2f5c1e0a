//! Hints as the board draws them: every step of whole solves is drawn with what it says
//! (its conclusions as removed and placed candidates, its pattern's candidates on the
//! board, a single's letters that rule out the rest on the grid and what they rule out
//! off it, its chain's links joined in order and true to the marks), and every forcing
//! chain's branches are traced to their conclusion or their contradiction.

// Native only: the browser tests (crates/hexadoku-wasm/src/browser_tests.rs) cover the wasm32 build.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{each_hint_of_whole_solve, puzzle};
use hexadoku::hint::{
    BranchEnd, ChainLink, Drawing, Fact, Fate, Marks, Message, Pattern, Role, Side, Step, Strength,
    Technique, TracedBranch,
};
use hexadoku::{CandidateSet, Cell, Letter, Target};
use std::collections::{BTreeMap, BTreeSet};

/// Checks that `drawing` shows what `step`, found on `marks`, says.
pub fn assert_drawn(step: &Step, marks: &Marks, drawing: &Drawing) {
    let said = format!("{:?}", step.explanation());
    // Its conclusions, and nothing else, are marked removed and placed.
    let mut fates = BTreeSet::new();
    for p in &step.placements {
        fates.insert((p.cell, p.letter, Fate::Placed.name()));
    }
    for e in &step.eliminations {
        for letter in e.letters {
            fates.insert((e.cell, letter, Fate::Removed.name()));
        }
    }
    let drawn: BTreeSet<_> = drawing
        .candidates
        .iter()
        .filter_map(|c| c.fate.map(|fate| (c.cell, c.letter, fate.name())))
        .collect();
    assert_eq!(drawn, fates, "{said}");
    // Every candidate drawn is one of the marks, once.
    let mut seen = BTreeSet::new();
    for c in &drawing.candidates {
        assert!(c.role.is_some() || c.fate.is_some(), "{said}");
        assert!(
            seen.insert((c.cell, c.letter)),
            "{} {} twice: {said}",
            c.cell,
            c.letter
        );
        match c.role {
            // Why a single holds: a letter on the grid that rules out the others, in its
            // filled cell, and what it, or the cell's marks alone, rule out: no marks.
            Some(Role::Excluder) => assert_eq!(marks.letter(c.cell), Some(c.letter), "{said}"),
            Some(Role::Excluded | Role::Unmarked) => assert!(
                marks.letter(c.cell).is_none() && !marks.candidates(c.cell).contains(c.letter),
                "{} {} ruled out, yet a mark: {said}",
                c.cell,
                c.letter
            ),
            _ => assert!(
                marks.candidates(c.cell).contains(c.letter),
                "{} {} is no mark: {said}",
                c.cell,
                c.letter
            ),
        }
    }
    // Every cell of the pattern has a candidate in it.
    for cell in step.cells() {
        assert!(
            drawing
                .candidates
                .iter()
                .any(|c| c.cell == cell && c.role.is_some()),
            "{cell} of the pattern not drawn: {said}"
        );
    }
    for link in &drawing.links {
        assert_true_to_the_marks(link, marks, &said);
        for end in [link.from, link.to] {
            assert!(drawing.candidate(end.0, end.1).is_some(), "{said}");
        }
    }
    let roles: BTreeSet<&str> = drawing
        .candidates
        .iter()
        .filter_map(|c| c.role.map(Role::name))
        .collect();
    match &step.pattern {
        Pattern::Chain { nodes, .. } => {
            assert_eq!(drawing.links.len(), nodes.len() - 1, "{said}");
            assert_chained(&drawing.links, &said);
            assert_eq!(drawing.links[0].from, nodes[0]);
            assert_eq!(drawing.links.last().map(|l| l.to), nodes.last().copied());
            assert_eq!(drawing.links[0].strength, Strength::Strong, "{said}");
        }
        Pattern::TwoLinks { .. } | Pattern::WWing { .. } => {
            assert_chained(&drawing.links, &said);
            assert!(drawing.links.len() >= 3, "{said}");
        }
        Pattern::ColourWrap { .. } | Pattern::ColourTrap { .. } => {
            for side in [Side::First, Side::Second] {
                assert!(roles.contains(Role::Colour(side).name()), "{said}");
            }
        }
        Pattern::Als { .. } => {
            for side in [Side::First, Side::Second] {
                assert!(roles.contains(Role::Als(side).name()), "{said}");
            }
        }
        _ => {}
    }
    if step.technique == Technique::XyWing {
        assert_eq!(drawing.links.len(), 5, "{said}");
        assert_chained(&drawing.links, &said);
    }
    let forcing =
        step.technique >= Technique::CellForcingChain && step.technique < Technique::LastResort;
    assert_eq!(!drawing.branches.is_empty(), forcing, "{said}");
    let premises = step.pattern.premises();
    assert_eq!(drawing.branches.len(), premises.len(), "{said}");
    for (branch, (premise, holds)) in drawing.branches.iter().zip(premises) {
        assert_eq!(branch.premise, premise, "{said}");
        assert_traced(branch, holds, marks, &said);
    }
}

/// Checks a traced branch: it starts at its premise, each implication follows from
/// earlier ones, and it ends where its step says: at the conclusion, or a contradiction.
fn assert_traced(branch: &TracedBranch, holds: bool, marks: &Marks, said: &str) {
    let (cell, letter) = branch.premise;
    assert_eq!(
        branch.implications[0].fact,
        Fact::Is(cell, letter),
        "{said}"
    );
    let mut known = BTreeSet::new();
    for implication in &branch.implications {
        for cause in &implication.causes {
            assert!(
                known.contains(cause),
                "{cause:?} used before it is found: {said}"
            );
        }
        known.insert(implication.fact);
        assert_eq!(implication.message().id, "line-implication");
        for inner in &implication.nested {
            assert!(
                matches!(
                    inner.end,
                    BranchEnd::NoLetter(_) | BranchEnd::NoPlace(..) | BranchEnd::Clash(..)
                ),
                "{said}"
            );
        }
    }
    match branch.end {
        BranchEnd::Shows => assert!(holds, "{said}"),
        BranchEnd::Stopped => panic!("a branch stopped short: {said}"),
        _ => assert!(!holds, "a holding branch ran into a contradiction: {said}"),
    }
    // Its drawing: the premise, each fact, and a link from each cause of the other kind
    // (a true candidate making another false, a false one making another true).
    let links: usize = branch
        .implications
        .iter()
        .map(|i| {
            let is = matches!(i.fact, Fact::Is(..));
            i.causes
                .iter()
                .filter(|c| matches!(c, Fact::Is(..)) != is)
                .count()
        })
        .sum();
    assert_eq!(branch.drawing.links.len(), links, "{said}");
    for link in &branch.drawing.links {
        assert!(
            marks.candidates(link.from.0).contains(link.from.1),
            "{said}"
        );
    }
}

/// Each link starts where the last one ended, strong and weak in turn.
fn assert_chained(links: &[ChainLink], said: &str) {
    for pair in links.windows(2) {
        assert_eq!(pair[0].to, pair[1].from, "{said}");
        assert_ne!(pair[0].strength, pair[1].strength, "{said}");
    }
}

/// A strong link joins the two letters of a two-letter cell, or a letter's two places in
/// a unit; a weak link, two letters of a cell, or a letter's places that see each other.
fn assert_true_to_the_marks(link: &ChainLink, marks: &Marks, said: &str) {
    let ((a, x), (b, y)) = (link.from, link.to);
    match (link.unit, link.strength) {
        (None, Strength::Strong) => {
            assert_eq!(a, b, "{said}");
            assert_eq!(
                marks.candidates(a),
                CandidateSet::from_iter([x, y]),
                "{said}"
            );
        }
        (None, Strength::Weak) => assert_eq!(a, b, "{said}"),
        (Some(unit), strength) => {
            assert_eq!(x, y, "{said}");
            assert!(
                unit.cells().contains(&a) && unit.cells().contains(&b),
                "{said}"
            );
            if strength == Strength::Strong {
                assert_eq!(
                    marks.places(unit, x).collect::<Vec<Cell>>(),
                    sorted([a, b]),
                    "{said}"
                );
            }
        }
    }
}

fn sorted(mut cells: [Cell; 2]) -> Vec<Cell> {
    cells.sort();
    cells.to_vec()
}

#[test]
fn every_step_of_whole_solves_is_drawn_as_it_says() {
    let mut used = BTreeMap::new();
    for seed in [3, 5, 9, 10, 11, 19, 20, 22, 23] {
        let generated = puzzle(seed, Target::Minimal);
        let drawn = each_hint_of_whole_solve(&generated.puzzle, |step, marks| {
            assert_drawn(step, marks, &step.drawing(marks));
        });
        for (technique, n) in drawn {
            *used.entry(technique).or_insert(0) += n;
        }
    }
    let counts: Vec<String> = used
        .iter()
        .map(|(t, n)| format!("{}: {n}", t.id()))
        .collect();
    println!("techniques drawn: {}", counts.join(", "));
    for technique in [
        Technique::HiddenSingle,
        Technique::NakedPair,
        Technique::XWing,
        Technique::Skyscraper,
        Technique::XyWing,
        Technique::WWing,
        Technique::ColourTrap,
        Technique::XChain,
        Technique::XyChain,
        Technique::Aic,
        Technique::CellForcingChain,
        Technique::UnitForcingChain,
        Technique::DynamicCellForcingChain,
        Technique::NestedCellForcingChain,
    ] {
        assert!(
            used.contains_key(&technique),
            "{} never drawn: {}",
            technique.id(),
            counts.join(", ")
        );
    }
}

#[test]
fn a_chain_reads_as_its_links() {
    let a = |row, col| Cell::at(row, col).expect("on the board");
    let link = ChainLink {
        from: (a(0, 0), Letter::A),
        to: (a(0, 4), Letter::A),
        strength: Strength::Strong,
        unit: Some(hexadoku::Unit::row(0)),
    };
    // In English "R1C1 ≠ A → R1C5 = A (row 1)" (the words crate's tests).
    let fact = |cell, letter, holds| {
        Message::new("fact")
            .cell("cell", cell)
            .letter("letter", letter)
            .yes("holds", holds)
    };
    assert_eq!(
        link.message(),
        Message::new("line-link")
            .message("from", fact(a(0, 0), Letter::A, false))
            .message("to", fact(a(0, 4), Letter::A, true))
            .word("place", "unit")
            .unit("unit", hexadoku::Unit::row(0))
    );
    let weak = ChainLink {
        from: (a(0, 4), Letter::A),
        to: (a(0, 4), Letter::B),
        strength: Strength::Weak,
        unit: None,
    };
    // "R1C5 = 1 → R1C5 ≠ 2 (same cell)" in numbers.
    assert_eq!(
        weak.message(),
        Message::new("line-link")
            .message("from", fact(a(0, 4), Letter::A, true))
            .message("to", fact(a(0, 4), Letter::B, false))
            .word("place", "same-cell")
    );
}
