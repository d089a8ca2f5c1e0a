// The board's on-screen keypad for touch screens: the 16 symbols of the set shown and
// Erase. Pressing a key does not take the focus from the grid, so the cell being filled
// stays selected. In notes mode its symbol keys toggle notes, and it says so: its label,
// its keys' labels and its look change (showKeypadMode).

import { LETTERS, SYMBOLS } from './game-state.js';

/** What a key is called, by symbol set: "Letter A", "Number 12", "Symbol F". */
const KEY_NAMES = { letters: 'Letter', numbers: 'Number', hex: 'Symbol', 'one-g': 'Symbol' };

/**
 * Fills `container` with the keys of the symbol set `set` (a name of SYMBOLS);
 * `onKey(letter or null)` when one is pressed, with the letter A–P the symbol stands for.
 */
export function buildKeypad(container, set, onKey) {
  const keys = SYMBOLS[set].map((symbol, i) => key(symbol, () => onKey(LETTERS[i])));
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

function key(text, press) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = text;
  button.addEventListener('pointerdown', (event) => event.preventDefault());
  button.addEventListener('click', press);
  return button;
}
