//! Naked and hidden subsets of any size from 2 to 7: pairs, triples, quads and beyond,
//! which a sixteen-cell unit has room for.
//!
//! A naked subset is `N` cells of a unit whose candidates together are `N` letters: those
//! cells take those letters, so no other cell of the unit can. A hidden subset is `N`
//! letters whose places in a unit together are `N` cells: those cells take those letters,
//! so they hold nothing else. One search serves both (see [`find_cover`]).

use super::cover::{covers, eligible};
use super::rung::{every, Finder, Keep, PatternFinder, Rung};
use crate::candidates::CandidateSet;
use crate::cell_set::CellSet;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::places::{cells_at, set_of, shared_units};
use crate::hint::model::step::{Step, Technique};
use crate::hint::words::detail::{look_at, look_for};
use crate::letter::Letter;
use crate::message::{Join, Message};
use crate::unit::Unit;

pub(in crate::hint) const NAKED_PAIR: Rung =
    naked_rung(Technique::NakedPair, "naked-pair", 3.0, naked::<2>);
pub(in crate::hint) const NAKED_TRIPLE: Rung =
    naked_rung(Technique::NakedTriple, "naked-triple", 3.6, naked::<3>);
pub(in crate::hint) const NAKED_QUAD: Rung =
    naked_rung(Technique::NakedQuad, "naked-quad", 5.0, naked::<4>);
pub(in crate::hint) const NAKED_SUBSET_5: Rung =
    naked_rung(Technique::NakedSubset5, "naked-subset-5", 5.6, naked::<5>);
pub(in crate::hint) const NAKED_SUBSET_6: Rung =
    naked_rung(Technique::NakedSubset6, "naked-subset-6", 6.2, naked::<6>);
pub(in crate::hint) const NAKED_SUBSET_7: Rung =
    naked_rung(Technique::NakedSubset7, "naked-subset-7", 6.8, naked::<7>);

pub(in crate::hint) const HIDDEN_PAIR: Rung =
    hidden_rung(Technique::HiddenPair, "hidden-pair", 3.4, hidden::<2>);
pub(in crate::hint) const HIDDEN_TRIPLE: Rung =
    hidden_rung(Technique::HiddenTriple, "hidden-triple", 4.0, hidden::<3>);
pub(in crate::hint) const HIDDEN_QUAD: Rung =
    hidden_rung(Technique::HiddenQuad, "hidden-quad", 5.4, hidden::<4>);
pub(in crate::hint) const HIDDEN_SUBSET_5: Rung = hidden_rung(
    Technique::HiddenSubset5,
    "hidden-subset-5",
    6.0,
    hidden::<5>,
);
pub(in crate::hint) const HIDDEN_SUBSET_6: Rung = hidden_rung(
    Technique::HiddenSubset6,
    "hidden-subset-6",
    6.6,
    hidden::<6>,
);
pub(in crate::hint) const HIDDEN_SUBSET_7: Rung = hidden_rung(
    Technique::HiddenSubset7,
    "hidden-subset-7",
    7.2,
    hidden::<7>,
);

/// The naked subset technique of each size, from 2.
const NAKED: [Technique; 6] = [
    Technique::NakedPair,
    Technique::NakedTriple,
    Technique::NakedQuad,
    Technique::NakedSubset5,
    Technique::NakedSubset6,
    Technique::NakedSubset7,
];

/// The hidden subset technique of each size, from 2.
const HIDDEN: [Technique; 6] = [
    Technique::HiddenPair,
    Technique::HiddenTriple,
    Technique::HiddenQuad,
    Technique::HiddenSubset5,
    Technique::HiddenSubset6,
    Technique::HiddenSubset7,
];

/// A naked subset's rung: all sizes share the rest.
const fn naked_rung(
    technique: Technique,
    id: &'static str,
    rating: f32,
    find: PatternFinder,
) -> Rung {
    Rung {
        technique,
        id,
        rating,
        rating_in_box: None,
        rating_of: None,
        assumes_one_solution: false,
        find: Finder::Pattern(find),
        vague: look_for,
        concrete: look_at,
        explain: explain_naked,
    }
}

/// A hidden subset's rung, plain or direct: all sizes share the rest.
pub(super) const fn hidden_rung(
    technique: Technique,
    id: &'static str,
    rating: f32,
    find: PatternFinder,
) -> Rung {
    Rung {
        explain: explain_hidden,
        ..naked_rung(technique, id, rating, find)
    }
}

/// `naked-subset-explain`: "Naked pair: R1C1 and R1C2 can only be A or B, so no other
/// cell of row 1 or box 1 can be A or B: remove them from …".
fn explain_naked(step: &Step) -> Message {
    let Pattern::Subset {
        ref cells, letters, ..
    } = step.pattern
    else {
        return look_for(step);
    };
    Message::new("naked-subset-explain")
        .technique("technique", step.technique)
        .cells("cells", cells, Join::And)
        .letters("letters", letters, Join::Or)
        .units("units", &step.units(), Join::Or)
        .cells("targets", &step.eliminated_cells(), Join::And)
}

/// `hidden-subset-explain`: "Hidden pair: in column 4, G and H can only go in R2C4 and
/// R10C4, so those cells hold nothing else: remove K from R2C4, and B from R10C4." A
/// direct one reads `direct-hidden-explain`, then the single: "… so those cells hold
/// nothing else, not even K; then K fits only in R5C4: place K there (and remove …)".
pub(super) fn explain_hidden(step: &Step) -> Message {
    let Pattern::Subset {
        ref cells,
        letters,
        unit,
        single,
        ..
    } = step.pattern
    else {
        return look_for(step);
    };
    let message = match single {
        None => Message::new("hidden-subset-explain"),
        Some((cell, letter)) => Message::new("direct-hidden-explain")
            .letter("single", letter)
            .cell("cell", cell),
    };
    message
        .technique("technique", step.technique)
        .unit("unit", unit)
        .letters("letters", letters, Join::And)
        .cells("cells", cells, Join::And)
        .removals("removals", &step.eliminations)
}

/// `N` cells of a unit with `N` candidates between them: the rest of the unit, and of
/// any other unit holding all of them, loses those letters.
pub fn naked<const N: usize>(marks: &Marks) -> Option<Step> {
    subset(marks, u64::MAX, Kind::Naked, N, &NAKED, every)
}

/// `N` letters with `N` places between them in a unit: those cells lose every other
/// letter.
pub fn hidden<const N: usize>(marks: &Marks) -> Option<Step> {
    subset(marks, u64::MAX, Kind::Hidden, N, &HIDDEN, every)
}

/// The first subset of `technique` (a naked or hidden one) in the `units` given (bit
/// `i` for unit `i`), in the rung's order.
///
/// A dynamic forcing chain's branch asks for these on board after board narrowed from
/// one where none applies (`dynamic_forcing.rs`), and any subset in a unit whose marks
/// are as they were there would have applied there too, removing what it removes now
/// and more (marks only go): only the units the branch narrowed, about half, need a
/// look, and the first subset found among them is the rung's.
pub(in crate::hint) fn subset_in(marks: &Marks, units: u64, technique: Technique) -> Option<Step> {
    let (kind, techniques, size) = match HIDDEN.iter().position(|&t| t == technique) {
        Some(i) => (Kind::Hidden, &HIDDEN, i),
        None => (
            Kind::Naked,
            &NAKED,
            NAKED.iter().position(|&t| t == technique)?,
        ),
    };
    subset(marks, units, kind, size + 2, techniques, every)
}

/// The first hidden subset of `size` letters that `keep` keeps, a step of the technique
/// of that size among `techniques` (from 2): the direct rungs' search.
pub(super) fn first_hidden(
    marks: &Marks,
    size: usize,
    techniques: &[Technique],
    keep: Keep,
) -> Option<Step> {
    subset(marks, u64::MAX, Kind::Hidden, size, techniques, keep)
}

/// The two kinds of subset: the same cover of cells and letters, read from either side.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Naked,
    Hidden,
}

// The size is a const parameter for the ladder's sake only: one body serves both kinds
// and every size, direct or not, so that the WebAssembly module does not carry fifteen
// copies of it.
#[inline(never)]
fn subset(
    marks: &Marks,
    units: u64,
    kind: Kind,
    size: usize,
    techniques: &[Technique],
    keep: Keep,
) -> Option<Step> {
    let technique = *techniques.get(size.checked_sub(2)?)?;
    let places = marks.unit_places();
    let size = size as u32;
    for unit in Unit::all().filter(|unit| units >> unit.index() & 1 != 0) {
        // A naked subset picks cells (by their position in the unit) by their letters, a
        // hidden one letters by their places.
        let items = match kind {
            Kind::Naked => unit.cells().map(|cell| marks.candidates(cell).bits()),
            Kind::Hidden => Letter::ALL.map(|letter| places.in_unit(unit, letter)),
        };
        for (chosen, union) in covers(&items, eligible(&items, size), size) {
            let (positions, letters) = match kind {
                Kind::Naked => (chosen, union),
                Kind::Hidden => (union, chosen),
            };
            let letters = CandidateSet::from_bits(letters);
            if let Some(mut step) = subset_step(marks, unit, positions, letters, kind, technique) {
                if keep(marks, &mut step) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The step for the subset of `letters` at `positions` of `unit`, if it removes anything.
/// Out of line: LLVM copies the search loop once per kind, and this need not go with it.
#[inline(never)]
fn subset_step(
    marks: &Marks,
    unit: Unit,
    positions: u16,
    letters: CandidateSet,
    kind: Kind,
    technique: Technique,
) -> Option<Step> {
    let pattern = set_of(cells_at(unit, positions));
    let mut also = Vec::new();
    let (losing, lost) = match kind {
        // The cells take the letters, so no other cell of the unit can; a subset inside
        // a line and a box at once clears both.
        Kind::Naked => {
            let mut reach = CellSet::unit(unit);
            for other in shared_units(&pattern) {
                if other != unit {
                    also.push(other);
                    reach = reach | CellSet::unit(other);
                }
            }
            (reach & !pattern, letters)
        }
        // The letters take the cells, so they hold nothing else.
        Kind::Hidden => (pattern, !letters),
    };
    let eliminations = marks.removals(&losing, lost);
    if eliminations.is_empty() {
        return None;
    }
    let pattern = Pattern::Subset {
        cells: pattern.iter().collect(),
        letters,
        unit,
        also,
        single: None,
    };
    Some(Step::eliminating(technique, pattern, eliminations))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cell::Cell;
    use crate::hint::fixtures::data;
    use crate::hint::fixtures::{assert_changes, cells_of, each, named, removals, rest_of, Board};

    /// Checks a naked subset against the marks: its cells together hold exactly its
    /// letters, as many as there are cells, and lie in every unit named; each elimination
    /// takes some of those letters from a cell of those units outside the pattern.
    fn assert_naked(step: &Step, marks: &Marks) {
        let held = step
            .cells()
            .iter()
            .fold(CandidateSet::EMPTY, |all, &c| all | marks.candidates(c));
        assert_eq!(held, step.letters());
        assert_eq!(step.letters().len() as usize, step.cells().len());
        for unit in &step.units() {
            assert!(step.cells().iter().all(|c| unit.cells().contains(c)));
        }
        for e in &step.eliminations {
            assert!(!step.cells().contains(&e.cell), "{}", e.cell);
            assert!(step.units().iter().any(|u| u.cells().contains(&e.cell)));
            assert!((e.letters & !step.letters()).is_empty(), "{}", e.cell);
        }
        assert_changes(step, marks);
    }

    /// Checks a hidden subset against the marks: in its one unit, its letters' places
    /// together are exactly its cells, as many as there are letters; each elimination
    /// takes other letters from one of those cells.
    fn assert_hidden(step: &Step, marks: &Marks) {
        let [unit] = step.units()[..] else {
            panic!("one unit: {:?}", step.units())
        };
        let mut places: Vec<Cell> = step
            .letters()
            .iter()
            .flat_map(|letter| marks.places(unit, letter))
            .collect();
        places.sort();
        places.dedup();
        assert_eq!(step.cells(), places);
        assert_eq!(step.letters().len() as usize, step.cells().len());
        for e in &step.eliminations {
            assert!(step.cells().contains(&e.cell), "{}", e.cell);
            assert!(!e.letters.intersects(step.letters()), "{}", e.cell);
        }
        assert_changes(step, marks);
    }

    /// The cells of row `row` (from 1) at the columns listed, written `R3C4`.
    fn row_cells(row: usize, columns: impl Iterator<Item = usize>) -> Vec<String> {
        columns.map(|c| format!("R{row}C{c}")).collect()
    }

    #[test]
    fn a_naked_pair_clears_the_rest_of_its_row() {
        let marks = Board::new().cell("R3C1", "BF").cell("R3C9", "BF").marks();
        let step = naked::<2>(&marks).expect("a naked pair");
        assert_eq!(step.technique, Technique::NakedPair);
        assert_eq!(step.units(), [Unit::row(2)]);
        let others = row_cells(3, (2..=16).filter(|&c| c != 9));
        let others: Vec<&str> = others.iter().map(String::as_str).collect();
        assert_eq!(removals(&step), each(&others, "BF"));
        assert_naked(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-pair"},"cells":{"cells":[32,40],"join":"and"},"letters":{"letters":"BF","join":"or"},"units":{"units":[2],"join":"or"},"targets":{"cells":[33,34,35,36,37,38,39,41,42,43,44,45,46,47],"join":"and"}}}"#
        );
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-pair"},"cells":{"cells":[32,40],"join":"and"},"letters":{"letters":"BF","join":"or"},"units":{"units":[2],"join":"or"},"targets":{"cells":[33,34,35,36,37,38,39,41,42,43,44,45,46,47],"join":"and"}}}"#
        );
    }

    #[test]
    fn a_naked_pair_in_a_row_and_a_box_clears_both() {
        let marks = Board::new().cell("R1C1", "AB").cell("R1C2", "AB").marks();
        let step = naked::<2>(&marks).expect("a naked pair");
        assert_eq!(step.units(), [Unit::row(0), Unit::boxed(0)]);
        // 14 other cells in row 1, 14 in box 1, two of them in both.
        assert_eq!(step.eliminations.len(), 26);
        assert_naked(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-pair"},"cells":{"cells":[0,1],"join":"and"},"letters":{"letters":"AB","join":"or"},"units":{"units":[0,32],"join":"or"},"targets":{"cells":[2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,32,33,34,35,48,49,50,51],"join":"and"}}}"#
        );
    }

    #[test]
    fn two_cells_with_different_pairs_are_no_naked_pair() {
        let marks = Board::new().cell("R3C1", "BF").cell("R3C9", "BG").marks();
        assert_eq!(naked::<2>(&marks), None);
        assert_eq!(naked::<3>(&marks), None);
    }

    #[test]
    fn three_cells_of_two_letters_each_can_make_a_naked_triple() {
        let board = Board::new()
            .cell("R5C2", "CD")
            .cell("R5C7", "DE")
            .cell("R5C12", "CE");
        let marks = board.marks();
        assert_eq!(naked::<2>(&marks), None);
        let step = naked::<3>(&marks).expect("a naked triple");
        assert_eq!(step.technique, Technique::NakedTriple);
        assert_eq!(step.eliminations.len(), 13);
        assert_naked(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-triple"},"cells":{"cells":[65,70,75],"join":"and"},"letters":{"letters":"CDE","join":"or"},"units":{"units":[4],"join":"or"},"targets":{"cells":[64,66,67,68,69,71,72,73,74,76,77,78,79],"join":"and"}}}"#
        );
        // With a fourth letter in one of them the three no longer close.
        let marks = board.cell("R5C12", "CEF").marks();
        assert_eq!(naked::<3>(&marks), None);
    }

    fn five_in_a_cycle() -> Board {
        Board::new()
            .cell("R1C1", "AB")
            .cell("R1C2", "BC")
            .cell("R1C3", "CD")
            .cell("R1C4", "DE")
            .cell("R2C1", "AE")
    }

    #[test]
    fn five_cells_in_a_cycle_of_pairs_make_a_naked_subset_of_five() {
        let marks = five_in_a_cycle().marks();
        for smaller in [naked::<2>, naked::<3>, naked::<4>] {
            assert_eq!(smaller(&marks), None);
        }
        let step = naked::<5>(&marks).expect("a naked subset of 5");
        assert_eq!(step.technique, Technique::NakedSubset5);
        assert_eq!(step.units(), [Unit::boxed(0)]);
        assert_eq!(step.eliminations.len(), 11);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-subset-5"},"cells":{"cells":[0,1,2,3,16],"join":"and"},"letters":{"letters":"ABCDE","join":"or"},"units":{"units":[32],"join":"or"},"targets":{"cells":[17,18,19,32,33,34,35,48,49,50,51],"join":"and"}}}"#
        );
        assert_naked(&step, &marks);
    }

    #[test]
    fn a_sixth_letter_spoils_the_naked_subset_of_five() {
        let marks = five_in_a_cycle().also("R2C1", "F").marks();
        assert_eq!(naked::<5>(&marks), None);
    }

    /// Row 7's cells at columns 2, 5, 9 and 14: four boxes, so the row alone loses.
    const QUAD: [&str; 4] = ["R7C2", "R7C5", "R7C9", "R7C14"];

    /// Four cells of row 7 between them holding E, F, G and H, any three of them all
    /// four.
    fn naked_quad() -> Board {
        Board::new()
            .cell(QUAD[0], "EF")
            .cell(QUAD[1], "FGH")
            .cell(QUAD[2], "EH")
            .cell(QUAD[3], "EG")
    }

    #[test]
    fn four_cells_holding_four_letters_make_a_naked_quad() {
        let marks = naked_quad().marks();
        assert_eq!(naked::<2>(&marks), None);
        assert_eq!(naked::<3>(&marks), None);
        let step = naked::<4>(&marks).expect("a naked quad");
        assert_eq!(step.technique, Technique::NakedQuad);
        assert_eq!(step.cells(), QUAD.map(named));
        assert_eq!(step.units(), [Unit::row(6)]);
        assert_eq!(step.letters().to_string(), "EFGH");
        assert_eq!(removals(&step), each(&rest_of(Unit::row(6), &QUAD), "EFGH"));
        assert_naked(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-quad"},"cells":{"cells":[97,100,104,109],"join":"and"},"letters":{"letters":"EFGH","join":"or"},"units":{"units":[6],"join":"or"},"targets":{"cells":[96,98,99,101,102,103,105,106,107,108,110,111],"join":"and"}}}"#
        );
    }

    #[test]
    fn a_fifth_letter_spoils_the_naked_quad() {
        let marks = naked_quad().also(QUAD[3], "I").marks();
        assert_eq!(naked::<4>(&marks), None);
    }

    /// Column 10's cells in rows 1, 3, 6, 9, 12 and 15, in a ring of pairs of I to N.
    fn naked_six() -> (Board, Vec<String>) {
        let cells = cells_of(Unit::column(9), [1, 3, 6, 9, 12, 15]);
        (Board::new().ring_of_cells(&cells, "IJKLMN"), cells)
    }

    #[test]
    fn six_cells_in_a_ring_of_pairs_make_a_naked_subset_of_six() {
        let (board, cells) = naked_six();
        let marks = board.marks();
        for smaller in [naked::<2>, naked::<3>, naked::<4>, naked::<5>] {
            assert_eq!(smaller(&marks), None);
        }
        let step = naked::<6>(&marks).expect("a naked subset of 6");
        assert_eq!(step.technique, Technique::NakedSubset6);
        assert_eq!(
            step.cells(),
            cells.iter().map(|c| named(c)).collect::<Vec<_>>()
        );
        assert_eq!(step.units(), [Unit::column(9)]);
        assert_eq!(step.letters().to_string(), "IJKLMN");
        assert_eq!(
            removals(&step),
            each(&rest_of(Unit::column(9), &cells), "IJKLMN")
        );
        assert_naked(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-subset-6"},"cells":{"cells":[9,41,89,137,185,233],"join":"and"},"letters":{"letters":"IJKLMN","join":"or"},"units":{"units":[25],"join":"or"},"targets":{"cells":[25,57,73,105,121,153,169,201,217,249],"join":"and"}}}"#
        );
    }

    #[test]
    fn a_seventh_letter_spoils_the_naked_subset_of_six() {
        let (board, _) = naked_six();
        let marks = board.also("R15C10", "O").marks();
        assert_eq!(naked::<6>(&marks), None);
    }

    /// Seven cells of box 6, no line holding them all, in a ring of pairs of A to G.
    fn naked_seven() -> (Board, Vec<String>) {
        let cells = cells_of(Unit::boxed(5), [1, 2, 4, 6, 9, 11, 16]);
        (Board::new().ring_of_cells(&cells, "ABCDEFG"), cells)
    }

    #[test]
    fn seven_cells_in_a_ring_of_pairs_make_a_naked_subset_of_seven() {
        let (board, cells) = naked_seven();
        let marks = board.marks();
        for smaller in [naked::<2>, naked::<3>, naked::<4>, naked::<5>, naked::<6>] {
            assert_eq!(smaller(&marks), None);
        }
        let step = naked::<7>(&marks).expect("a naked subset of 7");
        assert_eq!(step.technique, Technique::NakedSubset7);
        let pattern = ["R5C5", "R5C6", "R5C8", "R6C6", "R7C5", "R7C7", "R8C8"];
        assert_eq!(cells, pattern);
        assert_eq!(step.cells(), pattern.map(named));
        assert_eq!(step.units(), [Unit::boxed(5)]);
        assert_eq!(step.letters().to_string(), "ABCDEFG");
        assert_eq!(
            removals(&step),
            each(&rest_of(Unit::boxed(5), &cells), "ABCDEFG")
        );
        assert_eq!(step.eliminations.len(), 9);
        assert_naked(&step, &marks);
    }

    #[test]
    fn an_eighth_letter_spoils_the_naked_subset_of_seven() {
        let (board, _) = naked_seven();
        let marks = board.also("R8C8", "H").marks();
        assert_eq!(naked::<7>(&marks), None);
    }

    #[test]
    fn two_letters_with_the_same_two_places_make_a_hidden_pair() {
        let board = |g_places: &[&str]| {
            Board::new()
                .cell("R2C4", "GHK")
                .cell("R10C4", "BGH")
                .only('G', Unit::column(3), g_places)
                .only('H', Unit::column(3), &["R2C4", "R10C4"])
        };
        let marks = board(&["R2C4", "R10C4"]).marks();
        let step = hidden::<2>(&marks).expect("a hidden pair");
        assert_eq!(step.technique, Technique::HiddenPair);
        assert_eq!(removals(&step), ["R2C4:K", "R10C4:B"]);
        assert_hidden(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"hidden-subset-explain","args":{"technique":{"technique":"hidden-pair"},"unit":{"unit":19},"letters":{"letters":"GH","join":"and"},"cells":{"cells":[19,147],"join":"and"},"removals":{"removals":[{"cell":19,"letters":"K"},{"cell":147,"letters":"B"}]}}}"#
        );
        // A third place for G breaks it, and no third letter makes a triple.
        let marks = board(&["R2C4", "R7C4", "R10C4"]).marks();
        assert_eq!(hidden::<2>(&marks), None);
        assert_eq!(hidden::<3>(&marks), None);
    }

    /// Row 16's first seven cells.
    const SEVEN: [&str; 7] = [
        "R16C1", "R16C2", "R16C3", "R16C4", "R16C5", "R16C6", "R16C7",
    ];

    /// Row 16 with A to G only in its first seven cells.
    fn hidden_seven() -> Board {
        "ABCDEFG".chars().fold(Board::new(), |board, l| {
            board.only(l, Unit::row(15), &SEVEN)
        })
    }

    #[test]
    fn seven_letters_in_seven_cells_make_a_hidden_subset_of_seven() {
        let cells = SEVEN;
        let marks = hidden_seven().marks();
        for smaller in [
            hidden::<2>,
            hidden::<3>,
            hidden::<4>,
            hidden::<5>,
            hidden::<6>,
        ] {
            assert_eq!(smaller(&marks), None);
        }
        let step = hidden::<7>(&marks).expect("a hidden subset of 7");
        assert_eq!(step.technique, Technique::HiddenSubset7);
        assert_eq!(removals(&step), each(&cells, "HIJKLMNOP"));
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"hidden-subset-explain","args":{"technique":{"technique":"hidden-subset-7"},"unit":{"unit":15},"letters":{"letters":"ABCDEFG","join":"and"},"cells":{"cells":[240,241,242,243,244,245,246],"join":"and"},"removals":{"removals":[{"cell":240,"letters":"HIJKLMNOP"},{"cell":241,"letters":"HIJKLMNOP"},{"cell":242,"letters":"HIJKLMNOP"},{"cell":243,"letters":"HIJKLMNOP"},{"cell":244,"letters":"HIJKLMNOP"},{"cell":245,"letters":"HIJKLMNOP"},{"cell":246,"letters":"HIJKLMNOP"}]}}}"#
        );
        assert_hidden(&step, &marks);
    }

    #[test]
    fn an_eighth_place_spoils_the_hidden_subset_of_seven() {
        let marks = hidden_seven().also("R16C8", "G").marks();
        assert_eq!(hidden::<7>(&marks), None);
    }

    /// Row 4 with J only in columns 1 and 6, K in 6 and 11, L in 11 and 1.
    fn hidden_triple() -> (Board, Vec<String>) {
        let cells = cells_of(Unit::row(3), [1, 6, 11]);
        (
            Board::new().ring_of_letters("JKL", Unit::row(3), &cells),
            cells,
        )
    }

    #[test]
    fn three_letters_in_three_cells_make_a_hidden_triple() {
        let (board, _) = hidden_triple();
        let marks = board.marks();
        assert_eq!(hidden::<2>(&marks), None);
        let step = hidden::<3>(&marks).expect("a hidden triple");
        assert_eq!(step.technique, Technique::HiddenTriple);
        assert_eq!(step.cells(), ["R4C1", "R4C6", "R4C11"].map(named));
        assert_eq!(step.units(), [Unit::row(3)]);
        assert_eq!(step.letters().to_string(), "JKL");
        // Each cell already lacks the one letter of the three placed elsewhere.
        assert_eq!(
            removals(&step),
            [
                "R4C1:ABCDEFGHIMNOP",
                "R4C6:ABCDEFGHIMNOP",
                "R4C11:ABCDEFGHIMNOP"
            ]
        );
        assert_hidden(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"hidden-subset-explain","args":{"technique":{"technique":"hidden-triple"},"unit":{"unit":3},"letters":{"letters":"JKL","join":"and"},"cells":{"cells":[48,53,58],"join":"and"},"removals":{"removals":[{"cell":48,"letters":"ABCDEFGHIMNOP"},{"cell":53,"letters":"ABCDEFGHIMNOP"},{"cell":58,"letters":"ABCDEFGHIMNOP"}]}}}"#
        );
    }

    #[test]
    fn a_fourth_place_spoils_the_hidden_triple() {
        let (board, _) = hidden_triple();
        let marks = board.also("R4C16", "L").marks();
        assert_eq!(hidden::<3>(&marks), None);
    }

    /// Column 13's cells in rows 2, 7, 10 and 16.
    const HIDDEN_QUAD: [&str; 4] = ["R2C13", "R7C13", "R10C13", "R16C13"];

    /// Column 13 with M, N, O and P only in [`HIDDEN_QUAD`], two or three places each,
    /// no three of them in three cells.
    fn hidden_quad() -> Board {
        let column = Unit::column(12);
        Board::new()
            .only('M', column, &["R2C13", "R7C13"])
            .only('N', column, &["R7C13", "R10C13", "R16C13"])
            .only('O', column, &["R2C13", "R16C13"])
            .only('P', column, &["R2C13", "R10C13"])
    }

    #[test]
    fn four_letters_in_four_cells_make_a_hidden_quad() {
        let marks = hidden_quad().marks();
        assert_eq!(hidden::<2>(&marks), None);
        assert_eq!(hidden::<3>(&marks), None);
        let step = hidden::<4>(&marks).expect("a hidden quad");
        assert_eq!(step.technique, Technique::HiddenQuad);
        assert_eq!(step.cells(), HIDDEN_QUAD.map(named));
        assert_eq!(step.units(), [Unit::column(12)]);
        assert_eq!(step.letters().to_string(), "MNOP");
        assert_eq!(removals(&step), each(&HIDDEN_QUAD, "ABCDEFGHIJKL"));
        assert_hidden(&step, &marks);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"hidden-subset-explain","args":{"technique":{"technique":"hidden-quad"},"unit":{"unit":28},"letters":{"letters":"MNOP","join":"and"},"cells":{"cells":[28,108,156,252],"join":"and"},"removals":{"removals":[{"cell":28,"letters":"ABCDEFGHIJKL"},{"cell":108,"letters":"ABCDEFGHIJKL"},{"cell":156,"letters":"ABCDEFGHIJKL"},{"cell":252,"letters":"ABCDEFGHIJKL"}]}}}"#
        );
    }

    #[test]
    fn a_fifth_place_spoils_the_hidden_quad() {
        let marks = hidden_quad().also("R5C13", "P").marks();
        assert_eq!(hidden::<4>(&marks), None);
    }

    /// Box 11 with A to E in a ring over five of its cells.
    fn hidden_five() -> (Board, Vec<String>) {
        let cells = cells_of(Unit::boxed(10), [1, 4, 7, 10, 13]);
        (
            Board::new().ring_of_letters("ABCDE", Unit::boxed(10), &cells),
            cells,
        )
    }

    #[test]
    fn five_letters_in_five_cells_make_a_hidden_subset_of_five() {
        let (board, cells) = hidden_five();
        let marks = board.marks();
        for smaller in [hidden::<2>, hidden::<3>, hidden::<4>] {
            assert_eq!(smaller(&marks), None);
        }
        let step = hidden::<5>(&marks).expect("a hidden subset of 5");
        assert_eq!(step.technique, Technique::HiddenSubset5);
        let pattern = ["R9C9", "R9C12", "R10C11", "R11C10", "R12C9"];
        assert_eq!(cells, pattern);
        assert_eq!(step.cells(), pattern.map(named));
        assert_eq!(step.units(), [Unit::boxed(10)]);
        assert_eq!(step.letters().to_string(), "ABCDE");
        assert_eq!(removals(&step), each(&pattern, "FGHIJKLMNOP"));
        assert_hidden(&step, &marks);
    }

    #[test]
    fn a_sixth_place_spoils_the_hidden_subset_of_five() {
        let (board, _) = hidden_five();
        let marks = board.also("R12C12", "E").marks();
        assert_eq!(hidden::<5>(&marks), None);
    }

    /// Row 13 with K to P in a ring over six of its cells.
    fn hidden_six() -> (Board, Vec<String>) {
        let cells = cells_of(Unit::row(12), [2, 3, 7, 8, 12, 15]);
        (
            Board::new().ring_of_letters("KLMNOP", Unit::row(12), &cells),
            cells,
        )
    }

    #[test]
    fn six_letters_in_six_cells_make_a_hidden_subset_of_six() {
        let (board, cells) = hidden_six();
        let marks = board.marks();
        for smaller in [hidden::<2>, hidden::<3>, hidden::<4>, hidden::<5>] {
            assert_eq!(smaller(&marks), None);
        }
        let step = hidden::<6>(&marks).expect("a hidden subset of 6");
        assert_eq!(step.technique, Technique::HiddenSubset6);
        let pattern = ["R13C2", "R13C3", "R13C7", "R13C8", "R13C12", "R13C15"];
        assert_eq!(cells, pattern);
        assert_eq!(step.cells(), pattern.map(named));
        assert_eq!(step.units(), [Unit::row(12)]);
        assert_eq!(step.letters().to_string(), "KLMNOP");
        assert_eq!(removals(&step), each(&pattern, "ABCDEFGHIJ"));
        assert_hidden(&step, &marks);
    }

    #[test]
    fn a_seventh_place_spoils_the_hidden_subset_of_six() {
        let (board, _) = hidden_six();
        let marks = board.also("R13C16", "K").marks();
        assert_eq!(hidden::<6>(&marks), None);
    }

    #[test]
    fn sizes_outside_two_to_seven_find_nothing() {
        let marks = Board::new().cell("R1C1", "A").marks();
        assert_eq!(naked::<1>(&marks), None);
        assert_eq!(naked::<8>(&marks), None);
        assert_eq!(hidden::<0>(&marks), None);
    }
}
