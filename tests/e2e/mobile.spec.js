// A phone (the 'phone' project: Pixel 7, touch): the grid fits the screen's width, and
// the on-screen keypad, which replaces the phone's keyboard, fills the selected cell.

import { test, expect } from '@playwright/test';
import {
  button,
  cell,
  cellName,
  cellsWith,
  chooseSymbols,
  open,
  peersOf,
  place,
  press,
  puzzleWithSolution,
  readGrid,
  readHighlights,
  ruleViolation,
  shownSymbols,
  status,
} from './support.js';

test('the grid, the toolbar and the keypad fit the width of a phone', async ({ page }, testInfo) => {
  const { puzzle } = puzzleWithSolution({ seed: 81, givens: 120 });
  await open(page, puzzle);
  const width = page.viewportSize().width;
  expect(width).toBeLessThan(500);

  const grid = await page.getByRole('grid').boundingBox();
  expect(grid.x).toBeGreaterThanOrEqual(0);
  expect(grid.x + grid.width).toBeLessThanOrEqual(width);
  // Most of the width goes to the grid, and it stays square.
  expect(grid.width).toBeGreaterThan(0.85 * width);
  expect(Math.abs(grid.height - grid.width)).toBeLessThanOrEqual(2);
  // Nothing makes the page scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // Every cell is on screen, in its place, big enough to tap.
  for (const index of [0, 15, 120, 240, 255]) {
    const box = await cell(page, index).boundingBox();
    expect(box.x, cellName(index)).toBeGreaterThanOrEqual(grid.x);
    expect(box.x + box.width, cellName(index)).toBeLessThanOrEqual(grid.x + grid.width + 0.5);
    expect(box.width, cellName(index)).toBeGreaterThanOrEqual(20);
  }
  const keys = page.getByRole('group', { name: 'Letter keypad' }).getByRole('button');
  await expect(keys).toHaveCount(17);
  await expect(keys.first()).toBeVisible();
  for (const box of await keys.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON()))) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.width).toBeGreaterThanOrEqual(40);
    expect(box.height).toBeGreaterThanOrEqual(40);
  }
  for (const name of ['Solve', 'Hint', 'Check', 'Undo', 'Redo', 'Clear', 'New', 'Share']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(box.x + box.width, name).toBeLessThanOrEqual(width);
  }

  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    const path = testInfo.outputPath(`phone-${scheme}.png`);
    // The screen as it is: a full-page capture resizes the emulated screen, and Chromium
    // then stops matching (pointer: coarse), which hides the keypad in the picture.
    await page.screenshot({ path });
    await testInfo.attach(`phone, ${scheme}`, { path, contentType: 'image/png' });
  }
});

test('the keypad enters letters into the cell tapped, and Erase clears it', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 82, givens: 150 });
  await open(page, puzzle);
  const keypad = page.getByRole('group', { name: 'Letter keypad' });
  await expect(keypad).toBeVisible();
  const key = (letter) => keypad.getByRole('button', { name: `Letter ${letter}`, exact: true });
  for (const letter of 'ABCDEFGHIJKLMNOP') await expect(key(letter)).toBeVisible();
  const erase = keypad.getByRole('button', { name: 'Erase', exact: true });
  await expect(erase).toBeVisible();

  const [first, second] = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : [])).slice(0, 2);
  // Tapping a cell does not open the phone's keyboard: the keypad takes its place.
  await expect(cell(page, first)).toHaveAttribute('inputmode', 'none');
  await cell(page, first).tap();
  await key(solution[first]).tap();
  await expect(cell(page, first)).toHaveValue(solution[first]);
  await expect(cell(page, first)).toHaveAttribute('aria-description', 'yours');
  // The cell stays selected: another key replaces the letter.
  await expect(cell(page, first)).toBeFocused();
  const other = solution[first] === 'P' ? 'O' : 'P';
  await key(other).tap();
  await expect(cell(page, first)).toHaveValue(other);
  await erase.tap();
  await expect(cell(page, first)).toHaveValue('');

  await cell(page, second).tap();
  await key(solution[second]).tap();
  await cell(page, first).tap();
  await key(solution[first]).tap();
  expect((await readGrid(page)).letters).toBe(place(place(puzzle, first, solution[first]), second, solution[second]));

  // A given does not change from the keypad either.
  const given = puzzle.search(/[A-P]/);
  await cell(page, given).tap();
  await key(puzzle[given] === 'A' ? 'B' : 'A').tap();
  await expect(cell(page, given)).toHaveValue(puzzle[given]);
  await expect(status(page)).toHaveText(`${cellName(given)} is a given. Tick “Edit givens” to change the puzzle.`);
});

test('on a phone, Hint, More, Apply and Solve work by touch', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 83, givens: 150 });
  await open(page, puzzle);
  const width = page.viewportSize().width;
  await button(page, 'Hint').tap();
  await expect(status(page)).not.toHaveText(/R\d+C\d+/);
  // More and Apply fit the screen, below or beside the clue, and take a tap.
  for (const name of ['More', 'Apply']) {
    const box = await button(page, name).boundingBox();
    expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    expect(box.height, name).toBeGreaterThanOrEqual(30);
  }
  await button(page, 'More').tap();
  await expect(status(page)).toHaveText(/R\d+C\d+/);
  await expect(page.locator('[role="gridcell"].pattern').first()).toBeVisible();
  await button(page, 'Apply').tap();
  await expect(button(page, 'Apply')).toBeHidden();
  const hinted = await readGrid(page);
  const placed = hinted.flatMap((c, i) => (c.source === 'hint' ? [i] : []));
  expect(placed.length).toBeGreaterThanOrEqual(1);
  for (const i of placed) expect(hinted.letters[i], cellName(i)).toBe(solution[i]);
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(puzzle, (await readGrid(page)).letters)).toBeNull();
});

test('on a phone: tapping a cell highlights around it; Settings and Help fit the screen; the keypad shows the symbol set', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 84, givens: 150 });
  await open(page, puzzle);
  const width = page.viewportSize().width;
  const given = puzzle.search(/[A-P]/);
  await cell(page, given).tap();
  const highlights = await readHighlights(page);
  expect(cellsWith(highlights, 'selected')).toEqual([given]);
  expect(cellsWith(highlights, 'peer')).toEqual([...peersOf(given)].sort((a, b) => a - b));

  for (const [name, title] of [['Settings', 'Settings'], ['Help', 'Keyboard shortcuts']]) {
    await button(page, name).tap();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toBeHidden();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  await chooseSymbols(page, '1–16');
  const keypad = page.getByRole('group', { name: 'Number keypad' });
  const keys = keypad.getByRole('button');
  await expect(keys).toHaveCount(17);
  for (let n = 1; n <= 16; n++) await expect(keypad.getByRole('button', { name: `Number ${n}`, exact: true })).toBeVisible();
  const empty = puzzle.indexOf('.');
  const number = 'ABCDEFGHIJKLMNOP'.indexOf(solution[empty]) + 1;
  await cell(page, empty).tap();
  await keypad.getByRole('button', { name: `Number ${number}`, exact: true }).tap();
  await expect(cell(page, empty)).toHaveValue(String(number));
  expect((await shownSymbols(page))[given]).toBe(String('ABCDEFGHIJKLMNOP'.indexOf(puzzle[given]) + 1));
  expect((await page.locator('hexadoku-board').evaluate((board) => board.value))[empty]).toBe(solution[empty]);
});

test('holding a key of the keypad shows its letter\'s cells; holding it again shows none', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 2507, givens: 120 });
  await open(page, puzzle);
  await cell(page, puzzle.indexOf('.')).tap();
  const key = page.getByRole('button', { name: 'Letter D', exact: true });
  const hold = async () => {
    await key.dispatchEvent('pointerdown');
    await page.waitForTimeout(700);
    await key.dispatchEvent('pointerup');
    await key.dispatchEvent('click');
  };
  const before = await readGrid(page);
  await hold();
  const holds = [...puzzle].flatMap((c, i) => (c === 'D' ? [i] : []));
  await expect(status(page)).toHaveText(new RegExp(`^Showing D: in ${holds.length} cells`));
  const grid = await readGrid(page);
  expect(grid.letters, 'a key held types nothing').toBe(before.letters);
  expect(grid.flatMap((c, i) => (c.classes.includes('filter-holds') ? [i] : []))).toEqual(holds);
  await expect(page.getByLabel('Show letter')).toHaveValue('D');
  await hold();
  await expect(status(page)).toHaveText('No letter shown.');
});
