// The game state as <hexadoku-board> keeps it, a "board" below: plain immutable data,
// so that undo, redo and saving are copies of a value. No DOM here, and no solving: the
// engine does that. (The core's Board, its propagation's bitboards, is another thing.)
//
// A board is
//   givens:  256 characters, a letter A–P or '.', the puzzle as set;
//   entries: 256 characters, the letters put in the other cells, or '.';
//   sources: 256 characters, who put each entry there: 'u' the player, 's' the
//            solver, 'h' a hint, '.' nobody;
//   removed: 256 bitmasks (bit i for the i-th letter), candidates hint steps took out;
//   notes:   256 bitmasks, the player's own notes in each cell (0: none). A cell's notes
//            stay while it holds a letter, unseen, and show again if it is erased.
//   takenNotes: 256 bitmasks, the notes of each cell that a letter placed in its row,
//            column or box took out. Each comes back as soon as no letter of those
//            units excludes it: a wrong letter erased (or changed) gives back the notes
//            it took, so that the notes stay what the player wrote, not a casualty of a
//            mistake. The player's own say (a note toggled, a cell's notes cleared,
//            Fill notes) and a hint's elimination forget them.
//   colours: 256 characters, the colour the player gave each cell, '1'–'6' or '.';
//   markColours: 4096 characters, the colour of each candidate (cell × 16 + letter),
//            '1'–'6' or '.': colour marks, for colouring and chains by hand.

import { ALL_LETTERS, CELLS, LETTERS, PEERS, SIZE, UNITS, bitsOf } from './letters-and-cells.js';

export {
  CELLS, LETTERS, SIZE, SYMBOLS, UNITS, bitsOf, cellName, indexOf, letterOf, lettersOf, positionOf, symbolOf, symbolSet,
} from './letters-and-cells.js';

const EMPTY_LINE = '.'.repeat(CELLS);
/** 256 zero bitmasks. */
const NO_BITS = Object.freeze(new Array(CELLS).fill(0));
const NO_MARK_COLOURS = '.'.repeat(CELLS * SIZE);

/** The colours a player may give cells and candidates. */
export const COLOURS = Object.freeze(['1', '2', '3', '4', '5', '6']);

/** Where the page saves its game in local storage (app/saving.js). */
export const BOARD_KEY = 'hexadoku.board';

/** Who put a letter in a cell. */
export const Source = Object.freeze({ GIVEN: 'g', USER: 'u', SOLVER: 's', HINT: 'h' });

/** A board whose givens are `puzzle` (256 characters, '.' for empty). */
export function fromPuzzle(puzzle = EMPTY_LINE) {
  return Object.freeze({
    givens: puzzle,
    entries: EMPTY_LINE,
    sources: EMPTY_LINE,
    removed: NO_BITS,
    notes: NO_BITS,
    takenNotes: NO_BITS,
    colours: EMPTY_LINE,
    markColours: NO_MARK_COLOURS,
  });
}


/** The empty board. */
export const EMPTY = fromPuzzle();

const replaceAt = (line, index, char) => line.slice(0, index) + char + line.slice(index + 1);

/** The letter in cell `index` ('.' if empty), given or entered. */
export function letterAt(board, index) {
  return board.givens[index] !== '.' ? board.givens[index] : board.entries[index];
}

/** Who put the letter in cell `index`: a `Source`, or null if the cell is empty. */
export function sourceAt(board, index) {
  if (board.givens[index] !== '.') return Source.GIVEN;
  return board.sources[index] === '.' ? null : board.sources[index];
}

/** Every letter on the board, 256 characters. */
export function letters(board) {
  let line = '';
  for (let i = 0; i < CELLS; i++) line += letterAt(board, i);
  return line;
}

export const givenCount = (board) => countLetters(board.givens);
export const entryCount = (board) => countLetters(board.entries);
const countLetters = (line) => line.length - line.split('.').length + 1;

/**
 * The board with `letter` (or null to clear) put in cell `index` by `source`. A given
 * is only changed when `source` is GIVEN (the puzzle is being edited); otherwise the
 * board is returned unchanged.
 */
export function put(board, index, letter, source) {
  const char = letter ?? '.';
  const fresh = { ...board };
  if (source === Source.GIVEN) {
    fresh.givens = replaceAt(board.givens, index, char);
    fresh.entries = replaceAt(board.entries, index, '.');
    fresh.sources = replaceAt(board.sources, index, '.');
  } else {
    if (board.givens[index] !== '.') return board;
    fresh.entries = replaceAt(board.entries, index, char);
    fresh.sources = replaceAt(board.sources, index, letter ? source : '.');
  }
  if (letterAt(fresh, index) === letterAt(board, index) && sourceAt(fresh, index) === sourceAt(board, index)) {
    return board;
  }
  // Candidates a hint removed hold for every solution of the board it was given on. A
  // letter added keeps them true (it only narrows the solutions); a letter taken away or
  // changed may bring back solutions that need them, so they go.
  if (letterAt(board, index) !== '.' && letterAt(fresh, index) !== letterAt(board, index)) {
    fresh.removed = NO_BITS;
  }
  return Object.freeze(fresh);
}

/**
 * The board with `letter` (or null) put in cell `index` by `source`, as a player or a
 * hint places it: unless `keepNotes`, a letter is taken out of the notes of its row,
 * column and box. The letter it replaces, if any, gives back the notes it took (see
 * `takenNotes` above).
 */
export function place(board, index, letter, source, keepNotes) {
  const before = letterAt(board, index);
  let next = put(board, index, letter, source);
  if (before !== '.' && letterAt(next, index) !== before) next = withNotesGivenBack(next, index, before);
  return letter === null || keepNotes ? next : withoutNoteInPeers(next, index, letter);
}

/** The board with every empty cell filled from `solution` (256 letters) by `source`. */
export function fill(board, solution, source) {
  let next = board;
  for (let i = 0; i < CELLS; i++) {
    if (letterAt(next, i) === '.') next = put(next, i, solution[i], source);
  }
  return next;
}

/**
 * The board with the candidates `bits` taken out of cell `index`'s pencil marks, and out
 * of its notes (a hint's elimination holds for the player's notes as well).
 */
export function removeCandidates(board, index, bits) {
  if ((board.removed[index] & bits) === bits && ((board.notes[index] | board.takenNotes[index]) & bits) === 0) return board;
  const removed = [...board.removed];
  removed[index] |= bits;
  const notes = [...board.notes];
  notes[index] &= ~bits;
  const taken = [...board.takenNotes];
  taken[index] &= ~bits;
  return withNotes(Object.freeze({ ...board, removed: Object.freeze(removed) }), notes, taken);
}

// ---- The player's notes ----

/** Whether any cell has notes. */
export const hasNotes = (board) => board.notes.some((bits) => bits !== 0);

/** The notes shown in cell `index`: its notes while it is empty, 0 while it holds a letter. */
export const notesAt = (board, index) => (letterAt(board, index) === '.' ? board.notes[index] : 0);

/**
 * The board with `notes` (256 bitmasks) as the player's notes, and `taken` as the notes
 * letters took out; the same board if both are equal.
 */
function withNotes(board, notes, taken = board.takenNotes) {
  const same = (list, now) => list.every((bits, i) => bits === now[i]);
  if (same(notes, board.notes) && same(taken, board.takenNotes)) return board;
  return Object.freeze({ ...board, notes: Object.freeze(notes), takenNotes: Object.freeze(taken) });
}

/** `board.takenNotes` with cell `index`'s `bits` forgotten: the player has had a say there. */
const forgetTaken = (board, index, bits) => board.takenNotes.map((taken, i) => (i === index ? taken & ~bits : taken));

/**
 * The board with the note `letter` turned on or off in cell `index`; the same board if the
 * cell holds a letter (notes are for empty cells).
 */
export function toggleNote(board, index, letter) {
  if (letterAt(board, index) !== '.') return board;
  const notes = [...board.notes];
  notes[index] ^= bitsOf(letter);
  return withNotes(board, notes, forgetTaken(board, index, bitsOf(letter)));
}

/** The board with cell `index`'s notes erased (none of them to come back). */
export function clearNotes(board, index) {
  const notes = [...board.notes];
  notes[index] = 0;
  return withNotes(board, notes, forgetTaken(board, index, ALL_LETTERS));
}

/**
 * The board with every empty cell's notes set to its candidates (see `candidates`); the
 * same board while letters clash, as then there are none to trust.
 */
export function fillNotes(board) {
  const marks = candidates(board);
  if (!marks) return board;
  const empty = (i) => letterAt(board, i) === '.';
  return withNotes(
    board,
    board.notes.map((bits, i) => (empty(i) ? marks[i] : bits)),
    board.takenNotes.map((bits, i) => (empty(i) ? 0 : bits)),
  );
}

// ---- Colour marks ----

/** The colour of cell `index` ('1'–'6'), or null. */
export const colourAt = (board, index) => (board.colours[index] === '.' ? null : board.colours[index]);

/** The colour of candidate `letter` in cell `index` ('1'–'6'), or null. */
export function markColourAt(board, index, letter) {
  const colour = board.markColours[index * SIZE + LETTERS.indexOf(letter)];
  return colour === '.' ? null : colour;
}

/**
 * The board with cell `index` given `colour` (one of COLOURS), or its colour taken off if
 * it has that one already, or if `colour` is null.
 */
export function colourCell(board, index, colour) {
  const char = colour === null || board.colours[index] === colour ? '.' : colour;
  if (board.colours[index] === char) return board;
  return Object.freeze({ ...board, colours: replaceAt(board.colours, index, char) });
}

/** The board with candidate `letter` of cell `index` coloured, or not, as `colourCell` does a cell. */
export function colourMark(board, index, letter, colour) {
  const at = index * SIZE + LETTERS.indexOf(letter);
  const char = colour === null || board.markColours[at] === colour ? '.' : colour;
  if (board.markColours[at] === char) return board;
  return Object.freeze({ ...board, markColours: replaceAt(board.markColours, at, char) });
}

/** The board with `colour` taken off every cell and candidate that has it. */
export function withoutColour(board, colour) {
  const colours = board.colours.replaceAll(colour, '.');
  const markColours = board.markColours.replaceAll(colour, '.');
  if (colours === board.colours && markColours === board.markColours) return board;
  return Object.freeze({ ...board, colours, markColours });
}

/**
 * The board with `letter` taken out of the notes of every cell that shares a unit with
 * `index`, each note taken kept in `takenNotes`.
 */
export function withoutNoteInPeers(board, index, letter) {
  const bit = bitsOf(letter);
  const notes = [...board.notes];
  const taken = [...board.takenNotes];
  for (const i of PEERS[index]) {
    if (notes[i] & bit) taken[i] |= bit;
    notes[i] &= ~bit;
  }
  return withNotes(board, notes, taken);
}

/**
 * The board with the notes of `letter` that letters took out of the peers of `index`
 * given back, in each peer where no letter of its row, column or box excludes it now (a
 * letter `letter` just taken out of cell `index`).
 */
function withNotesGivenBack(board, index, letter) {
  const bit = bitsOf(letter);
  const line = letters(board);
  const notes = [...board.notes];
  const taken = [...board.takenNotes];
  for (const i of PEERS[index]) {
    if (!(taken[i] & bit) || [...PEERS[i]].some((peer) => line[peer] === letter)) continue;
    notes[i] |= bit;
    taken[i] &= ~bit;
  }
  return withNotes(board, notes, taken);
}

/**
 * The pencil marks the player keeps, for the engine's hint: a cell's notes if it has
 * some, all 16 letters if not, less what hints removed. The engine intersects them with
 * what the letters on the grid allow.
 */
export const keptMarks = (board) => board.removed.map((bits, i) => (board.notes[i] || ALL_LETTERS) & ~bits);

/** The board without the player's, solver's and hints' letters: givens only. */
export const withoutEntries = (board) => fromPuzzle(board.givens);

/** The cells whose letter appears twice in one of their units: a Set of indices. */
export function conflicts(board) {
  const line = letters(board);
  const found = new Set();
  for (const unit of UNITS) {
    const seen = new Map();
    for (const i of unit) {
      const letter = line[i];
      if (letter === '.') continue;
      if (seen.has(letter)) {
        found.add(i);
        found.add(seen.get(letter));
      } else {
        seen.set(letter, i);
      }
    }
  }
  return found;
}

/**
 * Each cell's plain candidates, as pencil marks: for an empty cell, bit i set when the
 * i-th letter is in none of its row, column and box, less the candidates hint steps took
 * out; 0 for a cell with a letter. Null while letters clash, as then nothing is certain.
 */
export function candidates(board) {
  if (conflicts(board).size > 0) return null;
  const line = letters(board);
  const taken = new Array(CELLS).fill(0);
  for (const unit of UNITS) {
    let bits = 0;
    for (const i of unit) if (line[i] !== '.') bits |= 1 << LETTERS.indexOf(line[i]);
    for (const i of unit) taken[i] |= bits;
  }
  return taken.map((bits, i) => (line[i] === '.' ? ALL_LETTERS & ~bits & ~board.removed[i] : 0));
}

/**
 * The cells of `letter` (A–P): `holds`, those that hold it, and `can`, the empty ones
 * where it is still possible, by the cell's notes or else its candidates (none while
 * letters clash). Sets of cell indices.
 */
export function cellsOfLetter(board, letter) {
  const bit = 1 << LETTERS.indexOf(letter);
  const marks = candidates(board);
  const holds = new Set();
  const can = new Set();
  const line = letters(board);
  for (let i = 0; i < CELLS; i++) {
    if (line[i] === letter) holds.add(i);
    else if (line[i] === '.' && ((board.notes[i] || marks?.[i] || 0) & bit) !== 0) can.add(i);
  }
  return { holds, can };
}

/** Whether the grid is full and keeps the rules: the puzzle solved. */
export const isSolved = (board) => !letters(board).includes('.') && conflicts(board).size === 0;

/**
 * The board with the player's letters replaced by those of `line` (256 characters, a
 * letter or '.'), cell by cell where there is no given; givens stay as they are.
 */
export function withEntries(board, line) {
  let next = board;
  for (let i = 0; i < CELLS; i++) {
    if (board.givens[i] !== '.') continue;
    const letter = line[i] === '.' ? null : line[i];
    if (line[i] !== letterAt(next, i)) next = put(next, i, letter, Source.USER);
  }
  return next;
}

/**
 * A board read back from storage or a form's state, or null if `value` is not one (see
 * `readBoard`: a board with any part unreadable is not one).
 */
export function revive(value) {
  const { board, dropped } = readBoard(value);
  return dropped.length === 0 ? board : null;
}

/**
 * A saved board read field by field, keeping what can be kept: `{ board, dropped }`,
 * `dropped` the names of the fields left out as unreadable (their parts of the board
 * start empty), or `board` null when its givens cannot be read, without which nothing
 * else means anything. A board saved before notes, colours or `takenNotes` existed comes
 * back with none, and nothing dropped.
 */
export function readBoard(value) {
  const givens = value?.givens;
  if (!line(givens, /^[A-P.]*$/)) return { board: null, dropped: ['givens'] };
  const board = { ...fromPuzzle(givens) };
  const dropped = [];
  const keep = (names, valid) => {
    const read = names.map((name) => (value[name] === undefined && OPTIONAL.has(name) ? board[name] : value[name]));
    if (!valid(...read)) dropped.push(...names);
    else names.forEach((name, i) => (board[name] = Array.isArray(read[i]) ? Object.freeze([...read[i]]) : read[i]));
  };
  // A letter and who put it go together: each cell has both or neither.
  keep(['entries', 'sources'], (entries, sources) =>
    line(entries, /^[A-P.]*$/) && line(sources, /^[ush.]*$/) && [...entries].every((c, i) => (c === '.') === (sources[i] === '.')));
  for (const name of ['removed', 'notes', 'takenNotes']) keep([name], bitmasks);
  keep(['colours'], (colours) => line(colours, /^[.1-6]*$/));
  keep(['markColours'], (marks) => typeof marks === 'string' && marks.length === CELLS * SIZE && /^[.1-6]*$/.test(marks));
  return { board: Object.freeze(board), dropped };
}

/** The fields a board saved before they existed may lack: they start empty. */
const OPTIONAL = new Set(['notes', 'takenNotes', 'colours', 'markColours']);

/** Whether `text` is a string of 256 characters that `chars` matches. */
const line = (text, chars) => typeof text === 'string' && text.length === CELLS && chars.test(text);

/** Whether `list` is 256 bitmasks of 16 letters. */
const bitmasks = (list) =>
  Array.isArray(list) && list.length === CELLS && list.every((bits) => Number.isInteger(bits) && bits >= 0 && bits <= ALL_LETTERS);
