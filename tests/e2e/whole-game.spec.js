// A whole game, as a player who wants one hint at a time plays it: a hard puzzle from
// New's generator, shown in the numbers 1–16, the player's own notes filled, then Hint
// and Apply again and again until the page says the grid is solved. Every hint is found
// on the notes as they stand, and every sentence names symbols by number, never by a
// letter A–P; the end is the puzzle's one solution, within the rules.

import { test, expect } from '@playwright/test';
import { LETTERS, boardValue, button, chooseSymbols, grade, open, puzzleWithSolution, ruleViolation, shownSymbols, status, choose } from './support.js';

test('a hard puzzle, solved from start to finish by hints on the player\'s notes, in 1–16', async ({ page }) => {
  // Some 150 hints, each asked, shown and applied: a long game.
  test.setTimeout(240_000);
  const { puzzle, solution } = puzzleWithSolution({ seed: 5, difficulty: 'hard' });
  expect(grade(puzzle).difficulty).toBe('hard');
  await open(page, puzzle);
  await chooseSymbols(page, '1–16');
  await choose(page, 'Fill notes');

  const done = page.locator('#done');
  const said = [];
  while (!(await done.isVisible()) && said.length < 400) {
    await button(page, 'Hint').click();
    await button(page, 'Apply').click();
    await expect(button(page, 'Apply')).toBeHidden();
    said.push(await status(page).textContent());
  }
  await expect(done).toHaveText(/^Solved in \d+:\d\d\.$/);
  const letters = await boardValue(page);
  expect(ruleViolation(puzzle, letters)).toBeNull();
  expect(letters).toBe(solution);
  expect(await shownSymbols(page)).toEqual([...solution].map((letter) => String(LETTERS.indexOf(letter) + 1)));
  // Each explanation in numbers: no word is a letter A–P but the article "A" opening a sentence.
  expect(said.length).toBeGreaterThan(50);
  for (const sentence of said) expect(sentence.replace(/(^|\. )A /g, '$1')).not.toMatch(/\b[A-P]\b/);
});
