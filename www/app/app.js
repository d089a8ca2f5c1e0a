// The page: a <hexadoku-board> (the grid, its status line and keypad, its undo history)
// with what the app adds around it: the toolbar, hints a level at a time, New, Share,
// Copy puzzle, the puzzle in the address, saving in local storage, Edit givens, pencil
// marks, the Notes and Fill notes buttons, Undo to correct, Snapshots, Cancel, the timer
// and the word of completion, Settings and Help.
// It drives the board through its public API and the few extras it documents for this.
// Hints a level at a time are hints.js's; New, Share and Copy puzzle puzzles.js's;
// the Settings dialog settings-dialog.js's; the Snapshots dialog snapshots.js's; where
// the status line is drawn layout.js's; the clock and the word of completion
// clock.js's; Cancel and the progress shown progress.js's; the page's elements, the
// board among them, elements.js's; what the page says words/page.js's.

import { $, board } from './elements.js';
import { keepTime, restoreTime, solved, updateClock } from './clock.js';
import { HintLevels } from './hints.js';
import { measureDock } from './layout.js';
import { cancel, cancellable, hideProgress, showProgress } from './progress.js';
import { PageSettings } from './settings-dialog.js';
import { Engine } from '../engine/engine.js';
import * as GameState from '../board/game-state.js';
import '../board/hexadoku-board.js';
import { historyKey } from '../board/input.js';
import * as Page from '../words/page.js';

/**
 * The page's saving in local storage (saving.js's Saving), once its module has
 * loaded and the game saved has been read back: until then nothing is saved, so that
 * nothing overwrites the game saved before it is read.
 */
let saving = null;

/** The Settings dialog (settings-dialog.js), from the page's start on. */
let settings = null;
/** Hint, More and Apply: a hint the board gives a level at a time, in its status line. */
const hints = new HintLevels(board, { cancellable, changed });
/**
 * The difficulty of the puzzle shown, graded in the background (grade.js): a promise
 * of its PuzzleGrade, made once there is a puzzle to grade.
 */
let grading = null;

/** How long after the first puzzle shows the difficulty line's module is asked for, in ms. */
const GRADE_MODULE_DELAY = 1000;

/**
 * Has the difficulty line follow the board (see PuzzleGrade.update). Its module is asked
 * for a moment after the first puzzle shows, so that the page's first load does without
 * it; one that failed to load is asked for again at the next change.
 */
function updateGrade() {
  if (grading === null && !/[A-P]/.test(board.givens)) return;
  grading ??= new Promise((loaded) => setTimeout(loaded, GRADE_MODULE_DELAY))
    .then(() => import('./grade.js'))
    .then(({ PuzzleGrade }) => new PuzzleGrade(board, $('grade')))
    .catch(() => (grading = null));
  grading.then((grade) => grade?.update());
}

/** Says `text` in the board's status line (a hint being given there ends). */
function say(text) {
  board.say(text);
}

/** What New, Share and Copy puzzle use of the page (puzzles.js). */
const page = () => ({ board, say, cancellable, load, changed, symbols: settings.symbols });

/**
 * New, Share, Share game or Copy puzzle: the function `name` of puzzles.js, a module
 * loaded when one is first pressed (a first visit does without it), called with the page
 * and what else it is given.
 */
const puzzleAction = (name) => async (...more) => {
  let puzzles;
  try {
    puzzles = await import('./puzzles.js');
  } catch {
    return say(Page.notLoaded);
  }
  await puzzles[name](page(), ...more);
};

/** After the board changed or said something: save it, and bring the page up to date. */
function changed() {
  updateClock();
  updateGrade();
  save();
  render();
}

/** What stays at hand while the game is paused: Resume, the menu, and the page's own dialogs. */
const WHILE_PAUSED = new Set(['pause', 'menu', 'open-settings', 'open-help']);

function render() {
  // Paused, the letters are hidden, and nothing may show or change them until Resume.
  for (const control of document.querySelectorAll('.toolbar button, #filter, #colour')) {
    control.disabled = board.paused && !WHILE_PAUSED.has(control.id);
  }
  hints.show();
  $('pause').textContent = board.paused ? Page.resume : Page.pause;
  $('undo').disabled ||= !board.canUndo;
  $('redo').disabled ||= !board.canRedo;
  $('undo-to-correct').disabled ||= !board.canUndo;
  $('editing').checked = board.editing;
  $('filter').value = board.filter;
  $('colour').value = board.colour;
  $('pencil').checked = board.candidates;
  $('notes').setAttribute('aria-pressed', String(board.notesMode));
}

// ---- Help and Snapshots: dialogs whose content loads when they first open ----

/** `?` opens Help from anywhere, a cell included (no cell takes "?"), unless a dialog is open. */
function helpKey(event) {
  if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
  if (document.querySelector('dialog[open]')) return;
  event.preventDefault();
  openHelp();
}

/** Opens Help, its content (help.js) loaded the first time. */
async function openHelp() {
  try {
    (await import('./help.js')).fillHelp($('help'));
  } catch {
    return say(Page.notLoaded);
  }
  if (!$('help').open) $('help').showModal();
}

/** Opens Snapshots, a dialog to save one and to return to one, made by its module (snapshots.js) the first time. */
async function openSnapshots() {
  try {
    (await import('./snapshots.js')).openSnapshots(board);
  } catch {
    say(Page.notLoaded);
  }
}

// ---- Saving: the board survives a reload, and the address names its puzzle ----

function save() {
  saving?.save(board);
  const present = board.board;
  const address = new URL(location.href);
  address.hash = GameState.givenCount(present) > 0 ? present.givens : '';
  if (address.href !== location.href) history.replaceState(null, '', address.href.replace(/#$/, ''));
}

/** Saving in local storage (saving.js), loaded when first needed; whether it could be. */
async function startSaving() {
  try {
    const { Saving } = await import('./saving.js');
    saving ??= new Saving({ say });
    return true;
  } catch {
    say(Page.notLoaded);
    return false;
  }
}

/**
 * Reads back the game saved onto the board, with its history and its time, saying what
 * of it could not be read, if anything. From then on, every change is saved.
 */
async function restore() {
  if (!(await startSaving())) return;
  restoreTime(saving.restoreOn(board));
}

/**
 * Whether the address names a game in progress (Share game's link), which it then opens
 * on top of the game on the board (puzzles.js), or says why it cannot.
 */
async function openGameInAddress() {
  let text;
  try {
    text = decodeURIComponent(location.hash.slice(1));
  } catch {
    return false;
  }
  if (!text.includes('~')) return false;
  await puzzleAction('openGame')(text);
  return true;
}

/** The puzzle in the address after '#', as 256 characters; null if there is none. */
async function puzzleInAddress() {
  try {
    // Inside the try: a malformed escape (a link cut short, "%E0%A4") throws here too.
    const text = decodeURIComponent(location.hash.slice(1));
    if (text.trim() === '') return null;
    // A link from Share is the 256-character line itself: read at once, without the
    // engine, so that what the player does while the module loads acts on this puzzle.
    const line = text.trim().toUpperCase();
    if (/^[A-P.]{256}$/.test(line)) return line;
    return (await board.engine.readPuzzle(text)).puzzle;
  } catch (error) {
    say(Page.unreadableAddress(error.message));
    return null;
  }
}

async function load(puzzle, message) {
  // Another puzzle is a game of its own, not paused.
  board.paused = false;
  await board.load(puzzle);
  changed();
  say(message);
}

/** A paste outside the board (the board takes those inside it). */
async function paste(event) {
  if (event.defaultPrevented || board.paused) return;
  event.preventDefault();
  await board.paste(event.clipboardData?.getData('text') ?? '');
  changed();
}

// ---- The engine's actions ----

/**
 * One of the board's own actions, `request(signal)`, then the page's part (the clock,
 * saving). A hint being given ends as the board says something else or changes.
 */
async function act(request) {
  await cancellable(request);
  changed();
}

/**
 * Undo or Redo (`key`, the board's method): a hint being given ends only if the board
 * changes (which a paused board does not).
 */
const travel = (key) => async () => {
  if (await board[key]()) changed();
};

// ---- Start ----

function bind() {
  const actions = {
    solve: () => act((signal) => board.solve({ signal })),
    check: () => act((signal) => board.check({ signal })),
    clear: () => act(() => board.clear()),
    undo: travel('undo'),
    redo: travel('redo'),
    // Its module (the board's mistakes.js) may fail to load (offline).
    'undo-to-correct': () => act((signal) => board.undoToCorrect({ signal }).catch(() => say(Page.notLoaded))),
    'open-snapshots': openSnapshots,
    hint: () => hints.hint(),
    more: () => hints.more(),
    apply: () => hints.apply(),
    new: puzzleAction('newPuzzle'),
    share: puzzleAction('share'),
    'share-game': puzzleAction('shareGame'),
    copy: puzzleAction('copyPuzzle'),
    'open-settings': () => $('settings').showModal(),
    'open-help': openHelp,
    'how-to-play': openHelp,
    notes: () => {
      board.notesMode = !board.notesMode;
    },
    'fill-notes': () => act(() => board.fillNotes()),
    pause: () => {
      board.paused = !board.paused;
      changed();
    },
  };
  for (const [id, action] of Object.entries(actions)) $(id).addEventListener('click', action);
  // Menu folds the toolbar on a phone (style.css); an action taken folds it again.
  $('menu').addEventListener('click', () => {
    const open = $('controls').classList.toggle('open');
    $('menu').setAttribute('aria-expanded', String(open));
  });
  document.querySelector('.toolbar').addEventListener('click', ({ target }) => {
    if (target.closest('button') && target.id !== 'menu') {
      $('controls').classList.remove('open');
      $('menu').setAttribute('aria-expanded', 'false');
    }
  });
  $('colour').addEventListener('change', (event) => {
    board.colour = event.target.value;
  });
  // Alt+1 to Alt+4, and the keypad's colour keys, change the board itself: the choice follows.
  board.addEventListener('hexadoku-colour', render);
  $('cancel').addEventListener('click', cancel);
  $('filter').addEventListener('change', (event) => {
    board.filter = event.target.value;
  });
  // A keypad key held sets the filter too: the choice follows.
  board.addEventListener('hexadoku-filter', render);
  $('pencil').addEventListener('change', (event) => {
    board.candidates = event.target.checked;
  });
  $('editing').addEventListener('change', (event) => {
    // Not a change of the board: the highlights and a hint being given stay.
    board.editing = event.target.checked;
    updateGrade();
    save();
  });
  // The player typed, pasted or undid inside the board.
  board.addEventListener('input', changed);
  board.addEventListener('hexadoku-solved', solved);
  // A snapshot saved or returned to (the Snapshots dialog): saved with the game.
  board.addEventListener('hexadoku-snapshot', changed);
  document.addEventListener('keydown', helpKey);
  // Hidden, the clock stops and its time is kept: a reload or a tab closed keeps it.
  document.addEventListener('visibilitychange', () => {
    updateClock();
    keepTime();
  });
  // Alt+N inside the board switches notes mode too: the Notes button follows.
  board.addEventListener('hexadoku-notes-mode', render);
  board.addEventListener('hexadoku-given', ({ detail }) => {
    say(Page.isGivenOnPage(detail.cell));
  });
  document.addEventListener('paste', paste);
  document.addEventListener('keydown', (event) => {
    // The board takes Ctrl+Z and Ctrl+Y itself when it has the focus.
    const key = event.defaultPrevented ? null : historyKey(event);
    if (!key) return;
    travel(key)();
    event.preventDefault();
  });
  window.addEventListener('hashchange', async () => {
    if (await openGameInAddress()) return;
    const puzzle = await puzzleInAddress();
    if (puzzle && puzzle !== board.givens) await load(puzzle, Page.loadedFromAddress);
  });
}

async function start() {
  // The page fetches and compiles the WebAssembly module (preloaded by index.html) and
  // hands it to the engine, whose worker then needs no copy of its own.
  const module = WebAssembly.compileStreaming(fetch(new URL('../../pkg/hexadoku_bg.wasm', import.meta.url)));
  board.engine = new Engine({ onBusy: showProgress, onIdle: hideProgress, module });
  bind();
  measureDock(board);
  settings = new PageSettings(board, { say });
  // A game saved is read back first (saving.js, loaded now), so that a link opens
  // over it; until it is, the board takes nothing, or the player's letters would go
  // under it. With none saved (a first visit), the address's puzzle shows at once, and
  // what the player does while the page loads acts on it.
  const returning = hasSavedGame();
  if (returning) {
    board.readOnly = true;
    await restore();
    board.readOnly = false;
  }
  // After a reload the address names the saved puzzle, which may be one still being typed
  // with clashing givens: that is the saved board, not a link to read.
  const fromAddress = location.hash.slice(1) === board.givens || (await openGameInAddress()) ? null : await puzzleInAddress();
  if (fromAddress && fromAddress !== board.givens) {
    // The link's puzzle goes on top of the game saved, so that Undo brings that back.
    const onTop = GameState.letters(board.board) !== GameState.EMPTY.givens || board.canUndo;
    if (onTop) await board.load(fromAddress);
    else board.board = GameState.fromPuzzle(fromAddress);
    board.editing = false;
    say(onTop ? Page.loadedFromAddressOnTop : Page.loadedFromAddress);
  } else if (GameState.givenCount(board.board) === 0) {
    board.editing = true; // an empty grid, for a puzzle to be typed
  }
  changed();
  ready();
  // Nothing to read back: saving starts once its module has come, after the first load.
  if (!returning && (await startSaving())) save();
}

/** Whether a game is saved (merely asking throws where storage is switched off). */
function hasSavedGame() {
  try {
    return localStorage.getItem(GameState.BOARD_KEY) !== null;
  } catch {
    return false;
  }
}

/** The page is ready for the player: the board shows its game. */
function ready() {
  document.body.dataset.ready = 'true';
  // Offline use (offline.js) comes after the first load, as its own module.
  import('./offline.js').then(({ keepForOffline }) => keepForOffline(), () => {});
}

start();
