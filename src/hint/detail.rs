//! A hint's levels of detail, as the best desktop tools give them: first only what to
//! look for and where, then the cells, then the whole step (`Step::explanation`).

use super::explain::capitalised;
use super::step::{Step, Technique};
use crate::letter::Letter;
use crate::unit::Unit;
use std::fmt::Write;

impl Step {
    /// The vaguest hint: the technique and the unit to look in.
    pub fn vague(&self) -> String {
        if self.technique == Technique::LastResort {
            return "No technique known applies here: the next hint takes a letter from the solution."
                .to_string();
        }
        format!("Look for {}.", self.what_and_where())
    }

    /// A concrete hint: the technique, where, and the cells of its pattern.
    pub fn concrete(&self) -> String {
        let cells = self.cells.iter().fold(String::new(), |mut out, cell| {
            let separator = if out.is_empty() { "" } else { ", " };
            let _ = write!(out, "{separator}{cell}");
            out
        });
        if self.technique == Technique::LastResort {
            return format!(
                "No technique known applies here: look at {cells}, whose letter comes from the solution."
            );
        }
        format!("{}: look at {cells}.", capitalised(&self.what_and_where()))
    }

    /// "an X-Wing on D in row 3", "a naked pair in row 3", "pointing in box 2".
    fn what_and_where(&self) -> String {
        let name = self.technique.name();
        let mut text = format!("{}{name}", article(self.technique));
        if self.letters.len() == 1 && !matches!(self.technique, Technique::NakedSingle) {
            let letter = self.letters.first().map_or('?', Letter::to_char);
            let _ = write!(text, " on {letter}");
        }
        // A naked single has no unit of its own: its cell's box is where to look.
        let single_box = match self.cells.as_slice() {
            [cell] => Some(Unit::boxed(cell.box_index())),
            _ => None,
        };
        if let Some(unit) = self.units.first().copied().or(single_box) {
            let _ = write!(text, " in {unit}");
        }
        text
    }
}

/// "a ", "an " or nothing, before a technique's name.
fn article(technique: Technique) -> &'static str {
    match technique {
        Technique::Pointing | Technique::Claiming => "",
        _ => match technique.name().chars().next() {
            Some('a' | 'e' | 'i' | 'o' | 'u' | 'X') => "an ",
            _ => "a ",
        },
    }
}

#[cfg(test)]
mod tests {
    use crate::generate::{generate, Target};
    use crate::hint::{logical_path, Technique};

    #[test]
    fn each_level_says_more_than_the_last_and_never_the_answer_too_soon() {
        let puzzle = generate(9, Target::Givens(110)).puzzle;
        for step in logical_path(&puzzle).expect("unique") {
            let (vague, concrete) = (step.vague(), step.concrete());
            assert!(
                vague.ends_with('.') && concrete.ends_with('.'),
                "{vague} / {concrete}"
            );
            assert!(concrete.len() > vague.len() || step.technique == Technique::LastResort);
            for cell in &step.cells {
                assert!(concrete.contains(&cell.to_string()), "{concrete}");
            }
            if step.technique != Technique::LastResort {
                assert!(vague.contains(step.technique.name()), "{vague}");
            }
            // The vague level names no cell, so the letter's place is not given away.
            assert!(!step.cells.is_empty());
            assert!(
                step.cells.iter().all(|c| !vague.contains(&c.to_string())),
                "{vague}"
            );
        }
    }
}
