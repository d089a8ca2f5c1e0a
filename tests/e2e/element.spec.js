// The <hexadoku-board> element as an embedding page uses it, on a page of its own
// (tests/e2e/element.html, which adds boards and records the events that reach the
// document): every attribute and its property, every property, method and event, a
// puzzle that cannot be read, several boards side by side, forms, the keyboard alone,
// and theming through parts and custom properties with nothing leaking either way. Every
// solution seen is checked against the rules, and steps against the engine's in Node.

import { test, expect } from '@playwright/test';
import {
  EMPTY,
  addBoard,
  asRows,
  cellLabel,
  cellName,
  hint,
  openPage,
  parseInNode,
  paste,
  peersOf,
  place,
  plausibleMistake,
  puzzleWithSolution,
  readGrid,
  ruleViolation,
} from './support.js';

const indexOf = ({ row, col }) => row * 16 + col;

/** `board[name]` in the page. */
const property = (board, name) => board.evaluate((element, name) => element[name], name);

/** Calls `board[method](...args)` in the page and waits for its promise. */
const call = (board, method, ...args) =>
  board.evaluate((element, [method, args]) => element[method](...args), [method, args]);

/** The events recorded since the last call (and forgets them), of `board` if given. */
async function takeEvents(page, board) {
  return page.evaluate((id) => {
    const taken = window.events.filter((event) => !id || event.board === id);
    window.events = window.events.filter((event) => id && event.board !== id);
    return taken;
  }, board ? await board.getAttribute('id') : null);
}

const types = (events) => events.map((event) => event.type);

/** A board's cell, by its label. */
const cellOf = (board, index) => board.getByLabel(cellLabel(index));

/** A board's status line. */
const statusOf = (board) => board.getByRole('status');

/** Waits until `board` shows `letters`. */
const shows = (board, letters) => expect.poll(() => property(board, 'value')).toBe(letters);

test('each attribute is reflected by its property, both ways, and takes effect', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 201, givens: 150 });
  const other = puzzleWithSolution({ seed: 202, givens: 140 }).puzzle;
  await openPage(page);
  const board = await addBoard(page, 'a');

  // puzzle: empty at first; set as an attribute (in the UVA layout) or as the property.
  expect(await property(board, 'puzzle')).toBe('');
  await shows(board, EMPTY);
  const rows = Array.from({ length: 16 }, (_, r) => puzzle.slice(r * 16, r * 16 + 16).replaceAll('.', '-')).join('\n');
  await board.evaluate((element, rows) => element.setAttribute('puzzle', rows), rows);
  expect(await property(board, 'puzzle')).toBe(rows);
  await shows(board, puzzle);
  expect(await property(board, 'givens')).toBe(puzzle);
  await board.evaluate((element, other) => {
    element.puzzle = other;
  }, other);
  expect(await board.getAttribute('puzzle')).toBe(other);
  await shows(board, other);
  // Removed: the empty grid.
  await board.evaluate((element) => element.removeAttribute('puzzle'));
  expect(await property(board, 'puzzle')).toBe('');
  await shows(board, EMPTY);
  await board.evaluate((element, puzzle) => {
    element.puzzle = puzzle;
  }, puzzle);
  await shows(board, puzzle);

  // readonly ↔ readOnly: the player cannot type; scripts still can change the grid.
  const empty = puzzle.indexOf('.');
  expect(await property(board, 'readOnly')).toBe(false);
  await board.evaluate((element) => element.setAttribute('readonly', ''));
  expect(await property(board, 'readOnly')).toBe(true);
  await expect(cellOf(board, empty)).toHaveJSProperty('readOnly', true);
  await cellOf(board, empty).click();
  await page.keyboard.press('A');
  expect(await property(board, 'value')).toBe(puzzle);
  await board.evaluate((element) => {
    element.readOnly = false;
  });
  expect(await board.getAttribute('readonly')).toBeNull();
  await expect(cellOf(board, empty)).toHaveJSProperty('readOnly', false);
  await cellOf(board, empty).click();
  await page.keyboard.press('A');
  expect(await property(board, 'value')).toBe(place(puzzle, empty, 'A'));
  await page.keyboard.press('Backspace');

  // controls: the buttons named, in their own order, and no others; none by default.
  const toolbar = board.getByRole('toolbar');
  await expect(toolbar).toBeHidden();
  await expect(board.getByRole('button')).toHaveCount(0);
  await board.evaluate((element) => element.setAttribute('controls', 'clear  hint solve bogus'));
  expect(await property(board, 'controls')).toBe('clear  hint solve bogus');
  await expect(toolbar.getByRole('button')).toHaveText(['Solve', 'Hint', 'Clear']);
  await board.evaluate((element) => {
    element.controls = 'undo redo check';
  });
  expect(await board.getAttribute('controls')).toBe('undo redo check');
  await expect(toolbar.getByRole('button')).toHaveText(['Check', 'Undo', 'Redo']);
  // Read-only, the buttons that would change the grid are off; Check stays on.
  await board.evaluate((element) => element.setAttribute('readonly', ''));
  await expect(toolbar.getByRole('button', { name: 'Check' })).toBeEnabled();
  await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await board.evaluate((element) => element.setAttribute('controls', 'solve hint clear'));
  for (const name of ['Solve', 'Hint', 'Clear']) await expect(toolbar.getByRole('button', { name })).toBeDisabled();
  await board.evaluate((element) => element.removeAttribute('readonly'));
  for (const name of ['Solve', 'Hint', 'Clear']) await expect(toolbar.getByRole('button', { name })).toBeEnabled();
  await board.evaluate((element) => element.removeAttribute('controls'));
  await expect(toolbar).toBeHidden();
  expect(await property(board, 'controls')).toBe('');

  // candidates: pencil marks in the empty cells, and none without.
  const marksShown = async () => (await readGrid(board)).filter((c) => c.marks !== '').length;
  expect(await marksShown()).toBe(0);
  await board.evaluate((element) => element.setAttribute('candidates', ''));
  expect(await property(board, 'candidates')).toBe(true);
  const grid = await readGrid(board);
  for (let i = 0; i < 256; i++) expect(grid[i].marks !== '', cellName(i)).toBe(puzzle[i] === '.');
  await board.evaluate((element) => {
    element.candidates = false;
  });
  expect(await board.getAttribute('candidates')).toBeNull();
  expect(await marksShown()).toBe(0);

  // name and required, as a form control's.
  await board.evaluate((element) => {
    element.name = 'grid';
    element.required = true;
  });
  expect(await board.getAttribute('name')).toBe('grid');
  expect(await board.getAttribute('required')).toBe('');
  expect(await board.evaluate((element) => element.matches(':invalid'))).toBe(true);
  await board.evaluate((element) => element.removeAttribute('required'));
  expect(await property(board, 'required')).toBe(false);
  expect(await board.evaluate((element) => element.matches(':valid'))).toBe(true);
  // Nothing above was the player's doing but the two letters typed: one input and one
  // change each, bubbling and composed.
  const events = await takeEvents(page, board);
  expect(types(events)).toEqual(['input', 'change', 'input', 'change']);
  for (const event of events) expect(event).toMatchObject({ bubbles: true, composed: true });
});

test('a puzzle that cannot be read leaves the board as it was and fires hexadoku-error', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 203, givens: 150 });
  await openPage(page);
  const board = await addBoard(page, 'b', { puzzle });
  await shows(board, puzzle);
  const empty = puzzle.indexOf('.');
  await cellOf(board, empty).click();
  await page.keyboard.press(solution[empty]);
  const typed = place(puzzle, empty, solution[empty]);
  await takeEvents(page);

  const clashing = 'C....C' + EMPTY.slice(6);
  const cases = [place(puzzle, 40, 'Q'), puzzle.slice(0, 200), clashing, '<img src=x onerror="window.ran = 1">'];
  for (const text of cases) {
    const expected = (() => {
      try {
        parseInNode(text);
      } catch (error) {
        return error.message;
      }
      throw new Error('the text should not parse');
    })();
    await board.evaluate((element, text) => element.setAttribute('puzzle', text), text);
    await expect.poll(() => takeEvents(page, board)).toEqual([
      { type: 'hexadoku-error', board: 'b', bubbles: true, composed: true, detail: { message: `The puzzle cannot be read: ${expected}.` } },
    ]);
    await expect(statusOf(board)).toHaveText(`The puzzle cannot be read: ${expected}.`);
    expect(await property(board, 'value')).toBe(typed);
    expect((await readGrid(board))[empty].source).toBe('yours');
  }
  expect(await page.evaluate(() => window.ran)).toBeUndefined();

  // load() says the same and resolves false; a good puzzle then loads.
  expect(await call(board, 'load', 'not a puzzle')).toBe(false);
  expect(types(await takeEvents(page, board))).toEqual(['hexadoku-error']);
  expect(await property(board, 'value')).toBe(typed);
  const other = puzzleWithSolution({ seed: 204, givens: 140 }).puzzle;
  await board.evaluate((element, other) => element.setAttribute('puzzle', other), other);
  await shows(board, other);
  // Undo brings back what was typed.
  expect(await call(board, 'undo')).toBe(true);
  expect(await property(board, 'value')).toBe(typed);
});

test('value, givens and solved; solve, hint, check, clear, undo, redo and load, with their events', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 205, givens: 150 });
  await openPage(page);
  const board = await addBoard(page, 'c');
  expect(await call(board, 'load', puzzle)).toBe(true);
  expect(await property(board, 'value')).toBe(puzzle);
  expect(await property(board, 'givens')).toBe(puzzle);
  expect(await property(board, 'solved')).toBe(false);

  // hint(): the engine's step for this grid, applied and returned, with hexadoku-hint.
  const expected = hint(puzzle, { givens: puzzle });
  expect(expected.status).toBe('step');
  const step = await call(board, 'hint');
  expect(step).toEqual(expected);
  let letters = puzzle;
  for (const placement of expected.placements) letters = place(letters, indexOf(placement), placement.letter);
  expect(await property(board, 'value')).toBe(letters);
  for (const placement of expected.placements) expect(letters[indexOf(placement)]).toBe(solution[indexOf(placement)]);
  await expect(statusOf(board)).toHaveText(expected.explanation);
  expect(await takeEvents(page, board)).toEqual([
    { type: 'hexadoku-hint', board: 'c', bubbles: true, composed: true, detail: expected },
  ]);

  // value, set: the player's letters where there is no given. A mistake, then check().
  const mistake = plausibleMistake(letters, solution);
  const apart = peersOf(mistake.index);
  const right = [...letters].findIndex((c, i) => c === '.' && i !== mistake.index && !apart.has(i));
  const entered = place(place(letters, mistake.index, mistake.letter), right, solution[right]);
  await board.evaluate((element, entered) => {
    element.value = entered;
  }, entered);
  expect(await property(board, 'value')).toBe(entered);
  expect(await property(board, 'givens')).toBe(puzzle);
  expect(await call(board, 'check')).toEqual([{ row: Math.floor(mistake.index / 16), col: mistake.index % 16 }]);
  await expect(statusOf(board)).toHaveText(`1 letter differs from the solution: ${cellName(mistake.index)}.`);
  expect((await readGrid(board))[mistake.index].classes).toContain('wrong');
  // A value that is not 256 letters or dots changes nothing.
  await board.evaluate((element) => {
    element.value = 'ABC';
  });
  expect(await property(board, 'value')).toBe(entered);
  expect(types(await takeEvents(page, board))).toEqual(['hexadoku-error']);

  // solve(): the letters entered include a mistake, so there is no solution with them.
  expect(await call(board, 'solve')).toBe(false);
  expect((await takeEvents(page, board))[0].detail.message).toMatch(/no solution with the letters entered/);
  // undo() and redo() step through the changes; clear() takes the letters entered out.
  expect(await call(board, 'undo')).toBe(true);
  expect(await property(board, 'value')).toBe(letters);
  expect(await call(board, 'redo')).toBe(true);
  expect(await property(board, 'value')).toBe(entered);
  expect(await call(board, 'redo')).toBe(false);
  await call(board, 'clear');
  expect(await property(board, 'value')).toBe(puzzle);

  // solve(): a solution that keeps the rules and the givens, hexadoku-solved once.
  expect(await call(board, 'solve')).toBe(true);
  const solved = await property(board, 'value');
  expect(ruleViolation(puzzle, solved)).toBeNull();
  expect(await property(board, 'solved')).toBe(true);
  const events = await takeEvents(page, board);
  expect(events).toEqual([
    { type: 'hexadoku-solved', board: 'c', bubbles: true, composed: true, detail: { value: solved, by: 'solver' } },
  ]);
  expect(await call(board, 'hint')).toBeNull();
  await expect(statusOf(board)).toHaveText('The grid is complete.');
  expect(await call(board, 'undo')).toBe(true);
  expect(await property(board, 'solved')).toBe(false);

  // clear() twice: the whole grid, ready for a puzzle to be typed.
  await call(board, 'clear');
  expect(await property(board, 'value')).toBe(EMPTY);
  expect(await property(board, 'editing')).toBe(true);
  // An empty grid has several solutions: solve() and hint() say so, with hexadoku-error.
  expect(await call(board, 'solve')).toBe(false);
  expect(await call(board, 'hint')).toBeNull();
  const errors = await takeEvents(page, board);
  expect(types(errors)).toEqual(['hexadoku-error', 'hexadoku-error']);
  expect(errors[0].detail.message).toMatch(/more than one solution/);
  expect(errors[1].detail.message).toMatch(/more than one solution/);
  // Methods called by the page are not the player's changes: no input or change.
  expect(await call(board, 'undo')).toBe(true);
  expect(await property(board, 'value')).toBe(puzzle);
  expect(await takeEvents(page, board)).toEqual([]);
});

test('hexadoku-solved: once per completion, by the player\'s last letter or a hint, not by undo, redo or a restore', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 207, givens: 200 });
  expect(ruleViolation(puzzle, solution)).toBeNull();
  const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
  const last = empties.at(-1);
  await openPage(page);
  const board = await addBoard(page, 'f', { puzzle });
  await shows(board, puzzle);
  // Every empty cell but the last, as the player's, set by a script: not complete yet.
  const almost = place(solution, last, '.');
  await board.evaluate((element, almost) => {
    element.value = almost;
  }, almost);
  expect(types(await takeEvents(page, board))).toEqual([]);
  // The last letter, typed: solved, by the player, once.
  await cellOf(board, last).click();
  await page.keyboard.press(solution[last]);
  expect(await property(board, 'solved')).toBe(true);
  const done = { type: 'hexadoku-solved', board: 'f', bubbles: true, composed: true, detail: { value: solution, by: 'player' } };
  expect((await takeEvents(page, board)).filter((e) => e.type === 'hexadoku-solved')).toEqual([done]);
  // Typing the same letter again changes nothing; undo and redo travel, they do not complete.
  await page.keyboard.press(solution[last]);
  expect(await call(board, 'undo')).toBe(true);
  expect(await call(board, 'redo')).toBe(true);
  expect(await property(board, 'solved')).toBe(true);
  // Nor does a solved board restored.
  const saved = await property(board, 'board');
  await board.evaluate((element) => {
    element.board = { ...element.board };
  });
  expect(await property(board, 'board')).toEqual(saved);
  expect(types(await takeEvents(page, board)).filter((t) => t === 'hexadoku-solved')).toEqual([]);
  // Erased and filled again by a hint: a new completion, by the player.
  await page.keyboard.press('Backspace');
  const step = await call(board, 'hint');
  expect(step.placements).toEqual([{ row: Math.floor(last / 16), col: last % 16, letter: solution[last] }]);
  expect((await takeEvents(page, board)).filter((e) => e.type === 'hexadoku-solved')).toEqual([done]);
});

test('the engine: one shared by default, or the page\'s own', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 206, givens: 150 });
  await openPage(page);
  const first = await addBoard(page, 'd1', { puzzle });
  await addBoard(page, 'd2', { puzzle });
  await shows(first, puzzle);
  expect(await page.evaluate(() => {
    const [a, b] = document.querySelectorAll('hexadoku-board');
    return a.engine === b.engine && a.engine instanceof Engine;
  })).toBe(true);
  // A page's own engine is the one asked.
  const asked = await page.evaluate(async () => {
    const [a, b] = document.querySelectorAll('hexadoku-board');
    const own = new Engine();
    const calls = [];
    const solve = own.solve.bind(own);
    own.solve = (...args) => {
      calls.push('solve');
      return solve(...args);
    };
    a.engine = own;
    const solved = await a.solve();
    const shared = b.engine !== own;
    a.engine = null; // back to the shared one
    return { calls, solved, shared, back: a.engine === b.engine };
  });
  expect(asked).toEqual({ calls: ['solve'], solved: true, shared: true, back: true });
  expect(ruleViolation(puzzle, await property(first, 'value'))).toBeNull();
  // A solve aborted by its signal changes nothing and says so.
  const second = page.locator('#d2');
  const aborted = await second.evaluate((element) => element.solve({ signal: AbortSignal.abort() }));
  expect(aborted).toBe(false);
  await expect(statusOf(second)).toHaveText('Cancelled.');
  expect(await property(second, 'value')).toBe(puzzle);
});

test("a board whose engine cannot load says which file failed and why, in its status line and the console", async ({ page, context }) => {
  const { puzzle } = puzzleWithSolution({ seed: 207, givens: 150 });
  const logged = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await context.route('**/pkg/solver/hexadoku_solver_bg.wasm', (route) => route.fulfill({ status: 404, body: 'missing' }));
  await openPage(page);
  const board = await addBoard(page, 'broken', { puzzle, controls: 'solve' });
  await board.getByRole('button', { name: 'Solve' }).click();
  const wasmUrl = new URL('/pkg/solver/hexadoku_solver_bg.wasm', page.url()).href;
  const said = `The engine's WebAssembly module failed to load from ${wasmUrl}: HTTP 404 Not Found.`;
  await expect(statusOf(board)).toHaveText(said);
  expect(logged.some((line) => line.includes(said.slice(4, -1)))).toBe(true);
  // The puzzle waits in its attribute, unread, for an engine that loads.
  expect(await board.getAttribute('puzzle')).toBe(puzzle);
});

test('a board solves its puzzle in the background as it loads, once, and Check uses that answer; not while read-only', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 208, givens: 150 });
  const other = puzzleWithSolution({ seed: 209, givens: 150 }).puzzle;
  const mistake = plausibleMistake(puzzle, solution);
  const wrong = puzzle.slice(0, mistake.index) + mistake.letter + puzzle.slice(mistake.index + 1);
  await openPage(page);
  await addBoard(page, 'p1');
  const asked = await page.evaluate(
    async ({ puzzle, other, wrong }) => {
      const board = document.getElementById('p1');
      const engine = new Engine();
      const solved = [];
      const solve = engine.solve.bind(engine);
      engine.solve = (text, options) => {
        solved.push(text);
        return solve(text, options);
      };
      board.engine = engine;
      await board.load(puzzle);
      const afterLoad = [...solved];
      board.value = wrong;
      const differ = await board.check();
      const afterCheck = [...solved];
      board.readOnly = true;
      await board.load(other);
      const readOnly = [...solved];
      board.readOnly = false;
      return { afterLoad, differ, afterCheck, readOnly, writable: [...solved] };
    },
    { puzzle, other, wrong },
  );
  expect(asked.afterLoad, 'one solve of the givens, as the puzzle loads').toEqual([puzzle]);
  expect(asked.differ, 'Check finds the wrong letter').toHaveLength(1);
  expect(asked.afterCheck, 'Check asked nothing more').toEqual([puzzle]);
  expect(asked.readOnly, 'a read-only board asks nothing').toEqual([puzzle]);
  expect(asked.writable, 'until the player may play').toEqual([puzzle, other]);
});

test('two boards are independent: typing, solving and undoing in one leaves the other', async ({ page }) => {
  const one = puzzleWithSolution({ seed: 207, givens: 150 });
  const two = puzzleWithSolution({ seed: 208, givens: 150 });
  await openPage(page);
  const a = await addBoard(page, 'one', { puzzle: one.puzzle, controls: 'solve undo' });
  const b = await addBoard(page, 'two', { puzzle: two.puzzle, controls: 'solve undo' });
  await shows(a, one.puzzle);
  await shows(b, two.puzzle);

  // A cell empty on both boards.
  const empty = [...one.puzzle].findIndex((c, i) => c === '.' && two.puzzle[i] === '.');
  await cellOf(a, empty).click();
  await page.keyboard.press(one.solution[empty]);
  expect(await property(a, 'value')).toBe(place(one.puzzle, empty, one.solution[empty]));
  expect(await property(b, 'value')).toBe(two.puzzle);
  // The same cell of the other board is its own.
  await expect(cellOf(b, empty)).toHaveValue('');

  await a.getByRole('button', { name: 'Solve' }).click();
  await expect(statusOf(a)).toHaveText('Solved.');
  expect(ruleViolation(one.puzzle, await property(a, 'value'))).toBeNull();
  expect(await property(b, 'value')).toBe(two.puzzle);
  await expect(statusOf(b)).toHaveText('');

  await b.getByRole('button', { name: 'Solve' }).click();
  await expect(statusOf(b)).toHaveText('Solved.');
  expect(ruleViolation(two.puzzle, await property(b, 'value'))).toBeNull();
  await b.getByRole('button', { name: 'Undo' }).click();
  expect(await property(b, 'value')).toBe(two.puzzle);
  expect(ruleViolation(one.puzzle, await property(a, 'value'))).toBeNull();
  // The buttons were the player's: input and change from the board pressed, solved once
  // each (as the change is made, before its input and change).
  expect(types(await takeEvents(page, a))).toEqual(['input', 'change', 'hexadoku-solved', 'input', 'change']);
  expect(types(await takeEvents(page, b))).toEqual(['hexadoku-solved', 'input', 'change', 'input', 'change']);
});

test('in a form: submitted under its name, invalid while unsolved when required, reset to its puzzle', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 209, givens: 200 });
  await openPage(page);
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.id = 'form';
    const fieldset = document.createElement('fieldset');
    form.append(fieldset);
    document.body.append(form);
  });
  const named = await addBoard(page, 'named', { puzzle, name: 'grid', required: '' }, '#form fieldset');
  await addBoard(page, 'unnamed', { puzzle }, '#form fieldset');
  await shows(named, puzzle);
  const formData = () => page.evaluate(() => [...new FormData(document.getElementById('form'))]);
  const validity = () =>
    named.evaluate((element) => ({
      form: element.form?.id,
      valid: element.form.checkValidity(),
      valueMissing: element.validity.valueMissing,
      message: element.validationMessage,
      invalid: element.matches(':invalid'),
    }));

  // Unsolved: the value is submitted (only the named board's), and the form is invalid.
  expect(await formData()).toEqual([['grid', puzzle]]);
  expect(await validity()).toEqual({ form: 'form', valid: false, valueMissing: true, message: 'Fill every cell of the puzzle.', invalid: true });

  // The player fills it by keyboard, the engine's solution in Node, typed cell by cell.
  const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
  for (const i of empties) {
    await cellOf(named, i).click();
    await page.keyboard.press(solution[i]);
  }
  const value = await property(named, 'value');
  expect(ruleViolation(puzzle, value)).toBeNull();
  expect(await formData()).toEqual([['grid', value]]);
  expect(await validity()).toMatchObject({ valid: true, valueMissing: false, invalid: false });

  // A clash: full, but not right; still invalid.
  const [x, y] = empties;
  await board_swap(page, named, x, y, value);
  expect(await validity()).toMatchObject({ valid: false, invalid: true });

  // Reset: back to the puzzle attribute, nothing entered.
  await page.evaluate(() => document.getElementById('form').reset());
  expect(await property(named, 'value')).toBe(puzzle);
  expect(await formData()).toEqual([['grid', puzzle]]);

  // A disabled fieldset: nothing submitted, and the player cannot type.
  await page.evaluate(() => {
    document.querySelector('#form fieldset').disabled = true;
  });
  expect(await formData()).toEqual([]);
  await cellOf(named, x).click({ force: true });
  await page.keyboard.press(solution[x]);
  expect(await property(named, 'value')).toBe(puzzle);
});

/** Types cell `y`'s letter into `x` and `x`'s into `y` of the full grid `value`. */
async function board_swap(page, board, x, y, value) {
  for (const [cell, letter] of [[x, value[y]], [y, value[x]]]) {
    await cellOf(board, cell).click();
    await page.keyboard.press(letter);
  }
}

test('keyboard only: Tab into the grid, arrows, letters, Backspace, Ctrl+Z, and Tab out', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 210, givens: 150 });
  await openPage(page);
  const board = await addBoard(page, 'keys', { puzzle, controls: 'check' });
  await page.evaluate(() => {
    const after = document.createElement('button');
    after.textContent = 'After the board';
    document.body.append(after);
  });
  await shows(board, puzzle);
  const focused = () => board.evaluate((element) => element.shadowRoot.activeElement?.getAttribute('aria-label') ?? element.shadowRoot.activeElement?.textContent ?? null);

  // From the page's last control before the board: Tab to its Check button, then the grid.
  await page.getByRole('button', { name: 'A button of the page' }).focus();
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('Check');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('R1C1');

  // To the first empty cell with the arrows, a letter, then Backspace.
  const empty = puzzle.indexOf('.');
  for (let i = 0; i < Math.floor(empty / 16); i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < empty % 16; i++) await page.keyboard.press('ArrowRight');
  expect(await focused()).toBe(cellName(empty));
  await page.keyboard.press(solution[empty].toLowerCase());
  expect(await property(board, 'value')).toBe(place(puzzle, empty, solution[empty]));
  await page.keyboard.press('Backspace');
  expect(await property(board, 'value')).toBe(puzzle);
  await page.keyboard.press('Control+z');
  expect(await property(board, 'value')).toBe(place(puzzle, empty, solution[empty]));
  await page.keyboard.press('Control+y');
  expect(await property(board, 'value')).toBe(puzzle);
  // A given does not change, and the board says why.
  await page.keyboard.press('Control+Home');
  const given = puzzle.search(/[A-P]/);
  for (let i = 0; i < given; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press(puzzle[given] === 'A' ? 'B' : 'A');
  await expect(statusOf(board)).toHaveText(`${cellName(given)} is a given.`);
  expect(types(await takeEvents(page, board))).toEqual([
    'input', 'change', 'input', 'change', 'input', 'change', 'input', 'change', 'hexadoku-given',
  ]);

  // One tab stop: Tab leaves the grid for the page; Shift+Tab comes back to the same cell.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'After the board' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe(cellName(given));
  // Enter on Check, from the keyboard.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(statusOf(board)).toHaveText('No letters entered yet.');
});

test('theming: ::part rules and custom properties from the page apply; page styles do not leak in, nor the board\'s out', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 211, givens: 150 });
  await openPage(page);
  const themed = await addBoard(page, 'themed', { puzzle, controls: 'solve' });
  const plain = await addBoard(page, 'plain', { puzzle, controls: 'solve' });
  await shows(themed, puzzle);
  await shows(plain, puzzle);
  const empty = puzzle.indexOf('.');
  const given = puzzle.search(/[A-P]/);
  await cellOf(themed, empty).click();
  await page.keyboard.press('A');

  const look = (board) =>
    board.evaluate((element, [given, empty]) => {
      const root = element.shadowRoot;
      const style = (node) => getComputedStyle(node);
      const cells = root.querySelectorAll('[role="gridcell"]');
      const button = root.querySelector('button');
      const status = root.querySelector('[role="status"]');
      return {
        gridWidth: root.querySelector('[role="grid"]').getBoundingClientRect().width,
        cellBackground: style(cells[empty]).backgroundColor,
        givenColour: style(cells[given].querySelector('input')).color,
        entryColour: style(cells[empty].querySelector('input')).color,
        givenParts: cells[given].getAttribute('part'),
        entryParts: cells[empty].getAttribute('part'),
        statusStyle: style(status).fontStyle,
        statusBorder: style(status).borderTopStyle,
        statusFont: style(status).fontFamily,
        inputBackground: style(cells[empty].querySelector('input')).backgroundColor,
        cellOutline: style(cells[empty]).outlineStyle,
        buttonColour: style(button).color,
      };
    }, [given, empty]);

  const themedLook = await look(themed);
  expect(themedLook).toMatchObject({
    gridWidth: 16 * 20,
    cellBackground: 'rgb(10, 20, 30)',
    givenColour: 'rgb(200, 100, 0)',
    entryColour: 'rgb(0, 90, 0)',
    givenParts: 'cell given',
    entryParts: 'cell entry',
    statusStyle: 'italic',
  });
  const plainLook = await look(plain);
  // The page's rules for input, button, div, p and the board's class names reach neither board.
  for (const [name, seen] of [['themed', themedLook], ['plain', plainLook]]) {
    expect(seen.statusBorder, name).not.toBe('dotted');
    expect(seen.statusFont, name).not.toMatch(/monospace/);
    expect(seen.inputBackground, name).not.toBe('rgb(0, 255, 0)');
    expect(seen.cellOutline, name).toBe('none');
    expect(seen.buttonColour, name).not.toBe('rgb(0, 255, 0)');
  }
  expect(plainLook.cellBackground).not.toBe('rgb(10, 20, 30)');
  expect(plainLook.givenColour).not.toBe('rgb(200, 100, 0)');
  expect(plainLook.gridWidth).toBeGreaterThan(16 * 20);

  // The board's rules (for .grid, .status, .cell, button) do not reach the page's elements.
  const outside = await page.evaluate(() => {
    const div = document.getElementById('outside');
    return {
      display: getComputedStyle(div).display,
      aspect: getComputedStyle(div).aspectRatio,
      radius: getComputedStyle(div.querySelector('button')).borderTopLeftRadius,
      position: getComputedStyle(div.querySelector('button')).position,
    };
  });
  expect(outside).toEqual({ display: 'block', aspect: 'auto', radius: expect.not.stringMatching(/^5\.6px$/), position: 'static' });
});

test('defined once: a second copy of the module keeps the first definition; properties set before it are kept', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 212, givens: 150 });
  // A page of the same origin that has not loaded the element (the engine's test page).
  await page.goto('/tests/e2e/engine.html');
  const early = await page.evaluate(async (puzzle) => {
    const board = document.createElement('hexadoku-board');
    board.id = 'early';
    board.puzzle = puzzle; // an own property, as the element is not defined yet
    board.candidates = true;
    document.body.append(board);
    const first = await import('/www/hexadoku-board.js');
    // Another copy of the element's module, as a second bundle or CDN path would load:
    // no error, same element.
    const copy = await import('/www/board/hexadoku-board.js?copy');
    return {
      same: customElements.get('hexadoku-board') === first.HexadokuBoard,
      copyIsOther: copy.HexadokuBoard !== first.HexadokuBoard,
      upgraded: board instanceof first.HexadokuBoard,
      attribute: board.getAttribute('puzzle'),
      candidates: board.hasAttribute('candidates'),
    };
  }, puzzle);
  expect(early).toEqual({ same: true, copyIsOther: true, upgraded: true, attribute: puzzle, candidates: true });
  const board = page.locator('#early');
  await shows(board, puzzle);
  expect((await readGrid(board)).filter((c) => c.marks !== '')).toHaveLength([...puzzle].filter((c) => c === '.').length);
});

test('pasting into a board: a puzzle replaces its grid, one letter goes into the cell, other text changes nothing', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 213, givens: 150 });
  const other = puzzleWithSolution({ seed: 214, givens: 140 }).puzzle;
  await openPage(page);
  const board = await addBoard(page, 'pasted', { puzzle });
  const still = await addBoard(page, 'still', { puzzle, readonly: '' });
  await shows(board, puzzle);
  await shows(still, puzzle);

  // One letter, into the cell that has the focus.
  const empty = puzzle.indexOf('.');
  await paste(page, ` ${solution[empty].toLowerCase()} `, cellOf(board, empty));
  await expect(cellOf(board, empty)).toHaveValue(solution[empty]);
  const typed = place(puzzle, empty, solution[empty]);
  expect(await property(board, 'value')).toBe(typed);
  // A puzzle, in rows: the grid is replaced (undoably), and the board says so.
  await paste(page, asRows(other), cellOf(board, 0));
  await expect(statusOf(board)).toHaveText('Puzzle pasted.');
  expect(await property(board, 'value')).toBe(other);
  // Text that is not a puzzle: nothing changes, and the board says why.
  await paste(page, 'ABC', cellOf(board, 0));
  await expect(statusOf(board)).toHaveText(/^The pasted text is not a puzzle: .*Nothing was changed\.$/);
  expect(await property(board, 'value')).toBe(other);
  expect(await call(board, 'undo')).toBe(true);
  expect(await property(board, 'value')).toBe(typed);
  expect(types(await takeEvents(page, board))).toEqual(['input', 'change', 'input', 'change', 'hexadoku-error']);

  // A read-only board takes no paste.
  await paste(page, other, cellOf(still, empty));
  expect(await property(still, 'value')).toBe(puzzle);
  expect(await takeEvents(page, still)).toEqual([]);
});
