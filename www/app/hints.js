// The page's Hint, More and Apply: the board reveals a hint a level at a time (its
// `hint({ reveal })`, which keeps the hint being given and ends it when the board changes
// or says something else); the page places More and Apply under the status line, shown
// while the board says a hint is being revealed (`hexadoku-hint-level`).

import * as Sentences from '../words/sentences.js';

const $ = (id) => document.getElementById(id);

export class HintLevels {
  #board;
  #cancellable;
  #changed;
  /** The level the hint being given has reached, or null; and whether the game is paused. */
  #level = null;
  #paused = false;

  /**
   * Hint, More and Apply for `board`, the page's <hexadoku-board>: `cancellable(request)`
   * runs an engine call that Cancel may stop, `changed()` brings the page up to date once
   * a step is applied (Undo, saving).
   * @param {import('../board/hexadoku-board.js').HexadokuBoard} board
   * @param {{ cancellable: Function, changed: () => void }} page
   */
  constructor(board, { cancellable, changed }) {
    this.#board = board;
    this.#cancellable = cancellable;
    this.#changed = changed;
    board.addEventListener('hexadoku-hint-level', ({ detail }) => this.#show(detail.level));
  }

  /**
   * Hint: the next level of the hint being given, or a new one. A grid the page already
   * says is solved (#done) needs no second word of it: the status line is cleared instead.
   */
  async hint() {
    if (this.#board.solved && $('done').textContent !== '') return this.#board.say('');
    try {
      await this.#cancellable((signal) => this.#board.hint({ signal, reveal: true }));
    } catch (error) {
      this.#board.say(Sentences.failureSentence(error));
    }
    this.#changed();
  }

  /** More: the pattern of the hint being given. */
  more() {
    return this.#board.hint({ reveal: true });
  }

  /** Apply: the step of the hint being given, made. */
  async apply() {
    await this.#board.hint();
    this.#changed();
  }

  /** More and Apply cannot be pressed while the game is paused (`on`). */
  pause(on) {
    this.#paused = on;
    this.#show(this.#level);
  }

  /** Shows More (while there is more) and Apply at a hint's `level`; hides them when it ends. */
  #show(level) {
    this.#level = level;
    const panel = $('clue');
    const more = $('more');
    // Keep the keyboard on the page's actions rather than on a button about to vanish or
    // be disabled.
    if (level === null && panel.contains(document.activeElement)) $('hint').focus();
    if (level === 'concrete' && document.activeElement === more) $('apply').focus();
    more.disabled = level !== 'vague' || this.#paused;
    $('apply').disabled = this.#paused;
    panel.hidden = level === null;
  }
}
