// Highlighting around the selected cell: its row, column and box, and every cell and
// pencil mark holding its letter, by pointer and by keyboard; each turned off from
// Settings (and the element's `highlight` attribute), kept across a reload; screenshots
// in both colour schemes kept as artifacts.

import { test, expect } from '@playwright/test';
import { addBoard, button, cell, cellName, cellsWith, open, openPage, openSettings, peersOf, puzzleWithSolution, readHighlights, showCandidates } from './support.js';

const { puzzle } = puzzleWithSolution({ seed: 41, givens: 150 });
/** A given, and the other cells holding its letter. */
const given = puzzle.search(/[A-P]/);
const sameAs = (index) => [...puzzle].flatMap((c, i) => (c === puzzle[index] && i !== index ? [i] : []));
const sorted = (set) => [...set].sort((a, b) => a - b);

/** Checks that `highlights` are those of cell `index` selected, with `units` and `letters` on or off. */
function expectAround(highlights, index, { units = true, letters = true } = {}) {
  expect(cellsWith(highlights, 'selected')).toEqual([index]);
  expect(cellsWith(highlights, 'peer'), 'row, column and box').toEqual(units ? sorted(peersOf(index)) : []);
  expect(cellsWith(highlights, 'same'), 'the same letter').toEqual(letters && puzzle[index] !== '.' ? sameAs(index) : []);
}

test('nothing is highlighted until a cell is selected; then its units and its letter, by pointer and by keyboard', async ({ page }) => {
  await open(page, puzzle);
  const before = await readHighlights(page);
  expect(before.filter((h) => h.selected || h.peer || h.same)).toEqual([]);

  // By pointer: a given.
  await cell(page, given).click();
  expectAround(await readHighlights(page), given);
  expect(sameAs(given).length, 'a letter given elsewhere too').toBeGreaterThan(0);

  // By keyboard: down a row and to its end; an empty cell has no letter to highlight.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  const moved = (Math.floor(given / 16) + 1) * 16 + 15;
  expectAround(await readHighlights(page), moved);

  // A letter typed there: the cells of that letter light up.
  const empty = puzzle.indexOf('.');
  await cell(page, empty).click();
  const letter = puzzle[given];
  await page.keyboard.press(letter);
  const highlights = await readHighlights(page);
  expect(cellsWith(highlights, 'same')).toEqual(sorted(new Set([...sameAs(given), given].filter((i) => i !== empty))));
  // The ring stays on the selected cell when the focus leaves the grid.
  await button(page, 'Hint').focus();
  expect(cellsWith(await readHighlights(page), 'selected')).toEqual([empty]);
});

test('pencil marks of the selected cell\'s letter are highlighted (class "same", part "mark-same")', async ({ page }) => {
  await open(page, puzzle);
  await showCandidates(page);
  await cell(page, given).click();
  const highlights = await readHighlights(page);
  const letter = puzzle[given];
  const withMark = cellsWith(highlights.map((h) => ({ lit: h.sameMarks !== '' })), 'lit');
  expect(withMark.length, 'some empty cell may still hold the letter').toBeGreaterThan(0);
  for (const i of withMark) expect(highlights[i].sameMarks).toBe(letter);
  const parts = await page.locator('hexadoku-board').evaluate((board) => board.shadowRoot.querySelectorAll('[part~="mark-same"]').length);
  expect(parts).toBe(withMark.length);
});

test('Settings turn each highlight off, the board\'s highlight attribute follows, and a reload keeps them', async ({ page }) => {
  await open(page, puzzle);
  const board = page.locator('hexadoku-board');
  await expect(board).toHaveAttribute('highlight', 'units letters');

  let dialog = await openSettings(page);
  await dialog.getByRole('checkbox', { name: 'Its row, column and box', exact: true }).uncheck();
  await expect(board).toHaveAttribute('highlight', 'letters');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await cell(page, given).click();
  expectAround(await readHighlights(page), given, { units: false });

  dialog = await openSettings(page);
  await dialog.getByRole('checkbox', { name: 'Its letter, in other cells and in notes', exact: true }).uncheck();
  await expect(board).toHaveAttribute('highlight', '');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await cell(page, given).click();
  expectAround(await readHighlights(page), given, { units: false, letters: false });

  await page.reload();
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(board).toHaveAttribute('highlight', '');
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem('hexadoku.settings')))).toMatchObject({
    highlightUnits: false,
    highlightLetters: false,
  });
  dialog = await openSettings(page);
  await expect(dialog.getByRole('checkbox', { name: 'Its row, column and box', exact: true })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Its row, column and box', exact: true }).check();
  await expect(board).toHaveAttribute('highlight', 'units');
});

test('an embedded board: the highlight attribute and the highlighting property', async ({ page }) => {
  await openPage(page);
  const board = await addBoard(page, 'h', { puzzle });
  // The board reads its puzzle through its engine: once the given shows, it has.
  const givenCell = board.getByLabel(cellName(given), { exact: true });
  await expect(givenCell).toHaveValue(puzzle[given]);
  expect(await board.evaluate((b) => b.highlighting)).toBe('units letters');
  await givenCell.click();
  expectAround(await readHighlights(board), given);
  await board.evaluate((b) => {
    b.highlighting = 'letters';
  });
  await expect(board).toHaveAttribute('highlight', 'letters');
  expectAround(await readHighlights(board), given, { units: false });
  await board.evaluate((b) => b.setAttribute('highlight', ''));
  expectAround(await readHighlights(board), given, { units: false, letters: false });
  await board.evaluate((b) => b.removeAttribute('highlight'));
  expectAround(await readHighlights(board), given);
});

for (const colorScheme of ['light', 'dark']) {
  test(`a screenshot of the highlighting, ${colorScheme}`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, puzzle);
    await showCandidates(page);
    await cell(page, given).click();
    const path = testInfo.outputPath(`highlighting-${colorScheme}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`highlighting, ${colorScheme}`, { path, contentType: 'image/png' });
  });
}
