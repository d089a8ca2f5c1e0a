// The game on one <hexadoku-board>: the History of its game states (game-state.js), what
// is highlighted on the present one (highlights.js), what its status line says, the hint
// being revealed there a level at a time, a board previewed over it (the solving
// path's), whether its givens are being edited, the snapshots saved to return to, and
// the one way it changes, which keeps the view (view.js) and the form
// control (form.js) in step and fires the element's events. The element
// (hexadoku-board.js) keeps one Game and shares it with its input, its controller and
// its mistakes (mistakes.js), which change the board, and say things, only through it.

import * as GameState from './game-state.js';
import { restoredBoard } from './form.js';
import { History } from './history.js';
import { NO_HIGHLIGHTS } from './highlights.js';
import { wordsOf } from './board-words.js';

/**
 * `value` as a snapshot: `{ board, taken, filled }`, the board saved, when it was
 * (milliseconds since 1970) and how many of its cells hold a letter, frozen; null if it
 * is not one (`filled` is counted afresh).
 */
export function snapshotOf(value) {
  const board = GameState.revive(value?.board);
  const taken = value?.taken;
  if (!board || !Number.isFinite(taken)) return null;
  return Object.freeze({ board, taken, filled: GameState.givenCount(board) + GameState.entryCount(board) });
}

/** An event of the element's own: bubbling and composed, as its `input` and `change`. */
const customEvent = (type, detail) => new CustomEvent(type, { detail, bubbles: true, composed: true });

export class Game {
  /** What the last hint or check pointed at, until the next change. */
  highlights = NO_HIGHLIGHTS;
  /** Whether letters typed become givens (the puzzle is being edited). */
  editing = false;
  #element;
  #form;
  #view;
  #hooks;
  #history = new History(GameState.EMPTY);
  /** The snapshots saved, `{ board, taken, filled }` (see snapshotOf), oldest first. */
  #snapshots = [];
  /**
   * What each board of the history was shown with, `{ highlights, sentence }`: undo and
   * redo show a board again as it was, its highlights and the status line's sentence
   * with it (or neither, for a board shown before with nothing).
   */
  #shown = new WeakMap();
  /**
   * What the grid shows instead of the present board, `{ board, highlights, end }` (the
   * solving path's preview: a board shown, never entered), or null. While there is one
   * the player may not change the grid, and any change of the game ends it: `end()`.
   */
  #preview = null;
  /**
   * The hint being revealed a level at a time, `{ board, step, level }`: the board it was
   * found for, the step, and 'vague' or 'concrete', the detail the status line says. It
   * lasts until that board changes or the status line says something else.
   */
  #clue = null;

  /**
   * The game of `element`, drawn by `view`, and told to `form`. `hooks.changed()` is
   * called after every change of the present board, made or travelled to, once it is
   * drawn and a hint revealed before has ended, and after a page turns `editing` on or
   * off; `hooks.inputAndChange()` fires the element's `input` and `change`.
   * @param {HTMLElement} element the HexadokuBoard
   * @param {import('./form.js').BoardForm} form
   * @param {import('./view.js').BoardView} view
   * @param {{ changed: () => void, inputAndChange: () => void }} hooks
   */
  constructor(element, form, view, hooks) {
    this.#element = element;
    this.#form = form;
    this.#view = view;
    this.#hooks = hooks;
  }

  /** The element's words, in its language (board-words.js): what its parts say. */
  get words() { return wordsOf(this.#element); }

  /** The board shown: the present of the history. */
  get present() {
    return this.#history.present;
  }

  /** Whether there is a change to undo. */
  get canUndo() {
    return this.#history.canUndo;
  }

  /** Whether there is a change to redo. */
  get canRedo() {
    return this.#history.canRedo;
  }

  /** Whether the player may not change the grid: `readonly`, `paused`, a disabled fieldset, or a preview shown. */
  get locked() {
    return this.#element.readOnly || this.#element.paused || this.#form.disabled || this.#preview !== null;
  }

  /** The preview shown over the present board (see #preview), or null. */
  get preview() {
    return this.#preview;
  }

  /** Shows `preview` over the present board, or the present board again (null). */
  set preview(preview) {
    this.#preview = preview;
    this.render();
  }

  /** Ends the preview, if one is shown, and tells it: the present board shows again. */
  #endPreview() {
    const ended = this.#preview;
    if (!ended) return;
    this.#preview = null;
    ended.end();
    this.render();
  }

  /**
   * Shows a change of the element's attribute `name` from `before` to `after` (null:
   * absent), any but `puzzle`, which the controller reads: the form told of `required`;
   * the game paused or resumed, the letter filter, colour mode, each shown and said;
   * notes mode switched, and the page told; the grid zoomed in, around the cell the
   * player is on; anything else drawn.
   */
  attributeChanged(name, before, after) {
    const switched = (before === null) !== (after === null);
    if (name === 'required') this.updateForm();
    else if (name === 'paused' && switched) this.pause(after !== null);
    else if (name === 'filter' && before !== after) this.showFilter();
    else if (name === 'colour' && before !== after) this.showColouring();
    else {
      this.render();
      if (name === 'notes-mode' && switched) this.emit('hexadoku-notes-mode', { notesMode: after !== null });
      if (name === 'zoom' && switched && after !== null) this.#view.reveal();
    }
  }

  /**
   * Shows the cells of the element's `filter` letter, and says how many hold it and how
   * many more could (or that the filter is off): a word about the view, which neither
   * ends a hint being revealed nor stays with the board for Undo to bring back.
   */
  showFilter() {
    this.render();
    const letter = this.#element.filter;
    this.emit('hexadoku-filter', { letter });
    if (!letter) return this.#view.say(this.words.filterOff);
    const { holds, can } = GameState.cellsOfLetter(this.present, letter);
    this.#view.say(this.words.filtering(GameState.symbolOf(letter, this.#element.symbols), holds.size, can.size));
  }

  /** Shows the element's colour mode (`colour`), tells the page, and says it (as `showFilter`). */
  showColouring() {
    this.render();
    const colour = this.#element.colour;
    this.emit('hexadoku-colour', { colour });
    this.#view.say(colour ? this.words.colouring(colour) : this.words.colouringOff);
  }

  /** Shows the game paused (`on`: its letters hidden) or resumed, and says so (as `showFilter`). */
  pause(on) {
    this.#endPreview();
    this.render();
    this.#view.say(on ? this.words.paused : this.words.resumed);
  }

  /**
   * Makes `board` the present (undoably), a change made `by` the player or the solver:
   * if it completes the grid, fires `hexadoku-solved`; `by` null, a board returned to (a
   * snapshot), fires nothing, as Undo does not. False if it is the present already.
   * @param {Readonly<object>} board
   * @param {typeof NO_HIGHLIGHTS} [highlights] what to highlight on it
   * @param {'player' | 'solver' | null} [by]
   * @returns {boolean}
   */
  commit(board, highlights = NO_HIGHLIGHTS, by = 'player') {
    // Paused, the grid takes no change, from the player or a script.
    if (this.#element.paused) return false;
    const wasSolved = GameState.isSolved(this.present);
    if (!this.#history.push(board)) return false;
    this.changed(highlights);
    if (by && !wasSolved && GameState.isSolved(this.present)) {
      this.emit('hexadoku-solved', { value: GameState.letters(this.present), by });
    }
    return true;
  }

  /** Starts a new history at `board`, with nothing to undo (a board restored, a form reset). */
  restart(board) {
    this.#history = new History(board);
    this.changed();
  }

  /** Restores `value`, a saved board (the element's `board`); fails if it is not one. */
  restore(value) {
    const board = GameState.revive(value);
    if (board) this.restart(board);
    else this.fail(this.words.notASavedBoard);
  }

  /** Restores the board the browser kept as the form's `state`, if it is one (going back to the page, autofill). */
  restoreFormState(state) {
    const board = restoredBoard(state);
    if (board) this.restore(board);
  }

  /** A form reset: back to the `puzzle` attribute's givens with nothing entered, editing off, nothing to undo. */
  reset() {
    this.editing = false;
    this.restart(this.#form.resetBoard());
  }

  /** Whether letters typed become givens, set by a page (the element's `editing`): drawn, and told to the `changed` hook. */
  edit(on) {
    this.editing = on;
    this.render();
    this.#hooks.changed();
  }

  /** A fieldset around the board was disabled (`disabled`) or enabled: the player may not, or may, play. */
  disable(disabled) {
    this.#form.disabled = disabled;
    this.render();
  }

  /** The boards the player saved to return to (the element's `snapshots`), oldest first: a copy. */
  get snapshots() {
    return [...this.#snapshots];
  }

  /** Restores a list of snapshots (as `snapshots` gave it); fails, changing nothing, unless each is one. */
  set snapshots(list) {
    const read = Array.isArray(list) ? list.map(snapshotOf) : [null];
    if (read.includes(null)) return this.fail(this.words.notASavedBoard);
    this.#snapshots = read;
  }

  /**
   * What Undo and Redo go through around the present board: `{ past, future }`, boards,
   * `past` oldest first and `future` the next Redo's first.
   */
  get undoHistory() {
    return { past: this.#history.past, future: this.#history.future };
  }

  /**
   * Brings back what Undo and Redo go through (a game saved with its history), keeping
   * the present board; fails, changing nothing, unless every one is a board.
   * @param {{ past?: object[], future?: object[] }} value
   */
  set undoHistory(value) {
    const { past = [], future = [] } = value ?? {};
    const boards = Array.isArray(past) && Array.isArray(future) ? [...past, ...future].map(GameState.revive) : [null];
    if (boards.includes(null)) return this.fail(this.words.notASavedBoard);
    this.#history.rebuild(boards.slice(0, past.length), boards.slice(past.length));
    this.render();
  }

  /** Takes back the last `count` changes, in one travel. @returns {boolean} whether there were as many */
  undo(count = 1) {
    if (this.#element.paused || !this.#history.undo(count)) return false;
    this.#showAgain();
    return true;
  }

  /** Makes again the last change taken back. @returns {boolean} whether there was one */
  redo() {
    if (this.#element.paused || !this.#history.redo()) return false;
    this.#showAgain();
    return true;
  }

  /** Shows the present board as it was last shown: its highlights and its sentence. */
  #showAgain() {
    const { highlights = NO_HIGHLIGHTS, sentence = '' } = this.#shown.get(this.present) ?? {};
    this.changed(highlights);
    this.say(sentence);
  }

  /**
   * Says `text` in the status line (a polite live region), even if said already, kept
   * with the present board for Undo and Redo to show again; the hint revealed there ends.
   */
  say(text) {
    this.#endHint();
    this.#write(text);
  }

  /** The hint being revealed on the present board, `{ board, step, level }`, or null. */
  get clue() {
    return this.#clue?.board === this.present ? this.#clue : null;
  }

  /**
   * Reveals `clue`, `{ board, step, level }`, the present board's hint (a new one, or the
   * one being revealed) at `level`: the status line says that level's sentence, More and
   * Apply show it, and the page is told (`hexadoku-hint-level`).
   */
  reveal(clue) {
    this.#write(clue.step[clue.level]);
    this.#clue = clue;
    this.#hintLevel(clue.level);
  }

  /** Ends the hint being revealed, if any, and its drawing with it. */
  #endHint() {
    if (this.#clue === null) return;
    this.#clue = null;
    this.#hintLevel(null);
    if (this.highlights.hint) this.show({ ...this.highlights, hint: null });
  }

  /** Shows More and Apply while a hint is being revealed, and tells the page its level. */
  #hintLevel(level) {
    this.#view.showHintLevel(level);
    this.emit('hexadoku-hint-level', { level });
  }

  #write(text) {
    this.#endPreview();
    this.#view.say(text);
    this.#remember({ sentence: text });
  }

  #remember(shown) {
    this.#shown.set(this.present, { ...this.#shown.get(this.present), ...shown });
  }

  /**
   * Takes back the last change without a word, if `board` is the present and the player
   * may undo it: a keystroke that amends the one before (the "2" of "12") replaces it.
   */
  takeBack(board) {
    if (board === this.present && this.#history.canUndo && !this.locked) this.#history.undo();
  }

  /**
   * After every change of the present, made or travelled to: tells the form, draws it
   * with `highlights`, and calls the `changed` hook.
   */
  changed(highlights = NO_HIGHLIGHTS) {
    this.#endPreview();
    this.highlights = highlights;
    this.#remember({ highlights });
    this.updateForm();
    this.render();
    // A hint is revealed for the board it was found for.
    if (this.#clue?.board !== this.present) this.#endHint();
    this.#hooks.changed();
  }

  /** Gives the form the present board, and whether `required` makes it invalid. */
  updateForm() {
    this.#form.update(this.present, { required: this.#element.required, anchor: this.#view.anchor });
  }

  /** Highlights cells (see `highlightsOf`) until the next change. */
  show(highlights) {
    this.#endPreview();
    this.highlights = highlights;
    // A hint's drawing belongs to its reveal, which a board shown again does not resume.
    this.#remember({ highlights: { ...highlights, hint: null } });
    this.render();
  }

  /** Draws the board as it is, and as the element's attributes ask. */
  render() {
    this.#view.render(this.#element, this);
  }

  /** Runs `action` for the player: if it changed the grid, fires `input` and `change`. */
  async byPlayer(action) {
    const before = this.present;
    await action();
    if (this.present !== before) this.inputAndChange();
  }

  /**
   * Fires `input` and `change`, as a form control does when the player changed it. The
   * element dispatches them itself (a hook), so that its manifest finds them in its class.
   */
  inputAndChange() {
    this.#hooks.inputAndChange();
  }

  /** Fires the element's own event `type` (hexadoku-board.js documents them) with `detail`. */
  emit(type, detail) {
    this.#element.dispatchEvent(customEvent(type, detail));
  }

  /** Says `message` in the status line and fires `hexadoku-error` with it. */
  fail(message) {
    this.say(message);
    this.emit('hexadoku-error', { message });
  }
}
