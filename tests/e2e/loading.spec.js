// While the page loads: what the player does before the WebAssembly module has arrived
// is not lost, and acts on the puzzle of the address. The module is held back until the test lets it through, so that the
// clicks and keys below surely come before the page is ready (no timing involved).

import { test, expect } from '@playwright/test';
import { cell, button, readGrid, ruleViolation, puzzleWithSolution, status } from './support.js';

/** Holds every request for the module (the page's and its engine's) until `release()`. */
async function holdModule(context) {
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  let held = 0;
  await context.route('**/pkg/hexadoku_bg.wasm', async (route) => {
    held++;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

test('a Solve clicked as soon as the grid shows answers once the module has loaded', async ({ page, context }) => {
  const { puzzle } = puzzleWithSolution({ seed: 5 });
  const module = await holdModule(context);
  await page.goto(`index.html#${puzzle}`);
  await expect(cell(page, 0)).toBeVisible();
  await expect.poll(module.held).toBeGreaterThan(0);
  await button(page, 'Solve').click();
  // The engine cannot answer before its module comes: the grid is still the puzzle.
  expect((await readGrid(page)).letters, 'answered without the module').toBe(puzzle);

  module.release();
  await expect(status(page)).toHaveText('Solved.');
  const grid = await readGrid(page);
  expect(ruleViolation(puzzle, grid.letters)).toBeNull();
});

test('letters typed while the page loads are entered on the puzzle of the address', async ({ page, context }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 6, givens: 150 });
  const empty = puzzle.indexOf('.');
  const module = await holdModule(context);
  await page.goto(`index.html#${puzzle}`);
  await expect.poll(module.held).toBeGreaterThan(0);
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty]);

  module.release();
  await expect(cell(page, empty)).toHaveValue(solution[empty]);
  const grid = await readGrid(page);
  expect(grid.letters).toBe(puzzle.slice(0, empty) + solution[empty] + puzzle.slice(empty + 1));
  expect(grid[empty].source).toBe('yours');
});
