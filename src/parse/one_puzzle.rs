//! Reading a text that holds exactly one puzzle: the entry points for a caller with one
//! grid to read.

use super::error::ParseError;
use super::splitter::{Parsed, Splitter};
use crate::grid::Grid;
use crate::letter::Symbols;

/// Reads exactly one puzzle from `text`, in whichever set of symbols it settles:
/// [`parse_puzzle_in`] for a caller that needs not know the set.
pub fn parse_puzzle(text: &str) -> Result<Grid, ParseError> {
    parse_puzzle_in(text, None).map(|(grid, _)| grid)
}

/// Reads exactly one puzzle from `text` in `symbols`, or in the set its text settles
/// when `None`; returns it with the set it was read in.
pub fn parse_puzzle_in(
    text: &str,
    symbols: Option<Symbols>,
) -> Result<(Grid, Symbols), ParseError> {
    let parsed = read_one(text, symbols, false)?;
    parsed.result.map(|grid| (grid, parsed.symbols))
}

/// Reads exactly one grid from `text` as [`parse_puzzle`] does, but keeps letters that
/// clash: a player's grid with a wrong letter is still that player's grid, and a hint
/// can name the letter rather than refuse to read it.
pub fn parse_letters(text: &str) -> Result<Grid, ParseError> {
    let parsed = read_one(text, None, true)?;
    match parsed.result {
        Err(ParseError::Clash { .. }) => Ok(parsed.partial),
        other => other,
    }
}

/// The one puzzle of `text`: an error if it holds none or several, or if the first one
/// cannot be read (clashing letters aside, with `keep_clashes`).
fn read_one(
    text: &str,
    symbols: Option<Symbols>,
    keep_clashes: bool,
) -> Result<Parsed, ParseError> {
    let mut splitter = Splitter::reading(symbols);
    let mut found: Option<Parsed> = None;
    // Split at `\n` alone, unlike `str::lines`: a `\r` left at the end of a line is
    // whitespace, ignored like any other, and the simpler split is smaller in WebAssembly.
    for line in text.split_terminator('\n') {
        if let Some(parsed) = splitter.push_line(line) {
            keep_first(&mut found, parsed, keep_clashes)?;
        }
    }
    if let Some(parsed) = splitter.finish() {
        keep_first(&mut found, parsed, keep_clashes)?;
    }
    found.ok_or(ParseError::NoPuzzle)
}

/// Keeps `parsed` as the one puzzle of the text, or fails: it is a second puzzle, or the
/// first one and an error (clashes aside, with `keep_clashes`). Never inlined: one body
/// for both callers keeps the WebAssembly module small.
#[inline(never)]
fn keep_first(
    found: &mut Option<Parsed>,
    parsed: Parsed,
    keep_clashes: bool,
) -> Result<(), ParseError> {
    if found.is_some() {
        return Err(ParseError::SeveralPuzzles { line: parsed.line });
    }
    // An error in the first puzzle is the answer: what follows cannot mend it.
    match &parsed.result {
        Err(ParseError::Clash { .. }) if keep_clashes => {}
        Err(error) => return Err(error.clone()),
        _ => {}
    }
    *found = Some(parsed);
    Ok(())
}
