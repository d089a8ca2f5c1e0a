//! The tool's own words, from the catalogue `words/<lang>/cli.ftl` (see docs/words.md):
//! clap's help for each command and option, found by name, and what the tool says.

use clap::{Arg, Command};
use hexadoku::{Message, Symbols};
use hexadoku_words::{Arg as Said, Words};

thread_local! {
    /// The catalogue the tool speaks from: English, read once for the run (a `Words`
    /// cannot be shared between threads, so each thread that speaks has its own).
    static WORDS: &'static Words = Box::leak(Box::new(Words::english()));
}

/// The catalogue the tool speaks from, for the whole run: its help, its own sentences,
/// and the hints it writes.
pub fn words() -> &'static Words {
    WORDS.with(|words| *words)
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
/// tool's about, and each subcommand's and each option's help from the catalogue.
pub fn described(command: Command) -> Command {
    with(|words| {
        let said = |ids: Vec<String>| found(words, &ids).map(|id| words.say(&id, &[]));
        let mut command = command;
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
                let options: Vec<(String, String)> = sub
                    .get_arguments()
                    .filter(|arg| !is_clap_own(arg))
                    .map(|arg| (arg.get_id().to_string(), option_name(arg)))
                    .collect();
                for (id, option) in options {
                    let option = Some(option.as_str());
                    sub = sub.mut_arg(id, |mut arg| {
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
                sub
            });
        }
        command
    })
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
