// What <hexadoku-board> shows in its shadow root: the toolbar (the buttons `controls`
// names), the grid (grid-view.js) in a viewport that scrolls it when zoomed, and the dock
// under it: the status line (a polite live region), the page's own buttons for it (slot
// `actions`) and, on touch screens, the keypad (keypad.js), kept in sight at the bottom
// of the screen; all drawn from the element's Game and attributes. Loaded when first
// needed: the look of colour marks (colour-marks.js), with the first coloured cell or the
// keypad's swatches, and the card over a paused grid (pause-card.js). It decides nothing:
// what the player types or presses goes to the callbacks it is given.

import * as GameState from './game-state.js';
import { GridView, NO_FILTER } from './grid-view.js';
import { styles } from './style.js';
import { handOnFocus } from './hint-focus.js';
import { wordsOf } from './board-words.js';

/** The buttons `controls` may name, in the order they are shown: their label in the element's words, and what they do. */
const CONTROLS = {
  solve: { label: (words) => words.solve, press: (board) => board.solve() },
  hint: { label: (words) => words.hint, press: (board) => board.hint({ reveal: true }) },
  // Hint reveals a step a level at a time: More and Apply stand beside it meanwhile.
  more: { label: (words) => words.more, press: (board) => board.hint({ reveal: true }) },
  apply: { label: (words) => words.apply, press: (board) => board.hint() },
  check: { label: (words) => words.check, press: (board) => board.check() },
  undo: { label: (words) => words.undo, press: (board) => board.undo() },
  redo: { label: (words) => words.redo, press: (board) => board.redo() },
  'undo-to-correct': { label: (words) => words.undoToCorrect, press: (board) => board.undoToCorrect() },
  clear: { label: (words) => words.clear, press: (board) => board.clear() },
  notes: { label: (words) => words.notes, press: (board) => (board.notesMode = !board.notesMode), keys: 'Alt+N' },
  'fill-notes': { label: (words) => words.fillNotes, press: (board) => board.fillNotes() },
  zoom: { label: (words) => words.zoom, press: (board) => (board.zoom = !board.zoom) },
};
/** The toolbar's toggles, and the attribute each shows. */
const TOGGLES = { notes: 'notes-mode', zoom: 'zoom' };

export class BoardView {
  #root;
  #toolbar;
  /** The grid's container, the viewport that scrolls it, and the GridView that fills it. */
  #gridBox;
  #viewport;
  #grid;
  #dock;
  #status;
  /** Where a hint is read under the status line: after the dock, or in it (hint-drawing.js). */
  #hintDetail;
  /**
   * The HintDrawing that draws a hint over the grid and reads it in #hintDetail, loaded
   * when the first hint is drawn (a promise of it): a page's first load does without it.
   */
  #hintDrawing = null;
  /** The hint being revealed, or the highlights, whose cells were last brought into view. */
  #hinted = null;
  /** More and Apply, shown beside Hint while a hint is being revealed; null without Hint. */
  #more = null;
  #apply = null;
  #keypad;
  /** The element's BoardInput (a function that gives it), to which the player's entries and keys go. */
  #input;
  /** The symbol set the keypad was last built for. */
  #keypadSymbols = null;
  /**
   * The keypad's module (keypad.js): null until a keypad is shown, on a touch screen
   * (style.js shows it there alone), then the promise of it, then the module.
   */
  #keypadModule = null;
  /** The look of colour marks, adopted once (a promise), with the first that shows. */
  #colourMarks = null;
  /** The PauseCard, built when the game is first paused: a promise of it. */
  #pauseCard = null;

  /**
   * Fills `root`, the element's shadow root: the toolbar (hidden until `controls` names a
   * button), the grid's viewport and container, and the dock: the status line, the slot
   * `actions` and the keypad. `input()` gives the element's BoardInput: every entry in
   * the grid goes to its `typed(index, letter, how)` (see GridView), a change of the
   * cells selected to its `selected(cells)`, and its `keypad` is what the keypad's keys
   * do (see buildKeypad).
   * @param {ShadowRoot} root
   * @param {() => import('./input.js').BoardInput} input
   */
  constructor(root, input) {
    this.#root = root;
    root.adoptedStyleSheets = [styles()];
    // How the board prints, once the page has time for it: showing a puzzle does without it.
    (globalThis.requestIdleCallback ?? setTimeout)(() => import('./print-style.js').then(({ adoptPrintStyles }) => adoptPrintStyles(root), () => {}));
    this.#toolbar = element('div', { class: 'toolbar', part: 'toolbar', role: 'toolbar' });
    this.#toolbar.hidden = true;
    this.#gridBox = element('div', { class: 'grid' });
    this.#viewport = element('div', { class: 'viewport', part: 'viewport' });
    this.#viewport.append(this.#gridBox);
    this.#status = element('p', { class: 'status', part: 'status', role: 'status', 'aria-live': 'polite' });
    this.#hintDetail = element('div', { class: 'hint-detail', part: 'hint-detail', role: 'region' });
    this.#hintDetail.hidden = true;
    // Labelled by its mode at each render (keypad.js).
    this.#keypad = element('div', { class: 'keypad', role: 'group' });
    this.#dock = element('div', { class: 'dock', part: 'dock' });
    this.#dock.append(this.#status, element('slot', { name: 'actions' }), this.#keypad);
    root.append(this.#toolbar, this.#viewport, this.#dock, this.#hintDetail);
    this.#grid = new GridView(this.#gridBox, {
      onEnter: (index, letter, how) => input().typed(index, letter, how),
      onSelect: (cells) => input().selected(cells),
    });
    this.#input = input;
    this.relabel();
    // Zoomed, the viewport is as tall as the screen leaves above the dock, which grows
    // with what the status line says, and a hint's explanation.
    new ResizeObserver(() => this.#viewport.style.setProperty('--dock-height', `${this.#dock.offsetHeight}px`)).observe(this.#dock);
  }

  /** The cell the player is on. */
  get active() {
    return this.#grid.active;
  }

  /** The cells selected, in reading order. */
  get selection() {
    return this.#grid.selection;
  }

  /** Selects `cells`, positions `{ row, col }`; what is not a cell of the grid is left out. */
  select(cells) {
    const onGrid = (cell) => [cell?.row, cell?.col].every((n) => Number.isInteger(n) && n >= 0 && n < GameState.SIZE);
    this.#grid.select((Array.isArray(cells) ? cells : []).filter(onGrid).map(GameState.indexOf));
  }

  /** The grid's cell that takes the focus: where the browser points when the form is invalid. */
  get anchor() {
    return this.#root.querySelector('input[tabindex="0"]') ?? undefined;
  }

  /** Focuses the cell the player was last on. */
  focus() {
    this.#grid.focus();
  }

  /**
   * Brings the cell the player is on into the middle of the viewport (a grid zoomed in
   * scrolls there), and the viewport to the top of the window: as tall as the window
   * leaves above the dock, it is then whole in sight.
   */
  reveal() {
    const viewport = this.#viewport;
    const box = viewport.getBoundingClientRect();
    const cell = this.#grid.activeCell.getBoundingClientRect();
    viewport.scrollBy(cell.left - box.left - (box.width - cell.width) / 2, cell.top - box.top - (box.height - cell.height) / 2);
    viewport.scrollIntoView({ block: 'start' });
  }

  /** Whether the focus is in the grid (on a cell). */
  get focusInGrid() {
    return this.#gridBox.contains(this.#root.activeElement);
  }

  /** Says `text` in the status line, a polite live region, even if it says it already. */
  say(text) {
    this.#status.textContent = '';
    this.#status.textContent = text;
  }

  /**
   * Shows the buttons that `controls` (a space-separated list) names; `onPress(press)`
   * when one is pressed, `press(element)` being what it does.
   * @param {string} controls
   * @param {(press: (element: HTMLElement) => unknown) => void} onPress
   */
  buildToolbar(controls, onPress) {
    const wanted = new Set(controls.toLowerCase().split(/\s+/));
    if (wanted.has('hint')) wanted.add('more').add('apply');
    const buttons = Object.entries(CONTROLS)
      .filter(([action]) => wanted.has(action))
      .map(([action, { press, keys }]) => {
        const button = element('button', { type: 'button', 'data-action': action });
        if (keys) button.setAttribute('aria-keyshortcuts', keys);
        button.addEventListener('click', () => onPress(press));
        return button;
      });
    const named = (action) => buttons.find((button) => button.dataset.action === action) ?? null;
    [this.#more, this.#apply] = [named('more'), named('apply')];
    if (this.#more) this.#more.hidden = this.#apply.hidden = true;
    this.#toolbar.replaceChildren(...buttons);
    this.#toolbar.hidden = buttons.length === 0;
    this.relabel();
  }

  /**
   * Writes the labels in the element's words (board-words.js), anew when its language has
   * changed: the toolbar's buttons, the regions' names, and the keypad (rebuilt at the
   * next render); the grid's cells are named at each render.
   */
  relabel() {
    const words = wordsOf(this.#root);
    this.#toolbar.setAttribute('aria-label', words.toolbar);
    this.#gridBox.setAttribute('aria-label', words.grid);
    this.#hintDetail.setAttribute('aria-label', words.hintDetail);
    for (const button of this.#toolbar.children) button.textContent = CONTROLS[button.dataset.action].label(words);
    this.#keypadSymbols = null;
  }

  /**
   * Shows More (while there is more) and Apply while a hint is revealed at `level`; hides
   * them when it ends (null), the keyboard handed on rather than lost (handOnFocus).
   * @param {'vague' | 'concrete' | null} level
   */
  showHintLevel(level) {
    if (this.#more === null) return;
    handOnFocus(level, this.#toolbar.querySelector('[data-action="hint"]'), this.#more, this.#apply);
    this.#more.hidden = this.#apply.hidden = level === null;
    this.#more.dataset.level = level ?? '';
    this.#more.disabled = level !== 'vague';
  }

  /**
   * The keypad of `board`, the element, in its symbols and mode: built once its module
   * has loaded, which a screen without touch asks for only when the `keypad` attribute
   * shows it there too.
   */
  #renderKeypad(board) {
    if (this.#keypadModule === null) {
      if (!board.keypad && !matchMedia('(pointer: coarse)').matches) return;
      const loaded = (module) => {
        this.#keypadModule = module;
        this.#renderKeypad(board);
      };
      this.#keypadModule = import('./keypad.js').then(loaded, () => (this.#keypadModule = null));
    }
    if (this.#keypadModule instanceof Promise) return;
    const { symbols } = board;
    if (symbols !== this.#keypadSymbols) {
      this.#keypadSymbols = symbols;
      this.#keypadModule.buildKeypad(this.#keypad, symbols, this.#input().keypad);
      this.#adoptColourMarks();
    }
    const { notesMode: notes, colour, zoom, value: letters, filter, paused } = board;
    const mode = { notes, colour, zoom, letters, filter, paused };
    this.#keypadModule.showKeypadMode(this.#keypad, symbols, mode);
  }

  /**
   * Draws `game`'s present board (or the board it previews) as the attributes of
   * `board`, the element, ask: its
   * symbols, highlighting, pencil marks and notes mode; the buttons that cannot act now
   * disabled, and the keypad hidden while the player may not play.
   * @param {HTMLElement} board
   * @param {import('./game.js').Game} game
   */
  render(board, game) {
    // A preview (the solving path's) is shown in the present board's place.
    const { board: present, highlights } = game.preview ?? { board: game.present, highlights: game.highlights };
    const symbols = board.symbols;
    this.#renderPause(board.paused);
    this.#renderKeypad(board);
    if (/[^.]/.test(present.colours) || /[^.]/.test(present.markColours)) this.#adoptColourMarks();
    const shown = new Set(board.highlighting.toLowerCase().split(/\s+/));
    this.#grid.render(present, {
      symbols,
      highlight: { units: shown.has('units'), letters: shown.has('letters') },
      ...highlights,
      conflicts: GameState.conflicts(present),
      marks: board.candidates ? GameState.candidates(present) : null,
      editing: game.editing,
      readonly: game.locked,
      paused: board.paused,
      filter: board.filter ? GameState.cellsOfLetter(present, board.filter) : NO_FILTER,
    });
    this.#drawHint(board.paused ? null : highlights.hint, symbols).then(() => {
      // Zoomed, a hint given, drawn or applied brings its cells into view, once each (its
      // module failing to load, offline before it was kept, leaves the grid where it is).
      const shown = game.clue ?? game.highlights;
      if (shown !== this.#hinted && board.zoom) import('./hint-in-view.js').then((module) => module.showHintCells(this.#viewport, this.#dock, game), () => {});
      this.#hinted = shown;
    });
    for (const button of this.#toolbar.children) {
      const action = button.dataset.action;
      const changes = action !== 'check' && action !== 'zoom';
      button.disabled =
        (changes && game.locked) ||
        board.paused ||
        ((action === 'undo' || action === 'undo-to-correct') && !game.canUndo) ||
        (action === 'redo' && !game.canRedo) ||
        (action === 'more' && this.#more.dataset.level !== 'vague');
      if (TOGGLES[action]) button.setAttribute('aria-pressed', String(board.hasAttribute(TOGGLES[action])));
    }
    // Paused, the keypad stays, its keys disabled (keypad.js), as the toolbar's.
    this.#keypad.hidden = game.locked && !board.paused;
  }

  /** Adopts the look of colour marks (colour-marks.js), loaded the first time (again if it failed). */
  #adoptColourMarks() {
    this.#colourMarks ??= import('./colour-marks.js').then(
      ({ adoptColourMarks }) => adoptColourMarks(this.#root),
      () => (this.#colourMarks = null),
    );
  }

  /** The game paused or not, as the card over the grid shows (pause-card.js, loaded when first paused). */
  #renderPause(paused) {
    if (this.#pauseCard === null && !paused) return;
    this.#pauseCard ??= import('./pause-card.js').then(
      ({ PauseCard }) => new PauseCard(this.#viewport, this.#gridBox, () => this.#input().resume()),
      () => (this.#pauseCard = null),
    );
    this.#pauseCard.then((card) => card?.show(this.#root.host.paused));
  }

  /**
   * Draws `step` (a step with its drawing, or null for none) over the grid and reads it
   * under the status line, once the drawing's module is loaded. Calls are drawn in turn,
   * so the last one stands.
   */
  async #drawHint(step, symbols) {
    if (step === null && this.#hintDrawing === null) return;
    // A module that failed to load (offline before it was kept) is asked for again next time.
    this.#hintDrawing ??= import('./hint-drawing.js')
      .then(({ HintDrawing }) => new HintDrawing(this.#gridBox, this.#hintDetail, this.#dock))
      .catch(() => (this.#hintDrawing = null));
    (await this.#hintDrawing)?.show(step, symbols);
  }
}

/** A new `tag` element with `attributes`. */
function element(tag, attributes) {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}
