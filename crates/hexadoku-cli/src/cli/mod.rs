//! The command-line tool: clap's commands, and the I/O around the core.

mod batch;
mod json;
mod pipeline;
mod teach;

use batch::Batch;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};
use hexadoku::hint::{generate_graded, Goal, GRADED_ATTEMPTS};
use hexadoku::{
    format_in, generate, generate_unsolvable, Budget, Cell, Completeness, GaveUp, Grid, Layout,
    Message, Meter, Outcome, Parsed, Solver, Stats, Symbols, Target,
};
use hexadoku_words::Words;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::OnceLock;
use std::thread;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(
    name = "hexadoku",
    version,
    about = "Solve, count and generate 16x16 sudokus (letters A-P, or 0-F, 1-9 then A-G, 1-16)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve every puzzle of FILE (or standard input) and print the answers in the layout
    /// and the symbols each puzzle came in. A puzzle that fails keeps its place in the
    /// output, printed as it was read (unsolved; clashing givens left out, and never a
    /// full grid), and stderr says why.
    Solve {
        #[command(flatten)]
        input: Input,
        #[command(flatten)]
        output: Output,
    },
    /// Print the number of solutions of each puzzle, one line each: `N`, or `N+` when
    /// counting stopped at the limit, `?` when the budget ran out, `error` when unreadable.
    Count {
        #[command(flatten)]
        input: Input,
        /// Stop counting at this many solutions (at least 1).
        #[arg(long, default_value_t = 2, allow_negative_numbers = true,
              value_parser = clap::value_parser!(u64).range(1..))]
        limit: u64,
    },
    /// Print unique puzzles, one 256-character line each (`.` for empty) unless --layout
    /// says otherwise. Puzzle i (counting from 0) is made from seed S+i, so any one can be
    /// made again alone.
    Generate(GenerateArgs),
    /// Print the next step of logic for each puzzle, one line each: `technique: text`,
    /// its letters named in the set of symbols the puzzle came in (or, with --json, a
    /// JSON object).
    Hint {
        #[command(flatten)]
        input: Input,
        #[command(flatten)]
        output: Output,
        /// How much to tell: the technique and where, the cells too, or the whole step.
        #[arg(long, value_enum, default_value_t)]
        level: teach::Level,
        /// Print one JSON object per puzzle per line (JSON Lines), shaped as the JavaScript
        /// API's `hint` answers (www/engine/engine.d.ts's `HintResult`, the step's drawing
        /// included); `{"status":"error","code":"parse"|"gave-up","message":...}` for a
        /// puzzle that cannot be read or a hint that gave up. Ignores --level: the object
        /// holds all three sentences.
        #[arg(long)]
        json: bool,
    },
    /// Solve each puzzle by logic, printing every step with its explanation (its letters
    /// named in the set of symbols the puzzle came in), then its grade.
    Explain {
        #[command(flatten)]
        input: Input,
        #[command(flatten)]
        output: Output,
    },
    /// Grade each puzzle, one line each: the rating of its hardest step (Sudoku Explainer
    /// scale), the difficulty, the hardest technique, and the steps of each technique.
    Grade(Input),
}

#[derive(Args)]
struct Input {
    /// Puzzles to read: 256-cell lines, UVA 1309 blocks, bands or framed grids, in any mix.
    /// Standard input when absent or `-`.
    file: Option<PathBuf>,
    /// The set of symbols the puzzles are in: letters (A-P), hex (0-F), one-g (1-9 then
    /// A-G) or numbers (1-16). By default each puzzle's set is worked out from its text
    /// (a digit 1-9 with no 0, G or H-P settles nothing: say which here).
    #[arg(long, value_name = "SET", value_parser = symbols_parser())]
    symbols: Option<Symbols>,
    #[command(flatten)]
    limits: Limits,
    /// Print each puzzle's search statistics (nodes, guesses, time) on standard error.
    #[arg(long)]
    stats: bool,
    /// Threads to solve on, 1 to 1024 (default: one per core). Answers keep the input's
    /// order.
    #[arg(long, short = 'j', value_name = "N", allow_negative_numbers = true,
          value_parser = clap::value_parser!(u16).range(1..=i64::from(MAX_JOBS)))]
    jobs: Option<u16>,
}

/// The set of symbols a command writes its answers in.
#[derive(Args)]
struct Output {
    /// Write in this set of symbols rather than each puzzle's own.
    #[arg(long, value_name = "SET", value_parser = symbols_parser())]
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
    /// Give up on a puzzle after this many search nodes (at least 1: every search starts
    /// with one).
    #[arg(long, value_name = "N", allow_negative_numbers = true,
          value_parser = clap::value_parser!(u64).range(1..))]
    max_nodes: Option<u64>,
    /// Give up on a puzzle after this many seconds (fractions allowed: 0.5).
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true, value_parser = seconds)]
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
    let seconds: f64 = text
        .parse()
        .map_err(|_| format!("\"{text}\" is not a number"))?;
    if seconds.is_nan() {
        return Err(format!("\"{text}\" is not a number"));
    }
    if seconds > MAX_TIMEOUT_SECONDS {
        return Err(format!(
            "{text} seconds is too long: at most {MAX_TIMEOUT_SECONDS} (a year)"
        ));
    }
    match Duration::try_from_secs_f64(seconds) {
        Ok(limit) if !limit.is_zero() => Ok(limit),
        _ if seconds > 0.0 => Err(format!("{text} seconds is under a nanosecond")),
        _ => Err(format!("{text} is not a positive number of seconds")),
    }
}

#[derive(Args)]
struct GenerateArgs {
    #[arg(long, default_value_t = 1, allow_negative_numbers = true)]
    seed: u64,
    /// How many puzzles to make (at least 1).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = clap::value_parser!(u64).range(1..))]
    count: u64,
    /// Remove givens until this many remain, 0 to 256 (or the puzzle is minimal with more).
    #[arg(long, value_name = "K", group = "target", allow_negative_numbers = true,
          value_parser = givens_parser())]
    givens: Option<usize>,
    /// Remove givens until none can go (the default).
    #[arg(long, group = "target")]
    minimal: bool,
    /// Make puzzles with no solution: a minimal puzzle with one given changed.
    #[arg(long, group = "target")]
    unsolvable: bool,
    /// Make puzzles of this grade: easy, medium, hard, expert, or a technique the
    /// solve must need ("x-wing", "naked pair").
    #[arg(long, value_name = "D", group = "target", value_parser = goal)]
    difficulty: Option<Goal>,
    /// The set of symbols to write the puzzles in: letters (A-P), hex (0-F), one-g (1-9
    /// then A-G) or numbers (1-16).
    #[arg(long, value_name = "SET", default_value = "letters", value_parser = symbols_parser())]
    symbols: Symbols,
    /// How to lay each puzzle out: a line of 256 cells, UVA rows, a framed grid, or
    /// bands of four rows set apart by blank lines (puzzles then too).
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

/// `--difficulty`'s value: a band or a technique, or why it is neither, in English.
fn goal(text: &str) -> Result<Goal, String> {
    text.parse()
        .map_err(|error: hexadoku::hint::UnknownDifficulty| said(&error.message()))
}

/// `--layout`'s values: the core's names of its layouts.
fn layout_parser() -> impl TypedValueParser<Value = Layout> {
    PossibleValuesParser::new(Layout::ALL.map(Layout::name))
        .map(|name| Layout::from_name(&name).unwrap_or(Layout::Line))
}

/// Runs the command line's command; the exit status says whether every puzzle was answered.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
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
        Command::Explain { input, output } => teach::explain_each(&input, &output),
        Command::Grade(input) => teach::grade_each(&input),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        // Output closed early (say, piped into `head`): nothing more to say.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("hexadoku: {error}");
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

fn report(parsed: &Parsed, message: impl std::fmt::Display) {
    eprintln!("hexadoku: puzzle {}: {message}", parsed.number);
}

/// A message of the core's (an error, what gave up) written in English.
fn said(message: &Message) -> String {
    thread_local! {
        static WORDS: Words = Words::english();
    }
    WORDS.with(|words| words.write(message, Symbols::Letters))
}

/// Runs `work` and measures how long it took, for `--stats`.
fn timed<T>(work: impl FnOnce() -> T) -> (T, Duration) {
    let started = Instant::now();
    let answer = work();
    (answer, started.elapsed())
}

fn show_stats(input: &Input, parsed: &Parsed, stats: &Stats, took: Duration) {
    if input.stats {
        let (nodes, guesses) = (stats.nodes, stats.guesses);
        let ms = took.as_secs_f64() * 1e3;
        eprintln!(
            "puzzle {}: {nodes} nodes, {guesses} guesses, {ms:.3} ms",
            parsed.number
        );
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
                report(parsed, said(&error.message()));
                (unsolved(&parsed.partial), false)
            }
            (Ok(puzzle), None) => (unsolved(puzzle), false),
            (Ok(puzzle), Some((solution, took, budget))) => {
                show_stats(input, parsed, &solution.stats, took);
                match (solution.outcome, budget) {
                    (Outcome::Solved(grid), _) => (grid, true),
                    (_, Err(gave_up)) => {
                        report(parsed, said(&gave_up.message()));
                        (unsolved(puzzle), false)
                    }
                    (_, Ok(())) => {
                        report(parsed, "no solution");
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
                report(parsed, said(&error.message()));
                writeln!(out, "error")?;
                return Ok(false);
            }
            (Ok(_), None) => return Ok(false),
        };
        show_stats(input, parsed, &count.stats, took);
        // Within budget, the count is exact or stopped at the limit.
        if let Err(gave_up) = budget {
            let found = count.solutions;
            let gave_up = said(&gave_up.message());
            report(parsed, format_args!("{gave_up}, {found} solutions found"));
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
        let generator = |gave_up: GaveUp| {
            said(&Message::new("gave-up-generating").message("gave-up", gave_up.message()))
        };
        let made = if args.unsolvable {
            generate_unsolvable(seed, meter).map_err(generator)
        } else if let Some(goal) = args.difficulty {
            generate_graded(seed, goal, GRADED_ATTEMPTS, meter, None)
                .map(|made| made.generated.puzzle)
                .map_err(|error| said(&error.message()))
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
                eprintln!("hexadoku: seed {seed}: {error}");
                all_ok = false;
            }
        }
    }
    out.flush()?;
    Ok(all_ok)
}
