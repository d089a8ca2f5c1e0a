//! A step as a picture: the candidates it involves and the part each plays, the units of
//! its pattern, the links of its chain in order, and, for forcing chains, each branch
//! traced implication by implication (`trace.rs`). What the board draws before a step is
//! applied, and what the list beside it reads out; the CLI prints it as JSON.
//!
//! A drawing holds only what its step says: the pattern's candidates are the step's
//! pattern read on the marks it was found on, the removed and placed ones its
//! conclusions, the links those of its chain.

use super::model::marks::Marks;
use super::model::pattern::{AlmostLockedSet, Pattern, Roof};
use super::model::step::{Step, Technique};
use super::trace::{trace_branches, TracedBranch};
use super::words::text::Sentence;
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::letter::{Letter, Symbols};
use crate::unit::Unit;

/// The part a candidate plays in a step's pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// One of the pattern's candidates: a subset's, a fish's, a chain's.
    Pattern,
    /// One of the two colours of a colouring.
    Colour(Side),
    /// A candidate besides the pattern's that it must allow for: a unique rectangle's
    /// extra letters, a BUG's third letter.
    Fin,
    /// A candidate of the first or second almost locked set of an ALS step.
    Als(Side),
}

/// The first or second of a pair: a colour, an almost locked set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    First,
    Second,
}

/// What the step does to a candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fate {
    /// The step removes it.
    Removed,
    /// The step places its letter in its cell.
    Placed,
}

/// A candidate the step involves: its part in the pattern, what the step does to it, or
/// both (a colour that the step removes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub cell: Cell,
    pub letter: Letter,
    pub role: Option<Role>,
    pub fate: Option<Fate>,
}

/// Whether a link of a chain is strong (if the first candidate is false, the second is
/// true) or weak (if the first is true, the second is false).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strength {
    Strong,
    Weak,
}

/// A link of a chain, from one candidate to the next, through `unit` (None: within a cell).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChainLink {
    pub from: (Cell, Letter),
    pub to: (Cell, Letter),
    pub strength: Strength,
    pub unit: Option<Unit>,
}

/// A step as the board draws it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drawing {
    /// Each candidate the step involves, once.
    pub candidates: Vec<Candidate>,
    /// The units of the pattern.
    pub units: Vec<Unit>,
    /// The links of the chain, in order.
    pub links: Vec<ChainLink>,
    /// For forcing chains, each branch, in the order of its premises.
    pub branches: Vec<TracedBranch>,
}

impl Drawing {
    /// `letter` in `cell` plays `role`, unless it already plays one.
    pub(super) fn mark(&mut self, cell: Cell, letter: Letter, role: Role) {
        match self.find(cell, letter) {
            Some(candidate) => {
                candidate.role.get_or_insert(role);
            }
            None => self.candidates.push(Candidate {
                cell,
                letter,
                role: Some(role),
                fate: None,
            }),
        }
    }

    /// Each of `letters` in `cell` plays `role`.
    fn mark_all(&mut self, cell: Cell, letters: CandidateSet, role: Role) {
        for letter in letters {
            self.mark(cell, letter, role);
        }
    }

    /// The step does `fate` to `letter` in `cell`.
    pub(super) fn doom(&mut self, cell: Cell, letter: Letter, fate: Fate) {
        match self.find(cell, letter) {
            Some(candidate) => candidate.fate = Some(fate),
            None => self.candidates.push(Candidate {
                cell,
                letter,
                role: None,
                fate: Some(fate),
            }),
        }
    }

    /// A link of `strength` from one candidate to the next, through the first unit they
    /// share: for a weak link, any unit they share will do.
    pub(super) fn link(&mut self, from: (Cell, Letter), to: (Cell, Letter), strength: Strength) {
        self.link_through(from, to, strength, shared_unit(from.0, to.0));
    }

    /// A link of `strength` from one candidate to the next, through `unit` (None: within
    /// a cell): a strong link between two cells, through the unit where they are the
    /// letter's only two places.
    pub(super) fn link_through(
        &mut self,
        from: (Cell, Letter),
        to: (Cell, Letter),
        strength: Strength,
        unit: Option<Unit>,
    ) {
        self.links.push(ChainLink {
            from,
            to,
            strength,
            unit,
        });
    }

    /// The candidate of `letter` in `cell`, if drawn.
    pub fn candidate(&self, cell: Cell, letter: Letter) -> Option<&Candidate> {
        self.candidates
            .iter()
            .find(|c| c.cell == cell && c.letter == letter)
    }

    fn find(&mut self, cell: Cell, letter: Letter) -> Option<&mut Candidate> {
        self.candidates
            .iter_mut()
            .find(|c| c.cell == cell && c.letter == letter)
    }
}

impl Step {
    /// The step as the board draws it, read on `marks`, the marks it was found on.
    pub fn drawing(&self, marks: &Marks) -> Drawing {
        let mut drawing = Drawing::default();
        for placement in &self.placements {
            drawing.doom(placement.cell, placement.letter, Fate::Placed);
        }
        for elimination in &self.eliminations {
            for letter in elimination.letters {
                drawing.doom(elimination.cell, letter, Fate::Removed);
            }
        }
        draw_pattern(self, marks, &mut drawing);
        drawing
    }
}

/// Adds the pattern's candidates, units and links to `drawing`.
fn draw_pattern(step: &Step, marks: &Marks, drawing: &mut Drawing) {
    let on = |cell: Cell, letters: CandidateSet| marks.candidates(cell) & letters;
    drawing.units = match step.pattern {
        Pattern::Chain { .. } => Vec::new(),
        _ => step.units(),
    };
    match &step.pattern {
        Pattern::Single { cell, letter, .. }
        | Pattern::NakedSingle { cell, letter }
        | Pattern::LastResort { cell, letter } => drawing.mark(*cell, *letter, Role::Pattern),
        Pattern::Locked { letter, cells, .. } | Pattern::Fish { letter, cells, .. } => {
            for &cell in cells {
                drawing.mark(cell, *letter, Role::Pattern);
            }
        }
        Pattern::Subset { cells, letters, .. } => {
            for &cell in cells {
                drawing.mark_all(cell, on(cell, *letters), Role::Pattern);
            }
        }
        Pattern::Wing {
            pivot,
            pincers,
            letters: [x, y],
            shared,
        } => {
            drawing.mark_all(*pivot, marks.candidates(*pivot), Role::Pattern);
            for (&pincer, letter) in pincers.iter().zip([*x, *y]) {
                drawing.mark(pincer, letter, Role::Pattern);
                drawing.mark(pincer, *shared, Role::Pattern);
            }
            // An XY-Wing is a chain: one pincer's third letter, if false, makes the
            // pincer the pivot's letter, the pivot the other, the other pincer its third.
            if step.technique == Technique::XyWing {
                let [first, second] = *pincers;
                drawing.link((first, *shared), (first, *x), Strength::Strong);
                drawing.link((first, *x), (*pivot, *x), Strength::Weak);
                drawing.link((*pivot, *x), (*pivot, *y), Strength::Strong);
                drawing.link((*pivot, *y), (second, *y), Strength::Weak);
                drawing.link((second, *y), (second, *shared), Strength::Strong);
            }
        }
        Pattern::WWing {
            ends: [first, second],
            links: [near, far],
            unit,
            link,
            removed,
        } => {
            for end in [*first, *second] {
                drawing.mark(end, *removed, Role::Pattern);
                drawing.mark(end, *link, Role::Pattern);
            }
            drawing.mark(*near, *link, Role::Pattern);
            drawing.mark(*far, *link, Role::Pattern);
            let chain = [
                (*first, *removed),
                (*first, *link),
                (*near, *link),
                (*far, *link),
                (*second, *link),
                (*second, *removed),
            ];
            // The ends see the link cells through any unit; the link cells are the
            // letter's only places in `unit`.
            let units = [
                None,
                shared_unit(*first, *near),
                Some(*unit),
                shared_unit(*far, *second),
                None,
            ];
            alternate(drawing, &chain, &units);
        }
        Pattern::TwoLinks {
            letter,
            cells,
            units,
        } => {
            let chain = cells.map(|cell| (cell, *letter));
            for &(cell, letter) in &chain {
                drawing.mark(cell, letter, Role::Pattern);
            }
            alternate(drawing, &chain, &units.map(Some));
        }
        Pattern::ColourWrap {
            letter, colours, ..
        }
        | Pattern::ColourTrap { letter, colours } => {
            for (cells, side) in colours.iter().zip([Side::First, Side::Second]) {
                for &cell in cells {
                    drawing.mark(cell, *letter, Role::Colour(side));
                }
            }
        }
        Pattern::Chain { nodes, units } => {
            for &(cell, letter) in nodes {
                drawing.mark(cell, letter, Role::Pattern);
            }
            // The first candidate is supposed false, the next true, and so on; each link
            // between two cells goes through the next of the chain's units.
            let mut between = units.iter().copied();
            let units: Vec<Option<Unit>> = nodes
                .windows(2)
                .map(|pair| match pair[0].0 == pair[1].0 {
                    true => None,
                    false => between.next(),
                })
                .collect();
            alternate(drawing, nodes, &units);
        }
        Pattern::CellForcing { cell, letters, .. } => {
            drawing.mark_all(*cell, *letters, Role::Pattern)
        }
        Pattern::UnitForcing { letter, places, .. } => {
            for &cell in places {
                drawing.mark(cell, *letter, Role::Pattern);
            }
        }
        Pattern::DynamicForcing { branches, .. } => {
            for branch in branches {
                drawing.mark(branch.premise.0, branch.premise.1, Role::Pattern);
            }
        }
        Pattern::UniqueRectangle {
            pair: [a, b],
            floor,
            roof,
            kind,
        } => {
            let pair = CandidateSet::single(*a) | CandidateSet::single(*b);
            for &cell in floor.iter().chain(roof) {
                drawing.mark_all(cell, on(cell, pair), Role::Pattern);
            }
            for &cell in roof {
                drawing.mark_all(cell, on(cell, !pair), Role::Fin);
            }
            if let Roof::Subset { cells, letters, .. } = kind {
                for &cell in cells {
                    drawing.mark_all(cell, on(cell, *letters), Role::Fin);
                }
            }
        }
        Pattern::Bug { cell, .. } => drawing.mark_all(*cell, marks.candidates(*cell), Role::Fin),
        Pattern::Als { sets, .. } => {
            for (set, side) in sets.iter().zip([Side::First, Side::Second]) {
                let AlmostLockedSet { cells, letters, .. } = set;
                for &cell in cells {
                    drawing.mark_all(cell, on(cell, *letters), Role::Als(side));
                }
            }
        }
    }
    if let Some(branches) = trace_branches(step, marks) {
        drawing.branches = branches;
    }
}

/// Links each candidate of `chain` to the next through `units` in turn, strong and weak
/// in turn from a strong link: the first candidate supposed false.
fn alternate(drawing: &mut Drawing, chain: &[(Cell, Letter)], units: &[Option<Unit>]) {
    let mut strength = Strength::Strong;
    for (pair, &unit) in chain.windows(2).zip(units) {
        drawing.link_through(pair[0], pair[1], strength, unit);
        strength = match strength {
            Strength::Strong => Strength::Weak,
            Strength::Weak => Strength::Strong,
        };
    }
}

/// The first of the row, the column and the box that holds both cells; None for one cell.
pub(super) fn shared_unit(a: Cell, b: Cell) -> Option<Unit> {
    match () {
        _ if a == b => None,
        _ if a.row() == b.row() => Some(Unit::row(a.row())),
        _ if a.col() == b.col() => Some(Unit::column(a.col())),
        _ if a.box_index() == b.box_index() => Some(Unit::boxed(a.box_index())),
        _ => None,
    }
}

impl ChainLink {
    /// The link as a line of the step's list, its first candidate supposed true for a
    /// weak link and false for a strong one: "R1C1 ≠ A → R1C5 = A (row 1)".
    pub fn text_in(&self, symbols: Symbols) -> String {
        let strong = self.strength == Strength::Strong;
        let mut s = Sentence::new("", "", symbols);
        s.fact(self.from, !strong).push(" → ").fact(self.to, strong);
        match self.unit {
            Some(unit) => s.push(" (").unit(unit).push(")"),
            None => s.push(" (same cell)"),
        };
        s.finish()
    }
}

impl Role {
    /// The role's name, as the element's parts and the JavaScript API name it.
    pub fn name(self) -> &'static str {
        match self {
            Role::Pattern => "pattern",
            Role::Colour(Side::First) => "colour-1",
            Role::Colour(Side::Second) => "colour-2",
            Role::Fin => "fin",
            Role::Als(Side::First) => "als-1",
            Role::Als(Side::Second) => "als-2",
        }
    }
}

impl Fate {
    /// The fate's name, as the element's parts and the JavaScript API name it.
    pub fn name(self) -> &'static str {
        match self {
            Fate::Removed => "removed",
            Fate::Placed => "placed",
        }
    }
}

impl Strength {
    /// "strong" or "weak", as the element's parts and the JavaScript API name it.
    pub fn name(self) -> &'static str {
        match self {
            Strength::Strong => "strong",
            Strength::Weak => "weak",
        }
    }
}

#[cfg(test)]
#[path = "drawing_tests.rs"]
mod tests;
