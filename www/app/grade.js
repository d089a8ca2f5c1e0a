// The difficulty of the puzzle shown, whichever way it came (a link, a paste, New, a
// reload, givens typed): graded by the engine in the background a moment after the
// puzzle is loaded, so that a first Solve or Hint does not wait behind it, and shown
// beside the clock with its band and rating. The page loads this module once a puzzle
// is to be graded, a moment after the first one shows, with its sentences, which the
// first load does without.

import { difficulty, difficultyUnknown, lang } from '../words/page.js';

/** How long after a puzzle is loaded its grade is asked for: the first click goes first. */
export const GRADE_DELAY = 800;

export class PuzzleGrade {
  #board;
  #line;
  /** The givens graded, or being graded, or waiting to be. */
  #givens = null;
  #timer = null;
  #graded;

  /**
   * The difficulty of `board`'s puzzle (the page's <hexadoku-board>), shown in `line` in
   * the words of page.js; `graded(givens, grade)` is told each grade.
   * @param {HTMLElement} board
   * @param {HTMLElement} line
   * @param {(givens: string, grade: object) => void} [graded]
   */
  constructor(board, line, graded = () => {}) {
    this.#board = board;
    this.#line = line;
    this.#graded = graded;
  }

  /**
   * Brings the line up to the board: a new puzzle (other givens, not being edited) is
   * graded a moment later; until then, and for a grid with no givens, the line is empty.
   */
  update() {
    const givens = this.#board.editing ? '' : this.#board.givens;
    if (givens === this.#givens) return;
    this.#givens = givens;
    // A grade under way is left to finish (stopping it would stop the page's shared
    // engine, and every call waiting there); its answer is dropped for other givens.
    clearTimeout(this.#timer);
    this.#line.textContent = '';
    if (!/[A-P]/.test(givens)) return;
    this.#timer = setTimeout(() => this.#grade(givens), GRADE_DELAY);
  }

  async #grade(givens) {
    let said;
    try {
      const grade = await this.#board.engine.grade(givens, { lang });
      this.#graded(givens, grade);
      said = difficulty(grade);
    } catch (error) {
      // Cancel stopped the engine under it: the next update asks again.
      if (error?.code === 'aborted') {
        if (givens === this.#givens) this.#givens = null;
        return;
      }
      said = difficultyUnknown(error);
    }
    if (givens === this.#givens) this.#line.textContent = said;
  }
}
