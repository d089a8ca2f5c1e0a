// <hexadoku-board> as a form control: the value it submits and the state the browser keeps
// for it, its validity (with `required`, an unsolved board is invalid), whether a
// disabled fieldset holds it, and what a form reset goes back to. The element
// (hexadoku-board.js) keeps one BoardForm and hands it the board after every change.

import * as GameState from './game-state.js';
import { wordsOf } from './board-words.js';

export class BoardForm {
  /** The element's ElementInternals: its form, validity and value. */
  internals;
  /** Whether a disabled fieldset holds the board: then the player may not play. */
  disabled = false;
  /** The givens of the last `puzzle` attribute read: what a form reset goes back to. */
  initialGivens = GameState.EMPTY.givens;

  /**
   * A form control for `element`, whose internals it attaches (once: an element has one).
   * @param {HTMLElement} element
   */
  #element;

  constructor(element) {
    this.#element = element;
    this.internals = element.attachInternals();
  }

  /**
   * Gives the form `board`: its letters as the value submitted, the whole board as the
   * state the browser restores, and the validity, which `required` asks for; the browser
   * points at `anchor` (the grid's focusable cell) when it says why a board is invalid.
   * @param {Readonly<object>} board
   * @param {{ required: boolean, anchor?: HTMLElement }} options
   */
  update(board, { required, anchor }) {
    const letters = GameState.letters(board);
    this.internals.setFormValue(letters, JSON.stringify(board));
    if (!required || GameState.isSolved(board)) this.internals.setValidity({});
    else if (letters.includes('.')) this.internals.setValidity({ valueMissing: true }, wordsOf(this.#element).fillEveryCell, anchor);
    else this.internals.setValidity({ customError: true }, wordsOf(this.#element).letterTwice, anchor);
  }

  /** The board a form reset goes back to: the `puzzle` attribute's, with nothing entered. */
  resetBoard() {
    return GameState.fromPuzzle(this.initialGivens);
  }
}

/**
 * The board in `state`, what the browser restores (going back to the page, or autofill);
 * null if it is not a state the element saved.
 * @param {string} state
 * @returns {Readonly<object> | null}
 */
export function restoredBoard(state) {
  try {
    return GameState.revive(JSON.parse(state));
  } catch {
    return null;
  }
}
