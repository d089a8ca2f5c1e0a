// How a <hexadoku-board> prints: the grid alone, black on white (a page prints itself
// around it; a hint's drawing and its words hide themselves, hint-drawing.js, as colour
// marks' look does, colour-marks.js). Adopted by the board's shadow root beside its own
// stylesheet (style.js) once the page is idle after the board first shows (view.js):
// showing a puzzle does without it.

import { adoptSheet } from './adopt-sheet.js';

const CSS = String.raw`
@media print {
  :host {
    --_background: #fff; --_line: #777; --_box-line: #000; --_given: #000; --_entry: #000;
    --_solver: #000; --_hint: #000; --_mark: #000; --_note: #000; --_wrong: #000;
  }
  .toolbar, .dock { display: none !important; }
  .cell { background: #fff !important; box-shadow: none !important; font-style: normal !important; }
  :host([zoom]) .viewport { overflow: visible; max-height: none; }
  :host([zoom]) .grid { width: 100%; }
  .cell input { text-decoration: none !important; }
  .marks .same { background: none; font-weight: inherit; }
}
`;

/** Adopts the print stylesheet into `root`, the board's shadow root, if it has not yet. */
export const adoptPrintStyles = (root) => adoptSheet(root, CSS);
