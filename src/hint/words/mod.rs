//! The words: how a step is said.
//!
//! The sentence writer (`text.rs`: [`Sentence`](text::Sentence), with the lists of
//! cells, letters and units every technique's sentences share, each letter named in the
//! set of symbols asked for), a step's three levels of detail (`detail.rs`: vague,
//! concrete, full), and the lines of the list beside a step's drawing (`lines.rs`: each
//! link of a chain, each implication of a forcing chain's branch, how a branch ends).
//! What each technique says is written by its rung, in its own file under
//! `techniques/`, through this writer; what a hint says when it is no step is in
//! `answer.rs`.

mod detail;
mod lines;
pub(super) mod text;
