// The page's New, Daily puzzle, Share, Share game and Copy puzzle: a puzzle generated and
// graded by the engine (the daily one made from the date; a first visit's made with the
// site), a link that names the puzzle shown (and the game in progress on it), and its
// givens as text in the symbol set chosen; and a shared game's link opened.
// Each takes the page's `board` (<hexadoku-board>) and `say` (its status line), and what
// else it needs of the page (app.js).

import * as GameState from '../board/game-state.js';
import { Page } from '../words/page.js';
import { dailyPuzzle as daily, dayOf } from './daily.js';
import { formatTime } from './timer.js';
import * as FirstPuzzles from './generated/first-puzzles.js';

const $ = (id) => document.getElementById(id);

/**
 * New: a puzzle of the difficulty chosen, generated and graded by the engine, each call
 * one Cancel may stop (`cancellable`), then loaded with a sentence that says what it is.
 * @param {{ board: HTMLElement, say: Function, cancellable: Function, load: Function, games: Function }} page
 */
export async function newPuzzle(page) {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const difficulty = $('difficulty').value;
  const result = await made(page, { seed, difficulty });
  if (result) await page.load(result.puzzle, Page.newPuzzle(result));
}

/**
 * A first visit's puzzle, at once: one of the puzzles of the default difficulty made when
 * the site was built (generated/first-puzzles.js), so that the first visit needs neither
 * the generator's time nor the grader's module; graded in the background as any puzzle
 * is. Another difficulty chosen is made as New makes it.
 * @param {{ board: HTMLElement, say: Function, cancellable: Function, load: Function, games: Function }} page
 */
export async function firstPuzzle(page) {
  if ($('difficulty').value !== FirstPuzzles.difficulty) return newPuzzle(page);
  const [pick] = crypto.getRandomValues(new Uint32Array(1));
  const puzzle = FirstPuzzles.puzzles[pick % FirstPuzzles.puzzles.length];
  const givens = GameState.givenCount(GameState.fromPuzzle(puzzle));
  return page.load(puzzle, Page.newPuzzle({ difficulty: FirstPuzzles.difficulty, givens, grade: null }));
}

/**
 * Daily puzzle: today's, the same for everyone today (daily.js), made with no time limit
 * so that no machine's speed changes it, then loaded as New's. Today's, once solved, is
 * not loaded again: the player is told their time.
 * @param {{ board: HTMLElement, say: Function, cancellable: Function, load: Function, games: Function }} page
 */
export async function dailyPuzzle(page) {
  const { day, seed, difficulty } = daily(dayOf());
  const games = await page.games();
  const solved = games?.records().find((r) => r.daily === day && r.by === 'player');
  if (solved) return page.say(Page.dailySolved(formatTime(solved.elapsed)));
  const result = await made(page, { seed, difficulty, budget: UNTIMED }, day);
  if (result) await page.load(result.puzzle, Page.dailyPuzzle(Page.newPuzzle(result)));
}

/** No limit but Cancel: a puzzle made the same on every machine. */
const UNTIMED = { nodes: Infinity, seconds: Infinity };

/**
 * A puzzle of `wanted` (`generate`'s options), generated and graded, each call one Cancel
 * may stop, and told to the games (the daily puzzle of `day`, if it is one):
 * `{ puzzle, difficulty, givens, grade, failed }`, or null, having said why not.
 */
async function made({ board, say, cancellable, games }, wanted, day = null) {
  let puzzle;
  try {
    puzzle = await cancellable((signal) => board.engine.generate({ ...wanted, signal, lang: Page.lang }));
  } catch (error) {
    say(await Page.failed(error));
    return null;
  }
  // Grading takes milliseconds next to generating; without it the puzzle still loads.
  let grade = null;
  let failed = null;
  try {
    grade = await cancellable((signal) => board.engine.grade(puzzle, { signal, lang: Page.lang }));
  } catch (error) {
    if (error.code !== 'aborted') failed = error.message;
  }
  const { difficulty } = wanted;
  const rating = grade ? Number(grade.rating.toFixed(1)) : null;
  (await games())?.expect({ givens: puzzle, level: grade?.difficulty ?? difficulty, rating, daily: day });
  const givens = GameState.givenCount(GameState.fromPuzzle(puzzle));
  return { puzzle, difficulty, givens, grade, failed };
}

/**
 * Share: a link to the page that names the puzzle shown, copied, or said for the player
 * to copy where the clipboard is out of reach.
 * @param {{ board: HTMLElement, say: Function }} page
 */
export async function share({ board, say }) {
  if (!/[A-P]/.test(board.givens)) return say(Page.nothingToShare);
  await copyLink(board.givens, Page.linkCopied, say);
}

/**
 * Share game: a link that names the puzzle and the game in progress on it, the player's
 * letters and notes (game-link.js), copied or said, as Share's.
 * @param {{ board: HTMLElement, say: Function }} page
 */
export async function shareGame({ board, say }) {
  if (!/[A-P]/.test(board.givens)) return say(Page.nothingToShare);
  const { gameLink } = await import('./game-link.js');
  await copyLink(gameLink(board.board), Page.gameLinkCopied, say);
}

/**
 * Opens the game that `text`, Share game's part of a link, names (the puzzle, the
 * player's letters and notes, game-link.js) on top of the game on the board, as one
 * change that Undo takes back. A link that is not one, or whose givens clash or are none,
 * leaves the board as it was, saved, and says why.
 * @param {{ board: HTMLElement, say: Function, changed: Function }} page
 * @param {string} text
 */
export async function openGame({ board, say, changed }, text) {
  const { readGameLink } = await import('./game-link.js');
  const game = readGameLink(text);
  if (!game) return say(Page.unreadableAddress(Page.addressGameDamaged));
  // A game is on a puzzle as Share's links name one: givens, and none that clash.
  if (!/[A-P]/.test(game.givens) || GameState.conflicts(GameState.fromPuzzle(game.givens)).size > 0) {
    return say(Page.unreadableAddress(Page.addressGameClashes));
  }
  board.paused = false;
  const before = board.board;
  const { past } = board.undoHistory;
  const sources = game.entries.replace(/[A-P]/g, 'u');
  board.board = { ...game, sources, removed: new Array(256).fill(0) };
  // Nothing to go back to on an empty board with no past.
  if (past.length > 0 || GameState.letters(before) !== GameState.EMPTY.givens) board.undoHistory = { past: [...past, before], future: [] };
  board.editing = false;
  changed();
  say(Page.gameFromAddress);
}

/** Copies a link to the page with `hash`, saying `copied`, or says the link to copy by hand. */
async function copyLink(hash, copied, say) {
  const link = new URL(location.href);
  link.hash = hash;
  try {
    await navigator.clipboard.writeText(link.href);
    say(copied);
  } catch {
    say(Page.shareByHand(link.href));
  }
}

/**
 * Copy puzzle: the givens, in the symbol set chosen (`symbols`, a name of game-state.js's
 * SYMBOLS), as text for the clipboard.
 * @param {{ board: HTMLElement, say: Function, symbols: string }} page
 */
export async function copyPuzzle({ board, say, symbols }) {
  const givens = board.givens;
  if (!/[A-P]/.test(givens)) return say(Page.nothingToCopy);
  const set = Page.symbolSets[symbols];
  // As the core writes puzzles: one line of 256, or, for the numbers 1–16, 16 rows.
  const layout = symbols === 'numbers' ? 'rows' : 'line';
  let text;
  try {
    text = await board.engine.formatPuzzle(givens, { layout, symbols, lang: Page.lang });
  } catch (error) {
    return say(await Page.failed(error));
  }
  try {
    await navigator.clipboard.writeText(text);
    say(Page.puzzleCopied(set));
  } catch {
    say(Page.clipboardRefused);
  }
}
