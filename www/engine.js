// The page's side of the engine worker: calls become promises; a call still running
// after BUSY_AFTER_MS is reported (so the page can show progress and a Cancel button),
// and cancel() ends the worker, rejecting what was pending, and starts a fresh one.

const BUSY_AFTER_MS = 300;

/** Thrown to the caller of a call that was cancelled. */
export class Cancelled extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'Cancelled';
  }
}

export class Engine {
  #worker = null;
  #pending = new Map();
  #nextId = 1;
  #busyTimer = null;
  #onBusy;
  #onIdle;

  /** `onBusy(startedAt)` when a call runs long; `onIdle()` when none is left running. */
  constructor({ onBusy = () => {}, onIdle = () => {} } = {}) {
    this.#onBusy = onBusy;
    this.#onIdle = onIdle;
    this.#start();
  }

  get busy() {
    return this.#pending.size > 0;
  }

  /** Calls the engine's `method` with `args` in the worker. */
  call(method, ...args) {
    const id = this.#nextId++;
    const startedAt = performance.now();
    const promise = new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    this.#worker.postMessage({ id, method, args });
    if (this.#busyTimer === null) {
      this.#busyTimer = setTimeout(() => this.#onBusy(startedAt), BUSY_AFTER_MS);
    }
    return promise;
  }

  /** Stops whatever is running; its callers get `Cancelled`. */
  cancel() {
    this.#worker.terminate();
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    this.#settled();
    for (const { reject } of pending) reject(new Cancelled());
    this.#start();
  }

  #start() {
    this.#worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.#worker.onmessage = ({ data: { id, result, error } }) => {
      const call = this.#pending.get(id);
      if (!call) return;
      this.#pending.delete(id);
      if (this.#pending.size === 0) this.#settled();
      if (error === undefined) call.resolve(result);
      else call.reject(new Error(error));
    };
    // A worker that fails to load (say, pkg/ was never built) fails every call.
    this.#worker.onerror = (event) => {
      event.preventDefault();
      const pending = [...this.#pending.values()];
      this.#pending.clear();
      this.#settled();
      for (const { reject } of pending) reject(new Error(event.message || 'the engine failed to load'));
    };
  }

  #settled() {
    clearTimeout(this.#busyTimer);
    this.#busyTimer = null;
    this.#onIdle();
  }
}
