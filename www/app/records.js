// The player's games, kept in local storage under GAMES_KEY: those in progress that are
// not on the board (each with its board, to be resumed), and those finished (with their
// time, who finished them, and the hints and checks used), from which the statistics
// are drawn. The game on the board is saved with the board (saving.js); it joins the
// list when another puzzle takes its place, or when it is finished.
//
// Read field by field, as the board is: a record that cannot be read is left out and
// said, and the text that held it set aside, never overwritten by the next save.

import * as GameState from '../board/game-state.js';
import { isDay, streak } from './daily.js';
import { isSaneTime } from './timer.js';

export const GAMES_KEY = 'hexadoku.games';

/** The levels a game may have, as New makes them, in order. */
export const LEVELS = Object.freeze(['easy', 'medium', 'hard', 'tough', 'expert']);

/** How many games the list keeps: in progress, and finished (the oldest go first). */
export const KEPT = Object.freeze({ inProgress: 50, finished: 500 });

const isCount = (n) => Number.isInteger(n) && n >= 0 && n < 1e6;
const isTimestamp = (n) => Number.isFinite(n) && n >= 0;
const isLevel = (level) => level === null || LEVELS.includes(level);
const isRating = (rating) => rating === null || (Number.isFinite(rating) && rating >= 0 && rating < 100);

/**
 * A new game's record (its `id` unique on this device): the puzzle `givens`, its level
 * and rating if known, the day whose daily puzzle it is if it is one.
 */
export function newRecord({ givens, level = null, rating = null, daily = null }, now = Date.now()) {
  const id = `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { id, givens, level, rating, daily, started: now, elapsed: 0, hints: 0, checks: 0 };
}

/**
 * `value` as a game's record, or null if it is not one: each field of its kind, the
 * board (of a game in progress) readable, a finished game finished by the player or the
 * solver.
 */
export function readRecord(value) {
  if (value === null || typeof value !== 'object') return null;
  const { id, givens, level = null, rating = null, daily = null, started, elapsed, hints, checks } = value;
  const fields = typeof id === 'string' && id.length > 0 && id.length <= 40
    && typeof givens === 'string' && /^[A-P.]{256}$/.test(givens)
    && isLevel(level) && isRating(rating) && (daily === null || isDay(daily))
    && isTimestamp(started) && isSaneTime(elapsed) && isCount(hints) && isCount(checks);
  if (!fields) return null;
  const record = { id, givens, level, rating, daily, started, elapsed, hints, checks };
  if (value.finished !== undefined) {
    if (!isTimestamp(value.finished) || !['player', 'solver'].includes(value.by)) return null;
    return { ...record, finished: value.finished, by: value.by };
  }
  if (value.board === undefined) return record;
  const { board, dropped } = GameState.readBoard(value.board);
  if (!board || dropped.length > 0 || board.givens !== givens) return null;
  return { ...record, board };
}

/**
 * The list as stored (`text`, or null for none): `{ records, lost }`, the records that
 * could be read, and how many could not (a list that is not one loses them all).
 */
export function readRecords(text) {
  if (text === null) return { records: [], lost: 0 };
  let saved;
  try {
    saved = JSON.parse(text);
  } catch {
    return { records: [], lost: 1 };
  }
  if (!Array.isArray(saved?.games)) return { records: [], lost: 1 };
  const records = saved.games.map(readRecord);
  return { records: records.filter(Boolean), lost: records.filter((r) => r === null).length };
}

/** The list as stored: the newest games first, at most KEPT of each kind. */
export function recordsText(records) {
  const newest = [...records].sort((a, b) => (b.finished ?? b.started) - (a.finished ?? a.started));
  const playing = newest.filter((r) => r.finished === undefined).slice(0, KEPT.inProgress);
  const finished = newest.filter((r) => r.finished !== undefined).slice(0, KEPT.finished);
  return JSON.stringify({ games: [...playing, ...finished] });
}

/** `list` with `record` in it, in place of any record of the same id. */
export const withRecord = (list, record) => [record, ...list.filter((r) => r.id !== record.id)];

/** Whether `record` counts as solved: finished by the player, not by the solver. */
export const solvedByPlayer = (record) => record.finished !== undefined && record.by === 'player';

/** The middle of `times` (the mean of the two middle ones for an even count); null for none. */
export function median(times) {
  if (times.length === 0) return null;
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The fastest time of a game of `level` solved by the player, other than the game `id`;
 * null if there is none.
 */
export function bestTime(records, level, id = null) {
  const times = records.filter((r) => solvedByPlayer(r) && r.level === level && r.id !== id).map((r) => r.elapsed);
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * The statistics of `records` on `today` ('YYYY-MM-DD'): for each level, the games
 * solved by the player, their best and median times (null with none); how many were
 * finished and how many are in progress; and the daily streak.
 */
export function statistics(records, today) {
  const levels = LEVELS.map((level) => {
    const times = records.filter((r) => solvedByPlayer(r) && r.level === level).map((r) => r.elapsed);
    return { level, solved: times.length, best: times.length > 0 ? Math.min(...times) : null, median: median(times) };
  });
  const solved = records.filter(solvedByPlayer);
  return {
    levels,
    solved: solved.length,
    finished: records.filter((r) => r.finished !== undefined).length,
    inProgress: records.filter((r) => r.finished === undefined).length,
    streak: streak(solved.filter((r) => r.daily !== null).map((r) => r.daily), today),
  };
}
