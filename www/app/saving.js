// The page's game in local storage: the board, whether its givens are being edited, what
// Undo and Redo go through, and the snapshots the player saved, under BOARD_KEY; the
// clock's time apart, under timer.js's TIMER_KEY. Saved after every change, read back
// when the page opens.
//
// Nothing the player typed is lost quietly:
// - what is read back is read field by field (GameState.readBoard, readTime): what can
//   be kept is kept, the player is told what was left out, and the copy that could not
//   be read is set aside under its key + ASIDE, never overwritten by the next save;
// - a save that fails (storage full, switched off) is said once, with what to do, and
//   said again only after a save has worked since.
//
// Saved, the history is each board as the change from the board next to it towards the
// present: a keystroke is a few runs of characters, not a whole board; and a snapshot is
// its board as the change from the present. The page loads
// this module on its own (app.js): before the board takes a letter when a game is saved,
// and after the first load on a first visit, which does without it.

import * as GameState from '../board/game-state.js';
import { BOARD_KEY } from '../board/game-state.js';
import { TIMER_KEY, readTime } from './timer.js';
import { Page } from '../words/page.js';

/** What a key's unreadable copy is set aside under: BOARD_KEY + ASIDE. */
export const ASIDE = '.unreadable';
/** How many changes Undo, and Redo, can go through after a reload. */
export const SAVED_CHANGES = 100;

/** What the player is told was left out, by the field that could not be read: the catalogue's `saved-part`. */
const PARTS = {
  entries: 'entries',
  notes: 'notes',
  takenNotes: 'notes',
  removed: 'removed',
  colours: 'colours',
  markColours: 'colours',
  editing: 'editing',
  history: 'history',
  snapshots: 'snapshots',
  time: 'time',
};

/** Why storage refused a save, from the error it threw: the catalogue's `cannot-save` selects on it. */
const whyNotSaved = (error) =>
  error?.name === 'QuotaExceededError' ? 'full' : error?.name === 'SecurityError' ? 'off' : 'unavailable';

export const cannotSave = (error) => Page.cannotSave(whyNotSaved(error));

/** What the page says of a saved game it read with `dropped` parts left out, copies set aside under `keys`. */
export function damageSentence(dropped, keys) {
  const listedKeys = Page.listed(keys);
  if (dropped.includes('givens')) return Page.savedGameUnread(listedKeys);
  const parts = [...new Set(dropped.map((name) => PARTS[name]))].map((part) => Page.savedPart(part));
  return Page.savedGamePartUnread(Page.listed(parts), listedKeys);
}

// ---- The history, as changes ----

/**
 * `{ past, future }` (as the element's `undoHistory` gives it) as saved: the nearest
 * SAVED_CHANGES of each, each board as its change from the one before it, starting from
 * `present`, nearest first.
 */
export function historyToSave(present, { past, future }) {
  const changes = (boards) => boards.map((board, i) => changeBetween(boards[i - 1] ?? present, board));
  return { past: changes(past.slice(-SAVED_CHANGES).toReversed()), future: changes(future.slice(0, SAVED_CHANGES)) };
}

/**
 * The history saved as `historyToSave` wrote it, around `present`: `{ past, future }`,
 * boards, and `whole`, false when a change could not be read (the boards beyond it are
 * left out, those nearer the present kept).
 */
export function savedHistory(present, saved) {
  let whole = saved === undefined || (Array.isArray(saved?.past) && Array.isArray(saved?.future));
  const boards = (changes) => {
    const found = [];
    for (const change of Array.isArray(changes) ? changes : []) {
      const board = withChange(found.at(-1) ?? present, change);
      if (!board) {
        whole = false;
        break;
      }
      found.push(board);
    }
    return found;
  };
  const past = boards(saved?.past).toReversed();
  return { past, future: boards(saved?.future), whole };
}

// ---- The snapshots, as changes ----

/**
 * The snapshots (as the element's `snapshots` gives them) as saved: each `{ taken, change }`,
 * its board as the change from `present` to it.
 */
export const snapshotsToSave = (present, snapshots) =>
  snapshots.map(({ board, taken }) => ({ taken, change: changeBetween(present, board) }));

/**
 * The snapshots saved as `snapshotsToSave` wrote them, around `present`: `{ snapshots, whole }`,
 * each `{ board, taken }` as the element's `snapshots` takes them, and `whole` false when one
 * could not be read (it is left out, the others kept).
 */
export function savedSnapshots(present, saved) {
  const snapshots = [];
  for (const snapshot of Array.isArray(saved) ? saved : []) {
    const board = withChange(present, snapshot?.change);
    if (board && Number.isFinite(snapshot.taken)) snapshots.push({ board, taken: snapshot.taken });
  }
  const whole = saved === undefined || snapshots.length === saved?.length;
  return { snapshots, whole };
}

/** A change, cached on the board it leads to: a save repeats all but one of the last one's. */
const changes = new WeakMap();

/**
 * How `board` differs from `from`: for each field that differs, its runs of characters
 * (or of bitmasks) that differ, as `[start, replacement]`.
 */
function changeBetween(from, board) {
  const cached = changes.get(board);
  if (cached?.from === from) return cached.change;
  const change = {};
  for (const [name, value] of Object.entries(board)) {
    const runs = [];
    for (let i = 0; i < value.length; i++) {
      if (value[i] === from[name][i]) continue;
      let end = i;
      while (end < value.length && value[end] !== from[name][end]) end++;
      runs.push([i, value.slice(i, end)]);
      i = end;
    }
    if (runs.length > 0) change[name] = runs;
  }
  changes.set(board, { from, change });
  return change;
}

/** `from` with `change` made, as a board; null if the change is not one. */
function withChange(from, change) {
  if (change === null || typeof change !== 'object') return null;
  const next = { ...from };
  for (const [name, runs] of Object.entries(change)) {
    const value = from[name];
    if (!Object.hasOwn(from, name) || !Array.isArray(runs)) return null;
    for (const run of runs) {
      const [start, part] = Array.isArray(run) ? run : [];
      if (!Number.isInteger(start) || start < 0 || typeof part !== typeof value || Array.isArray(part) !== Array.isArray(value)) return null;
      const before = next[name];
      next[name] = Array.isArray(value) ? before.toSpliced(start, part.length, ...part) : before.slice(0, start) + part + before.slice(start + part.length);
    }
  }
  const board = GameState.revive(next);
  if (board) changes.set(board, { from, change });
  return board;
}

// ---- Reading and writing ----

export class Saving {
  /** Whether the last save failed: the player has been told, and is not told again. */
  #failing = false;
  #storage;
  #say;

  /**
   * Saving in `storage()` (local storage; a function, as merely reading `localStorage`
   * throws where storage is switched off); `say(text)` tells the player.
   * @param {{ storage?: () => Storage, say: (text: string) => void }} options
   */
  constructor({ storage = () => globalThis.localStorage, say }) {
    this.#storage = storage;
    this.#say = say;
  }

  /**
   * The game saved, read back: `{ board, editing, history, snapshots, elapsed, game }`
   * (`game` its record, as games.js keeps it, unread), `board` null if
   * there is none, or none could be read; `told`, what the player is to be told of what
   * was left out, if anything. Unreadable copies are set aside.
   */
  restore() {
    const text = this.#read(BOARD_KEY);
    const none = { board: null, editing: false, history: { past: [], future: [] }, snapshots: [], elapsed: 0, game: null };
    if (text === null) return none;
    let saved;
    try {
      saved = JSON.parse(text);
    } catch {
      saved = null;
    }
    const { board, dropped } = GameState.readBoard(saved?.board);
    if (!board) return { ...none, told: this.#setAside([[BOARD_KEY, text]], dropped) };
    const editing = saved.editing ?? false;
    if (typeof editing !== 'boolean') dropped.push('editing');
    const history = savedHistory(board, saved.history);
    if (!history.whole) dropped.push('history');
    const { snapshots, whole } = savedSnapshots(board, saved.snapshots);
    if (!whole) dropped.push('snapshots');
    const time = readTime(board.givens, this.#store());
    if ('unreadable' in time) dropped.push('time');
    const aside = [dropped.some((name) => name !== 'time') && [BOARD_KEY, text], 'unreadable' in time && [TIMER_KEY, time.unreadable]];
    // The game's record (games.js reads it, and makes a new one for a record it cannot read).
    const game = { board, editing: editing === true, history, snapshots, elapsed: time.elapsed, game: saved.game ?? null };
    return dropped.length > 0 ? { ...game, told: this.#setAside(aside.filter(Boolean), dropped) } : game;
  }

  /**
   * Shows the game saved on `element` (the page's <hexadoku-board>), with its history and
   * its snapshots, if there is one (else leaves the board as it is). Says what was left
   * out, if anything. `{ elapsed, game }`: the time spent on it, in milliseconds, and its
   * record, unread.
   */
  restoreOn(element) {
    const saved = this.restore();
    if (saved.board) {
      element.board = saved.board;
      element.undoHistory = saved.history;
      element.snapshots = saved.snapshots;
      element.editing = saved.editing;
    }
    if (saved.told) this.#say(saved.told);
    return { elapsed: saved.elapsed, game: saved.game };
  }

  /**
   * Saves the game of `element` (the page's <hexadoku-board>): its board, `editing`, its
   * record (`record`, games.js's), its history and its snapshots; where storage is too
   * full for that, without its history, and then without its snapshots either.
   */
  save(element, record = null) {
    const game = { board: element.board, editing: element.editing, game: record };
    const snapshots = snapshotsToSave(game.board, element.snapshots);
    const history = historyToSave(game.board, element.undoHistory);
    const failure =
      this.#write(BOARD_KEY, { ...game, history, snapshots }) && this.#write(BOARD_KEY, { ...game, snapshots }) && this.#write(BOARD_KEY, game);
    if (failure && !this.#failing) this.#say(cannotSave(failure));
    this.#failing = Boolean(failure);
  }

  /** Sets each `[key, text]` of `copies` aside under key + ASIDE; what to tell of `dropped`. */
  #setAside(copies, dropped) {
    for (const [key, text] of copies) this.#write(key + ASIDE, text);
    return damageSentence(dropped, copies.map(([key]) => key + ASIDE));
  }

  /** The storage, or null where it is switched off (merely asking for it throws there). */
  #store() {
    try {
      return this.#storage();
    } catch {
      return null;
    }
  }

  /** The text under `key`, or null if none (or storage is switched off). */
  #read(key) {
    try {
      return this.#store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  /** Writes `value` (text, or a value as JSON) under `key`: null, or the error it threw. */
  #write(key, value) {
    try {
      this.#storage().setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
      return null;
    } catch (error) {
      return error ?? new Error('not saved');
    }
  }
}
