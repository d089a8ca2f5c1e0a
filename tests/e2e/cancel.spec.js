// Long work shows "Working…" with a Cancel button; Cancel stops it, and the page goes on
// working, with a fresh engine. Left alone, the engine gives up by itself after a second
// and a half, and the status line says so. No grid keeps the solver busy that long, so
// the long work here is New for a technique the generator seldom or never finds.

import { test, expect } from '@playwright/test';
import { button, cell, open, paste, press, puzzleWithSolution, readGrid, ruleViolation, status, choose } from './support.js';

/** Offers, and picks, a difficulty the page does not list: a technique that is rare. */
async function chooseRareTechnique(page) {
  await page.evaluate(() => {
    const difficulty = document.getElementById('difficulty');
    difficulty.add(new Option('Leviathan', 'leviathan'));
    difficulty.value = 'leviathan';
  });
}

test('Cancel stops long work, and a fresh engine answers the next request', async ({ page }) => {
  const { puzzle: grid } = puzzleWithSolution({ seed: 7 });
  await open(page, grid);
  const progress = page.getByRole('progressbar', { name: 'Working' });
  const cancel = button(page, 'Cancel');
  await expect(progress).toBeHidden();
  await expect(cancel).toBeHidden();

  // The engine gives up after a second and a half: Cancel comes first.
  await chooseRareTechnique(page);
  await choose(page, 'New');
  // Cancel is pressed inside the page as soon as the progress shows: the engine gives up
  // by itself a second and a fifth later, and on a busy machine the round trips of a
  // click from the test can take longer than that.
  const pressed = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const started = performance.now();
        const look = () => {
          if (!document.getElementById('progress').hidden) {
            document.getElementById('cancel').click();
            resolve(true);
          } else if (performance.now() - started > 10_000) resolve(false);
          else setTimeout(look, 10);
        };
        look();
      }),
  );
  expect(pressed, 'the generator works long enough to show its progress').toBe(true);
  await expect(status(page)).toHaveText('Cancelled.');
  await expect(progress).toBeHidden();
  await expect(cancel).toBeHidden();
  expect((await readGrid(page)).letters, 'the grid stays').toBe(grid);

  // A fresh engine answers the next request.
  const { puzzle } = puzzleWithSolution({ seed: 71, givens: 120 });
  await paste(page, puzzle);
  await expect(status(page)).toHaveText('Puzzle pasted.');
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(puzzle, (await readGrid(page)).letters)).toBeNull();
  await expect(progress).toBeHidden();
});

test('the engine gives up by itself, says so, and the page stays usable meanwhile', async ({ page }) => {
  const { puzzle: grid, solution } = puzzleWithSolution({ seed: 7 });
  await open(page, grid);
  const progress = page.getByRole('progressbar', { name: 'Working' });

  // The page is not blocked while the engine works: a letter can be typed (the
  // solution's, so that no clash is said over the engine's answer).
  await chooseRareTechnique(page);
  await choose(page, 'New');
  // What the progress says, read inside the page as soon as it shows: the engine gives up
  // a second and a fifth later, sooner than a busy machine's retries may look.
  const working = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const started = performance.now();
        const look = () => {
          if (!document.getElementById('progress').hidden) resolve(document.getElementById('elapsed').textContent);
          else if (performance.now() - started > 10_000) resolve(null);
          else setTimeout(look, 10);
        };
        look();
      }),
  );
  expect(working, 'the generator works long enough to show its progress').toMatch(/^Working…( \d+\.\d s)?$/);
  const empty = grid.indexOf('.');
  const letter = solution[empty];
  await cell(page, empty).click();
  await page.keyboard.press(letter);
  await expect(cell(page, empty)).toHaveValue(letter);
  await expect(status(page)).toHaveText(
    /^No puzzle that needs leviathan found: the generator gave up after 1\.5 s, in attempt \d+\.$/,
    { timeout: 10_000 },
  );
  await expect(progress).toBeHidden();
  const typed = grid.slice(0, empty) + letter + grid.slice(empty + 1);
  expect((await readGrid(page)).letters, 'the grid is as typed').toBe(typed);
});
