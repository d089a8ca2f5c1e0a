// The 16×16 grid of the <hexadoku-board> element: an ARIA grid of 256 text inputs, each
// labelled with its position and the player's notes it shows ("R3C5", "R3C5, notes B F
// K") and described by who filled it ("given", "yours", …, or "empty"). It draws a board
// and reports what the player types; it decides nothing about the puzzle. Parts for
// theming from outside the element: the grid is `grid`, each gridcell `cell` and also
// `given` or `entry` when it holds a letter, its pencil marks `marks`, and also `notes`
// when they are the player's notes.

import { CELLS, LETTERS, SIZE, cellName, letterAt, lettersOf, notesAt, sourceAt } from './board.js';

const CLEARING_KEYS = new Set(['Backspace', 'Delete', '.', ' ']);
const STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const SOURCE_NAMES = { g: 'given', u: 'yours', s: 'solver', h: 'hint' };
const PARTS = { g: 'cell given', u: 'cell entry', s: 'cell entry', h: 'cell entry' };

/**
 * A cell's accessible name: its position, and the notes it shows, "R3C5, notes B F K";
 * with ", without the right letter" when Check or a hint found its letter missing there.
 */
function cellLabel(index, notes, wrong) {
  if (notes === 0) return cellName(index);
  const named = `${cellName(index)}, notes ${[...lettersOf(notes)].join(' ')}`;
  return wrong ? `${named}, without the right letter` : named;
}

export class GridView {
  #inputs = [];
  #marks = [];
  #active = 0;
  #onEnter;

  /**
   * Builds the grid in `container`; `onEnter(index, letter or null, asNote)` on every
   * entry, `asNote` true for Shift with a letter.
   */
  constructor(container, { onEnter }) {
    this.#onEnter = onEnter;
    container.setAttribute('role', 'grid');
    container.setAttribute('part', 'grid');
    container.replaceChildren(...Array.from({ length: SIZE }, (_, row) => this.#row(row)));
    container.addEventListener('keydown', (event) => this.#keydown(event));
    container.addEventListener('input', (event) => this.#input(event));
    container.addEventListener('focusin', (event) => {
      const index = this.#inputs.indexOf(event.target);
      if (index >= 0) this.#setActive(index);
    });
  }

  /** The cell the player is on. */
  get active() {
    return this.#active;
  }

  focus(index = this.#active) {
    this.#setActive(index);
    this.#inputs[index].focus();
  }

  /**
   * Draws `board`. `view` holds what to highlight (Sets of cell indices: conflicts,
   * wrong, pattern, targets), `marks` (256 bitmasks to show as pencil marks, or null),
   * `editing` (whether givens may be changed) and `readonly` (whether nothing may be).
   * An empty cell with notes of the player's shows them; one without shows its `marks`.
   */
  render(board, view) {
    for (let i = 0; i < CELLS; i++) {
      const input = this.#inputs[i];
      const letter = letterAt(board, i);
      const source = sourceAt(board, i);
      input.value = letter === '.' ? '' : letter;
      input.readOnly = view.readonly || (source === 'g' && !view.editing);
      const cell = input.parentElement;
      cell.dataset.source = source ?? 'empty';
      cell.setAttribute('part', PARTS[source] ?? 'cell');
      cell.classList.toggle('conflict', view.conflicts.has(i));
      cell.classList.toggle('wrong', view.wrong.has(i));
      cell.classList.toggle('pattern', view.pattern.has(i));
      cell.classList.toggle('target', view.targets.has(i));
      input.setAttribute('aria-invalid', String(view.conflicts.has(i) || view.wrong.has(i)));
      input.setAttribute('aria-description', source ? SOURCE_NAMES[source] : 'empty');
      const notes = notesAt(board, i);
      input.setAttribute('aria-label', cellLabel(i, notes, view.wrong.has(i)));
      this.#drawMarks(i, notes || (letter === '.' && view.marks ? view.marks[i] : 0), notes !== 0);
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
    for (const letter of LETTERS) {
      const mark = document.createElement('span');
      mark.textContent = letter;
      marks.append(mark);
    }
    this.#inputs.push(input);
    this.#marks.push(marks);
    cell.append(input, marks);
    return cell;
  }

  /** Shows `bits` as cell `index`'s marks: the player's notes if `notes`, else candidates. */
  #drawMarks(index, bits, notes) {
    const marks = this.#marks[index];
    marks.hidden = bits === 0;
    if (bits === 0) return;
    marks.classList.toggle('notes', notes);
    marks.setAttribute('part', notes ? 'marks notes' : 'marks');
    marks.childNodes.forEach((mark, i) => mark.classList.toggle('off', (bits & (1 << i)) === 0));
  }

  #setActive(index) {
    this.#inputs[this.#active].tabIndex = -1;
    this.#active = index;
    this.#inputs[index].tabIndex = 0;
  }

  #keydown(event) {
    const index = this.#inputs.indexOf(event.target);
    if (index < 0 || event.altKey || event.metaKey) return;
    const key = event.key;
    const target = this.#moveTarget(index, key, event.ctrlKey);
    if (target !== null) {
      event.preventDefault();
      this.focus(target);
    } else if (event.ctrlKey) {
      // Leave Ctrl+Z, Ctrl+V and the like to the element and the page.
    } else if (key.length === 1 && LETTERS.includes(key.toUpperCase())) {
      event.preventDefault();
      this.#onEnter(index, key.toUpperCase(), event.shiftKey);
    } else if (CLEARING_KEYS.has(key)) {
      event.preventDefault();
      this.#onEnter(index, null);
    } else if (key.length === 1) {
      event.preventDefault(); // any other character is not a letter of this puzzle
    }
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
    const typed = event.target.value.slice(-1).toUpperCase();
    if (typed === '' || CLEARING_KEYS.has(typed)) this.#onEnter(index, null);
    else if (LETTERS.includes(typed)) this.#onEnter(index, typed);
    else this.#onEnter(index, undefined);
  }
}
