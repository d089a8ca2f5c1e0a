// What the player does to a <hexadoku-board> without asking the engine: a letter typed or
// pressed on the keypad (or a note, in notes mode or with Shift), into one cell or every
// cell selected, a paste, the shortcuts (Ctrl+Z, Ctrl+Y, Alt+N), Fill notes and Clear, and
// the cells selected, told (the player's selection itself is the grid's). Each change goes
// through the element's Game, and the status line says what came of it (sentences.js).

import * as GameState from './game-state.js';
import { once } from './load-once.js';


const UNIT_KINDS = ['row', 'column', 'box'];

/** Typing into several cells at once, loaded as the selection first grows past one cell. */
const manyCells = once(() => import('./many-cells.js'));
/** Colour mode's keystrokes, and a colour taken off the grid, loaded with the first. */
const colouring = once(() => import('./colouring.js'));
/** A value the element takes: 256 letters A–P (either case), `.` or `-` for an empty cell. */
const LINE = /^[A-Pa-p.-]{256}$/;

export class BoardInput {
  #element;
  #game;
  #view;
  /** The board the player's last keystroke made: a second digit of 10–16 replaces it. */
  #lastTyped = null;

  /**
   * The input of `element`, which changes its `game` and reads its `view`'s grid; it
   * listens for the shortcuts in the shadow root and for pastes on the element.
   * @param {HTMLElement} element the HexadokuBoard
   * @param {import('./game.js').Game} game
   * @param {import('./view.js').BoardView} view
   */
  constructor(element, game, view) {
    this.#element = element;
    this.#game = game;
    this.#view = view;
    element.shadowRoot.addEventListener('keydown', (event) => this.#shortcut(event));
    // On the element itself: a paste goes to the focused element, which from the page's
    // side is this one when a cell has the focus.
    element.addEventListener('paste', (event) => this.#pasted(event));
  }

  /**
   * A letter (or null to clear) typed into cell `index`; undefined: not a letter. In
   * notes mode, or `asNote` (Shift), a letter toggles a note instead. Clearing an empty
   * cell clears its notes. `amends`: it replaces what the last keystroke did there (the
   * "2" of "12"), so that one undo takes back both. With more cells selected than
   * `index`, it goes into all of them (#typedInAll).
   * @param {number} index
   * @param {string | null | undefined} letter
   * @param {{ asNote?: boolean, amends?: boolean }} [how]
   */
  typed(index, letter, { asNote = false, amends = false } = {}) {
    const game = this.#game;
    const element = this.#element;
    if (amends) game.takeBack(this.#lastTyped);
    const board = game.present;
    if (letter === undefined || game.locked) return game.render();
    const cells = this.#view.selection;
    if (cells.length > 1 && cells.includes(index)) return this.#typedInAll(cells, letter, asNote);
    if (element.colour) return this.#coloured(index, letter, element.colour);
    const cell = GameState.cellName(index);
    if (board.givens[index] !== '.' && !game.editing) {
      game.render();
      game.say(game.words.isGiven(cell));
      game.emit('hexadoku-given', { cell, index });
      return;
    }
    const empty = GameState.letterAt(board, index) === '.';
    const note = letter !== null && (asNote || element.notesMode);
    if (note && !empty) {
      game.render();
      return game.say(game.words.holdsLetter(cell));
    }
    const noting = note || (letter === null && empty);
    let next;
    if (note) next = GameState.toggleNote(board, index, letter);
    else if (noting) next = GameState.clearNotes(board, index);
    else {
      const source = game.editing ? GameState.Source.GIVEN : GameState.Source.USER;
      next = GameState.place(board, index, letter, source, element.keepNotes);
    }
    this.#lastTyped = null;
    if (!game.commit(next)) return game.render();
    this.#lastTyped = next;
    if (noting) game.say(notesSentence(next, index, element.symbols, game.words));
    else this.#announce(next, [index], letter);
    game.inputAndChange();
  }

  /**
   * A letter (or null) typed with several `cells` selected, as many-cells.js's
   * `typedInAll` takes it: its module loaded as the selection first grows past one cell.
   */
  async #typedInAll(cells, letter, asNote) {
    const module = await manyCells().catch(() => null);
    if (!module) return this.#game.say(this.#game.words.partNotLoaded);
    const remember = (board) => (this.#lastTyped = board);
    const announce = (board, changed) => this.#announce(board, changed, letter);
    module.typedInAll({ game: this.#game, element: this.#element, remember, announce }, cells, letter, asNote);
  }

  /**
   * A letter (or null) typed into cell `index` in colour mode, as colouring.js's
   * `coloured` takes it: its module loaded with colour mode's first keystroke.
   */
  async #coloured(index, letter, colour) {
    const module = await colouring().catch(() => null);
    if (!module) return this.#game.say(this.#game.words.partNotLoaded);
    this.#lastTyped = null;
    module.coloured({ game: this.#game, element: this.#element }, index, letter, colour);
  }

  /** Says how many cells are selected, when more than one, and tells the page which (`hexadoku-select`). */
  selected(cells) {
    if (cells.length > 1) {
      this.#view.say(this.#game.words.cellsSelected(cells.length));
      manyCells().catch(() => {});
    }
    this.#game.emit('hexadoku-select', { cells: cells.map(GameState.positionOf) });
  }

  /**
   * What the keypad's keys do (see buildKeypad): a letter, or Erase, typed into the cell
   * the player is on (and every other cell selected); a letter held shows its cells (`filter`), or stops; Notes and Zoom
   * switch their mode; a colour switches colour mode, or ends it, and held takes that
   * colour off the grid.
   */
  get keypad() {
    const element = this.#element;
    return {
      letter: (letter) => this.typed(this.#view.active, letter),
      holdLetter: (letter) => (element.filter = element.filter === letter ? '' : letter),
      notes: () => (element.notesMode = !element.notesMode),
      colour: (colour) => (element.colour = element.colour === colour ? '' : colour),
      holdColour: (colour) => this.#game.byPlayer(() => element.clearColour(colour)),
      zoom: () => (element.zoom = !element.zoom),
    };
  }

  /** Resumes the game, as the pause card's Resume does, and tells the page (`hexadoku-pause`). */
  resume() {
    this.#element.paused = false;
    this.#game.emit('hexadoku-pause', { paused: false });
  }

  /**
   * Puts the letters of `line` in every cell that holds no given, as the player's (the
   * element's `value`); a `line` that is not 256 letters, `.` or `-` changes nothing and
   * fails.
   * @param {unknown} line
   */
  setValue(line) {
    if (typeof line !== 'string' || !LINE.test(line)) this.#game.fail(this.#game.words.notAValue);
    else this.#game.commit(GameState.withEntries(this.#game.present, line.toUpperCase().replaceAll('-', '.')));
  }

  /**
   * Fills every empty cell's notes with its candidates, unless letters clash.
   * @returns {boolean} whether the notes are filled
   */
  fillNotes() {
    const board = this.#game.present;
    if (GameState.conflicts(board).size > 0) {
      this.#game.say(this.#game.words.clashBeforeNotes);
      return false;
    }
    this.#game.commit(GameState.fillNotes(board));
    this.#game.say(this.#game.words.notesFilled);
    return true;
  }

  /**
   * Takes `colour` (one of COLOURS) off every cell and note that has it, and says so, as
   * colouring.js's `clearColour` does (loaded then, if it was not).
   * @returns {Promise<boolean>} whether any had it
   */
  async clearColour(colour) {
    const module = await colouring().catch(() => null);
    if (module) return module.clearColour(this.#game, colour);
    this.#game.say(this.#game.words.partNotLoaded);
    return false;
  }

  /**
   * Clears the letters entered, keeping the givens; on a grid with givens only, clears
   * those too and turns editing on, so that a puzzle can be typed.
   */
  clear() {
    const board = this.#game.present;
    if (GameState.entryCount(board) > 0 || board.removed.some((bits) => bits !== 0)) {
      this.#game.commit(GameState.withoutEntries(board));
      this.#game.say(this.#game.words.clearedEntries);
    } else if (GameState.givenCount(board) > 0) {
      this.#game.editing = true;
      this.#game.commit(GameState.EMPTY);
      this.#game.say(this.#game.words.clearedAll);
    }
  }

  /** After a letter is typed into `cells`: a clash it makes, or a grid it completes. */
  #announce(board, cells, letter) {
    if (letter === null) return this.#game.say('');
    const clash = GameState.UNITS.findIndex((unit) =>
      cells.some((index) => unit.includes(index) && unit.some((i) => i !== index && GameState.letterAt(board, i) === letter)),
    );
    if (clash >= 0) {
      const symbol = GameState.symbolOf(letter, this.#element.symbols);
      this.#game.say(this.#game.words.alreadyIn(symbol, UNIT_KINDS[clash % 3], Math.floor(clash / 3) + 1));
    } else if (GameState.isSolved(board)) {
      this.#game.say(this.#game.words.solvedByTyping);
    } else {
      this.#game.say('');
    }
  }

  /**
   * Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo, Alt+N switches notes mode, Alt+1 to Alt+6
   * colour mode in that colour (the same again, or Alt+0, ends it), from anywhere inside
   * the board. (N alone is a letter of the puzzle.)
   */
  #shortcut(event) {
    const element = this.#element;
    const alt = event.altKey && !(event.ctrlKey || event.metaKey);
    const digit = alt && event.code.match(/^Digit([0-6])$/)?.[1];
    if (digit) {
      event.preventDefault();
      element.colour = digit === '0' || digit === element.colour ? '' : digit;
      return;
    }
    if (alt && !event.shiftKey && event.code === 'KeyN') {
      event.preventDefault();
      element.notesMode = !element.notesMode;
      return;
    }
    const travel = historyKey(event);
    if (!travel || this.#game.locked) return;
    this.#game.byPlayer(() => element[travel]());
    event.preventDefault();
  }

  /** A paste inside the board: one letter into the cell (or the cells selected), or a whole puzzle. */
  #pasted(event) {
    event.preventDefault();
    if (this.#game.locked) return;
    const text = event.clipboardData?.getData('text') ?? '';
    const trimmed = text.trim();
    const letter = GameState.letterOf(trimmed, this.#element.symbols);
    if (this.#view.focusInGrid && (trimmed.length === 1 || letter)) this.typed(this.#view.active, letter);
    else this.#game.byPlayer(() => this.#element.paste(text));
  }
}

/**
 * What a key asks of the board's history: 'undo' for Ctrl+Z, 'redo' for Ctrl+Y and
 * Ctrl+Shift+Z (⌘ for Ctrl on a Mac), else null. The board's shortcut, and a page's for
 * when the board does not have the focus (app.js).
 * @param {KeyboardEvent} event
 * @returns {'undo' | 'redo' | null}
 */
export function historyKey(event) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  return key === 'z' && !event.shiftKey ? 'undo' : key === 'y' || key === 'z' ? 'redo' : null;
}

/**
 * What the status line says after cell `index`'s notes changed, in the symbol set
 * `symbols` and the element's `words`: "R3C5 notes: B F K."
 */
function notesSentence(board, index, symbols, words) {
  const notes = [...GameState.lettersOf(GameState.notesAt(board, index))].map((letter) => GameState.symbolOf(letter, symbols));
  const cell = GameState.cellName(index);
  return notes.length === 0 ? words.notesOfNone(cell) : words.notesOf(cell, notes.join(' '));
}
