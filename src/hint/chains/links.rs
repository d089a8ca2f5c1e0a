//! The links between candidates that chains follow.
//!
//! A candidate (a letter still in a cell's marks) is a chain's node. Two candidates are
//! strongly linked when one of them must be true: the two letters of a cell with only
//! two marks, or the two places of a letter in a unit where it has only two. They are
//! weakly linked when they cannot both be true: two letters of one cell, or one letter in
//! two cells that see each other. (Every strong link here is also weak: its two
//! candidates are never both true, so a chain may cross it either way.)

use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::hint::marks::Marks;
use crate::hint::places::Places;
use crate::letter::Letter;
use crate::unit::Unit;

/// A candidate: `letter` in the marks of `cell`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Node {
    pub(super) cell: Cell,
    pub(super) letter: Letter,
}

impl Node {
    /// How many nodes there can be: sixteen letters in each cell.
    pub(super) const COUNT: usize = Cell::COUNT * 16;

    /// A dense index, `cell * 16 + letter`, for tables of every node.
    #[inline]
    pub(super) fn index(self) -> usize {
        self.cell.index() * 16 + self.letter.index()
    }

    /// The node with this dense index (any value below [`Node::COUNT`] is one).
    #[inline]
    pub(super) fn from_index(index: usize) -> Node {
        Node {
            cell: Cell::new((index / 16 % Cell::COUNT) as u8),
            letter: Letter::ALL[index % 16],
        }
    }
}

/// Which links a kind of chain may follow.
#[derive(Clone, Copy, Debug)]
pub(super) struct Rules {
    /// Strong links between the two letters of a cell with two marks.
    pub(super) bivalue_cells: bool,
    /// Strong links between the two places of a letter in a unit.
    pub(super) bilocal_units: bool,
    /// Weak links between two letters of one cell. (One letter in two cells that see
    /// each other is always a weak link.)
    pub(super) within_cells: bool,
}

/// Why two consecutive nodes of a chain are linked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reason {
    /// They are two letters of one cell.
    Cell,
    /// They are one letter in two cells of this unit.
    Unit(Unit),
}

/// The candidates of a board and the links between them that `rules` allow.
pub(super) struct Graph {
    places: Places,
    marks: [CandidateSet; Cell::COUNT],
    /// For each letter, the cells whose candidate for it has a strong link: the only
    /// nodes a weak link is worth following to, since the chain must go on from there
    /// by a strong link.
    linked: [CellSet; 16],
    rules: Rules,
}

impl Graph {
    pub(super) fn new(marks: &Marks, rules: Rules) -> Graph {
        let places = Places::new(marks);
        let mut graph = Graph {
            marks: std::array::from_fn(|i| marks.candidates(Cell::new(i as u8))),
            places,
            linked: [CellSet::EMPTY; 16],
            rules,
        };
        for cell in Cell::all() {
            for letter in graph.marks[cell.index()] {
                if graph.strong(Node { cell, letter }).next().is_some() {
                    graph.linked[letter.index()].insert(cell);
                }
            }
        }
        graph
    }

    /// The cells whose marks hold `letter`.
    pub(super) fn places(&self, letter: Letter) -> CellSet {
        self.places.cells(letter)
    }

    /// The marks of `cell`.
    pub(super) fn candidates(&self, cell: Cell) -> CandidateSet {
        self.marks[cell.index()]
    }

    /// Whether `node` is a candidate that has some strong link: where a chain can start.
    pub(super) fn is_linked(&self, node: Node) -> bool {
        self.linked[node.letter.index()].contains(node.cell)
    }

    /// The nodes that must be true if `node` is false. A row and a box may both give
    /// the same partner; the search skips nodes it has already reached.
    pub(super) fn strong(&self, node: Node) -> impl Iterator<Item = Node> + '_ {
        let Node { cell, letter } = node;
        let marks = self.marks[cell.index()];
        let in_cell = (self.rules.bivalue_cells && marks.len() == 2 && marks.contains(letter))
            .then(|| (marks & !CandidateSet::single(letter)).first())
            .flatten()
            .map(|other| Node {
                cell,
                letter: other,
            });
        let in_units = cell
            .units()
            .into_iter()
            .filter(|_| self.rules.bilocal_units)
            .filter_map(move |unit| match self.places.pair(unit, letter)? {
                [p, q] if p == cell => Some(q),
                [p, q] if q == cell => Some(p),
                _ => None,
            })
            .map(move |other| Node {
                cell: other,
                letter,
            });
        in_cell.into_iter().chain(in_units)
    }

    /// The nodes that must be false if `node` is true, and that a chain can go on from.
    pub(super) fn weak(&self, node: Node) -> impl Iterator<Item = Node> + '_ {
        let Node { cell, letter } = node;
        let others = match self.rules.within_cells {
            true => self.marks[cell.index()] & !CandidateSet::single(letter),
            false => CandidateSet::EMPTY,
        };
        let in_cell = others
            .into_iter()
            .filter(move |&other| self.linked[other.index()].contains(cell))
            .map(move |other| Node {
                cell,
                letter: other,
            });
        let peers = CellSet::peers(cell) & self.linked[letter.index()];
        let in_peers = peers.iter().map(move |peer| Node { cell: peer, letter });
        in_cell.chain(in_peers)
    }

    /// Why `from` and `to`, consecutive in a chain, are linked: their cell, or a unit
    /// holding both cells, for a strong link one where the letter has just those two
    /// places.
    pub(super) fn reason(&self, from: Node, to: Node, strong: bool) -> Reason {
        if from.cell == to.cell {
            return Reason::Cell;
        }
        let shared = from
            .cell
            .units()
            .into_iter()
            .filter(|unit| unit.cells().contains(&to.cell));
        let bilocal = |unit: &Unit| {
            self.places
                .pair(*unit, from.letter)
                .is_some_and(|pair| pair.contains(&to.cell))
        };
        let mut candidates = shared.clone().filter(|unit| !strong || bilocal(unit));
        // Every link the search follows has a reason; the first shared unit is a
        // fallback that is never needed.
        candidates
            .next()
            .or_else(|| shared.clone().next())
            .map_or(Reason::Cell, Reason::Unit)
    }
}
