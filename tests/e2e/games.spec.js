// The page as a game players keep open: a puzzle on a first visit, the daily puzzle,
// games kept and resumed, the card of a game finished, and the statistics.

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { button, cell, EMPTY, emptyCells, enterPuzzle, open, place, press, puzzleWithSolution, readGrid, ready, ruleViolation, solveInNode, status, typeSolution, unfoldMenu, choose } from './support.js';

const givenCount = (letters) => letters.replaceAll('.', '').length;

test('a first visit opens on a puzzle to play: givens on the board, not being entered, the clock running', async ({ page, context }) => {
  // The whole core (the hint engine and the grader) is held back: a first visit plays
  // without it, on the solver's module, and grades its puzzle once it comes.
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  await context.route('**/pkg/hexadoku_bg.wasm', async (route) => {
    await released;
    await route.continue();
  });
  await open(page);
  const grid = await readGrid(page);
  expect(givenCount(grid.letters)).toBeGreaterThan(80);
  expect(grid.filter((c) => c.letter !== '.').every((c) => c.source === 'given')).toBe(true);
  // A puzzle that keeps the rules and has one solution.
  const { status: solved, solution } = solveInNode(grid.letters);
  expect(solved).toBe('unique');
  expect(ruleViolation(grid.letters, solution)).toBeNull();
  await expect(status(page)).toHaveText(/^A new medium puzzle with \d+ givens/);
  await expect(page.locator('#grade')).toHaveText('');
  release();
  await expect(page.locator('#grade')).toHaveText(/^Difficulty: medium, rating \d+(\.\d)?\.$/, { timeout: 10_000 });
  await unfoldMenu(page);
  await expect(enterPuzzle(page)).toHaveAttribute('aria-pressed', 'false');
  // The level is one choice away, beside New.
  await expect(page.getByLabel('Difficulty')).toHaveValue('medium');
  await expect(page.getByRole('timer')).not.toHaveText('0:00', { timeout: 5000 });
  // The game starts here: nothing to undo.
  await expect(button(page, 'Undo')).toBeDisabled();
  // A letter typed is the player's, at once.
  const empty = grid.letters.indexOf('.');
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty]);
  await expect(cell(page, empty)).toHaveAttribute('aria-description', 'yours');

  // Back again, the game left is there, not a new one.
  await page.reload();
  await ready(page);
  expect((await readGrid(page)).letters).toBe(place(grid.letters, empty, solution[empty]));
});

/** The daily puzzle's givens in a fresh browser whose clock reads `date`, and what the page said. */
async function dailyOn(browser, date) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.setFixedTime(date);
  await open(page);
  await choose(page, 'Daily puzzle');
  await expect(status(page)).toHaveText(/^Today’s puzzle, the same for everyone\./, { timeout: 20_000 });
  const givens = await page.locator('hexadoku-board').evaluate((board) => board.givens);
  const said = await status(page).textContent();
  await context.close();
  return { givens, said };
}

test('the daily puzzle is the same in two fresh browsers on one date, and another the next day', async ({ browser }) => {
  test.setTimeout(90_000);
  // A Monday, easy; the Tuesday, easy too; a Saturday, expert.
  const monday = await dailyOn(browser, new Date('2026-11-30T09:00:00'));
  const mondayEvening = await dailyOn(browser, new Date('2026-11-30T21:30:00'));
  const tuesday = await dailyOn(browser, new Date('2026-12-01T09:00:00'));
  expect(monday.givens).toMatch(/^[A-P.]{256}$/);
  expect(mondayEvening.givens).toBe(monday.givens);
  expect(tuesday.givens).not.toBe(monday.givens);
  expect(monday.said).toMatch(/A new easy puzzle/);
  const saturday = await dailyOn(browser, new Date('2026-12-05T09:00:00'));
  expect(saturday.said).toMatch(/A new expert puzzle/);
  for (const { givens } of [monday, tuesday, saturday]) expect(solveInNode(givens).status).toBe('unique');
});

test('a second puzzle started keeps the first in Games, resumable with its letters and its time', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 71, givens: 150 });
  await open(page, puzzle);
  await typeSolution(page, puzzle, solution, 3);
  const played = (await readGrid(page)).letters;
  await expect(page.getByRole('timer')).not.toHaveText('0:00', { timeout: 5000 });
  await press(page, 'New', /^A new medium puzzle/);
  expect((await readGrid(page)).letters).not.toBe(played);
  await choose(page, 'Games');
  const dialog = page.getByRole('dialog', { name: 'Your games' });
  await expect(dialog).toBeVisible();
  const items = dialog.getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`${givenCount(played)} of 256 cells filled`);
  expect(await new AxeBuilder({ page }).include('#games-dialog').analyze().then((r) => r.violations)).toEqual([]);
  await items.first().getByRole('button', { name: 'Resume' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText('Your game is back, as you left it.');
  expect((await readGrid(page)).letters).toBe(played);
  expect((await readGrid(page)).filter((c) => c.source === 'yours').length).toBe(3);
  // Its time comes back with it, and runs on.
  await expect(page.getByRole('timer')).not.toHaveText('0:00');

  // The new puzzle, never begun, is not kept; the game resumed is on the board, not in the list.
  await choose(page, 'Games');
  await expect(page.getByRole('dialog', { name: 'Your games' })).toContainText('No other game in progress.');
});

test('Ctrl+Z on the card of a game finished takes the last letter back, and the card with it', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 73, givens: 200 });
  const [last] = emptyCells(puzzle, 1);
  const nearly = [...solution].map((c, i) => (i === last ? '.' : c)).join('');
  await open(page, nearly);
  await cell(page, last).click();
  await page.keyboard.press(solution[last]);
  const card = page.getByRole('dialog', { name: 'Solved!' });
  await expect(card).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(card).toBeHidden();
  await expect(cell(page, last)).toHaveValue('');
});

test('a puzzle finished shows a card with the time, hints and checks used and Next puzzle; the statistics count it', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 72, givens: 200 });
  // All but two cells given: the player finishes it.
  const [a, b] = emptyCells(puzzle, 2);
  const nearly = [...solution].map((c, i) => (i === a || i === b ? '.' : c)).join('');
  await open(page, nearly);
  // Graded in the background: the game has its level.
  await expect(page.locator('#grade')).toHaveText(/^Difficulty: (easy|medium|hard|tough|expert)/, { timeout: 10_000 });
  const level = (await page.locator('#grade').textContent()).match(/^Difficulty: (\w+)/)[1];
  await press(page, 'Check', /./);
  await button(page, 'Hint').click();
  await expect(button(page, 'Apply')).toBeVisible();
  await button(page, 'Apply').click();
  const left = (await readGrid(page)).letters.indexOf('.');
  await cell(page, left).click();
  await page.keyboard.press(solution[left]);

  const card = page.getByRole('dialog', { name: 'Solved!' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Time: \d+:\d\d/);
  await expect(card).toContainText(`Level: ${level[0].toUpperCase()}${level.slice(1)}`);
  await expect(card).toContainText('1 hint and 1 check used.');
  await expect(card).toContainText(`Your best time at ${level[0].toUpperCase()}${level.slice(1)}!`);
  expect(await new AxeBuilder({ page }).include('#finished-card').analyze().then((r) => r.violations)).toEqual([]);
  await expect(card.getByRole('button', { name: 'Next puzzle' })).toBeFocused();

  // Next puzzle: a new one, at that level, the clock from zero.
  const finished = (await readGrid(page)).letters;
  expect(ruleViolation(nearly, finished)).toBeNull();
  await card.getByRole('button', { name: 'Next puzzle' }).click();
  await expect(card).toBeHidden();
  await expect(status(page)).toHaveText(new RegExp(`^A new ${level} puzzle`), { timeout: 20_000 });
  expect((await readGrid(page)).letters).not.toBe(finished);
  await expect(page.getByRole('timer')).toHaveText(/^0:0\d$/);

  // The statistics count the game finished.
  await choose(page, 'Games');
  const dialog = page.getByRole('dialog', { name: 'Your games' });
  const row = dialog.getByRole('row', { name: new RegExp(`^${level}`, 'i') });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d+:\d\d$/);
  await expect(dialog.getByRole('listitem')).toHaveText([/, by you$/]);
});

test('Enter a puzzle keeps the game begun in Games, and an empty grid takes the givens typed', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 73, givens: 150 });
  await open(page, puzzle);
  const empty = puzzle.indexOf('.');
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty]);
  await choose(page, 'Enter a puzzle');
  await expect(enterPuzzle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(status(page)).toHaveText('Type the puzzle’s givens, then press “Enter a puzzle” again to play it.');
  expect((await readGrid(page)).letters).toBe(EMPTY);
  await cell(page, 0).click();
  await page.keyboard.press('C');
  await expect(cell(page, 0)).toHaveAttribute('aria-description', 'given');
  await choose(page, 'Games');
  const items = page.getByRole('dialog', { name: 'Your games' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`${givenCount(puzzle) + 1} of 256 cells filled`);
});
