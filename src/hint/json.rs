//! A hint as JSON text, in the shape www/engine.d.ts declares (`HintResult`, its step's
//! `HintDrawing` included): the WebAssembly API's `hint` answer and each line of
//! `hexadoku hint --json`, written in one place, a step with its rating when asked
//! (`rated`); and so the path from a board (`hexadoku explain --json`) and a grade
//! (`grade`), whose steps are written as a hint's. A forcing chain's drawing holds
//! hundreds of objects (each implication of each branch, nested branches inside, each
//! with its drawing): as one text, parsed once on the other side, it crosses into
//! JavaScript in one go rather than a property at a time.
//!
//! Rows, columns and unit indices count from 0; letters are "A".."P"; `role` and `fate`
//! are null when the candidate has none. The sentences and lines (`explanation`,
//! `vague`, `concrete`, links' and implications' `text`, branches' `end`) are written as
//! [`Sentences`] says: as strings by a writer in a language and a set of symbols, or as
//! their messages, data (see docs/words.md for the encoding).

use super::answer::Hint;
use super::drawing::parts::{
    BranchEnd, Candidate, ChainLink, Drawing, Fact, Implication, TracedBranch,
};
use super::model::marks::Marks;
use super::model::step::Technique;
use super::model::step::{Placement, Step};
use super::path::SolvingPath;
use super::techniques::ladder::step_rating;
use super::techniques::length::rated;
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::generate::grade::Grade;
use crate::letter::Letter;
use crate::message::{Message, Value};
use crate::unit::{Unit, UnitKind};

/// How a hint's sentences go into its JSON.
#[derive(Clone, Copy)]
pub enum Sentences<'a> {
    /// Each message written by this writer, as a string (the command-line tool's JSON).
    /// The step's `technique` is written by it too, as the message `technique-name`.
    Written(&'a dyn Fn(&Message) -> String),
    /// Each message as data, an object `{"id":…,"args":{…}}`, for the front end to write
    /// (see docs/words.md); the step's `technique` is its identifier.
    AsData,
}

impl Hint {
    /// The hint as JSON text (engine.d.ts's `HintResult`): a step, or why there is none;
    /// its sentences as `sentences` says. A step is drawn on `drawn_on`, the marks it was
    /// found on; with None its `drawing` is null, and the answer costs no more than
    /// finding the step (a forcing chain's tracing is most of its drawing's cost).
    pub fn to_json(&self, drawn_on: Option<&Marks>, sentences: Sentences) -> String {
        self.to_rated_json(drawn_on, None, sentences)
    }

    /// The hint as [`Hint::to_json`] writes it, a step with its `rating` too when
    /// `rated_on`, the marks it was found on, is given: rated as a logical path rates it
    /// ([`crate::hint::logical_path`]), a forcing chain measured by tracing its branches
    /// on them, which costs about what its drawing does. The engine's solving path is
    /// made of hints rated so.
    pub fn to_rated_json(
        &self,
        drawn_on: Option<&Marks>,
        rated_on: Option<&Marks>,
        sentences: Sentences,
    ) -> String {
        let mut out = String::new();
        match self {
            Hint::Complete => put(&mut out, "{\"status\":\"complete\""),
            // Rated, the step is the path's: a contradiction the easiest on the board.
            Hint::Step(step) => match rated_on {
                Some(marks) => self::step(
                    &mut out,
                    &rated(step.clone(), marks),
                    drawn_on,
                    true,
                    sentences,
                ),
                None => self::step(&mut out, step, drawn_on, false, sentences),
            },
            Hint::NoSolution { wrong, .. } => {
                explained(&mut out, "none", self, sentences);
                put(&mut out, ",\"wrong\":");
                list(&mut out, wrong, |out, p| position(out, p.cell));
            }
            Hint::Ambiguous => explained(&mut out, "multiple", self, sentences),
            Hint::LostLetters { lost } => {
                explained(&mut out, "lost", self, sentences);
                put(&mut out, ",\"lost\":");
                placements(&mut out, lost);
            }
        }
        put(&mut out, '}');
        out
    }
}

impl SolvingPath {
    /// The path as JSON text (engine.d.ts's `PathResult`): `{"status":"path","steps":
    /// […],"hardest":I,"grade":{…}}`, each step as a hint's is but with its `rating` and
    /// without a drawing, `hardest` the index of the hardest step, and the grade as
    /// [`Grade::to_json`] writes it; or, with no path, the hint's answer (`complete`,
    /// `none`, `lost`, `multiple`), `multiple` too for letters with several solutions.
    /// Its sentences and techniques as `sentences` says.
    pub fn to_json(&self, sentences: Sentences) -> String {
        let (steps, grade, hardest) = match self {
            SolvingPath::Steps {
                steps,
                grade,
                hardest,
            } => (steps, grade, *hardest),
            SolvingPath::SeveralSolutions => {
                let mut out = String::new();
                put(&mut out, "{\"status\":\"multiple\",\"explanation\":");
                sentence(&mut out, &Message::new("path-several-solutions"), sentences);
                put(&mut out, '}');
                return out;
            }
            SolvingPath::NoStep(hint) => return hint.to_json(None, sentences),
        };
        let mut out = String::new();
        put(&mut out, "{\"status\":\"path\",\"steps\":");
        list(&mut out, steps, |out, step| {
            put(out, '{');
            rating_field(out, step_rating(step));
            step_fields(out, step, sentences);
            put(out, '}');
        });
        put(&mut out, ",\"hardest\":");
        count(&mut out, hardest as u64);
        put(&mut out, ",\"grade\":");
        grade.write(&mut out, sentences);
        put(&mut out, '}');
        out
    }
}

impl Grade {
    /// The grade as JSON text (engine.d.ts's `GradeResult`): `{"rating":R,"difficulty":
    /// "hard","hardest":T,"logicOnly":B,"steps":[{"technique":T,"count":N},…]}`, its
    /// techniques by identifier, or by name written as `sentences` says.
    pub fn to_json(&self, sentences: Sentences) -> String {
        let mut out = String::new();
        self.write(&mut out, sentences);
        out
    }

    fn write(&self, out: &mut String, sentences: Sentences) {
        put(out, "{\"rating\":");
        rating(out, self.rating);
        put(out, ",\"difficulty\":");
        quoted(out, self.difficulty.name());
        put(out, ",\"hardest\":");
        technique_name(out, self.hardest, sentences);
        put(out, ",\"logicOnly\":");
        boolean(out, self.logic_only());
        put(out, ",\"steps\":");
        list(out, &self.steps, |out, &(technique, n)| {
            put(out, "{\"technique\":");
            technique_name(out, technique, sentences);
            put(out, ",\"count\":");
            count(out, n as u64);
            put(out, '}');
        });
        put(out, '}');
    }
}

impl Drawing {
    /// The drawing as JSON text (engine.d.ts's `HintDrawing`), its lines as `sentences`
    /// says.
    pub fn to_json(&self, sentences: Sentences) -> String {
        let mut out = String::new();
        drawing(&mut out, self, Some(sentences));
        out
    }
}

// Each piece is written by hand, with no formatting machinery: at every piece it would
// weigh on the WebAssembly module.

/// A drawing; its links' lines as `lines` says, or none (a branch's drawing, whose links
/// its implications read: the lines would double a long branch's text).
fn drawing(out: &mut String, drawing: &Drawing, lines: Option<Sentences>) {
    let sentences = lines.unwrap_or(Sentences::AsData);
    put(out, "{\"candidates\":");
    list(out, &drawing.candidates, candidate);
    put(out, ",\"units\":");
    list(out, &drawing.units, |out, &u| unit(out, u));
    put(out, ",\"links\":");
    list(out, &drawing.links, |out, l| link(out, l, lines));
    put(out, ",\"branches\":");
    list(out, &drawing.branches, |out, b| branch(out, b, sentences));
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
fn explained(out: &mut String, status: &str, hint: &Hint, sentences: Sentences) {
    put(out, "{\"status\":");
    quoted(out, status);
    put(out, ",\"explanation\":");
    sentence(out, &hint.explanation(), sentences);
}

/// A step as data in letters A–P, its three sentences as `sentences` says, its rating
/// if `rated` (a rated step's, length.rs's `rated`), and its drawing on `drawn_on`, or null
/// (engine.d.ts's `Step`; left open).
fn step(
    out: &mut String,
    step: &Step,
    drawn_on: Option<&Marks>,
    rated: bool,
    sentences: Sentences,
) {
    put(out, "{\"status\":\"step\",");
    if rated {
        rating_field(out, step_rating(step));
    }
    step_fields(out, step, sentences);
    put(out, ",\"drawing\":");
    match drawn_on {
        Some(marks) => drawing(out, &step.drawing(marks), Some(sentences)),
        None => put(out, "null"),
    }
}

/// `"rating":R,`: a step's rating, a rated hint's and a path step's, before its fields.
fn rating_field(out: &mut String, value: f32) {
    put(out, "\"rating\":");
    rating(out, value);
    put(out, ',');
}

/// A step's fields, a hint's and a path's: `"technique":…` to `"concrete":…`.
fn step_fields(out: &mut String, step: &Step, sentences: Sentences) {
    put(out, "\"technique\":");
    technique_name(out, step.technique, sentences);
    put(out, ",\"placements\":");
    placements(out, &step.placements);
    put(out, ",\"eliminations\":");
    list(out, &step.eliminations, removal);
    put(out, ",\"cells\":");
    list(out, &step.cells(), |out, &cell| position(out, cell));
    put(out, ",\"units\":");
    list(out, &step.units(), |out, &u| unit(out, u));
    put(out, ",\"letters\":");
    letters(out, step.letters());
    put(out, ",\"explanation\":");
    sentence(out, &step.explanation(), sentences);
    put(out, ",\"vague\":");
    sentence(out, &step.vague(), sentences);
    put(out, ",\"concrete\":");
    sentence(out, &step.concrete(), sentences);
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

/// Letters in quotes, in order: `"BFK"`.
fn letters(out: &mut String, letters: CandidateSet) {
    put(out, '"');
    for letter in letters.iter() {
        put(out, letter.to_char());
    }
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

fn link(out: &mut String, link: &ChainLink, lines: Option<Sentences>) {
    put(out, "{\"from\":{");
    place(out, link.from);
    put(out, "},\"to\":{");
    place(out, link.to);
    put(out, "},\"strength\":");
    quoted(out, link.strength.name());
    if let Some(sentences) = lines {
        put(out, ",\"text\":");
        sentence(out, &link.message(), sentences);
    }
    put(out, '}');
}

fn branch(out: &mut String, branch: &TracedBranch, sentences: Sentences) {
    put(out, "{\"premise\":{");
    place(out, branch.premise);
    put(out, "},\"holds\":");
    boolean(out, branch.end == BranchEnd::Shows);
    put(out, ",\"implications\":");
    list(out, &branch.implications, |out, i| {
        implication(out, i, sentences)
    });
    put(out, ",\"end\":");
    sentence(out, &branch.end.message(), sentences);
    put(out, ",\"drawing\":");
    drawing(out, &branch.drawing, None);
    put(out, '}');
}

fn implication(out: &mut String, implication: &Implication, sentences: Sentences) {
    let (candidate, is) = match implication.fact {
        Fact::Is(cell, letter) => ((cell, letter), true),
        Fact::Not(cell, letter) => ((cell, letter), false),
    };
    put(out, '{');
    place(out, candidate);
    put(out, ",\"is\":");
    boolean(out, is);
    put(out, ",\"text\":");
    sentence(out, &implication.message(), sentences);
    put(out, ",\"nested\":");
    list(out, &implication.nested, |out, b| branch(out, b, sentences));
    put(out, '}');
}

/// A message, as a string written by the writer or as data.
fn sentence(out: &mut String, message: &Message, sentences: Sentences) {
    match sentences {
        Sentences::Written(write) => text(out, &write(message)),
        Sentences::AsData => self::message(out, message),
    }
}

/// The technique's name, written, or its identifier.
fn technique_name(out: &mut String, technique: Technique, sentences: Sentences) {
    match sentences {
        Sentences::Written(write) => text(
            out,
            &write(&Message::new("technique-name").technique("technique", technique)),
        ),
        Sentences::AsData => quoted(out, technique.id()),
    }
}

impl Message {
    /// The message as JSON data, as [`Sentences::AsData`] writes it:
    /// `{"id":"…","args":{"name":VALUE,…}}` (docs/words.md says how each value is
    /// encoded). The WebAssembly module's errors carry their message so.
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        message(&mut out, self);
        out
    }
}

/// `{"id":"…","args":{"name":VALUE,…}}`.
fn message(out: &mut String, message: &Message) {
    put(out, "{\"id\":");
    quoted(out, message.id);
    put(out, ",\"args\":{");
    for (i, (name, value)) in message.args.iter().enumerate() {
        if i > 0 {
            put(out, ',');
        }
        quoted(out, name);
        put(out, ':');
        self::value(out, value);
    }
    put(out, "}}");
}

/// One argument: `{"cell":I}` (the cell's index, `row * 16 + col`), `{"letter":"D"}`,
/// `{"unit":U}` (the unit's index: rows 0–15, columns 16–31, boxes 32–47),
/// `{"number":N}`, `{"seconds":S}`, `{"technique":"x-wing"}`, `{"cells":[I,…],"join":J}`,
/// `{"letters":"BFK","join":J}`, `{"units":[U,…],"join":J}`,
/// `{"removals":[{"cell":I,"letters":"CD"},…]}`, `{"message":M}`,
/// `{"messages":[…],"join":J}`, `{"word":"row"}` or `{"text":"…"}`.
fn value(out: &mut String, value: &Value) {
    let kind = match value {
        Value::Cell(_) => "cell",
        Value::Letter(_) => "letter",
        Value::Unit(_) => "unit",
        Value::Number(_) => "number",
        Value::Seconds(_) => "seconds",
        Value::Technique(_) => "technique",
        Value::Cells(..) => "cells",
        Value::Letters(..) => "letters",
        Value::Units(..) => "units",
        Value::Removals(_) => "removals",
        Value::Message(_) => "message",
        Value::Messages(..) => "messages",
        Value::Word(_) => "word",
        Value::Text(_) => "text",
    };
    put(out, '{');
    quoted(out, kind);
    put(out, ':');
    let join = match value {
        Value::Cell(cell) => {
            count(out, cell.index() as u64);
            None
        }
        Value::Letter(letter) => {
            put(out, '"');
            put(out, letter.to_char());
            put(out, '"');
            None
        }
        Value::Unit(u) => {
            count(out, u.index() as u64);
            None
        }
        Value::Number(n) => {
            count(out, *n as u64);
            None
        }
        Value::Seconds(time) => {
            count(out, time.as_secs());
            let mut millis = time.subsec_millis();
            if millis > 0 {
                put(out, '.');
                let mut digits = 3;
                while millis % 10 == 0 {
                    millis /= 10;
                    digits -= 1;
                }
                for place in (0..digits).rev() {
                    put(
                        out,
                        char::from(b'0' + (millis / 10u32.pow(place) % 10) as u8),
                    );
                }
            }
            None
        }
        Value::Technique(technique) => {
            quoted(out, technique.id());
            None
        }
        Value::Cells(cells, join) => {
            list(out, cells, |out, &cell| count(out, cell.index() as u64));
            Some(*join)
        }
        Value::Letters(letters, join) => {
            self::letters(out, *letters);
            Some(*join)
        }
        Value::Units(units, join) => {
            list(out, units, |out, &u| count(out, u.index() as u64));
            Some(*join)
        }
        Value::Removals(eliminations) => {
            list(out, eliminations, removal_said);
            None
        }
        Value::Message(m) => {
            message(out, m);
            None
        }
        Value::Messages(messages, join) => {
            list(out, messages, message);
            Some(*join)
        }
        Value::Word(word) => {
            quoted(out, word);
            None
        }
        Value::Text(shown) => {
            text(out, shown);
            None
        }
    };
    if let Some(join) = join {
        put(out, ",\"join\":");
        quoted(out, join.name());
    }
    put(out, '}');
}

/// `{"row":R,"col":C,"letters":"CD"}`: a cell and the letters it loses, as a step's
/// `eliminations` list it.
fn removal(out: &mut String, e: &super::model::step::Elimination) {
    put(out, '{');
    at(out, e.cell);
    put(out, ",\"letters\":");
    letters(out, e.letters);
    put(out, '}');
}

/// `{"cell":I,"letters":"CD"}`: a cell and the letters it loses, as a message's
/// removals list them.
fn removal_said(out: &mut String, e: &super::model::step::Elimination) {
    put(out, "{\"cell\":");
    count(out, e.cell.index() as u64);
    put(out, ",\"letters\":");
    letters(out, e.letters);
    put(out, '}');
}

/// A rating on the Sudoku Explainer scale, to its tenth: `6.6`.
fn rating(out: &mut String, rating: f32) {
    // Ratings are whole tenths; a half added rounds (a call of `round` would weigh more).
    let tenths = (rating * 10.0 + 0.5) as u64;
    count(out, tenths / 10);
    put(out, '.');
    count(out, tenths % 10);
}

/// A whole number, in digits.
fn count(out: &mut String, n: u64) {
    if n >= 10 {
        count(out, n / 10);
    }
    put(out, char::from(b'0' + (n % 10) as u8));
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
