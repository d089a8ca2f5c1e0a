// The grid's letters and cells, and how they are written and named: the 16 letters and
// their bitmasks, the sets of symbols the letters are shown in, the 256 cells, their
// units and peers, names and positions. Plain constants and functions of them, which
// the game state (game-state.js) builds on and exports again; nothing here knows a board.

import { LETTERS, SYMBOLS, symbolOf } from '../words/symbols.js';

export { LETTERS, SYMBOLS, symbolOf };
export const SIZE = 16;
export const CELLS = SIZE * SIZE;
/** Every letter, as a bitmask (bit i for the i-th letter). */
export const ALL_LETTERS = (1 << SIZE) - 1;

/** The bitmask of a string of letters ("BF" → bits 1 and 5). */
export function bitsOf(text) {
  let bits = 0;
  for (const char of text) {
    const i = LETTERS.indexOf(char);
    if (i >= 0) bits |= 1 << i;
  }
  return bits;
}

/** The letters of a bitmask, in order. */
export function lettersOf(bits) {
  let text = '';
  for (let i = 0; i < SIZE; i++) if (bits & (1 << i)) text += LETTERS[i];
  return text;
}

/** `name` if it names a set of SYMBOLS, else 'letters'. */
export const symbolSet = (name) => (Object.hasOwn(SYMBOLS, name) ? name : 'letters');

/** The letter the symbol `text` stands for in the set `set` (either case), or undefined. */
export function letterOf(text, set) {
  const index = SYMBOLS[set].indexOf(String(text).toUpperCase());
  return index < 0 ? undefined : LETTERS[index];
}

/** A cell's name as the engine writes it: "R3C5" for row 3, column 5 (from 1). */
export const cellName = (index) => `R${Math.floor(index / SIZE) + 1}C${(index % SIZE) + 1}`;

/** The index of the cell at `{ row, col }` (from 0), a position as the engine gives it. */
export const indexOf = ({ row, col }) => row * SIZE + col;

/** The position `{ row, col }` (from 0) of cell `index`, as the engine gives positions. */
export const positionOf = (index) => ({ row: Math.floor(index / SIZE), col: index % SIZE });

/** The 48 units (16 rows, 16 columns, 16 boxes), as lists of cell indices. */
export const UNITS = (() => {
  const units = [];
  for (let n = 0; n < SIZE; n++) {
    const row = [];
    const column = [];
    const box = [];
    for (let i = 0; i < SIZE; i++) {
      row.push(n * SIZE + i);
      column.push(i * SIZE + n);
      box.push((Math.floor(n / 4) * 4 + Math.floor(i / 4)) * SIZE + (n % 4) * 4 + (i % 4));
    }
    units.push(row, column, box);
  }
  return units;
})();

/** For each cell, the Set of the other cells that share a row, column or box with it. */
export const PEERS = Array.from({ length: CELLS }, (_, index) => {
  const peers = new Set(UNITS.filter((unit) => unit.includes(index)).flat());
  peers.delete(index);
  return peers;
});
