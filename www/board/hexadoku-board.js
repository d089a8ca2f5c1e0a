// <hexadoku-board>: the 16×16 puzzle as a custom element, in a shadow root. Importing
// this module in a browser defines it, once; on a server it defines nothing (types:
// hexadoku-board.d.ts). This module is its API, every member documented (custom-elements.json
// is made from it, and style.js's parts and custom properties); the work is done by its
// Game (game.js: the board, the status line, a hint's levels), view (view.js), form
// (form.js), input (input.js), controller (controller.js: the engine) and words
// (board-language.js: its language). It extends a form control's members (form-control.js),
// which extend its attributes (attributes.js); Check, Undo to correct and the snapshots
// (mistakes.js) and the solving path (solving-path.js) load with their first use.

import * as GameState from './game-state.js';
import { BoardController } from './controller.js';
import { FormControl, formOf } from './form-control.js';
import { Game } from './game.js';
import { highlightsOf } from './highlights.js';
import { BoardInput } from './input.js';
import { once } from './load-once.js';
import { BoardView } from './view.js';
import { BoardLanguage } from './board-language.js';

/** The properties a page may set before this module defines the element (see connectedCallback). */
const PROPERTIES = [
  'puzzle', 'readOnly', 'controls', 'candidates', 'notesMode', 'keepNotes', 'highlighting', 'symbols', 'name',
  'required', 'value', 'engine', 'paused', 'filter', 'colour', 'zoom', 'keypad', 'selection', 'snapshots',
];

/**
 * A 16×16 sudoku (letters A–P) to play, solve and take hints on. The attributes are the
 * source of truth; the properties reflect them. Changes by the player fire `input` and
 * `change`, as a form control's do; with a `name` it is submitted with its form.
 *
 * @element hexadoku-board
 * @summary A 16×16 sudoku board with a solver and hints, in a shadow root.
 *
 * @attr {string} puzzle - The puzzle to show, in any layout the engine reads (256
 *   characters with `.` for empty cells, or 16 rows of 16 with `-` or `.`). Setting it
 *   loads the puzzle (undoably); one that cannot be read leaves the board as it was and
 *   fires `hexadoku-error`. It is also what a form reset goes back to.
 * @attr {boolean} readonly - The player cannot change the grid (scripts still can).
 * @attr {string} controls - The buttons to show, a space-separated subset of `solve hint
 *   check undo redo undo-to-correct clear notes fill-notes zoom`; none by default, just the grid.
 * @attr {boolean} candidates - Show pencil marks: each empty cell's letters still possible,
 *   where the player has no notes (a cell's notes, when it has some, show instead).
 * @attr {boolean} notes-mode - Letters typed (and the keypad's) toggle notes rather than fill
 *   the cell. Alt+N, or the `notes` button, switches it; Shift+letter notes in either mode.
 * @attr {boolean} keep-notes - A letter placed (typed or a hint's) leaves the notes of its
 *   row, column and box as they are; without it, the letter is taken out of them.
 * @attr {string} highlight - What is highlighted around the selected cell, a
 *   space-separated subset of `units letters`: `units` its row, column and box, `letters`
 *   every cell holding its letter and every pencil mark or note of that letter. Absent:
 *   both; empty: none. (The property is `highlighting`, as `highlight()` is a method.)
 * @attr {string} symbols - The symbols the grid shows, its keypad offers and typing takes:
 *   `letters` (A–P, the default), `hex` (0–F), `one-g` (1–9 then A–G) or `numbers`
 *   (1–16: type "1" then a digit 0–6 within a second for 10–16). The board's value stays
 *   in letters A–P; what the status line says (hints among it) names letters in the set.
 * @attr {string} name - The name the grid's value is submitted under with its form.
 * @attr {boolean} required - An unsolved board makes its form invalid.
 * @attr {string} lang - The language the board speaks (its controls, status line, hints):
 *   `en`, `de` or `zh-Hans` (any tag of theirs: `zh-CN`, `de-AT`), inherited from the
 *   nearest ancestor's `lang` or the document's; English for another. Changes live.
 * @attr {boolean} paused - A game paused: a card with Resume covers the grid, whose letters,
 *   notes, colours and highlights are hidden, and nothing of the element can show or change
 *   it; the status line says so. Resume (the card's) removes it and fires `hexadoku-pause`.
 * @attr {string} filter - A letter (A–P) whose cells are shown: those that hold it, and
 *   those where it is still possible (by the notes, or the candidates); the status line
 *   counts them. Holding a keypad key (or its context menu: a right click, Shift+F10)
 *   sets it, the key marked, or clears it.
 * @attr {string} colour - Colour mode, in colour `1` to `6`: symbols typed (and the
 *   keypad's) colour that note or pencil mark of the selected cell, and Backspace, Delete
 *   (or the keypad's Erase, then named Cell) colour the cell itself; the same colour
 *   again takes it off. Colour marks are undoable and kept with the board. Alt+1 to Alt+6
 *   switch it (the same again, or Alt+0, ends it), as do the keypad's colour keys;
 *   holding one takes that colour off the whole grid.
 * @attr {boolean} keypad - The on-screen keypad shows on every screen (played with a mouse
 *   alone, say), not only on touch screens, where it always shows.
 * @attr {boolean} zoom - The grid is drawn larger than its box (cells of
 *   `--hexadoku-zoom-cell-size`), in a viewport that scrolls, as tall as the screen
 *   leaves above the status line and keypad; the selected cell is brought into view.
 *   The keypad's Zoom key, or the `zoom` button, switches it.
 *
 * @fires input - The player changed the grid (a letter, a paste, a button, Ctrl+Z).
 * @fires change - Fired with every `input`: each change is committed at once.
 * @fires {CustomEvent<Step>} hexadoku-hint - A hint's step was applied; `detail` is the step.
 * @fires {CustomEvent<{ letter: string }>} hexadoku-filter - The letter filter changed
 *   (`filter`, or a keypad key held): the letter shown, or '' for none.
 * @fires {CustomEvent<{ level: 'vague' | 'concrete' | null }>} hexadoku-hint-level - A hint
 *   revealed a level at a time reached `level`, or ended (null).
 * @fires {CustomEvent<{ value: string, by: 'player' | 'solver' }>} hexadoku-solved - A change
 *   made the grid full and right: `detail.value` is the grid, `detail.by` is `solver` when
 *   `solve()` (or the Solve button) filled it and `player` for any other change (a letter
 *   typed or pasted, a hint applied, `value` set). Once per completion: undo, redo and a
 *   board restored (`board`, a form reset) travel to a solved grid without firing it.
 * @fires {CustomEvent<{ colour: string }>} hexadoku-colour - Colour mode changed (`colour`,
 *   Alt+1 to Alt+6, a keypad key): the colour now, or '' for none.
 * @fires {CustomEvent<{ paused: boolean }>} hexadoku-pause - The player paused or resumed
 *   the game (the pause card's Resume): `paused` now. Not fired for `paused` set by a script.
 * @fires {CustomEvent<{ notesMode: boolean }>} hexadoku-notes-mode - Notes mode was switched
 *   on or off: by Alt+N, the `notes` button, or a script (so a page's own Notes button
 *   can follow it).
 * @fires {CustomEvent<{ action: 'save' | 'restore', index: number, snapshot: Snapshot }>}
 *   hexadoku-snapshot - A snapshot was saved (`saveSnapshot`) or returned to (`restoreSnapshot`).
 * @fires {CustomEvent<{ message: string }>} hexadoku-error - A puzzle that cannot be read,
 *   has no solution or several, or that the solver gave up on; `detail.message` says why.
 * @fires {CustomEvent<{ cell: string, index: number }>} hexadoku-given - The player tried
 *   to change a given while `editing` is off (a page may say how to edit givens).
 * @fires {CustomEvent<{ cells: Position[] }>} hexadoku-select - The cells selected changed
 *   (by the player, or `selection` set): `detail.cells`, as `selection` gives them.
 *
 * @slot actions - Buttons of the page's about what the status line says (a hint's More
 *   and Apply), drawn beside it.
 */
export class HexadokuBoard extends FormControl {
  static observedAttributes = [
    'puzzle', 'readonly', 'controls', 'candidates', 'required', 'notes-mode', 'keep-notes', 'highlight', 'symbols', 'paused', 'filter',
    'colour', 'zoom', 'keypad', 'lang',
  ];

  #form; #game; #view; #input; #controller; #language;
  /** Undo to correct and the snapshots (mistakes.js's Mistakes), loaded with their first use: a promise. */
  #mistakes = once(() => import('./mistakes.js').then(({ Mistakes }) => new Mistakes(this, this.#game, this.#controller)));
  /** The solving path (solving-path.js's SolvingPath), loaded when first opened: a promise. */
  #solvingPath = once(() => import('./solving-path.js').then(({ SolvingPath }) => new SolvingPath(this, this.#game, this.#controller, this.shadowRoot)));

  constructor() {
    super();
    this.#form = formOf(this);
    this.#language = new BoardLanguage(this, () => (this.#view.relabel(), this.#game.render()));
    this.#view = new BoardView(this.attachShadow({ mode: 'open' }), () => this.#input);
    this.#game = new Game(this, this.#form, this.#view, {
      changed: () => this.#controller.prove(),
      inputAndChange: () => this.#inputAndChange(),
    });
    this.#input = new BoardInput(this, this.#game, this.#view);
    this.#controller = new BoardController(this, this.#game, this.#form);
    this.#game.changed();
  }

  connectedCallback() {
    // A property a page set on the element before this module defined it sits on the
    // instance, hiding the class's accessor: hand it to the accessor.
    for (const name of PROPERTIES) {
      if (!Object.hasOwn(this, name)) continue;
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
    this.#language.connected();
  }

  disconnectedCallback() { this.#language.disconnected(); }

  attributeChangedCallback(name, before, after) {
    if (name === 'puzzle') return this.#controller.readPuzzle(after);
    if (name === 'lang') return this.#language.update();
    if (name === 'controls') this.#view.buildToolbar(this.controls, (press) => this.#game.byPlayer(() => press(this)));
    this.#game.attributeChanged(name, before, after);
    if (name === 'readonly') this.#controller.prove();
  }

  // ---- Properties ----

  /**
   * The grid as 256 characters, givens and entries, `.` for an empty cell. Setting it
   * puts its letters (A–P, either case; `.` or `-` for empty) in every cell that holds no
   * given, as the player's, undoably; a value that is not 256 such characters changes
   * nothing and fires `hexadoku-error`.
   * @type {string}
   */
  get value() { return GameState.letters(this.board); }
  set value(line) { this.#input.setValue(line); }

  /**
   * The cells selected, `{ row, col }` in reading order: the player's, by a click, a drag,
   * Shift or Ctrl with a click, Shift with an arrow; none at first. A letter, a note, Erase
   * or a colour goes into all, one change. Set: selects those (any off the grid left out),
   * the focus, if on another cell, moving to the first; fires `hexadoku-select`.
   * @type {Position[]}
   */
  get selection() { return this.#view.selection.map(GameState.positionOf); }
  set selection(cells) { this.#view.select(cells); }

  /** The puzzle's givens as 256 characters, `.` where there is none. @type {string} */
  get givens() { return this.board.givens; }
  /** Whether the grid is full and right: every unit holds each letter once. @type {boolean} */
  get solved() { return GameState.isSolved(this.board); }

  /**
   * The Engine the board asks. By default one Engine shared by every board of the page
   * that was not given one, started when first needed; setting null goes back to it.
   * @type {Engine}
   */
  get engine() { return this.#controller.engine; }
  set engine(engine) { this.#controller.engine = engine; }

  // ---- Methods ----

  /**
   * Solves the grid, givens and the player's letters, and fills it (undoably).
   * @param {{ signal?: AbortSignal }} [options] an aborted call changes nothing
   * @returns {Promise<boolean>} whether the grid was solved; if not, the status line says
   *   why, and `hexadoku-error` fires when there is no solution or several
   */
  async solve({ signal } = {}) { return this.#controller.solve(signal); }

  /**
   * Finds the next step of logic and applies it (undoably), saying why it holds and firing
   * `hexadoku-hint`; with `reveal`, a level at a time as Hint does: where to look, then
   * (again) its pattern, then applied. Without, a hint being revealed is applied (Apply).
   * @param {{ signal?: AbortSignal, reveal?: boolean }} [options]
   * @returns {Promise<Step | null>} the step revealed or applied, or null when there is none
   *   (a full grid, no solution, several), the status line saying why
   */
  async hint({ signal, reveal } = {}) { return this.#controller.hint(signal, reveal); }

  /**
   * The next step of logic for the grid as it is, without applying it: found on the
   * player's notes where a cell has some (else every letter, less those hints removed).
   * Notes that leave out the solution's letter give a `lost` that says so ("R3C5 no longer
   * has B, but B belongs there.") and names those cells; wrong letters come first, as a
   * `none`. Sentences in the board's language, letters in its `symbols`. With `drawing:
   * false`, the step comes without its drawing (null), for less.
   * @param {{ signal?: AbortSignal, drawing?: boolean }} [options]
   * @returns {Promise<HintResult>} as `engine.hint`; rejects as the engine's calls do
   */
  async findHint({ signal, drawing } = {}) { return this.#controller.findHint(signal, drawing); }

  /**
   * Opens the solving path where a hint is read (part `solving-path`): every step from the
   * grid to its end (`engine.path`), technique, cells and rating, the hardest marked, the
   * techniques counted, the grade. Choosing a step draws it on the grid as it would stand
   * then; nothing of the game changes. Close, Escape or a change of the game closes it.
   * @returns {Promise<boolean>} whether it opened (not while paused, nor when the engine failed)
   */
  async showPath() { return (await this.#solvingPath().catch(() => this.#game.fail(this.#game.words.partNotLoaded)))?.show() ?? false; }

  /**
   * Marks the letters entered that differ from the puzzle's solution, and the empty cells
   * whose notes leave out the solution's letter.
   * @param {{ signal?: AbortSignal }} [options]
   * @returns {Promise<Position[] | null>} the cells marked, in reading order (none: all
   *   agree), or null when there is no one solution to check against
   */
  async check({ signal } = {}) {
    const mistakes = await this.#mistakes().catch(() => this.#game.fail(this.#game.words.partNotLoaded));
    return mistakes ? mistakes.check(signal) : null;
  }

  /**
   * Fills every empty cell's notes with its candidates (undoably): the letters none of its
   * units holds, less those hints removed; while letters clash, the notes stay, said so.
   * @returns {Promise<boolean>} whether the notes are filled
   */
  async fillNotes() { return this.#input.fillNotes(); }

  /**
   * Clears the letters entered, keeping the givens; on a grid with givens only, clears
   * those too and turns `editing` on, so that a puzzle can be typed. Undoable.
   * @returns {Promise<void>}
   */
  async clear() { this.#input.clear(); }

  /**
   * Takes `colour` (`1` to `6`) off every cell and note that has it (undoably).
   * @param {string} colour
   * @returns {Promise<boolean>} whether any had it
   */
  async clearColour(colour) { return this.#input.clearColour(String(colour)); }

  /** Takes back the last change. @returns {Promise<boolean>} whether there was one */
  async undo() { return this.#game.undo(); }
  /** Makes again the last change taken back. @returns {Promise<boolean>} whether there was one */
  async redo() { return this.#game.redo(); }

  /**
   * Goes back through the history, in one travel, to the latest board whose letters all
   * agree with the puzzle's one solution: to before the first wrong letter. Redo makes the
   * changes again, one at a time. The status line says how many were undone, or that no
   * letter is wrong; on a puzzle without one solution it says so and fires `hexadoku-error`.
   * @param {{ signal?: AbortSignal }} [options] an aborted call changes nothing
   * @returns {Promise<number | null>} the changes undone (0: no letter is wrong), or null
   *   when there is no board to go back to, or no one solution
   */
  async undoToCorrect({ signal } = {}) { return (await this.#mistakes()).undoToCorrect(signal); }

  /**
   * The boards saved to return to, oldest first (a copy): each `{ board, taken, filled }`,
   * the board (as `board` gives it), when it was saved (milliseconds since 1970), and how
   * many cells hold a letter. Set, it restores a list saved (a page's, with its game),
   * `filled` counted afresh; anything but snapshots changes nothing and fires `hexadoku-error`.
   * @type {Snapshot[]}
   */
  get snapshots() { return this.#game.snapshots; }
  set snapshots(list) { this.#game.snapshots = list; }

  /**
   * Saves the board as a snapshot, the last of `snapshots`; the status line says so, and `hexadoku-snapshot` fires.
   * @returns {Promise<Snapshot>} the snapshot saved
   */
  async saveSnapshot() { return (await this.#mistakes()).save(); }

  /**
   * Returns to the snapshot at `index` of `snapshots`: its board is put back, one change
   * that Undo takes back; the status line says so, and `hexadoku-snapshot` fires.
   * @param {number} index
   * @returns {Promise<boolean>} whether the board changed (not for no such snapshot, nor one the board is)
   */
  async restoreSnapshot(index) { return (await this.#mistakes()).restore(index); }

  /**
   * Loads `text`, a puzzle in any layout the engine reads, as the grid's givens (undoably;
   * `editing` goes off); the `puzzle` attribute stays as it is.
   * @param {string} text
   * @returns {Promise<boolean>} whether it was loaded; if not, the board is as it was, the
   *   status line says why and `hexadoku-error` fires
   */
  async load(text) { return this.#controller.load(text); }

  /** Focuses the cell the player was last on. */
  focus() { this.#view.focus(); }

  // ---- What the page's own front end uses beyond the above ----

  /**
   * The whole board, an immutable value: `{ givens, entries, sources, removed }` (see
   * game-state.js), for saving. Setting it restores a saved board, with nothing to undo; a
   * value that is not a board changes nothing and fires `hexadoku-error`.
   * @type {Readonly<BoardState>}
   */
  get board() { return this.#game.present; }
  set board(value) { this.#game.restore(value); }

  /**
   * What Undo and Redo go through around the board, for saving a game with its history:
   * `{ past, future }`, boards as `board` gives them, `past` oldest first and `future` the
   * next Redo's first. Setting it (after `board`) brings them back, keeping the board; a
   * value with anything but boards in it changes nothing and fires `hexadoku-error`.
   * @type {{ past: Readonly<BoardState>[], future: Readonly<BoardState>[] }}
   */
  get undoHistory() { return this.#game.undoHistory; }
  set undoHistory(value) { this.#game.undoHistory = value; }

  /** Whether letters typed become givens (the puzzle is being edited). @type {boolean} */
  get editing() { return this.#game.editing; }
  set editing(on) { this.#game.edit(Boolean(on)); }

  /** Whether there is a change to undo. @type {boolean} */
  get canUndo() { return this.#game.canUndo; }
  /** Whether there is a change to redo. @type {boolean} */
  get canRedo() { return this.#game.canRedo; }

  /** Says `text` in the status line, a polite live region, even if it says it already; a hint being revealed there ends. */
  say(text) { this.#game.say(text); }

  /**
   * Highlights cells until the grid next changes: `pattern` (a hint's pattern),
   * `targets` (cells a hint changed) and `wrong` (letters found wrong), each a list of
   * `{ row, col }`, and draws `hint`, a step of `engine.hint` for the grid as it is, over
   * the grid (its `drawing`) and in words under it; what is not given is not shown.
   * @param {{ pattern?: Position[], targets?: Position[], wrong?: Position[], hint?: Step | null }} cells
   */
  highlight({ pattern = [], targets = [], wrong = [], hint = null } = {}) { this.#game.show(highlightsOf({ pattern, targets, wrong, hint })); }

  /**
   * Applies a step that `engine.hint` gave for the grid as it is (undoably): its letters
   * placed as a hint's, its candidates taken out of the pencil marks, its pattern and
   * changes highlighted and its explanation said; fires `hexadoku-hint`.
   * @param {Step} step
   */
  applyStep(step) { this.#controller.applyStep(step); }

  /**
   * Reads `text` as a pasted puzzle: loads it (undoably) and says so, or says why it is
   * not a puzzle, changing nothing.
   * @param {string} text
   * @returns {Promise<boolean>} whether it was loaded
   */
  async paste(text) { return this.#controller.paste(text); }

  // ---- As a form control ----

  // Its form, validity and their checks are the class's it extends (form-control.js).

  /** A form reset: back to the `puzzle` attribute's puzzle, with nothing entered. */
  formResetCallback() { this.#game.reset(); }
  /** The browser restores the board (going back to the page, or autofill). */
  formStateRestoreCallback(state) { this.#game.restoreFormState(state); }
  /** A fieldset around the board was disabled or enabled: the player may not play. */
  formDisabledCallback(disabled) { this.#game.disable(disabled); }

  // ---- Inside ----

  /** Fires `input` and `change`, as a form control does when the player changed it. */
  #inputAndChange() {
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }
}

// Defined once in a browser, even if a second copy of this module loads; not on a server.
if (globalThis.customElements && !customElements.get('hexadoku-board')) customElements.define('hexadoku-board', HexadokuBoard);
