// The difficulty of the puzzle shown, whichever way it came (a link, a paste, New, a
// reload, givens typed): graded by the engine in the background a moment after the
// puzzle is loaded, so that a first Solve or Hint does not wait behind it, and shown
// beside the clock with its band and rating.

import * as Sentences from './sentences.js';

/** How long after a puzzle is loaded its grade is asked for: the first click goes first. */
export const GRADE_DELAY = 800;

export class PuzzleGrade {
  #board;
  #line;
  /** The givens graded, or being graded, or waiting to be. */
  #givens = null;
  #timer = null;
  /** Aborts the grade under way when the puzzle changes. */
  #controller = null;

  /**
   * The difficulty of `board`'s puzzle (the page's <hexadoku-board>), shown in `line`.
   * @param {HTMLElement} board
   * @param {HTMLElement} line
   */
  constructor(board, line) {
    this.#board = board;
    this.#line = line;
  }

  /**
   * Brings the line up to the board: a new puzzle (other givens, not being edited) is
   * graded a moment later; until then, and for a grid with no givens, the line is empty.
   */
  update() {
    const givens = this.#board.editing ? '' : this.#board.givens;
    if (givens === this.#givens) return;
    this.#givens = givens;
    clearTimeout(this.#timer);
    this.#controller?.abort();
    this.#line.textContent = '';
    if (!/[A-P]/.test(givens)) return;
    this.#timer = setTimeout(() => this.#grade(givens), GRADE_DELAY);
  }

  async #grade(givens) {
    const controller = new AbortController();
    this.#controller = controller;
    let said;
    try {
      said = Sentences.difficulty(await this.#board.engine.grade(givens, { signal: controller.signal }));
    } catch (error) {
      if (controller.signal.aborted) return;
      said = Sentences.difficultyUnknown(error);
    }
    if (givens === this.#givens) this.#line.textContent = said;
  }
}
