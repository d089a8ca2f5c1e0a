// Mistakes, and what makes them cost nothing, on <hexadoku-board>: Check, which marks
// the letters that differ from the puzzle's one solution and the notes that leave its
// letter out; Undo to correct, back through the history to the latest board whose
// letters all agree with that solution (before the first wrong letter); and snapshots
// the player saves and returns to. Loaded with the first use of any (hexadoku-board.js),
// so that a page's first load does without it. The snapshots are kept by the element's Game (game.js), so that a page
// can read and restore them at any time; the solution comes from its controller
// (controller.js), the background proof of the puzzle.

import * as GameState from './game-state.js';
import { snapshotOf } from './game.js';
import { NO_HIGHLIGHTS } from './highlights.js';
import { checked, snapshotTime } from '../words/sentences.js';
import { languageOf } from './board-words.js';

/** Whether every letter on `board`, given or entered, is `solution`'s (256 letters) in its cell. */
export function agrees(board, solution) {
  const letters = GameState.letters(board);
  for (let i = 0; i < letters.length; i++) {
    if (letters[i] !== '.' && letters[i] !== solution[i]) return false;
  }
  return true;
}

/**
 * How many changes Undo takes back from `present`, through `past` (oldest first, as the
 * element's `undoHistory` gives it), to the latest board whose letters all agree with
 * `solution`: 0 if `present`'s do; null if no board of the same puzzle (the same givens)
 * within reach does.
 * @param {Readonly<object>} present
 * @param {Readonly<object>[]} past
 * @param {string} solution
 * @returns {number | null}
 */
export function changesToCorrect(present, past, solution) {
  for (let steps = 0; steps <= past.length; steps++) {
    const board = steps === 0 ? present : past[past.length - steps];
    if (board.givens !== present.givens) return null;
    if (agrees(board, solution)) return steps;
  }
  return null;
}

/** Whether two boards hold the same: their every field alike. */
const alike = (one, other) => JSON.stringify(one) === JSON.stringify(other);

export class Mistakes {
  #element;
  #game;
  #controller;

  /**
   * The mistakes of `element`, a board: its `game`, which it travels, changes and says
   * things through, and its `controller`, which gives the puzzle's solution.
   * @param {HTMLElement} element the HexadokuBoard
   * @param {import('./game.js').Game} game
   * @param {import('./controller.js').BoardController} controller
   */
  constructor(element, game, controller) {
    this.#element = element;
    this.#game = game;
    this.#controller = controller;
  }

  /**
   * Marks the letters that differ from the solution, and the notes that leave out its
   * letter (the element's `check`): the positions marked, or null.
   * @param {AbortSignal} [signal]
   * @returns {Promise<object[] | null>}
   */
  async check(signal) {
    const game = this.#game;
    const controller = this.#controller;
    const board = game.present;
    const solution = await controller.provedSolution(board);
    const checking = { givens: board.givens, notes: board.notes, solution };
    const request = (signal) => controller.engine.check(GameState.letters(board), { ...checking, lang: languageOf(this.#element), signal });
    const answer = await controller.ask(request, signal, game.words.checkGaveUp);
    if (!answer) return null;
    if (game.present !== board) {
      game.say(game.words.changedWhileChecking);
      return null;
    }
    const { status } = answer.result;
    if (status !== 'checked') {
      game.fail(status === 'multiple' ? game.words.checkSeveralSolutions : game.words.checkNoSolution);
      return null;
    }
    const wrong = answer.result.wrong.map(GameState.indexOf);
    const missing = answer.result.lost.map(GameState.indexOf);
    const marked = [...wrong, ...missing].sort((a, b) => a - b);
    game.show({ ...NO_HIGHLIGHTS, wrong: new Set(marked) });
    const entered = GameState.entryCount(board) > 0;
    const taken = GameState.hasNotes(board);
    const cells = (indices) => indices.map(GameState.cellName);
    game.say(checked({ wrong: cells(wrong), missing: cells(missing), entered, taken }, game.words));
    return marked.map(GameState.positionOf);
  }

  /**
   * Goes back, in one travel, to the latest board whose letters agree with the puzzle's
   * one solution (the element's `undoToCorrect`), and says how far.
   * @param {AbortSignal} [signal]
   * @returns {Promise<number | null>} the changes taken back (0: no wrong letter), or null
   */
  async undoToCorrect(signal) {
    const game = this.#game;
    const board = game.present;
    // Paused, the board does nothing, and says nothing over "Paused".
    if (this.#element.paused) return null;
    const answer = await this.#controller.oneSolution(signal);
    if (!answer || this.#element.paused) return null;
    if (signal?.aborted) {
      game.say(game.words.cancelled);
      return null;
    }
    if (game.present !== board) {
      game.say(game.words.changedWhileUndoing);
      return null;
    }
    if (answer.status !== 'unique') {
      game.fail(answer.status === 'multiple' ? game.words.undoToCorrectSeveralSolutions : game.words.undoToCorrectNoSolution);
      return null;
    }
    const steps = changesToCorrect(board, game.undoHistory.past, answer.solution);
    if (steps === null) game.say(game.words.noCorrectBoard);
    else if (steps === 0) game.say(game.words.noWrongLetter);
    else {
      game.undo(steps);
      game.say(game.words.undoneToCorrect(steps));
    }
    return steps;
  }

  /**
   * Saves the board as it is as the last snapshot (the element's `saveSnapshot`), says
   * so and fires `hexadoku-snapshot`.
   * @returns {object} the snapshot, `{ board, taken, filled }`
   */
  save() {
    const game = this.#game;
    const snapshot = snapshotOf({ board: game.present, taken: Date.now() });
    const snapshots = [...game.snapshots, snapshot];
    game.snapshots = snapshots;
    game.say(game.words.snapshotSaved(snapshots.length, snapshot.filled));
    game.emit('hexadoku-snapshot', { action: 'save', index: snapshots.length - 1, snapshot });
    return snapshot;
  }

  /**
   * Returns to snapshot `index` (the element's `restoreSnapshot`): its board becomes the
   * present, one change that Undo takes back; says so and fires `hexadoku-snapshot`.
   * @param {number} index
   * @returns {boolean} whether the board changed
   */
  restore(index) {
    const game = this.#game;
    const at = Number(index);
    const snapshot = Number.isInteger(at) ? game.snapshots[at] : undefined;
    const number = at + 1;
    if (!snapshot) {
      // An index that is no whole number names no snapshot to speak of.
      if (Number.isInteger(at)) game.say(game.words.noSuchSnapshot(number));
      return false;
    }
    if (alike(snapshot.board, game.present)) {
      game.say(game.words.snapshotIsPresent(number));
      return false;
    }
    // A solved board returned to is no new completion: hexadoku-solved does not fire.
    if (!game.commit(snapshot.board, NO_HIGHLIGHTS, null)) return false; // paused
    game.say(game.words.snapshotRestored(number, snapshotTime(snapshot.taken, languageOf(this.#element)), snapshot.filled));
    game.emit('hexadoku-snapshot', { action: 'restore', index: at, snapshot });
    return true;
  }
}
