// The page: a <hexadoku-board> (the grid, its status line and keypad, its undo history)
// with what the app adds around it: the toolbar, hints a level at a time, a puzzle on a
// first visit, New, the daily puzzle, Share, Copy puzzle, the puzzle in the address,
// saving in local storage, the player's games and their statistics, Enter a puzzle,
// pencil marks, the Notes and Fill notes buttons, Undo to correct, Snapshots, Cancel,
// the timer and the word of completion, Settings and Help; Menu, which opens what is
// used less often, and the page's shortcuts.
// It drives the board through its public API and the few extras it documents for this.
// Hints a level at a time are hints.js's; New, Daily, Share and Copy puzzle puzzles.js's;
// the games (the board's, and the list of the others) games.js's, their dialog and the
// card of a finished game games-dialog.js's; the settings page-settings.js's; the
// dialogs of Settings, Help and Snapshots dialogs.js's; Menu and the shortcuts menu.js's;
// where the status line is drawn layout.js's; the clock and the word of completion clock.js's; Cancel and the progress
// shown progress.js's and progress-panel.js's; the page's elements, the board among them, elements.js's; what
// the page says words/page.js's, in its language, which language.js chooses (first of all).

import { bindLanguagePicker } from './language.js';
import { bindMenu, shortcut } from './menu.js';
import { measureDock } from './layout.js';
import { $, board } from './elements.js';
import { elapsedOn, keepTime, restoreTime, solved, updateClock } from './clock.js';
import { gameInAddress, nameInAddress, puzzleInAddress } from './address.js';
import { cancel, cancellable, onBusy, onIdle } from './progress.js';
import { PageSettings } from './page-settings.js';
import { Engine } from '../engine/engine.js';
import * as GameState from '../board/game-state.js';
import '../board/hexadoku-board.js';
import { historyKey } from '../board/input.js';
import { Page } from '../words/page.js';

/**
 * The page's saving in local storage (saving.js's Saving), once its module has
 * loaded and the game saved has been read back: until then nothing is saved, so that
 * nothing overwrites the game saved before it is read.
 */
let saving = null;
/**
 * The page's games (games.js's Games: the record of the board's game, and the list of
 * the others), loaded with saving.
 */
let games = null;

/** The page's settings (page-settings.js), from the page's start on. */
let settings = null;
/**
 * Hint, More and Apply: a hint the board gives a level at a time, in its status line
 * (hints.js's HintLevels), loaded with the first Hint; null until then.
 */
let hints = null;
/** HintLevels on its way: one, however fast Hint is pressed again. */
let loadingHints = null;

/** Hint: the board's next level, HintLevels loaded first if it has not been. */
async function hint() {
  try {
    loadingHints ??= import('./hints.js').then(({ HintLevels }) => new HintLevels(board, { cancellable, changed }));
    hints = await loadingHints;
  } catch {
    // Offline before it was kept: pressed again, it is asked for again.
    loadingHints = null;
    return say(Page.notLoaded);
  }
  return hints.hint();
}
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
    .then(({ PuzzleGrade }) => new PuzzleGrade(board, $('grade'), (givens, grade) => games?.graded(givens, grade)))
    .catch(() => (grading = null));
  grading.then((grade) => grade?.update());
}

/** Says `text` in the board's status line (a hint being given there ends). */
function say(text) {
  board.say(text);
}

/**
 * What the page's parts loaded when first used (puzzles.js, games-dialog.js) use of it:
 * each is a bundle of its own, so what holds the page's state (the board's time,
 * clock.js's) is handed to them, never imported.
 */
const page = () => ({
  board, say, cancellable, load, changed, save, elapsedOn, settings,
  symbols: settings.symbols, games: () => startSaving().then((started) => started && games),
  newPuzzle: puzzleAction('newPuzzle'),
});

/**
 * The function `name` of the module `loaded()` (a part of the page loaded when first
 * used: a first visit does without it), called with the page and what else it is given.
 */
const lazy = (loaded) => (name) => async (...more) => {
  let module;
  try {
    module = await loaded();
  } catch {
    return say(Page.notLoaded);
  }
  return module[name](page(), ...more);
};
/** New, Daily puzzle, Share, Share game, Copy puzzle, and a shared game opened: puzzles.js's. */
const puzzleAction = lazy(() => import('./puzzles.js'));
/** The player's games, and the card of a game finished: games-dialog.js's. */
const gamesAction = lazy(() => import('./games-dialog.js'));
/** Help, Settings and Snapshots: dialogs.js's. */
const dialog = lazy(() => import('./dialogs.js'));

/** After the board changed or said something: save it, and bring the page up to date. */
function changed() {
  // Another puzzle: the game that was there joins the list, and one of the list whose
  // puzzle this is comes back with its time.
  const kept = games?.follow(board.board, board.editing, elapsedOn);
  if (kept) restoreTime(kept.elapsed);
  updateClock();
  updateGrade();
  save();
  render();
}

/** What stays at hand while the game is paused: Resume, the menu, the page's own dialogs and its language. */
const WHILE_PAUSED = new Set(['pause', 'menu', 'open-settings', 'open-help', 'language']);

function render() {
  // Paused, the letters are hidden, and nothing may show or change them until Resume.
  for (const control of $('controls').querySelectorAll('button, select, input')) {
    control.disabled = board.paused && !WHILE_PAUSED.has(control.id);
  }
  hints?.show();
  $('pause').textContent = board.paused ? Page.resume : Page.pause;
  $('undo').disabled ||= !board.canUndo;
  $('redo').disabled ||= !board.canRedo;
  $('undo-to-correct').disabled ||= !board.canUndo;
  $('enter').setAttribute('aria-pressed', String(board.editing));
  $('pencil').checked = board.candidates;
  $('notes').setAttribute('aria-pressed', String(board.notesMode));
}

// ---- Saving: the board survives a reload, and the address names its puzzle ----

function save() {
  saving?.save(board, games?.current);
  nameInAddress(board.board);
}

/**
 * Saving in local storage (saving.js) and the games (games.js), loaded when first
 * needed; whether they could be.
 */
async function startSaving() {
  try {
    const [{ Saving }, { Games }] = await Promise.all([import('./saving.js'), import('./games.js')]);
    saving ??= new Saving({ say });
    games ??= new Games({ say });
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
  const { elapsed, game } = saving.restoreOn(board);
  restoreTime(elapsed);
  games.adopt(game, board.board, board.editing);
}

/** Whether the address names a game in progress, which it then opens on top of the board's game (puzzles.js). */
async function openGameInAddress() {
  const text = gameInAddress();
  if (text) await puzzleAction('openGame')(text);
  return text !== null;
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

/** The page's controls and keys bound to what they do. */
function bind() {
  const actions = {
    solve: () => act((signal) => board.solve({ signal })),
    check: () => {
      games?.count('checks');
      return act((signal) => board.check({ signal }));
    },
    clear: () => act(() => board.clear()),
    undo: travel('undo'),
    redo: travel('redo'),
    // Its module (the board's mistakes.js) may fail to load (offline).
    'undo-to-correct': () => act((signal) => board.undoToCorrect({ signal }).catch(() => say(Page.notLoaded))),
    'open-snapshots': dialog('snapshots'),
    'solving-path': () => board.showPath(),
    hint,
    // More and Apply show once Hint has given a hint: HintLevels has loaded.
    more: () => hints.more(),
    apply: () => hints.apply(),
    new: puzzleAction('newPuzzle'),
    daily: puzzleAction('dailyPuzzle'),
    games: gamesAction('showGames'),
    enter: gamesAction('enterPuzzle'),
    share: puzzleAction('share'),
    'share-game': puzzleAction('shareGame'),
    copy: puzzleAction('copyPuzzle'),
    'open-settings': dialog('settings'),
    'open-help': dialog('help'),
    'how-to-play': dialog('help'),
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
  $('cancel').addEventListener('click', cancel);
  // The board's own Resume (its pause card): the Pause button follows, the game is saved.
  board.addEventListener('hexadoku-pause', changed);
  $('pencil').addEventListener('change', (event) => {
    board.candidates = event.target.checked;
  });
  // The player typed, pasted or undid inside the board.
  board.addEventListener('input', changed);
  // The grid full and right: the clock stops, and the game is kept as finished.
  board.addEventListener('hexadoku-solved', (event) => {
    solved(event);
    // The player's finish has its card (games-dialog.js); the solver's is only kept.
    if (event.detail?.by !== 'solver') gamesAction('finish')('player');
    else games?.finish('solver', elapsedOn(board.givens));
  });
  // A hint revealed, a level at a time: one more hint used on the game.
  board.addEventListener('hexadoku-hint-level', ({ detail }) => {
    if (detail.level === 'vague') games?.count('hints');
  });
  // A snapshot saved or returned to (the Snapshots dialog): saved with the game.
  board.addEventListener('hexadoku-snapshot', changed);
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
    const puzzle = await puzzleInAddress(board.engine, say);
    if (puzzle && puzzle !== board.givens) await load(puzzle, Page.loadedFromAddress);
  });
}

async function start() {
  // The page fetches and compiles the solver's WebAssembly module (preloaded by
  // index.html) and hands it to the engine, whose worker then needs no copy of its own.
  const module = WebAssembly.compileStreaming(fetch(new URL('../../pkg/solver/hexadoku_solver_bg.wasm', import.meta.url)));
  board.engine = new Engine({ onBusy, onIdle, module });
  settings = new PageSettings(board, { say });
  bind();
  bindLanguagePicker($('language'), settings);
  // From the first moment: the desktop's side column follows the dock (layout.js), which
  // is drawn there and would lie over the controls until measured; Menu stands under its
  // button and closes once an action is taken, and the shortcuts work (menu.js).
  measureDock(board);
  bindMenu();
  document.addEventListener('keydown', shortcut);
  // A game saved is read back first (saving.js, loaded now), so that a link opens
  // over it; until it is, the board takes nothing, or the player's letters would go
  // under it. With none saved (a first visit), the address's puzzle shows at once, and
  // what the player does while the page loads acts on it.
  const returning = hasSavedGame();
  const linked = location.hash !== '';
  if (returning) {
    board.readOnly = true;
    await restore();
    board.readOnly = false;
  }
  // After a reload the address names the saved puzzle, which may be one still being typed
  // with clashing givens: that is the saved board, not a link to read.
  const fromAddress = location.hash.slice(1) === board.givens || (await openGameInAddress()) ? null : await puzzleInAddress(board.engine, say);
  if (fromAddress && fromAddress !== board.givens) {
    // The link's puzzle goes on top of the game saved, so that Undo brings that back.
    const onTop = GameState.letters(board.board) !== GameState.EMPTY.givens || board.canUndo;
    if (onTop) await board.load(fromAddress);
    else board.board = GameState.fromPuzzle(fromAddress);
    board.editing = false;
    say(onTop ? Page.loadedFromAddressOnTop : Page.loadedFromAddress);
  }
  changed();
  // A first visit opens on a puzzle to play, at the level chosen by default; a visit
  // whose saved game or link could not be read opens on the empty grid, saying why.
  if (!returning && !linked) await arrive();
  else if (GameState.givenCount(board.board) === 0) board.editing = true;
  ready();
  // Nothing to read back: saving starts once its module has come, after the first load.
  if (!returning && (await startSaving())) changed();
}

/**
 * A puzzle for a first visit (puzzles.js's firstPuzzle); the grid takes nothing until it
 * comes. If none can be made, an empty grid for one to be typed.
 */
async function arrive() {
  board.readOnly = true;
  say(Page.makingPuzzle);
  await puzzleAction('firstPuzzle')();
  board.readOnly = false;
  // The game starts here: Undo has no empty grid to go back to.
  board.undoHistory = { past: [], future: [] };
  if (GameState.givenCount(board.board) === 0) {
    board.editing = true;
    changed();
  }
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
  // The look of Menu and the dialogs, and the page's print, come after the first load.
  const sheet = (url) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url.href });
  document.head.append(sheet(new URL('./overlays.css', import.meta.url)), sheet(new URL('./print.css', import.meta.url)));
  // Offline use (offline.js) comes after the first load, as its own module.
  import('./offline.js').then(({ keepForOffline }) => keepForOffline(), () => {});
}

start();
