// The solving path from a board, the Engine's `path`: every step of logic from the grid
// to its end, each the core's hint for the board the steps before it leave, rated as a
// logical path rates it (`rated: true`: a forcing chain measured by tracing its
// branches), and their grade. The core has no path of its own: made here of its hints,
// in the engine's worker, this module is loaded there when a path is first asked, and
// weighs nothing on a page's first load. Its steps, ratings and grade are those of
// `hexadoku explain --json` (the core's src/hint/path.rs), which tests/js/path.test.mjs
// checks.

import { applyStep } from './apply-step.js';
import { LETTERS } from '../words/symbols.js';

/**
 * Every technique by its identifier, in the core's ladder order (tests/contract.rs keeps
 * the two equal): a grade counts them in this order, and of two steps rated alike, the
 * one later on the ladder is the harder.
 */
const LADDER = [
  'full-house', 'hidden-single', 'direct-pointing', 'direct-claiming', 'direct-hidden-pair', 'naked-single',
  'direct-hidden-triple', 'pointing', 'claiming', 'naked-pair', 'x-wing', 'hidden-pair', 'naked-triple',
  'swordfish', 'hidden-triple', 'xy-wing', 'direct-hidden-quad', 'xyz-wing', 'unique-rectangle-1', 'unique-rectangle-2',
  'unique-rectangle-4', 'unique-rectangle-3', 'naked-quad', 'jellyfish', 'hidden-quad', 'naked-subset-5',
  'bug-plus-one', 'squirmbag', 'hidden-subset-5', 'naked-subset-6', 'whale', 'skyscraper', 'two-string-kite',
  'w-wing', 'colour-wrap', 'colour-trap', 'x-chain', 'hidden-subset-6', 'xy-chain', 'naked-subset-7',
  'alternating-inference-chain', 'leviathan', 'hidden-subset-7', 'als-xz', 'cell-forcing-chain',
  'unit-forcing-chain', 'dynamic-cell-forcing-chain', 'dynamic-unit-forcing-chain', 'nested-cell-forcing-chain',
  'nested-unit-forcing-chain', 'last-resort',
];

/**
 * The difficulty bands, each with the highest rating it takes, as the core's
 * `Difficulty::of_rating` has them (tests/contract.rs keeps the two equal); above the
 * last, 'expert'.
 */
const BANDS = [['easy', 2.3], ['medium', 4.0], ['hard', 6.6], ['tough', 7.9]];

/** The band of a rating. */
export const bandOf = (rating) => BANDS.find(([, most]) => rating <= most)?.[0] ?? 'expert';

/**
 * The budget of a call whose options name none: the core's for a page (`Budget::
 * INTERACTIVE`, which tests/contract.rs checks).
 */
const PAGE_BUDGET = { nodes: 5e6, seconds: 1.5 };

/**
 * The path from the grid `text`, asked with a hint's options (`givens`, `marks`,
 * `symbols`, `solution`, `budget`), of the WebAssembly module `core`: `{ status: 'path',
 * steps, hardest, grade }`, the answer engine.d.ts declares as `PathResult` (its
 * sentences and techniques still as the core gives them, data, for the worker to
 * write); or the first hint's answer where it is not a step, and `multiple` for letters
 * with several solutions. The budget's `seconds` are for the whole path, its `nodes`
 * for each search: past either, it throws as the core does (code 'gave-up', the words
 * `gave-up-path`).
 * @param {typeof import('../../pkg/hexadoku.js')} core
 * @param {string} text
 * @param {object} [options]
 */
export function path(core, text, options) {
  const started = performance.now();
  const asked = { ...options, rated: true, drawing: false };
  const first = spending(() => core.hint(text, asked));
  if (first.status !== 'step') return first;
  // The first hint read the options, and refused any it would not take.
  const { nodes, seconds } = options?.budget ?? PAGE_BUDGET;
  const deadline = seconds == null ? Infinity : started + seconds * 1000;
  /** What is left of the budget for the next call of the core. */
  const left = () => {
    const now = performance.now();
    if (now >= deadline) throw outOfBudget(timeRanOut(seconds));
    return { nodes, seconds: deadline === Infinity ? seconds : (deadline - now) / 1000 };
  };
  // The letters, now known to have a solution, as 256 letters A–P; then their only
  // solution, proved (a hint's steps from here on may assume it), or none to go to.
  const line = core.readPuzzle(text).puzzle;
  let { givens, solution } = asked;
  if (solution == null) {
    const solved = spending(() => core.solve(line, { budget: left() }), seconds);
    if (solved.status !== 'unique') return { status: 'multiple', explanation: { id: 'path-several-solutions', args: {} } };
    ({ solution } = solved);
    givens = line;
  }
  // The board as the hints are asked on it, changed in place: its letters, and the marks
  // (every letter where the caller gave none: a hint keeps only those the letters allow).
  const board = {
    letters: [...line],
    marks: asked.marks == null ? new Uint16Array(256).fill(0xffff) : Uint16Array.from(asked.marks),
  };
  const steps = [];
  let answer = first;
  while (answer.status === 'step') {
    const { status, drawing, ...step } = answer;
    steps.push(step);
    applyStep(board, step, placed, removed);
    const { letters, marks } = board;
    answer = spending(() => core.hint(letters.join(''), { ...asked, givens, solution, marks, budget: left() }), seconds);
  }
  // After a first step on letters with one solution, every hint is a step until the
  // grid is complete; were it not, its answer says why.
  if (answer.status !== 'complete') return answer;
  return { status: 'path', steps, ...graded(steps) };
}

/** `board` with `letter` placed in cell `index`. */
function placed(board, index, letter) {
  board.letters[index] = letter;
  return board;
}

/** `board` with `letters` removed from cell `index`'s marks. */
function removed(board, index, letters) {
  for (const letter of letters) board.marks[index] &= ~(1 << LETTERS.indexOf(letter));
  return board;
}

/**
 * The index of the hardest of `steps`, `hardest` (the first of the highest rating, and
 * of steps rated alike, the technique later on the ladder), and their `grade`, as the
 * core grades a logical solve.
 */
function graded(steps) {
  const rank = ({ technique }) => LADDER.indexOf(technique);
  let hardest = 0;
  steps.forEach((step, i) => {
    const most = steps[hardest];
    if (step.rating > most.rating || (step.rating === most.rating && rank(step) > rank(most))) hardest = i;
  });
  const counts = new Map();
  for (const { technique } of steps) counts.set(technique, (counts.get(technique) ?? 0) + 1);
  const { rating, technique } = steps[hardest];
  const grade = {
    rating,
    difficulty: bandOf(rating),
    hardest: technique,
    logicOnly: !counts.has('last-resort'),
    steps: LADDER.filter((id) => counts.has(id)).map((id) => ({ technique: id, count: counts.get(id) })),
  };
  return { hardest, grade };
}

/**
 * What `call` of the core answers; if it gave up, the path did, with what ran out (out
 * of time, after the path's `seconds`): an error as the core's are (`code`, and
 * `words`, the message `gave-up-path`).
 */
function spending(call, seconds) {
  try {
    return call();
  } catch (error) {
    const gaveUp = error?.code === 'gave-up' ? error.words?.args?.['gave-up']?.message : undefined;
    if (!gaveUp) throw error;
    throw outOfBudget(gaveUp.args?.limit?.word === 'time' && seconds != null ? timeRanOut(seconds) : gaveUp);
  }
}

/** The message that the time ran out after `seconds`. */
const timeRanOut = (seconds) => ({ id: 'gave-up', args: { limit: { word: 'time' }, seconds: { seconds } } });

/** The error of a path that gave up: `gaveUp` (a `gave-up` message) says what ran out. */
function outOfBudget(gaveUp) {
  const words = { id: 'gave-up-path', args: { 'gave-up': { message: gaveUp } } };
  return Object.assign(new Error(words.id), { code: 'gave-up', words });
}
