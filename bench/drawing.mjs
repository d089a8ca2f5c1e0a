// Hints drawn on the board, played as a learner plays them: a benchmark, not a test (it
// prints figures and asserts nothing; `npm test` does not run it).
//
//   npm run bench:drawing [-- --steps 80 --seeds 424242,515151]
//
// On the page (site/), for each minimal puzzle made from a seed, Hint → More → Apply for
// as many steps, and at each More, what the board draws (its parts in the shadow DOM):
//
// - every elimination step shows each candidate it removes (`hint-candidate removed`);
// - every chain step (links, or a forcing chain's branches) is drawn with links
//   (`hint-link strong` / `weak`);
// - every colouring step is drawn in two colours (`colour-1` and `colour-2`).
//
// And what drawing costs: each step drawn again through the element's `highlight({ hint
// })`, timed until its drawing is laid out (the median of 5 draws), by technique.
//
// Needs site/ (npm run build).

import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { serveFolder } from '../tests/e2e/static-server.js';
import init, { generate } from '../pkg/hexadoku.js';

const { values: options } = parseArgs({
  options: { steps: { type: 'string', default: '80' }, seeds: { type: 'string', default: '424242,515151' } },
});
await init({ module_or_path: await readFile(new URL('../pkg/hexadoku_bg.wasm', import.meta.url)) });

const CHAINS = /chain|X-Wing|XY-Wing|W-Wing|skyscraper|kite/;
const site = await serveFolder(fileURLToPath(new URL('../site', import.meta.url)));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const button = (name) => page.getByRole('button', { name, exact: true }).first();

const tally = { steps: 0, eliminations: 0, removedShown: 0, chains: 0, chainsLinked: 0, colourings: 0, colouringsInTwo: 0 };
const misses = [];
const costs = new Map();

for (const seed of options.seeds.split(',').map(Number)) {
  const puzzle = generate({ seed, minimal: true });
  await page.goto(`${site.url}index.html#${puzzle}`);
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  for (let n = 0; n < Number(options.steps); n++) {
    await button('Hint').click();
    const more = button('More');
    await more.waitFor();
    await more.click();
    await page.waitForFunction(() => document.querySelector('hexadoku-board').shadowRoot.querySelector('[part~="hint-detail"]:not([hidden])'));
    const seen = await page.locator('hexadoku-board').evaluate(async (board) => {
      const root = board.shadowRoot;
      const parts = (part) => root.querySelectorAll(`svg [part~="${part}"]`).length;
      const drawn = { removed: parts('removed'), links: parts('hint-link'), colour1: parts('colour-1'), colour2: parts('colour-2') };
      // The same step, asked again and drawn again: what drawing costs.
      const step = await board.findHint();
      const times = [];
      for (let i = 0; i < 5; i++) {
        const copy = structuredClone(step);
        const start = performance.now();
        board.highlight({ pattern: copy.cells, hint: copy });
        // The drawing is made once its module's promise has resolved (a few microtasks),
        // then laid out.
        for (let tick = 0; tick < 4; tick++) await null;
        root.querySelector('svg.hint-drawing').getBoundingClientRect();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      return { step, drawn, cost: times[2] };
    });
    const { step, drawn, cost } = seen;
    tally.steps++;
    const removed = step.eliminations.reduce((sum, e) => sum + e.letters.length, 0);
    if (removed > 0) {
      tally.eliminations++;
      if (drawn.removed >= removed) tally.removedShown++;
      else misses.push(`${step.technique}: ${drawn.removed} of ${removed} removed candidates drawn`);
    }
    if (CHAINS.test(step.technique) || step.drawing.branches.length > 0) {
      tally.chains++;
      if (drawn.links > 0) tally.chainsLinked++;
      else misses.push(`${step.technique}: no link drawn`);
    }
    if (/colour/.test(step.technique)) {
      tally.colourings++;
      if (drawn.colour1 > 0 && drawn.colour2 > 0) tally.colouringsInTwo++;
      else misses.push(`${step.technique}: not in two colours`);
    }
    const list = costs.get(step.technique) ?? [];
    list.push(cost);
    costs.set(step.technique, list);
    // Drawn again above, the hint is still the one being revealed: apply it.
    await button('Apply').click();
    await page.waitForFunction(() => document.querySelector('hexadoku-board').shadowRoot.querySelector('[part~="hint-detail"][hidden]'));
  }
}
await browser.close();
await site.close();

console.log(`${tally.steps} steps of ${options.seeds.split(',').length} minimal puzzles (seeds ${options.seeds}):`);
console.log(`  elimination steps showing every removed candidate before Apply: ${tally.removedShown} of ${tally.eliminations}`);
console.log(`  chain steps drawn with links:                                  ${tally.chainsLinked} of ${tally.chains}`);
console.log(`  colouring steps drawn in two colours:                          ${tally.colouringsInTwo} of ${tally.colourings}`);
for (const miss of misses) console.log(`  missed: ${miss}`);
console.log('Drawing a step (median of 5 draws each), by technique: steps, median, slowest:');
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (const [technique, list] of [...costs].sort((a, b) => Math.max(...b[1]) - Math.max(...a[1]))) {
  console.log(`  ${technique.padEnd(34)} ${String(list.length).padStart(3)}  ${median(list).toFixed(1).padStart(5)} ms  ${Math.max(...list).toFixed(1).padStart(5)} ms`);
}
