// The board's on-screen keypad, on touch screens (and on every screen with the `keypad`
// attribute): the 16 symbols of the set shown, each with how many of it are still to
// place (a finished one marked), Erase and Notes, then the six colours of colour marks,
// as swatches (their look is colour-marks.js's, which view.js adopts with the keypad), and
// Zoom. Pressing a key does not take the focus from the grid, so the cell being filled
// stays selected. Its mode shows (showKeypadMode): in notes mode the symbol keys toggle
// notes, in colour mode they colour notes and Erase colours the cell; the key of the
// letter filter's letter is marked, as a chip; while the game is paused every key is
// disabled; its labels and look say so.

import { COLOURS, LETTERS, SYMBOLS } from './game-state.js';
import { adoptSheet } from './adopt-sheet.js';
import { wordsOf } from './board-words.js';

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
/* Six keys to a row, the six swatches and Zoom seven to theirs: 42 columns, which both divide. */
.keypad { grid-template-columns: repeat(42, minmax(0, 1fr)); gap: 0.3rem; }
.keypad button { grid-column: span 7; min-height: 2.75rem; padding: 0; font-size: 1.1rem; }
.keypad [data-tool="notes"], .keypad [data-tool="zoom"], .keypad [data-tool="erase"] { font-size: 0.95rem; }
.keypad [data-tool="zoom"], .keypad [data-colour] { grid-column: span 6; }
/* With a mouse: smaller keys, more to a row; no Zoom, which is for a small touch screen,
   and no Notes, which the keyboard (Alt+N, Shift) and the page's Notes button switch. */
@media (pointer: fine) {
  .keypad { grid-template-columns: repeat(8, minmax(0, 1fr)); gap: 0.25rem; margin-top: 0.4rem; }
  .keypad button, .keypad [data-colour] { grid-column: auto; min-height: 2.25rem; font-size: 1rem; }
  .keypad [data-tool="zoom"], .keypad [data-tool="notes"] { display: none; }
}
/* The key of the letter filter's letter, a chip: ringed and tinted as the cells it shows. */
.keypad [data-filtered] { background: var(--_filter); box-shadow: inset 0 0 0 3px var(--_filter-line); font-weight: 700; }
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
    .keypad button, .keypad [data-colour] { grid-column: auto; min-height: 2.25rem; }
  }
}
/* How many of a symbol are still to place, in the key's corner; a symbol placed 16 times
   is marked done, by a tick and a tinted key. */
.keypad [data-left] { position: relative; }
.keypad [data-left]::after { content: attr(data-left); position: absolute; top: 2px; right: 3px; font-size: 0.6rem; font-weight: 400; line-height: 1; }
.keypad [data-left="0"] { background: var(--_peer); }
.keypad [data-left="0"]::after { content: "✓"; }
/* In notes mode the letter keys toggle notes: drawn small, in the notes' colour, on a dashed edge. */
.keypad.notes button:not([data-tool]) { font-size: 0.85rem; font-weight: 700; color: var(--_note); border-style: dashed; }
`;

/** What a key is called, by symbol set, as the catalogue's `keypad-key` selects: "Letter A", "Number 12", "Symbol F". */
const KEY_NAMES = { letters: 'letter', numbers: 'number', hex: 'symbol', 'one-g': 'symbol' };

/** How long a key is held down before it counts as held, not pressed, in ms (on release). */
export const HOLD = 500;

/**
 * Fills `container` with the keys of the symbol set `set` (a name of SYMBOLS), and the
 * tools. `actions` says what each does: `letter(letter or null)` when a symbol's key (with
 * the letter A–P it stands for) or Erase is pressed, `holdLetter(letter)` when a symbol's
 * key is let go after being held down (HOLD) instead, or its context menu is asked for (a
 * right click, Shift+F10: with a mouse or the keyboard); `notes()`, `zoom()`, and
 * `colour(colour)` or, held, `holdColour(colour)` for the colour keys (COLOURS).
 * @param {HTMLElement} container
 * @param {string} set
 * @param {{ letter: Function, holdLetter: Function, notes: Function, zoom: Function, colour: Function, holdColour: Function }} actions
 */
export function buildKeypad(container, set, actions) {
  adoptSheet(container.getRootNode(), CSS);
  const words = wordsOf(container);
  const keys = SYMBOLS[set].map((symbol, i) => {
    const hold = () => actions.holdLetter(LETTERS[i]);
    return key(symbol, () => actions.letter(LETTERS[i]), hold, hold);
  });
  const tool = (text, name, press, hold) => {
    const made = key(text, press, hold);
    made.dataset.tool = name;
    return made;
  };
  keys.push(
    tool('⌫', 'erase', () => actions.letter(null)),
    tool(words.notes, 'notes', actions.notes),
    ...COLOURS.map((colour) => {
      // A swatch: its fill and texture say which colour, its name too.
      const made = tool('', 'colour', () => actions.colour(colour), () => actions.holdColour(colour));
      made.dataset.colour = colour;
      made.setAttribute('aria-label', words.keyColour(colour));
      return made;
    }),
    tool(words.zoom, 'zoom', actions.zoom),
  );
  container.replaceChildren(...keys);
  showKeypadMode(container, set, {});
}

/**
 * Labels the keypad in `container`, of the symbol set `set`, for its mode: for letters
 * ("Letter keypad", its keys "Letter A"; "Number keypad", "Number 12"), for notes if
 * `notes` ("Note keypad", "Note A"), for colouring if `colour` (1–6: "Colour 2 keypad",
 * "Colour note A", Erase "Colour the cell"); and its toggles pressed or not, as `notes`,
 * `colour` and `zoom` are. Each symbol's key shows, and describes, how many of it the
 * grid's `letters` (256, '.' for an empty cell) still leave to place; that of `filter`,
 * the letter filter's letter (or ''), is marked, and described as shown. `paused`: every
 * key is disabled.
 * @param {HTMLElement} container
 * @param {string} set
 * @param {{ notes?: boolean, colour?: string, zoom?: boolean, letters?: string, filter?: string, paused?: boolean }} mode
 */
export function showKeypadMode(container, set, { notes = false, colour = '', zoom = false, letters = '', filter = '', paused = false }) {
  for (const button of container.children) button.disabled = paused;
  const words = wordsOf(container);
  container.classList.toggle('notes', notes && !colour);
  const mode = colour ? 'colour' : notes ? 'note' : KEY_NAMES[set];
  container.setAttribute('aria-label', words.keypad(mode, colour));
  const placed = new Map();
  for (const letter of letters) placed.set(letter, (placed.get(letter) ?? 0) + 1);
  SYMBOLS[set].forEach((symbol, i) => {
    const key = container.children[i];
    const left = String(Math.max(0, SYMBOLS[set].length - (placed.get(LETTERS[i]) ?? 0)));
    key.setAttribute('aria-label', words.keypadKey(mode, symbol));
    const filtered = LETTERS[i] === filter;
    key.dataset.left = left;
    key.toggleAttribute('data-filtered', filtered);
    const described = words.keypadLeft(Number(left));
    const description = filtered ? words.keypadFiltered(described) : described;
    if (key.getAttribute('aria-description') !== description) key.setAttribute('aria-description', description);
  });
  for (const button of container.querySelectorAll('[data-tool]')) {
    const tool = button.dataset.tool;
    if (tool === 'erase') {
      button.setAttribute('aria-label', colour ? words.keyColourCell : words.keyErase);
      button.textContent = colour ? words.keyCell : '⌫';
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
 * or one: a click that comes as a hold ends is not a press. `menu` (if any) on a context
 * menu asked for other than by a long press: a right click, or Shift+F10 on the key.
 */
function key(text, press, hold, menu) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = text;
  let downAt = null;
  let heldAt = -Infinity;
  button.addEventListener('pointerdown', (event) => {
    event.preventDefault();
    // The main button (a touch, a left click) alone: a right click is a context menu.
    downAt = event.button === 0 ? event.timeStamp : null;
  });
  button.addEventListener('pointerup', (event) => {
    // A disabled key (the game paused) may still be sent pointer events.
    if (hold && !button.disabled && downAt !== null && event.timeStamp - downAt >= HOLD) {
      heldAt = event.timeStamp;
      hold();
    }
    downAt = null;
  });
  button.addEventListener('pointercancel', () => {
    downAt = null;
  });
  // A long press on a touch screen opens no context menu over the keypad, and is a hold.
  button.addEventListener('contextmenu', (event) => {
    event.preventDefault();
    if (menu && !button.disabled && downAt === null) menu();
  });
  button.addEventListener('click', (event) => {
    if (event.timeStamp - heldAt > CLICK_AFTER_HOLD) press();
  });
  return button;
}

/** How soon after a hold ends a click still belongs to it, in ms. */
const CLICK_AFTER_HOLD = 400;
