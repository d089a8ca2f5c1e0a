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
use crate::hint::model::marks::Marks;
use crate::hint::model::places::Places;
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

/// The strong links of a node: at most one in its cell and one in each of its units.
pub(super) struct Strong {
    nodes: [Node; 4],
    len: usize,
}

impl Strong {
    fn push(&mut self, node: Node) {
        if let Some(slot) = self.nodes.get_mut(self.len) {
            *slot = node;
            self.len += 1;
        }
    }

    /// The linked nodes, in the order found.
    pub(super) fn nodes(&self) -> &[Node] {
        self.nodes.get(..self.len).unwrap_or(&[])
    }
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
        let mut graph = Graph {
            marks: std::array::from_fn(|i| marks.candidates(Cell::new(i as u8))),
            places: marks.unit_places().clone(),
            linked: [CellSet::EMPTY; 16],
            rules,
        };
        for cell in Cell::all() {
            for letter in graph.marks[cell.index()] {
                if graph.strong(Node { cell, letter }).len > 0 {
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

    /// The nodes that must be true if `node` is false: the cell's other letter when it
    /// has two marks, then the letter's other place in each of the cell's units (row,
    /// column, box) where it has two. A row and a box may give the same partner; the
    /// search skips nodes it has already reached.
    pub(super) fn strong(&self, node: Node) -> Strong {
        let Node { cell, letter } = node;
        let mut links = Strong {
            nodes: [node; 4],
            len: 0,
        };
        let marks = self.marks[cell.index()];
        if self.rules.bivalue_cells && marks.len() == 2 && marks.contains(letter) {
            if let Some(other) = (marks & !CandidateSet::single(letter)).first() {
                links.push(Node {
                    cell,
                    letter: other,
                });
            }
        }
        if self.rules.bilocal_units {
            for unit in cell.units() {
                if let Some(other) = self.places.partner(unit, letter, cell) {
                    links.push(Node {
                        cell: other,
                        letter,
                    });
                }
            }
        }
        links
    }

    /// The nodes that must be false if `node` is true, and that a chain can go on from:
    /// other letters of its cell (when the rules allow), then the letter in the cells the
    /// cell sees, lowest first.
    pub(super) fn weak(&self, node: Node) -> (CandidateSet, CellSet) {
        let Node { cell, letter } = node;
        let mut letters = CandidateSet::EMPTY;
        if self.rules.within_cells {
            for other in self.marks[cell.index()] {
                if other != letter && self.linked[other.index()].contains(cell) {
                    letters.insert(other);
                }
            }
        }
        (letters, CellSet::peers(cell) & self.linked[letter.index()])
    }

    /// Why `from` and `to`, consecutive in a chain, are linked: their cell, or a unit
    /// holding both cells, for a strong link one where the letter has just those two
    /// places.
    pub(super) fn reason(&self, from: Node, to: Node, strong: bool) -> Reason {
        if from.cell == to.cell {
            return Reason::Cell;
        }
        // Every link the search follows has a reason; the first shared unit is a
        // fallback that is never needed.
        let mut fallback = Reason::Cell;
        for unit in from.cell.units() {
            if !CellSet::unit(unit).contains(to.cell) {
                continue;
            }
            let bilocal = self.places.pair(unit, from.letter);
            if !strong || bilocal.is_some_and(|pair| pair.contains(&to.cell)) {
                return Reason::Unit(unit);
            }
            if fallback == Reason::Cell {
                fallback = Reason::Unit(unit);
            }
        }
        fallback
    }
}
