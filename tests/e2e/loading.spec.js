// While the page loads: what the player does before the WebAssembly module, or saving's
// module, has arrived is not lost, and acts on the puzzle of the address, or on the game
// saved. Each is held back until the test lets it through, so that the clicks and keys
// below surely come before it (no timing involved).

import { test, expect } from '@playwright/test';
import { cell, button, place, readGrid, ruleViolation, puzzleWithSolution, status, choose } from './support.js';

// The page's service worker would answer a reload from its cache: the server alone answers here.
test.use({ serviceWorkers: 'block' });

/** Holds every request for the files matching `pattern` until `release()`. */
async function hold(context, pattern) {
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  let held = 0;
  await context.route(pattern, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** Holds every request for the solver's module (the page's and its engine's) until `release()`. */
const holdModule = (context) => hold(context, '**/pkg/solver/hexadoku_solver_bg.wasm');

test('a Solve clicked as soon as the grid shows answers once the module has loaded', async ({ page, context }) => {
  const { puzzle } = puzzleWithSolution({ seed: 5 });
  const module = await holdModule(context);
  await page.goto(`index.html#${puzzle}`);
  await expect(cell(page, 0)).toBeVisible();
  await expect.poll(module.held).toBeGreaterThan(0);
  await choose(page, 'Solve');
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

test("a first visit by a link shows its puzzle and takes letters before saving's module has come", async ({ page, context }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 7, givens: 150 });
  const empty = puzzle.indexOf('.');
  const saving = await hold(context, '**/www/app/saving.js');
  await page.goto(`index.html#${puzzle}`);
  await expect.poll(saving.held).toBeGreaterThan(0);
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty]);
  // The player's letter, on the link's puzzle, not a given typed on an empty grid.
  await expect(cell(page, empty)).toHaveValue(solution[empty]);
  const grid = await readGrid(page);
  expect(grid.letters).toBe(puzzle.slice(0, empty) + solution[empty] + puzzle.slice(empty + 1));
  expect(grid[empty].source).toBe('yours');

  saving.release();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hexadoku.board')?.includes('"entries"') ?? false)).toBe(true);
  expect((await readGrid(page)).letters).toBe(grid.letters);
});

test('a page with a game saved takes no letter until that game is back, then goes on with it', async ({ page, context }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 8, givens: 150 });
  const [first, second] = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : [])).slice(0, 2);
  await page.goto(`index.html#${puzzle}`);
  await cell(page, first).click();
  await page.keyboard.press(solution[first]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hexadoku.board')?.includes('"entries"') ?? false)).toBe(true);

  const saving = await hold(context, '**/www/app/saving.js');
  await page.reload();
  await expect.poll(saving.held).toBeGreaterThan(0);
  await expect(page.locator('hexadoku-board')).toHaveAttribute('readonly', '');
  await cell(page, second).click();
  await page.keyboard.press(solution[second]);
  await expect(cell(page, second)).toHaveValue('');

  saving.release();
  await expect(cell(page, first)).toHaveValue(solution[first]);
  await expect(page.locator('hexadoku-board')).not.toHaveAttribute('readonly', '');
  await cell(page, second).click();
  await page.keyboard.press(solution[second]);
  await expect(cell(page, second)).toHaveValue(solution[second]);
  expect((await readGrid(page)).letters).toBe(place(place(puzzle, first, solution[first]), second, solution[second]));
});
