//! The drawings of the singles, the last resort, locked candidates, subsets and fish.

use super::*;
use crate::generate::{generated, Target};

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
    // No letter on the grid: the box's other cells lack E in their marks alone.
    let others: Vec<Cell> = Unit::boxed(5)
        .cells()
        .iter()
        .copied()
        .filter(|&c| c != named("R7C6"))
        .collect();
    let expected = expected.marked(
        &Board::new().marks(),
        &others,
        letter_set("E"),
        Role::Unmarked,
    );
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
    // No letter on the grid: the cell lacks every other letter in its marks alone.
    let expected = expected.roles(&["R7C10"], "ABCDEFGHIJLMNOP", Role::Unmarked);
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

/// The cells of `unit` written `R3C4`, but `but`.
fn unit_but(unit: Unit, but: &[&str]) -> Vec<String> {
    let but: Vec<Cell> = but.iter().map(|c| named(c)).collect();
    unit.cells()
        .iter()
        .filter(|c| !but.contains(c))
        .map(Cell::to_string)
        .collect()
}

#[test]
fn direct_pointing_draws_the_pointing_and_the_single_it_leaves() {
    // In box 1, B can only go in R1C2 and R1C3: row 1 loses it, and with it R1C5, one
    // of box 2's two places; the other, R3C7, takes B. B in R4C16 rules out row 4.
    let marks = Board::new()
        .place("R4C16", 'B')
        .only('B', Unit::boxed(0), &["R1C2", "R1C3"])
        .only('B', Unit::boxed(1), &["R1C5", "R3C7"])
        .marks();
    let step = find(Technique::DirectPointing, &marks);
    assert_eq!(step.placements[0].cell, named("R3C7"));
    let removed: Vec<String> = [5, 9, 10, 11, 12].map(|c| format!("R1C{c}")).to_vec();
    assert_eq!(
        step.eliminated_cells(),
        removed.iter().map(|c| named(c)).collect::<Vec<_>>()
    );
    let row_four = ["R4C5", "R4C6", "R4C7", "R4C8"];
    let mut others = unit_but(Unit::boxed(1), &["R1C5", "R3C7"]);
    others.retain(|c| !row_four.contains(&c.as_str()));
    let others: Vec<&str> = others.iter().map(String::as_str).collect();
    let expected = Expected::of(&step)
        .roles(&["R1C2", "R1C3", "R3C7"], "B", Role::Pattern)
        .roles(&["R4C16"], "B", Role::Excluder)
        .roles(&row_four, "B", Role::Excluded)
        .roles(&others, "B", Role::Unmarked);
    assert_drawing(
        &step.drawing(&marks),
        expected,
        &[Unit::boxed(0), Unit::row(0), Unit::boxed(1)],
        &[],
    );
}

#[test]
fn a_direct_hidden_pair_draws_the_pair_and_the_single_it_leaves() {
    // In column 4, G and H only in R2C4 (G, H, K) and R10C4 (B, G, H): R2C4 loses K, and
    // K's other place in the column, R5C4, takes it.
    let column = Unit::column(3);
    let marks = Board::new()
        .cell("R2C4", "GHK")
        .cell("R10C4", "BGH")
        .only('G', column, &["R2C4", "R10C4"])
        .only('H', column, &["R2C4", "R10C4"])
        .only('K', column, &["R2C4", "R5C4"])
        .marks();
    let step = find(Technique::DirectHiddenPair, &marks);
    let others = unit_but(column, &["R2C4", "R5C4"]);
    let others: Vec<&str> = others.iter().map(String::as_str).collect();
    let expected = Expected::of(&step)
        .roles(&["R2C4", "R10C4"], "GH", Role::Pattern)
        .roles(&["R5C4"], "K", Role::Pattern)
        .roles(&others, "K", Role::Unmarked);
    assert_drawing(&step.drawing(&marks), expected, &[column], &[]);
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
