//! The tool's own words, from the catalogue `words/<lang>/cli.ftl` (see docs/words.md):
//! clap's help for each command and option, found by name, and what the tool says.

use clap::{Arg, Command};
use hexadoku::{Message, Symbols};
use hexadoku_words::{Arg as Said, Words};
use std::cell::Cell;
use std::ffi::OsString;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The language the tool speaks, by its place in [`Words::languages`]: English (0) until
/// [`choose`] says otherwise.
static LANG: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// The catalogue the tool speaks from, with the place of its language: read once for
    /// the run (a `Words` cannot be shared between threads, so each thread that speaks
    /// has its own), and again only if the language is chosen anew.
    static WORDS: Cell<Option<(usize, &'static Words)>> = const { Cell::new(None) };
}

/// Speaks `lang` (one of [`Words::languages`]) from now on.
pub fn choose(lang: &str) {
    let at = Words::languages().position(|l| l == lang).unwrap_or(0);
    LANG.store(at, Ordering::Relaxed);
}

/// The catalogue the tool speaks from, for the whole run: its help, its own sentences,
/// and the hints it writes.
pub fn words() -> &'static Words {
    let lang = LANG.load(Ordering::Relaxed);
    WORDS.with(|words| match words.get() {
        Some((at, words)) if at == lang => words,
        _ => {
            let name = Words::languages().nth(lang).unwrap_or("en");
            let made = Words::new(name).unwrap_or_else(Words::english);
            let made: &'static Words = Box::leak(Box::new(made));
            words.set(Some((lang, made)));
            made
        }
    })
}

/// The language a name gives, as `--lang` takes it or the environment says it: a
/// language of the catalogues (`en`, `de`, `zh-Hans`), in any case, with `_` or `-`
/// between its parts, a region (`de_AT`, `zh-CN`), and for the environment's locales an
/// encoding or a modifier after it (`de_DE.UTF-8`, `de_DE@euro`). Chinese is Simplified
/// Chinese (`zh`, `zh_CN`, `zh_SG`, `zh-Hans`) but in Traditional Chinese's script or
/// regions (`zh-Hant`, `zh_TW`, `zh_HK`, `zh_MO`), which have no catalogue. `None` for
/// a language with none (`C`, `POSIX`, `fr_FR`).
pub fn language(name: &str) -> Option<&'static str> {
    let name = name.split(['.', '@']).next().unwrap_or_default();
    let mut parts = name.split(['_', '-']).map(str::to_ascii_lowercase);
    let first = parts.next().unwrap_or_default();
    let rest: Vec<String> = parts.collect();
    let has = |part: &str| rest.iter().any(|p| p == part);
    let lang = match first.as_str() {
        "zh" if has("hant") || ["tw", "hk", "mo"].into_iter().any(has) => return None,
        "zh" => "zh-Hans",
        other => other,
    };
    Words::languages().find(|l| *l == lang)
}

/// The language the environment names, as POSIX tools find it: the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set and not empty (`var` reads one), or English when
/// none is, or it names a language the tool has no catalogue for (`C`, `POSIX`).
pub fn from_environment(var: impl Fn(&'static str) -> Option<OsString>) -> &'static str {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(var)
        .find(|value| !value.is_empty())
        .and_then(|value| language(&value.to_string_lossy()))
        .unwrap_or("en")
}

/// The language `--lang` asks for in the command line `args` (the program's name first),
/// read before clap reads them, so that the help is in it: the value of the first
/// `--lang VALUE` or `--lang=VALUE` before a `--`, if it is one of the catalogues'.
/// (clap then reads the option itself, and refuses a value that is none.)
pub fn asked(args: &[OsString]) -> Option<&'static str> {
    let mut args = args.iter().skip(1).map(|arg| arg.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            return args.next().and_then(|value| language(&value));
        }
        if let Some(value) = arg.strip_prefix("--lang=") {
            return language(value);
        }
    }
    None
}

/// `--lang`'s value: a language of the catalogues, or why it is none, naming them
/// (`en, de or zh-Hans`).
pub fn lang_parser(text: &str) -> Result<&'static str, String> {
    language(text).ok_or_else(|| {
        let mut all = Words::languages().map(str::to_string);
        let first = all.next().unwrap_or_default();
        let rest: Vec<String> = all.collect();
        let joined = rest.iter().enumerate().fold(first, |init, (i, next)| {
            let (id, name) = match i + 1 == rest.len() {
                true => ("list-or", "last"),
                false => ("list-comma", "next"),
            };
            say(id, &[("init", Said::Text(&init)), (name, Said::Text(next))])
        });
        let args = [
            ("text", Said::Text(text)),
            ("languages", Said::Text(&joined)),
        ];
        say("cli-lang-unknown", &args)
    })
}

/// The catalogue's message `id` with `args`.
pub fn say(id: &str, args: &[(&str, Said<'_>)]) -> String {
    words().say(id, args)
}

/// A message of the core's (an error, what gave up) written from the catalogue.
pub fn write(message: &Message) -> String {
    words().write(message, Symbols::Letters)
}

/// Runs `f` with the catalogue.
pub fn with<T>(f: impl FnOnce(&Words) -> T) -> T {
    f(words())
}

/// What clap shows of a command or an option: `about`, `long-about`, `help`,
/// `long-help` or `value` (the name of its value).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Part {
    About,
    LongAbout,
    Help,
    LongHelp,
    Value,
}

impl Part {
    fn name(self) -> &'static str {
        match self {
            Part::About => "about",
            Part::LongAbout => "long-about",
            Part::Help => "help",
            Part::LongHelp => "long-help",
            Part::Value => "value",
        }
    }
}

/// The messages that may hold a command's or an option's `part`, the first found
/// winning: the command's own (`cli-<command>-<option>-help`), then the one every
/// command taking the option shares (`cli-<option>-help`). A command is named alone
/// (`cli-<command>-about`); the tool itself is `cli-about`.
pub fn ids(command: Option<&str>, option: Option<&str>, part: Part) -> Vec<String> {
    let part = part.name();
    match (command, option) {
        (Some(command), Some(option)) => vec![
            format!("cli-{command}-{option}-{part}"),
            format!("cli-{option}-{part}"),
        ],
        (Some(command), None) => vec![format!("cli-{command}-{part}")],
        (None, Some(option)) => vec![format!("cli-{option}-{part}")],
        (None, None) => vec![format!("cli-{part}")],
    }
}

/// The first message of `ids` the catalogue has.
pub fn found(words: &Words, ids: &[String]) -> Option<String> {
    ids.iter().find(|id| words.has(id)).cloned()
}

/// An option's name in the catalogue: its long name, or its identifier (`file`).
pub fn option_name(arg: &Arg) -> String {
    arg.get_long()
        .map_or_else(|| arg.get_id().to_string(), str::to_string)
        .replace('_', "-")
}

/// The options clap adds and words itself: `--help`, `--version`.
pub fn is_clap_own(arg: &Arg) -> bool {
    matches!(arg.get_id().as_str(), "help" | "version")
}

/// `command` (the tool, as clap's derive makes it, with no words) with its words: the
/// tool's about and its own options' help (`--lang`'s, which every command shares), and
/// each subcommand's and each of its options' help from the catalogue.
pub fn described(command: Command) -> Command {
    with(|words| {
        let said = |ids: Vec<String>| found(words, &ids).map(|id| words.say(&id, &[]));
        let mut command = options_described(command, None, &said);
        if let Some(about) = said(ids(None, None, Part::About)) {
            command = command.about(about);
        }
        let names: Vec<String> = command
            .get_subcommands()
            .map(|sub| sub.get_name().to_string())
            .collect();
        for name in names {
            command = command.mut_subcommand(&name, |mut sub| {
                let this = Some(name.as_str());
                if let Some(about) = said(ids(this, None, Part::About)) {
                    sub = sub.about(about);
                }
                if let Some(about) = said(ids(this, None, Part::LongAbout)) {
                    sub = sub.long_about(about);
                }
                options_described(sub, this, &said)
            });
        }
        command
    })
}

/// `command`'s options (of the subcommand `this`, or the tool's own) with their help and
/// the names of their values, from the catalogue (`said`).
fn options_described(
    mut command: Command,
    this: Option<&str>,
    said: &impl Fn(Vec<String>) -> Option<String>,
) -> Command {
    let options: Vec<(String, String)> = command
        .get_arguments()
        .filter(|arg| !is_clap_own(arg))
        .map(|arg| (arg.get_id().to_string(), option_name(arg)))
        .collect();
    for (id, option) in options {
        let option = Some(option.as_str());
        command = command.mut_arg(id, |mut arg| {
            if let Some(help) = said(ids(this, option, Part::Help)) {
                arg = arg.help(help);
            }
            if let Some(help) = said(ids(this, option, Part::LongHelp)) {
                arg = arg.long_help(help);
            }
            if arg.get_action().takes_values() {
                if let Some(value) = said(ids(this, option, Part::Value)) {
                    arg = arg.value_name(value);
                }
            }
            arg
        });
    }
    command
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    const CATALOGUE: &str = include_str!("../../../../words/en/cli.ftl");

    /// The tool's sources, each cut at its tests.
    const SOURCES: [&str; 8] = [
        include_str!("../main.rs"),
        include_str!("mod.rs"),
        include_str!("batch.rs"),
        include_str!("fail.rs"),
        include_str!("json.rs"),
        include_str!("pipeline.rs"),
        include_str!("teach.rs"),
        include_str!("words.rs"),
    ];

    /// The options that show no help, as they never have: `generate --seed`.
    const WITHOUT_HELP: [(&str, &str); 1] = [("generate", "seed")];

    /// The identifiers of the messages of cli.ftl.
    fn catalogue() -> Vec<&'static str> {
        CATALOGUE
            .lines()
            .filter(|line| !line.starts_with([' ', '#']))
            .filter_map(|line| line.split_once(" =").map(|(id, _)| id))
            .collect()
    }

    /// The messages the code names whole, in a string of its own: `"cli-no-solution"`.
    fn named_in_code() -> Vec<&'static str> {
        let mut ids = Vec::new();
        for source in SOURCES {
            let code = source.split("#[cfg(test)]").next().unwrap_or_default();
            for (_, rest) in code
                .match_indices("\"cli-")
                .map(|(i, _)| code.split_at(i + 1))
            {
                let id = rest.split('"').next().unwrap_or_default();
                if !id.contains('{') {
                    ids.push(id);
                }
            }
        }
        ids
    }

    /// Each command of the tool (`None` for the tool itself) with its options, as
    /// clap's derive makes them, with no words.
    fn commands() -> Vec<(Option<String>, Vec<Arg>)> {
        let tool = Cli::command();
        let mut all = vec![(None, tool.get_arguments().cloned().collect())];
        for sub in tool.get_subcommands() {
            let name = Some(sub.get_name().to_string());
            all.push((name, sub.get_arguments().cloned().collect()));
        }
        all
    }

    use super::super::Cli;

    #[test]
    fn every_command_and_option_has_its_words() {
        with(|words| {
            let mut missing = Vec::new();
            let mut need = |ids: Vec<String>| {
                if found(words, &ids).is_none() {
                    missing.push(ids.join(" or "));
                }
            };
            for (command, args) in commands() {
                need(ids(command.as_deref(), None, Part::About));
                for arg in args.iter().filter(|arg| !is_clap_own(arg)) {
                    let option = option_name(arg);
                    let here = (command.as_deref(), Some(option.as_str()));
                    let quiet = WITHOUT_HELP
                        .iter()
                        .any(|&(c, o)| here == (Some(c), Some(o)));
                    if !quiet {
                        need(ids(here.0, here.1, Part::Help));
                    }
                    if arg.get_action().takes_values() {
                        need(ids(here.0, here.1, Part::Value));
                    }
                }
            }
            assert!(missing.is_empty(), "cli.ftl lacks {missing:#?}");
        });
    }

    #[test]
    fn every_message_of_cli_ftl_is_used_and_every_one_named_is_there() {
        let mut used: Vec<String> = named_in_code().iter().map(|id| id.to_string()).collect();
        with(|words| {
            let parts = [
                Part::About,
                Part::LongAbout,
                Part::Help,
                Part::LongHelp,
                Part::Value,
            ];
            for (command, args) in commands() {
                for part in [Part::About, Part::LongAbout] {
                    used.extend(found(words, &ids(command.as_deref(), None, part)));
                }
                for arg in args.iter().filter(|arg| !is_clap_own(arg)) {
                    let option = option_name(arg);
                    for part in parts {
                        let ids = ids(command.as_deref(), Some(&option), part);
                        used.extend(found(words, &ids));
                    }
                }
            }
            for id in named_in_code() {
                assert!(words.has(id), "the code names {id}, which cli.ftl lacks");
            }
        });
        let unused: Vec<&str> = catalogue()
            .into_iter()
            .filter(|id| !used.iter().any(|used| used == id))
            .collect();
        assert!(catalogue().len() > 50, "{:?}", catalogue());
        assert!(unused.is_empty(), "nothing uses {unused:#?}");
    }

    #[test]
    fn a_language_is_found_by_its_name_or_the_locale_that_names_it() {
        for (name, lang) in [
            ("en", Some("en")),
            ("de", Some("de")),
            ("zh-Hans", Some("zh-Hans")),
            ("zh", Some("zh-Hans")),
            ("zh-CN", Some("zh-Hans")),
            ("zh_CN", Some("zh-Hans")),
            ("ZH_hans", Some("zh-Hans")),
            ("zh_CN.UTF-8", Some("zh-Hans")),
            ("zh_SG.GB2312", Some("zh-Hans")),
            ("zh-Hans-CN", Some("zh-Hans")),
            ("zh_TW", None),
            ("zh_TW.UTF-8", None),
            ("zh-HK", None),
            ("zh-Hant", None),
            ("zh-Hant-CN", None),
            ("de_DE.UTF-8", Some("de")),
            ("de_AT", Some("de")),
            ("de_CH.utf8@euro", Some("de")),
            ("DE", Some("de")),
            ("en_US.UTF-8", Some("en")),
            ("C", None),
            ("C.UTF-8", None),
            ("POSIX", None),
            ("fr_FR.UTF-8", None),
            ("", None),
            ("xx", None),
        ] {
            assert_eq!(language(name), lang, "{name}");
        }
    }

    #[test]
    fn the_environment_names_the_language_as_posix_says() {
        let env = |vars: &[(&'static str, &'static str)]| {
            let vars = vars.to_vec();
            from_environment(move |name| {
                vars.iter()
                    .find(|(var, _)| *var == name)
                    .map(|(_, value)| OsString::from(value))
            })
        };
        assert_eq!(env(&[]), "en");
        assert_eq!(env(&[("LANG", "de_DE.UTF-8")]), "de");
        assert_eq!(env(&[("LANG", "zh_CN.UTF-8")]), "zh-Hans");
        assert_eq!(env(&[("LANG", "zh_TW.UTF-8")]), "en");
        assert_eq!(env(&[("LANG", "fr_FR.UTF-8")]), "en");
        // LC_MESSAGES before LANG, LC_ALL before both; an empty one is not set.
        let de_over_zh = [("LC_MESSAGES", "de_AT"), ("LANG", "zh_CN.UTF-8")];
        assert_eq!(env(&de_over_zh), "de");
        let all = [("LC_ALL", "C"), ("LC_MESSAGES", "de_AT"), ("LANG", "de_DE")];
        assert_eq!(env(&all), "en");
        let empty = [("LC_ALL", ""), ("LC_MESSAGES", ""), ("LANG", "de_DE")];
        assert_eq!(env(&empty), "de");
    }

    #[test]
    fn lang_is_read_from_the_command_line_before_clap() {
        let asked_in = |line: &str| {
            let args: Vec<OsString> = line.split(' ').map(OsString::from).collect();
            asked(&args)
        };
        assert_eq!(asked_in("hexadoku --lang de grade"), Some("de"));
        assert_eq!(
            asked_in("hexadoku grade --lang=zh_CN x.txt"),
            Some("zh-Hans")
        );
        assert_eq!(asked_in("hexadoku grade x.txt --lang en"), Some("en"));
        assert_eq!(asked_in("hexadoku grade --lang xx"), None);
        assert_eq!(asked_in("hexadoku grade --lang"), None);
        assert_eq!(asked_in("hexadoku grade -- --lang de"), None);
        assert_eq!(asked_in("hexadoku grade"), None);
    }

    #[test]
    fn an_unknown_language_is_refused_naming_those_there_are() {
        assert_eq!(lang_parser("zh_CN"), Ok("zh-Hans"));
        assert_eq!(
            lang_parser("fr"),
            Err("unknown language \"fr\": expected en, de or zh-Hans".to_string())
        );
    }

    #[test]
    fn the_words_make_a_sound_command() {
        let command = described(Cli::command());
        command.clone().debug_assert();
        let solve = command.find_subcommand("solve").expect("solve");
        assert_eq!(
            solve.get_about().map(ToString::to_string),
            Some(say("cli-solve-about", &[]))
        );
        let timeout = solve.get_arguments().find(|a| a.get_id() == "timeout");
        let names = timeout.and_then(Arg::get_value_names).unwrap_or_default();
        assert_eq!(names, ["SECONDS"]);
    }
}
