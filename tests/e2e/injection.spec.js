// Markup and script through every way text reaches the page — the address, a paste, the
// saved board in local storage, and the engine's hints and messages — is shown as text
// or refused, never rendered or run; and the page goes on working.
//
// The page's Content-Security-Policy would block an inline handler even if the page
// rendered one (csp.spec.js tests that); here it is bypassed, so that what is tested is
// the page's own handling: no payload may become an element at all.

import { test, expect } from '@playwright/test';
import { asRows, button, cell, open, openEmpty, paste, press, puzzleWithSolution, readGrid, ready, ruleViolation, status, choose } from './support.js';

test.use({ bypassCSP: true });

const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload="window.__pwned=1"></svg>',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
];

/** Before any script of the page: notes every element that shows up of a kind no payload may add. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__created = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeType !== Node.ELEMENT_NODE) continue;
          for (const element of [node, ...node.querySelectorAll('*')]) {
            if (/^(img|script|svg|iframe|object|embed)$/i.test(element.tagName)) window.__created.push(element.outerHTML);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
});

/** Nothing ran, and no element was made from a payload (the page's own module script aside). */
async function expectNothingRan(page) {
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  const created = await page.evaluate(() => window.__created);
  expect(created.filter((html) => !/^<script type="module" src="www\/app\/app\.js">/.test(html))).toEqual([]);
}

/** The page still plays: a puzzle pasted is solved, by the rules. */
async function expectStillWorking(page) {
  const { puzzle } = puzzleWithSolution({ seed: 31, givens: 160 });
  await paste(page, asRows(puzzle), cell(page, 0));
  await expect(status(page)).toHaveText('Puzzle pasted.');
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(puzzle, (await readGrid(page)).letters)).toBeNull();
}

for (const [n, payload] of PAYLOADS.entries()) {
  test(`the address: payload ${n + 1} is refused as a puzzle and shown as text`, async ({ page }) => {
    await page.goto(`index.html#${encodeURIComponent(payload)}`);
    await ready(page);
    await expect(status(page)).toHaveText(/^The puzzle in the address cannot be read: /);
    await expectNothingRan(page);
    // A link that changes while the page is open goes the same way.
    await page.evaluate((payload) => {
      location.hash = encodeURIComponent(`${payload} `);
    }, payload);
    await expect(status(page)).toHaveText(/^The puzzle in the address cannot be read: /);
    await expectNothingRan(page);
    await expectStillWorking(page);
    await expectNothingRan(page);
  });

  test(`a paste: payload ${n + 1} is refused as a puzzle and shown as text`, async ({ page }) => {
    await openEmpty(page);
    for (const text of [payload, `${payload}\n`.repeat(16), asRows('A'.repeat(200) + payload.padEnd(56, '.').slice(0, 56))]) {
      await paste(page, text);
      await expect(status(page)).toHaveText(/^The pasted text is not a puzzle: .*Nothing was changed\.$/);
      await expectNothingRan(page);
    }
    // On a cell, too.
    await paste(page, payload, cell(page, 17));
    await expectNothingRan(page);
    await expect(cell(page, 17)).toHaveValue('');
    await expectStillWorking(page);
  });
}

test('local storage: a saved board carrying markup is not restored, and nothing of it runs', async ({ page }) => {
  // An empty grid, so that the address names no puzzle to load instead.
  await openEmpty(page);
  const line = PAYLOADS.join('').padEnd(256, '.').slice(0, 256);
  const saved = [
    { board: { givens: line, entries: line, sources: line, removed: new Array(256).fill(0) }, editing: false },
    { board: PAYLOADS[0], editing: PAYLOADS[1] },
  ];
  for (const value of [...saved.map((s) => JSON.stringify(s)), PAYLOADS[0]]) {
    await page.evaluate((value) => localStorage.setItem('hexadoku.board', value), value);
    await page.reload();
    await ready(page);
    await expectNothingRan(page);
    // An empty grid, ready for a puzzle: the unreadable board is dropped.
    expect((await readGrid(page)).letters).toBe('.'.repeat(256));
  }
  await expectStillWorking(page);
});

test("the engine's hints and messages are shown as text, whatever they hold", async ({ page, context }) => {
  // An engine whose every answer carries markup: hints whose sentences are payloads, and
  // failures whose messages are.
  const step = {
    status: 'step',
    technique: PAYLOADS[0],
    placements: [{ row: 0, col: 0, letter: 'A' }],
    eliminations: [],
    cells: [{ row: 0, col: 0 }],
    units: [{ kind: 'row', index: 0 }],
    letters: 'A',
    vague: PAYLOADS[0],
    concrete: PAYLOADS[1],
    explanation: PAYLOADS[2],
  };
  const worker = `self.onmessage = ({ data: { id, method } }) => self.postMessage(method === 'hint'
    ? { type: 'result', id, result: ${JSON.stringify(step)} }
    : { type: 'failure', id, message: ${JSON.stringify(PAYLOADS[3])} });`;
  await context.route('**/www/engine/hexadoku-worker.js', (route) => route.fulfill({ contentType: 'text/javascript', body: worker }));
  await open(page);

  await button(page, 'Hint').click();
  await expect(status(page)).toHaveText(PAYLOADS[0]);
  await button(page, 'More').click();
  await expect(status(page)).toHaveText(PAYLOADS[1]);
  await button(page, 'Apply').click();
  await expect(status(page)).toHaveText(PAYLOADS[2]);
  await expectNothingRan(page);
  await choose(page, 'Solve');
  await expect(status(page)).toHaveText(`${PAYLOADS[3].charAt(0).toUpperCase()}${PAYLOADS[3].slice(1)}.`);
  await expectNothingRan(page);
});
