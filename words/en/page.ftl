# The page's own words (index.html and www/app/, through www/words/page.js): the app
# around one <hexadoku-board>, whose words are board.ftl's (index.html uses some of those
# too: the board's buttons). Compiled by scripts/build-words.mjs into
# www/words/generated/<lang>/page.js; scripts/build-site.mjs writes each {{ message }}
# mark of index.html as the message it names, of this catalogue or board.ftl.

## index.html

page-title = Hexadoku: 16×16 sudoku solver and hints
hexadoku = Hexadoku
tagline = 16×16 sudoku to play, with hints a step at a time.
menu = Menu
# The toolbar's groups.
group-help = Help
group-play = Play
group-puzzle = Puzzle
group-share = Share
group-tools = Tools
group-page = Page
pause = Pause
resume = Resume
new-puzzle-button = New
difficulty-choice = Difficulty
easy = Easy
medium = Medium
hard = Hard
tough = Tough
expert = Expert
share = Share
share-game = Share game
copy-puzzle = Copy puzzle
settings = Settings
help = Help
pencil-marks = Show candidates
open-solving-path = Solving path
enter-puzzle = Enter a puzzle
daily-button = Daily puzzle
games-button = Games
time = Time
this-hint = This hint
working-label = Working
working-start = Working…
cancel = Cancel
how-to-play = How to play
close = Close
# The picker of the page's language, whose options each language names in itself.
language = Language

## The Settings dialog

highlight = Highlight, around the selected cell
highlight-units = Its row, column and box
highlight-letters = Its letter, in other cells and in notes
keep-notes = Keep notes when a letter is placed (otherwise the letter is taken out of the notes of its row, column and box)
symbols = Symbols
symbols-one-g = 1–9 then A–G
show-timer = Show the timer

## The status line and the line of completion

# A part of the page loaded when first needed could not be (offline before it was kept).
not-loaded = That could not load: check the connection, then try again.
# On the page, which has a way to type a puzzle.
is-given-on-page = { $cell } is a given. To type a puzzle of your own, press “Enter a puzzle”.
# The puzzle after '#' in the address, $why the engine's why it cannot be read.
unreadable-address = The puzzle in the address cannot be read: { $why }.
address-game-damaged = the game in it is cut short or damaged
address-game-clashes = its givens clash, or there are none
loaded-from-address = Puzzle loaded from the address.
game-from-address = Game loaded from the address: the puzzle, with the letters and notes it was shared with.
loaded-from-address-on-top = Puzzle loaded from the address; Undo goes back to the one you had.
# The word of completion, $time the time it took.
solved-by-solver = The solver filled the grid, at { $time }.
solved-in = Solved in { $time }.
# While the engine works: how long, in seconds, so far (one decimal).
working-for = Working… { $seconds } s
# A band of difficulty, as the engine names it.
band = { $band ->
    [easy] easy
    [medium] medium
    [hard] hard
    [tough] tough
    [expert] expert
   *[other] { $band }
  }
# New's puzzle: "A new hard puzzle with 110 givens; rating 6.6, hardest step: X-chain."
new-puzzle-ungraded = A new { band } puzzle with { $givens } givens.
# … or with why grading it failed: "…; its grade gave up after 1.5 s."
new-puzzle-failed = A new { band } puzzle with { $givens } givens; its grade { $why }.
new-puzzle-beyond = A new { band } puzzle with { $givens } givens; no technique of Hint's solves it all.
new-puzzle-graded = A new { band } puzzle with { $givens } givens; rating { $rating }, hardest step: { $hardest }.
# The difficulty of the puzzle shown, beside the clock: "Difficulty: hard, rating 6.6."
difficulty-graded = Difficulty: { band }, rating { $rating }.
difficulty-graded-beyond = Difficulty: { band }, rating { $rating }, beyond the techniques of Hint.
# A puzzle whose grade failed (no solution, several, gave up): $why, a sentence.
difficulty-failed = Difficulty unknown: { $why }
nothing-to-share = There is nothing to share yet: the grid has no givens.
link-copied = A link to this puzzle is copied.
game-link-copied = A link to this game, your letters and notes with the puzzle, is copied.
# Share where the clipboard is out of reach: the $link itself, to copy by hand.
share-by-hand = Copy this link to share the puzzle: { $link }
nothing-to-copy = There is nothing to copy yet: the grid has no givens.
# The puzzle copied in the symbol set $set ("A–P", "1–16").
puzzle-copied = The puzzle is copied, in { $set }.
clipboard-refused = The puzzle cannot be copied here: this browser keeps the clipboard from the page.

## A first visit, the daily puzzle, and the player's games

# A first visit, while the puzzle it opens on is made.
making-puzzle = Making a puzzle to play…
# Enter a puzzle pressed: the empty grid takes givens.
enter-givens = Type the puzzle’s givens, then press “Enter a puzzle” again to play it.
# The daily puzzle loaded: $what, New's sentence of it.
daily-puzzle = Today’s puzzle, the same for everyone. { $what }
# Daily puzzle pressed once today's is solved, $time the time it took.
daily-solved = You solved today’s puzzle in { $time }. The next one comes tomorrow.
# A game of the list resumed.
game-resumed = Your game is back, as you left it.
# Games kept that could not be read, their copy set aside under $key.
games-unread = { $count ->
    [one] A game you kept could not be read; the copy as it was is kept in this browser's local storage, under { $key }.
   *[other] { $count } games you kept could not be read; the copy as it was is kept in this browser's local storage, under { $key }.
  }
games-not-saved = Your list of games could not be saved in this browser: storage is full or switched off.

## The player's games (www/app/games-dialog.js)

games-title = Your games
statistics = Statistics
level-column = Level
solved-column = Solved
best-column = Best
median-column = Median
# No time yet.
no-time = –
# A game of no known level.
unrated = Unrated
daily-streak = Daily puzzles in a row: { $current }, at best { $best }.
export-games = Export as a file
in-progress = In progress
none-in-progress = No other game in progress.
# A game left: "Hard, 120 of 256 cells filled, 12:03, begun 27 Nov".
game-in-progress = { $level }, { $filled } of 256 cells filled, { $time }, begun { $date }
resume-game = Resume
finished = Finished
none-finished = No game finished yet.
# A game finished: "Hard, 14:02, 27 Nov, by you".
game-finished = { $level }, { $time }, { $date }, { $by ->
    [solver] by the solver
   *[player] by you
  }

## The card of a game the player finished

solved-title = Solved!
daily-done = Today’s puzzle, solved!
card-time = Time: { $time }
card-level = Level: { $level }
card-level-rated = Level: { $level }, rating { $rating }
card-help = { $hints ->
    [0] No hint
    [one] 1 hint
   *[other] { $hints } hints
  } and { $checks ->
    [0] no check
    [one] 1 check
   *[other] { $checks } checks
  } used.
card-best = Your best at { $level }: { $time }
card-new-best = Your best time at { $level }!
next-puzzle = Next puzzle
your-games = Your games

## Saving

# Why storage refused a save: $why, storage-full, storage-off or storage-unavailable.
cannot-save = Your progress cannot be saved in this browser ({ $why ->
    [full] storage is full
    [off] storage is switched off
   *[unavailable] storage is unavailable
  }): copy the puzzle with Share game to keep it.
# A saved game read with parts left out, its copy set aside under $keys.
saved-game-unread = Your saved game could not be read, so a new one starts; the copy as it was is kept in this browser's local storage, under { $keys }.
# … $parts, what was left out, listed.
saved-game-part-unread = Part of your saved game could not be read: { $parts } left out, the rest kept; the copy as it was is kept in this browser's local storage, under { $keys }.
# What was left out, by part.
saved-part = { $part ->
    [entries] your letters
    [notes] your notes
    [removed] the candidates hints removed
    [colours] your colour marks
    [editing] whether you were editing the givens
    [history] part of what Undo could take back
    [snapshots] some of your snapshots
   *[time] the time spent
  }
# Lists of parts and of keys: "a, b and c".
list-comma = { $init }, { $next }
list-and = { $init } and { $last }

## Snapshots (www/app/snapshots.js): boards the player saves to return to

snapshots = Snapshots
save-snapshot = Save a snapshot
snapshots-none = No snapshot yet: save one, and come back to the board as it is now whenever you like.
# A snapshot in the list, a button that returns to it: $number its place, $time when it
# was saved, $filled how many cells hold a letter.
snapshot-item = Snapshot { $number }, { $time }: { $filled } of 256 cells filled

## Help (www/app/help.js): each key in [brackets] is drawn as a key

keyboard-shortcuts = Keyboard shortcuts
how-to-play-rules = Fill the grid so that every row, every column and every 4×4 box holds each of the 16 symbols once: A–P, or another set chosen in Settings.
how-to-play-new = In Menu, New gives a puzzle of the difficulty chosen, and Daily puzzle today’s, the same for everyone; paste one anywhere on the page, or press “Enter a puzzle” to type your own. Games lists the games you left, to take up again, and your statistics.
how-to-play-notes = Notes makes the symbols you type notes, yours to keep; Fill notes (in Menu) writes every candidate into them, and Show candidates only shows them. Hold a key of the keypad to see where its symbol is, and where it can still go.
how-to-play-hint = Hint tells the next step a little at a time: what to look for, then where (More), and Apply makes it.
in-the-grid = In the grid
keys-move = [↑] [↓] [←] [→]
key-move = Move to the next cell
keys-row-ends = [Home] [End]
key-row-ends = Go to the row’s first or last cell
keys-ctrl-arrow = [Ctrl]+arrow
key-jump = Jump to the grid’s edge
keys-grid-ends = [Ctrl]+[Home] [Ctrl]+[End]
key-grid-ends = Go to the first or last cell
keys-letter = [A]–[P]
key-letter = Put a letter (0–F or 1–9, A–G in those symbol sets)
keys-number = [1] then [0]–[6]
key-number = With the numbers 1–16: 10 to 16, the second digit within a second
keys-shift-symbol = [Shift]+symbol
key-toggle-note = Toggle that note in the cell, in either mode
keys-notes-mode = [Alt]+[N]
key-notes-mode = Notes mode on or off: symbols typed become notes
keys-colour-mode = [Alt]+[1] [Alt]+[2] [Alt]+[3] [Alt]+[4]
key-colour-mode = Colour mode in that colour (again: off): a symbol colours that note, [Backspace] the cell
keys-colour-off = [Alt]+[0]
key-colour-off = Colour mode off
keys-clear = [Backspace] [Delete] [Space] [.]
key-clear = Clear the cell (an empty one: its notes)
keys-leave = [Tab]
key-leave = Leave the grid; back, to the cell you were on
keys-select = [Shift]+arrow, [Shift]+click, [Ctrl]+click, a drag
key-select = Select several cells: a letter, a note, Erase or a colour then goes into all of them
keys-select-one = [Esc]
key-select-one = Back to one cell selected
anywhere = Anywhere on the page
# Undo and Redo are the board's words.
keys-undo = [Ctrl]+[Z]
keys-redo = [Ctrl]+[Y] [Ctrl]+[Shift]+[Z]
keys-hint = [Alt]+[H]
key-hint = A hint, the technique first
keys-check = [Alt]+[C]
key-check = Check the letters against the solution
keys-pause = [Alt]+[P]
key-pause = Pause the game, or resume it
keys-new = [Alt]+[Shift]+[N]
key-new = A new puzzle, at the level chosen in Menu
keys-paste = [Ctrl]+[V]
key-paste = Paste a puzzle (in a cell: one symbol)
keys-this-list = [?]
key-this-list = This list
keys-close = [Esc]
key-close = Close this list or Settings
