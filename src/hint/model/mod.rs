//! The step model: what a step is, and the board it is found on.
//!
//! A [`Step`](step::Step) is a [`Technique`](technique::Technique) (`technique.rs`), what it concludes
//! ([`Placement`](changes::Placement)s and [`Elimination`](changes::Elimination)s,
//! `changes.rs`) and the [`Pattern`](pattern::Pattern) that proves it (`pattern.rs`).
//! The board as a player sees it is the [`Marks`](marks::Marks): each cell's letter or
//! pencil marks (`marks.rs`), with where each letter may still go in each unit
//! (`places.rs`). Everything else in the hint engine is built on these: the techniques
//! find steps on marks, the words say them, the drawing draws them, the wire format
//! writes them. Nothing here names a technique's finder, a sentence or a drawing.

pub(super) mod changes;
pub(crate) mod marks;
pub(super) mod pattern;
pub(super) mod places;
pub(crate) mod step;
pub(super) mod technique;
