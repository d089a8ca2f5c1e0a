// Colour marks that read as colours, on the desktop: a cell's colour fills it, six of
// them, each apart from the selection's, the peers', a hint's and a clash's look and from
// the others by its texture too; chosen by Alt+1 to Alt+6 or the keypad's swatches;
// kept over a reload, and a game saved with the four colours of before still loads. The
// keypad's letter keys as the letter filter's chips, and the pause card over the grid.

import { test, expect } from '@playwright/test';
import { button, cell, open, puzzleWithSolution, readGrid, status } from './support.js';

const BOARD_KEY = 'hexadoku.board';

/** The board's keypad (the page sets the `keypad` attribute, so it shows with a mouse too). */
const keypad = (page) => page.getByRole('group', { name: /keypad$/ });

/** Each of `indices`' gridcell's computed background colour and image. */
const looks = (page, indices) =>
  page
    .locator('[role="grid"] [role="row"] > [role="gridcell"]')
    .evaluateAll((cells, indices) => indices.map((i) => {
      const style = getComputedStyle(cells[i]);
      return { colour: style.backgroundColor, image: style.backgroundImage, frame: getComputedStyle(cells[i], '::before').content };
    }), indices);

/**
 * Holds `key` down with the mouse's main button for 0.7 s, then lets go: sent to the key
 * itself, as the page may still move (its difficulty line comes in) under a pointer.
 */
async function holdDown(page, key) {
  await key.dispatchEvent('pointerdown', { button: 0, pointerType: 'mouse' });
  await page.waitForTimeout(700);
  await key.dispatchEvent('pointerup', { button: 0, pointerType: 'mouse' });
  await key.dispatchEvent('click');
}

/** The first empty cells of `puzzle`, no two sharing a row, column or box, and none in row 16 or column 16. */
function apart(puzzle, count) {
  const found = [];
  for (let i = 0; i < 240 && found.length < count; i++) {
    const [row, col] = [Math.floor(i / 16), i % 16];
    const box = (r, c) => Math.floor(r / 4) * 4 + Math.floor(c / 4);
    const clash = found.some((j) => Math.floor(j / 16) === row || j % 16 === col || box(Math.floor(j / 16), j % 16) === box(row, col));
    if (puzzle[i] === '.' && col < 15 && !clash) found.push(i);
  }
  return found;
}

test('six colours by Alt+1 to Alt+6 fill their cells, each its own, apart from the selection, peers, a pattern and a clash', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 3101, givens: 120 });
  await open(page, puzzle);
  const coloured = apart(puzzle, 6);
  for (const [n, index] of coloured.entries()) {
    await cell(page, index).click();
    await page.keyboard.press(`Alt+${n + 1}`);
    await expect(page.locator('hexadoku-board')).toHaveAttribute('colour', String(n + 1));
    await page.keyboard.press('Backspace');
    await expect(status(page)).toHaveText(`R${Math.floor(index / 16) + 1}C${(index % 16) + 1}: colour ${n + 1}.`);
  }
  await page.keyboard.press('Alt+0');
  await expect(page.locator('hexadoku-board')).not.toHaveAttribute('colour');
  expect(await page.locator('hexadoku-board').evaluate((board) => board.board.colours.replaceAll('.', ''))).toBe('123456');

  // Away from them all: the last row's last cell selected, a peer of none of them.
  const selected = 255;
  await cell(page, selected).click();
  const peer = 254;
  const plain = [...puzzle].findIndex((c, i) => c === '.' && !coloured.includes(i) && i < 192 && i % 16 < 12 && Math.floor(i / 16) !== 15);
  const fills = await looks(page, coloured);
  const [plainLook, peerLook, selectedLook] = await looks(page, [plain, peer, selected]);
  // A clash in the plain cell's place: a letter given in its row.
  const row = Math.floor(plain / 16);
  const given = [...puzzle.slice(row * 16, row * 16 + 16)].find((c) => c !== '.');
  const others = [plainLook.colour, peerLook.colour, selectedLook.colour];
  expect(new Set(fills.map((f) => f.colour)).size, 'six fills').toBe(6);
  expect(new Set(fills.map((f) => f.image)).size, 'six textures').toBe(6);
  for (const fill of fills) {
    expect(fill.image).not.toBe('none');
    for (const other of others) expect(fill.colour).not.toBe(other);
  }

  // Several cells selected: their fill is not a colour's.
  await cell(page, plain).click();
  await cell(page, plain + 1).click({ modifiers: ['Shift'] });
  const [chosen] = await looks(page, [plain]);
  // A hint's pattern and a clash, on plain cells.
  await page.locator('hexadoku-board').evaluate((board, [a, b]) => board.highlight({ pattern: [a], targets: [b] }), [
    { row: Math.floor(plain / 16), col: plain % 16 },
    { row: Math.floor(plain / 16), col: (plain % 16) + 1 },
  ]);
  const [pattern, target] = await looks(page, [plain, plain + 1]);
  await cell(page, plain).click();
  await page.keyboard.press(given);
  const [clash] = await looks(page, [plain]);
  for (const highlight of [chosen, pattern, target, clash]) {
    expect(highlight.colour).not.toBe(plainLook.colour);
    for (const fill of fills) expect(fill.colour, 'a highlight is not a colour').not.toBe(highlight.colour);
  }

  // A coloured cell highlighted shows the highlight, and its colour as a frame inside it.
  const [first] = coloured;
  await page.locator('hexadoku-board').evaluate((board, at) => board.highlight({ pattern: [at] }), { row: Math.floor(first / 16), col: first % 16 });
  const [both] = await looks(page, [first]);
  expect(both.colour).toBe(pattern.colour);
  expect(both.frame).not.toBe('none');
  expect(fills[0].frame, 'no frame on a cell coloured alone').toBe('none');
});

test('the keypad\'s six swatches choose a colour, pressed, and colour the cell; held, take it off the grid', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 3102, givens: 120 });
  await open(page, puzzle);
  const board = page.locator('hexadoku-board');
  const swatches = keypad(page).getByRole('button', { name: /^Colour \d$/ });
  await expect(swatches).toHaveCount(6);
  // Swatches, not numbers: no text, a texture over the fill.
  for (const swatch of await swatches.all()) {
    await expect(swatch).toHaveText('');
    expect(await swatch.evaluate((key) => getComputedStyle(key).backgroundImage)).not.toBe('none');
  }
  const [a, b] = apart(puzzle, 2);
  for (const [index, colour] of [[a, '5'], [b, '6']]) {
    await cell(page, index).click();
    await keypad(page).getByRole('button', { name: `Colour ${colour}`, exact: true }).click();
    await expect(board).toHaveAttribute('colour', colour);
    await expect(keypad(page).getByRole('button', { name: `Colour ${colour}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(keypad(page).getByRole('button', { name: 'Colour 1', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await keypad(page).getByRole('button', { name: 'Colour the cell', exact: true }).click();
    await expect(cell(page, index)).toHaveAttribute('aria-label', new RegExp(`, colour ${colour}$`));
  }
  // The same swatch again ends colour mode.
  await keypad(page).getByRole('button', { name: 'Colour 6', exact: true }).click();
  await expect(board).not.toHaveAttribute('colour');
  // Held down, a swatch takes its colour off the grid.
  await holdDown(page, keypad(page).getByRole('button', { name: 'Colour 6', exact: true }));
  await expect(status(page)).toHaveText('Colour 6 taken off the grid.');
  expect(await board.evaluate((element) => element.board.colours.replaceAll('.', ''))).toBe('5');
});

test('colours 5 and 6 are kept over a reload, and a game saved with the four colours of before still loads', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 3103, givens: 120 });
  await open(page, puzzle);
  const [a, b] = apart(puzzle, 2);
  for (const [index, colour] of [[a, 5], [b, 6]]) {
    await cell(page, index).click();
    await page.keyboard.press(`Alt+${colour}`);
    await page.keyboard.press('Backspace');
  }
  await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key))?.board?.colours?.replaceAll('.', ''), BOARD_KEY)).toBe('56');
  const [before] = await looks(page, [a]);
  await page.reload();
  await expect(cell(page, a)).toHaveAttribute('aria-label', /, colour 5$/);
  await expect(cell(page, b)).toHaveAttribute('aria-label', /, colour 6$/);
  // Drawn, once the look of colours has loaded.
  await expect.poll(async () => (await looks(page, [a]))[0]).toEqual(before);

  // A save from before there were six colours: 1 to 4 on cells and notes.
  const saved = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), BOARD_KEY));
  const colours = [...'.'.repeat(256)];
  const old = apart(puzzle, 4);
  old.forEach((index, n) => (colours[index] = String(n + 1)));
  saved.board.colours = colours.join('');
  saved.board.markColours = '4' + saved.board.markColours.slice(1);
  await page.goto('www/app/style.css');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [BOARD_KEY, JSON.stringify(saved)]);
  await open(page);
  for (const [n, index] of old.entries()) await expect(cell(page, index)).toHaveAttribute('aria-label', new RegExp(`, colour ${n + 1}$`));
  expect(await page.locator('hexadoku-board').evaluate((board) => board.board.markColours[0])).toBe('4');
  await expect(status(page)).not.toHaveText(/could not be read/);
});

test('a letter key held is the filter\'s chip: marked and described while its cells show; held again, or right-clicked, it stops', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 3104, givens: 120 });
  await open(page, puzzle);
  const board = page.locator('hexadoku-board');
  const key = keypad(page).getByRole('button', { name: 'Letter C', exact: true });
  const hold = () => holdDown(page, key);
  await hold();
  await expect(board).toHaveAttribute('filter', 'C');
  await expect(status(page)).toHaveText(/^Showing C:/);
  await expect(key).toHaveAttribute('data-filtered', '');
  await expect(key).toHaveAccessibleDescription(/; its cells shown on the grid$/);
  // Marked by more than colour: a ring.
  expect(await key.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  // Held, it placed nothing.
  expect((await readGrid(page)).letters).toBe(puzzle);
  await hold();
  await expect(board).not.toHaveAttribute('filter');
  await expect(key).not.toHaveAttribute('data-filtered');
  await expect(key).not.toHaveAccessibleDescription(/shown/);
  // A right click, or the keyboard's context menu key, does it too.
  await key.click({ button: 'right' });
  await expect(board).toHaveAttribute('filter', 'C');
  await keypad(page).getByRole('button', { name: 'Letter D', exact: true }).focus();
  await page.keyboard.press('Shift+F10');
  await expect(board).toHaveAttribute('filter', 'D');
  await expect(key).not.toHaveAttribute('data-filtered');
  await key.click({ button: 'right' });
  await key.click({ button: 'right' });
  await expect(board).not.toHaveAttribute('filter');
});

test('paused, a card covers the grid: nothing of the game shows, nothing can change it; its Resume resumes, and the page follows', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 3105, givens: 120 });
  await open(page, puzzle);
  const board = page.locator('hexadoku-board');
  const [a] = apart(puzzle, 1);
  await cell(page, a).click();
  await page.keyboard.press('Alt+3');
  await page.keyboard.press('Backspace');
  await expect(status(page)).toHaveText(/: colour 3\.$/);
  await page.keyboard.press('Alt+0');
  const card = page.getByRole('group', { name: 'Paused' });

  // Paused by the page's button: the card shows, the focus stays on the page's button.
  await page.locator('#pause').click();
  await expect(card).toBeVisible();
  await expect(page.locator('#pause')).toBeFocused();
  await expect(status(page)).toHaveText('Paused: the letters are hidden until the game is resumed.');
  const grid = await readGrid(page);
  expect(grid.letters).toBe('.'.repeat(256));
  expect(grid.filter((c) => c.classes.some((name) => ['selected', 'peer', 'same', 'chosen'].includes(name)))).toEqual([]);
  expect(await page.locator('[role="gridcell"][data-colour]:not([data-colour="."])').count(), 'no colour shows').toBe(0);
  for (const key of await keypad(page).getByRole('button').all()) await expect(key).toBeDisabled();
  // The grid takes no click, and no key.
  await cell(page, a + 1).click({ force: true });
  await page.keyboard.press('B');
  expect(await board.evaluate((element) => element.value)).toBe(puzzle);

  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card).toBeHidden();
  await expect(board).not.toHaveAttribute('paused');
  await expect(page.locator('#pause'), 'the page\'s button follows').toHaveText('Pause');
  await expect(cell(page, a)).toBeFocused();
  await expect(status(page)).toHaveText('Resumed.');
  await expect(cell(page, a)).toHaveAttribute('aria-label', /, colour 3$/);
  for (const key of await keypad(page).getByRole('button').all()) await expect(key).toBeEnabled();

  // Paused with the focus in the board: Resume takes it; the event tells the page.
  await page.evaluate(() => {
    window.pauses = [];
    document.querySelector('hexadoku-board').addEventListener('hexadoku-pause', (event) => window.pauses.push(event.detail.paused));
  });
  await cell(page, a).click();
  await board.evaluate((element) => (element.paused = true));
  await expect(card.getByRole('button', { name: 'Resume' })).toBeFocused();
  expect(await page.evaluate(() => window.pauses), 'not for a script').toEqual([]);
  await page.keyboard.press('Enter');
  await expect(cell(page, a)).toBeFocused();
  expect(await page.evaluate(() => window.pauses)).toEqual([false]);
});
