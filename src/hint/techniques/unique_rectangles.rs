//! Unique rectangles, types 1 to 4: what a puzzle with one solution rules out.
//!
//! Four empty cells at the corners of a rectangle over two rows, two columns and two
//! boxes, that could only be the same two letters A and B, would be a deadly pattern: A
//! and B could swap in all four, every row, column and box keeping one of each, and the
//! letters on the board would have two solutions. On a board known to have exactly one,
//! which the marks allow, the pattern never forms, and keeping it from forming removes
//! candidates. Two corners on one line, the floor, can only be A or B; the other two, the
//! roof, hold A, B and more, and what more decides the type.
//!
//! These rungs assume the puzzle has one solution, so the ladder offers them only when
//! that is proved (see [`super::ladder::Uniqueness`]), and their sentences say so.

use super::rung::{Finder, Rung};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::{Pattern, Roof};
use crate::hint::model::places::set_of;
use crate::hint::model::step::{Elimination, Step, Technique};
use crate::hint::words::detail::{look_at, look_for};
use crate::message::{Join, Message};
use crate::unit::Unit;

pub(in crate::hint) const UNIQUE_RECTANGLE_1: Rung = Rung {
    technique: Technique::UniqueRectangle1,
    id: "unique-rectangle-1",
    rating: 4.5,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: true,
    find: Finder::Pattern(type_1),
    vague: look_for,
    concrete: look_at,
    explain,
};

pub(in crate::hint) const UNIQUE_RECTANGLE_2: Rung = Rung {
    technique: Technique::UniqueRectangle2,
    id: "unique-rectangle-2",
    rating: 4.6,
    find: Finder::Pattern(type_2),
    ..UNIQUE_RECTANGLE_1
};

pub(in crate::hint) const UNIQUE_RECTANGLE_4: Rung = Rung {
    technique: Technique::UniqueRectangle4,
    id: "unique-rectangle-4",
    rating: 4.6,
    find: Finder::Pattern(type_4),
    ..UNIQUE_RECTANGLE_1
};

/// Rated 4.6 with a naked pair, up to 4.8 with a quad, as Sudoku Explainer rates it.
pub(in crate::hint) const UNIQUE_RECTANGLE_3: Rung = Rung {
    technique: Technique::UniqueRectangle3,
    id: "unique-rectangle-3",
    rating: 4.6,
    rating_of: Some(rating_3),
    find: Finder::Pattern(type_3),
    ..UNIQUE_RECTANGLE_1
};

/// The most cells of a type 3's naked subset besides the roof, which counts as one: a
/// quad at most, the largest Sudoku Explainer rates.
const MOST_SUBSET_CELLS: usize = 3;

/// A type 3 rates 4.5 and 0.1 for each cell of its naked subset besides the roof: 4.6
/// with a pair.
fn rating_3(step: &Step) -> f32 {
    match &step.pattern {
        Pattern::UniqueRectangle {
            kind: Roof::Subset { cells, .. },
            ..
        } => 4.5 + 0.1 * cells.len() as f32,
        _ => UNIQUE_RECTANGLE_3.rating,
    }
}

/// Four empty corners holding `pair`: the `floor`, on one line, can only be the pair.
struct Rectangle {
    pair: CandidateSet,
    floor: [Cell; 2],
    roof: [Cell; 2],
}

impl Rectangle {
    /// What the roof holds besides the pair.
    fn extras(&self, marks: &Marks) -> [CandidateSet; 2] {
        self.roof.map(|cell| marks.candidates(cell) & !self.pair)
    }

    /// The step proved by the rectangle, of `technique` and the roof's `kind`.
    fn step(&self, technique: Technique, kind: Roof, eliminations: Vec<Elimination>) -> Step {
        let mut pair = self.pair.iter();
        let (Some(a), Some(b)) = (pair.next(), pair.next()) else {
            unreachable!("a pair holds two letters");
        };
        let pattern = Pattern::UniqueRectangle {
            pair: [a, b],
            floor: self.floor,
            roof: self.roof,
            kind,
        };
        Step::eliminating(technique, pattern, eliminations)
    }
}

/// Every rectangle of four empty cells over two rows, two columns and two boxes whose
/// floor, two cells of one row or column, can only be the same two letters, the other
/// two holding both too.
fn rectangles(marks: &Marks) -> Vec<Rectangle> {
    let mut found = Vec::new();
    // `at(u, v)` is row u, column v, or the other way round: the floor lies along a row,
    // then along a column.
    let rows = |u: usize, v: usize| Cell::at(u, v);
    let columns = |u: usize, v: usize| Cell::at(v, u);
    for at in [&rows as &dyn Fn(usize, usize) -> Option<Cell>, &columns] {
        for u in 0..16 {
            for v in 0..16 {
                let Some(first) = at(u, v) else { continue };
                let pair = marks.candidates(first);
                if pair.len() != 2 {
                    continue;
                }
                for w in v + 1..16 {
                    let Some(second) = at(u, w) else { continue };
                    if marks.candidates(second) != pair {
                        continue;
                    }
                    for other in (0..16).filter(|&other| other != u) {
                        // Two boxes: the floor's two cells share one, or the two lines
                        // cross the same boxes, never both.
                        if (v / 4 == w / 4) == (u / 4 == other / 4) {
                            continue;
                        }
                        let (Some(near), Some(far)) = (at(other, v), at(other, w)) else {
                            continue;
                        };
                        let holds = |cell: Cell| marks.candidates(cell) & pair == pair;
                        if holds(near) && holds(far) {
                            found.push(Rectangle {
                                pair,
                                floor: [first, second],
                                roof: [near, far],
                            });
                        }
                    }
                }
            }
        }
    }
    found
}

/// Type 1: three corners can only be A or B, so the fourth is neither.
fn type_1(marks: &Marks) -> Option<Step> {
    rectangles(marks).into_iter().find_map(|mut rectangle| {
        let extras = rectangle.extras(marks);
        let more = match extras.map(CandidateSet::is_empty) {
            [true, false] => 1,
            [false, true] => 0,
            _ => return None,
        };
        // The roof's corner that can only be the pair first, the one with more second.
        if more == 0 {
            rectangle.roof.swap(0, 1);
        }
        let eliminations = vec![Elimination {
            cell: rectangle.roof[1],
            letters: rectangle.pair,
        }];
        Some(rectangle.step(Technique::UniqueRectangle1, Roof::OneCell, eliminations))
    })
}

/// Type 2: the roof's corners each hold one letter more, the same: one of them takes it,
/// so cells that see both lose it.
fn type_2(marks: &Marks) -> Option<Step> {
    rectangles(marks).into_iter().find_map(|rectangle| {
        let [first, second] = rectangle.extras(marks);
        let extra = first.as_single().filter(|_| first == second)?;
        let [near, far] = rectangle.roof;
        let seeing = CellSet::peers(near) & CellSet::peers(far);
        let eliminations = marks.removals(&seeing, first);
        (!eliminations.is_empty()).then(|| {
            rectangle.step(
                Technique::UniqueRectangle2,
                Roof::Extra(extra),
                eliminations,
            )
        })
    })
}

/// The units that hold both cells of the roof: its line, and its box if it has one.
fn roof_units(roof: [Cell; 2]) -> impl Iterator<Item = Unit> {
    let [near, far] = roof;
    near.units()
        .into_iter()
        .filter(move |unit| far.units().contains(unit))
}

/// Type 4: in a unit holding the roof, A can only go in the roof, so one of its corners
/// is A; the other cannot then be B, or the four would be only A and B: neither is B.
fn type_4(marks: &Marks) -> Option<Step> {
    rectangles(marks).into_iter().find_map(|rectangle| {
        if rectangle.extras(marks).iter().any(|extra| extra.is_empty()) {
            return None;
        }
        for unit in roof_units(rectangle.roof) {
            for locked in rectangle.pair {
                if marks.places(unit, locked).count() != 2 {
                    continue;
                }
                let other = rectangle.pair & !CandidateSet::single(locked);
                let eliminations = marks.removals(&set_of(rectangle.roof), other);
                let kind = Roof::Locked { unit, locked };
                return Some(rectangle.step(Technique::UniqueRectangle4, kind, eliminations));
            }
        }
        None
    })
}

/// Type 3: one of the roof's corners takes one of its letters besides the pair, so the
/// roof acts as one cell holding those; with other cells of a unit holding it, it makes a
/// naked subset, whose letters the rest of the unit loses. Smaller subsets first.
fn type_3(marks: &Marks) -> Option<Step> {
    let rectangles = rectangles(marks);
    for size in 1..=MOST_SUBSET_CELLS {
        for rectangle in &rectangles {
            let [first, second] = rectangle.extras(marks);
            if first.is_empty() || second.is_empty() {
                continue;
            }
            for unit in roof_units(rectangle.roof) {
                let others: Vec<Cell> = marks
                    .empty_cells(unit)
                    .filter(|cell| !rectangle.roof.contains(cell))
                    .filter(|&cell| (marks.candidates(cell) | first | second).len() <= 4)
                    .collect();
                let mut chosen = Vec::new();
                if let Some(step) = subset(
                    marks,
                    rectangle,
                    unit,
                    &others,
                    first | second,
                    &mut chosen,
                    size,
                ) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// A naked subset of `size` cells of `others` and the roof, whose letters with those
/// chosen so far are `letters`, that removes something from the rest of `unit`.
fn subset(
    marks: &Marks,
    rectangle: &Rectangle,
    unit: Unit,
    others: &[Cell],
    letters: CandidateSet,
    chosen: &mut Vec<Cell>,
    size: usize,
) -> Option<Step> {
    if chosen.len() == size {
        if letters.len() as usize != size + 1 {
            return None;
        }
        let rest = CellSet::unit(unit) & !set_of(rectangle.roof) & !set_of(chosen.iter().copied());
        let eliminations = marks.removals(&rest, letters);
        let kind = Roof::Subset {
            extras: rectangle.extras(marks)[0] | rectangle.extras(marks)[1],
            unit,
            cells: chosen.clone(),
            letters,
        };
        return (!eliminations.is_empty())
            .then(|| rectangle.step(Technique::UniqueRectangle3, kind, eliminations));
    }
    for (i, &cell) in others.iter().enumerate() {
        let more = letters | marks.candidates(cell);
        if more.len() as usize > size + 1 {
            continue;
        }
        chosen.push(cell);
        let step = subset(marks, rectangle, unit, &others[i + 1..], more, chosen, size);
        if step.is_some() {
            return step;
        }
        chosen.pop();
    }
    None
}

/// Every type's sentence: the floor, the roof, why the four cannot end up only A and B,
/// and what that takes out.
/// `unique-rectangle-explain`, by the roof's `kind`: `one-cell` (type 1: the corner
/// `roof` holds both letters too), `extra` (type 2: both roof cells hold one `extra`),
/// `subset` (type 3: their `extras` make a naked subset of `subset` with `cells` in
/// `unit`) or `locked` (type 4: `locked` can only go in the roof's `places` in `unit`,
/// so neither is `other`).
fn explain(step: &Step) -> Message {
    let Pattern::UniqueRectangle {
        pair: [a, b],
        floor,
        roof,
        ref kind,
    } = step.pattern
    else {
        return look_for(step);
    };
    let message = Message::new("unique-rectangle-explain").technique("technique", step.technique);
    let message = match kind {
        Roof::OneCell => message
            .word("kind", "one-cell")
            .cells("floor", &[floor[0], floor[1], roof[0]], Join::And)
            .cells("roof", &roof[1..], Join::And),
        _ => message
            .cells("floor", &floor, Join::And)
            .cells("roof", &roof, Join::And),
    };
    let message = message.letter("a", a).letter("b", b);
    let message = match *kind {
        Roof::OneCell => message,
        Roof::Extra(extra) => message
            .word("kind", "extra")
            .letter("extra", extra)
            .cells("targets", &step.eliminated_cells(), Join::And)
            .number("count", step.eliminations.len()),
        Roof::Subset {
            extras,
            unit,
            ref cells,
            letters,
        } => message
            .word("kind", "subset")
            .letters("extras", extras, Join::Or)
            .cells("cells", cells, Join::And)
            .letters("subset", letters, Join::And)
            .unit("unit", unit),
        Roof::Locked { unit, locked } => message
            .word("kind", "locked")
            .unit("unit", unit)
            .letter("locked", locked)
            .cells("places", &roof, Join::Or)
            .letter("other", if locked == a { b } else { a }),
    };
    message.removals("removals", &step.eliminations)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::fixtures::data;
    use crate::hint::fixtures::{assert_changes, each, named, removals, rest_of, Board};

    /// The floor, R1C1 and R1C5, can only be A or B; rows 1 and 2 share a band and
    /// columns 1 and 5 do not, so the rectangle lies in two boxes.
    fn floor() -> Board {
        Board::new().cell("R1C1", "AB").cell("R1C5", "AB")
    }

    #[test]
    fn three_corners_of_only_a_and_b_take_them_from_the_fourth() {
        let board = floor().cell("R2C1", "AB").cell("R2C5", "ABC");
        let marks = board.marks();
        let step = type_1(&marks).expect("a unique rectangle type 1");
        assert_changes(&step, &marks);
        assert_eq!(step.technique, Technique::UniqueRectangle1);
        assert_eq!(step.cells(), ["R1C1", "R1C5", "R2C1", "R2C5"].map(named));
        assert_eq!(removals(&step), ["R2C5:AB"]);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"unique-rectangle-explain","args":{"technique":{"technique":"unique-rectangle-1"},"kind":{"word":"one-cell"},"floor":{"cells":[0,4,16],"join":"and"},"roof":{"cells":[20],"join":"and"},"a":{"letter":"A"},"b":{"letter":"B"},"removals":{"removals":[{"cell":20,"letters":"AB"}]}}}"#
        );
        // In one box, or over four, the two letters could not simply swap.
        let one_box = Board::new()
            .cell("R1C1", "AB")
            .cell("R1C2", "AB")
            .cell("R2C1", "AB")
            .cell("R2C2", "ABC");
        assert_eq!(type_1(&one_box.marks()), None);
        let four_boxes = floor().cell("R5C1", "AB").cell("R5C5", "ABC");
        assert_eq!(type_1(&four_boxes.marks()), None);
    }

    #[test]
    fn a_roof_sharing_one_extra_letter_makes_a_type_2() {
        let board = floor().cell("R2C1", "ABC").cell("R2C5", "ABC");
        let marks = board.marks();
        assert_eq!(type_1(&marks), None);
        let step = type_2(&marks).expect("a unique rectangle type 2");
        assert_changes(&step, &marks);
        // Row 2 and nothing else sees both R2C1 and R2C5.
        assert_eq!(
            removals(&step),
            each(&rest_of(Unit::row(1), &["R2C1", "R2C5"]), "C")
        );
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"unique-rectangle-explain","args":{"technique":{"technique":"unique-rectangle-2"},"floor":{"cells":[0,4],"join":"and"},"roof":{"cells":[16,20],"join":"and"},"a":{"letter":"A"},"b":{"letter":"B"},"kind":{"word":"extra"},"extra":{"letter":"C"},"targets":{"cells":[17,18,19,21,22,23,24,25,26,27,28,29,30,31],"join":"and"},"count":{"number":14},"removals":{"removals":[{"cell":17,"letters":"C"},{"cell":18,"letters":"C"},{"cell":19,"letters":"C"},{"cell":21,"letters":"C"},{"cell":22,"letters":"C"},{"cell":23,"letters":"C"},{"cell":24,"letters":"C"},{"cell":25,"letters":"C"},{"cell":26,"letters":"C"},{"cell":27,"letters":"C"},{"cell":28,"letters":"C"},{"cell":29,"letters":"C"},{"cell":30,"letters":"C"},{"cell":31,"letters":"C"}]}}}"#
        );
        // Two different extra letters are no type 2.
        assert_eq!(type_2(&board.cell("R2C5", "ABD").marks()), None);
    }

    #[test]
    fn a_roof_holding_a_letter_s_only_places_makes_a_type_4() {
        let board = floor().cell("R2C1", "ABCD").cell("R2C5", "ABE").only(
            'A',
            Unit::row(1),
            &["R2C1", "R2C5"],
        );
        let marks = board.marks();
        let step = type_4(&marks).expect("a unique rectangle type 4");
        assert_changes(&step, &marks);
        assert_eq!(step.units(), [Unit::row(1)]);
        assert_eq!(removals(&step), ["R2C1:B", "R2C5:B"]);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"unique-rectangle-explain","args":{"technique":{"technique":"unique-rectangle-4"},"floor":{"cells":[0,4],"join":"and"},"roof":{"cells":[16,20],"join":"and"},"a":{"letter":"A"},"b":{"letter":"B"},"kind":{"word":"locked"},"unit":{"unit":1},"locked":{"letter":"A"},"places":{"cells":[16,20],"join":"or"},"other":{"letter":"B"},"removals":{"removals":[{"cell":16,"letters":"B"},{"cell":20,"letters":"B"}]}}}"#
        );
        // With A elsewhere in row 2 too, nothing follows.
        assert_eq!(type_4(&board.also("R2C9", "A").marks()), None);
    }

    #[test]
    fn a_roof_whose_extra_letters_make_a_naked_subset_is_a_type_3() {
        let roof = floor().cell("R2C1", "ABC").cell("R2C5", "ABD");
        let pair = roof.clone().cell("R2C9", "CD");
        let marks = pair.marks();
        let step = type_3(&marks).expect("a unique rectangle type 3");
        assert_changes(&step, &marks);
        assert_eq!(crate::hint::step_rating(&step), 4.6);
        assert_eq!(
            removals(&step),
            each(&rest_of(Unit::row(1), &["R2C1", "R2C5", "R2C9"]), "CD")
        );
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"unique-rectangle-explain","args":{"technique":{"technique":"unique-rectangle-3"},"floor":{"cells":[0,4],"join":"and"},"roof":{"cells":[16,20],"join":"and"},"a":{"letter":"A"},"b":{"letter":"B"},"kind":{"word":"subset"},"extras":{"letters":"CD","join":"or"},"cells":{"cells":[24],"join":"and"},"subset":{"letters":"CD","join":"and"},"unit":{"unit":1},"removals":{"removals":[{"cell":17,"letters":"CD"},{"cell":18,"letters":"CD"},{"cell":19,"letters":"CD"},{"cell":21,"letters":"CD"},{"cell":22,"letters":"CD"},{"cell":23,"letters":"CD"},{"cell":25,"letters":"CD"},{"cell":26,"letters":"CD"},{"cell":27,"letters":"CD"},{"cell":28,"letters":"CD"},{"cell":29,"letters":"CD"},{"cell":30,"letters":"CD"},{"cell":31,"letters":"CD"}]}}}"#
        );
        // Two cells more make a naked triple with the roof, rated higher.
        let triple = roof.clone().cell("R2C9", "CE").cell("R2C13", "DE");
        let step = type_3(&triple.marks()).expect("a type 3 with a triple");
        assert_eq!(step.cells().len(), 6);
        assert!((crate::hint::step_rating(&step) - 4.7).abs() < 1e-6);
        // One cell that adds a letter makes no subset.
        assert_eq!(type_3(&roof.cell("R2C9", "CE").marks()), None);
    }
}
