//! Nested forcing chains: dynamic forcing chains whose branches are followed by the
//! solver's rules and by forcing chains inside the branch. Where the rules stop, a cell
//! the branch has narrowed to two letters, one of which runs into a contradiction by
//! the rules, takes the other: a cell forcing chain on the branch's board, one of the
//! branch's links. The last tier of logic before the last resort.
//!
//! Sound as the dynamic ones are: within a branch every link holds on the branch's
//! board, and a letter that leads to a contradiction on a board some solution fits is
//! not that solution's letter.

use super::branches::{Branch, ForcingMemo};
use super::dynamic_forcing::{cell_search, explain_by, unit_search, Follower};
use super::rung::{Finder, Rung};
use crate::board::Board;
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::step::{Placement, Step, Technique};
use crate::hint::words::detail::{look_at, look_for};
use crate::letter::Letter;
use crate::message::Message;
use std::cell::{Cell as Counter, RefCell};

pub(in crate::hint) const NESTED_CELL_FORCING_CHAIN: Rung = Rung {
    technique: Technique::NestedCellForcingChain,
    id: "nested-cell-forcing-chain",
    // Sudoku Explainer rates nested forcing chains above every dynamic one: these sit
    // above the dynamic chains here (8.6 and 8.8), a cell's below a unit's.
    rating: 9.2,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: false,
    find: Finder::Forcing(nested_cell_forcing),
    vague: look_for,
    concrete: look_at,
    explain,
};

pub(in crate::hint) const NESTED_UNIT_FORCING_CHAIN: Rung = Rung {
    technique: Technique::NestedUnitForcingChain,
    id: "nested-unit-forcing-chain",
    rating: 9.4,
    find: Finder::Forcing(nested_unit_forcing),
    ..NESTED_CELL_FORCING_CHAIN
};

/// The most forcing chains a branch takes before it stops where it stands. Each places
/// a letter, and a branch that goes on finds its contradiction or its conclusion the
/// sooner: sixteen solve as many minimal puzzles as any more, where four leave some to
/// the last resort.
const MAX_LINKS: usize = 16;

/// The most letters one search tries inside its branches, over all of them: what
/// bounds a hint's time. A try (the letter placed on a copy of the branch's board, then
/// the rules) costs about 2 µs natively; once they are spent, the remaining branches
/// are followed by the rules alone. On 150 minimal puzzles' solves, a thousand find
/// every step two thousand do.
const TRIES: usize = 1000;

/// Whichever candidate a cell takes, the rules and the forcing chains inside each
/// branch lead to the same conclusion.
pub fn nested_cell_forcing(marks: &Marks, memo: &mut ForcingMemo) -> Option<Step> {
    cell_search::<ByContradiction>(marks, memo)
}

/// Wherever a letter goes in a unit, the rules and the forcing chains inside each
/// branch lead to the same conclusion.
pub fn nested_unit_forcing(marks: &Marks, memo: &mut ForcingMemo) -> Option<Step> {
    unit_search::<ByContradiction>(marks, memo)
}

/// The nested tier's follower: the solver's rules and, when they stop, a cell forcing
/// chain inside the branch, up to [`MAX_LINKS`] of them, within one search's [`TRIES`].
struct ByContradiction {
    /// The search's board before any premise, propagated. Only cells the branch has
    /// narrowed are tried, where its consequences lie. A cell it left as it was can
    /// still run into a contradiction on the branch's board, but the plain forcing
    /// chains already tried it on this one, and trying such cells in every branch spends
    /// the tries where they seldom find anything: on the minimal puzzles measured,
    /// trying every cell of two letters found no more with no bound, in half again the
    /// time, and within a thousand tries left twice as many to the last resort.
    start: Option<Board>,
    tries: Counter<usize>,
    /// For each letter of each cell (`cell · 16 + letter`), boards its try led to without
    /// a contradiction, up to [`HELD`] of them: see [`ByContradiction::holds`].
    held: RefCell<Vec<Vec<Board>>>,
}

/// The most boards kept for each letter tried, in [`ByContradiction::held`]: four spare
/// about two in five tries their rules on the slowest minimal puzzles' nested searches.
const HELD: usize = 4;

impl Follower for ByContradiction {
    const CELL: Technique = Technique::NestedCellForcingChain;
    const UNIT: Technique = Technique::NestedUnitForcingChain;

    fn new(marks: &Marks) -> ByContradiction {
        let start = marks
            .board()
            .and_then(|mut board| board.propagate().ok().map(|()| board));
        ByContradiction {
            start,
            tries: Counter::new(TRIES),
            held: RefCell::new(vec![Vec::new(); Cell::COUNT * Letter::ALL.len()]),
        }
    }

    fn follow(&self, mut board: Board) -> Branch {
        let mut links = Vec::new();
        loop {
            if board.propagate().is_err() {
                return Branch::dead(links);
            }
            if links.len() == MAX_LINKS {
                break;
            }
            let Some((cell, letters, live)) = self.contradiction(&board) else {
                break;
            };
            let step = Step {
                measured_rating: None,
                technique: Technique::CellForcingChain,
                placements: vec![Placement { cell, letter: live }],
                eliminations: Vec::new(),
                pattern: Pattern::CellForcing {
                    cell,
                    letters,
                    live: vec![live],
                },
            };
            links.push((step, board));
            if board.assign(cell, live).is_err() {
                return Branch::dead(links);
            }
        }
        Branch {
            end: Some(board),
            cut: links.len() < MAX_LINKS && self.tries.get() == 0,
            links,
        }
    }
}

impl ByContradiction {
    /// The first cell the branch has narrowed to two letters, one of which runs into a
    /// contradiction by the rules on `board`: the cell, its letters and the one that
    /// holds. None when there is none, or the search's tries are spent.
    fn contradiction(&self, board: &Board) -> Option<(Cell, CandidateSet, Letter)> {
        // Found on the boards' sets of places, rather than cell by cell (a board gives a
        // cell's candidates only by looking at all sixteen letters): this is asked after
        // every link of every branch.
        let narrowed = board.narrowed_from(self.start.as_ref()?);
        for cell in (board.cells_with_two() & narrowed).iter() {
            let letters = board.candidates(cell);
            for letter in letters {
                let left = self.tries.get().checked_sub(1)?;
                self.tries.set(left);
                if !self.holds(board, cell, letter) {
                    let live = (letters & !CandidateSet::single(letter)).first()?;
                    return Some((cell, letters, live));
                }
            }
        }
        None
    }

    /// Whether `letter` in `cell` holds on `board` by the rules (no contradiction), a
    /// try. The rules only remove candidates, so a letter that held on some board and
    /// led to one that `board` keeps whole (nothing that board keeps is gone here) holds
    /// again: its rules are spared, and the try counts all the same, so that a search
    /// goes exactly as far as without them. The branches of one search narrow the same
    /// cells again and again, which is where this pays.
    fn holds(&self, board: &Board, cell: Cell, letter: Letter) -> bool {
        let key = cell.index() * Letter::ALL.len() + letter.index();
        let mut held = self.held.borrow_mut();
        if held[key]
            .iter()
            .any(|led| board.narrowed_from(led).is_empty())
        {
            return true;
        }
        let mut trial = *board;
        if trial.assign(cell, letter).is_err() || trial.propagate().is_err() {
            return false;
        }
        if held[key].len() < HELD {
            held[key].push(trial);
        }
        true
    }
}

/// "Whichever letter R3C5 takes, B or K, forcing chains inside each branch then lead it
/// to put D in R7C9: if B, singles, locked candidates and naked pairs with a
/// cell forcing chain putting E in R4C6, … show it; if K, …", as a dynamic forcing
/// chain's.
fn explain(step: &Step) -> Message {
    explain_by(step, "nested")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{generated, Target};
    use crate::grid::Grid;
    use crate::hint::fixtures::data;
    use crate::hint::techniques::dynamic_forcing::tests::assert_sound_and_explained;
    use crate::hint::techniques::dynamic_forcing::{dynamic_cell_forcing, dynamic_unit_forcing};
    use crate::hint::techniques::forcing::tests::row_start;
    use crate::hint::techniques::ladder::next_step;
    use crate::hint::techniques::last_resort::last_resort;
    use crate::hint::Uniqueness;
    use crate::message::{Message, Value};

    /// The board of the ladder's solve of minimal puzzle 9 where it first takes a nested
    /// forcing chain, and that step.
    fn first_nested_step() -> (Marks, Step) {
        let generated = generated(9, Target::Minimal);
        let mut marks = Marks::new(&generated.puzzle);
        loop {
            let step =
                next_step(&marks, Uniqueness::Unknown).expect("logic reaches the nested chain");
            if step.technique == Technique::NestedCellForcingChain {
                assert_sound_and_explained(&step, &generated.solution);
                return (marks, step);
            }
            marks.apply(&step);
        }
    }

    /// Where no dynamic forcing chain applies, a nested one does: its branches' links
    /// are cell forcing chains inside them, and its sentence says so and names them.
    #[test]
    fn forcing_chains_inside_the_branches_find_what_dynamic_chains_miss() {
        let (marks, step) = first_nested_step();
        let mut memo = ForcingMemo::default();
        assert_eq!(dynamic_cell_forcing(&marks, &mut memo), None);
        assert_eq!(dynamic_unit_forcing(&marks, &mut memo), None);
        let Pattern::DynamicForcing { unit, ref branches } = step.pattern else {
            panic!("{:?}", step.pattern);
        };
        assert_eq!(unit, None);
        let links: Vec<_> = branches.iter().flat_map(|b| &b.links).collect();
        assert!(!links.is_empty(), "{:?}", step.explanation());
        // Each link places a letter in the cell of its pattern.
        for link in &links {
            let (cell, letter) = link.placed.expect("a link places a letter");
            assert_eq!(link.cells, [cell]);
            assert!(marks.candidates(cell).contains(letter));
        }
        let text = step.explanation();
        let (cell, letter) = links[0].placed.expect("placed");
        let named = Message::new("dynamic-link")
            .technique("technique", Technique::CellForcingChain)
            .word("how", "placed")
            .letter("letter", letter)
            .cell("cell", cell);
        assert!(text.each().contains(&&named), "{text:?}");
        match branches.iter().any(|b| !b.holds) {
            true => assert_eq!(text.id, "dynamic-cell-fails", "{text:?}"),
            false => assert_eq!(text.arg("by"), Some(&Value::Word("nested")), "{text:?}"),
        }
        assert_eq!(
            data(&step.vague()),
            r#"{"id":"look-for","args":{"technique":{"technique":"nested-cell-forcing-chain"},"unit":{"unit":32},"where":{"word":"in"}}}"#
        );
    }

    /// Where nothing is forced, nothing is claimed: on an empty grid every branch
    /// survives and they share nothing, and so with a third letter for R1C3 beside two
    /// cells of A or B and A or C.
    #[test]
    fn branches_that_all_survive_and_agree_on_nothing_claim_nothing() {
        for marks in [row_start(["AB", "AC", "ACD"]), Marks::new(&Grid::empty())] {
            let mut memo = ForcingMemo::default();
            assert_eq!(nested_cell_forcing(&marks, &mut memo), None);
            assert_eq!(nested_unit_forcing(&marks, &mut memo), None);
        }
    }

    /// A search whose tries are spent follows what is left by the rules alone, and says
    /// its branches were cut short.
    #[test]
    fn a_search_out_of_tries_follows_by_the_rules_alone() {
        let (marks, step) = first_nested_step();
        let Pattern::DynamicForcing { ref branches, .. } = step.pattern else {
            panic!("{:?}", step.pattern);
        };
        let linked = branches
            .iter()
            .find(|b| !b.links.is_empty())
            .expect("a link");
        let (cell, letter) = linked.premise;
        let mut board = marks.board().expect("consistent marks");
        board.assign(cell, letter).expect("a candidate");
        let with_tries = ByContradiction::new(&marks);
        assert!(!with_tries.follow(board).links.is_empty());
        let spent = ByContradiction {
            tries: Counter::new(0),
            ..ByContradiction::new(&marks)
        };
        let branch = spent.follow(board);
        assert!(branch.links.is_empty() && branch.cut);
        let mut ruled = board;
        let ruled = ruled.propagate().ok().map(|()| ruled);
        let places = |board: Option<Board>| board.map(|board| board.bitboards());
        assert!(
            places(branch.end) == places(ruled),
            "the rules alone, and no further"
        );
    }

    /// A try answers as the rules do whether or not a board its letter led to before
    /// spares them: the cells of two letters tried on the board of the first nested
    /// step, then on each of its premises' boards (narrower, so many are spared).
    #[test]
    fn a_try_spared_by_an_earlier_board_answers_as_the_rules_do() {
        let (marks, step) = first_nested_step();
        let Pattern::DynamicForcing { ref branches, .. } = step.pattern else {
            panic!("{:?}", step.pattern);
        };
        let mut start = marks.board().expect("consistent marks");
        start.propagate().expect("no contradiction");
        let mut boards = vec![start];
        for branch in branches {
            let mut board = start;
            let (cell, letter) = branch.premise;
            if board.assign(cell, letter).is_ok() && board.propagate().is_ok() {
                boards.push(board);
            }
        }
        let follower = ByContradiction::new(&marks);
        let mut spared = 0;
        for board in &boards {
            for cell in board.cells_with_two().iter() {
                for letter in board.candidates(cell) {
                    let mut trial = *board;
                    let by_rules = trial.assign(cell, letter).is_ok() && trial.propagate().is_ok();
                    let key = cell.index() * Letter::ALL.len() + letter.index();
                    let held = follower.held.borrow()[key].clone();
                    let spare = held.iter().any(|led| board.narrowed_from(led).is_empty());
                    let holds = follower.holds(board, cell, letter);
                    assert_eq!(holds, by_rules, "{cell} {letter}");
                    // A spared try keeps no new board: its rules did not run.
                    if spare {
                        spared += 1;
                        assert_eq!(follower.held.borrow()[key].len(), held.len());
                    }
                }
            }
        }
        assert!(spared > 0);
    }

    /// On every board of solves that fill in the solution one cell at a time, every
    /// nested step agrees with the solution and names its links; both kinds are found.
    #[test]
    fn nested_steps_of_real_solves_are_sound_and_name_their_links() {
        let finders: [fn(&Marks, &mut ForcingMemo) -> Option<Step>; 2] =
            [nested_cell_forcing, nested_unit_forcing];
        let mut found = [0usize; 2];
        for seed in [9, 29] {
            let generated = generated(seed, Target::Minimal);
            let mut marks = Marks::new(&generated.puzzle);
            while !marks.is_complete() {
                let mut memo = ForcingMemo::default();
                for (k, find) in finders.into_iter().enumerate() {
                    let Some(step) = find(&marks, &mut memo) else {
                        continue;
                    };
                    found[k] += 1;
                    assert_sound_and_explained(&step, &generated.solution);
                }
                marks.apply(&last_resort(&marks, &generated.solution));
            }
        }
        assert!(found.iter().all(|&n| n > 0), "{found:?}");
    }
}
