// How fast the WebAssembly build solves, next to the native tool, on the same puzzles:
// the generator's minimal corpus. A benchmark, not a test: it prints figures.
//
//   npm run bench:wasm [-- --count N --rounds R]
//
// Each side does the same work per puzzle: search until a second solution is ruled out
// (wasm `solve`, native `hexadoku count --limit 2 --jobs 1`). Every round times the whole
// corpus; the median round is reported, per puzzle. Needs pkg/ (npm run build) and a
// release build of the tool (cargo build --release).

import { execFileSync, spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values: options } = parseArgs({
  options: {
    count: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '7' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string', default: '8282' },
  },
});
const ROOT = new URL('../', import.meta.url);
const TOOL = new URL('target/release/hexadoku', ROOT).pathname;
const rounds = Number(options.rounds);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function corpus() {
  const text = execFileSync(TOOL, ['generate', '--seed', options.seed, '--count', options.count, '--minimal'], {
    encoding: 'utf8',
  });
  return text.split('\n').filter((line) => line.length === 256);
}

/** Seconds for the native tool to count (to 2) the solutions of every puzzle. */
function native(puzzles) {
  return run(puzzles.join('\n') + '\n') - run('');
}

/**
 * Seconds one run of the tool takes on `input`. A run on no input is taken off each
 * timing: the process's start, which the wasm side, already loaded, does not pay.
 */
function run(input) {
  const start = process.hrtime.bigint();
  execFileSync(TOOL, ['count', '--limit', '2', '--jobs', '1'], { input, encoding: 'utf8' });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** Runs in Node and in the page alike: seconds to `solve` every puzzle once. */
function timeSolves(hexadoku, puzzles) {
  const start = performance.now();
  for (const puzzle of puzzles) {
    if (hexadoku.solve(puzzle).status !== 'unique') throw new Error(`not unique: ${puzzle}`);
  }
  return (performance.now() - start) / 1000;
}

async function nodeModule() {
  const hexadoku = await import(new URL('pkg/hexadoku.js', ROOT));
  await hexadoku.default({ module_or_path: await readFile(new URL('pkg/hexadoku_bg.wasm', ROOT)) });
  return hexadoku;
}

/** A headless Chromium page on a local server with the module loaded. */
async function chromiumPage() {
  const server = spawn('node_modules/.bin/sirv', ['.', '--host', '127.0.0.1', '--port', options.port, '--quiet'], {
    cwd: ROOT.pathname,
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  for (let tries = 0; ; tries++) {
    try {
      await page.goto(`http://127.0.0.1:${options.port}/bench/blank.html`);
      break;
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await page.evaluate(async (timer) => {
    const hexadoku = await import('/pkg/hexadoku.js');
    await hexadoku.default();
    const time = new Function(`return ${timer}`)();
    globalThis.timeRound = (puzzles) => time(hexadoku, puzzles);
  }, timeSolves.toString());
  return {
    round: (puzzles) => page.evaluate((puzzles) => globalThis.timeRound(puzzles), puzzles),
    close: async () => {
      await browser.close();
      server.kill();
    },
  };
}

const puzzles = corpus();
const wasmBytes = (await stat(new URL('pkg/hexadoku_bg.wasm', ROOT))).size;
const inNode = await nodeModule();
const inChromium = await chromiumPage();
// Rounds alternate between the three, so that a busy spell of the machine hurts each alike.
const times = { native: [], node: [], chromium: [] };
try {
  for (let r = 0; r < rounds; r++) {
    times.native.push(native(puzzles));
    times.node.push(timeSolves(inNode, puzzles));
    times.chromium.push(await inChromium.round(puzzles));
  }
} finally {
  await inChromium.close();
}
const nativeSeconds = median(times.native);
const perPuzzle = (seconds) => `${((seconds / puzzles.length) * 1000).toFixed(2)} ms`;
console.log(`${puzzles.length} minimal puzzles (generate --seed ${options.seed}), median of ${rounds} rounds`);
console.log(`optimised .wasm: ${wasmBytes} bytes (${(wasmBytes / 1024).toFixed(1)} KiB)`);
console.log('| build | time per puzzle | ÷ native |');
console.log('|---|---:|---:|');
for (const [name, seconds] of [
  ['native (`hexadoku count --limit 2 --jobs 1`)', nativeSeconds],
  ['wasm in Node', median(times.node)],
  ['wasm in headless Chromium', median(times.chromium)],
]) {
  console.log(`| ${name} | ${perPuzzle(seconds)} | ${(seconds / nativeSeconds).toFixed(2)}× |`);
}
