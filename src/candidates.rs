//! Sets of letters as 16-bit masks: bit `i` stands for the letter with index `i`.

use crate::letter::Letter;
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// A set of letters, one bit per letter. Every `u16` is a valid set.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct CandidateSet(u16);

impl CandidateSet {
    /// No letter.
    pub const EMPTY: CandidateSet = CandidateSet(0);
    /// All sixteen letters.
    pub const ALL: CandidateSet = CandidateSet(u16::MAX);

    /// The set whose bits are `bits`.
    #[inline(always)]
    pub const fn from_bits(bits: u16) -> CandidateSet {
        CandidateSet(bits)
    }

    /// The set holding just `letter`.
    #[inline(always)]
    pub const fn single(letter: Letter) -> CandidateSet {
        CandidateSet(1 << letter as u16)
    }

    /// The raw mask, bit `i` for the letter with index `i`.
    #[inline(always)]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Whether the set holds no letter.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many letters the set holds.
    #[inline(always)]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set holds `letter`.
    #[inline(always)]
    pub const fn contains(self, letter: Letter) -> bool {
        self.0 & (1 << letter as u16) != 0
    }

    /// Whether the two sets share a letter.
    #[inline(always)]
    pub const fn intersects(self, other: CandidateSet) -> bool {
        self.0 & other.0 != 0
    }

    /// The set's only letter, if it holds exactly one.
    #[inline(always)]
    pub const fn as_single(self) -> Option<Letter> {
        if self.is_single() {
            Letter::from_index(self.0.trailing_zeros() as usize)
        } else {
            None
        }
    }

    /// Whether the set holds exactly one letter.
    #[inline(always)]
    pub const fn is_single(self) -> bool {
        // Not `is_power_of_two`, which counts bits: slow on CPUs without POPCNT.
        self.0 != 0 && self.0 & (self.0 - 1) == 0
    }

    /// The set less its alphabetically first letter.
    #[inline(always)]
    pub const fn without_lowest(self) -> CandidateSet {
        CandidateSet(self.0 & self.0.wrapping_sub(1))
    }

    /// The alphabetically first letter of the set.
    #[inline(always)]
    pub const fn first(self) -> Option<Letter> {
        Letter::from_index(self.0.trailing_zeros() as usize)
    }

    /// Adds `letter` to the set, if it is not there already.
    #[inline(always)]
    pub fn insert(&mut self, letter: Letter) {
        self.0 |= 1 << letter as u16;
    }

    /// Takes `letter` out of the set, if it is there.
    #[inline(always)]
    pub fn remove(&mut self, letter: Letter) {
        self.0 &= !(1 << letter as u16);
    }

    /// The letters of the set in alphabetical order.
    #[inline(always)]
    pub fn iter(self) -> Letters {
        Letters(self.0)
    }
}

impl BitAnd for CandidateSet {
    type Output = CandidateSet;
    #[inline(always)]
    fn bitand(self, rhs: CandidateSet) -> CandidateSet {
        CandidateSet(self.0 & rhs.0)
    }
}

impl BitOr for CandidateSet {
    type Output = CandidateSet;
    #[inline(always)]
    fn bitor(self, rhs: CandidateSet) -> CandidateSet {
        CandidateSet(self.0 | rhs.0)
    }
}

impl Not for CandidateSet {
    type Output = CandidateSet;
    #[inline(always)]
    fn not(self) -> CandidateSet {
        CandidateSet(!self.0)
    }
}

impl BitAndAssign for CandidateSet {
    #[inline(always)]
    fn bitand_assign(&mut self, rhs: CandidateSet) {
        self.0 &= rhs.0;
    }
}

impl BitOrAssign for CandidateSet {
    #[inline(always)]
    fn bitor_assign(&mut self, rhs: CandidateSet) {
        self.0 |= rhs.0;
    }
}

impl FromIterator<Letter> for CandidateSet {
    fn from_iter<T: IntoIterator<Item = Letter>>(iter: T) -> CandidateSet {
        let mut set = CandidateSet::EMPTY;
        for letter in iter {
            set.insert(letter);
        }
        set
    }
}

impl IntoIterator for CandidateSet {
    type Item = Letter;
    type IntoIter = Letters;
    fn into_iter(self) -> Letters {
        self.iter()
    }
}

/// Iterator over the letters of a [`CandidateSet`], lowest first.
#[derive(Clone, Debug)]
pub struct Letters(u16);

impl Iterator for Letters {
    type Item = Letter;
    #[inline(always)]
    fn next(&mut self) -> Option<Letter> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Letter::from_index(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Letters {}

impl fmt::Debug for CandidateSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{self}}}")
    }
}

/// Writes the letters run together, e.g. `ACP`.
impl fmt::Display for CandidateSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.iter().try_for_each(|letter| write!(f, "{letter}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations_follow_the_letters() {
        let mut set = CandidateSet::EMPTY;
        set.insert(Letter::C);
        set.insert(Letter::P);
        assert_eq!(set.len(), 2);
        assert!(set.contains(Letter::C) && set.contains(Letter::P));
        assert!(!set.contains(Letter::A));
        assert_eq!(set.iter().collect::<Vec<_>>(), [Letter::C, Letter::P]);
        assert_eq!(set.to_string(), "CP");
        assert_eq!(set.as_single(), None);
        set.remove(Letter::C);
        assert_eq!(set.as_single(), Some(Letter::P));
        assert_eq!(CandidateSet::ALL.len(), 16);
        assert_eq!(CandidateSet::EMPTY.first(), None);
    }
}
