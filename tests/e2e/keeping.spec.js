// Nothing the player typed is lost: the notes a wrong letter took come back when it is
// erased, the undo history outlives a reload, a shared game opens on top of the one in
// progress, a link or a save that cannot be read is told and loses nothing else, and a
// storage that refuses to save is said once.

import { test, expect } from '@playwright/test';
import { gameLink } from '../../www/app/game-link.js';
import { EMPTY, button, cell, open, peersOf, place, plausibleMistake, press, puzzleWithSolution, readGrid, ready, status, choose } from './support.js';

const BOARD_KEY = 'hexadoku.board';
const TIMER_KEY = 'hexadoku.timer';
const ASIDE = '.unreadable';

/** Types `letter` into cell `index`. */
async function type(page, index, letter) {
  await cell(page, index).click();
  await page.keyboard.press(letter);
}

/** Opens `puzzle` and types the solution's letter into its first `count` empty cells: the letters then. */
async function openAndType(page, puzzle, solution, count = 2) {
  await open(page, puzzle);
  const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
  for (const i of empties.slice(0, count)) await type(page, i, solution[i]);
  return (await readGrid(page)).letters;
}

/** What local storage holds under `key`, read in the page. */
const stored = (page, key) => page.evaluate((key) => localStorage.getItem(key), key);

test('a wrong letter erased gives its peers their notes back, and Check and Hint find nothing to blame', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 71, givens: 150 });
  await open(page, puzzle);
  await choose(page, 'Fill notes');
  const before = await readGrid(page);
  const { index, letter } = plausibleMistake(puzzle, solution);
  const peers = [...peersOf(index)];
  const holding = peers.filter((i) => before[i].marks.includes(letter));
  expect(holding.length, 'some peers have the note the mistake takes').toBeGreaterThan(0);

  await type(page, index, letter);
  let grid = await readGrid(page);
  expect(holding.filter((i) => grid[i].marks.includes(letter))).toEqual([]);
  await page.keyboard.press('Backspace');
  grid = await readGrid(page);
  expect(grid.map((c) => c.marks)).toEqual(before.map((c) => c.marks));

  // Changed for another wrong letter, then for the right one: still every note as written.
  const other = [...'ABCDEFGHIJKLMNOP'].find((l) => l !== letter && l !== solution[index] && before[index].marks.includes(l));
  if (other) await type(page, index, other);
  await type(page, index, letter);
  await type(page, index, solution[index]);
  grid = await readGrid(page);
  // The right letter takes its own note out of its peers, and no other.
  const expected = before.map((c, i) => (i === index ? '' : peers.includes(i) ? c.marks.replace(solution[index], '') : c.marks));
  expect(grid.map((c) => c.marks)).toEqual(expected);
  await page.keyboard.press('Backspace');

  await press(page, 'Check', 'No letters entered yet; every note keeps the letter that belongs there.');
  await button(page, 'Hint').click();
  await expect(button(page, 'More')).toBeVisible();
  await expect(status(page)).not.toContainText('no longer has');
});

test('a reload keeps the letters, the notes and what Undo and Redo go through', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 72, givens: 150 });
  const typed = await openAndType(page, puzzle, solution, 3);
  const noted = [...puzzle].findLastIndex((c) => c === '.');
  await cell(page, noted).click();
  await page.keyboard.press('Shift+B');
  const before = await readGrid(page);
  expect(before[noted].marks).toBe('B');

  await page.reload();
  await ready(page);
  const after = await readGrid(page);
  expect(after.letters).toBe(typed);
  expect(after.map((c) => c.marks)).toEqual(before.map((c) => c.marks));
  await expect(status(page)).toHaveText('');

  await button(page, 'Undo').click();
  await expect.poll(async () => (await readGrid(page))[noted].marks).toBe('');
  await button(page, 'Undo').click();
  const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
  await expect.poll(async () => (await readGrid(page)).letters).toBe(place(typed, empties[2], '.'));
  // Undone, then reloaded: Redo still goes forward.
  await page.reload();
  await ready(page);
  await button(page, 'Redo').click();
  await expect.poll(async () => (await readGrid(page)).letters).toBe(typed);
  await button(page, 'Redo').click();
  await expect.poll(async () => (await readGrid(page))[noted].marks).toBe('B');
  await press(page, 'Solve', 'Solved.');
  expect((await readGrid(page)).letters).toBe(solution);
});

test('a shared game opens on top of the game in progress, and Undo brings that back', async ({ page }) => {
  const mine = puzzleWithSolution({ seed: 73, givens: 150 });
  const typed = await openAndType(page, mine.puzzle, mine.solution);
  const theirs = puzzleWithSolution({ seed: 74, givens: 150 });
  const empty = theirs.puzzle.indexOf('.');
  const link = gameLink({ givens: theirs.puzzle, entries: place(EMPTY, empty, theirs.solution[empty]), notes: new Array(256).fill(0) });
  const shared = place(theirs.puzzle, empty, theirs.solution[empty]);

  // Followed on the open page, then opened afresh: each time, Undo goes back to mine.
  for (const fresh of [false, true]) {
    if (fresh) await page.goto('about:blank');
    await page.goto(`index.html#${link}`);
    await ready(page);
    await expect(status(page)).toHaveText(/^Game loaded from the address/);
    await expect.poll(async () => (await readGrid(page)).letters).toBe(shared);
    await button(page, 'Undo').click();
    await expect.poll(async () => (await readGrid(page)).letters).toBe(typed);
    expect((await readGrid(page)).filter((c) => c.source === 'yours')).toHaveLength(2);
  }
  await button(page, 'Redo').click();
  await expect.poll(async () => (await readGrid(page)).letters).toBe(shared);
});

test('a game link that cannot be read says why and leaves the game saved as it was', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 75, givens: 150 });
  const typed = await openAndType(page, puzzle, solution);
  const savedBefore = await stored(page, BOARD_KEY);
  const clashing = place(place(EMPTY, 0, 'A'), 1, 'A');
  const links = {
    'its givens clash, or there are none': [`${clashing}~${EMPTY}`, `${EMPTY}~${place(EMPTY, 3, 'C')}`],
    'the game in it is cut short or damaged': [`${puzzle}~${EMPTY}~!!`, `${puzzle}~${EMPTY.slice(9)}`],
  };
  for (const [why, hashes] of Object.entries(links)) {
    for (const hash of hashes) {
      for (const fresh of [false, true]) {
        if (fresh) await page.goto('about:blank');
        await page.goto(`index.html#${hash}`);
        await ready(page);
        await expect(status(page)).toHaveText(`The puzzle in the address cannot be read: ${why}.`);
        expect((await readGrid(page)).letters).toBe(typed);
        expect(await stored(page, BOARD_KEY)).toBe(savedBefore);
      }
    }
  }
  // And the game plays on from there.
  await button(page, 'Undo').click();
  await expect.poll(async () => (await readGrid(page)).letters).not.toBe(typed);
});

test('a damaged save keeps what can be read, says what was left out, and sets the copy aside', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 76, givens: 150 });
  const typed = await openAndType(page, puzzle, solution);
  await choose(page, 'Fill notes');
  const good = JSON.parse(await stored(page, BOARD_KEY));
  const noted = puzzle.lastIndexOf('.');
  const damage = {
    'your notes': { ...good, board: { ...good.board, notes: good.board.notes.with(noted, 1 << 16) } },
    'your colour marks': { ...good, board: { ...good.board, markColours: good.board.markColours.slice(1) } },
  };
  for (const [part, value] of Object.entries(damage)) {
    const text = JSON.stringify(value);
    await reopenWith(page, { [BOARD_KEY]: text });
    await expect(status(page)).toHaveText(
      `Part of your saved game could not be read: ${part} left out, the rest kept; the copy as it was is kept in this browser's local storage, under ${BOARD_KEY}${ASIDE}.`,
    );
    const grid = await readGrid(page);
    expect(grid.letters).toBe(typed);
    expect(grid[noted].marks === '').toBe(part === 'your notes');
    expect(await stored(page, BOARD_KEY + ASIDE)).toBe(text);
  }

  // A time that cannot be one: the clock starts again, and says nothing absurd.
  const time = JSON.stringify({ givens: puzzle, elapsed: 1e300 });
  await reopenWith(page, { [BOARD_KEY]: JSON.stringify(good), [TIMER_KEY]: time });
  await expect(status(page)).toContainText('the time spent left out');
  await expect(page.locator('#time')).toHaveText(/^0:0\d$/);
  expect((await readGrid(page)).letters).toBe(typed);
  expect(await stored(page, TIMER_KEY + ASIDE)).toBe(time);

  // Garbage: a new game, nothing else lost.
  await reopenWith(page, { [BOARD_KEY]: '{"board": [1, 2' });
  await expect(status(page)).toHaveText(/^Your saved game could not be read, so a new one starts/);
  expect((await readGrid(page)).letters).toBe(EMPTY);
  expect(await stored(page, BOARD_KEY + ASIDE)).toBe('{"board": [1, 2');
  await type(page, 0, 'A');
  expect(await stored(page, BOARD_KEY + ASIDE)).toBe('{"board": [1, 2');
});

/** Opens the page afresh, on no link, with local storage holding `entries` (and nothing else of the game). */
async function reopenWith(page, entries) {
  // From a page of the site that is not the app, which would save as it goes.
  await page.goto('www/app/style.css');
  await page.evaluate((entries) => {
    localStorage.removeItem('hexadoku.timer');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, entries);
  await open(page);
}

test('a storage that refuses to save is said once, and the letters stay on the board', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    // Every sentence the board is given, in order.
    window.said = [];
    customElements.whenDefined('hexadoku-board').then(() => {
      const board = customElements.get('hexadoku-board').prototype;
      const say = board.say;
      board.say = function (text) {
        window.said.push(text);
        return say.call(this, text);
      };
    });
  });
  const { puzzle, solution } = puzzleWithSolution({ seed: 77, givens: 150 });
  const typed = await openAndType(page, puzzle, solution, 4);
  expect(typed).not.toBe(puzzle);
  const sentence = 'Your progress cannot be saved in this browser (storage is full): copy the puzzle with Share game to keep it.';
  const said = await page.evaluate(() => window.said);
  expect(said.filter((text) => text === sentence)).toHaveLength(1);
  expect((await readGrid(page)).letters).toBe(typed);
});
