// This build's WebAssembly module against another's, side by side in Node: a benchmark,
// not a test (it prints figures and asserts nothing).
//
//   node bench/module-against.mjs --against <pkg/ of another checkout> [--puzzles FILE] [--rounds 7]
//
// Each round solves the puzzles (FILE's lines of 256 cells, or else 60 minimal puzzles
// the module makes) with each module, then follows every hint of 6 minimal puzzles'
// whole solves with pencil marks, each module in turn, rounds interleaved, since a shared
// machine's speed drifts. A hint is timed as the engine answers it: where a module answers
// messages (docs/words.md), writing them (www/words/answers.js) is part of its time. The
// hints are timed twice: with their drawing, and as the board's Hint asks them, without
// (`drawing: false`, which a module that always draws ignores). It prints the medians of
// the rounds and the ratio this ÷ other, taken round by round.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { writer } from '../www/words/writer.js';
import { writtenBy } from '../www/words/answers.js';
import english from '../www/words/generated/en.js';

const { values: options } = parseArgs({
  options: { against: { type: 'string' }, puzzles: { type: 'string' }, rounds: { type: 'string', default: '7' } },
});
if (!options.against) throw new Error('usage: node bench/module-against.mjs --against <pkg/ of another checkout>');

/** A module of `dir` (a pkg/ folder), initialised, as a fresh instance of its own. */
async function load(dir) {
  const module = await import(`${pathToFileURL(resolve(dir, 'hexadoku.js'))}?${Math.random()}`);
  await module.default({ module_or_path: readFileSync(resolve(dir, 'hexadoku_bg.wasm')) });
  return module;
}
const modules = { this: await load(new URL('../pkg/', import.meta.url).pathname), other: await load(options.against) };

const LETTERS = 'ABCDEFGHIJKLMNOP';
const ENGLISH = writer('en', english);
const puzzles = options.puzzles
  ? readFileSync(options.puzzles, 'utf8').split('\n').filter((line) => line.trim().length >= 256).slice(0, 60)
  : Array.from({ length: 60 }, (_, i) => modules.this.generate({ seed: 1000 + i }));
const minimal = Array.from({ length: 6 }, (_, i) => modules.this.generate({ seed: 2000 + i }));

/** The hint as the engine answers it: written where the module answers messages. */
function answered(module, text, options) {
  const answer = module.hint(text, options);
  return typeof answer.explanation === 'object' ? writtenBy(ENGLISH, 'hint', answer, 'letters') : answer;
}

function solving(module) {
  const start = performance.now();
  for (const puzzle of puzzles) module.solve(puzzle);
  return performance.now() - start;
}

function hinting(module, drawing) {
  let hints = 0;
  const start = performance.now();
  for (const puzzle of minimal) {
    let text = puzzle;
    let marks = module.candidates(puzzle);
    for (let i = 0; i < 5000; i++) {
      const step = answered(module, text, { givens: puzzle, marks, drawing });
      hints += 1;
      if (step.status !== 'step') break;
      for (const { row, col, letter } of step.placements) {
        text = text.slice(0, row * 16 + col) + letter + text.slice(row * 16 + col + 1);
        marks = module.candidates(text).map((m, j) => (text[j] === '.' ? m & marks[j] : m));
      }
      for (const { row, col, letters } of step.eliminations) {
        for (const l of letters) marks[row * 16 + col] &= ~(1 << LETTERS.indexOf(l));
      }
    }
  }
  return [performance.now() - start, hints];
}

const times = { solve: { this: [], other: [] }, hint: { this: [], other: [] }, undrawn: { this: [], other: [] } };
let hints = {};
for (let round = 0; round < Number(options.rounds); round++) {
  for (const side of ['this', 'other']) times.solve[side].push(solving(modules[side]));
  for (const [kind, drawing] of [['hint', true], ['undrawn', false]]) {
    for (const side of ['this', 'other']) {
      const [ms, count] = hinting(modules[side], drawing);
      times[kind][side].push(ms);
      hints[side] = count;
    }
  }
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const ratio = ({ this: a, other: b }) => median(a.map((x, i) => x / b[i]));
console.log(`${puzzles.length} puzzles solved: this ${median(times.solve.this).toFixed(0)} ms, other ${median(times.solve.other).toFixed(0)} ms, this ÷ other ${ratio(times.solve).toFixed(3)}`);
for (const [kind, what] of [['hint', 'with their drawing'], ['undrawn', 'as Hint asks them (drawing: false)']]) {
  const { this: mine, other } = times[kind];
  console.log(`hints of 6 minimal solves (${hints.this} and ${hints.other}) ${what}: this ${median(mine).toFixed(0)} ms, other ${median(other).toFixed(0)} ms, this ÷ other ${ratio(times[kind]).toFixed(3)}`);
}
