# The <hexadoku-board> element's own words (www/board/, through www/words/sentences.js):
# its status line, its buttons and keypad, its cells' labels, a hint's detail. Compiled
# by scripts/build-words.mjs into www/words/generated/<lang>/board.js, each message a
# string or a function of its variables; the page (page.ftl, index.html) uses some too.
# Cells are named as the engine names them ("R3C5"), letters in the set of symbols shown.

## Any call to the engine

# A call stopped by Cancel, or by a page's AbortSignal.
cancelled = Cancelled.
# A part of the board loaded when first used (Check, typing into several cells) could not be: offline before it was kept.
part-not-loaded = That could not load: check the connection, then try again.

## Solve

solved = Solved.
solver-gave-up = The solver gave up: this grid needs more search than a page should spend.
changed-while-solving = The grid changed while the solver worked; press Solve again.
several-solutions = This puzzle has more than one solution. Add givens until it has one.
no-solution = This puzzle has no solution.
no-solution-with-entries = This puzzle has no solution with the letters entered. Check shows the wrong ones.

## Hint

changed-while-hinting = The grid changed while the hint was sought; press Hint again.
# On the page: a hint's sentences name letters in the set it was asked in.
symbols-changed-while-hinting = The symbols changed while the hint was sought; press Hint again.
complete = The grid is complete.

## Check

check-gave-up = The solver gave up on this puzzle, so there is no answer to check against.
changed-while-checking = The grid changed during the check; press Check again.
check-several-solutions = This puzzle has more than one solution, so there is no one answer to check against.
check-no-solution = This puzzle has no solution, so there is no answer to check against.
# What Check found: $count cells whose letter differs from the solution, $cells their names.
checked-wrong = { $count } { $count ->
    [one] letter differs
   *[other] letters differ
  } from the solution: { $cells }.
# $count cells whose notes leave out their letter, $cells their names.
checked-missing = { $count } { $count ->
    [one] cell’s notes leave
   *[other] cells’ notes leave
  } out the letter that belongs there: { $cells }.
checked-agree = Every letter entered agrees with the solution.
checked-nothing-entered = No letters entered yet.
checked-notes-agree = No letters entered yet; every note keeps the letter that belongs there.

## Typing, notes, Clear

# The player tried to change the given in $cell.
is-given = { $cell } is a given.
# A note typed into $cell, which holds a letter.
holds-letter = { $cell } holds a letter: erase it to take notes there.
# The letter $symbol typed clashes with the same in the $kind (row, column or box) numbered $number.
already-in = { $symbol } is already in { $kind ->
    [row] row
    [column] column
   *[box] box
  } { $number }.
solved-by-typing = Solved: every row, column and box holds each letter once.
# A cell's notes after they changed: $notes, in the set shown, joined by spaces.
notes-of = { $cell } notes: { $notes }.
notes-of-none = { $cell } notes: none.
notes-filled = Every empty cell’s notes hold its candidates.
clash-before-notes = Letters clash: correct them before filling notes.
cleared-entries = Cleared the letters entered; the givens stay. Press Clear again to clear them too.
cleared-all = Cleared the whole grid: type a puzzle, or paste one.

## Many cells selected

# The player selected more than one cell: $count of them.
cells-selected = { $count } { $count ->
    [one] cell
   *[other] cells
  } selected.
# A note typed with several cells selected: $symbol noted in $count of them ($added
# yes), or taken out of them all (no).
notes-in-cells = { $symbol } { $added ->
    [yes] noted in
   *[no] taken out of
  } { $count } { $count ->
    [one] cell
   *[other] cells
  }.
# A letter or a note typed with several cells selected, none of them empty.
selection-full = Every selected cell holds a letter: nothing changed.
# Erase with several cells selected, none with a letter or notes of the player's.
selection-clear = The selected cells have nothing to erase.
# Colour mode, several cells selected: none shows the symbol $symbol.
selection-no-mark = No selected cell shows { $symbol } to colour.

## Pause

# The board's paused attribute set, and removed.
paused = Paused: the letters are hidden until the game is resumed.
resumed = Resumed.
# The card over a paused grid (pause-card.js): its heading, and its button.
pause-card-title = Paused
pause-card-resume = Resume

## The letter filter and colours

# The board's filter set: "Showing B: in 9 cells, and possible in 12 more."
filtering = Showing { $symbol }: in { $holds } { $holds ->
    [one] cell
   *[other] cells
  }, and possible in { $can } more.
filter-off = No letter shown.
# The board's colour set to $colour (1–6): colour mode, on; then removed.
colouring = Colour { $colour }: a symbol colours that note of the selected cell, Erase the cell itself.
colouring-off = Colouring off.
# Cell $cell given colour $colour, or none.
cell-coloured = { $cell }: colour { $colour }.
cell-uncoloured = { $cell }: no colour.
# The note $symbol of cell $cell given colour $colour, or none.
mark-coloured = { $cell }: { $symbol } in colour { $colour }.
mark-uncoloured = { $cell }: { $symbol } without colour.
# Colour mode: the symbol $symbol is not among the marks cell $cell shows.
no-mark-to-colour = { $cell } shows no { $symbol } to colour.
# A colour (1–6) taken off every cell and note.
colour-cleared = Colour { $colour } taken off the grid.

## Puzzles loaded, pasted, set

# $why: the engine's, why the text is no puzzle.
unreadable = The puzzle cannot be read: { $why }.
not-a-puzzle = The pasted text is not a puzzle: { $why }. Nothing was changed.
pasted = Puzzle pasted.
not-a-saved-board = That is not a saved board.
not-a-value = A value is 256 characters, each a letter A–P or “.” for an empty cell.

## Mistakes that cost nothing: Undo to correct, snapshots (mistakes.js)

# Undo to correct went back $count changes, to the board before the first wrong letter.
undone-to-correct = Back to before the first wrong letter: { $count } { $count ->
    [one] change
   *[other] changes
  } undone.
no-wrong-letter = No wrong letter to undo.
# Every board Undo can still reach, back to the puzzle's loading, holds a wrong letter.
no-correct-board = Every board Undo can still reach holds a wrong letter, so there is none to go back to.
undo-to-correct-several-solutions = This puzzle has more than one solution, so there is no one answer to go back to.
undo-to-correct-no-solution = This puzzle has no solution, so there is no answer to go back to.
changed-while-undoing = The grid changed while the solution was sought; press Undo to correct again.
# A snapshot saved: $number its place in the list, $filled how many cells hold a letter.
snapshot-saved = Snapshot { $number } saved: { $filled } of 256 cells filled.
# Snapshot $number restored; $time when it was saved.
snapshot-restored = Back to snapshot { $number }, saved { $time }: { $filled } of 256 cells filled.
snapshot-is-present = The board is already as snapshot { $number } has it.
no-such-snapshot = There is no snapshot { $number }.

## As a form control: why the form is invalid

fill-every-cell = Fill every cell of the puzzle.
letter-twice = A letter appears twice in a row, column or box.

## The element's parts

toolbar = Puzzle actions
grid = Puzzle, 16 rows of 16 cells
hint-detail = The hint in detail
# The buttons of the toolbar (the page's too), and of a hint given a level at a time.
solve = Solve
hint = Hint
check = Check
undo = Undo
redo = Redo
undo-to-correct = Undo to correct
clear = Clear
notes = Notes
fill-notes = Fill notes
zoom = Zoom
more = More
apply = Apply

## A cell, as the grid labels and describes it

# Its position and its colour mark: "R3C5, colour 2".
cell-with-colour = { $cell }, colour { $colour }
# Its notes, each $symbol of them perhaps with a colour: "R3C5, notes B (colour 1) F K".
cell-with-notes = { $cell }, notes { $notes }
note-with-colour = { $symbol } (colour { $colour })
# When Check or a hint found its letter missing there.
cell-wrong = { $cell }, without the right letter
# Who filled it, or that it is empty.
source-given = given
source-yours = yours
source-solver = solver
source-hint = hint
source-empty = empty

## The keypad

# Its label by its mode: the symbols of a set ($mode letter, number or symbol), notes
# (note), or colour $colour (colour).
keypad = { $mode ->
    [letter] Letter
    [number] Number
    [note] Note
    [colour] Colour { $colour }
   *[symbol] Symbol
  } keypad
# A symbol's key in the keypad's mode: "Letter A", "Number 12", "Note A", "Colour note A".
keypad-key = { $mode ->
    [letter] Letter
    [number] Number
    [note] Note
    [colour] Colour note
   *[symbol] Symbol
  } { $symbol }
# How many of a key's symbol are still to place.
keypad-left = { $count ->
    [0] all placed
    [one] 1 left
   *[other] { $count } left
  }
# The key of the letter filter's letter: how many are left ($left, as keypad-left says),
# and that its cells are shown.
keypad-filtered = { $left }; its cells shown on the grid
key-colour = Colour { $colour }
key-erase = Erase
key-colour-cell = Colour the cell
# The erase key's text in colour mode (otherwise ⌫).
key-cell = Cell

## A hint in detail (hint-drawing.js)

# Above a chain's links, listed one by one.
chain-link-by-link = The chain, link by link:
# Above a forcing chain's branch: "Branch 2 of 3: suppose R3C5 = B. It holds." ($nested
# yes: a branch of a chain inside a branch).
branch-heading = { $nested ->
    [yes] Inside the chain
   *[no] Branch
  } { $index } of { $count }: suppose { $premise }. { $holds ->
    [yes] It holds.
   *[no] It fails.
  }
# A branch's supposition: a letter in a cell.
premise = { $cell } = { $symbol }
branches = Branches
previous-branch = Previous branch
next-branch = Next branch
back-out = Back out
show-chain-inside = Show the chain inside
# A branch walked an implication at a time: its buttons, and where it stands ("Implication 3 of 17").
branch-steps = Steps
previous-step = Previous step
next-step = Next step
show-all-steps = Show all
step-at = Implication { $at } of { $count }

## Why a single holds (hint-exclusions.js)

# Above what rules out a hidden single's other places ($kind place) or a naked single's
# other letters ($kind letter), listed one by one.
single-ruled-out = { $kind ->
    [place] Why no other place:
   *[letter] Why no other letter:
  }
# A letter on the grid that rules itself out of cells: "R5C9 holds E: not in R5C5, R5C6".
ruled-out-by = { $cell } holds { $symbol }: not in { $cells }
# Letters left out of cells' marks, no letter on the grid seeing them (an earlier step
# took them out, or the player's notes leave them out): "E: not among the marks of R6C6,
# R8C7".
ruled-out-by-marks = { $symbols }: not among the marks of { $cells }

## The solving path (solving-path.js): every step from the grid to the end, listed.

# Its name: the region's, the hint's button that opens it, and its heading.
solving-path = Solving path
path-finding = Finding every step to the end…
path-close = Close
# A step of the list: its number, technique, the cells it places in or removes from
# ("R3C5, R3C9"), and its rating.
path-step = { $n }. { $technique }: { $place } ({ $rating })
# More cells than are named: "R3C5, R3C9, R4C1 and 5 more".
path-more-cells = { $cells } and { $more } more
# The hardest step, marked in the list.
path-hardest = hardest
# The summary: "131 steps. Rating 6.6, hard. Hardest: step 97, Skyscraper."
path-summary = { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
  }. Rating { $rating }, { $band ->
    [easy] easy
    [medium] medium
    [hard] hard
    [tough] tough
   *[other] expert
  }. Hardest: step { $hardest }, { $technique }.
path-techniques = Techniques
# A technique and how many steps took it: "Naked single × 40".
path-technique-count = { $technique } × { $count }
path-steps = Steps
# Said as a step is chosen and drawn: "Step 12 of 131: X-Wing, drawn as the grid would stand then."
path-step-drawn = Step { $n } of { $count }: { $technique }, drawn as the grid would stand then.
path-changed = The grid changed while the steps were sought; open the solving path again.
