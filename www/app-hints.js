// The page's Hint, a level at a time: first the technique and where to look, then (More)
// the cells of its pattern, then (Apply) the step itself, each in the board's status
// line with More and Apply beside it. The hint being given lasts until the board changes
// or the status line says something else, so everything the page says goes through
// `say` here.

import * as Sentences from './sentences.js';

const $ = (id) => document.getElementById(id);

export class HintLevels {
  #board;
  #cancellable;
  #changed;
  /**
   * The hint being given, { board, step, level }: the board it was found for, the
   * engine's step, and 'vague' or 'concrete', the detail shown so far. It lasts until that
   * board changes or the status line says something else (as it does, cleared, when the
   * set of symbols shown changes: its sentences name letters in the old set).
   */
  #clue = null;

  /**
   * Hints on `board`, the page's <hexadoku-board>: `cancellable(request)` runs an engine
   * call that Cancel may stop, `changed()` brings the page up to date after Apply.
   * @param {import('./hexadoku-board.js').HexadokuBoard} board
   * @param {{ cancellable: Function, changed: () => void }} page
   */
  constructor(board, { cancellable, changed }) {
    this.#board = board;
    this.#cancellable = cancellable;
    this.#changed = changed;
  }

  /** The hint being given, if it still fits the board shown; null otherwise. */
  get pending() {
    return this.#clue?.board === this.#board.board ? this.#clue : null;
  }

  /**
   * Says `text` in the board's status line; a hint pending there goes, as it no longer
   * shows.
   * @param {string} text
   */
  say(text) {
    this.drop();
    this.#board.say(text);
  }

  /**
   * Hint gives a step a level at a time: first the technique and where to look; pressed
   * again, the cells of its pattern (as More does); a third time, the step itself (as
   * Apply does). What is not a step (a full grid, no solution, several) shows at once,
   * unless #done says it already.
   */
  async hint() {
    const pending = this.pending;
    if (pending) return pending.level === 'vague' ? this.more() : this.apply();
    const board = this.#board;
    const present = board.board;
    const symbols = board.symbols;
    let step;
    try {
      step = await this.#cancellable((signal) => board.findHint({ signal }));
    } catch (error) {
      return this.say(Sentences.failureSentence(error));
    }
    if (board.board !== present) return this.say(Sentences.CHANGED_WHILE_HINTING);
    // Its sentences name letters in the set of symbols it was asked in.
    if (board.symbols !== symbols) return this.say(Sentences.SYMBOLS_CHANGED_WHILE_HINTING);
    // A grid the page already says is solved (#done) needs no second word of it: the status
    // line is cleared instead.
    if (step.status === 'complete') return this.say($('done').textContent === '' ? Sentences.COMPLETE : '');
    if (step.status === 'none' || step.status === 'lost') {
      board.highlight({ wrong: step.wrong ?? step.lost });
      return this.say(step.explanation);
    }
    if (step.status === 'multiple') return this.say(step.explanation);
    // Earlier hints' highlights would point at cells this clue does not name.
    board.highlight({});
    this.#offer({ board: present, step, level: 'vague' });
  }

  /** More: the pending hint's pattern, named in the status line and highlighted. */
  more() {
    const pending = this.pending;
    if (!pending || pending.level !== 'vague') return;
    this.#board.highlight({ pattern: pending.step.cells });
    this.#offer({ ...pending, level: 'concrete' });
  }

  /** Apply: the pending hint's step, made on the board it was found for. */
  apply() {
    const pending = this.pending;
    if (!pending) return;
    this.drop();
    this.#board.applyStep(pending.step);
    this.#changed();
  }

  /** Ends the hint being given, if any, and hides its buttons. */
  drop() {
    this.#clue = null;
    const panel = $('clue');
    // Keep the keyboard on the page's actions rather than on a button about to vanish.
    if (panel.contains(document.activeElement)) $('hint').focus();
    panel.hidden = true;
  }

  /** Shows `offered` at its level, with More (while there is more) and Apply beside it. */
  #offer(offered) {
    this.#clue = offered;
    this.#board.say(offered.step[offered.level]);
    const more = $('more');
    // A focused button that is disabled loses the keyboard: hand it on to Apply.
    if (offered.level !== 'vague' && document.activeElement === more) $('apply').focus();
    more.disabled = offered.level !== 'vague';
    $('clue').hidden = false;
  }
}
