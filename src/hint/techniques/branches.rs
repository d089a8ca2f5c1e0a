//! The branches forcing chains follow, and what one walk of the ladder keeps of them: each
//! branch's outcome (where a premise leads, and the links it took), the table of those
//! followed on one board, and the memo that hands them from one forcing search to the
//! next on the same board. Below the forcing chains' own files, so that the rungs
//! (`rung.rs`) can name the memo without depending on them.

use crate::board::Board;
use crate::cell::Cell;
use crate::hint::model::marks::Marks;
use crate::hint::model::step::{Step, Technique};
use crate::letter::Letter;

/// Where a branch leads once its premise is on the board.
#[derive(Clone)]
pub(in crate::hint) struct Branch {
    /// The board it ends on; None when it ran into a contradiction.
    pub end: Option<Board>,
    /// The techniques it took past the solver's rules, in order, each with the board it
    /// was found on (see `dynamic_forcing.rs`).
    pub links: Vec<(Step, Board)>,
    /// Whether it stopped short because its search's bound ran out, rather than where
    /// nothing more applied.
    pub cut: bool,
}

impl Branch {
    /// A branch that ran into a contradiction after taking `links`.
    pub(in crate::hint) fn dead(links: Vec<(Step, Board)>) -> Branch {
        Branch {
            end: None,
            links,
            cut: false,
        }
    }
}

/// How a branch is followed from the board its premise leaves.
pub(in crate::hint) type Follow<'a> = &'a dyn Fn(Board) -> Branch;

/// The outcome of each branch followed, found through a table indexed by
/// `cell · 16 + letter` (a plain table rather than a map: fewer bytes of WebAssembly).
pub(in crate::hint) struct Followed {
    /// One more than the branch's place in `outcomes`; 0 for a branch not yet followed.
    slot: Vec<u16>,
    outcomes: Vec<Branch>,
}

impl Followed {
    /// No branch followed yet.
    pub(in crate::hint) fn new() -> Followed {
        Followed {
            slot: vec![0; Cell::COUNT * Letter::ALL.len()],
            outcomes: Vec::new(),
        }
    }

    /// The branch of key `cell · 16 + letter`, if followed.
    pub(in crate::hint) fn get(&self, key: usize) -> Option<&Branch> {
        self.outcomes.get(self.slot_of(key)?)
    }

    /// Where the branch of key `cell · 16 + letter` is in `outcomes`, if followed.
    pub(in crate::hint) fn slot_of(&self, key: usize) -> Option<usize> {
        self.slot[key].checked_sub(1).map(usize::from)
    }

    /// The branch at `slot` of `outcomes`.
    pub(in crate::hint) fn at(&self, slot: usize) -> &Branch {
        &self.outcomes[slot]
    }

    /// Keeps `branch` as the one of key `cell · 16 + letter`; its slot.
    pub(in crate::hint) fn insert(&mut self, key: usize, branch: Branch) -> usize {
        self.outcomes.push(branch);
        self.slot[key] = self.outcomes.len() as u16;
        self.outcomes.len() - 1
    }

    /// Forgets the branches that stopped short, to be followed again.
    pub(in crate::hint) fn forget_cut(&mut self) {
        for slot in self.slot.iter_mut() {
            let cut = slot
                .checked_sub(1)
                .and_then(|i| self.outcomes.get(usize::from(i)))
                .is_some_and(|branch| branch.cut);
            if cut {
                *slot = 0;
            }
        }
    }
}

/// What the forcing searches on one board leave for those after them on the same board:
/// the ladder asks its tiers in turn, and each takes up where the last left off. One walk
/// of the ladder (one step asked for) has one memo; a memo given other marks than those
/// it was filled on keeps nothing for them.
#[derive(Default)]
pub struct ForcingMemo {
    /// The branches last followed by the rules alone, and the marks they were followed
    /// on: the unit search takes up the cell search's on the same board, and the dynamic
    /// and nested searches start their branches where these ended (each tier's unit
    /// search keeps them again for the next tier).
    followed_by_rules: Option<(Marks, Followed)>,
    /// What the last dynamic or nested cell search left, with its tier (its technique)
    /// and marks, for the unit search of its tier that follows it on the same board.
    cell_search: Option<(Technique, Marks, AfterCellSearch)>,
}

/// What a cell search leaves for the unit search: the branches it followed, and those
/// followed by the rules alone it started them from.
pub(in crate::hint) type AfterCellSearch = (Followed, Option<Followed>);

impl ForcingMemo {
    /// The branches followed by the rules alone on `marks`, if those last kept were
    /// followed on them; taken, to be given back with [`Self::keep_followed_by_rules`].
    pub(in crate::hint) fn take_followed_by_rules(&mut self, marks: &Marks) -> Option<Followed> {
        match self.followed_by_rules.take() {
            Some((seen, followed)) if seen == *marks => Some(followed),
            _ => None,
        }
    }

    /// Keeps the branches followed by the rules alone on `marks`.
    pub(in crate::hint) fn keep_followed_by_rules(&mut self, marks: &Marks, followed: Followed) {
        self.followed_by_rules = Some((marks.clone(), followed));
    }

    /// Keeps what the cell search of `technique` on `marks` left.
    pub(in crate::hint) fn keep_cell_search(
        &mut self,
        technique: Technique,
        marks: &Marks,
        after: AfterCellSearch,
    ) {
        self.cell_search = Some((technique, marks.clone(), after));
    }

    /// What the cell search of `technique` on `marks` left, if it was the last one made;
    /// taken.
    pub(in crate::hint) fn take_cell_search(
        &mut self,
        technique: Technique,
        marks: &Marks,
    ) -> Option<AfterCellSearch> {
        match self.cell_search.take() {
            Some((tier, seen, after)) if tier == technique && seen == *marks => Some(after),
            _ => None,
        }
    }
}
