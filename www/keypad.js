// The board's on-screen keypad for touch screens: the 16 symbols of the set shown and
// Erase. Pressing a key does not take the focus from the grid, so the cell being filled
// stays selected.

import { LETTERS, SYMBOLS } from './board.js';

/** What a key is called, by symbol set: "Letter A", "Number 12", "Symbol F". */
const KEY_NAMES = { letters: 'Letter', numbers: 'Number', hex: 'Symbol', 'one-g': 'Symbol' };

/**
 * Fills `container` with the keys of the symbol set `set` (a name of SYMBOLS);
 * `onKey(letter or null)` when one is pressed, with the letter A–P the symbol stands for.
 */
export function buildKeypad(container, set, onKey) {
  const keys = SYMBOLS[set].map((symbol, i) => key(symbol, `${KEY_NAMES[set]} ${symbol}`, () => onKey(LETTERS[i])));
  keys.push(key('⌫', 'Erase', () => onKey(null)));
  container.replaceChildren(...keys);
}

function key(text, label, press) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = text;
  button.setAttribute('aria-label', label);
  button.addEventListener('pointerdown', (event) => event.preventDefault());
  button.addEventListener('click', press);
  return button;
}
