//! The drawings of forcing chains: each branch traced implication by implication, the
//! causes of each before it, a failing branch ending in the contradiction it shows, and
//! the nested chains inside a branch.

use super::*;
use crate::generate::{generated, Target};
use crate::grid::Grid;
use crate::hint::drawing::parts::{Because, BranchEnd, Fact, TracedBranch};

// Forcing chains.

/// The step's conclusions, as facts.
fn conclusions(step: &Step) -> Vec<Fact> {
    let placed = step.placements.iter().map(|p| Fact::Is(p.cell, p.letter));
    let removed = step
        .eliminations
        .iter()
        .flat_map(|e| e.letters.iter().map(move |l| Fact::Not(e.cell, l)));
    placed.chain(removed).collect()
}

/// Checks a traced branch from `premise` on `marks`: its first implication is its
/// premise, supposed; every cause of an implication is an earlier one; a branch that
/// holds shows every fact of `target`, and one that fails ends in a contradiction whose
/// facts it shows; its nested branches fail; and its drawing draws the premise as the
/// pattern and a link from each cause to its implication, strong to a true fact and weak
/// to a false one. Returns how many nested chains it takes.
fn assert_branch(
    branch: &TracedBranch,
    premise: (Cell, Letter),
    holds: bool,
    target: &[Fact],
    marks: &Marks,
) -> usize {
    assert_eq!(branch.premise, premise);
    let first = &branch.implications[0];
    assert_eq!(first.fact, Fact::Is(premise.0, premise.1));
    assert_eq!(first.because, Because::Supposed);
    assert!(first.causes.is_empty());
    let facts: Vec<Fact> = branch.implications.iter().map(|i| i.fact).collect();
    let mut nested = 0;
    for (i, implication) in branch.implications.iter().enumerate() {
        for cause in &implication.causes {
            assert!(
                facts[..i].contains(cause),
                "{cause:?}, a cause of {:?}, is not found before it",
                implication.fact
            );
        }
        assert_eq!(
            implication.because == Because::Supposed,
            i == 0,
            "{implication:?}"
        );
        if implication.because == Because::NestedChain {
            nested += 1;
            let Fact::Is(cell, letter) = implication.fact else {
                panic!("a nested chain places: {implication:?}");
            };
            assert!(!implication.nested.is_empty());
            for inner in &implication.nested {
                let (inner_cell, inner_letter) = inner.premise;
                assert_eq!(inner_cell, cell);
                assert_ne!(inner_letter, letter);
                assert!(marks.candidates(cell).contains(inner_letter));
                // An inner branch starts from the outer one's board, not from the marks:
                // only its shape and its contradiction are checked.
                assert_inner(inner);
            }
        } else {
            assert!(implication.nested.is_empty(), "{implication:?}");
        }
    }
    if holds {
        assert_eq!(branch.end, BranchEnd::Shows);
        for fact in target {
            assert!(facts.contains(fact), "{fact:?} not shown");
        }
    } else {
        assert_contradiction(branch, marks);
    }
    // The branch's drawing: the premise as the pattern, a link to each implication from
    // each of its causes of the other kind (a true candidate making one false, a false
    // one making one true), in order; false from false goes through a unit, outlined.
    assert_eq!(
        branch
            .drawing
            .candidate(premise.0, premise.1)
            .map(|c| c.role),
        Some(Some(Role::Pattern))
    );
    let mut links = Vec::new();
    for implication in &branch.implications {
        let (to, strength) = match implication.fact {
            Fact::Is(cell, letter) => ((cell, letter), Strength::Strong),
            Fact::Not(cell, letter) => ((cell, letter), Strength::Weak),
        };
        assert!(branch.drawing.candidate(to.0, to.1).is_some());
        for &cause in &implication.causes {
            match (cause, implication.fact) {
                (Fact::Is(cell, letter), Fact::Not(..))
                | (Fact::Not(cell, letter), Fact::Is(..)) => {
                    links.push(((cell, letter), to, strength))
                }
                _ => {}
            }
        }
    }
    let drawn: Vec<_> = branch
        .drawing
        .links
        .iter()
        .map(|l| (l.from, l.to, l.strength))
        .collect();
    assert_eq!(drawn, links);
    for l in &branch.drawing.links {
        if let Some(unit) = l.unit {
            assert!(
                unit.cells().contains(&l.from.0) && unit.cells().contains(&l.to.0),
                "{l:?}"
            );
        }
    }
    // Its units: those where locked candidates and naked pairs remove a letter, once each.
    let mut units = Vec::new();
    for implication in &branch.implications {
        let unit = match implication.because {
            Because::Locked { target, .. } => target,
            Because::NakedPair { unit, .. } => unit,
            _ => continue,
        };
        if !units.contains(&unit) {
            units.push(unit);
        }
    }
    assert_eq!(branch.drawing.units, units);
    assert!(branch.drawing.branches.is_empty());
    nested
}

/// Checks a nested chain's inner branch: it starts at its premise, each cause comes
/// before what it causes, and it fails.
fn assert_inner(inner: &TracedBranch) {
    let (cell, letter) = inner.premise;
    assert_eq!(inner.implications[0].fact, Fact::Is(cell, letter));
    assert_eq!(inner.implications[0].because, Because::Supposed);
    for (i, implication) in inner.implications.iter().enumerate() {
        let before: Vec<Fact> = inner.implications[..i].iter().map(|i| i.fact).collect();
        for cause in &implication.causes {
            assert!(before.contains(cause), "{cause:?} in an inner branch");
        }
        assert!(implication.nested.is_empty());
    }
    assert!(
        matches!(
            inner.end,
            BranchEnd::NoLetter(_) | BranchEnd::NoPlace(..) | BranchEnd::Clash(..)
        ),
        "an inner branch ends {:?}",
        inner.end
    );
}

/// Checks that a failing branch ends in a contradiction and shows the facts it rests
/// on: a cell's every letter gone, a letter gone from every place in a unit, or a cell
/// that must be a letter it has lost.
fn assert_contradiction(branch: &TracedBranch, marks: &Marks) {
    let facts: Vec<Fact> = branch.implications.iter().map(|i| i.fact).collect();
    // What each cell can be before the premise: its letter, or its marks.
    let before = |cell: Cell| match marks.letter(cell) {
        Some(letter) => CandidateSet::single(letter),
        None => marks.candidates(cell),
    };
    match branch.end {
        BranchEnd::NoLetter(cell) => {
            for letter in before(cell) {
                assert!(facts.contains(&Fact::Not(cell, letter)), "{cell} {letter}");
            }
        }
        BranchEnd::NoPlace(unit, letter) => {
            for &cell in unit.cells() {
                if before(cell).contains(letter) {
                    assert!(facts.contains(&Fact::Not(cell, letter)), "{cell} {letter}");
                }
            }
        }
        BranchEnd::Clash(cell, letter) => {
            assert!(facts.contains(&Fact::Is(cell, letter)));
            assert!(facts.contains(&Fact::Not(cell, letter)));
        }
        end => panic!("a failing branch ends {end:?}"),
    }
}

/// Checks a forcing step's drawing: its premises as the pattern, its conclusions removed
/// or placed, its `units`, no links of its own, and a traced branch for each premise.
/// Returns how many nested chains its branches take.
fn assert_forcing(step: &Step, marks: &Marks, units: &[Unit]) -> usize {
    let drawing = step.drawing(marks);
    let premises = step.pattern.premises();
    let expected = premises
        .iter()
        .fold(Expected::of(step), |expected, &((cell, letter), _)| {
            expected.role(cell, letter, Role::Pattern)
        });
    expected.assert_drawn(&drawing);
    assert_eq!(drawing.units, units);
    assert!(drawing.links.is_empty());
    assert_eq!(drawing.branches.len(), premises.len());
    assert!(premises.iter().any(|&(_, holds)| holds));
    let target = conclusions(step);
    drawing
        .branches
        .iter()
        .zip(&premises)
        .map(|(branch, &(premise, holds))| assert_branch(branch, premise, holds, &target, marks))
        .sum()
}

/// The board of the ladder's solve of minimal puzzle `seed` where it first takes a step
/// of `technique`, and that step.
fn first_step_of(seed: u64, technique: Technique) -> (Marks, Step) {
    let generated = generated(seed, Target::Minimal);
    let mut marks = Marks::new(&generated.puzzle);
    loop {
        let step = next_step(&marks, Uniqueness::Unknown)
            .unwrap_or_else(|| panic!("logic reaches a {technique:?} on seed {seed}"));
        if step.technique == technique {
            return (marks, step);
        }
        marks.apply(&step);
    }
}

/// An empty board but for the first three cells of row 1, which keep `kept`.
fn row_start(kept: [&str; 3]) -> Marks {
    let mut marks = Marks::new(&Grid::empty());
    for (col, letters) in kept.into_iter().enumerate() {
        let cell = Cell::at(0, col).expect("on the board");
        marks.eliminate(cell, !letter_set(letters));
    }
    marks
}

#[test]
fn a_cell_forcing_chain_draws_the_cell_s_letters_and_traces_each_branch() {
    // R1C1 = A would leave R1C2 and R1C3 both C: so R1C1 is B.
    let marks = row_start(["AB", "AC", "AC"]);
    let step = find(Technique::CellForcingChain, &marks);
    assert_eq!(
        step.pattern,
        Pattern::CellForcing {
            cell: named("R1C1"),
            letters: letter_set("AB"),
            live: vec![Letter::B]
        }
    );
    let expected = Expected::of(&step).roles(&["R1C1"], "AB", Role::Pattern);
    assert_eq!(expected.0[0].fate, Some(Fate::Placed), "B placed");
    let drawing = step.drawing(&marks);
    expected.assert_drawn(&drawing);
    assert!(drawing.units.is_empty() && drawing.links.is_empty());
    assert_eq!(assert_forcing(&step, &marks, &[]), 0);
    // A: R1C2 and R1C3 lose A (row 1), so both are C, and R1C2 = C takes C from R1C3.
    let [dead, live] = &drawing.branches[..] else {
        panic!("two branches: {:?}", drawing.branches);
    };
    let row = Unit::row(0);
    let is = |c: &str, l: char| Fact::Is(named(c), letter(l));
    let not = |c: &str, l: char| Fact::Not(named(c), letter(l));
    let implications: Vec<(Fact, Because, Vec<Fact>)> = dead
        .implications
        .iter()
        .map(|i| (i.fact, i.because.clone(), i.causes.clone()))
        .collect();
    assert_eq!(
        implications,
        [
            (is("R1C1", 'A'), Because::Supposed, vec![]),
            (not("R1C2", 'A'), Because::Sees(row), vec![is("R1C1", 'A')]),
            (not("R1C3", 'A'), Because::Sees(row), vec![is("R1C1", 'A')]),
            (is("R1C2", 'C'), Because::OnlyLetter, vec![not("R1C2", 'A')]),
            (is("R1C3", 'C'), Because::OnlyLetter, vec![not("R1C3", 'A')]),
            (not("R1C3", 'C'), Because::Sees(row), vec![is("R1C2", 'C')]),
        ]
    );
    assert_eq!(dead.end, BranchEnd::Clash(named("R1C3"), Letter::C));
    assert_eq!(
        dead.drawing.links,
        [
            link(("R1C1", 'A'), ("R1C2", 'A'), Strength::Weak, Some(row)),
            link(("R1C1", 'A'), ("R1C3", 'A'), Strength::Weak, Some(row)),
            link(("R1C2", 'A'), ("R1C2", 'C'), Strength::Strong, None),
            link(("R1C3", 'A'), ("R1C3", 'C'), Strength::Strong, None),
            link(("R1C2", 'C'), ("R1C3", 'C'), Strength::Weak, Some(row)),
        ]
    );
    // B shows the conclusion at once: it is the conclusion.
    assert_eq!(live.implications.len(), 1);
    assert_eq!(live.end, BranchEnd::Shows);
    // On a real board, the first cell forcing chain of a solve.
    let (marks, step) = first_step_of(3, Technique::CellForcingChain);
    assert_forcing(&step, &marks, &[]);
}

#[test]
fn a_unit_forcing_chain_draws_the_letter_s_places_and_traces_each_branch() {
    // In row 1, A only in R1C1 and R1C5; R2C2 and R2C3 (A or C) in box 1 would both be
    // C if R1C1 were A: so A goes in R1C5.
    let marks = Board::new()
        .only('A', Unit::row(0), &["R1C1", "R1C5"])
        .cell("R2C2", "AC")
        .cell("R2C3", "AC")
        .marks();
    let step = find(Technique::UnitForcingChain, &marks);
    assert_eq!(
        step.pattern,
        Pattern::UnitForcing {
            unit: Unit::row(0),
            letter: Letter::A,
            places: ["R1C1", "R1C5"].map(named).to_vec(),
            live: vec![named("R1C5")]
        }
    );
    let expected = Expected::of(&step).roles(&["R1C1", "R1C5"], "A", Role::Pattern);
    assert_eq!(
        expected.0[0],
        Candidate {
            cell: named("R1C5"),
            letter: Letter::A,
            role: Some(Role::Pattern),
            fate: Some(Fate::Placed)
        }
    );
    expected.assert_drawn(&step.drawing(&marks));
    assert_eq!(assert_forcing(&step, &marks, &[Unit::row(0)]), 0);
    let drawing = step.drawing(&marks);
    let [dead, live] = &drawing.branches[..] else {
        panic!("two branches: {:?}", drawing.branches);
    };
    let area = Unit::boxed(0);
    let is = |c: &str, l: char| Fact::Is(named(c), letter(l));
    let not = |c: &str, l: char| Fact::Not(named(c), letter(l));
    let implications: Vec<(Fact, Because, Vec<Fact>)> = dead
        .implications
        .iter()
        .map(|i| (i.fact, i.because.clone(), i.causes.clone()))
        .collect();
    assert_eq!(
        implications,
        [
            (is("R1C1", 'A'), Because::Supposed, vec![]),
            (not("R2C2", 'A'), Because::Sees(area), vec![is("R1C1", 'A')]),
            (not("R2C3", 'A'), Because::Sees(area), vec![is("R1C1", 'A')]),
            (is("R2C2", 'C'), Because::OnlyLetter, vec![not("R2C2", 'A')]),
            (is("R2C3", 'C'), Because::OnlyLetter, vec![not("R2C3", 'A')]),
            (
                not("R2C3", 'C'),
                Because::Sees(Unit::row(1)),
                vec![is("R2C2", 'C')]
            ),
        ]
    );
    assert_eq!(dead.end, BranchEnd::Clash(named("R2C3"), Letter::C));
    assert_eq!(live.implications.len(), 1);
    assert_eq!(live.end, BranchEnd::Shows);
    // On a real board, the first unit forcing chain of a solve.
    let (marks, step) = first_step_of(5, Technique::UnitForcingChain);
    let Pattern::UnitForcing { unit, .. } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    assert_forcing(&step, &marks, &[unit]);
}

/// The dynamic links a forcing step's branches take.
fn dynamic_links(step: &Step) -> usize {
    let Pattern::DynamicForcing { ref branches, .. } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    branches.iter().map(|b| b.links.len()).sum()
}

#[test]
fn a_dynamic_cell_forcing_chain_draws_its_premises_and_traces_each_branch() {
    let (marks, step) = first_step_of(5, Technique::DynamicCellForcingChain);
    let Pattern::DynamicForcing { unit, .. } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    assert_eq!(unit, None);
    assert!(dynamic_links(&step) > 0, "{:?}", step.explanation());
    assert_eq!(assert_forcing(&step, &marks, &[]), 0);
}

#[test]
fn a_dynamic_unit_forcing_chain_draws_its_premises_and_traces_each_branch() {
    let (marks, step) = first_step_of(5, Technique::DynamicUnitForcingChain);
    let Pattern::DynamicForcing { unit, .. } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    let unit = unit.expect("a unit's places");
    assert_eq!(assert_forcing(&step, &marks, &[unit]), 0);
}

#[test]
fn a_nested_cell_forcing_chain_draws_its_premises_and_traces_chains_inside() {
    let (marks, step) = first_step_of(9, Technique::NestedCellForcingChain);
    let Pattern::DynamicForcing { unit, .. } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    assert_eq!(unit, None);
    assert!(dynamic_links(&step) > 0, "{:?}", step.explanation());
    assert!(
        assert_forcing(&step, &marks, &[]) > 0,
        "no nested chain traced"
    );
}

#[test]
fn a_nested_unit_forcing_chain_draws_its_premises_and_traces_chains_inside() {
    // Where the ladder first needs a nested chain, neither plain nor dynamic forcing
    // chains apply: a nested unit forcing chain there takes chains inside its branches.
    let (marks, _) = first_step_of(9, Technique::NestedCellForcingChain);
    let step = find(Technique::NestedUnitForcingChain, &marks);
    let Pattern::DynamicForcing { unit, .. } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    let unit = unit.expect("a unit's places");
    assert!(dynamic_links(&step) > 0, "{:?}", step.explanation());
    assert!(
        assert_forcing(&step, &marks, &[unit]) > 0,
        "no nested chain traced"
    );
}

/// Every link of every branch of `step`'s drawing, with the branch's facts.
fn branch_links(step: &Step, marks: &Marks) -> Vec<(ChainLink, Vec<Fact>)> {
    let drawing = step.drawing(marks);
    let mut links = Vec::new();
    for branch in &drawing.branches {
        let facts: Vec<Fact> = branch.implications.iter().map(|i| i.fact).collect();
        for &l in &branch.drawing.links {
            links.push((l, facts.clone()));
        }
    }
    links
}

/// A link of a branch joins two cells through a unit they share, or lies within one
/// cell: its unit is None only then, as `ChainLink` has it (and its text says "same
/// cell").
#[test]
fn a_forcing_chain_s_branch_links_between_two_cells_name_a_unit() {
    let (marks, step) = first_step_of(5, Technique::DynamicCellForcingChain);
    for (l, _) in branch_links(&step, &marks) {
        if l.from.0 != l.to.0 {
            assert!(l.unit.is_some(), "{:?}", l.message());
        }
    }
}

/// A link of a branch reads its first candidate as the branch finds it: a weak link
/// from a candidate found true, a strong one from a candidate found false, as
/// `ChainLink` defines them and its text reads them ("R1C1 = A → …", "R1C1 ≠ A → …").
#[test]
fn a_forcing_chain_s_branch_links_read_their_first_candidate_as_found() {
    let (marks, step) = first_step_of(5, Technique::DynamicCellForcingChain);
    for (l, facts) in branch_links(&step, &marks) {
        let (cell, letter) = l.from;
        let found = match l.strength {
            Strength::Weak => Fact::Is(cell, letter),
            Strength::Strong => Fact::Not(cell, letter),
        };
        assert!(facts.contains(&found), "{:?}", l.message());
    }
}
