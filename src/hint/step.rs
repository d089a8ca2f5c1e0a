//! A deduction as data, and the one place its explanation is written from that data.

use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::letter::Letter;
use crate::unit::Unit;
use std::fmt::Write;

/// The techniques the hint engine knows, simplest first: the order it looks for them in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The last empty cell of a unit.
    FullHouse,
    /// A cell with one candidate left.
    NakedSingle,
    /// A letter with one place left in a unit.
    HiddenSingle,
    /// A box's places for a letter lie on one line, so the rest of the line loses it.
    Pointing,
    /// A line's places for a letter lie in one box, so the rest of the box loses it.
    Claiming,
    /// No known technique applies: the letter comes from the solution.
    LastResort,
}

impl Technique {
    /// The name players know it by.
    pub fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "full house",
            Technique::NakedSingle => "naked single",
            Technique::HiddenSingle => "hidden single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::LastResort => "last resort",
        }
    }
}

/// A letter that goes in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub cell: Cell,
    pub letter: Letter,
}

/// Candidates that leave a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Elimination {
    pub cell: Cell,
    pub letters: CandidateSet,
}

/// One step of logic: what it concludes and the pattern that proves it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub technique: Technique,
    pub placements: Vec<Placement>,
    pub eliminations: Vec<Elimination>,
    /// The cells of the pattern: those that justify the step.
    pub cells: Vec<Cell>,
    /// The units the pattern lives in, the deciding one first.
    pub units: Vec<Unit>,
    /// The letters the step is about.
    pub letters: CandidateSet,
}

impl Step {
    /// The step in one sentence, cells written R1C1..R16C16.
    pub fn explanation(&self) -> String {
        let letter = self.letters.first().map_or('?', Letter::to_char);
        let unit = self.units.first().map_or(String::new(), Unit::to_string);
        let line = self.units.get(1).map_or(String::new(), Unit::to_string);
        let placed = self
            .placements
            .first()
            .map_or(String::new(), |p| p.cell.to_string());
        match self.technique {
            Technique::FullHouse => {
                format!("{placed} is the last empty cell in {unit}, so it takes the missing letter {letter}.")
            }
            Technique::NakedSingle => format!(
                "{placed} can only be {letter}: every other letter is already in its row, column or box."
            ),
            Technique::HiddenSingle => {
                format!("In {unit}, {letter} fits only in {placed}.")
            }
            // Pointing reads "in box 7 … (row 3) … of row 3", claiming "in row 3 … (box
            // 7) … of box 7": the same sentence with the units swapped.
            Technique::Pointing | Technique::Claiming => format!(
                "In {unit}, {letter} can only go in {} ({line}), so no other cell of {line} can be {letter}: remove it from {}.",
                cell_list(&self.cells),
                cell_list(&self.eliminated_cells()),
            ),
            Technique::LastResort => format!(
                "No logical step found with the techniques known; the letter here comes from the solution: {placed} is {letter}."
            ),
        }
    }

    /// The cells that lose candidates.
    pub fn eliminated_cells(&self) -> Vec<Cell> {
        self.eliminations.iter().map(|e| e.cell).collect()
    }
}

/// `R1C1, R1C2 and R1C5`.
fn cell_list(cells: &[Cell]) -> String {
    let mut out = String::new();
    for (i, cell) in cells.iter().enumerate() {
        let separator = match i {
            0 => "",
            _ if i + 1 == cells.len() => " and ",
            _ => ", ",
        };
        let _ = write!(out, "{separator}{cell}");
    }
    out
}
