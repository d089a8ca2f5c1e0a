// A grid built to be slow, for the tests of the engine's budget and the page's Cancel.

/** The cells emptied, by name. */
const REMOVED = [
  'R1C2', 'R1C5', 'R2C2', 'R2C14', 'R4C6', 'R4C13', 'R7C1', 'R7C10', 'R8C9', 'R10C4',
  'R10C6', 'R10C7', 'R10C14', 'R12C7', 'R12C13', 'R13C14', 'R14C15', 'R15C15', 'R15C16', 'R16C8',
];

/**
 * A grid with no solution that the solver cannot prove so quickly: the generator's
 * minimal puzzle for seed 7 (`puzzle`, with its `solution`), less twenty of its givens,
 * with an A at R4C2 that clashes with nothing. Proving it has no solution takes some
 * sixteen million search nodes (half a minute natively), far past any budget of the
 * engine's; it was found by trying such changes and timing them. Throws if `puzzle` is
 * not the puzzle the recipe was found on.
 */
export function slowGrid(puzzle, solution) {
  let grid = puzzle;
  for (const name of REMOVED) {
    const [, row, col] = name.match(/^R(\d+)C(\d+)$/).map(Number);
    const index = (row - 1) * 16 + col - 1;
    if (puzzle[index] === '.') throw new Error(`${name} is not a given of the puzzle`);
    grid = grid.slice(0, index) + '.' + grid.slice(index + 1);
  }
  const wrong = 3 * 16 + 1; // R4C2
  if (puzzle[wrong] !== '.' || solution[wrong] === 'A') throw new Error('R4C2 cannot take a wrong A');
  return grid.slice(0, wrong) + 'A' + grid.slice(wrong + 1);
}
