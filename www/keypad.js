// The board's on-screen keypad for touch screens: the 16 letters and Erase. Pressing a key
// does not take the focus from the grid, so the cell being filled stays selected.

import { LETTERS } from './board.js';

/** Fills `container` with the keys; `onKey(letter or null)` when one is pressed. */
export function buildKeypad(container, onKey) {
  const keys = [...LETTERS].map((letter) => key(letter, `Letter ${letter}`, () => onKey(letter)));
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
