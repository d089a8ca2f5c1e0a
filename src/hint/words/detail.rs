//! A hint's levels of detail, as the best desktop tools give them: first only what to
//! look for and where, then the cells, then the whole step; each technique writes its
//! own, in its own file.

use crate::hint::model::step::Step;
use crate::letter::Symbols;

impl Step {
    /// The vaguest hint: the technique and the unit to look in ("Look for an X-Wing on D
    /// in row 3.").
    pub fn vague(&self) -> String {
        self.vague_in(Symbols::Letters)
    }

    /// A concrete hint: the technique, where, and the cells of its pattern.
    pub fn concrete(&self) -> String {
        self.concrete_in(Symbols::Letters)
    }

    /// The step in one sentence, cells written R1C1..R16C16.
    pub fn explanation(&self) -> String {
        self.explanation_in(Symbols::Letters)
    }

    /// [`Step::vague`], its letters written in `symbols` ("on 4" for D in 1–16).
    pub fn vague_in(&self, symbols: Symbols) -> String {
        let rung = self.technique.rung();
        rung.write(rung.vague, self, symbols)
    }

    /// [`Step::concrete`], its letters written in `symbols`.
    pub fn concrete_in(&self, symbols: Symbols) -> String {
        let rung = self.technique.rung();
        rung.write(rung.concrete, self, symbols)
    }

    /// [`Step::explanation`], its letters written in `symbols`.
    pub fn explanation_in(&self, symbols: Symbols) -> String {
        let rung = self.technique.rung();
        rung.write(rung.explain, self, symbols)
    }
}

#[cfg(test)]
mod tests {
    use crate::budget::Meter;
    use crate::generate::{generated, Target};
    use crate::hint::{logical_path, Technique};

    #[test]
    fn each_level_says_more_than_the_last_and_never_the_answer_too_soon() {
        let puzzle = generated(9, Target::Givens(110)).puzzle;
        for step in logical_path(&puzzle, &mut Meter::unlimited(), None).expect("unique") {
            let (vague, concrete) = (step.vague(), step.concrete());
            assert!(
                vague.ends_with('.') && concrete.ends_with('.'),
                "{vague} / {concrete}"
            );
            assert!(concrete.len() > vague.len() || step.technique == Technique::LastResort);
            for cell in &step.cells() {
                assert!(concrete.contains(&cell.to_string()), "{concrete}");
            }
            if step.technique != Technique::LastResort {
                assert!(vague.contains(step.technique.name()), "{vague}");
            }
            // The vague level names no cell, so the letter's place is not given away.
            assert!(!step.cells().is_empty());
            assert!(
                step.cells().iter().all(|c| !vague.contains(&c.to_string())),
                "{vague}"
            );
        }
    }
}
