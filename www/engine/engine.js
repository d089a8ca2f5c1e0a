// Hexadoku's headless engine: the WebAssembly core in a module worker, behind promises.
// It finds its worker (hexadoku-worker.js) next to this module, and the worker finds the
// core (../pkg/) next to itself, so it runs from any folder or CDN path with no bundler;
// bundlers that follow `new Worker(new URL(…, import.meta.url))` bundle the worker and
// emit the .wasm. Types: engine.d.ts, which names the shapes referred to below.

import * as Message from './messages.js';
import { EngineError } from './engine-error.js';
import { hear, packagedWorker, packagedWorkerUrl, urlOf, workerAt, workerFailure, workerNotFound } from './worker-loading.js';
// The engine's own words (words/<lang>/engine.ftl), compiled: English's, said at once
// with no writer loaded; a call's failures are said in its `lang` (failures.js, which
// has the refusals the core words too, errors.ftl's).
import * as Words from '../words/generated/en/engine.js';
import { aborted, abortedByAnother, callOf, failure, rejected, terminated, wordsIn } from './failures.js';

export { EngineError };

// The sentence a failed call makes for a status line: written where the front end's
// other sentences are, and part of the engine's API (engine.d.ts).
export { failureSentence } from '../words/sentences.js';

/** How long a call runs before `onBusy` is told (so a page can show a Cancel button). */
const BUSY_AFTER_MS = 300;

/**
 * The solver, hint engine, grader and generator, running in a worker of its own.
 *
 * Every method takes its text (but `generate`) and one options object, and returns a
 * promise of what the WebAssembly API answers (docs/engine.md, "The WebAssembly
 * module"): a value, or a result tagged by its `status`. A call that fails rejects with
 * an `EngineError` whose `code` says why (bad puzzle text, clashing givens, the budget
 * ran out, …). Calls run one after another in the worker, each within its budget (1.5 s
 * unless `budget` says otherwise), and one engine may serve several callers at once;
 * several engines on a page are independent.
 *
 * Every options object may hold `signal`, an `AbortSignal` that stops the call: it then
 * rejects as aborted (code 'aborted', named 'AbortError'), at once if the signal is
 * already aborted. The only way to stop a call in the middle is to end the worker: so
 * the engine ends it and starts a fresh one, and the other calls pending on that worker
 * reject as aborted too. Give a long call an engine of its own if others must not be
 * stopped with it.
 *
 * Every options object may hold `lang` too, a language tag: the answer's sentences and
 * technique names, and a failure's message, in the language of Hexadoku's that speaks
 * for it ('de', 'zh-Hans'; 'zh-CN' is 'zh-Hans'), else English.
 */
export class Engine {
  /** @type {Worker | null} null once the worker failed to load (until the next call), or was terminated. */
  #worker = null;
  /** The calls sent and not yet answered, by id; all are on `#worker`. */
  #calls = new Map();
  #nextId = 1;
  #busyTimer = null;
  #busy = false;
  #terminated = false;
  #onBusy;
  #onIdle;
  #module;
  #workerUrl;

  /**
   * Starts the worker, which loads the core.
   * @param {EngineOptions} [options] `onBusy(startedAt)` is called when a call has run
   *   for 300 ms (`startedAt` from `performance.now()`), `onIdle()` when, after that, no
   *   call is left running. `module`, the core's `WebAssembly.Module` (or a promise of
   *   it), either build, that the page has compiled already: the worker runs it rather
   *   than fetching the core again (if the promise rejects, the worker fetches it after
   *   all); given the solver's, the worker fetches the whole core when first needed.
   *   `workerUrl`, where the worker's script is when it is not next to this module: the
   *   package's self-contained `dist/hexadoku-worker.js`, served with the two `.wasm`
   *   files beside it (for a bundler that does not bundle workers).
   */
  constructor({ onBusy = () => {}, onIdle = () => {}, module, workerUrl } = {}) {
    this.#onBusy = onBusy;
    this.#onIdle = onIdle;
    this.#module = module;
    this.#workerUrl = workerUrl === undefined ? undefined : urlOf(workerUrl);
    this.#start();
  }

  /**
   * Solves `text`, counting up to two solutions.
   * @param {string} text a puzzle in any layout the core reads
   * @param {CallOptions} [options]
   * @returns {Promise<SolveResult>} `{ status, solution, nodes }`
   */
  solve(text, options) {
    return this.#call('solve', [text], options);
  }

  /**
   * The next step of logic on the grid `text`.
   * @param {string} text the grid: givens and the player's letters
   * @param {HintOptions} [options] what else is known of the board: `givens`, the
   *   puzzle's givens (so that wrong letters can be named), `marks`, the player's 256
   *   pencil-mark bitmasks (so that a step that removed candidates is not given again),
   *   `symbols`, the set the board shows, which the sentences name letters in (default
   *   'letters'; the step's `placements`, `eliminations` and `letters` stay A–P), and
   *   `solution`, the givens' one solution as `solve` answered it, which spares the hint
   *   a search of its own; `drawing: false` leaves a step's drawing out (null), for less;
   *   `rated: true` gives a step its `rating`, as a logical path rates it
   * @returns {Promise<HintResult>} a step, `{ status: 'complete' }`, or why there is none
   */
  hint(text, options) {
    return this.#call('hint', [text], options);
  }

  /**
   * Every step of logic from the grid `text` to its complete grid, and their grade: made
   * in the worker of the core's hints, each asked rated and without its drawing on the
   * board the steps before it leave (path.js, loaded with the first path).
   * @param {string} text the grid: givens and the player's letters
   * @param {PathOptions} [options] as a hint's (but `drawing` and `rated`): `givens`,
   *   `marks`, `symbols`, `solution`; the first step is the hint's, and the same checks
   *   come first (wrong letters, notes that lost the solution's letter, a complete
   *   grid). The `budget` is the whole path's: its seconds for all its hints, its nodes
   *   for each
   * @returns {Promise<PathResult>} the steps, each with its rating and without its
   *   drawing, the index of the hardest and the grade; or why there is none
   */
  path(text, options) {
    return this.#call('path', [text], options);
  }

  /**
   * How many solutions `text` has, counting stops at `limit` (2 when left out).
   * @param {string} text
   * @param {CountOptions} [options]
   * @returns {Promise<number>}
   */
  countSolutions(text, options) {
    return this.#call('countSolutions', [text], options);
  }

  /**
   * The letters of `text` and the player's notes checked against its puzzle's one
   * solution: the letters that differ from it, and the empty cells whose notes leave out
   * its letter.
   * @param {string} text the grid: givens and the player's letters
   * @param {CheckOptions} [options] `givens`, `notes` (256 bitmasks, 0 for a cell without)
   *   and `solution`, as a hint takes them
   * @returns {Promise<CheckResult>} `{ status: 'checked', wrong, lost }`, or 'none' or
   *   'multiple' when there is no one solution to check against
   */
  check(text, options) {
    return this.#call('check', [text], options);
  }

  /**
   * How hard `text` is: its logical solve, rated. Rejects unless it has one solution.
   * @param {string} text
   * @param {ProgressOptions} [options] `onProgress` is told `{ phase: 'grading', done,
   *   total }` as the solve fills `done` of the puzzle's `total` empty cells
   * @returns {Promise<Grade>}
   */
  grade(text, options) {
    return this.#call('grade', [text], options);
  }

  /**
   * A new puzzle with one solution, as 256 characters ('.' for empty).
   * @param {GenerateOptions} options `{ seed, givens }` (a minimal puzzle without
   *   `givens`) or `{ seed, difficulty }` (a band, or a technique the puzzle must need);
   *   the same seed gives the same puzzle. `onProgress` is told `{ phase: 'removing',
   *   done, total: 256 }` as cells of the full grid are tried for removal, and with a
   *   difficulty also `{ phase: 'grading', … }` for each puzzle tried, with its `attempt`
   * @returns {Promise<string>}
   */
  generate(options) {
    return this.#call('generate', [], options);
  }

  /**
   * Each cell's candidates: bit i set when the i-th letter (A = 0) may go there.
   * @param {string} text
   * @param {CallOptions} [options]
   * @returns {Promise<Uint16Array>} 256 bitmasks
   */
  candidates(text, options) {
    return this.#call('candidates', [text], options);
  }

  /**
   * `text`, in any layout and set of symbols the core reads, as 256 letters ('.' for
   * empty), with the set it was read in: `symbols` if named, or else the one its text
   * settles.
   * @param {string} text
   * @param {ReadOptions} [options]
   * @returns {Promise<ReadPuzzle>}
   */
  readPuzzle(text, options) {
    return this.#call('readPuzzle', [text], options);
  }

  /**
   * The puzzle of `text` written in `layout` (default 'line') and `symbols` (default
   * 'letters'), as a page copies it out.
   * @param {string} text
   * @param {FormatOptions} [options]
   * @returns {Promise<string>}
   */
  formatPuzzle(text, options) {
    return this.#call('formatPuzzle', [text], options);
  }

  /**
   * Ends the worker for good: pending calls reject, and so does every later call, with
   * code 'terminated' (each in its language).
   */
  terminate() {
    this.#terminated = true;
    this.#stop((id, { lang }) => terminated(lang));
  }

  /**
   * Sends one call to the worker: `args`, and `options` less what stays here (`signal`,
   * and `onProgress`, which the worker's progress messages call); its answer, progress
   * or failure come by `id`. Every failure of the call's is said in its `lang`, which
   * its options give (English's at once, another's once its words have loaded).
   */
  #call(method, args, options = {}) {
    const { lang, refusal, signal, onProgress, data } = callOf(args, options);
    if (this.#terminated) return rejected(terminated(lang));
    if (refusal) return rejected(refusal);
    if (signal?.aborted) return rejected(aborted(signal, lang));
    try {
      if (this.#worker === null) this.#start();
    } catch (error) {
      // No worker can start here (a bundle without import.meta): packagedWorker's refusal.
      return rejected(error instanceof EngineError ? failure(lang, error.code, workerNotFound) : error);
    }
    const id = this.#nextId++;
    const reporting = typeof onProgress === 'function';
    try {
      this.#worker.postMessage(Message.call(id, method, args, data, reporting));
    } catch (error) {
      // Options that cannot be copied to the worker (a function, say).
      return rejected(failure(lang, 'invalid', (words) => words.engineOptionsUnsendable(error.message)));
    }
    return new Promise((resolve, reject) => {
      const abort = () => this.#abort(id, signal);
      signal?.addEventListener('abort', abort, { once: true });
      const release = () => signal?.removeEventListener('abort', abort);
      this.#calls.set(id, { resolve, reject, onProgress, release, lang });
      this.#busySoon();
    });
  }

  /** Starts a worker, and listens to it. */
  #start() {
    const worker = this.#workerUrl ? workerAt(this.#workerUrl) : packagedWorker();
    Promise.resolve(this.#module).then(
      (module) => worker.postMessage(Message.init(module ?? null)),
      () => worker.postMessage(Message.init(null)),
    );
    worker.addEventListener('message', ({ data }) => this.#receive(worker, data));
    // A worker whose script, or a module it imports, fails to load (a browser tells no
    // more than that), or that throws: every call pending on it fails, saying which
    // file and why.
    worker.addEventListener('error', async (event) => {
      event.preventDefault();
      if (worker !== this.#worker) return; // one already ended
      this.#failed(worker, event.message ? () => event.message : await workerFailure(this.#workerUrl ?? packagedWorkerUrl()));
    });
    this.#worker = worker;
  }

  /**
   * `worker` cannot serve: its script or its core did not load. It is ended, every call
   * pending on it fails with `message`, and the next call starts a fresh worker, which
   * loads everything anew (a server that failed once may answer now).
   */
  #failed(worker, describe) {
    if (worker !== this.#worker) return; // ended meanwhile
    console.error(`Hexadoku: ${describe(Words)}`);
    this.#stop(async (id, { lang }) => new EngineError('worker', describe(await wordsIn(lang))));
  }

  #receive(worker, { type, id, result, code, message, progress, refusal }) {
    if (type === Message.REFUSED) {
      hear(refusal);
      return;
    }
    if (type === Message.LOAD_FAILED) {
      this.#failedToImport(worker);
      return;
    }
    const call = this.#calls.get(id);
    if (!call) return;
    if (type === Message.PROGRESS) {
      call.onProgress?.(progress);
      return;
    }
    this.#settled(id);
    if (type === Message.RESULT) call.resolve(result);
    else call.reject(new EngineError(code, message));
    if (code === 'worker') this.#failed(worker, () => message); // said in the call's language
  }

  /** A worker from another origin could not import its script (see workerAt). */
  async #failedToImport(worker) {
    if (worker !== this.#worker) return;
    this.#failed(worker, await workerFailure(this.#workerUrl ?? packagedWorkerUrl()));
  }

  /**
   * Stops call `id`, whose `signal` aborted: ends the worker, and starts a fresh one. The
   * other calls pending on it are aborted too, each told so in its language.
   */
  #abort(id, signal) {
    if (!this.#calls.has(id)) return;
    this.#stop((other, { lang }) => (other === id ? aborted(signal, lang) : abortedByAnother(lang)));
    this.#start();
  }

  /**
   * Ends the worker, if any, and rejects every pending call with `reasonFor(id, call)`
   * (or what it promises: a reason in the call's language, once its words have loaded).
   */
  #stop(reasonFor) {
    this.#worker?.terminate();
    this.#worker = null;
    const calls = [...this.#calls];
    for (const [id] of calls) this.#settled(id);
    for (const [id, call] of calls) {
      const reason = reasonFor(id, call);
      if (reason instanceof Promise) reason.then(call.reject);
      else call.reject(reason);
    }
  }

  /** Forgets call `id`; the engine is idle when it was the last. */
  #settled(id) {
    this.#calls.get(id)?.release();
    this.#calls.delete(id);
    if (this.#calls.size > 0) return;
    clearTimeout(this.#busyTimer);
    this.#busyTimer = null;
    if (this.#busy) {
      this.#busy = false;
      this.#onIdle();
    }
  }

  /** Tells `onBusy` if calls are still running in BUSY_AFTER_MS. */
  #busySoon() {
    if (this.#busyTimer !== null || this.#busy) return;
    const startedAt = performance.now();
    this.#busyTimer = setTimeout(() => {
      this.#busyTimer = null;
      this.#busy = true;
      this.#onBusy(startedAt);
    }, BUSY_AFTER_MS);
  }
}
