// The sixteen letters and the sets of symbols they are written in: how a letter is
// written is the words' business, for the board's cells and for every sentence alike.

/** The letters A–P: the core's names for the sixteen symbols. */
export const LETTERS = 'ABCDEFGHIJKLMNOP';

/**
 * The four symbol sets a 16×16 grid is written in, by name: the i-th symbol stands for
 * the i-th letter (as the core's parser reads them). The board keeps letters A–P; only
 * what is shown, typed and copied is in a set. The board shows and takes symbols at
 * once, before the engine has loaded, so it has this table of its own; a test keeps it
 * equal to the core's (tests/js/wasm.test.mjs).
 */
export const SYMBOLS = Object.freeze({
  letters: Object.freeze([...LETTERS]),
  hex: Object.freeze([...'0123456789ABCDEF']),
  'one-g': Object.freeze([...'123456789ABCDEFG']),
  numbers: Object.freeze(Array.from({ length: LETTERS.length }, (_, i) => String(i + 1))),
});

/** How `letter` (A–P, or '.') is written in the set `set`: '' for an empty cell. */
export const symbolOf = (letter, set) => SYMBOLS[set][LETTERS.indexOf(letter)] ?? '';
