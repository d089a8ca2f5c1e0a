// Offline use: after one visit the service worker (sw.js) has the whole app shell, every
// language's page with it, and the page loads and solves with no network; a new build replaces the old shell's cache,
// only once no page of the old one is left, and a shell that is not all of one build is
// never installed.

import { test, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asRows, button, cell, open, paste, press, puzzleWithSolution, readGrid, ready, ruleViolation } from './support.js';

/** Waits until the page's service worker is active; returns its cache's names. */
async function serviceWorkerReady(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return caches.keys();
  });
}

/**
 * Waits until the first visit's own loads are over, so that none is cut short when the
 * network goes: the difficulty line's module, asked for a second after the puzzle shows
 * (app.js), has graded it, and the engine's worker has fetched its modules.
 */
async function firstVisitSettled(page) {
  await expect(page.locator('#grade')).not.toBeEmpty({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

const controlled = (page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** The shell's files that the page's service worker cache `name` holds, as paths. */
function cachedPaths(page, name) {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const scope = (await navigator.serviceWorker.getRegistration()).scope;
    return (await cache.keys()).map((request) => request.url.slice(scope.length)).sort();
  }, name);
}

/** The manifest the server has, as sw.js reads it. */
async function manifest(request) {
  const source = await (await request.get('shell-manifest.js')).text();
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };

/**
 * A server of the site of its own, whose shell manifest `deploy(shell)` changes: what a
 * new build does. (Playwright's routing does not see a service worker's update check.)
 */
async function siteServer() {
  const root = fileURLToPath(new URL('../../site/', import.meta.url)); // scripts/build-site.mjs
  let manifestSource = null;
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://site/').pathname).slice(1) || 'index.html';
    try {
      const body = path === 'shell-manifest.js' && manifestSource ? manifestSource : await readFile(join(root, normalize(path)));
      response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    deploy: (shell) => {
      manifestSource = `self.SHELL = ${JSON.stringify(shell)};`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Asks the browser to look for a new version now, as it does on a visit; true if one waits. */
function checkForUpdate(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    // An install that fails rejects update(): the states and the caches tell what is left.
    await registration.update().catch(() => {});
    const installing = registration.installing;
    if (installing) {
      await new Promise((resolve) => {
        installing.addEventListener('statechange', () => installing.state !== 'installing' && resolve());
      });
    }
    return registration.waiting !== null;
  });
}

test('after one visit the page works offline: it loads, takes a puzzle and solves it', async ({ page, context, request }) => {
  const shell = await manifest(request);
  await open(page);
  expect(await serviceWorkerReady(page)).toEqual([`hexadoku-shell-${shell.version}`]);
  expect(await cachedPaths(page, `hexadoku-shell-${shell.version}`)).toEqual(Object.keys(shell.files).sort());

  await firstVisitSettled(page);
  await context.setOffline(true);
  const failed = [];
  page.on('requestfailed', (failure) => failed.push(failure.url()));
  await page.reload();
  await ready(page);
  expect(await controlled(page)).toBe(true);

  const { puzzle } = puzzleWithSolution({ seed: 23 });
  await paste(page, asRows(puzzle), cell(page, 0));
  await expect(page.getByRole('status')).toHaveText('Puzzle pasted.');
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(puzzle, (await readGrid(page)).letters)).toBeNull();
  await button(page, 'Undo').click();
  await button(page, 'Hint').click();
  await expect(button(page, 'Apply')).toBeVisible();
  expect(failed).toEqual([]);
});

test("after one visit every language's page works offline, in its words", async ({ page, context, request }) => {
  const shell = await manifest(request);
  expect(Object.keys(shell.files)).toEqual(expect.arrayContaining(['de/index.html', 'zh-Hans/index.html', 'www/words/generated/de/page.js']));
  await open(page);
  await serviceWorkerReady(page);
  await firstVisitSettled(page);
  await context.setOffline(true);
  const failed = [];
  page.on('requestfailed', (failure) => failed.push(failure.url()));
  const { puzzle } = puzzleWithSolution({ seed: 25 });
  for (const [lang, newButton] of [['de', 'Neu'], ['zh-Hans', '新谜题']]) {
    await page.goto(`${lang}/#${puzzle}`);
    await ready(page);
    expect(await controlled(page)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('#new')).toHaveText(newButton);
    await expect(page.locator('hexadoku-board')).toHaveJSProperty('givens', puzzle);
    await page.locator('#menu').click();
    await page.locator('#solve').click();
    await expect(page.locator('#done')).not.toBeEmpty();
  }
  expect(failed).toEqual([]);
});

test('a new build replaces the old cache once no page of the old one is open', async ({ page, context, request }) => {
  const shell = await manifest(request);
  const oldCache = `hexadoku-shell-${shell.version}`;
  const site = await siteServer();
  try {
    const visit = async (tab) => {
      await tab.goto(`${site.url}index.html`);
      await ready(tab);
    };
    await visit(page);
    await serviceWorkerReady(page);
    await page.reload();
    await ready(page);
    expect(await controlled(page), 'the old version controls the page').toBe(true);

    site.deploy({ ...shell, version: 'nextbuild' });
    expect(await checkForUpdate(page), 'the new version is installed, and waits').toBe(true);
    expect((await page.evaluate(() => caches.keys())).sort()).toEqual(['hexadoku-shell-nextbuild', oldCache].sort());

    // With a second page of the old version open, a reload keeps the old version.
    const other = await context.newPage();
    await visit(other);
    await page.reload();
    await ready(page);
    expect(await page.evaluate(() => caches.keys())).toContain(oldCache);
    await other.close();

    // Alone, the page gets the new version (it asks for it, and loads again under it),
    // and the old version's cache goes. The browser drops the closed page from the
    // service worker's clients a moment later: until then a load still finds it open,
    // so the page loads until it is alone.
    // The page may load again by itself under the new version while the test reloads
    // it or reads it: a look so cut short is no failure, the next poll looks again.
    await expect
      .poll(async () => {
        try {
          await page.reload();
          await ready(page);
          return await page.evaluate(() => caches.keys());
        } catch {
          return [];
        }
      }, { timeout: 30_000 })
      .toEqual(['hexadoku-shell-nextbuild']);
    expect(await controlled(page)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.waiting))).toBeNull();
    await press(page, 'Solve', /.+/);

    // A manifest naming a page script other than the one served (a deploy half done) is not
    // installed: the version that works stays.
    const files = { ...shell.files, 'www/app/app.js': shell.files['www/engine/hexadoku-worker.js'] };
    site.deploy({ version: 'halfdone', files });
    expect(await checkForUpdate(page), 'a half-deployed build is not installed').toBe(false);
    expect(await page.evaluate(() => caches.keys())).toEqual(['hexadoku-shell-nextbuild']);
  } finally {
    await site.close();
  }
});

test('without service workers (blocked, as in some private modes) the page works as before', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { puzzle } = puzzleWithSolution({ seed: 24, givens: 160 });
  await open(page, puzzle);
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(puzzle, (await readGrid(page)).letters)).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});
