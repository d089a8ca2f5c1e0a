// How long a player waits for each hint in the WebAssembly build: the hints followed
// through whole solves of a file's puzzles, asked for the way the page asks (the letters,
// the givens, and the pencil marks: the candidates less what earlier hints removed),
// after the solve that proves each puzzle's solution when it loads, as the board does in
// the background. A benchmark, not a test: it prints figures.
//
//   npm run build && node bench/hints.mjs [--rounds N] [--undrawn] [--against DIR] PUZZLES
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
//
// --against DIR times another build's module (the pkg/ folder of another checkout) on
// the same calls, each call of the one straight after the same call of the other (which
// goes first alternates from round to round): a busy machine's speed drifts over
// seconds, and two runs one after the other can differ by more than two builds. It
// prints the other's figures too, and this build's time over the other's, call by call,
// on the other's slow hints.

import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values: options, positionals: [path] } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1' },
    undrawn: { type: 'boolean', default: false },
    against: { type: 'string' },
  },
  allowPositionals: true,
});
const rounds = Number(options.rounds);
if (!path || !(rounds >= 1)) {
  console.error('usage: node bench/hints.mjs [--rounds N] [--undrawn] [--against DIR] PUZZLES');
  process.exit(2);
}

/** The module of a pkg/ folder, initialised: an instance of its own. */
async function load(dir) {
  const module = await import(`${pathToFileURL(resolve(dir, 'hexadoku.js'))}?${Math.random()}`);
  await module.default({ module_or_path: await readFile(resolve(dir, 'hexadoku_bg.wasm')) });
  return module;
}
const mine = await load(new URL('../pkg/', import.meta.url).pathname);
const other = options.against ? await load(options.against) : undefined;
const { candidates } = mine;
const LETTERS = 'ABCDEFGHIJKLMNOP';
const puzzles = (await readFile(path, 'utf8')).split('\n').filter((line) => line.trim().length === 256);

/** Runs `call`: its answer, and the milliseconds it took. */
function timed(call) {
  const started = performance.now();
  const answer = call();
  return { answer, ms: performance.now() - started };
}

/**
 * Round `k`: for each puzzle, the proof when it loads, then the hints of its whole solve,
 * each call made by this build's module and then, or first on odd rounds, the other's.
 * Returns every call as { ms, puzzle, what }, in order, for each module (this build's
 * first), and how many hints the other answered with another technique.
 */
function round(k) {
  const modules = other ? [mine, other] : [mine];
  const calls = modules.map(() => ({ proofs: [], hints: [] }));
  let differ = 0;
  /** Each module's answer to `call`, timed: in turn, which first by the round. */
  const each = (call) => {
    const times = modules.map(() => 0);
    const answers = [];
    for (const i of k % 2 ? [...modules.keys()].reverse() : modules.keys()) {
      ({ ms: times[i], answer: answers[i] } = timed(() => call(modules[i])));
    }
    return { times, answer: answers[0], others: answers.slice(1) };
  };
  puzzles.forEach((puzzle, number) => {
    const proof = each((module) => module.solve(puzzle));
    proof.times.forEach((ms, i) => calls[i].proofs.push({ ms, puzzle: number + 1, what: proof.answer.status }));
    // The proof is handed to every hint of the solve, as the page hands it.
    const proved = proof.answer.status === 'unique' ? proof.answer.solution : undefined;
    let letters = puzzle;
    const removed = new Uint16Array(256);
    for (;;) {
      const marks = candidates(letters).map((bits, i) => bits & ~removed[i]);
      const { times, answer, others } = each((module) =>
        module.hint(letters, { givens: puzzle, marks, solution: proved, drawing: !options.undrawn }),
      );
      const what = answer.technique ?? answer.status;
      times.forEach((ms, i) => calls[i].hints.push({ ms, puzzle: number + 1, what }));
      differ += others.filter((theirs) => (theirs.technique ?? theirs.status) !== what).length;
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
  return { calls, differ };
}

/** Each call at its least time over `runs` (lists of the same calls). */
const least = (runs) => runs[0].map((call, i) => ({ ...call, ms: Math.min(...runs.map((run) => run[i].ms)) }));

const runs = Array.from({ length: rounds }, (_, k) => round(k));

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

/** The figures of one module's calls: `i` of each round's. */
function report(i) {
  const first = runs[0].calls[i].hints[0];
  const proofs = least(runs.map((run) => run.calls[i].proofs));
  const hints = least(runs.map((run) => run.calls[i].hints));
  console.log(`  hints:  ${summary(hints)}`);
  // The slow tail by technique: how many hints took over 10 ms (the goal for every hint
  // of a minimal puzzle's solve), and over 5 ms.
  for (const limit of [10, 5]) {
    const over = hints.filter(({ ms }) => ms > limit);
    const by = {};
    for (const { what } of over) by[what] = (by[what] ?? 0) + 1;
    const list = Object.entries(by).map(([what, n]) => `${what} ${n}`).join(', ');
    console.log(`  over ${limit} ms: ${over.length}${list ? ` (${list})` : ''}`);
  }
  console.log(`  the run's first hint: ${first.ms.toFixed(3)} ms (${first.what})`);
  console.log(`  proofs when the puzzles load: ${summary(proofs)}`);
  return hints;
}

const counted = runs[0].calls[0].hints.length;
console.log(`${puzzles.length} puzzles, ${counted} hints, least of ${rounds} round(s) each:`);
const hints = report(0);
if (other) {
  console.log(`against ${options.against}, call by call:`);
  const theirs = report(1);
  // This build's time over the other's, hint by hint, where the other took over 3 ms.
  const ratios = hints
    .map(({ ms }, i) => ms / theirs[i].ms)
    .filter((_, i) => theirs[i].ms > 3)
    .sort((a, b) => a - b);
  const median = ratios[ratios.length >> 1];
  console.log(`  this ÷ other, median over the ${ratios.length} hints the other took over 3 ms: ${median?.toFixed(3)}`);
  console.log(`  hints it answered with another technique: ${runs[0].differ}`);
}
