//! A rung of the ladder: everything the hint engine knows of one technique, declared
//! in the technique's own file and listed once in the ladder.

use super::branches::ForcingMemo;
use crate::hint::model::marks::Marks;
use crate::hint::model::step::{Step, Technique};
use crate::message::Message;

/// Looks for one technique's pattern.
pub(in crate::hint) type PatternFinder = fn(&Marks) -> Option<Step>;

/// How a technique is looked for.
#[derive(Clone, Copy)]
pub(in crate::hint) enum Finder {
    /// On the marks alone.
    Pattern(PatternFinder),
    /// A forcing search, which takes up what the searches before it on the same board
    /// left in the walk's memo.
    Forcing(fn(&Marks, &mut ForcingMemo) -> Option<Step>),
}

/// Says one of a step's sentences, as a message.
pub(in crate::hint) type Writer = fn(&Step) -> Message;

/// One technique: its identifier, its rating, how to find it, and its three levels of
/// hint.
pub(in crate::hint) struct Rung {
    pub technique: Technique,
    /// Its stable identifier (`x-wing`): on the wire, and the catalogues' name for it
    /// (`technique-x-wing`).
    pub id: &'static str,
    /// The rating on the Sudoku Explainer scale (1.0 for a full house up to about 9 for
    /// nested forcing chains). Where Sudoku Explainer has the technique, its value; where
    /// it does not, the value it gives the chain or fish of the same size.
    pub rating: f32,
    /// The rating of a step whose pattern lies in a box, where that is easier to see
    /// than in a line; `None` when it makes no difference.
    pub rating_in_box: Option<f32>,
    /// The rating of a step whose size decides it (a unique rectangle's subset); `None`
    /// when the rating above is the step's.
    pub rating_of: Option<fn(&Step) -> f32>,
    /// Whether the technique holds only on a puzzle with one solution (the uniqueness
    /// techniques): the ladder offers it only when that is known (see
    /// [`super::ladder::Uniqueness`]).
    pub assumes_one_solution: bool,
    pub find: Finder,
    /// The vaguest hint: what to look for and where.
    pub vague: Writer,
    /// What to look for, where, and the cells of its pattern.
    pub concrete: Writer,
    /// The whole step, pattern and conclusion, in one sentence.
    pub explain: Writer,
}

impl Rung {
    /// The technique's step on `marks`, if it applies; `memo` is the walk's, shared by
    /// the rungs asked in turn on the same board.
    pub(in crate::hint) fn find(&self, marks: &Marks, memo: &mut ForcingMemo) -> Option<Step> {
        match self.find {
            Finder::Pattern(find) => find(marks),
            Finder::Forcing(find) => find(marks, memo),
        }
    }
}

/// Whether a search keeps a step it finds, which it may change first: every one for the
/// plain rungs ([`every`]); for the direct ones (`direct.rs`), those that make a single,
/// made direct.
pub(super) type Keep = fn(&Marks, &mut Step) -> bool;

/// Keeps every step as it is.
pub(super) fn every(_: &Marks, _: &mut Step) -> bool {
    true
}
