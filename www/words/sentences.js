// What the front end says to the player, in one place: every sentence the status line
// shows, whether the <hexadoku-board> element writes it or the page around it (app.js),
// and why a form finds a board invalid. Kept together so that they read alike and can
// be changed side by side; the code that says them names them rather than spelling them
// out. A hint's explanations are not here: the core writes those, in the board's symbol
// set (src/hint/text.rs), and the engine's errors come in its own words (failureSentence
// makes them sentences). Cells are named as the engine names them ("R3C5"), letters
// in the symbol set shown.

// ---- Any call to the engine ----

/** A call stopped by Cancel, or by a page's AbortSignal. */
export const CANCELLED = 'Cancelled.';

/**
 * What a failed call says, as a sentence for a status line: "Cancelled." for an abort,
 * and otherwise the core's message with a capital and a full stop ("The hint gave up
 * after 1.5 s."). engine.js exports it as part of the engine's API.
 * @param {unknown} error
 * @returns {string}
 */
export function failureSentence(error) {
  if (error?.code === 'aborted' || error?.name === 'AbortError') return CANCELLED;
  const message = String(error?.message ?? error);
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`.replace(/\.\.$/, '.');
}

// ---- Solve ----

export const SOLVED = 'Solved.';
export const SOLVER_GAVE_UP = 'The solver gave up: this grid needs more search than a page should spend.';
export const CHANGED_WHILE_SOLVING = 'The grid changed while the solver worked; press Solve again.';
export const SEVERAL_SOLUTIONS = 'This puzzle has more than one solution. Add givens until it has one.';
export const NO_SOLUTION = 'This puzzle has no solution.';
export const NO_SOLUTION_WITH_ENTRIES = 'This puzzle has no solution with the letters entered. Check shows the wrong ones.';

// ---- Hint ----

export const CHANGED_WHILE_HINTING = 'The grid changed while the hint was sought; press Hint again.';
/** On the page: a hint's sentences name letters in the set it was asked in. */
export const SYMBOLS_CHANGED_WHILE_HINTING = 'The symbols changed while the hint was sought; press Hint again.';
export const COMPLETE = 'The grid is complete.';

// ---- Check ----

export const CHECK_GAVE_UP = 'The solver gave up on this puzzle, so there is no answer to check against.';
export const CHANGED_WHILE_CHECKING = 'The grid changed during the check; press Check again.';
export const CHECK_SEVERAL_SOLUTIONS = 'This puzzle has more than one solution, so there is no one answer to check against.';
export const CHECK_NO_SOLUTION = 'This puzzle has no solution, so there is no answer to check against.';

/**
 * What Check found: `wrong`, the names of the cells whose letter differs from the
 * solution, and `missing`, of those whose notes leave out its letter; when both are
 * empty, that all agree, according to whether letters were `entered` and notes `taken`.
 * @param {{ wrong: string[], missing: string[], entered: boolean, taken: boolean }} found
 * @returns {string}
 */
export function checked({ wrong, missing, entered, taken }) {
  const found = [];
  if (wrong.length > 0) {
    const plural = wrong.length === 1 ? 'letter differs' : 'letters differ';
    found.push(`${wrong.length} ${plural} from the solution: ${wrong.join(', ')}.`);
  }
  if (missing.length > 0) {
    const plural = missing.length === 1 ? 'cell’s notes leave' : 'cells’ notes leave';
    found.push(`${missing.length} ${plural} out the letter that belongs there: ${missing.join(', ')}.`);
  }
  if (found.length > 0) return found.join(' ');
  if (entered) return 'Every letter entered agrees with the solution.';
  return taken ? 'No letters entered yet; every note keeps the letter that belongs there.' : 'No letters entered yet.';
}

// ---- Typing, notes, Clear ----

/** The player tried to change the given in `cell`. */
export const isGiven = (cell) => `${cell} is a given.`;
/** On the page, which has a way to edit givens. */
export const isGivenOnPage = (cell) => `${cell} is a given. Tick “Edit givens” to change the puzzle.`;
/** A note typed into `cell`, which holds a letter. */
export const holdsLetter = (cell) => `${cell} holds a letter: erase it to take notes there.`;
/** The letter `symbol` typed clashes with the same in the `kind` (row, column or box) numbered `number`. */
export const alreadyIn = (symbol, kind, number) => `${symbol} is already in ${kind} ${number}.`;
export const SOLVED_BY_TYPING = 'Solved: every row, column and box holds each letter once.';

/**
 * A cell's notes after they changed: "R3C5 notes: B F K.", `symbols` being its notes in
 * the set shown.
 * @param {string} cell
 * @param {string[]} symbols
 * @returns {string}
 */
export const notesOf = (cell, symbols) => `${cell} notes: ${symbols.length === 0 ? 'none' : symbols.join(' ')}.`;

export const NOTES_FILLED = 'Every empty cell’s notes hold its candidates.';
export const CLASH_BEFORE_NOTES = 'Letters clash: correct them before filling notes.';
export const CLEARED_ENTRIES = 'Cleared the letters entered; the givens stay. Press Clear again to clear them too.';
export const CLEARED_ALL = 'Cleared the whole grid: type a puzzle, or paste one.';

// ---- Pause ----

/** The board's `paused` attribute set: what its status line says. */
export const PAUSED = 'Paused: the letters are hidden until the game is resumed.';

/** The board's `paused` attribute removed. */
export const RESUMED = 'Resumed.';

// ---- The letter filter ----

/** The board's `filter` set: "Showing B: in 9 cells, and possible in 12 more." */
export const filtering = (symbol, holds, can) =>
  `Showing ${symbol}: in ${holds} ${holds === 1 ? 'cell' : 'cells'}, and possible in ${can} more.`;

/** A part of the page loaded when first needed could not be (offline before it was kept). */
export const NOT_LOADED = 'That could not load: check the connection, then try again.';

/** The board's `filter` cleared. */
export const FILTER_OFF = 'No letter shown.';

/** The board's `colour` set to `colour` (1–4): colour mode, on. */
export const colouring = (colour) =>
  `Colour ${colour}: a symbol colours that note of the selected cell, Erase the cell itself.`;

/** The board's `colour` removed: colour mode, off. */
export const COLOURING_OFF = 'Colouring off.';

/** Cell `cell` given colour `colour`, or none (null). */
export const cellColoured = (cell, colour) => `${cell}: ${colour ? `colour ${colour}` : 'no colour'}.`;

/** The note `symbol` of cell `cell` given colour `colour`, or none (null). */
export const markColoured = (cell, symbol, colour) => `${cell}: ${symbol} ${colour ? `in colour ${colour}` : 'without colour'}.`;

/** Colour mode: the symbol `symbol` is not among the marks cell `cell` shows. */
export const noMarkToColour = (cell, symbol) => `${cell} shows no ${symbol} to colour.`;

/** A colour (1–4) taken off every cell and note. */
export const colourCleared = (colour) => `Colour ${colour} taken off the grid.`;

// ---- Puzzles loaded, pasted, set ----

/** `message`: the engine's, why the text is no puzzle. */
export const unreadable = (message) => `The puzzle cannot be read: ${message}.`;
/** A paste that is no puzzle, `message` the engine's why. */
export const notAPuzzle = (message) => `The pasted text is not a puzzle: ${message}. Nothing was changed.`;
export const PASTED = 'Puzzle pasted.';
export const NOT_A_SAVED_BOARD = 'That is not a saved board.';
export const NOT_A_VALUE = 'A value is 256 characters, each a letter A–P or “.” for an empty cell.';

// ---- As a form control: why the form is invalid ----

export const FILL_EVERY_CELL = 'Fill every cell of the puzzle.';
export const LETTER_TWICE = 'A letter appears twice in a row, column or box.';

// ---- The page ----

/** The puzzle after '#' in the address, `message` the engine's why it cannot be read. */
export const unreadableAddress = (message) => `The puzzle in the address cannot be read: ${message}.`;
export const LOADED_FROM_ADDRESS = 'Puzzle loaded from the address.';
export const GAME_FROM_ADDRESS = 'Game loaded from the address: the puzzle, with the letters and notes it was shared with.';
export const LOADED_FROM_ADDRESS_ON_TOP = 'Puzzle loaded from the address; Undo goes back to the one you had.';

/**
 * The word of completion, `time` the time it took: by the solver when `by` is 'solver',
 * else by the player.
 * @param {'player' | 'solver'} by
 * @param {string} time
 * @returns {string}
 */
export const completed = (by, time) => (by === 'solver' ? `The solver filled the grid, at ${time}.` : `Solved in ${time}.`);

/** While the engine works: how long, in seconds, so far. */
export const working = (seconds) => `Working… ${seconds.toFixed(1)} s`;

/**
 * New's puzzle: "A new hard puzzle with 110 givens; rating 6.6, hardest step: X-chain.",
 * or with `failed`, why grading it did not: "…; its grade gave up after 1.5 s."
 * `difficulty` is the one asked for, which the grade's, when there is one, replaces.
 * @param {{ difficulty: string, givens: number, grade: object | null, failed: string | null }} puzzle
 * @returns {string}
 */
export function newPuzzle({ difficulty, givens, grade, failed }) {
  const start = `A new ${grade?.difficulty ?? difficulty} puzzle with ${givens} givens`;
  if (failed) return `${start}; its grade ${failed}.`;
  if (!grade) return `${start}.`;
  if (!grade.logicOnly) return `${start}; no technique of Hint's solves it all.`;
  // The rating is a 32-bit float in Rust: 2.3 arrives as 2.2999999523.
  return `${start}; rating ${Number(grade.rating.toFixed(1))}, hardest step: ${grade.hardest}.`;
}

/**
 * The difficulty of the puzzle shown, beside the clock: "Difficulty: hard, rating 6.6."
 * @param {{ difficulty: string, rating: number, logicOnly: boolean }} grade
 */
export function difficulty(grade) {
  // The rating is a 32-bit float in Rust: 2.3 arrives as 2.2999999523.
  const rating = Number(grade.rating.toFixed(1));
  const beyond = grade.logicOnly ? '' : ', beyond the techniques of Hint';
  return `Difficulty: ${grade.difficulty}, rating ${rating}${beyond}.`;
}

/** A puzzle whose grade failed (no solution, several, gave up): why, beside the clock. */
export const difficultyUnknown = (error) => `Difficulty unknown: ${failureSentence(error)}`;

export const NOTHING_TO_SHARE = 'There is nothing to share yet: the grid has no givens.';
export const LINK_COPIED = 'A link to this puzzle is copied.';
export const GAME_LINK_COPIED = 'A link to this game, your letters and notes with the puzzle, is copied.';
/** Share where the clipboard is out of reach: the `link` itself, to copy by hand. */
export const shareByHand = (link) => `Copy this link to share the puzzle: ${link}`;
export const NOTHING_TO_COPY = 'There is nothing to copy yet: the grid has no givens.';
/** The puzzle copied in the symbol set `set` ("A–P", "1–16"). */
export const puzzleCopied = (set) => `The puzzle is copied, in ${set}.`;
export const CLIPBOARD_REFUSED = 'The puzzle cannot be copied here: this browser keeps the clipboard from the page.';

// ---- A hint in detail (hint-drawing.js) ----

/** Above a chain's links, listed one by one. */
export const CHAIN_LINK_BY_LINK = 'The chain, link by link:';

/**
 * Above a forcing chain's branch, listed implication by implication: "Branch 2 of 3:
 * suppose R3C5 = B. It holds." (`nested`: a branch of a chain inside a branch).
 */
export const branchHeading = ({ nested, index, count, premise, holds }) =>
  `${nested ? 'Inside the chain' : 'Branch'} ${index + 1} of ${count}: suppose ${premise}. ${holds ? 'It holds.' : 'It fails.'}`;
