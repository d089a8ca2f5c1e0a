// Builds www/app/generated/first-puzzles.js: the puzzles a first visit opens on, made to
// the page's default difficulty by the whole core (pkg/) when the site is built, so that
// a first visit plays at once on the solver's module alone, and the hint engine and
// grader come after the first load. The same seeds make the same puzzles; the page takes
// one of them at random (www/app/puzzles.js), and grades it as it grades any puzzle.
//
// Usage: node scripts/build-first-puzzles.mjs (scripts/build-wasm.sh runs it); needs pkg/.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import init, { generate } from '../pkg/hexadoku.js';

const ROOT = new URL('../', import.meta.url);
export const FIRST_PUZZLES = new URL('www/app/generated/first-puzzles.js', ROOT);

/** The difficulty New has chosen on a first visit (index.html), and the puzzles' seeds. */
export const DIFFICULTY = 'medium';
export const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The puzzles, one line of 256 characters each, in SEEDS' order. */
export async function firstPuzzles() {
  await init({ module_or_path: await readFile(new URL('pkg/hexadoku_bg.wasm', ROOT)) });
  return SEEDS.map((seed) => generate({ seed, difficulty: DIFFICULTY }));
}

export async function buildFirstPuzzles() {
  const puzzles = await firstPuzzles();
  const lines = [
    '// Made by scripts/build-first-puzzles.mjs: the puzzles a first visit opens on.',
    `export const difficulty = ${JSON.stringify(DIFFICULTY)};`,
    `export const puzzles = ${JSON.stringify(puzzles, null, 2)};`,
    '',
  ];
  await mkdir(new URL('./', FIRST_PUZZLES), { recursive: true });
  await writeFile(FIRST_PUZZLES, lines.join('\n'));
  return puzzles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const puzzles = await buildFirstPuzzles();
  console.log(`build-first-puzzles: www/app/generated/first-puzzles.js written, ${puzzles.length} ${DIFFICULTY} puzzles`);
}
