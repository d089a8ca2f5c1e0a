// The page's Hint, More and Apply: the board reveals a hint a level at a time (its
// `hint({ reveal })`, which keeps the hint being given and ends it when the board changes
// or says something else); the page places More and Apply under the status line, shown
// while the board says a hint is being revealed (`hexadoku-hint-level`). Loaded with the
// first Hint (app.js).

import { handOnFocus } from '../board/hint-focus.js';
import { Page } from '../words/page.js';

const $ = (id) => document.getElementById(id);

export class HintLevels {
  #board;
  #cancellable;
  #changed;
  /** The level the hint being given has reached, as the board last told it, or null. */
  #level = null;

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
    board.addEventListener('hexadoku-hint-level', ({ detail }) => this.show(detail.level));
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
      this.#board.say(await Page.failed(error));
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

  /**
   * Shows More (while there is more) and Apply at a hint's `level`, the keyboard handed
   * on as the board's own More and Apply hand it; hides them when it ends. Neither can be
   * pressed while the board is paused.
   */
  show(level = this.#level) {
    this.#level = level;
    const more = $('more');
    const apply = $('apply');
    handOnFocus(level, $('hint'), more, apply);
    more.disabled = level !== 'vague' || this.#board.paused;
    apply.disabled = this.#board.paused;
    $('clue').hidden = level === null;
  }
}
