// The WebAssembly build, loaded from pkg/ as a page would load it, called through its
// JavaScript API. Every solution is checked against the rules, not compared as text.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, { failureCodes, version } from '../../pkg/hexadoku.js';
import {
  solve,
  check,
  candidates,
  countSolutions,
  generate,
  readPuzzle,
  formatPuzzle,
  hint,
  grade,
  followed,
  place,
} from './engine-answers.mjs';

import { LETTERS, UNITS, ruleViolation } from './rules.mjs';
import { SYMBOLS as PAGE_SYMBOLS } from '../../www/board/game-state.js';


await init({ module_or_path: await readFile(new URL('../../pkg/hexadoku_bg.wasm', import.meta.url)) });

const givensOf = (text) => [...text].filter((c) => LETTERS.includes(c)).length;


test('version matches the crate', async () => {
  const cargo = await readFile(new URL('../../Cargo.toml', import.meta.url), 'utf8');
  assert.equal(version(), cargo.match(/^version = "(.*)"/m)[1]);
});

test('generate makes deterministic unique puzzles with the givens asked for', () => {
  const puzzle = generate({ seed: 5, givens: 140 });
  assert.equal(puzzle.length, 256);
  assert.equal(givensOf(puzzle), 140);
  assert.equal(generate({ seed: 5, givens: 140 }), puzzle);
  assert.notEqual(generate({ seed: 6, givens: 140 }), puzzle);
  assert.equal(countSolutions(puzzle, { limit: 2 }), 1);
  assert.throws(() => generate({ seed: -1 }), /seed/);
  assert.throws(() => generate({ givens: 140 }), /seed is required/);
  assert.throws(() => generate({ seed: 1, givens: 300 }), /givens/);
});

test('solve answers a unique puzzle with a valid solution', () => {
  for (const seed of [1, 2, 3]) {
    const puzzle = generate({ seed });
    const { status, solution, nodes } = solve(puzzle);
    assert.equal(status, 'unique');
    assert.equal(ruleViolation(puzzle, solution), null);
    assert.ok(nodes >= 1);
  }
});

test('solve reads the UVA layout and lower case too', () => {
  const puzzle = generate({ seed: 8, givens: 120 });
  const rows = [];
  for (let r = 0; r < 16; r++) rows.push(puzzle.slice(r * 16, r * 16 + 16).replaceAll('.', '-').toLowerCase());
  const { status, solution } = solve(rows.join('\n'));
  assert.equal(status, 'unique');
  assert.equal(ruleViolation(puzzle, solution), null);
});

test('solve tells several solutions and none apart', () => {
  const empty = '.'.repeat(256);
  const several = solve(empty);
  assert.equal(several.status, 'multiple');
  assert.equal(ruleViolation(empty, several.solution), null);
  // A wrong letter that clashes with no given: only search can tell.
  const puzzle = generate({ seed: 4, givens: 140 });
  const { solution } = solve(puzzle);
  const marks = candidates(puzzle);
  let broken = null;
  for (let i = 0; i < 256 && !broken; i++) {
    if (puzzle[i] !== '.') continue;
    for (let l = 0; l < 16; l++) {
      if (marks[i] & (1 << l) && LETTERS[l] !== solution[i]) {
        broken = place(puzzle, i, LETTERS[l]);
        break;
      }
    }
  }
  const none = solve(broken);
  assert.equal(none.status, 'none');
  assert.equal(none.solution, null);
});

test('malformed text throws an Error naming the line and column', () => {
  const bad = '.'.repeat(40) + 'Q' + '.'.repeat(215);
  assert.throws(() => solve(bad), (e) => e instanceof Error && /line 1, column 41/.test(e.message));
  assert.throws(() => solve('ABC'), /line 1: 3 cells/);
});

test('clashing givens throw an Error naming the letter and both cells', () => {
  const clash = 'C' + '.'.repeat(4) + 'C' + '.'.repeat(250);
  assert.throws(() => solve(clash), /letter C appears twice in row 1: R1C1 and R1C6/);
});

test('a hint asked without its drawing is the same step, its drawing null; drawing must be true or false', () => {
  const puzzle = generate({ seed: 2001 });
  let text = puzzle;
  let marks = candidates(puzzle);
  const seen = new Set();
  for (let i = 0; i < 5000; i++) {
    const step = hint(text, { givens: puzzle, marks });
    const undrawn = hint(text, { givens: puzzle, marks, drawing: false });
    if (step.status !== 'step') {
      assert.deepEqual(undrawn, step);
      break;
    }
    assert.equal(undrawn.drawing, null);
    assert.ok(step.drawing !== null);
    assert.deepEqual(undrawn, { ...step, drawing: null }, step.explanation);
    seen.add(step.technique);
    ({ text, marks } = followed(text, marks, step));
  }
  assert.equal(solve(puzzle).solution, text);
  // Forcing chains among them: the steps whose drawing costs the most.
  assert.ok([...seen].some((technique) => /forcing chain/.test(technique)), [...seen].join(', '));
  assert.equal(hint(puzzle, { drawing: true }).status, 'step');
  throwsCode(() => hint(puzzle, { drawing: 'no' }), 'invalid', /^drawing must be true or false$/);
});

test("a hint asked rated is the same step with its rating, as a logical path rates it; rated must be true or false", () => {
  // Expert: forcing chains among its steps, measured by their branches.
  const puzzle = generate({ seed: 3, difficulty: 'expert', budget: { seconds: 60 } });
  const { solution } = solve(puzzle);
  const known = { givens: puzzle, solution, drawing: false };
  let text = puzzle;
  let marks = candidates(puzzle);
  const rated = new Map();
  for (let i = 0; i < 5000; i++) {
    const step = hint(text, { ...known, marks });
    const withRating = hint(text, { ...known, marks, rated: true });
    if (step.status !== 'step') {
      assert.deepEqual(withRating, step);
      break;
    }
    assert.equal('rating' in step, false);
    const { rating, ...rest } = withRating;
    assert.deepEqual(rest, step, step.explanation);
    assert.ok(rating >= 1 && rating <= 10 && Math.round(rating * 10) === rating * 10, `${rating}`);
    rated.set(step.technique, [...(rated.get(step.technique) ?? []), rating]);
    ({ text, marks } = followed(text, marks, step));
  }
  assert.equal(text, solution);
  // The hardest rating is the grade's; a forcing chain is rated by its length, not its
  // technique alone, from 7.5 (the easiest contradiction on its board, a Nishio chain).
  const all = [...rated.values()].flat();
  assert.equal(Math.max(...all), grade(puzzle).rating);
  const forcing = [...rated].filter(([technique]) => /forcing chain/.test(technique)).flatMap(([, ratings]) => ratings);
  assert.ok(forcing.length > 0 && forcing.every((rating) => rating >= 7.5 && rating < 10), `${[...rated.keys()]}: ${forcing}`);
  assert.equal(hint(puzzle, { rated: false }).rating, undefined);
  assert.equal(hint(solution, { rated: true }).status, 'complete');
  throwsCode(() => hint(puzzle, { rated: 'yes' }), 'invalid', /^rated must be true or false$/);
});

/** Whether the cell at `index` is in `unit` ({ kind, index }), a step's unit. */
function inUnit({ kind, index: n }, index) {
  const [row, col] = [Math.floor(index / 16), index % 16];
  return kind === 'row' ? row === n : kind === 'column' ? col === n : Math.floor(row / 4) * 4 + Math.floor(col / 4) === n;
}

/** Whether a letter on `text` among the peers of the cell at `index` is `letter`. */
const seenBy = (text, index, letter) => UNITS.some((unit) => unit.includes(index) && unit.some((j) => j !== index && text[j] === letter));

/** The techniques whose pattern leaves a hidden single, which they place. */
const DIRECT = ['direct pointing', 'direct claiming', 'direct hidden pair', 'direct hidden triple', 'direct hidden quad'];

test("a single's drawing carries what rules out its other places or letters: letters that see them, or the marks", () => {
  const found = { 'hidden single': 0, 'naked single': 0, direct: 0 };
  let unmarked = 0;
  for (const seed of [2101, 2102]) {
    const puzzle = generate({ seed });
    let text = puzzle;
    let marks = candidates(puzzle);
    for (let n = 0; n < 2000; n++) {
      const step = hint(text, { givens: puzzle, marks });
      if (step.status !== 'step') break;
      // Each excluder (a letter on the grid), with the candidates after it that it rules out.
      const excluders = [];
      for (const c of step.drawing.candidates) {
        if (c.role === 'excluder') excluders.push({ ...c, cells: [] });
        if (c.role === 'excluded') excluders.at(-1).cells.push(c);
      }
      const lacking = step.drawing.candidates.filter((c) => c.role === 'unmarked');
      const kind = DIRECT.includes(step.technique) ? 'direct' : step.technique;
      if (!(kind in found)) {
        assert.deepEqual([excluders, lacking], [[], []], step.technique);
        assert.ok(step.drawing.candidates.every((c) => c.role !== 'excluded'), step.technique);
        ({ text, marks } = followed(text, marks, step));
        continue;
      }
      found[kind] += 1;
      unmarked += lacking.length;
      const [{ row, col, letter }] = step.placements;
      const at = row * 16 + col;
      // Each excluder holds its letter and sees each empty cell it rules it out of.
      for (const excluder of excluders) {
        const from = excluder.row * 16 + excluder.col;
        assert.equal(text[from], excluder.letter);
        assert.ok(excluder.cells.length > 0, JSON.stringify(excluder));
        for (const cell of excluder.cells) {
          const i = cell.row * 16 + cell.col;
          const sees = UNITS.some((unit) => unit.includes(i) && unit.includes(from));
          assert.ok(sees && i !== from && text[i] === '.' && cell.letter === excluder.letter, JSON.stringify(excluder));
        }
      }
      // Each unmarked candidate is left out of its cell's marks, and no letter sees it.
      for (const candidate of lacking) {
        const i = candidate.row * 16 + candidate.col;
        const bit = 1 << LETTERS.indexOf(candidate.letter);
        assert.ok(text[i] === '.' && (marks[i] & bit) === 0 && !seenBy(text, i, candidate.letter), JSON.stringify(candidate));
      }
      if (kind !== 'naked single') {
        // Every other empty cell of the unit (a direct technique's last), its letter ruled
        // out once, but where the step's pattern takes it out.
        const removed = step.eliminations.filter((e) => e.letters.includes(letter)).map((e) => e.row * 16 + e.col);
        const others = UNITS.find((unit) => unit.every((i) => inUnit(step.units.at(-1), i))).filter((i) => i !== at && text[i] === '.' && !removed.includes(i));
        const ruledOut = [...excluders.flatMap((e) => e.cells), ...lacking].map((c) => c.row * 16 + c.col);
        assert.deepEqual(ruledOut.sort((a, b) => a - b), others, step.explanation);
        assert.ok([...excluders, ...lacking].every((e) => e.letter === letter));
      } else {
        // Every other letter ruled out of the cell once.
        for (const excluder of excluders) assert.deepEqual(excluder.cells.map((c) => [c.row, c.col]), [[row, col]]);
        assert.ok(lacking.every((c) => c.row === row && c.col === col));
        const ruledOut = [...excluders, ...lacking].map((e) => e.letter).sort().join('');
        assert.equal(ruledOut, LETTERS.replace(letter, ''), step.explanation);
      }
      ({ text, marks } = followed(text, marks, step));
    }
  }
  assert.ok(found['hidden single'] > 20 && found['naked single'] > 0 && found.direct > 0, JSON.stringify(found));
  assert.ok(unmarked > 0, 'a candidate ruled out by the marks alone');
});

test('candidates gives 256 pencil-mark masks', () => {
  const puzzle = 'A' + '.'.repeat(255);
  const marks = candidates(puzzle);
  assert.ok(marks instanceof Uint16Array);
  assert.equal(marks.length, 256);
  assert.equal(marks[0], 1);
  assert.equal(marks[1], 0xffff & ~1);
  assert.equal(marks[255], 0xffff);
});

test('hints, followed with pencil marks, fill the grid one sound step at a time', () => {
  const puzzle = generate({ seed: 9, givens: 110 });
  const { solution } = solve(puzzle);
  let text = puzzle;
  let marks = candidates(puzzle);
  for (let i = 0; i < 5000; i++) {
    const step = hint(text, { givens: puzzle, marks });
    if (step.status === 'complete') break;
    assert.equal(step.status, 'step');
    assert.match(step.explanation, /R\d+C\d+/);
    // Three levels: the vague one names no cell, the concrete one names the pattern's.
    assert.doesNotMatch(step.vague, /R\d+C\d+/);
    for (const { row, col } of step.cells) assert.ok(step.concrete.includes(`R${row + 1}C${col + 1}`), step.concrete);
    assert.ok(step.cells.length >= 1);
    // The pattern's units and letters: each unit named in the explanation as it reads.
    assert.match(step.letters, /^[A-P]+$/);
    for (const { kind, index } of step.units) {
      assert.ok(['row', 'column', 'box'].includes(kind) && index >= 0 && index < 16);
      assert.ok(step.explanation.includes(`${kind} ${index + 1}`), `${kind} ${index}: ${step.explanation}`);
    }
    for (const { row, col, letter } of step.placements) assert.equal(letter, solution[row * 16 + col], step.explanation);
    for (const { row, col, letters } of step.eliminations) assert.ok(!letters.includes(solution[row * 16 + col]), step.explanation);
    ({ text, marks } = followed(text, marks, step));
  }
  assert.equal(text, solution);
  assert.deepEqual({ ...hint(text) }, { status: 'complete' });
});

test('a wrong letter gets status none and is named against the givens', () => {
  const puzzle = generate({ seed: 10, givens: 150 });
  const { solution } = solve(puzzle);
  const marks = candidates(puzzle);
  const i = [...puzzle].findIndex((c, j) => c === '.' && (marks[j] & ~(1 << LETTERS.indexOf(solution[j]))) !== 0);
  const wrongLetter = LETTERS[[...Array(16).keys()].find((l) => marks[i] & (1 << l) && LETTERS[l] !== solution[i])];
  const result = hint(place(puzzle, i, wrongLetter), { givens: puzzle });
  assert.equal(result.status, 'none');
  assert.deepEqual(result.wrong, [{ row: Math.floor(i / 16), col: i % 16 }]);
  assert.match(result.explanation, /no solution/);
});

test("a hint given the givens' proved solution names the same wrong letter; a solution that is not theirs is refused", () => {
  const puzzle = generate({ seed: 11, givens: 150 });
  const { status, solution } = solve(puzzle);
  assert.equal(status, 'unique');
  assert.equal(ruleViolation(puzzle, solution), null);
  const i = puzzle.indexOf('.');
  const wrongLetter = [...LETTERS].find((l) => l !== solution[i]);
  const grid = place(puzzle, i, wrongLetter);
  assert.deepEqual(hint(grid, { givens: puzzle, solution }), hint(grid, { givens: puzzle }));
  assert.deepEqual(hint(puzzle, { givens: puzzle, solution }), hint(puzzle, { givens: puzzle }));
  // Not a solution of the givens: a full grid that keeps the rules with A and B swapped,
  // or the givens alone.
  const swapped = solution.replace(/[AB]/g, (letter) => (letter === 'A' ? 'B' : 'A'));
  assert.equal(ruleViolation('.'.repeat(256), swapped), null);
  assert.throws(() => hint(puzzle, { givens: puzzle, solution: swapped }), /^Error: solution: it does not solve the givens$/);
  assert.throws(() => hint(puzzle, { givens: puzzle, solution: puzzle }), /does not solve the givens/);
  assert.throws(() => hint(puzzle, { solution }), /^Error: solution: it needs the givens it solves$/);
});

test('a letter typed twice in a row is named, not refused, and the clash is said', () => {
  const puzzle = generate({ seed: 11, givens: 150 });
  const given = [...puzzle].findIndex((c, j) => c !== '.' && puzzle.slice(j - (j % 16), j - (j % 16) + 16).includes('.'));
  const row = given - (given % 16);
  const gap = row + puzzle.slice(row, row + 16).indexOf('.');
  const grid = place(puzzle, gap, puzzle[given]);
  const named = hint(grid, { givens: puzzle });
  assert.equal(named.status, 'none');
  assert.deepEqual(named.wrong, [{ row: Math.floor(gap / 16), col: gap % 16 }]);
  // Without the givens there is nothing to call wrong, but the clash names both cells.
  const cellName = (i) => `R${Math.floor(i / 16) + 1}C${(i % 16) + 1}`;
  const unnamed = hint(grid);
  assert.equal(unnamed.status, 'none');
  assert.deepEqual(unnamed.wrong, []);
  assert.match(unnamed.explanation, new RegExp(`letter ${puzzle[given]} appears twice in row`));
  for (const i of [given, gap]) assert.ok(unnamed.explanation.includes(cellName(i)), unnamed.explanation);
  // solve still refuses the text, naming the clash.
  assert.throws(() => solve(grid), /appears twice/);
  // In 1–16 the clash is named by its number.
  const number = LETTERS.indexOf(puzzle[given]) + 1;
  assert.match(hint(grid, { symbols: 'numbers' }).explanation, new RegExp(`number ${number} appears twice in row`));
});

/** The symbols of each set, by this test's own table: the i-th for the i-th letter. */
const SYMBOLS = {
  hex: [...'0123456789ABCDEF'],
  'one-g': [...'123456789ABCDEFG'],
  numbers: Array.from({ length: 16 }, (_, i) => String(i + 1)),
};

test('a hint asked in a set of symbols names its letters in that set; its data stays A–P', () => {
  const puzzle = generate({ seed: 15, givens: 100 });
  let text = puzzle;
  let named = 0;
  for (let i = 0; i < 40; i++) {
    const step = hint(text, { givens: puzzle });
    if (step.status !== 'step') break;
    for (const [symbols, table] of Object.entries(SYMBOLS)) {
      const inSet = hint(text, { givens: puzzle, symbols });
      const { vague, concrete, explanation, ...data } = inSet;
      const { vague: v, concrete: c, explanation: e, ...letterData } = step;
      assert.deepEqual(data, letterData, symbols);
      // Each letter named alone in the A–P sentence is the set's symbol in the other (but
      // the article "A" opening a sentence).
      const opens = (whole, at) => at === 0 || whole.slice(at - 2, at) === '. ';
      const written = (sentence) =>
        sentence.replace(/\b[A-P]\b/g, (letter, at, whole) =>
          letter === 'A' && opens(whole, at) ? letter : table[LETTERS.indexOf(letter)],
        );
      assert.equal(vague, written(v), symbols);
      assert.equal(concrete, written(c), symbols);
      assert.equal(explanation, written(e), symbols);
      for (const { letter } of step.placements) {
        assert.ok(explanation.split(/[^0-9A-Z]+/i).includes(table[LETTERS.indexOf(letter)]), explanation);
        named += 1;
      }
    }
    for (const { row, col, letter } of step.placements) text = place(text, row * 16 + col, letter);
  }
  assert.ok(named > 0, 'a step placed a letter');
  assert.deepEqual(hint(text, { givens: puzzle, symbols: 'letters' }), hint(text, { givens: puzzle }));
  assert.throws(() => hint(text, { givens: puzzle, symbols: 'roman' }), /not a set of symbols/);
});

test('grade rates a puzzle by its hardest step and counts the steps', () => {
  const puzzle = generate({ seed: 12, givens: 150 });
  const graded = grade(puzzle);
  assert.equal(graded.difficulty, 'easy');
  assert.ok(graded.rating >= 1 && graded.rating <= 2.3);
  assert.equal(graded.logicOnly, true);
  const total = graded.steps.reduce((sum, { count }) => sum + count, 0);
  assert.ok(total >= 256 - 150, `${total} steps`);
  assert.ok(graded.steps.some(({ technique }) => technique === graded.hardest));
  assert.throws(() => grade('.'.repeat(256)), /more than one solution/);
});

/**
 * No time limit, for puzzles made to order: a seed names the same puzzle whatever the
 * budget, and a busy machine must not make the test's puzzle give up.
 */
const UNTIMED = { budget: { nodes: Infinity, seconds: Infinity } };

test('generate makes puzzles of each difficulty, graded as asked', () => {
  for (const difficulty of ['easy', 'medium', 'hard', 'tough', 'expert']) {
    const puzzle = generate({ seed: 3, difficulty, ...UNTIMED });
    assert.equal(countSolutions(puzzle, { limit: 2 }), 1);
    assert.equal(grade(puzzle).difficulty, difficulty);
    assert.equal(ruleViolation(puzzle, solve(puzzle).solution), null);
  }
  assert.equal(grade(generate({ seed: 2, difficulty: 'x-wing', ...UNTIMED })).hardest, 'X-Wing');
  assert.throws(() => generate({ seed: 1, difficulty: 'impossible' }), /unknown difficulty/);
});

test('generate and grade tell their progress to onProgress, and it ends where they do', () => {
  const seen = [];
  const puzzle = generate({ seed: 15, givens: 130, onProgress: (progress) => seen.push(progress) });
  assert.equal(puzzle, generate({ seed: 15, givens: 130 }), 'progress changes nothing');
  assert.ok(seen.length > 126, `${seen.length} reports`);
  // Cells tried, one more each time, then all of them.
  seen.forEach((progress, i) =>
    assert.deepEqual(progress, { phase: 'removing', done: i < seen.length - 1 ? i : 256, total: 256 }),
  );

  const grading = [];
  const graded = grade(puzzle, { onProgress: (progress) => grading.push(progress) });
  assert.deepEqual(graded, grade(puzzle));
  const empty = 256 - givensOf(puzzle);
  assert.deepEqual(grading[0], { phase: 'grading', done: 0, total: empty });
  assert.deepEqual(grading.at(-1), { phase: 'grading', done: empty, total: empty });
  assert.ok(grading.every(({ done }, i) => i === 0 || done > grading[i - 1].done));

  // Made to order: every report names its attempt, and the last is the chosen one's grade.
  const made = [];
  const hard = generate({ seed: 16, difficulty: 'hard', ...UNTIMED, onProgress: (progress) => made.push(progress) });
  assert.equal(hard, generate({ seed: 16, difficulty: 'hard', ...UNTIMED }));
  assert.ok(made.every(({ attempt }) => Number.isInteger(attempt) && attempt >= 1));
  assert.deepEqual(made.at(-1), { phase: 'grading', done: 256 - givensOf(hard), total: 256 - givensOf(hard), attempt: made.at(-1).attempt });

  // A callback that throws does not stop the work; one that is not a function is refused.
  assert.equal(generate({ seed: 15, givens: 130, onProgress: () => { throw new Error('ignored'); } }), puzzle);
  assert.throws(() => generate({ seed: 15, onProgress: 'often' }), /^Error: onProgress must be a function$/);
  assert.throws(() => grade(puzzle, { onProgress: 42 }), /^Error: onProgress must be a function$/);
});

test('parse turns any layout into the 256-character line', () => {
  const puzzle = generate({ seed: 13, givens: 140 });
  const rows = Array.from({ length: 16 }, (_, r) => puzzle.slice(r * 16, r * 16 + 16).replaceAll('.', '-'));
  assert.equal(readPuzzle(rows.join('\n')).puzzle, puzzle);
  assert.throws(() => readPuzzle('AB').puzzle, /line 1/);
});

test('readPuzzle works out the set of symbols, and formatPuzzle writes any layout in any set', () => {
  const puzzle = generate({ seed: 14, givens: 150 });
  for (const symbols of ['letters', 'hex', 'one-g', 'numbers']) {
    for (const layout of ['line', 'rows', 'framed', 'bands']) {
      const text = formatPuzzle(puzzle, { layout, symbols });
      assert.deepEqual({ ...readPuzzle(text) }, { puzzle, symbols }, `${symbols} ${layout}`);
      assert.deepEqual({ ...readPuzzle(text, { symbols }) }, { puzzle, symbols });
    }
  }
  assert.throws(() => readPuzzle('.A72'.padEnd(256, '.')), /could be 0-F or 1-9 then A-G/);
  assert.throws(() => formatPuzzle(puzzle, { layout: 'line', symbols: 'roman' }), /not a set of symbols/);
  assert.throws(() => formatPuzzle(puzzle, { layout: 'spiral', symbols: 'hex' }), /layout must be/);
});

/** Runs `call`, and checks it ends within a few seconds: only against a hang. */
function quickly(call) {
  const started = Date.now();
  const result = call();
  assert.ok(Date.now() - started < 10_000, `took ${Date.now() - started} ms`);
  return result;
}

/** Checks that `call` throws an Error of `code` whose message matches `message`. */
function throwsCode(call, code, message) {
  assert.throws(call, (error) => error instanceof Error && error.code === code && message.test(error.message));
}

test('every call gives up within its budget, the same way: an Error of code gave-up', () => {
  // A minimal puzzle: every call has to search it, unless it is given the proof.
  const puzzle = generate({ seed: 7 });
  assert.ok(countSolutions(puzzle, { limit: 2 }) === 1);
  const budget = { nodes: 10 };
  throwsCode(() => quickly(() => solve(puzzle, { budget })), 'gave-up', /^solving gave up after 10 search nodes$/);
  throwsCode(() => quickly(() => hint(puzzle, { givens: puzzle, budget })), 'gave-up', /^the hint gave up after 10 search nodes$/);
  // With pencil marks, too.
  throwsCode(() => quickly(() => hint(puzzle, { marks: candidates(puzzle), budget })), 'gave-up', /gave up/);
  throwsCode(() => quickly(() => grade(puzzle, { budget })), 'gave-up', /^grading gave up after 10 search nodes$/);
  throwsCode(() => quickly(() => countSolutions(puzzle, { budget })), 'gave-up', /^counting gave up after 10 search nodes, with \d+ solutions found$/);
  throwsCode(() => quickly(() => generate({ seed: 7, budget })), 'gave-up', /^the generator gave up after 10 search nodes$/);

  // Given the solution solve proved, a hint searches nothing, so the budget is no bar;
  // the module keeps nothing between calls, so without it the hint gives up again.
  const { status, solution } = solve(puzzle);
  assert.equal(status, 'unique');
  assert.equal(quickly(() => hint(puzzle, { givens: puzzle, marks: candidates(puzzle), solution, budget })).status, 'step');
  throwsCode(() => quickly(() => hint(puzzle, { givens: puzzle, marks: candidates(puzzle), budget })), 'gave-up', /gave up/);

  throwsCode(() => solve(puzzle, { budget: { nodes: -1 } }), 'invalid', /^budget\.nodes must be a number, 0 or more$/);
  throwsCode(() => solve(puzzle, { budget: { seconds: 'soon' } }), 'invalid', /^budget\.seconds must be a number, 0 or more$/);

  // With the default budget, work that would never end gives up after a second and a half.
  // Counting the solutions of a puzzle with most givens gone would never end.
  const open = [...puzzle].map((c, i) => (i < 128 ? '.' : c)).join('');
  assert.throws(() => quickly(() => countSolutions(open, { limit: 4e9 })), /^Error: counting gave up after 1\.5 s, with \d+ solutions found$/);
  // A technique the generator seldom or never finds.
  assert.throws(
    () => quickly(() => generate({ seed: 1, difficulty: 'leviathan' })),
    /^Error: no puzzle that needs leviathan found: the generator gave up after 1\.5 s, in attempt \d+$/,
  );

  // And the next call, on a puzzle that needs little, is answered as ever.
  const easy = generate({ seed: 14, givens: 140 });
  const answer = solve(easy);
  assert.equal(answer.status, 'unique');
  assert.equal(ruleViolation(easy, answer.solution), null);
  assert.equal(countSolutions(easy, { limit: 2 }), 1);
  assert.equal(hint(easy).status, 'step');
});

test("check names the wrong letters and the notes that lost the solution's letter; hint names lost notes before any step", () => {
  const puzzle = generate({ seed: 16, givens: 140 });
  const { solution } = solve(puzzle);
  const empty = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
  const at = (i) => ({ row: Math.floor(i / 16), col: i % 16 });
  const bit = (letter) => 1 << LETTERS.indexOf(letter);
  // One empty cell takes a wrong letter that clashes with nothing; the notes of two
  // others leave out the letter that belongs there.
  const marks = candidates(puzzle);
  const placed = empty.find((i) => [...LETTERS].some((l) => l !== solution[i] && marks[i] & bit(l)));
  const wrongLetter = [...LETTERS].find((l) => l !== solution[placed] && marks[placed] & bit(l));
  const letters = place(puzzle, placed, wrongLetter);
  const [a, b] = empty.filter((i) => i !== placed);
  const notes = new Uint16Array(256).fill(0xffff);
  notes[a] &= ~bit(solution[a]);
  notes[b] &= ~bit(solution[b]);
  const expected = {
    status: 'checked',
    wrong: [{ ...at(placed), letter: wrongLetter }],
    lost: [a, b].map((i) => ({ ...at(i), letter: solution[i] })),
  };
  // Cells without notes (0) are not read.
  const onlyNotes = notes.map((bits, i) => (i === a || i === b ? bits : 0));
  assert.deepEqual({ ...check(letters, { givens: puzzle, notes: onlyNotes }) }, expected);
  assert.deepEqual({ ...check(letters, { givens: puzzle, notes: onlyNotes, solution }) }, expected);
  assert.deepEqual({ ...check('.'.repeat(256)) }, { status: 'multiple' });

  // A hint on right letters and those notes: the lost notes, in the page's words.
  const lost = hint(puzzle, { givens: puzzle, marks: notes, solution });
  assert.equal(lost.status, 'lost');
  assert.deepEqual(lost.lost, expected.lost);
  const name = (i) => `R${Math.floor(i / 16) + 1}C${(i % 16) + 1}`;
  assert.equal(
    lost.explanation,
    `${name(a)} no longer has ${solution[a]}, but ${solution[a]} belongs there. The notes of ${name(b)} also leave out its letter.`,
  );
  // Wrong letters come first: the grid has no solution.
  assert.equal(hint(letters, { givens: puzzle, marks: notes }).status, 'none');
});

test('every failure is an Error whose code names its kind; engine.d.ts lists every code', async () => {
  const puzzle = generate({ seed: 15, givens: 140 });
  throwsCode(() => solve('ABC'), 'parse', /line 1: 3 cells/);
  throwsCode(() => solve(`C....C${'.'.repeat(250)}`), 'clash', /letter C appears twice in row 1/);
  throwsCode(() => hint(puzzle, { symbols: 'roman' }), 'invalid', /not a set of symbols/);
  throwsCode(() => hint(puzzle, { marks: [1, 2, 3] }), 'invalid', /^marks must be 256 bitmasks: an Array or a Uint16Array of whole numbers from 0 to 65535$/);
  throwsCode(() => countSolutions(puzzle, { limit: -1 }), 'invalid', /^limit must be a whole number/);
  throwsCode(() => solve(puzzle, 'fast'), 'invalid', /^options must be an object$/);
  throwsCode(() => grade('.'.repeat(256)), 'unsolvable', /solution/);
  // The declarations' codes: the core's, as the module lists them, and the engine's own.
  const declarations = await readFile(new URL('../../www/engine/engine.d.ts', import.meta.url), 'utf8');
  const declared = [...declarations.match(/export type ErrorCode =([^;]*);/)[1].matchAll(/'([a-z-]+)'/g)].map(([, code]) => code);
  const engines = ['aborted', 'terminated', 'worker', 'internal'];
  assert.deepEqual(declared.filter((code) => !engines.includes(code)), failureCodes());
  assert.deepEqual(declared.filter((code) => engines.includes(code)), engines);
});

/** The fields `interface NAME { … }` of www/engine/engine.d.ts declares, as they are named there. */
function declaredFields(declarations, name) {
  const body = declarations.match(new RegExp(`export interface ${name}(?:<[^>]*>)? \\{([\\s\\S]*?)\\n\\}`))[1];
  return [...body.matchAll(/^ {2}(\w+)\??:/gm)].map(([, field]) => field).sort();
}

test('every answer of the module has the fields engine.d.ts declares for it, no more and no fewer', async () => {
  const declarations = await readFile(new URL('../../www/engine/engine.d.ts', import.meta.url), 'utf8');
  const fields = (value) => Object.keys(value).sort();
  const puzzle = generate({ seed: 17, givens: 130 });
  const solved = solve(puzzle);
  assert.deepEqual(fields(solved), declaredFields(declarations, 'SolveResult'));
  // Rated: the one field a hint gives only when asked.
  const step = hint(puzzle, { givens: puzzle, rated: true });
  assert.equal(step.status, 'step');
  assert.deepEqual(fields(step), declaredFields(declarations, 'Step'));
  for (const unit of step.units) assert.deepEqual(fields(unit), declaredFields(declarations, 'Unit'));
  for (const cell of step.cells) assert.deepEqual(fields(cell), declaredFields(declarations, 'Position'));
  assert.deepEqual(fields(hint(solved.solution)), declaredFields(declarations, 'Complete'));
  assert.deepEqual(fields(hint('.'.repeat(256))), declaredFields(declarations, 'NoStep'));
  const i = puzzle.indexOf('.');
  const wrong = hint(place(puzzle, i, [...LETTERS].find((l) => l !== solved.solution[i])), { givens: puzzle });
  assert.equal(wrong.status, 'none');
  assert.deepEqual(fields(wrong), declaredFields(declarations, 'NoSolution'));
  const notes = new Uint16Array(256).fill(0xffff);
  notes[i] = 0xffff & ~(1 << LETTERS.indexOf(solved.solution[i]));
  assert.deepEqual(fields(hint(puzzle, { givens: puzzle, marks: notes })), declaredFields(declarations, 'LostLetters'));
  const graded = grade(puzzle, { onProgress: (progress) => assert.deepEqual(fields(progress), ['done', 'phase', 'total']) });
  assert.deepEqual(fields(graded), declaredFields(declarations, 'Grade'));
  assert.deepEqual(fields(readPuzzle(puzzle)), declaredFields(declarations, 'ReadPuzzle'));
  assert.deepEqual(declaredFields(declarations, 'Progress'), ['attempt', 'done', 'phase', 'total']);
});

test("the page's table of symbols (www/board/game-state.js, for showing and typing without the engine) is the core's", () => {
  // A first row of the sixteen letters in order, written by the core in each set.
  const row = `${LETTERS}${'.'.repeat(240)}`;
  for (const [set, symbols] of Object.entries(PAGE_SYMBOLS)) {
    const written = formatPuzzle(row, { layout: 'rows', symbols: set }).split('\n')[0];
    assert.deepEqual(set === 'numbers' ? written.trim().split(/\s+/) : [...written], symbols, set);
  }
});

test('arguments of the wrong type or out of range are refused as invalid, naming them, and never coerced', () => {
  const puzzle = generate({ seed: 18, givens: 150 });
  const { solution } = solve(puzzle);
  const hostile = () => {
    throw new Error('hostile');
  };
  const texts = [5, true, Symbol('s'), 10n, {}, null, undefined, { toString: hostile }];
  for (const call of [solve, hint, check, candidates, countSolutions, grade, readPuzzle, formatPuzzle]) {
    for (const text of texts) throwsCode(() => call(text), 'invalid', /^text must be a string$/);
  }
  // Options read through a getter or a Proxy's trap that throws: refused, named.
  const throwing = (name) => Object.defineProperty({}, name, { get: hostile });
  throwsCode(() => solve(puzzle, throwing('budget')), 'invalid', /^budget could not be read$/);
  throwsCode(() => solve(puzzle, { budget: throwing('seconds') }), 'invalid', /^budget\.seconds could not be read$/);
  throwsCode(() => hint(puzzle, new Proxy({}, { get: hostile })), 'invalid', /^budget could not be read$/);
  throwsCode(() => solve(puzzle, { budget: 5 }), 'invalid', /^budget must be an object$/);
  // Marks and notes: an Array or a Uint16Array of 256 whole numbers from 0 to 65535, read
  // without running the caller's code unguarded.
  const marks = /^marks must be 256 bitmasks: an Array or a Uint16Array of whole numbers from 0 to 65535$/;
  const notes = /^notes must be 256 bitmasks: an Array or a Uint16Array of whole numbers from 0 to 65535$/;
  const { proxy, revoke } = Proxy.revocable([], {});
  revoke();
  for (const bad of [
    new Array(256).fill({ valueOf: () => 1 }),
    new Array(256).fill(1.5),
    new Array(256).fill(65536),
    new Array(256),
    new Float64Array(256),
    new Proxy(new Uint16Array(256), { get: hostile }),
    new Proxy({}, { getPrototypeOf: hostile }),
    proxy,
    Object.defineProperty(new Uint16Array(256), 'length', { get: hostile }),
  ]) {
    throwsCode(() => hint(puzzle, { marks: bad }), 'invalid', marks);
    throwsCode(() => check(puzzle, { notes: bad }), 'invalid', notes);
  }
  assert.equal(hint(puzzle, { marks: Array.from(candidates(puzzle)) }).status, 'step');
  // Numbers: a limit from 1, a time beyond what can be counted is no limit.
  throwsCode(() => countSolutions(puzzle, { limit: 0 }), 'invalid', /^limit must be a whole number from 1 to 4294967295$/);
  for (const seconds of [1e20, Number.MAX_VALUE, Infinity]) {
    assert.deepEqual(solve(puzzle, { budget: { seconds, nodes: 1e30 } }), solve(puzzle));
    assert.equal(countSolutions(puzzle, { budget: { seconds } }), 1);
  }
  throwsCode(() => solve(puzzle, { budget: { seconds: NaN } }), 'invalid', /^budget\.seconds must be a number, 0 or more$/);
  throwsCode(() => generate({ seed: 2 ** 53 }), 'invalid', /^seed must be a whole number from 0 to 9007199254740991$/);
  // The givens and a solution that do not fit are refused, naming the option.
  const clashing = `AA${solution.slice(2)}`;
  throwsCode(() => hint(puzzle, { givens: puzzle, solution: clashing }), 'invalid', /^solution: letter A appears twice in row 1/);
  throwsCode(() => check(puzzle, { givens: puzzle, solution: 'ABC' }), 'invalid', /^solution: line 1/);
  throwsCode(() => check(puzzle, { givens: clashing }), 'invalid', /^givens: letter A appears twice in row 1/);
  throwsCode(() => check(puzzle, { givens: puzzle, solution: 5 }), 'invalid', /^solution must be a string$/);
});

test("check proves the solution it is given the givens' only one: a puzzle with several has none to check against", () => {
  // Two of a solution's rectangles that hold a, b / b, a emptied: the puzzle has both
  // ways of filling them, and a given solution cannot make either letter wrong.
  const puzzle = generate({ seed: 19, givens: 200 });
  const { solution } = solve(puzzle);
  let open = null;
  for (let a = 0; a < 256 && !open; a++) {
    for (let d = a + 1; d < 256 && !open; d++) {
      const [r1, c1, r2, c2] = [Math.floor(a / 16), a % 16, Math.floor(d / 16), d % 16];
      const [b, c] = [r1 * 16 + c2, r2 * 16 + c1];
      const sameBand = Math.floor(r1 / 4) === Math.floor(r2 / 4);
      const otherStacks = Math.floor(c1 / 4) !== Math.floor(c2 / 4);
      if (r1 === r2 || c1 >= c2 || !sameBand || !otherStacks) continue;
      if (solution[a] !== solution[d] || solution[b] !== solution[c]) continue;
      open = [a, b, c, d];
    }
  }
  assert.ok(open, 'a rectangle to swap');
  const givens = open.reduce((text, i) => place(text, i, '.'), solution);
  const [a, b] = open;
  const other = open.reduce((text, i) => place(text, i, i === a || i === open[3] ? solution[b] : solution[a]), givens);
  assert.equal(ruleViolation(givens, other), null);
  assert.equal(countSolutions(givens, { limit: 5 }), 2);
  // Either solution, given: "multiple", not the other's letters called wrong.
  for (const claimed of [solution, other]) {
    assert.deepEqual({ ...check(other, { givens, solution: claimed }) }, { status: 'multiple' });
    assert.deepEqual({ ...check(solution, { givens, solution: claimed }) }, { status: 'multiple' });
  }
});
