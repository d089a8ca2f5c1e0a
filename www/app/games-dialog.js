// The player's games on the page: Games, a dialog of the statistics (games solved at each
// level, the best and median times, the daily streak, exportable as a file), the games
// in progress, each resumable, and those finished; the card of a game just finished (its
// time, level, hints and checks, the best time at its level, and the next puzzle); and
// Enter a puzzle, a game of the player's own. Loaded when first used (app.js): a first
// visit does without it.

import { Page } from '../words/page.js';
import { dayOf } from './daily.js';
import { made } from './dom.js';
import { statistics } from './records.js';
import { formatTime } from './timer.js';
import * as GameState from '../board/game-state.js';

/** How many finished games the dialog lists, the newest first. */
const LISTED = 20;

/** Each level's name, as New's choice names it ("Hard"). */
const LEVEL_NAMES = { easy: Page.easy, medium: Page.medium, hard: Page.hard, tough: Page.tough, expert: Page.expert };

/** A level's name, or Unrated. */
const levelName = (level) => LEVEL_NAMES[level] ?? Page.unrated;

/** A time, or a dash for none. */
const timeOr = (ms) => (ms === null ? Page.noTime : formatTime(ms));

/**
 * A modal dialog titled `title`, holding `content` and a Close button, shown at once and
 * removed from the page once closed; focus goes back where it was.
 */
function showDialog(id, title, content) {
  document.getElementById(id)?.remove();
  const heading = made('h2', { id: `${id}-title`, tabIndex: -1, autofocus: true }, title);
  const close = made('button', { type: 'submit' }, Page.close);
  const form = made('form', { method: 'dialog' }, heading, ...content, close);
  const dialog = made('dialog', { id, className: 'panel' }, form);
  dialog.setAttribute('aria-labelledby', heading.id);
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}

/** A button of type button, doing `action` when pressed. */
function button(label, action) {
  const element = made('button', { type: 'button' }, label);
  element.addEventListener('click', action);
  return element;
}

/** A table with `caption`, the column headers `columns`, and a row of cells for each of `rows`. */
function table(caption, columns, rows) {
  const head = made('tr', {}, ...columns.map((column) => made('th', { scope: 'col' }, column)));
  const body = rows.map(([name, ...cells]) => made('tr', {}, made('th', { scope: 'row' }, name), ...cells.map((cell) => made('td', {}, cell))));
  return made('table', {}, made('caption', {}, caption), made('thead', {}, head), made('tbody', {}, ...body));
}

/** The statistics of `records`, and Export, which saves them all as a file. */
function statisticsPart(records) {
  const stats = statistics(records, dayOf());
  const rows = stats.levels.map(({ level, solved, best, median }) => [levelName(level), Page.count(solved), timeOr(best), timeOr(median)]);
  const columns = [Page.levelColumn, Page.solvedColumn, Page.bestColumn, Page.medianColumn];
  const streak = made('p', {}, Page.dailyStreak(stats.streak.current, stats.streak.best));
  const exported = button(Page.exportGames, () => exportGames(records));
  return [table(Page.statistics, columns, rows), streak, exported];
}

/** Saves `records` as a JSON file the player downloads. */
function exportGames(records) {
  const file = new Blob([JSON.stringify({ games: records }, null, 2)], { type: 'application/json' });
  const link = made('a', { href: URL.createObjectURL(file), download: `hexadoku-games-${dayOf()}.json` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** A game in progress as a list item: its level, progress, time and day begun, and Resume. */
function inProgressItem(record, resume) {
  const filled = GameState.letters(record.board).replaceAll('.', '').length;
  const what = Page.gameInProgress(levelName(record.level), filled, formatTime(record.elapsed), Page.date(record.started));
  return made('li', {}, made('span', {}, what), ' ', button(Page.resumeGame, () => resume(record)));
}

/** A finished game as a list item: its level, time, day and who finished it. */
const finishedItem = (record) =>
  made('li', {}, Page.gameFinished(levelName(record.level), formatTime(record.elapsed), Page.date(record.finished), record.by));

/**
 * Games: shows the player's games (`page.games()`, games.js's Games): the statistics,
 * the games in progress, each resumed on the board, and the latest finished.
 */
export async function showGames(page) {
  const games = await page.games();
  if (!games) return;
  const records = games.records();
  const current = games.current;
  const all = current?.finished ? records : [...records, ...(current ? [current] : [])];
  const playing = records.filter((r) => r.finished === undefined && r.board);
  const finished = records.filter((r) => r.finished !== undefined).slice(0, LISTED);
  let dialog;
  const resumed = (record) => {
    dialog.close();
    resume(page, games.take(record.id) ?? record);
  };
  const list = (items, none) => (items.length > 0 ? made('ul', {}, ...items) : made('p', {}, none));
  dialog = showDialog('games-dialog', Page.gamesTitle, [
    ...statisticsPart(all),
    made('h3', {}, Page.inProgress),
    list(playing.map((record) => inProgressItem(record, resumed)), Page.noneInProgress),
    made('h3', {}, Page.finished),
    list(finished.map(finishedItem), Page.noneFinished),
  ]);
}

/**
 * Enter a puzzle: an empty grid whose givens the player types (the game on the board
 * joins the list of games if it was begun); pressed again, the puzzle typed is played.
 */
export function enterPuzzle({ board, say, changed }) {
  if (board.editing) {
    board.editing = false;
  } else {
    board.paused = false;
    if (GameState.letters(board.board) !== GameState.EMPTY.givens) board.board = GameState.EMPTY;
    board.editing = true;
    say(Page.enterGivens);
  }
  changed();
}

/** Resumes `record`, a game in progress of the list: its board on the board, and its time (app.js). */
function resume({ board, changed, say }, record) {
  board.paused = false;
  board.board = record.board;
  board.editing = false;
  changed();
  say(Page.gameResumed);
}

/**
 * The board's game finished by `by` ('player' or 'solver'): kept as finished in the
 * list, and, when the player finished it, its card shown.
 */
export async function finish(page, by) {
  const games = await page.games();
  const done = games?.finish(by, page.elapsedOn(page.board.givens));
  page.save();
  if (done && by === 'player') showFinished(page, done);
}

/**
 * Shows the card of the game just finished (`done`, as games.js's `finish` answers it):
 * its time, level and rating, hints and checks used, and the best time at its level;
 * Next puzzle, a new one at its level, and the player's games.
 */
function showFinished(page, { record, best }) {
  const lines = [
    Page.cardTime(formatTime(record.elapsed)),
    record.rating === null ? Page.cardLevel(levelName(record.level)) : Page.cardLevelRated(levelName(record.level), Page.rating(record.rating)),
    Page.cardHelp(record.hints, record.checks),
  ];
  if (record.level !== null) {
    lines.push(best === null || record.elapsed < best ? Page.cardNewBest(levelName(record.level)) : Page.cardBest(levelName(record.level), formatTime(best)));
  }
  let dialog;
  const then = (action) => () => {
    dialog.close();
    action();
  };
  const next = () => {
    if (record.level) document.getElementById('difficulty').value = record.level;
    page.newPuzzle();
  };
  const nextButton = button(Page.nextPuzzle, then(next));
  dialog = showDialog('finished-card', record.daily ? Page.dailyDone : Page.solvedTitle, [
    ...lines.map((line) => made('p', {}, line)),
    made('p', { className: 'actions' }, nextButton, ' ', button(Page.yourGames, then(() => showGames(page)))),
  ]);
  // Ctrl+Z (⌘Z) undoes the last letter (app.js, as the key reaches the page): the game is
  // no longer finished, and its card goes.
  dialog.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') dialog.close();
  });
  nextButton.focus();
}
