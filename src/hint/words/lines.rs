//! The lines of a step's list, read out beside the board: each link of its chain, and
//! for a forcing chain each implication of each branch and how the branch ends.

use crate::hint::drawing::parts::{Because, BranchEnd, ChainLink, Fact, Implication, Strength};
use crate::hint::words::text::Sentence;
use crate::letter::Symbols;

impl ChainLink {
    /// The link as a line of the step's list, its first candidate supposed true for a
    /// weak link and false for a strong one: "R1C1 ≠ A → R1C5 = A (row 1)".
    pub fn text_in(&self, symbols: Symbols) -> String {
        let strong = self.strength == Strength::Strong;
        let mut s = Sentence::new("", "", symbols);
        s.fact(self.from, !strong).push(" → ").fact(self.to, strong);
        match self.unit {
            Some(unit) => s.push(" (").unit(unit).push(")"),
            None => s.push(" (same cell)"),
        };
        s.finish()
    }
}

impl Implication {
    /// The implication as a line of its branch's list: "R2C4 ≠ O (row 2)".
    pub fn text_in(&self, symbols: Symbols) -> String {
        let (candidate, holds) = match self.fact {
            Fact::Is(cell, letter) => ((cell, letter), true),
            Fact::Not(cell, letter) => ((cell, letter), false),
        };
        let letter = candidate.1;
        let mut s = Sentence::new("", "", symbols);
        s.fact(candidate, holds).push(" (");
        match &self.because {
            Because::Supposed => s.push("supposed"),
            Because::OnlyLetter => s.push("its only letter left"),
            Because::OnlyPlace(unit) => s
                .push("the only place for ")
                .letter(letter)
                .push(" in ")
                .unit(*unit),
            Because::SameCell => match self.causes.first() {
                Some(&Fact::Is(_, other)) => s.push("it is ").letter(other),
                _ => s.push("it holds another letter"),
            },
            Because::Sees(unit) => s.unit(*unit),
            Because::Locked { unit, target } => s
                .letter(letter)
                .push(" in ")
                .unit(*unit)
                .push(" lies in ")
                .unit(*target),
            Because::NakedPair { cells, unit } => s
                .push("naked pair ")
                .cells(cells, "and")
                .push(" in ")
                .unit(*unit),
            Because::Technique { name, cells } => s.push(name).push(" on ").cells(cells, "and"),
            Because::NestedChain => s.push("cell forcing chain: its other letter fails"),
        };
        s.push(")");
        s.finish()
    }
}

impl BranchEnd {
    /// How the branch ends, as the last line of its list: "Contradiction: R5C5 has no
    /// letter left.".
    pub fn text_in(self, symbols: Symbols) -> String {
        let mut s = Sentence::new("", "", symbols);
        match self {
            BranchEnd::Shows => s.push("This shows the conclusion."),
            BranchEnd::NoLetter(cell) => s
                .push("Contradiction: ")
                .cell(cell)
                .push(" has no letter left."),
            BranchEnd::NoPlace(unit, letter) => s
                .push("Contradiction: ")
                .letter(letter)
                .push(" has no place left in ")
                .unit(unit)
                .push("."),
            BranchEnd::Clash(cell, letter) => s
                .push("Contradiction: ")
                .cell(cell)
                .push(" must be ")
                .letter(letter)
                .push(" and cannot be."),
            BranchEnd::Stopped => s.push("The rules stop here."),
        };
        s.finish()
    }
}
