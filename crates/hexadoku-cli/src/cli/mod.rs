//! The command-line tool: clap's commands, and the I/O around the core. Its words are
//! the catalogue's (`words/<lang>/cli.ftl`, see `words.rs`): the commands below have none.

mod batch;
mod fail;
mod json;
mod pipeline;
mod teach;
mod words;

use batch::Batch;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use fail::{fail, Failure, Whose};
use hexadoku::hint::{generate_graded, Goal, GRADED_ATTEMPTS};
use hexadoku::{
    format_in, generate, generate_unsolvable, Budget, Cell, Completeness, Grid, Layout, Meter,
    Outcome, Parsed, Solver, Stats, Symbols, Target,
};
use hexadoku_words::Arg as Said;
use std::env;
use std::ffi::OsString;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::OnceLock;
use std::thread;
use std::time::{Duration, Instant};

// Each command's and option's help is the catalogue's, found by the names of the command
// and the option (`words::described`): `cli-solve-about`, `cli-count-limit-help`,
// `cli-timeout-help`. A doc comment here would be clap's help: the fields have none.
#[derive(Parser)]
#[command(name = "hexadoku", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    // The language to speak, for every command: see `words::asked`.
    #[arg(long, global = true, display_order = 100, value_parser = words::lang_parser)]
    lang: Option<&'static str>,
}

#[derive(Subcommand)]
enum Command {
    Solve {
        #[command(flatten)]
        input: Input,
        #[command(flatten)]
        output: Output,
    },
    Count {
        #[command(flatten)]
        input: Input,
        #[arg(long, default_value_t = 2, allow_negative_numbers = true,
              value_parser = clap::value_parser!(u64).range(1..))]
        limit: u64,
    },
    Generate(GenerateArgs),
    Hint {
        #[command(flatten)]
        input: Input,
        #[command(flatten)]
        output: Output,
        #[arg(long, value_enum, default_value_t)]
        level: teach::Level,
        #[arg(long)]
        json: bool,
    },
    Explain {
        #[command(flatten)]
        input: Input,
        #[command(flatten)]
        output: Output,
        #[arg(long)]
        json: bool,
    },
    Grade(Input),
}

#[derive(Args)]
struct Input {
    file: Option<PathBuf>,
    #[arg(long, value_parser = symbols_parser())]
    symbols: Option<Symbols>,
    #[command(flatten)]
    limits: Limits,
    #[arg(long)]
    stats: bool,
    #[arg(long, short = 'j', allow_negative_numbers = true,
          value_parser = clap::value_parser!(u16).range(1..=i64::from(MAX_JOBS)))]
    jobs: Option<u16>,
}

/// The set of symbols a command writes its answers in.
#[derive(Args)]
struct Output {
    #[arg(long, value_parser = symbols_parser())]
    output_symbols: Option<Symbols>,
}

impl Output {
    /// The set to write `parsed`'s answer in: the one asked for, or the puzzle's own.
    fn symbols(&self, parsed: &Parsed) -> Symbols {
        self.output_symbols.unwrap_or(parsed.symbols)
    }
}

/// The budget of each puzzle: one puzzle's answer, all its searches included.
#[derive(Args)]
struct Limits {
    #[arg(long, allow_negative_numbers = true,
          value_parser = clap::value_parser!(u64).range(1..))]
    max_nodes: Option<u64>,
    #[arg(long, allow_negative_numbers = true, value_parser = seconds)]
    timeout: Option<Duration>,
}

impl Limits {
    /// A fresh account for one puzzle, timed by the process's clock.
    fn meter(&self) -> Meter {
        let budget = Budget::nodes(self.max_nodes.unwrap_or(u64::MAX));
        let budget = match self.timeout {
            Some(limit) => budget.with_time_limit(limit),
            None => budget,
        };
        Meter::start(budget, Some(clock))
    }
}

/// Milliseconds since the tool first read the clock.
fn clock() -> f64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1e3
}

/// The most threads `--jobs` takes: more than any machine's cores, and few enough that
/// starting them cannot exhaust the system's threads.
const MAX_JOBS: u16 = 1024;

/// The longest `--timeout`: a year, far past any wait, and far within what a `Duration`
/// and the budget's milliseconds hold.
const MAX_TIMEOUT_SECONDS: f64 = 365.0 * 24.0 * 3600.0;

/// `--timeout`'s value: a number of seconds, more than none and at most a year. (Rust
/// reads `NaN` and `inf` as numbers; `Duration` would panic on them, or on a huge one.)
fn seconds(text: &str) -> Result<Duration, String> {
    let refused = |id: &str| {
        let most = MAX_TIMEOUT_SECONDS.to_string();
        let args = [("text", Said::Text(text)), ("most", Said::Text(&most))];
        words::say(id, &args)
    };
    let seconds: f64 = text
        .parse()
        .map_err(|_| refused("cli-timeout-not-a-number"))?;
    if seconds.is_nan() {
        return Err(refused("cli-timeout-not-a-number"));
    }
    if seconds > MAX_TIMEOUT_SECONDS {
        return Err(refused("cli-timeout-too-long"));
    }
    match Duration::try_from_secs_f64(seconds) {
        Ok(limit) if !limit.is_zero() => Ok(limit),
        _ if seconds > 0.0 => Err(refused("cli-timeout-under-a-nanosecond")),
        _ => Err(refused("cli-timeout-not-positive")),
    }
}

#[derive(Args)]
struct GenerateArgs {
    #[arg(long, default_value_t = 1, allow_negative_numbers = true)]
    seed: u64,
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = clap::value_parser!(u64).range(1..))]
    count: u64,
    #[arg(long, group = "target", allow_negative_numbers = true,
          value_parser = givens_parser())]
    givens: Option<usize>,
    #[arg(long, group = "target")]
    minimal: bool,
    #[arg(long, group = "target")]
    unsolvable: bool,
    #[arg(long, group = "target", value_parser = goal)]
    difficulty: Option<Goal>,
    #[arg(long, default_value = "letters", value_parser = symbols_parser())]
    symbols: Symbols,
    #[arg(long, default_value = "line", value_parser = layout_parser())]
    layout: Layout,
    #[command(flatten)]
    limits: Limits,
}

/// `--givens`' values: a number of cells of the grid, 0 to 256.
fn givens_parser() -> impl TypedValueParser<Value = usize> {
    clap::value_parser!(u64)
        .range(0..=Cell::COUNT as u64)
        .map(|givens| usize::try_from(givens).unwrap_or(Cell::COUNT))
}

/// `--symbols`' values: the core's names of its sets.
fn symbols_parser() -> impl TypedValueParser<Value = Symbols> {
    PossibleValuesParser::new(Symbols::ALL.map(Symbols::name))
        .map(|name| Symbols::from_name(&name).unwrap_or(Symbols::Letters))
}

/// `--difficulty`'s value: a band or a technique, or why it is neither, in words.
fn goal(text: &str) -> Result<Goal, String> {
    text.parse()
        .map_err(|error: hexadoku::hint::UnknownDifficulty| words::write(&error.message()))
}

/// `--layout`'s values: the core's names of its layouts.
fn layout_parser() -> impl TypedValueParser<Value = Layout> {
    PossibleValuesParser::new(Layout::ALL.map(Layout::name))
        .map(|name| Layout::from_name(&name).unwrap_or(Layout::Line))
}

/// Runs the command line's command; the exit status says whether every puzzle was answered.
pub fn main() -> ExitCode {
    // The language is chosen before clap reads the command line, so that the help and
    // clap's errors are in it: `--lang`'s, or the environment's.
    let args: Vec<OsString> = env::args_os().collect();
    let lang = words::asked(&args).unwrap_or_else(|| words::from_environment(env::var_os));
    words::choose(lang);
    let mut command = words::described(Cli::command());
    let matches = command
        .try_get_matches_from_mut(args)
        .unwrap_or_else(|error| error.exit());
    let cli =
        Cli::from_arg_matches(&matches).unwrap_or_else(|error| error.format(&mut command).exit());
    if let Some(lang) = cli.lang {
        words::choose(lang);
    }
    let result = match cli.command {
        Command::Solve { input, output } => solve(&input, &output),
        Command::Count { input, limit } => count(&input, limit),
        Command::Generate(args) => generate_puzzles(&args),
        Command::Hint {
            input,
            output,
            level,
            json,
        } => teach::hint_each(&input, &output, level, json),
        Command::Explain {
            input,
            output,
            json,
        } => teach::explain_each(&input, &output, json),
        Command::Grade(input) => teach::grade_each(&input),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        // Output closed early (say, piped into `head`): nothing more to say.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            fail(Whose::Run, &Failure::Io(&error));
            ExitCode::from(2)
        }
    }
}

/// Answers each puzzle of the input with `work` (on `--jobs` threads, each with its own
/// solver; each puzzle with a fresh account of the budget) and hands the answers to
/// `emit` in input order; true if every puzzle succeeded.
fn each_puzzle<A: Send>(
    input: &Input,
    work: impl Fn(&mut Solver, &mut Meter, &Parsed) -> A + Sync,
    mut emit: impl FnMut(&Parsed, A, &mut dyn Write) -> io::Result<bool>,
) -> io::Result<bool> {
    let mut batch = Batch::open(input.file.as_deref(), input.symbols)?;
    let jobs = input.jobs.map_or_else(
        || thread::available_parallelism().map_or(1, |n| n.get()),
        usize::from,
    );
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut all_ok = true;
    let make_work = || {
        let mut solver = Solver::new();
        let work = &work;
        move |parsed: &Parsed| work(&mut solver, &mut input.limits.meter(), parsed)
    };
    pipeline::run(&mut batch, jobs, make_work, |parsed, answer| {
        all_ok &= emit(&parsed, answer, &mut out)?;
        Ok(())
    })?;
    batch.finish();
    out.flush()?;
    Ok(all_ok)
}

/// Reports a puzzle's failure on standard error.
fn report(parsed: &Parsed, failure: &Failure) {
    fail(Whose::Puzzle(parsed.number), failure);
}

/// Runs `work` and measures how long it took, for `--stats`.
fn timed<T>(work: impl FnOnce() -> T) -> (T, Duration) {
    let started = Instant::now();
    let answer = work();
    (answer, started.elapsed())
}

fn show_stats(input: &Input, parsed: &Parsed, stats: &Stats, took: Duration) {
    if input.stats {
        let args = [
            ("puzzle", fail::number(parsed.number)),
            ("nodes", Said::Number(stats.nodes)),
            ("guesses", Said::Number(stats.guesses)),
            ("ms", Said::Decimal(took.as_secs_f64() * 1e3, 3)),
        ];
        eprintln!("{}", words::say("cli-stats", &args));
    }
}

fn solve(input: &Input, output: &Output) -> io::Result<bool> {
    let mut previous: Option<Layout> = None;
    let work = |solver: &mut Solver, meter: &mut Meter, parsed: &Parsed| {
        let puzzle = parsed.result.as_ref().ok()?;
        let (solution, took) = timed(|| solver.solve(puzzle, meter));
        Some((solution, took, meter.result()))
    };
    each_puzzle(input, work, |parsed, solution, out| {
        let (grid, ok) = match (&parsed.result, solution) {
            (Err(error), _) => {
                report(parsed, &Failure::Parse(error));
                (unsolved(&parsed.partial), false)
            }
            (Ok(puzzle), None) => (unsolved(puzzle), false),
            (Ok(puzzle), Some((solution, took, budget))) => {
                show_stats(input, parsed, &solution.stats, took);
                match (solution.outcome, budget) {
                    (Outcome::Solved(grid), _) => (grid, true),
                    (_, Err(gave_up)) => {
                        report(parsed, &Failure::GaveUp(gave_up));
                        (unsolved(puzzle), false)
                    }
                    (_, Ok(())) => {
                        report(parsed, &Failure::NoSolution);
                        (unsolved(puzzle), false)
                    }
                }
            }
        };
        // UVA 1309: one blank line between block answers, none after the last.
        if previous.is_some_and(|p| p.is_block() || parsed.layout.is_block()) {
            writeln!(out)?;
        }
        previous = Some(parsed.layout);
        let symbols = output.symbols(parsed);
        writeln!(out, "{}", format_in(&grid, parsed.layout, symbols))?;
        Ok(ok)
    })
}

/// A failed puzzle as its slot shows it: what was read, less what cannot stand, and
/// never a full grid, so that a consumer can tell a failed slot by its empty cells.
/// Clashing givens are left out (which of the two is wrong is unknown); a grid still
/// full after that (a line or row that ran long, a bad character past the last cell)
/// loses its last cell.
fn unsolved(read: &Grid) -> Grid {
    let mut grid = read.clone();
    while let Some(clash) = grid.first_clash() {
        grid.set(clash.first, None);
        grid.set(clash.second, None);
    }
    if grid.is_full() {
        if let Some(last) = Cell::all().last() {
            grid.set(last, None);
        }
    }
    grid
}

fn count(input: &Input, limit: u64) -> io::Result<bool> {
    let work = |solver: &mut Solver, meter: &mut Meter, parsed: &Parsed| {
        let puzzle = parsed.result.as_ref().ok()?;
        let (count, took) = timed(|| solver.count(puzzle, limit, meter));
        Some((count, took, meter.result()))
    };
    each_puzzle(input, work, |parsed, count, out| {
        let (count, took, budget) = match (&parsed.result, count) {
            (Ok(_), Some(answer)) => answer,
            (Err(error), _) => {
                report(parsed, &Failure::Parse(error));
                writeln!(out, "error")?;
                return Ok(false);
            }
            (Ok(_), None) => return Ok(false),
        };
        show_stats(input, parsed, &count.stats, took);
        // Within budget, the count is exact or stopped at the limit.
        if let Err(gave_up) = budget {
            report(parsed, &Failure::CountGaveUp(gave_up, count.solutions));
            writeln!(out, "?")?;
            return Ok(false);
        }
        let more = if count.completeness == Completeness::AtLimit {
            "+"
        } else {
            ""
        };
        writeln!(out, "{}{more}", count.solutions)?;
        Ok(true)
    })
}

/// Makes each puzzle asked for, each with a fresh account of the budget. A seed that
/// gives up or finds no puzzle of its goal is reported and prints no line; the others
/// are still made.
fn generate_puzzles(args: &GenerateArgs) -> io::Result<bool> {
    let target = args.givens.map_or(Target::Minimal, Target::Givens);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut all_ok = true;
    let mut printed = false;
    for i in 0..args.count {
        let seed = args.seed.wrapping_add(i);
        let meter = &mut args.limits.meter();
        let generator = Failure::GeneratorGaveUp;
        let made = if args.unsolvable {
            generate_unsolvable(seed, meter).map_err(generator)
        } else if let Some(goal) = args.difficulty {
            generate_graded(seed, goal, GRADED_ATTEMPTS, meter, None)
                .map(|made| made.generated.puzzle)
                .map_err(Failure::NotMade)
        } else {
            generate(seed, target, meter, None)
                .map(|made| made.puzzle)
                .map_err(generator)
        };
        match made {
            Ok(puzzle) => {
                // Puzzles of several lines are set apart by a blank line, as UVA's are.
                if std::mem::replace(&mut printed, true) && args.layout.is_block() {
                    writeln!(out)?;
                }
                writeln!(out, "{}", format_in(&puzzle, args.layout, args.symbols))?;
            }
            Err(error) => {
                out.flush()?;
                fail(Whose::Seed(seed), &error);
                all_ok = false;
            }
        }
    }
    out.flush()?;
    Ok(all_ok)
}
