// How long a player waits for each hint in the WebAssembly build: the hints followed
// through whole solves of a file's puzzles, asked for the way the page asks (the letters,
// the givens, and the pencil marks: the candidates less what earlier hints removed),
// after the solve that proves each puzzle's solution when it loads, as the board does in
// the background. A benchmark, not a test: it prints figures.
//
//   npm run build && node bench/hints.mjs [--rounds N] [--undrawn] PUZZLES
//
// --undrawn asks each hint without its drawing, as the board's Hint does (More asks for
// the drawing when it shows it).
//
// PUZZLES: one 256-character puzzle per line. Prints the hints given, their mean and
// median time, the slowest hint with its puzzle and technique, and the first hint of
// the run (which runs in a module whose code the engine has not yet optimised); then
// the same of the proofs when the puzzles load.
//
// The calls are the same in every round (the core is deterministic), and each call's
// time is its least over the rounds: on a shared machine, a round's time for a call
// may include waiting for other work, never less than the call needs. The first round
// is the one with the run's first hint.

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import init, { candidates, hint, solve } from '../pkg/hexadoku.js';

const { values: options, positionals: [path] } = parseArgs({
  options: { rounds: { type: 'string', default: '1' }, undrawn: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const rounds = Number(options.rounds);
if (!path || !(rounds >= 1)) {
  console.error('usage: node bench/hints.mjs [--rounds N] [--undrawn] PUZZLES');
  process.exit(2);
}
await init({ module_or_path: await readFile(new URL('../pkg/hexadoku_bg.wasm', import.meta.url)) });
const LETTERS = 'ABCDEFGHIJKLMNOP';
const puzzles = (await readFile(path, 'utf8')).split('\n').filter((line) => line.trim().length === 256);

/** Runs `call`: its answer, and the milliseconds it took. */
function timed(call) {
  const started = performance.now();
  const answer = call();
  return { answer, ms: performance.now() - started };
}

/**
 * One round: for each puzzle, the proof when it loads, then the hints of its whole solve.
 * Returns every call as { ms, puzzle, what }, in order.
 */
function round() {
  const proofs = [];
  const hints = [];
  puzzles.forEach((puzzle, number) => {
    const proof = timed(() => solve(puzzle));
    proofs.push({ ms: proof.ms, puzzle: number + 1, what: proof.answer.status });
    // The proof is handed to every hint of the solve, as the page hands it.
    const proved = proof.answer.status === 'unique' ? proof.answer.solution : undefined;
    let letters = puzzle;
    const removed = new Uint16Array(256);
    for (;;) {
      const marks = candidates(letters).map((bits, i) => bits & ~removed[i]);
      const { ms, answer } = timed(() => hint(letters, { givens: puzzle, marks, solution: proved, drawing: !options.undrawn }));
      hints.push({ ms, puzzle: number + 1, what: answer.technique ?? answer.status });
      if (answer.status !== 'step') break;
      for (const { row, col, letter } of answer.placements) {
        const at = row * 16 + col;
        letters = letters.slice(0, at) + letter + letters.slice(at + 1);
      }
      for (const { row, col, letters: gone } of answer.eliminations) {
        for (const letter of gone) removed[row * 16 + col] |= 1 << LETTERS.indexOf(letter);
      }
    }
  });
  return { proofs, hints };
}

/** Each call at its least time over `runs` (lists of the same calls). */
const least = (runs) => runs[0].map((call, i) => ({ ...call, ms: Math.min(...runs.map((run) => run[i].ms)) }));

const runs = Array.from({ length: rounds }, round);
const first = runs[0].hints[0];
const proofs = least(runs.map((run) => run.proofs));
const hints = least(runs.map((run) => run.hints));

/** Mean, median and slowest of `calls`, as a line. */
function summary(calls) {
  const times = calls.map(({ ms }) => ms).sort((a, b) => a - b);
  const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
  const slowest = calls.reduce((worst, call) => (call.ms > worst.ms ? call : worst));
  return (
    `mean ${mean.toFixed(3)} ms, median ${times[times.length >> 1].toFixed(3)} ms, ` +
    `slowest ${slowest.ms.toFixed(3)} ms (puzzle ${slowest.puzzle}: ${slowest.what})`
  );
}

console.log(`${puzzles.length} puzzles, ${hints.length} hints, least of ${rounds} round(s) each:`);
console.log(`  hints:  ${summary(hints)}`);
// The slow tail by technique: how many hints took over 10 ms (the goal for every hint of
// a minimal puzzle's solve), and over 5 ms.
for (const limit of [10, 5]) {
  const over = hints.filter(({ ms }) => ms > limit);
  const by = {};
  for (const { what } of over) by[what] = (by[what] ?? 0) + 1;
  const list = Object.entries(by).map(([what, n]) => `${what} ${n}`).join(', ');
  console.log(`  over ${limit} ms: ${over.length}${list ? ` (${list})` : ''}`);
}
console.log(`  the run's first hint: ${first.ms.toFixed(3)} ms (${first.what})`);
console.log(`  proofs when the puzzles load: ${summary(proofs)}`);
