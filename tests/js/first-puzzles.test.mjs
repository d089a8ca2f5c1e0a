// The puzzles a first visit opens on (www/app/generated/first-puzzles.js, made by
// scripts/build-first-puzzles.mjs when the site is built): each keeps the rules, has one
// solution, and is of the difficulty the page has chosen on a first visit.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, { countSolutions, grade, solve } from '../../pkg/hexadoku.js';
import { DIFFICULTY, SEEDS, buildFirstPuzzles } from '../../scripts/build-first-puzzles.mjs';
import { ruleViolation } from './rules.mjs';

const puzzles = await buildFirstPuzzles();
await init({ module_or_path: await readFile(new URL('../../pkg/hexadoku_bg.wasm', import.meta.url)) });

test("the first puzzles are of the difficulty index.html's New has chosen", async () => {
  const html = await readFile(new URL('../../index.html', import.meta.url), 'utf8');
  const chosen = html.match(/<option value="(\w+)" selected>/)[1];
  assert.equal(chosen, DIFFICULTY);
  const module = await import('../../www/app/generated/first-puzzles.js');
  assert.equal(module.difficulty, DIFFICULTY);
  assert.deepEqual(module.puzzles, puzzles);
});

test('each first puzzle is a different one, has one solution that keeps the rules, and grades at its difficulty', () => {
  assert.equal(new Set(puzzles).size, SEEDS.length);
  for (const puzzle of puzzles) {
    assert.equal(countSolutions(puzzle), 1, puzzle);
    const { status, solution } = solve(puzzle);
    assert.equal(status, 'unique');
    assert.equal(ruleViolation(puzzle, solution), null, puzzle);
    const graded = grade(puzzle);
    assert.equal(graded.difficulty, DIFFICULTY, puzzle);
    assert.equal(graded.logicOnly, true, puzzle);
  }
});
