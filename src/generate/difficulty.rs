//! Difficulty: the bands a player picks from, by the rating of a puzzle's hardest step.

use crate::message::Message;
use std::fmt;
use std::str::FromStr;

/// The difficulty bands, by the rating of the hardest step a puzzle needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// Singles only (rating up to 2.3).
    Easy,
    /// Locked candidates, pairs, triples, X-Wing, swordfish (up to 4.0).
    Medium,
    /// Wings, quads, jellyfish, single-letter patterns, colouring, short X-chains,
    /// subsets and fish of five or six (up to 6.6).
    Hard,
    /// Chains: longer X-chains, XY-chains, alternating inference chains, ALS-XZ, the
    /// largest subsets and fish (up to 7.9): everything short of forcing chains.
    Tough,
    /// Forcing chains (8.0 and up); in a grade, also a puzzle logic alone cannot finish
    /// (puzzles made to order never are).
    Expert,
}

impl Difficulty {
    /// Every band, the easiest first.
    pub const ALL: [Difficulty; 5] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Tough,
        Difficulty::Expert,
    ];

    /// The band a rating falls in.
    pub fn of_rating(rating: f32) -> Difficulty {
        Difficulty::ALL
            .into_iter()
            .find(|band| rating <= band.most())
            .unwrap_or(Difficulty::Expert)
    }

    /// The highest rating of the band.
    pub(super) fn most(self) -> f32 {
        match self {
            Difficulty::Easy => 2.3,
            Difficulty::Medium => 4.0,
            Difficulty::Hard => 6.6,
            Difficulty::Tough => 7.9,
            Difficulty::Expert => f32::INFINITY,
        }
    }

    /// The band's name in lower case ("easy", "medium", "hard", "tough", "expert"), as the
    /// command-line tool and the JavaScript API write it and read it (in any case).
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Tough => "tough",
            Difficulty::Expert => "expert",
        }
    }

    /// How many givens to leave when looking for a puzzle of this band: measured on the
    /// generator's puzzles, the counts where the band is most common.
    pub(super) fn givens(self) -> std::ops::RangeInclusive<usize> {
        match self {
            Difficulty::Easy => 130..=150,
            Difficulty::Medium => 108..=118,
            Difficulty::Hard => 106..=114,
            Difficulty::Tough => 106..=116,
            Difficulty::Expert => 100..=106,
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Difficulty {
    type Err = UnknownDifficulty;

    fn from_str(text: &str) -> Result<Difficulty, UnknownDifficulty> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(text.trim_ascii()))
            .ok_or_else(|| UnknownDifficulty {
                text: text.to_string(),
                or_technique: false,
            })
    }
}

/// A difficulty that is none of those known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownDifficulty {
    /// The text, as given.
    pub text: String,
    /// Whether a technique was taken too, as for a [`Goal`](super::graded::Goal).
    pub or_technique: bool,
}

impl UnknownDifficulty {
    /// The error as a message: `unknown-difficulty`, or `unknown-goal` when a technique
    /// was taken too.
    pub fn message(&self) -> Message {
        let id = if self.or_technique {
            "unknown-goal"
        } else {
            "unknown-difficulty"
        };
        Message::new(id).text("text", self.text.as_str())
    }
}

/// The error as data ([`UnknownDifficulty::message`]).
impl fmt::Display for UnknownDifficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for UnknownDifficulty {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_fall_in_their_bands() {
        assert_eq!(Difficulty::of_rating(1.2), Difficulty::Easy);
        assert_eq!(Difficulty::of_rating(2.3), Difficulty::Easy);
        assert_eq!(Difficulty::of_rating(2.6), Difficulty::Medium);
        assert_eq!(Difficulty::of_rating(4.2), Difficulty::Hard);
        assert_eq!(Difficulty::of_rating(6.6), Difficulty::Hard);
        assert_eq!(Difficulty::of_rating(7.0), Difficulty::Tough);
        assert_eq!(Difficulty::of_rating(7.9), Difficulty::Tough);
        assert_eq!(Difficulty::of_rating(8.0), Difficulty::Expert);
        assert_eq!(Difficulty::of_rating(10.0), Difficulty::Expert);
    }
}
