//! Basic fish of any size from 2 to 7: X-Wing, swordfish, jellyfish, squirmbag, whale,
//! leviathan.
//!
//! `N` rows (the base) whose places for a letter all lie in `N` columns (the cover): each
//! base row takes the letter once, in a different cover column, so those `N` rows fill
//! the cover columns' `N` needs and the rest of the cover columns loses the letter. The
//! same holds with columns as the base and rows as the cover.

use super::cover::{eligible, find_cover};
use super::marks::Marks;
use super::places::{bits, cells_at, set_of, Line, Places};
use super::step::{Elimination, Step, Technique};
use crate::candidates::CandidateSet;
use crate::letter::Letter;
use crate::unit::Unit;

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
    let places = Places::new(marks);
    Letter::ALL.into_iter().find_map(|letter| {
        ORIENTATIONS.iter().find_map(|&(base, cover)| {
            // Line `i`'s places for the letter, by the number of the cross line.
            let items = std::array::from_fn(|i| places.in_unit(base(i), letter));
            find_cover(
                &items,
                eligible(&items, size as u32),
                size as u32,
                |bases, covers| {
                    let fish = Fish {
                        letter,
                        base,
                        cover,
                        bases,
                        covers,
                    };
                    fish.step(&places, technique)
                },
            )
        })
    })
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
        // Gathered as sets, which list their cells in reading order.
        let targets = set_of(bits(self.covers).flat_map(|c| {
            let line = (self.cover)(c);
            cells_at(line, places.in_unit(line, self.letter) & !self.bases)
        }));
        if targets.is_empty() {
            return None;
        }
        let eliminations: Vec<Elimination> = targets
            .iter()
            .map(|cell| Elimination {
                cell,
                letters: letter,
            })
            .collect();
        let cells = set_of(bits(self.bases).flat_map(|b| {
            let line = (self.base)(b);
            cells_at(line, places.in_unit(line, self.letter))
        }))
        .iter()
        .collect();
        let units = bits(self.bases)
            .map(self.base)
            .chain(bits(self.covers).map(self.cover))
            .collect();
        Some(Step {
            eliminations,
            cells,
            units,
            letters: letter,
            ..Step::of(technique)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::fixtures::{removals, Board};

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
            step.units,
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
        assert!(step.explanation().starts_with(
            "X-Wing: in rows 2 and 9, A can only go in columns 4 and 13, so in those columns A must be in rows 2 and 9: remove it from R1C4, R1C13, R3C4,"
        ), "{}", step.explanation());
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

    #[test]
    fn three_columns_on_three_rows_make_a_swordfish() {
        let marks = Board::new()
            .only('C', Unit::column(0), &["R1C1", "R5C1"])
            .only('C', Unit::column(5), &["R5C6", "R12C6"])
            .only('C', Unit::column(10), &["R1C11", "R12C11"])
            .marks();
        assert_eq!(fish::<2>(&marks), None);
        let step = fish::<3>(&marks).expect("a swordfish");
        assert_eq!(step.technique, Technique::Swordfish);
        assert_eq!(step.cells.len(), 6);
        // Rows 1, 5 and 12 lose C everywhere but in columns 1, 6 and 11.
        assert_eq!(step.eliminations.len(), 3 * 13);
        assert!(step
            .eliminations
            .iter()
            .all(|e| [0, 4, 11].contains(&e.cell.row()) && ![0, 5, 10].contains(&e.cell.col())));
        assert!(step.explanation().starts_with(
            "Swordfish: in columns 1, 6 and 11, C can only go in rows 1, 5 and 12, so in those rows C must be in columns 1, 6 and 11:"
        ), "{}", step.explanation());
    }

    #[test]
    fn seven_rows_on_seven_columns_make_a_leviathan() {
        let cells: Vec<String> = (1..=7)
            .flat_map(|r| (1..=7).map(move |c| format!("R{r}C{c}")))
            .collect();
        let board = (0..7).fold(Board::new(), |board, r| {
            let row: Vec<&str> = cells[r * 7..r * 7 + 7].iter().map(String::as_str).collect();
            board.only('P', Unit::row(r), &row)
        });
        let marks = board.marks();
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
    }

    #[test]
    fn sizes_outside_two_to_seven_find_nothing() {
        let marks = Board::new().marks();
        assert_eq!(fish::<1>(&marks), None);
        assert_eq!(fish::<8>(&marks), None);
    }
}
