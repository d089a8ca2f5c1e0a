//! What proves a step: its pattern, with named parts for each family of techniques, and
//! the one view of it that highlighting and JavaScript read (cells, units, letters,
//! colours, chain).

use super::changes::Elimination;
use super::technique::Technique;
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::letter::Letter;
use crate::unit::Unit;

/// The pattern of a step, one variant per family of techniques: the named parts that
/// prove it, as its technique found them on the marks.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Pattern {
    /// A letter that can go in one cell of `unit` only: its last empty cell (full
    /// house), or the letter's one place there (hidden single).
    Single {
        /// The cell that takes the letter.
        cell: Cell,
        /// The letter it takes.
        letter: Letter,
        /// The unit whose last empty cell it is, or where it is the letter's one place.
        unit: Unit,
    },
    /// A cell with one candidate left, whatever unit one looks at.
    NakedSingle {
        /// The cell.
        cell: Cell,
        /// Its one candidate, which it takes.
        letter: Letter,
    },
    /// Locked candidates: the places of `letter` in `unit` (`cells`) all lie in `target`,
    /// so the rest of `target` loses it. Pointing from a box, claiming from a line; for
    /// their direct variants, `single` is where that leaves the letter one place.
    Locked {
        /// The letter locked.
        letter: Letter,
        /// Its places in `unit`, in reading order.
        cells: Vec<Cell>,
        /// The unit whose places for the letter all lie in `target`: the box when
        /// pointing, the line when claiming.
        unit: Unit,
        /// The unit they lie in, whose other cells lose the letter: the line when
        /// pointing, the box when claiming.
        target: Unit,
        /// For direct pointing or claiming, the cell that takes the letter, left its one
        /// place in a unit of the kind of `unit`, across `target` (another box along
        /// the line when pointing, another line through the box when claiming), and that
        /// unit; None for plain pointing and claiming.
        single: Option<(Cell, Unit)>,
    },
    /// A naked or hidden subset: `cells` of `unit` and as many `letters`. `also` are
    /// the other units holding all the cells, which lose the letters too (naked only);
    /// for a direct hidden subset, `single` is a letter they leave one place in `unit`.
    Subset {
        /// The subset's cells, in reading order.
        cells: Vec<Cell>,
        /// Its letters: all the candidates of the cells (naked), or the letters whose
        /// only places in `unit` are the cells (hidden), which then lose their others.
        letters: CandidateSet,
        /// The unit the subset is found in.
        unit: Unit,
        /// For a naked subset, the other units that hold all its cells (the box of a
        /// subset on a line, say), whose other cells lose the letters too; empty for a
        /// hidden one.
        also: Vec<Unit>,
        /// For a direct hidden subset, the cell that takes a letter the cells lose, left
        /// its one place in `unit`, and that letter; None otherwise.
        single: Option<(Cell, Letter)>,
    },
    /// A fish: the places of `letter` in the `bases` (`cells`) lie in as many `covers`.
    Fish {
        /// The letter the fish is made of.
        letter: Letter,
        /// The places of the letter in the bases, in reading order.
        cells: Vec<Cell>,
        /// The base lines, rows or columns, in order: the letter's places in them all lie
        /// on the covers.
        bases: Vec<Unit>,
        /// The cover lines, as many, across the bases: each base takes the letter in a
        /// different cover, so the covers' cells outside the bases lose it.
        covers: Vec<Unit>,
    },
    /// An XY- or XYZ-Wing: `pivot` holds `letters` (and `shared` too, for XYZ), each
    /// pincer holds one of them, in order, and `shared`.
    Wing {
        /// The cell that sees both pincers: its candidates are `letters`, and `shared`
        /// too for an XYZ-Wing.
        pivot: Cell,
        /// The two cells with two candidates that the pivot sees: the first can only be
        /// `letters[0]` or `shared`, the second `letters[1]` or `shared`.
        pincers: [Cell; 2],
        /// The pivot's two letters besides `shared`, the lower first.
        letters: [Letter; 2],
        /// The letter both pincers hold: whichever letter the pivot takes, a pincer (or,
        /// for XYZ, the pivot) takes this one, so cells that see them all lose it.
        shared: Letter,
    },
    /// A W-Wing: `ends` can only be `link` or `removed`; in `unit`, `link` can only go
    /// in `links`, the first seeing the first end and the second the second.
    WWing {
        /// The two cells, not peers, that can only be `link` or `removed`.
        ends: [Cell; 2],
        /// The only two places of `link` in `unit`: the first sees the first end, the
        /// second the second.
        links: [Cell; 2],
        /// The unit where `link` has no other places than `links`.
        unit: Unit,
        /// The letter that joins the ends through `unit`: they cannot both take it.
        link: Letter,
        /// The ends' other letter: one of them takes it, so cells that see both lose it.
        removed: Letter,
    },
    /// A skyscraper or a 2-string kite: `cells` are the chain `[end, base, base, end]`
    /// of `letter`, `units` `[first line, unit the bases share, second line]`.
    TwoLinks {
        /// The letter of the chain.
        letter: Letter,
        /// The chain `[end, base, base, end]`: each end and the base beside it are the
        /// letter's only two places in a line, and the bases share a unit. One of the ends
        /// takes the letter, so cells that see both lose it.
        cells: [Cell; 4],
        /// The first line, the unit the bases share (the line across a skyscraper's
        /// lines, a kite's box), and the second line.
        units: [Unit; 3],
    },
    /// Simple colouring: the places of `letter` in two colours. A wrap: two cells of the
    /// first colour share `unit`.
    ColourWrap {
        /// The letter coloured.
        letter: Letter,
        /// The letter's places in a group joined by strong links, the colours alternating
        /// along each link, each colour in reading order. The first is the wrapped
        /// colour: its cells lose the letter.
        colours: [Vec<Cell>; 2],
        /// A unit holding two cells of the first colour: they cannot both take the
        /// letter, so that colour is false.
        unit: Unit,
    },
    /// Simple colouring: the places of `letter` in two colours, and cells that see both.
    ColourTrap {
        /// The letter coloured.
        letter: Letter,
        /// The letter's places in a group joined by strong links, the colours alternating
        /// along each link, each colour in reading order: one colour or the other takes
        /// the letter, so its other places that see both lose it.
        colours: [Vec<Cell>; 2],
    },
    /// An X-chain, XY-chain or alternating inference chain: its candidates in order,
    /// supposed alternately false and true from the first, and the unit of each link
    /// between two cells.
    Chain {
        /// The candidates of the chain in order, supposed alternately false and true from
        /// the first: its links alternate strong and weak, from a strong one.
        nodes: Vec<(Cell, Letter)>,
        /// The unit of each link between two cells, in order (a link within a cell has
        /// none).
        units: Vec<Unit>,
    },
    /// A cell forcing chain: each of `cell`'s `letters` is followed; those in `live` run
    /// into no contradiction.
    CellForcing {
        /// The cell whose candidates are followed.
        cell: Cell,
        /// Its candidates, each the premise of a branch.
        letters: CandidateSet,
        /// The letters whose branches run into no contradiction: each shows the step's
        /// conclusions.
        live: Vec<Letter>,
    },
    /// A unit forcing chain: each place of `letter` in `unit` (`places`) is followed;
    /// those in `live` run into no contradiction.
    UnitForcing {
        /// The unit whose places for the letter are followed.
        unit: Unit,
        /// The letter followed.
        letter: Letter,
        /// Its places in the unit, each the premise of a branch.
        places: Vec<Cell>,
        /// The places whose branches run into no contradiction: each shows the step's
        /// conclusions.
        live: Vec<Cell>,
    },
    /// A dynamic forcing chain: the branches of a cell's candidates (`unit` None) or of
    /// a letter's places in `unit`, each followed by the solver's rules and the ladder's
    /// subsets.
    DynamicForcing {
        /// The unit whose places for a letter are the premises; None when they are the
        /// candidates of one cell.
        unit: Option<Unit>,
        /// Each branch, in the order they are tried.
        branches: Vec<DynamicBranch>,
    },
    /// A unique rectangle: four cells over two rows, two columns and two boxes, all
    /// holding the letters of `pair`. The `floor` can only be those two letters; the
    /// `roof` holds more, and what it holds decides the type (`roof`'s kind).
    UniqueRectangle {
        /// The two letters all four cells hold, the lower first.
        pair: [Letter; 2],
        /// Two cells of one row or column that can only be the pair.
        floor: [Cell; 2],
        /// The other two cells, which hold more than the pair; for type 1, only the
        /// second does, the first can only be the pair.
        roof: [Cell; 2],
        /// What the roof holds besides the pair: the rectangle's type.
        kind: Roof,
    },
    /// BUG+1: every empty cell but `cell` can only be two letters, and each letter has
    /// none or two places in every unit; `letter`, the cell's third, has three places in
    /// each of its units.
    Bug {
        /// The one empty cell with more than two candidates.
        cell: Cell,
        /// The letter it takes: the one with three places in each of its units.
        letter: Letter,
    },
    /// ALS-XZ: two almost locked sets that cannot both hold `restricted`.
    Als {
        /// The two sets, sharing no cell.
        sets: [AlmostLockedSet; 2],
        /// The restricted common letter: every place of it in the first set sees every
        /// place in the second, so they cannot both hold it. One of them then holds each
        /// other letter they share, which cells seeing all its places in both lose.
        restricted: Letter,
    },
    /// No technique applies: `cell` takes `letter` from the solution.
    LastResort {
        /// The empty cell with the fewest candidates.
        cell: Cell,
        /// The solution's letter for it.
        letter: Letter,
    },
}

/// An almost locked set: `cells` of `unit` whose marks are `letters`, one more letter
/// than cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlmostLockedSet {
    /// The unit the cells lie in.
    pub unit: Unit,
    /// The set's cells, empty cells of the unit.
    pub cells: Vec<Cell>,
    /// All the candidates of the cells: one letter more than there are cells.
    pub letters: CandidateSet,
}

/// What the roof of a unique rectangle holds besides its pair: the type of the rectangle.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Roof {
    /// Type 1: the first roof cell can only be the pair too; the second holds more.
    OneCell,
    /// Type 2: each roof cell holds one letter more, `extra`, the same.
    Extra(Letter),
    /// Type 3: the roof's letters besides the pair, `extras`, with those of `cells`,
    /// other cells of `unit`, which holds the roof too, are `letters`, as many as the
    /// cells and one.
    Subset {
        /// The roof's letters besides the pair.
        extras: CandidateSet,
        /// A unit that holds both roof cells.
        unit: Unit,
        /// The other cells of `unit` that make a naked subset with the roof, which counts
        /// as one cell.
        cells: Vec<Cell>,
        /// The subset's letters: `extras` and the candidates of `cells`, one more than
        /// the cells. The rest of `unit` loses them.
        letters: CandidateSet,
    },
    /// Type 4: in `unit`, which holds the roof, `locked`, one of the pair, can only go
    /// in the roof.
    Locked {
        /// A unit that holds both roof cells.
        unit: Unit,
        /// The letter of the pair whose only places in `unit` are the roof cells: one of
        /// them takes it, so neither takes the pair's other letter.
        locked: Letter,
    },
}

/// One branch of a dynamic forcing chain: its premise, whether it holds (runs into no
/// contradiction), and the techniques it takes to the step's conclusion or to its
/// contradiction, past singles, locked candidates and naked pairs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DynamicBranch {
    /// The candidate supposed true.
    pub premise: (Cell, Letter),
    /// Whether the branch runs into no contradiction: one that holds shows the step's
    /// conclusions, one that does not shows its premise false.
    pub holds: bool,
    /// The techniques it takes past the solver's rules, in order, up to the conclusions
    /// or the contradiction.
    pub links: Vec<Link>,
}

/// One technique a branch takes: the technique, the cells of its pattern, and the letter it places, if it places one (a nested
/// chain's cell forcing chain does), or the candidates it removes (a dynamic chain's
/// subsets).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Link {
    /// The technique.
    pub technique: Technique,
    /// The cells of its pattern.
    pub cells: Vec<Cell>,
    /// The letter it places and its cell, if it places one.
    pub placed: Option<(Cell, Letter)>,
    /// The candidates it removes.
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
            Pattern::Locked {
                unit,
                target,
                single,
                ..
            } => [*unit, *target]
                .into_iter()
                .chain(single.map(|s| s.1))
                .collect(),
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
            Pattern::Subset {
                letters, single, ..
            } => single.map_or(*letters, |(_, letter)| {
                *letters | CandidateSet::single(letter)
            }),
            Pattern::CellForcing { letters, .. } => *letters,
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

    /// The single the step makes, its cell, letter and unit: a full house's, a hidden
    /// single's, or the one a direct technique's eliminations leave; None otherwise.
    pub fn single(&self) -> Option<(Cell, Letter, Unit)> {
        match *self {
            Pattern::Single { cell, letter, unit }
            | Pattern::Locked {
                letter,
                single: Some((cell, unit)),
                ..
            }
            | Pattern::Subset {
                unit,
                single: Some((cell, letter)),
                ..
            } => Some((cell, letter, unit)),
            _ => None,
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
