// The page's games: the one on the board (its record: level, rating, the daily puzzle's
// day, the hints and checks used), and the list of the others (records.js), in progress
// or finished. The page tells it every change of the board (`follow`): when another
// puzzle takes the board's place, the game that was there joins the list if the player
// had begun it, and a game of the list whose puzzle comes back (Undo after New, or
// Resume) leaves it, to be played on. Loaded with saving.js, which keeps the board's
// record with the board.

import * as GameState from '../board/game-state.js';
import { Page } from '../words/page.js';
import { ASIDE } from './saving.js';
import { GAMES_KEY, bestTime, newRecord, readRecord, readRecords, recordsText, withRecord } from './records.js';

/** Whether the player has begun `board`'s game: a letter or a note of theirs. */
const begun = (board) => GameState.entryCount(board) > 0 || GameState.hasNotes(board);

export class Games {
  #storage;
  #say;
  /** The record of the game on the board. */
  #current = null;
  /** The board as last followed, and whether its givens were being entered. */
  #last = null;
  #editing = false;
  /** What New or Daily said of the puzzle about to be loaded: `{ givens, level, rating, daily }`. */
  #expected = null;
  /** The id of the game of the list about to be resumed (`take`). */
  #resuming = null;

  /**
   * The games kept in `storage()` (local storage; a function, as merely reading
   * `localStorage` throws where storage is switched off); `say(text)` tells the player.
   */
  constructor({ storage = () => globalThis.localStorage, say }) {
    this.#storage = storage;
    this.#say = say;
  }

  /** The record of the game on the board (null before the first `follow`). */
  get current() {
    return this.#current;
  }

  /**
   * Takes `saved` (the record kept with the board, saving.js) as the record of `board`'s
   * game, if it is one and of its puzzle.
   */
  adopt(saved, board, editing) {
    const record = readRecord(saved);
    this.#current = record?.givens === board.givens && record.board === undefined ? record : null;
    this.#last = board;
    this.#editing = editing;
  }

  /** What the next puzzle loaded is, as New or Daily made it. */
  expect(puzzle) {
    this.#expected = puzzle;
  }

  /**
   * After every change of the board, `board`, its givens being entered or not: when its
   * puzzle is another, the game that was there joins the list (if begun and unfinished;
   * `elapsed` is the time spent on it), and the new one's record is the list's, if it
   * holds a game of that puzzle in progress, else a new one. The list's record, if one
   * is taken back, so that the page restores its time.
   */
  follow(board, editing, elapsed) {
    const previous = this.#current;
    const last = this.#last;
    const wasEditing = this.#editing;
    this.#last = board;
    this.#editing = editing;
    if (previous?.givens === board.givens) return null;
    if (previous && wasEditing) {
      // Givens being entered: the same game, its puzzle not yet settled.
      this.#current = { ...previous, givens: board.givens, started: Date.now() };
      return null;
    }
    const records = this.records();
    let list = records;
    if (previous && last && !previous.finished && begun(last) && !GameState.isSolved(last)) {
      list = withRecord(list, { ...previous, board: last, elapsed: elapsed(previous.givens) });
    }
    const playing = list.filter((r) => r.finished === undefined && r.givens === board.givens);
    const kept = playing.find((r) => r.id === this.#resuming) ?? playing[0] ?? null;
    this.#resuming = null;
    if (kept) list = list.filter((r) => r !== kept);
    const expected = this.#expected?.givens === board.givens ? this.#expected : { givens: board.givens };
    this.#expected = null;
    if (kept) {
      const { board: _, ...record } = kept;
      this.#current = record;
    } else {
      this.#current = newRecord(expected);
    }
    if (list !== records) this.#write(list);
    return kept;
  }

  /** One more hint, or check (`kind`: 'hints' or 'checks'), used on the board's game. */
  count(kind) {
    if (this.#current) this.#current = { ...this.#current, [kind]: this.#current[kind] + 1 };
  }

  /** The board's puzzle graded: its level and rating, unless New or Daily set them. */
  graded(givens, { difficulty, rating }) {
    const current = this.#current;
    if (current?.givens !== givens || current.level !== null) return;
    this.#current = { ...current, level: difficulty, rating: Number(rating.toFixed(1)) };
  }

  /**
   * The board's game finished by `by` ('player' or 'solver') in `elapsed` ms: kept in
   * the list. Its record, with `best`, the player's best time at its level before it
   * (null if none).
   */
  finish(by, elapsed) {
    if (!this.#current) return null;
    const record = { ...this.#current, elapsed, finished: Date.now(), by };
    this.#current = record;
    const list = this.records();
    this.#write(withRecord(list, record));
    return { record, best: record.level === null ? null : bestTime(list, record.level, record.id) };
  }

  /**
   * The game in progress `id` of the list, to be loaded on the board (whose next
   * `follow` takes it out of the list); null if there is none.
   */
  take(id) {
    const record = this.records().find((r) => r.id === id && r.board) ?? null;
    this.#resuming = record?.id ?? null;
    return record;
  }

  /** The games of the list, newest first; what could not be read is set aside and said. */
  records() {
    let text = null;
    try {
      text = this.#storage().getItem(GAMES_KEY);
    } catch {
      return [];
    }
    const { records, lost } = readRecords(text);
    if (lost > 0) {
      this.#put(GAMES_KEY + ASIDE, text);
      this.#put(GAMES_KEY, recordsText(records));
      this.#say(Page.gamesUnread(lost, GAMES_KEY + ASIDE));
    }
    return records;
  }

  #write(records) {
    if (!this.#put(GAMES_KEY, recordsText(records))) this.#say(Page.gamesNotSaved);
  }

  /** Writes `text` under `key`; whether it could. */
  #put(key, text) {
    try {
      this.#storage().setItem(key, text);
      return true;
    } catch {
      return false;
    }
  }
}
