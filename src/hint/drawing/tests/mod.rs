//! Each technique's drawing, on boards where it applies: its candidates and their roles,
//! its units, its links in order.
//!
//! The boards are those of the techniques' own tests, built again here where their
//! helpers are private. What each drawing should hold is written from the step's pattern,
//! part by part: the candidates its cells hold and the part each plays, the step's
//! conclusions removed or placed, the pattern's units, and for chains the links in the
//! order the chain reads. The techniques' drawings are in `basics.rs`, `chains.rs` and
//! `uniqueness.rs`; the forcing chains' traced branches in `forcing.rs`.

use super::*;
use crate::hint::drawing::parts::{Candidate, ChainLink};
use crate::hint::fixtures::{crossing, letter_set, named, Board};
use crate::hint::model::step::Elimination;
use crate::hint::techniques::branches::ForcingMemo;
use crate::hint::techniques::ladder::next_step;
use crate::hint::techniques::last_resort::last_resort;
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

mod basics;
mod chains;
mod forcing;
mod singles;
mod uniqueness;
