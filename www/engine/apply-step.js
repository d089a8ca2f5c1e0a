// A step of logic applied to a board, whatever keeps the board: the one walk over a
// step's placements and eliminations, which the engine's solving path (path.js) takes
// on letters and marks, and the element (www/board/) on its game state.

/**
 * `board` with `step` (a hint's, or a path's) applied: each letter it places put by
 * `place(board, index, letter)`, then each cell's letters it removes taken out by
 * `remove(board, index, letters)`, each call answering the board it leaves. `index` is
 * the cell's, `row * 16 + col`; letters are A–P (`letters` a string of them, "CD").
 * @template Board
 * @param {Board} board
 * @param {{ placements: Array<{ row: number, col: number, letter: string }>, eliminations: Array<{ row: number, col: number, letters: string }> }} step
 * @param {(board: Board, index: number, letter: string) => Board} place
 * @param {(board: Board, index: number, letters: string) => Board} remove
 * @returns {Board}
 */
export function applyStep(board, step, place, remove) {
  for (const { row, col, letter } of step.placements) board = place(board, row * 16 + col, letter);
  for (const { row, col, letters } of step.eliminations) board = remove(board, row * 16 + col, letters);
  return board;
}
