// The clock beside the toolbar, and the word of completion: the time spent on the
// puzzle on the page's board, and by whom it was completed, with the sentence that says
// so (app.js brings them up to the board after every change).

import * as GameState from '../board/game-state.js';
import { Page } from '../words/page.js';
import { $, board } from './elements.js';
import { Stopwatch, formatTime, saveTime } from './timer.js';

/**
 * The time spent on the puzzle whose givens are `timed.givens`, counted while the tab
 * is shown, the puzzle unsolved and not being edited; `timed.by` is who completed it
 * (hexadoku-solved's detail.by), null until then.
 */
let timed = { givens: null, clock: new Stopwatch(), by: null };

/**
 * Brings the clock up to the board: back to zero for a new puzzle (other givens);
 * counting while the puzzle is being played in a shown tab, stopped otherwise. Undo
 * after completion makes the grid unsolved again: the clock goes on from where it
 * stopped, and the word of completion goes until the grid is full and right again.
 */
export function updateClock() {
  const present = board.board;
  if (present.givens !== timed.givens) timed = { givens: present.givens, clock: new Stopwatch(), by: null };
  const playing = !board.solved && !board.editing && !board.paused && GameState.givenCount(present) > 0;
  if (playing && document.visibilityState === 'visible') timed.clock.start();
  else timed.clock.stop();
  clearInterval(updateClock.ticking);
  if (timed.clock.running) updateClock.ticking = setInterval(showTime, 1000);
  showTime();
  // The word of completion: by the solver, or by the player, in the time it took.
  const time = formatTime(timed.clock.elapsed);
  $('done').textContent = !board.solved ? '' : timed.by === 'solver' ? Page.solvedBySolver(time) : Page.solvedIn(time);
}

function showTime() {
  $('time').textContent = formatTime(timed.clock.elapsed);
}

/** The grid became full and right by a change (not by undo or redo): note by whom. */
export function solved({ detail }) {
  timed.by = detail?.by === 'solver' ? 'solver' : 'player';
  updateClock();
}

/** The time spent on the puzzle `givens`, in milliseconds, if it is the one timed; else 0. */
export const elapsedOn = (givens) => (timed.givens === givens ? timed.clock.elapsed : 0);

/** The time read back with the game saved, `elapsed` milliseconds on the board's puzzle. */
export function restoreTime(elapsed) {
  timed = { givens: board.givens, clock: new Stopwatch({ elapsed }), by: null };
}

/** Keeps the time spent (as the tab is hidden): a reload or a tab closed keeps it. */
export function keepTime() {
  saveTime(timed.givens, timed.clock.elapsed);
}
