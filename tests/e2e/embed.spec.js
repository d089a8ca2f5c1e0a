// The embedding example (www/embed/embed.html), as a visitor and a web author see it: the two
// lines it shows are the ones it uses, its four boards load their puzzles and work
// independently under its strict Content-Security-Policy, and its form submits a solved
// grid only.

import { test, expect } from '@playwright/test';
import { parseInNode, readGrid, ruleViolation, solveInNode } from './support.js';

/**
 * Opens the page; its errors (a CSP violation among them, or a file not found) are
 * collected in the list returned, which the tests expect to stay empty. The browser's own
 * request for /favicon.ico, which the page does not name, is not one of them.
 */
async function openEmbed(page) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('www/embed/embed.html');
  const boards = ['play', 'shown', 'marked', 'answer'];
  for (const id of boards) {
    const board = page.locator(`#${id}`);
    const puzzle = parseInNode(await board.getAttribute('puzzle'));
    await expect.poll(() => board.evaluate((element) => element.value), `${id} loads its puzzle`).toBe(puzzle);
  }
  return errors;
}

const board = (page, id) => page.locator(`#${id}`);
const value = (page, id) => board(page, id).evaluate((element) => element.value);

test('the page shows the two lines it embeds with, and its boards load under its CSP', async ({ page }) => {
  const errors = await openEmbed(page);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp).toContain("style-src 'self'");

  const code = await page.locator('header pre code').textContent();
  const lines = code.split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe('<script type="module" src="../hexadoku-board.js"></script>');
  const puzzle = await board(page, 'play').getAttribute('puzzle');
  expect(lines[1]).toBe(`<hexadoku-board puzzle="${puzzle}" controls="solve hint check"></hexadoku-board>`);
  // The script the first line names is the one the page loads.
  expect(await page.locator('script[src="../hexadoku-board.js"]').count()).toBe(1);

  // Each board as its attributes say: buttons, read-only cells, pencil marks.
  await expect(board(page, 'play').getByRole('button')).toHaveText(['Solve', 'Hint', 'Check']);
  await expect(board(page, 'shown').getByRole('button')).toHaveCount(0);
  expect((await readGrid(board(page, 'shown'))).every((cell) => cell.readOnly)).toBe(true);
  const marked = await readGrid(board(page, 'marked'));
  expect(marked.filter((cell) => cell.letter === '.').every((cell) => cell.marks !== '')).toBe(true);
  expect((await readGrid(board(page, 'play'))).every((cell) => cell.marks === '')).toBe(true);
  expect(errors).toEqual([]);
});

test('the boards are independent: solving, hints and typing in one leave the others', async ({ page }) => {
  const errors = await openEmbed(page);
  const before = {};
  for (const id of ['play', 'shown', 'marked', 'answer']) before[id] = await value(page, id);

  await board(page, 'play').getByRole('button', { name: 'Solve' }).click();
  await expect(board(page, 'play').getByRole('status')).toHaveText('Solved.');
  const solved = await value(page, 'play');
  expect(ruleViolation(before.play, solved)).toBeNull();

  // Hint reveals where to look; Apply makes the step.
  await board(page, 'marked').getByRole('button', { name: 'Hint' }).click();
  await board(page, 'marked').getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => value(page, 'marked')).not.toBe(before.marked);
  const { solution } = solveInNode(before.marked);
  const hinted = await value(page, 'marked');
  for (let i = 0; i < 256; i++) if (hinted[i] !== '.') expect(hinted[i]).toBe(solution[i]);

  // The read-only board takes no letter.
  const empty = before.shown.indexOf('.');
  await board(page, 'shown').getByLabel(`R${Math.floor(empty / 16) + 1}C${(empty % 16) + 1}`, { exact: true }).click();
  await page.keyboard.press('A');

  expect(await value(page, 'play')).toBe(solved);
  expect(await value(page, 'shown')).toBe(before.shown);
  expect(await value(page, 'answer')).toBe(before.answer);
  expect(await value(page, 'marked')).toBe(hinted);
  expect(errors).toEqual([]);
});

test('the form submits the grid under its name once it is solved, and Reset starts it again', async ({ page }) => {
  const errors = await openEmbed(page);
  const answer = board(page, 'answer');
  const puzzle = await value(page, 'answer');
  const output = page.locator('#submitted');
  const submit = page.getByRole('button', { name: 'Submit' });

  // Unsolved and required: the browser does not submit.
  await submit.click();
  await expect(output).toHaveText('nothing yet');
  expect(await answer.evaluate((element) => element.validity.valueMissing)).toBe(true);

  // Typed in, each letter from the solution the engine finds in Node.
  const { status, solution } = solveInNode(puzzle);
  expect(status).toBe('unique');
  for (let i = 0; i < 256; i++) {
    if (puzzle[i] !== '.') continue;
    await answer.getByLabel(`R${Math.floor(i / 16) + 1}C${(i % 16) + 1}`, { exact: true }).click();
    await page.keyboard.press(solution[i]);
  }
  await expect(answer.getByRole('status')).toHaveText('Solved: every row, column and box holds each letter once.');
  await submit.click();
  const submitted = await output.textContent();
  expect(submitted).toHaveLength(256);
  expect(ruleViolation(puzzle, submitted)).toBeNull();
  expect(submitted).toBe(await value(page, 'answer'));

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(output).toHaveText('nothing yet');
  expect(await value(page, 'answer')).toBe(puzzle);
  expect(errors).toEqual([]);
});
