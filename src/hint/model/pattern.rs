//! What proves a step: its pattern, with named parts for each family of techniques, and
//! the one view of it that highlighting and JavaScript read (cells, units, letters,
//! colours, chain).

use super::changes::Elimination;
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::letter::Letter;
use crate::unit::Unit;

/// The pattern of a step, one variant per family of techniques.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// A letter that can go in one cell of `unit` only: its last empty cell (full
    /// house), or the letter's one place there (hidden single).
    Single {
        cell: Cell,
        letter: Letter,
        unit: Unit,
    },
    /// A cell with one candidate left, whatever unit one looks at.
    NakedSingle { cell: Cell, letter: Letter },
    /// Locked candidates: the places of `letter` in `unit` (`cells`) all lie in `target`,
    /// so the rest of `target` loses it. Pointing from a box, claiming from a line.
    Locked {
        letter: Letter,
        cells: Vec<Cell>,
        unit: Unit,
        target: Unit,
    },
    /// A naked or hidden subset: `cells` of `unit` and as many `letters`. `also` are
    /// the other units holding all the cells, which lose the letters too (naked only).
    Subset {
        cells: Vec<Cell>,
        letters: CandidateSet,
        unit: Unit,
        also: Vec<Unit>,
    },
    /// A fish: the places of `letter` in the `bases` (`cells`) lie in as many `covers`.
    Fish {
        letter: Letter,
        cells: Vec<Cell>,
        bases: Vec<Unit>,
        covers: Vec<Unit>,
    },
    /// An XY- or XYZ-Wing: `pivot` holds `letters` (and `shared` too, for XYZ), each
    /// pincer holds one of them, in order, and `shared`.
    Wing {
        pivot: Cell,
        pincers: [Cell; 2],
        letters: [Letter; 2],
        shared: Letter,
    },
    /// A W-Wing: `ends` can only be `link` or `removed`; in `unit`, `link` can only go
    /// in `links`, the first seeing the first end and the second the second.
    WWing {
        ends: [Cell; 2],
        links: [Cell; 2],
        unit: Unit,
        link: Letter,
        removed: Letter,
    },
    /// A skyscraper or a 2-string kite: `cells` are the chain `[end, base, base, end]`
    /// of `letter`, `units` `[first line, unit the bases share, second line]`.
    TwoLinks {
        letter: Letter,
        cells: [Cell; 4],
        units: [Unit; 3],
    },
    /// Simple colouring: the places of `letter` in two colours. A wrap: two cells of the
    /// first colour share `unit`.
    ColourWrap {
        letter: Letter,
        colours: [Vec<Cell>; 2],
        unit: Unit,
    },
    /// Simple colouring: the places of `letter` in two colours, and cells that see both.
    ColourTrap {
        letter: Letter,
        colours: [Vec<Cell>; 2],
    },
    /// An X-chain, XY-chain or alternating inference chain: its candidates in order,
    /// supposed alternately false and true from the first, and the unit of each link
    /// between two cells.
    Chain {
        nodes: Vec<(Cell, Letter)>,
        units: Vec<Unit>,
    },
    /// A cell forcing chain: each of `cell`'s `letters` is followed; those in `live` run
    /// into no contradiction.
    CellForcing {
        cell: Cell,
        letters: CandidateSet,
        live: Vec<Letter>,
    },
    /// A unit forcing chain: each place of `letter` in `unit` (`places`) is followed;
    /// those in `live` run into no contradiction.
    UnitForcing {
        unit: Unit,
        letter: Letter,
        places: Vec<Cell>,
        live: Vec<Cell>,
    },
    /// A dynamic forcing chain: the branches of a cell's candidates (`unit` None) or of
    /// a letter's places in `unit`, each followed by the solver's rules and the ladder's
    /// subsets.
    DynamicForcing {
        unit: Option<Unit>,
        branches: Vec<DynamicBranch>,
    },
    /// A unique rectangle: four cells over two rows, two columns and two boxes, all
    /// holding the letters of `pair`. The `floor` can only be those two letters; the
    /// `roof` holds more, and what it holds decides the type (`roof`'s kind).
    UniqueRectangle {
        pair: [Letter; 2],
        floor: [Cell; 2],
        roof: [Cell; 2],
        kind: Roof,
    },
    /// BUG+1: every empty cell but `cell` can only be two letters, and each letter has
    /// none or two places in every unit; `letter`, the cell's third, has three places in
    /// each of its units.
    Bug { cell: Cell, letter: Letter },
    /// ALS-XZ: two almost locked sets that cannot both hold `restricted`.
    Als {
        sets: [AlmostLockedSet; 2],
        restricted: Letter,
    },
    /// No technique applies: `cell` takes `letter` from the solution.
    LastResort { cell: Cell, letter: Letter },
}

/// An almost locked set: `cells` of `unit` whose marks are `letters`, one more letter
/// than cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlmostLockedSet {
    pub unit: Unit,
    pub cells: Vec<Cell>,
    pub letters: CandidateSet,
}

/// What the roof of a unique rectangle holds besides its pair: the type of the rectangle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Roof {
    /// Type 1: the first roof cell can only be the pair too; the second holds more.
    OneCell,
    /// Type 2: each roof cell holds one letter more, `extra`, the same.
    Extra(Letter),
    /// Type 3: the roof's letters besides the pair, `extras`, with those of `cells`,
    /// other cells of `unit`, which holds the roof too, are `letters`, as many as the
    /// cells and one.
    Subset {
        extras: CandidateSet,
        unit: Unit,
        cells: Vec<Cell>,
        letters: CandidateSet,
    },
    /// Type 4: in `unit`, which holds the roof, `locked`, one of the pair, can only go
    /// in the roof.
    Locked { unit: Unit, locked: Letter },
}

/// One branch of a dynamic forcing chain: its premise, whether it holds (runs into no
/// contradiction), and the techniques it takes to the step's conclusion or to its
/// contradiction, past singles, locked candidates and naked pairs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DynamicBranch {
    pub premise: (Cell, Letter),
    pub holds: bool,
    pub links: Vec<Link>,
}

/// One technique a branch takes: its name (after its article, "a ", "an " or nothing),
/// the cells of its pattern, and the letter it places, if it places one (a nested
/// chain's cell forcing chain does), or the candidates it removes (a dynamic chain's
/// subsets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    pub article: &'static str,
    pub name: &'static str,
    pub cells: Vec<Cell>,
    pub placed: Option<(Cell, Letter)>,
    pub removed: Vec<Elimination>,
}

impl Pattern {
    /// The cells of the pattern: those that justify the step.
    pub fn cells(&self) -> Vec<Cell> {
        match self {
            Pattern::Single { cell, .. }
            | Pattern::NakedSingle { cell, .. }
            | Pattern::CellForcing { cell, .. }
            | Pattern::Bug { cell, .. }
            | Pattern::LastResort { cell, .. } => vec![*cell],
            Pattern::UniqueRectangle {
                floor, roof, kind, ..
            } => {
                let mut cells = [floor.as_slice(), roof.as_slice()].concat();
                if let Roof::Subset { cells: more, .. } = kind {
                    cells.extend_from_slice(more);
                }
                cells
            }
            Pattern::Locked { cells, .. }
            | Pattern::Subset { cells, .. }
            | Pattern::Fish { cells, .. } => cells.clone(),
            Pattern::Wing {
                pivot,
                pincers: [a, b],
                ..
            } => vec![*pivot, *a, *b],
            Pattern::WWing {
                ends: [first, second],
                links: [near, far],
                ..
            } => vec![*first, *near, *far, *second],
            Pattern::TwoLinks { cells, .. } => cells.to_vec(),
            Pattern::ColourWrap { colours, .. } | Pattern::ColourTrap { colours, .. } => {
                // Both colours in reading order, as a set lists them (no sort: it would
                // bring a sorting routine into the WebAssembly module).
                let mut cells = CellSet::EMPTY;
                for &cell in colours.iter().flatten() {
                    cells.insert(cell);
                }
                cells.iter().collect()
            }
            Pattern::Chain { nodes, .. } => {
                let mut cells = Vec::new();
                for &(cell, _) in nodes {
                    if !cells.contains(&cell) {
                        cells.push(cell);
                    }
                }
                cells
            }
            Pattern::UnitForcing { places, .. } => places.clone(),
            Pattern::Als { sets: [a, b], .. } => [a.cells.as_slice(), &b.cells].concat(),
            Pattern::DynamicForcing { branches, .. } => {
                let mut cells = Vec::new();
                for branch in branches {
                    if !cells.contains(&branch.premise.0) {
                        cells.push(branch.premise.0);
                    }
                }
                cells
            }
        }
    }

    /// The units the pattern lives in, the deciding one first.
    pub fn units(&self) -> Vec<Unit> {
        match self {
            Pattern::Locked { unit, target, .. } => vec![*unit, *target],
            Pattern::Subset { unit, also, .. } => [&[*unit], also.as_slice()].concat(),
            Pattern::Fish { bases, covers, .. } => [bases.as_slice(), covers.as_slice()].concat(),
            Pattern::NakedSingle { .. }
            | Pattern::Wing { .. }
            | Pattern::ColourTrap { .. }
            | Pattern::CellForcing { .. }
            | Pattern::Bug { .. }
            | Pattern::LastResort { .. } => Vec::new(),
            Pattern::UniqueRectangle { kind, .. } => match kind {
                Roof::Subset { unit, .. } | Roof::Locked { unit, .. } => vec![*unit],
                Roof::OneCell | Roof::Extra(_) => Vec::new(),
            },
            Pattern::Single { unit, .. }
            | Pattern::WWing { unit, .. }
            | Pattern::ColourWrap { unit, .. }
            | Pattern::UnitForcing { unit, .. } => vec![*unit],
            Pattern::TwoLinks { units, .. } => units.to_vec(),
            Pattern::Als { sets: [a, b], .. } => vec![a.unit, b.unit],
            Pattern::Chain { units, .. } => units.clone(),
            Pattern::DynamicForcing { unit, .. } => unit.iter().copied().collect(),
        }
    }

    /// The letters the step is about.
    pub fn letters(&self) -> CandidateSet {
        match self {
            Pattern::Single { letter, .. }
            | Pattern::NakedSingle { letter, .. }
            | Pattern::Locked { letter, .. }
            | Pattern::Fish { letter, .. }
            | Pattern::TwoLinks { letter, .. }
            | Pattern::ColourWrap { letter, .. }
            | Pattern::ColourTrap { letter, .. }
            | Pattern::UnitForcing { letter, .. }
            | Pattern::Bug { letter, .. }
            | Pattern::LastResort { letter, .. } => CandidateSet::single(*letter),
            Pattern::UniqueRectangle {
                pair: [a, b], kind, ..
            } => {
                let pair = CandidateSet::single(*a) | CandidateSet::single(*b);
                match kind {
                    Roof::OneCell | Roof::Locked { .. } => pair,
                    Roof::Extra(extra) => pair | CandidateSet::single(*extra),
                    Roof::Subset { letters, .. } => pair | *letters,
                }
            }
            Pattern::Subset { letters, .. } | Pattern::CellForcing { letters, .. } => *letters,
            Pattern::Wing {
                letters: [x, y],
                shared,
                ..
            } => [*x, *y, *shared].into_iter().collect(),
            Pattern::WWing { link, removed, .. } => [*link, *removed].into_iter().collect(),
            Pattern::Als { sets: [a, b], .. } => a.letters & b.letters,
            Pattern::Chain { nodes, .. } => nodes.iter().map(|&(_, letter)| letter).collect(),
            Pattern::DynamicForcing { branches, .. } => {
                branches.iter().map(|branch| branch.premise.1).collect()
            }
        }
    }

    /// For forcing chains, each branch's premise and whether it holds (runs into no
    /// contradiction), in the order they are tried; empty otherwise.
    pub fn premises(&self) -> Vec<((Cell, Letter), bool)> {
        match self {
            Pattern::CellForcing {
                cell,
                letters,
                live,
            } => letters
                .iter()
                .map(|letter| ((*cell, letter), live.contains(&letter)))
                .collect(),
            Pattern::UnitForcing {
                letter,
                places,
                live,
                ..
            } => places
                .iter()
                .map(|&cell| ((cell, *letter), live.contains(&cell)))
                .collect(),
            Pattern::DynamicForcing { branches, .. } => {
                branches.iter().map(|b| (b.premise, b.holds)).collect()
            }
            _ => Vec::new(),
        }
    }

    /// For simple colouring, the pattern's cells split by colour; empty otherwise.
    pub fn colours(&self) -> [Vec<Cell>; 2] {
        match self {
            Pattern::ColourWrap { colours, .. } | Pattern::ColourTrap { colours, .. } => {
                colours.clone()
            }
            _ => [Vec::new(), Vec::new()],
        }
    }

    /// For chains, the candidates of the chain in order, supposed alternately false and
    /// true from the first; for forcing chains, the branches that run into no
    /// contradiction; empty otherwise.
    pub fn chain(&self) -> Vec<(Cell, Letter)> {
        match self {
            Pattern::Chain { nodes, .. } => nodes.clone(),
            Pattern::CellForcing { cell, live, .. } => {
                live.iter().map(|&letter| (*cell, letter)).collect()
            }
            Pattern::UnitForcing { letter, live, .. } => {
                live.iter().map(|&cell| (cell, *letter)).collect()
            }
            Pattern::DynamicForcing { branches, .. } => branches
                .iter()
                .filter(|branch| branch.holds)
                .map(|branch| branch.premise)
                .collect(),
            _ => Vec::new(),
        }
    }
}
