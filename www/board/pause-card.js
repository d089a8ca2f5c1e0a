// The card over a paused <hexadoku-board>'s grid: "Paused" and a Resume button. Built by
// view.js the first time the game is paused, so that a page's first load does without it
// (and its look, adopted by the board's shadow root as keypad.js's is). The grid under it
// shows nothing of the game meanwhile (grid-view.js), and takes no focus or click; the
// status line says the game is paused, so the card itself is not a live region.

import { adoptSheet } from './adopt-sheet.js';
import { wordsOf } from './board-words.js';

const CSS = String.raw`
.viewport { position: relative; }
/* In the middle of the grid, which shows nothing of the game meanwhile. */
.pause-card {
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: 2;
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 1.25rem 2rem;
  border: 2px solid var(--_box-line);
  border-radius: 0.5rem;
  background: var(--_background);
  box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 0.25);
}
.pause-card[hidden] { display: none; }
.pause-card p {
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
  color: var(--_given);
}
.pause-card button { min-height: 2.75rem; min-width: 8rem; font-size: 1.1rem; }
`;

export class PauseCard {
  #card;
  #resume;
  #title;
  #grid;
  #shown = false;

  /**
   * The card, hidden until shown, in `viewport`, over `grid`, the grid's box; `resume()`
   * when its Resume button is pressed.
   * @param {HTMLElement} viewport
   * @param {HTMLElement} grid
   * @param {() => void} resume
   */
  constructor(viewport, grid, resume) {
    adoptSheet(viewport.getRootNode(), CSS);
    this.#grid = grid;
    this.#card = document.createElement('div');
    this.#card.className = 'pause-card';
    this.#card.setAttribute('part', 'pause-card');
    this.#card.setAttribute('role', 'group');
    const title = document.createElement('p');
    title.id = 'pause-card-title';
    this.#card.setAttribute('aria-labelledby', title.id);
    this.#resume = document.createElement('button');
    this.#resume.type = 'button';
    this.#resume.addEventListener('click', resume);
    this.#title = title;
    this.#card.append(title, this.#resume);
    this.#card.hidden = true;
    viewport.append(this.#card);
  }

  /**
   * Shows the card (`paused`), the grid under it taking no focus nor click, or hides it.
   * Paused with the focus in the board (the player paused from inside it, whose controls
   * are now disabled), Resume takes the focus; resumed with the focus on Resume, the grid
   * takes it back, on the cell the player was on.
   */
  show(paused) {
    if (paused === this.#shown) return;
    this.#shown = paused;
    // In the board's language as it is when shown (board-words.js).
    const words = wordsOf(this.#card);
    this.#title.textContent = words.pauseCardTitle;
    this.#resume.textContent = words.pauseCardResume;
    const root = this.#card.getRootNode();
    const focused = paused ? root.activeElement !== null : root.activeElement === this.#resume;
    this.#grid.inert = paused;
    this.#card.hidden = !paused;
    if (!focused) return;
    if (paused) this.#resume.focus();
    else this.#grid.querySelector('input[tabindex="0"]')?.focus();
  }
}
