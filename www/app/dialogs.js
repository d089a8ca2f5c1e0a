// The page's Help, Settings and Snapshots: modal dialogs, this module and their content
// loaded the first time one opens (help.js, settings-dialog.js, snapshots.js), so that a
// first visit does without them. Each is called with the page (app.js's `page()`): its
// `say(text)` tells the player what failed to load, its `settings` (page-settings.js)
// are what the Settings dialog changes, and its `board`, the page's <hexadoku-board>, has
// the snapshots the Snapshots dialog saves and returns to.

import { Page } from '../words/page.js';

const $ = (id) => document.getElementById(id);

/** Opens the page's dialog `id`, filled by the function `loaded()` gives, from a module loaded then. */
async function open(id, { say }, loaded) {
  try {
    (await loaded())($(id));
  } catch {
    return say(Page.notLoaded);
  }
  if (!$(id).open) $(id).showModal();
}

/** Help. */
export const help = (page) => open('help', page, async () => (await import('./help.js')).fillHelp);

/** Settings. */
export const settings = (page) =>
  open('settings', page, async () => {
    const { fillSettings } = await import('./settings-dialog.js');
    return (dialog) => fillSettings(dialog, page.settings);
  });

/** Snapshots. */
export async function snapshots({ board, say }) {
  try {
    (await import('./snapshots.js')).openSnapshots(board);
  } catch {
    say(Page.notLoaded);
  }
}
