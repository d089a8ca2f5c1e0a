### The command-line tool's own words: the help of each command and option (clap's own
### words, "Usage:", "Options:", "Print help", its errors, stay clap's), and what the
### tool says of its own on standard output and standard error. The command-line tool
### alone uses them: the page does not ship this file.
###
### Help is found by name: a command's `cli-<command>-about` (and `-long-about`, shown by
### --help, when it has one); an option's `cli-<command>-<option>-help` (and
### `-long-help`), or `cli-<option>-help` shared by every command that takes it when the
### command has no words of its own for it; the name of an option's value, shown as
### `--timeout <SECONDS>`, `cli-<command>-<option>-value` or `cli-<option>-value`. The
### options are named by their long name, the file by `file`. A single paragraph, with no
### full stop at its end, as clap shows help.

## The tool itself.
cli-about = Solve, count and generate 16x16 sudokus (letters A-P, or 0-F, 1-9 then A-G, 1-16)

## The commands.
cli-solve-about = Solve every puzzle of FILE (or standard input) and print the answers in the layout and the symbols each puzzle came in. A puzzle that fails keeps its place in the output, printed as it was read (unsolved; clashing givens left out, and never a full grid), and stderr says why
cli-count-about = Print the number of solutions of each puzzle, one line each: `N`, or `N+` when counting stopped at the limit, `?` when the budget ran out, `error` when unreadable
cli-generate-about = Print unique puzzles, one 256-character line each (`.` for empty) unless --layout says otherwise. Puzzle i (counting from 0) is made from seed S+i, so any one can be made again alone
cli-hint-about = Print the next step of logic for each puzzle, one line each: `technique: text`, its letters named in the set of symbols the puzzle came in (or, with --json, a JSON object)
cli-explain-about = Solve each puzzle by logic, printing every step with its explanation (its letters named in the set of symbols the puzzle came in), then its grade
cli-grade-about = Grade each puzzle, one line each: the rating of its hardest step (Sudoku Explainer scale), the difficulty, the hardest technique, and the steps of each technique

## The options of the commands that read puzzles.
cli-file-help = Puzzles to read: 256-cell lines, UVA 1309 blocks, bands or framed grids, in any mix. Standard input when absent or `-`
cli-file-value = FILE
cli-symbols-help = The set of symbols the puzzles are in: letters (A-P), hex (0-F), one-g (1-9 then A-G) or numbers (1-16). By default each puzzle's set is worked out from its text (a digit 1-9 with no 0, G or H-P settles nothing: say which here)
cli-symbols-value = SET
cli-stats-help = Print each puzzle's search statistics (nodes, guesses, time) on standard error
cli-jobs-help = Threads to solve on, 1 to 1024 (default: one per core). Answers keep the input's order
cli-jobs-value = N
cli-output-symbols-help = Write in this set of symbols rather than each puzzle's own
cli-output-symbols-value = SET

## The budget, which every command takes.
cli-max-nodes-help = Give up on a puzzle after this many search nodes (at least 1: every search starts with one)
cli-max-nodes-value = N
cli-timeout-help = Give up on a puzzle after this many seconds (fractions allowed: 0.5)
cli-timeout-value = SECONDS

## The options of one command.
cli-count-limit-help = Stop counting at this many solutions (at least 1)
cli-count-limit-value = LIMIT
cli-generate-seed-value = SEED
cli-generate-count-help = How many puzzles to make (at least 1)
cli-generate-count-value = COUNT
cli-generate-givens-help = Remove givens until this many remain, 0 to 256 (or the puzzle is minimal with more)
cli-generate-givens-value = K
cli-generate-minimal-help = Remove givens until none can go (the default)
cli-generate-unsolvable-help = Make puzzles with no solution: a minimal puzzle with one given changed
cli-generate-difficulty-help = Make puzzles of this grade: easy, medium, hard, tough, expert, or a technique the solve must need ("x-wing", "naked pair")
cli-generate-difficulty-value = D
cli-generate-symbols-help = The set of symbols to write the puzzles in: letters (A-P), hex (0-F), one-g (1-9 then A-G) or numbers (1-16)
cli-generate-layout-help = How to lay each puzzle out: a line of 256 cells, UVA rows, a framed grid, or bands of four rows set apart by blank lines (puzzles then too)
cli-generate-layout-value = LAYOUT
cli-hint-level-help = How much to tell: the technique and where, the cells too, or the whole step
cli-hint-level-value = LEVEL
cli-hint-level-vague-help = The technique and the unit to look in
cli-hint-level-concrete-help = The technique and the cells of its pattern
cli-hint-level-full-help = The whole step: what it places or removes, and why
cli-hint-json-help = Print one JSON object per puzzle per line (JSON Lines), shaped as the JavaScript API's `hint` answers (www/engine/engine.d.ts's `HintResult`, the step's drawing included); `{"{"}"status":"error","code":"parse"|"gave-up","message":...{"}"}` for a puzzle that cannot be read or a hint that gave up. Ignores --level: the object holds all three sentences
cli-explain-json-help = Print one JSON object per puzzle per line (JSON Lines), shaped as the JavaScript API's `path` answers (www/engine/engine.d.ts's `PathResult`: every step with its rating and sentences, the hardest step's index, and the grade); `{"{"}"status":"error","code":"parse"|"gave-up","message":...{"}"}` for a puzzle that cannot be read or whose path gave up

## --timeout's value refused: `$text` is the value as given; `$most` the most seconds.
cli-timeout-not-a-number = "{ $text }" is not a number
cli-timeout-too-long = { $text } seconds is too long: at most { $most } (a year)
cli-timeout-under-a-nanosecond = { $text } seconds is under a nanosecond
cli-timeout-not-positive = { $text } is not a positive number of seconds

## Failures, on standard error: `$error` is what went wrong, as the core or the system
## says it. A failure of the whole run (a file that cannot be read), of one puzzle
## (`$puzzle` counts from 1), of one seed of `generate`.
cli-error = hexadoku: { $error }
cli-puzzle-error = hexadoku: puzzle { $puzzle }: { $error }
cli-seed-error = hexadoku: seed { $seed }: { $error }
## What went wrong, said by the tool: a puzzle `solve` found no solution of; a count
## that ran out of budget (`$gave-up`: "gave up after 1000 search nodes") after finding
## `$found` solutions. (The generator or the hint that ran out of budget is said by
## errors.ftl's `gave-up-generating` and `gave-up-hint`.)
cli-no-solution = no solution
cli-count-gave-up = { $gave-up }, { $found } solutions found
## An input that cannot be opened or read: `$file` is its name, `$error` the system's.
cli-file-error = { $file }: { $error }
## The name of standard input, when puzzles are read from it.
cli-standard-input = standard input
## A worker thread stopped before it answered.
cli-worker-lost = a worker thread stopped

## --stats, on standard error: `$ms` has three decimals.
cli-stats = puzzle { $puzzle }: { $nodes } nodes, { $guesses } guesses, { $ms } ms

## The progress bar's words, on a terminal: how many puzzles are done.
cli-progress = { $puzzles ->
        [one] { $puzzles } puzzle
       *[other] { $puzzles } puzzles
    }

## `explain`: a puzzle's heading; each step (`$n`, its number, already aligned; the
## technique's name and the step's explanation); the grade; a puzzle that failed.
cli-explain-puzzle = Puzzle { $puzzle }:
cli-explain-step = { $n }. { $technique }: { $explanation }
cli-explain-grade = Grade: { $grade }
cli-explain-failed = Puzzle { $puzzle }: { $error }

## A grade, `grade`'s line and `explain`'s last: `6.6 hard (skyscraper); 131 steps: 80
## full house, 40 naked single, 1 skyscraper`. `$rating` has one decimal (written as the
## language writes decimals), `$difficulty` is the core's name of the band (easy, medium,
## hard, tough, expert: a language selects its word on it), `$hardest` the technique's
## name, `$by-logic` is `yes` or `no`, `$each` the steps of each technique
## (`cli-grade-steps`) joined by `list-comma`.
cli-grade = { $rating } { $difficulty } ({ $hardest }{ $by-logic ->
        [yes] {""}
       *[no] {", not by logic alone"}
    }); { $steps } steps: { $each }
cli-grade-steps = { $steps } { $technique }

## --lang, which every command takes: the language the tool speaks.
cli-lang-help = The language to speak: en, de or zh-Hans (zh too). By default the one LC_ALL, LC_MESSAGES or LANG names (de_DE.UTF-8), else English
cli-lang-value = LANG
## --lang's value refused: `$text` as given; `$languages` the languages there are,
## joined by `list-comma` and `list-or`.
cli-lang-unknown = unknown language "{ $text }": expected { $languages }
