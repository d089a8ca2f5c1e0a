// The package served from another origin, as from a CDN, to a page under a
// Content-Security-Policy: with the policy the README gives ("From a CDN") the board and
// the engine work; with a piece of it missing, every call fails with a message that
// names the policy and the directive, whichever file it refused.

import { test, expect } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveFolder } from './static-server.js';
import { puzzleWithSolution, ruleViolation } from './support.js';

/** The README's policy for a page at `self` whose package is at the origin `cdn`. */
const policyFor = (cdn) => `default-src 'self'; script-src 'self' ${cdn} 'wasm-unsafe-eval'; worker-src blob:; connect-src 'self' ${cdn}`;

/**
 * Opens a page of a site of its own (another origin, served by static-server.js) under
 * `policy`, with the board and the engine of the package served at `cdn`: `{ www,
 * refusals }`, the package's URL there and the policy's refusals on the console. The
 * site is closed when the test ends.
 */
async function openUnder(page, { cdn, policy, puzzle }) {
  const www = `${cdn}/www/`;
  const site = mkdtempSync(join(tmpdir(), 'hexadoku-cdn-'));
  writeFileSync(
    join(site, 'index.html'),
    `<!doctype html><html lang="en"><title>From a CDN</title>
<script type="module" src="${www}hexadoku-board.js"></script>
<hexadoku-board puzzle="${puzzle}" controls="solve"></hexadoku-board>`,
  );
  const server = await serveFolder(site, { headers: { 'Content-Security-Policy': policy } });
  closing.push(server.close);
  const refusals = [];
  page.on('console', (message) => /Content.Security.Policy/i.test(message.text()) && refusals.push(message.text()));
  await page.goto(server.url);
  await page.waitForFunction(() => customElements.get('hexadoku-board') !== undefined);
  return { www, refusals };
}

/** The sites opened by the test under way, to close when it ends. */
const closing = [];
test.afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** What `engine.solve(puzzle)` of the package at `www` answers, or its error's message. */
const solveWithEngine = (page, www, puzzle) =>
  page.evaluate(
    async ({ www, puzzle }) => {
      const { Engine } = await import(`${www}engine.js`);
      const engine = new Engine();
      try {
        return { solved: await engine.solve(puzzle) };
      } catch (error) {
        return { code: error.code, message: error.message };
      } finally {
        engine.terminate();
      }
    },
    { www, puzzle },
  );

test("under the README's policy, the board and the engine from another origin work, with no refusal", async ({ page, baseURL }) => {
  const { puzzle } = puzzleWithSolution({ seed: 301, givens: 140 });
  const cdn = new URL(baseURL).origin; // the project's server, with CORS headers as a CDN sends
  const { www, refusals } = await openUnder(page, { cdn, policy: policyFor(cdn), puzzle });
  expect(new URL(page.url()).origin).not.toBe(cdn);

  // The board reads its puzzle attribute through the engine: Solve once it shows it, or
  // the solve races the puzzle's arrival ("the grid changed while the solver worked").
  const board = page.locator('hexadoku-board');
  await expect.poll(() => board.evaluate((element) => element.givens)).toBe(puzzle);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect.poll(() => board.evaluate((element) => element.value.includes('.'))).toBe(false);
  expect(ruleViolation(puzzle, await board.evaluate((element) => element.value))).toBeNull();

  const { solved } = await solveWithEngine(page, www, puzzle);
  expect(solved.status).toBe('unique');
  expect(ruleViolation(puzzle, solved.solution)).toBeNull();
  expect(refusals).toEqual([]);
});

// Each directive the README's policy needs, left out in turn: the failure names it.
const missing = [
  {
    what: 'worker-src without blob:',
    policy: (cdn) => policyFor(cdn).replace('worker-src blob:', "worker-src 'self'"),
    says: (www) => `the engine's worker at ${www}engine/hexadoku-worker.js was refused by the page's Content-Security-Policy (worker-src)`,
  },
  {
    what: 'connect-src without the package',
    policy: (cdn) => policyFor(cdn).replace(`connect-src 'self' ${cdn}`, "connect-src 'self'"),
    says: (www) => `the engine's WebAssembly module at ${new URL('../pkg/solver/hexadoku_solver_bg.wasm', www).href} was refused by the page's Content-Security-Policy (connect-src)`,
  },
  {
    what: "script-src without 'wasm-unsafe-eval'",
    policy: (cdn) => policyFor(cdn).replace(" 'wasm-unsafe-eval'", ''),
    says: () => "the engine's WebAssembly module was refused by the page's Content-Security-Policy (script-src needs 'wasm-unsafe-eval')",
  },
];

for (const { what, policy, says } of missing) {
  test(`a policy with ${what} fails every call with a message naming it`, async ({ page, baseURL }) => {
    const { puzzle } = puzzleWithSolution({ seed: 302, givens: 140 });
    const cdn = new URL(baseURL).origin; // the project's server, with CORS headers as a CDN sends
    const { www } = await openUnder(page, { cdn, policy: policy(cdn), puzzle });
    const failed = await solveWithEngine(page, www, puzzle);
    expect(failed).toEqual({ code: 'worker', message: says(www) });
    // The board says the same in its status line.
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(page.locator('hexadoku-board').getByRole('status')).toHaveText(`${says(www).replace(/^t/, 'T')}.`);
  });
}
