// The engine's thread: every call that may search (solve, hint, count, generate, grade) runs
// here, so the page stays responsive, and a call that runs too long can be cancelled by
// ending this worker.

import init, { solve, hint, countSolutions, generate, grade } from '../pkg/hexadoku.js';

const METHODS = { solve, hint, countSolutions, generate, grade };
const ready = init();

self.onmessage = async ({ data: { id, method, args } }) => {
  try {
    await ready;
    const call = METHODS[method];
    if (!call) throw new Error(`unknown method ${method}`);
    self.postMessage({ id, result: call(...args) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
