// The solving path (the element's showPath, the page's Menu → Solving path, the hint
// detail's Solving path): every step from the grid to its end, in order, with a summary
// and the hardest step marked; choosing a step shows the grid as it would stand then,
// the step drawn as the engine's hint for that board draws it, and nothing of the game
// changes. On the desktop and the phone (where the path stands in the dock, above the
// keypad), axe-clean in the light and dark schemes.

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { LETTERS, button, choose, hint, open, path, puzzleWithSolution, readGrid } from './support.js';

/** A puzzle whose path takes steps besides singles: `{ puzzle, solution, walk }`, its path as the engine answers it in Node. */
function puzzleWithAPath() {
  const { puzzle, solution } = puzzleWithSolution({ seed: 8102 });
  const walk = path(puzzle, { givens: puzzle, solution });
  expect(walk.status).toBe('path');
  return { puzzle, solution, walk };
}

/**
 * The board the first `k` steps of `walk` leave: its letters, and the marks a hint is
 * asked on (every letter, less what the steps removed), as the board keeps them.
 */
function after(puzzle, walk, k) {
  const letters = [...puzzle];
  const marks = new Array(256).fill(0xffff);
  for (const step of walk.steps.slice(0, k)) {
    for (const { row, col, letter } of step.placements) letters[row * 16 + col] = letter;
    for (const { row, col, letters: gone } of step.eliminations) {
      for (const letter of gone) marks[row * 16 + col] &= ~(1 << LETTERS.indexOf(letter));
    }
  }
  return { letters: letters.join(''), marks };
}

const board = (page) => page.locator('hexadoku-board');
const region = (page) => page.getByRole('region', { name: 'Solving path' });
const steps = (page) => region(page).getByRole('list', { name: 'Steps' }).getByRole('listitem');

/** What of the game a preview must leave alone: the board, its history, and what the page saved. */
const gameOf = (page) =>
  board(page).evaluate((element) => ({
    board: JSON.stringify(element.board),
    history: JSON.stringify(element.undoHistory),
    value: element.value,
    saved: localStorage.getItem('hexadoku.board'),
  }));

/** Every violation axe finds on the page, as "rule: target" lines. */
async function violations(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap(({ id, impact, nodes }) => nodes.map((node) => `${id} (${impact}): ${node.target.join(' ')}`));
}

test('Menu → Solving path lists every step in order with a summary, the hardest marked; a step chosen is drawn on the grid as it would stand then; Escape leaves the game as it was', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const { puzzle, solution, walk } = puzzleWithAPath();
  await open(page, puzzle);
  // The proof the board makes in the background is in, and the page has saved the game.
  await expect.poll(() => gameOf(page).then(({ saved }) => saved !== null)).toBe(true);
  const before = await gameOf(page);

  await choose(page, 'Solving path');
  await expect(steps(page)).toHaveCount(walk.steps.length);
  // In order: each its number, technique and rating.
  for (const i of [0, 1, walk.steps.length - 1]) {
    const { technique, rating } = walk.steps[i];
    await expect(steps(page).nth(i)).toContainText(`${i + 1}. ${technique}: `);
    await expect(steps(page).nth(i)).toContainText(`(${rating.toFixed(1)})`);
  }
  // The summary: the steps, the grade, the hardest; each technique counted.
  const { grade, hardest } = walk;
  await expect(region(page)).toContainText(`${walk.steps.length} steps. Rating ${grade.rating.toFixed(1)}, ${grade.difficulty}. Hardest: step ${hardest + 1}, ${grade.hardest}.`);
  const counts = region(page).getByRole('list', { name: 'Techniques' }).getByRole('listitem');
  await expect(counts).toHaveCount(grade.steps.length);
  await expect(counts.first()).toHaveText(`${grade.steps[0].technique} × ${grade.steps[0].count}`);
  await expect(steps(page).nth(hardest)).toContainText('hardest');
  await expect(region(page).getByText('hardest', { exact: true })).toHaveCount(1);

  // The keyboard is on the first step; the arrows move along the list, Enter chooses.
  const chosen = walk.steps.findIndex((step, i) => i > 0 && step.eliminations.length > 0);
  expect(chosen, 'a step that removes candidates').toBeGreaterThan(0);
  await expect(steps(page).first().getByRole('button')).toBeFocused();
  await page.keyboard.press('End');
  await expect(steps(page).last().getByRole('button')).toBeFocused();
  await page.keyboard.press('Home');
  for (let i = 0; i < chosen; i++) await page.keyboard.press('ArrowDown');
  await expect(steps(page).nth(chosen).getByRole('button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(steps(page).nth(chosen)).toHaveAttribute('aria-current', 'step');
  await expect(region(page).locator('li[aria-current]')).toHaveCount(1);

  // The grid as the steps before it leave it: their letters shown, not entered.
  const then = after(puzzle, walk, chosen);
  const grid = await readGrid(board(page));
  expect(grid.letters).toBe(then.letters);
  const previewed = grid.flatMap((c, i) => (c.classes.includes('previewed') ? [i] : []));
  expect(previewed).toEqual([...then.letters].flatMap((c, i) => (c !== puzzle[i] ? [i] : [])));
  // The step drawn is the engine's hint for that board: its pattern, its removals, its words.
  const step = hint(then.letters, { givens: puzzle, marks: then.marks, solution });
  expect(step.technique).toBe(walk.steps[chosen].technique);
  const pattern = grid.flatMap((c, i) => (c.classes.includes('pattern') ? [i] : []));
  expect(pattern).toEqual(step.cells.map(({ row, col }) => row * 16 + col).sort((a, b) => a - b));
  const removed = step.eliminations.reduce((n, { letters }) => n + letters.length, 0);
  await expect(board(page).locator('svg.hint-drawing [part~="hint-candidate"][part~="removed"]')).toHaveCount(removed);
  await expect(board(page).locator('[part~="hint-detail"]')).toContainText(step.explanation);
  // While a step is previewed the grid takes nothing, and the game is as it was.
  expect(grid.every((c) => c.readOnly)).toBe(true);
  expect(await gameOf(page)).toEqual(before);
  if (testInfo.project.name === 'phone') {
    // On a phone the path stands in the dock, above the keypad, in sight.
    expect(await region(page).evaluate((panel) => panel.parentElement.getAttribute('part'))).toBe('dock');
    await expect(region(page)).toBeInViewport();
  }

  await page.keyboard.press('Escape');
  await expect(region(page)).toBeHidden();
  expect((await readGrid(board(page))).letters).toBe(puzzle);
  expect(await gameOf(page)).toEqual(before);
  await expect(board(page).locator('.cell.previewed')).toHaveCount(0);
  await expect(board(page).locator('svg.hint-drawing [part~="hint-candidate"]')).toHaveCount(0);
});

test('the hint detail opens the solving path from the hint; a change of the game closes it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the same on every screen');
  const { puzzle, walk } = puzzleWithAPath();
  await open(page, puzzle);
  await button(page, 'Hint').click();
  await button(page, 'More').first().click();
  const detail = board(page).locator('[part~="hint-detail"]');
  await detail.getByRole('button', { name: 'Solving path' }).click();
  await expect(steps(page)).toHaveCount(walk.steps.length);
  // The hint is the path's first step.
  await expect(steps(page).first()).toContainText(`1. ${walk.steps[0].technique}: `);
  await expect(detail.getByRole('button', { name: 'Solving path' })).toBeHidden();
  await steps(page).nth(2).getByRole('button').click();
  await expect(steps(page).nth(2)).toHaveAttribute('aria-current', 'step');
  // The page's Apply changes the game: the path, found for the board before, closes.
  await button(page, 'Apply').click();
  await expect(region(page)).toBeHidden();
  await expect(board(page).locator('.cell.previewed')).toHaveCount(0);
  // Close closes it too, the keyboard back where it was.
  await choose(page, 'Solving path');
  await expect(steps(page)).toHaveCount(walk.steps.length - 1);
  await region(page).getByRole('button', { name: 'Close' }).click();
  await expect(region(page)).toBeHidden();
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe finds no violation with the solving path open and a step drawn, ${colorScheme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    const { puzzle, walk } = puzzleWithAPath();
    await open(page, puzzle);
    await choose(page, 'Solving path');
    await expect(steps(page)).toHaveCount(walk.steps.length);
    expect(await violations(page), 'the path listed').toEqual([]);
    await steps(page).nth(walk.hardest).getByRole('button').click();
    await expect(board(page).locator('[part~="hint-detail"]')).toBeVisible();
    expect(await violations(page), 'a step drawn').toEqual([]);
  });
}
