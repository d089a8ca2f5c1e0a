// The 16×16 grid of the <hexadoku-board> element: an ARIA grid of 256 text inputs, each
// labelled with its position and the player's notes it shows ("R3C5", "R3C5, notes B F
// K") and described by who filled it ("given", "yours", …, or "empty"). It draws a board
// and reports what the player types; it decides nothing about the puzzle. It shows the
// letters in a set of symbols (game-state.js's SYMBOLS), reads what is typed in it, and
// highlights around the selected cell. Parts for theming from outside the element: the
// grid is `grid`, each gridcell `cell` and also `given` or `entry` when it holds a
// letter, its pencil marks `marks`, and also `notes` when they are the player's notes.
//
// Highlighting, once the player has selected a cell: that gridcell has class `selected`;
// the others of its row, column and box class `peer` (with `units` on); those holding
// its letter class `same`, and in every cell the mark (a pencil mark or a note: any span
// of `.marks`, the i-th for the i-th letter) of its letter class `same` and part
// `mark-same` (with `letters` on). The player may select many cells (selection.js): the
// grid is multiselectable, every gridcell selected has `aria-selected`, and when there
// are several each has class `chosen`; the one with the focus is the `selected` one.

import { CELLS, LETTERS, SIZE, SYMBOLS, cellName, colourAt, letterAt, letterOf, lettersOf, markColourAt, notesAt, sourceAt, symbolOf } from './game-state.js';
import { Selection, line } from './selection.js';
import { wordsOf } from './board-words.js';

const CLEARING_KEYS = new Set(['Backspace', 'Delete', '.', ' ']);
const STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
/** Who filled a cell, by its source, in the element's words. */
const SOURCE_NAMES = {
  g: (words) => words.sourceGiven,
  u: (words) => words.sourceYours,
  s: (words) => words.sourceSolver,
  h: (words) => words.sourceHint,
};
const PARTS = { g: 'cell given', u: 'cell entry', s: 'cell entry', h: 'cell entry' };
/** The cells of a letter filter that shows none. */
export const NO_FILTER = Object.freeze({ holds: new Set(), can: new Set() });
/** What a paused grid highlights: nothing. */
const NOTHING_SHOWN = Object.freeze({ conflicts: new Set(), wrong: new Set(), pattern: new Set(), targets: new Set(), previewed: new Set(), filter: NO_FILTER });
/** In the numbers 1–16, how long after a "1" a second digit makes 10–16 of it, in ms. */
export const NUMBER_PAUSE = 1000;

const rowOf = (index) => Math.floor(index / SIZE);
const colOf = (index) => index % SIZE;
const boxOf = (index) => Math.floor(rowOf(index) / 4) * 4 + Math.floor(colOf(index) / 4);

/**
 * A cell's accessible name: its position, its colour mark, and the notes it shows in the
 * symbol set `symbols` with theirs, "R3C5, colour 2, notes B (colour 1) F K"; with ",
 * without the right letter" when Check or a hint found its letter missing there; in the
 * element's `words`.
 */
function cellLabel(board, index, notes, wrong, symbols, words) {
  const colour = colourAt(board, index);
  const named = colour ? words.cellWithColour(cellName(index), colour) : cellName(index);
  if (notes === 0) return named;
  const note = (letter) => {
    const marked = markColourAt(board, index, letter);
    return marked ? words.noteWithColour(symbolOf(letter, symbols), marked) : symbolOf(letter, symbols);
  };
  const noted = words.cellWithNotes(named, [...lettersOf(notes)].map(note).join(' '));
  return wrong ? words.cellWrong(noted) : noted;
}

export class GridView {
  #inputs = [];
  #marks = [];
  #active = 0;
  #onEnter;
  /** The cells selected, the one the player is on among them; none at first: highlighting waits for one. */
  #chosen;
  /** The set of symbols shown and typed: a name of SYMBOLS. */
  #symbols = 'letters';
  /** The board drawn last, and what highlighting it had on: { units, letters }. */
  #board = null;
  #highlight = { units: true, letters: true };
  /** Whether the grid was drawn paused: then no cell shows as selected. */
  #paused = false;
  /** The marks lit as the selected cell's letter (class `same`). */
  #litMarks = [];
  /** In the numbers 1–16: a "1" just typed, { index, at }, that a second digit may extend. */
  #pendingOne = null;

  /**
   * Builds the grid in `container`; `onEnter(index, letter or null, { asNote, amends })`
   * on every entry: `asNote` true for Shift with a symbol, `amends` true when it replaces
   * the entry just made (the "2" of "12"); `onSelect(cells)` when the cells selected
   * change (indices, in reading order).
   */
  constructor(container, { onEnter, onSelect }) {
    this.#onEnter = onEnter;
    this.#chosen = new Selection(() => {
      this.#drawSelection();
      onSelect(this.selection);
    });
    container.setAttribute('role', 'grid');
    container.setAttribute('part', 'grid');
    container.setAttribute('aria-multiselectable', 'true');
    container.replaceChildren(...Array.from({ length: SIZE }, (_, row) => this.#row(row)));
    container.addEventListener('keydown', (event) => this.#keydown(event));
    container.addEventListener('input', (event) => this.#input(event));
    container.addEventListener('focusin', (event) => {
      const index = this.cellOf(event.target);
      if (index < 0) return;
      this.#setActive(index);
      if (!this.#chosen.has(index)) this.#chosen.set([index]);
    });
    this.#chosen.listen(container, this);
  }

  /** The index of the cell whose input is `element`, or -1. */
  cellOf(element) {
    return this.#inputs.indexOf(element);
  }

  /** The cells selected, in reading order (none until the player or a page selects one). */
  get selection() {
    return this.#chosen.cells;
  }

  /**
   * Selects `cells` (indices), none or many; the focus, if it is on another cell of the
   * grid, goes to the first of them, and else the grid's tab stop.
   */
  select(cells) {
    this.#chosen.set(cells);
    if (cells.length === 0 || this.#chosen.has(this.#active)) return;
    if (this.#inputs.includes(this.#inputs[0].getRootNode().activeElement)) this.focus(cells[0]);
    else this.#setActive(cells[0]);
  }

  /** The cell the player is on. */
  get active() {
    return this.#active;
  }

  /** The gridcell the player is on. */
  get activeCell() {
    return this.#inputs[this.#active].parentElement;
  }

  focus(index = this.#active) {
    this.#setActive(index);
    this.#inputs[index].focus();
  }

  /**
   * Draws `board`. `view` holds what to highlight (Sets of cell indices: conflicts,
   * wrong, pattern, targets, and previewed, the letters of a board previewed), `marks` (256 bitmasks to show as pencil marks, or null),
   * `editing` (whether givens may be changed), `readonly` (whether nothing may be) and
   * `paused` (whether the letters and notes are hidden: every cell shows, and is named,
   * as empty), and `filter`, the cells of the letter filter: `{ holds, can }`. An empty cell with notes of the player's shows them; one without shows
   * its `marks`.
   */
  render(board, view) {
    const words = wordsOf(this.#inputs[0]);
    // Paused, nothing shows where a letter is: no highlight, clash or hint either.
    if (view.paused) view = { ...view, highlight: { units: false, letters: false }, ...NOTHING_SHOWN };
    if (view.symbols !== this.#symbols) this.#useSymbols(view.symbols);
    this.#board = board;
    this.#highlight = view.highlight;
    const hidden = (this.#paused = view.paused);
    for (let i = 0; i < CELLS; i++) {
      const input = this.#inputs[i];
      const letter = hidden ? '.' : letterAt(board, i);
      const source = hidden ? null : sourceAt(board, i);
      input.value = symbolOf(letter, this.#symbols);
      input.readOnly = view.readonly || (source === 'g' && !view.editing);
      const cell = input.parentElement;
      cell.dataset.source = source ?? 'empty';
      cell.setAttribute('part', PARTS[source] ?? 'cell');
      cell.classList.toggle('conflict', view.conflicts.has(i));
      cell.classList.toggle('wrong', view.wrong.has(i));
      cell.classList.toggle('pattern', view.pattern.has(i));
      cell.classList.toggle('target', view.targets.has(i));
      cell.classList.toggle('previewed', view.previewed.has(i));
      cell.classList.toggle('filter-holds', view.filter.holds.has(i));
      cell.classList.toggle('filter-can', view.filter.can.has(i));
      input.setAttribute('aria-invalid', String(view.conflicts.has(i) || view.wrong.has(i)));
      input.setAttribute('aria-description', source ? SOURCE_NAMES[source](words) : words.sourceEmpty);
      const notes = hidden ? 0 : notesAt(board, i);
      input.setAttribute('aria-label', hidden ? cellName(i) : cellLabel(board, i, notes, view.wrong.has(i), this.#symbols, words));
      cell.dataset.colour = hidden ? '.' : board.colours[i];
      this.#drawMarks(i, notes || (letter === '.' && view.marks && !hidden ? view.marks[i] : 0), notes !== 0, board);
    }
    this.#drawSelection();
  }

  /** Shows and reads the symbols of the set `set` from now on. */
  #useSymbols(set) {
    this.#symbols = set;
    this.#pendingOne = null;
    for (const marks of this.#marks) {
      marks.classList.toggle('numbers', set === 'numbers');
      marks.childNodes.forEach((mark, i) => {
        mark.textContent = SYMBOLS[set][i];
      });
    }
  }

  /** The cells selected, and the highlighting around the one the player is on: its units and the cells of its letter. */
  #drawSelection() {
    const active = this.#active;
    const on = this.#chosen.size > 0 && this.#board !== null && !this.#paused;
    const many = this.#chosen.size > 1;
    const letter = on ? letterAt(this.#board, active) : '.';
    const units = on && this.#highlight.units;
    const same = on && this.#highlight.letters && letter !== '.';
    const bit = LETTERS.indexOf(letter);
    for (let i = 0; i < CELLS; i++) {
      const cell = this.#inputs[i].parentElement;
      const peer = rowOf(i) === rowOf(active) || colOf(i) === colOf(active) || boxOf(i) === boxOf(active);
      cell.classList.toggle('selected', on && i === active);
      cell.classList.toggle('chosen', on && many && this.#chosen.has(i));
      if (this.#chosen.has(i)) cell.setAttribute('aria-selected', 'true');
      else cell.removeAttribute('aria-selected');
      cell.classList.toggle('peer', units && peer && i !== active);
      cell.classList.toggle('same', same && i !== active && letterAt(this.#board, i) === letter);
    }
    for (const mark of this.#litMarks) {
      mark.classList.remove('same');
      mark.removeAttribute('part');
    }
    const shown = (mark) => !mark.parentElement.hidden && !mark.classList.contains('off');
    this.#litMarks = same ? this.#marks.map((marks) => marks.childNodes[bit]).filter(shown) : [];
    for (const mark of this.#litMarks) {
      mark.classList.add('same');
      mark.setAttribute('part', 'mark-same');
    }
  }

  #row(row) {
    const element = document.createElement('div');
    element.setAttribute('role', 'row');
    element.className = 'row';
    for (let col = 0; col < SIZE; col++) element.append(this.#cell(row * SIZE + col));
    return element;
  }

  #cell(index) {
    const cell = document.createElement('div');
    cell.setAttribute('role', 'gridcell');
    cell.setAttribute('part', 'cell');
    cell.className = 'cell';
    const input = document.createElement('input');
    input.type = 'text';
    input.maxLength = 1;
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.setAttribute('autocapitalize', 'characters');
    input.setAttribute('aria-label', cellName(index));
    input.tabIndex = index === this.#active ? 0 : -1;
    // On touch screens the element's keypad replaces the phone's keyboard.
    if (matchMedia('(pointer: coarse)').matches) input.inputMode = 'none';
    const marks = document.createElement('div');
    marks.className = 'marks';
    marks.setAttribute('part', 'marks');
    marks.setAttribute('aria-hidden', 'true');
    for (const symbol of SYMBOLS[this.#symbols]) {
      const mark = document.createElement('span');
      mark.textContent = symbol;
      marks.append(mark);
    }
    this.#inputs.push(input);
    this.#marks.push(marks);
    cell.append(input, marks);
    return cell;
  }

  /**
   * Shows `bits` as cell `index`'s marks: the player's notes if `notes`, else candidates;
   * each in the colour `board` gives it, if any.
   */
  #drawMarks(index, bits, notes, board) {
    const marks = this.#marks[index];
    marks.hidden = bits === 0;
    if (bits === 0) return;
    marks.classList.toggle('notes', notes);
    marks.setAttribute('part', notes ? 'marks notes' : 'marks');
    marks.childNodes.forEach((mark, i) => {
      mark.classList.toggle('off', (bits & (1 << i)) === 0);
      mark.dataset.colour = board.markColours[index * SIZE + i];
    });
  }

  #setActive(index) {
    this.#inputs[this.#active].tabIndex = -1;
    this.#active = index;
    this.#inputs[index].tabIndex = 0;
    this.#drawSelection();
  }

  #keydown(event) {
    const index = this.#inputs.indexOf(event.target);
    if (index < 0 || event.altKey || event.metaKey) return;
    const key = event.key;
    const target = this.#moveTarget(index, key, event.ctrlKey);
    if (target !== null) {
      // Shift with a move selects the cells on the way as well; alone, the cell reached.
      event.preventDefault();
      this.#chosen.set(event.shiftKey ? line(index, target) : [target], event.shiftKey);
      this.focus(target);
    } else if (key === 'Escape' && this.#chosen.size > 1) {
      event.preventDefault();
      this.#chosen.set([index]);
    } else if (event.ctrlKey) {
      // Leave Ctrl+Z, Ctrl+V and the like to the element and the page.
    } else if (key.length === 1 || CLEARING_KEYS.has(key)) {
      // A symbol goes in, a clearing key clears; any other character is not one of this
      // puzzle's.
      event.preventDefault();
      this.#typed(index, key, event);
    }
  }

  /**
   * The character `key` typed into cell `index`: a symbol of the set shown, or a key
   * that clears; with Shift (`event.shiftKey`), a note, read from the key pressed (Shift
   * with 1 is "!" on most keyboards). In the numbers 1–16 every digit but 0 goes in at
   * once, and a digit 0–6 typed soon after a "1" in the same cell makes 10–16 of it.
   */
  #typed(index, key, { shiftKey = false, code = '' } = {}) {
    const pending = this.#pendingOne;
    this.#pendingOne = null;
    if (CLEARING_KEYS.has(key)) return this.#onEnter(index, null);
    const asNote = shiftKey;
    const char = (asNote && code.match(/^(?:Key|Digit|Numpad)([A-Z0-9])$/)?.[1]) || key;
    if (this.#symbols === 'numbers' && pending?.index === index && pending.asNote === asNote && performance.now() - pending.at < NUMBER_PAUSE) {
      const letter = letterOf(`1${char}`, 'numbers');
      if (letter) return this.#onEnter(index, letter, { asNote, amends: true });
    }
    if (this.#symbols === 'numbers' && char === '1') this.#pendingOne = { index, asNote, at: performance.now() };
    this.#onEnter(index, letterOf(char, this.#symbols), { asNote });
  }

  /** Where a navigation key goes from `index`, or null if `key` does not move. */
  #moveTarget(index, key, ctrl) {
    const row = Math.floor(index / SIZE);
    const col = index % SIZE;
    if (key === 'Home') return ctrl ? 0 : row * SIZE;
    if (key === 'End') return ctrl ? CELLS - 1 : row * SIZE + SIZE - 1;
    const step = STEPS[key];
    if (!step) return null;
    const [dr, dc] = step;
    if (ctrl) {
      // Ctrl+arrow jumps to the grid's edge in that direction.
      const r = dr === 0 ? row : dr < 0 ? 0 : SIZE - 1;
      const c = dc === 0 ? col : dc < 0 ? 0 : SIZE - 1;
      return r * SIZE + c;
    }
    const r = Math.min(SIZE - 1, Math.max(0, row + dr));
    const c = Math.min(SIZE - 1, Math.max(0, col + dc));
    return r * SIZE + c;
  }

  // Keyboards that send no usable key codes (many phones) still fire `input`: read the
  // character typed, then let the next render put the cell back as the board says. The
  // event goes no further: the element's own `input` event tells the page of a change.
  #input(event) {
    const index = this.#inputs.indexOf(event.target);
    if (index < 0) return;
    event.stopPropagation();
    const typed = event.target.value.slice(-1);
    this.#typed(index, typed === '' ? '.' : typed);
  }
}
