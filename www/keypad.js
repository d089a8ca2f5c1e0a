// The board's on-screen keypad for touch screens: the 16 letters and Erase. Pressing a key
// does not take the focus from the grid, so the cell being filled stays selected. In
// notes mode its letter keys toggle notes, and it says so: its label, its keys' labels
// and its look change (showKeypadMode).

import { LETTERS } from './board.js';

/** Fills `container` with the keys; `onKey(letter or null)` when one is pressed. */
export function buildKeypad(container, onKey) {
  const keys = [...LETTERS].map((letter) => key(letter, () => onKey(letter)));
  const erase = key('⌫', () => onKey(null));
  erase.setAttribute('aria-label', 'Erase');
  keys.push(erase);
  container.replaceChildren(...keys);
  showKeypadMode(container, false);
}

/** Labels the keypad in `container` for letters, or for notes if `notes`. */
export function showKeypadMode(container, notes) {
  container.classList.toggle('notes', notes);
  container.setAttribute('aria-label', notes ? 'Note keypad' : 'Letter keypad');
  [...LETTERS].forEach((letter, i) => {
    container.children[i].setAttribute('aria-label', `${notes ? 'Note' : 'Letter'} ${letter}`);
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
