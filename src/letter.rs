//! The sixteen symbols of a Hexadoku grid, and the sets of characters they are written in.

use std::fmt;

/// One of the sixteen letters `A`–`P`.
///
/// An enum rather than a bare `u8`, so that a value outside the alphabet cannot exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Letter {
    /// `A`, index 0.
    A,
    /// `B`, index 1.
    B,
    /// `C`, index 2.
    C,
    /// `D`, index 3.
    D,
    /// `E`, index 4.
    E,
    /// `F`, index 5.
    F,
    /// `G`, index 6.
    G,
    /// `H`, index 7.
    H,
    /// `I`, index 8.
    I,
    /// `J`, index 9.
    J,
    /// `K`, index 10.
    K,
    /// `L`, index 11.
    L,
    /// `M`, index 12.
    M,
    /// `N`, index 13.
    N,
    /// `O`, index 14.
    O,
    /// `P`, index 15.
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

/// The four sets of symbols 16×16 puzzles are written in. Each set's symbols are in one
/// table, [`Symbols::symbols`], which both reading and writing use: the `i`-th symbol
/// stands for the `i`-th letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Symbols {
    /// `A`–`P`, Hexadoku's own.
    Letters,
    /// Hexadecimal digits `0`–`9` then `A`–`F`: `0` is a symbol here, not an empty cell.
    Hex,
    /// `1`–`9` then `A`–`G`.
    OneToG,
    /// The numbers 1–16, set apart by spaces.
    Numbers,
}

/// `A` … `P`, as one string per letter.
const LETTERS: [&str; 16] = [
    "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P",
];
const HEX: [&str; 16] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F",
];
const ONE_TO_G: [&str; 16] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F", "G",
];
const NUMBERS: [&str; 16] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
];

/// For each ASCII character, the letter it stands for in a set (either case), built
/// from the set's table at compile time: characters read as fast as a `match`, and the
/// table stays the one place that says what each symbol means.
const fn by_char(symbols: &[&str; 16]) -> [Option<Letter>; 128] {
    let mut table = [None; 128];
    let mut i = 0;
    while i < 16 {
        let bytes = symbols[i].as_bytes();
        if bytes.len() == 1 {
            let letter = Letter::from_index(i);
            table[bytes[0].to_ascii_uppercase() as usize] = letter;
            table[bytes[0].to_ascii_lowercase() as usize] = letter;
        }
        i += 1;
    }
    table
}

const LETTERS_BY_CHAR: [Option<Letter>; 128] = by_char(&LETTERS);
const HEX_BY_CHAR: [Option<Letter>; 128] = by_char(&HEX);
const ONE_TO_G_BY_CHAR: [Option<Letter>; 128] = by_char(&ONE_TO_G);
const NUMBERS_BY_CHAR: [Option<Letter>; 128] = by_char(&NUMBERS);

impl Symbols {
    /// Every set, in the order the command line and the documentation list them.
    pub const ALL: [Symbols; 4] = [
        Symbols::Letters,
        Symbols::Hex,
        Symbols::OneToG,
        Symbols::Numbers,
    ];

    /// The set's name on the command line and in the JavaScript API.
    pub const fn name(self) -> &'static str {
        match self {
            Symbols::Letters => "letters",
            Symbols::Hex => "hex",
            Symbols::OneToG => "one-g",
            Symbols::Numbers => "numbers",
        }
    }

    /// The set named `name` (see [`Symbols::name`]).
    pub fn from_name(name: &str) -> Option<Symbols> {
        Symbols::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The set as people write it: `A-P`, `0-F`, `1-9 then A-G`, `1-16`.
    pub const fn range(self) -> &'static str {
        match self {
            Symbols::Letters => "A-P",
            Symbols::Hex => "0-F",
            Symbols::OneToG => "1-9 then A-G",
            Symbols::Numbers => "1-16",
        }
    }

    /// What one symbol of the set is called: a `letter` A-P, a `number` 1-16, and a
    /// `symbol` of the two sets that mix digits and letters.
    pub const fn noun(self) -> &'static str {
        match self {
            Symbols::Letters => "letter",
            Symbols::Numbers => "number",
            Symbols::Hex | Symbols::OneToG => "symbol",
        }
    }

    /// The sixteen symbols, the `i`-th for the `i`-th letter.
    pub const fn symbols(self) -> &'static [&'static str; 16] {
        match self {
            Symbols::Letters => &LETTERS,
            Symbols::Hex => &HEX,
            Symbols::OneToG => &ONE_TO_G,
            Symbols::Numbers => &NUMBERS,
        }
    }

    /// How `letter` is written in this set.
    pub const fn symbol(self, letter: Letter) -> &'static str {
        self.symbols()[letter.index()]
    }

    /// The letter the character `c` stands for in this set, in either case: every
    /// symbol but the numbers 10–16, which take two characters ([`Symbols::letter_of`]).
    pub fn letter_of_char(self, c: char) -> Option<Letter> {
        let table = match self {
            Symbols::Letters => &LETTERS_BY_CHAR,
            Symbols::Hex => &HEX_BY_CHAR,
            Symbols::OneToG => &ONE_TO_G_BY_CHAR,
            Symbols::Numbers => &NUMBERS_BY_CHAR,
        };
        table.get(c as usize).copied().flatten()
    }

    /// The letter the symbol `text` stands for in this set, in either case.
    pub fn letter_of(self, text: &str) -> Option<Letter> {
        let index = self
            .symbols()
            .iter()
            .position(|symbol| symbol.eq_ignore_ascii_case(text))?;
        Letter::from_index(index)
    }

    /// Whether `c` marks an empty cell in this set: `.`, `-`, `_` and `*` in every set,
    /// and `0` in every set but hexadecimal, where it is a symbol.
    pub const fn is_empty_mark(self, c: char) -> bool {
        match c {
            '.' | '-' | '_' | '*' => true,
            '0' => !matches!(self, Symbols::Hex),
            _ => false,
        }
    }

    /// The empty marks, as an error message lists them.
    pub const fn empty_marks(self) -> &'static str {
        match self {
            Symbols::Hex => ". - _ *",
            _ => ". - 0 _ *",
        }
    }

    /// Whether a symbol may take more than one character, so that cells must be set
    /// apart by spaces: the numbers 10–16.
    pub const fn is_spaced(self) -> bool {
        matches!(self, Symbols::Numbers)
    }
}

impl fmt::Display for Symbols {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
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
    #[test]
    fn every_set_reads_back_what_it_writes_in_either_case() {
        for symbols in Symbols::ALL {
            for letter in Letter::ALL {
                let text = symbols.symbol(letter);
                assert_eq!(symbols.letter_of(text), Some(letter), "{symbols} {text}");
                assert_eq!(symbols.letter_of(&text.to_lowercase()), Some(letter));
                let mut chars = text.chars();
                if let (Some(c), None) = (chars.next(), chars.next()) {
                    assert_eq!(symbols.letter_of_char(c), Some(letter), "{symbols} {c}");
                    let lower = c.to_ascii_lowercase();
                    assert_eq!(symbols.letter_of_char(lower), Some(letter));
                    assert!(!symbols.is_empty_mark(c), "{symbols} {c}");
                }
            }
            assert_eq!(Symbols::from_name(symbols.name()), Some(symbols));
            assert_eq!(symbols.name().parse::<Symbols>(), Ok(symbols));
        }
        assert_eq!(Symbols::Hex.symbol(Letter::A), "0");
        assert_eq!(Symbols::OneToG.symbol(Letter::P), "G");
        assert_eq!(Symbols::Numbers.symbol(Letter::K), "11");
        assert!("abc".parse::<Symbols>().is_err());
    }

    #[test]
    fn zero_is_empty_in_every_set_but_hexadecimal() {
        for symbols in Symbols::ALL {
            let hex = symbols == Symbols::Hex;
            assert_eq!(symbols.is_empty_mark('0'), !hex);
            assert_eq!(symbols.letter_of_char('0').is_some(), hex);
            assert_eq!(
                symbols.letter_of_char('G').is_some(),
                !hex && symbols != Symbols::Numbers
            );
            assert_eq!(symbols.letter_of_char('é'), None);
        }
    }
}
