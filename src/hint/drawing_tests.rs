//! Each technique's drawing, on boards where it applies: its candidates and their roles,
//! its units, its links in order.
//!
//! The boards are those of the techniques' own tests, built again here where their
//! helpers are private. What each drawing should hold is written from the step's pattern,
//! part by part: the candidates its cells hold and the part each plays, the step's
//! conclusions removed or placed, the pattern's units, and for chains the links in the
//! order the chain reads.

use super::*;
use crate::generate::{generated, Target};
use crate::grid::Grid;
use crate::hint::fixtures::{crossing, letter_set, named, Board};
use crate::hint::model::step::Elimination;
use crate::hint::techniques::branches::ForcingMemo;
use crate::hint::techniques::ladder::next_step;
use crate::hint::techniques::last_resort::last_resort;
use crate::hint::trace::{Because, BranchEnd, Fact};
use crate::hint::Uniqueness;

/// The letter written `c`.
fn letter(c: char) -> Letter {
    Letter::from_char(c).expect("a letter A-P")
}

/// `letter` in the cell written `R3C4`.
fn at(cell: &str, c: char) -> (Cell, Letter) {
    (named(cell), letter(c))
}

/// The step `technique`'s finder finds on `marks`.
fn find(technique: Technique, marks: &Marks) -> Step {
    let step = technique
        .rung()
        .find(marks, &mut ForcingMemo::default())
        .unwrap_or_else(|| panic!("no {technique:?} on the board"));
    assert_eq!(step.technique, technique);
    step
}

/// A link of a chain, as the drawing should hold it.
fn link(from: (&str, char), to: (&str, char), strength: Strength, unit: Option<Unit>) -> ChainLink {
    ChainLink {
        from: at(from.0, from.1),
        to: at(to.0, to.1),
        strength,
        unit,
    }
}

/// What a drawing should hold of each candidate it draws: its role and its fate.
struct Expected(Vec<Candidate>);

impl Expected {
    /// The step's conclusions: its placements placed and its eliminations removed, with
    /// no role yet.
    fn of(step: &Step) -> Expected {
        let mut expected = Expected(Vec::new());
        for placement in &step.placements {
            expected.fate(placement.cell, placement.letter, Fate::Placed);
        }
        for elimination in &step.eliminations {
            for letter in elimination.letters {
                expected.fate(elimination.cell, letter, Fate::Removed);
            }
        }
        expected
    }

    fn entry(&mut self, cell: Cell, letter: Letter) -> &mut Candidate {
        let found = self
            .0
            .iter()
            .position(|c| c.cell == cell && c.letter == letter);
        let i = found.unwrap_or_else(|| {
            self.0.push(Candidate {
                cell,
                letter,
                role: None,
                fate: None,
            });
            self.0.len() - 1
        });
        &mut self.0[i]
    }

    fn fate(&mut self, cell: Cell, letter: Letter, fate: Fate) {
        let candidate = self.entry(cell, letter);
        assert_eq!(candidate.fate, None, "{cell} {letter} concluded twice");
        candidate.fate = Some(fate);
    }

    /// `letter` in `cell` plays `role`.
    fn role(mut self, cell: Cell, letter: Letter, role: Role) -> Expected {
        let candidate = self.entry(cell, letter);
        assert_eq!(candidate.role, None, "{cell} {letter} given two roles");
        candidate.role = Some(role);
        self
    }

    /// Each of `letters` (as `"AB"`) in each of `cells` (as `R3C4`) plays `role`.
    fn roles(self, cells: &[&str], letters: &str, role: Role) -> Expected {
        cells.iter().fold(self, |expected, cell| {
            letter_set(letters)
                .iter()
                .fold(expected, |expected, letter| {
                    expected.role(named(cell), letter, role)
                })
        })
    }

    /// Each of `letters` that `marks` keep in each of `cells` plays `role`.
    fn marked(self, marks: &Marks, cells: &[Cell], letters: CandidateSet, role: Role) -> Expected {
        cells.iter().fold(self, |expected, &cell| {
            (marks.candidates(cell) & letters)
                .iter()
                .fold(expected, |expected, letter| {
                    expected.role(cell, letter, role)
                })
        })
    }

    /// Panics unless `drawing` draws exactly these candidates, each once.
    fn assert_drawn(self, drawing: &Drawing) {
        let key = |c: &Candidate| (c.cell, c.letter);
        let mut drawn = drawing.candidates.clone();
        drawn.sort_by_key(key);
        assert!(
            drawn.windows(2).all(|w| key(&w[0]) != key(&w[1])),
            "a candidate drawn twice: {drawn:?}"
        );
        let mut expected = self.0;
        expected.sort_by_key(key);
        assert_eq!(drawn, expected);
    }
}

/// Panics unless `drawing`, of a step that is no forcing chain, holds exactly
/// `candidates`, `units` and `links`, and no branch.
fn assert_drawing(drawing: &Drawing, candidates: Expected, units: &[Unit], links: &[ChainLink]) {
    candidates.assert_drawn(drawing);
    assert_eq!(drawing.units, units);
    assert_eq!(drawing.links, links);
    assert!(drawing.branches.is_empty());
}

// Singles and the last resort.

#[test]
fn a_full_house_draws_its_cell_placed_in_its_row() {
    // Row 1 holds A to O in its first fifteen cells: R1C16 takes P.
    let board = "ABCDEFGHIJKLMNO"
        .chars()
        .enumerate()
        .fold(Board::new(), |board, (i, c)| {
            board.place(&format!("R1C{}", i + 1), c)
        });
    let marks = board.marks();
    let step = find(Technique::FullHouse, &marks);
    assert_eq!(
        step.pattern,
        Pattern::Single {
            cell: named("R1C16"),
            letter: Letter::P,
            unit: Unit::row(0)
        }
    );
    let expected = Expected::of(&step).roles(&["R1C16"], "P", Role::Pattern);
    assert_eq!(expected.0[0].fate, Some(Fate::Placed));
    assert_drawing(&step.drawing(&marks), expected, &[Unit::row(0)], &[]);
}

#[test]
fn a_hidden_single_draws_its_cell_placed_in_its_box() {
    let marks = Board::new().only('E', Unit::boxed(5), &["R7C6"]).marks();
    let step = find(Technique::HiddenSingle, &marks);
    assert_eq!(
        step.pattern,
        Pattern::Single {
            cell: named("R7C6"),
            letter: Letter::E,
            unit: Unit::boxed(5)
        }
    );
    let expected = Expected::of(&step).roles(&["R7C6"], "E", Role::Pattern);
    assert_eq!(expected.0[0].fate, Some(Fate::Placed));
    assert_drawing(&step.drawing(&marks), expected, &[Unit::boxed(5)], &[]);
}

#[test]
fn a_naked_single_draws_its_cell_placed_and_no_unit() {
    let marks = Board::new().cell("R7C10", "K").marks();
    let step = find(Technique::NakedSingle, &marks);
    assert_eq!(
        step.pattern,
        Pattern::NakedSingle {
            cell: named("R7C10"),
            letter: Letter::K
        }
    );
    let expected = Expected::of(&step).roles(&["R7C10"], "K", Role::Pattern);
    assert_eq!(expected.0[0].fate, Some(Fate::Placed));
    assert_drawing(&step.drawing(&marks), expected, &[], &[]);
}

#[test]
fn the_last_resort_draws_its_cell_placed() {
    let generated = generated(3, Target::Minimal);
    let marks = Marks::new(&generated.puzzle);
    let step = last_resort(&marks, &generated.solution);
    let Pattern::LastResort { cell, letter } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    assert_eq!(generated.solution.get(cell), Some(letter));
    let expected = Expected::of(&step).role(cell, letter, Role::Pattern);
    assert_eq!(expected.0.len(), 1);
    assert_eq!(expected.0[0].fate, Some(Fate::Placed));
    assert_drawing(&step.drawing(&marks), expected, &[], &[]);
}

// Locked candidates.

#[test]
fn pointing_draws_the_box_s_places_and_the_rest_of_the_row_removed() {
    // In box 1, B can only go in R1C2 and R1C3: the rest of row 1 loses it.
    let marks = Board::new()
        .only('B', Unit::boxed(0), &["R1C2", "R1C3"])
        .marks();
    let step = find(Technique::Pointing, &marks);
    assert_eq!(step.cells(), ["R1C2", "R1C3"].map(named));
    assert_eq!(step.eliminations.len(), 12);
    let expected = Expected::of(&step).roles(&["R1C2", "R1C3"], "B", Role::Pattern);
    assert_drawing(
        &step.drawing(&marks),
        expected,
        &[Unit::boxed(0), Unit::row(0)],
        &[],
    );
}

#[test]
fn claiming_draws_the_column_s_places_and_the_rest_of_the_box_removed() {
    // In column 7, H can only go in R9C7 and R11C7: the rest of box 10 loses it.
    let marks = Board::new()
        .only('H', Unit::column(6), &["R9C7", "R11C7"])
        .marks();
    let step = find(Technique::Claiming, &marks);
    assert_eq!(step.cells(), ["R9C7", "R11C7"].map(named));
    assert_eq!(step.eliminations.len(), 12);
    let expected = Expected::of(&step).roles(&["R9C7", "R11C7"], "H", Role::Pattern);
    assert_drawing(
        &step.drawing(&marks),
        expected,
        &[Unit::column(6), Unit::boxed(9)],
        &[],
    );
}

// Subsets.

/// The cells at these rows and columns (from 1), written `R3C4`.
fn cells_at(cells: &[(usize, usize)]) -> Vec<String> {
    cells.iter().map(|(r, c)| format!("R{r}C{c}")).collect()
}

/// Checks a subset's drawing: the subset's letters in each of its cells as the pattern,
/// the step's eliminations removed, and its units.
fn assert_subset(
    marks: &Marks,
    technique: Technique,
    cells: &[String],
    letters: &str,
    units: &[Unit],
) {
    let step = find(technique, marks);
    let cells: Vec<Cell> = cells.iter().map(|c| named(c)).collect();
    let Pattern::Subset {
        cells: ref pattern_cells,
        letters: pattern_letters,
        ..
    } = step.pattern
    else {
        panic!("{technique:?}: {:?}", step.pattern);
    };
    assert_eq!(*pattern_cells, cells, "{technique:?}");
    assert_eq!(pattern_letters, letter_set(letters), "{technique:?}");
    assert!(!step.eliminations.is_empty());
    let expected = Expected::of(&step).marked(marks, &cells, letter_set(letters), Role::Pattern);
    assert_drawing(&step.drawing(marks), expected, units, &[]);
}

#[test]
fn naked_subsets_of_every_size_draw_their_cells_letters() {
    // A pair: R3C1 and R3C9 can only be B or F, literally.
    let marks = Board::new().cell("R3C1", "BF").cell("R3C9", "BF").marks();
    let step = find(Technique::NakedPair, &marks);
    let expected = Expected::of(&step).roles(&["R3C1", "R3C9"], "BF", Role::Pattern);
    assert_drawing(&step.drawing(&marks), expected, &[Unit::row(2)], &[]);
    // A pair in a row and a box: both units, the line first.
    let marks = Board::new().cell("R1C1", "AB").cell("R1C2", "AB").marks();
    assert_subset(
        &marks,
        Technique::NakedPair,
        &cells_at(&[(1, 1), (1, 2)]),
        "AB",
        &[Unit::row(0), Unit::boxed(0)],
    );
    let triple = Board::new()
        .cell("R5C2", "CD")
        .cell("R5C7", "DE")
        .cell("R5C12", "CE");
    assert_subset(
        &triple.marks(),
        Technique::NakedTriple,
        &cells_at(&[(5, 2), (5, 7), (5, 12)]),
        "CDE",
        &[Unit::row(4)],
    );
    let quad = Board::new()
        .cell("R7C2", "EF")
        .cell("R7C5", "FGH")
        .cell("R7C9", "EH")
        .cell("R7C14", "EG");
    assert_subset(
        &quad.marks(),
        Technique::NakedQuad,
        &cells_at(&[(7, 2), (7, 5), (7, 9), (7, 14)]),
        "EFGH",
        &[Unit::row(6)],
    );
    let five = Board::new()
        .cell("R1C1", "AB")
        .cell("R1C2", "BC")
        .cell("R1C3", "CD")
        .cell("R1C4", "DE")
        .cell("R2C1", "AE");
    assert_subset(
        &five.marks(),
        Technique::NakedSubset5,
        &cells_at(&[(1, 1), (1, 2), (1, 3), (1, 4), (2, 1)]),
        "ABCDE",
        &[Unit::boxed(0)],
    );
    let six = cells_at(&[(1, 10), (3, 10), (6, 10), (9, 10), (12, 10), (15, 10)]);
    assert_subset(
        &Board::new().ring_of_cells(&six, "IJKLMN").marks(),
        Technique::NakedSubset6,
        &six,
        "IJKLMN",
        &[Unit::column(9)],
    );
    let seven = cells_at(&[(5, 5), (5, 6), (5, 8), (6, 6), (7, 5), (7, 7), (8, 8)]);
    assert_subset(
        &Board::new().ring_of_cells(&seven, "ABCDEFG").marks(),
        Technique::NakedSubset7,
        &seven,
        "ABCDEFG",
        &[Unit::boxed(5)],
    );
}

#[test]
fn hidden_subsets_of_every_size_draw_their_letters_in_their_cells() {
    // A pair: in column 4, G and H only in R2C4 (G, H, K) and R10C4 (B, G, H), literally.
    let marks = Board::new()
        .cell("R2C4", "GHK")
        .cell("R10C4", "BGH")
        .only('G', Unit::column(3), &["R2C4", "R10C4"])
        .only('H', Unit::column(3), &["R2C4", "R10C4"])
        .marks();
    let step = find(Technique::HiddenPair, &marks);
    let expected = Expected::of(&step).roles(&["R2C4", "R10C4"], "GH", Role::Pattern);
    assert_eq!(expected.0.len(), 6, "K and B removed, G and H the pattern");
    assert_drawing(&step.drawing(&marks), expected, &[Unit::column(3)], &[]);
    let triple = cells_at(&[(4, 1), (4, 6), (4, 11)]);
    assert_subset(
        &Board::new()
            .ring_of_letters("JKL", Unit::row(3), &triple)
            .marks(),
        Technique::HiddenTriple,
        &triple,
        "JKL",
        &[Unit::row(3)],
    );
    let column = Unit::column(12);
    let quad = Board::new()
        .only('M', column, &["R2C13", "R7C13"])
        .only('N', column, &["R7C13", "R10C13", "R16C13"])
        .only('O', column, &["R2C13", "R16C13"])
        .only('P', column, &["R2C13", "R10C13"]);
    assert_subset(
        &quad.marks(),
        Technique::HiddenQuad,
        &cells_at(&[(2, 13), (7, 13), (10, 13), (16, 13)]),
        "MNOP",
        &[column],
    );
    let five = cells_at(&[(9, 9), (9, 12), (10, 11), (11, 10), (12, 9)]);
    assert_subset(
        &Board::new()
            .ring_of_letters("ABCDE", Unit::boxed(10), &five)
            .marks(),
        Technique::HiddenSubset5,
        &five,
        "ABCDE",
        &[Unit::boxed(10)],
    );
    let six = cells_at(&[(13, 2), (13, 3), (13, 7), (13, 8), (13, 12), (13, 15)]);
    assert_subset(
        &Board::new()
            .ring_of_letters("KLMNOP", Unit::row(12), &six)
            .marks(),
        Technique::HiddenSubset6,
        &six,
        "KLMNOP",
        &[Unit::row(12)],
    );
    let seven: Vec<String> = (1..=7).map(|c| format!("R16C{c}")).collect();
    let board = "ABCDEFG".chars().fold(Board::new(), |board, l| {
        board.only(l, Unit::row(15), &seven)
    });
    assert_subset(
        &board.marks(),
        Technique::HiddenSubset7,
        &seven,
        "ABCDEFG",
        &[Unit::row(15)],
    );
}

// Fish.

/// Checks a fish's drawing: its letter in `cells` as the pattern, the step's
/// eliminations removed, and its units, the bases then the covers.
fn assert_fish(
    marks: &Marks,
    technique: Technique,
    c: char,
    cells: &[Cell],
    bases: &[Unit],
    covers: &[Unit],
) {
    let step = find(technique, marks);
    let Pattern::Fish {
        letter: fish_letter,
        cells: ref fish_cells,
        ..
    } = step.pattern
    else {
        panic!("{technique:?}: {:?}", step.pattern);
    };
    assert_eq!(fish_letter, letter(c), "{technique:?}");
    let mut sorted = cells.to_vec();
    sorted.sort();
    assert_eq!(*fish_cells, sorted, "{technique:?}");
    assert!(!step.eliminations.is_empty());
    let expected = cells.iter().fold(Expected::of(&step), |expected, &cell| {
        expected.role(cell, letter(c), Role::Pattern)
    });
    let units = [bases, covers].concat();
    assert_drawing(&step.drawing(marks), expected, &units, &[]);
}

/// The cells of a ring of lines (see [`Board::ring_of_lines`]): base `i` where it
/// crosses covers `i` and `i + 1`.
fn ring_cells(bases: &[Unit], covers: &[Unit]) -> Vec<Cell> {
    (0..bases.len())
        .flat_map(|i| {
            let next = (i + 1) % bases.len();
            [
                crossing(bases[i], covers[i]),
                crossing(bases[i], covers[next]),
            ]
        })
        .collect()
}

#[test]
fn fish_of_every_size_draw_their_corners_and_their_bases_then_covers() {
    // An X-Wing: A in rows 2 and 9 only in columns 4 and 13, its four corners literally.
    let marks = Board::new()
        .only('A', Unit::row(1), &["R2C4", "R2C13"])
        .only('A', Unit::row(8), &["R9C4", "R9C13"])
        .marks();
    let step = find(Technique::XWing, &marks);
    let expected =
        Expected::of(&step).roles(&["R2C4", "R2C13", "R9C4", "R9C13"], "A", Role::Pattern);
    assert_eq!(expected.0.len(), 4 + 2 * 14);
    let units = [
        Unit::row(1),
        Unit::row(8),
        Unit::column(3),
        Unit::column(12),
    ];
    assert_drawing(&step.drawing(&marks), expected, &units, &[]);
    // A swordfish: C in columns 1, 6 and 11 only in rows 1, 5 and 12.
    let board = Board::new()
        .only('C', Unit::column(0), &["R1C1", "R5C1"])
        .only('C', Unit::column(5), &["R5C6", "R12C6"])
        .only('C', Unit::column(10), &["R1C11", "R12C11"]);
    assert_fish(
        &board.marks(),
        Technique::Swordfish,
        'C',
        &["R1C1", "R5C1", "R5C6", "R12C6", "R1C11", "R12C11"].map(named),
        &[0, 5, 10].map(Unit::column),
        &[0, 4, 11].map(Unit::row),
    );
    let rings: [(Technique, char, Vec<Unit>, Vec<Unit>); 3] = [
        (
            Technique::Jellyfish,
            'D',
            [1, 4, 8, 13].map(Unit::row).to_vec(),
            [2, 6, 10, 15].map(Unit::column).to_vec(),
        ),
        (
            Technique::Squirmbag,
            'K',
            [0, 3, 5, 9, 12].map(Unit::column).to_vec(),
            [1, 2, 7, 11, 14].map(Unit::row).to_vec(),
        ),
        (
            Technique::Whale,
            'G',
            [0, 2, 5, 7, 10, 15].map(Unit::row).to_vec(),
            [1, 3, 4, 8, 12, 13].map(Unit::column).to_vec(),
        ),
    ];
    for (technique, c, bases, covers) in rings {
        let marks = Board::new().ring_of_lines(c, &bases, &covers).marks();
        let cells = ring_cells(&bases, &covers);
        assert_fish(&marks, technique, c, &cells, &bases, &covers);
    }
    // A leviathan: P in rows 1 to 7 only in columns 1 to 7.
    let cells: Vec<String> = (1..=7)
        .flat_map(|r| (1..=7).map(move |c| format!("R{r}C{c}")))
        .collect();
    let board = (0..7).fold(Board::new(), |board, r| {
        board.only('P', Unit::row(r), &cells[r * 7..r * 7 + 7])
    });
    let cells: Vec<Cell> = cells.iter().map(|c| named(c)).collect();
    assert_fish(
        &board.marks(),
        Technique::Leviathan,
        'P',
        &cells,
        &(0..7).map(Unit::row).collect::<Vec<_>>(),
        &(0..7).map(Unit::column).collect::<Vec<_>>(),
    );
}

// Wings.

#[test]
fn an_xy_wing_draws_its_three_cells_and_its_chain_through_the_pivot() {
    // Pivot R1C1 (A or B) sees R1C7 (A or C) and R6C1 (B or C): R6C7 loses C.
    let marks = Board::new()
        .cell("R1C1", "AB")
        .cell("R1C7", "AC")
        .cell("R6C1", "BC")
        .marks();
    let step = find(Technique::XyWing, &marks);
    assert_eq!(
        step.pattern,
        Pattern::Wing {
            pivot: named("R1C1"),
            pincers: ["R1C7", "R6C1"].map(named),
            letters: [Letter::A, Letter::B],
            shared: Letter::C
        }
    );
    let expected = Expected::of(&step)
        .roles(&["R1C1"], "AB", Role::Pattern)
        .roles(&["R1C7"], "AC", Role::Pattern)
        .roles(&["R6C1"], "BC", Role::Pattern);
    assert_eq!(expected.0.len(), 7, "R6C7 C removed besides the six");
    // If R1C7 is not C it is A, so R1C1 is not A but B, so R6C1 is not B but C.
    let links = [
        link(("R1C7", 'C'), ("R1C7", 'A'), Strength::Strong, None),
        link(
            ("R1C7", 'A'),
            ("R1C1", 'A'),
            Strength::Weak,
            Some(Unit::row(0)),
        ),
        link(("R1C1", 'A'), ("R1C1", 'B'), Strength::Strong, None),
        link(
            ("R1C1", 'B'),
            ("R6C1", 'B'),
            Strength::Weak,
            Some(Unit::column(0)),
        ),
        link(("R6C1", 'B'), ("R6C1", 'C'), Strength::Strong, None),
    ];
    assert_drawing(&step.drawing(&marks), expected, &[], &links);
}

#[test]
fn an_xyz_wing_draws_its_pivot_s_three_letters_and_no_chain() {
    // Pivot R1C1 (A, B or C) sees R1C3 (A or C) and R5C1 (B or C): cells seeing all
    // three lose C.
    let marks = Board::new()
        .cell("R1C1", "ABC")
        .cell("R1C3", "AC")
        .cell("R5C1", "BC")
        .marks();
    let step = find(Technique::XyzWing, &marks);
    assert_eq!(
        step.pattern,
        Pattern::Wing {
            pivot: named("R1C1"),
            pincers: ["R1C3", "R5C1"].map(named),
            letters: [Letter::A, Letter::B],
            shared: Letter::C
        }
    );
    let expected = Expected::of(&step)
        .roles(&["R1C1"], "ABC", Role::Pattern)
        .roles(&["R1C3"], "AC", Role::Pattern)
        .roles(&["R5C1"], "BC", Role::Pattern);
    assert_eq!(expected.0.len(), 7 + 3, "R2C1, R3C1 and R4C1 lose C");
    assert_drawing(&step.drawing(&marks), expected, &[], &[]);
}

#[test]
fn a_w_wing_draws_its_ends_and_link_and_the_chain_between_them() {
    // R1C1 and R6C9 can only be A or B; in row 10, B only in R10C1 and R10C9.
    let marks = Board::new()
        .cell("R1C1", "AB")
        .cell("R6C9", "AB")
        .only('B', Unit::row(9), &["R10C1", "R10C9"])
        .marks();
    let step = find(Technique::WWing, &marks);
    assert_eq!(
        step.pattern,
        Pattern::WWing {
            ends: ["R1C1", "R6C9"].map(named),
            links: ["R10C1", "R10C9"].map(named),
            unit: Unit::row(9),
            link: Letter::B,
            removed: Letter::A
        }
    );
    let expected = Expected::of(&step)
        .roles(&["R1C1", "R6C9"], "AB", Role::Pattern)
        .roles(&["R10C1", "R10C9"], "B", Role::Pattern);
    // R1C9 and R6C1 lose A.
    assert_eq!(expected.0.len(), 6 + 2);
    // If R1C1 is not A it is B, so R10C1 is not B, so R10C9 is, so R6C9 is not B but A.
    let links = [
        link(("R1C1", 'A'), ("R1C1", 'B'), Strength::Strong, None),
        link(
            ("R1C1", 'B'),
            ("R10C1", 'B'),
            Strength::Weak,
            Some(Unit::column(0)),
        ),
        link(
            ("R10C1", 'B'),
            ("R10C9", 'B'),
            Strength::Strong,
            Some(Unit::row(9)),
        ),
        link(
            ("R10C9", 'B'),
            ("R6C9", 'B'),
            Strength::Weak,
            Some(Unit::column(8)),
        ),
        link(("R6C9", 'B'), ("R6C9", 'A'), Strength::Strong, None),
    ];
    assert_drawing(&step.drawing(&marks), expected, &[Unit::row(9)], &links);
}

/// A W-Wing whose strong link is a box where the two places share a row that holds the
/// letter elsewhere too: the link is the box's, not the row's.
#[test]
fn a_w_wing_linked_in_a_box_draws_its_strong_link_in_the_box() {
    // R1C1 and R6C4 can only be A or B; in box 9, B only in R10C1 and R10C4, which also
    // share row 10, where B has other places.
    let marks = Board::new()
        .cell("R1C1", "AB")
        .cell("R6C4", "AB")
        .only('B', Unit::boxed(8), &["R10C1", "R10C4"])
        .marks();
    let step = find(Technique::WWing, &marks);
    assert_eq!(
        step.pattern,
        Pattern::WWing {
            ends: ["R1C1", "R6C4"].map(named),
            links: ["R10C1", "R10C4"].map(named),
            unit: Unit::boxed(8),
            link: Letter::B,
            removed: Letter::A
        }
    );
    assert!(marks.places(Unit::row(9), Letter::B).count() > 2);
    let drawing = step.drawing(&marks);
    assert_eq!(
        drawing.links[2],
        link(
            ("R10C1", 'B'),
            ("R10C4", 'B'),
            Strength::Strong,
            Some(Unit::boxed(8))
        )
    );
}

// Single-letter chains.

#[test]
fn a_skyscraper_draws_its_four_cells_and_three_links() {
    // D in column 2 only in R2C2 and R12C2, in column 9 only in R4C9 and R12C9.
    let marks = Board::new()
        .only('D', Unit::column(1), &["R2C2", "R12C2"])
        .only('D', Unit::column(8), &["R4C9", "R12C9"])
        .marks();
    let step = find(Technique::Skyscraper, &marks);
    let units = [Unit::column(1), Unit::row(11), Unit::column(8)];
    assert_eq!(
        step.pattern,
        Pattern::TwoLinks {
            letter: Letter::D,
            cells: ["R2C2", "R12C2", "R12C9", "R4C9"].map(named),
            units
        }
    );
    let expected =
        Expected::of(&step).roles(&["R2C2", "R12C2", "R12C9", "R4C9"], "D", Role::Pattern);
    assert_eq!(expected.0.len(), 4 + 6);
    let links = [
        link(
            ("R2C2", 'D'),
            ("R12C2", 'D'),
            Strength::Strong,
            Some(units[0]),
        ),
        link(
            ("R12C2", 'D'),
            ("R12C9", 'D'),
            Strength::Weak,
            Some(units[1]),
        ),
        link(
            ("R12C9", 'D'),
            ("R4C9", 'D'),
            Strength::Strong,
            Some(units[2]),
        ),
    ];
    assert_drawing(&step.drawing(&marks), expected, &units, &links);
}

#[test]
fn a_two_string_kite_draws_its_four_cells_and_three_links() {
    // E in row 2 only in R2C3 and R2C11, in column 2 only in R3C2 and R14C2.
    let marks = Board::new()
        .only('E', Unit::row(1), &["R2C3", "R2C11"])
        .only('E', Unit::column(1), &["R3C2", "R14C2"])
        .marks();
    let step = find(Technique::TwoStringKite, &marks);
    let units = [Unit::row(1), Unit::boxed(0), Unit::column(1)];
    assert_eq!(
        step.pattern,
        Pattern::TwoLinks {
            letter: Letter::E,
            cells: ["R2C11", "R2C3", "R3C2", "R14C2"].map(named),
            units
        }
    );
    let expected =
        Expected::of(&step).roles(&["R2C11", "R2C3", "R3C2", "R14C2"], "E", Role::Pattern);
    assert_eq!(expected.0.len(), 4 + 1, "R14C11 loses E");
    let links = [
        link(
            ("R2C11", 'E'),
            ("R2C3", 'E'),
            Strength::Strong,
            Some(units[0]),
        ),
        link(("R2C3", 'E'), ("R3C2", 'E'), Strength::Weak, Some(units[1])),
        link(
            ("R3C2", 'E'),
            ("R14C2", 'E'),
            Strength::Strong,
            Some(units[2]),
        ),
    ];
    assert_drawing(&step.drawing(&marks), expected, &units, &links);
}

// Colouring.

#[test]
fn a_colour_wrap_draws_both_colours_the_wrapped_one_removed() {
    // G linked along row 1, column 9, row 6 and column 4; R1C1 and R2C4, of one colour,
    // share box 1.
    let marks = Board::new()
        .only('G', Unit::row(0), &["R1C1", "R1C9"])
        .only('G', Unit::column(8), &["R1C9", "R6C9"])
        .only('G', Unit::row(5), &["R6C9", "R6C4"])
        .only('G', Unit::column(3), &["R6C4", "R2C4"])
        .marks();
    let step = find(Technique::ColourWrap, &marks);
    let first = ["R1C1", "R2C4", "R6C9"];
    let second = ["R1C9", "R6C4"];
    assert_eq!(
        step.pattern,
        Pattern::ColourWrap {
            letter: Letter::G,
            colours: [first.map(named).to_vec(), second.map(named).to_vec()],
            unit: Unit::boxed(0)
        }
    );
    let expected = Expected::of(&step)
        .roles(&first, "G", Role::Colour(Side::First))
        .roles(&second, "G", Role::Colour(Side::Second));
    // The first colour, wrapped, is what the step removes.
    for c in &expected.0 {
        let removed = c.role == Some(Role::Colour(Side::First));
        assert_eq!(c.fate, removed.then_some(Fate::Removed), "{}", c.cell);
    }
    assert_drawing(&step.drawing(&marks), expected, &[Unit::boxed(0)], &[]);
}

#[test]
fn a_colour_trap_draws_both_colours_and_the_trapped_cells_removed() {
    // F linked along rows 1, 7 and 14 and columns 8 and 12.
    let marks = Board::new()
        .only('F', Unit::row(0), &["R1C1", "R1C8"])
        .only('F', Unit::column(7), &["R1C8", "R7C8"])
        .only('F', Unit::row(6), &["R7C8", "R7C12"])
        .only('F', Unit::column(11), &["R7C12", "R14C12"])
        .only('F', Unit::row(13), &["R14C12", "R14C3"])
        .marks();
    let step = find(Technique::ColourTrap, &marks);
    let first = ["R1C1", "R7C8", "R14C12"];
    let second = ["R1C8", "R7C12", "R14C3"];
    assert_eq!(
        step.pattern,
        Pattern::ColourTrap {
            letter: Letter::F,
            colours: [first.map(named).to_vec(), second.map(named).to_vec()]
        }
    );
    let expected = Expected::of(&step)
        .roles(&first, "F", Role::Colour(Side::First))
        .roles(&second, "F", Role::Colour(Side::Second));
    assert_eq!(expected.0.len(), 6 + 6, "six cells trapped");
    assert_drawing(&step.drawing(&marks), expected, &[], &[]);
}

// Chains.

#[test]
fn an_x_chain_draws_its_nodes_and_links_alternating_from_strong() {
    // D in rows 1, 5 and 10 with two places each, joined by columns 9 and 14.
    let marks = Board::new()
        .only('D', Unit::row(0), &["R1C1", "R1C9"])
        .only('D', Unit::row(4), &["R5C9", "R5C14"])
        .only('D', Unit::row(9), &["R10C14", "R10C2"])
        .marks();
    let step = find(Technique::XChain, &marks);
    let cells = ["R1C1", "R1C9", "R5C9", "R5C14", "R10C14", "R10C2"];
    let units = [
        Unit::row(0),
        Unit::column(8),
        Unit::row(4),
        Unit::column(13),
        Unit::row(9),
    ];
    assert_eq!(
        step.pattern,
        Pattern::Chain {
            nodes: cells.map(|c| at(c, 'D')).to_vec(),
            units: units.to_vec()
        }
    );
    let expected = Expected::of(&step).roles(&cells, "D", Role::Pattern);
    assert_eq!(expected.0.len(), 6 + 6);
    let links = [
        link(
            ("R1C1", 'D'),
            ("R1C9", 'D'),
            Strength::Strong,
            Some(units[0]),
        ),
        link(("R1C9", 'D'), ("R5C9", 'D'), Strength::Weak, Some(units[1])),
        link(
            ("R5C9", 'D'),
            ("R5C14", 'D'),
            Strength::Strong,
            Some(units[2]),
        ),
        link(
            ("R5C14", 'D'),
            ("R10C14", 'D'),
            Strength::Weak,
            Some(units[3]),
        ),
        link(
            ("R10C14", 'D'),
            ("R10C2", 'D'),
            Strength::Strong,
            Some(units[4]),
        ),
    ];
    // A chain's units are drawn with its links, not outlined.
    assert_drawing(&step.drawing(&marks), expected, &[], &links);
}

/// An X-chain whose strong link is a box where its two places share a row holding the
/// letter elsewhere: the link is the box's, as the pattern says, not the row's.
#[test]
fn an_x_chain_linked_in_a_box_draws_its_strong_link_in_the_box() {
    // In box 1, D only in R1C1 and R1C2, which share row 1, where D has other places.
    let marks = Board::new()
        .only('D', Unit::boxed(0), &["R1C1", "R1C2"])
        .marks();
    let step = find(Technique::XChain, &marks);
    assert_eq!(
        step.pattern,
        Pattern::Chain {
            nodes: vec![at("R1C1", 'D'), at("R1C2", 'D')],
            units: vec![Unit::boxed(0)]
        }
    );
    assert!(marks.places(Unit::row(0), Letter::D).count() > 2);
    let drawing = step.drawing(&marks);
    assert_eq!(
        drawing.links,
        [link(
            ("R1C1", 'D'),
            ("R1C2", 'D'),
            Strength::Strong,
            Some(Unit::boxed(0))
        )]
    );
}

#[test]
fn an_xy_chain_draws_its_cells_letters_and_links_through_each_cell() {
    // R1C1 (A, B), R1C7 (B, C), R6C7 (C, D), R6C12 (D, A).
    let marks = Board::new()
        .cell("R1C1", "AB")
        .cell("R1C7", "BC")
        .cell("R6C7", "CD")
        .cell("R6C12", "AD")
        .marks();
    let step = find(Technique::XyChain, &marks);
    let nodes = [
        ("R1C1", 'A'),
        ("R1C1", 'B'),
        ("R1C7", 'B'),
        ("R1C7", 'C'),
        ("R6C7", 'C'),
        ("R6C7", 'D'),
        ("R6C12", 'D'),
        ("R6C12", 'A'),
    ];
    let units = [Unit::row(0), Unit::column(6), Unit::row(5)];
    assert_eq!(
        step.pattern,
        Pattern::Chain {
            nodes: nodes.map(|(c, l)| at(c, l)).to_vec(),
            units: units.to_vec()
        }
    );
    let expected = nodes.iter().fold(Expected::of(&step), |expected, &(c, l)| {
        let (cell, letter) = at(c, l);
        expected.role(cell, letter, Role::Pattern)
    });
    assert_eq!(expected.0.len(), 8 + 2, "R1C12 and R6C1 lose A");
    let links = [
        link(nodes[0], nodes[1], Strength::Strong, None),
        link(nodes[1], nodes[2], Strength::Weak, Some(units[0])),
        link(nodes[2], nodes[3], Strength::Strong, None),
        link(nodes[3], nodes[4], Strength::Weak, Some(units[1])),
        link(nodes[4], nodes[5], Strength::Strong, None),
        link(nodes[5], nodes[6], Strength::Weak, Some(units[2])),
        link(nodes[6], nodes[7], Strength::Strong, None),
    ];
    assert_drawing(&step.drawing(&marks), expected, &[], &links);
}

#[test]
fn an_alternating_inference_chain_draws_its_nodes_and_links_in_cells_and_units() {
    // A on row 1, B on column 9, C on row 7 and A on column 3, two places each.
    let marks = Board::new()
        .only('A', Unit::row(0), &["R1C1", "R1C9"])
        .only('B', Unit::column(8), &["R1C9", "R7C9"])
        .only('C', Unit::row(6), &["R7C9", "R7C3"])
        .only('A', Unit::column(2), &["R7C3", "R14C3"])
        .marks();
    let step = find(Technique::Aic, &marks);
    let nodes = [
        ("R1C1", 'A'),
        ("R1C9", 'A'),
        ("R1C9", 'B'),
        ("R7C9", 'B'),
        ("R7C9", 'C'),
        ("R7C3", 'C'),
        ("R7C3", 'A'),
        ("R14C3", 'A'),
    ];
    let units = [Unit::row(0), Unit::column(8), Unit::row(6), Unit::column(2)];
    assert_eq!(
        step.pattern,
        Pattern::Chain {
            nodes: nodes.map(|(c, l)| at(c, l)).to_vec(),
            units: units.to_vec()
        }
    );
    let expected = nodes.iter().fold(Expected::of(&step), |expected, &(c, l)| {
        let (cell, letter) = at(c, l);
        expected.role(cell, letter, Role::Pattern)
    });
    assert_eq!(expected.0.len(), 8 + 4, "R13C1 to R16C1 lose A");
    let links = [
        link(nodes[0], nodes[1], Strength::Strong, Some(units[0])),
        link(nodes[1], nodes[2], Strength::Weak, None),
        link(nodes[2], nodes[3], Strength::Strong, Some(units[1])),
        link(nodes[3], nodes[4], Strength::Weak, None),
        link(nodes[4], nodes[5], Strength::Strong, Some(units[2])),
        link(nodes[5], nodes[6], Strength::Weak, None),
        link(nodes[6], nodes[7], Strength::Strong, Some(units[3])),
    ];
    assert_drawing(&step.drawing(&marks), expected, &[], &links);
}

// Uniqueness.

/// The floor of the unique rectangles, R1C1 and R1C5, and `roof` besides.
fn rectangle(roof: &[(&str, &str)]) -> Marks {
    roof.iter()
        .fold(
            Board::new().cell("R1C1", "AB").cell("R1C5", "AB"),
            |board, (cell, letters)| board.cell(cell, letters),
        )
        .marks()
}

/// The four corners, each with A and B as the pattern.
const CORNERS: [&str; 4] = ["R1C1", "R1C5", "R2C1", "R2C5"];

#[test]
fn a_unique_rectangle_type_1_draws_the_pair_and_the_fourth_corner_s_extra_as_a_fin() {
    let marks = rectangle(&[("R2C1", "AB"), ("R2C5", "ABC")]);
    let step = find(Technique::UniqueRectangle1, &marks);
    assert_eq!(
        step.pattern,
        Pattern::UniqueRectangle {
            pair: [Letter::A, Letter::B],
            floor: ["R1C1", "R1C5"].map(named),
            roof: ["R2C1", "R2C5"].map(named),
            kind: Roof::OneCell
        }
    );
    let expected = Expected::of(&step)
        .roles(&CORNERS, "AB", Role::Pattern)
        .roles(&["R2C5"], "C", Role::Fin);
    // R2C5 loses A and B, which are the pattern's too.
    assert_eq!(step.eliminations.len(), 1);
    assert_eq!(
        expected.0.iter().filter(|c| c.fate.is_some()).count(),
        2,
        "{:?}",
        expected.0
    );
    assert_drawing(&step.drawing(&marks), expected, &[], &[]);
}

#[test]
fn a_unique_rectangle_type_2_draws_the_pair_and_the_roof_s_extra_letter_as_fins() {
    let marks = rectangle(&[("R2C1", "ABC"), ("R2C5", "ABC")]);
    let step = find(Technique::UniqueRectangle2, &marks);
    assert_eq!(
        step.pattern,
        Pattern::UniqueRectangle {
            pair: [Letter::A, Letter::B],
            floor: ["R1C1", "R1C5"].map(named),
            roof: ["R2C1", "R2C5"].map(named),
            kind: Roof::Extra(Letter::C)
        }
    );
    let expected = Expected::of(&step)
        .roles(&CORNERS, "AB", Role::Pattern)
        .roles(&["R2C1", "R2C5"], "C", Role::Fin);
    // The rest of row 2 loses C.
    assert_eq!(expected.0.len(), 8 + 2 + 14);
    assert_drawing(&step.drawing(&marks), expected, &[], &[]);
}

#[test]
fn a_unique_rectangle_type_4_draws_the_pair_the_roof_s_extras_and_its_unit() {
    let marks = Board::new()
        .cell("R1C1", "AB")
        .cell("R1C5", "AB")
        .cell("R2C1", "ABCD")
        .cell("R2C5", "ABE")
        .only('A', Unit::row(1), &["R2C1", "R2C5"])
        .marks();
    let step = find(Technique::UniqueRectangle4, &marks);
    assert_eq!(
        step.pattern,
        Pattern::UniqueRectangle {
            pair: [Letter::A, Letter::B],
            floor: ["R1C1", "R1C5"].map(named),
            roof: ["R2C1", "R2C5"].map(named),
            kind: Roof::Locked {
                unit: Unit::row(1),
                locked: Letter::A
            }
        }
    );
    assert_eq!(
        step.eliminations,
        ["R2C1", "R2C5"].map(|cell| Elimination {
            cell: named(cell),
            letters: letter_set("B")
        })
    );
    let expected = Expected::of(&step)
        .roles(&CORNERS, "AB", Role::Pattern)
        .roles(&["R2C1"], "CD", Role::Fin)
        .roles(&["R2C5"], "E", Role::Fin);
    assert_drawing(&step.drawing(&marks), expected, &[Unit::row(1)], &[]);
}

#[test]
fn a_unique_rectangle_type_3_draws_the_pair_and_its_subset_s_letters_as_fins() {
    // With R2C9 (C or D), the roof's extras C and D make a naked pair in row 2.
    let marks = rectangle(&[("R2C1", "ABC"), ("R2C5", "ABD"), ("R2C9", "CD")]);
    let step = find(Technique::UniqueRectangle3, &marks);
    assert_eq!(
        step.pattern,
        Pattern::UniqueRectangle {
            pair: [Letter::A, Letter::B],
            floor: ["R1C1", "R1C5"].map(named),
            roof: ["R2C1", "R2C5"].map(named),
            kind: Roof::Subset {
                extras: letter_set("CD"),
                unit: Unit::row(1),
                cells: vec![named("R2C9")],
                letters: letter_set("CD")
            }
        }
    );
    let expected = Expected::of(&step)
        .roles(&CORNERS, "AB", Role::Pattern)
        .roles(&["R2C1"], "C", Role::Fin)
        .roles(&["R2C5"], "D", Role::Fin)
        .roles(&["R2C9"], "CD", Role::Fin);
    // The other thirteen cells of row 2 lose C and D.
    assert_eq!(expected.0.len(), 8 + 4 + 2 * 13);
    assert_drawing(&step.drawing(&marks), expected, &[Unit::row(1)], &[]);
    // With R2C9 (C or E) and R2C13 (D or E), a naked triple.
    let marks = rectangle(&[
        ("R2C1", "ABC"),
        ("R2C5", "ABD"),
        ("R2C9", "CE"),
        ("R2C13", "DE"),
    ]);
    let step = find(Technique::UniqueRectangle3, &marks);
    let Pattern::UniqueRectangle {
        kind: Roof::Subset {
            ref cells, letters, ..
        },
        ..
    } = step.pattern
    else {
        panic!("{:?}", step.pattern);
    };
    assert_eq!(*cells, ["R2C9", "R2C13"].map(named));
    assert_eq!(letters, letter_set("CDE"));
    let expected = Expected::of(&step)
        .roles(&CORNERS, "AB", Role::Pattern)
        .roles(&["R2C1"], "C", Role::Fin)
        .roles(&["R2C5"], "D", Role::Fin)
        .roles(&["R2C9"], "CE", Role::Fin)
        .roles(&["R2C13"], "DE", Role::Fin);
    assert_drawing(&step.drawing(&marks), expected, &[Unit::row(1)], &[]);
}

#[test]
fn a_bug_plus_one_draws_the_cell_s_letters_as_fins_its_third_placed() {
    // Every cell holds its letter of a sudoku grid and its neighbour's in its pair of
    // columns, each letter with two places in every unit; R1C1 (A or B) gets P too.
    let letter_at =
        |row: usize, col: usize| Letter::ALL[(4 * (row % 4) + row / 4 + col) % 16].to_char();
    let mut board = Board::new();
    for row in 0..16 {
        for col in 0..16 {
            let letters: String = [letter_at(row, col), letter_at(row, col ^ 1)]
                .iter()
                .collect();
            board = board.cell(&format!("R{}C{}", row + 1, col + 1), &letters);
        }
    }
    let marks = board.also("R1C1", "P").marks();
    let step = find(Technique::BugPlusOne, &marks);
    assert_eq!(
        step.pattern,
        Pattern::Bug {
            cell: named("R1C1"),
            letter: Letter::P
        }
    );
    let expected = Expected::of(&step).roles(&["R1C1"], "ABP", Role::Fin);
    assert_eq!(
        expected.0[0],
        Candidate {
            cell: named("R1C1"),
            letter: Letter::P,
            role: Some(Role::Fin),
            fate: Some(Fate::Placed)
        }
    );
    assert_drawing(&step.drawing(&marks), expected, &[], &[]);
}

#[test]
fn an_als_xz_draws_each_set_s_candidates_on_its_side() {
    // In row 1, R1C1 and R1C2 can only be A, B or C; in row 5, R5C1 and R5C3 can only
    // be A, C or D: A is restricted, C goes from cells seeing its places in both.
    let marks = Board::new()
        .cell("R1C1", "AB")
        .cell("R1C2", "BC")
        .cell("R5C1", "AD")
        .cell("R5C3", "CD")
        .marks();
    let step = find(Technique::AlsXz, &marks);
    assert_eq!(
        step.pattern,
        Pattern::Als {
            sets: [
                AlmostLockedSet {
                    unit: Unit::row(0),
                    cells: ["R1C1", "R1C2"].map(named).to_vec(),
                    letters: letter_set("ABC")
                },
                AlmostLockedSet {
                    unit: Unit::row(4),
                    cells: ["R5C1", "R5C3"].map(named).to_vec(),
                    letters: letter_set("ACD")
                }
            ],
            restricted: Letter::A
        }
    );
    let expected = Expected::of(&step)
        .roles(&["R1C1"], "AB", Role::Als(Side::First))
        .roles(&["R1C2"], "BC", Role::Als(Side::First))
        .roles(&["R5C1"], "AD", Role::Als(Side::Second))
        .roles(&["R5C3"], "CD", Role::Als(Side::Second));
    assert_eq!(expected.0.len(), 8 + 8, "eight cells lose C");
    assert_drawing(
        &step.drawing(&marks),
        expected,
        &[Unit::row(0), Unit::row(4)],
        &[],
    );
}

// Forcing chains.

/// The step's conclusions, as facts.
fn conclusions(step: &Step) -> Vec<Fact> {
    let placed = step.placements.iter().map(|p| Fact::Is(p.cell, p.letter));
    let removed = step
        .eliminations
        .iter()
        .flat_map(|e| e.letters.iter().map(move |l| Fact::Not(e.cell, l)));
    placed.chain(removed).collect()
}

/// Checks a traced branch from `premise` on `marks`: its first implication is its
/// premise, supposed; every cause of an implication is an earlier one; a branch that
/// holds shows every fact of `target`, and one that fails ends in a contradiction whose
/// facts it shows; its nested branches fail; and its drawing draws the premise as the
/// pattern and a link from each cause to its implication, strong to a true fact and weak
/// to a false one. Returns how many nested chains it takes.
fn assert_branch(
    branch: &TracedBranch,
    premise: (Cell, Letter),
    holds: bool,
    target: &[Fact],
    marks: &Marks,
) -> usize {
    assert_eq!(branch.premise, premise);
    let first = &branch.implications[0];
    assert_eq!(first.fact, Fact::Is(premise.0, premise.1));
    assert_eq!(first.because, Because::Supposed);
    assert!(first.causes.is_empty());
    let facts: Vec<Fact> = branch.implications.iter().map(|i| i.fact).collect();
    let mut nested = 0;
    for (i, implication) in branch.implications.iter().enumerate() {
        for cause in &implication.causes {
            assert!(
                facts[..i].contains(cause),
                "{cause:?}, a cause of {:?}, is not found before it",
                implication.fact
            );
        }
        assert_eq!(
            implication.because == Because::Supposed,
            i == 0,
            "{implication:?}"
        );
        if implication.because == Because::NestedChain {
            nested += 1;
            let Fact::Is(cell, letter) = implication.fact else {
                panic!("a nested chain places: {implication:?}");
            };
            assert!(!implication.nested.is_empty());
            for inner in &implication.nested {
                let (inner_cell, inner_letter) = inner.premise;
                assert_eq!(inner_cell, cell);
                assert_ne!(inner_letter, letter);
                assert!(marks.candidates(cell).contains(inner_letter));
                // An inner branch starts from the outer one's board, not from the marks:
                // only its shape and its contradiction are checked.
                assert_inner(inner);
            }
        } else {
            assert!(implication.nested.is_empty(), "{implication:?}");
        }
    }
    if holds {
        assert_eq!(branch.end, BranchEnd::Shows);
        for fact in target {
            assert!(facts.contains(fact), "{fact:?} not shown");
        }
    } else {
        assert_contradiction(branch, marks);
    }
    // The branch's drawing: the premise as the pattern, a link to each implication from
    // each of its causes of the other kind (a true candidate making one false, a false
    // one making one true), in order; false from false goes through a unit, outlined.
    assert_eq!(
        branch
            .drawing
            .candidate(premise.0, premise.1)
            .map(|c| c.role),
        Some(Some(Role::Pattern))
    );
    let mut links = Vec::new();
    for implication in &branch.implications {
        let (to, strength) = match implication.fact {
            Fact::Is(cell, letter) => ((cell, letter), Strength::Strong),
            Fact::Not(cell, letter) => ((cell, letter), Strength::Weak),
        };
        assert!(branch.drawing.candidate(to.0, to.1).is_some());
        for &cause in &implication.causes {
            match (cause, implication.fact) {
                (Fact::Is(cell, letter), Fact::Not(..))
                | (Fact::Not(cell, letter), Fact::Is(..)) => {
                    links.push(((cell, letter), to, strength))
                }
                _ => {}
            }
        }
    }
    let drawn: Vec<_> = branch
        .drawing
        .links
        .iter()
        .map(|l| (l.from, l.to, l.strength))
        .collect();
    assert_eq!(drawn, links);
    for l in &branch.drawing.links {
        if let Some(unit) = l.unit {
            assert!(
                unit.cells().contains(&l.from.0) && unit.cells().contains(&l.to.0),
                "{l:?}"
            );
        }
    }
    // Its units: those where locked candidates and naked pairs remove a letter, once each.
    let mut units = Vec::new();
    for implication in &branch.implications {
        let unit = match implication.because {
            Because::Locked { target, .. } => target,
            Because::NakedPair { unit, .. } => unit,
            _ => continue,
        };
        if !units.contains(&unit) {
            units.push(unit);
        }
    }
    assert_eq!(branch.drawing.units, units);
    assert!(branch.drawing.branches.is_empty());
    nested
}

/// Checks a nested chain's inner branch: it starts at its premise, each cause comes
/// before what it causes, and it fails.
fn assert_inner(inner: &TracedBranch) {
    let (cell, letter) = inner.premise;
    assert_eq!(inner.implications[0].fact, Fact::Is(cell, letter));
    assert_eq!(inner.implications[0].because, Because::Supposed);
    for (i, implication) in inner.implications.iter().enumerate() {
        let before: Vec<Fact> = inner.implications[..i].iter().map(|i| i.fact).collect();
        for cause in &implication.causes {
            assert!(before.contains(cause), "{cause:?} in an inner branch");
        }
        assert!(implication.nested.is_empty());
    }
    assert!(
        matches!(
            inner.end,
            BranchEnd::NoLetter(_) | BranchEnd::NoPlace(..) | BranchEnd::Clash(..)
        ),
        "an inner branch ends {:?}",
        inner.end
    );
}

/// Checks that a failing branch ends in a contradiction and shows the facts it rests
/// on: a cell's every letter gone, a letter gone from every place in a unit, or a cell
/// that must be a letter it has lost.
fn assert_contradiction(branch: &TracedBranch, marks: &Marks) {
    let facts: Vec<Fact> = branch.implications.iter().map(|i| i.fact).collect();
    // What each cell can be before the premise: its letter, or its marks.
    let before = |cell: Cell| match marks.letter(cell) {
        Some(letter) => CandidateSet::single(letter),
        None => marks.candidates(cell),
    };
    match branch.end {
        BranchEnd::NoLetter(cell) => {
            for letter in before(cell) {
                assert!(facts.contains(&Fact::Not(cell, letter)), "{cell} {letter}");
            }
        }
        BranchEnd::NoPlace(unit, letter) => {
            for &cell in unit.cells() {
                if before(cell).contains(letter) {
                    assert!(facts.contains(&Fact::Not(cell, letter)), "{cell} {letter}");
                }
            }
        }
        BranchEnd::Clash(cell, letter) => {
            assert!(facts.contains(&Fact::Is(cell, letter)));
            assert!(facts.contains(&Fact::Not(cell, letter)));
        }
        end => panic!("a failing branch ends {end:?}"),
    }
}

/// Checks a forcing step's drawing: its premises as the pattern, its conclusions removed
/// or placed, its `units`, no links of its own, and a traced branch for each premise.
/// Returns how many nested chains its branches take.
fn assert_forcing(step: &Step, marks: &Marks, units: &[Unit]) -> usize {
    let drawing = step.drawing(marks);
    let premises = step.pattern.premises();
    let expected = premises
        .iter()
        .fold(Expected::of(step), |expected, &((cell, letter), _)| {
            expected.role(cell, letter, Role::Pattern)
        });
    expected.assert_drawn(&drawing);
    assert_eq!(drawing.units, units);
    assert!(drawing.links.is_empty());
    assert_eq!(drawing.branches.len(), premises.len());
    assert!(premises.iter().any(|&(_, holds)| holds));
    let target = conclusions(step);
    drawing
        .branches
        .iter()
        .zip(&premises)
        .map(|(branch, &(premise, holds))| assert_branch(branch, premise, holds, &target, marks))
        .sum()
}

/// The board of the ladder's solve of minimal puzzle `seed` where it first takes a step
/// of `technique`, and that step.
fn first_step_of(seed: u64, technique: Technique) -> (Marks, Step) {
    let generated = generated(seed, Target::Minimal);
    let mut marks = Marks::new(&generated.puzzle);
    loop {
        let step = next_step(&marks, Uniqueness::Unknown)
            .unwrap_or_else(|| panic!("logic reaches a {technique:?} on seed {seed}"));
        if step.technique == technique {
            return (marks, step);
        }
        marks.apply(&step);
    }
}

/// An empty board but for the first three cells of row 1, which keep `kept`.
fn row_start(kept: [&str; 3]) -> Marks {
    let mut marks = Marks::new(&Grid::empty());
    for (col, letters) in kept.into_iter().enumerate() {
        let cell = Cell::at(0, col).expect("on the board");
        marks.eliminate(cell, !letter_set(letters));
    }
    marks
}

#[test]
fn a_cell_forcing_chain_draws_the_cell_s_letters_and_traces_each_branch() {
    // R1C1 = A would leave R1C2 and R1C3 both C: so R1C1 is B.
    let marks = row_start(["AB", "AC", "AC"]);
    let step = find(Technique::CellForcingChain, &marks);
    assert_eq!(
        step.pattern,
        Pattern::CellForcing {
            cell: named("R1C1"),
            letters: letter_set("AB"),
            live: vec![Letter::B]
        }
    );
    let expected = Expected::of(&step).roles(&["R1C1"], "AB", Role::Pattern);
    assert_eq!(expected.0[0].fate, Some(Fate::Placed), "B placed");
    let drawing = step.drawing(&marks);
    expected.assert_drawn(&drawing);
    assert!(drawing.units.is_empty() && drawing.links.is_empty());
    assert_eq!(assert_forcing(&step, &marks, &[]), 0);
    // A: R1C2 and R1C3 lose A (row 1), so both are C, and R1C2 = C takes C from R1C3.
    let [dead, live] = &drawing.branches[..] else {
        panic!("two branches: {:?}", drawing.branches);
    };
    let row = Unit::row(0);
    let is = |c: &str, l: char| Fact::Is(named(c), letter(l));
    let not = |c: &str, l: char| Fact::Not(named(c), letter(l));
    let implications: Vec<(Fact, Because, Vec<Fact>)> = dead
        .implications
        .iter()
        .map(|i| (i.fact, i.because.clone(), i.causes.clone()))
        .collect();
    assert_eq!(
        implications,
        [
            (is("R1C1", 'A'), Because::Supposed, vec![]),
            (not("R1C2", 'A'), Because::Sees(row), vec![is("R1C1", 'A')]),
            (not("R1C3", 'A'), Because::Sees(row), vec![is("R1C1", 'A')]),
            (is("R1C2", 'C'), Because::OnlyLetter, vec![not("R1C2", 'A')]),
            (is("R1C3", 'C'), Because::OnlyLetter, vec![not("R1C3", 'A')]),
            (not("R1C3", 'C'), Because::Sees(row), vec![is("R1C2", 'C')]),
        ]
    );
    assert_eq!(dead.end, BranchEnd::Clash(named("R1C3"), Letter::C));
    assert_eq!(
        dead.drawing.links,
        [
            link(("R1C1", 'A'), ("R1C2", 'A'), Strength::Weak, Some(row)),
            link(("R1C1", 'A'), ("R1C3", 'A'), Strength::Weak, Some(row)),
            link(("R1C2", 'A'), ("R1C2", 'C'), Strength::Strong, None),
            link(("R1C3", 'A'), ("R1C3", 'C'), Strength::Strong, None),
            link(("R1C2", 'C'), ("R1C3", 'C'), Strength::Weak, Some(row)),
        ]
    );
    // B shows the conclusion at once: it is the conclusion.
    assert_eq!(live.implications.len(), 1);
    assert_eq!(live.end, BranchEnd::Shows);
    // On a real board, the first cell forcing chain of a solve.
    let (marks, step) = first_step_of(3, Technique::CellForcingChain);
    assert_forcing(&step, &marks, &[]);
}

#[test]
fn a_unit_forcing_chain_draws_the_letter_s_places_and_traces_each_branch() {
    // In row 1, A only in R1C1 and R1C5; R2C2 and R2C3 (A or C) in box 1 would both be
    // C if R1C1 were A: so A goes in R1C5.
    let marks = Board::new()
        .only('A', Unit::row(0), &["R1C1", "R1C5"])
        .cell("R2C2", "AC")
        .cell("R2C3", "AC")
        .marks();
    let step = find(Technique::UnitForcingChain, &marks);
    assert_eq!(
        step.pattern,
        Pattern::UnitForcing {
            unit: Unit::row(0),
            letter: Letter::A,
            places: ["R1C1", "R1C5"].map(named).to_vec(),
            live: vec![named("R1C5")]
        }
    );
    let expected = Expected::of(&step).roles(&["R1C1", "R1C5"], "A", Role::Pattern);
    assert_eq!(
        expected.0[0],
        Candidate {
            cell: named("R1C5"),
            letter: Letter::A,
            role: Some(Role::Pattern),
            fate: Some(Fate::Placed)
        }
    );
    expected.assert_drawn(&step.drawing(&marks));
    assert_eq!(assert_forcing(&step, &marks, &[Unit::row(0)]), 0);
    let drawing = step.drawing(&marks);
    let [dead, live] = &drawing.branches[..] else {
        panic!("two branches: {:?}", drawing.branches);
    };
    let area = Unit::boxed(0);
    let is = |c: &str, l: char| Fact::Is(named(c), letter(l));
    let not = |c: &str, l: char| Fact::Not(named(c), letter(l));
    let implications: Vec<(Fact, Because, Vec<Fact>)> = dead
        .implications
        .iter()
        .map(|i| (i.fact, i.because.clone(), i.causes.clone()))
        .collect();
    assert_eq!(
        implications,
        [
            (is("R1C1", 'A'), Because::Supposed, vec![]),
            (not("R2C2", 'A'), Because::Sees(area), vec![is("R1C1", 'A')]),
            (not("R2C3", 'A'), Because::Sees(area), vec![is("R1C1", 'A')]),
            (is("R2C2", 'C'), Because::OnlyLetter, vec![not("R2C2", 'A')]),
            (is("R2C3", 'C'), Because::OnlyLetter, vec![not("R2C3", 'A')]),
            (
                not("R2C3", 'C'),
                Because::Sees(Unit::row(1)),
                vec![is("R2C2", 'C')]
            ),
        ]
    );
    assert_eq!(dead.end, BranchEnd::Clash(named("R2C3"), Letter::C));
    assert_eq!(live.implications.len(), 1);
    assert_eq!(live.end, BranchEnd::Shows);
    // On a real board, the first unit forcing chain of a solve.
    let (marks, step) = first_step_of(5, Technique::UnitForcingChain);
    let Pattern::UnitForcing { unit, .. } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    assert_forcing(&step, &marks, &[unit]);
}

/// The dynamic links a forcing step's branches take.
fn dynamic_links(step: &Step) -> usize {
    let Pattern::DynamicForcing { ref branches, .. } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    branches.iter().map(|b| b.links.len()).sum()
}

#[test]
fn a_dynamic_cell_forcing_chain_draws_its_premises_and_traces_each_branch() {
    let (marks, step) = first_step_of(5, Technique::DynamicCellForcingChain);
    let Pattern::DynamicForcing { unit, .. } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    assert_eq!(unit, None);
    assert!(dynamic_links(&step) > 0, "{}", step.explanation());
    assert_eq!(assert_forcing(&step, &marks, &[]), 0);
}

#[test]
fn a_dynamic_unit_forcing_chain_draws_its_premises_and_traces_each_branch() {
    let (marks, step) = first_step_of(5, Technique::DynamicUnitForcingChain);
    let Pattern::DynamicForcing { unit, .. } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    let unit = unit.expect("a unit's places");
    assert_eq!(assert_forcing(&step, &marks, &[unit]), 0);
}

#[test]
fn a_nested_cell_forcing_chain_draws_its_premises_and_traces_chains_inside() {
    let (marks, step) = first_step_of(9, Technique::NestedCellForcingChain);
    let Pattern::DynamicForcing { unit, .. } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    assert_eq!(unit, None);
    assert!(dynamic_links(&step) > 0, "{}", step.explanation());
    assert!(
        assert_forcing(&step, &marks, &[]) > 0,
        "no nested chain traced"
    );
}

#[test]
fn a_nested_unit_forcing_chain_draws_its_premises_and_traces_chains_inside() {
    // Where the ladder first needs a nested chain, neither plain nor dynamic forcing
    // chains apply: a nested unit forcing chain there takes chains inside its branches.
    let (marks, _) = first_step_of(9, Technique::NestedCellForcingChain);
    let step = find(Technique::NestedUnitForcingChain, &marks);
    let Pattern::DynamicForcing { unit, .. } = step.pattern else {
        panic!("{:?}", step.pattern);
    };
    let unit = unit.expect("a unit's places");
    assert!(dynamic_links(&step) > 0, "{}", step.explanation());
    assert!(
        assert_forcing(&step, &marks, &[unit]) > 0,
        "no nested chain traced"
    );
}

/// Every link of every branch of `step`'s drawing, with the branch's facts.
fn branch_links(step: &Step, marks: &Marks) -> Vec<(ChainLink, Vec<Fact>)> {
    let drawing = step.drawing(marks);
    let mut links = Vec::new();
    for branch in &drawing.branches {
        let facts: Vec<Fact> = branch.implications.iter().map(|i| i.fact).collect();
        for &l in &branch.drawing.links {
            links.push((l, facts.clone()));
        }
    }
    links
}

/// A link of a branch joins two cells through a unit they share, or lies within one
/// cell: its unit is None only then, as `ChainLink` has it (and its text says "same
/// cell").
#[test]
fn a_forcing_chain_s_branch_links_between_two_cells_name_a_unit() {
    let (marks, step) = first_step_of(5, Technique::DynamicCellForcingChain);
    for (l, _) in branch_links(&step, &marks) {
        if l.from.0 != l.to.0 {
            assert!(l.unit.is_some(), "{}", l.text_in(Symbols::Letters));
        }
    }
}

/// A link of a branch reads its first candidate as the branch finds it: a weak link
/// from a candidate found true, a strong one from a candidate found false, as
/// `ChainLink` defines them and its text reads them ("R1C1 = A → …", "R1C1 ≠ A → …").
#[test]
fn a_forcing_chain_s_branch_links_read_their_first_candidate_as_found() {
    let (marks, step) = first_step_of(5, Technique::DynamicCellForcingChain);
    for (l, facts) in branch_links(&step, &marks) {
        let (cell, letter) = l.from;
        let found = match l.strength {
            Strength::Weak => Fact::Is(cell, letter),
            Strength::Strong => Fact::Not(cell, letter),
        };
        assert!(facts.contains(&found), "{}", l.text_in(Symbols::Letters));
    }
}
