//! Why a single holds: the letters that rule out a hidden single's other places and a
//! naked single's other letters, checked against the rules on each single met along the
//! solve of generated puzzles, and on boards where marks alone rule some out.

use super::*;
use crate::generate::{generated, Target};

/// The step `technique` finds on `marks`, if any.
fn found(technique: Technique, marks: &Marks) -> Option<Step> {
    technique.rung().find(marks, &mut ForcingMemo::default())
}

/// Whether two cells share a row, a column or a box.
fn see(a: Cell, b: Cell) -> bool {
    a.units().iter().any(|unit| unit.cells().contains(&b))
}

/// Whether a letter on the grid among `cell`'s peers holds `letter`.
fn seen(marks: &Marks, cell: Cell, letter: Letter) -> bool {
    cell.peers().any(|peer| marks.letter(peer) == Some(letter))
}

/// A letter on the grid that rules out candidates, and those it rules out.
type Excluder = ((Cell, Letter), Vec<(Cell, Letter)>);

/// What `drawing` draws of why a single holds: each excluder with the candidates that
/// follow it, ruled out by it, and the candidates ruled out by their marks alone.
fn reasons(drawing: &Drawing) -> (Vec<Excluder>, Vec<(Cell, Letter)>) {
    let (mut excluders, mut unmarked) = (Vec::<Excluder>::new(), Vec::new());
    for c in &drawing.candidates {
        let candidate = (c.cell, c.letter);
        match c.role {
            Some(Role::Excluder) => excluders.push((candidate, Vec::new())),
            Some(Role::Excluded) => excluders
                .last_mut()
                .expect("its excluder first")
                .1
                .push(candidate),
            Some(Role::Unmarked) => unmarked.push(candidate),
            _ => continue,
        }
        assert_eq!(c.fate, None, "{candidate:?} concluded");
    }
    (excluders, unmarked)
}

/// Panics unless `excluder` is a letter on the grid that sees each candidate it rules
/// out, of its letter, in an empty cell.
fn assert_sound(((at, letter), ruled_out): &Excluder, marks: &Marks) {
    assert_eq!(marks.letter(*at), Some(*letter), "{at} holds no {letter}");
    assert!(!ruled_out.is_empty(), "{at} rules out nothing");
    for &(cell, lacking) in ruled_out {
        assert_eq!(lacking, *letter);
        assert!(see(*at, cell) && *at != cell, "{at} does not see {cell}");
        assert_eq!(marks.letter(cell), None, "{cell} is filled");
    }
}

/// Panics unless the drawing of hidden single `step` rules its letter out of each other
/// empty cell of its unit once: by a letter on the grid that sees it where one does, the
/// first such letter ruling out as many as any, and by the cell's marks where none does.
/// The single a direct step leaves the same, but for the places its pattern takes out.
fn assert_hidden_reasons(step: &Step, marks: &Marks) -> usize {
    let Some((cell, letter, unit)) = step.pattern.single() else {
        panic!("no single: {step:?}")
    };
    let removed =
        |c: Cell| (step.eliminations.iter()).any(|e| e.cell == c && e.letters.contains(letter));
    let (excluders, unmarked) = reasons(&step.drawing(marks));
    let mut ruled_out = Vec::new();
    for excluder in &excluders {
        assert_sound(excluder, marks);
        ruled_out.extend(excluder.1.iter().map(|&(cell, _)| cell));
    }
    for (other, lacking) in unmarked {
        assert_eq!(lacking, letter);
        assert!(
            !seen(marks, other, letter),
            "{other} marked as unmarked, but {letter} sees it"
        );
        assert!(!marks.candidates(other).contains(letter));
        assert_eq!(marks.letter(other), None);
        ruled_out.push(other);
    }
    ruled_out.sort();
    let mut others: Vec<Cell> = marks
        .empty_cells(unit)
        .filter(|&c| c != cell && !removed(c))
        .collect();
    others.sort();
    assert_eq!(
        ruled_out, others,
        "{letter} at {cell} in {unit}: each other empty cell ruled out once"
    );
    // Greedy: no letter on the grid rules out more of the unit's cells than the first.
    if let Some((_, first)) = excluders.first() {
        let most = Cell::all()
            .filter(|&c| marks.letter(c) == Some(letter))
            .map(|holder| others.iter().filter(|&&c| see(holder, c)).count())
            .max();
        assert_eq!(Some(first.len()), most);
    }
    excluders.len()
}

/// Panics unless the drawing of naked single `step` rules each other letter out of its
/// cell once: by a letter on the grid that sees the cell where one does, by the cell's
/// marks where none does.
fn assert_naked_reasons(step: &Step, marks: &Marks) -> usize {
    let Pattern::NakedSingle { cell, letter } = step.pattern else {
        panic!("no naked single: {step:?}")
    };
    let (excluders, unmarked) = reasons(&step.drawing(marks));
    let mut ruled_out = Vec::new();
    for excluder in &excluders {
        assert_sound(excluder, marks);
        let ((_, held), ruled) = excluder;
        assert_eq!(ruled, &[(cell, *held)]);
        ruled_out.push(*held);
    }
    for (other, lacking) in unmarked {
        assert_eq!(other, cell);
        assert!(
            !seen(marks, cell, lacking),
            "{lacking} marked as unmarked, but it sees {cell}"
        );
        assert!(!marks.candidates(cell).contains(lacking));
        ruled_out.push(lacking);
    }
    ruled_out.sort();
    let others: Vec<Letter> = Letter::ALL.into_iter().filter(|&l| l != letter).collect();
    assert_eq!(
        ruled_out, others,
        "{cell} = {letter}: each other letter ruled out once"
    );
    excluders.len()
}

#[test]
fn every_single_of_a_solve_draws_what_rules_out_its_other_places_and_letters() {
    let (mut hidden, mut naked, mut direct, mut excluders) = (0, 0, 0, 0);
    let directs = [
        Technique::DirectPointing,
        Technique::DirectClaiming,
        Technique::DirectHiddenPair,
        Technique::DirectHiddenTriple,
        Technique::DirectHiddenQuad,
    ];
    for seed in 1..=2 {
        let generated = generated(seed, Target::Minimal);
        let mut marks = Marks::new(&generated.puzzle);
        while let Some(step) = next_step(&marks, Uniqueness::Unknown) {
            if let Some(single) = found(Technique::HiddenSingle, &marks) {
                excluders += assert_hidden_reasons(&single, &marks);
                hidden += 1;
            }
            for technique in directs {
                if let Some(single) = found(technique, &marks) {
                    excluders += assert_hidden_reasons(&single, &marks);
                    direct += 1;
                }
            }
            if let Some(single) = found(Technique::NakedSingle, &marks) {
                excluders += assert_naked_reasons(&single, &marks);
                naked += 1;
            }
            marks.apply(&step);
        }
        assert!(marks.is_complete(), "logic solves seed {seed}");
    }
    assert!(
        hidden > 50 && naked > 50 && direct > 50 && excluders > 500,
        "{hidden} hidden, {naked} naked, {direct} direct, {excluders} excluders"
    );
}

#[test]
fn a_hidden_single_ruled_out_by_marks_alone_draws_those_cells_unmarked() {
    // E is placed in R1C5 and R5C9, A in R8C5; box 6 (rows 5–8, columns 5–8) keeps E
    // only in R7C6, its other cells' marks losing it: R5C5–R5C8 by the E in R5C9 (four
    // cells, so first), R6C5 and R7C5 by the E in R1C5, the rest by the marks alone.
    let marks = Board::new()
        .place("R1C5", 'E')
        .place("R5C9", 'E')
        .place("R8C5", 'A')
        .only('E', Unit::boxed(5), &["R7C6"])
        .marks();
    let step = find(Technique::HiddenSingle, &marks);
    assert_eq!(
        step.pattern,
        Pattern::Single {
            cell: named("R7C6"),
            letter: Letter::E,
            unit: Unit::boxed(5)
        }
    );
    assert_eq!(assert_hidden_reasons(&step, &marks), 2);
    let (excluders, unmarked) = reasons(&step.drawing(&marks));
    let e = |names: &[&str]| {
        names
            .iter()
            .map(|&n| (named(n), Letter::E))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        excluders,
        [
            (
                (named("R5C9"), Letter::E),
                e(&["R5C5", "R5C6", "R5C7", "R5C8"])
            ),
            ((named("R1C5"), Letter::E), e(&["R6C5", "R7C5"])),
        ]
    );
    assert_eq!(unmarked.len(), 8);
}

#[test]
fn a_naked_single_of_the_player_s_notes_draws_the_letters_they_leave_out_unmarked() {
    // R7C10 keeps only K; A in its row and B in its box see it, the rest are left out.
    let marks = Board::new()
        .place("R7C1", 'A')
        .place("R5C11", 'B')
        .cell("R7C10", "K")
        .marks();
    let step = find(Technique::NakedSingle, &marks);
    assert_eq!(assert_naked_reasons(&step, &marks), 2);
    let (excluders, unmarked) = reasons(&step.drawing(&marks));
    let cell = named("R7C10");
    assert_eq!(
        excluders,
        [
            ((named("R7C1"), Letter::A), vec![(cell, Letter::A)]),
            ((named("R5C11"), Letter::B), vec![(cell, Letter::B)]),
        ]
    );
    assert_eq!(unmarked.len(), 13);
}
