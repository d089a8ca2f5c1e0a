//! Search that learns from its failures (conflict-driven clause learning), for the puzzles
//! where plain depth-first search has a heavy tail.
//!
//! Depth-first search forgets why a branch failed: when an early choice is wrong for a
//! reason that involves only a few other choices, it rediscovers that failure under every
//! combination of the unrelated choices made after it. Tough puzzles are full of such
//! reasons. This search records each one as a clause, jumps back past the choices that
//! played no part, and lets the clauses prune the rest of the search.
//!
//! The puzzle is the usual encoding: a variable for each cell and letter ("R3C5 holds B"),
//! and the rules as clauses: each cell holds some letter, each unit holds each letter
//! somewhere, and no two peers, nor two letters of a cell, agree. The state is kept as
//! the solver's bitboards (for each letter, the cells it may still take), so placing a
//! letter clears its 54 conflicting variables in a few word operations, and only what
//! learning needs goes on the trail:
//!
//! - placements, each with its reason: a decision, the cell's last letter (the clause
//!   "the cell holds some letter"), the letter's last place in a unit ("the unit holds the
//!   letter somewhere"), or a learned clause that became unit;
//! - eliminations made by a learned clause, by locked candidates (pointing and
//!   claiming) or by a naked pair, each with the rule that made it.
//!
//! The eliminations a placement makes stay off the trail: their reason is always the
//! placement (a two-literal clause), found again when a conflict is analysed as the
//! earliest placement of the letter among the cell's peers, or of another letter in the
//! cell. Analysis (first unique implication point) resolves through them at once.
//!
//! Its propagation is depth-first search's (last letters, last places, locked candidates,
//! naked pairs), so that the two searches prune alike. Choices follow depth-first
//! search's branching rule until there have been a few conflicts, then go to the variable
//! most often involved in recent conflicts (VSIDS); the chosen letter is placed. Restarts
//! follow the Luby sequence. A solution found is shut out by a clause over the choices
//! that led to it, so counting goes on until the count's limit or until no solution is
//! left.
//!
//! Learning takes over from depth-first search (see [`crate::search`]) with what that
//! search proved: each alternative it searched in full becomes a clause.

use crate::board::{cells_with_two_and_three, lock_columns, lock_rows, lonely_places, Board};
use crate::budget::Meter;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::letter::Letter;
use crate::tally::{End, Stats};
use crate::unit::Unit;

/// A variable: "this cell holds this letter", numbered `16 · cell + letter`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Var(u16);

impl Var {
    const COUNT: usize = 16 * Cell::COUNT;

    fn new(cell: Cell, letter: usize) -> Var {
        Var((cell.index() * 16 + letter) as u16)
    }

    fn cell(self) -> Cell {
        Cell::new((self.0 >> 4) as u8)
    }

    fn letter(self) -> usize {
        usize::from(self.0 & 15)
    }

    fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A variable or its negation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Lit(u16);

impl Lit {
    /// "The cell holds the letter."
    fn holds(var: Var) -> Lit {
        Lit(var.0 << 1)
    }

    /// "The cell does not hold the letter."
    fn lacks(var: Var) -> Lit {
        Lit(var.0 << 1 | 1)
    }

    fn var(self) -> Var {
        Var(self.0 >> 1)
    }

    fn is_positive(self) -> bool {
        self.0 & 1 == 0
    }

    fn negated(self) -> Lit {
        Lit(self.0 ^ 1)
    }

    fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Why an assignment on the trail holds.
#[derive(Clone, Copy, Debug)]
enum Reason {
    /// A choice, or what the search started from.
    Decision,
    /// The cell's last letter.
    LastLetter,
    /// The letter's last place in this unit.
    LastPlace(Unit),
    /// This learned clause became unit.
    Learned(u32),
    /// Locked candidates: the letter's places in `confined` all lie in `line` (or box),
    /// so it leaves the rest of `line`.
    Locked { confined: Unit, line: Unit },
    /// A naked pair: `first` and `second` see each other and hold only the two `letters`
    /// (bits) between them, so a cell that sees both holds neither.
    Pair {
        first: Cell,
        second: Cell,
        letters: u16,
    },
}

/// A rule all of whose literals are false.
#[derive(Clone, Copy, Debug)]
enum Conflict {
    /// The cell has no letter left.
    NoLetter(Cell),
    /// The letter has no place left in the unit.
    NoPlace(Unit, usize),
    Learned(u32),
    /// Only as a reason: the letter's places in `confined` outside `line` are all gone.
    Locked {
        confined: Unit,
        line: Unit,
        letter: usize,
    },
    /// Only as a reason: every letter but the two `letters` is gone from both cells.
    Pair {
        first: Cell,
        second: Cell,
        letters: u16,
    },
}

/// One assignment on the trail.
#[derive(Clone, Copy, Debug)]
struct Entry {
    lit: Lit,
    reason: Reason,
    level: u32,
}

/// The bitboards: the part of the state saved at each choice and restored by a jump back.
#[derive(Clone, Copy)]
struct State {
    /// For each letter, the cells it may take: its variables that are not false.
    places: [CellSet; 16],
    /// Cells whose letter is placed.
    solved: CellSet,
    /// Variables made false by a rule other than a placement's: a learned clause, locked
    /// candidates, a naked pair.
    explicit: [CellSet; 16],
    /// The open cells that had two letters when naked pairs last looked (see
    /// [`Learner::naked_pairs`]).
    pairs_seen: CellSet,
}

impl State {
    fn value(&self, lit: Lit) -> Option<bool> {
        let var = lit.var();
        let (cell, letter) = (var.cell(), var.letter());
        let holds = if !self.places[letter].contains(cell) {
            Some(false)
        } else if self.solved.contains(cell) {
            Some(true)
        } else {
            None
        };
        holds.map(|holds| holds == lit.is_positive())
    }

    fn letters(&self, cell: Cell) -> u16 {
        let mut bits = 0u16;
        for (letter, places) in self.places.iter().enumerate() {
            bits |= u16::from(places.contains(cell)) << letter;
        }
        bits
    }
}

/// The position on the trail of what the search started from: everything it held.
const START: u32 = 0;

/// No position on the trail: a letter not placed in a unit since the start.
const NOWHERE: u32 = u32::MAX;

/// Conflicts in the first run; the runs between restarts follow the Luby sequence
/// (1, 1, 2, 1, 1, 2, 4, …) times this.
const RESTART_UNIT: u64 = 64;

/// Conflicts before choices follow activity (VSIDS). Until then there is little to go
/// on, and choices follow depth-first search's rule: the most constrained cell or letter.
const FIRST_CONFLICTS: u64 = 32;

/// How fast older conflicts fade from the choice of variable (VSIDS decay).
const DECAY: f64 = 0.95;

/// A learning search over one puzzle.
pub(crate) struct Learner {
    state: State,
    trail: Vec<Entry>,
    /// The trail's length and the state when each level's choice was made.
    levels: Vec<(usize, State)>,
    // Where on the trail each assignment still there was made, or [`NOWHERE`]; what the
    // start held is at [`START`]. Together they tell where a variable became false (see
    // [`Learner::falsified_at`]); a jump back clears what it takes off the trail.
    /// Each placed cell's placement.
    placed_at: [u32; Cell::COUNT],
    /// For each letter and unit, the letter's placement there.
    placed_in_unit: [[u32; Unit::COUNT]; 16],
    /// Each variable's elimination, if not by a placement: at the start, or by a rule.
    eliminated_at: Vec<u32>,
    clauses: Vec<Vec<Lit>>,
    watches: Vec<Vec<u32>>,
    /// The literals some clause watches or once watched, as bitboards by letter (positive,
    /// negative): a cheap filter before the watch lists, never cleared.
    watched: [[CellSet; 16]; 2],
    /// The variables and cells the watches have seen false and placed.
    watch_places: [CellSet; 16],
    watch_solved: CellSet,
    /// Letters whose places changed since the watches last looked.
    unwatched: u16,
    /// Conflicts so far.
    conflicts: u64,
    /// Letters whose places changed since hidden singles, and since locked candidates,
    /// last looked.
    dirty: u16,
    dirty_locked: u16,
    activity: Vec<f64>,
    bump: f64,
    heap: VarHeap,
    /// Trail positions met during analysis.
    seen: Vec<bool>,
    /// The literals the watches have yet to see false.
    false_lits: Vec<Lit>,
}

impl Learner {
    /// A learner starting from `start`, propagated; `None` if it has no solution.
    pub(crate) fn new(mut start: Board) -> Option<Learner> {
        start.propagate().ok()?;
        let (places, solved) = start.bitboards();
        let state = State {
            places,
            solved,
            explicit: [CellSet::EMPTY; 16],
            pairs_seen: CellSet::EMPTY,
        };
        let mut activity = vec![0.0; Var::COUNT];
        let mut heap = VarHeap::new();
        for cell in (!solved).iter() {
            let letters = state.letters(cell);
            for letter in 0..16 {
                if letters >> letter & 1 != 0 {
                    let var = Var::new(cell, letter);
                    // Among variables no conflict has involved, cells with the fewest
                    // letters first.
                    activity[var.index()] = 1.0 / (16.0 * f64::from(letters.count_ones()));
                    heap.insert(var, &activity);
                }
            }
        }
        let mut placed_at = [NOWHERE; Cell::COUNT];
        let mut eliminated_at = vec![NOWHERE; Var::COUNT];
        for cell in Cell::all() {
            if solved.contains(cell) {
                placed_at[cell.index()] = START;
            }
            for (letter, places) in places.iter().enumerate() {
                if !places.contains(cell) {
                    eliminated_at[Var::new(cell, letter).index()] = START;
                }
            }
        }
        let trail = vec![Entry {
            lit: Lit::holds(Var(0)),
            reason: Reason::Decision,
            level: 0,
        }];
        Some(Learner {
            state,
            trail,
            levels: Vec::new(),
            placed_at,
            placed_in_unit: [[NOWHERE; Unit::COUNT]; 16],
            eliminated_at,
            clauses: Vec::new(),
            watches: vec![Vec::new(); 2 * Var::COUNT],
            watched: [[CellSet::EMPTY; 16]; 2],
            watch_places: places,
            watch_solved: solved,
            unwatched: 0,
            conflicts: 0,
            dirty: 0,
            dirty_locked: u16::MAX,
            activity,
            bump: 1.0,
            heap,
            seen: Vec::new(),
            false_lits: Vec::new(),
        })
    }

    /// Shuts out a solution already found elsewhere: one of its open cells must differ.
    /// False if that leaves no solution.
    pub(crate) fn exclude(&mut self, solution: &Board) -> bool {
        let open = !self.state.solved;
        let placements = open.iter().filter_map(|cell| {
            let letter = solution.candidates(cell).as_single()?;
            Some((cell, letter))
        });
        self.refute(placements)
    }

    /// Learns, before searching, that no solution still to be found makes all these
    /// placements: what depth-first search proved by searching where they led. False if
    /// that leaves no solution.
    pub(crate) fn refute(&mut self, placements: impl Iterator<Item = (Cell, Letter)>) -> bool {
        let mut clause = Vec::new();
        for (cell, letter) in placements {
            let lit = Lit::lacks(Var::new(cell, letter.index()));
            match self.state.value(lit) {
                Some(true) => return true,
                Some(false) => {}
                None => clause.push(lit),
            }
        }
        match clause.len() {
            0 => false,
            1 => {
                let lit = clause[0];
                let index = self.add_clause(clause, false);
                self.assign(lit, Reason::Learned(index));
                true
            }
            _ => {
                self.add_clause(clause, true);
                true
            }
        }
    }

    /// Searches until `visit` returns false, every solution has been visited, or the
    /// meter runs out (a choice is a search node).
    pub(crate) fn search(
        &mut self,
        meter: &mut Meter,
        stats: &mut Stats,
        visit: &mut dyn FnMut(&Board) -> bool,
    ) -> End {
        let mut conflicts_left = RESTART_UNIT;
        let mut restarts = 0u64;
        loop {
            match self.propagate() {
                Err(conflict) => {
                    if self.levels.is_empty() {
                        return End::Exhausted;
                    }
                    let (clause, level) = self.analyse(conflict);
                    self.jump_back(level);
                    let lit = clause[0];
                    let index = self.add_clause(clause, true);
                    self.assign(lit, Reason::Learned(index));
                    self.bump /= DECAY;
                    conflicts_left -= 1;
                    self.conflicts += 1;
                    if conflicts_left == 0 {
                        restarts += 1;
                        conflicts_left = RESTART_UNIT * luby(restarts);
                        self.jump_back(0);
                    }
                }
                Ok(()) if self.state.solved == CellSet::ALL => {
                    if !visit(&Board::from_bitboards(self.state.places, self.state.solved)) {
                        return End::Stopped;
                    }
                    if !self.exclude_choices() {
                        return End::Exhausted;
                    }
                }
                Ok(()) => {
                    if !meter.node() {
                        return End::OutOfBudget;
                    }
                    let Some(var) = self.choose() else {
                        return End::Exhausted;
                    };
                    stats.nodes += 1;
                    stats.guesses += 1;
                    self.levels.push((self.trail.len(), self.state));
                    self.place(var, Reason::Decision);
                }
            }
        }
    }

    fn level(&self) -> u32 {
        self.levels.len() as u32
    }

    /// The next choice: the first alternative of depth-first search's branch for the first
    /// [`FIRST_CONFLICTS`] conflicts, then the open variable with the highest activity.
    fn choose(&mut self) -> Option<Var> {
        if self.conflicts < FIRST_CONFLICTS {
            let board = Board::from_bitboards(self.state.places, self.state.solved);
            if let Some((cell, letter)) = board.choose_branch().next() {
                return Some(Var::new(cell, letter.index()));
            }
        }
        while let Some(var) = self.heap.pop(&self.activity) {
            if self.state.value(Lit::holds(var)).is_none() {
                return Some(var);
            }
        }
        None
    }

    /// After a solution: the clause that some choice differs, and a jump back to where it
    /// says which. False when there was no choice, so no other solution.
    fn exclude_choices(&mut self) -> bool {
        let clause: Vec<Lit> = self
            .levels
            .iter()
            .rev()
            .map(|&(at, _)| self.trail[at].lit.negated())
            .collect();
        if clause.is_empty() {
            return false;
        }
        let level = self.level() - 1;
        self.jump_back(level);
        let lit = clause[0];
        let index = self.add_clause(clause, true);
        self.assign(lit, Reason::Learned(index));
        true
    }

    /// Stores a clause; with `watch`, its first two literals are watched (the first is
    /// the one about to be assigned, the second false at the highest level of the rest).
    fn add_clause(&mut self, clause: Vec<Lit>, watch: bool) -> u32 {
        let index = self.clauses.len() as u32;
        if watch && clause.len() >= 2 {
            self.watch(clause[0], index);
            self.watch(clause[1], index);
        }
        self.clauses.push(clause);
        index
    }

    fn watch(&mut self, lit: Lit, clause: u32) {
        self.watches[lit.index()].push(clause);
        let var = lit.var();
        self.watched[usize::from(!lit.is_positive())][var.letter()].insert(var.cell());
    }

    /// Makes `lit` true.
    fn assign(&mut self, lit: Lit, reason: Reason) {
        let var = lit.var();
        if lit.is_positive() {
            self.place(var, reason);
        } else {
            let (cell, letter) = (var.cell(), var.letter());
            self.eliminated_at[var.index()] = self.trail.len() as u32;
            self.push(lit, reason);
            self.state.places[letter].remove(cell);
            self.state.explicit[letter].insert(cell);
            self.dirty |= 1 << letter;
            self.dirty_locked |= 1 << letter;
            self.unwatched |= 1 << letter;
        }
    }

    fn push(&mut self, lit: Lit, reason: Reason) {
        let level = self.level();
        self.trail.push(Entry { lit, reason, level });
    }

    /// Places the variable's letter in its cell: the cell's other letters and the letter's
    /// other places among its peers become false.
    fn place(&mut self, var: Var, reason: Reason) {
        let (cell, letter) = (var.cell(), var.letter());
        let at = self.trail.len() as u32;
        self.placed_at[cell.index()] = at;
        for unit in cell.units() {
            self.placed_in_unit[letter][unit.index()] = at;
        }
        self.push(Lit::holds(var), reason);
        let mut changed = 1u16 << letter;
        for (other, places) in self.state.places.iter_mut().enumerate() {
            changed |= u16::from(places.contains(cell)) << other;
            places.remove(cell);
        }
        let places = &mut self.state.places[letter];
        *places = *places & !CellSet::peers_inlined(cell);
        places.insert(cell);
        self.state.solved.insert(cell);
        self.dirty |= changed;
        self.dirty_locked |= changed;
        self.unwatched |= changed;
    }

    /// Unit propagation to a fixed point: last letters, last places, learned clauses.
    fn propagate(&mut self) -> Result<(), Conflict> {
        loop {
            let mut progress = self.last_letters()?;
            progress |= self.last_places()?;
            progress |= self.learned_clauses()?;
            if !progress && !self.locked_candidates() && !self.naked_pairs() {
                return Ok(());
            }
        }
    }

    /// Places every open cell's last letter.
    fn last_letters(&mut self) -> Result<bool, Conflict> {
        let mut singles = CellSet::EMPTY;
        for word in 0..4 {
            let (mut once, mut twice) = (0u64, 0u64);
            for places in &self.state.places {
                twice |= once & places.0[word];
                once |= places.0[word];
            }
            if once != u64::MAX {
                let cell = Cell::new((word * 64 + (!once).trailing_zeros() as usize) as u8);
                return Err(Conflict::NoLetter(cell));
            }
            singles.0[word] = once & !twice & !self.state.solved.0[word];
        }
        let found = !singles.is_empty();
        while let Some(cell) = singles.pop() {
            let letters = self.state.letters(cell);
            if letters == 0 {
                return Err(Conflict::NoLetter(cell));
            }
            let letter = letters.trailing_zeros() as usize;
            self.place(Var::new(cell, letter), Reason::LastLetter);
        }
        Ok(found)
    }

    /// Places every letter's last place in a unit.
    fn last_places(&mut self) -> Result<bool, Conflict> {
        let mut found = false;
        let mut todo = std::mem::take(&mut self.dirty);
        while todo != 0 {
            let letter = todo.trailing_zeros() as usize;
            todo &= todo - 1;
            let Ok(lonely) = lonely_places(self.state.places[letter]) else {
                return Err(self.no_place(letter));
            };
            let mut lonely = lonely & !self.state.solved;
            while let Some(cell) = lonely.pop() {
                // A placement since this letter was looked at may have taken its last
                // place in the unit.
                let places = self.state.places[letter];
                if !places.contains(cell) {
                    return Err(self.no_place(letter));
                }
                let alone = |set: CellSet| (places & set).len() == 1;
                let unit = if alone(CellSet::row(cell.row())) {
                    Unit::row(cell.row())
                } else if alone(CellSet::column(cell.col())) {
                    Unit::column(cell.col())
                } else if alone(CellSet::boxed(cell.box_index())) {
                    Unit::boxed(cell.box_index())
                } else {
                    continue;
                };
                self.place(Var::new(cell, letter), Reason::LastPlace(unit));
                found = true;
            }
        }
        Ok(found)
    }

    /// Pointing and claiming for the letters whose places changed; tells whether any
    /// candidate went. Rows and boxes first, then columns and boxes, each elimination on
    /// the trail with the unit that forced it, read from the places it was made from.
    fn locked_candidates(&mut self) -> bool {
        let mut found = false;
        while self.dirty_locked != 0 {
            let letter = self.dirty_locked.trailing_zeros() as usize;
            self.dirty_locked &= self.dirty_locked - 1;
            let before = self.state.places[letter];
            let mut rows = before;
            for band in &mut rows.0 {
                lock_rows(band);
            }
            let mut columns = rows;
            lock_columns(&mut columns.0);
            for (from, to) in [(before, rows), (rows, columns)] {
                let mut gone = from & !to;
                while let Some(cell) = gone.pop() {
                    if let Some(reason) = locked_reason(from, cell) {
                        self.assign(Lit::lacks(Var::new(cell, letter)), reason);
                        found = true;
                    }
                }
            }
        }
        found
    }

    /// Naked pairs: two cells that see each other and hold the same two letters only take
    /// both letters from every cell that sees them both. Tells whether any candidate went.
    fn naked_pairs(&mut self) -> bool {
        let pairs = cells_with_two_and_three(&self.state.places, self.state.solved).0;
        let fresh = pairs & !self.state.pairs_seen;
        self.state.pairs_seen = pairs;
        let mut found = false;
        for first in fresh.iter() {
            let letters = self.state.letters(first);
            // Pairs found just before may have taken one of its letters.
            if letters.count_ones() != 2 {
                continue;
            }
            let (a, b) = (
                letters.trailing_zeros() as usize,
                15 - letters.leading_zeros() as usize,
            );
            let peers = CellSet::peers_inlined(first);
            let mut twins = pairs & self.state.places[a] & self.state.places[b] & peers;
            while let Some(second) = twins.pop() {
                // A pair of two newcomers is dealt with from its first cell.
                if second < first && fresh.contains(second) {
                    continue;
                }
                let both = peers & CellSet::peers_inlined(second);
                let reason = Reason::Pair {
                    first,
                    second,
                    letters,
                };
                for letter in [a, b] {
                    let mut gone = self.state.places[letter] & both;
                    while let Some(cell) = gone.pop() {
                        self.assign(Lit::lacks(Var::new(cell, letter)), reason);
                        found = true;
                    }
                }
            }
        }
        found
    }

    /// The unit where `letter` has no place left.
    fn no_place(&self, letter: usize) -> Conflict {
        let places = self.state.places[letter];
        let unit = Unit::all()
            .find(|&unit| (places & CellSet::unit(unit)).is_empty())
            .unwrap_or(Unit::row(0));
        Conflict::NoPlace(unit, letter)
    }

    /// Visits the clauses watching a literal that became false since the last visit.
    fn learned_clauses(&mut self) -> Result<bool, Conflict> {
        let mut found = false;
        if self.clauses.is_empty() {
            return Ok(false);
        }
        let mut false_lits = std::mem::take(&mut self.false_lits);
        let result = loop {
            false_lits.clear();
            let placed = self.state.solved & !self.watch_solved;
            self.watch_solved = self.state.solved;
            let mut letters = std::mem::take(&mut self.unwatched);
            while letters != 0 {
                let letter = letters.trailing_zeros() as usize;
                letters &= letters - 1;
                let now = self.state.places[letter];
                let mut gone = self.watch_places[letter] & !now & self.watched[0][letter];
                self.watch_places[letter] = now;
                while let Some(cell) = gone.pop() {
                    false_lits.push(Lit::holds(Var::new(cell, letter)));
                }
                let mut placed = placed & now & self.watched[1][letter];
                while let Some(cell) = placed.pop() {
                    false_lits.push(Lit::lacks(Var::new(cell, letter)));
                }
            }
            if false_lits.is_empty() {
                break Ok(found);
            }
            match false_lits
                .iter()
                .try_fold(false, |any, &lit| Ok(self.visit_watches(lit)? | any))
            {
                Ok(any) => found |= any,
                Err(conflict) => break Err(conflict),
            }
        };
        self.false_lits = false_lits;
        result
    }

    /// The two-watched-literal rule for the clauses watching `false_lit`.
    fn visit_watches(&mut self, false_lit: Lit) -> Result<bool, Conflict> {
        let mut list = std::mem::take(&mut self.watches[false_lit.index()]);
        let (mut kept, mut next) = (0, 0);
        let mut result = Ok(false);
        while next < list.len() {
            let index = list[next];
            next += 1;
            let clause = &mut self.clauses[index as usize];
            if clause[0] == false_lit {
                clause.swap(0, 1);
            }
            if self.state.value(clause[0]) == Some(true) {
                list[kept] = index;
                kept += 1;
                continue;
            }
            let state = &self.state;
            if let Some(k) = (2..clause.len()).find(|&k| state.value(clause[k]) != Some(false)) {
                clause.swap(1, k);
                let lit = clause[1];
                self.watch(lit, index);
                continue;
            }
            list[kept] = index;
            kept += 1;
            let first = clause[0];
            if self.state.value(first) == Some(false) {
                result = Err(Conflict::Learned(index));
                break;
            }
            self.assign(first, Reason::Learned(index));
            result = Ok(true);
        }
        while next < list.len() {
            list[kept] = list[next];
            kept += 1;
            next += 1;
        }
        list.truncate(kept);
        let added = std::mem::replace(&mut self.watches[false_lit.index()], list);
        self.watches[false_lit.index()].extend(added);
        result
    }

    /// Where on the trail `var` became false: an explicit elimination, or the earliest
    /// placement that cleared it (another letter in its cell, or its letter in a peer).
    fn falsified_at(&self, var: Var) -> u32 {
        let (cell, letter) = (var.cell(), var.letter());
        let placed_in = &self.placed_in_unit[letter];
        let [row, column, own_box] = cell.units().map(|unit| placed_in[unit.index()]);
        let at = self.eliminated_at[var.index()]
            .min(self.placed_at[cell.index()])
            .min(row)
            .min(column)
            .min(own_box);
        debug_assert!(at != NOWHERE, "{var:?} is not false");
        at
    }

    /// Where on the trail the literal became false.
    fn false_at(&self, lit: Lit) -> u32 {
        if lit.is_positive() {
            self.falsified_at(lit.var())
        } else {
            self.placed_at[lit.var().cell().index()]
        }
    }

    /// The trail positions that made every literal of a rule false but `except`.
    fn antecedents(&self, rule: Conflict, except: Option<Lit>, out: &mut Vec<u32>) {
        match rule {
            Conflict::NoLetter(cell) => {
                for letter in 0..16 {
                    let lit = Lit::holds(Var::new(cell, letter));
                    if Some(lit) != except {
                        out.push(self.false_at(lit));
                    }
                }
            }
            Conflict::NoPlace(unit, letter) => {
                for &cell in unit.cells() {
                    let lit = Lit::holds(Var::new(cell, letter));
                    if Some(lit) != except {
                        out.push(self.false_at(lit));
                    }
                }
            }
            Conflict::Locked {
                confined,
                line,
                letter,
            } => {
                let line = CellSet::unit(line);
                for &cell in confined.cells() {
                    let lit = Lit::holds(Var::new(cell, letter));
                    if !line.contains(cell) && Some(lit) != except {
                        out.push(self.false_at(lit));
                    }
                }
            }
            Conflict::Pair {
                first,
                second,
                letters,
            } => {
                for cell in [first, second] {
                    for letter in (0..16).filter(|&letter| letters >> letter & 1 == 0) {
                        out.push(self.false_at(Lit::holds(Var::new(cell, letter))));
                    }
                }
            }
            Conflict::Learned(index) => {
                for &lit in &self.clauses[index as usize] {
                    if Some(lit) != except {
                        out.push(self.false_at(lit));
                    }
                }
            }
        }
    }

    /// The rule that implied a trail entry, if it was not a choice.
    fn rule_of(entry: Entry) -> Option<Conflict> {
        let var = entry.lit.var();
        match entry.reason {
            Reason::Decision => None,
            Reason::LastLetter => Some(Conflict::NoLetter(var.cell())),
            Reason::LastPlace(unit) => Some(Conflict::NoPlace(unit, var.letter())),
            Reason::Learned(index) => Some(Conflict::Learned(index)),
            Reason::Locked { confined, line } => Some(Conflict::Locked {
                confined,
                line,
                letter: var.letter(),
            }),
            Reason::Pair {
                first,
                second,
                letters,
            } => Some(Conflict::Pair {
                first,
                second,
                letters,
            }),
        }
    }

    /// The learned clause of a conflict (first unique implication point), its asserting
    /// literal first and a literal of the level to jump back to second, and that level.
    fn analyse(&mut self, conflict: Conflict) -> (Vec<Lit>, u32) {
        let level = self.level();
        self.seen.clear();
        self.seen.resize(self.trail.len(), false);
        let mut clause = vec![Lit(0)];
        let mut pending = 0;
        let mut positions = Vec::new();
        self.antecedents(conflict, None, &mut positions);
        let mut at = self.trail.len();
        loop {
            for position in positions.drain(..) {
                let position = position as usize;
                if self.seen[position] {
                    continue;
                }
                self.seen[position] = true;
                let entry = self.trail[position];
                if entry.level == 0 {
                    continue;
                }
                self.bump_activity(entry.lit.var());
                if entry.level == level {
                    pending += 1;
                } else {
                    clause.push(entry.lit.negated());
                }
            }
            loop {
                at -= 1;
                if self.seen[at] {
                    break;
                }
            }
            pending -= 1;
            let entry = self.trail[at];
            if pending == 0 {
                clause[0] = entry.lit.negated();
                break;
            }
            if let Some(rule) = Self::rule_of(entry) {
                self.antecedents(rule, Some(entry.lit), &mut positions);
            }
        }
        // The literal of the highest level after the first goes second, to be watched.
        let mut back_to = 0;
        for i in 1..clause.len() {
            let level = self.trail[self.false_at(clause[i]) as usize].level;
            if level > back_to {
                back_to = level;
                clause.swap(1, i);
            }
        }
        (clause, back_to)
    }

    fn bump_activity(&mut self, var: Var) {
        let activity = &mut self.activity[var.index()];
        *activity += self.bump;
        if *activity > 1e100 {
            for activity in &mut self.activity {
                *activity *= 1e-100;
            }
            self.bump *= 1e-100;
        }
        self.heap.raise(var, &self.activity);
    }

    /// Restores the state as it was when the choice of `level + 1` was made.
    fn jump_back(&mut self, level: u32) {
        if level >= self.level() {
            return;
        }
        let (length, state) = self.levels[level as usize];
        self.levels.truncate(level as usize);
        for entry in self.trail.drain(length..) {
            let var = entry.lit.var();
            if entry.lit.is_positive() {
                self.placed_at[var.cell().index()] = NOWHERE;
                for unit in var.cell().units() {
                    self.placed_in_unit[var.letter()][unit.index()] = NOWHERE;
                }
            } else {
                self.eliminated_at[var.index()] = NOWHERE;
            }
        }
        // Variables open again go back among the choices.
        for letter in 0..16 {
            let was_open = self.state.places[letter] & !self.state.solved;
            let mut reopened = state.places[letter] & !state.solved & !was_open;
            while let Some(cell) = reopened.pop() {
                self.heap.insert(Var::new(cell, letter), &self.activity);
            }
        }
        self.state = state;
        self.watch_places = state.places;
        self.watch_solved = state.solved;
        self.unwatched = 0;
        // The state was saved fully propagated.
        self.dirty = 0;
        self.dirty_locked = 0;
    }
}

/// Why locked candidates take the letter out of `cell`, given the letter's `places`: a
/// box whose places lie in the cell's row or column (pointing), or a row or column
/// through the cell's box whose places lie in that box (claiming).
fn locked_reason(places: CellSet, cell: Cell) -> Option<Reason> {
    let [row, column, own_box] = cell.units();
    let confined_to = |confined: Unit, line: Unit| {
        let inside = places & CellSet::unit(confined);
        let outside = inside & !CellSet::unit(line);
        (!inside.is_empty() && outside.is_empty()).then_some(Reason::Locked { confined, line })
    };
    let (band, stack) = (cell.row() / 4, cell.col() / 4);
    // Pointing: another box along the cell's row or column.
    for k in (0..4).filter(|&k| k != stack) {
        if let Some(reason) = confined_to(Unit::boxed(4 * band + k), row) {
            return Some(reason);
        }
    }
    for k in (0..4).filter(|&k| k != band) {
        if let Some(reason) = confined_to(Unit::boxed(4 * k + stack), column) {
            return Some(reason);
        }
    }
    // Claiming: another row or column through the cell's box.
    for k in 0..4 {
        let (other_row, other_column) = (4 * band + k, 4 * stack + k);
        if other_row != cell.row() {
            if let Some(reason) = confined_to(Unit::row(other_row), own_box) {
                return Some(reason);
            }
        }
        if other_column != cell.col() {
            if let Some(reason) = confined_to(Unit::column(other_column), own_box) {
                return Some(reason);
            }
        }
    }
    None
}

/// The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, … (`i` from 1).
fn luby(i: u64) -> u64 {
    let mut i = i;
    loop {
        let k = 64 - i.leading_zeros();
        if i == (1 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1 << (k - 1)) - 1;
    }
}

/// Marks a variable that is not in the heap (which holds at most [`Var::COUNT`], 4,096).
const NOT_IN_HEAP: u16 = u16::MAX;

/// The variables by activity: a binary max-heap that knows where each variable is.
struct VarHeap {
    heap: Vec<Var>,
    /// Each variable's index in `heap`, or `NOT_IN_HEAP`.
    index: Vec<u16>,
}

impl VarHeap {
    fn new() -> VarHeap {
        VarHeap {
            heap: Vec::with_capacity(Var::COUNT),
            index: vec![NOT_IN_HEAP; Var::COUNT],
        }
    }

    fn insert(&mut self, var: Var, activity: &[f64]) {
        if self.index[var.index()] != NOT_IN_HEAP {
            return;
        }
        self.heap.push(var);
        self.index[var.index()] = (self.heap.len() - 1) as u16;
        self.up(self.heap.len() - 1, activity);
    }

    /// After `var`'s activity went up.
    fn raise(&mut self, var: Var, activity: &[f64]) {
        let at = self.index[var.index()];
        if at != NOT_IN_HEAP {
            self.up(usize::from(at), activity);
        }
    }

    fn pop(&mut self, activity: &[f64]) -> Option<Var> {
        let top = *self.heap.first()?;
        let last = self.heap.pop()?;
        self.index[top.index()] = NOT_IN_HEAP;
        if !self.heap.is_empty() {
            self.heap[0] = last;
            self.index[last.index()] = 0;
            self.down(0, activity);
        }
        Some(top)
    }

    fn up(&mut self, mut at: usize, activity: &[f64]) {
        let var = self.heap[at];
        while at > 0 {
            let parent = (at - 1) / 2;
            if activity[self.heap[parent].index()] >= activity[var.index()] {
                break;
            }
            self.heap[at] = self.heap[parent];
            self.index[self.heap[at].index()] = at as u16;
            at = parent;
        }
        self.heap[at] = var;
        self.index[var.index()] = at as u16;
    }

    fn down(&mut self, mut at: usize, activity: &[f64]) {
        let var = self.heap[at];
        loop {
            let mut child = 2 * at + 1;
            if child >= self.heap.len() {
                break;
            }
            if child + 1 < self.heap.len()
                && activity[self.heap[child + 1].index()] > activity[self.heap[child].index()]
            {
                child += 1;
            }
            if activity[self.heap[child].index()] <= activity[var.index()] {
                break;
            }
            self.heap[at] = self.heap[child];
            self.index[self.heap[at].index()] = at as u16;
            at = child;
        }
        self.heap[at] = var;
        self.index[var.index()] = at as u16;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{generate_unsolvable, generated, Target};
    use crate::grid::Grid;
    use crate::random::Rng;
    use crate::search::Solver;

    /// Every solution `solver` visits, up to `limit`, and how the search ended.
    fn solutions(solver: &mut Solver, puzzle: &Grid, limit: usize) -> (Vec<Grid>, End) {
        let mut found = Vec::new();
        let (_, end) = solver.search_grid(puzzle, &mut Meter::unlimited(), &mut |board| {
            found.push(board.grid());
            found.len() < limit
        });
        for grid in &found {
            assert!(grid.is_solved() && grid.keeps_givens_of(puzzle), "{grid:?}");
        }
        (found, end)
    }

    /// A minimal puzzle less `removed` givens: several solutions once any is gone.
    fn loosened(seed: u64, removed: usize) -> Grid {
        let mut puzzle = generated(seed, Target::Minimal).puzzle;
        let mut rng = Rng::new(seed);
        let mut givens: Vec<Cell> = puzzle.filled().map(|(cell, _)| cell).collect();
        rng.shuffle(&mut givens);
        for &cell in givens.iter().take(removed) {
            puzzle.set(cell, None);
        }
        puzzle
    }

    /// Learning from the start, learning after some depth-first nodes (so from what that
    /// search proved and the solutions it found), and depth-first search alone find the
    /// same solutions, each valid and none twice.
    #[test]
    fn counts_agree_with_depth_first_search() {
        let mut several = 0;
        let by_line = |grids: &[Grid]| {
            let mut lines: Vec<String> = grids.iter().map(crate::format::to_line).collect();
            lines.sort();
            lines
        };
        for seed in 1..=24 {
            // Unique, or with tens to hundreds of solutions.
            let puzzle = loosened(seed, (seed % 3) as usize);
            let limit = 400;
            let mut depth_first = Solver::new().learning_after(u64::MAX);
            let (plain, plain_end) = solutions(&mut depth_first, &puzzle, limit);
            let nodes = depth_first
                .count(&puzzle, limit as u64, &mut Meter::unlimited())
                .stats
                .nodes;
            // Handing over at the start, early, and a third and two thirds of the way.
            for handover in [0, 3, nodes / 3, 2 * nodes / 3] {
                let mut solver = Solver::new().learning_after(handover);
                let (learned, end) = solutions(&mut solver, &puzzle, limit);
                assert_eq!(
                    (learned.len(), end),
                    (plain.len(), plain_end),
                    "seed {seed}"
                );
                let mut distinct = learned.clone();
                distinct.sort_by_key(crate::format::to_line);
                distinct.dedup();
                assert_eq!(
                    distinct.len(),
                    learned.len(),
                    "seed {seed}: a solution twice"
                );
                if plain_end == End::Exhausted {
                    assert_eq!(by_line(&learned), by_line(&plain), "seed {seed}");
                }
            }
            several += usize::from(plain.len() > 1);
        }
        assert!(several >= 8, "{several}");
    }

    #[test]
    fn puzzles_with_no_solution_have_none() {
        for seed in 1..=12 {
            let puzzle = generate_unsolvable(seed, &mut Meter::unlimited()).expect("no budget");
            for handover in [0, 5, 40] {
                let mut solver = Solver::new().learning_after(handover);
                let (found, end) = solutions(&mut solver, &puzzle, 2);
                assert_eq!((found.len(), end), (0, End::Exhausted), "seed {seed}");
            }
        }
    }

    #[test]
    fn luby_sequence() {
        let first: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(first, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }
}
