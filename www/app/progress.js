// Work under way, and Cancel: the page's calls to the engine, each with a signal that
// Cancel aborts (which ends the engine's worker; a fresh one starts), and the progress
// shown while the engine is busy, with the seconds it has taken.

import * as Page from '../words/page.js';
import { $ } from './elements.js';

/** The AbortController of each engine call under way: Cancel aborts them. */
const running = new Set();

/** `request(signal)`, with a signal that Cancel aborts. */
export async function cancellable(request) {
  const controller = new AbortController();
  running.add(controller);
  try {
    return await request(controller.signal);
  } finally {
    running.delete(controller);
  }
}

/** Cancel: stops the engine's calls under way (which end its worker; a fresh one starts). */
export function cancel() {
  for (const controller of running) controller.abort();
}

export function showProgress(startedAt) {
  const panel = $('progress');
  panel.hidden = false;
  const tick = () => {
    $('elapsed').textContent = Page.workingFor(((performance.now() - startedAt) / 1000).toFixed(1));
  };
  tick();
  showProgress.timer = setInterval(tick, 100);
}

export function hideProgress() {
  clearInterval(showProgress.timer);
  $('progress').hidden = true;
}
