// <hexadoku-board>: the 16×16 puzzle as a custom element, self-contained in a shadow
// root: the ARIA grid (grid.js), the keyboard and, on touch screens, a keypad, pencil
// marks, the player's notes, buttons a page may ask for, and a polite live region for
// what it has to say.
// Its state is one History of immutable boards (board.js); the answers come from an
// Engine (engine.js), by default one shared by every board of the page. Importing this
// module defines the element, once. Types: hexadoku-board.d.ts.

import * as Board from './board.js';
import { Engine, failureSentence } from './engine.js';
import { GridView } from './grid.js';
import { History } from './history.js';
import { buildKeypad, showKeypadMode } from './keypad.js';
import { styles } from './hexadoku-board-style.js';

/** The buttons `controls` may name, in the order they are shown: label, and what they do. */
const CONTROLS = {
  solve: { label: 'Solve', press: (board) => board.solve() },
  hint: { label: 'Hint', press: (board) => board.hint() },
  check: { label: 'Check', press: (board) => board.check() },
  undo: { label: 'Undo', press: (board) => board.undo() },
  redo: { label: 'Redo', press: (board) => board.redo() },
  clear: { label: 'Clear', press: (board) => board.clear() },
  notes: { label: 'Notes', press: (board) => (board.notesMode = !board.notesMode), keys: 'Alt+N' },
  'fill-notes': { label: 'Fill notes', press: (board) => board.fillNotes() },
};
const UNIT_KINDS = ['row', 'column', 'box'];
/** What `highlight` may name, all shown when the attribute is absent. */
const HIGHLIGHTS = ['units', 'letters'];
const NO_HIGHLIGHTS = Object.freeze({ wrong: new Set(), pattern: new Set(), targets: new Set() });
const LINE = /^[A-Pa-p.-]{256}$/;

/** The engine of every board that was not given one: started when first needed. */
let sharedEngine = null;
const defaultEngine = () => (sharedEngine ??= new Engine());

const indexOf = ({ row, col }) => row * Board.SIZE + col;
const positionOf = (index) => ({ row: Math.floor(index / Board.SIZE), col: index % Board.SIZE });


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
 * @attr {string} controls - The buttons to show, a space-separated subset of
 *   `solve hint check undo redo clear notes fill-notes`; none by default, just the grid.
 * @attr {boolean} candidates - Show pencil marks: each empty cell's letters still possible,
 *   in the cells where the player has no notes (a cell's notes, when it has some, are
 *   always shown instead).
 * @attr {boolean} notes-mode - Letters typed (and the keypad's) toggle notes in the cell
 *   rather than filling it. Alt+N, or the `notes` button, switches it. Shift with a letter
 *   toggles a note in either mode.
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
 *
 * @fires input - The player changed the grid (a letter, a paste, a button, Ctrl+Z).
 * @fires change - Fired with every `input`: each change is committed at once.
 * @fires {CustomEvent<Step>} hexadoku-hint - A hint's step was applied; `detail` is the step.
 * @fires {CustomEvent<{ value: string, by: 'player' | 'solver' }>} hexadoku-solved - A change
 *   made the grid full and right: `detail.value` is the grid, `detail.by` is `solver` when
 *   `solve()` (or the Solve button) filled it and `player` for any other change (a letter
 *   typed or pasted, a hint applied, `value` set). Once per completion: undo, redo and a
 *   board restored (`board`, a form reset) travel to a solved grid without firing it.
 * @fires {CustomEvent<{ notesMode: boolean }>} hexadoku-notes-mode - Notes mode was switched
 *   on or off: by Alt+N, the `notes` button, or a script (so a page's own Notes button
 *   can follow it).
 * @fires {CustomEvent<{ message: string }>} hexadoku-error - A puzzle that cannot be read,
 *   has no solution or several, or that the solver gave up on; `detail.message` says why.
 * @fires {CustomEvent<{ cell: string, index: number }>} hexadoku-given - The player tried
 *   to change a given while `editing` is off (a page may say how to edit givens).
 *
 * @csspart grid - The grid of 16 rows of 16 cells.
 * @csspart cell - Each cell (a gridcell); also `given` or `entry` when it holds a letter.
 * @csspart given - A cell holding a given.
 * @csspart entry - A cell holding a letter of the player's, the solver's or a hint's.
 * @csspart marks - The pencil marks of an empty cell: its candidates or the player's notes.
 * @csspart notes - The player's notes of an empty cell (also `marks`).
 * @csspart mark-same - A pencil mark or note of the selected cell's letter (with `letters` highlighting).
 * @csspart toolbar - The row of buttons named by `controls`.
 * @csspart status - The live region where the board says what happened.
 *
 * @cssprop [--hexadoku-cell-size=2.75rem] - The side of a cell; the grid never grows wider than its container.
 * @cssprop [--hexadoku-background=#ffffff] - The cells' background (dark: #1b1e22).
 * @cssprop [--hexadoku-line=#8a8a8a] - Lines between cells (dark: #5c6068).
 * @cssprop [--hexadoku-box-line=#1a1a1a] - Lines around the 4×4 boxes (dark: #d0d0d0).
 * @cssprop [--hexadoku-given=#1a1a1a] - Givens' letters (dark: #f2f2f2).
 * @cssprop [--hexadoku-entry=#1c4fd6] - The player's letters (dark: #8ab4ff).
 * @cssprop [--hexadoku-solver=#0b6b3a] - The solver's letters (dark: #6fd49b).
 * @cssprop [--hexadoku-hint=#7a2aa8] - Hints' letters (dark: #d8a6ff).
 * @cssprop [--hexadoku-mark=#4a4a4a] - Pencil marks (dark: #c4c4c4).
 * @cssprop [--hexadoku-note=#1c4fd6] - The player's notes (dark: #8ab4ff).
 * @cssprop [--hexadoku-highlight=#fff1b8] - Cells of a hint's pattern (dark: #4d4216).
 * @cssprop [--hexadoku-target=#d8ecff] - Cells a hint changed (dark: #173a5c).
 * @cssprop [--hexadoku-peer=#e6edf5] - The selected cell's row, column and box (dark: #2b323c).
 * @cssprop [--hexadoku-same=#c5d8ff] - Cells and marks holding the selected cell's letter (dark: #263a5e).
 * @cssprop [--hexadoku-conflict=#ffd6d6] - Cells whose letter clashes (dark: #5c1f24).
 * @cssprop [--hexadoku-wrong=#b00020] - Letters Check found wrong (dark: #ff8a8a).
 * @cssprop [--hexadoku-focus=#1c4fd6] - The focus ring (dark: #8ab4ff).
 * @cssprop [--hexadoku-button-background=#eef1f5] - The buttons' background (dark: #2a2e34).
 * @cssprop [--hexadoku-button-text=#1a1a1a] - The buttons' text (dark: #e8e8e8).
 */
export class HexadokuBoard extends HTMLElement {
  static formAssociated = true;
  static observedAttributes = [
    'puzzle',
    'readonly',
    'controls',
    'candidates',
    'required',
    'notes-mode',
    'keep-notes',
    'highlight',
    'symbols',
  ];

  #internals;
  #grid;
  #toolbar;
  #status;
  #keypad;
  #history = new History(Board.EMPTY);
  /** What the last hint or check pointed at, until the next change. */
  #highlights = NO_HIGHLIGHTS;
  #editing = false;
  /** @type {Engine | null} the page's, or null for the shared one */
  #engine = null;
  /** Whether a disabled fieldset holds the board. */
  #disabled = false;
  /** The latest `puzzle` attribute read: earlier reads still under way are dropped. */
  #puzzleRead = 0;
  /** The givens of the last `puzzle` attribute read: what a form reset goes back to. */
  #initialGivens = Board.EMPTY.givens;
  /** The engine's answer to solving the givens, asked when they were loaded: `{ givens, answer }`. */
  #proof = null;
  /** The symbol set the keypad was last built for. */
  #keypadSymbols = null;
  /** The board the player's last keystroke made: a second digit of 10–16 replaces it. */
  #lastTyped = null;

  constructor() {
    super();
    this.#internals = this.attachInternals();
    const root = this.attachShadow({ mode: 'open' });

    const { toolbar, grid, status, keypad } = buildShadow(root);
    this.#toolbar = toolbar;
    this.#status = status;
    this.#keypad = keypad;
    this.#grid = new GridView(grid, { onEnter: (index, letter, how) => this.#typed(index, letter, how) });
    root.addEventListener('keydown', (event) => this.#shortcut(event));
    // On the element itself: a paste goes to the focused element, which from the page's
    // side is this one when a cell has the focus.
    this.addEventListener('paste', (event) => this.#pasted(event, grid));
    this.#changed(NO_HIGHLIGHTS);
  }

  connectedCallback() {
    // A property a page set on the element before this module defined it sits on the
    // instance, hiding the class's accessor: hand it to the accessor.
    const names = [
      'puzzle',
      'readOnly',
      'controls',
      'candidates',
      'notesMode',
      'keepNotes',
      'highlighting',
      'symbols',
      'name',
      'required',
      'value',
      'engine',
    ];
    for (const name of names) {
      if (!Object.hasOwn(this, name)) continue;
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
  }

  attributeChangedCallback(name, before, after) {
    if (name === 'puzzle') this.#readPuzzle(after);
    else if (name === 'notes-mode' && (before === null) !== (after === null)) {
      this.#render();
      this.#emit('hexadoku-notes-mode', { notesMode: after !== null });
    }
    else if (name === 'controls') this.#buildToolbar();
    else if (name === 'required') this.#updateForm();
    else this.#render();
    if (name === 'readonly') this.#prove();
  }

  // ---- Attributes, reflected ----

  /** The puzzle attribute: the puzzle shown, in any layout the engine reads. */
  get puzzle() {
    return this.getAttribute('puzzle') ?? '';
  }

  set puzzle(text) {
    this.setAttribute('puzzle', String(text));
  }

  /** Whether the player is kept from changing the grid. */
  get readOnly() {
    return this.hasAttribute('readonly');
  }

  set readOnly(on) {
    this.toggleAttribute('readonly', Boolean(on));
  }

  /** The buttons shown: a space-separated subset of `solve hint check undo redo clear`. */
  get controls() {
    return this.getAttribute('controls') ?? '';
  }

  set controls(names) {
    this.setAttribute('controls', String(names));
  }

  /** Whether pencil marks are shown. */
  get candidates() {
    return this.hasAttribute('candidates');
  }

  set candidates(on) {
    this.toggleAttribute('candidates', Boolean(on));
  }

  /** Whether letters typed toggle notes rather than fill cells. */
  get notesMode() {
    return this.hasAttribute('notes-mode');
  }

  set notesMode(on) {
    this.toggleAttribute('notes-mode', Boolean(on));
  }

  /** Whether a letter placed leaves its peers' notes as they are. */
  get keepNotes() {
    return this.hasAttribute('keep-notes');
  }

  set keepNotes(on) {
    this.toggleAttribute('keep-notes', Boolean(on));
  }

  /**
   * The `highlight` attribute: what is highlighted around the selected cell, a
   * space-separated subset of `units letters`; both when the attribute is absent.
   * @type {string}
   */
  get highlighting() {
    return this.getAttribute('highlight') ?? HIGHLIGHTS.join(' ');
  }

  set highlighting(tokens) {
    this.setAttribute('highlight', String(tokens));
  }

  /**
   * The symbol set shown and typed: `letters`, `hex`, `one-g` or `numbers` (anything
   * else reads as `letters`).
   * @type {'letters' | 'hex' | 'one-g' | 'numbers'}
   */
  get symbols() {
    return Board.symbolSet(this.getAttribute('symbols'));
  }

  set symbols(set) {
    this.setAttribute('symbols', String(set));
  }

  /** The name the value is submitted under. */
  get name() {
    return this.getAttribute('name') ?? '';
  }

  set name(name) {
    this.setAttribute('name', String(name));
  }

  /** Whether an unsolved board makes its form invalid. */
  get required() {
    return this.hasAttribute('required');
  }

  set required(on) {
    this.toggleAttribute('required', Boolean(on));
  }

  // ---- Properties ----

  /**
   * The grid as 256 characters, givens and entries, `.` for an empty cell. Setting it
   * puts its letters (A–P, either case; `.` or `-` for empty) in every cell that holds no
   * given, as the player's, undoably; a value that is not 256 such characters changes
   * nothing and fires `hexadoku-error`.
   * @type {string}
   */
  get value() {
    return Board.letters(this.#present);
  }

  set value(line) {
    if (typeof line !== 'string' || !LINE.test(line)) {
      this.#fail('A value is 256 characters, each a letter A–P or “.” for an empty cell.');
      return;
    }
    this.#commit(Board.withEntries(this.#present, line.toUpperCase().replaceAll('-', '.')));
  }

  /** The puzzle's givens as 256 characters, `.` where there is none. @type {string} */
  get givens() {
    return this.#present.givens;
  }

  /** Whether the grid is full and right: every unit holds each letter once. @type {boolean} */
  get solved() {
    return Board.isSolved(this.#present);
  }

  /**
   * The Engine the board asks. By default one Engine shared by every board of the page
   * that was not given one, started when first needed; setting null goes back to it.
   * @type {Engine}
   */
  get engine() {
    return this.#engine ?? defaultEngine();
  }

  set engine(engine) {
    this.#engine = engine ?? null;
  }

  // ---- Methods ----

  /**
   * Solves the grid, givens and the player's letters, and fills it (undoably).
   * @param {{ signal?: AbortSignal }} [options] an aborted call changes nothing
   * @returns {Promise<boolean>} whether the grid was solved; if not, the status line says
   *   why, and `hexadoku-error` fires when there is no solution or several
   */
  async solve({ signal } = {}) {
    const board = this.#present;
    const gaveUp = 'The solver gave up: this grid needs more search than a page should spend.';
    const answer = await this.#ask((signal) => this.engine.solve(Board.letters(board), { signal }), signal, gaveUp);
    if (!answer) return false;
    if (this.#present !== board) {
      this.say('The grid changed while the solver worked; press Solve again.');
      return false;
    }
    const { status, solution } = answer.result;
    if (status === 'unique') {
      this.#commit(Board.fill(board, solution, Board.Source.SOLVER), NO_HIGHLIGHTS, 'solver');
      this.say('Solved.');
      return true;
    }
    if (status === 'multiple') this.#fail('This puzzle has more than one solution. Add givens until it has one.');
    else {
      this.#fail(
        Board.entryCount(board) > 0
          ? 'This puzzle has no solution with the letters entered. Check shows the wrong ones.'
          : 'This puzzle has no solution.',
      );
    }
    return false;
  }

  /**
   * Finds the next step of logic and applies it (undoably), saying why it holds and
   * firing `hexadoku-hint`.
   * @param {{ signal?: AbortSignal }} [options]
   * @returns {Promise<Step | null>} the step applied, or null when there is none (a full
   *   grid, no solution, several), the status line saying why
   */
  async hint({ signal } = {}) {
    const board = this.#present;
    const answer = await this.#ask((signal) => this.findHint({ signal }), signal);
    if (!answer) return null;
    if (this.#present !== board) {
      this.say('The grid changed while the hint was sought; press Hint again.');
      return null;
    }
    const step = answer.result;
    if (step.status === 'complete') this.say('The grid is complete.');
    else if (step.status === 'none') {
      this.highlight({ wrong: step.wrong });
      this.#fail(step.explanation);
    } else if (step.status === 'step') {
      this.applyStep(step);
      return step;
    } else this.#fail(step.explanation);
    return null;
  }

  /**
   * The next step of logic for the grid as it is, without applying it: found on the
   * player's notes, where a cell has some (a cell without notes counts as having every
   * letter, less those hints removed). When an empty cell's notes leave out the letter the
   * solution puts there, no step can be right: the answer is then a `none` that says so
   * ("R3C5 no longer has B, but B belongs there.") and names those cells in `wrong`.
   * Letters entered wrongly come first: the engine's own `none` names them. The
   * sentences name letters in the board's `symbols`, as the grid shows them.
   * @param {{ signal?: AbortSignal }} [options]
   * @returns {Promise<HintResult>} as `engine.hint`; rejects as the engine's calls do
   */
  async findHint({ signal } = {}) {
    const board = this.#present;
    // The givens' one solution: what notes are checked against, and the proof that spares
    // the hint a search of its own (the background proof's, when it was asked).
    const notes = Board.hasNotes(board);
    const answer = notes ? await this.#solveGivens(board, signal) : await this.#provedAlready(board);
    const solution = answer?.status === 'unique' ? answer.solution : undefined;
    if (notes && solution && Board.wrongEntries(board, solution).length === 0) {
      const missing = Board.notesMissingSolution(board, solution);
      if (missing.length > 0) return notesMissingStep(missing, solution, this.symbols);
    }
    const marks = Board.keptMarks(board);
    return this.engine.hint(Board.letters(board), { givens: board.givens, marks, symbols: this.symbols, solution, signal });
  }

  /**
   * Compares the letters entered with the puzzle's solution, and marks those that differ,
   * and the empty cells whose notes leave out the solution's letter.
   * @param {{ signal?: AbortSignal }} [options]
   * @returns {Promise<Position[] | null>} the cells marked, in reading order (none: all
   *   agree), or null when there is no one solution to check against
   */
  async check({ signal } = {}) {
    const board = this.#present;
    const gaveUp = 'The solver gave up on this puzzle, so there is no answer to check against.';
    const answer = await this.#ask((signal) => this.#solveGivens(board, signal), signal, gaveUp);
    if (!answer) return null;
    if (this.#present !== board) {
      this.say('The grid changed during the check; press Check again.');
      return null;
    }
    const { status, solution } = answer.result;
    if (status !== 'unique') {
      if (status === 'multiple') this.#fail('This puzzle has more than one solution, so there is no one answer to check against.');
      else this.#fail('This puzzle has no solution, so there is no answer to check against.');
      return null;
    }
    const wrong = Board.wrongEntries(board, solution);
    const missing = Board.notesMissingSolution(board, solution);
    const marked = [...wrong, ...missing].sort((a, b) => a - b);
    this.#highlights = { ...NO_HIGHLIGHTS, wrong: new Set(marked) };
    this.#render();
    const found = [];
    if (wrong.length > 0) {
      const plural = wrong.length === 1 ? 'letter differs' : 'letters differ';
      found.push(`${wrong.length} ${plural} from the solution: ${wrong.map(Board.cellName).join(', ')}.`);
    }
    if (missing.length > 0) {
      const plural = missing.length === 1 ? 'cell’s notes leave' : 'cells’ notes leave';
      found.push(`${missing.length} ${plural} out the letter that belongs there: ${missing.map(Board.cellName).join(', ')}.`);
    }
    if (found.length > 0) this.say(found.join(' '));
    else if (Board.entryCount(board) > 0) this.say('Every letter entered agrees with the solution.');
    else this.say(Board.hasNotes(board) ? 'No letters entered yet; every note keeps the letter that belongs there.' : 'No letters entered yet.');
    return marked.map(positionOf);
  }

  /**
   * Fills every empty cell's notes with its candidates: the letters none of its row,
   * column and box holds, less those hints removed (undoably). While letters clash
   * there are none to trust: the notes stay and the status line says so.
   * @returns {Promise<boolean>} whether the notes are filled
   */
  async fillNotes() {
    const board = this.#present;
    if (Board.conflicts(board).size > 0) {
      this.say('Letters clash: correct them before filling notes.');
      return false;
    }
    this.#commit(Board.fillNotes(board));
    this.say('Every empty cell’s notes hold its candidates.');
    return true;
  }

  /**
   * Clears the letters entered, keeping the givens; on a grid with givens only, clears
   * those too and turns `editing` on, so that a puzzle can be typed. Undoable.
   * @returns {Promise<void>}
   */
  async clear() {
    const board = this.#present;
    if (Board.entryCount(board) > 0 || board.removed.some((bits) => bits !== 0)) {
      this.#commit(Board.withoutEntries(board));
      this.say('Cleared the letters entered; the givens stay. Press Clear again to clear them too.');
    } else if (Board.givenCount(board) > 0) {
      this.#editing = true;
      this.#commit(Board.EMPTY);
      this.say('Cleared the whole grid: type a puzzle, or paste one.');
    }
  }

  /** Takes back the last change. @returns {Promise<boolean>} whether there was one */
  async undo() {
    if (!this.#history.undo()) return false;
    this.#changed(NO_HIGHLIGHTS);
    return true;
  }

  /** Makes again the last change taken back. @returns {Promise<boolean>} whether there was one */
  async redo() {
    if (!this.#history.redo()) return false;
    this.#changed(NO_HIGHLIGHTS);
    return true;
  }

  /**
   * Loads `text`, a puzzle in any layout the engine reads, as the grid's givens
   * (undoably; `editing` goes off). The `puzzle` attribute stays as it is.
   * @param {string} text
   * @returns {Promise<boolean>} whether it was loaded; if not, the board is as it was, the
   *   status line says why and `hexadoku-error` fires
   */
  async load(text) {
    const read = await this.#read(text);
    if ('message' in read) {
      this.#fail(`The puzzle cannot be read: ${read.message}.`);
      return false;
    }
    this.#load(read.puzzle);
    return true;
  }

  /** Focuses the cell the player was last on. */
  focus() {
    this.#grid.focus();
  }

  // ---- What the page's own front end uses beyond the above ----

  /**
   * The whole board, an immutable value: `{ givens, entries, sources, removed }` (see
   * board.js), for saving. Setting it restores a saved board, with nothing to undo; a
   * value that is not a board changes nothing and fires `hexadoku-error`.
   * @type {Readonly<BoardState>}
   */
  get board() {
    return this.#present;
  }

  set board(value) {
    const board = Board.revive(value);
    if (!board) {
      this.#fail('That is not a saved board.');
      return;
    }
    this.#history = new History(board);
    this.#changed(NO_HIGHLIGHTS);
  }

  /** Whether letters typed become givens (the puzzle is being edited). @type {boolean} */
  get editing() {
    return this.#editing;
  }

  set editing(on) {
    this.#editing = Boolean(on);
    this.#render();
    this.#prove();
  }

  /** Whether there is a change to undo. @type {boolean} */
  get canUndo() {
    return this.#history.canUndo;
  }

  /** Whether there is a change to redo. @type {boolean} */
  get canRedo() {
    return this.#history.canRedo;
  }

  /** Says `text` in the status line, a polite live region, even if it says it already. */
  say(text) {
    this.#status.textContent = '';
    this.#status.textContent = text;
  }

  /**
   * Highlights cells until the grid next changes: `pattern` (a hint's pattern),
   * `targets` (cells a hint changed) and `wrong` (letters found wrong), each a list of
   * `{ row, col }`; what is not given is no longer highlighted.
   * @param {{ pattern?: Position[], targets?: Position[], wrong?: Position[] }} cells
   */
  highlight({ pattern = [], targets = [], wrong = [] } = {}) {
    const set = (cells) => new Set(cells.map(indexOf));
    this.#highlights = { pattern: set(pattern), targets: set(targets), wrong: set(wrong) };
    this.#render();
  }

  /**
   * Applies a step that `engine.hint` gave for the grid as it is (undoably): its letters
   * placed as a hint's, its candidates taken out of the pencil marks, its pattern and
   * changes highlighted and its explanation said; fires `hexadoku-hint`.
   * @param {Step} step
   */
  applyStep(step) {
    if (step?.status !== 'step') return;
    let next = this.#present;
    for (const placement of step.placements) {
      next = this.#placed(next, indexOf(placement), placement.letter, Board.Source.HINT);
    }
    for (const elimination of step.eliminations) {
      next = Board.removeCandidates(next, indexOf(elimination), Board.bitsOf(elimination.letters));
    }
    const targets = new Set([...step.placements, ...step.eliminations].map(indexOf));
    this.#commit(next, { ...NO_HIGHLIGHTS, pattern: new Set(step.cells.map(indexOf)), targets });
    this.say(step.explanation);
    this.#emit('hexadoku-hint', step);
  }

  /**
   * Reads `text` as a pasted puzzle: loads it (undoably) and says so, or says why it is
   * not a puzzle, changing nothing.
   * @param {string} text
   * @returns {Promise<boolean>} whether it was loaded
   */
  async paste(text) {
    const read = await this.#read(text);
    if ('message' in read) {
      this.#fail(`The pasted text is not a puzzle: ${read.message}. Nothing was changed.`);
      return false;
    }
    this.#load(read.puzzle);
    this.say('Puzzle pasted.');
    return true;
  }

  // ---- As a form control ----

  /** The form the board belongs to, if any. @type {HTMLFormElement | null} */
  get form() {
    return this.#internals.form;
  }

  /** @type {ValidityState} */
  get validity() {
    return this.#internals.validity;
  }

  /** @type {string} */
  get validationMessage() {
    return this.#internals.validationMessage;
  }

  /** @type {boolean} */
  get willValidate() {
    return this.#internals.willValidate;
  }

  /** Whether the board is valid; if not, fires `invalid`. */
  checkValidity() {
    return this.#internals.checkValidity();
  }

  /** Whether the board is valid; if not, fires `invalid` and shows why. */
  reportValidity() {
    return this.#internals.reportValidity();
  }

  /** A form reset: back to the `puzzle` attribute's puzzle, with nothing entered. */
  formResetCallback() {
    this.#editing = false;
    this.#history = new History(Board.fromPuzzle(this.#initialGivens));
    this.#changed(NO_HIGHLIGHTS);
  }

  /** The browser restores the board (going back to the page, or autofill). */
  formStateRestoreCallback(state) {
    try {
      const board = Board.revive(JSON.parse(state));
      if (board) this.board = board;
    } catch {
      // Not a state this element saved: the board stays as it is.
    }
  }

  /** A fieldset around the board was disabled or enabled: the player may not play. */
  formDisabledCallback(disabled) {
    this.#disabled = disabled;
    this.#render();
  }

  // ---- Inside ----

  get #present() {
    return this.#history.present;
  }

  /** Whether the player may not change the grid. */
  get #locked() {
    return this.readOnly || this.#disabled;
  }

  /**
   * Makes `board` the present (undoably), a change made `by` the player or the solver:
   * if it completes the grid, fires `hexadoku-solved`. False if it is the present already.
   */
  #commit(board, highlights = NO_HIGHLIGHTS, by = 'player') {
    const wasSolved = this.solved;
    if (!this.#history.push(board)) return false;
    this.#changed(highlights);
    if (!wasSolved && this.solved) this.#emit('hexadoku-solved', { value: this.value, by });
    return true;
  }

  /** After every change of the present, made or travelled to: draw it and tell the form. */
  #changed(highlights) {
    this.#highlights = highlights;
    this.#updateForm();
    this.#render();
    this.#prove();
  }

  /**
   * Asks the engine, in the background, to solve the puzzle just shown. A puzzle proved
   * to have one solution is handed, with its solution, to the hints on it, which then
   * need no search of their own (on a tough puzzle each would take milliseconds), and
   * Check has its answer at once. Not while the givens are being edited, nor on a board
   * the player cannot change.
   */
  #prove() {
    const { givens } = this.#present;
    if (this.#editing || this.#locked || this.#proof?.givens === givens || Board.givenCount(this.#present) === 0) return;
    const answer = this.engine.solve(givens);
    // A proof that fails (the engine ended, say) is only a lost head start: Check asks again.
    answer.catch(() => {});
    this.#proof = { givens, answer };
  }

  /** The background proof's answer for `board`'s givens, if it was asked; else (or if it failed) null. */
  #provedAlready(board) {
    return this.#proof?.givens === board.givens ? this.#proof.answer.catch(() => null) : null;
  }

  /** The engine's answer to solving `board`'s givens: the background proof's, if it was asked. */
  #solveGivens(board, signal) {
    const solve = () => this.engine.solve(board.givens, { signal });
    const proof = this.#proof?.givens === board.givens ? this.#proof.answer : null;
    return proof?.catch(solve) ?? solve();
  }

  #load(puzzle) {
    this.#editing = false;
    this.#commit(Board.fromPuzzle(puzzle));
    this.say('');
  }

  #render() {
    const board = this.#present;
    const symbols = this.symbols;
    if (symbols !== this.#keypadSymbols) {
      this.#keypadSymbols = symbols;
      buildKeypad(this.#keypad, symbols, (letter) => this.#typed(this.#grid.active, letter));
    }
    showKeypadMode(this.#keypad, symbols, this.notesMode);
    const shown = new Set(this.highlighting.toLowerCase().split(/\s+/));
    this.#grid.render(board, {
      symbols,
      highlight: { units: shown.has('units'), letters: shown.has('letters') },
      ...this.#highlights,
      conflicts: Board.conflicts(board),
      marks: this.candidates ? Board.candidates(board) : null,
      editing: this.#editing,
      readonly: this.#locked,
    });
    for (const button of this.#toolbar.children) {
      const action = button.dataset.action;
      const changes = action !== 'check';
      button.disabled =
        (changes && this.#locked) ||
        (action === 'undo' && !this.canUndo) ||
        (action === 'redo' && !this.canRedo);
      if (action === 'notes') button.setAttribute('aria-pressed', String(this.notesMode));
    }
    this.#keypad.hidden = this.#locked;
  }

  #updateForm() {
    const board = this.#present;
    this.#internals.setFormValue(Board.letters(board), JSON.stringify(board));
    const anchor = this.shadowRoot.querySelector('input[tabindex="0"]') ?? undefined;
    if (!this.required || Board.isSolved(board)) this.#internals.setValidity({});
    else if (Board.letters(board).includes('.')) {
      this.#internals.setValidity({ valueMissing: true }, 'Fill every cell of the puzzle.', anchor);
    } else {
      this.#internals.setValidity({ customError: true }, 'A letter appears twice in a row, column or box.', anchor);
    }
  }

  #buildToolbar() {
    const wanted = new Set(this.controls.toLowerCase().split(/\s+/));
    const buttons = Object.entries(CONTROLS)
      .filter(([action]) => wanted.has(action))
      .map(([action, { label, press, keys }]) => {
        const button = element('button', { type: 'button', 'data-action': action });
        if (keys) button.setAttribute('aria-keyshortcuts', keys);
        button.textContent = label;
        button.addEventListener('click', () => this.#byPlayer(() => press(this)));
        return button;
      });
    this.#toolbar.replaceChildren(...buttons);
    this.#toolbar.hidden = buttons.length === 0;
    this.#render();
  }

  /** Runs `action` for the player: if it changed the grid, fires `input` and `change`. */
  async #byPlayer(action) {
    const before = this.#present;
    await action();
    if (this.#present !== before) this.#inputAndChange();
  }

  #inputAndChange() {
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  /** Fires the element's own event `type` (documented above) with `detail`. */
  #emit(type, detail) {
    this.dispatchEvent(customEvent(type, detail));
  }

  /** Says `message` and fires `hexadoku-error` with it. */
  #fail(message) {
    this.say(message);
    this.#emit('hexadoku-error', { message });
  }

  /**
   * Calls the engine with `request(signal)`: `{ result }`, or null if it failed (the
   * status line says why: "Cancelled." when `signal` was aborted, `gaveUp` if given when
   * the budget ran out).
   */
  async #ask(request, signal, gaveUp) {
    try {
      return { result: await request(signal) };
    } catch (error) {
      if (error?.code === 'aborted') this.say('Cancelled.');
      else this.#fail(error?.code === 'gave-up' && gaveUp ? gaveUp : failureSentence(error));
      return null;
    }
  }

  /** `text` read by the engine: `{ puzzle }` (256 characters), or `{ message }` why not. */
  async #read(text) {
    try {
      return { puzzle: (await this.engine.readPuzzle(String(text))).puzzle };
    } catch (error) {
      return { message: String(error?.message ?? error) };
    }
  }

  async #readPuzzle(text) {
    const reading = ++this.#puzzleRead;
    const read = text === null || text.trim() === '' ? { puzzle: Board.EMPTY.givens } : await this.#read(text);
    if (reading !== this.#puzzleRead) return; // a later puzzle was set meanwhile
    if ('message' in read) {
      this.#fail(`The puzzle cannot be read: ${read.message}.`);
      return;
    }
    this.#initialGivens = read.puzzle;
    this.#load(read.puzzle);
  }

  /**
   * A letter (or null to clear) typed into cell `index`; undefined: not a letter. In
   * notes mode, or `asNote` (Shift), a letter toggles a note instead. Clearing an empty
   * cell clears its notes. `amends`: it replaces what the last keystroke did there (the
   * "2" of "12"), so that one undo takes back both.
   */
  #typed(index, letter, { asNote = false, amends = false } = {}) {
    if (amends && this.#lastTyped === this.#present && this.#history.canUndo && !this.#locked) this.#history.undo();
    const board = this.#present;
    if (letter === undefined || this.#locked) return this.#render();
    const cell = Board.cellName(index);
    if (board.givens[index] !== '.' && !this.#editing) {
      this.#render();
      this.say(`${cell} is a given.`);
      this.#emit('hexadoku-given', { cell, index });
      return;
    }
    const empty = Board.letterAt(board, index) === '.';
    const note = letter !== null && (asNote || this.notesMode);
    if (note && !empty) {
      this.#render();
      return this.say(`${cell} holds a letter: erase it to take notes there.`);
    }
    const noting = note || (letter === null && empty);
    let next;
    if (note) next = Board.toggleNote(board, index, letter);
    else if (noting) next = Board.clearNotes(board, index);
    else next = this.#placed(board, index, letter, this.#editing ? Board.Source.GIVEN : Board.Source.USER);
    this.#lastTyped = null;
    if (!this.#commit(next)) return this.#render();
    this.#lastTyped = next;
    if (noting) this.say(notesSentence(next, index, this.symbols));
    else this.#announce(next, index, letter);
    this.#inputAndChange();
  }

  /**
   * `board` with `letter` (or null) put in cell `index` by `source`, and, unless
   * `keepNotes`, taken out of the notes of its row, column and box.
   */
  #placed(board, index, letter, source) {
    const next = Board.put(board, index, letter, source);
    return letter === null || this.keepNotes ? next : Board.withoutNoteInPeers(next, index, letter);
  }

  /** After a letter is typed: a clash it makes, or a grid it completes. */
  #announce(board, index, letter) {
    if (letter === null) return this.say('');
    const clash = Board.UNITS.findIndex(
      (unit) => unit.includes(index) && unit.some((i) => i !== index && Board.letterAt(board, i) === letter),
    );
    if (clash >= 0) {
      this.say(`${Board.symbolOf(letter, this.symbols)} is already in ${UNIT_KINDS[clash % 3]} ${Math.floor(clash / 3) + 1}.`);
    } else if (Board.isSolved(board)) {
      this.say('Solved: every row, column and box holds each letter once.');
    } else {
      this.say('');
    }
  }

  /**
   * Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo, Alt+N switches notes mode, from anywhere
   * inside the board. (N alone is a letter of the puzzle.)
   */
  #shortcut(event) {
    if (event.altKey && !(event.ctrlKey || event.metaKey) && event.code === 'KeyN') {
      event.preventDefault();
      this.notesMode = !this.notesMode;
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey || this.#locked) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) this.#byPlayer(() => this.undo());
    else if (key === 'y' || (key === 'z' && event.shiftKey)) this.#byPlayer(() => this.redo());
    else return;
    event.preventDefault();
  }

  /** A paste inside the board: one letter into the cell, or a whole puzzle. */
  #pasted(event, grid) {
    event.preventDefault();
    if (this.#locked) return;
    const text = event.clipboardData?.getData('text') ?? '';
    const trimmed = text.trim();
    const letter = Board.letterOf(trimmed, this.symbols);
    if (grid.contains(this.shadowRoot.activeElement) && (trimmed.length === 1 || letter)) {
      this.#typed(this.#grid.active, letter);
    } else {
      this.#byPlayer(() => this.paste(text));
    }
  }
}

/**
 * The shadow root's content, in `root`: the toolbar (hidden until `controls` names a
 * button), the grid's container, the status line and the keypad.
 */
function buildShadow(root) {
  root.adoptedStyleSheets = [styles];
  const toolbar = element('div', { class: 'toolbar', part: 'toolbar', role: 'toolbar', 'aria-label': 'Puzzle actions' });
  toolbar.hidden = true;
  const grid = element('div', { class: 'grid', 'aria-label': 'Puzzle, 16 rows of 16 cells' });
  const status = element('p', { class: 'status', part: 'status', role: 'status', 'aria-live': 'polite' });
  const keypad = element('div', { class: 'keypad', role: 'group', 'aria-label': 'Letter keypad' });
  root.append(toolbar, grid, status, keypad);
  return { toolbar, grid, status, keypad };
}

/**
 * What a hint answers when notes leave out letters the solution needs (`missing`, cell
 * indices, non-empty): the first named, its letter in the set `symbols`, the others
 * counted, all of them in `wrong`.
 */
function notesMissingStep(missing, solution, symbols) {
  const [first, ...others] = missing;
  const letter = Board.symbolOf(solution[first], symbols);
  let explanation = `${Board.cellName(first)} no longer has ${letter}, but ${letter} belongs there.`;
  if (others.length === 1) explanation += ` The notes of ${Board.cellName(others[0])} also leave out its letter.`;
  else if (others.length > 1) explanation += ` The notes of ${others.length} more cells also leave out their letter; Check marks them.`;
  return { status: 'none', explanation, wrong: missing.map(positionOf) };
}

/**
 * What the status line says after cell `index`'s notes changed, in the symbol set
 * `symbols`: "R3C5 notes: B F K."
 */
function notesSentence(board, index, symbols) {
  const notes = [...Board.lettersOf(Board.notesAt(board, index))].map((letter) => Board.symbolOf(letter, symbols));
  return `${Board.cellName(index)} notes: ${notes.length === 0 ? 'none' : notes.join(' ')}.`;
}

/** An event of the element's own: bubbling and composed, as its `input` and `change`. */
const customEvent = (type, detail) => new CustomEvent(type, { detail, bubbles: true, composed: true });

/** A new `tag` element with `attributes`. */
function element(tag, attributes) {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

if (!customElements.get('hexadoku-board')) customElements.define('hexadoku-board', HexadokuBoard);
