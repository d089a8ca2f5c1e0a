// Long work: a grid the solver would spend half a minute on shows "Working…" with a
// Cancel button; Cancel stops it, and the page goes on working, with a fresh engine.
// Left alone, the engine gives up on it by itself after a second and a half, and the
// status line says so.

import { test, expect } from '@playwright/test';
import {
  button,
  cell,
  cellName,
  open,
  paste,
  press,
  puzzleWithSolution,
  readGrid,
  ruleViolation,
  status,
} from './support.js';
import { slowGrid } from '../js/slow.mjs';

/** The slow grid (tests/js/slow.mjs), from the generator's puzzle for seed 7. */
function slowGridOfSeed7() {
  const { puzzle, solution } = puzzleWithSolution({ seed: 7 });
  return slowGrid(puzzle, solution);
}

test('Cancel stops a long solve, and a fresh engine answers the next request', async ({ page }) => {
  const grid = slowGridOfSeed7();
  await open(page, grid);
  const progress = page.getByRole('progressbar', { name: 'Working' });
  const cancel = button(page, 'Cancel');
  await expect(progress).toBeHidden();
  await expect(cancel).toBeHidden();

  // The engine gives up on this grid after a second and a half: Cancel comes first.
  await button(page, 'Solve').click();
  await expect(progress, 'the solver works on this grid long enough to show its progress').toBeVisible({
    timeout: 10_000,
  });
  await cancel.click();
  await expect(status(page)).toHaveText('Cancelled.');
  await expect(progress).toBeHidden();
  await expect(cancel).toBeHidden();
  expect((await readGrid(page)).letters, 'nothing was solved').toBe(grid);

  // A fresh engine answers the next request.
  const { puzzle } = puzzleWithSolution({ seed: 71, givens: 120 });
  await paste(page, puzzle);
  await expect(status(page)).toHaveText('Puzzle pasted.');
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(puzzle, (await readGrid(page)).letters)).toBeNull();
  await expect(progress).toBeHidden();
});

test('the engine gives up on a slow grid by itself, says so, and the page stays usable meanwhile', async ({ page }) => {
  const grid = slowGridOfSeed7();
  await open(page, grid);
  const progress = page.getByRole('progressbar', { name: 'Working' });

  // The page is not blocked while the engine works: a letter can be typed, and the
  // answer, when it comes, is for the grid as it was.
  await button(page, 'Solve').click();
  await expect(progress).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/^Working… \d+\.\d s$/)).toBeVisible();
  const empty = grid.lastIndexOf('.');
  await cell(page, empty).click();
  await page.keyboard.press('B');
  await expect(cell(page, empty)).toHaveValue('B');
  await expect(status(page)).toHaveText('The grid changed while the solver worked; press Solve again.', {
    timeout: 10_000,
  });
  await expect(progress).toBeHidden();
  await page.keyboard.press('Backspace');
  expect((await readGrid(page)).letters, `${cellName(empty)} is empty again`).toBe(grid);

  await press(page, 'Solve', 'The solver gave up: this grid needs more search than a page should spend.');
  await press(page, 'Hint', /^The hint gave up after 1\.5 s\.$/);
  await press(page, 'Check', 'The solver gave up on this puzzle, so there is no answer to check against.');
  expect((await readGrid(page)).letters, 'nothing was filled in').toBe(grid);

  // New, for a technique the generator seldom or never finds: it gives up too.
  await page.evaluate(() => {
    const difficulty = document.getElementById('difficulty');
    difficulty.add(new Option('Leviathan', 'leviathan'));
    difficulty.value = 'leviathan';
  });
  await press(page, 'New', /^No puzzle that needs leviathan found: the generator gave up after 1\.5 s, in attempt \d+\.$/);
  expect((await readGrid(page)).letters, 'the grid stays').toBe(grid);
  await expect(progress).toBeHidden();
});
