// The board's on-screen keypad for touch screens: the 16 symbols of the set shown and
// Erase. Pressing a key does not take the focus from the grid, so the cell being filled
// stays selected. In notes mode its symbol keys toggle notes, and it says so: its label,
// its keys' labels and its look change (showKeypadMode).

import { LETTERS, SYMBOLS } from './game-state.js';

/** What a key is called, by symbol set: "Letter A", "Number 12", "Symbol F". */
const KEY_NAMES = { letters: 'Letter', numbers: 'Number', hex: 'Symbol', 'one-g': 'Symbol' };

/** How long a key is held down before it counts as held, not pressed, in ms (on release). */
export const HOLD = 500;

/**
 * Fills `container` with the keys of the symbol set `set` (a name of SYMBOLS);
 * `onKey(letter or null)` when one is pressed, with the letter A–P the symbol stands for;
 * `onHold(letter)` when a letter's key is let go after being held down (HOLD), instead
 * of a press.
 */
export function buildKeypad(container, set, onKey, onHold) {
  const keys = SYMBOLS[set].map((symbol, i) => key(symbol, () => onKey(LETTERS[i]), () => onHold(LETTERS[i])));
  const erase = key('⌫', () => onKey(null));
  erase.setAttribute('aria-label', 'Erase');
  keys.push(erase);
  container.replaceChildren(...keys);
  showKeypadMode(container, set, false);
}

/**
 * Labels the keypad in `container`, of the symbol set `set`, for letters ("Letter
 * keypad", its keys "Letter A"; "Number keypad", "Number 12"), or for notes if `notes`
 * ("Note keypad", "Note A", "Note 12").
 */
export function showKeypadMode(container, set, notes) {
  container.classList.toggle('notes', notes);
  container.setAttribute('aria-label', `${notes ? 'Note' : KEY_NAMES[set]} keypad`);
  SYMBOLS[set].forEach((symbol, i) => {
    container.children[i].setAttribute('aria-label', `${notes ? 'Note' : KEY_NAMES[set]} ${symbol}`);
  });
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
