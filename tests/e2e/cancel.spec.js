// Long work: a grid the solver spends seconds on shows "Working…" with a Cancel button;
// Cancel stops it, and the page goes on working, with a fresh engine.

import { test, expect } from '@playwright/test';
import {
  button,
  cell,
  cellName,
  open,
  paste,
  place,
  press,
  puzzleWithSolution,
  readGrid,
  ruleViolation,
  status,
} from './support.js';

/**
 * A grid with no solution that the solver cannot prove so quickly: the generator's
 * minimal puzzle for seed 7, less twenty of its givens, with an A at R4C2 that clashes
 * with nothing. Searching it runs through the solver's whole budget of nodes (five
 * million, many seconds); it was found by trying such changes and timing them.
 */
function slowGrid() {
  const { puzzle, solution } = puzzleWithSolution({ seed: 7 });
  const removed = [
    'R1C2', 'R1C5', 'R2C2', 'R2C14', 'R4C6', 'R4C13', 'R7C1', 'R7C10', 'R8C9', 'R10C4',
    'R10C6', 'R10C7', 'R10C14', 'R12C7', 'R12C13', 'R13C14', 'R14C15', 'R15C15', 'R15C16', 'R16C8',
  ];
  let grid = puzzle;
  for (const name of removed) {
    const [, row, col] = name.match(/^R(\d+)C(\d+)$/).map(Number);
    const index = (row - 1) * 16 + col - 1;
    expect(puzzle[index], `${name} is a given of the puzzle`).not.toBe('.');
    grid = place(grid, index, '.');
  }
  const wrong = 3 * 16 + 1; // R4C2
  expect(puzzle[wrong]).toBe('.');
  expect(solution[wrong]).not.toBe('A');
  return place(grid, wrong, 'A');
}

test('Cancel stops a long solve; the page stays usable during it and after', async ({ page }) => {
  const grid = slowGrid();
  await open(page, grid);
  const progress = page.getByRole('progressbar', { name: 'Working' });
  const cancel = button(page, 'Cancel');
  await expect(progress).toBeHidden();
  await expect(cancel).toBeHidden();

  await button(page, 'Solve').click();
  await expect(progress, 'the solver works on this grid long enough to show its progress').toBeVisible({
    timeout: 10_000,
  });
  await expect(cancel).toBeVisible();
  await expect(page.getByText(/^Working… \d+\.\d s$/)).toBeVisible();

  // The page is not blocked while the engine works: a letter can be typed.
  const empty = grid.lastIndexOf('.');
  await cell(page, empty).click();
  await page.keyboard.press('B');
  await expect(cell(page, empty)).toHaveValue('B');

  await cancel.click();
  await expect(status(page)).toHaveText('Cancelled.');
  await expect(progress).toBeHidden();
  await expect(cancel).toBeHidden();
  expect((await readGrid(page)).letters, `nothing was solved, and ${cellName(empty)} kept its B`).toBe(
    place(grid, empty, 'B'),
  );

  // A fresh engine answers the next request.
  const { puzzle } = puzzleWithSolution({ seed: 71, givens: 120 });
  await paste(page, puzzle);
  await expect(status(page)).toHaveText('Puzzle pasted.');
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(puzzle, (await readGrid(page)).letters)).toBeNull();
  await expect(progress).toBeHidden();
});
