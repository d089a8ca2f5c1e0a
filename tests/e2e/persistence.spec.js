// What outlives the page: progress kept in local storage across a reload, the address
// that names the puzzle, and Share's link.

import { test, expect } from '@playwright/test';
import {
  applyHint,
  button,
  cell,
  EMPTY,
  enterPuzzle,
  inMenu,
  open,
  openEmpty,
  press,
  puzzleWithSolution,
  readGrid,
  ready,
  ruleViolation,
  status,
} from './support.js';

const sourcesOf = (grid) => grid.map((c) => c.source);

test('progress survives a reload: givens, the player\'s letters and the hints\'', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 61, givens: 170 });
  await open(page, puzzle);
  const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
  for (const i of empties.slice(-3)) {
    await cell(page, i).click();
    await page.keyboard.press(solution[i]);
  }
  await applyHint(page);
  await applyHint(page);
  const before = await readGrid(page);
  expect(sourcesOf(before).filter((s) => s === 'yours')).toHaveLength(3);
  expect(sourcesOf(before).filter((s) => s === 'hint').length).toBeGreaterThanOrEqual(1);

  await page.reload();
  await ready(page);
  let after = await readGrid(page);
  expect(after.letters).toBe(before.letters);
  expect(sourcesOf(after)).toEqual(sourcesOf(before));
  await expect(enterPuzzle(page)).toHaveAttribute('aria-pressed', 'false');
  expect(new URL(page.url()).hash.slice(1)).toBe(puzzle);

  // Opening the page without the puzzle in the address restores it too.
  await page.goto('index.html');
  await ready(page);
  after = await readGrid(page);
  expect(after.letters).toBe(before.letters);
  expect(sourcesOf(after)).toEqual(sourcesOf(before));

  // And the restored board plays on: Solve finishes it.
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(puzzle, (await readGrid(page)).letters)).toBeNull();
});

test('a puzzle being typed survives a reload, still in editing mode, even with a clash on it', async ({ page }) => {
  await openEmpty(page);
  await cell(page, 0).click();
  for (const key of ['A', 'ArrowRight', 'B', 'ArrowRight', 'A']) await page.keyboard.press(key);
  const before = await readGrid(page);
  expect(before.letters).toBe(`ABA${EMPTY.slice(3)}`);
  await page.reload();
  await ready(page);
  const after = await readGrid(page);
  expect(after.letters).toBe(before.letters);
  expect(sourcesOf(after)).toEqual(sourcesOf(before));
  await expect(enterPuzzle(page)).toHaveAttribute('aria-pressed', 'true');
  expect(after.filter((c) => c.classes.includes('conflict'))).toHaveLength(2);
  // Nothing went wrong: the page has nothing to complain about.
  await expect(status(page)).toHaveText('');
});

test('a link to another puzzle wins over the progress saved', async ({ page }) => {
  const first = puzzleWithSolution({ seed: 62, givens: 150 });
  const { puzzle } = puzzleWithSolution({ seed: 63, givens: 150 });
  await open(page, first.puzzle);
  const empty = first.puzzle.indexOf('.');
  await cell(page, empty).click();
  await page.keyboard.press(first.solution[empty]);
  const typed = (await readGrid(page)).letters;
  const undoBringsBackTheLetterTyped = async () => {
    expect((await readGrid(page)).letters).toBe(puzzle);
    await button(page, 'Undo').click();
    await expect.poll(async () => (await readGrid(page)).letters).toBe(typed);
    expect((await readGrid(page))[empty].source).toBe('yours');
  };
  // A link followed on the open page: only the address changes.
  await open(page, puzzle);
  await expect(status(page)).toHaveText('Puzzle loaded from the address.');
  await undoBringsBackTheLetterTyped();
  await button(page, 'Redo').click();
  await expect.poll(async () => (await readGrid(page)).letters).toBe(puzzle);
  await button(page, 'Undo').click();
  // A link opened afresh, with that progress saved: it is not lost either.
  await page.goto('about:blank');
  await open(page, puzzle);
  await expect(status(page)).toHaveText('Puzzle loaded from the address; Undo goes back to the one you had.');
  await undoBringsBackTheLetterTyped();
  await button(page, 'Redo').click();
  await expect.poll(async () => (await readGrid(page)).letters).toBe(puzzle);
  // Going back to the first link finds the first puzzle, without the letter typed then.
  await open(page, first.puzzle);
  await expect.poll(async () => (await readGrid(page)).letters).toBe(first.puzzle);
  const grid = await readGrid(page);
  expect(grid.filter((c) => c.source === 'yours')).toEqual([]);
});

test('a link that cannot be read says so and keeps the progress saved', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 64, givens: 150 });
  await open(page, puzzle);
  const empty = puzzle.indexOf('.');
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty]);
  const typed = (await readGrid(page)).letters;
  // A link cut short in the middle of an escape, then one whose text is not a puzzle.
  // Each is followed on the open page (the address changes), then read at a reload.
  for (const hash of ['%E0%A4%A', 'ABC%21']) {
    await page.goto(`index.html#${hash}`);
    await ready(page);
    await expect(status(page)).toContainText('The puzzle in the address cannot be read');
    expect((await readGrid(page)).letters).toBe(typed);
    await page.evaluate((h) => history.replaceState(null, '', `#${h}`), hash);
    await page.reload();
    await ready(page);
    await expect(status(page)).toContainText('The puzzle in the address cannot be read');
    expect((await readGrid(page)).letters).toBe(typed);
  }
});

test('Share copies a link that opens the same puzzle, givens only', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { puzzle, solution } = puzzleWithSolution({ seed: 64, givens: 130 });
  await open(page, puzzle);
  const empty = puzzle.indexOf('.');
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty]);
  await press(page, 'Share', 'A link to this puzzle is copied.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe(new URL('index.html', page.url()).href);
  expect(url.hash).toBe(`#${puzzle}`);

  // Someone else opens it: the puzzle, none of the letters typed here.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link);
  await ready(other);
  const grid = await readGrid(other);
  expect(grid.letters).toBe(puzzle);
  expect(grid.filter((c) => c.source === 'yours')).toEqual([]);
  await elsewhere.close();
});

test('Share without a clipboard shows the link to copy; with no givens, there is nothing to share', async ({ page }) => {
  // As on a page served over plain http from another host: no clipboard API.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
  const { puzzle } = puzzleWithSolution({ seed: 65, givens: 130 });
  await open(page, puzzle);
  await press(page, 'Share', /^Copy this link to share the puzzle: /);
  const link = (await status(page).textContent()).replace('Copy this link to share the puzzle: ', '');
  expect(new URL(link).hash).toBe(`#${puzzle}`);

  await openEmpty(page);
  await press(page, 'Share', 'There is nothing to share yet: the grid has no givens.');
  await expect(inMenu(page, 'Share')).toBeEnabled();
});
