// What a <hexadoku-board>'s grid highlights over a board, until the next change: a hint's
// pattern and the cells it changed, letters found wrong, the hint drawn over the grid,
// and, on a board previewed (the solving path's), the letters it shows that are not
// entered. The Game keeps them (game.js); the view draws them (grid-view.js, and
// hint-drawing.js for the hint).

import { indexOf } from './game-state.js';

/**
 * What a change leaves highlighted: nothing (Sets of cell indices, as the grid draws
 * them, and the hint drawn over it, a step, or null).
 */
export const NO_HIGHLIGHTS = Object.freeze({ wrong: new Set(), pattern: new Set(), targets: new Set(), previewed: new Set(), hint: null });

/**
 * Highlights as the grid draws them, from lists of positions `{ row, col }`: `pattern`
 * (a hint's pattern), `targets` (cells a hint changed) and `wrong` (letters found wrong);
 * `hint`, a step whose drawing is laid over the grid.
 * @param {{ pattern?: object[], targets?: object[], wrong?: object[], hint?: object | null }} cells
 */
export function highlightsOf({ pattern = [], targets = [], wrong = [], hint = null }) {
  const set = (cells) => new Set(cells.map(indexOf));
  return { ...NO_HIGHLIGHTS, pattern: set(pattern), targets: set(targets), wrong: set(wrong), hint };
}
