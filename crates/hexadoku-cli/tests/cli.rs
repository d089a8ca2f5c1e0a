//! The command-line tool, run as a process.

// Native only: the browser tests (crates/hexadoku-wasm/src/browser_tests.rs) cover the wasm32 build.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../../../tests/common/mod.rs"]
mod common;

use assert_cmd::Command;
use common::{
    assert_valid_solution, givens, hint_for, line_of, piped, puzzle, rows_of, unbounded_count,
    unbounded_solve, without,
};
use hexadoku::hint::{
    grade, logical_path, next_step, BranchEnd, Hint, Marks, Message, Step, Technique, Uniqueness,
};
use hexadoku::{
    format, generate, generate_unsolvable, parse_puzzle, to_framed, to_line, to_rows, Cell,
    Completeness, Grid, Layout, Letter, Meter, Parsed, Rng, Splitter, Symbols, Target,
};
use hexadoku_words::Words;
use predicates::prelude::*;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::path::PathBuf;

thread_local! {
    /// The tool's own words, to write what the core says as the tool does.
    static WORDS: Words = Words::english();
}

/// The technique's name, as the tool writes it.
fn name(technique: Technique) -> String {
    WORDS.with(|words| words.technique_name(technique))
}

/// The message, as the tool writes it in `symbols`.
fn said(message: &Message, symbols: Symbols) -> String {
    WORDS.with(|words| words.write(message, symbols))
}

/// The tool, in English whatever the machine's locale: with no `LC_ALL`, `LC_MESSAGES`
/// or `LANG` (a test of another language asks with `--lang`, or sets one).
fn hexadoku() -> Command {
    let mut command = Command::cargo_bin("hexadoku").expect("the hexadoku binary is built");
    for var in LOCALE {
        command.env_remove(var);
    }
    command
}

/// The variables that name the tool's language, the first set winning.
const LOCALE: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

fn fixture(name: &str) -> PathBuf {
    // The fixtures are the workspace's: the end-to-end specs paste them too.
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests")
        .join("fixtures")
        .join(name)
}

/// Splits text into puzzles as the tool reads them.
fn split(text: &str) -> Vec<Parsed> {
    Splitter::new().split(text)
}

/// The grids of `text`, each of which must parse.
fn grids(text: &str) -> Vec<(Layout, Grid)> {
    split(text)
        .into_iter()
        .map(|p| match p.result {
            Ok(grid) => (p.layout, grid),
            Err(error) => panic!("output puzzle {} does not parse: {error}", p.number),
        })
        .collect()
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run(args: &[&str], stdin: impl Into<Vec<u8>>) -> Run {
    outcome(hexadoku().args(args).write_stdin(stdin.into()))
}

/// Runs `command` to its end, which must be an exit, not a panic nor a signal (which is
/// how the timeout that guards against a hang, if set, ends it).
fn outcome(command: &mut Command) -> Run {
    let output = command.output().expect("the tool runs");
    let run = Run {
        code: output
            .status
            .code()
            .expect("exited, not killed by a signal"),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    };
    assert!(
        !run.stderr.contains("panicked"),
        "the tool panicked: {}",
        run.stderr
    );
    run
}

fn easy(seed: u64) -> Grid {
    puzzle(seed, Target::Givens(140)).puzzle
}

/// A minimal puzzle that propagation alone cannot solve.
fn hard() -> Grid {
    (1..=20)
        .map(|seed| {
            generate(seed, Target::Minimal, &mut Meter::unlimited(), None)
                .expect("no budget")
                .puzzle
        })
        .find(|p| unbounded_solve(p).stats.guesses > 0)
        .expect("a minimal puzzle that needs search")
}

// ---------------------------------------------------------------- the UVA sample

#[test]
fn the_sample_input_gives_the_sample_output_byte_for_byte() {
    let expected = std::fs::read(fixture("sample.out")).unwrap();
    hexadoku()
        .arg("solve")
        .arg(fixture("sample.in"))
        .assert()
        .success()
        .stdout(expected)
        .stderr("");
}

#[test]
fn the_sample_read_from_standard_input_gives_the_same_output() {
    let input = std::fs::read(fixture("sample.in")).unwrap();
    let expected = std::fs::read(fixture("sample.out")).unwrap();
    hexadoku()
        .arg("solve")
        .write_stdin(input.clone())
        .assert()
        .success()
        .stdout(expected.clone());
    hexadoku()
        .args(["solve", "-"])
        .write_stdin(input)
        .assert()
        .success()
        .stdout(expected);
}

#[test]
fn the_sample_answers_are_valid_solutions_of_its_puzzles() {
    let input = std::fs::read_to_string(fixture("sample.in")).unwrap();
    let puzzles = grids(&input);
    assert_eq!(puzzles.len(), 4);
    let run = run(&["solve"], input);
    assert_eq!(run.code, 0);
    let answers = grids(&run.stdout);
    assert_eq!(answers.len(), puzzles.len());
    for ((_, puzzle), (layout, answer)) in puzzles.iter().zip(&answers) {
        assert_eq!(*layout, Layout::Rows);
        assert_valid_solution(puzzle, answer);
    }
    // UVA 1309: one blank line between answers, none after the last.
    assert_eq!(run.stdout.matches("\n\n").count(), 3);
    assert!(run
        .stdout
        .ends_with(|c: char| c.is_ascii_uppercase() || c == '\n'));
    assert!(!run.stdout.ends_with("\n\n"));
}

// ---------------------------------------------------------------- batches

#[test]
fn a_batch_with_a_broken_and_an_unsolvable_puzzle_answers_the_others_in_place() {
    let (first, second, last) = (easy(1), easy(2), easy(3));
    let unsolvable = generate_unsolvable(4, &mut Meter::unlimited()).expect("no budget");
    let mut broken = rows_of(&second);
    // Puzzle 2, row 6 (line 23 of the input), column 9.
    broken[5].replace_range(8..9, "Q");
    let input = [
        rows_of(&first).join("\n"),
        broken.join("\n"),
        to_rows(&unsolvable),
        to_rows(&last),
    ]
    .join("\n\n")
        + "\n";
    let run = run(&["solve"], input);
    assert_eq!(run.code, 1, "stderr: {}", run.stderr);

    assert!(run.stderr.contains("puzzle 2"), "{}", run.stderr);
    assert!(run.stderr.contains("line 23, column 9"), "{}", run.stderr);
    assert!(run.stderr.contains("puzzle 3"), "{}", run.stderr);
    assert!(run.stderr.contains("no solution"), "{}", run.stderr);
    assert!(!run.stderr.contains("puzzle 1"), "{}", run.stderr);
    assert!(!run.stderr.contains("puzzle 4"), "{}", run.stderr);
    assert!(
        run.stderr.find("puzzle 2") < run.stderr.find("puzzle 3"),
        "{}",
        run.stderr
    );

    let blocks: Vec<&str> = run.stdout.trim_end_matches('\n').split("\n\n").collect();
    assert_eq!(blocks.len(), 4, "{}", run.stdout);
    for block in &blocks {
        let lines: Vec<&str> = block.lines().collect();
        assert_eq!(lines.len(), 16, "{block}");
        assert!(lines.iter().all(|l| l.chars().count() == 16), "{block}");
    }
    assert_valid_solution(&first, &parse_puzzle(blocks[0]).unwrap());
    // The broken puzzle as it was read: every row but the broken one as given, the
    // broken row as far as the bad character, which is left empty.
    let printed: Vec<&str> = blocks[1].lines().collect();
    for (r, (row, given)) in printed.iter().zip(&broken).enumerate() {
        if r == 5 {
            assert_eq!(row[..8], given[..8]);
            assert_eq!(&row[8..9], "-");
        } else {
            assert_eq!(row, given, "row {}", r + 1);
        }
    }
    assert_eq!(blocks[2], to_rows(&unsolvable));
    assert_valid_solution(&last, &parse_puzzle(blocks[3]).unwrap());
}

#[test]
fn line_puzzles_are_answered_as_lines_in_order() {
    let puzzles: Vec<Grid> = (10..14).map(easy).collect();
    let input: String = puzzles.iter().map(|p| to_line(p) + "\n").collect();
    let run = run(&["solve"], input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), puzzles.len(), "no blank lines between lines");
    for (line, puzzle) in lines.iter().zip(&puzzles) {
        assert_eq!(line.len(), 256);
        assert!(line.chars().all(|c| ('A'..='P').contains(&c)), "{line}");
        assert_valid_solution(puzzle, &parse_puzzle(line).unwrap());
    }
}

#[test]
fn a_failed_line_puzzle_keeps_its_line() {
    let good = easy(15);
    let input = format!(
        "{}\n{}\nABCD\n{}\n",
        to_line(&good),
        ".".repeat(255),
        to_line(&good)
    );
    let run = run(&["solve"], input);
    assert_eq!(run.code, 1);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{}", run.stdout);
    assert_valid_solution(&good, &parse_puzzle(lines[0]).unwrap());
    assert_eq!(lines[1], ".".repeat(256));
    assert_eq!(lines[2], "ABCD".to_string() + &".".repeat(252));
    assert_eq!(lines[3], lines[0]);
    assert!(
        run.stderr.contains("puzzle 2: line 2: 255 cells"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("puzzle 3: line 3: 4 cells"),
        "{}",
        run.stderr
    );
}

#[test]
fn framed_puzzles_are_answered_framed() {
    let puzzle = easy(20);
    let run = run(&["solve"], to_framed(&puzzle) + "\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    let answers = grids(&run.stdout);
    assert_eq!(answers.len(), 1);
    assert_eq!(answers[0].0, Layout::Framed);
    assert_valid_solution(&puzzle, &answers[0].1);
    assert_eq!(run.stdout, to_framed(&answers[0].1) + "\n");
    assert_eq!(run.stdout.lines().count(), 21);
}

#[test]
fn mixed_layouts_are_each_answered_in_their_own() {
    let puzzles: Vec<Grid> = (30..34).map(easy).collect();
    let input = [
        to_line(&puzzles[0]),
        to_line(&puzzles[1]),
        String::new(),
        to_rows(&puzzles[2]),
        String::new(),
        to_framed(&puzzles[3]),
    ]
    .join("\n");
    let run = run(&["solve"], input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let answers = grids(&run.stdout);
    let layouts: Vec<Layout> = answers.iter().map(|a| a.0).collect();
    assert_eq!(
        layouts,
        [Layout::Line, Layout::Line, Layout::Rows, Layout::Framed]
    );
    for (puzzle, (_, answer)) in puzzles.iter().zip(&answers) {
        assert_valid_solution(puzzle, answer);
    }
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 2 + 1 + 16 + 1 + 21);
    assert_eq!((lines[2], lines[19]), ("", ""));
}

// ---------------------------------------------------------------- counting

#[test]
fn count_prints_one_zero_and_two_plus() {
    let input = [
        to_line(&easy(40)),
        to_line(&generate_unsolvable(5, &mut Meter::unlimited()).expect("no budget")),
        ".".repeat(256),
        to_rows(&puzzle(41, Target::Minimal).puzzle),
    ]
    .join("\n");
    let run = run(&["count", "--limit", "2"], input.clone());
    assert_eq!(run.stdout, "1\n0\n2+\n1\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    // The default limit is 2 too.
    let again = self::run(&["count"], input);
    assert_eq!(again.stdout, run.stdout);
}

#[test]
fn count_says_error_for_an_unreadable_puzzle_and_goes_on() {
    let input = format!("{}\nABQ\n{}\n", to_line(&easy(42)), ".".repeat(256));
    let run = run(&["count", "--limit", "3"], input);
    assert_eq!(run.stdout, "1\nerror\n3+\n");
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("puzzle 2"), "{}", run.stderr);
    assert!(run.stderr.contains("line 2, column 3"), "{}", run.stderr);
}

// ---------------------------------------------------------------- generating

#[test]
fn generate_prints_deterministic_unique_puzzles_with_the_givens_asked_for() {
    let args = ["generate", "--seed", "5", "--count", "3", "--givens", "140"];
    let first = run(&args, "");
    assert_eq!(first.code, 0, "{}", first.stderr);
    let lines: Vec<&str> = first.stdout.lines().collect();
    assert_eq!(lines.len(), 3);
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(line.chars().count(), 256);
        assert!(line.chars().all(|c| c == '.' || ('A'..='P').contains(&c)));
        assert_eq!(line.chars().filter(|&c| c != '.').count(), 140);
        let grid = parse_puzzle(line).unwrap();
        assert_eq!(givens(&grid), 140);
        let count = unbounded_count(&grid, 2);
        assert_eq!(
            (count.solutions, count.completeness),
            (1, Completeness::Exact),
            "line {}",
            i + 1
        );
        assert_valid_solution(&grid, count.first.as_ref().unwrap());
        // Puzzle i is made from seed 5 + i.
        let seed = 5 + i as u64;
        assert_eq!(
            *line,
            line_of(
                &generate(seed, Target::Givens(140), &mut Meter::unlimited(), None)
                    .expect("no budget")
                    .puzzle
            )
        );
    }
    let second = run(&args, "");
    assert_eq!(second.stdout, first.stdout);
    assert_ne!(lines[0], lines[1]);
}

#[test]
fn generate_makes_minimal_puzzles_by_default() {
    let run = run(&["generate", "--seed", "8"], "");
    assert_eq!(run.code, 0);
    let grid = parse_puzzle(run.stdout.trim_end()).unwrap();
    assert_eq!(
        grid,
        generate(8, Target::Minimal, &mut Meter::unlimited(), None)
            .expect("no budget")
            .puzzle
    );
    assert_eq!(unbounded_count(&grid, 2).solutions, 1);
}

#[test]
fn generate_unsolvable_prints_puzzles_without_a_solution() {
    let run = run(
        &["generate", "--unsolvable", "--seed", "3", "--count", "2"],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 2);
    for line in lines {
        let grid = parse_puzzle(line).expect("givens that do not clash");
        let count = unbounded_count(&grid, 2);
        assert_eq!(
            (count.solutions, count.completeness),
            (0, Completeness::Exact)
        );
    }
}

#[test]
fn generate_rejects_two_targets() {
    hexadoku()
        .args(["generate", "--givens", "140", "--minimal"])
        .assert()
        .code(2)
        .stdout("");
}

// ---------------------------------------------------------------- input trouble

#[test]
fn a_file_that_cannot_be_opened_or_read_is_exit_code_2_with_its_name() {
    let missing = std::env::temp_dir().join("hexadoku-no-such-file-7f3a9c.txt");
    // A directory opens as a file does; reading it fails, and that error names it too.
    let directory = std::env::temp_dir();
    for path in [missing, directory] {
        for command in ["solve", "count"] {
            hexadoku()
                .arg(command)
                .arg(&path)
                .assert()
                .code(2)
                .stdout("")
                .stderr(predicate::str::starts_with(format!(
                    "hexadoku: {}: ",
                    path.display()
                )));
        }
    }
}

#[test]
fn empty_input_gives_no_output() {
    for command in ["solve", "count"] {
        hexadoku()
            .arg(command)
            .write_stdin("")
            .assert()
            .success()
            .stdout("")
            .stderr("");
        hexadoku()
            .arg(command)
            .write_stdin("\n\n  \n")
            .assert()
            .success()
            .stdout("");
    }
}

#[test]
fn garbage_bytes_are_reported_not_panicked_on() {
    let mut rng = Rng::new(99);
    let garbage: Vec<u8> = (0..20_000).map(|_| rng.next_u64() as u8).collect();
    assert!(std::str::from_utf8(&garbage).is_err());
    let invalid_utf8 = [&b"ABCD\xff\xfe"[..], &[b'.'; 250][..], b"\n"].concat();
    for input in [garbage, invalid_utf8] {
        for command in ["solve", "count"] {
            let run = run(&[command], input.clone());
            assert_eq!(run.code, 1, "{command}: {}", run.stderr);
            assert!(run.stderr.contains("hexadoku: puzzle 1"), "{}", run.stderr);
        }
    }
    // A bad byte is named where it stands: U+FFFD at line 1, column 5.
    let run = run(&["solve"], [&b"ABCD\xff"[..], &[b'.'; 251][..]].concat());
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("line 1, column 5"), "{}", run.stderr);
}

#[test]
fn an_overlong_line_is_cut_reported_and_reading_goes_on() {
    let good = easy(70);
    let mut input = vec![b'A'; 3 << 20];
    input.push(b'\n');
    input.extend(to_line(&good).bytes());
    let run = run(&["solve"], input);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr
            .contains("puzzle 1: line 1: the line is longer than 65536 bytes"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("puzzle 2"), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0].len(), 256, "the failed slot keeps one line");
    assert_valid_solution(&good, &parse_puzzle(lines[1]).unwrap());
}

#[test]
fn a_budget_of_one_node_gives_up_on_a_hard_puzzle() {
    let puzzle = hard();
    let run = run(&["solve", "--max-nodes", "1"], to_line(&puzzle) + "\n");
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("puzzle 1: gave up"), "{}", run.stderr);
    assert_eq!(run.stdout, to_line(&puzzle) + "\n", "printed unsolved");

    let count = self::run(&["count", "--max-nodes", "1"], to_line(&puzzle));
    assert_eq!(count.code, 1);
    assert_eq!(count.stdout, "?\n");
    assert!(count.stderr.contains("gave up"), "{}", count.stderr);

    // With room to search, the same puzzle is solved.
    let solved = self::run(&["solve", "--max-nodes", "1000000"], to_line(&puzzle));
    assert_eq!(solved.code, 0, "{}", solved.stderr);
    assert_valid_solution(&puzzle, &parse_puzzle(&solved.stdout).unwrap());
}

#[test]
fn stats_go_to_standard_error() {
    let puzzle = easy(50);
    let stats = unbounded_solve(&puzzle).stats;
    let run = run(&["solve", "--stats"], to_line(&puzzle));
    assert_eq!(run.code, 0);
    let expected = format!(
        "puzzle 1: {} nodes, {} guesses, ",
        stats.nodes, stats.guesses
    );
    let line = run.stderr.lines().find(|line| line.starts_with(&expected));
    let time = line.and_then(|line| line[expected.len()..].strip_suffix(" ms"));
    let ms: f64 = time.and_then(|t| t.parse().ok()).expect(&run.stderr);
    assert!(ms >= 0.0, "{}", run.stderr);
    assert_valid_solution(&puzzle, &parse_puzzle(&run.stdout).unwrap());
}

#[test]
fn a_puzzle_line_with_a_plus_sign_is_reported_not_dropped() {
    let mut line: Vec<char> = to_line(&easy(60)).chars().collect();
    line[40] = '+';
    let good = easy(61);
    let input = format!("{}\n{}\n", line.iter().collect::<String>(), to_line(&good));
    let run = run(&["solve"], input);
    assert_eq!(run.code, 1, "stdout: {}", run.stdout);
    assert!(
        run.stderr.contains("puzzle 1: line 1, column 41"),
        "{}",
        run.stderr
    );
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "one answer per puzzle: {}", run.stdout);
    assert_valid_solution(&good, &parse_puzzle(lines[1]).unwrap());
}

// ---- hint, explain, grade, generate --difficulty ----

#[test]
fn hint_gives_each_puzzle_its_next_step_at_the_level_asked() {
    let first = puzzle(31, Target::Givens(130)).puzzle;
    let second = puzzle(32, Target::Givens(130)).puzzle;
    let input = format!("{}\n{}\n", line_of(&first), line_of(&second));
    let full = run(&["hint"], input.clone());
    assert_eq!(full.code, 0, "{}", full.stderr);
    let lines: Vec<&str> = full.stdout.lines().collect();
    assert_eq!(lines.len(), 2);
    for (line, grid) in lines.iter().zip([&first, &second]) {
        let step =
            next_step(&hexadoku::hint::Marks::new(grid), Uniqueness::Unknown).expect("a step");
        assert_eq!(
            *line,
            format!(
                "{}: {}",
                name(step.technique),
                said(&step.explanation(), Symbols::Letters)
            )
        );
    }
    let vague = run(&["hint", "--level", "vague"], input.clone());
    assert!(
        vague.stdout.lines().all(|l| l.contains("Look for")),
        "{}",
        vague.stdout
    );
    let concrete = run(&["hint", "--level", "concrete"], input);
    assert!(
        concrete.stdout.lines().all(|l| l.contains("look at R")),
        "{}",
        concrete.stdout
    );
}

#[test]
fn hint_and_explain_name_letters_in_the_puzzles_own_set_or_the_one_asked() {
    let grid = puzzle(35, Target::Givens(130)).puzzle;
    let step = next_step(&hexadoku::hint::Marks::new(&grid), Uniqueness::Unknown).expect("a step");
    let path = logical_path(&grid, &mut Meter::unlimited(), None).expect("unique");
    for symbols in [Symbols::Hex, Symbols::Numbers] {
        let input = hexadoku::format_in(&grid, Layout::Rows, symbols);
        let line = |text: String| format!("{}: {text}\n", name(step.technique));
        hexadoku()
            .args(["hint", "--symbols", symbols.name()])
            .write_stdin(input.as_str())
            .assert()
            .success()
            .stdout(line(said(&step.explanation(), symbols)));
        hexadoku()
            .args(["hint", "--level", "vague", "--output-symbols", "letters"])
            .args(["--symbols", symbols.name()])
            .write_stdin(input.as_str())
            .assert()
            .success()
            .stdout(line(said(&step.vague(), Symbols::Letters)));
        let explained = run(&["explain", "--symbols", symbols.name()], input);
        assert_eq!(explained.code, 0, "{}", explained.stderr);
        for (n, step) in path.iter().enumerate() {
            let numbered = format!("{:>4}. {}: ", n + 1, name(step.technique));
            let expected = numbered + &said(&step.explanation(), symbols);
            assert!(explained.stdout.contains(&expected), "{expected}");
        }
    }
}

#[test]
fn hint_says_when_a_grid_is_complete_wrong_or_unreadable() {
    let generated = puzzle(33, Target::Givens(150));
    let solved = line_of(&generated.solution);
    let empty = ".".repeat(256);
    let clash = format!("AA{}", ".".repeat(254));
    let result = run(&["hint"], format!("{solved}\n{empty}\n{clash}\n"));
    let lines: Vec<&str> = result.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", result.stdout);
    assert!(lines[0].starts_with("complete: "));
    assert!(lines[1].starts_with("several: "), "{}", lines[1]);
    assert!(lines[2].starts_with("error: "), "{}", lines[2]);
    assert_eq!(result.code, 1);
    assert!(result.stderr.contains("puzzle 3") && result.stderr.contains("R1C1"));
}

#[test]
fn explain_walks_the_whole_solve_and_grades_it() {
    let generated = puzzle(34, Target::Givens(120));
    let result = run(&["explain"], line_of(&generated.puzzle));
    assert_eq!(result.code, 0, "{}", result.stderr);
    let steps: Vec<&str> = result
        .stdout
        .lines()
        .filter(|l| {
            l.trim_start()
                .split('.')
                .next()
                .is_some_and(|n| n.parse::<usize>().is_ok())
        })
        .collect();
    let path = logical_path(&generated.puzzle, &mut Meter::unlimited(), None).expect("unique");
    assert_eq!(steps.len(), path.len());
    // The path the explanation walks fills the grid with the solution.
    let mut grid = generated.puzzle.clone();
    for step in &path {
        for placement in &step.placements {
            grid.set(placement.cell, Some(placement.letter));
        }
    }
    assert_valid_solution(&generated.puzzle, &grid);
    let grade = grade(&generated.puzzle, &mut Meter::unlimited(), None).expect("unique");
    assert!(result
        .stdout
        .lines()
        .last()
        .is_some_and(|l| l.starts_with("Grade: ")
            && l.contains(grade.difficulty.name())
            && l.contains(&format!("{} steps", path.len()))));
}

/// `explain --json` prints the core's path, the one the text walks: each step as a
/// hint's (rated, not drawn, its sentences written), the hardest step's index, and the
/// grade; a puzzle that cannot be read as the JavaScript API's error, one with several
/// solutions as `multiple`.
#[test]
fn explain_json_prints_the_path_the_text_walks() {
    let generated = puzzle(34, Target::Givens(150));
    let empty = ".".repeat(256);
    let unreadable = format!("AQ{}", ".".repeat(254));
    let input = format!("{}\n{empty}\n{unreadable}\n", line_of(&generated.puzzle));
    let result = run(&["explain", "--json"], input);
    assert_eq!(result.code, 1);
    let lines = json_lines(&result.stdout);
    assert_eq!(lines.len(), 3, "{}", result.stdout);
    let answer = &lines[0];
    assert_keys(answer, &["status", "steps", "hardest", "grade"]);
    assert_eq!(answer["status"], "path");
    let path = logical_path(&generated.puzzle, &mut Meter::unlimited(), None).expect("unique");
    let steps = answer["steps"].as_array().expect("steps");
    assert_eq!(steps.len(), path.len());
    for (object, step) in steps.iter().zip(&path) {
        assert_keys(
            object,
            &[
                "rating",
                "technique",
                "placements",
                "eliminations",
                "cells",
                "units",
                "letters",
                "explanation",
                "vague",
                "concrete",
            ],
        );
        assert_eq!(object["technique"], name(step.technique));
        let placements: Vec<Value> = step
            .placements
            .iter()
            .map(|p| placement_json(p.cell, p.letter))
            .collect();
        assert_eq!(object["placements"], Value::from(placements));
        assert_eq!(
            object["explanation"],
            said(&step.explanation(), Symbols::Letters)
        );
    }
    let grade = grade(&generated.puzzle, &mut Meter::unlimited(), None).expect("unique");
    assert_keys(
        &answer["grade"],
        &["rating", "difficulty", "hardest", "logicOnly", "steps"],
    );
    assert_eq!(answer["grade"]["difficulty"], grade.difficulty.name());
    assert_eq!(answer["grade"]["hardest"], name(grade.hardest));
    let hardest = answer["hardest"].as_u64().expect("an index") as usize;
    assert_eq!(path[hardest].technique, grade.hardest);
    assert_eq!(steps[hardest]["rating"], answer["grade"]["rating"]);
    assert_eq!(lines[1]["status"], "multiple");
    assert_eq!(
        (&lines[2]["status"], &lines[2]["code"]),
        (&json!("error"), &json!("parse"))
    );
    assert!(result.stderr.contains("puzzle 2: "), "{}", result.stderr);
}

#[test]
fn grade_rates_each_puzzle_and_refuses_those_without_one_solution() {
    let easy = puzzle(35, Target::Givens(150)).puzzle;
    let empty = ".".repeat(256);
    let result = run(&["grade"], format!("{}\n{empty}\n", line_of(&easy)));
    assert_eq!(result.code, 1);
    let lines: Vec<&str> = result.stdout.lines().collect();
    let grade = grade(&easy, &mut Meter::unlimited(), None).expect("unique");
    assert!(
        lines[0].starts_with(&format!("{:.1} {}", grade.rating, grade.difficulty)),
        "{}",
        lines[0]
    );
    assert_eq!(lines[1], "error");
    assert!(result
        .stderr
        .contains("puzzle 2: the puzzle has more than one solution"));
}

#[test]
fn generate_makes_puzzles_of_the_difficulty_asked_for() {
    for difficulty in ["easy", "medium", "hard", "tough", "expert"] {
        let result = run(
            &[
                "generate",
                "--seed",
                "4",
                "--count",
                "2",
                "--difficulty",
                difficulty,
            ],
            "",
        );
        assert_eq!(result.code, 0, "{}", result.stderr);
        for line in result.stdout.lines() {
            let grid = parse_puzzle(line).expect("a puzzle");
            assert_eq!(unbounded_count(&grid, 2).solutions, 1);
            let grade = grade(&grid, &mut Meter::unlimited(), None).expect("unique");
            assert_eq!(grade.difficulty.name(), difficulty);
        }
    }
    let bad = run(&["generate", "--difficulty", "impossible"], "");
    assert_eq!(bad.code, 2);
    assert!(bad
        .stderr
        .contains("expected easy, medium, hard, tough, expert"));
}

// ---------------------------------------------------------------- hint --json

/// Each line of `stdout`, parsed as JSON.
fn json_lines(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

/// Panics unless `object` is an object with exactly these keys.
#[track_caller]
fn assert_keys(object: &Value, keys: &[&str]) {
    let object = object.as_object().unwrap_or_else(|| panic!("{object}"));
    let found: BTreeSet<&str> = object.keys().map(String::as_str).collect();
    assert_eq!(found, keys.iter().copied().collect(), "{object:?}");
}

/// `{ row, col, letter }`, as www/engine/engine.d.ts's `Placement`.
fn placement_json(cell: Cell, letter: Letter) -> Value {
    json!({ "row": cell.row(), "col": cell.col(), "letter": letter.to_char().to_string() })
}

/// Checks a `HintDrawing`'s shape all the way down (engine.d.ts): its candidates, units,
/// links (with their lines for a step, without for a branch, whose implications read
/// them) and branches, and each branch's implications, nested branches and drawing.
#[track_caller]
fn assert_drawing_shape(drawing: &Value, link_keys: &[&str]) {
    assert_keys(drawing, &["candidates", "units", "links", "branches"]);
    for candidate in drawing["candidates"].as_array().expect("candidates") {
        assert_keys(candidate, &["row", "col", "letter", "role", "fate"]);
        let roles = [
            "pattern", "colour-1", "colour-2", "fin", "als-1", "als-2", "excluder", "excluded",
            "unmarked",
        ];
        let (role, fate) = (&candidate["role"], &candidate["fate"]);
        assert!(role.is_null() || roles.contains(&role.as_str().expect("a name")));
        assert!(fate.is_null() || fate == "removed" || fate == "placed");
    }
    for unit in drawing["units"].as_array().expect("units") {
        assert_keys(unit, &["kind", "index"]);
    }
    for link in drawing["links"].as_array().expect("links") {
        assert_keys(link, link_keys);
        assert_keys(&link["from"], &["row", "col", "letter"]);
        assert!(link["strength"] == "strong" || link["strength"] == "weak");
    }
    for branch in drawing["branches"].as_array().expect("branches") {
        assert_branch_shape(branch);
    }
}

#[track_caller]
fn assert_branch_shape(branch: &Value) {
    assert_keys(
        branch,
        &["premise", "holds", "implications", "end", "drawing"],
    );
    assert_keys(&branch["premise"], &["row", "col", "letter"]);
    for implication in branch["implications"].as_array().expect("implications") {
        assert_keys(
            implication,
            &["row", "col", "letter", "is", "text", "nested"],
        );
        for nested in implication["nested"].as_array().expect("nested") {
            assert_branch_shape(nested);
        }
    }
    assert_drawing_shape(&branch["drawing"], &["from", "to", "strength"]);
}

/// Checks the JSON of `step`: an engine.d.ts `Step`, its data in letters A–P, its
/// sentences in `symbols`, and a drawing whose removed and placed candidates are exactly
/// the step's eliminations and placements.
#[track_caller]
fn assert_step_json(object: &Value, step: &Step, symbols: Symbols) {
    assert_keys(
        object,
        &[
            "status",
            "technique",
            "placements",
            "eliminations",
            "cells",
            "units",
            "letters",
            "explanation",
            "vague",
            "concrete",
            "drawing",
        ],
    );
    assert_eq!(object["status"], "step");
    assert_eq!(object["technique"], name(step.technique));
    let placements: Vec<Value> = step
        .placements
        .iter()
        .map(|p| placement_json(p.cell, p.letter))
        .collect();
    assert_eq!(object["placements"], Value::from(placements));
    let eliminations: Vec<Value> = step
        .eliminations
        .iter()
        .map(|e| json!({ "row": e.cell.row(), "col": e.cell.col(), "letters": e.letters.to_string() }))
        .collect();
    assert_eq!(object["eliminations"], Value::from(eliminations));
    assert_eq!(object["letters"], step.letters().to_string());
    assert_eq!(object["explanation"], said(&step.explanation(), symbols));
    assert_eq!(object["vague"], said(&step.vague(), symbols));
    assert_eq!(object["concrete"], said(&step.concrete(), symbols));

    let drawing = &object["drawing"];
    assert_drawing_shape(drawing, &["from", "to", "strength", "text"]);
    // The step's conclusions, and nothing else, are drawn removed and placed.
    let at = |cell: Cell, letter: Letter| (cell.row() as u64, cell.col() as u64, letter.to_char());
    let mut conclusions = BTreeSet::new();
    for p in &step.placements {
        conclusions.insert((at(p.cell, p.letter), "placed"));
    }
    for e in &step.eliminations {
        for letter in e.letters {
            conclusions.insert((at(e.cell, letter), "removed"));
        }
    }
    let drawn: BTreeSet<_> = drawing["candidates"]
        .as_array()
        .expect("candidates")
        .iter()
        .filter_map(|c| {
            let letter = c["letter"].as_str()?.chars().next()?;
            let at = (c["row"].as_u64()?, c["col"].as_u64()?, letter);
            Some((at, c["fate"].as_str()?))
        })
        .collect();
    assert_eq!(drawn, conclusions);
}

#[test]
fn hint_json_prints_the_step_as_the_javascript_api_draws_it() {
    let grid = puzzle(36, Target::Givens(130)).puzzle;
    let marks = Marks::new(&grid);
    let Hint::Step(step) = hint_for(&marks, None) else {
        panic!("a generated puzzle has a step");
    };
    let result = run(&["hint", "--json"], line_of(&grid));
    assert_eq!(result.code, 0, "{}", result.stderr);
    let lines = json_lines(&result.stdout);
    assert_eq!(lines.len(), 1, "{}", result.stdout);
    assert_step_json(&lines[0], &step, Symbols::Letters);
    assert!(!step.placements.is_empty() || !step.eliminations.is_empty());

    // --level changes nothing: the object holds all three sentences.
    let vague = run(&["hint", "--json", "--level", "vague"], line_of(&grid));
    assert_eq!(vague.stdout, result.stdout);

    // A puzzle in numbers: the sentences name letters as it does, the data in A–P.
    let numbers = hexadoku::format_in(&grid, Layout::Rows, Symbols::Numbers);
    let result = run(&["hint", "--json", "--symbols", "numbers"], numbers);
    assert_eq!(result.code, 0, "{}", result.stderr);
    assert_step_json(&json_lines(&result.stdout)[0], &step, Symbols::Numbers);
}

/// A board whose next step is a forcing chain, and that step. Minimal puzzles rarely
/// come to one with no simpler step on their plain marks, so a few of the generator's
/// (the same on every machine) lose some of their givens, taken in reading order from
/// the first cell of a row, until their hint is a forcing chain (seed 46, from row 13,
/// less 16 givens, the first found). The board then has several solutions, but a step
/// of logic holds in all of them.
fn forcing_chain_board() -> (Grid, Step) {
    for seed in 46..=53 {
        let minimal = puzzle(seed, Target::Minimal).puzzle;
        for row in [0, 4, 8, 12] {
            let givens: Vec<Cell> = (0..Cell::COUNT)
                .filter_map(|i| Cell::from_index((i + row * 16) % Cell::COUNT))
                .filter(|&cell| minimal.get(cell).is_some())
                .collect();
            for n in 1..givens.len() {
                let board = without(&minimal, givens[..n].iter().copied());
                let marks = Marks::new(&board);
                let Hint::Step(step) = hint_for(&marks, None) else {
                    break;
                };
                if !step.drawing(&marks).branches.is_empty() {
                    return (board, step);
                }
            }
        }
    }
    panic!("no board of seeds 46 to 53 comes to a forcing chain");
}

#[test]
fn hint_json_traces_a_forcing_chains_branches_from_their_premises() {
    let (board, step) = forcing_chain_board();
    let drawing = step.drawing(&Marks::new(&board));
    for symbols in [Symbols::Letters, Symbols::Hex] {
        let input = hexadoku::format_in(&board, Layout::Line, symbols);
        let result = run(&["hint", "--json", "--symbols", symbols.name()], input);
        assert_eq!(result.code, 0, "{}", result.stderr);
        let lines = json_lines(&result.stdout);
        assert_eq!(lines.len(), 1, "{}", result.stdout);
        let object = &lines[0];
        assert_step_json(object, &step, symbols);
        assert!(object["technique"]
            .as_str()
            .is_some_and(|name| name.ends_with("forcing chain")));

        let branches = object["drawing"]["branches"].as_array().expect("branches");
        assert!(!branches.is_empty());
        assert_eq!(branches.len(), drawing.branches.len());
        for (branch, traced) in branches.iter().zip(&drawing.branches) {
            let premise = placement_json(traced.premise.0, traced.premise.1);
            assert_eq!(branch["premise"], premise);
            assert_eq!(branch["holds"], traced.end == BranchEnd::Shows);
            assert_eq!(branch["end"], said(&traced.end.message(), symbols));
            // The premise first, supposed true.
            let implications = branch["implications"].as_array().expect("implications");
            let first = &implications[0];
            let at = json!({ "row": first["row"], "col": first["col"], "letter": first["letter"] });
            assert_eq!((at, &first["is"]), (premise, &Value::Bool(true)));
            let texts: Vec<String> = traced
                .implications
                .iter()
                .map(|implication| said(&implication.message(), symbols))
                .collect();
            let printed: Vec<&str> = implications
                .iter()
                .map(|i| i["text"].as_str().expect("a text"))
                .collect();
            assert_eq!(printed, texts);
            let links = branch["drawing"]["links"].as_array().expect("links");
            assert_eq!(links.len(), traced.drawing.links.len());
            for (link, traced) in links.iter().zip(&traced.drawing.links) {
                assert_eq!(link["from"], placement_json(traced.from.0, traced.from.1));
                assert_eq!(link["to"], placement_json(traced.to.0, traced.to.1));
                assert_eq!(link["strength"], traced.strength.name());
                assert!(link.get("text").is_none(), "{link}");
            }
        }
    }
}

#[test]
fn hint_json_says_complete_multiple_and_error_each_on_its_line() {
    let generated = puzzle(33, Target::Givens(150));
    let solved = line_of(&generated.solution);
    let empty = ".".repeat(256);
    let unreadable = format!("AQ{}", ".".repeat(254));
    let result = run(
        &["hint", "--json"],
        format!("{solved}\n{empty}\n{unreadable}\n"),
    );
    assert_eq!(result.code, 1);
    let lines = json_lines(&result.stdout);
    assert_eq!(lines.len(), 3, "{}", result.stdout);
    assert_eq!(lines[0], json!({ "status": "complete" }));
    assert_keys(&lines[1], &["status", "explanation"]);
    assert_eq!(lines[1]["status"], "multiple");
    assert_keys(&lines[2], &["status", "code", "message"]);
    assert_eq!(
        (&lines[2]["status"], &lines[2]["code"]),
        (&json!("error"), &json!("parse"))
    );
    let message = lines[2]["message"].as_str().expect("a message");
    assert!(message.contains("line 3, column 2"), "{message}");
    assert!(
        result.stderr.contains(&format!("puzzle 3: {message}")),
        "{}",
        result.stderr
    );
    assert!(result.stderr.contains("puzzle 2: "), "{}", result.stderr);

    let slow = common::slow_grid();
    let (a, b) = (easy(43), easy(44));
    let hinted = run_with_a_slow_puzzle(&["hint", "--json", "--max-nodes", "20"], &slow, &a, &b);
    let lines = json_lines(&hinted.stdout);
    assert_eq!(lines.len(), 3, "{}", hinted.stdout);
    assert_eq!(
        lines[1],
        json!({
            "status": "error",
            "code": "gave-up",
            "message": "the hint gave up after 20 search nodes",
        })
    );
    assert_eq!(
        (&lines[0]["status"], &lines[2]["status"]),
        (&json!("step"), &json!("step"))
    );
}

#[test]
fn hint_json_names_clashing_givens_clash_as_read_puzzle_does() {
    let clashing = format!("AA{}", ".".repeat(254));
    let result = run(&["hint", "--json"], format!("{clashing}\n"));
    assert_eq!(result.code, 1);
    let lines = json_lines(&result.stdout);
    assert_eq!(lines.len(), 1, "{}", result.stdout);
    assert_keys(&lines[0], &["status", "code", "message"]);
    assert_eq!(
        (&lines[0]["status"], &lines[0]["code"]),
        (&json!("error"), &json!("clash"))
    );
}

// ---------------------------------------------------------------- slots of failed puzzles

/// What one slot of `solve`'s output must hold.
enum Slot<'a> {
    /// A valid solution of this puzzle, in this layout.
    Solved(&'a Grid, Layout),
    /// A failed puzzle, in this layout: not a full grid.
    Failed(Layout),
}

/// Checks `solve`'s output slot by slot: each solution against the rules and its own
/// puzzle's givens, each failed slot for an empty cell.
#[track_caller]
fn assert_slots(stdout: &str, expected: &[Slot]) {
    let answers = grids(stdout);
    assert_eq!(
        answers.len(),
        expected.len(),
        "one slot per puzzle:\n{stdout}"
    );
    for (i, ((layout, answer), slot)) in answers.iter().zip(expected).enumerate() {
        match *slot {
            Slot::Solved(puzzle, want) => {
                assert_eq!(*layout, want, "slot {}", i + 1);
                assert_valid_solution(puzzle, answer);
            }
            Slot::Failed(want) => {
                assert_eq!(*layout, want, "slot {}", i + 1);
                assert!(
                    givens(answer) < 256,
                    "slot {} is full: {}",
                    i + 1,
                    line_of(answer)
                );
            }
        }
    }
}

/// A full grid that breaks the rules: two cells of row 1 swapped across boxes.
fn full_with_clash(seed: u64) -> Grid {
    let mut grid = puzzle(seed, Target::Givens(150)).solution;
    let (a, b) = (
        hexadoku::Cell::at(0, 1).unwrap(),
        hexadoku::Cell::at(0, 9).unwrap(),
    );
    let (x, y) = (grid.get(a), grid.get(b));
    grid.set(a, y);
    grid.set(b, x);
    assert!(parse_puzzle(&to_line(&grid)).is_err());
    grid
}

#[test]
fn every_failed_slot_shows_an_empty_cell_and_the_others_are_solved_in_place() {
    let good: Vec<Grid> = (80..85).map(easy).collect();
    let full = puzzle(86, Target::Givens(150)).solution;
    let mut long_row = rows_of(&full);
    long_row[4].push('A');
    let input = [
        to_line(&good[0]),
        to_line(&full_with_clash(87)),
        to_line(&good[1]),
        to_line(&full) + "A",
        to_line(&full) + "#",
        to_line(&good[2]),
        String::new(),
        long_row.join("\n"),
        String::new(),
        to_rows(&full_with_clash(88)),
        String::new(),
        to_framed(&full_with_clash(89)),
        String::new(),
        to_rows(&good[3]),
        String::new(),
        to_line(&good[4]),
    ]
    .join("\n");
    let run = run(&["solve"], input);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_slots(
        &run.stdout,
        &[
            Slot::Solved(&good[0], Layout::Line),
            Slot::Failed(Layout::Line),
            Slot::Solved(&good[1], Layout::Line),
            Slot::Failed(Layout::Line),
            Slot::Failed(Layout::Line),
            Slot::Solved(&good[2], Layout::Line),
            Slot::Failed(Layout::Rows),
            Slot::Failed(Layout::Rows),
            Slot::Failed(Layout::Framed),
            Slot::Solved(&good[3], Layout::Rows),
            Slot::Solved(&good[4], Layout::Line),
        ],
    );
    for n in [2, 4, 5, 7, 8, 9] {
        assert!(
            run.stderr.contains(&format!("puzzle {n}: ")),
            "{}",
            run.stderr
        );
    }
    for n in [1, 3, 6, 10, 11] {
        assert!(
            !run.stderr.contains(&format!("puzzle {n}: ")),
            "{}",
            run.stderr
        );
    }
    assert!(
        run.stderr.contains("puzzle 4: line 4: 257 cells"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("puzzle 5: line 5, column 257"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("puzzle 7: line 12: a row holds 17 cells"),
        "{}",
        run.stderr
    );
    // A clash shows what can stand: the clashing givens are left out, the rest kept.
    let answers = grids(&run.stdout);
    let clash = full_with_clash(87);
    let kept = hexadoku::Cell::all()
        .filter(|&c| answers[1].1.get(c).is_some())
        .inspect(|&c| assert_eq!(answers[1].1.get(c), clash.get(c)))
        .count();
    assert!((200..256).contains(&kept), "{kept} givens kept");
}

#[test]
fn damaged_lines_in_a_mixed_batch_cost_their_own_slot_only() {
    let good: Vec<Grid> = (90..99).map(easy).collect();
    // A row too long in a block (a first row of the wrong length is a line of its own).
    let mut long_row = rows_of(&good[8]);
    long_row[1].push('-');
    let cut: String = to_line(&good[8]).chars().take(255).collect();
    let input = [
        to_line(&good[0]),
        "ABCDEFGHIJKLMNOP".to_string(), // 16 cells: not the start of a block here
        to_line(&good[1]),
        cut,
        "ABCD".to_string(),
        "ABCDEFGHIJKLMNOPA".to_string(),
        to_line(&good[2]),
        String::new(),
        long_row.join("\n"),
        String::new(),
        to_rows(&good[3]),
        String::new(),
        rows_of(&good[4])[..10].join("\n"), // cut short by the line after it
        to_line(&good[5]),
        String::new(),
        piped(&good[6], "|----|----|----|----|"),
        String::new(),
        piped(&good[4], "|----------------|"),
        to_line(&full_with_clash(99)),
        to_line(&good[7]),
    ]
    .join("\n")
        + "\n";
    let expected = [
        Slot::Solved(&good[0], Layout::Line),
        Slot::Failed(Layout::Line),
        Slot::Solved(&good[1], Layout::Line),
        Slot::Failed(Layout::Line),
        Slot::Failed(Layout::Line),
        Slot::Failed(Layout::Line),
        Slot::Solved(&good[2], Layout::Line),
        Slot::Failed(Layout::Rows),
        Slot::Solved(&good[3], Layout::Rows),
        Slot::Failed(Layout::Rows),
        Slot::Solved(&good[5], Layout::Line),
        Slot::Solved(&good[6], Layout::Framed),
        Slot::Solved(&good[4], Layout::Framed),
        Slot::Failed(Layout::Line),
        Slot::Solved(&good[7], Layout::Line),
    ];
    let failed = [2, 4, 5, 6, 8, 10, 14];
    let one = run(&["solve", "--jobs", "1"], input.clone());
    assert_eq!(one.code, 1, "{}", one.stderr);
    assert_slots(&one.stdout, &expected);
    for n in 1..=expected.len() {
        let named = one.stderr.contains(&format!("puzzle {n}: "));
        assert_eq!(named, failed.contains(&n), "puzzle {n}: {}", one.stderr);
    }
    assert!(
        one.stderr.contains("puzzle 2: line 2: 16 cells"),
        "{}",
        one.stderr
    );
    assert!(
        one.stderr
            .contains("puzzle 8: line 10: a row holds 17 cells"),
        "{}",
        one.stderr
    );
    assert!(
        one.stderr
            .contains("puzzle 10: line 53: the puzzle ends after 10 rows"),
        "{}",
        one.stderr
    );
    // On several threads the answers keep their slots just the same.
    let two = run(&["solve", "--jobs", "2"], input.clone());
    assert_eq!((two.code, &two.stdout), (1, &one.stdout));
    // And `count` answers each puzzle on its own line, in the same order.
    let count = run(&["count"], input);
    let lines: Vec<&str> = count.stdout.lines().collect();
    assert_eq!(lines.len(), expected.len(), "{}", count.stdout);
    for (i, line) in lines.iter().enumerate() {
        let want = if failed.contains(&(i + 1)) {
            "error"
        } else {
            "1"
        };
        assert_eq!(*line, want, "puzzle {}", i + 1);
    }
}

#[test]
fn count_rejects_a_limit_of_zero() {
    for limit in ["0", "-1"] {
        hexadoku()
            .args(["count", &format!("--limit={limit}")])
            .write_stdin(".".repeat(256))
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains("--limit"));
    }
    let one = run(&["count", "--limit", "1"], ".".repeat(256));
    assert_eq!((one.code, one.stdout.as_str()), (0, "1+\n"));
}

// ---------------------------------------------------------------- budgets

/// Runs `args` on the puzzles `first`, slow, `last` (one line each), and checks what is
/// common to every command: only puzzle 2 gives up, saying so on standard error, and
/// the exit status is 1.
fn run_with_a_slow_puzzle(args: &[&str], slow: &Grid, first: &Grid, last: &Grid) -> Run {
    let input = format!("{}\n{}\n{}\n", line_of(first), line_of(slow), line_of(last));
    let started = std::time::Instant::now();
    let result = run(args, input);
    // Only against a hang.
    assert!(started.elapsed().as_secs() < 20, "{args:?} took too long");
    assert_eq!(result.code, 1, "{args:?}: {}", result.stderr);
    assert!(
        result.stderr.contains("hexadoku: puzzle 2: gave up after "),
        "{args:?}: {}",
        result.stderr
    );
    assert!(
        !result.stderr.contains("puzzle 1") && !result.stderr.contains("puzzle 3"),
        "{args:?}: {}",
        result.stderr
    );
    result
}

#[test]
fn every_command_gives_up_on_a_slow_puzzle_within_max_nodes_and_answers_the_others() {
    let slow = common::slow_grid();
    let (first, last) = (
        puzzle(41, Target::Givens(140)),
        puzzle(42, Target::Givens(130)),
    );
    let (a, b) = (&first.puzzle, &last.puzzle);
    // The slow puzzle needs more than 20 nodes for each command, the others one or two.
    let nodes = ["--max-nodes", "20"];
    let with = |command: &[&'static str]| [command, &nodes[..]].concat();
    let gave_up = "gave up after 20 search nodes";

    let solved = run_with_a_slow_puzzle(&with(&["solve"]), &slow, a, b);
    assert!(solved.stderr.contains(gave_up), "{}", solved.stderr);
    assert_slots(
        &solved.stdout,
        &[
            Slot::Solved(a, Layout::Line),
            Slot::Failed(Layout::Line),
            Slot::Solved(b, Layout::Line),
        ],
    );

    let counted = run_with_a_slow_puzzle(&with(&["count"]), &slow, a, b);
    assert_eq!(counted.stdout, "1\n?\n1\n");
    assert!(
        counted
            .stderr
            .contains(&format!("{gave_up}, 0 solutions found")),
        "{}",
        counted.stderr
    );

    let hinted = run_with_a_slow_puzzle(&with(&["hint"]), &slow, a, b);
    let lines: Vec<&str> = hinted.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", hinted.stdout);
    assert_eq!(lines[1], format!("gave-up: The hint {gave_up}."));
    for (line, grid) in [(lines[0], a), (lines[2], b)] {
        let step =
            next_step(&hexadoku::hint::Marks::new(grid), Uniqueness::Unknown).expect("a step");
        assert_eq!(
            line,
            format!(
                "{}: {}",
                name(step.technique),
                said(&step.explanation(), Symbols::Letters)
            )
        );
    }

    let graded = run_with_a_slow_puzzle(&with(&["grade"]), &slow, a, b);
    let lines: Vec<&str> = graded.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", graded.stdout);
    assert_eq!(lines[1], "error");
    for (line, grid) in [(lines[0], a), (lines[2], b)] {
        let grade = grade(grid, &mut Meter::unlimited(), None).expect("unique");
        assert!(line.starts_with(&format!("{:.1} {}", grade.rating, grade.difficulty)));
    }
    assert!(graded.stderr.contains(&format!("puzzle 2: {gave_up}")));

    let explained = run_with_a_slow_puzzle(&with(&["explain"]), &slow, a, b);
    assert!(explained.stdout.contains(&format!("Puzzle 2: {gave_up}\n")));
    assert_eq!(explained.stdout.matches("Grade: ").count(), 2);
    // The walks of the others fill their grids with their solutions.
    for (number, generated) in [(1, &first), (3, &last)] {
        let path = logical_path(&generated.puzzle, &mut Meter::unlimited(), None).expect("unique");
        assert!(explained.stdout.contains(&format!("Puzzle {number}:\n")));
        let mut grid = generated.puzzle.clone();
        for placement in path.iter().flat_map(|step| &step.placements) {
            grid.set(placement.cell, Some(placement.letter));
        }
        assert_valid_solution(&generated.puzzle, &grid);
    }
}

#[test]
fn a_timeout_ends_each_slow_puzzle_and_the_others_are_answered() {
    // Counting every solution of a puzzle with most givens gone would never end.
    let open = common::many_solutions(13, 60);
    let easy = puzzle(43, Target::Givens(140));
    let e = &easy.puzzle;
    let timeout = ["--timeout", "0.3"];
    let with = |command: &[&'static str]| [command, &timeout[..]].concat();

    let counted =
        run_with_a_slow_puzzle(&with(&["count", "--limit", "1000000000000"]), &open, e, e);
    assert!(
        counted.stderr.contains("puzzle 2: gave up after 0.3 s, "),
        "{}",
        counted.stderr
    );
    assert_eq!(counted.stdout, "1\n?\n1\n");

    for bad in ["0", "-1", "soon", "NaN"] {
        let refused = run(&["solve", &format!("--timeout={bad}")], line_of(e));
        assert_eq!(refused.code, 2, "--timeout {bad}");
        assert!(refused.stderr.contains("--timeout"), "{}", refused.stderr);
    }
}

#[test]
fn generate_gives_up_per_puzzle_within_its_budget_and_makes_the_others() {
    // The nodes each seed's puzzle takes, from the library; a budget between them lets
    // one be made and not the other.
    let target = Target::Givens(120);
    let need = |seed| {
        let mut meter = hexadoku::Meter::unlimited();
        generate(seed, target, &mut meter, None).expect("made");
        meter.nodes()
    };
    let (seed, needs) = (60..80)
        .map(|seed| (seed, [need(seed), need(seed + 1)]))
        .find(|(_, [a, b])| a != b)
        .expect("two seeds whose puzzles take different work");
    let budget = needs[0].min(needs[1]);
    let (made, lost) = if needs[0] < needs[1] {
        (seed, seed + 1)
    } else {
        (seed + 1, seed)
    };
    let result = run(
        &[
            "generate",
            "--seed",
            &seed.to_string(),
            "--count",
            "2",
            "--givens",
            "120",
            "--max-nodes",
            &budget.to_string(),
        ],
        "",
    );
    assert_eq!(result.code, 1, "{}", result.stderr);
    assert_eq!(
        result.stdout,
        format!(
            "{}\n",
            to_line(
                &generate(made, target, &mut Meter::unlimited(), None)
                    .expect("no budget")
                    .puzzle
            )
        )
    );
    assert_eq!(
        result.stderr.trim_end(),
        format!("hexadoku: seed {lost}: the generator gave up after {budget} search nodes")
    );

    // Unsolvable and graded puzzles too; nothing made is printed.
    for kind in [&["--unsolvable"][..], &["--difficulty", "hard"], &[]] {
        let args = [
            &[
                "generate",
                "--seed",
                "3",
                "--count",
                "2",
                "--max-nodes",
                "50",
            ],
            kind,
        ]
        .concat();
        let result = run(&args, "");
        assert_eq!(result.code, 1, "{kind:?}");
        assert_eq!(result.stdout, "", "{kind:?}");
        assert_eq!(
            result
                .stderr
                .matches("gave up after 50 search nodes")
                .count(),
            2,
            "{}",
            result.stderr
        );
        assert!(result.stderr.contains("seed 3: ") && result.stderr.contains("seed 4: "));
    }
    let timed = run(
        &["generate", "--difficulty", "jellyfish", "--timeout", "0.2"],
        "",
    );
    assert_eq!(timed.code, 1);
    assert!(
        timed
            .stderr
            .contains("needs jellyfish found: the generator gave up after 0.2 s"),
        "{}",
        timed.stderr
    );
}

/// The fixtures of each set of symbols (tests/fixtures/symbols/): one generated puzzle,
/// written in each set in a format such puzzles are found in the wild (0-F in groups
/// with `*`, 1-9 then A-G on one line, 1-16 in aligned rows), and the `generate`
/// arguments that write it. The e2e specs paste them too (tests/e2e/symbols.spec.js).
const SYMBOL_FIXTURES: [(&str, &str, Symbols, Layout); 4] = [
    (
        "symbols/letters.txt",
        "--seed 1515 --givens 120 --symbols letters --layout line",
        Symbols::Letters,
        Layout::Line,
    ),
    (
        "symbols/hex.txt",
        "--seed 1515 --givens 120 --symbols hex --layout bands",
        Symbols::Hex,
        Layout::Bands,
    ),
    (
        "symbols/one-g.txt",
        "--seed 1515 --givens 120 --symbols one-g --layout line",
        Symbols::OneToG,
        Layout::Line,
    ),
    (
        "symbols/numbers.txt",
        "--seed 1515 --givens 120 --symbols numbers --layout rows",
        Symbols::Numbers,
        Layout::Rows,
    ),
];

/// The fixtures are what the generator writes. To write them again (after a change to
/// the generator): `HEXADOKU_WRITE_FIXTURES=1 cargo test --test cli symbol_fixtures`.
#[test]
fn the_symbol_fixtures_are_what_the_generator_writes() {
    let rewrite = std::env::var_os("HEXADOKU_WRITE_FIXTURES").is_some();
    for (name, args, _, _) in SYMBOL_FIXTURES {
        let output = hexadoku()
            .arg("generate")
            .args(args.split(' '))
            .output()
            .expect("the tool runs");
        assert!(output.status.success(), "generate {args}");
        if rewrite {
            std::fs::write(fixture(name), &output.stdout).expect("the fixture written");
        }
        let written = std::fs::read_to_string(fixture(name)).expect("the fixture");
        assert_eq!(
            String::from_utf8(output.stdout).expect("UTF-8"),
            written,
            "{name} is not what `generate {args}` writes"
        );
    }
}

#[test]
fn a_pasted_puzzle_in_any_set_is_solved_in_its_own_set_and_layout_or_the_one_asked() {
    for (name, _, symbols, layout) in SYMBOL_FIXTURES {
        let text = std::fs::read_to_string(fixture(name)).expect("the fixture");
        let puzzles: Vec<Parsed> = split(&text);
        // Pasted with Windows line endings too, as the samples come.
        for pasted in [text.clone(), text.replace('\n', "\r\n")] {
            let output = hexadoku()
                .arg("solve")
                .write_stdin(pasted)
                .output()
                .unwrap();
            assert!(output.status.success(), "{name}");
            let answers = split(&String::from_utf8(output.stdout).unwrap());
            assert_eq!(answers.len(), puzzles.len(), "{name}");
            for (puzzle, answer) in puzzles.iter().zip(&answers) {
                assert_eq!((answer.symbols, answer.layout), (symbols, layout), "{name}");
                let given = puzzle.result.as_ref().expect("the fixture reads");
                assert_valid_solution(given, answer.result.as_ref().expect("an answer"));
            }
        }
        // Told the set, and asked for letters.
        let output = hexadoku()
            .args([
                "solve",
                "--symbols",
                symbols.name(),
                "--output-symbols",
                "letters",
            ])
            .write_stdin(text.as_str())
            .output()
            .unwrap();
        let answers = split(&String::from_utf8(output.stdout).unwrap());
        for (puzzle, answer) in puzzles.iter().zip(&answers) {
            assert_eq!(answer.symbols, Symbols::Letters, "{name}");
            let given = puzzle.result.as_ref().expect("the fixture reads");
            assert_valid_solution(given, answer.result.as_ref().expect("an answer"));
        }
    }
}

#[test]
fn a_text_that_settles_no_set_fails_saying_what_else_it_could_be_and_reads_when_told() {
    let line = format!("{:.<256}", ".A72");
    hexadoku()
        .arg("count")
        .write_stdin(line.as_str())
        .assert()
        .code(1)
        .stdout("error\n")
        .stderr(predicate::str::contains(
            "puzzle 1: line 1, column 3: '7' is not a letter A-P, and the puzzle's symbols \
             are not settled: it could be 0-F or 1-9 then A-G",
        ));
    hexadoku()
        .args(["count", "--symbols", "one-g", "--limit", "1"])
        .write_stdin(line.as_str())
        .assert()
        .success()
        .stdout("1+\n");
    hexadoku()
        .args(["count", "--symbols", "roman"])
        .write_stdin(line.as_str())
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "possible values: letters, hex, one-g, numbers",
        ));
}

// ---------------------------------------------------------------- hostile input

/// The most bytes the tool reads on a line, its end of line included (docs/cli.md).
const MAX_LINE: usize = 65_536;

/// Long enough for any run that does not hang; a run that hangs is killed at this, and
/// its test fails.
const HANG_GUARD: std::time::Duration = std::time::Duration::from_secs(60);

/// `count`'s lines for slots that are answered (`true`, one solution) or failed.
fn counts(answered: &[bool]) -> String {
    answered
        .iter()
        .map(|&ok| if ok { "1\n" } else { "error\n" })
        .collect()
}

#[test]
fn a_line_past_the_bound_fails_in_its_place_and_the_puzzles_around_it_are_answered() {
    let (first, second, third) = (easy(110), easy(111), easy(112));
    // 1 MiB of whitespace before a puzzle: the line was once cut to its blank first
    // MiB, and its puzzle dropped without a word, every later answer shifted up.
    let long = " ".repeat(1 << 20) + &to_line(&second);
    let lines = format!("{}\n{long}\n{}\n", to_line(&first), to_line(&third));
    let blocks = format!("{}\n\n{long}\n\n{}\n", to_rows(&first), to_rows(&third));
    for (input, layout) in [(lines, Layout::Line), (blocks, Layout::Rows)] {
        let line = if layout == Layout::Line { 2 } else { 18 };
        for jobs in ["1", "2"] {
            let run = run(&["solve", "--jobs", jobs], input.clone());
            assert_eq!(run.code, 1, "{}", run.stderr);
            assert_slots(
                &run.stdout,
                &[
                    Slot::Solved(&first, layout),
                    Slot::Failed(Layout::Line),
                    Slot::Solved(&third, layout),
                ],
            );
            assert_eq!(
                run.stderr,
                format!(
                    "hexadoku: puzzle 2: line {line}: the line is longer than 65536 bytes, \
                     the most a line may hold\n"
                )
            );
        }
        let count = run(&["count"], input);
        assert_eq!(
            (count.code, count.stdout),
            (1, counts(&[true, false, true]))
        );
    }
}

#[test]
fn a_line_of_the_most_bytes_is_read_and_one_byte_more_fails() {
    let puzzle = easy(113);
    // The puzzle, then spaces up to `bytes` with the end of line.
    let padded = |bytes: usize, end: &str| {
        let line = to_line(&puzzle);
        let pad = " ".repeat(bytes - line.len() - end.len());
        format!("{line}{pad}{end}")
    };
    for end in ["\n", "\r\n"] {
        let most = run(&["solve"], padded(MAX_LINE, end));
        assert_eq!(most.code, 0, "{}", most.stderr);
        assert_valid_solution(&puzzle, &parse_puzzle(&most.stdout).unwrap());
        let over = run(&["solve"], padded(MAX_LINE + 1, end));
        assert_eq!(over.code, 1);
        assert!(
            over.stderr.contains("puzzle 1: line 1: the line is longer"),
            "{}",
            over.stderr
        );
        assert_slots(&over.stdout, &[Slot::Failed(Layout::Line)]);
    }
    // A last line of the most bytes with the input's end right after it is read too.
    let last = padded(MAX_LINE + 1, "\n");
    let run = run(&["solve"], last.trim_end_matches('\n'));
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn a_line_that_never_ends_is_given_up_promptly_and_named() {
    let good = easy(114);
    // Standard input: a puzzle, then more than the 4 MiB the tool waits for an end of line
    // (as `yes | tr -d '\n'` sends), then a puzzle it must not wait to read.
    let mut input = (to_line(&good) + "\n").into_bytes();
    input.resize(input.len() + (5 << 20), b'y');
    input.extend(format!("\n{}\n", to_line(&easy(115))).bytes());
    for command in ["solve", "count"] {
        let started = std::time::Instant::now();
        let run = outcome(
            hexadoku()
                .arg(command)
                .write_stdin(input.clone())
                .timeout(HANG_GUARD),
        );
        assert!(started.elapsed().as_secs() < 10, "{:?}", started.elapsed());
        assert_eq!(run.code, 1, "{}", run.stderr);
        assert_eq!(
            run.stderr,
            "hexadoku: puzzle 2: line 2: no end of line in 4194304 bytes: \
             the input is read no further\n"
        );
        if command == "solve" {
            assert_slots(
                &run.stdout,
                &[
                    Slot::Solved(&good, Layout::Line),
                    Slot::Failed(Layout::Line),
                ],
            );
        } else {
            assert_eq!(run.stdout, counts(&[true, false]));
        }
    }
    // A file that never ends a line, nor ends at all.
    let run = outcome(hexadoku().args(["solve", "/dev/zero"]).timeout(HANG_GUARD));
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr
            .starts_with("hexadoku: puzzle 1: line 1: no end of line"),
        "{}",
        run.stderr
    );
    assert_slots(&run.stdout, &[Slot::Failed(Layout::Line)]);
}

#[test]
fn a_byte_order_mark_before_the_input_or_a_joined_file_is_skipped() {
    const BOM: &[u8] = "\u{feff}".as_bytes();
    // The UVA sample saved with a mark is still answered byte for byte, from a file as
    // from standard input.
    let sample = [BOM, &std::fs::read(fixture("sample.in")).unwrap()].concat();
    let expected = std::fs::read(fixture("sample.out")).unwrap();
    let path = std::env::temp_dir().join(format!("hexadoku-bom-{}.in", std::process::id()));
    std::fs::write(&path, &sample).unwrap();
    let from_file = hexadoku().arg("solve").arg(&path).output().unwrap();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(
        (from_file.status.code(), &from_file.stdout),
        (Some(0), &expected)
    );
    hexadoku()
        .arg("solve")
        .write_stdin(sample)
        .assert()
        .success()
        .stdout(expected)
        .stderr("");
    // Files joined with `cat`, each saved with a mark and CRLF line ends.
    let (line, block) = (easy(116), easy(117));
    let input = format!(
        "\u{feff}{}\r\n\u{feff}{}\r\n",
        to_line(&line),
        to_rows(&block).replace('\n', "\r\n")
    );
    let run = run(&["solve"], input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_slots(
        &run.stdout,
        &[
            Slot::Solved(&line, Layout::Line),
            Slot::Solved(&block, Layout::Rows),
        ],
    );
}

#[test]
fn numbers_out_of_range_are_refused_naming_their_option_with_exit_2() {
    let refused: &[(&[&str], &str)] = &[
        (&["generate", "--givens", "257"], "257 is not in 0..=256"),
        (&["generate", "--givens", "-1"], "'--givens <K>'"),
        (&["generate", "--count", "0"], "'--count <COUNT>'"),
        (&["generate", "--count", "-3"], "'--count <COUNT>'"),
        (&["generate", "--seed", "-1"], "'--seed <SEED>'"),
        (&["generate", "--max-nodes", "0"], "'--max-nodes <N>'"),
        (&["solve", "--max-nodes", "-5"], "'--max-nodes <N>'"),
        (&["solve", "--jobs", "0"], "'--jobs <N>'"),
        (&["solve", "-j", "1025"], "1025 is not in 1..=1024"),
        (&["count", "--limit", "0"], "'--limit <LIMIT>'"),
        (&["solve", "--timeout", "0"], "0 is not a positive number"),
        (&["solve", "--timeout", "-1"], "-1 is not a positive number"),
        (&["solve", "--timeout", "NaN"], "\"NaN\" is not a number"),
        (&["solve", "--timeout", "inf"], "at most 31536000"),
        (&["solve", "--timeout", "1e300"], "at most 31536000"),
        (&["grade", "--timeout", "1e-300"], "under a nanosecond"),
    ];
    for &(args, says) in refused {
        let run = outcome(
            hexadoku()
                .args(args)
                .write_stdin(".".repeat(256))
                .timeout(HANG_GUARD),
        );
        assert_eq!((run.code, run.stdout.as_str()), (2, ""), "{args:?}");
        assert!(
            run.stderr.starts_with("error: invalid value") && run.stderr.contains(says),
            "{args:?}: {}",
            run.stderr
        );
    }
    // The bounds themselves are taken: 256 givens is the whole grid, nothing removed.
    let full = run(&["generate", "--givens", "256"], "");
    assert_eq!(full.code, 0, "{}", full.stderr);
    let grid = parse_puzzle(&full.stdout).unwrap();
    assert_eq!(givens(&grid), 256);
    assert_valid_solution(&grid, &grid);
    let expected = std::fs::read(fixture("sample.out")).unwrap();
    hexadoku()
        .args(["solve", "--jobs", "1024", "--timeout", "31536000"])
        .arg(fixture("sample.in"))
        .assert()
        .success()
        .stdout(expected);
}

/// A piece of a made-up input for the tool: a puzzle on one line or in rows, or a line
/// past the bound (a run of whitespace, with the puzzle at its end or not).
#[derive(Clone, Debug)]
enum Piece {
    Puzzle(usize, Layout),
    Overlong(usize, bool),
}

fn any_piece() -> impl proptest::strategy::Strategy<Value = Piece> {
    use proptest::prelude::*;
    let layout = proptest::sample::select(vec![Layout::Line, Layout::Rows]);
    prop_oneof![
        3 => (0..3usize, layout).prop_map(|(i, layout)| Piece::Puzzle(i, layout)),
        1 => (MAX_LINE..MAX_LINE + 5000, any::<bool>())
            .prop_map(|(bytes, puzzle)| Piece::Overlong(bytes, puzzle)),
    ]
}

/// Three easy puzzles for the made-up inputs, made once.
fn three_easy() -> &'static [Grid] {
    static PUZZLES: std::sync::OnceLock<Vec<Grid>> = std::sync::OnceLock::new();
    PUZZLES.get_or_init(|| (118..121).map(easy).collect())
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

    /// Whatever lines past the bound stand among them, with byte-order marks and `\r\n`
    /// line ends, every puzzle is answered in its own slot, and every long line is a
    /// failed slot of its own, named on standard error with its line.
    #[test]
    fn no_puzzle_is_lost_among_long_lines_marks_and_line_ends(
        pieces in proptest::collection::vec(any_piece(), 1..6),
        bom in proptest::bool::ANY,
        crlf in proptest::bool::ANY,
    ) {
        let (mut lines, mut slots, mut named) = (Vec::new(), Vec::new(), Vec::new());
        for piece in &pieces {
            if !lines.is_empty() {
                lines.push(String::new());
            }
            match *piece {
                Piece::Puzzle(i, layout) => {
                    lines.extend(format(&three_easy()[i], layout).lines().map(str::to_string));
                    slots.push(Slot::Solved(&three_easy()[i], layout));
                }
                Piece::Overlong(bytes, puzzle) => {
                    let tail = if puzzle { to_line(&three_easy()[0]) } else { String::new() };
                    lines.push(" ".repeat(bytes - tail.len()) + &tail);
                    slots.push(Slot::Failed(Layout::Line));
                    named.push(format!("puzzle {}: line {}: ", slots.len(), lines.len()));
                }
            }
        }
        let end = if crlf { "\r\n" } else { "\n" };
        let mark = if bom { "\u{feff}" } else { "" };
        let input = format!("{mark}{}{end}", lines.join(end));
        let run = run(&["solve"], input);
        proptest::prop_assert_eq!(run.code, i32::from(!named.is_empty()), "{}", run.stderr);
        assert_slots(&run.stdout, &slots);
        proptest::prop_assert_eq!(run.stderr.lines().count(), named.len(), "{}", run.stderr);
        for name in &named {
            proptest::prop_assert!(run.stderr.contains(name.as_str()), "{name}: {}", run.stderr);
        }
    }
}

// ---------------------------------------------------------------- languages

/// The English fixtures: what the tool wrote before it spoke other languages.
fn english(name: &str) -> String {
    std::fs::read_to_string(fixture("english").join(name)).expect("an English fixture")
}

/// The tool run on the English fixtures' folder, `vars` set in its environment.
fn run_in_fixtures(args: &[&str], vars: &[(&str, &str)]) -> Run {
    let mut command = hexadoku();
    command.current_dir(fixture("english")).args(args);
    for (var, value) in vars {
        command.env(var, value);
    }
    outcome(&mut command)
}

/// The tool's English, recorded from its build before it had other languages
/// (tests/fixtures/english/: puzzles made by `generate`, the path of two of them through
/// every kind of step up to forcing chains, damaged puzzles, budgets run out): every
/// command writes it to the byte still, with no language asked for, with `--lang en`, and
/// in the C locale. (grade.out was recorded again when a forcing chain that concludes by a
/// contradiction came to be rated as Sudoku Explainer's Nishio chains, its ratings alone
/// changing; grade.out and explain.out when Sudoku Explainer's direct techniques joined
/// the ladder, the steps they take and the ratings changing.)
#[test]
fn english_is_written_to_the_byte_as_before_other_languages() {
    // The command, the file of what it writes on standard output, and on standard error.
    let cases: [(&[&str], Option<&str>, Option<&str>); 12] = [
        (&["grade", "puzzles.txt"], Some("grade.out"), None),
        (&["explain", "path.txt"], Some("explain.out"), None),
        (&["hint", "--level", "vague", "puzzles.txt"], None, None),
        (&["hint", "--json", "puzzles.txt"], Some("hint.jsonl"), None),
        (&["solve", "damaged.txt"], None, Some("solve-damaged.err")),
        (
            &["hint", "damaged.txt"],
            Some("hint-damaged.out"),
            Some("hint-damaged.err"),
        ),
        (
            &["explain", "damaged.txt"],
            Some("explain-damaged.out"),
            None,
        ),
        (
            &["count", "--max-nodes", "2", "puzzles.txt"],
            None,
            Some("count.err"),
        ),
        (
            &[
                "generate",
                "--seed",
                "3",
                "--count",
                "2",
                "--max-nodes",
                "5",
            ],
            Some(""),
            None,
        ),
        (
            &[
                "generate",
                "--seed",
                "3",
                "--difficulty",
                "expert",
                "--max-nodes",
                "50",
            ],
            None,
            None,
        ),
        (&["hint", "--level", "concrete", "puzzles.txt"], None, None),
        (&["hint", "--level", "full", "puzzles.txt"], None, None),
    ];
    let mut hints = String::new();
    let mut generated = String::new();
    for (args, out, err) in cases {
        let plain = run_in_fixtures(args, &[]);
        for (asked, vars) in [
            (&["--lang", "en"][..], &[][..]),
            (&[][..], &[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")][..]),
            (&[][..], &[("LANG", "en_GB.UTF-8")][..]),
        ] {
            let again = run_in_fixtures(&[args, asked].concat(), vars);
            assert_eq!(again.stdout, plain.stdout, "{args:?} {asked:?} {vars:?}");
            assert_eq!(again.stderr, plain.stderr, "{args:?} {asked:?} {vars:?}");
        }
        // `Some("")`: nothing.
        if let Some(out) = out {
            let expected = match out {
                "" => String::new(),
                _ => english(out).replace("\r\n", "\n"),
            };
            assert_eq!(plain.stdout, expected, "{args:?}");
        }
        if let Some(err) = err {
            assert_eq!(plain.stderr, english(err).replace("\r\n", "\n"), "{args:?}");
        }
        match args[0] {
            "hint" if !args.contains(&"--json") && !args.contains(&"damaged.txt") => {
                hints += &plain.stdout;
            }
            "generate" => generated += &plain.stderr,
            _ => {}
        }
    }
    assert_eq!(hints, english("hint.out").replace("\r\n", "\n"));
    assert_eq!(generated, english("generate.err").replace("\r\n", "\n"));
}

/// Whether `c` is a Chinese character (a CJK unified ideograph).
fn is_chinese(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

/// English's words a German sentence should not hold: its technique names that German
/// names otherwise, and its small words.
fn english_in_german() -> Vec<String> {
    let german = Words::new("de").expect("German");
    let mut words: Vec<String> = Technique::ALL
        .into_iter()
        .map(|t| {
            (
                name(t).to_lowercase(),
                german.technique_name(t).to_lowercase(),
            )
        })
        .filter(|(english, german)| english != german)
        .map(|(english, _)| english)
        .collect();
    let small = [
        " the ",
        " only ",
        " because ",
        " and ",
        " or ",
        " remove ",
        " cannot ",
        " which ",
        " of ",
        " is ",
        " steps",
        "puzzle",
        "grade",
    ];
    words.extend(small.map(str::to_string));
    words
}

/// `hexadoku explain` in Chinese and in German: every step and the grade in the language
/// (no line is the English one; in Chinese each holds Chinese characters, in German none
/// holds English's technique names or small words), step for step as in English.
#[test]
fn explain_speaks_chinese_and_german() {
    let puzzles = [
        line_of(&puzzle(5, Target::Minimal).puzzle),
        line_of(&easy(8)),
    ]
    .join("\n");
    let english = run(&["explain"], puzzles.as_str());
    assert_eq!(english.code, 0, "{}", english.stderr);
    assert!(
        english.stdout.contains("forcing chain"),
        "{}",
        english.stdout
    );
    let english_words = english_in_german();
    for lang in ["zh-Hans", "de"] {
        let spoken = run(&["explain", "--lang", lang], puzzles.as_str());
        assert_eq!(spoken.code, 0, "{}", spoken.stderr);
        let lines: Vec<&str> = spoken.stdout.lines().collect();
        let english_lines: Vec<&str> = english.stdout.lines().collect();
        assert_eq!(lines.len(), english_lines.len(), "{lang}");
        for (line, english) in lines.iter().zip(&english_lines) {
            if english.is_empty() {
                assert!(line.is_empty());
                continue;
            }
            assert_ne!(line, english, "{lang}");
            // Numbered as in English.
            let number = |line: &str| line.split_once('.').map(|(n, _)| n.trim().to_string());
            if english.starts_with(' ') {
                assert_eq!(number(line), number(english), "{lang}: {line}");
            }
            match lang {
                "zh-Hans" => assert!(line.chars().any(is_chinese), "{line}"),
                _ => {
                    let lower = line.to_lowercase();
                    let found: Vec<&String> = english_words
                        .iter()
                        .filter(|w| lower.contains(w.as_str()))
                        .collect();
                    assert!(found.is_empty(), "English {found:?} in {line}");
                }
            }
        }
        let grade = |text: &str| text.lines().last().map(str::to_string).unwrap_or_default();
        assert!(grade(&spoken.stdout).starts_with(match lang {
            "de" => "Bewertung: ",
            _ => "评级：",
        }));
    }
}

/// `hint` at every level, and `--json`'s sentences, in each language; the JSON's keys, its
/// codes and its data are English's.
#[test]
fn hints_and_their_json_speak_the_language_asked_for() {
    let puzzles = [
        line_of(&easy(3)),
        line_of(&puzzle(2, Target::Minimal).puzzle),
    ]
    .join("\n");
    for level in ["vague", "concrete", "full"] {
        let english = run(&["hint", "--level", level], puzzles.as_str()).stdout;
        for lang in ["de", "zh-Hans"] {
            let spoken = run(
                &["hint", "--level", level, "--lang", lang],
                puzzles.as_str(),
            );
            assert_eq!(spoken.code, 0, "{}", spoken.stderr);
            assert_eq!(spoken.stdout.lines().count(), english.lines().count());
            for (line, english) in spoken.stdout.lines().zip(english.lines()) {
                assert_ne!(line, english);
            }
        }
    }
    let english = json_lines(&run(&["explain", "--json"], puzzles.as_str()).stdout);
    for lang in ["de", "zh-Hans"] {
        let spoken =
            json_lines(&run(&["explain", "--json", "--lang", lang], puzzles.as_str()).stdout);
        assert_eq!(spoken.len(), english.len());
        let mut sentences = 0;
        for (spoken, english) in spoken.iter().zip(&english) {
            same_but_words(spoken, english, "", &mut sentences);
        }
        assert!(sentences > 100, "{sentences}");
    }
}

/// `spoken` is `english` but for its sentences and technique names: the same keys, the
/// same numbers and codes, each string under a key of words different.
fn same_but_words(spoken: &Value, english: &Value, key: &str, sentences: &mut usize) {
    const WORDS: [&str; 6] = [
        "explanation",
        "vague",
        "concrete",
        "text",
        "end",
        "technique",
    ];
    match (spoken, english) {
        (Value::Object(spoken), Value::Object(english)) => {
            let keys = |o: &serde_json::Map<String, Value>| o.keys().cloned().collect::<Vec<_>>();
            assert_eq!(keys(spoken), keys(english));
            for (key, value) in spoken {
                same_but_words(value, &english[key], key, sentences);
            }
        }
        (Value::Array(spoken), Value::Array(english)) => {
            assert_eq!(spoken.len(), english.len(), "{key}");
            for (spoken, english) in spoken.iter().zip(english) {
                same_but_words(spoken, english, key, sentences);
            }
        }
        (Value::String(spoken), Value::String(english))
            if WORDS.contains(&key) || key == "hardest" =>
        {
            // A name may be the same in both ("X-Wing"); a sentence never is.
            if key != "technique" && key != "hardest" {
                assert_ne!(spoken, english, "{key}");
                *sentences += 1;
            }
        }
        _ => assert_eq!(spoken, english, "{key}"),
    }
}

/// With no `--lang`, the language is the environment's, as POSIX tools find it:
/// `LC_ALL`, then `LC_MESSAGES`, then `LANG`; English for a language with no catalogue.
#[test]
fn the_language_is_the_environments_without_lang() {
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("languages.txt");
    std::fs::write(&file, line_of(&easy(4)) + "\n").expect("a puzzle file");
    let file = file.to_str().expect("a UTF-8 path");
    let grade = |vars: &[(&str, &str)], args: &[&str]| {
        let mut command = hexadoku();
        command.arg("grade").arg(file).args(args);
        for (var, value) in vars {
            command.env(var, value);
        }
        let run = outcome(&mut command);
        assert_eq!(run.code, 0, "{}", run.stderr);
        run.stdout
    };
    let english = grade(&[], &[]);
    let german = grade(&[], &["--lang", "de"]);
    let chinese = grade(&[], &["--lang", "zh-Hans"]);
    assert!(english.contains(" steps: "), "{english}");
    assert!(german.contains(" Schritte: "), "{german}");
    assert!(chinese.chars().any(is_chinese), "{chinese}");
    // A rating as German writes it: 2,3.
    assert!(
        german
            .split(' ')
            .next()
            .is_some_and(|r| r.len() == 3 && r.as_bytes()[1] == b','),
        "{german}"
    );
    for (vars, expected) in [
        (&[("LANG", "de_DE.UTF-8")][..], &german),
        (&[("LANG", "de_AT")][..], &german),
        (&[("LANG", "zh_CN.UTF-8")][..], &chinese),
        (&[("LANG", "zh_TW.UTF-8")][..], &english),
        (&[("LANG", "C")][..], &english),
        (&[("LANG", "fr_FR.UTF-8")][..], &english),
        (
            &[("LC_MESSAGES", "zh_CN.UTF-8"), ("LANG", "de_DE.UTF-8")][..],
            &chinese,
        ),
        (
            &[("LC_ALL", "de_DE.UTF-8"), ("LC_MESSAGES", "zh_CN.UTF-8")][..],
            &german,
        ),
        (
            &[("LC_ALL", "POSIX"), ("LANG", "de_DE.UTF-8")][..],
            &english,
        ),
        (&[("LC_ALL", ""), ("LANG", "de_DE.UTF-8")][..], &german),
    ] {
        assert_eq!(&grade(vars, &[]), expected, "{vars:?}");
    }
    // --lang before the environment, and before or after the command.
    assert_eq!(
        grade(&[("LANG", "de_DE.UTF-8")], &["--lang", "en"]),
        english
    );
    assert_eq!(grade(&[("LC_ALL", "de_DE.UTF-8")], &["--lang=zh"]), chinese);
    let mut command = hexadoku();
    command.args(["--lang", "zh_CN", "grade", file]);
    assert_eq!(outcome(&mut command).stdout, chinese);
}

/// An unknown `--lang` is a usage error, naming the languages there are, said in the
/// environment's language.
#[test]
fn an_unknown_lang_is_refused_naming_the_languages() {
    for asked in ["xx", "zh-TW", "zh-Hant", "C", ""] {
        let refused = run(&["grade", "--lang", asked], line_of(&easy(1)));
        assert_eq!(refused.code, 2, "{asked}");
        assert!(refused.stdout.is_empty());
        assert!(
            refused.stderr.contains(&format!(
                "unknown language \"{asked}\": expected en, de or zh-Hans"
            )),
            "{}",
            refused.stderr
        );
    }
    let mut command = hexadoku();
    command
        .env("LANG", "de_DE.UTF-8")
        .args(["--lang", "fr", "grade"]);
    let refused = outcome(&mut command);
    assert_eq!(refused.code, 2);
    assert!(
        refused
            .stderr
            .contains("unbekannte Sprache \"fr\": erwartet en, de oder zh-Hans"),
        "{}",
        refused.stderr
    );
}

/// A puzzle that cannot be read is said in the language, still naming its line and
/// column; the slots scripts read (`error:`, `error`) stay as they are.
#[test]
fn errors_name_line_and_column_in_every_language() {
    let input = english("damaged.txt");
    for (lang, line_and_column, clash) in [
        (
            "en",
            "line 2, column 20",
            "letter O appears twice in row 1: R1C1 and R1C3",
        ),
        ("de", "Zeile 2, Spalte 20", "R1C1 und R1C3"),
        ("zh-Hans", "第 2 行，第 20 个字符", "R1C1 和 R1C3"),
    ] {
        let solved = run(&["solve", "--lang", lang], input.as_str());
        assert_eq!(solved.code, 1);
        let lines: Vec<&str> = solved.stderr.lines().collect();
        assert_eq!(lines.len(), 4, "{}", solved.stderr);
        assert!(lines[1].contains(line_and_column), "{}", lines[1]);
        assert!(lines[1].contains("'Q'"), "{}", lines[1]);
        assert!(lines[3].contains(clash), "{}", lines[3]);
        let hinted = run(&["hint", "--lang", lang], input.as_str());
        let slots: Vec<&str> = hinted.stdout.lines().collect();
        assert!(slots[1].starts_with("error: ") && slots[1].contains(line_and_column));
        assert!(slots[0].starts_with("none: ") && slots[3].starts_with("several: "));
        let graded = run(&["grade", "--lang", lang], input.as_str());
        assert!(graded.stdout.lines().all(|line| line == "error"));
        if lang != "en" {
            let english = run(&["solve"], input.as_str()).stderr;
            for (line, english) in solved.stderr.lines().zip(english.lines()) {
                assert_ne!(line, english);
            }
        }
    }
    let gave_up = run(
        &["count", "--lang", "de", "--max-nodes", "2"],
        english("puzzles.txt"),
    );
    assert!(
        gave_up
            .stderr
            .contains("Rätsel 1: nach 2 Suchknoten aufgegeben, 0 Lösungen gefunden"),
        "{}",
        gave_up.stderr
    );
}

/// The help is the catalogue's, in the language asked for or the environment's; clap's
/// own words stay clap's.
#[test]
fn help_speaks_the_language() {
    for lang in ["de", "zh-Hans"] {
        let words = Words::new(lang).expect("a catalogue");
        let help = run(&["--lang", lang, "--help"], "");
        assert_eq!(help.code, 0);
        assert!(
            help.stdout.contains(&words.say("cli-about", &[])),
            "{}",
            help.stdout
        );
        assert!(
            help.stdout.contains(&words.say("cli-lang-help", &[])),
            "{}",
            help.stdout
        );
        let solve = run(&["solve", "-h", "--lang", lang], "");
        assert!(solve.stdout.contains(&words.say("cli-solve-about", &[])));
        let value = words.say("cli-timeout-value", &[]);
        assert!(
            solve.stdout.contains(&format!("--timeout <{value}>")),
            "{}",
            solve.stdout
        );
    }
    let mut command = hexadoku();
    command
        .env("LANG", "de_DE.UTF-8")
        .args(["explain", "--help"]);
    let help = outcome(&mut command).stdout;
    let german = Words::new("de").expect("German");
    assert!(
        help.contains(&german.say("cli-explain-about", &[])),
        "{help}"
    );
    let english = run(&["explain", "--help"], "").stdout;
    assert!(english.contains(&Words::english().say("cli-explain-about", &[])));
    assert!(english.contains("--lang <LANG>"), "{english}");
}
