// The core downloaded once: an Engine given the module its page compiled runs that in its
// worker, after an abort too (a fresh worker gets it again), and fetches the core itself
// only if the page's failed. The page does so: one request for the solver's .wasm in all.
// Given the whole core, the worker fetches neither module.

import { test, expect } from '@playwright/test';
import { open, press, puzzleWithSolution, readGrid, ruleViolation } from './support.js';

// The service worker fetches the shell, the .wasm with it, for offline use: that is not the page's.
test.use({ serviceWorkers: 'block' });

/** Counts the requests for the solver's .wasm (and, `whole`, the whole core's) made by `context`'s pages and workers. */
async function countCoreRequests(context) {
  const count = { solver: 0, whole: 0 };
  const counting = (name) => (route) => {
    count[name]++;
    return route.continue();
  };
  await context.route('**/pkg/solver/hexadoku_solver_bg.wasm', counting('solver'));
  await context.route('**/pkg/hexadoku_bg.wasm', counting('whole'));
  const solver = () => count.solver;
  solver.whole = () => count.whole;
  return solver;
}

test('the page fetches the core once, for itself and its engine', async ({ page, context }) => {
  const requests = await countCoreRequests(context);
  const { puzzle } = puzzleWithSolution({ seed: 8 });
  await open(page, puzzle);
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(puzzle, (await readGrid(page)).letters)).toBeNull();
  expect(requests()).toBe(1);
});

test("an Engine given a module runs it, in every worker it starts; given a failed one, it fetches the core", async ({ page, context }) => {
  const requests = await countCoreRequests(context);
  const { puzzle } = puzzleWithSolution({ seed: 9 });
  await page.goto('/tests/e2e/engine.html');
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  const outcomes = await page.evaluate(async (puzzle) => {
    const module = WebAssembly.compileStreaming(fetch('../../pkg/solver/hexadoku_solver_bg.wasm'));
    const engine = new Engine({ module });
    const first = await engine.solve(puzzle);
    // An abort ends the worker; the next call runs in a fresh one, with the same module.
    const controller = new AbortController();
    const aborted = outcome(engine.solve(puzzle, { signal: controller.signal }));
    controller.abort();
    const after = await engine.solve(puzzle);
    engine.terminate();
    return { first, aborted: await aborted, after };
  }, puzzle);
  expect(ruleViolation(puzzle, outcomes.first.solution)).toBeNull();
  expect(outcomes.aborted.rejected).toMatchObject({ name: 'AbortError', code: 'aborted' });
  expect(ruleViolation(puzzle, outcomes.after.solution)).toBeNull();
  expect(requests(), 'only the page fetched the core').toBe(1);

  const fallback = await page.evaluate(async (puzzle) => {
    const engine = new Engine({ module: Promise.reject(new Error('the page could not load it')) });
    return outcome(engine.solve(puzzle));
  }, puzzle);
  expect(ruleViolation(puzzle, fallback.value.solution)).toBeNull();
  expect(requests(), 'the worker fetched the core itself').toBe(2);

  // Given the whole core, the worker runs it for every call, a hint among them.
  const whole = await page.evaluate(async (puzzle) => {
    const engine = new Engine({ module: WebAssembly.compileStreaming(fetch('../../pkg/hexadoku_bg.wasm')) });
    const answers = { solved: await engine.solve(puzzle), hint: (await engine.hint(puzzle, { drawing: false })).status };
    engine.terminate();
    return answers;
  }, puzzle);
  expect(ruleViolation(puzzle, whole.solved.solution)).toBeNull();
  expect(whole.hint).toBe('step');
  expect(requests(), 'no more of the solver').toBe(2);
  expect(requests.whole(), 'only the page fetched the whole core').toBe(1);
});
