// The player's games in Node (www/app/daily.js, records.js, games.js), over a storage of
// their own: the daily puzzle's seed and level from the date, the streak, the records
// read field by field, the statistics, and a game that joins the list when another
// puzzle takes the board's place and comes back with its letters and time.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as GameState from '../../www/board/game-state.js';
import { DAILY_LEVELS, dailyPuzzle, dayOf, isDay, streak } from '../../www/app/daily.js';
import { GAMES_KEY, LEVELS, bestTime, median, newRecord, readRecord, readRecords, recordsText, statistics } from '../../www/app/records.js';
import { Games } from '../../www/app/games.js';
import { ASIDE } from '../../www/app/saving.js';
import { PUZZLE } from './grids.mjs';

/** A storage in memory, as localStorage behaves. */
function memoryStorage(entries = {}) {
  const map = new Map(Object.entries(entries));
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => map.set(key, String(value)) };
}

/** Games over `storage`, and what they said. */
function gamesOver(storage) {
  const said = [];
  return { games: new Games({ storage: () => storage, say: (text) => said.push(text) }), said };
}

const OTHER = PUZZLE.replace(/[A-P]/, '.');

test('the daily puzzle is made from the date alone: the same seed all day, its level by the day of the week', () => {
  assert.equal(dayOf(new Date(2026, 10, 27, 0, 1)), '2026-11-27');
  assert.equal(dayOf(new Date(2026, 10, 27, 23, 59)), '2026-11-27');
  assert.deepEqual(dailyPuzzle('2026-11-27'), { day: '2026-11-27', seed: 20261127, difficulty: 'tough' }); // a Friday
  assert.equal(dailyPuzzle('2026-11-28').difficulty, 'expert'); // Saturday
  assert.equal(dailyPuzzle('2026-11-30').difficulty, 'easy'); // Monday
  assert.notEqual(dailyPuzzle('2026-11-28').seed, dailyPuzzle('2026-11-27').seed);
  // Every level of New, over a week.
  assert.deepEqual([...new Set(DAILY_LEVELS)].sort(), [...LEVELS].sort());
  assert.ok(isDay('2024-02-29'));
  for (const day of ['2026-02-29', '2026-13-01', '2026-1-1', 'tomorrow', 20261127, null]) assert.ok(!isDay(day), String(day));
});

test('the streak counts the days in a row solved up to today, or yesterday while today waits', () => {
  const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-25', '2026-11-26'];
  assert.deepEqual(streak(days, '2026-11-26'), { current: 2, best: 3 });
  assert.deepEqual(streak(days, '2026-11-27'), { current: 2, best: 3 });
  assert.deepEqual(streak(days, '2026-11-28'), { current: 0, best: 3 });
  assert.deepEqual(streak([...days, '2026-11-27', '2026-11-28', 'junk'], '2026-11-28'), { current: 4, best: 4 });
  // Across the end of a month and of a year.
  assert.deepEqual(streak(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01'), { current: 3, best: 3 });
  assert.deepEqual(streak([], '2026-11-27'), { current: 0, best: 0 });
});

test('a record is read field by field: one of the wrong kind in any field is left out, and said', () => {
  const record = { ...newRecord({ givens: PUZZLE, level: 'hard', rating: 4.4, daily: '2026-11-27' }), elapsed: 60_000, hints: 2, checks: 1 };
  assert.deepEqual(readRecord(record), record);
  assert.deepEqual(readRecord({ ...record, finished: 5, by: 'player' }), { ...record, finished: 5, by: 'player' });
  const board = GameState.place(GameState.fromPuzzle(PUZZLE), PUZZLE.indexOf('.'), 'A', GameState.Source.USER, false);
  assert.deepEqual(readRecord({ ...record, board }).board, board);
  const broken = [
    { ...record, id: '' },
    { ...record, givens: 'A'.repeat(255) },
    { ...record, level: 'impossible' },
    { ...record, rating: -1 },
    { ...record, daily: '2026-02-30' },
    { ...record, elapsed: -5 },
    { ...record, hints: 1.5 },
    { ...record, finished: 5, by: 'hint' },
    { ...record, board: { ...board, givens: OTHER } },
    { ...record, board: '<img src=x onerror=alert(1)>' },
    '<script>',
    null,
  ];
  for (const value of broken) assert.equal(readRecord(value), null, JSON.stringify(value)?.slice(0, 80));
  const text = JSON.stringify({ games: [record, ...broken] });
  assert.deepEqual(readRecords(text), { records: [record], lost: broken.length });
  assert.deepEqual(readRecords('not JSON'), { records: [], lost: 1 });
  assert.deepEqual(readRecords(null), { records: [], lost: 0 });
});

test('the statistics: solved by the player at each level, best and median times; the solver\'s are not counted', () => {
  const done = (level, elapsed, by = 'player', daily = null) => ({ ...newRecord({ givens: PUZZLE, level, daily }), elapsed, finished: 1, by });
  const records = [
    done('hard', 600_000),
    done('hard', 300_000, 'player', '2026-11-26'),
    done('hard', 900_000, 'player', '2026-11-27'),
    done('hard', 100_000, 'solver'),
    done('easy', 200_000),
    { ...newRecord({ givens: PUZZLE, level: 'medium' }), elapsed: 5 },
  ];
  const stats = statistics(records, '2026-11-27');
  assert.deepEqual(stats.levels, [
    { level: 'easy', solved: 1, best: 200_000, median: 200_000 },
    { level: 'medium', solved: 0, best: null, median: null },
    { level: 'hard', solved: 3, best: 300_000, median: 600_000 },
    { level: 'tough', solved: 0, best: null, median: null },
    { level: 'expert', solved: 0, best: null, median: null },
  ]);
  assert.equal(stats.solved, 4);
  assert.equal(stats.finished, 5);
  assert.equal(stats.inProgress, 1);
  assert.deepEqual(stats.streak, { current: 2, best: 2 });
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(bestTime(records, 'hard'), 300_000);
  assert.equal(bestTime(records, 'hard', records[1].id), 600_000);
  assert.equal(bestTime(records, 'expert'), null);
});

test('another puzzle on the board keeps the game begun in the list; its puzzle back, it leaves the list with its time', () => {
  const storage = memoryStorage();
  const { games } = gamesOver(storage);
  const first = GameState.fromPuzzle(PUZZLE);
  games.expect({ givens: PUZZLE, level: 'medium', rating: 3.1, daily: null });
  assert.equal(games.follow(first, false, () => 0), null);
  assert.equal(games.current.level, 'medium');
  const played = GameState.place(first, PUZZLE.indexOf('.'), 'A', GameState.Source.USER, false);
  games.follow(played, false, () => 0);
  games.count('hints');
  games.count('checks');
  games.count('hints');
  const id = games.current.id;

  // New: the game begun joins the list, with its board and its time.
  games.follow(GameState.fromPuzzle(OTHER), false, (givens) => (givens === PUZZLE ? 90_000 : 0));
  const [kept] = games.records();
  assert.equal(kept.id, id);
  assert.deepEqual(kept.board, played);
  assert.equal(kept.elapsed, 90_000);
  assert.deepEqual([kept.hints, kept.checks, kept.level, kept.rating], [2, 1, 'medium', 3.1]);
  assert.notEqual(games.current.id, id);

  // An untouched puzzle replaced by another is not kept.
  games.follow(GameState.fromPuzzle(PUZZLE.replace(/[A-P]/g, (c, i) => (i < 40 ? '.' : c))), false, () => 0);
  assert.deepEqual(games.records().map((r) => r.id), [id]);

  // Resumed: taken out of the list, its record on the board again, its time restored.
  const record = games.take(id);
  assert.deepEqual(record.board, played);
  const back = games.follow(record.board, false, () => 0);
  assert.equal(back.elapsed, 90_000);
  assert.equal(games.current.id, id);
  assert.equal(games.current.hints, 2);
  assert.deepEqual(games.records(), []);
});

test('givens being typed are one game whose puzzle settles when typing ends', () => {
  const { games } = gamesOver(memoryStorage());
  games.follow(GameState.EMPTY, true, () => 0);
  const id = games.current.id;
  let board = GameState.EMPTY;
  for (const [i, letter] of [[0, 'A'], [1, 'B'], [17, 'C']]) {
    board = GameState.put(board, i, letter, GameState.Source.GIVEN);
    games.follow(board, true, () => 0);
  }
  assert.equal(games.current.id, id);
  assert.equal(games.current.givens, board.givens);
  assert.deepEqual(games.records(), []);
});

test('a game finished is kept as finished, with the best time at its level before it', () => {
  const storage = memoryStorage();
  const { games } = gamesOver(storage);
  games.expect({ givens: PUZZLE, level: 'easy', rating: 1.2, daily: '2026-11-27' });
  games.follow(GameState.fromPuzzle(PUZZLE), false, () => 0);
  const first = games.finish('player', 120_000);
  assert.equal(first.best, null);
  assert.deepEqual([first.record.by, first.record.elapsed, first.record.daily], ['player', 120_000, '2026-11-27']);
  games.expect({ givens: OTHER, level: 'easy', rating: 1.0, daily: null });
  games.follow(GameState.fromPuzzle(OTHER), false, () => 0);
  const second = games.finish('player', 100_000);
  assert.equal(second.best, 120_000);
  // Finished, it is not kept again as in progress when another puzzle comes.
  games.follow(GameState.EMPTY, true, () => 0);
  const records = games.records();
  assert.deepEqual(records.map((r) => r.elapsed).sort(), [100_000, 120_000]);
  assert.ok(records.every((r) => r.finished !== undefined));
  assert.deepEqual(statistics(records, '2026-11-27').streak, { current: 1, best: 1 });
});

test('a list that cannot be read is set aside, said, and the games that can be read kept', () => {
  const good = { ...newRecord({ givens: PUZZLE }), finished: 1, by: 'player' };
  const text = JSON.stringify({ games: [good, { id: 7 }] });
  const storage = memoryStorage({ [GAMES_KEY]: text });
  const { games, said } = gamesOver(storage);
  assert.deepEqual(games.records(), [good]);
  assert.equal(storage.map.get(GAMES_KEY + ASIDE), text);
  assert.equal(storage.map.get(GAMES_KEY), recordsText([good]));
  assert.equal(said.length, 1);
  assert.match(said[0], new RegExp(`^A game you kept could not be read.*${GAMES_KEY + ASIDE}`));
  // Said once: read again, the list is whole.
  games.records();
  assert.equal(said.length, 1);
});
