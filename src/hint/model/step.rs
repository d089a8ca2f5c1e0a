//! A deduction as data: the technique, what it concludes, and the pattern that proves it.

pub use super::changes::{Elimination, Placement};
use super::pattern::Pattern;
pub use super::technique::Technique;
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::letter::Letter;
use crate::unit::Unit;

/// One step of logic: what it concludes and the pattern that proves it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Step {
    /// The technique that found it.
    pub technique: Technique,
    /// The letters it places, each in its cell.
    pub placements: Vec<Placement>,
    /// The candidates it removes, cell by cell.
    pub eliminations: Vec<Elimination>,
    /// What proves it.
    pub pattern: Pattern,
    /// Its rating in tenths (85 for 8.5) as a logical path measures it on the board it
    /// was found on (a forcing chain's, by its traced branches: `techniques/length.rs`);
    /// None for a hint, which is rated by its technique.
    pub(crate) measured_rating: Option<u16>,
}

impl Step {
    /// A step of `technique` that removes `eliminations`, proved by `pattern`.
    pub(in crate::hint) fn eliminating(
        technique: Technique,
        pattern: Pattern,
        eliminations: Vec<Elimination>,
    ) -> Step {
        Step {
            technique,
            placements: Vec::new(),
            eliminations,
            pattern,
            measured_rating: None,
        }
    }

    /// The cells of the pattern: those that justify the step.
    pub fn cells(&self) -> Vec<Cell> {
        self.pattern.cells()
    }

    /// The units the pattern lives in, the deciding one first.
    pub fn units(&self) -> Vec<Unit> {
        self.pattern.units()
    }

    /// The letters the step is about.
    pub fn letters(&self) -> CandidateSet {
        self.pattern.letters()
    }

    /// For simple colouring, the pattern's cells split by colour; empty otherwise.
    pub fn colours(&self) -> [Vec<Cell>; 2] {
        self.pattern.colours()
    }

    /// For chains, the candidates of the chain in order, supposed alternately false and
    /// true from the first; for forcing chains, the branches that hold; empty otherwise.
    pub fn chain(&self) -> Vec<(Cell, Letter)> {
        self.pattern.chain()
    }

    /// The cells that lose candidates.
    pub(in crate::hint) fn eliminated_cells(&self) -> Vec<Cell> {
        self.eliminations.iter().map(|e| e.cell).collect()
    }
}
