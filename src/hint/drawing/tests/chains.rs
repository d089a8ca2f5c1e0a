//! The drawings of the wings, the single-letter chains, colouring, the chains and
//! ALS-XZ: their links, in the order the chain reads.

use super::*;

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

// Almost locked sets.

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
