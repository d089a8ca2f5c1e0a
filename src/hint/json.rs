//! A hint as JSON text, in the shape www/engine.d.ts declares (`HintResult`, its step's
//! `HintDrawing` included): the WebAssembly API's `hint` answer and each line of
//! `hexadoku hint --json`, written in one place. A forcing chain's drawing holds hundreds
//! of objects (each implication of each branch, nested branches inside, each with its
//! drawing): as one text, parsed once on the other side, it crosses into JavaScript in
//! one go rather than a property at a time.
//!
//! Rows, columns and unit indices count from 0; letters are "A".."P"; `role` and `fate`
//! are null when the candidate has none; the sentences and lines (`explanation`, `text`,
//! `end`) name letters in the set of symbols asked for.

use super::answer::Hint;
use super::drawing::parts::{
    BranchEnd, Candidate, ChainLink, Drawing, Fact, Implication, TracedBranch,
};
use super::model::marks::Marks;
use super::model::step::{Placement, Step};
use crate::cell::Cell;
use crate::letter::{Letter, Symbols};
use crate::unit::{Unit, UnitKind};

impl Hint {
    /// The hint as JSON text (engine.d.ts's `HintResult`): a step with its drawing on
    /// `marks` (the marks it was found on), or why there is none; its sentences name
    /// letters in `symbols`.
    pub fn to_json(&self, marks: &Marks, symbols: Symbols) -> String {
        let mut out = String::new();
        match self {
            Hint::Complete => put(&mut out, "{\"status\":\"complete\""),
            Hint::Step(step) => self::step(&mut out, step, marks, symbols),
            Hint::NoSolution { wrong, .. } => {
                explained(&mut out, "none", self, symbols);
                put(&mut out, ",\"wrong\":");
                list(&mut out, wrong, |out, p| position(out, p.cell));
            }
            Hint::Ambiguous => explained(&mut out, "multiple", self, symbols),
            Hint::LostLetters { lost } => {
                explained(&mut out, "lost", self, symbols);
                put(&mut out, ",\"lost\":");
                placements(&mut out, lost);
            }
        }
        put(&mut out, '}');
        out
    }
}

impl Drawing {
    /// The drawing as JSON text (engine.d.ts's `HintDrawing`), its lines in `symbols`.
    pub fn to_json(&self, symbols: Symbols) -> String {
        let mut out = String::new();
        drawing(&mut out, self, Some(symbols));
        out
    }
}

// Each piece is written by hand, with no formatting machinery: at every piece it would
// weigh on the WebAssembly module.

/// A drawing; its links' lines in `symbols`, or none (a branch's drawing, whose links its
/// implications read: the lines would double a long branch's text).
fn drawing(out: &mut String, drawing: &Drawing, lines: Option<Symbols>) {
    let symbols = lines.unwrap_or(Symbols::Letters);
    put(out, "{\"candidates\":");
    list(out, &drawing.candidates, candidate);
    put(out, ",\"units\":");
    list(out, &drawing.units, |out, &u| unit(out, u));
    put(out, ",\"links\":");
    list(out, &drawing.links, |out, l| link(out, l, lines));
    put(out, ",\"branches\":");
    list(out, &drawing.branches, |out, b| branch(out, b, symbols));
    put(out, '}');
}

/// Appends `piece` (a str or a char), out of line: each append inlined would weigh more
/// than the call.
#[inline(never)]
fn put(out: &mut String, piece: impl Piece) {
    piece.put(out);
}

trait Piece {
    fn put(self, out: &mut String);
}

impl Piece for &str {
    fn put(self, out: &mut String) {
        out.push_str(self);
    }
}

impl Piece for char {
    fn put(self, out: &mut String) {
        out.push(self);
    }
}

/// `{"status":S,"explanation":E` (left open).
fn explained(out: &mut String, status: &str, hint: &Hint, symbols: Symbols) {
    put(out, "{\"status\":");
    quoted(out, status);
    put(out, ",\"explanation\":");
    text(out, &hint.explanation_in(symbols));
}

/// A step as data in letters A–P, its three sentences in `symbols`, and its drawing on
/// `marks` (engine.d.ts's `Step`; left open).
fn step(out: &mut String, step: &Step, marks: &Marks, symbols: Symbols) {
    put(out, "{\"status\":\"step\",\"technique\":");
    quoted(out, step.technique.name());
    put(out, ",\"placements\":");
    placements(out, &step.placements);
    put(out, ",\"eliminations\":");
    list(out, &step.eliminations, |out, e| {
        put(out, '{');
        at(out, e.cell);
        put(out, ",\"letters\":");
        quoted(out, &e.letters.to_string());
        put(out, '}');
    });
    put(out, ",\"cells\":");
    list(out, &step.cells(), |out, &cell| position(out, cell));
    put(out, ",\"units\":");
    list(out, &step.units(), |out, &u| unit(out, u));
    put(out, ",\"letters\":");
    quoted(out, &step.letters().to_string());
    put(out, ",\"explanation\":");
    text(out, &step.explanation_in(symbols));
    put(out, ",\"vague\":");
    text(out, &step.vague_in(symbols));
    put(out, ",\"concrete\":");
    text(out, &step.concrete_in(symbols));
    put(out, ",\"drawing\":");
    drawing(out, &step.drawing(marks), Some(symbols));
}

/// `[{"row":R,"col":C,"letter":"L"}, …]`.
fn placements(out: &mut String, placements: &[Placement]) {
    list(out, placements, |out, p| {
        put(out, '{');
        place(out, (p.cell, p.letter));
        put(out, '}');
    });
}

/// `{"row":R,"col":C}`.
fn position(out: &mut String, cell: Cell) {
    put(out, '{');
    at(out, cell);
    put(out, '}');
}

/// `"row":R,"col":C`, a cell's fields, without braces.
fn at(out: &mut String, cell: Cell) {
    put(out, "\"row\":");
    number(out, cell.row());
    put(out, ",\"col\":");
    number(out, cell.col());
}

/// `[item, item, …]`.
fn list<T>(out: &mut String, items: &[T], mut item: impl FnMut(&mut String, &T)) {
    put(out, '[');
    for (i, each) in items.iter().enumerate() {
        if i > 0 {
            put(out, ',');
        }
        item(out, each);
    }
    put(out, ']');
}

/// `"row":R,"col":C,"letter":"L"`, the fields of a placement, without braces.
fn place(out: &mut String, (cell, letter): (Cell, Letter)) {
    at(out, cell);
    put(out, ",\"letter\":\"");
    put(out, letter.to_char());
    put(out, '"');
}

/// A number below 100 (a row, a column, a unit's index), in digits.
fn number(out: &mut String, n: usize) {
    if n >= 10 {
        put(out, char::from(b'0' + (n / 10 % 10) as u8));
    }
    put(out, char::from(b'0' + (n % 10) as u8));
}

/// A name (no quote or backslash in it) in quotes.
fn quoted(out: &mut String, name: &str) {
    put(out, '"');
    put(out, name);
    put(out, '"');
}

/// A name in quotes, or null.
fn name(out: &mut String, name: Option<&str>) {
    match name {
        Some(name) => quoted(out, name),
        None => put(out, "null"),
    }
}

fn boolean(out: &mut String, value: bool) {
    put(out, if value { "true" } else { "false" });
}

fn candidate(out: &mut String, candidate: &Candidate) {
    put(out, '{');
    place(out, (candidate.cell, candidate.letter));
    put(out, ",\"role\":");
    name(out, candidate.role.map(|role| role.name()));
    put(out, ",\"fate\":");
    name(out, candidate.fate.map(|fate| fate.name()));
    put(out, '}');
}

fn unit(out: &mut String, unit: Unit) {
    let (kind, index) = match unit.kind() {
        UnitKind::Row(n) => ("row", n),
        UnitKind::Column(n) => ("column", n),
        UnitKind::Box(n) => ("box", n),
    };
    put(out, "{\"kind\":");
    quoted(out, kind);
    put(out, ",\"index\":");
    number(out, index);
    put(out, '}');
}

fn link(out: &mut String, link: &ChainLink, lines: Option<Symbols>) {
    put(out, "{\"from\":{");
    place(out, link.from);
    put(out, "},\"to\":{");
    place(out, link.to);
    put(out, "},\"strength\":");
    quoted(out, link.strength.name());
    if let Some(symbols) = lines {
        put(out, ",\"text\":");
        text(out, &link.text_in(symbols));
    }
    put(out, '}');
}

fn branch(out: &mut String, branch: &TracedBranch, symbols: Symbols) {
    put(out, "{\"premise\":{");
    place(out, branch.premise);
    put(out, "},\"holds\":");
    boolean(out, branch.end == BranchEnd::Shows);
    put(out, ",\"implications\":");
    list(out, &branch.implications, |out, i| {
        implication(out, i, symbols)
    });
    put(out, ",\"end\":");
    text(out, &branch.end.text_in(symbols));
    put(out, ",\"drawing\":");
    drawing(out, &branch.drawing, None);
    put(out, '}');
}

fn implication(out: &mut String, implication: &Implication, symbols: Symbols) {
    let (candidate, is) = match implication.fact {
        Fact::Is(cell, letter) => ((cell, letter), true),
        Fact::Not(cell, letter) => ((cell, letter), false),
    };
    put(out, '{');
    place(out, candidate);
    put(out, ",\"is\":");
    boolean(out, is);
    put(out, ",\"text\":");
    text(out, &implication.text_in(symbols));
    put(out, ",\"nested\":");
    list(out, &implication.nested, |out, b| branch(out, b, symbols));
    put(out, '}');
}

/// A line as a JSON string. The lines hold cells, units, letters, digits and words, but
/// quotes, backslashes and control characters are escaped all the same.
fn text(out: &mut String, line: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    put(out, '"');
    for c in line.chars() {
        match c {
            '"' => put(out, "\\\""),
            '\\' => put(out, "\\\\"),
            c if (c as u32) < 0x20 => {
                put(out, "\\u00");
                put(out, char::from(HEX[c as usize >> 4]));
                put(out, char::from(HEX[c as usize & 15]));
            }
            c => put(out, c),
        }
    }
    put(out, '"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_escaped_as_json_strings() {
        let mut out = String::new();
        text(&mut out, "R1C1 ≠ A \"x\" \\ \n");
        assert_eq!(out, "\"R1C1 ≠ A \\\"x\\\" \\\\ \\u000a\"");
    }
}
