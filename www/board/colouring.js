// Colour mode on a <hexadoku-board>, one cell at a time: a letter colours that note or
// pencil mark of the cell, Erase the cell itself, and the same colour again takes it off;
// and a colour taken off the whole grid. Loaded with the first of either (input.js), so
// that a page's first load does without it. (Several cells selected take a colour as
// many-cells.js says.)

import * as GameState from './game-state.js';

/**
 * In colour mode (`colour`, 1–6), on a board (its `game` and `element`): a letter
 * colours that mark of cell `index`, if the cell shows it (a note, or a pencil mark);
 * null colours the cell. Once more, the same colour comes off. Undoable, and a change of
 * the game: `input` and `change` fire.
 */
export function coloured({ game, element }, index, letter, colour) {
  const board = game.present;
  const cell = GameState.cellName(index);
  if (letter === null) {
    if (game.commit(GameState.colourCell(board, index, colour))) game.inputAndChange();
    const now = GameState.colourAt(game.present, index);
    return game.say(now ? game.words.cellColoured(cell, now) : game.words.cellUncoloured(cell));
  }
  const symbol = GameState.symbolOf(letter, element.symbols);
  const marks = GameState.notesAt(board, index) || (element.candidates && GameState.candidates(board)?.[index]);
  if (!(marks & GameState.bitsOf(letter))) {
    game.render();
    return game.say(game.words.noMarkToColour(cell, symbol));
  }
  if (game.commit(GameState.colourMark(board, index, letter, colour))) game.inputAndChange();
  const now = GameState.markColourAt(game.present, index, letter);
  game.say(now ? game.words.markColoured(cell, symbol, now) : game.words.markUncoloured(cell, symbol));
}

/**
 * Takes `colour` (one of COLOURS) off every cell and note of a board (its `game`) that
 * has it, and says so: whether any had it.
 * @returns {boolean}
 */
export function clearColour(game, colour) {
  if (!GameState.COLOURS.includes(colour) || !game.commit(GameState.withoutColour(game.present, colour))) return false;
  game.say(game.words.colourCleared(colour));
  return true;
}
