//! Hand-built boards for the techniques' tests: no letters placed, every pencil mark
//! there, then marks taken away until exactly the pattern under test is left.

use super::marks::Marks;
use super::step::Step;
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::grid::Grid;
use crate::letter::Letter;
use crate::unit::Unit;

/// Pencil marks being shaped.
pub(super) struct Board {
    marks: [CandidateSet; Cell::COUNT],
}

impl Board {
    /// Every cell empty with all sixteen marks.
    pub(super) fn new() -> Board {
        Board {
            marks: [CandidateSet::ALL; Cell::COUNT],
        }
    }

    /// `cell` (as `R3C12`) keeps exactly `letters` (as `"BF"`).
    pub(super) fn cell(mut self, cell: &str, letters: &str) -> Board {
        self.marks[named(cell).index()] = letter_set(letters);
        self
    }

    /// In `unit`, `letter` stays only in `cells`.
    pub(super) fn only(mut self, letter: char, unit: Unit, cells: &[&str]) -> Board {
        let keep: Vec<Cell> = cells.iter().map(|c| named(c)).collect();
        for &cell in unit.cells() {
            if !keep.contains(&cell) {
                self.marks[cell.index()] &= !letter_set(&letter.to_string());
            }
        }
        self
    }

    /// The marks, set through the public constructor.
    pub(super) fn marks(&self) -> Marks {
        Marks::with_marks(&Grid::empty(), &self.marks)
    }
}

/// The cell written `R3C12`.
pub(super) fn named(name: &str) -> Cell {
    let (row, col) = name[1..]
        .split_once('C')
        .expect("a cell written R<row>C<col>");
    let number = |n: &str| n.parse::<usize>().expect("a number") - 1;
    Cell::at(number(row), number(col)).expect("a cell on the board")
}

/// The letters written together, as `"BF"`.
pub(super) fn letter_set(letters: &str) -> CandidateSet {
    letters
        .chars()
        .map(|c| Letter::from_char(c).expect("a letter A-P"))
        .collect()
}

/// The step's eliminations written `R3C4:BF`, in order.
pub(super) fn removals(step: &Step) -> Vec<String> {
    step.eliminations
        .iter()
        .map(|e| format!("{}:{}", e.cell, e.letters))
        .collect()
}

/// `R3C4:BF` for each of the cells, all losing `letters`.
pub(super) fn each(cells: &[&str], letters: &str) -> Vec<String> {
    cells.iter().map(|c| format!("{c}:{letters}")).collect()
}
