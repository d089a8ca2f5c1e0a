// The example projects of examples/, as built for production by
// scripts/build-examples.mjs against the packed package: each build's folder is served
// alone, by a small server of the test's own, and its page shows the board with the
// puzzle its address names (?puzzle=…), finds a hint, solves it with the Solve button, and writes what
// `new Engine().solve(puzzle)` answered, with no error and no missing file. Where the
// bundler bundles workers (Vite, webpack), the worker that runs is the bundler's chunk
// and the .wasm one it emitted; where it does not (esbuild, Rollup), they are the
// package's dist/ files, copied beside the bundle; with no bundler, the package's own.
// The examples of frameworks that render pages on the server (Next.js, SvelteKit) import
// the package there too: the HTML the server answers holds the board's tag, and the
// board then works in the browser.

import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFolder } from './static-server.js';
import { puzzleWithSolution, readGrid, ruleViolation } from './support.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const examples = join(root, 'examples');
/** The package as the examples installed it, from the tarball. */
const installed = join(examples, 'node_modules/hexadoku');
const BUILD = 'node scripts/build-examples.mjs';

/**
 * Each example, and where its page's worker comes from: `bundled`, a chunk of the
 * bundler's own, with the .wasm it emitted; `copied`, the package's dist/ folder copied
 * beside the bundle; `package`, the package's files as they are. `rendered`: where the
 * server renders the page's HTML, the board's tag in it: `at build` (a static export of
 * dist/) or `per request` (a Node server, `node dist`, whose files for the browser are in
 * `served`). `solvedBy`: the page's handler of `hexadoku-solved` writes who solved it. `strayWorker`: the build also holds an unbundled copy of the package's
 * worker, which the page must never load (Turbopack emits the `new URL(…)` inside
 * `new Worker(…)` as an asset as well as bundling the worker).
 */
const EXAMPLES = {
  static: { worker: 'package' },
  vite: { worker: 'bundled' },
  webpack: { worker: 'bundled' },
  esbuild: { worker: 'copied' },
  rollup: { worker: 'copied' },
  'react-ts': { worker: 'bundled', react: true, solvedBy: true },
  nextjs: { worker: 'bundled', rendered: 'at build', strayWorker: true },
  sveltekit: { worker: 'bundled', rendered: 'per request', served: 'dist/client', solvedBy: true },
};

/** Every file under `folder`, as paths relative to it. */
const filesUnder = (folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));

/**
 * Watches `page`: `problems()` lists what went wrong while the test ran: console errors and warnings, uncaught
 * errors, failed requests and responses of 400 or more (the browser's own request for
 * /favicon.ico, which no page names, aside). Also the workers started and the .wasm
 * responses seen, for the checks of where they came from.
 */
function watch(page) {
  const problems = [];
  const seen = { workers: [], wasm: [] };
  page.on('console', (message) => {
    // A file not found is reported by its response below, with its address.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // A request cancelled (net::ERR_ABORTED: a framework's runtime may drop a chunk's load it
  // started, seen once of Next.js's) is a problem only if that file never came; one that
  // failed in any other way is one at once.
  const loaded = new Set();
  const aborted = [];
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (error === 'net::ERR_ABORTED') aborted.push(request.url());
    else problems.push(`failed: ${request.url()} (${error})`);
  });
  seen.problems = () => [...problems, ...aborted.filter((url) => !loaded.has(url)).map((url) => `failed: ${url} (net::ERR_ABORTED)`)];
  page.on('response', (response) => {
    if (response.ok()) loaded.add(response.url());
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
    if (new URL(response.url()).pathname.endsWith('.wasm')) {
      seen.wasm.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] });
    }
  });
  page.on('worker', (worker) => seen.workers.push(worker.url()));
  return seen;
}

/** A port of 127.0.0.1 that no one listens on now. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the example's own Node server (`node dist`, SvelteKit's adapter-node) on a free
 * port, once it says it listens: `{ url, close() }`, as serveFolder answers.
 */
async function startNodeServer(folder) {
  const port = await freePort();
  const server = spawn(process.execPath, ['dist'], {
    cwd: folder,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const listening = (chunk) => {
      output += chunk;
      if (output.includes('Listening on')) resolve();
    };
    server.stdout.on('data', listening);
    server.stderr.on('data', listening);
    server.on('exit', (code) => reject(new Error(`node dist in ${folder} ended (${code}):\n${output}`)));
  });
  const close = async () => {
    if (server.exitCode !== null) return;
    const ended = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await ended;
  };
  return { url: `http://127.0.0.1:${port}/`, close };
}

/** The file of `dist` that `url` of the example's server names. */
const fileOf = (dist, url) => join(dist, decodeURIComponent(new URL(url).pathname));

/** Whether the file `file` holds exactly the bytes of `other`. */
const sameBytes = (file, other) => readFileSync(file).equals(readFileSync(other));

/** The engine's answer as the page wrote it, once it has: `{ status, solution, text }`. */
async function engineAnswer(page) {
  const output = page.locator('#engine-result:not([data-status=""])[data-status]');
  await output.waitFor({ state: 'attached' });
  return output.evaluate((element) => ({ status: element.dataset.status, solution: element.dataset.solution, text: element.textContent }));
}

/** The paths of the .wasm files fetched (each once or more: two engines, two workers), sorted. */
const fetchedPaths = (seen) => [...new Set(seen.wasm.map(({ url }) => new URL(url).pathname))].sort();

/** Checks that `board` shows `puzzle`: its value, and each given in its cell, as a given. */
async function showsPuzzle(board, puzzle) {
  await expect.poll(() => board.evaluate((element) => element.value), 'the board loads the puzzle').toBe(puzzle);
  const grid = await readGrid(board);
  expect(grid.letters).toBe(puzzle);
  const givens = grid.flatMap((cell, index) => (puzzle[index] === '.' ? [] : [cell.source]));
  expect(new Set(givens), 'every given shows as a given').toEqual(new Set(['given']));
}

/** Presses Solve on `board` and checks the grid it fills keeps the rules and `puzzle`'s givens. */
async function solvesWithButton(board, puzzle, solution) {
  await board.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(board.getByRole('status')).toHaveText('Solved.');
  const { letters } = await readGrid(board);
  expect(ruleViolation(puzzle, letters)).toBeNull();
  expect(letters).toBe(solution);
}

test.beforeAll(() => {
  expect(existsSync(installed), `the examples are installed and built (${BUILD})`).toBe(true);
  expect(Object.keys(EXAMPLES).sort(), 'every example of examples/package.json is tested here').toEqual(
    JSON.parse(readFileSync(join(examples, 'package.json'), 'utf8')).workspaces.sort(),
  );
  // The builds are of the package as it is now: the engine's and the element's files they
  // were built from are those of the working tree.
  const stale = ['www', 'pkg', 'dist'].flatMap((folder) =>
    readdirSync(join(installed, folder), { recursive: true })
      .map((file) => `${folder}/${file}`)
      .filter((file) => !statSync(join(installed, file)).isDirectory())
      .filter((file) => !existsSync(join(root, file)) || !sameBytes(join(installed, file), join(root, file))),
  );
  expect(stale, `the examples were built from the package as it is now: run ${BUILD}`).toEqual([]);
});

let seed = 700;
for (const [name, { worker, react, solvedBy, rendered, served = 'dist', strayWorker = false }] of Object.entries(EXAMPLES)) {
  const folder = join(examples, name);
  /** The files the browser is served. */
  const dist = join(folder, served);
  const first = puzzleWithSolution({ seed: seed++, givens: 110 });
  const next = react ? puzzleWithSolution({ seed: seed++, givens: 120 }) : null;

  const title = [
    rendered && `the server renders the board's tag (${rendered})`,
    'the board shows the puzzle and solves it',
    'the engine finds its one solution',
    solvedBy && 'the handler hears hexadoku-solved',
    react && 'a new puzzle in React state reaches the board',
  ].filter(Boolean);
  test(`${name}: ${title.join(', ')}`, async ({ page }) => {
    const built = rendered === 'per request' ? join(folder, 'dist/index.js') : join(dist, 'index.html');
    expect(existsSync(built), `the ${name} example is built (${BUILD})`).toBe(true);
    const server = rendered === 'per request' ? await startNodeServer(folder) : await serveFolder(dist);
    try {
      const seen = watch(page);
      const query = new URLSearchParams({ puzzle: first.puzzle, ...(next && { next: next.puzzle }) });
      if (rendered) {
        // The HTML as the server answers it, before any script runs: the board's tag is
        // there, with a puzzle: at build, the page's own; per request, the address's.
        const response = await page.request.get(`${server.url}?${query}`);
        expect(response.status()).toBe(200);
        const tag = (await response.text()).match(/<hexadoku-board\s[^>]*>/)?.[0];
        expect(tag, 'the server rendered the board\'s tag').toBeDefined();
        expect(tag).toMatch(rendered === 'per request' ? `puzzle="${first.puzzle}"` : /puzzle="[A-P.]{256}"/);
      }
      await page.goto(`${server.url}?${query}`);

      const answer = await engineAnswer(page);
      expect(answer.status, answer.text).toBe('unique');
      expect(ruleViolation(first.puzzle, answer.solution)).toBeNull();
      expect(answer.solution).toBe(first.solution);

      const board = page.locator('hexadoku-board');
      await showsPuzzle(board, first.puzzle);
      // A hint: the whole core (the hint engine), loaded when first needed, from the build too.
      const hint = await board.evaluate((element) => element.findHint({ drawing: false }));
      expect(hint.status).toBe('step');
      await solvesWithButton(board, first.puzzle, first.solution);

      if (solvedBy) {
        // The handler given as onhexadoku-solved ran, told that the solver filled the grid.
        await expect(page.locator('#solved-by')).toHaveAttribute('data-by', 'solver');
      }
      if (react) {
        // The puzzle is React state: a new one reaches the element, and the engine.
        await page.getByRole('button', { name: 'Next puzzle' }).click();
        await showsPuzzle(board, next.puzzle);
        const output = page.locator('#engine-result');
        await expect(output).toHaveAttribute('data-solution', next.solution);
        await expect(output).toHaveAttribute('data-status', 'unique');
      }

      // Where the worker and the .wasm came from: both engines' workers, one script.
      expect(seen.workers.length, 'the board\'s engine and the page\'s each started a worker').toBeGreaterThanOrEqual(2);
      const workerUrls = [...new Set(seen.workers)];
      expect(workerUrls).toHaveLength(1);
      const workerFile = fileOf(dist, workerUrls[0]);
      expect(existsSync(workerFile), `${workerUrls[0]} is a file of the build`).toBe(true);
      // The solver's module first, then the whole core's, each the package's own bytes.
      const modules = ['pkg/solver/hexadoku_solver_bg.wasm', 'pkg/hexadoku_bg.wasm'];
      const fetched = new Set();
      for (const { url, status, type } of seen.wasm) {
        expect(status, url).toBe(200);
        expect(type, url).toBe('application/wasm');
        const module = modules.find((file) => sameBytes(fileOf(dist, url), join(installed, file)));
        expect(module, `${url} is one of the package's modules`).toBeDefined();
        fetched.add(module);
      }
      expect([...fetched].sort(), 'both modules were fetched').toEqual([...modules].sort());
      const rawWorkers = [join(installed, 'www/engine/hexadoku-worker.js'), join(installed, 'dist/hexadoku-worker.js')];
      if (worker === 'bundled') {
        // The bundler's own chunk, with the worker's imports in it, and a .wasm it emitted;
        // no file of the build is the package's worker as it is (an unbundled copy).
        const chunk = readFileSync(workerFile, 'utf8');
        expect(chunk, 'the worker\'s imports are bundled into it').not.toMatch(/\.\.\/pkg\/|hexadoku\.js['"]/);
        const files = filesUnder(dist);
        expect(files.filter((file) => file.endsWith('.wasm')), 'the build emitted the two .wasm').toHaveLength(2);
        const copies = files.filter((file) => rawWorkers.some((raw) => sameBytes(join(dist, file), raw)));
        if (strayWorker) {
          expect(copies.length, 'the build holds one stray copy of the package\'s worker').toBeLessThanOrEqual(1);
          expect(workerUrls.map((url) => fileOf(dist, url)), 'the worker that runs is not the stray copy').not.toContain(join(dist, copies[0]));
        } else {
          expect(copies, 'no file of the build is a copy of the package\'s worker').toEqual([]);
        }
      } else if (worker === 'copied') {
        // The package's self-contained worker, copied next to the bundle, as the README says ("Using a bundler").
        expect(new URL(workerUrls[0]).pathname).toBe('/hexadoku-worker.js');
        expect(sameBytes(workerFile, join(installed, 'dist/hexadoku-worker.js'))).toBe(true);
        expect(fetchedPaths(seen)).toEqual(['/hexadoku_bg.wasm', '/hexadoku_solver_bg.wasm']);
      } else {
        // The package's files as they are, beside the page.
        expect(new URL(workerUrls[0]).pathname).toBe('/hexadoku/www/engine/hexadoku-worker.js');
        expect(fetchedPaths(seen)).toEqual(['/hexadoku/pkg/hexadoku_bg.wasm', '/hexadoku/pkg/solver/hexadoku_solver_bg.wasm']);
      }

      expect(seen.problems()).toEqual([]);
    } finally {
      await server.close();
    }
  });
}
