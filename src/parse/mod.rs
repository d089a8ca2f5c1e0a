//! Reading puzzles from text: lenient in what it accepts, precise in what it rejects.
//!
//! Four layouts are read, and may be mixed in one input:
//! - a whole puzzle on one line: 256 cells;
//! - the UVA 1309 layout: 16 lines of 16 cells, puzzles set apart by blank lines;
//! - bands: the same 16 lines with a blank line after each band of four rows;
//! - framed grids: 16 rows with `|` between boxes and border lines made of `-`, `=`, `+`
//!   and `|`, in which a `-` is part of the border, not a cell.
//!
//! Each puzzle is written in one of four sets of symbols ([`Symbols`]): `A`–`P`, `0`–`F`,
//! `1`–`9` then `A`–`G`, or the numbers 1–16 set apart by spaces; letters in either case.
//! `.`, `-`, `_` and `*` are empty cells, and `0` too except in `0`–`F`, where it is a
//! symbol; whitespace and `|` are ignored. Lines are numbered from 1 and columns count
//! characters from 1, so that an error points at the very character to fix.
//!
//! # Which set a puzzle is in
//!
//! Unless told ([`Splitter::reading`]), the reader works it out for each puzzle from the
//! symbols its cells hold, by these rules, the first that applies:
//! 1. a number 10–16 on a line whose cells are set apart by spaces: the numbers 1–16;
//! 2. a letter `H`–`P`: `A`–`P`, the only set that has them;
//! 3. a digit `1`–`9` and a `G`: `1`–`9` then `A`–`G` (`0`–`F` has no `G`);
//! 4. a digit `1`–`9` and a `0`: `0`–`F`, where `0` is a symbol (elsewhere an empty mark);
//! 5. otherwise the text does not settle it, and the puzzle is read in the set of the last
//!    puzzle of the same input whose text settled one, if that set can read it;
//! 6. otherwise in `A`–`P`. A puzzle of letters `A`–`G` only is then read as letters, as
//!    it always was. One with digits `1`–`9` (but no `0`, `G` or `H`–`P`) cannot be:
//!    it fails at its first digit with [`ParseError::Unsettled`], which names the sets
//!    it could be in (`0`–`F` or `1`–`9` then `A`–`G`, and 1–16 if it has no letter).
//!
//! A line is read as spaced numbers (rule 1) when every cell on it stands apart, one
//! character or a number 10–16 between separators, and at least one is such a number:
//! `16  . 5` is three cells, `1605` four. (A puzzle of 1–16 with no number above 9 has
//! digits only, which settle nothing by themselves: rules 5 and 6 apply.)
//!
//! # Layers
//!
//! Each layer reads what the one below it made: a line's characters as cells
//! (`line.rs`); the lines as puzzles in their layouts (`splitter.rs`), each puzzle's
//! cells read in the set of symbols they settle (`symbols.rs`); a text of one puzzle
//! (`one_puzzle.rs`). What goes wrong at any of them is a [`ParseError`] (`error.rs`).
//!
//! [`Symbols`]: crate::Symbols

mod error;
mod line;
mod one_puzzle;
mod splitter;
mod symbols;

pub use error::{ParseError, UnknownSymbols};
pub use one_puzzle::{parse_letters, parse_puzzle, parse_puzzle_in};
pub use splitter::{Parsed, Splitter};
