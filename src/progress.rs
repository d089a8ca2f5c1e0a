//! How far a long operation has come, for a caller that shows it. The generator and the
//! grader report to a callback of the caller's, `Some(&mut |progress| …)`, as they go:
//! no clock, no threads, and nothing reported to a caller that leaves it out (`None`).

/// What a long operation is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Phase {
    /// Taking givens away from a full grid: `done` of its `total` (256) cells have been
    /// tried. When the target number of givens is reached, the cells not yet tried stay
    /// givens and `done` jumps to `total`.
    Removing,
    /// Solving a puzzle by logic to grade it: `done` of its `total` empty cells filled.
    Grading,
}

impl Phase {
    /// "removing", "grading".
    pub fn name(self) -> &'static str {
        match self {
            Phase::Removing => "removing",
            Phase::Grading => "grading",
        }
    }
}

/// One report: the phase, and how far it has come (`done` of `total`, never more).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Progress {
    /// What the operation is doing.
    pub phase: Phase,
    /// How much of the phase is done, in its own units (see [`Phase`]).
    pub done: u32,
    /// How much the phase has to do in all.
    pub total: u32,
    /// For a puzzle made to order, which of the puzzles made and graded in turn this is,
    /// counting from 1.
    pub attempt: Option<u32>,
}

impl Progress {
    pub(crate) fn new(phase: Phase, done: usize, total: usize) -> Progress {
        // At most 256 cells: the casts lose nothing.
        Progress {
            phase,
            done: done as u32,
            total: total as u32,
            attempt: None,
        }
    }
}

/// The caller's report, or one that hears nothing where the caller left it out.
pub(crate) fn or_quiet<'a>(
    mut report: Option<&'a mut dyn FnMut(Progress)>,
) -> impl FnMut(Progress) + 'a {
    move |progress| {
        if let Some(report) = report.as_mut() {
            report(progress);
        }
    }
}
