// Every exported function of the WebAssembly module, called thousands of times with
// random and hostile arguments: values of every type, Proxies whose traps throw, revoked
// Proxies, objects whose valueOf, toString and getters throw, numbers out of every range,
// typed arrays of other kinds, sparse arrays, random puzzle text, solutions that clash or
// that belong to a puzzle with several. No call may trap (a RuntimeError), throw anything
// but an Error with one of the module's codes, or answer wrongly (every solution, step
// and check is held to the rules and the givens); and the module must go on solving a
// good puzzle after it all. The engine's path (www/engine/path.js, the module's hints
// walked to the end) is called among them, with what of the arguments reaches it in the
// engine's worker: a copy, as the engine posts it. The PRNG is seeded:
// HEXADOKU_FUZZ_SEED=n replays a run.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as hexadoku from '../../pkg/hexadoku.js';
import { LETTERS, UNITS, ruleViolation } from './rules.mjs';
import { writer } from '../../www/words/writer.js';
import { path } from '../../www/engine/path.js';
import english from '../../www/words/generated/en.js';

await init({ module_or_path: await readFile(new URL('../../pkg/hexadoku_bg.wasm', import.meta.url)) });

const SEED = Number(process.env.HEXADOKU_FUZZ_SEED ?? 20_240_611);
const CALLS = 3000;
const CODES = new Set(hexadoku.failureCodes());
const ENGLISH = writer('en', english);

/** What is wrong with a coded Error's words, if anything: they must be a message of the
 * catalogue, named by the Error's message, that the English writer writes whole. */
function unwritten(error) {
  if (error.words?.id !== error.message) return `its words are ${JSON.stringify(error.words)}`;
  const before = ENGLISH.errors.length;
  const text = ENGLISH.write(error.words);
  if (ENGLISH.errors.length > before) return `${ENGLISH.errors.slice(before).join('; ')} (${text})`;
  return '';
}

/** mulberry32: a small seeded PRNG, floats in [0, 1). */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(SEED);
const below = (n) => Math.floor(random() * n);
const pick = (list) => list[below(list.length)];
const chance = (p) => random() < p;

const place = (text, index, letter) => text.slice(0, index) + letter + text.slice(index + 1);
const unitsOf = (cell) => UNITS.filter((unit) => unit.includes(cell));

/** The candidates of a 256-letter line that keeps the rules, as `candidates` gives them. */
function candidatesOf(line) {
  return Uint16Array.from(line, (c, cell) => {
    if (LETTERS.includes(c)) return 1 << LETTERS.indexOf(c);
    let bits = 0xffff;
    for (const unit of unitsOf(cell)) for (const i of unit) if (LETTERS.includes(line[i])) bits &= ~(1 << LETTERS.indexOf(line[i]));
    return bits;
  });
}

// ---------------------------------------------------------------------------------------
// Puzzles whose truth the test knows, each checked against the rules before it is used.

/** A puzzle with one solution: `{ text, solution }`. */
function unique(seed, givens) {
  const text = hexadoku.generate({ seed, givens });
  const { status, solution } = hexadoku.solve(text);
  assert.equal(status, 'unique');
  assert.equal(ruleViolation(text, solution), null);
  return { text, solution };
}

/**
 * A puzzle with exactly two solutions: a solution with the four cells of a rectangle
 * (two rows, two columns, two boxes) that hold a, b / b, a emptied, its letters swapped
 * in the other. Returns `{ text, solution, other }`.
 */
function twoSolutions({ solution }) {
  for (let r1 = 0; r1 < 16; r1++) {
    for (let r2 = r1 + 1; r2 < 16 && Math.floor(r2 / 4) === Math.floor(r1 / 4); r2++) {
      for (let c1 = 0; c1 < 16; c1++) {
        for (let c2 = c1 + 1; c2 < 16; c2++) {
          if (Math.floor(c1 / 4) === Math.floor(c2 / 4)) continue;
          const [a, b, c, d] = [r1 * 16 + c1, r1 * 16 + c2, r2 * 16 + c1, r2 * 16 + c2];
          if (solution[a] !== solution[d] || solution[b] !== solution[c]) continue;
          let text = solution;
          let other = solution;
          for (const i of [a, b, c, d]) {
            text = place(text, i, '.');
            other = place(other, i, solution[i === a || i === d ? b : a]);
          }
          assert.equal(ruleViolation(text, other), null);
          assert.notEqual(other, solution);
          return { text, solution, other };
        }
      }
    }
  }
  return null;
}

const EASY = [unique(1, 180), unique(2, 160), unique(3, 140), unique(4, 200)];
const GOOD = EASY[0];
const TWO = EASY.map(twoSolutions).find(Boolean);
assert.ok(TWO, 'a solution with a rectangle to swap');
assert.equal(hexadoku.countSolutions(TWO.text, { limit: 5 }), 2);
const MINIMAL = unique(7, undefined);
const EMPTY = '.'.repeat(256);
const SPARSE = [...EASY[2].text].map((c, i) => (i < 200 ? '.' : c)).join('');
/** A letter that breaks no rule but the solution: only search finds that it is wrong. */
const WRONG = (() => {
  const { text, solution } = EASY[1];
  const marks = candidatesOf(text);
  const cell = [...text].findIndex((c, i) => c === '.' && (marks[i] & ~(1 << LETTERS.indexOf(solution[i]))) !== 0);
  const letter = [...LETTERS].find((l, bit) => l !== solution[cell] && marks[cell] & (1 << bit));
  return { text: place(text, cell, letter), givens: text, solution, cell, letter };
})();
const CLASH = (() => {
  const { text } = EASY[0];
  const gap = text.indexOf('.');
  const row = gap - (gap % 16);
  const given = [...text.slice(row, row + 16)].find((c) => c !== '.');
  return place(text, gap, given);
})();

// ---------------------------------------------------------------------------------------
// Hostile values, each with a label for the report.

const thrower = () => {
  throw new Error('hostile');
};
const throwingTraps = {
  get: thrower,
  has: thrower,
  set: thrower,
  ownKeys: thrower,
  getOwnPropertyDescriptor: thrower,
  getPrototypeOf: thrower,
  defineProperty: thrower,
  apply: thrower,
};
function revoked(target) {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}
function everyGetterThrows() {
  return new Proxy({}, { get: thrower, has: () => true });
}
function withThrowingGetter(object, key) {
  Object.defineProperty(object, key, { get: thrower, enumerable: true });
  return object;
}

/** Values that no argument should accept, as [label, value, throws?]: `throws` when
 * reading it runs code that throws. */
function hostileValue() {
  const n = below(40);
  switch (n) {
    case 0: return ['0', 0];
    case 1: return ['-1', -1];
    case 2: return ['1.5', 1.5];
    case 3: return ['NaN', NaN];
    case 4: return ['Infinity', Infinity];
    case 5: return ['-Infinity', -Infinity];
    case 6: return ['1e20', 1e20];
    case 7: return ['-0', -0];
    case 8: return ['2^64', 2 ** 64];
    case 9: return ['MAX_VALUE', Number.MAX_VALUE];
    case 10: return ['true', true];
    case 11: return ['Symbol', Symbol('hostile')];
    case 12: return ['10n', 10n];
    case 13: return ['2n**70n', 2n ** 70n];
    case 14: return ['{}', {}];
    case 15: return ['[]', []];
    case 16: return ['function', function hostile() {}];
    case 17: return ['Date', new Date(0)];
    case 18: return ['valueOf throws', { valueOf: thrower, toString: thrower }, true];
    case 19: return ['toPrimitive throws', { [Symbol.toPrimitive]: thrower }, true];
    case 20: return ['Proxy of {} throwing', new Proxy({}, throwingTraps), true];
    case 21: return ['Proxy of [] throwing', new Proxy(new Array(256).fill(0), throwingTraps), true];
    case 22: return ['revoked Proxy of {}', revoked({}), true];
    case 23: return ['revoked Proxy of []', revoked([]), true];
    case 24: return ['revoked Proxy of a function', revoked(() => {}), true];
    case 25: return ['Proxy of Uint16Array throwing', new Proxy(new Uint16Array(256), throwingTraps), true];
    case 26:
      return ['Proxy posing as a Uint16Array', new Proxy({}, { getPrototypeOf: () => Uint16Array.prototype, get: thrower }), true];
    case 27: return ['every getter throws', everyGetterThrows(), true];
    case 28: return ['Float64Array of halves', new Float64Array(256).fill(0.5)];
    case 29: return ['Int32Array of -1', new Int32Array(256).fill(-1)];
    case 30: return ['Uint32Array of 70000', new Uint32Array(256).fill(70000)];
    case 31: return ['BigUint64Array', new BigUint64Array(256)];
    case 32: return ['DataView', new DataView(new ArrayBuffer(512))];
    case 33: return ['sparse array', new Array(256)];
    case 34: return ['array with a throwing element', withThrowingGetter(new Array(256).fill(1), 7), true];
    case 35: return ['Uint16Array with a throwing length', withThrowingGetter(new Uint16Array(256), 'length'), true];
    case 36: return ['array of strings', new Array(256).fill('1')];
    case 37: return ['array of objects with valueOf', Array.from({ length: 256 }, () => ({ valueOf: thrower })), true];
    case 38: return ['Uint16Array(255)', new Uint16Array(255)];
    default: return ['random string', randomText()];
  }
}

/** Random text: a line of random letters and dots, some other character, or a layout. */
function randomText() {
  switch (below(6)) {
    case 0: return '';
    case 1: return 'ABC';
    case 2: {
      const density = random() * 0.4;
      return Array.from({ length: 256 }, () => (chance(density) ? pick(LETTERS) : '.')).join('');
    }
    case 3: return Array.from({ length: below(300) }, () => String.fromCharCode(below(0x3000))).join('');
    case 4: return `${'.'.repeat(below(256))}\uD800${'.'.repeat(below(10))}`;
    default: return pick(EASY).text.replaceAll('.', '-').match(/.{16}/g).join('\n');
  }
}

/** A text argument: a known puzzle (with its truth), random text, or no string at all. */
function textArgument() {
  const r = below(12);
  if (r === 0) {
    const hostile = labelled(hostileValue());
    return { ...hostile, label: `text: ${hostile.label}`, string: typeof hostile.value === 'string' };
  }
  const known = [
    () => ({ label: 'easy', value: pick(EASY).text }),
    () => ({ label: 'solved', value: GOOD.solution }),
    () => ({ label: 'two solutions', value: TWO.text }),
    () => ({ label: 'wrong letter', value: WRONG.text }),
    () => ({ label: 'clash', value: CLASH }),
    () => ({ label: 'empty', value: EMPTY }),
    () => ({ label: 'sparse', value: SPARSE }),
    () => ({ label: 'minimal', value: MINIMAL.text }),
  ];
  if (r <= known.length) return { ...known[r - 1](), string: true };
  return { label: 'random text', value: randomText(), string: true };
}

function labelled([label, value, throws = false]) {
  return { label, value, throws };
}

/** A budget: small enough that a call on any text answers within a few milliseconds. */
const SMALL_BUDGET = { nodes: 3000, seconds: 0.1 };
/** Budgets that keep a call short, whatever its text. */
const LIMITED = new Set([SMALL_BUDGET]);
const limited = (budget) => (LIMITED.add(budget), budget);

/** The value of one option: usually fitting, sometimes hostile. */
function optionValue(name) {
  if (chance(0.35)) return labelled(hostileValue());
  const fitting = {
    budget: () =>
      pick([
        SMALL_BUDGET,
        limited({ nodes: below(50) }),
        limited({ seconds: 0 }),
        limited({ nodes: 1e30, seconds: 0.05 }),
        limited({ nodes: 2000, seconds: 1e20 }),
        { seconds: 1e20 },
        { nodes: 2 ** 64, seconds: Infinity },
      ]),
    limit: () => pick([1, 2, 3, 10, 2 ** 32 - 1]),
    seed: () => below(1000),
    givens: () => pick([pick(EASY).text, TWO.text, WRONG.givens, CLASH, EMPTY, randomText(), below(257)]),
    solution: () => pick([GOOD.solution, TWO.solution, TWO.other, WRONG.solution, CLASH, pick(EASY).text, randomText()]),
    marks: () => pick([candidatesOf(pick(EASY).text), new Uint16Array(256).fill(0xffff), Array.from({ length: 256 }, () => below(65536)), new Uint16Array(256)]),
    symbols: () => pick(['letters', 'hex', 'one-g', 'numbers', 'roman']),
    layout: () => pick(['line', 'rows', 'framed', 'bands', 'spiral']),
    difficulty: () => pick(['easy', 'medium', 'x-wing', 'leviathan', 'impossible']),
    onProgress: () => pick([() => {}, thrower, () => hexadoku.solve(GOOD.text), new Proxy(() => {}, { apply: thrower })]),
  };
  const value = (fitting[name] ?? fitting.limit)();
  return { label: name === 'marks' || name === 'notes' ? 'bitmasks' : JSON.stringify(value)?.slice(0, 40), value, throws: false };
}

const OPTION_NAMES = ['budget', 'limit', 'seed', 'givens', 'solution', 'marks', 'notes', 'symbols', 'layout', 'difficulty', 'onProgress'];

/**
 * An options argument for `name`: hostile, or an object of a few options, within a small
 * budget unless the budget itself is the option tried. A budget that sets no limit (`{}`,
 * `{ seconds: 1e20 }`, an array) makes the options `unlimited`: the call is then made on
 * an easy puzzle, and `generate` is asked for many givens.
 */
function optionsArgument(name) {
  if (chance(0.1)) return { label: 'hostile options', ...labelled(hostileValue()) };
  const options = {};
  const labels = [];
  let throws = false;
  for (const option of OPTION_NAMES) {
    if (!chance(0.25)) continue;
    const { label, value, throws: thrown } = optionValue(option === 'notes' ? 'marks' : option);
    options[option] = value;
    labels.push(`${option}: ${label}`);
    throws ||= thrown;
  }
  if (!('budget' in options)) options.budget = SMALL_BUDGET;
  const unlimited = !throws && !LIMITED.has(options.budget);
  if (unlimited && name === 'generate') {
    delete options.difficulty;
    options.givens = 200;
    labels.push('givens: 200');
  }
  if (chance(0.1)) {
    withThrowingGetter(options, pick(OPTION_NAMES));
    labels.push('a throwing getter');
    throws = true;
  }
  return { label: `{ ${labels.join(', ')} }`, value: options, throws, unlimited };
}

// ---------------------------------------------------------------------------------------
// What an answer must be.

/** Why a hint's answer to `text` is wrong, or null. */
function hintFault(answer, text, options) {
  const statuses = ['step', 'complete', 'none', 'lost', 'multiple'];
  if (!statuses.includes(answer.status)) return `status ${answer.status}`;
  if (answer.status !== 'step') return null;
  const line = hexadoku.readPuzzle(text).puzzle;
  for (const { row, col, letter } of answer.placements) {
    const cell = row * 16 + col;
    if (line[cell] !== '.') return `placed on R${row + 1}C${col + 1}, which holds ${line[cell]}`;
    if (unitsOf(cell).some((unit) => unit.some((i) => line[i] === letter))) return `placed ${letter} twice in a unit`;
  }
  // On the letters of a puzzle with one solution every step agrees with it, whatever
  // the marks, unless the caller vouched for another solution.
  const truth = [GOOD, ...EASY, MINIMAL].find((known) => known.text === line);
  const vouched = typeof options?.solution === 'string' && options.solution !== truth?.solution;
  if (truth && !vouched) {
    for (const { row, col, letter } of answer.placements) {
      if (truth.solution[row * 16 + col] !== letter) return `placed ${letter} at R${row + 1}C${col + 1}`;
    }
    for (const { row, col, letters } of answer.eliminations) {
      if (letters.includes(truth.solution[row * 16 + col])) return `removed the solution's letter at R${row + 1}C${col + 1}`;
    }
  }
  return null;
}

/** Why a path's answer to `text` is wrong, or null: each step as a hint's would be. */
function pathFault(answer, text, options) {
  if (answer.status !== 'path') return answer.status === 'step' ? 'a step' : hintFault(answer, text, options);
  if (!Number.isInteger(answer.hardest) || !answer.steps[answer.hardest]) return `hardest ${answer.hardest}`;
  const placed = answer.steps.flatMap((step) => step.placements);
  return hintFault({ status: 'step', placements: placed, eliminations: answer.steps.flatMap((step) => step.eliminations) }, text, options);
}

/** Why a check's answer is wrong, or null. */
function checkFault(answer, text, options) {
  if (!['checked', 'none', 'multiple'].includes(answer.status)) return `status ${answer.status}`;
  const givens = typeof options?.givens === 'string' ? options.givens : text;
  // A puzzle with two solutions has none to check against, whatever solution is given.
  if (givens === TWO.text && answer.status !== 'multiple') return `${answer.status} for a puzzle with two solutions`;
  const truth = [GOOD, ...EASY, MINIMAL].find((known) => known.text === givens);
  if (!truth) return null;
  if (answer.status !== 'checked') return `${answer.status} for a puzzle with one solution`;
  const line = hexadoku.readPuzzle(text).puzzle;
  const wrong = [...line].flatMap((c, i) =>
    c !== '.' && givens[i] === '.' && truth.solution[i] !== c ? [{ row: Math.floor(i / 16), col: i % 16, letter: c }] : [],
  );
  if (JSON.stringify(answer.wrong) !== JSON.stringify(wrong)) return `wrong ${JSON.stringify(answer.wrong)}`;
  return null;
}

/** Why an answer of `name` to `args` is wrong, or null. */
function answerFault(name, answer, args) {
  const [text, options] = name === 'generate' ? [undefined, args[0]] : args;
  switch (name) {
    case 'solve': {
      if (!['unique', 'multiple', 'none'].includes(answer.status)) return `status ${answer.status}`;
      if (answer.status === 'none') return answer.solution === null ? null : 'a solution for none';
      const line = hexadoku.readPuzzle(text).puzzle;
      if (line === TWO.text && answer.status !== 'multiple') return `${answer.status} for two solutions`;
      return ruleViolation(line, answer.solution);
    }
    case 'hint':
      return hintFault(answer, text, options);
    case 'path':
      return pathFault(answer, text, options);
    case 'check':
      return checkFault(answer, text, options);
    case 'candidates': {
      if (!(answer instanceof Uint16Array) || answer.length !== 256) return 'not 256 bitmasks';
      const expected = candidatesOf(hexadoku.readPuzzle(text).puzzle);
      return answer.every((bits, i) => bits === expected[i]) ? null : 'other candidates';
    }
    case 'countSolutions': {
      const limit = options?.limit ?? 2;
      if (!Number.isInteger(answer) || answer < 0 || answer > limit) return `counted ${answer}`;
      const line = hexadoku.readPuzzle(text).puzzle;
      if (EASY.some((known) => known.text === line) && answer !== 1) return `counted ${answer} of 1`;
      if (line === TWO.text && answer !== Math.min(2, limit)) return `counted ${answer} of 2`;
      if (line === WRONG.text && answer !== 0) return `counted ${answer} of 0`;
      return null;
    }
    case 'generate': {
      const { status, solution } = hexadoku.solve(answer);
      if (status !== 'unique') return `generated a puzzle with ${status}`;
      const givens = [...answer].filter((c) => c !== '.').length;
      if (typeof options.givens === 'number' && options.difficulty == null && givens !== options.givens) return `${givens} givens`;
      return ruleViolation(answer, solution);
    }
    case 'grade':
      return typeof answer.rating === 'number' && Array.isArray(answer.steps) ? null : 'not a grade';
    case 'readPuzzle':
      return typeof answer.puzzle === 'string' && answer.puzzle.length === 256 ? null : 'not a puzzle';
    case 'formatPuzzle':
      return typeof answer === 'string' ? null : 'not text';
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------
// The run.

const FUNCTIONS = ['solve', 'hint', 'path', 'check', 'candidates', 'countSolutions', 'generate', 'grade', 'readPuzzle', 'formatPuzzle'];

/**
 * The function `name` called with `args`: the module's, or the engine's path of its
 * hints, which gets what the engine posts to its worker (a structured clone; arguments
 * that cannot be copied the engine refuses before, and answer undefined here).
 */
function called(name, args) {
  if (name !== 'path') return hexadoku[name](...args);
  let sent;
  try {
    sent = structuredClone(args);
  } catch {
    return undefined;
  }
  return path(hexadoku, ...sent);
}

/** Solves the good puzzle: the module still works. */
function stillWorks() {
  const answer = hexadoku.solve(GOOD.text);
  return answer.status === 'unique' && answer.solution === GOOD.solution;
}

test(`every function, called with random and hostile arguments, answers rightly or throws a coded Error (seed ${SEED})`, () => {
  const faults = { panics: [], nonErrors: [], badCodes: [], wrongAnswers: [], broken: [] };
  const started = Date.now();
  for (let call = 0; call < CALLS; call++) {
    const name = pick(FUNCTIONS);
    const options = optionsArgument(name);
    const text = options.unlimited ? { label: 'easy', value: pick(EASY).text, string: true } : textArgument();
    // generate takes its options alone; the others text and options, or fewer.
    const args = name === 'generate' ? [options.value] : chance(0.05) ? [text.value] : [text.value, options.value];
    const what = `call ${call}: ${name}(${text.label}, ${options.label})`;
    try {
      const answer = called(name, args);
      if (answer === undefined) continue;
      if (name !== 'generate' && !text.string) {
        faults.wrongAnswers.push(`${what}: answered a text that is not a string`);
      } else {
        const fault = answerFault(name, answer, args);
        if (fault) faults.wrongAnswers.push(`${what}: ${fault}`);
      }
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError) faults.panics.push(`${what}: ${error.message}`);
      else if (!(error instanceof Error)) faults.nonErrors.push(`${what}: threw ${String(error)}`);
      else if (!CODES.has(error.code)) faults.badCodes.push(`${what}: ${error.code} ${error.message}`);
      else if (name !== 'generate' && !text.string && (error.code !== 'invalid' || error.message !== 'engine-text-not-string')) {
        faults.wrongAnswers.push(`${what}: ${error.code} ${error.message}`);
      } else if (unwritten(error)) {
        faults.wrongAnswers.push(`${what}: ${error.message}: ${unwritten(error)}`);
      }
    }
    if ((text.throws || options.throws || call % 16 === 0) && !stillWorks()) {
      faults.broken.push(what);
      break;
    }
  }
  assert.ok(stillWorks(), 'the module solves a good puzzle at the end');
  const report = Object.entries(faults)
    .filter(([, list]) => list.length > 0)
    .map(([kind, list]) => `${kind}: ${list.length}\n  ${list.slice(0, 5).join('\n  ')}`)
    .join('\n');
  assert.equal(report, '', `seed ${SEED}\n${report}`);
  assert.ok(Date.now() - started < 40_000, `${CALLS} calls took ${Date.now() - started} ms`);
});

test('calls nested through getters and callbacks are refused past a depth, and never trap', () => {
  const nested = /^engine-calls-nest$/;
  const outcomes = [];
  /** A hint whose `symbols` getter asks for a hint again, once, from `depth`. */
  function viaGetter(depth) {
    let entered = false;
    const options = {
      budget: SMALL_BUDGET,
      get symbols() {
        if (!entered) {
          entered = true;
          viaGetter(depth + 1);
        }
        return 'letters';
      },
    };
    try {
      outcomes.push({ depth, status: hexadoku.hint(GOOD.text, options).status });
    } catch (error) {
      outcomes.push({ depth, error });
    }
  }
  viaGetter(1);
  const refused = outcomes.filter(({ error }) => error);
  assert.deepEqual(refused.map(({ depth }) => depth), [9]);
  assert.ok(refused.every(({ error }) => error.code === 'invalid' && nested.test(error.message)), String(refused[0]?.error));
  assert.ok(outcomes.every(({ error, status }) => error || status === 'step'));

  // Deep inside generate and grade, from their progress reports: each call's first
  // report makes the next call, a grade or a generate in turn.
  const thrown = [];
  const once = (call) => {
    let entered = false;
    return () => {
      if (entered) return;
      entered = true;
      try {
        call();
      } catch (error) {
        thrown.push(error);
      }
    };
  };
  function viaProgress(depth) {
    const grading = () => hexadoku.grade(EASY[depth % EASY.length].text, { budget: SMALL_BUDGET, onProgress: once(() => viaProgress(depth + 2)) });
    const onProgress = once(grading);
    try {
      const puzzle = hexadoku.generate({ seed: depth, givens: 200, budget: SMALL_BUDGET, onProgress });
      assert.equal(ruleViolation(puzzle, hexadoku.solve(puzzle).solution), null);
    } catch (error) {
      thrown.push(error);
    }
  }
  viaProgress(1);
  assert.ok(thrown.length >= 1, 'the deepest call was refused');
  for (const error of thrown) assert.ok(error.code === 'invalid' && nested.test(error.message), String(error));
  assert.ok(stillWorks());
});
