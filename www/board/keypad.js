// The board's on-screen keypad, on touch screens (and on every screen with the `keypad`
// attribute): the 16 symbols of the set shown, each with how many of it are still to
// place (a finished one marked), Erase and Notes, then the four colours of colour marks
// and Zoom. Pressing a key does not take the focus from the grid, so the cell being
// filled stays selected. Its mode shows (showKeypadMode): in notes mode the symbol keys
// toggle notes, in colour mode they colour notes and Erase colours the cell; its labels
// and look say so.

import { COLOURS, LETTERS, SYMBOLS } from './game-state.js';
import * as Words from '../words/sentences.js';

/**
 * The keypad's look, adopted by the board's shadow root beside its own stylesheet
 * (style.js) when the keypad is first built: keys of 44 pixels at least.
 */
const CSS = String.raw`
/* Shown where it is built: on a touch screen, or with the keypad attribute. */
@media (pointer: coarse) {
  .keypad:not([hidden]) { display: grid; }
}
:host([keypad]) .keypad:not([hidden]) { display: grid; }
.keypad { grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 0.3rem; }
.keypad button { min-height: 2.75rem; padding: 0; font-size: 1.1rem; }
.keypad [data-tool="notes"], .keypad [data-tool="zoom"], .keypad [data-tool="erase"] { font-size: 0.95rem; }
.keypad [data-tool="zoom"] { grid-column: span 2; }
/* With a mouse: smaller keys, more to a row; no Zoom, which is for a small touch screen,
   and no Notes, which the keyboard (Alt+N, Shift) and the page's Notes button switch. */
@media (pointer: fine) {
  .keypad { grid-template-columns: repeat(8, minmax(0, 1fr)); gap: 0.25rem; margin-top: 0.4rem; }
  .keypad button { min-height: 2.25rem; font-size: 1rem; }
  .keypad [data-tool="zoom"], .keypad [data-tool="notes"] { display: none; }
}
/* With the keypad on a touch screen, the dock stays at the bottom of the screen while the
   grid is in sight, so that the keys, the status line, its actions and a hint's
   explanation (hint-drawing.js puts it there) stay at hand. */
@media (pointer: coarse) {
  .dock {
    position: sticky;
    bottom: 0;
    z-index: 2;
    padding-bottom: 0.4rem;
    border-top: 1px solid var(--_line);
    background: var(--_background);
  }
  /* A phone in landscape: the dock stands beside the grid, which takes the screen's height
     (or 16 cells of --hexadoku-cell-size, if less), and is as tall as the grid: a hint's
     explanation takes what its keys leave. Zoomed, the viewport stays the grid's square. */
  @media (orientation: landscape) and (max-height: 32rem) {
    :host { display: grid; grid-template-columns: min(calc(100dvh - 1rem), 16 * var(--_cell-size), 100% - 16rem) 1fr; column-gap: 0.75rem; }
    .toolbar { grid-column: 1 / -1; }
    :host([zoom]) .viewport { max-height: none; aspect-ratio: 1; }
    .dock { top: 0; bottom: auto; border-top: none; display: flex; flex-direction: column; contain: size; }
    .keypad { flex: none; grid-template-columns: repeat(8, minmax(0, 1fr)); margin-top: auto; }
    .keypad button { min-height: 2.25rem; }
  }
}
.keypad [data-colour] { background: var(--_colour); color: var(--_on-colour); font-weight: 700; }
.keypad [data-colour][aria-pressed="true"] { outline: 3px solid var(--_focus); outline-offset: 2px; }
/* How many of a symbol are still to place, in the key's corner; a symbol placed 16 times
   is marked done, by a tick and a tinted key. */
.keypad [data-left] { position: relative; }
.keypad [data-left]::after { content: attr(data-left); position: absolute; top: 2px; right: 3px; font-size: 0.6rem; font-weight: 400; line-height: 1; }
.keypad [data-left="0"] { background: var(--_peer); }
.keypad [data-left="0"]::after { content: "✓"; }
/* In notes mode the letter keys toggle notes: drawn small, in the notes' colour, on a dashed edge. */
.keypad.notes button:not([data-tool]) { font-size: 0.85rem; font-weight: 700; color: var(--_note); border-style: dashed; }
`;
let styles = null;

/** What a key is called, by symbol set, as the catalogue's `keypad-key` selects: "Letter A", "Number 12", "Symbol F". */
const KEY_NAMES = { letters: 'letter', numbers: 'number', hex: 'symbol', 'one-g': 'symbol' };

/** How long a key is held down before it counts as held, not pressed, in ms (on release). */
export const HOLD = 500;

/**
 * Fills `container` with the keys of the symbol set `set` (a name of SYMBOLS), and the
 * tools. `actions` says what each does: `letter(letter or null)` when a symbol's key (with
 * the letter A–P it stands for) or Erase is pressed, `holdLetter(letter)` when a symbol's
 * key is let go after being held down (HOLD) instead; `notes()`, `zoom()`, and
 * `colour(colour)` or, held, `holdColour(colour)` for the colour keys (COLOURS).
 * @param {HTMLElement} container
 * @param {string} set
 * @param {{ letter: Function, holdLetter: Function, notes: Function, zoom: Function, colour: Function, holdColour: Function }} actions
 */
export function buildKeypad(container, set, actions) {
  const root = container.getRootNode();
  if (!styles) {
    styles = new CSSStyleSheet();
    styles.replaceSync(CSS);
  }
  if (root.adoptedStyleSheets && !root.adoptedStyleSheets.includes(styles)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles];
  const keys = SYMBOLS[set].map((symbol, i) => key(symbol, () => actions.letter(LETTERS[i]), () => actions.holdLetter(LETTERS[i])));
  const tool = (text, name, press, hold) => {
    const made = key(text, press, hold);
    made.dataset.tool = name;
    return made;
  };
  keys.push(
    tool('⌫', 'erase', () => actions.letter(null)),
    tool(Words.notes, 'notes', actions.notes),
    ...COLOURS.map((colour) => {
      const made = tool(colour, 'colour', () => actions.colour(colour), () => actions.holdColour(colour));
      made.dataset.colour = colour;
      made.setAttribute('aria-label', Words.keyColour(colour));
      return made;
    }),
    tool(Words.zoom, 'zoom', actions.zoom),
  );
  container.replaceChildren(...keys);
  showKeypadMode(container, set, {});
}

/**
 * Labels the keypad in `container`, of the symbol set `set`, for its mode: for letters
 * ("Letter keypad", its keys "Letter A"; "Number keypad", "Number 12"), for notes if
 * `notes` ("Note keypad", "Note A"), for colouring if `colour` (1–4: "Colour 2 keypad",
 * "Colour note A", Erase "Colour the cell"); and its toggles pressed or not, as `notes`,
 * `colour` and `zoom` are. Each symbol's key shows, and describes, how many of it the
 * grid's `letters` (256, '.' for an empty cell) still leave to place.
 * @param {HTMLElement} container
 * @param {string} set
 * @param {{ notes?: boolean, colour?: string, zoom?: boolean, letters?: string }} mode
 */
export function showKeypadMode(container, set, { notes = false, colour = '', zoom = false, letters = '' }) {
  container.classList.toggle('notes', notes && !colour);
  const mode = colour ? 'colour' : notes ? 'note' : KEY_NAMES[set];
  container.setAttribute('aria-label', Words.keypad(mode, colour));
  const placed = new Map();
  for (const letter of letters) placed.set(letter, (placed.get(letter) ?? 0) + 1);
  SYMBOLS[set].forEach((symbol, i) => {
    const key = container.children[i];
    const left = String(Math.max(0, SYMBOLS[set].length - (placed.get(LETTERS[i]) ?? 0)));
    key.setAttribute('aria-label', Words.keypadKey(mode, symbol));
    if (key.dataset.left === left) return;
    key.dataset.left = left;
    key.setAttribute('aria-description', Words.keypadLeft(Number(left)));
  });
  for (const button of container.querySelectorAll('[data-tool]')) {
    const tool = button.dataset.tool;
    if (tool === 'erase') {
      button.setAttribute('aria-label', colour ? Words.keyColourCell : Words.keyErase);
      button.textContent = colour ? Words.keyCell : '⌫';
    } else if (tool === 'colour') {
      button.setAttribute('aria-pressed', String(button.dataset.colour === colour));
    } else {
      button.setAttribute('aria-pressed', String(tool === 'notes' ? notes : zoom));
    }
  }
}

/**
 * A key: `press` on a click, or `hold` (if any) when it is let go after being held down
 * HOLD ms or more, told by the events' own times, so that a busy page, slow to run a
 * timer, takes no tap for a hold. A touch browser may send no click after a long press,
 * or one: a click that comes as a hold ends is not a press.
 */
function key(text, press, hold) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = text;
  let downAt = null;
  let heldAt = -Infinity;
  button.addEventListener('pointerdown', (event) => {
    event.preventDefault();
    downAt = event.timeStamp;
  });
  button.addEventListener('pointerup', (event) => {
    if (hold && downAt !== null && event.timeStamp - downAt >= HOLD) {
      heldAt = event.timeStamp;
      hold();
    }
    downAt = null;
  });
  button.addEventListener('pointercancel', () => {
    downAt = null;
  });
  // A long press on a touch screen opens no context menu over the keypad.
  button.addEventListener('contextmenu', (event) => event.preventDefault());
  button.addEventListener('click', (event) => {
    if (event.timeStamp - heldAt > CLICK_AFTER_HOLD) press();
  });
  return button;
}

/** How soon after a hold ends a click still belongs to it, in ms. */
const CLICK_AFTER_HOLD = 400;
