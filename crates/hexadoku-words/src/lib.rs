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
use hexadoku::hint::{Elimination, Join, Message, Technique, Value};
use hexadoku::{CandidateSet, Cell, Symbols, Unit, UnitKind};
use std::sync::OnceLock;

/// The languages there are catalogues for, and each one's files.
const CATALOGUES: [(&str, &[&str]); 1] = [(
    "en",
    &[
        include_str!("../../../words/en/shared.ftl"),
        include_str!("../../../words/en/techniques.ftl"),
        include_str!("../../../words/en/hints.ftl"),
        include_str!("../../../words/en/lines.ftl"),
        include_str!("../../../words/en/errors.ftl"),
        include_str!("../../../words/en/cli.ftl"),
    ],
)];

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
    bundle: FluentBundle<FluentResource>,
    /// Each cell's, unit's and technique's words, written once, when first asked for (a
    /// forcing chain's lines name hundreds of cells), each with Fluent's errors.
    cells: OnceLock<Vec<Written<String>>>,
    units: OnceLock<Vec<Written<String>>>,
    techniques: OnceLock<Vec<Written<Forms>>>,
}

/// Something written, with the errors met writing it.
type Written<T> = (T, Vec<String>);

/// The forms of a technique's name: its name (`None`), and each attribute by its name.
type Forms = Vec<(Option<String>, String)>;

impl Words {
    /// The English catalogue.
    pub fn english() -> Words {
        Words::new("en").expect("the English catalogue is built in")
    }

    /// The catalogue of the language `lang` (`en`), if there is one.
    ///
    /// # Panics
    ///
    /// If a built-in catalogue does not parse, or defines a message twice.
    pub fn new(lang: &str) -> Option<Words> {
        let (_, files) = CATALOGUES.iter().find(|(name, _)| *name == lang)?;
        let locale = lang.parse().expect("a language identifier");
        let mut bundle = FluentBundle::new(vec![locale]);
        bundle.set_use_isolating(false);
        for file in *files {
            let resource = FluentResource::try_new((*file).to_string())
                .unwrap_or_else(|(_, errors)| panic!("the {lang} catalogue: {errors:?}"));
            bundle
                .add_resource(resource)
                .unwrap_or_else(|errors| panic!("the {lang} catalogue: {errors:?}"));
        }
        Some(Words {
            bundle,
            cells: OnceLock::new(),
            units: OnceLock::new(),
            techniques: OnceLock::new(),
        })
    }

    /// The languages there are catalogues for.
    pub fn languages() -> impl Iterator<Item = &'static str> {
        CATALOGUES.iter().map(|(lang, _)| *lang)
    }

    /// The message written, its letters in `symbols`. A message or variable the catalogue
    /// lacks is written as Fluent writes it (its name in braces); see
    /// [`Words::try_write`].
    pub fn write(&self, message: &Message, symbols: Symbols) -> String {
        let mut errors = Vec::new();
        self.format(message, symbols, &mut errors)
    }

    /// The message written, its letters in `symbols`, or every error met on the way: a
    /// message, an attribute or a variable the catalogue lacks, or one it has but the
    /// message does not give.
    pub fn try_write(&self, message: &Message, symbols: Symbols) -> Result<String, Vec<String>> {
        let mut errors = Vec::new();
        let text = self.format(message, symbols, &mut errors);
        match errors.is_empty() {
            true => Ok(text),
            false => Err(errors),
        }
    }

    /// Whether the catalogue has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The technique's name, alone ("X-Wing", "naked pair").
    pub fn technique_name(&self, technique: Technique) -> String {
        let message = Message::new("technique-name").technique("technique", technique);
        self.write(&message, Symbols::Letters)
    }

    /// The message `id` of the catalogue, with `args`: a message a front end says of its
    /// own (the command-line tool's `cli-…`), not a hint's. A message or variable the
    /// catalogue lacks is written as Fluent writes it; see [`Words::try_say`].
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
    /// catalogue lacks.
    pub fn try_say(&self, id: &str, args: &[(&str, Arg<'_>)]) -> Result<String, Vec<String>> {
        let mut errors = Vec::new();
        let text = self.text(id, &fluent_args(args), &mut errors);
        match errors.is_empty() {
            true => Ok(text),
            false => Err(errors),
        }
    }

    /// The message `id` with `args`, errors added to `errors`.
    fn text(&self, id: &str, args: &FluentArgs, errors: &mut Vec<String>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            errors.push(format!("no message {id}"));
            return format!("{{{id}}}");
        };
        let mut fluent: Vec<FluentError> = Vec::new();
        let text = self.bundle.format_pattern(pattern, Some(args), &mut fluent);
        errors.extend(fluent.iter().map(|e| format!("{id}: {e}")));
        text.into_owned()
    }

    fn format(&self, message: &Message, symbols: Symbols, errors: &mut Vec<String>) -> String {
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

    fn technique_written(&self, technique: Technique, errors: &mut Vec<String>) -> Forms {
        let id = format!("technique-{}", technique.id());
        let Some(found) = self.bundle.get_message(&id) else {
            errors.push(format!("no message {id}"));
            return vec![(None, format!("{{{id}}}"))];
        };
        let mut fluent = Vec::new();
        let mut forms: Forms = found
            .attributes()
            .map(|attribute| {
                let text = self
                    .bundle
                    .format_pattern(attribute.value(), None, &mut fluent);
                (Some(attribute.id().to_string()), text.into_owned())
            })
            .collect();
        if let Some(value) = found.value() {
            let text = self.bundle.format_pattern(value, None, &mut fluent);
            forms.push((None, text.into_owned()));
        }
        errors.extend(fluent.iter().map(|e| format!("{id}: {e}")));
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

    /// `rows 2, 5 and 9` when the units are of one kind, else `row 3 or box 1`.
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
                self.list(items, join, errors)
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
        let count = items.len();
        let mut items = items.into_iter().enumerate();
        let Some((_, mut text)) = items.next() else {
            return String::new();
        };
        for (i, item) in items {
            let last = i + 1 == count;
            text = match join {
                Join::And if last => self.pair("list-and", "last", text, item, errors),
                Join::Or if last => self.pair("list-or", "last", text, item, errors),
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
