//! Hexadoku's sentences in Rust: a hint's [`Message`]s written from the Fluent catalogues
//! in `words/<lang>/`, each letter in a board's set of symbols.
//!
//! The core says what a hint says as data (see the core's `hint::Message` and
//! docs/words.md); this crate holds the words. Each argument of a message is formatted
//! first, through the catalogue's shared messages (`cell`, `unit`, `units-of-kind`, the
//! lists, `removal`), technique names from their `technique-<id>` messages, and the
//! message is then asked for with those strings (numbers stay numbers, so that plural
//! rules apply). Every message is given `$symbols` too, the name of the set of symbols.
//!
//! There is a catalogue for each of [`Words::languages`]: English (`en`), German (`de`)
//! and Simplified Chinese (`zh-Hans`). A message a language lacks is written whole from
//! the English catalogue, its arguments too; [`Words::missing`] lists them.
//!
//! ```
//! use hexadoku::hint::Message;
//! use hexadoku::{Cell, Letter, Symbols, Unit};
//! use hexadoku_words::Words;
//!
//! let words = Words::english();
//! let message = Message::new("hidden-single-explain")
//!     .unit("unit", Unit::boxed(5))
//!     .letter("letter", Letter::E)
//!     .cell("cell", Cell::at(6, 5).unwrap());
//! assert_eq!(words.write(&message, Symbols::Letters), "In box 6, E fits only in R7C6.");
//! assert_eq!(words.write(&message, Symbols::Numbers), "In box 6, 5 fits only in R7C6.");
//! ```

use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentBundle, FluentError, FluentResource, FluentValue};
use fluent_syntax::ast;
use hexadoku::hint::{Elimination, Join, Message, Technique, Value};
use hexadoku::{CandidateSet, Cell, Symbols, Unit, UnitKind};
use std::sync::OnceLock;

/// A language's catalogue: its files, and how it writes a number's decimals.
struct Catalogue {
    /// Its name, a language identifier (BCP 47): `en`, `de`, `zh-Hans`.
    lang: &'static str,
    /// What separates a number's decimals: `.` (1.5) or `,` (German: 1,5).
    decimal: char,
    files: [&'static str; 6],
}

/// Each language's files, with the catalogue's messages a language lacks written from
/// English's.
macro_rules! files {
    ($lang:literal) => {
        [
            include_str!(concat!("../../../words/", $lang, "/shared.ftl")),
            include_str!(concat!("../../../words/", $lang, "/techniques.ftl")),
            include_str!(concat!("../../../words/", $lang, "/hints.ftl")),
            include_str!(concat!("../../../words/", $lang, "/lines.ftl")),
            include_str!(concat!("../../../words/", $lang, "/errors.ftl")),
            include_str!(concat!("../../../words/", $lang, "/cli.ftl")),
        ]
    };
}

/// The languages there are catalogues for, English first: the one every other falls
/// back on.
const CATALOGUES: [Catalogue; 3] = [
    Catalogue {
        lang: "en",
        decimal: '.',
        files: files!("en"),
    },
    Catalogue {
        lang: "de",
        decimal: ',',
        files: files!("de"),
    },
    Catalogue {
        lang: "zh-Hans",
        decimal: '.',
        files: files!("zh-Hans"),
    },
];

/// An argument of a message a front end says of its own (see [`Words::say`]): not a
/// hint's, so not the core's data.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    /// Text given as it is: a name, a core value, an error the core wrote.
    Text(&'a str),
    /// A count, for plural rules to select on; written with no grouping.
    Number(u64),
    /// A number written with exactly this many decimals (`2.50` for 2.5 with 2).
    Decimal(f64, usize),
}

/// A language's catalogue, ready to write messages in.
pub struct Words {
    lang: &'static str,
    bundle: Bundle,
    /// English's catalogue, which writes the messages the language lacks (none for
    /// English itself).
    fallback: Option<Box<Words>>,
    /// Each cell's, unit's and technique's words, written once, when first asked for (a
    /// forcing chain's lines name hundreds of cells), each with Fluent's errors.
    cells: OnceLock<Vec<Written<String>>>,
    units: OnceLock<Vec<Written<String>>>,
    techniques: OnceLock<Vec<Written<Forms>>>,
}

type Bundle = FluentBundle<FluentResource>;

/// Something written, with the errors met writing it.
type Written<T> = (T, Vec<String>);

/// The forms of a technique's name: its name (`None`), and each attribute by its name.
type Forms = Vec<(Option<String>, String)>;

impl Words {
    /// The English catalogue.
    pub fn english() -> Words {
        Words::new("en").expect("the English catalogue is built in")
    }

    /// The catalogue of the language `lang` (`en`, `de`, `zh-Hans`: one of
    /// [`Words::languages`], exactly), if there is one. Its numbers are written as Fluent
    /// writes them, with no grouping, but for the decimal separator of the language (a
    /// comma in German: 1,5), and its plural rules are the language's. A message it lacks
    /// is written from the English catalogue.
    ///
    /// # Panics
    ///
    /// If a built-in catalogue does not parse, or defines a message twice.
    pub fn new(lang: &str) -> Option<Words> {
        let catalogue = CATALOGUES.iter().find(|c| c.lang == lang)?;
        Some(Words::of(
            catalogue.lang,
            catalogue.decimal,
            &catalogue.files,
        ))
    }

    /// The catalogue of `files` in the language `lang`, English's for what it lacks.
    fn of(lang: &'static str, decimal: char, files: &[&str]) -> Words {
        let fallback = match CATALOGUES.first() {
            Some(english) if english.lang != lang => Some(Box::new(Words::of(
                english.lang,
                english.decimal,
                &english.files,
            ))),
            _ => None,
        };
        Words {
            lang,
            bundle: bundle(lang, decimal, files),
            fallback,
            cells: OnceLock::new(),
            units: OnceLock::new(),
            techniques: OnceLock::new(),
        }
    }

    /// The languages there are catalogues for, English first.
    pub fn languages() -> impl Iterator<Item = &'static str> {
        CATALOGUES.iter().map(|c| c.lang)
    }

    /// The catalogue's language: `en`, `de`, `zh-Hans`.
    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// The messages of the English catalogue this one lacks, and the attributes it lacks
    /// of those it has (`technique-x-wing.plural`), in the English catalogue's order:
    /// those are written in English. None for English.
    pub fn missing(&self) -> Vec<String> {
        let Some(english) = CATALOGUES.first().filter(|c| c.lang != self.lang) else {
            return Vec::new();
        };
        let mut missing = Vec::new();
        for file in english.files {
            let Ok(resource) = FluentResource::try_new(file.to_string()) else {
                continue;
            };
            for entry in resource.entries() {
                let ast::Entry::Message(message) = entry else {
                    continue;
                };
                let id = message.id.name;
                let Some(own) = self.bundle.get_message(id) else {
                    missing.push(id.to_string());
                    continue;
                };
                if message.value.is_some() && own.value().is_none() {
                    missing.push(format!("{id} (its value)"));
                }
                for attribute in &message.attributes {
                    if own.get_attribute(attribute.id.name).is_none() {
                        missing.push(format!("{id}.{}", attribute.id.name));
                    }
                }
            }
        }
        missing
    }

    /// The message written, its letters in `symbols`. A message the catalogue lacks is
    /// written by English's; one English's lacks too, or a variable the catalogue lacks,
    /// is written as Fluent writes it (its name in braces); see [`Words::try_write`].
    pub fn write(&self, message: &Message, symbols: Symbols) -> String {
        let mut errors = Vec::new();
        self.format(message, symbols, &mut errors)
    }

    /// The message written, its letters in `symbols`, or every error met on the way: a
    /// message, an attribute or a variable the catalogue lacks (a message written from
    /// English's catalogue included), or one it has but the message does not give.
    pub fn try_write(&self, message: &Message, symbols: Symbols) -> Result<String, Vec<String>> {
        let mut errors = Vec::new();
        let text = self.format(message, symbols, &mut errors);
        match errors.is_empty() {
            true => Ok(text),
            false => Err(errors),
        }
    }

    /// Whether the catalogue has the message `id`, or English's for it.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id) || self.fallback.as_ref().is_some_and(|en| en.has(id))
    }

    /// The technique's name, alone ("X-Wing", "naked pair").
    pub fn technique_name(&self, technique: Technique) -> String {
        let message = Message::new("technique-name").technique("technique", technique);
        self.write(&message, Symbols::Letters)
    }

    /// The message `id` of the catalogue, with `args`: a message a front end says of its
    /// own (the command-line tool's `cli-…`), not a hint's. A message the catalogue lacks
    /// is English's; one English's lacks too, or a variable the catalogue lacks, is
    /// written as Fluent writes it; see [`Words::try_say`].
    ///
    /// ```
    /// use hexadoku_words::{Arg, Words};
    ///
    /// let words = Words::english();
    /// let line = words.say("cli-puzzle-error", &[("puzzle", Arg::Number(3)), ("error", Arg::Text("no solution"))]);
    /// assert_eq!(line, "hexadoku: puzzle 3: no solution");
    /// ```
    pub fn say(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut errors = Vec::new();
        self.text(id, &fluent_args(args), &mut errors)
    }

    /// [`Words::say`], or every error met on the way: a message or a variable the
    /// catalogue lacks (a message written from English's catalogue included).
    pub fn try_say(&self, id: &str, args: &[(&str, Arg<'_>)]) -> Result<String, Vec<String>> {
        let mut errors = Vec::new();
        let text = self.text(id, &fluent_args(args), &mut errors);
        match errors.is_empty() {
            true => Ok(text),
            false => Err(errors),
        }
    }

    /// English's catalogue, if this one is not English's and lacks the message `id`
    /// (said in `errors`).
    fn falling_back(&self, id: &str, errors: &mut Vec<String>) -> Option<&Words> {
        let english = self.fallback.as_deref()?;
        let own = self
            .bundle
            .get_message(id)
            .is_some_and(|m| m.value().is_some());
        if own || !english.has(id) {
            return None;
        }
        errors.push(format!(
            "no message {id} in {}: written in English",
            self.lang
        ));
        Some(english)
    }

    /// The message `id` with `args`, errors added to `errors`.
    fn text(&self, id: &str, args: &FluentArgs, errors: &mut Vec<String>) -> String {
        if let Some(english) = self.falling_back(id, errors) {
            return english.text(id, args, errors);
        }
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            errors.push(format!("no message {id}"));
            return format!("{{{id}}}");
        };
        let mut fluent: Vec<FluentError> = Vec::new();
        let text = self.bundle.format_pattern(pattern, Some(args), &mut fluent);
        errors.extend(fluent.iter().map(|e| format!("{id}: {e}")));
        text.into_owned()
    }

    /// The message written, each argument first; a message the catalogue lacks is
    /// written whole by English's, its arguments too.
    fn format(&self, message: &Message, symbols: Symbols, errors: &mut Vec<String>) -> String {
        if let Some(english) = self.falling_back(message.id, errors) {
            return english.format(message, symbols, errors);
        }
        let mut args = FluentArgs::new();
        args.set("symbols", symbols.name());
        for (name, value) in &message.args {
            self.arg(&mut args, name, value, symbols, errors);
        }
        self.text(message.id, &args, errors)
    }

    /// Sets the variable `name` (and for a technique, one per form of its name) to
    /// `value` formatted.
    fn arg(
        &self,
        args: &mut FluentArgs,
        name: &'static str,
        value: &Value,
        symbols: Symbols,
        errors: &mut Vec<String>,
    ) {
        match value {
            Value::Number(n) => args.set(name, *n),
            Value::Seconds(time) => match seconds(*time).parse::<FluentNumber>() {
                Ok(number) => args.set(name, FluentValue::Number(number)),
                Err(_) => args.set(name, seconds(*time)),
            },
            Value::Technique(technique) => {
                for (form, text) in self.technique(*technique, errors) {
                    match form {
                        Some(form) => args.set(format!("{name}-{form}"), text),
                        None => args.set(name, text),
                    }
                }
            }
            _ => args.set(name, self.value(value, symbols, errors)),
        }
    }

    /// The forms of a technique's name: its name (`None`), and each attribute of its
    /// message by the attribute's name.
    fn technique(&self, technique: Technique, errors: &mut Vec<String>) -> Forms {
        let all = self.techniques.get_or_init(|| {
            let each = |t| {
                let mut errors = Vec::new();
                (self.technique_written(t, &mut errors), errors)
            };
            Technique::ALL.into_iter().map(each).collect()
        });
        let at = Technique::ALL.iter().position(|&t| t == technique);
        once_written(at.and_then(|i| all.get(i)), errors)
    }

    /// The forms of a technique's name, each from the catalogue's own message, or else
    /// from English's (said in `errors`).
    fn technique_written(&self, technique: Technique, errors: &mut Vec<String>) -> Forms {
        let id = format!("technique-{}", technique.id());
        let mut forms: Forms = Vec::new();
        if let Some(found) = self.bundle.get_message(&id) {
            let mut fluent = Vec::new();
            for attribute in found.attributes() {
                let text = self
                    .bundle
                    .format_pattern(attribute.value(), None, &mut fluent);
                forms.push((Some(attribute.id().to_string()), text.into_owned()));
            }
            if let Some(value) = found.value() {
                let text = self.bundle.format_pattern(value, None, &mut fluent);
                forms.push((None, text.into_owned()));
            }
            errors.extend(fluent.iter().map(|e| format!("{id}: {e}")));
        }
        // The forms the catalogue lacks, English's.
        if let Some(english) = self.fallback.as_deref() {
            for (form, text) in english.technique_written(technique, &mut Vec::new()) {
                if forms.iter().all(|(own, _)| *own != form) {
                    let name = form
                        .as_ref()
                        .map_or(id.clone(), |form| format!("{id}.{form}"));
                    errors.push(format!("no {name} in {}: written in English", self.lang));
                    forms.push((form, text));
                }
            }
        }
        if forms.is_empty() {
            errors.push(format!("no message {id}"));
            forms.push((None, format!("{{{id}}}")));
        }
        forms
    }

    /// An argument written as text.
    fn value(&self, value: &Value, symbols: Symbols, errors: &mut Vec<String>) -> String {
        match value {
            Value::Cell(cell) => self.cell(*cell, errors),
            Value::Letter(letter) => symbols.symbol(*letter).to_string(),
            Value::Unit(unit) => self.unit(*unit, errors),
            Value::Number(n) => n.to_string(),
            Value::Seconds(time) => seconds(*time),
            Value::Technique(technique) => self
                .technique(*technique, errors)
                .into_iter()
                .find_map(|(form, text)| form.is_none().then_some(text))
                .unwrap_or_default(),
            Value::Cells(cells, join) => {
                let items: Vec<String> = cells.iter().map(|&c| self.cell(c, errors)).collect();
                self.list(items, *join, errors)
            }
            Value::Letters(letters, join) => self.letters(*letters, *join, symbols, errors),
            Value::Units(units, join) => self.units(units, *join, errors),
            Value::Removals(eliminations) => self.removals(eliminations, symbols, errors),
            Value::Message(message) => self.format(message, symbols, errors),
            Value::Messages(messages, join) => {
                let items: Vec<String> = messages
                    .iter()
                    .map(|m| self.format(m, symbols, errors))
                    .collect();
                self.list(items, *join, errors)
            }
            Value::Word(word) => (*word).to_string(),
            Value::Text(text) => text.clone(),
        }
    }

    fn cell(&self, cell: Cell, errors: &mut Vec<String>) -> String {
        let all = self.cells.get_or_init(|| {
            let each = |cell: Cell| {
                let mut errors = Vec::new();
                let mut args = FluentArgs::new();
                args.set("row", cell.row() + 1);
                args.set("col", cell.col() + 1);
                (self.text("cell", &args, &mut errors), errors)
            };
            Cell::all().map(each).collect()
        });
        once_written(all.get(cell.index()), errors)
    }

    fn unit(&self, unit: Unit, errors: &mut Vec<String>) -> String {
        let all = self.units.get_or_init(|| {
            let each = |unit: Unit| {
                let (kind, n) = kind_and_number(unit);
                let mut errors = Vec::new();
                let mut args = FluentArgs::new();
                args.set("kind", kind);
                args.set("n", n + 1);
                (self.text("unit", &args, &mut errors), errors)
            };
            Unit::all().map(each).collect()
        });
        once_written(all.get(unit.index()), errors)
    }

    fn letters(
        &self,
        letters: CandidateSet,
        join: Join,
        symbols: Symbols,
        errors: &mut Vec<String>,
    ) -> String {
        let items = letters
            .into_iter()
            .map(|l| symbols.symbol(l).to_string())
            .collect();
        self.list(items, join, errors)
    }

    /// `rows 2, 5 and 9` when the units are of one kind (their numbers a list like any
    /// other), else `row 3 or box 1`, a list of words ([`WORD_LISTS`]).
    fn units(&self, units: &[Unit], join: Join, errors: &mut Vec<String>) -> String {
        let kind = |u: &Unit| kind_and_number(*u).0;
        let one_kind = units
            .iter()
            .all(|u| units.first().map(kind) == Some(kind(u)));
        match units.first() {
            Some(first) if units.len() > 1 && one_kind => {
                let numbers = units
                    .iter()
                    .map(|&u| (kind_and_number(u).1 + 1).to_string())
                    .collect();
                let mut args = FluentArgs::new();
                args.set("kind", kind(first));
                args.set("numbers", self.list(numbers, join, errors));
                self.text("units-of-kind", &args, errors)
            }
            _ => {
                let items = units.iter().map(|&u| self.unit(u, errors)).collect();
                self.joined(items, join, &WORD_LISTS, errors)
            }
        }
    }

    /// `C and D from R3C1, and K from R3C9 and R3C12`: the letters each cell loses, cells
    /// losing the same letters together, in the order they first come.
    fn removals(
        &self,
        eliminations: &[Elimination],
        symbols: Symbols,
        errors: &mut Vec<String>,
    ) -> String {
        let mut groups: Vec<CandidateSet> = Vec::new();
        for e in eliminations {
            if !groups.contains(&e.letters) {
                groups.push(e.letters);
            }
        }
        let mut text = String::new();
        for (i, &letters) in groups.iter().enumerate() {
            let cells: Vec<String> = eliminations
                .iter()
                .filter(|e| e.letters == letters)
                .map(|e| self.cell(e.cell, errors))
                .collect();
            let mut args = FluentArgs::new();
            args.set("letters", self.letters(letters, Join::And, symbols, errors));
            args.set("cells", self.list(cells, Join::And, errors));
            let group = self.text("removal", &args, errors);
            text = match i {
                0 => group,
                _ if i + 1 == groups.len() => {
                    self.pair("removals-last", "last", text, group, errors)
                }
                _ => self.pair("list-comma", "next", text, group, errors),
            };
        }
        text
    }

    /// The items joined: each item to the list so far by `list-comma` (`list-semicolon`,
    /// `list-then`), the last by `list-and` or `list-or` for those joins.
    fn list(&self, items: Vec<String>, join: Join, errors: &mut Vec<String>) -> String {
        self.joined(items, join, &LISTS, errors)
    }

    /// The items joined as [`Words::list`] joins them, but the last of an `and` or an
    /// `or` list by `last_by`'s message.
    fn joined(
        &self,
        items: Vec<String>,
        join: Join,
        last_by: &LastItem,
        errors: &mut Vec<String>,
    ) -> String {
        let count = items.len();
        let mut items = items.into_iter().enumerate();
        let Some((_, mut text)) = items.next() else {
            return String::new();
        };
        for (i, item) in items {
            let last = i + 1 == count;
            text = match join {
                Join::And if last => self.pair(last_by.and, "last", text, item, errors),
                Join::Or if last => self.pair(last_by.or, "last", text, item, errors),
                Join::Semicolon => self.pair("list-semicolon", "next", text, item, errors),
                Join::Then => self.pair("list-then", "next", text, item, errors),
                _ => self.pair("list-comma", "next", text, item, errors),
            };
        }
        text
    }

    /// The message `id` joining `init`, the list so far, and its next item, `name`d.
    fn pair(
        &self,
        id: &str,
        name: &'static str,
        init: String,
        item: String,
        errors: &mut Vec<String>,
    ) -> String {
        let mut args = FluentArgs::new();
        args.set("init", init);
        args.set(name, item);
        self.text(id, &args, errors)
    }
}

/// The messages that add the last item of an `and` list and of an `or` list.
struct LastItem {
    and: &'static str,
    or: &'static str,
}

/// A list's: `list-and`, `list-or`.
const LISTS: LastItem = LastItem {
    and: "list-and",
    or: "list-or",
};

/// A list's whose items are words of the language, not names written in symbols or
/// digits (cells, letters, numbers): units of different kinds, `row 3 or box 1`. A
/// language may join them otherwise: Chinese sets no space between words,
/// `第 3 行或第 1 宫`, but does around a cell or a letter, `R3C2 或 R3C3`.
const WORD_LISTS: LastItem = LastItem {
    and: "list-and-words",
    or: "list-or-words",
};

/// A bundle of the catalogue's files, in its language: no isolation marks, and its
/// decimal separator.
///
/// # Panics
///
/// If a file does not parse, or defines a message twice.
fn bundle(lang: &str, decimal: char, files: &[&str]) -> Bundle {
    let locale = lang.parse().expect("a language identifier");
    let mut bundle = FluentBundle::new(vec![locale]);
    bundle.set_use_isolating(false);
    if decimal == ',' {
        bundle.set_formatter(Some(|value, _| match value {
            FluentValue::Number(number) => Some(number.as_string().replace('.', ",")),
            _ => None,
        }));
    }
    for file in files {
        let resource = FluentResource::try_new(file.to_string())
            .unwrap_or_else(|(_, errors)| panic!("the {lang} catalogue: {errors:?}"));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("the {lang} catalogue: {errors:?}"));
    }
    bundle
}

/// A front end's arguments as Fluent's: numbers stay numbers (a count too large for a
/// float to hold exactly is given as text, its digits kept).
fn fluent_args<'a>(args: &'a [(&str, Arg<'_>)]) -> FluentArgs<'a> {
    let mut fluent = FluentArgs::new();
    for (name, arg) in args {
        match *arg {
            Arg::Text(text) => fluent.set(*name, text),
            Arg::Number(n) if n <= 1 << f64::MANTISSA_DIGITS => fluent.set(*name, n),
            Arg::Number(n) => fluent.set(*name, n.to_string()),
            Arg::Decimal(value, digits) => {
                let text = format!("{value:.digits$}");
                match text.parse::<FluentNumber>() {
                    Ok(number) => fluent.set(*name, FluentValue::Number(number)),
                    Err(_) => fluent.set(*name, text),
                }
            }
        }
    }
    fluent
}

/// What was written once, its errors added to `errors` each time it is used.
fn once_written<T: Clone + Default>(written: Option<&Written<T>>, errors: &mut Vec<String>) -> T {
    match written {
        Some((text, met)) => {
            errors.extend(met.iter().cloned());
            text.clone()
        }
        None => T::default(),
    }
}

/// `row`, `column` or `box`, and the unit's number among them, from 0.
fn kind_and_number(unit: Unit) -> (&'static str, usize) {
    match unit.kind() {
        UnitKind::Row(n) => ("row", n),
        UnitKind::Column(n) => ("column", n),
        UnitKind::Box(n) => ("box", n),
    }
}

/// A time in seconds, with at least one decimal and no trailing zero after it: `2.0`,
/// `1.5`, `1.005`.
fn seconds(time: std::time::Duration) -> String {
    let text = format!("{}.{:03}", time.as_secs(), time.subsec_millis());
    let trimmed = text.trim_end_matches('0');
    match trimmed.ends_with('.') {
        true => format!("{trimmed}0"),
        false => trimmed.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadoku::Letter;

    /// A German catalogue lacking most of the messages, and one form of a technique's name.
    const SCANT: &str = "
cell = Z{ $row }S{ $col }
hidden-single-explain = In { $unit } passt { $letter } nur in { $cell }.
look-for = Suche { $technique-a }, zwei { $technique-plural }.
technique-x-wing = X-Wing
    .a = ein X-Wing
    .title = X-Wing
    .a-title = Ein X-Wing
";

    #[test]
    fn a_message_a_language_lacks_is_written_in_english() {
        let words = Words::of("de", ',', &[SCANT]);
        let message = Message::new("hidden-single-explain")
            .unit("unit", Unit::boxed(5))
            .letter("letter", Letter::E)
            .cell("cell", Cell::at(6, 5).expect("a cell"));
        // Its own message, with English's `unit` inside.
        assert_eq!(
            words.write(&message, Symbols::Letters),
            "In box 6 passt E nur in Z7S6."
        );
        let errors = words.try_write(&message, Symbols::Letters).unwrap_err();
        assert_eq!(errors, ["no message unit in de: written in English"]);
        let complete = Message::new("hint-complete");
        assert_eq!(
            words.write(&complete, Symbols::Letters),
            "The grid is complete."
        );
        assert!(words.has("hint-complete") && !words.has("no-such-message"));
        assert_eq!(
            words.write(&Message::new("no-such-message"), Symbols::Letters),
            "{no-such-message}"
        );
        // A form of a name it lacks is English's, the others its own.
        assert_eq!(words.technique_name(Technique::XWing), "X-Wing");
        let look = Message::new("look-for").technique("technique", Technique::XWing);
        assert_eq!(
            words.try_write(&look, Symbols::Letters),
            Err(vec![
                "no technique-x-wing.plural in de: written in English".to_string()
            ])
        );
        assert_eq!(
            words.write(&look, Symbols::Letters),
            "Suche ein X-Wing, zwei X-Wings."
        );
        let missing = words.missing();
        assert!(
            missing.contains(&"technique-x-wing.plural".to_string()),
            "{missing:?}"
        );
        assert!(
            missing.contains(&"hint-complete".to_string()),
            "{missing:?}"
        );
        assert!(!missing
            .iter()
            .any(|m| m == "cell" || m == "technique-x-wing"));
        assert!(!missing.iter().any(|m| m.starts_with("technique-x-wing.a")));
        assert!(Words::english().missing().is_empty());
    }

    #[test]
    fn plural_rules_are_the_languages() {
        let catalogue = "count = { $n ->\n    [one] one\n   *[other] other\n}";
        let say =
            |lang, n| Words::of(lang, '.', &[catalogue]).say("count", &[("n", Arg::Number(n))]);
        assert_eq!(say("en", 1), "one");
        assert_eq!(say("de", 1), "one");
        assert_eq!(say("de", 0), "other");
        // Chinese has no plural forms: 1 is `other` too.
        assert_eq!(say("zh-Hans", 1), "other");
    }
}
