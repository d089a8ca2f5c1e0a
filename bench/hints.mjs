// How long a player waits for each hint in the WebAssembly build: the hints followed
// through whole solves of a file's puzzles, asked for the way the page asks (the letters,
// the givens, and the pencil marks: the candidates less what earlier hints removed). A
// benchmark, not a test: it prints figures.
//
//   npm run build && node bench/hints.mjs PUZZLES
//
// PUZZLES: one 256-character puzzle per line. Prints the hints given, their mean and
// median time, the slowest hint with its puzzle and technique, and the slowest but the
// run's first (the first runs in a module whose code the engine has not yet optimised).

import { readFile } from 'node:fs/promises';
import init, { candidates, hint } from '../pkg/hexadoku.js';

const path = process.argv[2];
if (!path) {
  console.error('usage: node bench/hints.mjs PUZZLES');
  process.exit(2);
}
await init({ module_or_path: await readFile(new URL('../pkg/hexadoku_bg.wasm', import.meta.url)) });
const LETTERS = 'ABCDEFGHIJKLMNOP';
const puzzles = (await readFile(path, 'utf8')).split('\n').filter((line) => line.trim().length === 256);

const times = [];
let slowest = { ms: 0 };
let slowestWarm = { ms: 0 };
puzzles.forEach((puzzle, number) => {
  let letters = puzzle;
  const removed = new Uint16Array(256);
  for (;;) {
    const marks = candidates(letters).map((bits, i) => bits & ~removed[i]);
    const started = performance.now();
    const answer = hint(letters, puzzle, marks);
    const ms = performance.now() - started;
    times.push(ms);
    const what = { ms, puzzle: number + 1, what: answer?.technique ?? answer?.status ?? 'complete' };
    if (ms > slowest.ms) slowest = what;
    if (times.length > 1 && ms > slowestWarm.ms) slowestWarm = what;
    if (answer?.status !== 'step') break;
    for (const { row, col, letter } of answer.placements) {
      const at = row * 16 + col;
      letters = letters.slice(0, at) + letter + letters.slice(at + 1);
    }
    for (const { row, col, letters: gone } of answer.eliminations) {
      for (const letter of gone) removed[row * 16 + col] |= 1 << LETTERS.indexOf(letter);
    }
  }
});
times.sort((a, b) => a - b);
const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
console.log(
  `${puzzles.length} puzzles, ${times.length} hints: mean ${mean.toFixed(3)} ms, ` +
    `median ${times[times.length >> 1].toFixed(3)} ms, ` +
    `slowest ${slowest.ms.toFixed(3)} ms (puzzle ${slowest.puzzle}: ${slowest.what}), ` +
    `slowest after the first ${slowestWarm.ms.toFixed(3)} ms (puzzle ${slowestWarm.puzzle}: ${slowestWarm.what})`,
);
