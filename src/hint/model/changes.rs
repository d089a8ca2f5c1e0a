//! What a step changes on the board: a letter placed in a cell, candidates removed from
//! one. Below both the step and its pattern, which name them.

use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::letter::Letter;

/// A letter that goes in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The cell.
    pub cell: Cell,
    /// The letter that goes there.
    pub letter: Letter,
}

/// Candidates that leave a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Elimination {
    /// The cell.
    pub cell: Cell,
    /// The candidates it loses.
    pub letters: CandidateSet,
}
