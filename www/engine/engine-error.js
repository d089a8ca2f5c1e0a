// The one error class of the engine (engine.js), which its calls reject with and its
// worker's loading (worker-loading.js) throws: a module of its own, so that both import
// it and neither imports the other.

/**
 * The one error class every failed call of an Engine rejects with: `code` says why
 * (engine.d.ts lists them, the core's and the engine's own), `message` in words. An
 * aborted call's is named 'AbortError', as an aborted fetch's is, its `cause` the
 * signal's reason.
 */
export class EngineError extends Error {
  /**
   * @param {ErrorCode} code
   * @param {string} message
   * @param {{ cause?: unknown }} [options]
   */
  constructor(code, message, options) {
    super(message, options);
    this.name = code === 'aborted' ? 'AbortError' : 'EngineError';
    this.code = code;
  }
}
