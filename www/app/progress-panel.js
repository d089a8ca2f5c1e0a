// The progress shown while the engine is busy, with the seconds it has taken, over
// Cancel (index.html's #progress): loaded the first time the engine is busy.

import { Page } from '../words/page.js';
import { $ } from './elements.js';

/** Shows the progress of a call started at `startedAt` (`performance.now()`), the seconds counting. */
export function showProgress(startedAt) {
  const panel = $('progress');
  panel.hidden = false;
  const tick = () => {
    $('elapsed').textContent = Page.workingFor(Page.seconds((performance.now() - startedAt) / 1000));
  };
  tick();
  showProgress.timer = setInterval(tick, 100);
}

/** Hides it. */
export function hideProgress() {
  clearInterval(showProgress.timer);
  $('progress').hidden = true;
}
