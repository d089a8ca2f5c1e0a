//! The drawings of the unique rectangles and BUG+1.

use super::*;

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
