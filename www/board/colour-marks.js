// How colour marks look on a <hexadoku-board>: a stylesheet adopted by the board's shadow
// root beside its own (style.js) when the first coloured cell or note is drawn, or the
// keypad's swatches are built (view.js), so that a page's first load does without it.
//
// A coloured cell is filled with its colour, behind its letter and its notes; each colour
// also has a texture of its own (dots, stripes one way or another, a grid), so that two
// colours differ by more than hue. The texture's lines are the fill lightened (light
// scheme) or darkened (dark), so that a letter over them keeps at least the contrast it
// has with the fill (4.5:1 for every letter and note colour of the defaults). The fills
// are pale (light) or deep (dark) enough for that, and more saturated than the
// highlights', from which the texture sets them apart as well.
//
// A cell both coloured and highlighted (its row or column, its letter, selected among
// several, a hint's pattern or target, a clash, the letter filter) shows the highlight's
// fill, and its colour as a frame inside the cell with the colour's texture: the
// highlight reads, the colour stays in sight, and the selected cell's ring (an inset
// shadow of 3 px) stays outside the frame. A coloured note has a disc of its colour.

import { adoptSheet } from './adopt-sheet.js';

/** The custom properties of colours 5 and 6 are documented with the others in style.js. */
const CSS = String.raw`
:host {
  --_colour-1: var(--hexadoku-colour-1, light-dark(#b5e3fa, #143c4e));
  --_colour-2: var(--hexadoku-colour-2, light-dark(#bdeebd, #1c4424));
  --_colour-3: var(--hexadoku-colour-3, light-dark(#f5e27c, #453a08));
  --_colour-4: var(--hexadoku-colour-4, light-dark(#ffcf9e, #4f2c0c));
  --_colour-5: var(--hexadoku-colour-5, light-dark(#fbcde8, #4c1a3a));
  --_colour-6: var(--hexadoku-colour-6, light-dark(#ddd3fc, #30245a));
  --_ink: light-dark(rgb(255 255 255 / 0.75), rgb(0 0 0 / 0.6));
}
[data-colour="1"] { --_colour: var(--_colour-1); --_texture: radial-gradient(circle, var(--_ink) 1.4px, transparent 1.9px) 0 0 / 6px 6px; }
[data-colour="2"] { --_colour: var(--_colour-2); --_texture: repeating-linear-gradient(45deg, var(--_ink) 0 1.5px, transparent 1.5px 6px); }
[data-colour="3"] { --_colour: var(--_colour-3); --_texture: repeating-linear-gradient(0deg, var(--_ink) 0 1.5px, transparent 1.5px 6px); }
[data-colour="4"] { --_colour: var(--_colour-4); --_texture: repeating-linear-gradient(-45deg, var(--_ink) 0 1.5px, transparent 1.5px 6px); }
[data-colour="5"] { --_colour: var(--_colour-5); --_texture: repeating-linear-gradient(90deg, var(--_ink) 0 1.5px, transparent 1.5px 6px); }
[data-colour="6"] { --_colour: var(--_colour-6); --_texture: repeating-linear-gradient(0deg, var(--_ink) 0 1px, transparent 1px 7px), repeating-linear-gradient(90deg, var(--_ink) 0 1px, transparent 1px 7px); }
/* Under every highlight's rule (each .cell and a class), which replaces the fill. */
:where(.cell):not([data-colour="."]) { background: var(--_texture), var(--_colour); }
.cell:is(.peer, .same, .chosen, .pattern, .target, .conflict, .filter-holds, .filter-can):not([data-colour="."])::before {
  content: "";
  position: absolute;
  inset: 3px;
  padding: max(3px, 0.8cqi);
  border-radius: 2px;
  background: var(--_texture), var(--_colour);
  mask: linear-gradient(#000 0 0) content-box, linear-gradient(#000 0 0);
  mask-composite: exclude;
  pointer-events: none;
}
.marks span:not([data-colour="."]) { background: var(--_colour); border-radius: 40%; }
/* The keypad's colour keys are swatches: the fill and its texture, a tick on the one chosen. */
.keypad [data-colour] { background: var(--_texture), var(--_colour); color: var(--_given); font-weight: 700; }
.keypad [data-colour][aria-pressed="true"] { outline: 3px solid var(--_focus); outline-offset: 2px; }
.keypad [data-colour][aria-pressed="true"]::before { content: "✓"; }
@media print {
  .cell::before { display: none; }
  .marks span { background: none !important; }
}
`;

/** Adopts the colour marks' stylesheet into `root`, the board's shadow root, if it has not yet. */
export const adoptColourMarks = (root) => adoptSheet(root, CSS);
