//! Basic fish of any size from 2 to 7: X-Wing, swordfish, jellyfish, squirmbag, whale,
//! leviathan.
//!
//! `N` rows (the base) whose places for a letter all lie in `N` columns (the cover): each
//! base row takes the letter once, in a different cover column, so those `N` rows fill
//! the cover columns' `N` needs and the rest of the cover columns loses the letter. The
//! same holds with columns as the base and rows as the cover.

use super::cover::{covers, eligible};
use super::rung::{Finder, PatternFinder, Rung};
use crate::candidates::CandidateSet;
use crate::cell_set::CellSet;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::places::{bits, Line, Places};
use crate::hint::model::step::{Elimination, Step, Technique};
use crate::hint::words::detail::{look_at, look_for};
use crate::letter::Letter;
use crate::message::{Join, Message};
use crate::unit::Unit;

pub(in crate::hint) const X_WING: Rung = fish_rung(Technique::XWing, "x-wing", 3.2, fish::<2>);
pub(in crate::hint) const SWORDFISH: Rung =
    fish_rung(Technique::Swordfish, "swordfish", 3.8, fish::<3>);
pub(in crate::hint) const JELLYFISH: Rung =
    fish_rung(Technique::Jellyfish, "jellyfish", 5.2, fish::<4>);
pub(in crate::hint) const SQUIRMBAG: Rung =
    fish_rung(Technique::Squirmbag, "squirmbag", 5.8, fish::<5>);
pub(in crate::hint) const WHALE: Rung = fish_rung(Technique::Whale, "whale", 6.4, fish::<6>);
pub(in crate::hint) const LEVIATHAN: Rung =
    fish_rung(Technique::Leviathan, "leviathan", 7.0, fish::<7>);

/// A fish's rung: all sizes share the rest.
const fn fish_rung(
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
        explain,
    }
}

/// `fish-explain`: "X-Wing: in rows 3 and 9, D can only go in columns 4 and 13, so in
/// those columns D must be in rows 3 and 9: remove it from …"; `kind` is the covers'
/// kind, `row`, `column` or `box`.
fn explain(step: &Step) -> Message {
    let Pattern::Fish {
        letter,
        ref bases,
        ref covers,
        ..
    } = step.pattern
    else {
        return look_for(step);
    };
    Message::new("fish-explain")
        .technique("technique", step.technique)
        .units("bases", bases, Join::And)
        .letter("letter", letter)
        .units("covers", covers, Join::And)
        .word("kind", kind_of(covers))
        .cells("targets", &step.eliminated_cells(), Join::And)
}

/// `row`, `column` or `box`, after the first unit's kind.
fn kind_of(units: &[Unit]) -> &'static str {
    match units.first().map(|u| u.kind()) {
        Some(crate::unit::UnitKind::Row(_)) => "row",
        Some(crate::unit::UnitKind::Column(_)) => "column",
        _ => "box",
    }
}

/// The fish of each size, from 2.
const FISH: [Technique; 6] = [
    Technique::XWing,
    Technique::Swordfish,
    Technique::Jellyfish,
    Technique::Squirmbag,
    Technique::Whale,
    Technique::Leviathan,
];

/// Rows as the base and columns as the cover, then the other way round.
const ORIENTATIONS: [(Line, Line); 2] = [(Unit::row, Unit::column), (Unit::column, Unit::row)];

/// A fish of `N` lines for some letter that removes it from somewhere.
pub fn fish<const N: usize>(marks: &Marks) -> Option<Step> {
    fish_of_size(marks, N)
}

// As with subsets: one body for every size keeps the WebAssembly module small.
#[inline(never)]
fn fish_of_size(marks: &Marks, size: usize) -> Option<Step> {
    let technique = *FISH.get(size.checked_sub(2)?)?;
    let places = marks.unit_places();
    for letter in Letter::ALL {
        for &(base, cover) in &ORIENTATIONS {
            // Line `i`'s places for the letter, by the number of the cross line.
            let items = std::array::from_fn(|i| places.in_unit(base(i), letter));
            for (bases, covers) in covers(&items, eligible(&items, size as u32), size as u32) {
                let fish = Fish {
                    letter,
                    base,
                    cover,
                    bases,
                    covers,
                };
                if let Some(step) = fish.step(places, technique) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// A fish found: its letter, the kinds of its lines, and which lines of each kind.
struct Fish {
    letter: Letter,
    base: Line,
    cover: Line,
    /// The base lines, bit `i` for line `i`.
    bases: u16,
    /// The cover lines, bit `i` for line `i`.
    covers: u16,
}

impl Fish {
    /// The step taking the letter out of the cover lines outside the base, if it is there.
    fn step(&self, places: &Places, technique: Technique) -> Option<Step> {
        let letter = CandidateSet::single(self.letter);
        let (mut base_cells, mut cover_cells) = (CellSet::EMPTY, CellSet::EMPTY);
        let (mut bases, mut covers) = (Vec::new(), Vec::new());
        for b in bits(self.bases) {
            base_cells = base_cells | CellSet::unit((self.base)(b));
            bases.push((self.base)(b));
        }
        for c in bits(self.covers) {
            cover_cells = cover_cells | CellSet::unit((self.cover)(c));
            covers.push((self.cover)(c));
        }
        let places = places.cells(self.letter);
        // Sets list their cells in reading order.
        let targets = places & cover_cells & !base_cells;
        if targets.is_empty() {
            return None;
        }
        let mut eliminations = Vec::new();
        for cell in targets.iter() {
            eliminations.push(Elimination {
                cell,
                letters: letter,
            });
        }
        let pattern = Pattern::Fish {
            letter: self.letter,
            cells: (places & base_cells).iter().collect(),
            bases,
            covers,
        };
        Some(Step::eliminating(technique, pattern, eliminations))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cell::Cell;
    use crate::hint::fixtures::data;
    use crate::hint::fixtures::{assert_changes, named, removals, Board};
    use crate::hint::model::marks::Marks;

    /// Checks a fish of `size` against the marks: `size` base lines, then as many cover
    /// lines; every place of the letter in the bases lies on a cover, and the step takes
    /// the letter out of every other place on the covers, and nowhere else.
    fn assert_fish(step: &Step, marks: &Marks, size: usize) {
        assert_eq!(step.units().len(), 2 * size, "{:?}", step.units());
        let units = step.units();
        let (bases, covers) = units.split_at(size);
        let letter = step.letters().as_single().expect("one letter");
        let on = |lines: &[Unit], cell: &Cell| lines.iter().any(|l| l.cells().contains(cell));
        let mut pattern: Vec<Cell> = bases
            .iter()
            .flat_map(|&base| marks.places(base, letter))
            .collect();
        pattern.sort();
        assert!(pattern.iter().all(|cell| on(covers, cell)));
        assert_eq!(step.cells(), pattern);
        let mut outside: Vec<Cell> = covers
            .iter()
            .flat_map(|&cover| marks.places(cover, letter))
            .filter(|cell| !on(bases, cell))
            .collect();
        outside.sort();
        assert_eq!(step.eliminated_cells(), outside);
        assert!(step
            .eliminations
            .iter()
            .all(|e| e.letters == step.letters()));
        assert_changes(step, marks);
    }

    /// The cells on `covers` off `bases`, in reading order, each losing `letter`.
    fn cover_rest(bases: &[Unit], covers: &[Unit], letter: char) -> Vec<String> {
        let on = |lines: &[Unit], cell: Cell| lines.iter().any(|l| l.cells().contains(&cell));
        Cell::all()
            .filter(|&cell| on(covers, cell) && !on(bases, cell))
            .map(|cell| format!("{cell}:{letter}"))
            .collect()
    }

    /// Column `col`'s cells (from 1) outside the rows listed, losing `letter`, by row.
    fn column_rest(col: usize, rows: &[usize], letter: char) -> Vec<String> {
        (1..=16)
            .filter(|r| !rows.contains(r))
            .map(|r| format!("R{r}C{col}:{letter}"))
            .collect()
    }

    #[test]
    fn two_rows_on_the_same_two_columns_make_an_x_wing() {
        let marks = Board::new()
            .only('A', Unit::row(1), &["R2C4", "R2C13"])
            .only('A', Unit::row(8), &["R9C4", "R9C13"])
            .marks();
        let step = fish::<2>(&marks).expect("an X-Wing");
        assert_eq!(step.technique, Technique::XWing);
        assert_eq!(
            step.units(),
            [
                Unit::row(1),
                Unit::row(8),
                Unit::column(3),
                Unit::column(12)
            ]
        );
        let mut expected = column_rest(4, &[2, 9], 'A');
        expected.extend(column_rest(13, &[2, 9], 'A'));
        let mut found = removals(&step);
        found.sort();
        expected.sort();
        assert_eq!(found, expected);
        assert_fish(&step, &marks, 2);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"fish-explain","args":{"technique":{"technique":"x-wing"},"bases":{"units":[1,8],"join":"and"},"letter":{"letter":"A"},"covers":{"units":[19,28],"join":"and"},"kind":{"word":"column"},"targets":{"cells":[3,12,35,44,51,60,67,76,83,92,99,108,115,124,147,156,163,172,179,188,195,204,211,220,227,236,243,252],"join":"and"}}}"#
        );
    }

    #[test]
    fn a_third_place_in_one_row_spoils_the_x_wing() {
        let marks = Board::new()
            .only('A', Unit::row(1), &["R2C4", "R2C13"])
            .only('A', Unit::row(8), &["R9C4", "R9C7", "R9C13"])
            .marks();
        assert_eq!(fish::<2>(&marks), None);
        assert_eq!(fish::<3>(&marks), None);
    }

    fn swordfish() -> Board {
        Board::new()
            .only('C', Unit::column(0), &["R1C1", "R5C1"])
            .only('C', Unit::column(5), &["R5C6", "R12C6"])
            .only('C', Unit::column(10), &["R1C11", "R12C11"])
    }

    #[test]
    fn three_columns_on_three_rows_make_a_swordfish() {
        let marks = swordfish().marks();
        assert_eq!(fish::<2>(&marks), None);
        let step = fish::<3>(&marks).expect("a swordfish");
        assert_eq!(step.technique, Technique::Swordfish);
        assert_eq!(step.cells().len(), 6);
        // Rows 1, 5 and 12 lose C everywhere but in columns 1, 6 and 11.
        assert_eq!(step.eliminations.len(), 3 * 13);
        assert!(step
            .eliminations
            .iter()
            .all(|e| [0, 4, 11].contains(&e.cell.row()) && ![0, 5, 10].contains(&e.cell.col())));
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"fish-explain","args":{"technique":{"technique":"swordfish"},"bases":{"units":[16,21,26],"join":"and"},"letter":{"letter":"C"},"covers":{"units":[0,4,11],"join":"and"},"kind":{"word":"row"},"targets":{"cells":[1,2,3,4,6,7,8,9,11,12,13,14,15,65,66,67,68,70,71,72,73,75,76,77,78,79,177,178,179,180,182,183,184,185,187,188,189,190,191],"join":"and"}}}"#
        );
        assert_fish(&step, &marks, 3);
    }

    #[test]
    fn a_fourth_row_in_one_column_spoils_the_swordfish() {
        let marks = swordfish().also("R7C6", "C").marks();
        assert_eq!(fish::<3>(&marks), None);
    }

    /// Rows 2, 5, 9 and 14 with D only where they cross columns 3, 7, 11 and 16, two
    /// columns each in a ring.
    fn jellyfish() -> Board {
        let rows = [1, 4, 8, 13].map(Unit::row);
        let columns = [2, 6, 10, 15].map(Unit::column);
        Board::new().ring_of_lines('D', &rows, &columns)
    }

    #[test]
    fn four_rows_on_four_columns_make_a_jellyfish() {
        let marks = jellyfish().marks();
        assert_eq!(fish::<2>(&marks), None);
        assert_eq!(fish::<3>(&marks), None);
        let step = fish::<4>(&marks).expect("a jellyfish");
        assert_eq!(step.technique, Technique::Jellyfish);
        let rows = [1, 4, 8, 13].map(Unit::row);
        let columns = [2, 6, 10, 15].map(Unit::column);
        assert_eq!(step.units(), [rows, columns].concat());
        assert_eq!(step.letters(), CandidateSet::single(Letter::D));
        let cells = [
            "R2C3", "R2C7", "R5C7", "R5C11", "R9C11", "R9C16", "R14C3", "R14C16",
        ];
        assert_eq!(step.cells(), cells.map(named));
        // Columns 3, 7, 11 and 16 lose D in the twelve other rows.
        assert_eq!(removals(&step), cover_rest(&rows, &columns, 'D'));
        assert_eq!(step.eliminations.len(), 4 * 12);
        assert_fish(&step, &marks, 4);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"fish-explain","args":{"technique":{"technique":"jellyfish"},"bases":{"units":[1,4,8,13],"join":"and"},"letter":{"letter":"D"},"covers":{"units":[18,22,26,31],"join":"and"},"kind":{"word":"column"},"targets":{"cells":[2,6,10,15,34,38,42,47,50,54,58,63,82,86,90,95,98,102,106,111,114,118,122,127,146,150,154,159,162,166,170,175,178,182,186,191,194,198,202,207,226,230,234,239,242,246,250,255],"join":"and"}}}"#
        );
    }

    #[test]
    fn a_fifth_column_in_one_row_spoils_the_jellyfish() {
        let marks = jellyfish().also("R2C8", "D").marks();
        assert_eq!(fish::<4>(&marks), None);
    }

    /// Columns 1, 4, 6, 10 and 13 with K only where they cross rows 2, 3, 8, 12 and 15,
    /// two rows each in a ring.
    fn squirmbag() -> Board {
        let columns = [0, 3, 5, 9, 12].map(Unit::column);
        let rows = [1, 2, 7, 11, 14].map(Unit::row);
        Board::new().ring_of_lines('K', &columns, &rows)
    }

    #[test]
    fn five_columns_on_five_rows_make_a_squirmbag() {
        let marks = squirmbag().marks();
        for smaller in [fish::<2>, fish::<3>, fish::<4>] {
            assert_eq!(smaller(&marks), None);
        }
        let step = fish::<5>(&marks).expect("a squirmbag");
        assert_eq!(step.technique, Technique::Squirmbag);
        let columns = [0, 3, 5, 9, 12].map(Unit::column);
        let rows = [1, 2, 7, 11, 14].map(Unit::row);
        assert_eq!(step.units(), [columns, rows].concat());
        assert_eq!(step.letters(), CandidateSet::single(Letter::K));
        let cells = [
            "R2C1", "R2C13", "R3C1", "R3C4", "R8C4", "R8C6", "R12C6", "R12C10", "R15C10", "R15C13",
        ];
        assert_eq!(step.cells(), cells.map(named));
        // Rows 2, 3, 8, 12 and 15 lose K in the eleven other columns.
        assert_eq!(removals(&step), cover_rest(&columns, &rows, 'K'));
        assert_eq!(step.eliminations.len(), 5 * 11);
        assert_fish(&step, &marks, 5);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"fish-explain","args":{"technique":{"technique":"squirmbag"},"bases":{"units":[16,19,21,25,28],"join":"and"},"letter":{"letter":"K"},"covers":{"units":[1,2,7,11,14],"join":"and"},"kind":{"word":"row"},"targets":{"cells":[17,18,20,22,23,24,26,27,29,30,31,33,34,36,38,39,40,42,43,45,46,47,113,114,116,118,119,120,122,123,125,126,127,177,178,180,182,183,184,186,187,189,190,191,225,226,228,230,231,232,234,235,237,238,239],"join":"and"}}}"#
        );
    }

    #[test]
    fn a_sixth_row_in_one_column_spoils_the_squirmbag() {
        let marks = squirmbag().also("R16C4", "K").marks();
        assert_eq!(fish::<5>(&marks), None);
    }

    /// Rows 1, 3, 6, 8, 11 and 16 with G only where they cross columns 2, 4, 5, 9, 13 and
    /// 14, two columns each in a ring.
    fn whale() -> Board {
        let rows = [0, 2, 5, 7, 10, 15].map(Unit::row);
        let columns = [1, 3, 4, 8, 12, 13].map(Unit::column);
        Board::new().ring_of_lines('G', &rows, &columns)
    }

    #[test]
    fn six_rows_on_six_columns_make_a_whale() {
        let marks = whale().marks();
        for smaller in [fish::<2>, fish::<3>, fish::<4>, fish::<5>] {
            assert_eq!(smaller(&marks), None);
        }
        let step = fish::<6>(&marks).expect("a whale");
        assert_eq!(step.technique, Technique::Whale);
        let rows = [0, 2, 5, 7, 10, 15].map(Unit::row);
        let columns = [1, 3, 4, 8, 12, 13].map(Unit::column);
        assert_eq!(step.units(), [rows, columns].concat());
        assert_eq!(step.letters(), CandidateSet::single(Letter::G));
        let cells = [
            "R1C2", "R1C4", "R3C4", "R3C5", "R6C5", "R6C9", "R8C9", "R8C13", "R11C13", "R11C14",
            "R16C2", "R16C14",
        ];
        assert_eq!(step.cells(), cells.map(named));
        // Columns 2, 4, 5, 9, 13 and 14 lose G in the ten other rows.
        assert_eq!(removals(&step), cover_rest(&rows, &columns, 'G'));
        assert_eq!(step.eliminations.len(), 6 * 10);
        assert_fish(&step, &marks, 6);
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"fish-explain","args":{"technique":{"technique":"whale"},"bases":{"units":[0,2,5,7,10,15],"join":"and"},"letter":{"letter":"G"},"covers":{"units":[17,19,20,24,28,29],"join":"and"},"kind":{"word":"column"},"targets":{"cells":[17,19,20,24,28,29,49,51,52,56,60,61,65,67,68,72,76,77,97,99,100,104,108,109,129,131,132,136,140,141,145,147,148,152,156,157,177,179,180,184,188,189,193,195,196,200,204,205,209,211,212,216,220,221,225,227,228,232,236,237],"join":"and"}}}"#
        );
    }

    #[test]
    fn a_seventh_column_in_one_row_spoils_the_whale() {
        let marks = whale().also("R6C1", "G").marks();
        assert_eq!(fish::<6>(&marks), None);
    }

    /// Rows 1 to 7 with P only in columns 1 to 7.
    fn leviathan() -> Board {
        let cells: Vec<String> = (1..=7)
            .flat_map(|r| (1..=7).map(move |c| format!("R{r}C{c}")))
            .collect();
        (0..7).fold(Board::new(), |board, r| {
            board.only('P', Unit::row(r), &cells[r * 7..r * 7 + 7])
        })
    }

    #[test]
    fn seven_rows_on_seven_columns_make_a_leviathan() {
        let marks = leviathan().marks();
        for smaller in [fish::<2>, fish::<3>, fish::<4>, fish::<5>, fish::<6>] {
            assert_eq!(smaller(&marks), None);
        }
        let step = fish::<7>(&marks).expect("a leviathan");
        assert_eq!(step.technique, Technique::Leviathan);
        assert_eq!(step.eliminations.len(), 7 * 9);
        assert!(step
            .eliminations
            .iter()
            .all(|e| e.cell.row() >= 7 && e.cell.col() < 7));
        assert_fish(&step, &marks, 7);
    }

    #[test]
    fn an_eighth_column_in_one_row_spoils_the_leviathan() {
        let marks = leviathan().also("R1C8", "P").marks();
        assert_eq!(fish::<7>(&marks), None);
    }

    #[test]
    fn sizes_outside_two_to_seven_find_nothing() {
        let marks = Board::new().marks();
        assert_eq!(fish::<1>(&marks), None);
        assert_eq!(fish::<8>(&marks), None);
    }
}
