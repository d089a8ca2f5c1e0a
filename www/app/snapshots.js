// The page's Snapshots dialog: a button that saves the board as it is as a snapshot, and
// the list of the snapshots saved, each a button that returns to it. Loaded when the
// dialog first opens (app.js), so that a first visit does without it, and the dialog
// itself made then, with the DOM: no string becomes markup. The snapshots are the board's
// (its `snapshots`, `saveSnapshot()` and `restoreSnapshot()`), which say what they did
// in its status line and fire `hexadoku-snapshot`, on which the page saves them with the
// game (saving.js). While the dialog is open the page behind it is inert, so the dialog
// says a snapshot saved in a status line of its own.

import { Page, loadBoardWords } from '../words/page.js';
import { made } from './dom.js';

/** The board's words in the page's language: what it says of a snapshot saved, said here too. */
const Board = await loadBoardWords();

/**
 * Opens the page's Snapshots (the dialog #snapshots) on `board`, the page's
 * <hexadoku-board>: made the first time, and listing the board's snapshots as they are now.
 * @param {import('../board/hexadoku-board.js').HexadokuBoard} board
 */
export function openSnapshots(board) {
  const dialog = document.getElementById('snapshots') ?? make(board);
  dialog.querySelector('[role="status"]').textContent = '';
  list(dialog, board);
  if (!dialog.open) dialog.showModal();
}

/** Makes the dialog, a panel as Help and Settings are: its title, Save a snapshot, its status line, the list, and Close. */
function make(board) {
  const dialog = made('dialog', { id: 'snapshots', className: 'panel' });
  dialog.setAttribute('aria-labelledby', 'snapshots-title');
  const title = made('h2', { id: 'snapshots-title', tabIndex: -1, autofocus: true }, Page.snapshots);
  const save = made('button', { type: 'button', id: 'save-snapshot' }, Page.saveSnapshot);
  const said = made('p', { id: 'snapshot-said' });
  said.setAttribute('role', 'status');
  // The board's part of snapshots is a module of its own, which may fail to load (offline).
  save.addEventListener('click', () =>
    board.saveSnapshot().then(
      (snapshot) => {
        list(dialog, board);
        said.textContent = Board.snapshotSaved(board.snapshots.length, snapshot.filled);
      },
      () => (said.textContent = Page.notLoaded),
    ),
  );
  const close = made('button', { type: 'submit', id: 'close-snapshots' }, Page.close);
  const form = made('form', { method: 'dialog' }, title, save, said, made('div', { id: 'snapshot-list' }), close);
  dialog.append(form);
  document.body.append(dialog);
  return dialog;
}

/**
 * Lists the board's snapshots in `dialog`, oldest first, each a button that closes the
 * dialog and returns to it (the board's status line then says so); or says there is none.
 */
function list(dialog, board) {
  const snapshots = board.snapshots;
  const items = snapshots.map(({ taken, filled }, index) => {
    const text = Page.snapshotItem(index + 1, Page.dateTime(taken), filled);
    const button = made('button', { type: 'button' }, text);
    button.addEventListener('click', () => {
      dialog.close();
      board.restoreSnapshot(index).catch(() => board.say(Page.notLoaded));
    });
    return made('li', {}, button);
  });
  const shown = snapshots.length > 0 ? made('ol', {}, ...items) : made('p', {}, Page.snapshotsNone);
  dialog.querySelector('#snapshot-list').replaceChildren(shown);
}
