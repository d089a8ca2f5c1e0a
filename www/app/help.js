// Help's content, how to play and the keyboard shortcuts: loaded when Help (or ?, or How
// to play) first opens it, so that a first visit does without it (app.js). Written as
// data, each key in [brackets] drawn as a <kbd>, and built with the DOM: no string
// becomes markup.

/** How to play, in a few sentences: the rules, where puzzles come from, and the tools. */
const HOW_TO_PLAY = [
  'Fill the grid so that every row, every column and every 4×4 box holds each of the 16 symbols once: A–P, or another set chosen in Settings.',
  'New gives a puzzle of the difficulty chosen; paste one anywhere on the page, or tick “Edit givens” to type your own.',
  'Notes makes the symbols you type notes; Fill notes writes every candidate.',
  'Hint tells the next step a little at a time: what to look for, then where (More), and Apply makes it.',
];

/** The shortcuts, by where they work: each row the keys, then what they do. */
const SHORTCUTS = [
  ['In the grid', [
    ['[↑] [↓] [←] [→]', 'Move to the next cell'],
    ['[Home] [End]', 'Go to the row’s first or last cell'],
    ['[Ctrl]+arrow', 'Jump to the grid’s edge'],
    ['[Ctrl]+[Home] [Ctrl]+[End]', 'Go to the first or last cell'],
    ['[A]–[P]', 'Put a letter (0–F or 1–9, A–G in those symbol sets)'],
    ['[1] then [0]–[6]', 'With the numbers 1–16: 10 to 16, the second digit within a second'],
    ['[Shift]+symbol', 'Toggle that note in the cell, in either mode'],
    ['[Alt]+[N]', 'Notes mode on or off: symbols typed become notes'],
    ['[Alt]+[1] [Alt]+[2] [Alt]+[3] [Alt]+[4]', 'Colour mode in that colour (again: off): a symbol colours that note, [Backspace] the cell'],
    ['[Alt]+[0]', 'Colour mode off'],
    ['[Backspace] [Delete] [Space] [.]', 'Clear the cell (an empty one: its notes)'],
    ['[Tab]', 'Leave the grid; back, to the cell you were on'],
  ]],
  ['Anywhere on the page', [
    ['[Ctrl]+[Z]', 'Undo'],
    ['[Ctrl]+[Y] [Ctrl]+[Shift]+[Z]', 'Redo'],
    ['[Ctrl]+[V]', 'Paste a puzzle (in a cell: one symbol)'],
    ['[?]', 'This list'],
    ['[Esc]', 'Close this list or Settings'],
  ]],
];

/** A new `tag` element holding `children` (elements or text). */
function made(tag, ...children) {
  const element = document.createElement(tag);
  element.append(...children);
  return element;
}

/** `text` with each [key] in it a <kbd>. */
const withKeys = (text) => text.split(/\[([^\]]+)\]/).map((part, i) => (i % 2 ? made('kbd', part) : part));

/** Fills `dialog`, the page's Help, with how to play, the shortcuts and a Close button, once. */
export function fillHelp(dialog) {
  if (dialog.childElementCount > 0) return;
  const title = made('h2', 'Help');
  Object.assign(title, { id: 'help-title', tabIndex: -1, autofocus: true });
  const tables = SHORTCUTS.map(([caption, rows]) => {
    const body = rows.map(([keys, what]) => {
      const th = made('th', ...withKeys(keys));
      th.scope = 'row';
      return made('tr', th, made('td', ...withKeys(what)));
    });
    return made('table', made('caption', caption), made('tbody', ...body));
  });
  const close = made('button', 'Close');
  Object.assign(close, { type: 'submit', id: 'close-help' });
  const howToPlay = [made('h3', 'How to play'), ...HOW_TO_PLAY.map((sentence) => made('p', sentence))];
  const form = made('form', title, ...howToPlay, made('h3', 'Keyboard shortcuts'), ...tables, close);
  form.method = 'dialog';
  dialog.append(form);
}
