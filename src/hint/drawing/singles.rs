//! Why a single holds, drawn for a learner: for a hidden single, what rules its letter
//! out of each other empty cell of its unit; for a naked single, what rules each other
//! letter out of its cell. Either is a letter on the grid that sees the cell (drawn as a
//! candidate of its filled cell, of role `Excluder`, followed by each candidate it rules
//! out, `Excluded`), or, where no letter does, the cell's marks alone (an earlier step
//! took the candidate out, or the player's notes leave it out: `Unmarked`).
//!
//! Written small, in the drawing's candidates rather than a structure of its own: the
//! WebAssembly module is part of the page's first load, and every structure would need
//! its own JSON.

use super::parts::{Drawing, Role};
use crate::cell::Cell;
use crate::hint::model::marks::Marks;
use crate::letter::Letter;
use crate::unit::Unit;

/// Whether two cells share a row, a column or a box.
fn sees(a: Cell, b: Cell) -> bool {
    a.row() == b.row() || a.col() == b.col() || a.box_index() == b.box_index()
}

/// A hidden single: its cell, its letter, its unit.
type Single = (Cell, Letter, Unit);

/// The other empty cells of the single's unit that the drawing does not hold its letter
/// in yet and that `by` sees (each of them, for the single's own cell): how many, each
/// marked as `role` if one is given. One function to count and to mark, for the
/// module's size.
fn rest(drawing: &mut Drawing, marks: &Marks, single: Single, by: Cell, role: Option<Role>) -> u32 {
    let (cell, letter, unit) = single;
    let mut count = 0;
    for other in marks.empty_cells(unit) {
        if other != cell && sees(by, other) && drawing.candidate(other, letter).is_none() {
            count += 1;
            if let Some(role) = role {
                drawing.mark(other, letter, role);
            }
        }
    }
    count
}

/// A hidden single's `letter` at `cell` in `unit`: for the unit's other empty cells, the
/// letters on the grid that rule it out there, few of them, each covering several cells
/// where it can (greedily, the one that covers most of those left; the first in reading
/// order of equals); the cells no letter rules it out of, unmarked.
pub(super) fn draw_hidden(
    drawing: &mut Drawing,
    marks: &Marks,
    cell: Cell,
    letter: Letter,
    unit: Unit,
) {
    let single = (cell, letter, unit);
    loop {
        let (mut most, mut best) = (0, None);
        for holder in Cell::all().filter(|&holder| marks.letter(holder) == Some(letter)) {
            let count = rest(drawing, marks, single, holder, None);
            if count > most {
                (most, best) = (count, Some(holder));
            }
        }
        let Some(holder) = best else { break };
        drawing.mark(holder, letter, Role::Excluder);
        rest(drawing, marks, single, holder, Some(Role::Excluded));
    }
    rest(drawing, marks, single, cell, Some(Role::Unmarked));
}

/// A naked single's `letter` at `cell`: for each other letter, one on the grid in the
/// cell's row, column or box (the first in reading order), or, where none is, the letter
/// unmarked in the cell.
pub(super) fn draw_naked(drawing: &mut Drawing, marks: &Marks, cell: Cell, letter: Letter) {
    for other in Letter::ALL {
        if other == letter {
            continue;
        }
        match cell.peers().find(|&peer| marks.letter(peer) == Some(other)) {
            Some(peer) => {
                drawing.mark(peer, other, Role::Excluder);
                drawing.mark(cell, other, Role::Excluded);
            }
            None => drawing.mark(cell, other, Role::Unmarked),
        }
    }
}
