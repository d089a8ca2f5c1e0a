//! Where each letter may still go, unit by unit, as 16-bit masks: what the pattern
//! finders search, built once per search rather than asked of the marks cell by cell.

use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::letter::Letter;
use crate::unit::Unit;

/// For each unit and letter, the unit's cells whose marks hold the letter: bit `i` for
/// the unit's `i`-th cell in [`Unit::cells`] order. For a row that is the column number,
/// for a column the row number, for a box the cell's place in it, row by row.
///
/// A letter placed in a unit has no places in it: placing takes it out of every peer's
/// marks, and marks only ever shrink. So a unit with places for a letter still needs it,
/// and exactly one of them takes it.
#[derive(Clone, Debug)]
pub(in crate::hint) struct Places {
    masks: [[u16; 16]; Unit::COUNT],
}

impl Places {
    /// The places of each letter, from each cell's `candidates` (the marks').
    pub(in crate::hint) fn new(candidates: impl Fn(Cell) -> CandidateSet) -> Places {
        let mut masks = [[0u16; 16]; Unit::COUNT];
        for cell in Cell::all() {
            let (row, col) = (cell.row(), cell.col());
            let in_box = row % 4 * 4 + col % 4;
            for letter in candidates(cell) {
                let l = letter.index();
                masks[Unit::row(row).index()][l] |= 1 << col;
                masks[Unit::column(col).index()][l] |= 1 << row;
                masks[Unit::boxed(cell.box_index()).index()][l] |= 1 << in_box;
            }
        }
        Places { masks }
    }

    /// The places of `letter` in `unit`, by position in the unit.
    #[inline]
    pub(in crate::hint) fn in_unit(&self, unit: Unit, letter: Letter) -> u16 {
        self.masks[unit.index()][letter.index()]
    }

    /// The unit's two places for `letter` when it has exactly two: a strong link, since
    /// one of them must hold it. Out of line: the pattern finders ask for pairs in many
    /// places, each of which would otherwise carry a copy.
    #[inline(never)]
    pub(in crate::hint) fn pair(&self, unit: Unit, letter: Letter) -> Option<[Cell; 2]> {
        let mask = self.in_unit(unit, letter);
        (mask.count_ones() == 2).then(|| {
            let cells = unit.cells();
            let low = mask.trailing_zeros() as usize;
            let high = 15 - mask.leading_zeros() as usize;
            [cells[low], cells[high]]
        })
    }

    /// The other place of `letter` in `unit`, when it has exactly two and `cell` is one:
    /// the strong link from `cell` there.
    pub(in crate::hint) fn partner(&self, unit: Unit, letter: Letter, cell: Cell) -> Option<Cell> {
        match self.pair(unit, letter)? {
            [p, q] if p == cell => Some(q),
            [p, q] if q == cell => Some(p),
            _ => None,
        }
    }

    /// Every cell whose marks hold `letter`.
    pub(in crate::hint) fn cells(&self, letter: Letter) -> CellSet {
        // A row's mask is its 16-bit lane of the board: word `w` holds rows 4w..4w+4.
        let lane = |row: usize| u64::from(self.in_unit(Unit::row(row), letter)) << (row % 4 * 16);
        CellSet(std::array::from_fn(|w| {
            (4 * w..4 * w + 4).fold(0, |word, row| word | lane(row))
        }))
    }
}

/// Makes the `n`-th line of one kind: [`Unit::row`] or [`Unit::column`].
pub(in crate::hint) type Line = fn(usize) -> Unit;

/// The cells of `unit` at the positions set in `mask`.
pub(in crate::hint) fn cells_at(unit: Unit, mask: u16) -> impl Iterator<Item = Cell> {
    let cells = unit.cells();
    bits(mask).map(move |i| cells[i])
}

/// The positions set in a 16-bit mask, lowest first.
pub(in crate::hint) fn bits(mask: u16) -> impl Iterator<Item = usize> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        let bit = (rest != 0).then(|| rest.trailing_zeros() as usize)?;
        rest &= rest - 1;
        Some(bit)
    })
}

/// The units that hold every cell of `cells` (none for an empty set).
pub(in crate::hint) fn shared_units(cells: &CellSet) -> impl Iterator<Item = Unit> + '_ {
    let first = cells.iter().next();
    first
        .into_iter()
        .flat_map(Cell::units)
        .filter(|&unit| (*cells & !CellSet::unit(unit)).is_empty())
}

/// The set of the listed cells.
pub(in crate::hint) fn set_of(cells: impl IntoIterator<Item = Cell>) -> CellSet {
    let mut set = CellSet::EMPTY;
    for cell in cells {
        set.insert(cell);
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_sets_hold_the_unit_cells() {
        for unit in Unit::all() {
            assert_eq!(CellSet::unit(unit), set_of(unit.cells().iter().copied()));
        }
    }

    #[test]
    fn shared_units_are_those_holding_every_cell() {
        let cells = set_of([Cell::new(0), Cell::new(2)]);
        let shared: Vec<Unit> = shared_units(&cells).collect();
        assert_eq!(shared, [Unit::row(0), Unit::boxed(0)]);
        assert_eq!(shared_units(&CellSet::EMPTY).count(), 0);
    }
}
