// A part of <hexadoku-board> loaded when first used, as a module of its own that the
// board's first load does without: asked for once, and again only if it failed (offline
// before it was kept, say).

/**
 * A function that gives what `load()` gives (a promise), calling it the first time, and
 * again only after it failed.
 * @template T
 * @param {() => Promise<T>} load
 * @returns {() => Promise<T>}
 */
export function once(load) {
  let loaded = null;
  return () =>
    (loaded ??= load().catch((error) => {
      loaded = null;
      throw error;
    }));
}
