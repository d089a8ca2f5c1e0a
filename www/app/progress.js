// Work under way, and Cancel: the page's calls to the engine, each with a signal that
// Cancel aborts (which ends the engine's worker; a fresh one starts). The progress shown
// while the engine is busy is progress-panel.js's, loaded the first time it is.

/** The AbortController of each engine call under way: Cancel aborts them. */
const running = new Set();

/** `request(signal)`, with a signal that Cancel aborts. */
export async function cancellable(request) {
  const controller = new AbortController();
  running.add(controller);
  try {
    return await request(controller.signal);
  } finally {
    running.delete(controller);
  }
}

/** Cancel: stops the engine's calls under way (which end its worker; a fresh one starts). */
export function cancel() {
  for (const controller of running) controller.abort();
}

/** progress-panel.js, asked for with the engine's first busy call. */
let panel;

/** The engine's `onBusy` and `onIdle`: the progress shown from 300 ms on, until the engine is idle. */
export const onBusy = (startedAt) => (panel ??= import('./progress-panel.js')).then((m) => m.showProgress(startedAt), () => {});
export const onIdle = () => panel?.then((m) => m.hideProgress(), () => {});
