//! Hand-built boards for the techniques' tests: no letters placed, every pencil mark
//! there, then marks taken away until exactly the pattern under test is left.

use super::model::marks::Marks;
use super::model::step::Step;
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::grid::Grid;
use crate::letter::Letter;
use crate::unit::Unit;

/// Pencil marks being shaped, and the few letters placed.
#[derive(Clone)]
pub(super) struct Board {
    letters: Grid,
    marks: [CandidateSet; Cell::COUNT],
}

impl Board {
    /// Every cell empty with all sixteen marks.
    pub(super) fn new() -> Board {
        Board {
            letters: Grid::empty(),
            marks: [CandidateSet::ALL; Cell::COUNT],
        }
    }

    /// `letter` placed in `cell`: its peers lose the mark when the board is read.
    pub(super) fn place(mut self, cell: &str, letter: char) -> Board {
        let letter = Letter::from_char(letter).expect("a letter A-P");
        self.letters.set(named(cell), Some(letter));
        self
    }

    /// `cell` gets `letters` back among its marks: the one extra candidate that spoils a
    /// pattern.
    pub(super) fn also(mut self, cell: &str, letters: &str) -> Board {
        self.marks[named(cell).index()] |= letter_set(letters);
        self
    }

    /// A ring of pairs: cell `i` keeps exactly letters `i` and `i + 1`, the last cell the
    /// last letter and the first. Any fewer of the cells hold more letters than there are
    /// cells, so only all of them together make a naked subset.
    pub(super) fn ring_of_cells(self, cells: &[impl AsRef<str>], letters: &str) -> Board {
        let letters: Vec<char> = letters.chars().collect();
        assert_eq!(cells.len(), letters.len(), "as many cells as letters");
        ring(cells.len()).fold(self, |board, (i, next)| {
            board.cell(
                cells[i].as_ref(),
                &format!("{}{}", letters[i], letters[next]),
            )
        })
    }

    /// The same ring the other way round: in `unit`, letter `i` stays only in cells `i`
    /// and `i + 1`, the last letter in the last cell and the first. Only all the letters
    /// together make a hidden subset.
    pub(super) fn ring_of_letters(
        self,
        letters: &str,
        unit: Unit,
        cells: &[impl AsRef<str>],
    ) -> Board {
        let letters: Vec<char> = letters.chars().collect();
        assert_eq!(cells.len(), letters.len(), "as many cells as letters");
        ring(cells.len()).fold(self, |board, (i, next)| {
            board.only(letters[i], unit, &[cells[i].as_ref(), cells[next].as_ref()])
        })
    }

    /// A ring of lines for a fish: in base line `i`, `letter` stays only where it crosses
    /// cover lines `i` and `i + 1`, the last base where it crosses the last cover and the
    /// first. Only all the base lines together make a fish.
    pub(super) fn ring_of_lines(self, letter: char, bases: &[Unit], covers: &[Unit]) -> Board {
        assert_eq!(bases.len(), covers.len(), "as many covers as bases");
        ring(bases.len()).fold(self, |board, (i, next)| {
            let ends = [
                crossing(bases[i], covers[i]),
                crossing(bases[i], covers[next]),
            ];
            board.only(letter, bases[i], &ends.map(|c| c.to_string()))
        })
    }

    /// `cell` (as `R3C12`) keeps exactly `letters` (as `"BF"`).
    pub(super) fn cell(mut self, cell: &str, letters: &str) -> Board {
        self.marks[named(cell).index()] = letter_set(letters);
        self
    }

    /// In `unit`, `letter` stays only in `cells`.
    pub(super) fn only(mut self, letter: char, unit: Unit, cells: &[impl AsRef<str>]) -> Board {
        let keep: Vec<Cell> = cells.iter().map(|c| named(c.as_ref())).collect();
        for &cell in unit.cells() {
            if !keep.contains(&cell) {
                self.marks[cell.index()] &= !letter_set(&letter.to_string());
            }
        }
        self
    }

    /// The marks, set through the public constructor: a cell's marks lose the letters
    /// placed among its peers.
    pub(super) fn marks(&self) -> Marks {
        Marks::with_marks(&self.letters, &self.marks)
    }
}

/// Each position `i` below `n` with the next one, the last with the first.
fn ring(n: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..n).map(move |i| (i, (i + 1) % n))
}

/// The cell where two crossing units meet.
pub(super) fn crossing(a: Unit, b: Unit) -> Cell {
    *a.cells()
        .iter()
        .find(|cell| b.cells().contains(cell))
        .expect("units that cross")
}

/// The cells of `unit` at `positions`, counted from 1 in [`Unit::cells`] order (a row's
/// columns, a column's rows, a box's cells row by row), written `R3C4`.
pub(super) fn cells_of(unit: Unit, positions: impl IntoIterator<Item = usize>) -> Vec<String> {
    positions
        .into_iter()
        .map(|p| unit.cells()[p - 1].to_string())
        .collect()
}

/// The cells of `unit` not among `cells`, written `R3C4`, in the unit's order.
pub(super) fn rest_of(unit: Unit, cells: &[impl AsRef<str>]) -> Vec<String> {
    let pattern: Vec<Cell> = cells.iter().map(|c| named(c.as_ref())).collect();
    unit.cells()
        .iter()
        .filter(|cell| !pattern.contains(cell))
        .map(Cell::to_string)
        .collect()
}

/// Checks that a step changes the board: it places letters in empty cells whose marks
/// allow them, and every letter it removes is still among the cell's marks.
pub(super) fn assert_changes(step: &Step, marks: &Marks) {
    assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
    for p in &step.placements {
        assert_eq!(marks.letter(p.cell), None, "{} is empty", p.cell);
        assert!(marks.candidates(p.cell).contains(p.letter), "{}", p.cell);
    }
    for e in &step.eliminations {
        let kept = marks.candidates(e.cell);
        assert!(
            !e.letters.is_empty() && (e.letters & !kept).is_empty(),
            "{} loses {} it does not have",
            e.cell,
            e.letters
        );
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
pub(super) fn each(cells: &[impl AsRef<str>], letters: &str) -> Vec<String> {
    cells
        .iter()
        .map(|c| format!("{}:{letters}", c.as_ref()))
        .collect()
}

/// A message as its JSON data (the wire's encoding, docs/words.md): what a step says,
/// compared whole. The words crate's tests write the same data in English.
pub(super) fn data(message: &crate::message::Message) -> String {
    message.to_json()
}

/// The cells a message names, in its clauses too.
pub(super) fn cells_named(message: &crate::message::Message) -> Vec<Cell> {
    use crate::message::Value;
    let mut cells = Vec::new();
    for m in message.each() {
        for (_, value) in &m.args {
            match value {
                Value::Cell(cell) => cells.push(*cell),
                Value::Cells(list, _) => cells.extend(list),
                Value::Removals(list) => cells.extend(list.iter().map(|e| e.cell)),
                _ => {}
            }
        }
    }
    cells
}
