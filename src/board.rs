//! The solver's state: a candidate set per cell, and the propagation that narrows it.
//!
//! Propagation is one loop over three rules, cheapest first, repeated until none applies:
//! 1. naked singles: a cell with one candidate gives it up in its 39 peers;
//! 2. hidden singles: a letter with one place left in a unit goes there;
//! 3. locked candidates: where a letter's places in a box lie in one row or column (or
//!    the other way round), it leaves the rest of that row, column or box.
//!
//! Every rule only removes candidates that no solution of the current state can use, so
//! propagation never loses a solution; an empty cell, or a letter with no place left in a
//! unit, is a contradiction.

use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::grid::Grid;
use crate::letter::Letter;
use crate::unit::{Unit, PEERS, UNIT_CELLS};

/// Propagation found that the state has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Contradiction;

type Step<T = ()> = Result<T, Contradiction>;

/// A set of cells, one bit per cell.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
struct CellSet([u64; 4]);

impl CellSet {
    #[inline]
    fn insert(&mut self, cell: Cell) {
        self.0[cell.index() >> 6] |= 1 << (cell.index() & 63);
    }

    /// How many cells the two sets share.
    #[inline]
    fn common(&self, other: &CellSet) -> u32 {
        (0..4).map(|i| (self.0[i] & other.0[i]).count_ones()).sum()
    }

    #[inline]
    fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }

    /// The cells of the set, lowest first.
    fn iter(&self) -> impl Iterator<Item = Cell> {
        let mut rest = *self;
        std::iter::from_fn(move || rest.pop())
    }

    /// Takes out the lowest cell of the set.
    #[inline]
    fn pop(&mut self) -> Option<Cell> {
        let (word, bits) = self.0.iter_mut().enumerate().find(|(_, w)| **w != 0)?;
        let bit = bits.trailing_zeros() as usize;
        *bits &= *bits - 1;
        Cell::from_index(word * 64 + bit)
    }
}

/// The peers of each cell as a set, for counting open peers with four popcounts.
static PEER_SETS: [CellSet; Cell::COUNT] = peer_sets();

const fn peer_sets() -> [CellSet; Cell::COUNT] {
    let mut sets = [CellSet([0; 4]); Cell::COUNT];
    let mut c = 0;
    while c < Cell::COUNT {
        let peers = &PEERS[c];
        let mut p = 0;
        while p < peers.len() {
            let i = peers[p].index();
            sets[c].0[i >> 6] |= 1 << (i & 63);
            p += 1;
        }
        c += 1;
    }
    sets
}

/// The candidates of every cell. Small and `Copy`, so that search can keep one per level
/// on a stack allocated once.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board {
    candidates: [CandidateSet; Cell::COUNT],
    /// Cells down to one candidate whose peers have not yet been told.
    pending: CellSet,
    /// How many cells have had their letter removed from their peers.
    placed: u16,
    /// The letters placed in each unit, kept as cells are placed so that hidden singles
    /// need not tell settled cells apart while scanning.
    settled: [u16; Unit::COUNT],
    /// Units (bit = unit index) with a cell changed since hidden singles last looked.
    dirty_units: u64,
    /// Bands of four rows (bits 0–3) and of four columns (bits 4–7) changed since locked
    /// candidates last looked. With these, a rule's sweep that would find nothing
    /// costs nothing.
    dirty_bands: u8,
}

/// Which units and bands a change to a cell touches.
#[derive(Clone, Copy)]
struct Touches {
    units: u64,
    bands: u8,
}

static TOUCHES: [Touches; Cell::COUNT] = touches();

const fn touches() -> [Touches; Cell::COUNT] {
    let mut table = [Touches { units: 0, bands: 0 }; Cell::COUNT];
    let mut c = 0;
    while c < Cell::COUNT {
        let cell = Cell::new(c as u8);
        let units = cell.units();
        table[c] = Touches {
            units: (1 << units[0].index()) | (1 << units[1].index()) | (1 << units[2].index()),
            bands: (1 << (cell.row() / 4)) | (1 << (4 + cell.col() / 4)),
        };
        c += 1;
    }
    table
}

/// The alternatives search tries at a branch point. Each is exhaustive (one of them holds
/// in every solution) and they exclude each other, so counting over them is exact.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Branch {
    /// The cell holds one of these letters.
    Letters { cell: Cell, letters: CandidateSet },
    /// The letter goes in one of these positions (bits indexing the unit's cells).
    Places {
        letter: Letter,
        unit: Unit,
        places: u16,
    },
}

impl Branch {
    /// Takes the next alternative off the branch.
    #[inline]
    pub(crate) fn next(&mut self) -> Option<(Cell, Letter)> {
        match self {
            Branch::Letters { cell, letters } => {
                let letter = letters.first()?;
                letters.remove(letter);
                Some((*cell, letter))
            }
            Branch::Places {
                letter,
                unit,
                places,
            } => {
                if *places == 0 {
                    return None;
                }
                let position = places.trailing_zeros() as usize;
                *places &= *places - 1;
                Some((unit.cells()[position], *letter))
            }
        }
    }

    /// Whether no alternative is left.
    #[inline]
    pub(crate) fn is_exhausted(&self) -> bool {
        match self {
            Branch::Letters { letters, .. } => letters.is_empty(),
            Branch::Places { places, .. } => *places == 0,
        }
    }
}

impl Board {
    /// Every letter possible everywhere.
    pub(crate) fn new() -> Board {
        Board {
            candidates: [CandidateSet::ALL; Cell::COUNT],
            pending: CellSet::default(),
            placed: 0,
            settled: [0; Unit::COUNT],
            dirty_units: (1 << Unit::COUNT) - 1,
            dirty_bands: u8::MAX,
        }
    }

    /// The board with the grid's letters assigned (not yet propagated).
    pub(crate) fn from_grid(grid: &Grid) -> Step<Board> {
        let mut board = Board::new();
        for (cell, letter) in grid.filled() {
            board.assign(cell, letter)?;
        }
        Ok(board)
    }

    #[inline]
    pub(crate) fn candidates(&self, cell: Cell) -> CandidateSet {
        self.candidates[cell.index()]
    }

    /// Whether every cell has its letter and the letters obey the rules (propagation has
    /// removed each placed letter from its peers without emptying any of them).
    #[inline]
    pub(crate) fn is_solved(&self) -> bool {
        self.placed as usize == Cell::COUNT
    }

    /// The board's letters: the cells down to one candidate.
    pub(crate) fn grid(&self) -> Grid {
        let mut grid = Grid::empty();
        for cell in Cell::all() {
            grid.set(cell, self.candidates(cell).as_single());
        }
        grid
    }

    /// Puts `letter` in `cell`; tells whether that changed anything.
    #[inline]
    pub(crate) fn assign(&mut self, cell: Cell, letter: Letter) -> Step<bool> {
        let only = CandidateSet::single(letter);
        let current = self.candidates(cell);
        if current == only {
            return Ok(false);
        }
        if !current.contains(letter) {
            return Err(Contradiction);
        }
        self.set(cell, only);
        self.pending.insert(cell);
        Ok(true)
    }

    /// Takes `letters` out of `cell`'s candidates; tells whether anything changed.
    #[inline]
    pub(crate) fn eliminate(&mut self, cell: Cell, letters: CandidateSet) -> Step<bool> {
        let current = self.candidates(cell);
        if !current.intersects(letters) {
            return Ok(false);
        }
        let left = current & !letters;
        if left.is_empty() {
            return Err(Contradiction);
        }
        self.set(cell, left);
        if left.is_single() {
            self.pending.insert(cell);
        }
        Ok(true)
    }

    #[inline]
    fn set(&mut self, cell: Cell, letters: CandidateSet) {
        self.candidates[cell.index()] = letters;
        let touches = TOUCHES[cell.index()];
        self.dirty_units |= touches.units;
        self.dirty_bands |= touches.bands;
    }

    /// Applies the rules until none changes anything.
    pub(crate) fn propagate(&mut self) -> Step {
        loop {
            self.place_pending()?;
            if self.is_solved() {
                return Ok(());
            }
            if self.hidden_singles()? {
                continue;
            }
            if !self.locked_candidates()? {
                return Ok(());
            }
        }
    }

    /// Naked singles: removes each newly settled letter from the cell's peers, which may
    /// settle more cells in turn.
    fn place_pending(&mut self) -> Step {
        while let Some(cell) = self.pending.pop() {
            let letter = self.candidates(cell);
            self.placed += 1;
            for unit in cell.units() {
                self.settled[unit.index()] |= letter.bits();
            }
            for &peer in cell.peers() {
                self.eliminate(peer, letter)?;
            }
        }
        Ok(())
    }

    /// Hidden singles in all 48 units; tells whether any letter was placed.
    fn hidden_singles(&mut self) -> Step<bool> {
        let mut found = false;
        let mut todo = std::mem::take(&mut self.dirty_units);
        while todo != 0 {
            let unit = todo.trailing_zeros() as usize;
            todo &= todo - 1;
            let cells = &UNIT_CELLS[unit];
            // Bit-sliced counts: which letters appear at least once, at least twice.
            let (mut once, mut twice) = (0u16, 0u16);
            for &cell in cells {
                let bits = self.candidates(cell).bits();
                twice |= once & bits;
                once |= bits;
            }
            if once != u16::MAX {
                return Err(Contradiction);
            }
            let hidden = once & !twice & !self.settled[unit];
            if hidden == 0 {
                continue;
            }
            for &cell in cells {
                let letters = self.candidates(cell) & CandidateSet::from_bits(hidden);
                if let Some(letter) = letters.as_single() {
                    found |= self.assign(cell, letter)?;
                } else if !letters.is_empty() {
                    // One cell is the only place for two letters.
                    return Err(Contradiction);
                }
            }
        }
        Ok(found)
    }

    /// Pointing and claiming over every box-row and box-column intersection; tells
    /// whether any candidate was removed.
    fn locked_candidates(&mut self) -> Step<bool> {
        let mut changed = false;
        let mut todo = std::mem::take(&mut self.dirty_bands);
        while todo != 0 {
            let band = todo.trailing_zeros() as usize;
            todo &= todo - 1;
            changed |= if band < 4 {
                // Rows 4·band..4·band+4: line i is a row, segment j its part in box j.
                self.lock_band(|line, segment, k| (4 * band + line) * 16 + 4 * segment + k)?
            } else {
                // Columns: line i is a column, segment j its part in box row j.
                let band = band - 4;
                self.lock_band(|line, segment, k| (4 * segment + k) * 16 + 4 * band + line)?
            };
        }
        Ok(changed)
    }

    /// Locked candidates within four parallel lines crossing four boxes. `cell_at(line,
    /// segment, k)` is the index of the k-th cell where `line` crosses box `segment`.
    #[inline]
    fn lock_band(&mut self, cell_at: impl Fn(usize, usize, usize) -> usize) -> Step<bool> {
        let mut segments = [[0u16; 4]; 4];
        for (line, row) in segments.iter_mut().enumerate() {
            for (segment, bits) in row.iter_mut().enumerate() {
                for k in 0..4 {
                    *bits |= self.candidates[cell_at(line, segment, k)].bits();
                }
            }
        }
        let mut changed = false;
        for line in 0..4 {
            for segment in 0..4 {
                let here = segments[line][segment];
                let rest_of_line = (0..4)
                    .filter(|&other| other != segment)
                    .fold(0, |acc, other| acc | segments[line][other]);
                let rest_of_box = (0..4)
                    .filter(|&other| other != line)
                    .fold(0, |acc, other| acc | segments[other][segment]);
                // Claiming: the line's only places for these letters are in this box.
                let claimed = here & !rest_of_line & rest_of_box;
                if claimed != 0 {
                    for other in (0..4).filter(|&o| o != line) {
                        changed |=
                            self.eliminate_segment(claimed, |k| cell_at(other, segment, k))?;
                    }
                }
                // Pointing: the box's only places for these letters are on this line.
                let pointing = here & !rest_of_box & rest_of_line;
                if pointing != 0 {
                    for other in (0..4).filter(|&o| o != segment) {
                        changed |= self.eliminate_segment(pointing, |k| cell_at(line, other, k))?;
                    }
                }
            }
        }
        Ok(changed)
    }

    #[inline]
    fn eliminate_segment(&mut self, letters: u16, cell_at: impl Fn(usize) -> usize) -> Step<bool> {
        let letters = CandidateSet::from_bits(letters);
        let mut changed = false;
        for k in 0..4 {
            if let Some(cell) = Cell::from_index(cell_at(k)) {
                changed |= self.eliminate(cell, letters)?;
            }
        }
        Ok(changed)
    }

    /// The most constrained choice: the cell with the fewest candidates, or the letter
    /// with the fewest places in a unit when that is fewer. Among cells with equally few
    /// candidates, the one with the most open peers: its choice reaches the furthest,
    /// which on 16×16 grids cuts the search tree several times over. Only called on a
    /// propagated, unsolved board, where every open cell has at least two candidates.
    pub(crate) fn choose_branch(&self) -> Branch {
        // Cells with two candidates are found with bit tricks, not bit counts (slow on
        // CPUs without POPCNT); only when there is none do the counts matter.
        let mut open = CellSet::default();
        let mut pairs = CellSet::default();
        for cell in Cell::all() {
            let letters = self.candidates(cell);
            if !letters.is_single() {
                open.insert(cell);
                if letters.without_lowest().is_single() {
                    pairs.insert(cell);
                }
            }
        }
        let choices = if pairs.is_empty() {
            let fewest = open
                .iter()
                .map(|cell| self.candidates(cell).len())
                .min()
                .unwrap_or(0);
            if let Some(branch) = self.scarce_letter(fewest) {
                return branch;
            }
            let mut choices = CellSet::default();
            for cell in open
                .iter()
                .filter(|&cell| self.candidates(cell).len() == fewest)
            {
                choices.insert(cell);
            }
            choices
        } else {
            pairs
        };
        let mut best: Option<(u32, Cell)> = None;
        for cell in choices.iter() {
            let reach = open.common(&PEER_SETS[cell.index()]);
            if best.is_none_or(|(r, _)| reach > r) {
                best = Some((reach, cell));
            }
        }
        let cell = best.map_or(Cell::new(0), |(_, cell)| cell);
        Branch::Letters {
            cell,
            letters: self.candidates(cell),
        }
    }

    /// A letter with fewer than `limit` (at most 4) places in some unit, fewest first.
    fn scarce_letter(&self, limit: u32) -> Option<Branch> {
        let mut best: Option<(u32, Branch)> = None;
        for unit in Unit::all() {
            // Saturating bit-sliced counters of each open letter's places: ≥1, ≥2, ≥3, ≥4.
            let (mut c1, mut c2, mut c3, mut c4) = (0u16, 0u16, 0u16, 0u16);
            for &cell in unit.cells() {
                let bits = self.candidates(cell).bits();
                if self.candidates(cell).is_single() {
                    continue;
                }
                c4 |= c3 & bits;
                c3 |= c2 & bits;
                c2 |= c1 & bits;
                c1 |= bits;
            }
            for (count, exact) in [(2, c2 & !c3), (3, c3 & !c4)] {
                if exact == 0 || count >= limit || best.as_ref().is_some_and(|(b, _)| *b <= count) {
                    continue;
                }
                let letter = CandidateSet::from_bits(exact).first()?;
                best = Some((count, self.places(letter, unit)));
                break;
            }
            if best.as_ref().is_some_and(|(b, _)| *b == 2) {
                break;
            }
        }
        best.map(|(_, branch)| branch)
    }

    fn places(&self, letter: Letter, unit: Unit) -> Branch {
        let mut places = 0u16;
        for (position, &cell) in unit.cells().iter().enumerate() {
            if self.candidates(cell).contains(letter) {
                places |= 1 << position;
            }
        }
        Branch::Places {
            letter,
            unit,
            places,
        }
    }
}
