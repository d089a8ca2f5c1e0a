// The page's Help, Settings and Snapshots: modal dialogs whose content is loaded the
// first time one opens (help.js, settings-dialog.js, snapshots.js), so that a first
// visit does without it; and `?`, which opens Help from anywhere.

import * as Page from '../words/page.js';

const $ = (id) => document.getElementById(id);

/**
 * The page's dialogs: `help()`, `settings()` and `snapshots()` open them, `helpKey(event)`
 * opens Help on `?`. `say(text)` tells the player what failed to load; `settings` are the
 * page's (page-settings.js), which the Settings dialog changes; `board` is the page's
 * <hexadoku-board>, whose snapshots the Snapshots dialog saves and returns to.
 */
export function pageDialogs({ board, say, settings }) {
  // Opens the page's dialog `id`, filled the first time by the function `loaded()`
  // gives, from a module loaded then.
  const opener = (id, loaded) => async () => {
    try {
      (await loaded())($(id));
    } catch {
      return say(Page.notLoaded);
    }
    if (!$(id).open) $(id).showModal();
  };
  const help = opener('help', async () => (await import('./help.js')).fillHelp);
  const settingsDialog = opener('settings', async () => {
    const { fillSettings } = await import('./settings-dialog.js');
    return (dialog) => fillSettings(dialog, settings);
  });
  const helpKey = (event) => {
    // From anywhere, a cell included (no cell takes "?"), unless a dialog is open.
    if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (document.querySelector('dialog[open]')) return;
    event.preventDefault();
    help();
  };
  const snapshots = async () => {
    try {
      (await import('./snapshots.js')).openSnapshots(board);
    } catch {
      say(Page.notLoaded);
    }
  };
  return { help, settings: settingsDialog, snapshots, helpKey };
}
