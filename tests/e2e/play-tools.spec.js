// The tools a hand solver reaches for beside the grid, on the desktop: Pause (the clock
// stopped, every letter hidden until Resume), the difficulty of any puzzle shown (graded
// in the background, here from a link), and printing (the grid alone).

import { test, expect } from '@playwright/test';
import { button, candidatesInNode, cell, cellName, grade, open, paste, puzzleWithSolution, readGrid, status, choose, holdKey, inMenu } from './support.js';

/** The board's own buttons and the page's, those a person can see. */
const visibleButtons = (page) =>
  page.evaluate(() => {
    const shown = (element) => element.checkVisibility();
    const board = document.querySelector('hexadoku-board');
    return [...document.querySelectorAll('button'), ...board.shadowRoot.querySelectorAll('button')].filter(shown).map((b) => b.textContent);
  });

test('Pause stops the clock and hides every letter and note; Resume brings them back', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 2501, givens: 140 });
  await open(page, puzzle);
  const empty = puzzle.indexOf('.');
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty]);
  const noted = puzzle.indexOf('.', empty + 1);
  await cell(page, noted).click();
  await page.keyboard.press('Shift+A');
  await page.waitForTimeout(1100);
  const shown = await readGrid(page);

  await button(page, 'Pause').click();
  // The page's button, now Resume, keeps the focus; the board's card offers Resume too.
  await expect(page.locator('#pause')).toBeFocused();
  await expect(page.locator('#pause')).toHaveText('Resume');
  await expect(page.getByRole('group', { name: 'Paused' })).toBeVisible();
  await expect(status(page)).toHaveText('Paused: the letters are hidden until the game is resumed.');
  const paused = await readGrid(page);
  expect(paused.letters, 'every letter hidden, givens too').toBe('.'.repeat(256));
  expect(paused.every((c) => c.marks === '' && c.readOnly)).toBe(true);
  expect(paused.every((c) => !c.label.includes('notes'))).toBe(true);
  // Nothing that would show or change a letter stays at hand.
  for (const name of ['Hint', 'Check', 'Undo']) await expect(button(page, name)).toBeDisabled();
  await expect(inMenu(page, 'Solve')).toBeDisabled();
  await page.keyboard.press('Control+Z');
  const time = await page.locator('#time').textContent();
  await page.waitForTimeout(2200);
  await expect(page.locator('#time'), 'the clock stopped').toHaveText(time);

  await page.locator('#pause').click();
  await expect(status(page)).toHaveText('Resumed.');
  await expect(page.getByRole('group', { name: 'Paused' })).toBeHidden();
  const resumed = await readGrid(page);
  expect(resumed.letters).toBe(shown.letters);
  expect(resumed[noted].marks).toBe('A');
  await expect(page.locator('#time'), 'the clock goes on').not.toHaveText(time, { timeout: 3000 });
});

test('a puzzle opened from a link shows its difficulty, band and rating, within 5 s', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 2502, minimal: true });
  const expected = grade(puzzle, {});
  const started = Date.now();
  await page.goto(`index.html#${puzzle}`);
  const line = page.locator('#grade');
  await expect(line).toHaveText(`Difficulty: ${expected.difficulty}, rating ${Number(expected.rating.toFixed(1))}${expected.logicOnly ? '' : ', beyond the techniques of Hint'}.`, { timeout: 5000 });
  expect(Date.now() - started).toBeLessThan(5000);
  // Another puzzle pasted is graded too; while it waits, the old grade is gone.
  const other = puzzleWithSolution({ seed: 2503, givens: 150 }).puzzle;
  await paste(page, other);
  const graded = grade(other, {});
  await expect(line).toHaveText(new RegExp(`^Difficulty: ${graded.difficulty}, rating ${Number(graded.rating.toFixed(1))}`), { timeout: 5000 });
});

test('printed, the grid shows alone: no button, no status line, black on white', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 2504, givens: 140 });
  await open(page, puzzle);
  await button(page, 'Hint').click();
  await expect(button(page, 'More')).toBeVisible();
  expect((await visibleButtons(page)).length).toBeGreaterThan(5);
  await page.emulateMedia({ media: 'print' });
  expect(await visibleButtons(page)).toEqual([]);
  await expect(page.locator('header')).toBeHidden();
  await expect(status(page)).toBeHidden();
  const grid = page.locator('hexadoku-board [role="grid"]');
  await expect(grid).toBeVisible();
  const box = await grid.boundingBox();
  expect(box.width).toBeGreaterThan(400);
  const colours = await page.locator('hexadoku-board').evaluate((board) => {
    const given = board.shadowRoot.querySelector('[data-source="g"]');
    return { given: getComputedStyle(given).color, weight: getComputedStyle(given).fontWeight, background: getComputedStyle(given).backgroundColor };
  });
  expect(colours).toEqual({ given: 'rgb(0, 0, 0)', weight: '700', background: 'rgb(255, 255, 255)' });
  const pdf = await page.pdf({ format: 'A4' });
  // One page: a PDF names its pages' count.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});

test('Share game copies a link that opens the game in progress: the puzzle, the letters and the notes', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { puzzle, solution } = puzzleWithSolution({ seed: 2505, givens: 130 });
  await open(page, puzzle);
  const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
  for (const i of empties.slice(0, 3)) {
    await cell(page, i).click();
    await page.keyboard.press(solution[i]);
  }
  const noted = empties[5];
  await cell(page, noted).click();
  await page.keyboard.press('Shift+B');
  await page.keyboard.press('Shift+K');
  const here = await readGrid(page);
  await choose(page, 'Share game');
  await expect(status(page)).toHaveText('A link to this game, your letters and notes with the puzzle, is copied.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).hash.startsWith(`#${puzzle}~`)).toBe(true);

  // Someone else opens it: the same grid, the letters as the player's, the notes.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link);
  await other.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(status(other)).toHaveText('Game loaded from the address: the puzzle, with the letters and notes it was shared with.');
  const there = await readGrid(other);
  expect(there.letters).toBe(here.letters);
  expect(there.map((c) => c.source)).toEqual(here.map((c) => c.source));
  expect(there[noted].marks).toBe('BK');
  expect(there[noted].notes).toBe(true);
  // The address names the puzzle again, as Share's would.
  expect(new URL(other.url()).hash).toBe(`#${puzzle}`);
  await elsewhere.close();
});

test('a keypad key held marks the cells that hold it and those where it is still possible, without a cell selected', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 2506, givens: 120 });
  await open(page, puzzle);
  const letter = 'C';
  const bit = 1 << 2;
  const marks = candidatesInNode(puzzle);
  const holds = [...puzzle].flatMap((c, i) => (c === letter ? [i] : []));
  const can = [...puzzle].flatMap((c, i) => (c === '.' && marks[i] & bit ? [i] : []));
  expect(holds.length).toBeGreaterThan(0);
  expect(can.length).toBeGreaterThan(0);

  await holdKey(page, `Letter ${letter}`);
  await expect(status(page)).toHaveText(`Showing C: in ${holds.length} cells, and possible in ${can.length} more.`);
  const grid = await readGrid(page);
  const marked = (kind) => grid.flatMap((c, i) => (c.classes.includes(kind) ? [i] : []));
  expect(marked('filter-holds')).toEqual(holds);
  expect(marked('filter-can')).toEqual(can);
  expect(marked('selected'), 'no cell selected').toEqual([]);
  // The two kinds differ by more than colour: a ring, and dots.
  const looks = await page.locator('hexadoku-board').evaluate((board, [a, b]) => {
    const cells = board.shadowRoot.querySelectorAll('[role="gridcell"]');
    return [getComputedStyle(cells[a]).boxShadow, getComputedStyle(cells[b]).backgroundImage];
  }, [holds[0], can[0]]);
  expect(looks[0]).not.toBe('none');
  expect(looks[1]).toMatch(/radial-gradient/);

  await holdKey(page, `Letter ${letter}`);
  await expect(status(page)).toHaveText('No letter shown.');
  const cleared = await readGrid(page);
  expect(cleared.filter((c) => c.classes.includes('filter-holds') || c.classes.includes('filter-can'))).toEqual([]);
});

test('a paused board takes no change and answers nothing, whoever asks; Show letter says only a word', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 2508, givens: 140 });
  await open(page, puzzle);
  await button(page, 'Pause').click();
  const asked = await page.locator('hexadoku-board').evaluate(async (board) => {
    const solved = await board.solve();
    const hinted = await board.hint();
    const checked = await board.check();
    board.value = board.value.replace('.', 'A');
    const undone = await board.undo();
    return { solved, hinted, checked, undone, value: board.value, filter: (board.filter = 'c', board.filter) };
  });
  expect(asked).toEqual({ solved: false, hinted: null, checked: null, undone: false, value: puzzle, filter: 'C' });
  await page.evaluate(() => document.querySelector('hexadoku-board').removeAttribute('filter'));
  await page.locator('#pause').click();
  expect((await readGrid(page)).letters).toBe(puzzle);

  // The filter's words are no part of the game: Undo does not bring them back.
  const empty = puzzle.indexOf('.');
  await holdKey(page, 'Letter B');
  await expect(status(page)).toHaveText(/^Showing B/);
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty]);
  await holdKey(page, 'Letter B');
  await button(page, 'Undo').click();
  await expect(status(page)).not.toHaveText(/^Showing B/);
});

test('a game link whose givens clash, or that has none, is refused, and the board is left as it was', async ({ page }) => {
  const letters = '.'.repeat(256);
  for (const givens of [`AA${'.'.repeat(254)}`, '.'.repeat(256)]) {
    await page.goto(`index.html#${givens}~${letters}`);
    await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
    await expect(status(page)).toHaveText('The puzzle in the address cannot be read: its givens clash, or there are none.');
    expect((await readGrid(page)).letters).toBe('.'.repeat(256));
  }
});

test('colour marks by keyboard: Alt+2 colours notes and the cell, undoably; the keypad follows; the element takes them', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 2525, givens: 120 });
  await open(page, puzzle);
  const board = page.locator('hexadoku-board');
  await board.evaluate((element) => element.fillNotes());
  const empty = puzzle.indexOf('.');
  const marks = candidatesInNode(puzzle)[empty];
  const [first, second] = [...'ABCDEFGHIJKLMNOP'].filter((_, i) => marks & (1 << i));
  const absent = [...'ABCDEFGHIJKLMNOP'].find((_, i) => !(marks & (1 << i)));
  await cell(page, empty).click();
  await page.keyboard.press('Alt+2');
  await expect(status(page)).toHaveText('Colour 2: a symbol colours that note of the selected cell, Erase the cell itself.');
  const swatch = (colour) => board.getByRole('button', { name: `Colour ${colour}`, exact: true });
  await expect(swatch(2)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press(first);
  await page.keyboard.press('Backspace');
  await expect(cell(page, empty)).toHaveAttribute('aria-label', new RegExp(`, colour 2, notes ${first} \\(colour 2\\) ${second}( |$)`));
  // A letter the cell does not show has no mark to colour; no letter is placed either way.
  await page.keyboard.press(absent);
  await expect(status(page)).toHaveText(`${cellName(empty)} shows no ${absent} to colour.`);
  expect((await readGrid(page)).letters).toBe(puzzle);
  // Another colour on the same note replaces it; the same colour again takes it off.
  await page.keyboard.press('Alt+4');
  await page.keyboard.press(first);
  await expect(cell(page, empty)).toHaveAttribute('aria-label', new RegExp(`notes ${first} \\(colour 4\\)`));
  await page.keyboard.press(first);
  await expect(cell(page, empty)).toHaveAttribute('aria-label', new RegExp(`notes ${first} ${second}`));
  // Undo walks them back, one change at a time.
  await page.keyboard.press('Control+z');
  await expect(cell(page, empty)).toHaveAttribute('aria-label', new RegExp(`notes ${first} \\(colour 4\\)`));
  await page.keyboard.press('Control+z');
  await expect(cell(page, empty)).toHaveAttribute('aria-label', new RegExp(`notes ${first} \\(colour 2\\)`));
  await page.keyboard.press('Alt+0');
  await expect(status(page)).toHaveText('Colouring off.');
  await expect(swatch(2)).toHaveAttribute('aria-pressed', 'false');
  // Out of colour mode, letters are letters again.
  const saved = await board.evaluate((element) => ({ colours: element.board.colours, marks: element.board.markColours }));
  expect(saved.colours[empty]).toBe('2');
  expect(saved.marks[empty * 16 + 'ABCDEFGHIJKLMNOP'.indexOf(first)]).toBe('2');

  // The keypad's swatch sets the element's attribute; clearColour takes a colour off the grid.
  await swatch(3).click();
  await expect(board).toHaveAttribute('colour', '3');
  expect(await board.evaluate((element) => element.clearColour('2'))).toBe(true);
  await expect(status(page)).toHaveText('Colour 2 taken off the grid.');
  expect(await board.evaluate((element) => /[1-4]/.test(element.board.colours + element.board.markColours))).toBe(false);
  expect(await board.evaluate((element) => element.clearColour('2'))).toBe(false);
});

test('the element zoomed in a narrow window: the grid grows past its box, which scrolls, and the selected cell stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  const { puzzle } = puzzleWithSolution({ seed: 2526, givens: 120 });
  await open(page, puzzle);
  await cell(page, 0).click();
  const before = await page.locator('[role="gridcell"]').first().boundingBox();
  expect(before.width).toBeLessThan(40);
  // (On a touch screen, the keypad's Zoom key: mobile.spec.js.)
  await page.locator('hexadoku-board').evaluate((board) => (board.zoom = true));
  const cells = page.locator('[role="gridcell"]');
  expect((await cells.first().boundingBox()).width).toBeGreaterThanOrEqual(40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page itself does not scroll sideways').toBeLessThanOrEqual(600);
  // The keyboard moves to the far corner: the viewport scrolls it into sight.
  await cell(page, 0).focus();
  await page.keyboard.press('Control+End');
  const corner = await cells.nth(255).boundingBox();
  expect(corner.x + corner.width).toBeLessThanOrEqual(600);
  expect(corner.x).toBeGreaterThanOrEqual(0);
  expect(corner.y + corner.height).toBeLessThanOrEqual(800);
});
