//! The sixteen symbols of a Hexadoku grid.

use std::fmt;

/// One of the sixteen letters `A`–`P`.
///
/// An enum rather than a bare `u8`, so that a value outside the alphabet cannot exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Letter {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
    I,
    J,
    K,
    L,
    M,
    N,
    O,
    P,
}

impl Letter {
    /// All letters in alphabetical order; `ALL[i].index() == i`.
    pub const ALL: [Letter; 16] = {
        use Letter::*;
        [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P]
    };

    /// The letter with this index (0 = `A` … 15 = `P`).
    #[inline(always)]
    pub const fn from_index(index: usize) -> Option<Letter> {
        if index < 16 {
            Some(Self::ALL[index])
        } else {
            None
        }
    }

    /// The letter's index, 0 for `A` up to 15 for `P`.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter written by `c`, in either case.
    pub const fn from_char(c: char) -> Option<Letter> {
        match c {
            'A'..='P' => Self::from_index(c as usize - 'A' as usize),
            'a'..='p' => Self::from_index(c as usize - 'a' as usize),
            _ => None,
        }
    }

    /// The upper-case character for this letter.
    #[inline(always)]
    pub const fn to_char(self) -> char {
        (b'A' + self as u8) as char
    }
}

impl fmt::Display for Letter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chars_round_trip_in_both_cases() {
        for letter in Letter::ALL {
            assert_eq!(Letter::from_char(letter.to_char()), Some(letter));
            let lower = letter.to_char().to_ascii_lowercase();
            assert_eq!(Letter::from_char(lower), Some(letter));
            assert_eq!(Letter::from_index(letter.index()), Some(letter));
        }
    }

    #[test]
    fn characters_outside_the_alphabet_are_not_letters() {
        for c in ['Q', 'q', 'Z', '0', '.', '-', ' ', 'é', '@', '['] {
            assert_eq!(Letter::from_char(c), None, "{c:?}");
        }
        assert_eq!(Letter::from_index(16), None);
    }
}
