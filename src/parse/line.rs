//! What a line of text holds, found before any puzzle's set of symbols is known: whether
//! it is blank, a border or cells, and its cells as written, each with its column.

use crate::letter::Symbols;

/// The cells of a line that are kept to be read: a line with more is no puzzle, and past
/// these its cells are only counted, so that a hostile line costs little memory.
const MAX_KEPT_CELLS: usize = 1024;

/// One cell as written, and the column it starts at.
#[derive(Debug)]
pub(super) struct Token {
    pub(super) column: usize,
    pub(super) text: Written,
}

/// The text of one cell.
#[derive(Debug)]
pub(super) enum Written {
    /// One character: a symbol, an empty mark or a character that is neither.
    Char(char),
    /// Several digits taken as one number (a number 10–16, or any run of digits when the
    /// puzzle is known to be in the numbers 1–16).
    Number(Box<str>),
}

/// What a line is, once whitespace is set aside.
pub(super) enum LineKind {
    Blank,
    Border,
    Cells,
}

/// `char::is_whitespace`, in one body in the WebAssembly module: inlined, its Unicode
/// checks would be copied into each of the callers. Native builds inline it, for speed
/// on big batch files.
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub(super) fn is_space(c: char) -> bool {
    c.is_whitespace()
}

/// A character that sets cells apart: whitespace, or `|` between boxes.
fn is_separator(c: char) -> bool {
    is_space(c) || c == '|'
}

/// What a line is, found in one pass over its characters.
pub(super) fn classify(text: &str) -> LineKind {
    let mut blank = true;
    // Only rules (`-`, `=`, `+`, `|`), and whether any of them but `-`.
    let mut rules_only = true;
    let mut drawn = false;
    // The characters the line holds that are not separators.
    let mut cells = 0;
    for c in text.chars() {
        if is_space(c) {
            continue;
        }
        blank = false;
        match c {
            '-' => {}
            '=' | '+' | '|' => drawn = true,
            _ => rules_only = false,
        }
        if c != '|' {
            cells += 1;
        }
    }
    // A line of rules only is a border, but for dashes alone that make exactly the cells
    // of a row or a puzzle: `----------------` is an empty UVA row. A `=`, `+` or `|`
    // means the line is drawn, so `|----|----|----|----|` and `|----------------|` are
    // borders, though they hold 16 dashes. (In a framed grid, a row with no letter must
    // then use another empty mark, such as `.`; a lone border line holds no cell.)
    let empty_row = !drawn && matches!(cells, 16 | 256);
    if blank {
        LineKind::Blank
    } else if rules_only && !empty_row {
        LineKind::Border
    } else {
        LineKind::Cells
    }
}

/// The cells of a line, each with its column (the first `MAX_KEPT_CELLS`), and how many
/// there are. A run of digits is one cell when the puzzle is in the numbers 1–16, or,
/// when its set is not given, on a line of spaced numbers ([`spaced_numbers`]);
/// otherwise every character is a cell.
pub(super) fn tokens(text: &str, given: Option<Symbols>) -> (Vec<Token>, usize) {
    let runs = match given {
        Some(symbols) => symbols.is_spaced(),
        None => spaced_numbers(text),
    };
    let mut cells = Vec::with_capacity(16);
    let mut count = 0;
    let mut chars = text.chars().enumerate().peekable();
    while let Some((i, c)) = chars.next() {
        if is_separator(c) {
            continue;
        }
        let mut digits = String::new();
        while runs && c.is_ascii_digit() {
            match chars.peek() {
                Some(&(_, next)) if next.is_ascii_digit() => {
                    if digits.is_empty() {
                        digits.push(c);
                    }
                    digits.push(next);
                    chars.next();
                }
                _ => break,
            }
        }
        let text = if digits.is_empty() {
            Written::Char(c)
        } else {
            Written::Number(digits.into_boxed_str())
        };
        count += 1;
        if cells.len() < MAX_KEPT_CELLS {
            cells.push(Token {
                column: i + 1,
                text,
            });
        }
    }
    (cells, count)
}

/// Whether the line's cells are spaced numbers: every cell stands apart (a single
/// character or two digits between separators), every two-digit one is a number 10–16,
/// and there is at least one.
fn spaced_numbers(text: &str) -> bool {
    let mut numbers = 0;
    for word in text.split(is_separator).filter(|w| !w.is_empty()) {
        let mut chars = word.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(_), None, _) => {}
            (Some('1'), Some('0'..='6'), None) => numbers += 1,
            _ => return false,
        }
    }
    numbers > 0
}
