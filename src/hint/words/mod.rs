//! The words: what a step says, as data.
//!
//! No sentence is written here: a [`Message`](message::Message) names a sentence of the
//! catalogues (`words/<lang>/*.ftl`) and carries its parts, typed (cells, letters, units,
//! techniques, lists of them, and other messages), for the front ends to write in a
//! language and a set of symbols (`crates/hexadoku-words` in Rust). Here: the message
//! itself (`message.rs`), a step's three levels of detail (`detail.rs`: vague, concrete,
//! full, and the `look-for` and `look-at` messages most techniques give at the first two),
//! and the lines of the list beside a step's drawing (`lines.rs`: each link of a chain,
//! each implication of a forcing chain's branch, how a branch ends). What each technique
//! says is built by its rung, in its own file under `techniques/`; what a hint says when
//! it is no step is in `answer.rs`. See docs/words.md.

pub(super) mod detail;
mod lines;

use crate::budget::GaveUp;
use crate::message::Message;

/// What a player whose hint ran out of budget is told (`hint-gave-up`): what ran out and
/// when (`gave-up`, [`GaveUp::message`]).
pub fn gave_up_explanation(gave_up: GaveUp) -> Message {
    Message::new("hint-gave-up").message("gave-up", gave_up.message())
}
