// Loading the engine's worker (engine.js): the one next to this module, or the one at a
// `workerUrl`; from the page's own origin, or from another through a script of the
// page's own; and, when it did not load, why: the page's Content-Security-Policy's
// refusals, heard as they happen, and what asking again for the file tells
// (load-failure.js, loaded then).

import { EngineError } from './engine-error.js';
import * as Message from './messages.js';
import * as Words from '../words/generated/en/engine.js';

/**
 * A module worker running the script at `url`, of this origin or another: a browser
 * starts no worker from another origin's script, so that one is imported by a script of
 * the page's own.
 */
export function workerAt(url) {
  const options = { type: 'module' };
  if (url.origin === globalThis.location?.origin) return new Worker(url, options);
  const importer = URL.createObjectURL(new Blob([importerOf(url)], { type: 'text/javascript' }));
  try {
    return new Worker(importer, options);
  } finally {
    // The worker has the object's URL resolved already.
    URL.revokeObjectURL(importer);
  }
}

/**
 * The script of a worker of the page's own (a `blob:`) that runs the worker at `url`,
 * of another origin: a browser starts no worker from another origin's script, but lets
 * one import it. It imports it with `import()`, so that a failure can be told: the
 * Content-Security-Policy's refusals, which a browser reports in the worker and not to
 * the page, then that the import failed (the engine then says why: workerFailure).
 * Messages that come while the script loads are kept, and handed to it once it has.
 */
function importerOf(url) {
  return `const kept = [], keep = ({ data }) => kept.push(data);
addEventListener('message', keep);
addEventListener('securitypolicyviolation', (e) => postMessage({ type: '${Message.REFUSED}', refusal: { blocked: e.blockedURI, directive: e.effectiveDirective } }));
try { await import(${JSON.stringify(url.href)}); } catch { postMessage({ type: '${Message.LOAD_FAILED}' }); }
removeEventListener('message', keep);
for (const data of kept) dispatchEvent(new MessageEvent('message', { data }));`;
}

/**
 * The latest refusals of the engine's files by the page's Content-Security-Policy,
 * `{ blocked, directive }`, newest last, for a failure to name (load-failure.js): heard
 * from the start in the page, as they happen, and from a worker of another origin's
 * importer (above), through the engine.
 */
const refusals = [];
export function hear(refusal) {
  refusals.push(refusal);
  if (refusals.length > 8) refusals.shift();
}
globalThis.document?.addEventListener('securitypolicyviolation', (event) =>
  hear({ blocked: event.blockedURI, directive: event.effectiveDirective }),
);

/**
 * What a worker that failed to load says, described (a function of a language's engine
 * words): its script's URL and why, as load-failure.js tells it (loaded then, not with
 * the engine).
 */
export async function workerFailure(url) {
  try {
    return await (await import('./load-failure.js')).workerFailure(url, refusals);
  } catch {
    return (words) => words.engineWorkerFailedUnknown(url.href);
  }
}

/**
 * The worker next to this module, written as bundlers recognise a worker: literally
 * `new Worker(new URL('./file.js', import.meta.url), { type: 'module' })`, so that they
 * bundle it with its imports and emit the .wasm it loads. Served from another origin (a
 * CDN), the browser refuses a worker's script at once, and a script of the page's own
 * origin imports it instead.
 */
export function packagedWorker() {
  if (!import.meta.url) {
    // A bundle that is not an ES module (an IIFE, say) has no import.meta. Thrown in
    // English (by the constructor, which takes no `lang`); a call says it again in its own.
    throw new EngineError('worker', workerNotFound(Words));
  }
  try {
    return new Worker(
      /* webpackChunkName: "hexadoku-worker" */ new URL('./hexadoku-worker.js', import.meta.url),
      { type: 'module' },
    );
  } catch (error) {
    if (error?.name !== 'SecurityError') throw error;
    return workerAt(packagedWorkerUrl());
  }
}

/** Why no worker can start, described (a function of a language's engine words): packagedWorker's one EngineError. */
export const workerNotFound = (words) => words.engineWorkerNotFound;

/**
 * Where the worker next to this module is, unbundled. (Not written as the literal above:
 * bundlers would copy the file a second time, unbundled, as an asset.)
 */
export function packagedWorkerUrl() {
  return new URL('hexadoku-worker.js', String(import.meta.url));
}

/**
 * `workerUrl` as a URL, relative to the page's base URL; an EngineError if it is none,
 * said in English: the constructor throws it, before any call, and takes no `lang`.
 */
export function urlOf(workerUrl) {
  try {
    return new URL(workerUrl, globalThis.document?.baseURI);
  } catch {
    throw new EngineError('invalid', Words.engineWorkerUrlInvalid(String(workerUrl)));
  }
}
