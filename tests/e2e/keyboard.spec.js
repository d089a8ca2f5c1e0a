// The grid from the keyboard: moving, typing in either case, clearing, keys that do
// nothing, read-only givens, and clashes marked as they are typed.

import { test, expect } from '@playwright/test';
import {
  cell,
  cellName,
  choose,
  enterPuzzle,
  open,
  openEmpty,
  place,
  puzzleWithSolution,
  readGrid,
  status,
  UNITS,
} from './support.js';

const at = (row, col) => (row - 1) * 16 + (col - 1);

test('arrows, Home/End and Ctrl with them move the focus; Tab leaves the grid and comes back', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 51, givens: 120 });
  await open(page, puzzle);
  await cell(page, at(5, 6)).click();
  const moves = [
    ['ArrowRight', at(5, 7)],
    ['ArrowDown', at(6, 7)],
    ['ArrowLeft', at(6, 6)],
    ['ArrowUp', at(5, 6)],
    ['Home', at(5, 1)],
    ['ArrowLeft', at(5, 1)], // at the edge: stays
    ['End', at(5, 16)],
    ['ArrowRight', at(5, 16)],
    ['Control+Home', at(1, 1)],
    ['ArrowUp', at(1, 1)],
    ['Control+End', at(16, 16)],
    ['ArrowDown', at(16, 16)],
    ['ArrowUp', at(15, 16)],
    ['Control+ArrowLeft', at(15, 1)],
    ['Control+ArrowUp', at(1, 1)],
    ['Control+ArrowRight', at(1, 16)],
    ['Control+ArrowDown', at(16, 16)],
    ['ArrowLeft', at(16, 15)],
    ['Control+ArrowUp', at(1, 15)],
  ];
  for (const [key, target] of moves) {
    await page.keyboard.press(key);
    await expect(cell(page, target), `${key} goes to ${cellName(target)}`).toBeFocused();
  }
  // Moving types nothing.
  expect((await readGrid(page)).letters).toBe(puzzle);

  // One stop in the tab order: Tab leaves the grid, Shift+Tab comes back to the same cell.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement.closest('[role="grid"]'))).toBeNull();
  await page.keyboard.press('Shift+Tab');
  await expect(cell(page, at(1, 15))).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#menu')).toBeFocused();
});

test('letters in either case go in; Backspace, Delete, Space and "." clear; other keys do nothing', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 52, givens: 150 });
  await open(page, puzzle);
  const empty = puzzle.indexOf('.');
  const input = cell(page, empty);
  await input.click();

  await page.keyboard.press(solution[empty].toLowerCase());
  await expect(input).toHaveValue(solution[empty]);
  await expect(input).toHaveAttribute('aria-description', 'yours');
  // A capital letter without Shift, as with Caps Lock (Shift with a letter toggles a note:
  // tests/e2e/notes.spec.js).
  for (const key of ['Backspace', 'Delete', 'Space', '.']) {
    await page.keyboard.press(solution[empty]);
    await expect(input).toHaveValue(solution[empty]);
    await page.keyboard.press(key);
    await expect(input, `${key} clears`).toHaveValue('');
    await expect(input).toHaveAttribute('aria-description', 'empty');
  }

  // Keys that are not letters of this puzzle change nothing, in an empty cell or a full one.
  const ignored = ['q', 'Q', 'z', 'Z', '1', '0', '-', '*', '!', 'Enter', 'Escape', 'F2', 'Shift', 'Alt+a'];
  for (const content of ['', solution[empty]]) {
    if (content) await page.keyboard.press(content);
    for (const key of ignored) {
      await page.keyboard.press(key);
      await expect(input, `${key} is ignored`).toHaveValue(content);
    }
    // Text that comes without a key code, as from an input method: the same rules.
    for (const text of ['é', '7', 'ß']) {
      await page.keyboard.insertText(text);
      await expect(input, `${text} is ignored`).toHaveValue(content);
    }
    await expect(input).toBeFocused();
  }
  // A letter that comes that way goes in like a typed one.
  await page.keyboard.press('Backspace');
  await page.keyboard.insertText(solution[empty].toLowerCase());
  await expect(input).toHaveValue(solution[empty]);
  await expect(input).toHaveAttribute('aria-description', 'yours');
  expect((await readGrid(page)).letters).toBe(place(puzzle, empty, solution[empty]));
});

test('givens are read-only; Enter a puzzle empties the grid, whose letters typed are givens', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 53, givens: 150 });
  await open(page, puzzle);
  const given = puzzle.search(/[A-P]/);
  const other = puzzle[given] === 'A' ? 'B' : 'A';
  const input = cell(page, given);
  await expect(input).toHaveJSProperty('readOnly', true);
  await expect(input).toHaveAttribute('aria-description', 'given');
  await input.click();
  for (const key of [other, other.toLowerCase(), 'Backspace', 'Delete', 'Space', '.']) {
    await page.keyboard.press(key);
    await expect(input, key).toHaveValue(puzzle[given]);
  }
  await expect(status(page)).toHaveText(`${cellName(given)} is a given. To type a puzzle of your own, press “Enter a puzzle”.`);
  expect((await readGrid(page)).letters).toBe(puzzle);

  await choose(page, 'Enter a puzzle');
  await expect(enterPuzzle(page)).toHaveAttribute('aria-pressed', 'true');
  expect((await readGrid(page)).letters).toBe('.'.repeat(256));
  await input.click();
  await page.keyboard.press(other);
  await expect(input).toHaveValue(other);
  await expect(input).toHaveAttribute('aria-description', 'given');
  await page.keyboard.press('Backspace');
  await expect(input).toHaveValue('');
  expect((await readGrid(page)).letters).toBe('.'.repeat(256));
});

/** The cells whose letter appears twice in one of their units: the rules' own view. */
function clashing(letters) {
  const found = new Set();
  for (const unit of UNITS) {
    for (const i of unit) {
      if (letters[i] !== '.' && unit.some((j) => j !== i && letters[j] === letters[i])) found.add(i);
    }
  }
  return [...found].sort((a, b) => a - b);
}

const KINDS = ['row', 'column', 'box'];

/**
 * An empty cell and a given's letter that clashes with it in a unit of `kind` only,
 * with the number of that unit (from 1).
 */
function clashIn(puzzle, kind) {
  for (let i = 0; i < 256; i++) {
    if (puzzle[i] !== '.') continue;
    const units = UNITS.map((unit, u) => ({ unit, u })).filter(({ unit }) => unit.includes(i));
    const lettersOf = (unit) => new Set(unit.map((j) => puzzle[j]).filter((l) => l !== '.'));
    const own = units.find(({ u }) => u % 3 === KINDS.indexOf(kind));
    const others = units.filter((x) => x !== own).flatMap(({ unit }) => [...lettersOf(unit)]);
    const letter = [...lettersOf(own.unit)].find((l) => !others.includes(l));
    if (letter) return { index: i, letter, number: Math.floor(own.u / 3) + 1 };
  }
  throw new Error(`no cell clashes in a ${kind} only`);
}

test('a letter that clashes in a row, a column or a box is marked as it is typed', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 54, givens: 120 });
  await open(page, puzzle);
  for (const kind of KINDS) {
    const { index, letter, number } = clashIn(puzzle, kind);
    await cell(page, index).click();
    await page.keyboard.press(letter);
    await expect(status(page)).toHaveText(`${letter} is already in ${kind} ${number}.`);
    let grid = await readGrid(page);
    const expected = clashing(grid.letters);
    expect(expected).toHaveLength(2);
    expect(expected).toContain(index);
    expect(grid.flatMap((c, i) => (c.classes.includes('conflict') ? [i] : []))).toEqual(expected);
    expect(grid.flatMap((c, i) => (c.invalid === 'true' ? [i] : []))).toEqual(expected);

    // Cleared, the mark goes; Undo brings letter and mark back; cleared again for the next.
    await page.keyboard.press('Backspace');
    await expect(cell(page, index)).toHaveAttribute('aria-invalid', 'false');
    grid = await readGrid(page);
    expect(grid.filter((c) => c.classes.includes('conflict') || c.invalid === 'true')).toEqual([]);
    await page.keyboard.press('Control+z');
    await expect(cell(page, index)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('gridcell').filter({ has: cell(page, index) })).toHaveClass(/\bconflict\b/);
    await page.keyboard.press('Delete');
    await expect(cell(page, index)).toHaveAttribute('aria-invalid', 'false');
  }
});

test('givens typed so that they clash are marked, and Solve names the clash', async ({ page }) => {
  await openEmpty(page);
  await cell(page, at(3, 5)).click();
  await page.keyboard.press('c');
  await page.keyboard.press('Control+ArrowRight');
  await page.keyboard.press('C');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('C');
  const grid = await readGrid(page);
  expect(grid.flatMap((c, i) => (c.classes.includes('conflict') ? [i] : []))).toEqual(clashing(grid.letters));
  expect(clashing(grid.letters)).toEqual([at(3, 5), at(3, 16), at(4, 16)]);
  await choose(page, 'Solve');
  await expect(status(page)).toHaveText(
    /letter C appears twice in (row 3: R3C5 and R3C16|column 16: R3C16 and R4C16)\.$/,
  );
  expect((await readGrid(page)).letters).toBe(grid.letters);
});
