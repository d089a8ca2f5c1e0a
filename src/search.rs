//! Depth-first search over propagated boards: solving, counting and proving there is no
//! solution, within a budget.

use crate::board::{Board, Branch};
use crate::budget::{GaveUp, Meter};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::grid::Grid;
use crate::learn::Learner;
use crate::letter::Letter;
use crate::tally::End;
pub use crate::tally::Stats;

/// How a search for one solution ended.
// A solved grid is moved once per puzzle: boxing it would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A solution: the givens kept, every other cell filled by the rules.
    Solved(Grid),
    /// The puzzle has none: the search was done and found nothing, or the givens clash.
    NoSolution,
    /// The budget ran out first.
    GaveUp,
}

/// The answer of [`Solver::solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Solution {
    /// The solution, or why there is none.
    pub outcome: Outcome,
    /// What the search did to get there.
    pub stats: Stats,
}

/// Whether a count is exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Completeness {
    /// Every solution was counted.
    Exact,
    /// Counting stopped at the limit: there are at least that many.
    AtLimit,
    /// The budget ran out: there are at least as many as counted.
    GaveUp,
}

/// How many solutions a puzzle has, in the terms players use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// No solution.
    None,
    /// Exactly one solution: a proper puzzle.
    Unique,
    /// Two solutions or more.
    Multiple,
    /// The budget ran out before two solutions were found or the search was done; or
    /// counting stopped at a limit of 1, which cannot tell one solution from several.
    GaveUp,
}

impl Verdict {
    /// The count that tells the verdicts apart: no solution, one, or several.
    pub const COUNT_LIMIT: u64 = 2;
}

/// The answer of [`Solver::count`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    /// Solutions found, at most the limit.
    pub solutions: u64,
    /// Whether `solutions` is all there are.
    pub completeness: Completeness,
    /// The first solution found, if any.
    pub first: Option<Grid>,
    /// What the search did.
    pub stats: Stats,
}

impl Count {
    /// The count in players' terms. Only a count with a limit of at least
    /// [`Verdict::COUNT_LIMIT`] tells [`Verdict::Unique`] apart: one solution found with a
    /// limit of 1 may not be the only one, and is [`Verdict::GaveUp`].
    pub fn verdict(&self) -> Verdict {
        match (self.solutions, self.completeness) {
            (2.., _) => Verdict::Multiple,
            (_, Completeness::GaveUp) => Verdict::GaveUp,
            (0, _) => Verdict::None,
            (1, Completeness::Exact) => Verdict::Unique,
            // Stopped at a limit of 1: more may exist.
            (_, _) => Verdict::GaveUp,
        }
    }
}

/// One level of the search: the state before the choice, the alternatives left, and
/// the alternative being searched (the ones before it in `all` were searched in full).
struct Frame {
    board: Board,
    all: Branch,
    branch: Branch,
    current: Option<(Cell, Letter)>,
}

impl Frame {
    /// The alternatives searched in full.
    fn searched(&self) -> impl Iterator<Item = (Cell, Letter)> {
        let mut all = self.all;
        let current = self.current;
        std::iter::from_fn(move || all.next())
            .take_while(move |&alternative| Some(alternative) != current)
    }
}

/// Where search branches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Order {
    /// The most constrained choice: fastest.
    MostConstrained,
    /// The first open cell in reading order, letters alphabetically: the first solution
    /// found is the alphabetically first, whatever the propagation rules.
    Reading,
}

/// Search nodes after which depth-first search hands over to learning ([`crate::learn`]),
/// unless it is most of the way through. Depth-first search is the faster of the two per
/// node (learning pays for its analysis and its trail), so it keeps the puzzles it
/// finishes quickly; one that needs more has met the kind of dead end that learning gets
/// out of. Nothing is lost at the hand-over: learning starts from what depth-first search
/// proved.
pub(crate) const HANDOVER: u64 = 400;

/// Depth-first search goes on past [`HANDOVER`] nodes, to twice as many and then four
/// times, while it is at least this far through its tree by its own estimate (see
/// [`Solver::progress`]): there it would likely finish sooner than learning.
const MOST_OF_THE_WAY: f64 = 2.0 / 3.0;

/// The most nodes depth-first search takes, as a multiple of [`HANDOVER`].
const LONGEST_HANDOVER: u64 = 4;

/// A reusable search engine. Its stack is allocated once, up front, for the deepest
/// possible search (each level settles at least one cell), so no search node allocates.
pub struct Solver {
    order: Order,
    /// Depth-first nodes before learning takes over.
    handover: u64,
    stack: Vec<Frame>,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// A solver. Its searches draw on the [`Meter`] each is given: the operation's
    /// account, with its budget and clock.
    pub fn new() -> Solver {
        Solver {
            order: Order::MostConstrained,
            handover: HANDOVER,
            stack: Vec::with_capacity(Cell::COUNT + 1),
        }
    }

    /// The same solver, searching in reading order: [`Solver::solve`] then finds the
    /// alphabetically first solution (as a 256-letter string), which depends on nothing
    /// but the puzzle. Much slower on hard puzzles.
    pub(crate) fn in_reading_order(mut self) -> Solver {
        self.order = Order::Reading;
        self
    }

    /// The same solver, handing over from depth-first search to learning after `nodes`
    /// search nodes, or up to four times as many if depth-first search is most of the way
    /// through (`u64::MAX`: never; 0: learning from the start). The default, 400 nodes,
    /// suits every kind of puzzle; benchmarks compare the two searches.
    pub fn learning_after(mut self, nodes: u64) -> Solver {
        self.handover = nodes;
        self
    }

    /// The first solution found, drawing on `meter` (an operation that makes several
    /// searches gives each the same account).
    pub fn solve(&mut self, puzzle: &Grid, meter: &mut Meter) -> Solution {
        let mut found = None;
        let (stats, end) = self.search_grid(puzzle, meter, &mut |board| {
            found = Some(board.grid());
            false
        });
        let outcome = match (found, end) {
            (Some(grid), _) => Outcome::Solved(grid),
            (None, End::OutOfBudget) => Outcome::GaveUp,
            (None, _) => Outcome::NoSolution,
        };
        Solution { outcome, stats }
    }

    /// Counts solutions, stopping at `limit` (a limit of 0 counts as 1), drawing on
    /// `meter`.
    pub fn count(&mut self, puzzle: &Grid, limit: u64, meter: &mut Meter) -> Count {
        let limit = limit.max(1);
        let mut solutions = 0;
        let mut first = None;
        let (stats, end) = self.search_grid(puzzle, meter, &mut |board| {
            if first.is_none() {
                first = Some(board.grid());
            }
            solutions += 1;
            solutions < limit
        });
        let completeness = match end {
            End::Exhausted => Completeness::Exact,
            End::Stopped => Completeness::AtLimit,
            End::OutOfBudget => Completeness::GaveUp,
        };
        Count {
            solutions,
            completeness,
            first,
            stats,
        }
    }

    /// Whether some solution of `puzzle` puts a letter other than `letter` in `cell`:
    /// the question a generator asks before it removes a given. `None` if the budget ran
    /// out first.
    pub(crate) fn has_solution_without(
        &mut self,
        puzzle: &Grid,
        cell: Cell,
        letter: Letter,
        meter: &mut Meter,
    ) -> Option<bool> {
        let mut grid = puzzle.clone();
        grid.set(cell, None);
        match Board::from_grid(&grid) {
            Ok(board) => self.finds_solution_without(board, cell, letter, meter).ok(),
            // Other givens that clash: no solution at all.
            Err(_) => Some(false),
        }
    }

    /// The first solution a search from `board` finds, drawing on `meter`. `GaveUp` once
    /// the meter has run out, rather than an answer that a search cut short could have
    /// made wrong.
    pub(crate) fn first_solution(
        &mut self,
        board: Board,
        meter: &mut Meter,
    ) -> Result<Option<Grid>, GaveUp> {
        let mut found = None;
        self.search(board, meter, &mut |board| {
            found = Some(board.grid());
            false
        });
        meter.result()?;
        Ok(found)
    }

    /// Whether a search from `board` finds a solution, answering as
    /// [`Solver::first_solution`] does but with no grid to build.
    pub(crate) fn finds_solution(
        &mut self,
        board: Board,
        meter: &mut Meter,
    ) -> Result<bool, GaveUp> {
        let mut found = false;
        self.search(board, meter, &mut |_| {
            found = true;
            false
        });
        meter.result()?;
        Ok(found)
    }

    /// Whether a search from `board` finds a solution that puts a letter other than
    /// `letter` in `cell`: if none does, `letter` is certain there.
    pub(crate) fn finds_solution_without(
        &mut self,
        mut board: Board,
        cell: Cell,
        letter: Letter,
        meter: &mut Meter,
    ) -> Result<bool, GaveUp> {
        if board.eliminate(cell, CandidateSet::single(letter)).is_err() {
            return Ok(false);
        }
        self.finds_solution(board, meter)
    }

    pub(crate) fn search_grid(
        &mut self,
        puzzle: &Grid,
        meter: &mut Meter,
        visit: &mut dyn FnMut(&Board) -> bool,
    ) -> (Stats, End) {
        match Board::from_grid(puzzle) {
            Ok(board) => self.search(board, meter, visit),
            // Givens that clash: no solution, found without any search.
            Err(_) => (Stats::default(), End::Exhausted),
        }
    }

    /// Searches from `start`, calling `visit` on each solution until it returns false:
    /// depth first, and with learning when that struggles.
    pub(crate) fn search(
        &mut self,
        start: Board,
        meter: &mut Meter,
        visit: &mut dyn FnMut(&Board) -> bool,
    ) -> (Stats, End) {
        if self.order == Order::Reading || self.handover == u64::MAX {
            return self.depth_first(start, meter, None, visit);
        }
        // The solutions depth-first search visits, for learning to shut out.
        let mut found = Vec::new();
        let hand_over = Some(self.handover);
        let (mut stats, end) = self.depth_first(start, meter, hand_over, &mut |board| {
            found.push(*board);
            visit(board)
        });
        // Out of budget with the meter not run out: handed over.
        if end != End::OutOfBudget || meter.gave_up().is_some() {
            return (stats, end);
        }
        let Some(mut learner) = Learner::new(start) else {
            return (stats, End::Exhausted);
        };
        for solution in &found {
            if !learner.exclude(solution) {
                return (stats, End::Exhausted);
            }
        }
        // What depth-first search ruled out: under the choices on its stack, each
        // alternative it searched in full holds no solution it has not visited.
        for depth in 0..self.stack.len() {
            let path = self.stack[..depth].iter().filter_map(|frame| frame.current);
            for searched in self.stack[depth].searched() {
                if !learner.refute(path.clone().chain([searched])) {
                    return (stats, End::Exhausted);
                }
            }
        }
        let end = learner.search(meter, &mut stats, visit);
        (stats, end)
    }

    /// How far through its tree depth-first search is, from 0 to 1, by Knuth's estimate:
    /// the share of the tree its alternatives searched in full would cover if every
    /// branch point below one split the tree evenly among its alternatives.
    fn progress(&self) -> f64 {
        let mut done = 0.0;
        let mut share = 1.0;
        for frame in &self.stack {
            let alternatives = f64::from(frame.all.alternatives());
            done += share * frame.searched().count() as f64 / alternatives;
            share /= alternatives;
        }
        done
    }

    /// Depth-first search from `start`, calling `visit` on each solution until it returns
    /// false. With `hand_over`, it stops after that many nodes (out of budget, the search
    /// left on the stack) unless it is most of the way through: then it looks again at
    /// twice as many, up to [`LONGEST_HANDOVER`] times as many. `visit` is a trait object,
    /// called once a solution: one copy of the search serves every caller, rather than
    /// one per closure (fewer bytes of WebAssembly).
    fn depth_first(
        &mut self,
        start: Board,
        meter: &mut Meter,
        hand_over: Option<u64>,
        visit: &mut dyn FnMut(&Board) -> bool,
    ) -> (Stats, End) {
        let mut stats = Stats::default();
        let mut checkpoint = hand_over.unwrap_or(u64::MAX);
        let last = hand_over.map_or(u64::MAX, |nodes| nodes.saturating_mul(LONGEST_HANDOVER));
        self.stack.clear();
        let mut next = Some(start);
        loop {
            if let Some(mut board) = next.take() {
                if stats.nodes == checkpoint {
                    if checkpoint >= last || self.progress() < MOST_OF_THE_WAY {
                        return (stats, End::OutOfBudget);
                    }
                    checkpoint = checkpoint.saturating_mul(2);
                }
                if !meter.node() {
                    return (stats, End::OutOfBudget);
                }
                stats.nodes += 1;
                if board.propagate().is_ok() {
                    if board.is_solved() {
                        if !visit(&board) {
                            return (stats, End::Stopped);
                        }
                    } else {
                        stats.guesses += 1;
                        let branch = match self.order {
                            Order::MostConstrained => board.choose_branch(),
                            Order::Reading => board.first_open_branch(),
                        };
                        self.stack.push(Frame {
                            board,
                            all: branch,
                            branch,
                            current: None,
                        });
                    }
                }
            }
            let Some(frame) = self.stack.last_mut() else {
                return (stats, End::Exhausted);
            };
            let Some((cell, letter)) = frame.branch.next() else {
                self.stack.pop();
                continue;
            };
            frame.current = Some((cell, letter));
            let mut child = frame.board;
            if child.assign(cell, letter).is_ok() {
                next = Some(child);
            }
        }
    }
}
