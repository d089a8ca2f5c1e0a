// Loading the engine's worker (engine.js): from the page's own origin, or from another
// through a script of the page's own, and, when it did not load, why: the page's
// Content-Security-Policy's refusals, heard as they happen, and what asking again for
// the file tells (load-failure.js, loaded then).

import * as Message from './messages.js';

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
 * What a worker that failed to load says: its script's URL and why, as load-failure.js
 * tells it (loaded then, not with the engine).
 */
export async function workerFailure(url) {
  try {
    return await (await import('./load-failure.js')).workerFailure(url, refusals);
  } catch {
    return `the engine's worker failed to load from ${url.href}, and why could not be told (offline?)`;
  }
}
