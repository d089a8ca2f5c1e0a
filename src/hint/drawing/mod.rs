//! The drawing: a step as a picture. The candidates it involves and the part each plays,
//! the units of its pattern, the links of its chain in order, and, for forcing chains,
//! each branch traced implication by implication. What the board draws before a step is
//! applied, and what the list beside it reads out; the CLI prints it as JSON.
//!
//! What a drawing is made of is in `parts.rs`; the drawing of a step's pattern is here;
//! the tracing of a forcing chain's branches, which draws each branch, is in `trace.rs`;
//! why a single holds, the letters that rule out its other places or letters, in
//! `singles.rs`.
//! The lines of the list are words, in `words/lines.rs`.
//!
//! A drawing holds only what its step says: the pattern's candidates are the step's
//! pattern read on the marks it was found on, the removed and placed ones its
//! conclusions, the links those of its chain.

pub(super) mod parts;
mod singles;
mod trace;

use super::model::marks::Marks;
use super::model::pattern::{AlmostLockedSet, Pattern, Roof};
use super::model::step::{Step, Technique};
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::letter::Letter;
use crate::unit::Unit;
use parts::{shared_unit, Drawing, Fate, Role, Side, Strength};
use trace::trace_branches;

impl Step {
    /// The step as the board draws it, read on `marks`, the marks it was found on.
    pub fn drawing(&self, marks: &Marks) -> Drawing {
        let mut drawing = Drawing::default();
        for placement in &self.placements {
            drawing.doom(placement.cell, placement.letter, Fate::Placed);
        }
        for elimination in &self.eliminations {
            for letter in elimination.letters {
                drawing.doom(elimination.cell, letter, Fate::Removed);
            }
        }
        draw_pattern(self, marks, &mut drawing);
        drawing
    }
}

/// Adds the pattern's candidates, units and links to `drawing`.
fn draw_pattern(step: &Step, marks: &Marks, drawing: &mut Drawing) {
    let on = |cell: Cell, letters: CandidateSet| marks.candidates(cell) & letters;
    drawing.units = match step.pattern {
        Pattern::Chain { .. } => Vec::new(),
        _ => step.units(),
    };
    match &step.pattern {
        // Drawn below, as the single a direct technique leaves is.
        Pattern::Single { .. } => {}
        Pattern::NakedSingle { cell, letter } => {
            drawing.mark(*cell, *letter, Role::Pattern);
            singles::draw_naked(drawing, marks, *cell, *letter);
        }
        Pattern::LastResort { cell, letter } => drawing.mark(*cell, *letter, Role::Pattern),
        Pattern::Locked { letter, cells, .. } | Pattern::Fish { letter, cells, .. } => {
            for &cell in cells {
                drawing.mark(cell, *letter, Role::Pattern);
            }
        }
        Pattern::Subset { cells, letters, .. } => {
            for &cell in cells {
                drawing.mark_all(cell, on(cell, *letters), Role::Pattern);
            }
        }
        Pattern::Wing {
            pivot,
            pincers,
            letters: [x, y],
            shared,
        } => {
            drawing.mark_all(*pivot, marks.candidates(*pivot), Role::Pattern);
            for (&pincer, letter) in pincers.iter().zip([*x, *y]) {
                drawing.mark(pincer, letter, Role::Pattern);
                drawing.mark(pincer, *shared, Role::Pattern);
            }
            // An XY-Wing is a chain: one pincer's third letter, if false, makes the
            // pincer the pivot's letter, the pivot the other, the other pincer its third.
            if step.technique == Technique::XyWing {
                let [first, second] = *pincers;
                drawing.link((first, *shared), (first, *x), Strength::Strong);
                drawing.link((first, *x), (*pivot, *x), Strength::Weak);
                drawing.link((*pivot, *x), (*pivot, *y), Strength::Strong);
                drawing.link((*pivot, *y), (second, *y), Strength::Weak);
                drawing.link((second, *y), (second, *shared), Strength::Strong);
            }
        }
        Pattern::WWing {
            ends: [first, second],
            links: [near, far],
            unit,
            link,
            removed,
        } => {
            for end in [*first, *second] {
                drawing.mark(end, *removed, Role::Pattern);
                drawing.mark(end, *link, Role::Pattern);
            }
            drawing.mark(*near, *link, Role::Pattern);
            drawing.mark(*far, *link, Role::Pattern);
            let chain = [
                (*first, *removed),
                (*first, *link),
                (*near, *link),
                (*far, *link),
                (*second, *link),
                (*second, *removed),
            ];
            // The ends see the link cells through any unit; the link cells are the
            // letter's only places in `unit`.
            let units = [
                None,
                shared_unit(*first, *near),
                Some(*unit),
                shared_unit(*far, *second),
                None,
            ];
            alternate(drawing, &chain, &units);
        }
        Pattern::TwoLinks {
            letter,
            cells,
            units,
        } => {
            let chain = cells.map(|cell| (cell, *letter));
            for &(cell, letter) in &chain {
                drawing.mark(cell, letter, Role::Pattern);
            }
            alternate(drawing, &chain, &units.map(Some));
        }
        Pattern::ColourWrap {
            letter, colours, ..
        }
        | Pattern::ColourTrap { letter, colours } => {
            for (cells, side) in colours.iter().zip([Side::First, Side::Second]) {
                for &cell in cells {
                    drawing.mark(cell, *letter, Role::Colour(side));
                }
            }
        }
        Pattern::Chain { nodes, units } => {
            for &(cell, letter) in nodes {
                drawing.mark(cell, letter, Role::Pattern);
            }
            // The first candidate is supposed false, the next true, and so on; each link
            // between two cells goes through the next of the chain's units.
            let mut between = units.iter().copied();
            let units: Vec<Option<Unit>> = nodes
                .windows(2)
                .map(|pair| match pair[0].0 == pair[1].0 {
                    true => None,
                    false => between.next(),
                })
                .collect();
            alternate(drawing, nodes, &units);
        }
        Pattern::CellForcing { cell, letters, .. } => {
            drawing.mark_all(*cell, *letters, Role::Pattern)
        }
        Pattern::UnitForcing { letter, places, .. } => {
            for &cell in places {
                drawing.mark(cell, *letter, Role::Pattern);
            }
        }
        Pattern::DynamicForcing { branches, .. } => {
            for branch in branches {
                drawing.mark(branch.premise.0, branch.premise.1, Role::Pattern);
            }
        }
        Pattern::UniqueRectangle {
            pair: [a, b],
            floor,
            roof,
            kind,
        } => {
            let pair = CandidateSet::single(*a) | CandidateSet::single(*b);
            for &cell in floor.iter().chain(roof) {
                drawing.mark_all(cell, on(cell, pair), Role::Pattern);
            }
            for &cell in roof {
                drawing.mark_all(cell, on(cell, !pair), Role::Fin);
            }
            if let Roof::Subset { cells, letters, .. } = kind {
                for &cell in cells {
                    drawing.mark_all(cell, on(cell, *letters), Role::Fin);
                }
            }
        }
        Pattern::Bug { cell, .. } => drawing.mark_all(*cell, marks.candidates(*cell), Role::Fin),
        Pattern::Als { sets, .. } => {
            for (set, side) in sets.iter().zip([Side::First, Side::Second]) {
                let AlmostLockedSet { cells, letters, .. } = set;
                for &cell in cells {
                    drawing.mark_all(cell, on(cell, *letters), Role::Als(side));
                }
            }
        }
    }
    // A single's cell, and what rules its letter out of the other cells of its unit:
    // for a direct technique, its pattern's eliminations take out some, drawn already.
    if let Some((cell, letter, unit)) = step.pattern.single() {
        drawing.mark(cell, letter, Role::Pattern);
        singles::draw_hidden(drawing, marks, cell, letter, unit);
    }
    if let Some(branches) = trace_branches(step, marks) {
        drawing.branches = branches;
    }
}

/// Links each candidate of `chain` to the next through `units` in turn, strong and weak
/// in turn from a strong link: the first candidate supposed false.
fn alternate(drawing: &mut Drawing, chain: &[(Cell, Letter)], units: &[Option<Unit>]) {
    let mut strength = Strength::Strong;
    for (pair, &unit) in chain.windows(2).zip(units) {
        drawing.link_through(pair[0], pair[1], strength, unit);
        strength = match strength {
            Strength::Strong => Strength::Weak,
            Strength::Weak => Strength::Strong,
        };
    }
}

#[cfg(test)]
mod tests;
