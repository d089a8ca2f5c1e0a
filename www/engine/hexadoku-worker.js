// The engine's thread: every call of an Engine (engine.js) runs here, in the WebAssembly
// core, so that the page stays responsive; a call that must stop is stopped by ending
// this worker. The core's glue and .wasm are found next to this file (../pkg/), wherever
// it is served from, or wherever a bundler put them.

import init, * as core from '../../pkg/hexadoku.js';
import WASM_URL from './wasm-location.js';
import * as Message from './messages.js';
import { engineModuleFailed, engineNoMethod } from '../words/generated/en/engine.js';

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

/** The core, ready: run from the page's module, or else fetched from WASM_URL. */
const ready = initialised.then(async (module) => {
  try {
    await init({ module_or_path: module ?? WASM_URL });
  } catch (error) {
    throw Object.assign(new Error(await loadFailure(module, error)), { code: 'worker' });
  }
});
ready.catch(() => {}); // said to every call, and by the engine, which then ends this worker

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
 * What a failed load of the core says: the policy that refused it, or else the URL and
 * why, as load-failure.js tells it (loaded then, not with the worker).
 */
async function loadFailure(module, error) {
  await new Promise((resolve) => setTimeout(resolve)); // a refusal is reported after the failure
  try {
    return await (await import('./load-failure.js')).moduleFailure(WASM_URL, { refusal, compiled: Boolean(module), error });
  } catch {
    return engineModuleFailed(WASM_URL.href, error.message);
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
 * here as a hint's are (in English, or, should the words fail to load, as the message's
 * data); anything else says its own message.
 */
async function failureText(error, set) {
  if (error?.words) {
    try {
      return await (await import('../words/answers.js')).said(error.words, set);
    } catch {
      // The error's own message: its words as data.
    }
  }
  return error instanceof Error ? error.message : String(error);
}

self.onmessage = async ({ data: { type, id, method, args, options, progress } }) => {
  if (type !== Message.CALL) return;
  const report = progress ? progressPoster(id) : undefined;
  try {
    await ready;
    if (!METHODS.has(method)) throw Object.assign(new Error(engineNoMethod(method)), { code: 'invalid' });
    const call = { ...options, onProgress: report };
    const result = method === 'path' ? (await import('./path.js')).path(core, ...args, call) : core[method](...args, call);
    report?.flush();
    // A hint's and a path's sentences come from the core as messages, and techniques as
    // identifiers: they are written here, by words loaded with the first of them.
    const answer = WORDED.has(method) ? await (await import('../words/answers.js')).written(method, result, options?.symbols) : result;
    self.postMessage(Message.result(id, answer));
  } catch (error) {
    report?.flush();
    // The core's errors carry their code; anything else is a fault of the engine's.
    self.postMessage(Message.failure(id, error?.code ?? 'internal', await failureText(error, options?.symbols)));
  }
};
