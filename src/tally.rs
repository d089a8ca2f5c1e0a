//! The tally of a search, kept alike by depth-first search ([`crate::search`]) and by
//! learning ([`crate::learn`]), which takes over from it: what it did, and how it ended.

/// What a search did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// States propagated: the start, and one per alternative tried.
    pub nodes: u64,
    /// Branch points: states where propagation stalled and search had to choose.
    pub guesses: u64,
}

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// Every branch was explored.
    Exhausted,
    /// The visitor asked to stop.
    Stopped,
    OutOfBudget,
}
