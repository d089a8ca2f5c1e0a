// The messages between an Engine (engine.js) and its worker (hexadoku-worker.js): the one
// place that says what each holds. Every call names itself by `id`, so that one worker
// serves several calls, answered in any order.

/**
 * Engine → worker, first of all: how to load the core. `module` is a compiled
 * `WebAssembly.Module` to run (the page's), or null to fetch the `.wasm` found next to
 * the worker.
 */
export const INIT = 'init';
/**
 * Engine → worker: run the core's `method` with `args` and the call's `options` (plain
 * data: the engine keeps its signal and progress callback); `progress` asks for progress.
 */
export const CALL = 'call';
/** Worker → engine: the call's answer, as the WebAssembly API gives it. */
export const RESULT = 'result';
/**
 * Worker → engine: the call failed; `code` and `message` are the core's (or the
 * loader's: 'worker'; or 'internal' for a fault with no code).
 */
export const FAILURE = 'failure';
/** Worker → engine: how far the call has come, `{ phase, done, total, attempt? }`. */
export const PROGRESS = 'progress';
/**
 * Importer of a worker from another origin → engine: the page's Content-Security-Policy
 * refused a file it loads, `refusal: { blocked, directive }` (a browser tells the
 * worker, not the page).
 */
export const REFUSED = 'refused';
/** Importer of a worker from another origin → engine: the worker's script did not load. */
export const LOAD_FAILED = 'load-failed';

export const init = (module) => ({ type: INIT, module });
export const call = (id, method, args, options, progress) => ({ type: CALL, id, method, args, options, progress });
export const result = (id, result) => ({ type: RESULT, id, result });
export const failure = (id, code, message) => ({ type: FAILURE, id, code, message });
export const progress = (id, progress) => ({ type: PROGRESS, id, progress });
