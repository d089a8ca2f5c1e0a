// Mistakes that cost nothing: the undo history outlives a reload; a wrong letter erased
// gives its peers their notes back; Undo to correct goes back to before the first wrong
// letter, in one travel that Redo can come back from; snapshots are saved, returned to
// (undoably) and kept with the game, and a damaged list of them is set aside and said.
// On the page, and on the element as an embedding page uses it. Every grid checked is
// read back from the page, and the solution is the page's own engine's.

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { addBoard, button, cell, open, openPage, peersOf, place, plausibleMistake, press, puzzleWithSolution, readGrid, ready, status, choose, inMenu, unfoldMenu } from './support.js';

const BOARD_KEY = 'hexadoku.board';
const ASIDE = '.unreadable';

/** Types `letter` into cell `index`. */
async function type(page, index, letter) {
  await cell(page, index).click();
  await page.keyboard.press(letter);
}

/** The grid's 256 letters, as the page shows them. */
const letters = async (page) => (await readGrid(page)).letters;

/** Waits until the page's grid shows `expected`. */
const shows = (page, expected) => expect.poll(() => letters(page)).toBe(expected);

/** The solution of the puzzle on the page's board, as its own engine finds it. */
function solutionOnPage(page) {
  return page.evaluate(async () => {
    const board = document.querySelector('hexadoku-board');
    const { status, solution } = await board.engine.solve(board.givens);
    return status === 'unique' ? solution : null;
  });
}

/** Opens a puzzle of 150 givens made from `seed`: its puzzle, the solution the page finds, and its empty cells. */
async function openPuzzle(page, seed) {
  const { puzzle } = puzzleWithSolution({ seed, givens: 150 });
  await open(page, puzzle);
  const solution = await solutionOnPage(page);
  expect(solution).toMatch(/^[A-P]{256}$/);
  const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
  return { puzzle, solution, empties };
}

/** A wrong letter for an empty cell of `grid` that clashes with no letter on it, from cell `from` on. */
const mistakeOn = (grid, solution, from = 0) => plausibleMistake(grid, solution, from);

test('three moves, a reload, and Undo undoes the third; Redo makes it again', async ({ page }) => {
  const { solution, empties } = await openPuzzle(page, 81);
  const boards = [await letters(page)];
  for (const i of empties.slice(0, 3)) {
    await type(page, i, solution[i]);
    await shows(page, place(boards.at(-1), i, solution[i]));
    boards.push(await letters(page));
  }

  await page.reload();
  await ready(page);
  await shows(page, boards[3]);
  await button(page, 'Undo').click();
  await shows(page, boards[2]);
  await button(page, 'Redo').click();
  await shows(page, boards[3]);
  for (const back of [2, 1, 0]) {
    await button(page, 'Undo').click();
    await shows(page, boards[back]);
  }
  await expect(button(page, 'Undo')).toBeDisabled();
});

test("a wrong letter erased gives its peers' notes back, after a reload too, and Undo does as well", async ({ page }) => {
  const { solution } = await openPuzzle(page, 82);
  await choose(page, 'Fill notes');
  const before = await readGrid(page);
  const { index, letter } = mistakeOn(before.letters, solution);
  const holding = [...peersOf(index)].filter((i) => before[i].marks.includes(letter));
  expect(holding.length, 'some peers have the note the mistake takes').toBeGreaterThan(0);
  const notes = (grid) => grid.map((c) => c.marks);

  await type(page, index, letter);
  let grid = await readGrid(page);
  expect(holding.filter((i) => grid[i].marks.includes(letter))).toEqual([]);
  // Undo gives them back.
  await button(page, 'Undo').click();
  await expect.poll(async () => notes(await readGrid(page))).toEqual(notes(before));
  await button(page, 'Redo').click();
  await expect.poll(async () => (await letters(page))[index]).toBe(letter);

  // Reloaded with the wrong letter on the grid, then erased: every note as written.
  await page.reload();
  await ready(page);
  grid = await readGrid(page);
  expect(holding.filter((i) => grid[i].marks.includes(letter))).toEqual([]);
  await cell(page, index).click();
  await page.keyboard.press('Backspace');
  await expect.poll(async () => notes(await readGrid(page))).toEqual(notes(before));
});

test('Undo to correct goes back to before the first wrong letter in one travel, and Redo comes back', async ({ page }) => {
  const { solution, empties } = await openPuzzle(page, 83);
  await expect(inMenu(page, 'Undo to correct')).toBeDisabled();
  const right = empties[0];
  await type(page, right, solution[right]);
  const correct = await letters(page);
  await press(page, 'Undo to correct', 'No wrong letter to undo.');
  await shows(page, correct);

  // Two wrong letters (neither clashing with a letter on the grid), and a note.
  const first = mistakeOn(correct, solution);
  await type(page, first.index, first.letter);
  const afterFirst = await letters(page);
  const second = mistakeOn(afterFirst, solution, first.index + 1);
  await type(page, second.index, second.letter);
  const afterSecond = await letters(page);
  const noted = afterSecond.lastIndexOf('.');
  await cell(page, noted).click();
  await page.keyboard.press('Shift+B');
  await expect.poll(async () => (await readGrid(page))[noted].marks).toBe('B');
  const wrong = await readGrid(page);

  await press(page, 'Undo to correct', 'Back to before the first wrong letter: 3 changes undone.');
  await shows(page, correct);
  expect((await readGrid(page))[noted].marks).toBe('');
  expect((await readGrid(page))[right].source).toBe('yours');
  // Redo makes the changes again, one at a time.
  await button(page, 'Redo').click();
  await shows(page, afterFirst);
  await button(page, 'Redo').click();
  await shows(page, afterSecond);
  await button(page, 'Redo').click();
  await expect.poll(async () => (await readGrid(page)).map((c) => c.marks)).toEqual(wrong.map((c) => c.marks));
  await expect(button(page, 'Redo')).toBeDisabled();

  // It is saved as Undo is: after a reload, it goes back again.
  await page.reload();
  await ready(page);
  await press(page, 'Undo to correct', 'Back to before the first wrong letter: 3 changes undone.');
  await shows(page, correct);
});

test('snapshots: saved, returned to in one change Undo takes back, and kept over a reload', async ({ page }) => {
  const { solution, empties } = await openPuzzle(page, 84);
  await type(page, empties[0], solution[empties[0]]);
  await type(page, empties[1], solution[empties[1]]);
  const saved = await letters(page);
  const filled = [...saved].filter((c) => c !== '.').length;

  await choose(page, 'Snapshots');
  const dialog = page.getByRole('dialog', { name: 'Snapshots' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('No snapshot yet');
  await dialog.getByRole('button', { name: 'Save a snapshot' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Snapshot 1 saved: ${filled} of 256 cells filled.`);
  const item = dialog.getByRole('button', { name: /^Snapshot 1, / });
  await expect(item).toHaveText(new RegExp(`^Snapshot 1, .+: ${filled} of 256 cells filled$`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(`Snapshot 1 saved: ${filled} of 256 cells filled.`);

  // The game goes on, and a mistake is made.
  await type(page, empties[2], solution[empties[2]]);
  const mistake = mistakeOn(await letters(page), solution);
  await type(page, mistake.index, mistake.letter);
  const later = await letters(page);
  expect(later).not.toBe(saved);

  await choose(page, 'Snapshots');
  await item.click();
  await expect(dialog).toBeHidden();
  await shows(page, saved);
  await expect(status(page)).toHaveText(new RegExp(`^Back to snapshot 1, saved .+: ${filled} of 256 cells filled\\.$`));
  await button(page, 'Undo').click();
  await shows(page, later);
  await button(page, 'Redo').click();
  await shows(page, saved);

  // Kept with the game: after a reload, the list is there and returns to the snapshot.
  await button(page, 'Undo').click();
  await shows(page, later);
  await page.reload();
  await ready(page);
  await shows(page, later);
  await choose(page, 'Snapshots');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(item).toHaveText(new RegExp(`: ${filled} of 256 cells filled$`));
  await item.click();
  await shows(page, saved);
  await button(page, 'Undo').click();
  await shows(page, later);
});

test('a saved list of snapshots partly damaged: the rest kept, the part left out said, the copy set aside', async ({ page }) => {
  const { solution, empties } = await openPuzzle(page, 85);
  await type(page, empties[0], solution[empties[0]]);
  await choose(page, 'Snapshots');
  const dialog = page.getByRole('dialog', { name: 'Snapshots' });
  await dialog.getByRole('button', { name: 'Save a snapshot' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await type(page, empties[1], solution[empties[1]]);
  const typed = await letters(page);
  const good = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), BOARD_KEY));
  expect(good.snapshots).toHaveLength(1);

  const damaged = JSON.stringify({ ...good, snapshots: [{ taken: 'yesterday', change: {} }, good.snapshots[0], { change: { givens: 7 } }] });
  await page.goto('www/app/style.css');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [BOARD_KEY, damaged]);
  await open(page);
  await expect(status(page)).toHaveText(
    `Part of your saved game could not be read: some of your snapshots left out, the rest kept; the copy as it was is kept in this browser's local storage, under ${BOARD_KEY}${ASIDE}.`,
  );
  await shows(page, typed);
  expect(await page.evaluate((key) => localStorage.getItem(key), BOARD_KEY + ASIDE)).toBe(damaged);
  await choose(page, 'Snapshots');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);

  // A list that is no list at all: none kept, and the game still loads.
  const garbage = JSON.stringify({ ...good, snapshots: 'lost' });
  await page.goto('www/app/style.css');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [BOARD_KEY, garbage]);
  await open(page);
  await expect(status(page)).toContainText('some of your snapshots left out');
  await shows(page, typed);
  await choose(page, 'Snapshots');
  await expect(dialog).toContainText('No snapshot yet');
});

test('axe finds no violation with Undo to correct and Snapshots, the dialog open too', async ({ page }) => {
  test.setTimeout(90_000);
  const { solution, empties } = await openPuzzle(page, 86);
  await type(page, empties[0], solution[empties[0]]);
  const violations = async () => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.flatMap(({ id, nodes }) => nodes.map((node) => `${id}: ${node.target.join(' ')}`));
  };
  await expect(inMenu(page, 'Undo to correct')).toBeEnabled();
  expect(await violations()).toEqual([]);
  // By keyboard: the dialog opens on its title, Save a snapshot is a Tab away, Escape closes.
  await unfoldMenu(page);
  await button(page, 'Snapshots').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Snapshots' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save a snapshot' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  expect(await violations()).toEqual([]);
  await page.keyboard.press('Escape');
  // Back on Menu, where Snapshots was.
  await expect(button(page, 'Menu')).toBeFocused();
});

test('the element: undoToCorrect, snapshots and their events, its controls button, and a puzzle without one solution', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 87, givens: 150 });
  await openPage(page);
  const board = await addBoard(page, 'm', { controls: 'undo redo undo-to-correct', puzzle });
  await expect.poll(() => board.evaluate((b) => b.givens)).toBe(puzzle);
  await page.evaluate(() => {
    window.seen = [];
    for (const type of ['input', 'hexadoku-snapshot', 'hexadoku-error']) {
      document.addEventListener(type, (event) => window.seen.push({ type, detail: event.detail ?? null }));
    }
  });
  const seen = () => page.evaluate(() => window.seen.splice(0).map(({ type, detail }) => ({ type, ...(detail && { action: detail.action, index: detail.index, message: detail.message }) })));
  const solution = await board.evaluate(async (b) => (await b.engine.solve(b.givens)).solution);
  const value = () => board.evaluate((b) => b.value);

  // Scripts: a right letter, then a wrong one; undoToCorrect takes back one change.
  const right = puzzle.indexOf('.');
  const withRight = place(puzzle, right, solution[right]);
  await board.evaluate((b, v) => (b.value = v), withRight);
  const mistake = plausibleMistake(withRight, solution);
  await board.evaluate((b, v) => (b.value = v), place(withRight, mistake.index, mistake.letter));
  expect(await board.evaluate((b) => b.undoToCorrect())).toBe(1);
  expect(await value()).toBe(withRight);
  await expect(board.getByRole('status')).toHaveText('Back to before the first wrong letter: 1 change undone.');
  expect(await board.evaluate((b) => b.undoToCorrect())).toBe(0);
  expect(await board.evaluate((b) => b.canRedo)).toBe(true);
  expect(await seen()).toEqual([]);

  // The toolbar's button is the player's: input fires.
  await board.evaluate((b) => b.redo());
  await board.getByRole('button', { name: 'Undo to correct' }).click();
  await expect.poll(value).toBe(withRight);
  expect((await seen()).map((e) => e.type)).toEqual(['input']);

  // Snapshots: saved, read, written back, returned to.
  const snapshot = await board.evaluate((b) => b.saveSnapshot());
  expect(snapshot).toMatchObject({ filled: 151, board: { givens: puzzle } });
  expect(await seen()).toEqual([{ type: 'hexadoku-snapshot', action: 'save', index: 0 }]);
  await board.evaluate((b) => (b.value = b.givens));
  expect(await board.evaluate((b) => b.restoreSnapshot(0))).toBe(true);
  expect(await value()).toBe(withRight);
  expect(await board.evaluate((b) => b.restoreSnapshot(0))).toBe(false);
  expect(await board.evaluate((b) => b.restoreSnapshot(3))).toBe(false);
  await expect(board.getByRole('status')).toHaveText('There is no snapshot 4.');
  expect(await seen()).toEqual([{ type: 'hexadoku-snapshot', action: 'restore', index: 0 }]);
  const list = await board.evaluate((b) => JSON.parse(JSON.stringify(b.snapshots)));
  await board.evaluate((b) => (b.snapshots = [{ board: 'not a board', taken: 1 }]));
  expect((await seen()).map((e) => e.type)).toEqual(['hexadoku-error']);
  expect(await board.evaluate((b) => b.snapshots.length)).toBe(1);
  await board.evaluate((b, list) => (b.snapshots = [...list, ...list]), list);
  expect(await board.evaluate((b) => b.snapshots.map((s) => s.filled))).toEqual([151, 151]);

  // A puzzle with several solutions: nothing to go back to, said, and hexadoku-error.
  const several = solution.slice(0, 16) + '.'.repeat(240);
  await board.evaluate((b, p) => b.load(p), several);
  await board.evaluate((b, v) => (b.value = v), place(several, several.indexOf('.'), 'A'));
  expect(await board.evaluate((b) => b.undoToCorrect())).toBeNull();
  await expect(board.getByRole('status')).toHaveText('This puzzle has more than one solution, so there is no one answer to go back to.');
  expect((await seen()).map((e) => e.type)).toEqual(['hexadoku-error']);
});
