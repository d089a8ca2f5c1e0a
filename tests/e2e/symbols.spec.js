// The symbol sets: the grid shows, takes typing in and copies the puzzle in A–P, 0–F,
// 1–9 then A–G or 1–16, chosen in Settings (the element's `symbols` attribute), while the
// board keeps A–P; and puzzles in each set, from tests/fixtures/symbols/ (one puzzle,
// written in each set by the project's generator: crates/hexadoku-cli/tests/cli.rs says how), pasted.

import { test, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { addBoard, boardValue, button, cell, cellName, chooseSymbols, hint, LETTERS, open, openEmpty, openPage, openSettings, paste, press, puzzleWithSolution, readGrid, ruleViolation, shownSymbols, solveInNode, status, choose } from './support.js';

const LABELS = { letters: 'A–P', hex: '0–F', 'one-g': '1–9 then A–G', numbers: '1–16' };
/**
 * The symbols of each set, by this spec's own tables (the i-th for the i-th letter), so
 * that the page's mapping is checked against an independent one.
 */
const TABLES = {
  hex: [...'0123456789ABCDEF'],
  'one-g': [...'123456789ABCDEFG'],
  numbers: Array.from({ length: 16 }, (_, i) => String(i + 1)),
};
const symbol = (set, letter) => TABLES[set][LETTERS.indexOf(letter)];
/** What the grid should show for a grid of letters. */
const inSet = (line, set) => [...line].map((c) => (c === '.' ? '' : set === 'letters' ? c : symbol(set, c)));
/** A fixture of tests/fixtures/symbols/, by its set's name. */
const readFixture = (set) => readFile(new URL(`../fixtures/symbols/${set}.txt`, import.meta.url), 'utf8');
/** The fixtures' puzzle, in letters. */
const fixture = (await readFixture('letters')).trim();
const { puzzle, solution } = puzzleWithSolution({ seed: 77, givens: 150 });
const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));

for (const set of ['hex', 'one-g', 'numbers']) {
  test(`in ${LABELS[set]}: the grid shows the set, the board keeps letters, a clash names the symbol`, async ({ page }) => {
    await open(page, puzzle);
    await chooseSymbols(page, LABELS[set]);
    await expect(page.locator('hexadoku-board')).toHaveAttribute('symbols', set);
    expect(await shownSymbols(page)).toEqual(inSet(puzzle, set));
    // The accessible name of a cell is its position; its value, the symbol shown.
    const given = puzzle.search(/[A-P]/);
    await expect(cell(page, given)).toHaveValue(symbol(set, puzzle[given]));

    // The solution's symbol typed into an empty cell: the board holds its letter.
    const [first] = empties;
    await cell(page, first).click();
    const typed = symbol(set, solution[first]);
    for (const key of typed) await page.keyboard.press(key);
    await expect(cell(page, first)).toHaveValue(typed);
    expect((await boardValue(page))[first]).toBe(solution[first]);

    // A symbol given in the row, typed in another empty cell of it, clashes, by name.
    const other = empties.find((i) => i !== first && Math.floor(i / 16) === Math.floor(given / 16));
    if (other !== undefined) {
      await cell(page, other).click();
      for (const key of symbol(set, puzzle[given])) await page.keyboard.press(key);
      await expect(status(page)).toHaveText(`${symbol(set, puzzle[given])} is already in row ${Math.floor(given / 16) + 1}.`);
      await page.keyboard.press('Backspace');
      await expect(cell(page, other)).toHaveValue('');
    }
    // A key that is no symbol of the set changes nothing.
    await page.keyboard.press(set === 'hex' ? 'G' : 'Z');
    await expect(cell(page, other ?? first)).toHaveValue(other === undefined ? typed : '');

    // Settled by Solve, every symbol shown is the solution's, and the rules hold.
    await press(page, 'Solve', 'Solved.');
    expect(await shownSymbols(page)).toEqual(inSet(solution, set));
    expect(ruleViolation(puzzle, await boardValue(page))).toBeNull();
  });
}

test('in 1–16, "1" then a digit 0–6 within a second makes 10–16 in one undoable step; later, a new number', async ({ page }) => {
  await open(page, puzzle);
  await chooseSymbols(page, '1–16');
  const [a, b] = empties;
  await cell(page, a).click();
  await page.keyboard.press('1');
  await expect(cell(page, a)).toHaveValue('1');
  await page.keyboard.press('2');
  await expect(cell(page, a)).toHaveValue('12');
  expect((await boardValue(page))[a]).toBe('L');
  // One Undo takes the 12 back whole.
  await page.keyboard.press('Control+z');
  await expect(cell(page, a)).toHaveValue('');
  await page.keyboard.press('Control+y');
  await expect(cell(page, a)).toHaveValue('12');

  // "1", a pause, then "6": the 1 is replaced by 6, not made 16.
  await cell(page, b).click();
  await page.keyboard.press('1');
  await page.waitForTimeout(1200);
  await page.keyboard.press('6');
  await expect(cell(page, b)).toHaveValue('6');
  // "0" alone is no number; "1", "0" is ten; "9" after "1" starts afresh.
  await page.keyboard.press('Backspace');
  await page.keyboard.press('0');
  await expect(cell(page, b)).toHaveValue('');
  await page.keyboard.press('1');
  await page.keyboard.press('0');
  await expect(cell(page, b)).toHaveValue('10');
  await page.keyboard.press('1');
  await page.keyboard.press('9');
  await expect(cell(page, b)).toHaveValue('9');
  expect((await boardValue(page))[b]).toBe('I');
});

for (const set of Object.keys(LABELS)) {
  test(`Copy puzzle writes the givens in ${LABELS[set]}`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, puzzle);
    await cell(page, empties[0]).click();
    await page.keyboard.press(solution[empties[0]]); // letters typed are not copied
    if (set !== 'letters') await chooseSymbols(page, LABELS[set]);
    await press(page, 'Copy puzzle', `The puzzle is copied, in ${LABELS[set]}.`);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const cells = inSet(puzzle, set).map((s) => s || '.');
    if (set === 'numbers') {
      const rows = copied.split('\n');
      expect(rows).toHaveLength(16);
      expect(rows.map((row) => row.trim().split(/\s+/))).toEqual(
        Array.from({ length: 16 }, (_, r) => cells.slice(r * 16, r * 16 + 16)),
      );
    } else {
      expect(copied).toBe(cells.join(''));
    }
  });
}

test('Copy puzzle with no givens says there is nothing to copy', async ({ page }) => {
  await openEmpty(page);
  await press(page, 'Copy puzzle', 'There is nothing to copy yet: the grid has no givens.');
});

test('the element\'s symbols attribute and property: shown and typed in the set, value in letters', async ({ page }) => {
  await openPage(page);
  const board = await addBoard(page, 's', { puzzle, symbols: 'one-g' });
  const shown = () => board.locator('[role="gridcell"] input').evaluateAll((inputs) => inputs.map((i) => i.value));
  await expect.poll(shown).toEqual(inSet(puzzle, 'one-g'));
  expect(await board.evaluate((b) => b.symbols)).toBe('one-g');
  await board.evaluate((b) => {
    b.symbols = 'numbers';
  });
  await expect(board).toHaveAttribute('symbols', 'numbers');
  expect(await shown()).toEqual(inSet(puzzle, 'numbers'));
  await board.evaluate((b) => b.setAttribute('symbols', 'roman'));
  expect(await board.evaluate((b) => b.symbols)).toBe('letters');
  expect(await shown()).toEqual(inSet(puzzle, 'letters'));
  expect(await board.evaluate((b) => b.value)).toBe(puzzle);
});

/** The words of `text`: runs of letters and digits, so that "on 12" has a word "12". */
const words = (text) => text.split(/[^0-9A-Za-z]+/);

test('in 1–16, Hint names its letter by number at every level, never by a letter A–P', async ({ page }) => {
  await open(page, puzzle);
  await chooseSymbols(page, '1–16');
  const step = hint(puzzle, { givens: puzzle, symbols: 'numbers' });
  expect(step.status).toBe('step');
  const [placed] = step.placements;
  expect(words(step.explanation)).toContain(symbol('numbers', placed.letter));
  // The page's sentences are the engine's in numbers, not in letters.
  expect(step.explanation).not.toBe(hint(puzzle, { givens: puzzle }).explanation);
  await press(page, 'Hint', step.vague);
  await press(page, 'More', step.concrete);
  await press(page, 'Apply', step.explanation);
  // No word is a letter A–P, but the article "A" opening a sentence.
  for (const text of [step.vague, step.concrete, step.explanation]) {
    expect(text.replace(/(^|\. )A /g, '$1')).not.toMatch(/\b[A-P]\b/);
  }
  // The step was made in letters: the board holds the letter, the cell shows its number.
  expect((await boardValue(page))[placed.row * 16 + placed.col]).toBe(placed.letter);
  await expect(cell(page, placed.row * 16 + placed.col)).toHaveValue(symbol('numbers', placed.letter));
});

test('a hint being given goes when the set shown changes, its sentence with it: Hint then gives it in the new set', async ({ page }) => {
  await open(page, puzzle);
  const inLetters = hint(puzzle, { givens: puzzle });
  await press(page, 'Hint', inLetters.vague);
  await expect(button(page, 'More')).toBeVisible();
  await chooseSymbols(page, '1–16');
  await expect(button(page, 'More')).toBeHidden();
  await expect(button(page, 'Apply')).toBeHidden();
  await expect(status(page)).toHaveText('');
  const inNumbers = hint(puzzle, { givens: puzzle, symbols: 'numbers' });
  await press(page, 'Hint', inNumbers.vague);
  await press(page, 'More', inNumbers.concrete);
  expect(inNumbers.concrete).not.toBe(inLetters.concrete);
});

test('a step\'s explanation in letters is not left among numbers: another set clears the status line', async ({ page }) => {
  await open(page, puzzle);
  const step = hint(puzzle, { givens: puzzle });
  await press(page, 'Hint', step.vague);
  await press(page, 'Apply', step.explanation);
  await chooseSymbols(page, '1–16');
  await expect(status(page)).toHaveText('');
  // Another setting, the set unchanged, leaves what the status line says.
  await press(page, 'Check', 'Every letter entered agrees with the solution.');
  const dialog = await openSettings(page);
  await dialog.getByRole('checkbox', { name: 'Show the timer' }).uncheck();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(status(page)).toHaveText('Every letter entered agrees with the solution.');
});

test('a hint sought in letters while the set becomes 1–16 is not offered: Hint is to be pressed again', async ({ page }) => {
  await open(page, puzzle);
  // The hint's answer is held back until the set has changed, as a slow search would be.
  await page.locator('hexadoku-board').evaluate((board) => {
    const find = board.findHint.bind(board);
    board.findHint = async (options) => {
      const step = await find(options);
      await new Promise((resolve) => {
        window.releaseHint = resolve;
      });
      return step;
    };
  });
  await button(page, 'Hint').click();
  await page.waitForFunction(() => typeof window.releaseHint === 'function');
  await chooseSymbols(page, '1–16');
  await page.evaluate(() => window.releaseHint());
  await expect(status(page)).toHaveText('The symbols changed while the hint was sought; press Hint again.');
  await expect(button(page, 'More')).toBeHidden();
});

test('in 1–16, a note that lost the letter the solution needs is named by number', async ({ page }) => {
  await open(page, puzzle);
  await choose(page, 'Fill notes');
  const [target] = empties;
  await cell(page, target).click();
  await page.keyboard.press(`Shift+${solution[target]}`);
  await chooseSymbols(page, '1–16');
  const number = symbol('numbers', solution[target]);
  await press(page, 'Hint', `${cellName(target)} no longer has ${number}, but ${number} belongs there.`);
});

test('a board of the element in 0–F says its hint in 0–F, at every level', async ({ page }) => {
  await openPage(page);
  const board = await addBoard(page, 'h', { puzzle, symbols: 'hex', controls: 'hint' });
  // The puzzle is read by the engine: hinted before, the board would change under the hint.
  await expect.poll(() => board.evaluate((b) => b.value)).toBe(puzzle);
  const step = hint(puzzle, { givens: puzzle, symbols: 'hex' });
  expect(step.explanation).not.toBe(hint(puzzle, { givens: puzzle }).explanation);
  // The element's own Hint, More and Apply: a level at a time.
  await board.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(board.getByRole('status')).toHaveText(step.vague);
  await board.getByRole('button', { name: 'More', exact: true }).click();
  await expect(board.getByRole('status')).toHaveText(step.concrete);
  await expect(board.getByRole('button', { name: 'More', exact: true })).toBeDisabled();
  await board.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(board.getByRole('status')).toHaveText(step.explanation);
  await expect(board.getByRole('button', { name: 'Apply', exact: true })).toBeHidden();
  const [placed] = step.placements;
  expect(words(step.explanation)).toContain(symbol('hex', placed.letter));
});

// Pasting a puzzle in each set: the core's parser works out the set and reads it.
for (const set of Object.keys(LABELS)) {
  test(`a puzzle in ${LABELS[set]} (tests/fixtures/symbols/${set}.txt), pasted, loads as the same puzzle`, async ({ page }) => {
    const text = await readFixture(set);
    const { status: solved, solution } = solveInNode(fixture);
    expect(solved).toBe('unique');
    await open(page);
    await paste(page, text, cell(page, 0));
    await expect(status(page)).toHaveText('Puzzle pasted.');
    expect((await readGrid(page)).letters).toBe(fixture);
    // Shown in the set it came in, once chosen; and solved to a grid that keeps the rules.
    if (set !== 'letters') {
      await chooseSymbols(page, LABELS[set]);
      expect(await shownSymbols(page)).toEqual(inSet(fixture, set));
    }
    await press(page, 'Solve', 'Solved.');
    const value = await boardValue(page);
    expect(value).toBe(solution);
    expect(ruleViolation(fixture, value)).toBeNull();
  });
}
