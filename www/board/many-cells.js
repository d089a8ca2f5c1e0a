// Typing with several cells of a <hexadoku-board> selected: a letter, a note, Erase or a
// colour goes into all of them, as one change that Undo takes back. Loaded as the
// selection first grows past one cell (input.js), so that a page's first load does
// without it.

import * as GameState from './game-state.js';

/**
 * A letter (or null) typed with several `cells` selected of a board (its `game` and
 * `element`): each takes it as it would alone, givens skipped, and one Undo takes it all
 * back. A letter goes into the empty cells; a note (notes mode, or `asNote`) comes out of them all if all have it, else
 * goes into those that lack it; Erase clears each cell's letter, or an empty one's
 * notes. In colour mode, the colour goes onto every cell (Erase), or onto the letter's
 * mark of every cell that shows it, and comes off them if all have it. When nothing
 * could change, the status line says why. `remember(board)` keeps the board the
 * keystroke made (null for none), and `announce(board, cells)` says what a letter put
 * into `cells` made of it (a clash, a grid complete).
 */
export function typedInAll({ game, element, remember, announce }, cells, letter, asNote) {
  const board = game.present;
  const colour = element.colour;
  const symbol = letter && GameState.symbolOf(letter, element.symbols);
  const source = game.editing ? GameState.Source.GIVEN : GameState.Source.USER;
  const empty = cells.filter((i) => GameState.letterAt(board, i) === '.');
  const note = letter && (asNote || element.notesMode);
  // The cells it goes into, whether one has it already, what it does to one, and what
  // the status line says when it goes into none: a letter's, unless it is another.
  let take = empty;
  let has = () => false;
  let change = (next, i) => GameState.place(next, i, letter, source, element.keepNotes);
  let unchanged = game.words.selectionFull;
  if (colour && letter) {
    const marks = element.candidates && GameState.candidates(board);
    take = cells.filter((i) => (GameState.notesAt(board, i) || marks?.[i]) & GameState.bitsOf(letter));
    has = (i) => GameState.markColourAt(board, i, letter) === colour;
    change = (next, i) => GameState.colourMark(next, i, letter, colour);
    unchanged = game.words.selectionNoMark(symbol);
  } else if (colour) {
    take = cells;
    has = (i) => GameState.colourAt(board, i) === colour;
    change = (next, i) => GameState.colourCell(next, i, colour);
  } else if (note) {
    has = (i) => GameState.notesAt(board, i) & GameState.bitsOf(letter);
    change = (next, i) => GameState.toggleNote(next, i, letter);
  } else if (!letter) {
    take = cells.filter((i) => board.givens[i] === '.' || game.editing);
    change = (next, i) => (GameState.letterAt(next, i) === '.' ? GameState.clearNotes(next, i) : GameState.place(next, i, null, source));
    unchanged = game.words.selectionClear;
  }
  const all = take.every(has);
  const changed = take.filter((i) => all || !has(i));
  const next = changed.reduce(change, board);
  remember(null);
  if (!game.commit(next)) {
    game.render();
    return game.say(unchanged);
  }
  remember(next);
  if (note && !colour) game.say(game.words.notesInCells(symbol, all ? 'no' : 'yes', changed.length));
  else if (letter && !colour) announce(next, changed);
  else game.say('');
  game.inputAndChange();
}
