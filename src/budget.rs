//! How much work one operation may do: a [`Budget`] (search nodes, and a time limit where
//! there is a clock), and the [`Meter`] that keeps its running account while the
//! operation's searches draw on it.
//!
//! One operation has one meter, however many searches it makes: a hint that checks a
//! step against every solution, a grade's whole logical path, all the attempts of a
//! generator. The core has no clock of its own (`std::time::Instant` panics in
//! WebAssembly): the caller passes one in, and with none the time limit is not checked.

use crate::message::{Message, Value};
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

/// A clock as a plain function: milliseconds since any fixed moment (`Date.now()` in a
/// page, an `Instant`'s elapsed time natively). [`Meter::with_clock`] takes a closure too.
pub type Clock = fn() -> f64;

/// The clock a meter reads: any function or closure the caller gives.
type SharedClock = Arc<dyn Fn() -> f64 + Send + Sync>;

/// Search nodes between two looks at the clock: a few hundred microseconds of search,
/// so that a time limit is kept closely and reading the clock costs nothing measurable.
const NODES_PER_LOOK: u64 = 256;

/// How much work an operation may do before it gives up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    max_nodes: u64,
    time_limit: Option<Duration>,
}

impl Budget {
    /// No limit.
    pub const UNLIMITED: Budget = Budget {
        max_nodes: u64::MAX,
        time_limit: None,
    };

    /// What one call from a page may spend before it answers that it gave up: far more
    /// search than any real puzzle needs (thousands of nodes), and a second and a half,
    /// so that a hostile grid cannot keep a player waiting.
    pub const INTERACTIVE: Budget =
        Budget::nodes(5_000_000).with_time_limit(Duration::from_millis(1500));

    /// At most `n` search nodes (propagated states, each search's start included), and no
    /// time limit.
    pub const fn nodes(n: u64) -> Budget {
        Budget {
            max_nodes: n,
            time_limit: None,
        }
    }

    /// The same budget, with at most `limit` of time (checked only by a meter that has a
    /// clock).
    pub const fn with_time_limit(self, limit: Duration) -> Budget {
        Budget {
            time_limit: Some(limit),
            ..self
        }
    }

    /// The most search nodes the budget allows (`u64::MAX` for no limit).
    pub const fn max_nodes(self) -> u64 {
        self.max_nodes
    }

    /// The time limit, if any.
    pub const fn time_limit(self) -> Option<Duration> {
        self.time_limit
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::UNLIMITED
    }
}

/// Which limit of a budget ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Limit {
    /// The search nodes ([`Budget::max_nodes`]).
    Nodes,
    /// The time limit, this long ([`Budget::time_limit`]).
    Time(Duration),
}

/// An operation ran out of budget before it could answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GaveUp {
    /// Search nodes spent by then.
    pub nodes: u64,
    /// The limit that ran out.
    pub limit: Limit,
}

impl GaveUp {
    /// What ran out, and when, as a message (`gave-up`): after how many search nodes
    /// (`limit` `nodes`, `nodes`) or how long (`limit` `time`, `seconds`).
    pub fn message(self) -> Message {
        let message = Message::new("gave-up")
            .number("nodes", usize::try_from(self.nodes).unwrap_or(usize::MAX));
        match self.limit {
            Limit::Nodes => message.word("limit", "nodes"),
            Limit::Time(limit) => message
                .word("limit", "time")
                .with("seconds", Value::Seconds(limit)),
        }
    }
}

/// What ran out, as data ([`GaveUp::message`]).
impl fmt::Display for GaveUp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for GaveUp {}

/// The running account of one operation: what it has spent of its budget, and whether
/// it has given up. Once out of budget it stays out, so every later search of the
/// operation gives up at once.
#[derive(Clone)]
pub struct Meter {
    budget: Budget,
    /// Only when there is a time limit to keep.
    clock: Option<SharedClock>,
    started: f64,
    nodes: u64,
    /// The node count at which [`Meter::node`] must look further than its count: the
    /// node limit, the next look at the clock, or 0 once given up.
    stop_at: u64,
    gave_up: Option<GaveUp>,
}

impl fmt::Debug for Meter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Meter")
            .field("budget", &self.budget)
            .field("clock", &self.clock.is_some())
            .field("started", &self.started)
            .field("nodes", &self.nodes)
            .field("gave_up", &self.gave_up)
            .finish()
    }
}

impl Meter {
    /// Starts the account of one operation; `clock` keeps the budget's time limit.
    pub fn start(budget: Budget, clock: Option<Clock>) -> Meter {
        match clock {
            Some(clock) => Meter::with_clock(budget, clock),
            None => Meter::new(budget),
        }
    }

    /// Starts the account of one operation with no clock: its search nodes are counted,
    /// and a time limit in `budget` is not kept.
    pub fn new(budget: Budget) -> Meter {
        Meter::counting(budget, None)
    }

    /// Starts the account of one operation that keeps the budget's time limit by
    /// `clock`, milliseconds since any fixed moment: a function or a closure.
    ///
    /// ```
    /// use hexadoku::{Budget, Meter};
    /// use std::time::{Duration, Instant};
    ///
    /// let start = Instant::now();
    /// let budget = Budget::UNLIMITED.with_time_limit(Duration::from_millis(500));
    /// let meter = Meter::with_clock(budget, move || start.elapsed().as_secs_f64() * 1e3);
    /// assert!(meter.gave_up().is_none());
    /// ```
    pub fn with_clock(budget: Budget, clock: impl Fn() -> f64 + Send + Sync + 'static) -> Meter {
        Meter::counting(budget, Some(Arc::new(clock)))
    }

    fn counting(budget: Budget, clock: Option<SharedClock>) -> Meter {
        let clock = clock.filter(|_| budget.time_limit.is_some());
        let mut meter = Meter {
            budget,
            started: clock.as_ref().map_or(0.0, |now| now()),
            clock,
            nodes: 0,
            stop_at: 0,
            gave_up: None,
        };
        meter.stop_at = meter.next_stop();
        meter
    }

    /// An account with no limit.
    pub fn unlimited() -> Meter {
        Meter::new(Budget::UNLIMITED)
    }

    /// The budget the account was started with.
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// Search nodes spent so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Why the operation gave up, if it did.
    pub fn gave_up(&self) -> Option<GaveUp> {
        self.gave_up
    }

    /// `Err` once the operation has given up: for answers built on searches that each
    /// stop quietly when the budget runs out.
    pub fn result(&self) -> Result<(), GaveUp> {
        self.gave_up.map_or(Ok(()), Err)
    }

    /// Draws one search node; false when the budget has run out. One comparison but
    /// every few hundred nodes, when it also looks at the clock.
    #[inline]
    pub(crate) fn node(&mut self) -> bool {
        if self.nodes < self.stop_at {
            self.nodes += 1;
            return true;
        }
        self.look()
    }

    #[cold]
    #[inline(never)]
    fn look(&mut self) -> bool {
        if self.check().is_err() {
            return false;
        }
        if self.nodes >= self.budget.max_nodes {
            self.give_up(Limit::Nodes);
            return false;
        }
        self.stop_at = self.next_stop();
        self.nodes += 1;
        true
    }

    /// Looks at the clock, between pieces of work that are not search nodes (a grade's
    /// steps, a generator's attempts): `Err` if the operation has given up or its time
    /// is up.
    pub fn check(&mut self) -> Result<(), GaveUp> {
        if let (Some(now), Some(limit), None) = (&self.clock, self.budget.time_limit, self.gave_up)
        {
            if now() - self.started >= limit.as_secs_f64() * 1e3 {
                self.give_up(Limit::Time(limit));
            }
        }
        self.result()
    }

    /// A meter for a search that may spend at most `cap` nodes of what is left of this
    /// one, on the same clock; [`Meter::settle`] charges what it spent back here.
    pub(crate) fn sub(&self, cap: u64) -> Meter {
        let left = self.budget.max_nodes.saturating_sub(self.nodes);
        let mut sub = self.clone();
        sub.budget.max_nodes = sub.nodes.saturating_add(left.min(cap));
        sub.stop_at = if sub.gave_up.is_some() {
            0
        } else {
            sub.next_stop()
        };
        sub
    }

    /// Charges the nodes `sub` spent to this meter; it gives up if `sub` ran out of this
    /// meter's time or nodes, not merely of its own cap.
    pub(crate) fn settle(&mut self, sub: Meter) {
        self.nodes = sub.nodes;
        match sub.gave_up {
            Some(GaveUp {
                limit: Limit::Time(limit),
                ..
            }) => self.give_up(Limit::Time(limit)),
            Some(_) if self.nodes >= self.budget.max_nodes => self.give_up(Limit::Nodes),
            // Within this meter's budget: the next draw looks at the clock if it is due.
            _ => {}
        }
    }

    fn give_up(&mut self, limit: Limit) {
        let nodes = self.nodes;
        self.gave_up.get_or_insert(GaveUp { nodes, limit });
        self.stop_at = 0;
    }

    /// Where counting alone must stop: at the node limit, or sooner for the next look at
    /// the clock.
    fn next_stop(&self) -> u64 {
        match self.clock {
            Some(_) => self
                .budget
                .max_nodes
                .min(self.nodes.saturating_add(NODES_PER_LOOK)),
            None => self.budget.max_nodes,
        }
    }
}
