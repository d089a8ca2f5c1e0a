//! The techniques: one file per technique or family of techniques, each declaring its
//! rungs, and the ladder that tries them.
//!
//! A rung (`rung.rs`) is everything the hint engine knows of one technique: its name,
//! its rating, the function that finds its pattern on the marks, and its three levels of
//! hint. A file declares the rungs of its family (`subsets.rs` its naked and hidden
//! subsets of two to seven, `fish.rs` its X-Wing to leviathan); the ladder (`ladder.rs`)
//! lists every rung once, simplest first, and gives the first step found. The ladder and
//! the rung sit here with the techniques rather than beside them: the ladder is the one
//! list of this folder's rungs, a rung the shape each technique file fills, and nothing
//! outside the folder reaches a technique except through the ladder (and the last
//! resort, which takes a letter from the solution when no rung applies).
//!
//! In the order of the ladder: the singles (`singles.rs`), the direct techniques
//! (`direct.rs`: pointing, claiming and hidden subsets that leave a single, found by the
//! searches of the next two), locked candidates (`locked.rs`), naked and hidden subsets
//! (`subsets.rs`), fish (`fish.rs`), the wings
//! (`wings.rs`), unique rectangles (`unique_rectangles.rs`), BUG+1 (`bug.rs`), the
//! single-letter patterns (`single_digit.rs`: skyscraper, 2-string kite), simple
//! colouring (`colouring.rs`), the chains (`chains.rs`, their links in `chains/`:
//! X-chains, XY-chains, alternating inference chains), ALS-XZ (`als.rs`), cell and unit
//! forcing chains (`forcing.rs`), dynamic ones (`dynamic_forcing.rs`) and nested ones
//! (`nested_forcing.rs`), and the last resort (`last_resort.rs`). Two files serve
//! several: the search for a cover that subsets and fish share (`cover.rs`), and the
//! branches the forcing chains follow on the solver's bitboards, with the memo one walk
//! of the ladder keeps of them (`branches.rs`).

pub(crate) mod ladder;
mod rung;

mod als;
mod bug;
mod chains;
mod colouring;
mod direct;
mod dynamic_forcing;
mod fish;
mod forcing;
pub(crate) mod last_resort;
pub(crate) mod length;
mod locked;
mod nested_forcing;
mod single_digit;
mod singles;
mod subsets;
mod unique_rectangles;
mod wings;

pub(super) mod branches;
mod cover;
