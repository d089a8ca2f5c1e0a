// The page around the board: its desktop layout, the Settings and Help dialogs by
// keyboard and pointer, the timer (paused while the tab is hidden, hidden by a setting,
// restarted by another puzzle) and the word of completion, with screenshots of it in both
// colour schemes kept as artifacts. The phone's side is in mobile.spec.js.

import { test, expect } from '@playwright/test';
import { button, cell, closeCard, findBoard, hint, open, openSettings, paste, place, press, puzzleWithSolution, ruleViolation, status, choose, unfoldMenu } from './support.js';

const { puzzle, solution } = puzzleWithSolution({ seed: 83, givens: 160 });
const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));

/** Makes the tab hidden (true) or shown again (false), as switching tabs does. */
async function setHidden(page, hidden) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** Fills every empty cell but the last from the solution, as the board's value (a script). */
async function fillAllButLast(page) {
  const almost = place(solution, empties.at(-1), '.');
  await page.locator('hexadoku-board').evaluate((board, almost) => {
    board.value = almost;
  }, almost);
}

/** Types the last empty cell's letter, as a player finishing the grid. */
async function typeLast(page) {
  const last = empties.at(-1);
  await cell(page, last).click();
  await page.keyboard.press(solution[last]);
}

test('on a desktop the grid fills the window\'s height beside the toolbar, its status line in sight', async ({ page }) => {
  for (const [width, height] of [[1280, 800], [1920, 1080], [1280, 720], [1024, 768]]) {
    await page.setViewportSize({ width, height });
    await open(page, puzzle);
    const grid = await page.getByRole('grid').boundingBox();
    const toolbar = await page.getByRole('toolbar', { name: 'Puzzle actions' }).boundingBox();
    const said = await status(page).boundingBox();
    const size = `${width}×${height}`;
    expect(grid.y + grid.height, `${size}: the whole grid in the window`).toBeLessThanOrEqual(height);
    expect(grid.x, `${size}: the whole grid in the window`).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${size}: no sideways scrolling`).toBeLessThanOrEqual(width);
    if (height >= 742) expect(grid.width, `${size}: at least 720 px`).toBeGreaterThanOrEqual(720);
    expect(grid.width, `${size}: larger than the 44-pixel cells of narrow screens`).toBeGreaterThanOrEqual(16 * 44);
    expect(toolbar.x, `${size}: the toolbar beside the grid`).toBeGreaterThanOrEqual(grid.x + grid.width);
    expect(toolbar.x + toolbar.width, `${size}: the toolbar in the window`).toBeLessThanOrEqual(width);
    expect(said.y + said.height, `${size}: the status line in sight`).toBeLessThanOrEqual(height);
    expect(said.x, `${size}: the status line beside the grid`).toBeGreaterThanOrEqual(grid.x + grid.width);
  }
});

/**
 * Expects a hint's sentence and its More and Apply together in the side column: the
 * status line directly under the controls, the buttons directly under it, none on
 * another, and the footer below them all, once the page has measured the dock again
 * (layout.js, on a ResizeObserver's next call).
 */
async function expectHintTogether(page, what) {
  await expect(() => hintTogether(page, what)).toPass({ timeout: 2000 });
}

async function hintTogether(page, what) {
  // Every box read at once: the difficulty line, which comes a second after the puzzle,
  // could otherwise grow the controls between two reads.
  const boxes = await page.evaluate(() => {
    const box = (element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const status = document.querySelector('hexadoku-board').shadowRoot.querySelector('[role="status"]');
    const [options, footer, More, Apply] = ['.controls', 'footer', '#more', '#apply'].map((selector) => box(document.querySelector(selector)));
    return { options, said: box(status), footer, More, Apply };
  });
  const { options, said, footer } = boxes;
  const under = options.y + options.height;
  expect(said.y, `${what}: the sentence under the controls`).toBeGreaterThanOrEqual(under);
  expect(said.y - under, `${what}: directly under them`).toBeLessThanOrEqual(16);
  expect(Math.abs(said.x - options.x), `${what}: in the side column`).toBeLessThanOrEqual(1);
  for (const name of ['More', 'Apply']) {
    const box = boxes[name];
    const below = said.y + said.height;
    expect(box.y, `${what}: ${name} below the sentence`).toBeGreaterThanOrEqual(below);
    expect(box.y - below, `${what}: ${name} directly below it`).toBeLessThanOrEqual(16);
    expect(footer.y, `${what}: the footer below ${name}`).toBeGreaterThanOrEqual(box.y + box.height);
  }
}

for (const [width, height] of [[1280, 900], [1024, 768]]) {
  test(`on a desktop a hint's sentence stands under the controls, its More and Apply right below it, however long it is, ${width}×${height}`, async ({ page }) => {
    const step = hint(puzzle, { givens: puzzle });
    expect(step.status).toBe('step');
    // Longer than hints' explanations, which run to eight lines or so in the side column:
    // twenty of this one's sentences, some 600 characters.
    const long = Array(20).fill(step.explanation).join(' ');
    expect(long.length).toBeGreaterThan(500);
    await page.setViewportSize({ width, height });
    await open(page, puzzle);
    // The difficulty line, which comes a second after the puzzle, in the controls too.
    await expect(page.locator('#grade')).toHaveText(/^Difficulty/);
    await press(page, 'Hint', step.vague);
    await expectHintTogether(page, 'the technique');
    const apply = await button(page, 'Apply').boundingBox();
    expect(apply.y + apply.height, 'Apply in sight').toBeLessThanOrEqual(height);
    await press(page, 'More', step.concrete);
    await expectHintTogether(page, 'the pattern');
    // The status line made that long in place (saying something else would end the hint).
    await page.locator('hexadoku-board').evaluate((board, long) => {
      board.shadowRoot.querySelector('[role="status"]').textContent = long;
    }, long);
    await expect(status(page)).toHaveText(long);
    await expectHintTogether(page, 'a long sentence');
  });
}

for (const [width, height] of [[1280, 800], [1024, 768]]) {
  test(`on a desktop a forcing chain's hint in detail scrolls within the side column, never the page, ${width}×${height}`, async ({ page }) => {
    const { board } = findBoard([8401, 8402], (s) => s.drawing.branches.length >= 2);
    await page.setViewportSize({ width, height });
    await open(page);
    await page.locator('hexadoku-board').evaluate((element, saved) => {
      element.board = saved;
    }, board);
    const tall = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await tall();
    await button(page, 'Hint').click();
    await button(page, 'More').click();
    const detail = page.locator('hexadoku-board').locator('[part~="hint-detail"]');
    await expect(detail).toBeVisible();
    await detail.getByRole('button', { name: 'Show all' }).click();
    // Longer than the window leaves it: it ends on screen and scrolls inside itself, by keyboard too.
    const sizes = await detail.evaluate((panel) => ({ scroll: panel.scrollHeight, client: panel.clientHeight, bottom: panel.getBoundingClientRect().bottom, focusable: panel.tabIndex === 0 }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.bottom).toBeLessThanOrEqual(height);
    expect(sizes.focusable).toBe(true);
    expect(await tall(), 'the page no taller than before the hint').toBeLessThanOrEqual(before);
    const grid = await page.getByRole('grid').boundingBox();
    expect(grid.y).toBeGreaterThanOrEqual(0);
  });
}

test('on a desktop the keypad is there too: a mouse alone fills a cell, each key counting what is left of its letter', async ({ page }) => {
  await open(page, puzzle);
  const keypad = page.getByRole('group', { name: 'Letter keypad' });
  await expect(keypad).toBeVisible();
  const key = (letter) => keypad.getByRole('button', { name: `Letter ${letter}`, exact: true });
  for (const letter of 'ABCDEFGHIJKLMNOP') await expect(key(letter)).toBeVisible();
  // Zoom is for a small touch screen; Notes is the toolbar's, beside it.
  await expect(keypad.getByRole('button', { name: 'Zoom' })).toBeHidden();
  await expect(keypad.getByRole('button', { name: 'Notes' })).toBeHidden();
  const target = empties[0];
  const letter = solution[target];
  const left = 16 - [...puzzle].filter((l) => l === letter).length;
  await expect(key(letter)).toHaveAccessibleDescription(left === 1 ? '1 left' : `${left} left`);
  await cell(page, target).click();
  await key(letter).click();
  await expect(cell(page, target)).toHaveValue(letter);
  await expect(cell(page, target)).toBeFocused();
  await expect(key(letter)).toHaveAttribute('data-left', String(left - 1));
  await keypad.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(cell(page, target)).toHaveValue('');
  await expect(key(letter)).toHaveAttribute('data-left', String(left));
});

test('Settings: opened by keyboard and pointer, changed with the keyboard, closed by Escape or Close, kept', async ({ page }) => {
  await open(page, puzzle);
  await unfoldMenu(page);
  await button(page, 'Settings').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  const timer = dialog.getByRole('checkbox', { name: 'Show the timer' });
  await timer.focus();
  await page.keyboard.press('Space');
  await expect(timer).not.toBeChecked();
  await expect(page.getByRole('timer')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Back on Menu, where Settings was.
  await expect(button(page, 'Menu')).toBeFocused();

  const again = await openSettings(page);
  const keep = again.getByRole('checkbox', { name: /^Keep notes when a letter is placed/ });
  await expect(keep).not.toBeChecked();
  await keep.check();
  await expect.poll(() => page.locator('hexadoku-board').evaluate((board) => board.keepNotes)).toBe(true);
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(again).toBeHidden();

  await page.reload();
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('timer')).toBeHidden();
  expect(await page.locator('hexadoku-board').evaluate((board) => board.keepNotes)).toBe(true);
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem('hexadoku.settings')))).toEqual({
    highlightUnits: true,
    highlightLetters: true,
    keepNotes: true,
    symbols: 'letters',
    showTimer: false,
    language: '',
  });
});

test('Help: ? from a cell or anywhere, the Help button and How to play open how to play and every shortcut; Escape closes it', async ({ page }) => {
  await open(page, puzzle);
  const help = page.getByRole('dialog', { name: 'Help' });
  await cell(page, empties[0]).click();
  await page.keyboard.press('?');
  await expect(help).toBeVisible();
  await expect(cell(page, empties[0]), '"?" is not typed into the cell').toHaveValue('');
  // Its title has the focus, in sight; Tab reaches Close.
  const title = help.getByRole('heading', { name: 'Help' });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(help.getByRole('button', { name: 'Close' })).toBeFocused();
  for (const shortcut of ['Ctrl+Z', 'Ctrl+Y', 'Ctrl+V', 'Home', 'Backspace', '?', 'Esc', 'Shift+arrow', 'Ctrl+click']) {
    await expect(help.getByRole('rowheader').filter({ hasText: shortcut }).first()).toBeVisible();
  }
  // Every shortcut a control of the page declares is listed.
  const declared = await page.locator('[aria-keyshortcuts]').evaluateAll((all) => all.map((e) => e.getAttribute('aria-keyshortcuts')));
  const listed = (await help.getByRole('rowheader').allTextContents()).join(' ').replaceAll(/\s*\+\s*/g, '+');
  for (const keys of declared) {
    const name = keys.replace('Control', 'Ctrl').replace('Shift+?', '?');
    expect(listed, `${keys} is in Help`).toContain(name);
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(cell(page, empties[0])).toBeFocused();

  await choose(page, 'Help');
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();

  // How to play, under the page: the same Help, which begins with the rules and New.
  await button(page, 'How to play').click();
  await expect(help.getByRole('heading', { name: 'How to play' })).toBeVisible();
  await expect(help).toContainText('every 4×4 box holds each of the 16 symbols once');
  await expect(help).toContainText('New gives a puzzle');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('the timer: counts while shown, pauses while hidden, restarts with another puzzle', async ({ page }) => {
  await page.clock.install();
  await open(page, puzzle);
  const time = page.getByRole('timer');
  await expect(time).toHaveText(/^0:0\d$/);
  await page.clock.fastForward(65_000);
  await expect(time).toHaveText(/^1:0\d$/);

  await setHidden(page, true);
  const paused = await time.textContent();
  await page.clock.fastForward(10 * 60_000);
  await expect(time).toHaveText(paused);
  await setHidden(page, false);
  await page.clock.fastForward(60_000);
  await expect(time).toHaveText(/^2:0\d$/);

  // Kept across a reload of the page, as the board is.
  await page.reload();
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(time).toHaveText(/^2:0\d$/);

  // Another puzzle, pasted: its own time, from zero.
  await paste(page, puzzleWithSolution({ seed: 84, givens: 150 }).puzzle);
  await expect(status(page)).toHaveText('Puzzle pasted.');
  await expect(time).toHaveText(/^0:0\d$/);
});

test('completion: the last letter says "Solved in" the time and stops the clock; Undo takes it back and the clock goes on', async ({ page }) => {
  await page.clock.install();
  await open(page, puzzle);
  const time = page.getByRole('timer');
  const done = page.locator('#done');
  await fillAllButLast(page);
  await page.clock.fastForward(3 * 60_000 + 7_000);
  await typeLast(page);
  await expect(done).toHaveText(/^Solved in 3:0\d\.$/);
  const final = await time.textContent();
  expect(await done.textContent()).toBe(`Solved in ${final}.`);
  expect(ruleViolation(puzzle, await page.locator('hexadoku-board').evaluate((board) => board.value))).toBeNull();
  await page.clock.fastForward(60_000);
  await expect(time).toHaveText(final);

  // Undo: no longer solved; the clock goes on from where it stopped.
  await page.keyboard.press('Control+z');
  await expect(done).toHaveText('');
  await page.clock.fastForward(60_000);
  await expect(time).toHaveText(/^4:0\d$/);
  // Redo: solved again, the clock stopped at the new time.
  await page.keyboard.press('Control+y');
  await expect(done).toHaveText(/^Solved in 4:0\d\.$/);
});

test('Hint on a grid the page says is solved adds no second word of completion: the status line is cleared', async ({ page }) => {
  await open(page, puzzle);
  await fillAllButLast(page);
  await typeLast(page);
  await expect(page.locator('#done')).toHaveText(/^Solved in \d+:\d\d\.$/);
  await expect(status(page)).not.toHaveText('');
  await closeCard(page);
  await press(page, 'Hint', '');
  await expect(page.locator('#done')).toHaveText(/^Solved in \d+:\d\d\.$/);
  await expect(page.getByText('The grid is complete.')).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark']) {
  test(`a screenshot of completion, ${colorScheme}`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, puzzle);
    await fillAllButLast(page);
    await typeLast(page);
    await expect(page.locator('#done')).toHaveText(/^Solved in \d+:\d\d\.$/);
    const path = testInfo.outputPath(`completion-${colorScheme}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`completion, ${colorScheme}`, { path, contentType: 'image/png' });
  });
}

test('Solve: the page says the solver filled the grid, with the time', async ({ page }) => {
  await open(page, puzzle);
  await press(page, 'Solve', 'Solved.');
  await expect(page.locator('#done')).toHaveText(/^The solver filled the grid, at \d+:\d\d\.$/);
});
