//! The board as a player sees it: the letters placed, and the pencil marks of the empty
//! cells.

use super::places::Places;
use super::step::{Elimination, Step};
use crate::board::Board;
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::grid::Grid;
use crate::letter::Letter;
use crate::unit::Unit;
use std::cell::OnceCell;

/// Letters and pencil marks. Marks start as every letter no peer holds, and shrink as
/// steps remove candidates; placing a letter removes it from the marks of its peers.
#[derive(Clone, Debug)]
pub struct Marks {
    letters: Grid,
    marks: [CandidateSet; Cell::COUNT],
    /// The marks unit by unit, made when a technique first asks and kept until the
    /// marks change: most techniques search places, and a hint asks the ladder's
    /// techniques in turn on the same marks (a dynamic forcing chain's look, several).
    places: OnceCell<Places>,
}

/// Marks are equal when their letters and marks are: the places follow from them.
impl PartialEq for Marks {
    fn eq(&self, other: &Marks) -> bool {
        self.letters == other.letters && self.marks == other.marks
    }
}

impl Eq for Marks {}

impl Marks {
    /// The letters of `grid` with the plain pencil marks they leave.
    pub fn new(grid: &Grid) -> Marks {
        let mut marks = [CandidateSet::EMPTY; Cell::COUNT];
        for cell in Cell::all() {
            if grid.get(cell).is_none() {
                marks[cell.index()] = grid.candidates(cell);
            }
        }
        Marks {
            letters: grid.clone(),
            marks,
            places: OnceCell::new(),
        }
    }

    /// The letters of `grid` with the player's pencil marks, `marks[i]` for the cell
    /// with index `i`; a mark no letter on the grid allows is dropped, and a cell without
    /// an entry keeps its plain marks.
    pub fn with_marks(grid: &Grid, marks: &[CandidateSet]) -> Marks {
        let mut result = Marks::new(grid);
        for (cell, &kept) in Cell::all().zip(marks) {
            result.marks[cell.index()] &= kept;
        }
        result
    }

    /// The letters placed.
    pub fn grid(&self) -> &Grid {
        &self.letters
    }

    /// The letter placed in `cell`, if any.
    pub fn letter(&self, cell: Cell) -> Option<Letter> {
        self.letters.get(cell)
    }

    /// The pencil marks of an empty cell; empty for a filled one.
    pub fn candidates(&self, cell: Cell) -> CandidateSet {
        self.marks[cell.index()]
    }

    /// Whether the marks allow `solution`: each empty cell's mark holds its letter.
    pub(in crate::hint) fn allows(&self, solution: &Grid) -> bool {
        Cell::all().all(|cell| {
            self.letters.get(cell).is_some()
                || solution
                    .get(cell)
                    .is_some_and(|letter| self.marks[cell.index()].contains(letter))
        })
    }

    /// The empty cells of `unit`.
    pub fn empty_cells(&self, unit: Unit) -> impl Iterator<Item = Cell> + '_ {
        unit.cells()
            .iter()
            .copied()
            .filter(|&cell| self.letter(cell).is_none())
    }

    /// The empty cells of `unit` whose marks hold `letter`.
    pub fn places(&self, unit: Unit, letter: Letter) -> impl Iterator<Item = Cell> + '_ {
        self.empty_cells(unit)
            .filter(move |&cell| self.candidates(cell).contains(letter))
    }

    /// Whether `letter` is already placed in `unit`.
    pub fn holds(&self, unit: Unit, letter: Letter) -> bool {
        unit.cells()
            .iter()
            .any(|&cell| self.letter(cell) == Some(letter))
    }

    /// `letters` out of each cell of `cells` whose marks hold any of them: the
    /// eliminations of a step that takes them out there.
    pub(in crate::hint) fn removals(
        &self,
        cells: &CellSet,
        letters: CandidateSet,
    ) -> Vec<Elimination> {
        let mut eliminations = Vec::new();
        for cell in cells.iter() {
            let lost = self.candidates(cell) & letters;
            if !lost.is_empty() {
                eliminations.push(Elimination {
                    cell,
                    letters: lost,
                });
            }
        }
        eliminations
    }

    /// Where each letter may go, unit by unit.
    pub(in crate::hint) fn unit_places(&self) -> &Places {
        self.places
            .get_or_init(|| Places::new(|cell| self.candidates(cell)))
    }

    /// Puts `letter` in `cell` and takes it out of the peers' marks.
    pub fn place(&mut self, cell: Cell, letter: Letter) {
        self.places.take();
        self.letters.set(cell, Some(letter));
        self.marks[cell.index()] = CandidateSet::EMPTY;
        for peer in cell.peers() {
            self.marks[peer.index()].remove(letter);
        }
    }

    /// Takes `letters` out of `cell`'s marks.
    pub fn eliminate(&mut self, cell: Cell, letters: CandidateSet) {
        self.places.take();
        self.marks[cell.index()] &= !letters;
    }

    /// The letters and marks as the solver's board (not yet propagated); None when they
    /// already contradict each other (an empty cell with no mark).
    pub(crate) fn board(&self) -> Option<Board> {
        let mut board = Board::from_grid(&self.letters).ok()?;
        for cell in Cell::all().filter(|&c| self.letter(c).is_none()) {
            board.eliminate(cell, !self.candidates(cell)).ok()?;
        }
        Some(board)
    }

    /// The solver's board as letters (its cells of one candidate) and marks.
    ///
    /// Read letter by letter off the board's sets of places, rather than cell by cell (a
    /// board gives a cell's candidates only by looking at all sixteen letters): a dynamic
    /// forcing chain makes marks of its branches' boards hundreds of times a search.
    pub(crate) fn from_board(board: &Board) -> Marks {
        let mut letters = Grid::empty();
        let mut marks = [CandidateSet::EMPTY; Cell::COUNT];
        let (places, _) = board.bitboards();
        // The cells of one candidate: those some letter keeps and no two do.
        let (mut once, mut twice) = (CellSet::EMPTY, CellSet::EMPTY);
        for &cells in &places {
            twice = twice | (once & cells);
            once = once | cells;
        }
        let single = once & !twice;
        for (letter, mut cells) in Letter::ALL.into_iter().zip(places) {
            while let Some(cell) = cells.pop() {
                match single.contains(cell) {
                    true => letters.set(cell, Some(letter)),
                    false => marks[cell.index()].insert(letter),
                }
            }
        }
        Marks {
            letters,
            marks,
            places: OnceCell::new(),
        }
    }

    /// Whether the grid is full.
    pub fn is_complete(&self) -> bool {
        self.letters.is_full()
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::model::places::{cells_at, set_of};

    #[test]
    fn places_agree_with_the_marks() {
        let mut marks = Marks::new(&Grid::empty());
        let b = CandidateSet::single(Letter::B);
        for cell in Cell::all().filter(|c| (c.index() * 7) % 5 != 0) {
            marks.eliminate(cell, b);
        }
        let places = Places::new(|cell| marks.candidates(cell));
        let expected = set_of(Cell::all().filter(|&c| marks.candidates(c).contains(Letter::B)));
        assert_eq!(places.cells(Letter::B), expected);
        for unit in Unit::all() {
            let listed: Vec<Cell> = cells_at(unit, places.in_unit(unit, Letter::B)).collect();
            let wanted: Vec<Cell> = marks.places(unit, Letter::B).collect();
            assert_eq!(listed, wanted, "{unit}");
        }
    }
}
