// Grids the Node tests of the page's state share: a full grid that keeps the rules,
// built by formula (no solver involved), and a puzzle made from it. The tests that use
// them check them against the rules (rules.mjs) first.

const LETTERS = 'ABCDEFGHIJKLMNOP';

/** A full grid that keeps the rules. */
export const FULL = Array.from({ length: 256 }, (_, i) => {
  const row = Math.floor(i / 16);
  const col = i % 16;
  return LETTERS[(4 * (row % 4) + Math.floor(row / 4) + col) % 16];
}).join('');

/** A puzzle: FULL with every third cell emptied. */
export const PUZZLE = [...FULL].map((c, i) => (i % 3 === 0 ? c : '.')).join('');
