// The look of <hexadoku-board>, inside its shadow root: a constructed stylesheet, so that
// nothing of the page's styles reaches the grid and nothing here reaches the page, and a
// strict Content-Security-Policy (style-src 'self') has nothing inline to refuse.
//
// Every colour and the cell size come from a custom property the page may set
// (--hexadoku-…), with defaults for light and dark colour schemes (light-dark(), as the
// visitor's scheme is); each pair of text and background colour among the defaults keeps
// a contrast ratio of at least 4.5:1.

/**
 * The parts a page may style (`::part()`) and the custom properties it may set, with
 * their light defaults (and dark): the element's theming, documented here beside the
 * styles that use them. custom-elements.json lists them with the element
 * (custom-elements-manifest.config.mjs reads them from here).
 *
 * @csspart viewport - The grid's box, which scrolls it when zoomed.
 * @csspart grid - The grid of 16 rows of 16 cells.
 * @csspart cell - Each cell (a gridcell); also `given` or `entry` when it holds a letter.
 * @csspart given - A cell holding a given.
 * @csspart entry - A cell holding a letter of the player's, the solver's or a hint's.
 * @csspart marks - The pencil marks of an empty cell: its candidates or the player's notes.
 * @csspart notes - The player's notes of an empty cell (also `marks`).
 * @csspart mark-same - A pencil mark or note of the selected cell's letter (with `letters` highlighting).
 * @csspart toolbar - The row of buttons named by `controls`.
 * @csspart status - The live region where the board says what happened.
 * @csspart pause-card - The card over a paused grid: "Paused", and Resume.
 * @csspart dock - The status line, the `actions` slot and the keypad, together under the
 *   grid; on a touch screen, kept at the bottom of the screen (beside the grid in landscape),
 *   with a hint's explanation above the keypad.
 * @csspart hint-candidate - A candidate of a hint drawn over the grid; also its role, `pattern`, `colour-1`, `colour-2`, `fin` or `als` (with `als-1` or `als-2`), or for a single's `unmarked` (ruled out by its cell's marks alone), and its fate, `removed` or `placed`.
 * @csspart hint-link - A link of a hint's chain, an arrow; also `strong` (solid) or `weak` (dashed), and `current` for the links into the implication a forcing chain's branch is stepped to.
 * @csspart hint-unit - A unit of a hint's pattern, outlined.
 * @csspart hint-excluder - For a single's hint, a letter on the grid that rules out another of its places or letters: its cell ringed.
 * @csspart hint-exclusion - A line from a `hint-excluder` to a candidate it rules out, crossed there.
 * @csspart hint-detail - The hint in words under the status line (after the dock; on a touch screen, in it, above the keypad, scrolled within): its explanation (`hint-why`), and a single's excluders, its links or a forcing chain's branch as a list (`hint-steps`).
 * @csspart solving-path - The solving path (`showPath`), where the hint is read (after the dock; on a touch screen, in it, above the keypad): a summary (the steps, the rating and band, the hardest step), each technique with its count, and every step in order ("12. X-Wing: R3C5, R9C5 (3.2)"), the hardest marked, the step chosen `aria-current`; the letters a step chosen previews on the grid are in cells of class `previewed`.
 *
 * @cssprop [--hexadoku-cell-size=2.75rem] - The side of a cell; the grid never grows wider than its container.
 * @cssprop [--hexadoku-zoom-cell-size=2.75rem] - The side of a cell when zoomed (at least `--hexadoku-cell-size`).
 * @cssprop [--hexadoku-colour-1=#b5e3fa] - Colour mark 1, a cell's fill and a note's disc (dark: #143c4e); 2 to 6 as well. Each colour also has a texture of its own (colour-marks.js).
 * @cssprop [--hexadoku-colour-2=#bdeebd] - Colour mark 2 (dark: #1c4424).
 * @cssprop [--hexadoku-colour-3=#f5e27c] - Colour mark 3 (dark: #453a08).
 * @cssprop [--hexadoku-colour-4=#ffcf9e] - Colour mark 4 (dark: #4f2c0c).
 * @cssprop [--hexadoku-colour-5=#fbcde8] - Colour mark 5 (dark: #4c1a3a).
 * @cssprop [--hexadoku-colour-6=#ddd3fc] - Colour mark 6 (dark: #30245a).
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
 * @cssprop [--hexadoku-target=#ffe0bd] - Cells a hint changed (dark: #55361a).
 * @cssprop [--hexadoku-peer=#e6edf5] - The selected cell's row, column and box (dark: #2b323c).
 * @cssprop [--hexadoku-same=#c5d8ff] - Cells and marks holding the selected cell's letter (dark: #263a5e).
 * @cssprop [--hexadoku-selection=#e3d5ff] - The cells selected, when there are several (dark: #3b2a5e).
 * @cssprop [--hexadoku-filter=#d9f2dc] - Cells of the letter filter's letter, and where it is possible (dark: #1d3b24).
 * @cssprop [--hexadoku-filter-line=#1e7a34] - The ring and dots of the letter filter (dark: #7fd493).
 * @cssprop [--hexadoku-conflict=#ffd6d6] - Cells whose letter clashes (dark: #5c1f24).
 * @cssprop [--hexadoku-wrong=#b00020] - Letters Check found wrong (dark: #ff8a8a).
 * @cssprop [--hexadoku-focus=#1c4fd6] - The focus ring (dark: #8ab4ff).
 * @cssprop [--hexadoku-button-background=#eef1f5] - The buttons' background (dark: #2a2e34).
 * @cssprop [--hexadoku-button-text=#1a1a1a] - The buttons' text (dark: #e8e8e8).
 */
const CSS = String.raw`
:host {
  --_cell-size: var(--hexadoku-cell-size, 2.75rem);
  --_background: var(--hexadoku-background, light-dark(#ffffff, #1b1e22));
  --_line: var(--hexadoku-line, light-dark(#8a8a8a, #5c6068));
  --_box-line: var(--hexadoku-box-line, light-dark(#1a1a1a, #d0d0d0));
  --_given: var(--hexadoku-given, light-dark(#1a1a1a, #f2f2f2));
  --_entry: var(--hexadoku-entry, light-dark(#1c4fd6, #8ab4ff));
  --_solver: var(--hexadoku-solver, light-dark(#0b6b3a, #6fd49b));
  --_hint: var(--hexadoku-hint, light-dark(#7a2aa8, #d8a6ff));
  --_mark: var(--hexadoku-mark, light-dark(#4a4a4a, #c4c4c4));
  --_note: var(--hexadoku-note, light-dark(#1c4fd6, #8ab4ff));
  --_highlight: var(--hexadoku-highlight, light-dark(#fff1b8, #4d4216));
  --_target: var(--hexadoku-target, light-dark(#ffe0bd, #55361a));
  --_peer: var(--hexadoku-peer, light-dark(#e6edf5, #2b323c));
  --_same: var(--hexadoku-same, light-dark(#c5d8ff, #263a5e));
  --_selection: var(--hexadoku-selection, light-dark(#e3d5ff, #3b2a5e));
  --_filter: var(--hexadoku-filter, light-dark(#d9f2dc, #1d3b24));
  --_filter-line: var(--hexadoku-filter-line, light-dark(#1e7a34, #7fd493));
  --_conflict: var(--hexadoku-conflict, light-dark(#ffd6d6, #5c1f24));
  --_wrong: var(--hexadoku-wrong, light-dark(#b00020, #ff8a8a));
  --_focus: var(--hexadoku-focus, light-dark(#1c4fd6, #8ab4ff));
  --_button-background: var(--hexadoku-button-background, light-dark(#eef1f5, #2a2e34));
  --_button-text: var(--hexadoku-button-text, light-dark(#1a1a1a, #e8e8e8));
  color-scheme: light dark;
  display: block;
  max-width: 100%;
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }

.toolbar {
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin-bottom: 0.5rem;
}
.toolbar[hidden] { display: none; }
button {
  font: inherit;
  padding: 0.35rem 0.7rem;
  border: 1px solid var(--_line);
  border-radius: 0.35rem;
  background: var(--_button-background);
  color: var(--_button-text);
  cursor: pointer;
}
button:disabled { opacity: 0.5; cursor: default; }
button:focus-visible { outline: 3px solid var(--_focus); outline-offset: 1px; }

/* The grid's viewport: zoomed, the grid is larger than it, and it scrolls (by drag, or
   as the selection moves), as tall as the screen leaves above the dock. */
:host([zoom]) .viewport {
  overflow: auto;
  overscroll-behavior: contain;
  max-height: max(12rem, calc(100dvh - var(--dock-height, 0px)));
}
:host([zoom]) .grid { width: calc(16 * max(var(--_cell-size), var(--hexadoku-zoom-cell-size, 2.75rem)) + 6px); }

/* The grid: 16 rows of 16 square cells; every fourth line is a box border. Letters are
   sized to the grid (a container), so any cell size keeps them in proportion. */
.grid {
  display: grid;
  grid-template-rows: repeat(16, 1fr);
  width: min(100%, calc(16 * var(--_cell-size)));
  aspect-ratio: 1;
  container-type: inline-size;
  border: 3px solid var(--_box-line);
  background: var(--_background);
  user-select: none;
  position: relative;
}
/* A drag on the grid selects cells (selection.js) rather than scrolling the page; zoomed,
   it scrolls the grid. */
:host(:not([zoom])) .grid { touch-action: pinch-zoom; }
.row { display: grid; grid-template-columns: repeat(16, 1fr); min-height: 0; }
.cell {
  position: relative;
  min-width: 0;
  border-right: 1px solid var(--_line);
  border-bottom: 1px solid var(--_line);
  color: var(--_entry);
}
.cell:nth-child(4n) { border-right: 2px solid var(--_box-line); }
.cell:last-child { border-right: none; }
.row:nth-child(4n) .cell { border-bottom: 2px solid var(--_box-line); }
.row:last-child .cell { border-bottom: none; }

.cell input {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  padding: 0;
  border: none;
  background: transparent;
  text-align: center;
  font: inherit;
  font-size: 3.1cqi;
  caret-color: transparent;
  color: inherit;
  cursor: pointer;
}
.cell input:focus { outline: 3px solid var(--_focus); outline-offset: -3px; z-index: 1; }
.cell[data-source="g"] { color: var(--_given); font-weight: 700; }
.cell[data-source="s"] { color: var(--_solver); font-style: italic; }
.cell[data-source="h"] { color: var(--_hint); }
.cell[data-source="h"] input { text-decoration: underline; }

/* Around the selected cell (grid-view.js): its row, column and box, then the cells of its
   letter, under what a hint or a clash shows. The selected cell itself has a ring, so
   that it does not show by colour alone. */
.cell.peer { background: var(--_peer); }
.cell.same { background: var(--_same); }
.cell.selected { box-shadow: inset 0 0 0 3px var(--_focus); }
.marks .same { background: var(--_same); font-weight: 700; border-radius: 2px; }
/* The letter filter: the cells holding the letter ringed and tinted, those where it is
   still possible dotted, so that the two differ by more than colour. */
.cell.filter-holds { background: var(--_filter); box-shadow: inset 0 0 0 2px var(--_filter-line); }
.cell.filter-can { background: radial-gradient(circle, var(--_filter-line) 1.5px, transparent 2px) 0 0 / 25% 25%, var(--_filter); }
.cell.selected.filter-holds { box-shadow: inset 0 0 0 3px var(--_focus); }
/* The cells selected, when there are several: a fill of their own, under a hint's and a clash's. */
.cell.chosen { background: var(--_selection); }
.cell.pattern { background: var(--_highlight); }
.cell.target { background: var(--_target); }
.cell.conflict { background: var(--_conflict); }
.cell.wrong { color: var(--_wrong); }
.cell.wrong input { text-decoration: line-through; }
.cell.conflict, .cell.wrong { font-weight: 700; }

/* Pencil marks: the 16 letters in a 4×4 block, those still possible shown. */
.marks {
  position: absolute;
  inset: 1px;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  pointer-events: none;
  font-size: max(0.3rem, 1.3cqi);
  font-weight: 400;
  font-style: normal;
  line-height: 1;
  color: var(--_mark);
  text-align: center;
  align-items: center;
}
.marks[hidden] { display: none; }
.marks .off { visibility: hidden; }
.marks.numbers { font-size: max(0.26rem, 1cqi); letter-spacing: -0.02em; }
/* The player's notes: in their own colour, bolder than the computed candidates; struck
   through and outlined when Check or a hint found the cell's letter missing from them. */
.marks.notes { color: var(--_note); font-weight: 700; }
.cell.wrong .marks.notes { color: var(--_wrong); text-decoration: line-through; outline: 2px dashed var(--_wrong); outline-offset: -1px; }

.status { min-height: 1.4em; margin: 0.5rem 0; }

/* The keypad, for touch screens only, where it replaces the phone's keyboard: its keys'
   look, and the dock's there, are keypad.js's, loaded there alone. */
.keypad { display: none; }
button[aria-pressed="true"]:not([data-colour]) { background: var(--_note); color: var(--_background); border-color: var(--_note); }
`;

let sheet = null;

/**
 * The element's stylesheet, shared by every <hexadoku-board> of the page: made by the
 * first board, not as this module loads, since a server that renders pages imports it
 * too and has no CSSStyleSheet.
 */
export function styles() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}
