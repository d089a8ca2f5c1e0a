//! Every message the core can give is in the catalogues, with the variables it is given:
//! whole solves of generated puzzles, every technique asked on every board of them, each
//! step's three levels and its drawing's lines, and every answer that is no step, each
//! written in every language and every set of symbols with no error from Fluent (and
//! none written in English for a language that lacks it). Every language's catalogue has
//! every message and attribute English's has, with the same variables. The messages go
//! over the wire as data and read back the same.
//!
//! The hints met are also written out, a few of each technique in each set of symbols,
//! as data and as this crate writes them (`hint-samples.jsonl` in Cargo's scratch folder,
//! target/tmp/), for tests/js/words.test.mjs to check that the page's writer writes each
//! one the same.

mod common;

use fluent_syntax::ast;
use hexadoku::hint::{
    every_step, gave_up_explanation, next_step, Drawing, Hint, Marks, Message, Placement,
    Sentences, Step, Technique, TracedBranch, Uniqueness,
};
use hexadoku::{generate, Cell, GaveUp, Letter, Limit, Meter, Symbols, Target, Unit};
use hexadoku_words::{Arg, Words};
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::time::Duration;

/// How many hints of each technique, in each set of symbols, go to the samples.
const SAMPLES_EACH: usize = 3;

/// The hint of `step` on `marks` as a sample line: `{"set":…,"data":…,"written":…}`, the
/// answer as data and as the tool writes it.
fn sample(words: &Words, step: &Step, marks: &Marks, symbols: Symbols) -> String {
    let hint = Hint::Step(step.clone());
    let data = hint.to_json(Some(marks), Sentences::AsData);
    let write = |message: &Message| words.write(message, symbols);
    let written = hint.to_json(Some(marks), Sentences::Written(&write));
    format!(
        "{{\"set\":\"{}\",\"data\":{data},\"written\":{written}}}",
        symbols.name()
    )
}

/// Every language's catalogue, English first.
fn every_language() -> Vec<Words> {
    Words::languages()
        .map(|lang| Words::new(lang).expect("a catalogue"))
        .collect()
}

/// Writes `message` in every set of symbols, panicking on any error.
fn assert_written(words: &Words, message: &Message) -> String {
    for symbols in Symbols::ALL {
        if let Err(errors) = words.try_write(message, symbols) {
            panic!("{}: {errors:?} in {message:?}", words.lang());
        }
    }
    let text = words.write(message, Symbols::Letters);
    assert!(!text.contains('{') && !text.contains('?'), "{text}");
    text
}

/// Whether `text` is a whole sentence: it opens as one (a capital, a digit, or a
/// character with no case, as Chinese has), and ends with a full stop.
fn is_a_sentence(text: &str) -> bool {
    let opens = text.starts_with(|c: char| !c.is_lowercase());
    opens && text.ends_with(['.', '。'])
}

/// Whether `text`, in the language of `words`, sets apart by a space a unit and the 和 or
/// 或 that joins it to another: Chinese sets its own words together (第 11 行或第 11 宫),
/// and a unit is one (第 11 行), where a cell or a letter stands apart (R3C2 和 R3C3).
fn spaces_units_apart(words: &Words, text: &str) -> bool {
    const SPACED: [&str; 8] = [
        "行 和", "列 和", "宫 和", "行 或", "列 或", "宫 或", "和 第", "或 第",
    ];
    words.lang() == "zh-Hans" && SPACED.iter().any(|spaced| text.contains(spaced))
}

/// Every line of a branch, and of the branches nested in it.
fn branch_lines(branch: &TracedBranch, lines: &mut Vec<Message>) {
    lines.push(branch.end.message());
    for implication in &branch.implications {
        lines.push(implication.message());
        for nested in &implication.nested {
            branch_lines(nested, lines);
        }
    }
}

/// Every line of a drawing's list.
fn drawing_lines(drawing: &Drawing) -> Vec<Message> {
    let mut lines: Vec<Message> = drawing.links.iter().map(|l| l.message()).collect();
    for branch in &drawing.branches {
        branch_lines(branch, &mut lines);
    }
    lines
}

/// The step's levels and lines written; the message ids seen added to `seen`.
fn assert_step_written(
    words: &Words,
    step: &Step,
    marks: &Marks,
    seen: &mut BTreeSet<&'static str>,
) {
    for level in [step.vague(), step.concrete(), step.explanation()] {
        let text = assert_written(words, &level);
        assert!(is_a_sentence(&text), "{text}");
        assert!(!spaces_units_apart(words, &text), "{text}");
        seen.extend(level.each().iter().map(|m| m.id));
    }
    for line in drawing_lines(&step.drawing(marks)) {
        let text = assert_written(words, &line);
        assert!(!spaces_units_apart(words, &text), "{text}");
        seen.extend(line.each().iter().map(|m| m.id));
    }
    // The same messages go over the wire as data, and read back the same.
    let json = Hint::Step(step.clone()).to_json(Some(marks), Sentences::AsData);
    let object: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(common::message(&object["explanation"]), step.explanation());
    assert_eq!(common::message(&object["vague"]), step.vague());
    assert_eq!(common::message(&object["concrete"]), step.concrete());
    assert_eq!(object["technique"], step.technique.id());
}

#[test]
fn every_message_of_whole_solves_is_in_the_catalogue() {
    let languages = every_language();
    let words = &languages[0];
    let mut seen = BTreeSet::new();
    let mut techniques = BTreeSet::new();
    let mut samples: BTreeMap<(Technique, &str), Vec<String>> = BTreeMap::new();
    for seed in [1, 5, 9, 31] {
        let generated =
            generate(seed, Target::Minimal, &mut Meter::unlimited(), None).expect("no budget");
        let mut marks = Marks::new(&generated.puzzle);
        while !marks.is_complete() {
            for step in every_step(&marks, Uniqueness::Proved) {
                techniques.insert(step.technique);
                for words in &languages {
                    assert_step_written(words, &step, &marks, &mut seen);
                }
                for symbols in Symbols::ALL {
                    let kept = samples.entry((step.technique, symbols.name())).or_default();
                    if kept.len() < SAMPLES_EACH {
                        kept.push(sample(words, &step, &marks, symbols));
                    }
                }
            }
            let step = next_step(&marks, Uniqueness::Proved).unwrap_or_else(|| {
                // The last resort, as a hint gives it.
                let cell = Cell::all()
                    .find(|&c| marks.letter(c).is_none())
                    .expect("empty");
                let letter = generated.solution.get(cell).expect("solved");
                let hint = hexadoku::hint::hint(
                    &marks,
                    &hexadoku::hint::Known::proved(
                        generated.puzzle.clone(),
                        generated.solution.clone(),
                    )
                    .expect("its solution"),
                    &mut Meter::unlimited(),
                );
                match hint {
                    Ok(Hint::Step(step)) => step,
                    other => panic!("{other:?} at {cell} {letter:?}"),
                }
            });
            if step.technique == Technique::LastResort {
                techniques.insert(step.technique);
                for words in &languages {
                    assert_step_written(words, &step, &marks, &mut seen);
                }
            }
            marks.apply(&step);
        }
    }
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("hint-samples.jsonl");
    let mut file = std::fs::File::create(&path).expect("the samples' file");
    for line in samples.values().flatten() {
        writeln!(file, "{line}").expect("a sample written");
    }
    println!("techniques written: {techniques:?}");
    println!("messages written: {seen:?}");
    assert!(techniques.len() > 30, "{techniques:?}");
    assert!(seen.len() > 40, "{seen:?}");
}

#[test]
fn every_answer_that_is_no_step_is_in_the_catalogue() {
    let words = Words::english();
    let cell = |row, col| Cell::at(row, col).expect("on the board");
    let lost = |n: usize| Hint::LostLetters {
        lost: (0..n)
            .map(|i| Placement {
                cell: cell(i, i),
                letter: Letter::B,
            })
            .collect(),
    };
    let clash = hexadoku::Clash {
        letter: Letter::B,
        unit: Unit::row(2),
        first: cell(2, 0),
        second: cell(2, 8),
    };
    let answers = [
        (Hint::Complete, "The grid is complete."),
        (
            Hint::Ambiguous,
            "This puzzle has more than one solution, and no letter is certain yet.",
        ),
        (
            Hint::NoSolution {
                wrong: Vec::new(),
                clash: Some(clash),
            },
            "This grid has no solution: letter B appears twice in row 3: R3C1 and R3C9.",
        ),
        (
            Hint::NoSolution {
                wrong: Vec::new(),
                clash: None,
            },
            "This grid has no solution: a letter on it is wrong.",
        ),
        (
            Hint::NoSolution {
                wrong: vec![
                    Placement {
                        cell: cell(0, 0),
                        letter: Letter::A,
                    },
                    Placement {
                        cell: cell(4, 6),
                        letter: Letter::C,
                    },
                ],
                clash: None,
            },
            "This grid has no solution: these letters differ from the solution: R1C1, R5C7.",
        ),
        (lost(1), "R1C1 no longer has B, but B belongs there."),
        (
            lost(2),
            "R1C1 no longer has B, but B belongs there. The notes of R2C2 also leave out its letter.",
        ),
        (
            lost(4),
            "R1C1 no longer has B, but B belongs there. The notes of 3 more cells also leave out their letter; Check marks them.",
        ),
    ];
    for (answer, english) in &answers {
        assert_eq!(assert_written(&words, &answer.explanation()), *english);
    }
    // Every other language writes each as a sentence of its own.
    for other in every_language().iter().skip(1) {
        for (answer, english) in &answers {
            let text = assert_written(other, &answer.explanation());
            assert!(is_a_sentence(&text), "{text}");
            assert_ne!(text, *english);
        }
    }
    let no_solution = Hint::NoSolution {
        wrong: Vec::new(),
        clash: Some(clash),
    };
    // The clash is named by the symbol the board shows.
    assert_eq!(
        words.write(&no_solution.explanation(), Symbols::Numbers),
        "This grid has no solution: number 2 appears twice in row 3: R3C1 and R3C9."
    );
    assert_eq!(
        words.write(&no_solution.explanation(), Symbols::Hex),
        "This grid has no solution: symbol 1 appears twice in row 3: R3C1 and R3C9."
    );
    let gave_up = |limit| GaveUp { nodes: 1000, limit };
    for (limit, english) in [
        (Limit::Nodes, "The hint gave up after 1000 search nodes."),
        (
            Limit::Time(Duration::from_millis(1500)),
            "The hint gave up after 1.5 s.",
        ),
        (
            Limit::Time(Duration::from_secs(2)),
            "The hint gave up after 2.0 s.",
        ),
        (
            Limit::Time(Duration::from_millis(1005)),
            "The hint gave up after 1.005 s.",
        ),
    ] {
        let message = gave_up_explanation(gave_up(limit));
        assert_eq!(assert_written(&words, &message), english);
        for other in every_language().iter().skip(1) {
            let text = assert_written(other, &message);
            assert!(is_a_sentence(&text) && text != english, "{text}");
        }
        // As the engine's errors say it.
        let said = words.write(&gave_up(limit).message(), Symbols::Letters);
        assert_eq!(english, format!("The hint {said}."));
    }
}

const TECHNIQUES: &str = include_str!("../../../words/en/techniques.ftl");

#[test]
fn every_technique_has_its_names_and_english_names_find_it() {
    let words = Words::english();
    for technique in Technique::ALL {
        let name = words.technique_name(technique);
        assert!(!name.is_empty() && !name.contains('{'), "{name}");
        assert_eq!(Technique::from_name(&name), Some(technique), "{name}");
        // Each form of its name the sentences use.
        let block = TECHNIQUES
            .split("\n\n")
            .find(|b| b.starts_with(&format!("technique-{} = ", technique.id())))
            .expect("its message");
        for form in ["a", "title", "a-title", "plural"] {
            assert!(block.contains(&format!("\n    .{form} = ")), "{block}");
        }
    }
}

/// The folder of the catalogues.
fn catalogues() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../words")
}

/// The variables a pattern names, in its selectors and variants too.
fn variables(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, found);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, found),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                variables(&variant.value, found);
            }
        }
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    let arguments = |arguments: &ast::CallArguments<&str>, found: &mut BTreeSet<String>| {
        for argument in &arguments.positional {
            inline_variables(argument, found);
        }
        for named in &arguments.named {
            inline_variables(&named.value, found);
        }
    };
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, found),
        ast::InlineExpression::FunctionReference {
            arguments: args, ..
        } => arguments(args, found),
        ast::InlineExpression::TermReference {
            arguments: Some(args),
            ..
        } => arguments(args, found),
        _ => {}
    }
}

/// Each message of a catalogue file, and each attribute (`id.attribute`), with the
/// variables it names.
fn messages(file: &std::path::Path) -> BTreeMap<String, BTreeSet<String>> {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    let resource = match fluent_syntax::parser::parse(text.as_str()) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{}: {errors:?}", file.display()),
    };
    let mut found = BTreeMap::new();
    for entry in &resource.body {
        let ast::Entry::Message(message) = entry else {
            continue;
        };
        let id = message.id.name;
        if let Some(value) = &message.value {
            variables(value, found.entry(id.to_string()).or_default());
        }
        for attribute in &message.attributes {
            let name = format!("{id}.{}", attribute.id.name);
            variables(&attribute.value, found.entry(name).or_default());
        }
    }
    found
}

#[test]
fn every_catalogue_has_every_message_english_has() {
    let english = Words::english();
    for words in every_language() {
        assert_eq!(words.missing(), Vec::<String>::new(), "{}", words.lang());
        // Those the writer says, whoever's file they are in.
        for id in [
            "cell",
            "hint-complete",
            "technique-x-wing",
            "cli-grade",
            "parse-clash",
        ] {
            assert!(words.has(id), "{} lacks {id}", words.lang());
        }
    }
    assert!(english.missing().is_empty());
    // Every file, the page's and the element's too: the same messages, attributes and
    // variables as English's.
    let root = catalogues();
    let mut files: Vec<_> = std::fs::read_dir(root.join("en"))
        .expect("the English catalogue")
        .map(|entry| entry.expect("a file").file_name())
        .collect();
    files.sort();
    assert!(files.len() >= 9, "{files:?}");
    let mut compared = 0;
    for lang in Words::languages().skip(1) {
        for file in &files {
            let ours = messages(&root.join("en").join(file));
            let theirs = messages(&root.join(lang).join(file));
            let name = file.to_string_lossy();
            for (id, wanted) in &ours {
                let Some(got) = theirs.get(id) else {
                    panic!("{lang}/{name} lacks {id}");
                };
                assert_eq!(got, wanted, "{lang}/{name}: the variables of {id}");
                compared += 1;
            }
            let more: Vec<&String> = theirs.keys().filter(|id| !ours.contains_key(*id)).collect();
            assert!(
                more.is_empty(),
                "{lang}/{name} has more than English: {more:?}"
            );
        }
    }
    assert!(compared > 1000, "{compared}");
}

/// Every folder of catalogues is a language the writer speaks.
#[test]
fn every_folder_of_catalogues_is_a_language() {
    let mut folders: Vec<String> = std::fs::read_dir(catalogues())
        .expect("the catalogues")
        .map(|entry| {
            entry
                .expect("a folder")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    folders.sort();
    let mut languages: Vec<String> = Words::languages().map(str::to_string).collect();
    languages.sort();
    assert_eq!(folders, languages);
    assert_eq!(Words::languages().next(), Some("en"));
    assert!(Words::new("fr").is_none() && Words::new("zh").is_none());
}

/// Numbers are written as each language writes them: German's decimals with a comma,
/// and each language's plural rules select on counts.
#[test]
fn numbers_are_written_as_each_language_writes_them() {
    let de = Words::new("de").expect("German");
    let zh = Words::new("zh-Hans").expect("Simplified Chinese");
    let gave_up = |limit| GaveUp { nodes: 1000, limit }.message();
    let half = gave_up(Limit::Time(Duration::from_millis(1500)));
    let two = gave_up(Limit::Time(Duration::from_secs(2)));
    assert_eq!(
        de.try_write(&half, Symbols::Letters).as_deref(),
        Ok("nach 1,5 s aufgegeben")
    );
    assert_eq!(
        de.try_write(&two, Symbols::Letters).as_deref(),
        Ok("nach 2,0 s aufgegeben")
    );
    assert_eq!(
        zh.try_write(&half, Symbols::Letters).as_deref(),
        Ok("运行 1.5 秒后放弃了")
    );
    let stats = [
        ("puzzle", Arg::Number(3)),
        ("nodes", Arg::Number(1_000_000)),
        ("guesses", Arg::Number(1)),
        ("ms", Arg::Decimal(12.25, 3)),
    ];
    assert_eq!(
        de.try_say("cli-stats", &stats).as_deref(),
        Ok("Rätsel 3: 1000000 Knoten, 1 Rateversuche, 12,250 ms")
    );
    assert_eq!(
        zh.try_say("cli-stats", &stats).as_deref(),
        Ok("第 3 道谜题：1000000 个节点，1 次猜测，12.250 毫秒")
    );
    let count = |words: &Words, found| {
        let args = [("gave-up", Arg::Text("…")), ("found", Arg::Number(found))];
        words.try_say("cli-count-gave-up", &args)
    };
    assert_eq!(count(&de, 1).as_deref(), Ok("…, 1 Lösung gefunden"));
    assert_eq!(count(&de, 2).as_deref(), Ok("…, 2 Lösungen gefunden"));
    assert_eq!(
        count(&de, u64::MAX).as_deref(),
        Ok("…, 18446744073709551615 Lösungen gefunden")
    );
    // A grade's rating, as the language writes decimals.
    let grade = |words: &Words| {
        let args = [
            ("rating", Arg::Decimal(6.6, 1)),
            ("difficulty", Arg::Text("hard")),
            ("hardest", Arg::Text("X")),
            ("by-logic", Arg::Text("yes")),
            ("steps", Arg::Number(1)),
            ("each", Arg::Text("1 X")),
        ];
        words.try_say("cli-grade", &args)
    };
    assert_eq!(
        grade(&Words::english()).as_deref(),
        Ok("6.6 hard (X); 1 steps: 1 X")
    );
    assert_eq!(grade(&de).as_deref(), Ok("6,6 schwer (X); 1 Schritt: 1 X"));
    assert_eq!(grade(&zh).as_deref(), Ok("6.6 困难（X）；共 1 步：1 X"));
}

/// A front end's own messages take text, counts (plural rules select on them, and a count
/// past a float's precision keeps its digits) and numbers of so many decimals.
#[test]
fn a_front_ends_own_messages_are_written_with_their_arguments() {
    let words = Words::english();
    let progress = |n| words.try_say("cli-progress", &[("puzzles", Arg::Number(n))]);
    assert_eq!(progress(1).as_deref(), Ok("1 puzzle"));
    assert_eq!(progress(2).as_deref(), Ok("2 puzzles"));
    assert_eq!(
        progress(u64::MAX).as_deref(),
        Ok("18446744073709551615 puzzles")
    );
    let stats = [
        ("puzzle", Arg::Number(3)),
        ("nodes", Arg::Number(1_000_000)),
        ("guesses", Arg::Number(0)),
        ("ms", Arg::Decimal(12.0, 3)),
    ];
    assert_eq!(
        words.try_say("cli-stats", &stats).as_deref(),
        Ok("puzzle 3: 1000000 nodes, 0 guesses, 12.000 ms")
    );
    let error = [
        ("puzzle", Arg::Number(3)),
        ("error", Arg::Text("no solution")),
    ];
    assert_eq!(
        words.say("cli-puzzle-error", &error),
        "hexadoku: puzzle 3: no solution"
    );
    assert!(words.try_say("cli-puzzle-error", &[]).is_err());
    assert!(words.try_say("no-such-message", &[]).is_err());
}

/// The string literals of a line of Rust, roughly: enough for the core's plain literals.
fn literals(line: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = line;
    while let Some(start) = rest.find('"') {
        let after = &rest[start + 1..];
        let mut end = None;
        let mut escaped = false;
        for (i, c) in after.char_indices() {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => {
                    end = Some(i);
                    break;
                }
                _ => escaped = false,
            }
        }
        let Some(end) = end else { break };
        found.push(&after[..end]);
        rest = &after[end + 1..];
    }
    found
}

/// Every `.rs` file below `dir`, but the tests' own.
fn sources(dir: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a folder") {
        let path = entry.expect("an entry").path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        if path.is_dir() && name != "tests" {
            sources(&path, files);
        } else if name.ends_with(".rs") && name != "fixtures.rs" {
            files.push(path);
        }
    }
}

/// The hint engine's code (its tests apart) holds no sentence: no string of two words
/// but what a broken invariant panics with, and an error's `Display` (as the core's
/// other errors, parse errors and budgets spent, have one). The sentences are the
/// catalogues'.
#[test]
fn the_hint_engine_holds_no_sentence() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../src/hint");
    let mut files = Vec::new();
    sources(&root, &mut files);
    assert!(files.len() > 30, "{files:?}");
    let mut sentences = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source");
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        for (n, line) in code.lines().enumerate() {
            let line = line.trim_start();
            let panics = [
                "expect(",
                "panic!(",
                "unreachable!(",
                "f.write_str(",
                "write!(f,",
            ]
            .iter()
            .any(|p| line.contains(p));
            if line.starts_with("//") || panics {
                continue;
            }
            for literal in literals(line) {
                let words = literal
                    .split(' ')
                    .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
                    .count();
                if words > 1 {
                    sentences.push(format!("{}:{}: {literal}", file.display(), n + 1));
                }
            }
        }
    }
    assert!(sentences.is_empty(), "{sentences:#?}");
}
