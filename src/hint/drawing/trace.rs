//! Forcing chains' branches, traced implication by implication, so that a player can
//! follow one: "R2C9 = O → R2C4 ≠ O (row 2) → R2C4 = K (its only letter left) → …".
//!
//! The forcing chains find their branches on the solver's bitboards, which keep no
//! reasons (`techniques/branches.rs`); this follows a branch again, once, when its step is drawn,
//! by the same rules (singles, locked candidates, naked pairs) and the same links past
//! them (the dynamic tier's subsets, the nested tier's forcing chains inside), keeping
//! for each fact the rule that made it and the facts it came from. The closure of those
//! rules is the same in whatever order they are applied, so the branch reaches what the
//! solver's did; of what it derives, only the facts the end needs are kept, in the order
//! they were found, each rule applied as early as it could be, so the list is short.

use super::parts::{
    shared_unit, Because, BranchEnd, Drawing, Fact, Fate, Implication, Role, Strength, TracedBranch,
};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::{Link, Pattern};
use crate::hint::model::step::{Step, Technique};
use crate::letter::Letter;
use crate::unit::Unit;

/// The traced branches of a forcing step, read on `marks`; None for other steps.
pub(super) fn trace_branches(step: &Step, marks: &Marks) -> Option<Vec<TracedBranch>> {
    let nested = matches!(
        step.technique,
        Technique::NestedCellForcingChain | Technique::NestedUnitForcingChain
    );
    // A dynamic or nested chain's branches take links past the rules.
    let links = match &step.pattern {
        Pattern::DynamicForcing { branches, .. } => branches.iter().map(|b| &b.links[..]).collect(),
        _ => Vec::new(),
    };
    let premises = step.pattern.premises();
    if premises.is_empty() {
        return None;
    }
    let branches = premises
        .into_iter()
        .enumerate()
        .map(|(i, (premise, holds))| {
            let target = if holds { conclusions(step) } else { Vec::new() };
            let links = links.get(i).copied().unwrap_or_default();
            State::new(marks).trace(premise, &target, links, nested)
        })
        .collect();
    Some(branches)
}

/// What the step concludes, as facts.
fn conclusions(step: &Step) -> Vec<Fact> {
    let placed = step.placements.iter().map(|p| Fact::Is(p.cell, p.letter));
    let removed = step
        .eliminations
        .iter()
        .flat_map(|e| e.letters.iter().map(|letter| Fact::Not(e.cell, letter)));
    placed.chain(removed).collect()
}

/// A fact derived while tracing, with the indices of the facts it came from.
#[derive(Clone, Debug)]
struct Derived {
    fact: Fact,
    because: Because,
    parents: Vec<usize>,
    nested: Vec<TracedBranch>,
}

/// The board of a branch as it is traced: each cell's candidates, the facts derived so
/// far, and the cells whose letter has been placed (taken out of their peers).
struct State {
    candidates: [CandidateSet; Cell::COUNT],
    placed: [bool; Cell::COUNT],
    derived: Vec<Derived>,
    /// For each candidate (`cell · 16 + letter`), one more than the index of its derived
    /// `Not` fact; 0 when it was not derived in this branch.
    not_at: Vec<u32>,
    /// The same for derived `Is` facts.
    is_at: Vec<u32>,
    /// `Is` facts derived but not yet placed.
    pending: Vec<usize>,
}

impl State {
    /// The board of `marks`, before any premise.
    fn new(marks: &Marks) -> State {
        let mut candidates = [CandidateSet::EMPTY; Cell::COUNT];
        let mut placed = [false; Cell::COUNT];
        for cell in Cell::all() {
            candidates[cell.index()] = match marks.letter(cell) {
                Some(letter) => {
                    placed[cell.index()] = true;
                    CandidateSet::single(letter)
                }
                None => marks.candidates(cell),
            };
        }
        State::on(candidates, placed)
    }

    /// A board with these candidates and placed cells, and no facts derived yet.
    fn on(candidates: [CandidateSet; Cell::COUNT], placed: [bool; Cell::COUNT]) -> State {
        State {
            candidates,
            placed,
            derived: Vec::new(),
            not_at: vec![0; Cell::COUNT * 16],
            is_at: vec![0; Cell::COUNT * 16],
            pending: Vec::new(),
        }
    }

    /// Follows `premise` until it shows every fact of `target` (an empty target: until
    /// a contradiction), taking `links` in turn when the rules stop.
    fn trace(
        mut self,
        premise: (Cell, Letter),
        target: &[Fact],
        links: &[Link],
        nested: bool,
    ) -> TracedBranch {
        self.is(
            premise.0,
            premise.1,
            Because::Supposed,
            Vec::new(),
            Vec::new(),
        );
        let mut links = links.iter();
        let end = loop {
            let before = self.derived.len();
            if let Some(end) = self.place_pending() {
                break end;
            }
            if !target.is_empty() && target.iter().all(|&fact| self.holds(fact)) {
                break BranchEnd::Shows;
            }
            if self.singles() || self.locked() || self.naked_pairs() {
                continue;
            }
            match links.next() {
                Some(link) => self.take(link, nested),
                None => break BranchEnd::Stopped,
            }
            if self.derived.len() == before && self.pending.is_empty() {
                break BranchEnd::Stopped;
            }
        };
        self.finish(premise, target, end)
    }

    fn key(cell: Cell, letter: Letter) -> usize {
        cell.index() * 16 + letter.index()
    }

    fn holds(&self, fact: Fact) -> bool {
        match fact {
            Fact::Is(cell, letter) => self.is_at[State::key(cell, letter)] != 0,
            Fact::Not(cell, letter) => !self.candidates[cell.index()].contains(letter),
        }
    }

    /// Adds to `into` the indices of the `Not` facts derived in this branch for
    /// `letters` in `cell`.
    #[inline(never)]
    fn nots(&self, into: &mut Vec<usize>, cell: Cell, letters: CandidateSet) {
        for letter in letters {
            let at = self.not_at[State::key(cell, letter)];
            if at != 0 {
                into.push(at as usize - 1);
            }
        }
    }

    #[inline(never)]
    fn push(
        &mut self,
        fact: Fact,
        because: Because,
        parents: Vec<usize>,
        nested: Vec<TracedBranch>,
    ) -> usize {
        self.derived.push(Derived {
            fact,
            because,
            parents,
            nested,
        });
        self.derived.len() - 1
    }

    /// `letter` in `cell` is true: placed at the next round.
    #[inline(never)]
    fn is(
        &mut self,
        cell: Cell,
        letter: Letter,
        because: Because,
        parents: Vec<usize>,
        nested: Vec<TracedBranch>,
    ) {
        let key = State::key(cell, letter);
        if self.is_at[key] != 0 || self.placed[cell.index()] {
            return;
        }
        let at = self.push(Fact::Is(cell, letter), because, parents, nested);
        self.is_at[key] = at as u32 + 1;
        self.pending.push(at);
    }

    /// `letter` in `cell` is false; tells whether it was still a candidate.
    #[inline(never)]
    fn not(&mut self, cell: Cell, letter: Letter, because: Because, parents: Vec<usize>) -> bool {
        if !self.candidates[cell.index()].contains(letter) {
            return false;
        }
        self.candidates[cell.index()].remove(letter);
        let at = self.push(Fact::Not(cell, letter), because, parents, Vec::new());
        self.not_at[State::key(cell, letter)] = at as u32 + 1;
        true
    }

    /// Places the pending facts: each takes the other letters out of its cell and its
    /// letter out of its peers. Then the first contradiction, if any.
    #[inline(never)]
    fn place_pending(&mut self) -> Option<BranchEnd> {
        for at in std::mem::take(&mut self.pending) {
            let Fact::Is(cell, letter) = self.derived[at].fact else {
                continue;
            };
            if !self.candidates[cell.index()].contains(letter) {
                return Some(BranchEnd::Clash(cell, letter));
            }
            self.placed[cell.index()] = true;
            for other in self.candidates[cell.index()] & !CandidateSet::single(letter) {
                self.not(cell, other, Because::SameCell, vec![at]);
            }
            for peer in cell.peers() {
                let unit = shared_unit(cell, peer).expect("a peer shares a unit");
                self.not(peer, letter, Because::Sees(unit), vec![at]);
            }
        }
        self.contradiction()
    }

    /// A cell with no letter left, or a letter with no place left in a unit.
    #[inline(never)]
    fn contradiction(&self) -> Option<BranchEnd> {
        if let Some(cell) = Cell::all().find(|c| self.candidates[c.index()].is_empty()) {
            return Some(BranchEnd::NoLetter(cell));
        }
        for unit in Unit::all() {
            let mut seen = CandidateSet::EMPTY;
            for cell in unit.cells() {
                seen |= self.candidates[cell.index()];
            }
            if let Some(letter) = (!seen).first() {
                return Some(BranchEnd::NoPlace(unit, letter));
            }
        }
        None
    }

    /// Naked and hidden singles; tells whether there was any.
    #[inline(never)]
    fn singles(&mut self) -> bool {
        let before = self.derived.len();
        for cell in Cell::all() {
            let left = self.candidates[cell.index()];
            if let (Some(letter), false) = (left.as_single(), self.placed[cell.index()]) {
                let mut parents = Vec::new();
                self.nots(&mut parents, cell, !left);
                self.is(cell, letter, Because::OnlyLetter, parents, Vec::new());
            }
        }
        for unit in Unit::all() {
            // The letters with one place in the unit: seen once, never twice.
            let (mut once, mut twice) = (CandidateSet::EMPTY, CandidateSet::EMPTY);
            for cell in unit.cells() {
                let letters = self.candidates[cell.index()];
                twice |= once & letters;
                once |= letters;
            }
            for letter in once & !twice {
                let Some(&cell) = unit
                    .cells()
                    .iter()
                    .find(|c| self.candidates[c.index()].contains(letter))
                else {
                    continue;
                };
                if self.placed[cell.index()] {
                    continue;
                }
                let mut parents = Vec::new();
                for &other in unit.cells() {
                    self.nots(&mut parents, other, CandidateSet::single(letter));
                }
                self.is(cell, letter, Because::OnlyPlace(unit), parents, Vec::new());
            }
        }
        self.derived.len() > before
    }

    /// Pointing and claiming; tells whether any candidate went. Each box and each line
    /// through it are read as three sets of letters: those in the cells they share, in
    /// the rest of the box, and in the rest of the line.
    #[inline(never)]
    fn locked(&mut self) -> bool {
        let mut any = false;
        for area in (0..16).map(Unit::boxed) {
            let first = area.cells()[0];
            let rows = (0..4).map(|i| Unit::row(first.row() + i));
            let columns = (0..4).map(|i| Unit::column(first.col() + i));
            for line in rows.chain(columns) {
                let on_line = CellSet::unit(line);
                let in_box = CellSet::unit(area);
                let (mut shared, mut rest_of_box, mut rest_of_line) = (
                    CandidateSet::EMPTY,
                    CandidateSet::EMPTY,
                    CandidateSet::EMPTY,
                );
                for &cell in area.cells() {
                    match on_line.contains(cell) {
                        true => shared |= self.candidates[cell.index()],
                        false => rest_of_box |= self.candidates[cell.index()],
                    }
                }
                for &cell in line.cells() {
                    if !in_box.contains(cell) {
                        rest_of_line |= self.candidates[cell.index()];
                    }
                }
                // Pointing: in the box only on the line, so not on the rest of the line.
                for letter in shared & !rest_of_box & rest_of_line {
                    any |= self.lock(letter, area, line);
                }
                // Claiming: on the line only in the box, so not in the rest of the box.
                for letter in shared & !rest_of_line & rest_of_box {
                    any |= self.lock(letter, line, area);
                }
            }
        }
        any
    }

    /// `letter`'s places in `unit` all lie in `target`: takes it out of the rest of
    /// `target`; tells whether any candidate went.
    #[inline(never)]
    fn lock(&mut self, letter: Letter, unit: Unit, target: Unit) -> bool {
        let in_unit = CellSet::unit(unit);
        let in_target = CellSet::unit(target);
        let mut parents = Vec::new();
        for &cell in unit.cells() {
            if !in_target.contains(cell) {
                self.nots(&mut parents, cell, CandidateSet::single(letter));
            }
        }
        let mut any = false;
        for &cell in target.cells() {
            if !in_unit.contains(cell) {
                let because = Because::Locked { unit, target };
                any |= self.not(cell, letter, because, parents.clone());
            }
        }
        any
    }

    /// Naked pairs; tells whether any candidate went.
    #[inline(never)]
    fn naked_pairs(&mut self) -> bool {
        let mut any = false;
        for unit in Unit::all() {
            let pairs: Vec<Cell> = unit
                .cells()
                .iter()
                .copied()
                .filter(|c| !self.placed[c.index()] && self.candidates[c.index()].len() == 2)
                .collect();
            for (i, &a) in pairs.iter().enumerate() {
                for &b in &pairs[i + 1..] {
                    let letters = self.candidates[a.index()];
                    if self.candidates[b.index()] != letters {
                        continue;
                    }
                    let mut parents = Vec::new();
                    self.nots(&mut parents, a, !letters);
                    self.nots(&mut parents, b, !letters);
                    for &cell in unit.cells() {
                        if cell == a || cell == b {
                            continue;
                        }
                        for letter in letters {
                            let because = Because::NakedPair {
                                cells: [a, b],
                                unit,
                            };
                            any |= self.not(cell, letter, because, parents.clone());
                        }
                    }
                }
            }
        }
        any
    }

    /// Takes a link of a dynamic or nested chain: its conclusions, as facts.
    #[inline(never)]
    fn take(&mut self, link: &Link, nested: bool) {
        let mut parents = Vec::new();
        for &cell in &link.cells {
            self.nots(&mut parents, cell, CandidateSet::ALL);
        }
        if let (true, Some((cell, letter))) = (nested, link.placed) {
            // The cell's other letter runs into a contradiction by the rules.
            let others = self.candidates[cell.index()] & !CandidateSet::single(letter);
            let inside = others
                .iter()
                .map(|other| {
                    State::on(self.candidates, self.placed).trace((cell, other), &[], &[], false)
                })
                .collect();
            self.is(cell, letter, Because::NestedChain, parents, inside);
            return;
        }
        let because = Because::Technique {
            technique: link.technique,
            cells: link.cells.clone(),
        };
        if let Some((cell, letter)) = link.placed {
            self.is(cell, letter, because.clone(), parents.clone(), Vec::new());
        }
        for elimination in &link.removed {
            for letter in elimination.letters {
                self.not(elimination.cell, letter, because.clone(), parents.clone());
            }
        }
    }

    /// The branch as the facts that `end` needs, in the order they were derived.
    #[inline(never)]
    fn finish(self, premise: (Cell, Letter), target: &[Fact], end: BranchEnd) -> TracedBranch {
        // The facts the end stands on: the target's, or those that make the contradiction.
        let mut stack = Vec::new();
        match end {
            BranchEnd::Shows => {
                for &fact in target {
                    self.index_of(&mut stack, fact);
                }
            }
            BranchEnd::NoLetter(cell) => self.nots(&mut stack, cell, CandidateSet::ALL),
            BranchEnd::NoPlace(unit, letter) => {
                for &cell in unit.cells() {
                    self.nots(&mut stack, cell, CandidateSet::single(letter));
                }
            }
            BranchEnd::Clash(cell, letter) => {
                self.index_of(&mut stack, Fact::Is(cell, letter));
                self.nots(&mut stack, cell, CandidateSet::single(letter));
            }
            BranchEnd::Stopped => stack.extend(0..self.derived.len()),
        }
        stack.push(0);
        let mut needed = vec![false; self.derived.len()];
        while let Some(at) = stack.pop() {
            if !std::mem::replace(&mut needed[at], true) {
                stack.extend_from_slice(&self.derived[at].parents);
            }
        }
        let facts: Vec<Fact> = self.derived.iter().map(|d| d.fact).collect();
        let mut drawing = Drawing::default();
        let mut implications = Vec::new();
        for (derived, needed) in self.derived.into_iter().zip(needed) {
            if !needed {
                continue;
            }
            let causes: Vec<Fact> = derived.parents.iter().map(|&p| facts[p]).collect();
            draw(&mut drawing, derived.fact, &derived.because, &causes);
            implications.push(Implication {
                fact: derived.fact,
                because: derived.because,
                causes,
                nested: derived.nested,
            });
        }
        TracedBranch {
            premise,
            implications,
            end,
            drawing,
        }
    }

    /// Adds to `into` the index of `fact`, if it was derived in this branch.
    fn index_of(&self, into: &mut Vec<usize>, fact: Fact) {
        match fact {
            Fact::Is(cell, letter) => {
                let at = self.is_at[State::key(cell, letter)];
                if at != 0 {
                    into.push(at as usize - 1);
                }
            }
            Fact::Not(cell, letter) => self.nots(into, cell, CandidateSet::single(letter)),
        }
    }
}

/// Draws an implication: its candidate (the premise as the pattern, a true fact placed,
/// a false one removed), and a link from each cause that is a link: weak from a true
/// candidate to a false one, strong from a false one to a true one. A false candidate
/// that follows from false ones (locked candidates, a naked pair, a dynamic chain's
/// subset) does so through a unit, which is outlined instead.
fn draw(drawing: &mut Drawing, fact: Fact, because: &Because, causes: &[Fact]) {
    let (candidate, strength) = match fact {
        Fact::Is(cell, letter) => ((cell, letter), Strength::Strong),
        Fact::Not(cell, letter) => ((cell, letter), Strength::Weak),
    };
    match (because, fact) {
        (Because::Supposed, _) => drawing.mark(candidate.0, candidate.1, Role::Pattern),
        (_, Fact::Is(..)) => drawing.doom(candidate.0, candidate.1, Fate::Placed),
        (_, Fact::Not(..)) => drawing.doom(candidate.0, candidate.1, Fate::Removed),
    }
    for &cause in causes {
        match (cause, fact) {
            (Fact::Is(cell, letter), Fact::Not(..)) | (Fact::Not(cell, letter), Fact::Is(..)) => {
                // Through the unit the rule names: a hidden single's, a placed peer's.
                let unit = match because {
                    Because::OnlyPlace(unit) | Because::Sees(unit) => Some(*unit),
                    _ => shared_unit(cell, candidate.0),
                };
                drawing.link_through((cell, letter), candidate, strength, unit)
            }
            _ => {}
        }
    }
    let unit = match because {
        Because::Locked { target, .. } => Some(*target),
        Because::NakedPair { unit, .. } => Some(*unit),
        _ => None,
    };
    if let Some(unit) = unit.filter(|unit| !drawing.units.contains(unit)) {
        drawing.units.push(unit);
    }
}
