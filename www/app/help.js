// Help's content, how to play and the keyboard shortcuts: loaded when Help (or ?, or How
// to play) first opens it, so that a first visit does without it (app.js). Written as
// data, each key in [brackets] drawn as a <kbd>, and built with the DOM: no string
// becomes markup. The words, the keys' names among them, are page.ftl's (words/page.js),
// and Undo's and Redo's the board's, in the page's language.

import { Page, loadBoardWords } from '../words/page.js';
import { made } from './dom.js';

/** The board's words in the page's language: Undo's and Redo's. */
const Board = await loadBoardWords();

/** How to play, in a few sentences: the rules, where puzzles come from, and the tools. */
const HOW_TO_PLAY = [Page.howToPlayRules, Page.howToPlayNew, Page.howToPlayNotes, Page.howToPlayHint];

/** The shortcuts, by where they work: each row the keys, then what they do. */
const SHORTCUTS = [
  [Page.inTheGrid, [
    [Page.keysMove, Page.keyMove],
    [Page.keysRowEnds, Page.keyRowEnds],
    [Page.keysCtrlArrow, Page.keyJump],
    [Page.keysGridEnds, Page.keyGridEnds],
    [Page.keysLetter, Page.keyLetter],
    [Page.keysNumber, Page.keyNumber],
    [Page.keysShiftSymbol, Page.keyToggleNote],
    [Page.keysNotesMode, Page.keyNotesMode],
    [Page.keysColourMode, Page.keyColourMode],
    [Page.keysColourOff, Page.keyColourOff],
    [Page.keysClear, Page.keyClear],
    [Page.keysLeave, Page.keyLeave],
    [Page.keysSelect, Page.keySelect],
    [Page.keysSelectOne, Page.keySelectOne],
  ]],
  [Page.anywhere, [
    [Page.keysHint, Page.keyHint],
    [Page.keysCheck, Page.keyCheck],
    [Page.keysPause, Page.keyPause],
    [Page.keysNew, Page.keyNew],
    [Page.keysUndo, Board.undo],
    [Page.keysRedo, Board.redo],
    [Page.keysPaste, Page.keyPaste],
    [Page.keysThisList, Page.keyThisList],
    [Page.keysClose, Page.keyClose],
  ]],
];


/** `text` with each [key] in it a <kbd>. */
const withKeys = (text) => text.split(/\[([^\]]+)\]/).map((part, i) => (i % 2 ? made('kbd', {}, part) : part));

/** Fills `dialog`, the page's Help, with how to play, the shortcuts and a Close button, once. */
export function fillHelp(dialog) {
  if (dialog.childElementCount > 0) return;
  const title = made('h2', {}, Page.help);
  Object.assign(title, { id: 'help-title', tabIndex: -1, autofocus: true });
  const tables = SHORTCUTS.map(([caption, rows]) => {
    const body = rows.map(([keys, what]) => {
      const th = made('th', {}, ...withKeys(keys));
      th.scope = 'row';
      return made('tr', {}, th, made('td', {}, ...withKeys(what)));
    });
    return made('table', {}, made('caption', {}, caption), made('tbody', {}, ...body));
  });
  const close = made('button', {}, Page.close);
  Object.assign(close, { type: 'submit', id: 'close-help' });
  const howToPlay = [made('h3', {}, Page.howToPlay), ...HOW_TO_PLAY.map((sentence) => made('p', {}, sentence))];
  const form = made('form', {}, title, ...howToPlay, made('h3', {}, Page.keyboardShortcuts), ...tables, close);
  form.method = 'dialog';
  dialog.append(form);
}
