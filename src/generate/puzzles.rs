//! Making puzzles: a random full grid, then givens taken away while the solution stays
//! unique. Seeded and deterministic: the same seed and target give the same puzzle.

use crate::budget::{GaveUp, Meter};
use crate::cell::Cell;
use crate::grid::Grid;
use crate::letter::Letter;
use crate::progress::{or_quiet, Phase, Progress};
use crate::random::Rng;
use crate::search::{Outcome, Solver};
use crate::unit::Unit;

/// How far to take givens away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Until no given can go without a second solution appearing.
    Minimal,
    /// Until this many givens remain, or the puzzle is minimal with more.
    Givens(usize),
}

/// A puzzle with its unique solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The givens: the puzzle to hand out.
    pub puzzle: Grid,
    /// The full grid the puzzle was made from, its one solution.
    pub solution: Grid,
}

/// A unique puzzle made from `seed`, the same on every machine. Every search draws on
/// `meter`: `GaveUp` if it runs out first (never a puzzle whose uniqueness went
/// unchecked). `report` is told how far the removal of givens has come after each cell
/// tried ([`Phase::Removing`]).
pub fn generate(
    seed: u64,
    target: Target,
    meter: &mut Meter,
    report: Option<&mut dyn FnMut(Progress)>,
) -> Result<Generated, GaveUp> {
    let mut rng = Rng::new(seed);
    let solution = random_solution(&mut rng, meter)?;
    let mut solver = Solver::new();
    let puzzle = remove_givens(&solution, target, &mut rng, &mut solver, meter, report);
    meter.result()?;
    Ok(Generated { puzzle, solution })
}

/// A random full grid.
///
/// The four boxes on the diagonal share no row or column, so they take independent random
/// permutations; search completes the rest in reading order, so the completion depends on
/// nothing but those boxes (not on the solver's heuristics, which may change); then the
/// letters are relabelled, rows and columns shuffled within bands and stacks, bands and
/// stacks shuffled, and the grid maybe transposed, so that the completion's alphabetical
/// leaning does not show. Its searches draw on `meter`.
pub fn random_solution(rng: &mut Rng, meter: &mut Meter) -> Result<Grid, GaveUp> {
    // A completion takes about a hundred nodes; a rare bad start is cheaper to redraw
    // than to search out, whatever is left of the budget.
    const COMPLETION: u64 = 20_000;
    let mut completer = Solver::new().in_reading_order();
    loop {
        let mut grid = Grid::empty();
        for diagonal in [0, 5, 10, 15] {
            let mut letters = Letter::ALL;
            rng.shuffle(&mut letters);
            for (&cell, letter) in Unit::boxed(diagonal).cells().iter().zip(letters) {
                grid.set(cell, Some(letter));
            }
        }
        let mut completion = meter.sub(COMPLETION);
        let outcome = completer.solve(&grid, &mut completion).outcome;
        meter.settle(completion);
        meter.result()?;
        if let Outcome::Solved(full) = outcome {
            return Ok(scrambled(&full, rng));
        }
    }
}

/// The grid under a random relabelling and a random symmetry of the board (both keep
/// every row, column and box a set of all sixteen letters).
fn scrambled(grid: &Grid, rng: &mut Rng) -> Grid {
    let mut letters = Letter::ALL;
    rng.shuffle(&mut letters);
    let rows = shuffled_lines(rng);
    let cols = shuffled_lines(rng);
    let transpose = rng.below(2) == 1;
    let mut out = Grid::empty();
    for cell in Cell::all() {
        let (row, col) = (rows[cell.row()], cols[cell.col()]);
        let (row, col) = if transpose { (col, row) } else { (row, col) };
        let letter = Cell::at(row, col).and_then(|from| grid.get(from));
        out.set(cell, letter.map(|l| letters[l.index()]));
    }
    out
}

/// A random order of the 16 rows (or columns) that keeps each band (stack) together.
fn shuffled_lines(rng: &mut Rng) -> [usize; 16] {
    let mut bands = [0, 1, 2, 3];
    rng.shuffle(&mut bands);
    let mut lines = [0; 16];
    for (slot, band) in bands.into_iter().enumerate() {
        let mut within = [0, 1, 2, 3];
        rng.shuffle(&mut within);
        for (i, offset) in within.into_iter().enumerate() {
            lines[slot * 4 + i] = band * 4 + offset;
        }
    }
    lines
}

/// Takes givens of `solution` away in random order while the puzzle stays unique, all
/// its searches drawing on `meter`; when that runs out, the givens not yet tried stay (so
/// the puzzle is still unique). `report` is told how many cells were tried before each
/// next one, and all of them at the end (unless the budget ran out first).
///
/// One pass suffices for a minimal puzzle: a given that was needed when it was tried
/// is still needed once others are gone, since fewer givens only allow more solutions.
pub fn remove_givens(
    solution: &Grid,
    target: Target,
    rng: &mut Rng,
    solver: &mut Solver,
    meter: &mut Meter,
    report: Option<&mut dyn FnMut(Progress)>,
) -> Grid {
    let mut report = or_quiet(report);
    let mut puzzle = solution.clone();
    let mut order: Vec<Cell> = Cell::all().collect();
    rng.shuffle(&mut order);
    let floor = match target {
        Target::Minimal => 0,
        Target::Givens(n) => n,
    };
    let mut givens = puzzle.filled_count();
    let cells = order.len();
    for (tried, cell) in order.into_iter().enumerate() {
        if givens <= floor || meter.gave_up().is_some() {
            break;
        }
        report(Progress::new(Phase::Removing, tried, cells));
        let Some(letter) = puzzle.get(cell) else {
            continue;
        };
        // Removable when no solution puts another letter here.
        if solver.has_solution_without(&puzzle, cell, letter, meter) == Some(false) {
            puzzle.set(cell, None);
            givens -= 1;
        }
    }
    if meter.gave_up().is_none() {
        report(Progress::new(Phase::Removing, cells, cells));
    }
    puzzle
}

/// A puzzle with no solution: a generated minimal puzzle with one given changed to a
/// letter that clashes with no other given, so that reading it finds nothing wrong and
/// the solver has to prove it (by propagation alone for some seeds, by search for most).
/// Every search draws on `meter`.
pub fn generate_unsolvable(seed: u64, meter: &mut Meter) -> Result<Grid, GaveUp> {
    let mut rng = Rng::new(seed);
    let mut solver = Solver::new();
    loop {
        let solution = random_solution(&mut rng, meter)?;
        let puzzle = remove_givens(
            &solution,
            Target::Minimal,
            &mut rng,
            &mut solver,
            meter,
            None,
        );
        meter.result()?;
        let mut givens: Vec<(Cell, Letter)> = puzzle.filled().collect();
        rng.shuffle(&mut givens);
        for (cell, letter) in givens {
            let mut broken = puzzle.clone();
            broken.set(cell, None);
            let mut others: Vec<Letter> = broken
                .candidates(cell)
                .iter()
                .filter(|&l| l != letter)
                .collect();
            rng.shuffle(&mut others);
            for other in others {
                broken.set(cell, Some(other));
                match solver.solve(&broken, meter).outcome {
                    Outcome::NoSolution => return Ok(broken),
                    Outcome::GaveUp => meter.result()?,
                    Outcome::Solved(_) => {}
                }
            }
        }
    }
}

/// The puzzle [`generate`] makes from `seed` with no budget, for the crate's tests.
#[cfg(test)]
pub(crate) fn generated(seed: u64, target: Target) -> Generated {
    generate(seed, target, &mut Meter::unlimited(), None).expect("no budget to run out")
}
