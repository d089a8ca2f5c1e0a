// A phone (the 'phone' project: Pixel 7, touch): the grid fits the screen's width, and
// the on-screen keypad, which replaces the phone's keyboard, fills the selected cell, or
// every cell a drag selected.

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  button,
  cell,
  cellName,
  cellsWith,
  chooseSymbols,
  findBoard,
  hint,
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
  unfoldMenu,
  choose,
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
  // 16 letters, Erase, Notes, six colours and Zoom.
  const keys = page.getByRole('group', { name: 'Letter keypad' }).getByRole('button');
  await expect(keys).toHaveCount(25);
  await expect(keys.first()).toBeVisible();
  for (const box of await keys.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON()))) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.width).toBeGreaterThanOrEqual(40);
    expect(box.height).toBeGreaterThanOrEqual(40);
  }
  await button(page, 'Menu').tap();
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
  await expect(cell(page, first)).toHaveValue(solution[first]);
  expect((await readGrid(page)).letters).toBe(place(place(puzzle, first, solution[first]), second, solution[second]));

  // A given does not change from the keypad either.
  const given = puzzle.search(/[A-P]/);
  await cell(page, given).tap();
  await key(puzzle[given] === 'A' ? 'B' : 'A').tap();
  await expect(cell(page, given)).toHaveValue(puzzle[given]);
  await expect(status(page)).toHaveText(`${cellName(given)} is a given. To type a puzzle of your own, press “Enter a puzzle”.`);
});

test('each key of the keypad shows how many of its letter are still to place, and a letter placed 16 times is marked done', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 84, givens: 200 });
  await open(page, puzzle);
  const keypad = page.getByRole('group', { name: 'Letter keypad' });
  const key = (letter) => keypad.getByRole('button', { name: `Letter ${letter}`, exact: true });
  const left = (letters, letter) => 16 - [...letters].filter((l) => l === letter).length;
  for (const letter of 'ABCDEFGHIJKLMNOP') {
    const count = left(puzzle, letter);
    await expect(key(letter)).toHaveAttribute('data-left', String(count));
    await expect(key(letter)).toHaveAccessibleDescription(count === 0 ? 'all placed' : count === 1 ? '1 left' : `${count} left`);
  }
  // A letter with the fewest left, placed everywhere it goes: counted down, then done.
  const letter = [...'ABCDEFGHIJKLMNOP'].filter((l) => left(puzzle, l) > 0).sort((a, b) => left(puzzle, a) - left(puzzle, b))[0];
  const cells = [...solution].flatMap((l, i) => (l === letter && puzzle[i] === '.' ? [i] : []));
  for (const [n, i] of cells.entries()) {
    await cell(page, i).tap();
    await key(letter).tap();
    await expect(key(letter)).toHaveAttribute('data-left', String(cells.length - n - 1));
  }
  await expect(key(letter)).toHaveAccessibleDescription('all placed');
  // Still a key: done is a mark, not a lock.
  await expect(key(letter)).toBeEnabled();
});

test('a drag by touch selects several cells; a key of the keypad fills them all, and Erase clears them, each one change', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 84, givens: 150 });
  await open(page, puzzle);
  const keypad = page.getByRole('group', { name: 'Letter keypad' });
  // The page settled first: the difficulty line (a second after the puzzle, above the grid
  // on a phone) and the keypad (loaded after the page) would move the cells under a drag.
  await expect(page.locator('#grade')).toHaveText(/^Difficulty/, { timeout: 10_000 });
  await expect(keypad).toBeVisible();
  // Along a row with empty cells and a given among them.
  const row = [...Array(16).keys()].find((r) => {
    const line = puzzle.slice(r * 16, r * 16 + 6);
    return /[A-P]/.test(line) && line.split('.').length > 3;
  });
  const cells = [0, 1, 2, 3, 4, 5].map((col) => row * 16 + col);
  const empty = cells.filter((i) => puzzle[i] === '.');

  // A finger down on the first cell, moved along the row, lifted on the last.
  const centre = async (index) => {
    const box = await cell(page, index).boundingBox();
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  };
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [await centre(cells[0])] });
  for (const index of cells.slice(1)) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [await centre(index)] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(status(page)).toHaveText('6 cells selected.');
  await expect(cell(page, cells[5])).toBeFocused();
  const selected = () => page.locator('hexadoku-board').evaluate((board) => board.selection.map(({ row, col }) => row * 16 + col));
  expect(await selected()).toEqual(cells);
  expect(await page.evaluate(() => window.scrollY), 'the page did not scroll').toBe(0);

  // The keys are pressed by their click: Chromium, its touch driven over DevTools for the
  // drag, sometimes sends no click after the next tap. Each change is waited for.
  const letters = () => readGrid(page).then((grid) => grid.letters);
  const filled = empty.reduce((text, index) => place(text, index, 'M'), puzzle);
  await keypad.getByRole('button', { name: 'Letter M', exact: true }).click();
  await expect.poll(letters).toBe(filled);
  await keypad.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect.poll(letters).toBe(puzzle);
  // One Undo brings back every letter.
  await unfoldMenu(page);
  await button(page, 'Undo').click();
  await expect.poll(letters).toBe(filled);
  // A tap selects one cell again.
  await cell(page, empty[0]).tap();
  await expect.poll(selected).toEqual([empty[0]]);
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
  await button(page, 'Menu').tap();
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

  for (const [name, title] of [['Settings', 'Settings'], ['Help', 'Help']]) {
    await button(page, 'Menu').tap();
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
  await expect(keys).toHaveCount(25);
  for (let n = 1; n <= 16; n++) await expect(keypad.getByRole('button', { name: `Number ${n}`, exact: true })).toBeVisible();
  const empty = puzzle.indexOf('.');
  const number = 'ABCDEFGHIJKLMNOP'.indexOf(solution[empty]) + 1;
  await cell(page, empty).tap();
  await keypad.getByRole('button', { name: `Number ${number}`, exact: true }).tap();
  await expect(cell(page, empty)).toHaveValue(String(number));
  expect((await shownSymbols(page))[given]).toBe(String('ABCDEFGHIJKLMNOP'.indexOf(puzzle[given]) + 1));
  expect((await page.locator('hexadoku-board').evaluate((board) => board.value))[empty]).toBe(solution[empty]);
});

test('holding a key of the keypad shows its letter\'s cells, the key marked; holding it again shows none', async ({ page }) => {
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
  await expect(page.locator('hexadoku-board')).toHaveAttribute('filter', 'D');
  // The key is the filter's chip: marked, and described so, while its cells show.
  await expect(key).toHaveAttribute('data-filtered', '');
  await expect(key).toHaveAccessibleDescription(/its cells shown on the grid$/);
  await hold();
  await expect(status(page)).toHaveText('No letter shown.');
  await expect(key).not.toHaveAttribute('data-filtered');
});

test('paused, the card covers the grid and the keypad\'s keys are off; its Resume, tapped, resumes', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 2508, givens: 120 });
  await open(page, puzzle);
  await cell(page, puzzle.indexOf('.')).tap();
  await button(page, 'Pause').tap();
  const card = page.getByRole('group', { name: 'Paused' });
  await expect(card).toBeVisible();
  expect(await onScreen(page, await card.boundingBox())).toBe(true);
  const keys = page.getByRole('group', { name: /keypad$/ }).getByRole('button');
  await expect(keys).toHaveCount(25);
  for (const key of await keys.all()) await expect(key).toBeDisabled();
  expect((await readGrid(page)).letters).toBe('.'.repeat(256));
  await card.getByRole('button', { name: 'Resume' }).tap();
  await expect(card).toBeHidden();
  await expect(page.locator('#pause')).toHaveText('Pause');
  expect((await readGrid(page)).letters).toBe(puzzle);
  for (const key of await keys.all()) await expect(key).toBeEnabled();
});

// ---- A phone layout for a 16×16 grid (390×844, touch) ----

/** Whether `box` (a bounding box) lies wholly inside the window of `page`. */
async function onScreen(page, box) {
  const { width, height } = page.viewportSize();
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;
}

/** Whether the centre of `locator` shows the element itself, not something drawn over it. */
const uncovered = (locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const root = element.getRootNode();
    const top = root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return element.contains(top) || top?.contains(element);
  });

/** The board's hint in detail (its explanation, a forcing chain's branch), a region. */
const hintDetail = (page) => page.getByRole('region', { name: 'The hint in detail' });

/** Opens the page on `board` (as the element saves one), and reveals its hint: Hint, then More. */
async function revealOn(page, { board, step }) {
  await open(page);
  await page.locator('hexadoku-board').evaluate((element, saved) => {
    element.board = saved;
  }, board);
  await button(page, 'Hint').tap();
  await expect(status(page)).toHaveText(step.vague);
  await button(page, 'More').tap();
  await expect(status(page)).toHaveText(step.concrete);
  await expect(hintDetail(page)).toBeVisible();
}

/** A board whose next step is a forcing chain, its branches listed one at a time: a long hint. */
const forcingChain = () => findBoard([8401, 8402], (s) => s.drawing.branches.length >= 2);

test.describe('390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('goal: after Zoom the selected cell and its notes are readable, with the 16 keys; a hint stands with More and Apply', async ({ page }) => {
    const { puzzle } = puzzleWithSolution({ seed: 25_390, givens: 110 });
    await open(page, puzzle);
    // Notes filled, from the folded menu.
    await button(page, 'Menu').tap();
    await choose(page, 'Fill notes', { tap: true });
    await expect(status(page)).toHaveText('Every empty cell’s notes hold its candidates.');
    const target = [...puzzle].findLastIndex((c) => c === '.');
    await cell(page, target).tap();
    const keypad = page.getByRole('group', { name: 'Letter keypad' });
    await keypad.getByRole('button', { name: 'Zoom', exact: true }).tap();
    await expect(keypad.getByRole('button', { name: 'Zoom', exact: true })).toHaveAttribute('aria-pressed', 'true');

    const selected = page.locator('[role="gridcell"].selected');
    const box = await selected.boundingBox();
    expect(box.width).toBeGreaterThanOrEqual(40);
    const noteSize = await selected.locator('.marks span:not(.off)').first().evaluate((mark) => parseFloat(getComputedStyle(mark).fontSize));
    expect(noteSize).toBeGreaterThanOrEqual(9);
    // The selected cell and the 16 letter keys, on screen together, nothing over the cell.
    expect(await onScreen(page, box), 'the selected cell is on screen').toBe(true);
    expect(await uncovered(selected), 'the keypad does not cover the selected cell').toBe(true);
    for (const letter of 'ABCDEFGHIJKLMNOP') {
      const key = keypad.getByRole('button', { name: `Letter ${letter}`, exact: true });
      expect(await onScreen(page, await key.boundingBox()), `key ${letter}`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A hint: its sentence, More and Apply on screen together, above the keypad.
    await button(page, 'Hint').tap();
    await expect(status(page)).not.toBeEmpty();
    const keypadTop = (await keypad.boundingBox()).y;
    for (const shown of [status(page), button(page, 'More'), button(page, 'Apply')]) {
      const at = await shown.boundingBox();
      expect(await onScreen(page, at)).toBe(true);
      expect(at.y + at.height).toBeLessThanOrEqual(keypadTop + 0.5);
    }
    await button(page, 'More').tap();
    await expect(status(page)).toHaveText(/R\d+C\d+/);
    expect(await onScreen(page, await button(page, 'Apply').boundingBox())).toBe(true);
  });

  test('a long hint stands above the keypad with its More and Apply, on screen, and scrolls within', async ({ page }) => {
    // A forcing chain found in Node, its branches listed, then axe twice: slow on a busy machine.
    test.setTimeout(90_000);
    await revealOn(page, forcingChain());
    const detail = hintDetail(page);
    await expect(detail.locator('.branch-name')).toBeVisible();
    const keypad = page.getByRole('group', { name: 'Letter keypad' });
    await expect(keypad).toBeVisible();
    const keypadTop = (await keypad.boundingBox()).y;
    for (const [name, shown] of [['the explanation', detail], ['More', button(page, 'More')], ['Apply', button(page, 'Apply')], ['the status line', status(page)]]) {
      const at = await shown.boundingBox();
      expect(await onScreen(page, at), `${name} on screen`).toBe(true);
      expect(at.y + at.height, `${name} above the keypad`).toBeLessThanOrEqual(keypadTop + 0.5);
      expect(await uncovered(shown), `nothing over ${name}`).toBe(true);
    }
    // Some of the grid stays in sight above it.
    const grid = await page.getByRole('grid').boundingBox();
    expect((await status(page).boundingBox()).y - Math.max(0, grid.y), 'the grid in sight').toBeGreaterThan(150);
    // Longer than its room: it scrolls within, and takes the keyboard, which scrolls it too.
    expect(await detail.evaluate((e) => e.scrollHeight > e.clientHeight + 50)).toBe(true);
    await expect(detail).toHaveAttribute('tabindex', '0');
    await detail.focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => detail.evaluate((e) => e.scrollTop)).toBeGreaterThan(0);
    expect(await onScreen(page, await detail.boundingBox()), 'still on screen').toBe(true);
    // A region that scrolls, named and focusable: axe finds nothing, light or dark.
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      const { violations } = await new AxeBuilder({ page }).include('hexadoku-board').analyze();
      expect(violations.flatMap(({ id, nodes }) => nodes.map((n) => `${scheme}, ${id}: ${n.target.join(' ')}`))).toEqual([]);
    }
  });

  test('in Zoom a hint brings its cells into view as it is given, drawn and applied; nothing else scrolls the grid', async ({ page }) => {
    const { puzzle } = puzzleWithSolution({ seed: 25_405, givens: 120 });
    const step = hint(puzzle, { givens: puzzle });
    expect(step.status).toBe('step');
    await open(page, puzzle);
    // Zoomed on the last cell: the grid scrolled to its far corner, the hint's cells out of view.
    await cell(page, puzzle.lastIndexOf('.')).tap();
    const keypad = page.getByRole('group', { name: 'Letter keypad' });
    await keypad.getByRole('button', { name: 'Zoom', exact: true }).tap();
    await expect(page.locator('hexadoku-board')).toHaveAttribute('zoom', '');
    const viewport = page.locator('hexadoku-board').locator('[part~="viewport"]');
    const cells = [...step.cells, ...step.placements].map(({ row, col }) => row * 16 + col);
    /** How many of the hint's cells the viewport shows, and the viewport's scroll. */
    const inView = () =>
      page.locator('hexadoku-board').evaluate((element, cells) => {
        const viewport = element.shadowRoot.querySelector('[part~="viewport"]');
        const view = viewport.getBoundingClientRect();
        const inputs = viewport.querySelectorAll('input');
        return cells.filter((i) => {
          const box = inputs[i].getBoundingClientRect();
          return box.right > view.left && box.left < view.right && box.bottom > view.top && box.top < view.bottom;
        }).length;
      }, cells);
    const scrollTo = (left, top) => viewport.evaluate((e, [left, top]) => e.scrollTo({ left, top, behavior: 'instant' }), [left, top]);
    await expect.poll(() => viewport.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
    expect(await inView(), 'out of view before the hint').toBe(0);

    await button(page, 'Hint').tap();
    await expect(status(page)).toHaveText(step.vague);
    await expect.poll(inView, 'given').toBe(cells.length);
    // The player looks elsewhere, then More draws the hint: back to its cells.
    await scrollTo(10_000, 10_000);
    await expect.poll(inView).toBe(0);
    await button(page, 'More').tap();
    await expect(status(page)).toHaveText(step.concrete);
    await expect.poll(inView, 'drawn').toBe(cells.length);
    expect(await onScreen(page, await button(page, 'Apply').boundingBox())).toBe(true);
    await scrollTo(10_000, 10_000);
    await expect.poll(inView).toBe(0);
    await button(page, 'Apply').tap();
    await expect(status(page)).toHaveText(step.explanation);
    await expect.poll(inView, 'applied').toBe(cells.length);
    // No hint given anew: the grid stays where the player scrolls it.
    await scrollTo(10_000, 10_000);
    const far = await viewport.evaluate((e) => [e.scrollLeft, e.scrollTop]);
    await keypad.getByRole('button', { name: 'Notes', exact: true }).tap();
    await expect(page.getByRole('group', { name: 'Note keypad' })).toBeVisible();
    expect(await viewport.evaluate((e) => [e.scrollLeft, e.scrollTop])).toEqual(far);
  });

  test('the toolbar folds into Menu; every target takes a finger: 24 pixels, the keypad\'s 44', async ({ page }) => {
    const { puzzle } = puzzleWithSolution({ seed: 25_391, givens: 120 });
    await open(page, puzzle);
    const menu = button(page, 'Menu');
    const more = page.locator('#menu-panel');
    await expect(more).toBeHidden();
    // On the toolbar's one row, Hint and Check, Undo and Redo, Menu; Pause beside the clock.
    for (const name of ['Hint', 'Check', 'Undo', 'Redo', 'Menu', 'Pause']) await expect(button(page, name)).toBeVisible();
    const rows = await Promise.all(['Hint', 'Check', 'Undo', 'Redo', 'Menu'].map(async (name) => (await button(page, name).boundingBox()).y));
    expect(new Set(rows).size, 'one row').toBe(1);
    for (const name of ['Solve', 'New', 'Fill notes', 'Settings']) await expect(button(page, name)).toBeHidden();
    // The grid starts high on the screen, the keypad in sight below it.
    const keypad = page.getByRole('group', { name: 'Letter keypad' });
    expect(await onScreen(page, await keypad.boundingBox())).toBe(true);

    await menu.tap();
    await expect(more).toBeVisible();
    for (const name of ['Solve', 'New', 'Fill notes', 'Settings', 'Share game']) await expect(button(page, name)).toBeVisible();
    expect(await onScreen(page, await more.boundingBox()), 'the menu on screen').toBe(true);
    const targets = page.locator('button:visible, select:visible, input[type="checkbox"]:visible, summary:visible');
    for (const target of await targets.all()) {
      const at = await target.boundingBox();
      const name = await target.evaluate((e) => e.id || e.textContent.trim());
      expect(Math.min(at.width, at.height), name).toBeGreaterThanOrEqual(24);
    }
    for (const key of await keypad.getByRole('button').all()) {
      const at = await key.boundingBox();
      expect(Math.min(at.width, at.height), await key.getAttribute('aria-label')).toBeGreaterThanOrEqual(44);
    }
    // An action taken folds the menu again.
    await button(page, 'Fill notes').tap();
    await expect(more).toBeHidden();
    await expect(button(page, 'Solve')).toBeHidden();
  });

  test('colour marks by touch: a colour key, then a note\'s key or Cell; undone, and kept over a reload', async ({ page }) => {
    const { puzzle } = puzzleWithSolution({ seed: 25_392, givens: 120 });
    await open(page, puzzle);
    const board = page.locator('hexadoku-board');
    await board.evaluate((element) => element.fillNotes());
    const empty = puzzle.indexOf('.');
    const notes = await board.evaluate((element, i) => element.board.notes[i], empty);
    const letter = 'ABCDEFGHIJKLMNOP'[Math.log2(notes & -notes)];
    await cell(page, empty).tap();
    // Named for its mode: "Letter keypad", then "Colour 2 keypad".
    const keypad = page.getByRole('group', { name: /keypad$/ });
    await keypad.getByRole('button', { name: 'Colour 2', exact: true }).tap();
    await expect(page.getByRole('group', { name: 'Colour 2 keypad' })).toBeVisible();
    await expect(keypad.getByRole('button', { name: 'Colour 2', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await keypad.getByRole('button', { name: `Colour note ${letter}`, exact: true }).tap();
    await expect(status(page)).toHaveText(`${cellName(empty)}: ${letter} in colour 2.`);
    await expect(cell(page, empty)).toHaveAttribute('aria-label', new RegExp(`notes ${letter} \\(colour 2\\)`));
    await keypad.getByRole('button', { name: 'Colour the cell', exact: true }).tap();
    await expect(cell(page, empty)).toHaveAttribute('aria-label', new RegExp(`^${cellName(empty)}, colour 2, notes`));
    // The colours drawn: the cell filled, with its texture; a disc behind the note.
    const gridcell = page.locator('[role="gridcell"]').nth(empty);
    await expect(gridcell).toHaveAttribute('data-colour', '2');
    await expect.poll(() => gridcell.evaluate((e) => getComputedStyle(e).backgroundImage)).toMatch(/gradient/);
    expect(await gridcell.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const mark = gridcell.locator('.marks span').nth('ABCDEFGHIJKLMNOP'.indexOf(letter));
    expect(await mark.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    // The letters stay as they were: colouring places nothing.
    expect((await readGrid(page)).letters).toBe(puzzle);

    // Undo takes back the cell's colour, then Redo brings it again.
    await button(page, 'Undo').tap();
    await expect(cell(page, empty)).not.toHaveAttribute('aria-label', /, colour 2, notes/);
    await expect(cell(page, empty)).toHaveAttribute('aria-label', new RegExp(`${letter} \\(colour 2\\)`));
    await button(page, 'Redo').tap();
    await page.reload();
    await expect(cell(page, empty)).toHaveAttribute('aria-label', new RegExp(`^${cellName(empty)}, colour 2, notes ${letter} \\(colour 2\\)`));
  });
});

test.describe('844×390, landscape', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test('the grid takes the screen\'s height, its dock beside it: the keypad, and a long hint with More and Apply', async ({ page }) => {
    test.setTimeout(60_000);
    const { puzzle } = puzzleWithSolution({ seed: 25_393, givens: 120 });
    await open(page, puzzle);
    const keypad = page.getByRole('group', { name: 'Letter keypad' });
    await expect(keypad).toBeVisible();
    const grid = await page.getByRole('grid').boundingBox();
    const dock = await page.locator('hexadoku-board').locator('[part~="dock"]').boundingBox();
    expect(dock.x, 'the dock right of the grid').toBeGreaterThanOrEqual(grid.x + grid.width);
    expect(grid.y + grid.height, 'the whole grid on screen').toBeLessThanOrEqual(390);
    expect(grid.y).toBeGreaterThanOrEqual(0);
    expect(grid.width, 'most of the height').toBeGreaterThan(300);
    for (const key of await keypad.getByRole('button').all()) {
      const at = await key.boundingBox();
      expect(await onScreen(page, at), await key.getAttribute('aria-label')).toBe(true);
      expect(at.x).toBeGreaterThanOrEqual(grid.x + grid.width);
      expect(at.height).toBeGreaterThanOrEqual(32);
    }
    await cell(page, puzzle.lastIndexOf('.')).tap();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(844);

    // A long hint: in the dock, above the keys, on screen with its More and Apply.
    await revealOn(page, forcingChain());
    const keypadTop = (await keypad.boundingBox()).y;
    const column = await page.getByRole('grid').boundingBox();
    for (const [name, shown] of [['the explanation', hintDetail(page)], ['More', button(page, 'More')], ['Apply', button(page, 'Apply')]]) {
      const at = await shown.boundingBox();
      expect(await onScreen(page, at), `${name} on screen`).toBe(true);
      expect(at.x, `${name} beside the grid`).toBeGreaterThanOrEqual(column.x + column.width);
      expect(at.y + at.height, `${name} above the keypad`).toBeLessThanOrEqual(keypadTop + 0.5);
    }
    expect(await onScreen(page, await keypad.getByRole('button').last().boundingBox()), 'the last key on screen').toBe(true);
    expect(await hintDetail(page).evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true);
  });
});
