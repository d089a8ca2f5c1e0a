// The page under its own Content-Security-Policy (the <meta> in index.html): every part of
// it that loads or runs something — the scripts, the styles, the WebAssembly module on
// the page and in the engine's worker, the service worker — works, and the browser
// reports no violation and no error while a player uses every button.

import { test, expect } from '@playwright/test';
import { button, open, press, puzzleWithSolution, readGrid, ruleViolation, showCandidates } from './support.js';

/**
 * Collects, from the start of every page of `page`'s context: each CSP violation the
 * document reports, and each error on the console or thrown.
 */
async function watch(page) {
  const problems = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test('the page loads and plays under its CSP without a violation or an error', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = await watch(page);
  const { puzzle } = puzzleWithSolution({ seed: 7, givens: 150 });
  await open(page, puzzle);
  // The policy is the page's own, from its <meta>: the test server sends none.
  const response = await page.request.get('index.html');
  expect(response.headers()['content-security-policy']).toBeUndefined();

  await showCandidates(page);
  await button(page, 'Hint').click();
  await button(page, 'More').click();
  await button(page, 'Apply').click();
  await press(page, 'Check', /agrees|No letters/);
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(puzzle, (await readGrid(page)).letters)).toBeNull();
  await press(page, 'New', /^A new medium puzzle/);
  // The service worker, registered once the page is ready, installs under the policy too.
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(problems).toEqual([]);
});

test('the policy is enforced: an injected inline script and inline style are blocked', async ({ page }) => {
  const problems = await watch(page);
  await open(page);
  // What an attacker's markup would try, were it ever rendered: the policy, not only the
  // page's care, stops it.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = 1';
    document.body.append(script);
    const styled = document.createElement('div');
    styled.id = 'styled';
    styled.setAttribute('style', 'width: 123px');
    document.body.append(styled);
  });
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(await page.locator('#styled').evaluate((e) => e.getBoundingClientRect().width)).not.toBe(123);
  expect(problems.join('\n')).toMatch(/CSP violation: script-src/);
  expect(problems.join('\n')).toMatch(/CSP violation: style-src/);
});
