//! The hint engine: the simplest step of logic that applies to the board as it stands.
//!
//! Each technique is a function in its own module that looks for its pattern on the
//! [`Marks`] and returns a [`Step`]; the ladder tries them simplest first. A step only
//! ever concludes what every solution agrees with: placements are true in all of them,
//! eliminations remove no solution's letter.

mod locked;
mod marks;
mod singles;
mod step;

pub use marks::Marks;
pub use step::{Elimination, Placement, Step, Technique};

use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::grid::Grid;
use crate::search::{Outcome, Solver, Verdict};

/// Looks for one technique's pattern.
type Finder = fn(&Marks) -> Option<Step>;

/// The techniques, simplest first.
const LADDER: [Finder; 5] = [
    singles::full_house,
    singles::naked_single,
    singles::hidden_single,
    locked::pointing,
    locked::claiming,
];

/// The simplest logical step on `marks`, if any technique applies.
pub fn next_step(marks: &Marks) -> Option<Step> {
    LADDER.iter().find_map(|find| find(marks))
}

impl Marks {
    /// Carries out a step: its placements and its eliminations.
    pub fn apply(&mut self, step: &Step) {
        for placement in &step.placements {
            self.place(placement.cell, placement.letter);
        }
        for elimination in &step.eliminations {
            self.eliminate(elimination.cell, elimination.letters);
        }
    }
}

/// What a player asking for a hint is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The next step.
    Step(Step),
    /// The grid is full and right.
    Complete,
    /// The letters on the grid allow no solution. With the original givens, `wrong`
    /// lists the player's letters that differ from the puzzle's solution.
    NoSolution { wrong: Vec<Placement> },
    /// The puzzle has several solutions and no technique applies: no letter is certain.
    Ambiguous,
}

impl Hint {
    /// One sentence for the player.
    pub fn explanation(&self) -> String {
        match self {
            Hint::Step(step) => step.explanation(),
            Hint::Complete => "The grid is complete.".to_string(),
            Hint::NoSolution { wrong } if wrong.is_empty() => {
                "This grid has no solution: a letter on it is wrong.".to_string()
            }
            Hint::NoSolution { wrong } => {
                let cells: Vec<String> = wrong.iter().map(|p| p.cell.to_string()).collect();
                format!(
                    "This grid has no solution: these letters differ from the solution: {}.",
                    cells.join(", ")
                )
            }
            Hint::Ambiguous => {
                "This puzzle has more than one solution, and no letter is certain yet.".to_string()
            }
        }
    }
}

/// The hint for `marks`; `givens`, the puzzle as first set, lets a wrong letter be named.
pub fn hint(marks: &Marks, givens: Option<&Grid>) -> Hint {
    let mut solver = Solver::new();
    let Outcome::Solved(solution) = solver.solve(marks.grid()).outcome else {
        return Hint::NoSolution {
            wrong: givens.map_or(Vec::new(), |g| wrong_letters(marks.grid(), g, &mut solver)),
        };
    };
    if marks.is_complete() {
        return Hint::Complete;
    }
    if let Some(step) = next_step(marks) {
        return Hint::Step(step);
    }
    // Only now is uniqueness worth its search: a step of logic holds either way.
    match solver.verdict(marks.grid()) {
        Verdict::Unique => Hint::Step(last_resort(marks, &solution)),
        _ => Hint::Ambiguous,
    }
}

/// The player's letters (those not among the givens) that differ from the givens'
/// solution; none when the givens do not have exactly one.
fn wrong_letters(grid: &Grid, givens: &Grid, solver: &mut Solver) -> Vec<Placement> {
    let count = solver.count(givens, 2);
    let (Verdict::Unique, Some(solution)) = (count.verdict(), count.first) else {
        return Vec::new();
    };
    grid.filled()
        .filter(|&(cell, letter)| givens.get(cell).is_none() && solution.get(cell) != Some(letter))
        .map(|(cell, letter)| Placement { cell, letter })
        .collect()
}

/// The solution's letter for the empty cell with the fewest candidates.
fn last_resort(marks: &Marks, solution: &Grid) -> Step {
    let cell = Cell::all()
        .filter(|&cell| marks.letter(cell).is_none())
        .min_by_key(|&cell| marks.candidates(cell).len())
        .unwrap_or(Cell::new(0));
    let letter = solution.get(cell).unwrap_or(crate::Letter::A);
    Step {
        technique: Technique::LastResort,
        placements: vec![Placement { cell, letter }],
        eliminations: Vec::new(),
        cells: vec![cell],
        units: Vec::new(),
        letters: CandidateSet::single(letter),
    }
}
