// The engine's solving path (www/engine/path.js), made of the WebAssembly module's hints as
// the engine's worker makes it, and written in English as the worker writes it
// (engine-answers.mjs): the same path as the command-line tool's `explain --json`, which
// walks the core's own (src/hint/path.rs), step for step, rating for rating, with the
// same grade; each step the hint for the board the steps before it leave; what a hint
// says where there is no path; and one budget for the whole path.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import init from '../../pkg/hexadoku.js';
import { candidates, followed, formatPuzzle, generate, grade, hint, path, place, solve } from './engine-answers.mjs';
import { LETTERS } from './rules.mjs';

await init({ module_or_path: await readFile(new URL('../../pkg/hexadoku_bg.wasm', import.meta.url)) });

const ROOT = new URL('../../', import.meta.url);

/** `hexadoku explain --json` of each of `puzzles`, one answer each, in English whatever the locale (built by cargo, as the native tests leave it). */
function explained(puzzles) {
  const output = execFileSync('cargo', ['run', '--quiet', '--locked', '-p', 'hexadoku-cli', '--', 'explain', '--json', '--lang', 'en'], {
    cwd: ROOT,
    input: puzzles.join('\n') + '\n',
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return output.trim().split('\n').map((line) => JSON.parse(line));
}


test("the engine's path is `hexadoku explain --json`'s: its steps, their ratings, the hardest and the grade", { timeout: 600_000 }, () => {
  const long = { budget: { seconds: 60 } };
  // Forcing chains measured by their branches (expert), chains, a unique rectangle, singles.
  const puzzles = [
    generate({ seed: 1, difficulty: 'expert', ...long }),
    generate({ seed: 4, difficulty: 'expert', ...long }),
    generate({ seed: 2, difficulty: 'tough', ...long }),
    generate({ seed: 3, difficulty: 'hard', ...long }),
    generate({ seed: 5, givens: 140 }),
  ];
  const cli = explained(puzzles);
  assert.equal(cli.length, puzzles.length);
  const techniques = new Set();
  puzzles.forEach((puzzle, i) => {
    const walked = path(puzzle, long);
    assert.equal(walked.status, 'path');
    assert.deepEqual(walked, cli[i], `puzzle ${i + 1}`);
    // The proof the page passes changes nothing, and the grade is the puzzle's.
    const { solution } = solve(puzzle);
    assert.deepEqual(path(puzzle, { givens: puzzle, solution, ...long }), walked);
    assert.deepEqual(walked.grade, grade(puzzle, long));
    for (const step of walked.steps) techniques.add(step.technique);
  });
  assert.ok([...techniques].some((technique) => /forcing chain/.test(technique)), [...techniques].join(', '));
});

test('from a board part of the way, each step is the rated hint for the board the steps before it leave', () => {
  const puzzle = generate({ seed: 9, givens: 120 });
  const { solution } = solve(puzzle);
  // Part of the way, with pencil marks thinned by the hints on the way.
  let text = puzzle;
  let marks = candidates(puzzle);
  for (let i = 0; i < 10; i++) ({ text, marks } = followed(text, marks, hint(text, { givens: puzzle, marks })));
  const options = { givens: puzzle, marks, solution };
  const walked = path(text, options);
  assert.equal(walked.status, 'path');
  assert.deepEqual(Object.keys(walked), ['status', 'steps', 'hardest', 'grade']);
  const stepFields = ['cells', 'concrete', 'eliminations', 'explanation', 'letters', 'placements', 'rating', 'technique', 'units', 'vague'];
  for (const step of walked.steps) {
    assert.deepEqual(Object.keys(step).sort(), stepFields);
    const { status, drawing, ...given } = hint(text, { ...options, marks, drawing: false, rated: true });
    assert.equal(status, 'step');
    assert.equal(drawing, null);
    assert.deepEqual(step, given);
    for (const { row, col, letter } of step.placements) assert.equal(letter, solution[row * 16 + col], step.explanation);
    for (const { row, col, letters } of step.eliminations) assert.ok(!letters.includes(solution[row * 16 + col]), step.explanation);
    ({ text, marks } = followed(text, marks, step));
  }
  assert.equal(text, solution);
  // The grade is the walk's: its hardest step is the one `hardest` names, the first of its rating.
  const { grade: graded, hardest, steps } = walked;
  assert.equal(steps[hardest].technique, graded.hardest);
  assert.equal(steps[hardest].rating, graded.rating);
  assert.ok(steps.every(({ rating }, i) => rating < graded.rating || (rating === graded.rating && i >= hardest)));
  assert.equal(graded.steps.reduce((sum, { count }) => sum + count, 0), steps.length);
  assert.equal(graded.logicOnly, !steps.some(({ technique }) => technique === 'last resort'));
  // A grid in another layout and set of symbols is walked the same: the steps name letters A–P.
  const shown = formatPuzzle(puzzle, { layout: 'rows', symbols: 'hex' });
  assert.deepEqual(path(shown), path(puzzle));
});

test('where there is no path, it says what a hint says: complete, wrong letters, lost notes, several solutions', () => {
  const puzzle = generate({ seed: 12, givens: 140 });
  const { solution } = solve(puzzle);
  assert.deepEqual({ ...path(solution) }, { status: 'complete' });
  const i = puzzle.indexOf('.');
  const wrong = place(puzzle, i, [...LETTERS].find((l) => l !== solution[i]));
  assert.deepEqual(path(wrong, { givens: puzzle }), hint(wrong, { givens: puzzle }));
  const notes = new Uint16Array(256).fill(0xffff);
  notes[i] = 0xffff & ~(1 << LETTERS.indexOf(solution[i]));
  assert.deepEqual(path(puzzle, { givens: puzzle, marks: notes }), hint(puzzle, { givens: puzzle, marks: notes }));
  assert.equal(path(puzzle, { givens: puzzle, marks: notes }).status, 'lost');
  // Letters with several solutions: a hint may find a step, but no path leads to one end;
  // or no letter is certain, as the hint says.
  const open = '.'.repeat(32) + puzzle.slice(32);
  assert.equal(hint(open).status, 'step');
  assert.deepEqual(path(open), { status: 'multiple', explanation: 'These letters have more than one solution: no one path leads to the end.' });
  const empty = '.'.repeat(240) + puzzle.slice(240);
  assert.deepEqual(path(empty), hint(empty));
  assert.equal(path(empty).status, 'multiple');
  // Options are refused as a hint refuses them.
  assert.throws(() => path(puzzle, { marks: [1, 2] }), (error) => error.code === 'invalid' && /marks must be 256 bitmasks/.test(error.message));
  assert.throws(() => path(puzzle, { budget: { seconds: -1 } }), /^Error: budget\.seconds must be a number, 0 or more$/);
});

test("one budget for the whole path: its seconds for all the hints, its nodes for each; past it, the path gives up", () => {
  const puzzle = generate({ seed: 4, difficulty: 'expert', budget: { seconds: 60 } });
  const { solution } = solve(puzzle);
  const proved = { givens: puzzle, solution };
  // A path of some 200 hints takes a tenth of a second and more: each has time enough, all of them not.
  const started = performance.now();
  assert.throws(
    () => path(puzzle, { ...proved, budget: { seconds: 0.02 } }),
    (error) => error.code === 'gave-up' && error.message === 'the solving path gave up after 0.02 s',
  );
  assert.ok(performance.now() - started < 1000);
  // Nodes: a search of a minimal puzzle's letters, which a proof spares.
  const minimal = generate({ seed: 7 });
  assert.throws(
    () => path(minimal, { budget: { nodes: 10 } }),
    (error) => error.code === 'gave-up' && error.message === 'the solving path gave up after 10 search nodes',
  );
  const { solution: minimalSolution } = solve(minimal);
  assert.equal(path(minimal, { givens: minimal, solution: minimalSolution, budget: { nodes: 10 } }).status, 'path');
  // No budget named: the core's for a page.
  assert.equal(path(puzzle, proved).status, 'path');
});
