//! A board of letters: the givens of a puzzle, a player's progress or a solution.

use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::letter::{Letter, Symbols};
use crate::message::Message;
use crate::unit::Unit;
use std::fmt;

/// 256 cells, each empty or holding a letter.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [Option<Letter>; Cell::COUNT],
}

/// Two cells of one unit that hold the same letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clash {
    /// The letter both cells hold.
    pub letter: Letter,
    /// The unit both cells are in.
    pub unit: Unit,
    /// The earlier of the two cells in reading order.
    pub first: Cell,
    /// The later.
    pub second: Cell,
}

impl Clash {
    /// The clash as a message (`clash`), its symbol written in `symbols`: "letter B
    /// appears twice in row 3: R3C1 and R3C9", "number 16 appears twice …", "symbol 0
    /// appears twice …".
    pub fn message(self, symbols: Symbols) -> Message {
        Message::new("clash")
            .message(
                "noun",
                Message::new("symbol-noun").word("set", symbols.name()),
            )
            .text("symbol", symbols.symbol(self.letter))
            .unit("unit", self.unit)
            .cell("first", self.first)
            .cell("second", self.second)
    }
}

/// The clash in letters A-P, as data ([`Clash::message`]).
impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message(Symbols::Letters).fmt(f)
    }
}

impl std::error::Error for Clash {}

impl Default for Grid {
    fn default() -> Grid {
        Grid::empty()
    }
}

impl Grid {
    /// A grid with every cell empty.
    pub const fn empty() -> Grid {
        Grid {
            cells: [None; Cell::COUNT],
        }
    }

    /// The letter in `cell`, if any.
    #[inline]
    pub fn get(&self, cell: Cell) -> Option<Letter> {
        self.cells[cell.index()]
    }

    /// Puts `letter` in `cell`, or empties it with `None`. Nothing is checked: a grid may
    /// break the rules (see [`Grid::first_clash`]).
    #[inline]
    pub fn set(&mut self, cell: Cell, letter: Option<Letter>) {
        self.cells[cell.index()] = letter;
    }

    /// The cells that hold a letter, with their letters, in reading order.
    pub fn filled(&self) -> impl Iterator<Item = (Cell, Letter)> + '_ {
        Cell::all().filter_map(|cell| self.get(cell).map(|letter| (cell, letter)))
    }

    /// How many cells hold a letter.
    pub fn filled_count(&self) -> usize {
        self.cells.iter().filter(|c| c.is_some()).count()
    }

    /// Whether every cell holds a letter (not whether the letters obey the rules).
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// The first pair of equal letters in one unit, scanning units in order (rows,
    /// columns, boxes) and cells in reading order; `None` if the letters obey the rules.
    pub fn first_clash(&self) -> Option<Clash> {
        Unit::all().find_map(|unit| {
            let mut seen: [Option<Cell>; 16] = [None; 16];
            unit.cells().iter().find_map(|&cell| {
                let letter = self.get(cell)?;
                seen[letter.index()].replace(cell).map(|first| Clash {
                    letter,
                    unit,
                    first,
                    second: cell,
                })
            })
        })
    }

    /// Whether the grid is full and obeys the rules.
    pub fn is_solved(&self) -> bool {
        self.is_full() && self.first_clash().is_none()
    }

    /// Whether `self` holds every letter of `puzzle` in the same cell.
    pub fn keeps_givens_of(&self, puzzle: &Grid) -> bool {
        puzzle
            .filled()
            .all(|(cell, letter)| self.get(cell) == Some(letter))
    }

    /// The letters no filled peer of `cell` holds: the plain pencil marks of an empty cell.
    /// A filled cell's set is just its letter.
    pub fn candidates(&self, cell: Cell) -> CandidateSet {
        if let Some(letter) = self.get(cell) {
            return CandidateSet::single(letter);
        }
        let taken: CandidateSet = cell.peers().filter_map(|p| self.get(p)).collect();
        !taken
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Value;

    #[test]
    fn a_clash_names_the_letter_the_unit_and_both_cells() {
        let mut grid = Grid::empty();
        grid.set(Cell::at(2, 4).unwrap(), Some(Letter::C));
        grid.set(Cell::at(2, 11).unwrap(), Some(Letter::C));
        let clash = grid.first_clash().expect("clash");
        assert_eq!(
            (clash.letter, clash.unit, clash.first, clash.second),
            (
                Letter::C,
                Unit::row(2),
                Cell::at(2, 4).unwrap(),
                Cell::at(2, 11).unwrap()
            )
        );
        let message = clash.message(Symbols::Hex);
        assert_eq!(message.id, "clash");
        assert_eq!(message.arg("symbol"), Some(&Value::Text("2".into())));
        assert_eq!(message.arg("unit"), Some(&Value::Unit(Unit::row(2))));
        assert_eq!(
            clash.to_string(),
            "clash(noun: symbol-noun(set: letters), symbol: \"C\", unit: row 3, first: R3C5, second: R3C12)"
        );
        grid.set(Cell::at(2, 11).unwrap(), Some(Letter::D));
        assert_eq!(grid.first_clash(), None);
    }

    #[test]
    fn candidates_exclude_the_letters_of_peers() {
        let mut grid = Grid::empty();
        let cell = Cell::at(0, 0).unwrap();
        grid.set(Cell::at(0, 9).unwrap(), Some(Letter::A));
        grid.set(Cell::at(9, 0).unwrap(), Some(Letter::B));
        grid.set(Cell::at(3, 3).unwrap(), Some(Letter::C));
        grid.set(Cell::at(9, 9).unwrap(), Some(Letter::D));
        let marks = grid.candidates(cell);
        assert_eq!(marks.len(), 13);
        assert!(marks.contains(Letter::D));
        assert!(!marks.contains(Letter::A) && !marks.contains(Letter::C));
    }
}
