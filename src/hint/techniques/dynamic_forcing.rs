//! Dynamic forcing chains: forcing chains whose branches are followed not by the solver's
//! rules alone (singles, locked candidates, naked pairs) but by the subsets of the ladder
//! too (hidden pairs, naked and hidden triples). What every branch of a cell's candidates, or of a
//! letter's places in a unit, leads to holds; a branch that runs into a contradiction is
//! false. Each branch is one of the step's premises, and the techniques it takes are its
//! links, which the explanation names.
//!
//! Sound for the reason plain forcing chains are: every technique followed inside a branch
//! is sound on marks some solution fits, and the branch of the solution's letter has such
//! marks from first to last.

use super::branches::{Branch, Followed, ForcingMemo};
use super::forcing::{concluded, Agreed, Start};
use super::rung::{Finder, Rung};
use super::subsets;
use crate::board::Board;
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::{DynamicBranch, Link, Pattern};
use crate::hint::model::step::{Step, Technique};
use crate::hint::words::detail::{look_at, look_for};
use crate::letter::Letter;
use crate::message::{Join, Message};
use crate::unit::Unit;
use std::cell::Cell as Counter;

pub(in crate::hint) const DYNAMIC_CELL_FORCING_CHAIN: Rung = Rung {
    technique: Technique::DynamicCellForcingChain,
    id: "dynamic-cell-forcing-chain",
    // Sudoku Explainer rates dynamic forcing chains 8.5 and up, by length: these sit
    // above the plain forcing chains here (8.2 and 8.4), a cell's below a unit's as there.
    rating: 8.6,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: false,
    find: Finder::Forcing(dynamic_cell_forcing),
    vague: look_for,
    concrete: look_at,
    explain,
};

pub(in crate::hint) const DYNAMIC_UNIT_FORCING_CHAIN: Rung = Rung {
    technique: Technique::DynamicUnitForcingChain,
    id: "dynamic-unit-forcing-chain",
    rating: 8.8,
    find: Finder::Forcing(dynamic_unit_forcing),
    ..DYNAMIC_CELL_FORCING_CHAIN
};

/// The techniques a branch takes past the solver's rules, in ladder order: those below
/// chains that make a branch's links, where the solver's rules have done the rest. Each
/// costs about the same to look for (3 to 4.5 µs natively on a branch's board), and a
/// look asks each in turn until one applies, so a technique that seldom applies costs
/// nearly as much as one that often does. Over the whole solves of 100 minimal puzzles
/// of the generator, hidden pairs made 59% of the links, naked triples 17% and hidden
/// triples 15%; X-Wing, swordfish and the W-Wing, which were asked too, made 9% between
/// them (quads, jellyfish, wings and kites fewer still) for 40% of the looks' time.
/// Without them the branches find their links among the others, the same share of those
/// puzzles is solved by logic (88%), and the slowest hint is a third quicker (natively
/// 16.5 ms before, 11.4 ms after; one in a thousand over 11.2 ms before, 7.7 ms after).
const LINKS: [&Rung; 3] = [
    &subsets::HIDDEN_PAIR,
    &subsets::NAKED_TRIPLE,
    &subsets::HIDDEN_TRIPLE,
];

/// The most techniques a branch takes before it stops where it stands, each followed by
/// the solver's rules: what bounds a hint's time.
const MAX_LINKS: usize = 4;

/// The most times one search for a dynamic forcing chain looks for a link, over all its
/// branches: what bounds a hint's time. A look (the board as marks, then [`LINKS`] in
/// turn) costs about 12 µs natively on the boards of minimal puzzles' solves; once the
/// looks are spent, the remaining branches are followed by the solver's rules alone.
/// Much of what this tier misses the nested tier above it finds, at a higher rating: with 150
/// looks, one of 100 minimal puzzles' grades goes from a dynamic chain to a nested one
/// that 300 would have kept, and the slowest hint of their solves is a third quicker.
const LOOKS: usize = 150;

/// The most alternatives a dynamic or nested forcing chain starts from: a player follows
/// two or three branches this long, not four.
const MAX_BRANCHES: u32 = 3;

/// The most links of a branch the explanation names; the rest it counts.
const NAMED_LINKS: usize = 3;

/// Whichever candidate a cell takes, the ladder leads to the same conclusion.
pub fn dynamic_cell_forcing(marks: &Marks, memo: &mut ForcingMemo) -> Option<Step> {
    cell_search::<ByLadder>(marks, memo)
}

/// Wherever a letter goes in a unit, the ladder leads to the same conclusion.
pub fn dynamic_unit_forcing(marks: &Marks, memo: &mut ForcingMemo) -> Option<Step> {
    unit_search::<ByLadder>(marks, memo)
}

/// How one search of a tier of dynamic forcing chains follows its branches past the
/// solver's rules, within the search's bound: by the ladder's subsets here, by forcing
/// chains inside the branch in `nested_forcing.rs`.
pub(in crate::hint) trait Follower {
    /// The techniques of the tier's steps: a cell's branches, a unit's.
    const CELL: Technique;
    const UNIT: Technique;
    /// A fresh bound for one search on `marks`.
    fn new(marks: &Marks) -> Self;
    /// Where the branch from `board` (its premise placed) leads.
    fn follow(&self, board: Board) -> Branch;
}

/// The cell search of tier `F`: its branches start where the solver's rules alone left
/// them on the same marks, if known, and what it followed is kept for the tier's unit
/// search.
pub(in crate::hint) fn cell_search<F: Follower>(
    marks: &Marks,
    memo: &mut ForcingMemo,
) -> Option<Step> {
    let prior = memo.take_followed_by_rules(marks);
    let follower = F::new(marks);
    let follow = |board| follower.follow(board);
    let start = Start::new(marks, &follow)?.after_rules(prior);
    let step = start.cell(MAX_BRANCHES).map(|(cell, letters, agreed)| {
        let premises: Vec<_> = letters.into_iter().map(|letter| (cell, letter)).collect();
        dynamic_step(F::CELL, &start, None, &premises, agreed)
    });
    memo.keep_cell_search(F::CELL, marks, start.into_followed());
    step
}

/// The unit search of tier `F`.
///
/// It takes up the branches the tier's cell search followed on the same board (a unit's
/// places are cells' candidates, many of them already followed), and those followed by
/// the rules alone, where its own branches start. A whole branch leads where it leads
/// whoever follows it first, so the unit search's own bound goes to branches not yet
/// followed. The branches followed by the rules alone are kept again for the next tier.
pub(in crate::hint) fn unit_search<F: Follower>(
    marks: &Marks,
    memo: &mut ForcingMemo,
) -> Option<Step> {
    let (followed, prior) = match memo.take_cell_search(F::CELL, marks) {
        Some(after) => after,
        None => (Followed::new(), memo.take_followed_by_rules(marks)),
    };
    // Branches the cell search's bound cut short are followed again.
    let mut followed = followed;
    followed.forget_cut();
    let follower = F::new(marks);
    let follow = |board| follower.follow(board);
    let start = Start::resume(marks, &follow, followed)?.after_rules(prior);
    let step = start.unit(MAX_BRANCHES).map(|(unit, premises, agreed)| {
        dynamic_step(F::UNIT, &start, Some(unit), &premises, agreed)
    });
    if let (_, Some(prior)) = start.into_followed() {
        memo.keep_followed_by_rules(marks, prior);
    }
    step
}

/// The step of branches from `premises` (a cell's candidates, or a letter's places in
/// `unit`) that agree: each branch cut at the link after which it shows the step's
/// conclusion (a branch that runs into a contradiction keeps them all).
fn dynamic_step(
    technique: Technique,
    start: &Start,
    unit: Option<Unit>,
    premises: &[(Cell, Letter)],
    (live, placements, eliminations): Agreed,
) -> Step {
    let mut step = Step {
        measured_rating: None,
        technique,
        placements,
        eliminations,
        pattern: Pattern::DynamicForcing {
            unit,
            branches: Vec::new(),
        },
    };
    let branches = premises
        .iter()
        .map(|&premise| {
            let Branch { end, links, .. } = start.branch(premise);
            let holds = live.contains(&premise);
            let needed = match end {
                Some(end) if holds => links
                    .iter()
                    .map(|(_, board)| board)
                    .chain([&end])
                    .position(|board| shows(&step, board))
                    .unwrap_or(links.len()),
                _ => links.len(),
            };
            let links = links[..needed]
                .iter()
                .map(|(link, _)| Link {
                    technique: link.technique,
                    cells: link.cells(),
                    placed: link.placements.first().map(|p| (p.cell, p.letter)),
                    removed: link.eliminations.clone(),
                })
                .collect();
            DynamicBranch {
                premise,
                holds,
                links,
            }
        })
        .collect();
    step.pattern = Pattern::DynamicForcing { unit, branches };
    step
}

/// Whether `board` already shows what `step` concludes.
fn shows(step: &Step, board: &Board) -> bool {
    step.placements
        .iter()
        .all(|p| board.candidates(p.cell) == CandidateSet::single(p.letter))
        && step
            .eliminations
            .iter()
            .all(|e| (board.candidates(e.cell) & e.letters).is_empty())
}

/// The dynamic tier's follower: the solver's rules and, when they stop, the first of
/// [`LINKS`] that applies, up to [`MAX_LINKS`] of them, within one search's [`LOOKS`].
struct ByLadder {
    looks: Counter<usize>,
    /// The search's board before any premise, propagated, when none of [`LINKS`]
    /// applies to it: a look then searches only the units its branch has narrowed from
    /// it (see [`subsets::subset_in`]), about half of them.
    start: Option<Board>,
}

impl Follower for ByLadder {
    const CELL: Technique = Technique::DynamicCellForcingChain;
    const UNIT: Technique = Technique::DynamicUnitForcingChain;

    fn new(marks: &Marks) -> ByLadder {
        let start = marks
            .board()
            .and_then(|mut board| board.propagate().ok().map(|()| board))
            .filter(|start| link(&Marks::from_board(start), u64::MAX).is_none());
        ByLadder {
            looks: Counter::new(LOOKS),
            start,
        }
    }

    fn follow(&self, mut board: Board) -> Branch {
        let looks = &self.looks;
        let mut links = Vec::new();
        loop {
            if board.propagate().is_err() {
                return Branch::dead(links);
            }
            if links.len() == MAX_LINKS || looks.get() == 0 {
                break;
            }
            looks.set(looks.get() - 1);
            let units = match &self.start {
                Some(start) => narrowed_units(&board, start),
                None => u64::MAX,
            };
            let Some(step) = link(&Marks::from_board(&board), units) else {
                break;
            };
            let found_on = board;
            let holds = step
                .placements
                .iter()
                .all(|p| board.assign(p.cell, p.letter).is_ok())
                && step
                    .eliminations
                    .iter()
                    .all(|e| board.eliminate(e.cell, e.letters).is_ok());
            links.push((step, found_on));
            if !holds {
                return Branch::dead(links);
            }
        }
        Branch {
            end: Some(board),
            cut: links.len() < MAX_LINKS && looks.get() == 0,
            links,
        }
    }
}

/// The first of [`LINKS`] that applies to `marks`, looked for in `units` (bit `i` for
/// unit `i`).
fn link(marks: &Marks, units: u64) -> Option<Step> {
    LINKS
        .iter()
        .find_map(|rung| subsets::subset_in(marks, units, rung.technique))
}

/// The units where `board` keeps fewer candidates than `start`: bit `i` for unit `i`.
fn narrowed_units(board: &Board, start: &Board) -> u64 {
    let narrowed = board.narrowed_from(start);
    Unit::all()
        .filter(|&unit| !(CellSet::unit(unit) & narrowed).is_empty())
        .fold(0, |units, unit| units | 1 << unit.index())
}

/// "Whichever letter R3C5 takes, B or K, the ladder then leads each branch to put D in
/// R7C9: if B, singles, locked candidates and naked pairs with a hidden pair on … show
/// it; if K, …". Branches that run into a contradiction are said to be false instead:
/// "R3C5 cannot be F: supposing F, … run into a contradiction; so R3C5 is B."
fn explain(step: &Step) -> Message {
    explain_by(step, "ladder")
}

/// The explanation of a dynamic step whose branches are followed `by` the `ladder` or by
/// `nested` forcing chains: see [`explain`]. Its messages: `dynamic-cell-agrees` (the
/// `cell`, its `live` letters) or `dynamic-unit-agrees` (the `letter`, the `unit`, its
/// `live` places), with the `conclusion` and the `branches` that show it; or
/// `dynamic-cell-fails` (the `dead` letters, and by `outcome`, `placed` or `none`, the
/// `letter` left) or `dynamic-unit-fails` (the `dead` places, and the `place` left), with
/// the `branches` that run into a contradiction.
pub(in crate::hint) fn explain_by(step: &Step, by: &'static str) -> Message {
    let Pattern::DynamicForcing { unit, ref branches } = step.pattern else {
        return look_for(step);
    };
    let Some(first) = branches.first() else {
        return look_for(step);
    };
    let (cell, letter) = first.premise;
    let live: Vec<&DynamicBranch> = branches.iter().filter(|b| b.holds).collect();
    let dead: Vec<&DynamicBranch> = branches.iter().filter(|b| !b.holds).collect();
    let letters = |branches: &[&DynamicBranch]| branches.iter().map(|b| b.premise.1).collect();
    let cells = |branches: &[&DynamicBranch]| -> Vec<Cell> {
        branches.iter().map(|b| b.premise.0).collect()
    };
    if !dead.is_empty() {
        let said = each_branch(unit, &dead, "dynamic-branch-fails");
        let message = match unit {
            None => Message::new("dynamic-cell-fails")
                .cell("cell", cell)
                .letters("dead", letters(&dead), Join::Or),
            Some(unit) => Message::new("dynamic-unit-fails")
                .unit("unit", unit)
                .letter("letter", letter)
                .cells("dead", &cells(&dead), Join::Or),
        };
        let message = message.messages("branches", said, Join::Semicolon);
        return match (&live[..], unit) {
            ([only], None) => message
                .word("outcome", "placed")
                .letter("letter", only.premise.1),
            ([only], Some(_)) => message
                .word("outcome", "placed")
                .cell("place", only.premise.0),
            _ => message.word("outcome", "none"),
        };
    }
    let all: Vec<&DynamicBranch> = branches.iter().collect();
    let message = match unit {
        None => Message::new("dynamic-cell-agrees")
            .cell("cell", cell)
            .letters("live", letters(&all), Join::Or),
        Some(unit) => Message::new("dynamic-unit-agrees")
            .letter("letter", letter)
            .unit("unit", unit)
            .cells("live", &cells(&all), Join::Or),
    };
    message
        .word("by", by)
        .message("conclusion", concluded(step))
        .messages(
            "branches",
            each_branch(unit, &live, "dynamic-branch-shows"),
            Join::Semicolon,
        )
}

/// Each branch as the message `id` (`dynamic-branch-fails`, `dynamic-branch-shows`): its
/// `premise`, its letter for a cell's branches, its cell for a unit's, and its `links`.
fn each_branch(unit: Option<Unit>, branches: &[&DynamicBranch], id: &'static str) -> Vec<Message> {
    branches
        .iter()
        .map(|branch| {
            let message = match unit {
                None => Message::new(id).letter("premise", branch.premise.1),
                Some(_) => Message::new(id).cell("premise", branch.premise.0),
            };
            message.message("links", links(branch))
        })
        .collect()
}

/// `dynamic-links`: "singles, locked candidates and naked pairs with a hidden pair on
/// R1C1, …, then a naked triple on …, then 2 more hidden pairs": the branch's first links
/// (`named` `yes`, the `links`, each a `dynamic-link`), and how many more (`more` `yes`,
/// `rest`, of the one `technique` when `same` is `yes`). A link that places a letter
/// says which: "a cell forcing chain putting D in R4C6".
fn links(branch: &DynamicBranch) -> Message {
    let named: Vec<Message> = branch
        .links
        .iter()
        .take(NAMED_LINKS)
        .map(|link| {
            let message = Message::new("dynamic-link").technique("technique", link.technique);
            match link.placed {
                Some((cell, letter)) => message
                    .word("how", "placed")
                    .letter("letter", letter)
                    .cell("cell", cell),
                None => message
                    .word("how", "cells")
                    .cells("cells", &link.cells, Join::And),
            }
        })
        .collect();
    let message = Message::new("dynamic-links")
        .yes("named", !named.is_empty())
        .messages("links", named, Join::Then);
    let rest = branch.links.get(NAMED_LINKS..).unwrap_or_default();
    let Some(first) = rest.first() else {
        return message.yes("more", false);
    };
    // "3 more cell forcing chains" when the rest are of one technique, "3 more
    // techniques" when not.
    let same = rest.iter().all(|link| link.technique == first.technique);
    message
        .yes("more", true)
        .number("rest", rest.len())
        .yes("same", same)
        .technique("technique", first.technique)
}

#[cfg(test)]
pub(in crate::hint) mod tests {
    use super::*;
    use crate::generate::{generated, Target};
    use crate::grid::Grid;
    use crate::hint::fixtures::data;
    use crate::hint::model::step::Elimination;
    use crate::hint::techniques::forcing::tests::{cell, letters, row_start};
    use crate::hint::techniques::forcing::{cell_forcing, unit_forcing};
    use crate::hint::techniques::ladder::next_step;
    use crate::hint::techniques::last_resort::last_resort;
    use crate::hint::Uniqueness;
    use crate::message::Value;

    /// Panics unless `step` agrees with `solution` and its explanation names each
    /// branch's first links, and counts the rest.
    pub(in crate::hint) fn assert_sound_and_explained(step: &Step, solution: &Grid) {
        let text = step.explanation();
        assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
        for p in &step.placements {
            assert_eq!(solution.get(p.cell), Some(p.letter), "{text:?}");
        }
        for e in &step.eliminations {
            let right = solution.get(e.cell).expect("solved");
            assert!(!e.letters.contains(right), "{text:?}");
        }
        let Pattern::DynamicForcing { ref branches, .. } = step.pattern else {
            panic!("not a dynamic forcing chain: {text:?}");
        };
        let said = text.each();
        for branch in branches {
            for link in branch.links.iter().take(NAMED_LINKS) {
                let named = Message::new("dynamic-link").technique("technique", link.technique);
                let named = match link.placed {
                    Some((cell, letter)) => named
                        .word("how", "placed")
                        .letter("letter", letter)
                        .cell("cell", cell),
                    None => named
                        .word("how", "cells")
                        .cells("cells", &link.cells, Join::And),
                };
                assert!(said.contains(&&named), "{named:?}: {text:?}");
            }
            if let Some(rest) = branch.links.get(NAMED_LINKS..).filter(|r| !r.is_empty()) {
                let counted = said.iter().any(|m| {
                    m.id == "dynamic-links"
                        && m.arg("rest") == Some(&Value::Number(rest.len()))
                        && m.arg("technique") == Some(&Value::Technique(rest[0].technique))
                });
                assert!(counted, "{} more: {text:?}", rest.len());
            }
        }
    }

    /// The ladder's solve of a minimal puzzle reaches a board where no plain forcing
    /// chain applies but a dynamic one does: supposing L in R2C9, three hidden pairs
    /// (which the solver's rules do not see) run into a contradiction.
    #[test]
    fn a_branch_followed_by_hidden_pairs_finds_what_plain_forcing_chains_miss() {
        let generated = generated(5, Target::Minimal);
        let mut marks = Marks::new(&generated.puzzle);
        let step = loop {
            let step =
                next_step(&marks, Uniqueness::Unknown).expect("logic reaches the dynamic chain");
            if step.technique == Technique::DynamicCellForcingChain {
                break step;
            }
            marks.apply(&step);
        };
        assert_eq!(cell_forcing(&marks, &mut ForcingMemo::default()), None);
        assert_eq!(unit_forcing(&marks, &mut ForcingMemo::default()), None);
        assert_sound_and_explained(&step, &generated.solution);
        assert_eq!(
            step.eliminations,
            vec![Elimination {
                cell: cell(1, 8),
                letters: letters("L")
            }]
        );
        let Pattern::DynamicForcing { unit, ref branches } = step.pattern else {
            panic!("{:?}", step.pattern);
        };
        assert_eq!(unit, None);
        let dead: Vec<_> = branches.iter().filter(|b| !b.holds).collect();
        assert_eq!(dead.len(), 1);
        assert_eq!(dead[0].premise, (cell(1, 8), Letter::L));
        assert!(dead[0]
            .links
            .iter()
            .all(|link| link.technique == Technique::HiddenPair));
        assert_eq!(step.explanation().id, "dynamic-cell-fails");
    }

    #[test]
    fn a_contradiction_by_the_solvers_rules_alone_needs_no_link() {
        // R1C1 = A would leave R1C2 and R1C3 both C: so R1C1 is B.
        let marks = row_start(["AB", "AC", "AC"]);
        let step =
            dynamic_cell_forcing(&marks, &mut ForcingMemo::default()).expect("a forcing chain");
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"dynamic-cell-fails","args":{"cell":{"cell":0},"dead":{"letters":"A","join":"or"},"branches":{"messages":[{"id":"dynamic-branch-fails","args":{"premise":{"letter":"A"},"links":{"message":{"id":"dynamic-links","args":{"named":{"word":"no"},"links":{"messages":[],"join":"then"},"more":{"word":"no"}}}}}}],"join":"semicolon"},"outcome":{"word":"placed"},"letter":{"letter":"B"}}}"#
        );
        assert_eq!(step.chain(), vec![(cell(0, 0), Letter::B)]);
        assert_eq!(
            data(&step.vague()),
            r#"{"id":"look-for","args":{"technique":{"technique":"dynamic-cell-forcing-chain"},"unit":{"unit":32},"where":{"word":"in"}}}"#
        );
    }

    /// Both rungs' finders, the cell's first.
    const FINDERS: [fn(&Marks, &mut ForcingMemo) -> Option<Step>; 2] =
        [dynamic_cell_forcing, dynamic_unit_forcing];

    #[test]
    fn branches_that_all_survive_and_agree_on_nothing_claim_nothing() {
        // With a third letter for R1C3 nothing runs out, and nothing else is forced; on
        // an empty grid every branch survives and they share nothing.
        for marks in [row_start(["AB", "AC", "ACD"]), Marks::new(&Grid::empty())] {
            for find in FINDERS {
                assert_eq!(find(&marks, &mut ForcingMemo::default()), None);
            }
        }
    }

    /// On every board of solves that fill in the solution one cell at a time, every
    /// dynamic step agrees with the solution and names its links; both kinds are found,
    /// with links and without.
    #[test]
    fn dynamic_steps_of_real_solves_are_sound_and_name_their_links() {
        let (mut found, mut linked) = ([0usize; 2], 0);
        for seed in [5, 9] {
            let generated = generated(seed, Target::Minimal);
            let mut marks = Marks::new(&generated.puzzle);
            while !marks.is_complete() {
                let mut memo = ForcingMemo::default();
                for (k, find) in FINDERS.into_iter().enumerate() {
                    let Some(step) = find(&marks, &mut memo) else {
                        continue;
                    };
                    found[k] += 1;
                    assert_sound_and_explained(&step, &generated.solution);
                    if let Pattern::DynamicForcing { ref branches, .. } = step.pattern {
                        linked += usize::from(branches.iter().any(|b| !b.links.is_empty()));
                    }
                }
                marks.apply(&last_resort(&marks, &generated.solution));
            }
        }
        assert!(
            found.iter().all(|&n| n > 0) && linked > 0,
            "{found:?} {linked}"
        );
    }

    /// The searches of one board share their branches, in the ladder's order: what each
    /// finds is what it finds alone, on a board no search has seen, save that the unit
    /// search's looks go further; and the forcing chains by the rules alone find the same
    /// either way.
    #[test]
    fn searches_that_take_up_earlier_branches_find_what_they_find_alone() {
        let generated = generated(9, Target::Minimal);
        let mut marks = Marks::new(&generated.puzzle);
        let (mut boards, mut same) = (0, 0);
        while !marks.is_complete() {
            let mut memo = ForcingMemo::default();
            let cell = cell_forcing(&marks, &mut memo);
            let unit_after = unit_forcing(&marks, &mut memo);
            // Another board in between: nothing is taken up.
            let _ = cell_forcing(&Marks::new(&Grid::empty()), &mut memo);
            assert_eq!(unit_forcing(&marks, &mut memo), unit_after);
            if cell.is_none() && unit_after.is_none() {
                boards += 1;
                let alone = dynamic_unit_forcing(&marks, &mut ForcingMemo::default());
                let mut walk = ForcingMemo::default();
                let _ = cell_forcing(&marks, &mut walk);
                let _ = unit_forcing(&marks, &mut walk);
                let _ = dynamic_cell_forcing(&marks, &mut walk);
                let taken_up = dynamic_unit_forcing(&marks, &mut walk);
                same += usize::from(taken_up == alone);
                if let Some(step) = &taken_up {
                    assert_sound_and_explained(step, &generated.solution);
                }
            }
            marks.apply(&last_resort(&marks, &generated.solution));
        }
        // Alone, the unit search spends its looks on every branch itself; taking up the
        // cell search's, it spends them on the rest only and may go further.
        assert!(boards > 0 && same * 10 >= boards * 9, "{same} of {boards}");
    }
}
