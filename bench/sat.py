#!/usr/bin/env python3
"""Time Hexadoku next to CaDiCaL, a CDCL SAT solver, on the same puzzles.

    pip install python-sat
    cargo build --release
    python3 bench/sat.py ../shared/data/tarek206.txt

Prints a Markdown table: for each corpus, the mean, median and slowest time per puzzle of
each solver, and CaDiCaL's mean and slowest divided by Hexadoku's.

The task is the same for both: count solutions up to 2 (find a solution, then search until
a second one is ruled out), on one thread.

- Hexadoku: `hexadoku count --limit 2 --jobs 1 --stats FILE`, one process per corpus; the
  times are the per-puzzle times that `--stats` prints, which leave out the process's
  start-up and the parsing.
- CaDiCaL (through python-sat; CaDiCaL 1.9 if python-sat has it, else its newest
  CaDiCaL): the standard exactly-one encoding — each cell holds at least one letter and at
  most one (pairwise clauses), each letter at least once and at most once (pairwise) in
  every row, column and box — with the givens as unit clauses, in a fresh solver for each
  puzzle. The clock runs from once every clause is in (building the solver is not
  counted) to the end of solve() and, when that found a solution, again over adding a
  clause that blocks the solution's open-cell letters and a second solve(); reading the
  model into Python and making that clause from it are not counted either.

Both answers are checked: every count Hexadoku prints must be the one expected of its
corpus (1 for a unique puzzle, 0 for the unsolvable corpus), CaDiCaL's first solution must
keep the rules and the givens, and the two must agree on every count. Any disagreement is
reported and the script exits with status 1.

Corpora: each puzzle file named on the command line (one 256-character puzzle per line,
`A`-`P` given, `.` or `-` empty; its puzzles are taken to be unique), relabelled and
transposed copies of each file's puzzles (letters permuted, rows permuted within bands and
bands permuted, the same for columns, then transposed: puzzles of the same difficulty that
neither solver has seen), and, unless --no-generated, three corpora made by
`hexadoku generate`: minimal puzzles, puzzles with 120 givens, and puzzles with no solution.
Every corpus is written to a fresh temporary directory, whose path is printed.

Timing is repeated --rounds times, the two solvers taking turns within each round (who
goes first alternates); each figure in the table is the median over rounds of that
figure, since one round on a shared machine can be disturbed. The ratios are those of the
figures in the table. All randomness comes from --seed, which is printed.
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
LETTERS = "ABCDEFGHIJKLMNOP"
EMPTY_CELLS = ".-0_*"
SIZE = 16
BOX = 4

# ---------------------------------------------------------------------------------------
# Puzzles and corpora


@dataclass
class Corpus:
    name: str
    puzzles: list[str]  # 256 characters each, `A`-`P` or `.`
    expected_count: int  # solutions when counting up to 2
    path: Path | None = None  # the corpus as written for Hexadoku


def normalise_puzzle(text: str, where: str) -> str:
    cells = "".join(text.split()).upper()
    if len(cells) != SIZE * SIZE:
        raise ValueError(f"{where}: {len(cells)} cells, not {SIZE * SIZE}")
    bad = sorted({ch for ch in cells if ch not in LETTERS and ch not in EMPTY_CELLS})
    if bad:
        raise ValueError(f"{where}: not a letter A-P or an empty cell: {''.join(bad)!r}")
    return "".join(ch if ch in LETTERS else "." for ch in cells)


def read_puzzle_file(path: Path) -> list[str]:
    puzzles = []
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        if line.strip():
            puzzles.append(normalise_puzzle(line, f"{path}: line {number}"))
    if not puzzles:
        raise ValueError(f"{path}: no puzzles")
    return puzzles


def write_corpus(corpus: Corpus, directory: Path, file_name: str) -> None:
    corpus.path = directory / file_name
    corpus.path.write_text("".join(puzzle + "\n" for puzzle in corpus.puzzles))


def shuffled_lines(rng: random.Random) -> list[int]:
    """A permutation of the 16 rows (or columns) that keeps every box a box: the four
    bands in a random order, and the four lines of each band in a random order."""
    bands = list(range(BOX))
    rng.shuffle(bands)
    lines = []
    for band in bands:
        within = list(range(BOX))
        rng.shuffle(within)
        lines.extend(band * BOX + offset for offset in within)
    return lines


def relabel_and_transpose(puzzle: str, rng: random.Random) -> str:
    """The same puzzle in disguise: letters permuted, rows and columns permuted within
    bands and stacks, bands and stacks permuted, then transposed. Its solutions are those
    of the original, transformed the same way, so it has as many."""
    letters = list(LETTERS)
    rng.shuffle(letters)
    new_letter = dict(zip(LETTERS, letters))
    new_letter["."] = "."
    rows = shuffled_lines(rng)
    columns = shuffled_lines(rng)
    # Permuted: cell (r, c) takes the original's (rows[r], columns[c]); transposed: the
    # new cell (r, c) is the permuted grid's (c, r).
    return "".join(
        new_letter[puzzle[rows[c] * SIZE + columns[r]]]
        for r in range(SIZE)
        for c in range(SIZE)
    )


def disguised_corpus(source: Corpus, copies: int, rng: random.Random) -> Corpus:
    puzzles = [
        relabel_and_transpose(puzzle, rng)
        for puzzle in source.puzzles
        for _ in range(copies)
    ]
    copies_text = "" if copies == 1 else f", {copies} copies each"
    return Corpus(f"{source.name}, relabelled and transposed{copies_text}", puzzles,
                  source.expected_count)


def generated_corpus(binary: Path, name: str, arguments: list[str], expected_count: int) -> Corpus:
    command = [str(binary), "generate", *arguments]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {result.stderr.strip()}")
    puzzles = [
        normalise_puzzle(line, f"hexadoku generate, line {number}")
        for number, line in enumerate(result.stdout.splitlines(), start=1)
        if line.strip()
    ]
    return Corpus(f"{name} (`generate {' '.join(arguments)}`)", puzzles, expected_count)


# ---------------------------------------------------------------------------------------
# Hexadoku

STATS_LINE = re.compile(r"^puzzle (\d+): .*?([0-9.]+) ms\s*$")


def build_hexadoku() -> Path:
    print("cargo build --release", file=sys.stderr)
    subprocess.run(["cargo", "build", "--release"], cwd=REPO, check=True,
                   stdout=sys.stderr)
    return REPO / "target" / "release" / "hexadoku"


def parse_count(text: str) -> int | None:
    """`N` for an exact count, `N+` when counting stopped at the limit."""
    match = re.fullmatch(r"(\d+)\+?", text.strip())
    return int(match.group(1)) if match else None


def run_hexadoku(binary: Path, corpus: Corpus,
                 problems: list[str]) -> tuple[list[float], list[int | None]]:
    """Seconds per puzzle from `--stats`, and the count printed for each puzzle."""
    command = [str(binary), "count", "--limit", "2", "--jobs", "1", "--stats", str(corpus.path)]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        problems.append(f"{corpus.name}: Hexadoku exited with status {result.returncode}")
    times: dict[int, float] = {}
    for line in result.stderr.splitlines():
        match = STATS_LINE.match(line)
        if match:
            times[int(match.group(1))] = float(match.group(2)) / 1000
        elif line.strip():
            problems.append(f"{corpus.name}: Hexadoku said: {line}")
    counts = [parse_count(line) for line in result.stdout.splitlines()]
    n = len(corpus.puzzles)
    if len(counts) != n or sorted(times) != list(range(1, n + 1)):
        raise RuntimeError(
            f"{corpus.name}: Hexadoku printed {len(counts)} counts and {len(times)} stats"
            f" lines for {n} puzzles:\n{result.stderr[-2000:]}")
    return [times[i] for i in range(1, n + 1)], counts


# ---------------------------------------------------------------------------------------
# CaDiCaL


def cadical_solver_name() -> tuple[str, str]:
    """python-sat's name for CaDiCaL 1.9 if it has it, else for its newest CaDiCaL, and
    the CaDiCaL version that name stands for."""
    try:
        from pysat.solvers import SolverNames
    except ImportError:
        sys.exit("python-sat is not installed: pip install python-sat")
    names = [name for name in vars(SolverNames) if re.fullmatch(r"cadical\d+", name)]
    if not names:
        sys.exit("this python-sat has no CaDiCaL solver")

    def version(name: str) -> tuple[int, ...]:
        return tuple(int(digit) for digit in name.removeprefix("cadical"))

    nineteen = [name for name in names if version(name)[:2] == (1, 9)]
    name = max(nineteen or names, key=version)
    return name, ".".join(str(part) for part in version(name))


def variable(row: int, column: int, letter: int) -> int:
    return 1 + (row * SIZE + column) * SIZE + letter


def units() -> list[list[tuple[int, int]]]:
    """The 48 rows, columns and boxes, each as its 16 cells."""
    rows = [[(r, c) for c in range(SIZE)] for r in range(SIZE)]
    columns = [[(r, c) for r in range(SIZE)] for c in range(SIZE)]
    boxes = [
        [(band * BOX + r, stack * BOX + c) for r in range(BOX) for c in range(BOX)]
        for band in range(BOX)
        for stack in range(BOX)
    ]
    return rows + columns + boxes


def exactly_one(literals: list[int]) -> list[list[int]]:
    return [literals] + [[-a, -b] for a, b in itertools.combinations(literals, 2)]


def sudoku_clauses() -> list[list[int]]:
    """The rules as CNF: every cell holds exactly one letter, and every letter is in every
    row, column and box exactly once."""
    clauses = []
    for r in range(SIZE):
        for c in range(SIZE):
            clauses += exactly_one([variable(r, c, letter) for letter in range(SIZE)])
    for unit in units():
        for letter in range(SIZE):
            clauses += exactly_one([variable(r, c, letter) for r, c in unit])
    return clauses


def given_clauses(puzzle: str) -> list[list[int]]:
    return [
        [variable(*divmod(i, SIZE), LETTERS.index(ch))]
        for i, ch in enumerate(puzzle)
        if ch != "."
    ]


def grid_of(model: list[int]) -> str | None:
    """The grid a model sets, or None if some cell has no letter or several."""
    letters: list[list[str]] = [[] for _ in range(SIZE * SIZE)]
    for literal in model:
        if 0 < literal <= SIZE ** 3:
            letters[(literal - 1) // SIZE].append(LETTERS[(literal - 1) % SIZE])
    if any(len(cell) != 1 for cell in letters):
        return None
    return "".join(cell[0] for cell in letters)


def solution_fault(puzzle: str, grid: str | None) -> str | None:
    """What is wrong with a claimed solution of a puzzle, or None."""
    if grid is None:
        return "a cell with no letter or several"
    for i, (given, letter) in enumerate(zip(puzzle, grid)):
        if given != "." and given != letter:
            return f"R{i // SIZE + 1}C{i % SIZE + 1} is {letter}, its given is {given}"
    for unit in units():
        if sorted(grid[r * SIZE + c] for r, c in unit) != list(LETTERS):
            return f"a row, column or box without every letter, cells {unit[0]}..{unit[-1]}"
    return None


@dataclass
class CadicalRun:
    seconds: float
    count: int
    setup_seconds: float
    fault: str | None = None


def run_cadical(solver_name: str, rules: list[list[int]], puzzle: str) -> CadicalRun:
    """Counts the puzzle's solutions up to 2 with a fresh solver. Times the solving only:
    the two solve() calls and the adding of the blocking clause, not the building of the
    solver nor the reading of the model into Python and making the clause from it."""
    from pysat.solvers import Solver

    started = time.perf_counter()
    solver = Solver(name=solver_name, bootstrap_with=rules)
    try:
        solver.append_formula(given_clauses(puzzle))
        clock = time.perf_counter()
        found = solver.solve()
        seconds = time.perf_counter() - clock
        setup_seconds = clock - started
        if not found:
            return CadicalRun(seconds, 0, setup_seconds)
        model = solver.get_model()
        blocking = [-literal for literal in model
                    if 0 < literal <= SIZE ** 3 and puzzle[(literal - 1) // SIZE] == "."]
        second = False  # with no open cell, nothing else can be a solution
        if blocking:
            clock = time.perf_counter()
            solver.add_clause(blocking)
            second = solver.solve()
            seconds += time.perf_counter() - clock
        fault = solution_fault(puzzle, grid_of(model))
        return CadicalRun(seconds, 2 if second else 1, setup_seconds, fault)
    finally:
        solver.delete()


# ---------------------------------------------------------------------------------------
# Rounds, checks and the table


@dataclass
class Figures:
    """One solver's times on one corpus, one list of seconds per round."""
    rounds: list[list[float]] = field(default_factory=list)

    def median_over_rounds(self, statistic) -> float:
        return statistics.median(statistic(times) for times in self.rounds)

    def mean(self) -> float:
        return self.median_over_rounds(statistics.fmean)

    def median(self) -> float:
        return self.median_over_rounds(statistics.median)

    def slowest(self) -> float:
        return self.median_over_rounds(max)


@dataclass
class Result:
    corpus: Corpus
    hexadoku: Figures = field(default_factory=Figures)
    cadical: Figures = field(default_factory=Figures)
    setup_seconds: list[float] = field(default_factory=list)


def time_hexadoku_round(binary: Path, result: Result, problems: list[str]) -> list[int | None]:
    times, counts = run_hexadoku(binary, result.corpus, problems)
    result.hexadoku.rounds.append(times)
    return counts


def time_cadical_round(solver_name: str, rules: list[list[int]], result: Result,
                       problems: list[str]) -> list[int]:
    corpus = result.corpus
    times, counts = [], []
    for number, puzzle in enumerate(corpus.puzzles, start=1):
        run = run_cadical(solver_name, rules, puzzle)
        times.append(run.seconds)
        counts.append(run.count)
        result.setup_seconds.append(run.setup_seconds)
        if run.fault:
            problems.append(f"{corpus.name}: puzzle {number}: CaDiCaL's solution is wrong:"
                            f" {run.fault}")
    result.cadical.rounds.append(times)
    return counts


def check_counts(corpus: Corpus, hexadoku_counts: list[int | None], cadical_counts: list[int],
                 problems: list[str]) -> None:
    """Hexadoku's count must be the one expected of the corpus, and CaDiCaL's the same."""
    for number, (hexadoku, cadical) in enumerate(zip(hexadoku_counts, cadical_counts), start=1):
        if hexadoku != corpus.expected_count or cadical != hexadoku:
            shown = "unreadable" if hexadoku is None else hexadoku
            problems.append(f"{corpus.name}: puzzle {number}: Hexadoku counted {shown},"
                            f" CaDiCaL {cadical}, expected {corpus.expected_count}")


def significant(value: float, digits: int = 3, most_decimals: int = 6) -> str:
    if value == 0:
        return "0"
    decimals = max(0, digits - 1 - math.floor(math.log10(abs(value))))
    return f"{value:.{min(decimals, most_decimals)}f}"


def format_seconds(seconds: float) -> str:
    if seconds < 1e-3:
        # Hexadoku's --stats counts in whole microseconds.
        return f"{significant(seconds * 1e6, most_decimals=1)} µs"
    if seconds < 1:
        return f"{significant(seconds * 1e3)} ms"
    return f"{significant(seconds)} s"


def format_ratio(numerator: float, denominator: float) -> str:
    return f"{significant(numerator / denominator)}×" if denominator > 0 else "–"


def markdown_table(results: list[Result]) -> str:
    lines = [
        "| corpus | puzzles | Hexadoku mean | median | slowest"
        " | CaDiCaL mean | median | slowest | CaDiCaL ÷ Hexadoku, mean | slowest |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for result in results:
        h, c = result.hexadoku, result.cadical
        cells = [
            result.corpus.name,
            str(len(result.corpus.puzzles)),
            format_seconds(h.mean()), format_seconds(h.median()), format_seconds(h.slowest()),
            format_seconds(c.mean()), format_seconds(c.median()), format_seconds(c.slowest()),
            format_ratio(c.mean(), h.mean()), format_ratio(c.slowest(), h.slowest()),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def python_sat_version() -> str:
    try:
        from importlib.metadata import version
        return version("python-sat")
    except Exception:
        return "unknown version"


# ---------------------------------------------------------------------------------------


def parse_arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Time Hexadoku next to CaDiCaL (python-sat) and print a Markdown table.")
    parser.add_argument("files", nargs="*", type=Path,
                        help="puzzle files, one 256-character puzzle per line, each puzzle unique")
    parser.add_argument("--bin", type=Path,
                        help="the hexadoku binary (default: cargo build --release, then"
                             " target/release/hexadoku)")
    parser.add_argument("--count", type=int, default=50,
                        help="puzzles in each generated corpus (default 50)")
    parser.add_argument("--copies", type=int, default=1,
                        help="relabelled and transposed copies of each file's puzzles"
                             " (default 1; 0 for none)")
    parser.add_argument("--rounds", type=int, default=3,
                        help="timing rounds; the table gives the median over rounds (default 3)")
    parser.add_argument("--seed", type=int, default=1,
                        help="seed of the generated corpora and of the relabelling (default 1)")
    parser.add_argument("--no-generated", action="store_true",
                        help="only the files and their relabelled copies")
    arguments = parser.parse_args()
    if arguments.rounds < 1 or arguments.count < 1 or arguments.copies < 0:
        parser.error("--rounds and --count must be at least 1, --copies at least 0")
    if arguments.no_generated and not arguments.files:
        parser.error("--no-generated leaves nothing to time without puzzle files")
    return arguments


def make_corpora(arguments: argparse.Namespace, binary: Path, directory: Path) -> list[Corpus]:
    rng = random.Random(arguments.seed)
    corpora = []
    for number, path in enumerate(arguments.files, start=1):
        source = Corpus(path.name, read_puzzle_file(path), expected_count=1)
        write_corpus(source, directory, f"{number}-{path.stem}.txt")
        corpora.append(source)
        if arguments.copies:
            disguised = disguised_corpus(source, arguments.copies, rng)
            write_corpus(disguised, directory, f"{number}-{path.stem}-relabelled.txt")
            corpora.append(disguised)
    if not arguments.no_generated:
        common = ["--seed", str(arguments.seed), "--count", str(arguments.count)]
        for name, extra, expected, file_name in [
            ("minimal", [], 1, "minimal.txt"),
            ("120 givens", ["--givens", "120"], 1, "givens120.txt"),
            ("no solution", ["--unsolvable"], 0, "unsolvable.txt"),
        ]:
            corpus = generated_corpus(binary, name, common + extra, expected)
            write_corpus(corpus, directory, file_name)
            corpora.append(corpus)
    return corpora


def main() -> int:
    arguments = parse_arguments()
    solver_name, cadical_version = cadical_solver_name()
    binary = arguments.bin or build_hexadoku()
    if not binary.exists():
        sys.exit(f"no hexadoku binary at {binary}")
    directory = Path(tempfile.mkdtemp(prefix="hexadoku-sat-"))
    try:
        corpora = make_corpora(arguments, binary, directory)
    except (OSError, ValueError, RuntimeError) as error:
        sys.exit(f"sat.py: {error}")
    rules = sudoku_clauses()

    results = [Result(corpus) for corpus in corpora]
    problems: list[str] = []
    for round_number in range(arguments.rounds):
        for result in results:
            print(f"round {round_number + 1}/{arguments.rounds}: {result.corpus.name}",
                  file=sys.stderr)
            if round_number % 2 == 0:
                hexadoku_counts = time_hexadoku_round(binary, result, problems)
                cadical_counts = time_cadical_round(solver_name, rules, result, problems)
            else:
                cadical_counts = time_cadical_round(solver_name, rules, result, problems)
                hexadoku_counts = time_hexadoku_round(binary, result, problems)
            check_counts(result.corpus, hexadoku_counts, cadical_counts, problems)

    print(f"Hexadoku ({binary}) and CaDiCaL {cadical_version} (python-sat {python_sat_version()},"
          f" solver '{solver_name}'), counting solutions up to 2 on one thread.")
    rounds = "1 round" if arguments.rounds == 1 else f"{arguments.rounds} rounds"
    print(f"Time per puzzle, median over {rounds} of each figure;"
          f" seed {arguments.seed}; corpora in {directory}.")
    print()
    print(markdown_table(results))
    print()
    setup = statistics.fmean(s for result in results for s in result.setup_seconds)
    print("Hexadoku's times are its own (`count --stats`), without start-up and parsing."
          " CaDiCaL's are its solve() calls and the adding of the blocking clause: building"
          f" a fresh solver with the {len(rules):,} clauses of the rules, then the givens'"
          f" unit clauses, took {format_seconds(setup)} per puzzle on average, and is not"
          " counted.")

    if problems:
        unique = list(dict.fromkeys(problems))
        print(f"\nFAILED CHECKS: {len(unique)} wrong or disagreeing answer(s);"
              " the figures above are not to be trusted:",
              file=sys.stderr)
        for problem in unique[:50]:
            print(f"  {problem}", file=sys.stderr)
        if len(unique) > 50:
            print(f"  ... and {len(unique) - 50} more", file=sys.stderr)
        return 1
    print("Every count agreed with the expected one, and every CaDiCaL solution was checked.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
