// The page's clock of a puzzle: the time spent on it while the tab is shown and the
// puzzle unsolved. A plain object over a clock function, so that Node can test it.

export class Stopwatch {
  /** Milliseconds counted before the current run, if any. */
  #banked = 0;
  /** When the current run started (the clock's reading), or null when stopped. */
  #since = null;
  #now;

  /** `now()` reads a clock in milliseconds; `elapsed` is the time already counted. */
  constructor({ now = () => performance.now(), elapsed = 0 } = {}) {
    this.#now = now;
    this.#banked = Math.max(0, Number(elapsed) || 0);
  }

  /** The time counted, in milliseconds. */
  get elapsed() {
    return this.#banked + (this.#since === null ? 0 : this.#now() - this.#since);
  }

  get running() {
    return this.#since !== null;
  }

  /** Counts from now on, if it was not already. */
  start() {
    this.#since ??= this.#now();
  }

  /** Stops counting, keeping the time counted. */
  stop() {
    this.#banked = this.elapsed;
    this.#since = null;
  }

  /** Back to zero, stopped. */
  reset() {
    this.#banked = 0;
    this.#since = null;
  }
}

/** Milliseconds as the page shows them: "4:07", or "1:02:09" past an hour. */
export function formatTime(ms) {
  const seconds = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Where the page keeps the time spent on the puzzle, apart from the board it saves. */
export const TIMER_KEY = 'hexadoku.timer';

/** Keeps `elapsed` milliseconds as the time spent on the puzzle whose givens are `givens`. */
export function saveTime(givens, elapsed, storage = globalThis.localStorage) {
  try {
    storage?.setItem(TIMER_KEY, JSON.stringify({ givens, elapsed: Math.round(elapsed) }));
  } catch {
    // Full or switched off: the time lasts for this visit.
  }
}

/** The time kept for the puzzle whose givens are `givens`, in milliseconds; 0 if none. */
export function loadTime(givens, storage = globalThis.localStorage) {
  try {
    const saved = JSON.parse(storage?.getItem(TIMER_KEY) ?? 'null');
    return saved?.givens === givens && Number.isFinite(saved.elapsed) && saved.elapsed > 0 ? saved.elapsed : 0;
  } catch {
    return 0;
  }
}
