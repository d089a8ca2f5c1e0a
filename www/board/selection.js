// The cells of a <hexadoku-board>'s grid the player has selected, one or many, and how a
// pointer selects them: a press on a cell (a click, a tap) selects it alone, a drag adds
// the cells it passes over, Shift adds the cell pressed and Ctrl (⌘ on a Mac) adds it or
// takes it out. The grid (grid-view.js) keeps one Selection, its focus on a cell of it;
// the keys that select (Shift with an arrow, Escape) are the grid's.

import { SIZE } from './letters-and-cells.js';

/** The cells on the straight line from cell `from` to cell `to`, both ends included. */
export function line(from, to) {
  const [row, col] = [Math.floor(from / SIZE), from % SIZE];
  const [dr, dc] = [Math.floor(to / SIZE) - row, (to % SIZE) - col];
  const steps = Math.max(Math.abs(dr), Math.abs(dc));
  const at = (delta, t) => Math.round((delta * t) / steps || 0);
  return Array.from({ length: steps + 1 }, (_, t) => (row + at(dr, t)) * SIZE + col + at(dc, t));
}

export class Selection {
  /** The cells selected, as indices, in the order they were added. */
  #cells = new Set();
  #onChange;

  /** `onChange()` after every change of the cells selected. */
  constructor(onChange) {
    this.#onChange = onChange;
  }

  has(index) {
    return this.#cells.has(index);
  }

  get size() {
    return this.#cells.size;
  }

  /** The cells selected, in reading order. */
  get cells() {
    return [...this.#cells].sort((a, b) => a - b);
  }

  /** Selects `cells` (indices), alone or, with `add`, as well as those selected. */
  set(cells, add = false) {
    const before = this.cells.join();
    if (!add) this.#cells.clear();
    for (const index of cells) this.#cells.add(index);
    if (this.cells.join() !== before) this.#onChange();
  }

  /**
   * Selects by pointer in the grid's `container`, whose cells `grid.cellOf(element)`
   * finds (-1 for none): `grid.focus(index)` moves the focus to the cell pressed, or
   * the last a drag reached; a cell Ctrl takes out hands it to the cell the player is on
   * (`grid.active`), or if that was the one, to the one selected last. A drag stops
   * where the browser takes the pointer to scroll (a zoomed grid, on a touch screen).
   * @param {HTMLElement} container
   * @param {{ cellOf(element: Element | null): number, focus(index: number): void, active: number }} grid
   */
  listen(container, grid) {
    /** The cell a drag is on, or -1 when there is none. */
    let last = -1;
    container.addEventListener('pointerdown', (event) => {
      const index = grid.cellOf(event.target);
      if (index < 0 || event.button !== 0) return;
      // The focus is moved here, not by the browser, and no text is selected.
      event.preventDefault();
      if ((event.ctrlKey || event.metaKey) && this.has(index) && this.size > 1) {
        this.#cells.delete(index);
        this.#onChange();
        return grid.focus(index === grid.active ? [...this.#cells].at(-1) : grid.active);
      }
      this.set([index], event.shiftKey || event.ctrlKey || event.metaKey);
      grid.focus((last = index));
      container.setPointerCapture(event.pointerId);
    });
    container.addEventListener('pointermove', (event) => {
      if (last < 0) return;
      const index = grid.cellOf(container.getRootNode().elementFromPoint(event.clientX, event.clientY));
      if (index < 0 || index === last) return;
      this.set(line(last, index), true);
      grid.focus((last = index));
    });
    for (const type of ['pointerup', 'pointercancel']) container.addEventListener(type, () => (last = -1));
  }
}
