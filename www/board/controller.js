// What <hexadoku-board> asks its engine: to read a puzzle, to solve the grid, to check
// it, for the next hint, and, in the background, to prove the puzzle just shown. An
// answer is only used on the board it was asked for: if the grid changed meanwhile, the
// status line says to ask again. Failures are said there too, and fire
// `hexadoku-error` (sentences.js has the words).

import { Engine } from '../engine/engine.js';
import { applyStep } from '../engine/apply-step.js';
import * as GameState from './game-state.js';
import { NO_HIGHLIGHTS, highlightsOf } from './highlights.js';
import { failureSentence } from '../words/sentences.js';
import { languageOf, wordsOf } from './board-words.js';

/** The engine of every board that was not given one: started when first needed. */
let sharedEngine = null;
const defaultEngine = () => (sharedEngine ??= new Engine());

export class BoardController {
  #element;
  #game;
  #form;
  /** @type {Engine | null} the page's, or null for the shared one */
  #engine = null;
  /** The latest `puzzle` attribute read: earlier reads still under way are dropped. */
  #puzzleRead = 0;
  /** The engine's answer to solving the givens, asked when they were loaded: `{ givens, answer }`. */
  #proof = null;
  /**
   * The controller of `element`, which asks its engine and changes `game`; a `puzzle`
   * attribute read sets what `form` resets to.
   * @param {HTMLElement} element the HexadokuBoard
   * @param {import('./game.js').Game} game
   * @param {import('./form.js').BoardForm} form
   */
  constructor(element, game, form) {
    this.#element = element;
    this.#game = game;
    this.#form = form;
  }

  /** The element's words, in its language (board-words.js). */
  get #words() {
    return wordsOf(this.#element);
  }

  /** The options every call of the engine's takes from the element: its language. */
  get #asked() {
    return { lang: languageOf(this.#element) };
  }

  /**
   * The Engine asked (the element's `engine`): the one set, or else the one shared by
   * every board that was not given one. Setting null goes back to the shared one.
   * @type {Engine}
   */
  get engine() {
    return this.#engine ?? defaultEngine();
  }

  set engine(engine) {
    this.#engine = engine ?? null;
  }

  /**
   * Solves the grid and fills it (the element's `solve`).
   * @param {AbortSignal} [signal]
   * @returns {Promise<boolean>} whether the grid was solved
   */
  async solve(signal) {
    const board = this.#game.present;
    const request = (signal) => this.engine.solve(GameState.letters(board), { ...this.#asked, signal });
    const answer = await this.ask(request, signal, this.#words.solverGaveUp);
    if (!answer) return false;
    if (this.#game.present !== board) {
      this.#game.say(this.#words.changedWhileSolving);
      return false;
    }
    const { status, solution } = answer.result;
    if (status === 'unique') {
      this.#game.commit(GameState.fill(board, solution, GameState.Source.SOLVER), NO_HIGHLIGHTS, 'solver');
      this.#game.say(this.#words.solved);
      return true;
    }
    if (status === 'multiple') this.#game.fail(this.#words.severalSolutions);
    else this.#game.fail(GameState.entryCount(board) > 0 ? this.#words.noSolutionWithEntries : this.#words.noSolution);
    return false;
  }

  /**
   * The next step of logic (the element's `hint`): applied at once, or with `reveal` a
   * level at a time: first the technique and where to look; asked again, the cells of
   * its pattern, highlighted; a third time, applied. Without `reveal`, the hint being
   * revealed is applied. What is not a step (a full grid, no solution, several) is said
   * at once.
   * @param {AbortSignal} [signal]
   * @param {boolean} [reveal]
   * @returns {Promise<object | null>} the step revealed or applied, or null
   */
  async hint(signal, reveal = false) {
    if (this.#element.paused) return null;
    const pending = this.#game.clue;
    if (pending && reveal && pending.level === 'vague') return this.#drawClue(pending, signal);
    if (pending) {
      this.applyStep(pending.step);
      return pending.step;
    }
    const board = this.#game.present;
    const symbols = this.#element.symbols;
    // Through the element's findHint, which a page may wrap (as the tests do, to hold an
    // answer back). A step revealed a level at a time is drawn at More, when it is shown:
    // its drawing is most of what a forcing chain costs.
    const find = (signal) => this.#element.findHint({ signal, drawing: !reveal });
    const answer = await this.ask(find, signal);
    if (!answer) return null;
    if (this.#game.present !== board) {
      this.#game.say(this.#words.changedWhileHinting);
      return null;
    }
    // Its sentences name letters in the set of symbols it was asked in.
    if (this.#element.symbols !== symbols) {
      this.#game.say(this.#words.symbolsChangedWhileHinting);
      return null;
    }
    const step = answer.result;
    if (step.status === 'complete') this.#game.say(this.#words.complete);
    else if (step.status === 'none' || step.status === 'lost') {
      this.#game.show(highlightsOf({ wrong: step.wrong ?? step.lost }));
      this.#game.fail(step.explanation);
    } else if (step.status === 'step' && reveal) {
      // Earlier hints' highlights would point at cells this one does not name.
      this.#game.show(NO_HIGHLIGHTS);
      this.#game.reveal({ board, step, level: 'vague' });
      return step;
    } else if (step.status === 'step') {
      this.applyStep(step);
      return step;
    } else this.#game.fail(step.explanation);
    return null;
  }

  /**
   * More on `clue`, the hint being revealed at its first level: its pattern highlighted
   * and its step drawn, the drawing asked for now. The step revealed, or null when the
   * board moved on meanwhile (changed, or More pressed twice) or the engine failed.
   */
  async #drawClue(clue, signal) {
    let { step } = clue;
    if (step.drawing === null) {
      const answer = await this.ask((signal) => this.#element.findHint({ signal }), signal);
      if (!answer || this.#game.clue !== clue) return null;
      // The same board, marks and symbols: the same step, now with its drawing.
      const drawn = answer.result;
      if (drawn.status === 'step' && drawn.technique === step.technique) step = { ...step, drawing: drawn.drawing };
    }
    this.#game.show(highlightsOf({ pattern: step.cells, hint: step }));
    this.#game.reveal({ ...clue, step, level: 'concrete' });
    return step;
  }

  /**
   * The next step for the grid as it is, found on the player's notes (the element's
   * `findHint`); with `drawing` false, the step's drawing is left out (null).
   * @param {AbortSignal} [signal]
   * @param {boolean} [drawing]
   * @returns {Promise<object>} as `engine.hint`
   */
  async findHint(signal, drawing = true) {
    const board = this.#game.present;
    // The core names wrong letters, and notes that lost the solution's letter, before any
    // step. The givens' one solution, as the background proof found it, spares the hint a
    // search of its own.
    const solution = await this.provedSolution(board);
    const marks = GameState.keptMarks(board);
    const symbols = this.#element.symbols;
    return this.engine.hint(GameState.letters(board), { ...this.#asked, givens: board.givens, marks, symbols, solution, drawing, signal });
  }

  /**
   * The answer to solving the present board's givens, for going back to before a wrong
   * letter (mistakes.js): the background proof's, or, when there was none (or it
   * failed), the same solve asked now. As `engine.solve` answers (`status`, `solution`),
   * or null when the engine failed (the status line says why).
   * @param {AbortSignal} [signal]
   * @returns {Promise<{ status: string, solution: string | null } | null>}
   */
  async oneSolution(signal) {
    const { givens } = this.#game.present;
    const proved = this.#proof?.givens === givens && (await this.#proof.answer.catch(() => null));
    const request = (signal) => this.engine.solve(givens, { ...this.#asked, signal });
    return proved || ((await this.ask(request, signal, this.#words.solverGaveUp))?.result ?? null);
  }

  /**
   * Applies `step`, a step `engine.hint` gave for the grid as it is (the element's
   * `applyStep`).
   * @param {object} step
   */
  applyStep(step) {
    if (step?.status !== 'step') return;
    const next = hintApplied(this.#game.present, step, this.#element.keepNotes);
    const targets = new Set([...step.placements, ...step.eliminations].map(GameState.indexOf));
    this.#game.commit(next, { ...NO_HIGHLIGHTS, pattern: new Set(step.cells.map(GameState.indexOf)), targets });
    this.#game.say(step.explanation);
    this.#game.emit('hexadoku-hint', step);
  }

  /**
   * Loads `text` as the grid's givens (the element's `load`).
   * @param {string} text
   * @returns {Promise<boolean>} whether it was loaded
   */
  async load(text) {
    return this.#readAndLoad(text, this.#words.unreadable);
  }

  /**
   * Loads `text` as a pasted puzzle and says so (the element's `paste`).
   * @param {string} text
   * @returns {Promise<boolean>} whether it was loaded
   */
  async paste(text) {
    if (!(await this.#readAndLoad(text, this.#words.notAPuzzle))) return false;
    this.#game.say(this.#words.pasted);
    return true;
  }

  /**
   * Loads the `puzzle` attribute's `text` (null: none), the puzzle a form reset goes
   * back to; a later attribute read before this one ends wins.
   * @param {string | null} text
   */
  async readPuzzle(text) {
    const reading = ++this.#puzzleRead;
    const read = text === null || text.trim() === '' ? { puzzle: GameState.EMPTY.givens } : await this.#read(text);
    if (reading !== this.#puzzleRead) return; // a later puzzle was set meanwhile
    if ('error' in read) {
      this.#game.fail(whyUnread(read.error, this.#words.unreadable, this.#words));
      return;
    }
    this.#form.initialGivens = read.puzzle;
    this.#load(read.puzzle);
  }

  /**
   * Asks the engine, in the background, to solve the puzzle just shown. A puzzle proved
   * to have one solution is handed, with its solution, to the hints on it, which then
   * need no search of their own (on a tough puzzle each would take milliseconds), and
   * Check has its answer at once. Not while the givens are being edited, nor on a board
   * the player cannot change.
   */
  prove() {
    const board = this.#game.present;
    const { givens } = board;
    if (this.#game.editing || this.#game.locked || this.#proof?.givens === givens || GameState.givenCount(board) === 0) return;
    const answer = this.engine.solve(givens, this.#asked);
    // A proof that fails (the engine ended, say) is only a lost head start: Check asks again.
    answer.catch(() => {});
    this.#proof = { givens, answer };
  }

  /**
   * The one solution of `board`'s givens, as the background proof found it, if it was
   * asked and found one; else undefined (the core then proves what it needs itself). For
   * the element's parts that ask the engine too (mistakes.js).
   */
  async provedSolution(board) {
    if (this.#proof?.givens !== board.givens) return undefined;
    const answer = await this.#proof.answer.catch(() => null);
    return answer?.status === 'unique' ? answer.solution : undefined;
  }

  /**
   * Reads `text` and loads it as the givens; if the engine cannot read it, fails with
   * `unreadable(why)`, the board as it was. Whether it was loaded.
   */
  async #readAndLoad(text, unreadable) {
    const read = await this.#read(text);
    if ('error' in read) {
      this.#game.fail(whyUnread(read.error, unreadable, this.#words));
      return false;
    }
    this.#load(read.puzzle);
    return true;
  }

  /** `puzzle` (256 characters) as the givens, with nothing entered and editing off. */
  #load(puzzle) {
    this.#game.editing = false;
    this.#game.commit(GameState.fromPuzzle(puzzle));
    this.#game.say('');
  }

  /**
   * Calls the engine with `request(signal)`: `{ result }`, or null if it failed (the
   * status line says why: "Cancelled." when `signal` was aborted, `gaveUp` if given when
   * the budget ran out). For the element's parts that ask the engine too (mistakes.js).
   */
  async ask(request, signal, gaveUp) {
    // A paused game asks nothing, and an answer that comes once it is paused is dropped:
    // it would show, or change, what the pause hides.
    if (this.#element.paused) return null;
    try {
      const result = await request(signal);
      return this.#element.paused ? null : { result };
    } catch (error) {
      if (this.#element.paused) return null;
      if (error?.code === 'aborted') this.#game.say(this.#words.cancelled);
      else this.#game.fail(error?.code === 'gave-up' && gaveUp ? gaveUp : failureSentence(error, this.#words));
      return null;
    }
  }

  /** `text` read by the engine: `{ puzzle }` (256 characters), or `{ message }` why not. */
  async #read(text) {
    try {
      return { puzzle: (await this.engine.readPuzzle(String(text), this.#asked)).puzzle };
    } catch (error) {
      return { error };
    }
  }
}

/**
 * Why a text was not read, as a sentence: `unreadable(why)` for a text the engine
 * refused, but the engine's own failure (it did not load) as that, since then the text
 * may be fine.
 */
function whyUnread(error, unreadable, words) {
  return error?.code === 'worker' ? failureSentence(error, words) : unreadable(String(error?.message ?? error));
}

/**
 * `board` (a game state) with `step` applied as a hint applies it: its letters placed as
 * the hint's, the notes they leave kept if `keepNotes`, its candidates removed.
 */
export const hintApplied = (board, step, keepNotes) =>
  applyStep(
    board,
    step,
    (next, index, letter) => GameState.place(next, index, letter, GameState.Source.HINT, keepNotes),
    (next, index, letters) => GameState.removeCandidates(next, index, GameState.bitsOf(letters)),
  );
