// The element in other languages: <hexadoku-board> speaks the language of its `lang`,
// inherited from the nearest ancestor or the document, and changes live when it changes;
// two boards of one English page, in Chinese and in German, each speak their own: their
// controls, labels, status line and hints, axe-clean. What each should say is the
// catalogue's (www/words/generated/<lang>/board.js, made from words/<lang>/board.ftl).

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import * as English from '../../www/words/generated/en/board.js';
import * as German from '../../www/words/generated/de/board.js';
import * as Chinese from '../../www/words/generated/zh-Hans/board.js';
import { addBoard, openPage, puzzleWithSolution, readGrid, ruleViolation } from './support.js';

const CONTROLS = 'solve hint check undo';
const HAN = /\p{Script=Han}/u;

/** The labels of `board`'s toolbar buttons shown, and its regions' names. */
async function labels(board) {
  return board.evaluate((element) => {
    const root = element.shadowRoot;
    return {
      buttons: [...root.querySelectorAll('.toolbar button:not([hidden])')].map((button) => button.textContent),
      toolbar: root.querySelector('.toolbar').getAttribute('aria-label'),
      grid: root.querySelector('.grid').getAttribute('aria-label'),
    };
  });
}

/** What `words` (a catalogue) says the toolbar of CONTROLS and the regions are called. */
const expected = (words) => ({
  buttons: [words.solve, words.hint, words.check, words.undo],
  toolbar: words.toolbar,
  grid: words.grid,
});

test('two boards on an English page, lang="zh-Hans" and lang="de", each speak their own language, hints too', async ({ page }) => {
  // Three boards, three hints, two solves and two axe analyses: more than a test's usual 30 s on a busy machine.
  test.setTimeout(120_000);
  const { puzzle, solution } = puzzleWithSolution({ seed: 61 });
  await openPage(page);
  const chinese = await addBoard(page, 'chinese', { lang: 'zh-Hans', puzzle, controls: CONTROLS });
  const german = await addBoard(page, 'german', { lang: 'de', puzzle, controls: CONTROLS });
  const english = await addBoard(page, 'english', { puzzle, controls: CONTROLS });
  await expect.poll(() => labels(chinese)).toEqual(expected(Chinese));
  await expect.poll(() => labels(german)).toEqual(expected(German));
  expect(await labels(english)).toEqual(expected(English));

  // A hint, in each board's language: its sentence in the status line, More's level too.
  const said = {};
  for (const [name, board] of [['zh', chinese], ['de', german], ['en', english]]) {
    await board.getByRole('button', { name: { zh: Chinese, de: German, en: English }[name].hint, exact: true }).click();
    const status = board.getByRole('status');
    await expect(status).not.toHaveText('');
    said[name] = await status.textContent();
  }
  expect(said.zh).toMatch(HAN);
  expect(said.de).not.toEqual(said.en);
  expect(said.de).not.toMatch(HAN);

  // Solve: "Solved." in each language, and a grid that keeps the rules.
  for (const [words, board] of [[Chinese, chinese], [German, german]]) {
    await board.getByRole('button', { name: words.solve, exact: true }).click();
    await expect(board.getByRole('status')).toHaveText(words.solved);
    const { letters } = await readGrid(board);
    expect(ruleViolation(puzzle, letters)).toBeNull();
    expect(letters).toBe(solution);
  }

  for (const board of [chinese, german]) {
    const found = await new AxeBuilder({ page }).include(`#${await board.getAttribute('id')}`).analyze();
    expect(found.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
});

test("a board speaks its ancestor's or the document's language, follows it live, and its own lang wins", async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 62 });
  await openPage(page);
  await page.evaluate(() => {
    const wrapper = document.createElement('div');
    wrapper.id = 'wrapper';
    wrapper.lang = 'de-AT';
    document.body.append(wrapper);
  });
  const board = await addBoard(page, 'inherits', { puzzle, controls: CONTROLS }, '#wrapper');
  await expect.poll(() => labels(board)).toEqual(expected(German));

  // The ancestor's language changes: the board follows, its cells' names too.
  await page.evaluate(() => (document.getElementById('wrapper').lang = 'zh-CN'));
  await expect.poll(() => labels(board)).toEqual(expected(Chinese));
  const described = await board.evaluate((element) => element.shadowRoot.querySelector('.grid input').getAttribute('aria-description'));
  expect([Chinese.sourceGiven, Chinese.sourceEmpty]).toContain(described);

  // Its own lang wins; taken away, the ancestor's again; a language not Hexadoku's is English.
  await board.evaluate((element) => (element.lang = 'de'));
  await expect.poll(() => labels(board)).toEqual(expected(German));
  await board.evaluate((element) => element.removeAttribute('lang'));
  await expect.poll(() => labels(board)).toEqual(expected(Chinese));
  await page.evaluate(() => document.getElementById('wrapper').removeAttribute('lang'));
  await expect.poll(() => labels(board)).toEqual(expected(English));
  await page.evaluate(() => (document.documentElement.lang = 'de'));
  await expect.poll(() => labels(board)).toEqual(expected(German));
  await page.evaluate(() => (document.documentElement.lang = 'fr'));
  await expect.poll(() => labels(board)).toEqual(expected(English));

  // The engine's answers in the board's language: Check finds nothing entered, in German.
  await board.evaluate((element) => (element.lang = 'de'));
  await expect.poll(() => labels(board)).toEqual(expected(German));
  await board.getByRole('button', { name: German.check, exact: true }).click();
  await expect(board.getByRole('status')).toHaveText(German.checkedNothingEntered);
});

test("a board whose engine cannot load says which file failed and why in its own language, and the console names them", async ({ page, context }) => {
  const { engineModuleFailed: chineseFailed } = await import('../../www/words/generated/zh-Hans/engine.js');
  const { engineModuleFailed: germanFailed } = await import('../../www/words/generated/de/engine.js');
  const { puzzle } = puzzleWithSolution({ seed: 213, givens: 150 });
  const logged = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await context.route('**/pkg/solver/hexadoku_solver_bg.wasm', (route) => route.fulfill({ status: 404, body: 'missing' }));
  await openPage(page);
  const wasmUrl = new URL('/pkg/solver/hexadoku_solver_bg.wasm', page.url()).href;
  for (const [lang, failed, solve] of [['zh-Hans', chineseFailed, Chinese.solve], ['de', germanFailed, German.solve]]) {
    // Its language first, as a page's HTML gives every attribute at once: the puzzle is
    // read (and fails) as soon as it is set.
    const board = await addBoard(page, `broken-${lang}`, { lang, puzzle, controls: 'solve' });
    await board.getByRole('button', { name: solve, exact: true }).click();
    const said = failed(wasmUrl, 'HTTP 404 Not Found');
    await expect(board.getByRole('status')).toHaveText(`${said.charAt(0).toUpperCase()}${said.slice(1)}.`.replace(/。\.$/, '。'));
  }
  expect(logged.some((line) => line.includes(wasmUrl) && line.includes('HTTP 404 Not Found'))).toBe(true);
});
