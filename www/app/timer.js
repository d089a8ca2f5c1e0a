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
    this.#banked = isSaneTime(Number(elapsed)) ? Number(elapsed) : 0;
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

/** The longest time a puzzle's clock holds, in milliseconds: 100 days. More is damage, not play. */
export const LONGEST_TIME = 100 * 24 * 3600 * 1000;

/** Whether `ms` is a time the clock may hold and show: finite, from 0 to LONGEST_TIME. */
export const isSaneTime = (ms) => Number.isFinite(ms) && ms >= 0 && ms <= LONGEST_TIME;

/** Milliseconds as the page shows them: "4:07", or "1:02:09" past an hour; "0:00" for no sane time. */
export function formatTime(ms) {
  const seconds = Math.floor((isSaneTime(ms) ? ms : 0) / 1000);
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
export const loadTime = (givens, storage = globalThis.localStorage) => readTime(givens, storage).elapsed;

/**
 * The time kept for the puzzle whose givens are `givens`: `{ elapsed }` in milliseconds,
 * 0 if none is kept or it is another puzzle's; with `unreadable`, the text kept, when it
 * is not a time (not finite, negative, more than LONGEST_TIME, or not JSON at all).
 */
export function readTime(givens, storage = globalThis.localStorage) {
  let text = null;
  try {
    text = storage?.getItem(TIMER_KEY) ?? null;
    const saved = JSON.parse(text ?? 'null');
    if (saved === null) return { elapsed: 0 };
    if (typeof saved?.givens !== 'string' || !isSaneTime(saved.elapsed)) return { elapsed: 0, unreadable: text };
    return { elapsed: saved.givens === givens ? saved.elapsed : 0 };
  } catch {
    // Storage switched off reads as nothing kept; text that is not JSON, as damage.
    return text === null ? { elapsed: 0 } : { elapsed: 0, unreadable: text };
  }
}
