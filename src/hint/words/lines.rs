//! The lines of a step's list, read out beside the board: each link of its chain, and
//! for a forcing chain each implication of each branch and how the branch ends.

use crate::hint::drawing::parts::{Because, BranchEnd, ChainLink, Fact, Implication, Strength};
use crate::hint::model::step::Technique;
use crate::message::{Join, Message};

/// A candidate as a fact, `fact`: "R3C5 = B" when it `holds` (`yes`), "R3C5 ≠ B" when
/// not.
fn fact(cell: crate::cell::Cell, letter: crate::letter::Letter, holds: bool) -> Message {
    Message::new("fact")
        .cell("cell", cell)
        .letter("letter", letter)
        .yes("holds", holds)
}

impl ChainLink {
    /// The link as a line of the step's list (`line-link`), its first candidate supposed
    /// true for a weak link and false for a strong one: "R1C1 ≠ A → R1C5 = A (row 1)";
    /// `place` is `unit` for a link through a unit, `same-cell` within a cell.
    pub fn message(&self) -> Message {
        let strong = self.strength == Strength::Strong;
        let message = Message::new("line-link")
            .message("from", fact(self.from.0, self.from.1, !strong))
            .message("to", fact(self.to.0, self.to.1, strong));
        match self.unit {
            Some(unit) => message.word("place", "unit").unit("unit", unit),
            None => message.word("place", "same-cell"),
        }
    }
}

impl Implication {
    /// The implication as a line of its branch's list (`line-implication`): its `fact`
    /// and `because`, a message of its own: "R2C4 ≠ O (row 2)".
    pub fn message(&self) -> Message {
        let (cell, letter, holds) = match self.fact {
            Fact::Is(cell, letter) => (cell, letter, true),
            Fact::Not(cell, letter) => (cell, letter, false),
        };
        let because = match &self.because {
            Because::Supposed => Message::new("because-supposed"),
            Because::OnlyLetter => Message::new("because-only-letter"),
            Because::OnlyPlace(unit) => Message::new("because-only-place")
                .letter("letter", letter)
                .unit("unit", *unit),
            Because::SameCell => match self.causes.first() {
                Some(&Fact::Is(_, other)) => {
                    Message::new("because-same-cell").letter("letter", other)
                }
                _ => Message::new("because-another-letter"),
            },
            Because::Sees(unit) => Message::new("because-sees").unit("unit", *unit),
            Because::Locked { unit, target } => Message::new("because-locked")
                .letter("letter", letter)
                .unit("unit", *unit)
                .unit("target", *target),
            Because::NakedPair { cells, unit } => Message::new("because-naked-pair")
                .cells("cells", cells, Join::And)
                .unit("unit", *unit),
            Because::Technique { technique, cells } => Message::new("because-technique")
                .technique("technique", *technique)
                .cells("cells", cells, Join::And),
            Because::NestedChain => Message::new("because-nested-chain")
                .technique("technique", Technique::CellForcingChain),
        };
        Message::new("line-implication")
            .message("fact", fact(cell, letter, holds))
            .message("because", because)
    }
}

impl BranchEnd {
    /// How the branch ends, as the last line of its list: `end-shows`, `end-no-letter`
    /// ("Contradiction: R5C5 has no letter left."), `end-no-place`, `end-clash` or
    /// `end-stopped`.
    pub fn message(self) -> Message {
        match self {
            BranchEnd::Shows => Message::new("end-shows"),
            BranchEnd::NoLetter(cell) => Message::new("end-no-letter").cell("cell", cell),
            BranchEnd::NoPlace(unit, letter) => Message::new("end-no-place")
                .letter("letter", letter)
                .unit("unit", unit),
            BranchEnd::Clash(cell, letter) => Message::new("end-clash")
                .cell("cell", cell)
                .letter("letter", letter),
            BranchEnd::Stopped => Message::new("end-stopped"),
        }
    }
}
