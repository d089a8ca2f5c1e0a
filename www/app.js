// The page: a <hexadoku-board> (the grid, its status line and keypad, its undo history)
// with what the app adds around it: the toolbar, hints a level at a time, New, Share,
// Copy puzzle, the puzzle in the address, saving in local storage, Edit givens, pencil
// marks, the Notes and Fill notes buttons, Cancel, the timer and the word of completion,
// Settings and Help.
// It drives the board through its public API and the few extras it documents for this.

import * as Board from './board.js';
import { Engine, failureSentence } from './engine.js';
import './hexadoku-board.js';
import { keepForOffline } from './offline.js';
import { highlightTokens, loadSettings, saveSettings, settingsFrom } from './settings.js';
import { Stopwatch, formatTime, loadTime, saveTime } from './timer.js';

const STORAGE_KEY = 'hexadoku.board';
const $ = (id) => document.getElementById(id);

/** @type {import('./hexadoku-board.js').HexadokuBoard} */
const board = $('board');

/**
 * A hint being given a level at a time, { board, step, level }: the board it was found
 * for, the engine's step, and 'vague' or 'concrete', the detail shown so far. It lasts
 * until that board changes or the status line says something else (as it does, cleared,
 * when the set of symbols shown changes: its sentences name letters in the old set).
 */
let clue = null;
/** The AbortController of each engine call under way: Cancel aborts them. */
const running = new Set();
/** The page's settings (settings.js), as the Settings dialog last set them. */
let settings = loadSettings();
/**
 * The time spent on the puzzle whose givens are `timed.givens`, counted while the tab
 * is shown, the puzzle unsolved and not being edited; `timed.by` is who completed it
 * (hexadoku-solved's detail.by), null until then.
 */
let timed = { givens: null, clock: new Stopwatch(), by: null };

/** Says `text` in the board's status line; a hint pending there goes, as it no longer shows. */
function say(text) {
  dropClue();
  board.say(text);
}

/** After the board changed or said something: save it, and bring the page up to date. */
function changed() {
  if (pendingClue() === null) dropClue();
  updateClock();
  save();
  render();
}

function render() {
  $('undo').disabled = !board.canUndo;
  $('redo').disabled = !board.canRedo;
  $('editing').checked = board.editing;
  $('pencil').checked = board.candidates;
  $('notes').setAttribute('aria-pressed', String(board.notesMode));
}

// ---- The timer, and the word of completion ----

/**
 * Brings the clock up to the board: back to zero for a new puzzle (other givens);
 * counting while the puzzle is being played in a shown tab, stopped otherwise. Undo
 * after completion makes the grid unsolved again: the clock goes on from where it
 * stopped, and the word of completion goes until the grid is full and right again.
 */
function updateClock() {
  const present = board.board;
  if (present.givens !== timed.givens) timed = { givens: present.givens, clock: new Stopwatch(), by: null };
  const playing = !board.solved && !board.editing && Board.givenCount(present) > 0;
  if (playing && document.visibilityState === 'visible') timed.clock.start();
  else timed.clock.stop();
  clearInterval(updateClock.ticking);
  if (timed.clock.running) updateClock.ticking = setInterval(showTime, 1000);
  showTime();
  const time = formatTime(timed.clock.elapsed);
  const done = timed.by === 'solver' ? `The solver filled the grid, at ${time}.` : `Solved in ${time}.`;
  $('done').textContent = board.solved ? done : '';
}

function showTime() {
  $('time').textContent = formatTime(timed.clock.elapsed);
}

/** The grid became full and right by a change (not by undo or redo): note by whom. */
function solved({ detail }) {
  timed.by = detail?.by === 'solver' ? 'solver' : 'player';
  updateClock();
}

// ---- Settings and Help ----

/** The settings' fields, each with the setting it shows. */
const SETTING_FIELDS = {
  highlightUnits: 'highlight-units',
  highlightLetters: 'highlight-letters',
  keepNotes: 'keep-notes',
  symbols: 'symbols',
  showTimer: 'show-timer',
};

/** Shows `settings` in the dialog's fields, and has the board and the page follow them. */
function applySettings() {
  for (const [name, id] of Object.entries(SETTING_FIELDS)) {
    const field = $(id);
    if (field.type === 'checkbox') field.checked = settings[name];
    else field.value = settings[name];
  }
  board.highlighting = highlightTokens(settings);
  board.keepNotes = settings.keepNotes;
  const shown = board.symbols;
  board.symbols = settings.symbols;
  // What the status line says names letters in the set it was said in (a hint being
  // given among it, whose More and Apply go with it): another set clears it.
  if (board.symbols !== shown) say('');
  $('clock').hidden = !settings.showTimer;
}

/** A field of the dialog changed: the settings it shows, kept and applied. */
function settingChanged() {
  const read = {};
  for (const [name, id] of Object.entries(SETTING_FIELDS)) {
    const field = $(id);
    read[name] = field.type === 'checkbox' ? field.checked : field.value;
  }
  settings = settingsFrom(read);
  saveSettings(settings);
  applySettings();
}

/** `?` opens Help from anywhere, a cell included (no cell takes "?"), unless a dialog is open. */
function helpKey(event) {
  if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
  if (document.querySelector('dialog[open]')) return;
  event.preventDefault();
  $('help').showModal();
}

// ---- Saving: the board survives a reload, and the address names its puzzle ----

function save() {
  const present = board.board;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ board: present, editing: board.editing }));
  } catch {
    // Storage can be full or switched off; the page works without it.
  }
  const address = new URL(location.href);
  address.hash = Board.givenCount(present) > 0 ? present.givens : '';
  if (address.href !== location.href) history.replaceState(null, '', address.href.replace(/#$/, ''));
}

function restore() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    const revived = Board.revive(saved?.board);
    return revived ? { board: revived, editing: saved.editing === true } : null;
  } catch {
    return null;
  }
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
    say(`The puzzle in the address cannot be read: ${error.message}.`);
    return null;
  }
}

async function load(puzzle, message) {
  await board.load(puzzle);
  changed();
  say(message);
}

/** A paste outside the board (the board takes those inside it). */
async function paste(event) {
  if (event.defaultPrevented) return;
  event.preventDefault();
  await board.paste(event.clipboardData?.getData('text') ?? '');
  changed();
}

// ---- The engine's actions ----

/** `request(signal)`, with a signal that Cancel aborts. */
async function cancellable(request) {
  const controller = new AbortController();
  running.add(controller);
  try {
    return await request(controller.signal);
  } finally {
    running.delete(controller);
  }
}

/** Cancel: stops the engine's calls under way (which end its worker; a fresh one starts). */
function cancel() {
  for (const controller of running) controller.abort();
}

/**
 * One of the board's own actions, `request(signal)`, then the page's part: a hint being
 * given ends, as the board says something else (Solve, Check, Clear) or changes.
 */
async function act(request) {
  await cancellable(request);
  dropClue();
  changed();
}

/** Undo and Redo: a hint being given ends only if the board changes. */
async function undo() {
  if (await board.undo()) changed();
}

async function redo() {
  if (await board.redo()) changed();
}

/**
 * Hint gives a step a level at a time: first the technique and where to look; pressed
 * again, the cells of its pattern (as More does); a third time, the step itself (as
 * Apply does). What is not a step (a full grid, no solution, several) shows at once,
 * unless #done says it already.
 */
async function hint() {
  if (pendingClue()) return clue.level === 'vague' ? more() : apply();
  const present = board.board;
  const symbols = board.symbols;
  let step;
  try {
    step = await cancellable((signal) => board.findHint({ signal }));
  } catch (error) {
    return say(failureSentence(error));
  }
  if (board.board !== present) return say('The grid changed while the hint was sought; press Hint again.');
  // Its sentences name letters in the set of symbols it was asked in.
  if (board.symbols !== symbols) return say('The symbols changed while the hint was sought; press Hint again.');
  // A grid the page already says is solved (#done) needs no second word of it: the status
  // line is cleared instead.
  if (step.status === 'complete') return say($('done').textContent === '' ? 'The grid is complete.' : '');
  if (step.status === 'none') {
    board.highlight({ wrong: step.wrong });
    return say(step.explanation);
  }
  if (step.status === 'multiple') return say(step.explanation);
  // Earlier hints' highlights would point at cells this clue does not name.
  board.highlight({});
  offer({ board: present, step, level: 'vague' });
}

/** The hint being given, if it still fits the board shown; null otherwise. */
function pendingClue() {
  return clue?.board === board.board ? clue : null;
}

/** Shows `offered` at its level, with More (while there is more) and Apply beside it. */
function offer(offered) {
  clue = offered;
  board.say(offered.step[offered.level]);
  const more = $('more');
  // A focused button that is disabled loses the keyboard: hand it on to Apply.
  if (offered.level !== 'vague' && document.activeElement === more) $('apply').focus();
  more.disabled = offered.level !== 'vague';
  $('clue').hidden = false;
}

/** Ends the hint being given, if any, and hides its buttons. */
function dropClue() {
  clue = null;
  const panel = $('clue');
  // Keep the keyboard on the page's actions rather than on a button about to vanish.
  if (panel.contains(document.activeElement)) $('hint').focus();
  panel.hidden = true;
}

/** More: the pending hint's pattern, named in the status line and highlighted. */
function more() {
  const pending = pendingClue();
  if (!pending || pending.level !== 'vague') return;
  board.highlight({ pattern: pending.step.cells });
  offer({ ...pending, level: 'concrete' });
}

/** Apply: the pending hint's step, made on the board it was found for. */
function apply() {
  const pending = pendingClue();
  if (!pending) return;
  dropClue();
  board.applyStep(pending.step);
  changed();
}

async function newPuzzle() {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const difficulty = $('difficulty').value;
  let puzzle;
  try {
    puzzle = await cancellable((signal) => board.engine.generate({ seed, difficulty, signal }));
  } catch (error) {
    return say(failureSentence(error));
  }
  // Grading takes milliseconds next to generating; without it the puzzle still loads.
  let grade = null;
  let failed = null;
  try {
    grade = await cancellable((signal) => board.engine.grade(puzzle, { signal }));
  } catch (error) {
    if (error.code !== 'aborted') failed = error.message;
  }
  await load(puzzle, describe(puzzle, difficulty, grade, failed));
}

/**
 * "A new hard puzzle with 110 givens; rating 6.6, hardest step: X-chain.", or with
 * `failed`, why grading it did not: "…; its grade gave up after 1.5 s."
 */
function describe(puzzle, difficulty, grade, failed) {
  const start = `A new ${grade?.difficulty ?? difficulty} puzzle with ${Board.givenCount(Board.fromPuzzle(puzzle))} givens`;
  if (failed) return `${start}; its grade ${failed}.`;
  if (!grade) return `${start}.`;
  if (!grade.logicOnly) return `${start}; no technique of Hint's solves it all.`;
  // The rating is a 32-bit float in Rust: 2.3 arrives as 2.2999999523.
  return `${start}; rating ${Number(grade.rating.toFixed(1))}, hardest step: ${grade.hardest}.`;
}

async function share() {
  const givens = board.givens;
  if (!/[A-P]/.test(givens)) return say('There is nothing to share yet: the grid has no givens.');
  const link = new URL(location.href);
  link.hash = givens;
  try {
    await navigator.clipboard.writeText(link.href);
    say('A link to this puzzle is copied.');
  } catch {
    say(`Copy this link to share the puzzle: ${link.href}`);
  }
}

/** Copy puzzle: the givens, in the symbol set chosen, as text for the clipboard. */
async function copyPuzzle() {
  const givens = board.givens;
  if (!/[A-P]/.test(givens)) return say('There is nothing to copy yet: the grid has no givens.');
  const set = $('symbols').selectedOptions[0]?.text ?? 'A–P';
  // As the core writes puzzles: one line of 256, or, for the numbers 1–16, 16 rows.
  const layout = settings.symbols === 'numbers' ? 'rows' : 'line';
  let text;
  try {
    text = await board.engine.formatPuzzle(givens, { layout, symbols: settings.symbols });
  } catch (error) {
    return say(failureSentence(error));
  }
  try {
    await navigator.clipboard.writeText(text);
    say(`The puzzle is copied, in ${set}.`);
  } catch {
    say('The puzzle cannot be copied here: this browser keeps the clipboard from the page.');
  }
}

// ---- The status line, on a desktop ----

/**
 * On a desktop the board's status line is drawn in the side column, under the options
 * and above the hint's More and Apply, though it stays inside the board (style.css).
 * Two custom properties of the page's body place it there, kept up to date as it, the
 * title or the toolbar change size: --status-top, where .after begins below the board's
 * top, and --status-height, the status line's height, the room .after leaves above its
 * content. (On a phone the status line comes after the grid by itself: they go unused.)
 */
function measureStatusLine() {
  const line = board.shadowRoot.querySelector('[part~="status"]');
  const after = document.querySelector('.after');
  // Only a change is written: each write restyles the page.
  const set = (property, value) => {
    if (document.body.style.getPropertyValue(property) !== value) document.body.style.setProperty(property, value);
  };
  const measure = () => {
    const top = after.getBoundingClientRect().top - board.getBoundingClientRect().top;
    set('--status-top', `${top}px`);
    set('--status-height', `${line.getBoundingClientRect().height}px`);
  };
  const observer = new ResizeObserver(measure);
  for (const element of [line, document.querySelector('header'), document.querySelector('.controls')]) {
    observer.observe(element);
  }
}

// ---- Start ----

function showProgress(startedAt) {
  const panel = $('progress');
  panel.hidden = false;
  const tick = () => {
    $('elapsed').textContent = `Working… ${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
  };
  tick();
  showProgress.timer = setInterval(tick, 100);
}

function hideProgress() {
  clearInterval(showProgress.timer);
  $('progress').hidden = true;
}

function bind() {
  const actions = {
    solve: () => act((signal) => board.solve({ signal })),
    check: () => act((signal) => board.check({ signal })),
    clear: () => act(() => board.clear()),
    undo,
    redo,
    hint,
    more,
    apply,
    new: newPuzzle,
    share,
    copy: copyPuzzle,
    'open-settings': () => $('settings').showModal(),
    'open-help': () => $('help').showModal(),
    notes: () => {
      board.notesMode = !board.notesMode;
    },
    'fill-notes': () => act(() => board.fillNotes()),
  };
  for (const [id, action] of Object.entries(actions)) $(id).addEventListener('click', action);
  $('cancel').addEventListener('click', cancel);
  $('pencil').addEventListener('change', (event) => {
    board.candidates = event.target.checked;
  });
  $('editing').addEventListener('change', (event) => {
    // Not a change of the board: the highlights and a hint being given stay.
    board.editing = event.target.checked;
    save();
  });
  // The player typed, pasted or undid inside the board.
  board.addEventListener('input', changed);
  board.addEventListener('hexadoku-solved', solved);
  $('settings').addEventListener('change', settingChanged);
  document.addEventListener('keydown', helpKey);
  // Hidden, the clock stops and its time is kept: a reload or a tab closed keeps it.
  document.addEventListener('visibilitychange', () => {
    updateClock();
    saveTime(timed.givens, timed.clock.elapsed);
  });
  // Alt+N inside the board switches notes mode too: the Notes button follows.
  board.addEventListener('hexadoku-notes-mode', render);
  board.addEventListener('hexadoku-given', ({ detail }) => {
    say(`${detail.cell} is a given. Tick “Edit givens” to change the puzzle.`);
  });
  document.addEventListener('paste', paste);
  document.addEventListener('keydown', (event) => {
    // The board takes Ctrl+Z and Ctrl+Y itself when it has the focus.
    if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) undo();
    else if (key === 'y' || (key === 'z' && event.shiftKey)) redo();
    else return;
    event.preventDefault();
  });
  window.addEventListener('hashchange', async () => {
    const puzzle = await puzzleInAddress();
    if (puzzle && puzzle !== board.givens) await load(puzzle, 'Puzzle loaded from the address.');
  });
}

async function start() {
  // The page fetches and compiles the WebAssembly module (preloaded by index.html) and
  // hands it to the engine, whose worker then needs no copy of its own.
  const module = WebAssembly.compileStreaming(fetch(new URL('../pkg/hexadoku_bg.wasm', import.meta.url)));
  board.engine = new Engine({ onBusy: showProgress, onIdle: hideProgress, module });
  bind();
  measureStatusLine();
  applySettings();
  const saved = restore();
  // After a reload the address names the saved puzzle, which may be one still being typed
  // with clashing givens: that is the saved board, not a link to read.
  const fromAddress = location.hash.slice(1) === saved?.board.givens ? null : await puzzleInAddress();
  if (fromAddress && fromAddress !== saved?.board.givens) {
    // The link's puzzle goes on top of the saved one, so that Undo brings that back.
    const kept = saved && Board.letters(saved.board) !== Board.letters(Board.EMPTY) ? saved.board : null;
    board.board = kept ?? Board.fromPuzzle(fromAddress);
    if (kept) await board.load(fromAddress);
    say(kept ? 'Puzzle loaded from the address; Undo goes back to the one you had.' : 'Puzzle loaded from the address.');
  } else if (saved) {
    board.board = saved.board;
    board.editing = saved.editing;
    const elapsed = loadTime(saved.board.givens);
    timed = { givens: saved.board.givens, clock: new Stopwatch({ elapsed }), by: null };
  } else {
    board.editing = true;
  }
  changed();
  document.body.dataset.ready = 'true';
  keepForOffline();
}

start();
