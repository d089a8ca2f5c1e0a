// A server that fails now and then: a file of the engine that fails to load fails the
// calls pending on it, saying why, and the next call loads everything anew, so that the
// engine, the board and the page work as soon as the server does; nothing the player
// typed meanwhile is lost.

import { test, expect } from '@playwright/test';
import { button, cell, puzzleWithSolution, readGrid, ruleViolation, status, choose } from './support.js';

// The page's service worker would keep the files it fetched: the server alone answers here.
test.use({ serviceWorkers: 'block' });

/**
 * Fails every request for the files matching `pattern` with HTTP 503 while `down` is
 * true; counts the requests.
 */
async function flaky(context, pattern) {
  const server = { down: true, requests: 0 };
  await context.route(pattern, (route) => {
    server.requests++;
    return server.down ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue();
  });
  return server;
}

for (const [file, pattern, says] of [
  ['core (.wasm)', '**/pkg/solver/hexadoku_solver_bg.wasm', (url) => `the engine's WebAssembly module failed to load from ${url}/pkg/solver/hexadoku_solver_bg.wasm: HTTP 503`],
  ["worker's script", '**/www/engine/hexadoku-worker.js', (url) => `the engine's worker failed to load from ${url}/www/engine/hexadoku-worker.js: HTTP 503`],
]) {
  test(`an engine whose ${file} failed to load answers the next call once the server does`, async ({ page, context }) => {
    const { puzzle } = puzzleWithSolution({ seed: 311, givens: 130 });
    await page.goto('/tests/e2e/engine.html');
    await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
    const server = await flaky(context, pattern);
    const origin = new URL(page.url()).origin;

    const failed = await page.evaluate(async (puzzle) => {
      window.engine = new Engine();
      return Promise.all([outcome(engine.solve(puzzle)), outcome(engine.readPuzzle(puzzle))]);
    }, puzzle);
    for (const { rejected } of failed) {
      expect(rejected.code).toBe('worker');
      expect(rejected.message.startsWith(says(origin))).toBe(true);
    }
    // Still down: the next call tries again, and fails again, saying so.
    const again = await page.evaluate((puzzle) => outcome(engine.solve(puzzle)), puzzle);
    expect(again.rejected.message.startsWith(says(origin))).toBe(true);
    const triedSoFar = server.requests;
    expect(triedSoFar).toBeGreaterThanOrEqual(2);

    server.down = false;
    const solved = await page.evaluate((puzzle) => engine.solve(puzzle), puzzle);
    expect(solved.status).toBe('unique');
    expect(ruleViolation(puzzle, solved.solution)).toBeNull();
    expect(server.requests).toBeGreaterThan(triedSoFar);
  });
}

test("the page whose core failed to load keeps the player's letters and solves once the server answers", async ({ page, context }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 312, givens: 150 });
  const server = await flaky(context, '**/pkg/solver/hexadoku_solver_bg.wasm');
  await page.goto(`index.html#${puzzle}`);
  const empty = [...puzzle].findIndex((c) => c === '.');
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty]);

  await choose(page, 'Solve');
  await expect(status(page)).toHaveText(/failed to load .*HTTP 503/);
  const typed = (await readGrid(page)).letters;
  expect(typed[empty]).toBe(solution[empty]);

  server.down = false;
  await choose(page, 'Solve');
  await expect(status(page)).toHaveText('Solved.');
  const grid = (await readGrid(page)).letters;
  expect(ruleViolation(puzzle, grid)).toBeNull();
});
