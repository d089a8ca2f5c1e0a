// The page's saving (www/app/saving.js) and the clock's saved time (www/app/timer.js), in
// Node, over a storage of its own: the history and the snapshots saved as changes and read
// back, a damaged save read field by field and set aside, a save that fails said once.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as GameState from '../../www/board/game-state.js';
import { BOARD_KEY } from '../../www/board/game-state.js';
import { History } from '../../www/board/history.js';
import { ASIDE, SAVED_CHANGES, Saving, historyToSave, savedHistory, savedSnapshots, snapshotsToSave } from '../../www/app/saving.js';
import { snapshotOf } from '../../www/board/game.js';
import { LONGEST_TIME, TIMER_KEY, formatTime, readTime, Stopwatch } from '../../www/app/timer.js';
import { ruleViolation } from './rules.mjs';
import { FULL, PUZZLE } from './grids.mjs';

const { Source } = GameState;

const EMPTY_CELLS = [...PUZZLE].flatMap((c, i) => (c === '.' ? [i] : []));

/** A storage in memory, as localStorage behaves; `refuse` makes setItem throw it. */
function memoryStorage(entries = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    refuse: null,
    getItem: (key) => map.get(key) ?? null,
    setItem(key, value) {
      if (this.refuse) throw this.refuse;
      map.set(key, String(value));
    },
  };
}

/** A game played: notes filled, then each of `moves` ([cell, letter]) placed by the player. */
function play(moves) {
  const history = new History(GameState.fillNotes(GameState.fromPuzzle(PUZZLE)));
  for (const [cell, letter] of moves) history.push(GameState.place(history.present, cell, letter, Source.USER, false));
  return history;
}

/** An element as the page's board appears to Saving: its board, editing, history and snapshots. */
const elementOf = (history, editing = false, snapshots = []) => ({
  board: history.present,
  editing,
  undoHistory: { past: history.past, future: history.future },
  snapshots,
});

test('the formula grid used here keeps the rules', () => {
  assert.equal(ruleViolation(PUZZLE, FULL), null);
});

test('the history saved as changes comes back board for board, and a keystroke saves small', () => {
  const moves = EMPTY_CELLS.slice(0, 12).map((cell) => [cell, FULL[cell]]);
  const history = play(moves);
  for (let i = 0; i < 4; i++) history.undo();
  const saved = JSON.parse(JSON.stringify(historyToSave(history.present, history)));
  assert.equal(saved.past.length, 8);
  assert.equal(saved.future.length, 4);
  assert.ok(JSON.stringify(saved.past[0]).length < 600, `a letter placed saves as ${JSON.stringify(saved.past[0]).length} characters`);
  const back = savedHistory(history.present, saved);
  assert.equal(back.whole, true);
  assert.deepEqual(back.past, history.past);
  assert.deepEqual(back.future, history.future);
  // Played on to the end, the boards it went through keep the rules.
  const rebuilt = new History(history.present);
  rebuilt.rebuild(back.past, back.future);
  while (rebuilt.redo());
  assert.equal(ruleViolation(PUZZLE, GameState.letters(GameState.fill(rebuilt.present, FULL, Source.SOLVER))), null);
  assert.deepEqual(rebuilt.present, play(moves).present);
});

test('the history saved is bounded; one saved before there was any reads as none', () => {
  const moves = Array.from({ length: SAVED_CHANGES + 30 }, (_, n) => [EMPTY_CELLS[n % 40], GameState.LETTERS[n % 16]]);
  const history = play(moves);
  const saved = historyToSave(history.present, history);
  assert.equal(saved.past.length, SAVED_CHANGES);
  assert.deepEqual(savedHistory(history.present, saved).past, history.past.slice(-SAVED_CHANGES));
  assert.deepEqual(savedHistory(history.present, undefined), { past: [], future: [], whole: true });
});

test('a damaged change keeps the history nearer the present than it, and says so', () => {
  const history = play(EMPTY_CELLS.slice(0, 6).map((cell) => [cell, FULL[cell]]));
  const saved = JSON.parse(JSON.stringify(historyToSave(history.present, history)));
  saved.past[3] = { entries: [[300, 'A']] };
  const back = savedHistory(history.present, saved);
  assert.equal(back.whole, false);
  assert.deepEqual(back.past, history.past.slice(-3));
  for (const garbage of [7, 'x', { past: 1, future: [] }, { past: [null], future: [] }, { past: [{ nothing: [[0, 'A']] }], future: [] }]) {
    const read = savedHistory(history.present, garbage);
    assert.equal(read.whole, false, JSON.stringify(garbage));
    assert.deepEqual(read.past, []);
  }
});

test('a game saved is read back whole, with its history and its time, and nothing said', () => {
  const storage = memoryStorage();
  const said = [];
  const saving = new Saving({ storage: () => storage, say: (text) => said.push(text) });
  const history = play(EMPTY_CELLS.slice(0, 5).map((cell) => [cell, FULL[cell]]));
  saving.save(elementOf(history, true));
  storage.setItem(TIMER_KEY, JSON.stringify({ givens: PUZZLE, elapsed: 65_000 }));
  const back = saving.restore();
  assert.deepEqual(back.board, history.present);
  assert.equal(back.editing, true);
  assert.deepEqual(back.history.past, history.past);
  assert.equal(back.elapsed, 65_000);
  assert.equal(back.told, undefined);
  assert.deepEqual(said, []);
  assert.deepEqual(new Saving({ storage: () => memoryStorage(), say() {} }).restore().board, null, 'nothing saved');
});

test('a damaged save keeps what can be read, says what was left out, and sets the copy aside', () => {
  const history = play(EMPTY_CELLS.slice(0, 3).map((cell) => [cell, FULL[cell]]));
  const good = JSON.parse(JSON.stringify({ board: history.present, editing: false }));
  const cases = [
    [{ ...good, board: { ...good.board, notes: good.board.notes.with(EMPTY_CELLS[9], 1 << 16) } }, /your notes left out/],
    [{ ...good, board: { ...good.board, markColours: good.board.markColours.slice(1) } }, /your colour marks left out/],
    [{ ...good, editing: 'yes' }, /whether you were editing the givens left out/],
  ];
  for (const [value, sentence] of cases) {
    const text = JSON.stringify(value);
    const storage = memoryStorage({ [BOARD_KEY]: text });
    const back = new Saving({ storage: () => storage, say() {} }).restore();
    assert.equal(GameState.letters(back.board), GameState.letters(history.present), 'the letters are kept');
    assert.match(back.told, sentence);
    assert.match(back.told, new RegExp(`kept in this browser's local storage, under ${BOARD_KEY}${ASIDE}\\.$`));
    assert.equal(storage.getItem(BOARD_KEY + ASIDE), text);
  }
  // Garbage: nothing kept, a new game, the copy set aside.
  const storage = memoryStorage({ [BOARD_KEY]: '{"board": [1, 2' });
  const back = new Saving({ storage: () => storage, say() {} }).restore();
  assert.equal(back.board, null);
  assert.match(back.told, /^Your saved game could not be read, so a new one starts/);
  assert.equal(storage.getItem(BOARD_KEY + ASIDE), '{"board": [1, 2');
});

test('a time that is not one is dropped and told; the clock shows only sane times', () => {
  const storage = memoryStorage();
  for (const elapsed of [1e300, -5, 'NaN', null, LONGEST_TIME + 1]) {
    storage.setItem(TIMER_KEY, JSON.stringify({ givens: PUZZLE, elapsed }));
    assert.deepEqual(readTime(PUZZLE, storage), { elapsed: 0, unreadable: storage.getItem(TIMER_KEY) }, String(elapsed));
  }
  storage.setItem(TIMER_KEY, JSON.stringify({ givens: PUZZLE, elapsed: 1e300 }));
  storage.setItem(BOARD_KEY, JSON.stringify({ board: GameState.fromPuzzle(PUZZLE), editing: false }));
  const back = new Saving({ storage: () => storage, say() {} }).restore();
  assert.equal(back.elapsed, 0);
  assert.match(back.told, /the time spent left out/);
  assert.equal(storage.getItem(TIMER_KEY + ASIDE), JSON.stringify({ givens: PUZZLE, elapsed: 1e300 }));
  assert.equal(storage.getItem(BOARD_KEY + ASIDE), null, 'the board was fine');
  // Another puzzle's time, or none, is no damage.
  storage.setItem(TIMER_KEY, JSON.stringify({ givens: FULL, elapsed: 5000 }));
  assert.deepEqual(readTime(PUZZLE, storage), { elapsed: 0 });

  for (const ms of [1e300, Infinity, NaN, -1]) assert.equal(formatTime(ms), '0:00');
  assert.equal(formatTime(LONGEST_TIME), '2400:00:00');
  assert.equal(new Stopwatch({ elapsed: 1e300, now: () => 0 }).elapsed, 0);
});

test('a save that fails is said once, with what to do; one that works again ends it', () => {
  const storage = memoryStorage();
  const said = [];
  const saving = new Saving({ storage: () => storage, say: (text) => said.push(text) });
  const history = play([[EMPTY_CELLS[0], FULL[EMPTY_CELLS[0]]]]);
  storage.refuse = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
  for (let i = 0; i < 3; i++) saving.save(elementOf(history));
  assert.deepEqual(said, [
    'Your progress cannot be saved in this browser (storage is full): copy the puzzle with Share game to keep it.',
  ]);
  storage.refuse = null;
  saving.save(elementOf(history));
  assert.equal(said.length, 1, 'working again is silent');
  assert.deepEqual(saving.restore().board, history.present);
  storage.refuse = Object.assign(new Error('denied'), { name: 'SecurityError' });
  saving.save(elementOf(history));
  assert.match(said[1], /\(storage is switched off\)/);
  // Storage that cannot even be asked for reads as nothing saved.
  const none = new Saving({ storage: () => { throw new Error('denied'); }, say: (text) => said.push(text) });
  assert.equal(none.restore().board, null);
});

test('a storage too full for the history keeps the game without it', () => {
  const storage = memoryStorage();
  const said = [];
  const saving = new Saving({ storage: () => storage, say: (text) => said.push(text) });
  const history = play(EMPTY_CELLS.slice(0, 4).map((cell) => [cell, FULL[cell]]));
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key, value) => {
    if (value.includes('"history"')) throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    setItem(key, value);
  };
  saving.save(elementOf(history));
  assert.deepEqual(said, []);
  const back = saving.restore();
  assert.deepEqual(back.board, history.present);
  assert.deepEqual(back.history.past, []);
});

test('snapshots are saved as changes from the present, read back, and those that cannot be read left out and told', () => {
  const history = play(EMPTY_CELLS.slice(0, 6).map((cell) => [cell, FULL[cell]]));
  const snapshots = [history.past[2], history.past.at(-1)].map((board, i) => snapshotOf({ board, taken: 1_700_000_000_000 + i }));
  const saved = JSON.parse(JSON.stringify(snapshotsToSave(history.present, snapshots)));
  assert.ok(JSON.stringify(saved[1]).length < 600, `a snapshot a letter away saves as ${JSON.stringify(saved[1]).length} characters`);
  const back = savedSnapshots(history.present, saved);
  assert.equal(back.whole, true);
  assert.deepEqual(back.snapshots, snapshots.map(({ board, taken }) => ({ board, taken })));
  assert.deepEqual(savedSnapshots(history.present, undefined), { snapshots: [], whole: true }, 'a game saved before snapshots');

  // Through Saving: whole, then with one that cannot be read.
  const storage = memoryStorage();
  const saving = new Saving({ storage: () => storage, say() {} });
  saving.save(elementOf(history, false, snapshots));
  const restored = saving.restore();
  assert.equal(restored.told, undefined);
  assert.deepEqual(restored.snapshots.map((s) => s.board), snapshots.map((s) => s.board));
  const game = JSON.parse(storage.getItem(BOARD_KEY));
  for (const damaged of [[saved[0], { taken: 'soon', change: {} }], [saved[0], { taken: 5, change: { entries: [[0, 7]] } }], 'none']) {
    const text = JSON.stringify({ ...game, snapshots: damaged });
    storage.setItem(BOARD_KEY, text);
    const read = saving.restore();
    assert.deepEqual(read.board, history.present, 'the game is kept');
    assert.equal(read.snapshots.length, Array.isArray(damaged) ? 1 : 0);
    assert.match(read.told, /some of your snapshots left out/);
    assert.equal(storage.getItem(BOARD_KEY + ASIDE), text);
  }
});

test('a storage too full for the history and the snapshots keeps the game alone', () => {
  const storage = memoryStorage();
  const saving = new Saving({ storage: () => storage, say() {} });
  const history = play(EMPTY_CELLS.slice(0, 4).map((cell) => [cell, FULL[cell]]));
  const snapshots = [snapshotOf({ board: history.past[1], taken: 1 })];
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key, value) => {
    if (value.includes('"history"')) throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    setItem(key, value);
  };
  saving.save(elementOf(history, false, snapshots));
  assert.equal(saving.restore().snapshots.length, 1, 'the snapshots before the history');
  storage.setItem = (key, value) => {
    if (value.includes('"snapshots"')) throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    setItem(key, value);
  };
  saving.save(elementOf(history, false, snapshots));
  const back = saving.restore();
  assert.deepEqual(back.board, history.present);
  assert.deepEqual(back.snapshots, []);
});
