// The answers the module really gives, type-checked against the declarations users
// compile with (www/engine/engine.d.ts): each kind of answer, and a hint of every
// technique met along whole solves, written out as typed constants and handed to tsc.
// An object literal with a field the declarations lack, without one they require, or
// with a name outside their unions (a technique, a role, a status) fails, so the Rust
// side and engine.d.ts cannot drift apart unseen.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import init, { solve, check, candidates, generate, readPuzzle } from '../../pkg/hexadoku.js';
import { hint, path, grade } from './engine-answers.mjs';
import { LETTERS } from './rules.mjs';


await init({ module_or_path: readFileSync(new URL('../../pkg/hexadoku_bg.wasm', import.meta.url)) });

const place = (text, index, letter) => text.slice(0, index) + letter + text.slice(index + 1);

/** Every hint of a whole solve followed with pencil marks, the first of each technique. */
function hintsByTechnique(puzzle, found) {
  let text = puzzle;
  let marks = candidates(puzzle);
  for (let i = 0; i < 5000; i++) {
    const answer = hint(text, { givens: puzzle, marks });
    if (answer.status !== 'step') return answer;
    if (!found.has(answer.technique)) found.set(answer.technique, answer);
    for (const { row, col, letter } of answer.placements) {
      text = place(text, row * 16 + col, letter);
      marks = candidates(text).map((m, j) => (text[j] === '.' ? m & marks[j] : m));
    }
    for (const { row, col, letters } of answer.eliminations) {
      for (const l of letters) marks[row * 16 + col] &= ~(1 << LETTERS.indexOf(l));
    }
  }
  throw new Error('the solve did not end');
}

test('every kind of answer the module gives is what engine.d.ts declares', () => {
  const progress = [];
  const puzzles = [
    generate({ seed: 5, givens: 120, onProgress: (p) => progress.push(p) }),
    generate({ seed: 3, difficulty: 'expert' }),
    generate({ seed: 11, difficulty: 'expert' }),
  ];
  const steps = new Map();
  const complete = puzzles.map((puzzle) => hintsByTechnique(puzzle, steps))[0];
  assert.equal(complete.status, 'complete');
  assert.ok(steps.size >= 8, `techniques met: ${[...steps.keys()]}`);

  const puzzle = puzzles[0];
  const { solution } = solve(puzzle);
  const empty = puzzle.indexOf('.');
  const wrongLetter = [...LETTERS].find((l) => l !== solution[empty]);
  const wrong = place(puzzle, empty, wrongLetter);
  const answers = {
    SolveResult: [solve(puzzle)],
    HintResult: [
      ...steps.values(),
      complete,
      hint(wrong, { givens: puzzle }),
      hint(puzzle, { givens: puzzle, rated: true }),
      hint('.'.repeat(256)),
      hint(puzzle, { givens: puzzle, marks: candidates(puzzle).map((m, i) => (i === empty ? m & ~(1 << LETTERS.indexOf(solution[empty])) : m)) }),
    ],
    CheckResult: [check(wrong, { givens: puzzle }), check('.'.repeat(256)), check(place(wrong, wrong.indexOf('.'), wrongLetter))],
    PathResult: [path(puzzle, { givens: puzzle }), path(solution), path(wrong, { givens: puzzle }), path('.'.repeat(256))],
    Grade: [grade(puzzle, { onProgress: (p) => progress.push(p) })],
    Progress: progress.slice(0, 3).concat(progress.slice(-3)),
    ReadPuzzle: [readPuzzle(puzzle)],
  };
  const statuses = new Set(answers.HintResult.map((a) => a.status));
  assert.deepEqual([...statuses].sort(), ['complete', 'lost', 'multiple', 'none', 'step']);

  const folder = new URL('../types/generated/', import.meta.url);
  mkdirSync(folder, { recursive: true });
  const typed = Object.entries(answers).flatMap(([type, list]) =>
    list.map((answer, i) => `export const ${type.toLowerCase()}${i}: ${type} = ${JSON.stringify(answer)};`),
  );
  writeFileSync(
    new URL('answers.ts', folder),
    `// Written by tests/js/answer-types.test.mjs: answers of the module, typed.\n` +
      `import type { ${Object.keys(answers).join(', ')} } from '../../../www/engine/engine.d.ts';\n\n` +
      `${typed.join('\n')}\n`,
  );
  const tsc = new URL('../../node_modules/.bin/tsc', import.meta.url).pathname;
  const config = new URL('../types/answers.tsconfig.json', import.meta.url).pathname;
  try {
    execFileSync(tsc, ['-p', config], { encoding: 'utf8' });
  } catch (error) {
    assert.fail(`the module's answers do not match engine.d.ts:\n${error.stdout}${error.stderr}`);
  }
});
