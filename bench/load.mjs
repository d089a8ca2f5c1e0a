// How fast the page loads on a slow network: a benchmark, not a test (it prints figures
// and asserts nothing; `npm test` does not run it).
//
//   npm run bench:load [-- --runs N] [--lang de]
//
// Each run is a first visit in a fresh browser context with the HTTP cache off, through
// Chromium's network emulation (DevTools' Network.emulateNetworkConditions: 1.6 Mbit/s
// down, 750 kbit/s up, 150 ms round trip), from a server of its own that gzips every
// response, as a static host does. The page opens on a link to a puzzle; as soon as its
// grid shows, the run clicks a cell, types the solution's letter there, and clicks Solve.
// It reports, from the start of navigation (the median of the runs):
//
// - the bytes transferred, gzipped, until Solve has answered: the responses' bodies as
//   sent, plus their headers (the service worker's copy of the shell, which it fetches
//   in the background once the page is ready, is counted apart);
// - when the grid is interactive: the typed letter shows in its cell;
// - when the first Solve has answered: the status line says "Solved.".
//
// Needs site/ (npm run build).

import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import init, { generate, solve } from '../pkg/hexadoku.js';

// --against serves another copy of the site too (the site/ of a checkout of an earlier
// commit, say), its runs interleaved with this one's, since a shared machine's
// speed drifts over minutes.
const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, against: { type: 'string' }, lang: { type: 'string', default: 'en' } },
});
// --lang de (or zh-Hans): a first visit of that language's page, by a browser of that
// language, until its "Solved." (the element's word, in its language).
const PAGE = options.lang === 'en' ? 'index.html' : `${options.lang}/index.html`;
const { solved: SOLVED } = await import(`../www/words/generated/${options.lang}/board.js`);
const SITES = [fileURLToPath(new URL('../site/', import.meta.url)), ...(options.against ? [options.against] : [])];

/** The slow network: 1.6 Mbit/s down, 150 ms round trip. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) | 0,
  uploadThroughput: (750e3 / 8) | 0,
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * A static server of the site that gzips every response and notes, for each, its path,
 * its size on the wire (headers and gzipped body), and whether the service worker asked
 * for it (its requests name sw.js as their referrer).
 */
async function gzipServer(root) {
  const gzipped = new Map();
  let sent = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://site/').pathname).slice(1) || 'index.html';
    let body;
    try {
      if (!gzipped.has(path)) gzipped.set(path, gzipSync(await readFile(join(root, normalize(path)))));
      body = gzipped.get(path);
    } catch {
      response.writeHead(404).end();
      return;
    }
    const headers = {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
    };
    response.writeHead(200, headers);
    response.end(body);
    const head = `HTTP/1.1 200 OK\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
    const referrer = request.headers.referer ?? '';
    const byServiceWorker = /\/sw\.js$/.test(referrer) || /^(sw|shell-manifest)\.js$/.test(path);
    sent.push({ path, bytes: head.length + body.length, body: body.length, byServiceWorker });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    /** What was sent since the last call. */
    take: () => [sent, (sent = [])][0],
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** One first visit: the figures of the list at the top. */
async function visit(browser, site, puzzle, solution) {
  const context = await browser.newContext({ locale: options.lang });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  site.take();

  const empty = puzzle.indexOf('.');
  const letter = solution[empty];
  await page.goto(`${site.url}${PAGE}#${puzzle}`, { waitUntil: 'commit' });
  // The page notes each moment itself, polling at every frame, and the run acts as soon
  // as what it needs shows: a click at the element's place, at once, as a player's would
  // land (a locator's click waits for its own polling first, which adds up to 0.5 s that
  // is the harness's, not the page's).
  const at = (predicate, arg) =>
    page.waitForFunction(predicate, arg, { polling: 'raf', timeout: 60_000 }).then((handle) => handle.jsonValue());
  const label = `R${Math.floor(empty / 16) + 1}C${(empty % 16) + 1}`;
  // The grid and its status line are inside the board's shadow root.
  const moments = Promise.all([
    at(
      ([label, letter]) =>
        document.querySelector('hexadoku-board')?.shadowRoot?.querySelector(`[aria-label="${label}"]`)?.value === letter &&
        performance.now(),
      [label, letter],
    ),
    at(
      (solved) => document.querySelector('hexadoku-board')?.shadowRoot?.querySelector('[role="status"]')?.textContent === solved && performance.now(),
      SOLVED,
    ),
  ]);
  /** Clicks the middle of what `place` (run in the page) finds, as soon as it shows. */
  const clickWhenShown = async (place, arg) => {
    const { x, y } = await at(place, arg);
    await page.mouse.click(x, y);
  };
  await clickWhenShown((label) => {
    const box = document.querySelector('hexadoku-board')?.shadowRoot?.querySelector(`[aria-label="${label}"]`)?.getBoundingClientRect();
    return box?.width > 0 && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, label);
  await page.keyboard.press(letter);
  // Solve, in sight, or in Menu (opened first, as a player does: a page of before
  // 2026-11-27 has it in sight).
  const middleOf = (ids) => {
    for (const id of ids) {
      const box = document.getElementById(id)?.getBoundingClientRect();
      if (box?.width > 0) return { x: box.x + box.width / 2, y: box.y + box.height / 2, id };
    }
    return false;
  };
  const pressed = await at(middleOf, ['solve', 'menu']);
  await page.mouse.click(pressed.x, pressed.y);
  if (pressed.id === 'menu') {
    // A page of before 2026-11-27's evening linked Menu's look (overlays.css) after the
    // first load, and an open Menu moved when it came: Solve is clicked once it has.
    await at(() => getComputedStyle(document.getElementById('menu-panel')).getPropertyValue('--width') !== '');
    await clickWhenShown(middleOf, ['solve']);
  }
  const [interactive, solved] = await moments;
  const page1 = site.take();
  // The service worker's copy, in the background: wait for it to be done (a page without
  // one is given ten seconds).
  await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]));
  const later = site.take();
  await context.close();
  const bytes = (list) => list.reduce((sum, { bytes }) => sum + bytes, 0);
  return {
    interactive,
    solved,
    bytes: bytes(page1.filter((s) => !s.byServiceWorker)),
    files: page1.filter((s) => !s.byServiceWorker),
    serviceWorkerBytes: bytes([...page1, ...later].filter((s) => s.byServiceWorker)),
  };
}

await init({ module_or_path: await readFile(new URL('../pkg/hexadoku_bg.wasm', import.meta.url)) });
// A minimal puzzle: the solver has to search.
const puzzle = generate({ seed: 1 });
const { solution } = solve(puzzle);

const servers = await Promise.all(SITES.map(gzipServer));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const runs = SITES.map(() => []);
try {
  for (let i = 0; i < Number(options.runs); i++) {
    for (const [s, site] of servers.entries()) {
      const run = await visit(browser, site, puzzle, solution);
      runs[s].push(run);
      console.log(
        `${SITES[s]} run ${i + 1}: ${kb(run.bytes)} gzipped, grid interactive at ${seconds(run.interactive)}, ` +
          `Solve answered at ${seconds(run.solved)}; then the service worker's copy: ${kb(run.serviceWorkerBytes)}`,
      );
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((site) => site.close()));
}

for (const [s, root] of SITES.entries()) {
  console.log(`\n${root}: what the first run transferred until Solve answered (gzipped body; with headers):`);
  for (const { path, body, bytes } of runs[s][0].files) console.log(`  ${path.padEnd(24)} ${kb(body).padStart(9)} ${kb(bytes).padStart(9)}`);
  console.log(`Median of ${runs[s].length} runs, at 1.6 Mbit/s down and 150 ms round trip, from navigation:`);
  console.log(`  first load, gzipped:     ${kb(median(runs[s].map((r) => r.bytes)))}`);
  console.log(`  grid interactive:        ${seconds(median(runs[s].map((r) => r.interactive)))}`);
  console.log(`  first Solve answered:    ${seconds(median(runs[s].map((r) => r.solved)))}`);
  console.log(`  service worker's copy:   ${kb(median(runs[s].map((r) => r.serviceWorkerBytes)))} (in the background, after)`);
}
