### The errors: why a text could not be read as a puzzle, why the engine found no answer,
### and what a caller of the engine got wrong. Each is a message of the core's or of the
### WebAssembly glue's; the front ends write it (the page starts it with a capital and
### ends it with a full stop).

## A character as an error shows it: `$char` in quotes; outside ASCII also with its code
## point `$code` (U+00E9), since it may not show (a byte-order mark, a zero-width space);
## a control character or an unusual space by its code point alone.
char-quoted = '{ $char }'
char-quoted-code = '{ $char }' ({ $code })
char-code = { $code }

## The sets of symbols, by `$set`: letters, hex, one-g or numbers. What a symbol of the
## set is called, with its range; the set by its range; what one symbol is called.
symbol-name = { $set ->
        [letters] a letter A-P
        [hex] a symbol 0-F
        [one-g] a symbol 1-9 then A-G
       *[numbers] a number 1-16
    }
symbols-range = { $set ->
        [letters] A-P
        [hex] 0-F
        [one-g] 1-9 then A-G
       *[numbers] 1-16
    }
symbol-noun = { $set ->
        [letters] letter
        [numbers] number
       *[other] symbol
    }

## Why a text could not be read: each names its `$line` (from 1) and where it can its
## `$column` (characters from 1). `$found` is a `char-…` message, or a number as written;
## `$name` a `symbol-name`; `$marks` the marks of an empty cell (". - 0 _ *").
parse-bad-character = line { $line }, column { $column }: { $found } is not { $name } or an empty cell ({ $marks })
parse-bad-number = line { $line }, column { $column }: '{ $found }' is not { $name } or an empty cell ({ $marks })
## `$sets`: the sets the puzzle could be in, `symbols-range` messages joined by "or".
parse-unsettled = line { $line }, column { $column }: { $found } is not { $name }, and the puzzle's symbols are not settled: it could be { $sets }
parse-row-length = line { $line }: a row holds { $cells } cells, expected 16
parse-line-length = line { $line }: { $cells } cells, expected 256 on one line or 16 rows of 16
parse-line-too-long = line { $line }: the line is longer than { $limit } bytes, the most a line may hold
parse-line-never-ends = line { $line }: no end of line in { $limit } bytes: the input is read no further
parse-missing-rows = line { $line }: the puzzle ends after { $rows } { $rows ->
        [one] row
       *[other] rows
    }, expected 16
parse-clash = givens clash: { $clash }
parse-no-puzzle = no puzzle found: the text is empty
parse-several-puzzles = line { $line }: a second puzzle starts here, expected only one

## Two givens with the same symbol in one unit: `$noun` a `symbol-noun`, `$symbol` as
## the puzzle writes it, `$unit`, and the two cells.
clash = { $noun } { $symbol } appears twice in { $unit }: { $first } and { $second }

## What ran out of budget: `$limit` is nodes (`$nodes` search nodes) or time (`$seconds`).
gave-up = gave up after { $limit ->
        [nodes] { $nodes } search nodes
       *[time] { $seconds } s
    }
## The engine's work that gave up, and how (`$gave-up`, a `gave-up` message).
gave-up-solving = solving { $gave-up }
gave-up-solving-unsaid = solving gave up
gave-up-hint = the hint { $gave-up }
gave-up-checking = checking { $gave-up }
gave-up-grading = grading { $gave-up }
gave-up-path = the solving path { $gave-up }
gave-up-generating = the generator { $gave-up }
gave-up-counting = counting { $gave-up }, with { $solutions } solutions found

## Why a puzzle has no grade.
grade-no-solution = the puzzle has no solution
grade-several-solutions = the puzzle has more than one solution

## A puzzle made to order: its `$goal` (a `goal-…` message), and why none was made.
goal-band = is { $band ->
        [easy] easy
        [medium] medium
        [hard] hard
        [tough] tough
       *[expert] expert
    }
goal-needs = needs { $technique }
not-made-not-found = no puzzle that { $goal } found in { $attempts } attempts
not-made-gave-up = no puzzle that { $goal } found: the generator { $gave-up }, in attempt { $attempt }

## Names that are none of those known: `$text` as given.
unknown-difficulty = unknown difficulty "{ $text }": expected easy, medium, hard, tough or expert
unknown-goal = unknown difficulty "{ $text }": expected easy, medium, hard, tough, expert or a technique such as "x-wing"
unknown-symbols = "{ $text }" is not a set of symbols: letters, hex, one-g or numbers

## A solution given with a puzzle that it does not solve.
not-its-solution = it does not solve the givens

## What a caller of the engine's WebAssembly module got wrong: `$name` an option, `$path`
## the object it is in ("" or "budget.").
engine-calls-nest = calls nest { $most } deep at most: a getter or callback called the module again
engine-text-not-string = text must be a string
engine-not-an-object = { $name } must be an object
engine-unreadable = { $path }{ $name } could not be read
engine-not-a-string = { $path }{ $name } must be a string
engine-not-a-boolean = { $path }{ $name } must be true or false
engine-not-whole = { $path }{ $name } must be a whole number from { $min } to { $max }
engine-not-an-amount = { $path }{ $name } must be a number, 0 or more
engine-refused = { $name }: { $why }
engine-needs-givens = solution: it needs the givens it solves
engine-not-bitmasks = { $name } must be 256 bitmasks: an Array or a Uint16Array of whole numbers from 0 to 65535
engine-not-a-function = onProgress must be a function
engine-bad-layout = layout must be line, rows, framed or bands
engine-no-seed = seed is required: a whole number from 0 up
