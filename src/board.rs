//! The solver's state and the propagation that narrows it, on bitboards.
//!
//! The state is letter-major: for each letter, the set of cells where it can still go, as
//! a 256-bit board whose 64-bit words are bands of four rows. A row is then a 16-bit lane
//! and a box a nibble in four lanes, so each rule is a handful of word operations per
//! letter rather than a walk over cells.
//!
//! Propagation is one loop over four rules, cheapest first, repeated until none applies:
//! 1. naked singles: a cell with one letter left takes it, and its 39 peers lose it;
//! 2. hidden singles: a letter with one place left in a row, column or box goes there;
//! 3. locked candidates: where a letter's places in a box lie in one row or column
//!    (pointing), or a row's or column's places lie in one box (claiming), the letter
//!    leaves the rest of that row, column or box;
//! 4. naked pairs: two cells that see each other with the same two candidates keep both
//!    letters from every cell that sees them both.
//!
//! The last two cost more than they save on a single state, but on minimal 16×16
//! puzzles they cut the search tree threefold and by another 40 per cent.
//!
//! Every rule only removes candidates that no solution of the current state can use, so
//! propagation never loses a solution; a cell with no letter, or a unit with no place for
//! a letter, is a contradiction.

use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::{CellSet, COLUMN, ROW};
use crate::grid::Grid;
use crate::letter::Letter;
use crate::unit::Unit;

/// Runs `$body` once for each word index `$w` in 0..4, written out rather than looped.
/// The WebAssembly build limits LLVM's loop unrolling to stay small; the solver's loops
/// over a board's four words are unrolled here by hand instead, so that they cost the
/// same in both builds.
macro_rules! each_word {
    ($w:ident => $body:block) => {{
        {
            let $w: usize = 0;
            $body
        }
        {
            let $w: usize = 1;
            $body
        }
        {
            let $w: usize = 2;
            $body
        }
        {
            let $w: usize = 3;
            $body
        }
    }};
}

/// Propagation found that the state has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Contradiction;

type Step<T = ()> = Result<T, Contradiction>;

/// The low bit of every nibble.
const NIBBLE_LOW: u64 = 0x1111_1111_1111_1111;

/// The top bit of each row of a band.
const ROW_TOP: u64 = 0x8000_8000_8000_8000;

/// The top bit of each empty row of a band, and nothing else. Exact, because adding to
/// the low 15 bits of a row never carries out of it.
#[inline(always)]
fn zero_rows(band: u64) -> u64 {
    !(((band & !ROW_TOP) + !ROW_TOP) | band) & ROW_TOP
}

/// The top bit of each zero nibble of `bits`, and nothing else.
#[inline(always)]
fn zero_nibbles(bits: u16) -> u16 {
    !(((bits & 0x7777) + 0x7777) | bits) & 0x8888
}

/// The columns that hold a place in at least one, and in at least two, of a band's rows.
#[inline(always)]
fn fold_rows(band: u64) -> (u16, u16) {
    // Rows 0|1 and 2|3 side by side, then the two halves together.
    let (pairs_once, pairs_twice) = (band | (band >> 16), band & (band >> 16));
    let once = pairs_once | (pairs_once >> 32);
    let twice = pairs_twice | (pairs_twice >> 32) | (pairs_once & (pairs_once >> 32));
    (once as u16, twice as u16)
}

/// Where each letter can still go. Small and `Copy`, so that search can keep one per
/// level on a stack allocated once.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board {
    /// For each letter, the cells it may take; a placed letter keeps its own cell.
    places: [CellSet; 16],
    /// Cells whose letter is placed and gone from their peers.
    solved: CellSet,
    /// The open cells that had two candidates when naked pairs last looked: a pair of
    /// them was dealt with then, and candidates only go, so only pairs with a newcomer
    /// need looking at again.
    pairs_seen: CellSet,
    /// Letters whose places changed since hidden singles, and since locked candidates,
    /// last looked at them: a rule's pass over unchanged letters would find nothing.
    changed_for_hidden: u16,
    changed_for_locked: u16,
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
    /// How many alternatives are left.
    pub(crate) fn alternatives(&self) -> u32 {
        match self {
            Branch::Letters { letters, .. } => letters.len(),
            Branch::Places { places, .. } => places.count_ones(),
        }
    }

    /// Takes the next alternative off the branch.
    #[inline(always)]
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
}

impl Board {
    /// Every letter possible everywhere.
    pub(crate) fn new() -> Board {
        Board {
            places: [CellSet::ALL; 16],
            solved: CellSet::EMPTY,
            pairs_seen: CellSet::EMPTY,
            changed_for_hidden: u16::MAX,
            changed_for_locked: u16::MAX,
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

    /// The board's bitboards: each letter's places, and the placed cells.
    pub(crate) fn bitboards(&self) -> ([CellSet; 16], CellSet) {
        (self.places, self.solved)
    }

    /// A board with these places and placed cells, as [`Board::bitboards`] gives them.
    pub(crate) fn from_bitboards(places: [CellSet; 16], solved: CellSet) -> Board {
        Board {
            places,
            solved,
            ..Board::new()
        }
    }

    /// The letters `cell` may still take.
    #[inline(always)]
    pub(crate) fn candidates(&self, cell: Cell) -> CandidateSet {
        let (word, bit) = (cell.index() >> 6, 1u64 << (cell.index() & 63));
        let mut bits = 0u16;
        for (letter, places) in self.places.iter().enumerate() {
            bits |= u16::from(places.0[word] & bit != 0) << letter;
        }
        CandidateSet::from_bits(bits)
    }

    /// Whether every cell has its letter, placed without contradiction.
    #[inline(always)]
    pub(crate) fn is_solved(&self) -> bool {
        self.solved == CellSet::ALL
    }

    /// The board's letters: the cells down to one candidate.
    pub(crate) fn grid(&self) -> Grid {
        let mut grid = Grid::empty();
        for cell in Cell::all() {
            grid.set(cell, self.candidates(cell).as_single());
        }
        grid
    }

    /// Leaves `cell` only `letter` (propagation places it); tells whether that changed
    /// anything.
    pub(crate) fn assign(&mut self, cell: Cell, letter: Letter) -> Step<bool> {
        if !self.places[letter.index()].contains(cell) {
            return Err(Contradiction);
        }
        let others = self.candidates(cell) & !CandidateSet::single(letter);
        for other in others {
            self.places[other.index()].remove(cell);
        }
        self.mark_changed(others);
        Ok(!others.is_empty())
    }

    /// Takes `letters` out of `cell`'s candidates; tells whether anything changed.
    pub(crate) fn eliminate(&mut self, cell: Cell, letters: CandidateSet) -> Step<bool> {
        let current = self.candidates(cell);
        let gone = current & letters;
        if gone.is_empty() {
            return Ok(false);
        }
        if (current & !letters).is_empty() {
            return Err(Contradiction);
        }
        for letter in gone {
            self.places[letter.index()].remove(cell);
        }
        self.mark_changed(gone);
        Ok(true)
    }

    #[inline(always)]
    fn mark_changed(&mut self, letters: CandidateSet) {
        self.changed_for_hidden |= letters.bits();
        self.changed_for_locked |= letters.bits();
    }

    /// Puts `letter` in `cell`: no other letter there, and no `letter` in its peers.
    #[inline(always)]
    fn place(&mut self, cell: Cell, letter: Letter) {
        let (word, bit) = (cell.index() >> 6, 1u64 << (cell.index() & 63));
        let mut changed = 0u16;
        for (other, places) in self.places.iter_mut().enumerate() {
            changed |= u16::from(places.0[word] & bit != 0) << other;
            places.0[word] &= !bit;
        }
        self.places[letter.index()].0[word] |= bit;
        self.place_single(cell, letter);
        self.mark_changed(CandidateSet::from_bits(changed));
    }

    /// Puts `letter` in `cell` when it is the cell's only candidate already.
    #[inline(always)]
    fn place_single(&mut self, cell: Cell, letter: Letter) {
        let places = &mut self.places[letter.index()];
        *places = *places & !CellSet::peers_inlined(cell);
        self.mark_changed(CandidateSet::single(letter));
        self.solved.insert(cell);
    }

    /// Applies the rules until none changes anything.
    pub(crate) fn propagate(&mut self) -> Step {
        loop {
            if self.naked_singles()? {
                continue;
            }
            if self.is_solved() {
                return Ok(());
            }
            if self.hidden_singles()? {
                continue;
            }
            if self.locked_candidates()? {
                continue;
            }
            if !self.naked_pairs()? {
                return Ok(());
            }
        }
    }

    /// Places every open cell that has one letter left; tells whether there was any.
    fn naked_singles(&mut self) -> Step<bool> {
        let mut singles = CellSet::EMPTY;
        each_word!(word => {
            // Bit-sliced counts over the letters: cells with at least one, at least two.
            let (mut once, mut twice) = (0u64, 0u64);
            for places in &self.places {
                twice |= once & places.0[word];
                once |= places.0[word];
            }
            if once != u64::MAX {
                return Err(Contradiction);
            }
            singles.0[word] = once & !twice & !self.solved.0[word];
        });
        if singles.is_empty() {
            return Ok(false);
        }
        // Each single's letter, read off the letters' boards all at once rather than cell
        // by cell: one AND per letter and word.
        let mine: [CellSet; 16] = std::array::from_fn(|l| singles & self.places[l]);
        for (letter, mut cells) in Letter::ALL.into_iter().zip(mine) {
            while let Some(cell) = cells.pop() {
                // A peer placed just before with the same letter took this cell's last one.
                if !self.places[letter.index()].contains(cell) {
                    return Err(Contradiction);
                }
                self.place_single(cell, letter);
            }
        }
        Ok(true)
    }

    /// Places every letter that has one open place left in a row, column or box; tells
    /// whether there was any.
    fn hidden_singles(&mut self) -> Step<bool> {
        let mut found = false;
        let todo = CandidateSet::from_bits(std::mem::take(&mut self.changed_for_hidden));
        for letter in todo {
            let lonely = lonely_places(self.places[letter.index()])?;
            let mut lonely = lonely & !self.solved;
            while let Some(cell) = lonely.pop() {
                // Placing this letter elsewhere took it from here: it was forced into
                // two cells that see each other.
                if !self.places[letter.index()].contains(cell) {
                    return Err(Contradiction);
                }
                self.place(cell, letter);
                found = true;
            }
        }
        Ok(found)
    }

    /// Pointing and claiming for every letter; tells whether any candidate went.
    ///
    /// Each band's presence masks are read once, before its eliminations: a mask that
    /// is out of date only holds more, so what it proves still holds.
    fn locked_candidates(&mut self) -> Step<bool> {
        let mut changed = CandidateSet::EMPTY;
        let todo = CandidateSet::from_bits(std::mem::take(&mut self.changed_for_locked));
        for letter in todo {
            let places = &mut self.places[letter.index()];
            let before = *places;
            each_word!(word => {
                lock_rows(&mut places.0[word]);
            });
            lock_columns(&mut places.0);
            if *places != before {
                changed.insert(letter);
            }
        }
        self.mark_changed(changed);
        Ok(!changed.is_empty())
    }

    /// Naked pairs: two cells that see each other and share the same two candidates
    /// hold those two letters between them, so no cell that sees both can take either.
    fn naked_pairs(&mut self) -> Step<bool> {
        let pairs = self.cells_with_two();
        let fresh = pairs & !self.pairs_seen;
        self.pairs_seen = pairs;
        let mut changed = CandidateSet::EMPTY;
        for cell in fresh.iter() {
            let letters = self.candidates(cell);
            let (Some(a), Some(b)) = (letters.first(), letters.without_lowest().first()) else {
                continue;
            };
            let (places_a, places_b) = (self.places[a.index()], self.places[b.index()]);
            let mut twins = pairs & places_a & places_b & CellSet::peers_inlined(cell);
            while let Some(twin) = twins.pop() {
                // A pair of two newcomers is dealt with from its first cell.
                if twin < cell && fresh.contains(twin) {
                    continue;
                }
                let both = CellSet::peers_inlined(cell) & CellSet::peers_inlined(twin);
                for letter in [a, b] {
                    let places = &mut self.places[letter.index()];
                    if !(*places & both).is_empty() {
                        *places = *places & !both;
                        changed.insert(letter);
                    }
                }
            }
        }
        self.mark_changed(changed);
        Ok(!changed.is_empty())
    }

    /// The cells where `self` keeps fewer candidates than `wider`, a board it was
    /// narrowed from.
    pub(crate) fn narrowed_from(&self, wider: &Board) -> CellSet {
        let mut narrowed = CellSet::EMPTY;
        for (wide, narrow) in wider.places.iter().zip(&self.places) {
            narrowed = narrowed | (*wide & !*narrow);
        }
        narrowed
    }

    /// The open cells with exactly two candidates.
    pub(crate) fn cells_with_two(&self) -> CellSet {
        self.cells_with_two_and_three().0
    }

    /// The open cells with exactly two, and with exactly three, candidates.
    fn cells_with_two_and_three(&self) -> (CellSet, CellSet) {
        cells_with_two_and_three(&self.places, self.solved)
    }

    /// The first open cell in reading order, its letters in alphabetical order: search
    /// in this order meets the solutions in the order of their 256-letter strings.
    pub(crate) fn first_open_branch(&self) -> Branch {
        let cell = (!self.solved).iter().next().unwrap_or(Cell::new(0));
        Branch::Letters {
            cell,
            letters: self.candidates(cell),
        }
    }

    /// The most constrained choice: the cell with the fewest candidates, or the letter
    /// with the fewest places in a unit when that is fewer. Among cells with equally few
    /// candidates, the one whose choice reaches the furthest (see [`Board::reach`]),
    /// which on 16×16 grids cuts the search tree several times over. Only called on a
    /// propagated, unsolved board, where every open cell has at least two candidates.
    pub(crate) fn choose_branch(&self) -> Branch {
        let open = !self.solved;
        let (pairs, triples) = self.cells_with_two_and_three();
        let mut choices = if pairs.is_empty() {
            let fewest = open
                .iter()
                .map(|cell| self.candidates(cell).len())
                .min()
                .unwrap_or(0);
            if let Some(branch) = self.scarce_letter(fewest) {
                return branch;
            }
            let mut choices = CellSet::EMPTY;
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
        while let Some(cell) = choices.pop() {
            let reach = self.reach(cell, pairs, triples);
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

    /// How far a choice at `cell` reaches: its peers that share a letter with it, weighted
    /// by how close each comes to a single when it loses that letter (a peer with two
    /// candidates counts 12, one with three 4), and then its open peers, 1 each. Whichever
    /// letter the cell takes, the peers that had it lose it, so a cell among near-singles
    /// sets off the longest chains of placements in both branches. On minimal puzzles this
    /// needs a third of the search nodes of counting open peers alone.
    fn reach(&self, cell: Cell, pairs: CellSet, triples: CellSet) -> u32 {
        let peers = CellSet::peers_inlined(cell);
        let mut sharing = CellSet::EMPTY;
        for letter in self.candidates(cell) {
            sharing = sharing | self.places[letter.index()];
        }
        let sharing = sharing & peers;
        12 * (sharing & pairs).len() + 4 * (sharing & triples).len() + (peers & !self.solved).len()
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

/// The open cells with exactly two, and with exactly three, letters, given each letter's
/// places and the placed cells: the bitboards of a [`Board`] or of the learning search.
#[inline(always)]
pub(crate) fn cells_with_two_and_three(
    places: &[CellSet; 16],
    solved: CellSet,
) -> (CellSet, CellSet) {
    let (mut two, mut three) = (CellSet::EMPTY, CellSet::EMPTY);
    each_word!(word => {
        // Bit-sliced counts over the letters: at least one, two, three, four.
        let (mut c1, mut c2, mut c3, mut c4) = (0u64, 0u64, 0u64, 0u64);
        for places in places {
            let bits = places.0[word];
            c4 |= c3 & bits;
            c3 |= c2 & bits;
            c2 |= c1 & bits;
            c1 |= bits;
        }
        two.0[word] = c2 & !c3 & !solved.0[word];
        three.0[word] = c3 & !c4 & !solved.0[word];
    });
    (two, three)
}

/// The places of a letter that are its only place in some row, column or box (placed
/// cells included), or a contradiction when some unit has no place for it.
#[inline(always)]
pub(crate) fn lonely_places(places: CellSet) -> Step<CellSet> {
    let mut lonely = CellSet::EMPTY;
    let (mut columns_once, mut columns_twice) = (0u16, 0u16);
    each_word!(word => {
        let band = places.0[word];
        if zero_rows(band) != 0 {
            return Err(Contradiction);
        }
        // With no row empty, `band - COLUMN` borrows within each row only, and
        // a row with one place is left empty by the `&`.
        let single_rows = zero_rows(band & (band - COLUMN));
        lonely.0[word] |= band & ((single_rows >> 15) * ROW);
        let (once, twice) = fold_rows(band);
        columns_twice |= (columns_once & once) | twice;
        columns_once |= once;
        // The same for boxes, a nibble each in `once` and `twice`.
        if zero_nibbles(once) != 0 {
            return Err(Contradiction);
        }
        let single_boxes =
            zero_nibbles(once & once.wrapping_sub(0x1111)) & zero_nibbles(twice);
        let boxes = u64::from((single_boxes >> 3) * 0xF) * COLUMN;
        lonely.0[word] |= band & boxes;
    });
    if columns_once != u16::MAX {
        return Err(Contradiction);
    }
    // Copy the 16-bit column mask into each row of a band.
    let columns = u64::from(columns_once & !columns_twice) * COLUMN;
    each_word!(word => {
        lonely.0[word] |= places.0[word] & columns;
    });
    Ok(lonely)
}

/// The lanes of `bits` (16-bit rows of a band) that hold a bit, as the low bit of each
/// lane. Shifts of at most 12 read a lane's own bits into its low bit.
#[inline(always)]
fn nonzero_lanes(bits: u64) -> u64 {
    (bits | (bits >> 4) | (bits >> 8) | (bits >> 12)) & COLUMN
}

/// The bits of the four lanes of `bits` folded into one 16-bit lane.
#[inline(always)]
fn fold_lanes(bits: u64) -> u64 {
    (bits | (bits >> 16) | (bits >> 32) | (bits >> 48)) & ROW
}

/// Groups of four bits `stride` apart, each group read at its lowest bit (the bits of
/// `low`): those where exactly one of the four is set. A nibble is such a group with a
/// stride of 1; the low nibble bits of a row, with a stride of 4.
#[inline(always)]
fn one_of_four(bits: u64, stride: u32, low: u64) -> u64 {
    // Bits 0 and 2·stride of each group: a|b and c|d, a&b and c&d of its four bits.
    let (any, both) = (bits | (bits >> stride), bits & (bits >> stride));
    let once = any | (any >> (2 * stride));
    let twice = both | (both >> (2 * stride)) | (any & (any >> (2 * stride)));
    once & !twice & low
}

/// The nibbles of `bits` with exactly one bit set, as the low bit of each nibble.
#[inline(always)]
fn single_nibbles(bits: u64) -> u64 {
    one_of_four(bits, 1, NIBBLE_LOW)
}

/// Locked candidates between the four rows and four boxes of one band of one letter,
/// with no branch.
///
/// Both rules work on the band's 4×4 matrix of where a row meets a box at a place of
/// the letter, kept as the low bit of each nibble. Pointing: a box confined to one row
/// clears that row in the other boxes; claiming: a row confined to one box clears that
/// box in the other rows. Where two confinements collide (a contradiction), the masks
/// below keep both places rather than clear them: weaker, never unsound; the
/// contradiction then shows later, in another rule or deeper in the search.
#[inline(always)]
pub(crate) fn lock_rows(band: &mut u64) {
    let meets = nonzero_nibbles(*band);
    // Pointing: boxes whose places lie in exactly one row.
    let (once, twice) = fold_rows(meets);
    let pointing = u64::from(once & !twice) * COLUMN;
    let confined = meets & pointing;
    let clear_rows = (nonzero_lanes(confined) * 0x1111) & !pointing;
    // Claiming: rows whose places lie in exactly one box.
    let claiming = nonzero_lanes(lanes_with_one_nibble(meets)) * 0x1111;
    let claimed = meets & claiming;
    let clear_boxes = (fold_lanes(claimed) * COLUMN) & !claiming;
    *band &= !((clear_rows | clear_boxes) * 0xF);
}

/// For each lane of `meets` (bits only at the low bit of each nibble), its low bit
/// when exactly one of its four nibbles holds a bit.
#[inline(always)]
fn lanes_with_one_nibble(meets: u64) -> u64 {
    one_of_four(meets, 4, COLUMN)
}

/// Locked candidates between columns and boxes, for the four bands of one letter, with
/// no branch.
///
/// The columns each band holds, one 16-bit lane per band, make a 4×16 matrix whose
/// nibbles are the boxes. Pointing: a box (nibble) with one column clears that column
/// in the other bands; claiming: a column present in one band only clears the rest of
/// its box there. Colliding confinements are kept, as in [`lock_rows`].
#[inline(always)]
pub(crate) fn lock_columns(bands: &mut [u64; 4]) {
    let mut present = 0u64;
    each_word!(word => {
        let rows = bands[word] | (bands[word] >> 32);
        present |= ((rows | (rows >> 16)) & ROW) << (16 * word);
    });
    // Pointing: the box's places all lie in one column.
    let pointing = single_nibbles(present) * 0xF;
    let clear_columns = (fold_lanes(present & pointing) * COLUMN) & !pointing;
    // Claiming: the column's places all lie in one band.
    let (once, twice) = fold_rows(present);
    let claiming = u64::from(once & !twice) * COLUMN;
    let clear_boxes = (nonzero_nibbles(present & claiming) * 0xF) & !claiming;
    let clear = clear_columns | clear_boxes;
    each_word!(word => {
        bands[word] &= !(((clear >> (16 * word)) & ROW) * COLUMN);
    });
}

/// The nibbles of `bits` that hold a bit, as the low bit of each nibble.
#[inline(always)]
fn nonzero_nibbles(bits: u64) -> u64 {
    (bits | (bits >> 1) | (bits >> 2) | (bits >> 3)) & NIBBLE_LOW
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Rng;

    /// A sparse random band or board word: each place kept with probability 1/4.
    fn sparse(rng: &mut Rng) -> u64 {
        rng.next_u64() & rng.next_u64()
    }

    /// Locked candidates in one band as the rules say them, cell by cell, every
    /// confinement read from the band as it was: the reference for [`lock_rows`].
    fn lock_rows_by_hand(band: u64) -> u64 {
        let at = |row: usize, col: usize| band >> (16 * row + col) & 1 != 0;
        let mut keep = band;
        for k in 0..4 {
            let rows: Vec<usize> = (0..4)
                .filter(|&r| (0..4).any(|i| at(r, 4 * k + i)))
                .collect();
            if let [row] = rows[..] {
                for col in (0..16).filter(|col| col / 4 != k) {
                    keep &= !(1 << (16 * row + col));
                }
            }
        }
        for row in 0..4 {
            let boxes: Vec<usize> = (0..4)
                .filter(|&k| (0..4).any(|i| at(row, 4 * k + i)))
                .collect();
            if let [k] = boxes[..] {
                for r in (0..4).filter(|&r| r != row) {
                    keep &= !(0xF << (16 * r + 4 * k));
                }
            }
        }
        keep
    }

    /// The same for columns against boxes across the four bands.
    fn lock_columns_by_hand(bands: [u64; 4]) -> [u64; 4] {
        let at = |row: usize, col: usize| bands[row / 4] >> (16 * (row % 4) + col) & 1 != 0;
        let mut keep = bands;
        let mut clear = |row: usize, col: usize| keep[row / 4] &= !(1 << (16 * (row % 4) + col));
        for band in 0..4 {
            for stack in 0..4 {
                let cols: Vec<usize> = (4 * stack..4 * stack + 4)
                    .filter(|&c| (4 * band..4 * band + 4).any(|r| at(r, c)))
                    .collect();
                if let [col] = cols[..] {
                    (0..16)
                        .filter(|r| r / 4 != band)
                        .for_each(|r| clear(r, col));
                }
            }
        }
        for col in 0..16 {
            let in_bands: Vec<usize> = (0..4)
                .filter(|&b| (4 * b..4 * b + 4).any(|r| at(r, col)))
                .collect();
            if let [band] = in_bands[..] {
                for row in 4 * band..4 * band + 4 {
                    for c in (col & !3..(col & !3) + 4).filter(|&c| c != col) {
                        clear(row, c);
                    }
                }
            }
        }
        keep
    }

    /// Whether every row (lane) and box (nibble column) that held a place still does.
    fn keeps_every_unit(before: u64, after: u64) -> bool {
        let units = |bits: u64| (nonzero_lanes(bits), fold_lanes(nonzero_nibbles(bits)));
        units(before) == units(after)
    }

    #[test]
    fn locked_rows_clear_what_the_rules_clear_and_never_more() {
        let mut rng = Rng::new(11);
        let mut compared = 0;
        for _ in 0..20_000 {
            let band = sparse(&mut rng);
            let (mut fast, slow) = (band, lock_rows_by_hand(band));
            lock_rows(&mut fast);
            // Never unsound: whatever the rules keep is kept.
            assert_eq!(fast & slow, slow, "{band:#x}");
            assert_eq!(fast & !band, 0, "{band:#x}");
            // Where the rules empty no unit (no contradiction), exactly what they say.
            if keeps_every_unit(band, slow) {
                assert_eq!(fast, slow, "{band:#x}");
                compared += u32::from(slow != band);
            }
        }
        assert!(compared > 1000, "{compared}");
    }

    #[test]
    fn locked_columns_clear_what_the_rules_clear_and_never_more() {
        let mut rng = Rng::new(12);
        let mut compared = 0;
        for _ in 0..20_000 {
            let bands = [(); 4].map(|_| sparse(&mut rng));
            let (mut fast, slow) = (bands, lock_columns_by_hand(bands));
            lock_columns(&mut fast);
            for word in 0..4 {
                assert_eq!(fast[word] & slow[word], slow[word], "{bands:#x?}");
                assert_eq!(fast[word] & !bands[word], 0, "{bands:#x?}");
            }
            // Where the rules empty no column and no box, exactly what they say.
            let units = |b: [u64; 4]| {
                let columns = b.iter().fold(0, |all, &w| all | fold_lanes(w));
                (columns, b.map(|w| nonzero_nibbles(fold_lanes(w))))
            };
            if units(slow) == units(bands) {
                assert_eq!(fast, slow, "{bands:#x?}");
                compared += u32::from(slow != bands);
            }
        }
        // The random boards exercise the rules, not just the contradictions.
        assert!(compared > 1000, "{compared}");
    }

    #[test]
    fn a_pair_that_forms_after_naked_pairs_looked_is_still_found() {
        let (a, b, c) = (Letter::A, Letter::B, Letter::C);
        let (first, second, third) = (Cell::new(0), Cell::new(5), Cell::new(9));
        let mut board = Board::new();
        let others = !(CandidateSet::single(a) | CandidateSet::single(b));
        board.eliminate(first, others).unwrap();
        board
            .eliminate(second, others & !CandidateSet::single(c))
            .unwrap();
        // R1C1 is {A, B} and R1C6 {A, B, C}: no pair yet.
        assert!(!board.naked_pairs().unwrap());
        board.eliminate(second, CandidateSet::single(c)).unwrap();
        // Now both are {A, B}: the rest of row 1 loses A and B.
        assert!(board.naked_pairs().unwrap());
        assert!(!board.candidates(third).intersects(!others));
        assert_eq!(board.candidates(first).len(), 2);
    }
}
