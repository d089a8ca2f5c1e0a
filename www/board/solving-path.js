// The solving path of a <hexadoku-board>: every step of logic from the grid as it stands
// to its end, as the engine's `path` finds them (the same steps as `hexadoku explain`),
// listed in a panel beside the hint's (where a hint is read: after the dock, or in it,
// above the keypad, on a touch screen), with a summary of the techniques and the grade,
// the hardest step marked. Choosing a step (a click, or Enter on it; the arrow keys move
// along the list) previews the grid as it would stand then: the letters the steps before
// it place shown on the grid, and the step drawn as a hint is, its drawing the engine's
// hint for that board. Nothing of the game changes: the preview is only shown (Game's
// `preview`), and it ends with Close, Escape, or any change of the game. Loaded when the
// path is first opened (the element's `showPath`).

import * as GameState from './game-state.js';
import { adoptSheet } from './adopt-sheet.js';
import { html } from './hint-elements.js';
import { placeByDock } from './hint-drawing.js';
import { NO_HIGHLIGHTS } from './highlights.js';
import { hintApplied } from './controller.js';
import { languageOf, wordsOf } from './board-words.js';

/** The panel's look, and the letters a preview shows on the grid. */
const CSS = String.raw`
.solving-path { margin: 0 0 0.5rem; max-width: calc(16 * var(--_cell-size)); }
.solving-path[hidden] { display: none; }
.solving-path .path-head { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
.solving-path .path-title { font-weight: 700; margin: 0.3rem 0; }
.solving-path p { margin: 0.3rem 0; }
.solving-path ul { display: flex; flex-wrap: wrap; gap: 0.2rem 0.8rem; margin: 0.3rem 0; padding: 0; list-style: none; }
.solving-path ol { margin: 0.3rem 0; padding: 0; list-style: none; max-height: clamp(8rem, 40dvh, 24rem); overflow: auto; overscroll-behavior: contain; }
.solving-path ol button { display: block; width: 100%; text-align: start; border-color: transparent; background: none; padding: 0.15rem 0.4rem; }
.solving-path li[aria-current] button { background: var(--_highlight); border-color: var(--_box-line); }
.solving-path .hardest { font-weight: 700; }
.solving-path .hardest .mark { margin-inline-start: 0.4rem; padding: 0 0.3rem; border-radius: 0.3rem; background: var(--_target); }
.dock > .solving-path { max-width: none; flex: 0 1 auto; }
.dock > .solving-path ol { max-height: clamp(4rem, 18dvh, 12rem); }
.announce { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
/* A letter the steps before the one chosen place: a preview, not the player's. */
.cell.previewed { color: var(--_hint); font-style: italic; }
.cell.previewed input { text-decoration: underline dotted; }
/* The hint's own way in, while the path is open. */
.solving-path:not([hidden]) ~ .hint-detail .open-path { display: none; }
@media print { .solving-path { display: none !important; } }
`;

/** The most cells a step's place names before "and N more". */
const MOST_CELLS = 3;

/** A step's place: the cells it places in, then those it removes from, named as hints name them. */
function placeOf(step, words) {
  const cells = [...new Set([...step.placements, ...step.eliminations].map((p) => GameState.cellName(GameState.indexOf(p))))];
  const named = cells.slice(0, MOST_CELLS).join(', ');
  return cells.length > MOST_CELLS ? words.pathMoreCells(named, cells.length - MOST_CELLS) : named;
}

/** Whether two steps conclude the same: the same technique, placements and eliminations. */
const sameStep = (a, b) =>
  a.technique === b.technique && JSON.stringify([a.placements, a.eliminations]) === JSON.stringify([b.placements, b.eliminations]);

export class SolvingPath {
  #element;
  #game;
  #controller;
  #panel;
  /** The list of steps, while one is shown. */
  #list = null;
  /** A polite live region in the panel, which says the step chosen. */
  #announce;
  /** The path shown, `{ board, symbols, answer }`: the engine's answer for that board. */
  #shown = null;
  /** Where the keyboard was before the path opened, to go back to. */
  #opener = null;

  /**
   * The solving path of `element`, the board, whose `game` it previews on, asking its
   * `controller`'s engine; its panel goes into the element's shadow root, `root`.
   * @param {HTMLElement} element
   * @param {import('./game.js').Game} game
   * @param {import('./controller.js').BoardController} controller
   * @param {ShadowRoot} root
   */
  /** The element's words, in its language (board-words.js). */
  get #words() {
    return wordsOf(this.#element);
  }

  /** A rating to its tenth, as the element's language writes numbers: 6.6, or 6,6 in German. */
  #rating(rating) {
    return new Intl.NumberFormat(languageOf(this.#element), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  }

  constructor(element, game, controller, root) {
    this.#element = element;
    this.#game = game;
    this.#controller = controller;
    adoptSheet(root, CSS);
    this.#panel = html('div', { class: 'solving-path', part: 'solving-path', role: 'region', 'aria-labelledby': 'path-title' });
    this.#panel.hidden = true;
    this.#panel.addEventListener('keydown', (event) => this.#keydown(event));
    root.querySelector('.dock').after(this.#panel);
    this.#announce = html('p', { class: 'announce', 'aria-live': 'polite' });
  }

  /** Whether the path is open. */
  get open() {
    return !this.#panel.hidden;
  }

  /**
   * Opens the path for the grid as it stands: found by the engine (the panel says so
   * meanwhile), then listed, the keyboard on its first step. False when the game is
   * paused, or the engine failed (the status line says why).
   * @returns {Promise<boolean>}
   */
  async show() {
    if (this.#element.paused) return false;
    const board = this.#game.present;
    const symbols = this.#element.symbols;
    this.#opener ??= deepFocus(this.#element.getRootNode());
    if (this.#game.preview) this.#game.preview = null;
    this.#fill([html('p', { role: 'status' }, this.#words.pathFinding)]);
    if (this.#shown?.board !== board || this.#shown.symbols !== symbols) {
      const solution = await this.#controller.provedSolution(board);
      const marks = GameState.keptMarks(board);
      const request = (signal) => this.#controller.engine.path(GameState.letters(board), { givens: board.givens, marks, symbols, solution, lang: languageOf(this.#element), signal });
      const answer = await this.#controller.ask(request);
      if (!answer) return this.close();
      if (this.#game.present !== board) {
        this.#fill([html('p', {}, this.#words.pathChanged)]);
        return false;
      }
      this.#shown = { board, symbols, answer: answer.result };
    }
    this.#showList();
    return true;
  }

  /**
   * Closes the path: the board shows as it is again, and the keyboard, if it was in the
   * path, goes back where it was before the path opened.
   * @returns {false}
   */
  close() {
    const hadFocus = this.#panel.contains(deepFocus(this.#panel.getRootNode()));
    this.#panel.hidden = true;
    this.#panel.replaceChildren();
    this.#list = null;
    if (this.#game.preview) this.#game.preview = null;
    const opener = this.#opener;
    this.#opener = null;
    // Back where the keyboard was, if it is still in sight (Menu's popover, closed since, is not).
    if (hadFocus) (opener?.checkVisibility?.() ? opener : this.#element).focus();
    return false;
  }

  /** The panel: a heading with Close, then `parts`; placed where a hint is read. */
  #fill(parts) {
    const close = html('button', { type: 'button', 'data-action': 'close' }, this.#words.pathClose);
    close.addEventListener('click', () => this.close());
    const head = html('div', { class: 'path-head' });
    head.append(html('p', { class: 'path-title', id: 'path-title' }, this.#words.solvingPath), close);
    this.#panel.replaceChildren(head, ...parts, this.#announce);
    this.#panel.hidden = false;
    placeByDock(this.#panel, this.#panel.getRootNode().querySelector('.dock'));
  }

  /** Lists the path shown: its summary, its techniques and its steps; or why there is none. */
  #showList() {
    const answer = this.#shown.answer;
    if (answer.status !== 'path') {
      this.#fill([html('p', {}, answer.explanation ?? this.#words.complete)]);
      this.#panel.querySelector('[data-action="close"]').focus();
      return;
    }
    const { steps, hardest, grade } = answer;
    const summary = html('p', { class: 'path-summary' }, this.#words.pathSummary(steps.length, this.#rating(grade.rating), grade.difficulty, hardest + 1, steps[hardest].technique));
    const counts = html('ul', { 'aria-label': this.#words.pathTechniques });
    counts.append(...grade.steps.map(({ technique, count }) => html('li', {}, this.#words.pathTechniqueCount(technique, count))));
    const list = html('ol', { 'aria-label': this.#words.pathSteps });
    steps.forEach((step, i) => {
      const item = html('li', i === hardest ? { class: 'hardest' } : {});
      const button = html('button', { type: 'button', tabindex: '-1' }, this.#words.pathStep(i + 1, step.technique, placeOf(step, this.#words), this.#rating(step.rating)));
      if (i === hardest) button.append(html('span', { class: 'mark' }, this.#words.pathHardest));
      button.addEventListener('click', () => this.#choose(i));
      item.append(button);
      list.append(item);
    });
    this.#fill([summary, counts, list]);
    this.#list = list;
    this.#rove(0).focus();
  }

  /** Makes step `i`'s button the list's one stop for the Tab key; the button. */
  #rove(i) {
    const buttons = this.#list.querySelectorAll('button');
    buttons.forEach((button, j) => (button.tabIndex = j === i ? 0 : -1));
    return buttons[i];
  }

  /** The arrow keys, Home and End move along the list; Escape closes the path. */
  #keydown(event) {
    if (event.key === 'Escape') {
      event.preventDefault();
      this.close();
      return;
    }
    const buttons = [...(this.#list?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(deepFocus(this.#panel.getRootNode()));
    if (at < 0) return;
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    this.#rove(Math.max(0, Math.min(buttons.length - 1, to))).focus();
  }

  /**
   * Chooses step `i`: the grid previews the board the steps before it leave, the step's
   * cells highlighted at once, and drawn once the engine's hint for that board comes.
   */
  async #choose(i) {
    const { board, symbols, answer } = this.#shown;
    const step = answer.steps[i];
    const keepNotes = this.#element.keepNotes;
    const before = answer.steps.slice(0, i).reduce((shown, earlier) => hintApplied(shown, earlier, keepNotes), board);
    const previewed = new Set(answer.steps.slice(0, i).flatMap((earlier) => earlier.placements.map(GameState.indexOf)));
    const pattern = new Set(step.cells.map(GameState.indexOf));
    this.#list.querySelectorAll('li').forEach((item, j) => (j === i ? item.setAttribute('aria-current', 'step') : item.removeAttribute('aria-current')));
    this.#rove(i);
    const preview = { board: before, highlights: { ...NO_HIGHLIGHTS, pattern, previewed }, end: () => this.close() };
    this.#game.preview = preview;
    this.#announce.textContent = this.#words.pathStepDrawn(i + 1, answer.steps.length, step.technique);
    // The step's drawing is the hint's for the board as it would stand then.
    const solution = await this.#controller.provedSolution(board);
    const request = (signal) =>
      this.#controller.engine.hint(GameState.letters(before), { givens: board.givens, marks: GameState.keptMarks(before), symbols, solution, lang: languageOf(this.#element), signal });
    const hinted = await this.#controller.ask(request);
    if (this.#game.preview !== preview || hinted?.result.status !== 'step' || !sameStep(hinted.result, step)) return;
    this.#game.preview = { ...preview, highlights: { ...preview.highlights, hint: hinted.result } };
  }
}

/** The element that has the keyboard, inside shadow roots too, from `root`. */
function deepFocus(root) {
  let focused = root.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused;
}
