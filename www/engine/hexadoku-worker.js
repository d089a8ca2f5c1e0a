// The engine's thread: every call of an Engine (engine.js) runs here, in the WebAssembly
// core, so that the page stays responsive; a call that must stop is stopped by ending
// this worker. The core's glue and .wasm are found next to this file (../pkg/), wherever
// it is served from, or wherever a bundler put them.
//
// The core comes in two modules (crates/hexadoku-wasm/src/lib.rs): the solver's alone,
// a third smaller, loaded first; and the whole one, with the hint engine and the grader,
// loaded when a call first needs it (full-module.js).

import initSolver, * as solverCore from '../../pkg/solver/hexadoku_solver.js';
import WASM_URL, { SOLVER_WASM_URL } from './wasm-location.js';
import * as Message from './messages.js';
import * as English from '../words/generated/en/engine.js';
import { engineWords } from '../words/generated/languages.js';
import { DEFAULT_LANGUAGE, languageFor } from '../words/languages.js';

/** The least time between two progress messages of a call: a screen's worth, not more. */
const PROGRESS_EVERY_MS = 50;

/** The engine's first message, INIT: the page's compiled module, or null. */
const initialised = new Promise((resolve) => {
  const listen = ({ data }) => {
    if (data?.type !== Message.INIT) return;
    self.removeEventListener('message', listen);
    resolve(data.module ?? null);
  };
  self.addEventListener('message', listen);
});

/** Whether a compiled module is the whole core (it has `hint`), not the solver's alone. */
const isWhole = (module) => WebAssembly.Module.exports(module).some(({ name }) => name === 'hint');

/**
 * The error of a core that did not load, `describe`d (a function of a language's engine
 * words): said in English, and in each call's language when it fails a call (failureText),
 * with the code that makes the engine end this worker (the next call starts afresh).
 */
const notLoaded = (describe) => Object.assign(new Error(describe(English)), { code: 'worker', describe });

/** `init` of a core's glue run from `module` (compiled), or else fetched from `url`; a failure said as load-failure.js tells it. */
async function started(init, module, url) {
  try {
    await init({ module_or_path: module ?? url });
  } catch (error) {
    throw notLoaded(await loadFailure(url, module, error));
  }
}

/**
 * The whole core: its glue, run from `module` or else fetched from WASM_URL. Its glue
 * not loaded fails as the core does, so that the engine starts afresh for the next call.
 */
async function startWhole(module) {
  let core;
  try {
    core = await import('./full-module.js');
  } catch (error) {
    throw notLoaded((words) => words.engineModuleFailed(WASM_URL.href, error.message));
  }
  await started(core.default, module, WASM_URL);
  return core;
}

/** The whole core, loaded once, when first needed. */
let whole;
const wholeCore = (module = null) => (whole ??= startWhole(module));

/**
 * The core the first calls run in: the page's module when it gave one (either build), or
 * else the solver's, fetched from SOLVER_WASM_URL.
 */
const ready = initialised.then(async (module) => {
  if (module && isWhole(module)) return wholeCore(module);
  await started(initSolver, module, SOLVER_WASM_URL);
  return solverCore;
});
ready.catch(() => {}); // said to every call, and by the engine, which then ends this worker

/** The methods that need the whole core: the hint engine's, the grader's, the generator's. */
const needsWhole = (method) => method === 'hint' || method === 'path' || method === 'grade' || method === 'generate';

/**
 * The page's Content-Security-Policy's latest refusal in this worker, `{ blocked,
 * directive }`: a worker of the page's own (`blob:`) runs under the page's policy, and a
 * browser reports its refusals here, not to the page.
 */
let refusal;
self.addEventListener('securitypolicyviolation', ({ blockedURI, effectiveDirective }) => {
  refusal = { blocked: blockedURI, directive: effectiveDirective };
});

/**
 * What a failed load of the core from `url` says, described: the policy that refused it,
 * or else the URL and why, as load-failure.js tells it (loaded then, not with the worker).
 */
async function loadFailure(url, module, error) {
  await new Promise((resolve) => setTimeout(resolve)); // a refusal is reported after the failure
  try {
    return await (await import('./load-failure.js')).moduleFailure(url, { refusal, compiled: Boolean(module), error });
  } catch {
    return (words) => words.engineModuleFailed(url.href, error.message);
  }
}

/**
 * The Engine's methods, each the core's function of the same name (crates/hexadoku-wasm/src/lib.rs), which
 * takes the Engine method's arguments and its options object, as they are; but `path`,
 * made of the core's hints by path.js, loaded with the first path asked.
 */
const METHODS = new Set(['solve', 'hint', 'path', 'check', 'countSolutions', 'grade', 'generate', 'candidates', 'readPuzzle', 'formatPuzzle']);

/** The methods whose answers have words to write (www/words/answers.js). */
const WORDED = new Set(['hint', 'path', 'grade']);

/**
 * A progress callback that posts call `id`'s reports, one every PROGRESS_EVERY_MS at
 * most: the first at once, then the latest of each interval. `flush()` posts the latest
 * one not yet posted, so that the last report arrives before the answer.
 */
function progressPoster(id) {
  let postedAt = -Infinity;
  let unsent = null;
  const report = (progress) => {
    const now = performance.now();
    if (now - postedAt < PROGRESS_EVERY_MS) {
      unsent = progress;
      return;
    }
    postedAt = now;
    unsent = null;
    self.postMessage(Message.progress(id, progress));
  };
  report.flush = () => {
    if (unsent) self.postMessage(Message.progress(id, unsent));
    unsent = null;
  };
  return report;
}

/**
 * What a failed call says: the core's errors carry what went wrong as a message, written
 * here as a hint's are (in `lang`, or, should the words fail to load, as the message's
 * data); a core that did not load, its description in `lang`; anything else says its
 * own message.
 */
async function failureText(error, set, lang) {
  if (error?.describe) {
    try {
      return error.describe(lang === DEFAULT_LANGUAGE ? English : await engineWords[lang]());
    } catch {
      return error.message; // English's, should the language's words fail to load
    }
  }
  if (error?.words) {
    try {
      return await (await import('../words/answers.js')).said(error.words, set, lang);
    } catch {
      // The error's own message: its words as data.
    }
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The calls, answered one at a time in the order they came: a call that waits for the
 * whole core to load holds back those after it, as a call at work in the core does.
 */
let previous = Promise.resolve();
self.onmessage = ({ data }) => {
  if (data?.type !== Message.CALL) return;
  previous = previous.then(() => answer(data));
};

/**
 * The language a call's words are written in: its `lang` option (a language tag, which
 * the engine's worker alone reads), the one of ours that speaks for it, else English.
 */
function languageOf(options) {
  const asked = options?.lang;
  if (asked === undefined || asked === null) return DEFAULT_LANGUAGE;
  if (typeof asked !== 'string') throw Object.assign(new Error(English.engineBadLang), { code: 'invalid' });
  return languageFor(asked) ?? DEFAULT_LANGUAGE;
}

/** Runs call `id` of `method`, and posts its answer or its failure. */
async function answer({ id, method, args, options, progress }) {
  const report = progress ? progressPoster(id) : undefined;
  let lang = DEFAULT_LANGUAGE;
  try {
    lang = languageOf(options);
    const first = await ready;
    if (!METHODS.has(method)) throw Object.assign(new Error(English.engineNoMethod(method)), { code: 'invalid' });
    const core = needsWhole(method) ? await wholeCore() : first;
    const call = { ...options, lang: undefined, onProgress: report };
    const result = method === 'path' ? (await import('./path.js')).path(core, ...args, call) : core[method](...args, call);
    report?.flush();
    // A hint's and a path's sentences come from the core as messages, and techniques as
    // identifiers: they are written here, by words loaded with the first of them.
    const written = WORDED.has(method) ? await (await import('../words/answers.js')).written(method, result, options?.symbols, lang) : result;
    self.postMessage(Message.result(id, written));
  } catch (error) {
    report?.flush();
    // The core's errors carry their code; anything else is a fault of the engine's.
    self.postMessage(Message.failure(id, error?.code ?? 'internal', await failureText(error, options?.symbols, lang)));
  }
}
