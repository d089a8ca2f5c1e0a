// The page: wires the grid, the buttons and the engine together. State lives in one
// History of immutable boards; every change goes through commit(), which saves it and
// draws it. The engine's answers come from Rust (pkg/), searching in a worker.

import init, { parse, candidates } from '../pkg/hexadoku.js';
import * as Board from './board.js';
import { Engine } from './engine.js';
import { GridView } from './grid.js';
import { History } from './history.js';
import { buildKeypad } from './keypad.js';
import { keepForOffline } from './offline.js';

const STORAGE_KEY = 'hexadoku.board';
const UNIT_KINDS = ['row', 'column', 'box'];
const $ = (id) => document.getElementById(id);
const NO_HIGHLIGHTS = Object.freeze({ wrong: new Set(), pattern: new Set(), targets: new Set() });

const state = {
  history: new History(Board.EMPTY),
  editing: false,
  pencil: false,
  highlights: NO_HIGHLIGHTS, // what the last hint or check pointed at, until the next change
  // A hint being given a level at a time, { board, step, level }: the board it was found
  // for, the engine's step, and 'vague' or 'concrete', the detail shown so far. It lasts
  // until that board changes or the status line says something else.
  clue: null,
};

const present = () => state.history.present;
let grid;
let engine;
/** Settles when the page has its module and its board (start); rejects if it cannot. */
let started;
let isStarted = false;
/** The AbortController of each engine call under way: Cancel aborts them. */
const running = new Set();

/** Shows `text` in the status line; a hint pending there goes, as it no longer shows. */
function say(text) {
  dropClue();
  show(text);
}

/** Puts `text` in the polite status region, announcing it even if it is unchanged. */
function show(text) {
  const status = $('status');
  status.textContent = '';
  status.textContent = text;
}

/** Makes `board` the present (undoably), then saves and draws it. */
function commit(board, highlights = NO_HIGHLIGHTS) {
  state.history.push(board);
  changed(highlights);
}

function changed(highlights = NO_HIGHLIGHTS) {
  state.highlights = highlights;
  dropClue(); // it was found for the board before
  save();
  render();
}

function render() {
  const board = present();
  grid.render(board, {
    ...state.highlights,
    conflicts: Board.conflicts(board),
    marks: state.pencil ? pencilMarks(board) : null,
    editing: state.editing,
  });
  $('undo').disabled = !state.history.canUndo;
  $('redo').disabled = !state.history.canRedo;
  $('editing').checked = state.editing;
  $('pencil').checked = state.pencil;
}

/** Each empty cell's candidates, less those hints removed; null while letters clash. */
function pencilMarks(board) {
  try {
    const plain = candidates(Board.letters(board));
    return Array.from(plain, (bits, i) => bits & ~board.removed[i]);
  } catch {
    return null;
  }
}

// ---- Saving: the board survives a reload, and the address names its puzzle ----

function save() {
  const board = present();
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ board, editing: state.editing }));
  } catch {
    // Storage can be full or switched off; the page works without it.
  }
  const address = new URL(location.href);
  address.hash = Board.givenCount(board) > 0 ? board.givens : '';
  if (address.href !== location.href) history.replaceState(null, '', address.href.replace(/#$/, ''));
}

function restore() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    const board = Board.revive(saved?.board);
    return board ? { board, editing: saved.editing === true } : null;
  } catch {
    return null;
  }
}

/** The puzzle in the address after '#', as 256 characters; null if there is none. */
function puzzleInAddress() {
  try {
    // Inside the try: a malformed escape (a link cut short, "%E0%A4") throws here too.
    const text = decodeURIComponent(location.hash.slice(1));
    if (text.trim() === '') return null;
    return parse(text);
  } catch (error) {
    say(`The puzzle in the address cannot be read: ${error.message}.`);
    return null;
  }
}

function load(puzzle, message) {
  state.editing = false;
  commit(Board.fromPuzzle(puzzle));
  say(message);
}

// ---- Typing ----

function enter(index, letter) {
  const board = present();
  if (letter === undefined) return render(); // a key that is not a letter
  if (board.givens[index] !== '.' && !state.editing) {
    render();
    return say(`${Board.cellName(index)} is a given. Tick “Edit givens” to change the puzzle.`);
  }
  const next = Board.put(board, index, letter, state.editing ? Board.Source.GIVEN : Board.Source.USER);
  if (next === board) return render();
  commit(next);
  announce(next, index, letter);
}

/** After a letter is typed: a clash it makes, or a grid it completes. */
function announce(board, index, letter) {
  if (letter === null) return say('');
  const clash = Board.UNITS.findIndex(
    (unit) => unit.includes(index) && unit.some((i) => i !== index && Board.letterAt(board, i) === letter),
  );
  if (clash >= 0) {
    const unit = `${UNIT_KINDS[clash % 3]} ${Math.floor(clash / 3) + 1}`;
    say(`${letter} is already in ${unit}.`);
  } else if (!Board.letters(board).includes('.') && Board.conflicts(board).size === 0) {
    say('Solved: every row, column and box holds each letter once.');
  } else {
    say('');
  }
}

function paste(event) {
  // Read now: the clipboard's data is gone once the event is over.
  const text = event.clipboardData?.getData('text') ?? '';
  const cell = grid.active;
  const inGrid = Boolean(event.target.closest?.('.grid'));
  event.preventDefault();
  whenStarted(() => {
    if (inGrid && text.trim().length === 1) {
      return enter(cell, Board.LETTERS.includes(text.trim().toUpperCase()) ? text.trim().toUpperCase() : undefined);
    }
    try {
      load(parse(text), 'Puzzle pasted.');
    } catch (error) {
      say(`The pasted text is not a puzzle: ${error.message}. Nothing was changed.`);
    }
  })();
}

// ---- The engine's actions ----

/**
 * Calls the engine with `request(signal)`; null if it failed (and said why). `stale`
 * tells that the board changed while the engine worked, so that the answer no longer
 * fits it.
 */
async function ask(request) {
  const before = present();
  try {
    const result = await cancellable(request);
    return { result, stale: present() !== before };
  } catch (error) {
    say(error.name === 'AbortError' ? 'Cancelled.' : sentence(error.message));
    return null;
  }
}

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

/** The engine's message as a sentence: "Gave up after 1.5 s." */
function sentence(message) {
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`.replace(/\.\.$/, '.');
}

async function solve() {
  const board = present();
  const answer = await ask((signal) => engine.solve(Board.letters(board), { signal }));
  if (!answer) return;
  if (answer.stale) return say('The grid changed while the solver worked; press Solve again.');
  const { status, solution } = answer.result;
  if (status === 'unique') {
    commit(Board.fill(board, solution, Board.Source.SOLVER));
    say('Solved.');
  } else if (status === 'multiple') {
    say('This puzzle has more than one solution. Add givens until it has one.');
  } else if (status === 'none') {
    say(
      Board.entryCount(board) > 0
        ? 'This puzzle has no solution with the letters entered. Check shows the wrong ones.'
        : 'This puzzle has no solution.',
    );
  } else {
    say('The solver gave up: this grid needs more search than a page should spend.');
  }
}

/**
 * Hint gives a step a level at a time: first the technique and where to look; pressed
 * again, the cells of its pattern (as More does); a third time, the step itself (as
 * Apply does). What is not a step (a full grid, no solution, several) shows at once.
 */
async function hint() {
  if (pendingClue()) return state.clue.level === 'vague' ? more() : apply();
  const board = present();
  const known = { givens: board.givens, marks: Board.keptMarks(board) };
  const answer = await ask((signal) => engine.hint(Board.letters(board), known, { signal }));
  if (!answer) return;
  if (answer.stale) return say('The grid changed while the hint was sought; press Hint again.');
  const step = answer.result;
  if (step === null) return say('The grid is complete.');
  if (step.status === 'none') {
    changed({ ...NO_HIGHLIGHTS, wrong: new Set(step.wrong.map(indexOf)) });
    return say(step.explanation);
  }
  if (step.status === 'multiple' || step.status === 'gave-up') return say(step.explanation);
  // Earlier hints' highlights would point at cells this clue does not name.
  state.highlights = NO_HIGHLIGHTS;
  render();
  offer({ board, step, level: 'vague' });
}

/** The hint being given, if it still fits the board shown; null otherwise. */
function pendingClue() {
  return state.clue?.board === present() ? state.clue : null;
}

/** Shows `clue` at its level, with More (while there is more) and Apply beside it. */
function offer(clue) {
  state.clue = clue;
  show(clue.step[clue.level]);
  const more = $('more');
  // A focused button that is disabled loses the keyboard: hand it on to Apply.
  if (clue.level !== 'vague' && document.activeElement === more) $('apply').focus();
  more.disabled = clue.level !== 'vague';
  $('clue').hidden = false;
}

/** Ends the hint being given, if any, and hides its buttons. */
function dropClue() {
  state.clue = null;
  const panel = $('clue');
  // Keep the keyboard on the page's actions rather than on a button about to vanish.
  if (panel.contains(document.activeElement)) $('hint').focus();
  panel.hidden = true;
}

/** More: the pending hint's pattern, named in the status line and highlighted. */
function more() {
  const clue = pendingClue();
  if (!clue || clue.level !== 'vague') return;
  state.highlights = { ...NO_HIGHLIGHTS, pattern: new Set(clue.step.cells.map(indexOf)) };
  render();
  offer({ ...clue, level: 'concrete' });
}

/** Apply: the pending hint's step, made on the board it was found for. */
function apply() {
  const clue = pendingClue();
  if (clue) applyStep(clue.board, clue.step);
}

/** Puts `step`'s letters and takes out its candidates (undoably), and says why. */
function applyStep(board, step) {
  let next = board;
  for (const placement of step.placements) {
    next = Board.put(next, indexOf(placement), placement.letter, Board.Source.HINT);
  }
  for (const elimination of step.eliminations) {
    next = Board.removeCandidates(next, indexOf(elimination), Board.bitsOf(elimination.letters));
  }
  const targets = new Set([...step.placements, ...step.eliminations].map(indexOf));
  commit(next, { ...NO_HIGHLIGHTS, pattern: new Set(step.cells.map(indexOf)), targets });
  say(step.explanation);
}

async function check() {
  const board = present();
  const answer = await ask((signal) => engine.solve(board.givens, { signal }));
  if (!answer) return;
  if (answer.stale) return say('The grid changed during the check; press Check again.');
  const { status, solution } = answer.result;
  if (status === 'multiple') return say('This puzzle has more than one solution, so there is no one answer to check against.');
  if (status === 'gave-up') return say('The solver gave up on this puzzle, so there is no answer to check against.');
  if (status !== 'unique') return say('This puzzle has no solution, so there is no answer to check against.');
  const wrong = [];
  for (let i = 0; i < Board.CELLS; i++) {
    if (board.givens[i] === '.' && board.entries[i] !== '.' && board.entries[i] !== solution[i]) wrong.push(i);
  }
  changed({ ...NO_HIGHLIGHTS, wrong: new Set(wrong) });
  if (wrong.length > 0) {
    const plural = wrong.length === 1 ? 'letter differs' : 'letters differ';
    say(`${wrong.length} ${plural} from the solution: ${wrong.map(Board.cellName).join(', ')}.`);
  } else {
    say(Board.entryCount(board) > 0 ? 'Every letter entered agrees with the solution.' : 'No letters entered yet.');
  }
}

async function newPuzzle() {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const difficulty = $('difficulty').value;
  const made = await ask((signal) => engine.generate({ seed, difficulty }, { signal }));
  if (!made) return;
  const puzzle = made.result;
  // Grading takes milliseconds next to generating; without it the puzzle still loads.
  let grade = null;
  let failed = null;
  try {
    grade = await cancellable((signal) => engine.grade(puzzle, { signal }));
  } catch (error) {
    if (error.name !== 'AbortError') failed = error.message;
  }
  load(puzzle, describe(puzzle, difficulty, grade, failed));
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

function clear() {
  const board = present();
  if (Board.entryCount(board) > 0 || board.removed.some((bits) => bits !== 0)) {
    commit(Board.withoutEntries(board));
    say('Cleared the letters entered; the givens stay. Press Clear again to clear them too.');
  } else if (Board.givenCount(board) > 0) {
    state.editing = true;
    commit(Board.EMPTY);
    say('Cleared the whole grid: type a puzzle, or paste one.');
  }
}

async function share() {
  const board = present();
  if (Board.givenCount(board) === 0) return say('There is nothing to share yet: the grid has no givens.');
  const link = new URL(location.href);
  link.hash = board.givens;
  try {
    await navigator.clipboard.writeText(link.href);
    say('A link to this puzzle is copied.');
  } catch {
    say(`Copy this link to share the puzzle: ${link.href}`);
  }
}

function undo() {
  if (state.history.undo()) changed();
}

function redo() {
  if (state.history.redo()) changed();
}

const indexOf = ({ row, col }) => row * Board.SIZE + col;

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

/**
 * `action` as a handler that works from the moment the page shows: while the page is
 * still loading its module and its board, it runs once they are there (in the order
 * the player acted); it never runs if they fail to load (the status line says why).
 */
function whenStarted(action) {
  return (...args) => {
    if (isStarted) return action(...args);
    started.then(() => action(...args), () => {});
  };
}

function bind() {
  const actions = { solve, hint, more, apply, check, undo, redo, clear, new: newPuzzle, share };
  for (const [id, action] of Object.entries(actions)) $(id).addEventListener('click', whenStarted(action));
  $('cancel').addEventListener('click', cancel);
  $('pencil').addEventListener('change', whenStarted((event) => {
    state.pencil = event.target.checked;
    render();
  }));
  $('editing').addEventListener('change', whenStarted((event) => {
    state.editing = event.target.checked;
    // Not a change of the board: the highlights and a hint being given stay.
    save();
    render();
  }));
  document.addEventListener('paste', paste);
  document.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) whenStarted(undo)();
    else if (key === 'y' || (key === 'z' && event.shiftKey)) whenStarted(redo)();
    else return;
    event.preventDefault();
  });
  window.addEventListener('hashchange', whenStarted(() => {
    const puzzle = puzzleInAddress();
    if (puzzle && puzzle !== present().givens) load(puzzle, 'Puzzle loaded from the address.');
  }));
}

function start() {
  grid = new GridView($('grid'), { onEnter: whenStarted(enter) });
  buildKeypad($('keypad'), whenStarted((letter) => enter(grid.active, letter)));
  // The core, fetched and compiled once for the page and the engine's worker both.
  const core = WebAssembly.compileStreaming(fetch(new URL('../pkg/hexadoku_bg.wasm', import.meta.url)));
  engine = new Engine({ onBusy: showProgress, onIdle: hideProgress, module: core });
  started = restoreBoard(core);
  started.then(() => {
    isStarted = true;
    document.body.dataset.ready = 'true';
    keepForOffline();
  }, () => {});
  bind();
}

/** Loads the page's module, then shows the board of the address or the one saved. */
async function restoreBoard(core) {
  try {
    await init({ module_or_path: await core });
  } catch (error) {
    say(`The solver could not be loaded (${error.message}). Build it with “npm start”.`);
    throw error;
  }
  const saved = restore();
  // After a reload the address names the saved puzzle, which may be one still being typed
  // with clashing givens: that is the saved board, not a link to read.
  const fromAddress = location.hash.slice(1) === saved?.board.givens ? null : puzzleInAddress();
  if (fromAddress && fromAddress !== saved?.board.givens) {
    // The link's puzzle goes on top of the saved one, so that Undo brings that back.
    const linked = Board.fromPuzzle(fromAddress);
    const kept = saved && Board.letters(saved.board) !== Board.letters(Board.EMPTY) ? saved.board : null;
    state.history = new History(kept ?? linked);
    state.history.push(linked);
    say(kept ? 'Puzzle loaded from the address; Undo goes back to the one you had.' : 'Puzzle loaded from the address.');
  } else if (saved) {
    state.history = new History(saved.board);
    state.editing = saved.editing;
  } else {
    state.editing = true;
  }
  changed();
}

start();
