// The messages between an Engine (engine.js) and its worker (worker.js): the one place
// that says what each holds. Every message names its call by `id`, so that one worker
// serves several calls, answered in any order.

/**
 * Engine → worker, first of all when the engine was given the page's module: the
 * `WebAssembly.Module` to run, or null to fetch it after all (the page's failed to load).
 */
export const MODULE = 'module';
/** Engine → worker: run the worker's `method` with `args`; `progress` asks for progress. */
export const CALL = 'call';
/** Worker → engine: the call's answer, as the WebAssembly API gives it. */
export const RESULT = 'result';
/** Worker → engine: the call failed; `message` is the core's (or the loader's) message. */
export const FAILURE = 'failure';
/** The name of a worker that waits for its module in a MODULE message rather than fetching it. */
export const AWAITS_MODULE = 'hexadoku-awaits-module';
/** Worker → engine: how far the call has come, `{ phase, done, total, attempt? }`. */
export const PROGRESS = 'progress';

export const module = (module) => ({ type: MODULE, module });
export const call = (id, method, args, progress) => ({ type: CALL, id, method, args, progress });
export const result = (id, result) => ({ type: RESULT, id, result });
export const failure = (id, message) => ({ type: FAILURE, id, message });
export const progress = (id, progress) => ({ type: PROGRESS, id, progress });
