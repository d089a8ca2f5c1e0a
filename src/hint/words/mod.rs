//! The words: how a step is said.
//!
//! The sentence writer (`text.rs`: [`Sentence`](text::Sentence), with the lists of
//! cells, letters and units every technique's sentences share, each letter named in the
//! set of symbols asked for) and a step's three levels of detail (`detail.rs`: vague,
//! concrete, full). What each technique says is written by its rung, in its own file
//! under `techniques/`, through this writer; what a hint says when it is no step is in
//! `answer.rs`, and a forcing chain's traced lines beside its drawing (`trace.rs`).

mod detail;
pub(super) mod text;
