//! What a drawing is made of: the candidates a step involves and the part each plays
//! (`Candidate`, `Role`, `Fate`), the links of its chain (`ChainLink`), and for forcing
//! chains each branch traced implication by implication (`TracedBranch`, `Implication`,
//! `Fact`, `Because`, `BranchEnd`), whose own drawing is a `Drawing` again. The types
//! and the few ways to add to a drawing, below both the drawing of a step (`mod.rs`) and
//! the tracing of its branches (`trace.rs`).

use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::letter::Letter;
use crate::unit::Unit;

/// The part a candidate plays in a step's pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
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
    /// For a single, a letter on the grid (a given or one placed) that rules out another
    /// of its places (a hidden single's) or another letter of its cell (a naked
    /// single's): the letter in its filled cell. The candidates it rules out, `Excluded`,
    /// follow it in the drawing.
    Excluder,
    /// For a single, a candidate ruled out by the last `Excluder` before it in the
    /// drawing, which sees its cell: a hidden single's letter in another empty cell of
    /// its unit, another letter in a naked single's cell.
    Excluded,
    /// For a single, a candidate ruled out by its cell's marks alone, no letter on the
    /// grid seeing it: taken out by an earlier step, or left out of the player's notes.
    Unmarked,
}

/// The first or second of a pair: a colour, an almost locked set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The first of the two.
    First,
    /// The second of the two.
    Second,
}

/// What the step does to a candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
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
    /// The candidate's cell.
    pub cell: Cell,
    /// Its letter.
    pub letter: Letter,
    /// Its part in the pattern, if it plays one.
    pub role: Option<Role>,
    /// What the step does to it, if anything.
    pub fate: Option<Fate>,
}

/// Whether a link of a chain is strong (if the first candidate is false, the second is
/// true) or weak (if the first is true, the second is false).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strength {
    /// If the first candidate is false, the second is true.
    Strong,
    /// If the first candidate is true, the second is false.
    Weak,
}

/// A link of a chain, from one candidate to the next, through `unit` (None: within a cell).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChainLink {
    /// The candidate the link starts from.
    pub from: (Cell, Letter),
    /// The candidate it leads to.
    pub to: (Cell, Letter),
    /// Whether it is strong or weak.
    pub strength: Strength,
    /// The unit the two candidates share that the link goes through; None for a link
    /// within a cell.
    pub unit: Option<Unit>,
}

/// A step as the board draws it ([`Step::drawing`](crate::hint::Step::drawing)), or a
/// branch of a forcing chain ([`TracedBranch::drawing`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Drawing {
    /// Each candidate the step involves, once; for a single, also why no other place or
    /// letter is left (the roles `Excluder`, `Excluded`, `Unmarked`), each excluder
    /// followed by the candidates it rules out.
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
    pub(in crate::hint) fn mark(&mut self, cell: Cell, letter: Letter, role: Role) {
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
    pub(in crate::hint) fn mark_all(&mut self, cell: Cell, letters: CandidateSet, role: Role) {
        for letter in letters {
            self.mark(cell, letter, role);
        }
    }

    /// The step does `fate` to `letter` in `cell`.
    pub(in crate::hint) fn doom(&mut self, cell: Cell, letter: Letter, fate: Fate) {
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
    pub(in crate::hint) fn link(
        &mut self,
        from: (Cell, Letter),
        to: (Cell, Letter),
        strength: Strength,
    ) {
        self.link_through(from, to, strength, shared_unit(from.0, to.0));
    }

    /// A link of `strength` from one candidate to the next, through `unit` (None: within
    /// a cell): a strong link between two cells, through the unit where they are the
    /// letter's only two places.
    pub(in crate::hint) fn link_through(
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

/// A candidate found true or false.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Fact {
    /// The letter goes in the cell.
    Is(Cell, Letter),
    /// The letter does not go in the cell.
    Not(Cell, Letter),
}

impl Fact {
    /// The cell the fact is about.
    pub fn cell(self) -> Cell {
        match self {
            Fact::Is(cell, _) | Fact::Not(cell, _) => cell,
        }
    }

    /// The letter the fact is about.
    pub fn letter(self) -> Letter {
        match self {
            Fact::Is(_, letter) | Fact::Not(_, letter) => letter,
        }
    }
}

/// What makes an implication: the rule that found its fact.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Because {
    /// The branch's premise.
    Supposed,
    /// The cell's only letter left: a naked single.
    OnlyLetter,
    /// The letter's only place left in the unit: a hidden single.
    OnlyPlace(Unit),
    /// The cell's letter is another.
    SameCell,
    /// A cell of the unit holds the letter.
    Sees(Unit),
    /// The letter's places in `unit` all lie in `target`, which it is removed from.
    Locked {
        /// The unit whose places for the letter all lie in `target`.
        unit: Unit,
        /// The unit they lie in, whose other cells lose the letter.
        target: Unit,
    },
    /// Two cells of `unit` can only be the same two letters.
    NakedPair {
        /// The two cells.
        cells: [Cell; 2],
        /// The unit they share, whose other cells lose both letters.
        unit: Unit,
    },
    /// A technique of the ladder, on these cells (a dynamic chain's subsets).
    Technique {
        /// The technique.
        technique: crate::hint::model::step::Technique,
        /// The cells of its pattern.
        cells: Vec<Cell>,
    },
    /// A cell forcing chain inside the branch: its other letter runs into a
    /// contradiction (the implication's `nested` branch).
    NestedChain,
}

/// One implication of a branch: a fact, why it holds, the earlier facts it follows from,
/// and, for a nested chain, the branch inside it that runs into a contradiction.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Implication {
    /// What is found: a candidate true or false.
    pub fact: Fact,
    /// The rule that found it.
    pub because: Because,
    /// The earlier facts of the branch it follows from; none for the premise.
    pub causes: Vec<Fact>,
    /// For a nested chain ([`Because::NestedChain`]), the branches of the cell's other
    /// letters, each running into a contradiction; empty otherwise.
    pub nested: Vec<TracedBranch>,
}

/// How a branch ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BranchEnd {
    /// It shows the step's conclusion.
    Shows,
    /// A cell is left with no letter.
    NoLetter(Cell),
    /// A letter is left with no place in a unit.
    NoPlace(Unit, Letter),
    /// A cell must take a letter that it has lost.
    Clash(Cell, Letter),
    /// The rules stopped before either (not expected: the solver's branch reached one).
    Stopped,
}

/// A branch of a forcing chain, traced: its premise, its implications in order (the
/// premise first), how it ends, and its drawing (its candidates and links).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct TracedBranch {
    /// The candidate supposed true.
    pub premise: (Cell, Letter),
    /// Its implications in the order they were found, the premise first: only those
    /// that the end stands on.
    pub implications: Vec<Implication>,
    /// How it ends: showing the step's conclusions, or in a contradiction.
    pub end: BranchEnd,
    /// The branch as the board draws it: the premise as the pattern, each fact placed
    /// or removed, a link from each cause that is one, and the units of locked
    /// candidates and naked pairs.
    pub drawing: Drawing,
}

/// The first of the row, the column and the box that holds both cells; None for one cell.
pub(in crate::hint) fn shared_unit(a: Cell, b: Cell) -> Option<Unit> {
    match () {
        _ if a == b => None,
        _ if a.row() == b.row() => Some(Unit::row(a.row())),
        _ if a.col() == b.col() => Some(Unit::column(a.col())),
        _ if a.box_index() == b.box_index() => Some(Unit::boxed(a.box_index())),
        _ => None,
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
            Role::Excluder => "excluder",
            Role::Excluded => "excluded",
            Role::Unmarked => "unmarked",
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
