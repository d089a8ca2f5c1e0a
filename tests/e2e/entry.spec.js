// Getting a puzzle onto the grid: typing it, pasting it, opening a link to it; and what
// the page says when the text is not a puzzle.

import { test, expect } from '@playwright/test';
import {
  asRows,
  button,
  cell,
  cellName,
  EMPTY,
  enterPuzzle,
  givenCount,
  open,
  openEmpty,
  paste,
  place,
  press,
  puzzleWithSolution,
  readGrid,
  ready,
  ruleViolation,
  status,
  typePuzzle,
  typeSolution,
  choose,
} from './support.js';

test('a puzzle typed cell by cell after "Enter a puzzle" becomes the givens; pressed again, it is played, and Solve solves it', async ({ page }) => {
  // Some 500 key presses: about 12 s on a quiet machine, more than 30 on a busy one.
  test.setTimeout(90_000);
  const { puzzle, solution } = puzzleWithSolution({ seed: 21, givens: 120 });
  await openEmpty(page);
  await typePuzzle(page, puzzle);

  let grid = await readGrid(page);
  expect(grid.letters).toBe(puzzle);
  expect(grid.map((c) => c.source)).toEqual([...puzzle].map((l) => (l === '.' ? 'empty' : 'given')));
  expect(grid.filter((c) => c.invalid !== 'false')).toEqual([]);
  // The address names the puzzle typed.
  expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(puzzle);
  // Not being played yet: the clock waits.
  await expect(page.getByRole('timer')).toHaveText('0:00');

  // Pressed again, the givens are read-only and a typed letter is the player's.
  await choose(page, 'Enter a puzzle');
  await expect(enterPuzzle(page)).toHaveAttribute('aria-pressed', 'false');
  const given = puzzle.search(/[A-P]/);
  const empty = puzzle.indexOf('.');
  await cell(page, given).click();
  await page.keyboard.press('A' === puzzle[given] ? 'B' : 'A');
  await expect(cell(page, given)).toHaveValue(puzzle[given]);
  await expect(status(page)).toHaveText(`${cellName(given)} is a given. To type a puzzle of your own, press “Enter a puzzle”.`);
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty].toLowerCase());
  await expect(cell(page, empty)).toHaveValue(solution[empty]);
  await expect(cell(page, empty)).toHaveAttribute('aria-description', 'yours');

  await press(page, 'Solve', 'Solved.');
  grid = await readGrid(page);
  expect(ruleViolation(puzzle, grid.letters)).toBeNull();
  const sources = [...puzzle].map((l, i) => (l !== '.' ? 'given' : i === empty ? 'yours' : 'solver'));
  expect(grid.map((c) => c.source)).toEqual(sources);
  expect(grid.map((c) => c.readOnly)).toEqual([...puzzle].map((l) => l !== '.'));
});

test('a puzzle pasted as one line anywhere on the page is loaded and can be solved', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 23, givens: 120 });
  await open(page);
  // Not in a cell: on the page itself.
  await paste(page, puzzle, page.getByRole('button', { name: 'Hint' }));
  await expect(status(page)).toHaveText('Puzzle pasted.');
  const grid = await readGrid(page);
  expect(grid.letters).toBe(puzzle);
  expect(grid.filter((c) => c.source === 'given')).toHaveLength(120);
  await expect(enterPuzzle(page)).toHaveAttribute('aria-pressed', 'false');

  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(puzzle, (await readGrid(page)).letters)).toBeNull();
});

test('a puzzle pasted into a cell as 16 rows in lower case replaces the grid, and Undo brings the old one back', async ({ page }) => {
  const first = puzzleWithSolution({ seed: 24, givens: 140 }).puzzle;
  const { puzzle } = puzzleWithSolution({ seed: 25 });
  await open(page, first);
  await paste(page, asRows(puzzle).toLowerCase(), cell(page, 17));
  await expect(status(page)).toHaveText('Puzzle pasted.');
  expect((await readGrid(page)).letters).toBe(puzzle);

  await button(page, 'Undo').click();
  expect((await readGrid(page)).letters).toBe(first);
  await button(page, 'Redo').click();
  expect((await readGrid(page)).letters).toBe(puzzle);
});

test('one letter pasted into a cell goes into that cell', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 26, givens: 150 });
  await open(page, puzzle);
  const empty = puzzle.lastIndexOf('.');
  await paste(page, ` ${solution[empty].toLowerCase()}\n`, cell(page, empty));
  await expect(cell(page, empty)).toHaveValue(solution[empty]);
  await expect(cell(page, empty)).toHaveAttribute('aria-description', 'yours');
  expect((await readGrid(page)).letters).toBe(place(puzzle, empty, solution[empty]));
});

test('a malformed paste says what is wrong and where, and loses nothing typed before', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 27, givens: 120 });
  await open(page, puzzle);
  const empties = await typeSolution(page, puzzle, solution, 5);
  const before = await readGrid(page);
  expect(before.filter((c) => c.source === 'yours')).toHaveLength(5);

  const rows = asRows(puzzle).split('\n');
  const cases = [
    [EMPTY.slice(0, 40) + 'Q' + EMPTY.slice(41), /line 1, column 41: 'Q' is not a letter A-P/],
    [rows.map((r, i) => (i === 2 ? r.slice(0, 5) + 'z' + r.slice(6) : r)).join('\n'), /line 3, column 6: 'z'/],
    [rows.map((r, i) => (i === 6 ? r.slice(1) : r)).join('\n'), /line 7: a row holds 15 cells/],
    [rows.slice(0, 15).join('\n'), /line 15: the puzzle ends after 15 rows/],
    ['C....C' + EMPTY.slice(6), /letter C appears twice in row 1: R1C1 and R1C6/],
  ];
  for (const [text, message] of cases) {
    // Into a cell and onto the page: the same answer.
    for (const target of [cell(page, empties[0]), page.getByRole('button', { name: 'Hint' })]) {
      await paste(page, text, target);
      await expect(status(page)).toHaveText(message);
      await expect(status(page)).toHaveText(/^The pasted text is not a puzzle: .*Nothing was changed\.$/);
      const after = await readGrid(page);
      expect(after.letters).toBe(before.letters);
      expect(after.map((c) => c.source)).toEqual(before.map((c) => c.source));
    }
  }
});

test('a link with a puzzle after "#" opens that puzzle; a changed address loads the new one', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 28, givens: 130 });
  const other = puzzleWithSolution({ seed: 29, givens: 110 }).puzzle;
  await open(page, puzzle);
  await expect(status(page)).toHaveText('Puzzle loaded from the address.');
  let grid = await readGrid(page);
  expect(grid.letters).toBe(puzzle);
  expect(grid.map((c) => c.readOnly)).toEqual([...puzzle].map((l) => l !== '.'));
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(puzzle, (await readGrid(page)).letters)).toBeNull();

  // Following a link to another puzzle on the same page.
  await page.evaluate((other) => {
    location.hash = other;
  }, other);
  await expect(status(page)).toHaveText('Puzzle loaded from the address.');
  grid = await readGrid(page);
  expect(grid.letters).toBe(other);
  expect(givenCount(grid.letters)).toBe(110);
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(other, (await readGrid(page)).letters)).toBeNull();
});

test('a link in the UVA layout with "-" for empty cells opens too; a broken one says why', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 30, givens: 120 });
  await page.goto(`index.html#${encodeURIComponent(asRows(puzzle))}`);
  await ready(page);
  expect((await readGrid(page)).letters).toBe(puzzle);
  // The address now names the puzzle in one line.
  expect(new URL(page.url()).hash.slice(1)).toBe(puzzle);

  const broken = place(puzzle, puzzle.indexOf('.'), 'X');
  await page.goto(`index.html#${broken}`);
  await ready(page);
  await expect(status(page)).toHaveText(
    new RegExp(`^The puzzle in the address cannot be read: line 1, column ${puzzle.indexOf('.') + 1}: 'X'`),
  );
});
