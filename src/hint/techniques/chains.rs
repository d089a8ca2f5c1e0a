//! Chains: X-chains, XY-chains and alternating inference chains (AIC).
//!
//! A chain starts by supposing a candidate false and follows links that alternate
//! strong (one of the two is true, so the next is true) and weak (not both are true, so
//! the next is false), ending on a strong link: so if the first candidate is false, the
//! last is true, and one of the two ends is true. What that proves depends on the ends
//! (see [`Ending`]). The three kinds differ only in the links they may follow (see
//! [`Rules`]): an X-chain keeps to one letter, an XY-chain to cells with two marks, an
//! AIC takes both.
//!
//! The search is breadth-first from each start, so the chain found is a shortest one and
//! the explanation that walks it as short as it can be.

mod links;

use super::length::chain_rating;
use super::rung::{Finder, Rung};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::step::{Elimination, Step, Technique};
use crate::hint::words::detail::{look_at, look_for};
use crate::letter::Letter;
use crate::message::{Join, Message};
use links::{Graph, Node, Reason, Rules};

pub(in crate::hint) const X_CHAIN: Rung = Rung {
    technique: Technique::XChain,
    id: "x-chain",
    rating: 6.6,
    rating_in_box: None,
    rating_of: Some(chain_rating),
    assumes_one_solution: false,
    find: Finder::Pattern(x_chain),
    vague: look_for,
    concrete: look_at,
    explain,
};

pub(in crate::hint) const XY_CHAIN: Rung = Rung {
    technique: Technique::XyChain,
    id: "xy-chain",
    rating: 6.8,
    find: Finder::Pattern(xy_chain),
    ..X_CHAIN
};

pub(in crate::hint) const AIC: Rung = Rung {
    technique: Technique::Aic,
    id: "alternating-inference-chain",
    rating: 7.0,
    find: Finder::Pattern(aic),
    ..X_CHAIN
};

/// `If R1C1 is not D, R1C9 is D (row 1), so it is not E, so …`, each link between two
/// cells naming its unit, then what the two ends prove.
///
/// `chain-explain`: from the `first` cell, not `start`, through the `links` (each a
/// `chain-link`), to the `last` cell, `end`; `ending` says what the ends prove:
/// `same-letter` (one of the two cells is the letter, the `targets` see both),
/// `same-cell` (the cell is one of two letters) or `see` (the two cells see each other).
fn explain(step: &Step) -> Message {
    let Pattern::Chain {
        ref nodes,
        ref units,
    } = step.pattern
    else {
        return look_for(step);
    };
    let (Some(&(first, start)), Some(&(last, end))) = (nodes.first(), nodes.last()) else {
        return look_for(step);
    };
    let mut units = units.iter();
    let mut previous = first;
    let mut links = Vec::new();
    for (i, &(cell, letter)) in nodes.iter().enumerate().skip(1) {
        let link = Message::new("chain-link")
            .yes("so", i > 1)
            .word("truth", if i % 2 == 0 { "not" } else { "is" })
            .letter("letter", letter);
        // A link inside a cell needs no unit: "it" is the cell just named.
        links.push(if cell == previous {
            link.word("place", "same-cell")
        } else {
            match units.next() {
                Some(&unit) => link
                    .word("place", "cell")
                    .cell("cell", cell)
                    .unit("unit", unit),
                None => link.word("place", "cell-alone").cell("cell", cell),
            }
        });
        previous = cell;
    }
    let ending = match () {
        _ if start == end && first != last => "same-letter",
        _ if first == last => "same-cell",
        _ => "see",
    };
    Message::new("chain-explain")
        .technique("technique", step.technique)
        .cell("first", first)
        .letter("start", start)
        .messages("links", links, Join::Comma)
        .word("ending", ending)
        .cell("last", last)
        .letter("end", end)
        .cells("targets", &step.eliminated_cells(), Join::And)
        .number("count", step.eliminations.len())
        .removals("removals", &step.eliminations)
}

/// The longest chain looked for, in nodes (eight strong links). Longer chains are rare
/// and hard to follow. Measured on every board of the solves of minimal puzzles (seeds
/// 1 to 24, optimised build): each chain finder takes under 1 ms with this bound, while
/// 24 nodes costs about four times as much and saves one last resort in 160.
const MAX_NODES: usize = 16;

/// A chain on one letter: strong links are units where it has two places, weak links
/// two places that see each other.
pub fn x_chain(marks: &Marks) -> Option<Step> {
    let rules = Rules {
        bivalue_cells: false,
        bilocal_units: true,
        within_cells: false,
    };
    shortest(marks, Technique::XChain, rules)
}

/// A chain of cells with two marks, each seeing the next and sharing a letter with it.
pub fn xy_chain(marks: &Marks) -> Option<Step> {
    let rules = Rules {
        bivalue_cells: true,
        bilocal_units: false,
        within_cells: false,
    };
    shortest(marks, Technique::XyChain, rules)
}

/// A chain over any candidates, with every kind of link.
pub fn aic(marks: &Marks) -> Option<Step> {
    let rules = Rules {
        bivalue_cells: true,
        bilocal_units: true,
        within_cells: true,
    };
    shortest(marks, Technique::Aic, rules)
}

/// What a chain from `first` (supposed false) to `last` (then true) proves: one of the
/// two is true.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ending {
    /// One letter in two cells: the cells seeing both lose it.
    Both(CellSet),
    /// Two letters in two cells that see each other: each cell loses the other's letter
    /// (were it there, its own end would be false, and the other end, true, would clash
    /// with it).
    Across,
    /// Two letters of one cell: it loses every other letter.
    InCell,
}

/// A chain found: its nodes in order, and what it proves.
struct Chain {
    nodes: Vec<Node>,
    ending: Ending,
}

/// The shortest chain the rules allow that proves something, as a step.
fn shortest(marks: &Marks, technique: Technique, rules: Rules) -> Option<Step> {
    let graph = Graph::new(marks, rules);
    let mut search = Search::new(&graph);
    let mut best: Option<Chain> = None;
    for start in (0..Node::COUNT).map(Node::from_index) {
        // Only a chain shorter than the best so far is worth looking for.
        let limit = best
            .as_ref()
            .map_or(MAX_NODES, |chain| chain.nodes.len() - 1);
        if limit < 2 {
            break;
        }
        if graph.is_linked(start) {
            best = search.from(start, limit).or(best);
        }
    }
    best.map(|chain| step(&graph, technique, chain))
}

/// One breadth-first search at a time over the states of the chain's nodes, a state
/// being a node and whether the chain makes it true (reached by a strong link) or false.
/// The tables are allocated once for all the searches of one finder.
struct Search<'g> {
    graph: &'g Graph,
    /// The search that last reached each state: no clearing between searches.
    seen: Vec<u32>,
    /// The state each state was reached from.
    parent: Vec<u16>,
    queue: Vec<u16>,
    generation: u32,
}

/// The state of `node` true (`on`) or false.
#[inline]
fn state(node: Node, on: bool) -> u16 {
    (node.index() * 2 + usize::from(on)) as u16
}

/// The node and truth of a state.
#[inline]
fn unpack(state: u16) -> (Node, bool) {
    (Node::from_index(usize::from(state) / 2), state % 2 == 1)
}

impl<'g> Search<'g> {
    fn new(graph: &'g Graph) -> Search<'g> {
        Search {
            graph,
            seen: vec![0; Node::COUNT * 2],
            parent: vec![0; Node::COUNT * 2],
            queue: Vec::with_capacity(Node::COUNT * 2),
            generation: 0,
        }
    }

    /// Marks `state` reached from `from`; false if this search had reached it already.
    #[inline]
    fn visit(&mut self, state: u16, from: u16) -> bool {
        let i = usize::from(state);
        if self.seen[i] == self.generation {
            return false;
        }
        self.seen[i] = self.generation;
        self.parent[i] = from;
        true
    }

    /// Queues `letter` in `cell`, false, reached from `current` by a weak link.
    fn reach(&mut self, cell: Cell, letter: Letter, current: u16) {
        let next = state(Node { cell, letter }, false);
        if self.visit(next, current) {
            self.queue.push(next);
        }
    }

    /// The shortest chain of at most `limit` nodes from `start`, supposed false, that
    /// proves something.
    fn from(&mut self, start: Node, limit: usize) -> Option<Chain> {
        let graph = self.graph;
        self.generation += 1;
        self.queue.clear();
        let first = state(start, false);
        self.visit(first, first);
        self.queue.push(first);
        let (mut head, mut depth, mut level_end) = (0, 0, 1);
        while head < self.queue.len() {
            if head == level_end {
                depth += 1;
                level_end = self.queue.len();
            }
            // A state at `depth` is the chain's node `depth + 1`; a false one needs a
            // strong link after it, a true one a weak and then a strong link.
            if depth + 2 > limit {
                break;
            }
            let current = self.queue[head];
            head += 1;
            let (node, on) = unpack(current);
            if on {
                if depth + 3 > limit {
                    continue;
                }
                let (letters, cells) = graph.weak(node);
                for letter in letters {
                    self.reach(node.cell, letter, current);
                }
                for cell in cells.iter() {
                    self.reach(cell, node.letter, current);
                }
                continue;
            }
            for &next in graph.strong(node).nodes() {
                let reached = state(next, true);
                if !self.visit(reached, current) {
                    continue;
                }
                self.queue.push(reached);
                if let Some(ending) = ending(graph, start, next) {
                    if let Some(nodes) = self.path(reached) {
                        return Some(Chain { nodes, ending });
                    }
                }
            }
        }
        None
    }

    /// The nodes from the search's start to `last`, unless a node comes twice: such a
    /// chain is sound but reads badly.
    fn path(&self, last: u16) -> Option<Vec<Node>> {
        let mut nodes = vec![unpack(last).0];
        let mut current = last;
        while self.parent[usize::from(current)] != current && nodes.len() <= MAX_NODES {
            current = self.parent[usize::from(current)];
            let node = unpack(current).0;
            if nodes.contains(&node) {
                return None;
            }
            nodes.push(node);
        }
        nodes.reverse();
        Some(nodes)
    }
}

/// What a chain from `first`, false, to `last`, then true, proves, if it removes or
/// places anything.
fn ending(graph: &Graph, first: Node, last: Node) -> Option<Ending> {
    // A chain back to its start (a discontinuous loop: the start is true) is never
    // the shortest: two links earlier, its second-last node sees the start's cell, or
    // is in it, so that shorter chain already removes a letter there or from a cell
    // seeing both, which is what the loop would prove next.
    if first == last {
        return None;
    }
    let (a, z) = (first.cell, last.cell);
    let both = CandidateSet::single(first.letter) | CandidateSet::single(last.letter);
    let found = match (a == z, first.letter == last.letter) {
        (false, true) => {
            let seeing = CellSet::peers(a) & CellSet::peers(z) & graph.places(first.letter);
            return (!seeing.is_empty()).then_some(Ending::Both(seeing));
        }
        (true, _) => !(graph.candidates(a) & !both).is_empty(),
        (false, false) => {
            CellSet::peers(a).contains(z)
                && (graph.candidates(a).contains(last.letter)
                    || graph.candidates(z).contains(first.letter))
        }
    };
    let ending = if a == z {
        Ending::InCell
    } else {
        Ending::Across
    };
    found.then_some(ending)
}

/// The step for a chain: what it concludes and the data its explanation walks.
fn step(graph: &Graph, technique: Technique, chain: Chain) -> Step {
    let Chain { nodes, ending } = chain;
    let mut eliminations = Vec::new();
    let mut units = Vec::new();
    let mut lose = |cell: Cell, letters: CandidateSet| {
        let letters = graph.candidates(cell) & letters;
        if !letters.is_empty() {
            eliminations.push(Elimination { cell, letters });
        }
    };
    let (Some(&first), Some(&last)) = (nodes.first(), nodes.last()) else {
        let pattern = Pattern::Chain {
            nodes: Vec::new(),
            units,
        };
        return Step::eliminating(technique, pattern, eliminations);
    };
    let (start, end) = (
        CandidateSet::single(first.letter),
        CandidateSet::single(last.letter),
    );
    match ending {
        Ending::Both(seeing) => {
            for cell in seeing.iter() {
                lose(cell, start);
            }
        }
        Ending::Across => {
            lose(first.cell, end);
            lose(last.cell, start);
        }
        Ending::InCell => lose(first.cell, !(start | end)),
    }
    for i in 1..nodes.len() {
        // Links alternate strong and weak, from a strong one.
        if let Reason::Unit(unit) = graph.reason(nodes[i - 1], nodes[i], i % 2 == 1) {
            units.push(unit);
        }
    }
    let nodes = nodes.iter().map(|node| (node.cell, node.letter)).collect();
    let pattern = Pattern::Chain { nodes, units };
    Step::eliminating(technique, pattern, eliminations)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::fixtures::data;
    use crate::hint::fixtures::{each, named, removals, Board};
    use crate::unit::Unit;

    /// D linked in pairs along rows 1, 5 and 10, the pairs joined by columns 9 and 14
    /// where D has many places: not a colouring, which needs every link strong.
    fn x_board(row10: &[&str]) -> Marks {
        Board::new()
            .only('D', Unit::row(0), &["R1C1", "R1C9"])
            .only('D', Unit::row(4), &["R5C9", "R5C14"])
            .only('D', Unit::row(9), row10)
            .marks()
    }

    #[test]
    fn three_pairs_of_places_joined_by_peers_make_an_x_chain() {
        let marks = x_board(&["R10C14", "R10C2"]);
        let step = x_chain(&marks).expect("an X-chain");
        assert_eq!(step.technique, Technique::XChain);
        let cells = ["R1C1", "R1C9", "R5C9", "R5C14", "R10C14", "R10C2"].map(named);
        assert_eq!(step.cells(), cells);
        assert_eq!(
            step.units(),
            [0, 24, 4, 29, 9].map(|i| Unit::from_index(i).expect("a unit"))
        );
        let seeing = ["R2C2", "R3C2", "R4C2", "R9C1", "R11C1", "R12C1"];
        assert_eq!(removals(&step), each(&seeing, "D"));
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"chain-explain","args":{"technique":{"technique":"x-chain"},"first":{"cell":0},"start":{"letter":"D"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":8},"unit":{"unit":0}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":72},"unit":{"unit":24}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":77},"unit":{"unit":4}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":157},"unit":{"unit":29}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":145},"unit":{"unit":9}}}],"join":"comma"},"ending":{"word":"same-letter"},"last":{"cell":145},"end":{"letter":"D"},"targets":{"cells":[17,33,49,128,160,176],"join":"and"},"count":{"number":6},"removals":{"removals":[{"cell":17,"letters":"D"},{"cell":33,"letters":"D"},{"cell":49,"letters":"D"},{"cell":128,"letters":"D"},{"cell":160,"letters":"D"},{"cell":176,"letters":"D"}]}}}"#
        );
        // Every link is not strong, so colouring sees no chain there.
        assert_eq!(
            crate::hint::techniques::colouring::colour_trap(&marks),
            None
        );
    }

    #[test]
    fn an_x_chain_whose_ends_share_no_peer_removes_nothing() {
        assert_eq!(x_chain(&x_board(&["R10C14", "R10C5"])), None);
    }

    fn xy_board(last: &str) -> Marks {
        Board::new()
            .cell("R1C1", "AB")
            .cell("R1C7", "BC")
            .cell("R6C7", "CD")
            .cell("R6C12", last)
            .marks()
    }

    #[test]
    fn four_cells_of_two_marks_make_an_xy_chain() {
        let marks = xy_board("AD");
        let step = xy_chain(&marks).expect("an XY-chain");
        assert_eq!(step.technique, Technique::XyChain);
        assert_eq!(step.cells(), ["R1C1", "R1C7", "R6C7", "R6C12"].map(named));
        assert_eq!(step.chain().len(), 8);
        assert_eq!(removals(&step), ["R1C12:A", "R6C1:A"]);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"chain-explain","args":{"technique":{"technique":"xy-chain"},"first":{"cell":0},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":6},"unit":{"unit":0}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"C"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"C"},"place":{"word":"cell"},"cell":{"cell":86},"unit":{"unit":22}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":91},"unit":{"unit":5}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"same-cell"}}}],"join":"comma"},"ending":{"word":"same-letter"},"last":{"cell":91},"end":{"letter":"A"},"targets":{"cells":[11,80],"join":"and"},"count":{"number":2},"removals":{"removals":[{"cell":11,"letters":"A"},{"cell":80,"letters":"A"}]}}}"#
        );
        // Longer than an XY-Wing, so the wing finder misses it.
        assert_eq!(crate::hint::techniques::wings::xy_wing(&marks), None);
    }

    #[test]
    fn an_xy_chain_ending_on_another_letter_removes_nothing() {
        assert_eq!(xy_chain(&xy_board("DE")), None);
    }

    /// A on row 1, B on column 9, C on row 7 and A again on column 3, each with two
    /// places, joined inside the cells R1C9, R7C9 and R7C3: neither one letter nor cells
    /// of two marks, so only an AIC follows it.
    fn aic_board(row7: &[&str]) -> Marks {
        Board::new()
            .only('A', Unit::row(0), &["R1C1", "R1C9"])
            .only('B', Unit::column(8), &["R1C9", "R7C9"])
            .only('C', Unit::row(6), row7)
            .only('A', Unit::column(2), &["R7C3", "R14C3"])
            .marks()
    }

    #[test]
    fn links_of_three_letters_make_an_alternating_inference_chain() {
        let marks = aic_board(&["R7C9", "R7C3"]);
        assert_eq!(x_chain(&marks), None);
        assert_eq!(xy_chain(&marks), None);
        let step = aic(&marks).expect("an AIC");
        assert_eq!(step.technique, Technique::Aic);
        assert_eq!(
            step.cells(),
            ["R1C1", "R1C9", "R7C9", "R7C3", "R14C3"].map(named)
        );
        let seeing = ["R13C1", "R14C1", "R15C1", "R16C1"];
        assert_eq!(removals(&step), each(&seeing, "A"));
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"chain-explain","args":{"technique":{"technique":"alternating-inference-chain"},"first":{"cell":0},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"cell"},"cell":{"cell":8},"unit":{"unit":0}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":104},"unit":{"unit":24}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"C"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"C"},"place":{"word":"cell"},"cell":{"cell":98},"unit":{"unit":6}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"A"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"cell"},"cell":{"cell":210},"unit":{"unit":18}}}],"join":"comma"},"ending":{"word":"same-letter"},"last":{"cell":210},"end":{"letter":"A"},"targets":{"cells":[192,208,224,240],"join":"and"},"count":{"number":4},"removals":{"removals":[{"cell":192,"letters":"A"},{"cell":208,"letters":"A"},{"cell":224,"letters":"A"},{"cell":240,"letters":"A"}]}}}"#
        );
    }

    #[test]
    fn an_alternating_inference_chain_with_a_broken_link_removes_nothing() {
        assert_eq!(aic(&aic_board(&["R7C9", "R7C3", "R7C12"])), None);
    }

    #[test]
    fn ends_of_two_letters_that_see_each_other_lose_each_others_letter() {
        let marks = Board::new()
            .only('A', Unit::row(0), &["R1C1", "R1C9"])
            .only('B', Unit::boxed(2), &["R1C9", "R3C11"])
            .only('C', Unit::row(2), &["R3C11", "R3C2"])
            .marks();
        let step = aic(&marks).expect("an AIC");
        assert_eq!(removals(&step), ["R1C1:C", "R3C2:A"]);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"chain-explain","args":{"technique":{"technique":"alternating-inference-chain"},"first":{"cell":0},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"cell"},"cell":{"cell":8},"unit":{"unit":0}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":42},"unit":{"unit":34}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"C"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"C"},"place":{"word":"cell"},"cell":{"cell":33},"unit":{"unit":2}}}],"join":"comma"},"ending":{"word":"see"},"last":{"cell":33},"end":{"letter":"C"},"targets":{"cells":[0,33],"join":"and"},"count":{"number":2},"removals":{"removals":[{"cell":0,"letters":"C"},{"cell":33,"letters":"A"}]}}}"#
        );
    }

    #[test]
    fn a_chain_that_would_loop_back_to_its_start_stops_two_links_earlier() {
        // If R1C1 is not A it is D, and the chain goes on to R1C9, B; then R1C9 is not
        // A, and R1C1, the only other place of A in row 1, would be A: but R1C9 being B
        // or R1C1 A already takes A out of R1C9, which sees R1C1.
        let marks = Board::new()
            .cell("R1C1", "AD")
            .only('D', Unit::row(4), &["R5C1", "R5C9"])
            .only('B', Unit::column(8), &["R1C9", "R5C9"])
            .only('A', Unit::row(0), &["R1C1", "R1C9"])
            .marks();
        let step = aic(&marks).expect("an AIC");
        assert_eq!(removals(&step), ["R1C9:A"]);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"chain-explain","args":{"technique":{"technique":"alternating-inference-chain"},"first":{"cell":0},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":64},"unit":{"unit":16}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":72},"unit":{"unit":4}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":8},"unit":{"unit":24}}}],"join":"comma"},"ending":{"word":"see"},"last":{"cell":8},"end":{"letter":"B"},"targets":{"cells":[8],"join":"and"},"count":{"number":1},"removals":{"removals":[{"cell":8,"letters":"A"}]}}}"#
        );
    }

    #[test]
    fn ends_in_one_cell_leave_it_their_two_letters() {
        let marks = Board::new()
            .only('A', Unit::row(0), &["R1C1", "R1C9"])
            .only('B', Unit::row(0), &["R1C1", "R1C9"])
            .marks();
        let step = aic(&marks).expect("an AIC");
        assert_eq!(removals(&step), ["R1C1:CDEFGHIJKLMNOP"]);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"chain-explain","args":{"technique":{"technique":"alternating-inference-chain"},"first":{"cell":0},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"cell"},"cell":{"cell":8},"unit":{"unit":0}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":0},"unit":{"unit":0}}}],"join":"comma"},"ending":{"word":"same-cell"},"last":{"cell":0},"end":{"letter":"B"},"targets":{"cells":[0],"join":"and"},"count":{"number":1},"removals":{"removals":[{"cell":0,"letters":"CDEFGHIJKLMNOP"}]}}}"#
        );
    }
}
