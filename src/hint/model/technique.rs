//! The techniques the hint engine knows, by name: what a step is of.

/// The techniques the hint engine knows, simplest first: the order the ladder tries them
/// in ([`Technique::ALL`]). A technique's identifier and rating are [`Technique::id`]
/// and [`Technique::rating`] (its names are the catalogues', `technique-<id>`); the parts
/// of its pattern are a [`Pattern`](super::pattern::Pattern). The engine learns
/// new techniques, so the list grows.
///
/// The order is that of `LADDER` in `ladder.rs`, which says why, its rungs' `technique`s
/// being these in turn; everything else about a technique, its finder and sentences, is
/// its rung's, in its own file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Technique {
    /// The last empty cell of a unit.
    FullHouse,
    /// A letter with one place left in a unit.
    HiddenSingle,
    /// Pointing whose eliminations leave a letter one place in another box along the
    /// line: the letter goes there.
    DirectPointing,
    /// Claiming whose eliminations leave a letter one place in another line through the
    /// box: the letter goes there.
    DirectClaiming,
    /// A hidden pair whose eliminations leave another letter one place in its unit: the
    /// letter goes there.
    DirectHiddenPair,
    /// A cell with one candidate left.
    NakedSingle,
    /// A hidden triple whose eliminations leave another letter one place in its unit.
    DirectHiddenTriple,
    /// A box's places for a letter lie on one line, so the rest of the line loses it.
    Pointing,
    /// A line's places for a letter lie in one box, so the rest of the box loses it.
    Claiming,
    /// Two cells of a unit whose candidates are the same two letters.
    NakedPair,
    /// Two lines whose places for a letter lie on the same two cross lines.
    XWing,
    /// Two letters whose only places in a unit are the same two cells.
    HiddenPair,
    /// A naked subset of three.
    NakedTriple,
    /// A fish of three lines.
    Swordfish,
    /// A hidden subset of three.
    HiddenTriple,
    /// A pivot with two candidates seeing two pincers: one of them holds the third letter.
    XyWing,
    /// A hidden quad whose eliminations leave another letter one place in its unit.
    DirectHiddenQuad,
    /// An XY-Wing whose pivot also holds the third letter.
    XyzWing,
    /// Four cells of a rectangle over two boxes, three of which can only be the same two
    /// letters: on a puzzle with one solution, the fourth is neither.
    UniqueRectangle1,
    /// A unique rectangle whose two other cells hold one more letter, the same: one of
    /// them is that letter.
    UniqueRectangle2,
    /// A unique rectangle whose two other cells, sharing a unit, hold the first letter in
    /// its only places there: neither is the second.
    UniqueRectangle4,
    /// A unique rectangle whose two other cells' extra letters make a naked subset with
    /// other cells of a unit they share.
    UniqueRectangle3,
    /// A naked subset of four.
    NakedQuad,
    /// A fish of four lines.
    Jellyfish,
    /// A hidden subset of four.
    HiddenQuad,
    /// A naked subset of five.
    NakedSubset5,
    /// Every empty cell but one can only be two letters, each with two places in every
    /// unit that needs it: on a puzzle with one solution, the one cell takes its third
    /// place's letter.
    BugPlusOne,
    /// A fish of five lines.
    Squirmbag,
    /// A hidden subset of five.
    HiddenSubset5,
    /// A naked subset of six.
    NakedSubset6,
    /// A fish of six lines.
    Whale,
    /// Two parallel lines with two places each for a letter, joined at one end.
    Skyscraper,
    /// A row and a column with two places each for a letter, joined in a box.
    TwoStringKite,
    /// Two cells with the same two candidates, linked by a unit where one of them has two places.
    WWing,
    /// Simple colouring: two cells of one colour see each other.
    ColourWrap,
    /// Simple colouring: a cell sees both colours.
    ColourTrap,
    /// An alternating chain on one letter.
    XChain,
    /// A hidden subset of six.
    HiddenSubset6,
    /// A chain of cells with two candidates, each seeing the next.
    XyChain,
    /// A naked subset of seven.
    NakedSubset7,
    /// An alternating inference chain over any candidates.
    Aic,
    /// A fish of seven lines.
    Leviathan,
    /// A hidden subset of seven.
    HiddenSubset7,
    /// Two almost locked sets that cannot both hold one letter: one of them holds another.
    AlsXz,
    /// Each candidate of a cell followed to what it leads to.
    CellForcingChain,
    /// Each place of a letter in a unit followed to what it leads to.
    UnitForcingChain,
    /// A cell forcing chain whose branches the solver's rules and the ladder's subsets follow.
    DynamicCellForcingChain,
    /// A unit forcing chain whose branches the solver's rules and the ladder's subsets follow.
    DynamicUnitForcingChain,
    /// A cell forcing chain whose branches the solver's rules and cell forcing chains
    /// inside them follow.
    NestedCellForcingChain,
    /// A unit forcing chain whose branches the solver's rules and cell forcing chains
    /// inside them follow.
    NestedUnitForcingChain,
    /// No known technique applies: the letter comes from the solution.
    LastResort,
}
