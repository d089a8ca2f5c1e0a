// The npm package as a web author without a bundler uses it: `npm pack` makes the
// tarball, whose files are unpacked into a folder beside a page of exactly the two lines
// the README gives (the script the package's `./board` export names, and the element), here
// with two boards. The folder is served by a small server of the test's own, under a strict
// Content-Security-Policy, and the boards load, take letters and solve independently,
// without an error, a missing file or a violation. The tarball holds what that needs, the
// declarations, the manifest, the README and the licence, and none of the app.

import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFolder } from './static-server.js';
import { cellName, puzzleWithSolution, ruleViolation } from './support.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// What a page needs, and what documents it; and the app's files, which stay out.
const expected = [
  'package.json',
  'README.md',
  'LICENSE',
  'custom-elements.json',
  'pkg/hexadoku.js',
  'pkg/hexadoku_bg.wasm',
  'pkg/solver/hexadoku_solver.js',
  'pkg/solver/hexadoku_solver_bg.wasm',
  'dist/hexadoku-worker.js',
  'dist/hexadoku_bg.wasm',
  'dist/hexadoku_solver_bg.wasm',
  'www/engine.js',
  'www/hexadoku-board.js',
  'www/engine/engine.js',
  'www/engine/engine.d.ts',
  'www/engine/engine-error.js',
  'www/engine/failures.js',
  'www/engine/hexadoku-worker.js',
  'www/engine/messages.js',
  'www/engine/wasm-location.js',
  'www/engine/load-failure.js',
  'www/engine/worker-loading.js',
  'www/engine/path.js',
  'www/engine/apply-step.js',
  'www/engine/full-module.js',
  'www/words/sentences.js',
  'www/words/answers.js',
  'www/words/writer.js',
  'www/words/symbols.js',
  'www/words/languages.js',
  'www/words/generated/languages.js',
  // Every language's words for the element, the engine and its writer (words/<lang>/).
  ...readdirSync(fileURLToPath(new URL('../../words/', import.meta.url))).flatMap((lang) => [
    `www/words/generated/${lang}.js`,
    `www/words/generated/${lang}/board.js`,
    `www/words/generated/${lang}/engine.js`,
    `www/words/generated/${lang}/errors.js`,
  ]),
  'www/board/hexadoku-board.js',
  'www/board/board-words.js',
  'www/board/board-language.js',
  'www/board/built-in-words.js',
  'www/board/attributes.js',
  'www/board/form-control.js',
  'www/board/mistakes.js',
  'www/board/selection.js',
  'www/board/many-cells.js',
  'www/board/colouring.js',
  'www/board/colour-marks.js',
  'www/board/pause-card.js',
  'www/board/print-style.js',
  'www/board/adopt-sheet.js',
  'www/board/load-once.js',
  'www/board/highlights.js',
  'www/board/solving-path.js',
  'www/board/hexadoku-board.d.ts',
  'www/board/hexadoku-board.react.d.ts',
  'www/board/hexadoku-board.vue.d.ts',
  'www/board/hexadoku-board.svelte.d.ts',
  'www/board/controller.js',
  'www/board/form.js',
  'www/board/game.js',
  'www/board/input.js',
  'www/board/view.js',
  'www/board/style.js',
  'www/board/game-state.js',
  'www/board/letters-and-cells.js',
  'www/board/grid-view.js',
  'www/board/history.js',
  'www/board/keypad.js',
  'www/board/hint-drawing.js',
  'www/board/hint-shapes.js',
  'www/board/hint-in-view.js',
  'www/board/hint-elements.js',
  'www/board/hint-exclusions.js',
  'www/board/hint-focus.js',
];
const appFiles = [
  'index.html',
  'sw.js',
  'www/app/app.js',
  'www/app/style.css',
  'www/app/offline.js',
  'www/embed/embed.html',
  'www/words/page.js',
  'www/words/generated/en/page.js',
  'www/words/generated/page-words.js',
];

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
test.describe.configure({ mode: 'serial' });

let work; // the temporary folder: the tarball, and the site (package/ beside index.html)
let entries; // the tarball's files, relative to its package/ folder
let site;
const first = puzzleWithSolution({ seed: 41 });
const second = puzzleWithSolution({ seed: 42 });

test.beforeAll(() => {
  expect(
    existsSync(join(root, 'pkg/hexadoku_bg.wasm')) && existsSync(join(root, 'pkg/hexadoku.js')),
    'pkg/ is built (bash scripts/build-wasm.sh) before the package is packed',
  ).toBe(true);
  work = mkdtempSync(join(tmpdir(), 'hexadoku-package-'));
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const tarball = join(work, packed[0].filename);
  entries = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line && !line.endsWith('/'))
    .map((line) => line.replace(/^package\//, ''));
  const sitePath = join(work, 'site');
  mkdirSync(sitePath);
  execFileSync('tar', ['-xzf', tarball, '-C', sitePath]);
  site = sitePath;
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the tarball holds the module, the engine, the element, their declarations, the manifest, the README and the licence, and none of the app', () => {
  expect([...entries].sort()).toEqual([...expected].sort());
  for (const file of appFiles) expect(entries, `${file} is the app's, not the package's`).not.toContain(file);
  // package.json as published: public, with the entries, the types and the manifest it names inside the tarball.
  const published = JSON.parse(readFileSync(join(site, 'package/package.json'), 'utf8'));
  expect(published.private).toBeUndefined();
  expect(published.sideEffects).toEqual(['./www/hexadoku-board.js', './www/board/hexadoku-board.js']);
  // Each entry's module and types; a folder's entry ("./dist/*"), each file it holds.
  const entryFiles = Object.values(published.exports).flatMap((entry) =>
    typeof entry === 'string' ? [entry] : [entry.types, entry.default],
  );
  const named = entryFiles.flatMap((path) =>
    path.endsWith('/*') ? readdirSync(join(site, 'package', path.slice(0, -1))).map((file) => path.replace('*', file)) : [path],
  );
  expect(named).toContain('./dist/hexadoku-worker.js');
  for (const path of [...named, published.types, published.customElements]) {
    expect(entries, `${path}, named by package.json, is packed`).toContain(path.replace(/^\.\//, ''));
  }
  expect(readFileSync(join(site, 'package/LICENSE'), 'utf8')).toMatch(/^MIT License/);
  expect(readFileSync(join(site, 'package/README.md'), 'utf8')).toMatch(/^## Embedding in a page$/m);
  expect(readdirSync(join(site, 'package/pkg')).sort()).toEqual(['hexadoku.js', 'hexadoku_bg.wasm', 'solver']);
  expect(readdirSync(join(site, 'package/pkg/solver')).sort()).toEqual(['hexadoku_solver.js', 'hexadoku_solver_bg.wasm']);
});

test('two boards on a page of the two lines, from the unpacked tarball, load, take letters and solve independently', async ({ page }) => {
  test.setTimeout(60_000);
  expect(second.puzzle).not.toBe(first.puzzle);
  const board = manifest.exports['./board'].default.replace(/^\.\//, '');
  const line = (puzzle, lang = '') => `<hexadoku-board puzzle="${puzzle}" controls="solve hint check"${lang}></hexadoku-board>`;
  writeFileSync(
    join(site, 'index.html'),
    `<script type="module" src="package/${board}"></script>\n${line(first.puzzle)}\n${line(second.puzzle, ' lang="de"')}\n`,
  );
  const server = await serveFolder(site, { headers: { 'Content-Security-Policy': CSP } });
  const { url } = server;
  try {
    const problems = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || event.sample}`);
      });
    });
    page.on('console', (message) => {
      // A file not found is reported by its response below, with its address.
      if (message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
    page.on('response', (response) => {
      // The browser's own request for /favicon.ico, which the page does not name, aside.
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
    });

    await page.goto(url);
    const boards = page.locator('hexadoku-board');
    await expect(boards).toHaveCount(2);
    const [one, two] = [boards.nth(0), boards.nth(1)];
    const value = (element) => element.evaluate((node) => node.value);
    await expect.poll(() => value(one), 'the first board loads its puzzle').toBe(first.puzzle);
    await expect.poll(() => value(two), 'the second board loads its puzzle').toBe(second.puzzle);
    for (const element of [one, two]) await expect(element.locator('[role="grid"] [role="gridcell"] input')).toHaveCount(256);
    await expect(one.getByRole('button')).toHaveText(['Solve', 'Hint', 'Check']);
    // The second speaks German (lang="de"): its words and its hints, from the package's files.
    await expect(two.getByRole('button')).toHaveText(['Lösen', 'Tipp', 'Prüfen']);
    await two.getByRole('button', { name: 'Tipp', exact: true }).click();
    await expect(two.getByRole('status')).toHaveText(/\S/);
    expect(await two.getByRole('status').textContent()).not.toMatch(/\b(the|only|in box|in row)\b/);

    // A letter typed into the first board changes it alone.
    const empty = first.puzzle.indexOf('.');
    await one.getByLabel(cellName(empty), { exact: true }).click();
    await page.keyboard.press(first.solution[empty]);
    const typed = first.puzzle.slice(0, empty) + first.solution[empty] + first.puzzle.slice(empty + 1);
    await expect.poll(() => value(one)).toBe(typed);
    expect(await value(two)).toBe(second.puzzle);

    // Solve on the second board solves it, by the rules, and leaves the first as it was.
    await two.getByRole('button', { name: 'Lösen', exact: true }).click();
    await expect(two.getByRole('status')).toHaveText('Gelöst.');
    const solved = await value(two);
    expect(ruleViolation(second.puzzle, solved)).toBeNull();
    expect(solved).toBe(second.solution);
    expect(await value(one)).toBe(typed);

    expect(problems).toEqual([]);
  } finally {
    await server.close();
  }
});
