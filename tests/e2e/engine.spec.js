// The headless engine (www/engine.js) in Chromium, driven as an embedding page would
// drive it: every method answers what the same WebAssembly module answers in Node, in
// the shapes it documents, and every solution keeps the rules; calls stop with an
// AbortSignal, long ones report progress, terminate() ends the engine, failures reject
// with the core's message, and engines on one page are independent.

import { test, expect } from '@playwright/test';
import {
  EMPTY,
  LETTERS,
  asRows,
  candidatesInNode,
  countSolutions,
  generateInNode,
  givenCount,
  grade,
  hint,
  path,
  place,
  plausibleMistake,
  puzzleWithSolution,
  ruleViolation,
  solveInNode,
} from './support.js';

/**
 * Opens the engine's test page (tests/e2e/engine.html), which has the Engine class and
 * `outcome(promise)` on `window`, and puts a fresh engine on `window.engine`.
 */
async function openEngine(page) {
  await page.goto('/tests/e2e/engine.html');
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    window.engine = new Engine();
  });
}

/** What the core throws for `call`, in Node. */
function thrownInNode(call) {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error(`${call} did not throw`);
}

/**
 * Work that lasts until the core's budget runs out (a second and a half): a puzzle that
 * needs a technique the generator seldom or never finds.
 */
const LONG = { seed: 1, difficulty: 'leviathan' };

const ABORT_ERROR = { type: 'Error', name: 'AbortError', code: 'aborted' };

/** How a call rejected with the core's `code` and `message` reads, through `outcome`. */
const failed = (code, message) => ({ rejected: { type: 'Error', name: 'EngineError', code, message } });


test('every method answers as the WebAssembly API does, and every solution keeps the rules', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 41, givens: 120 });
  const { puzzle: minimal } = puzzleWithSolution({ seed: 42 });
  const mistake = plausibleMistake(puzzle, solution);
  const mistaken = place(puzzle, mistake.index, mistake.letter);
  await openEngine(page);
  const answers = await page.evaluate(
    async ({ puzzle, minimal, solution, mistaken, rows, empty }) => {
      const marks = await engine.candidates(puzzle);
      return {
        generated: await engine.generate({ seed: 41, givens: 120 }),
        minimal: await engine.generate({ seed: 42 }),
        easy: await engine.generate({ seed: 43, difficulty: 'easy' }),
        solved: await engine.solve(minimal),
        several: await engine.solve(empty),
        count: await engine.countSolutions(puzzle),
        countOpen: await engine.countSolutions(empty, { limit: 3 }),
        graded: await engine.grade(puzzle),
        marksType: marks.constructor.name,
        marks: Array.from(marks),
        read: await engine.readPuzzle(rows),
        step: await engine.hint(puzzle, { givens: puzzle }),
        stepWithMarks: await engine.hint(puzzle, { givens: puzzle, marks }),
        stepAlone: await engine.hint(puzzle),
        complete: await engine.hint(solution, { givens: puzzle }),
        wrong: await engine.hint(mistaken, { givens: puzzle }),
        path: await engine.path(puzzle, { givens: puzzle }),
        pathWrong: await engine.path(mistaken, { givens: puzzle }),
      };
    },
    { puzzle, minimal, solution, mistaken, rows: asRows(puzzle), empty: EMPTY },
  );

  // generate: the module's puzzles, for the same seeds, each with one solution.
  expect(answers.generated).toBe(puzzle);
  expect(givenCount(answers.generated)).toBe(120);
  expect(answers.minimal).toBe(minimal);
  expect(answers.easy).toMatch(/^[A-P.]{256}$/);
  expect(countSolutions(answers.easy, { limit: 2 })).toBe(1);
  expect(grade(answers.easy).difficulty).toBe('easy');

  // solve: { status, solution, nodes }, and the solution keeps the rules and the givens.
  expect(Object.keys(answers.solved).sort()).toEqual(['nodes', 'solution', 'status']);
  expect(answers.solved.status).toBe('unique');
  expect(ruleViolation(minimal, answers.solved.solution)).toBeNull();
  expect(answers.solved).toEqual(solveInNode(minimal));
  expect(answers.several.status).toBe('multiple');
  expect(ruleViolation(EMPTY, answers.several.solution)).toBeNull();

  expect(answers.count).toBe(1);
  expect(answers.countOpen).toBe(3);

  // grade: { rating, difficulty, hardest, logicOnly, steps }, counting every step.
  expect(answers.graded).toEqual(grade(puzzle));
  expect(Object.keys(answers.graded).sort()).toEqual(['difficulty', 'hardest', 'logicOnly', 'rating', 'steps']);
  expect(['easy', 'medium', 'hard', 'tough', 'expert']).toContain(answers.graded.difficulty);
  const steps = answers.graded.steps.reduce((sum, { count }) => sum + count, 0);
  expect(steps).toBeGreaterThanOrEqual(256 - 120);

  // candidates: 256 bitmasks in a Uint16Array; a given's is its own letter's bit.
  expect(answers.marksType).toBe('Uint16Array');
  expect(answers.marks).toEqual(Array.from(candidatesInNode(puzzle)));
  for (let i = 0; i < 256; i++) {
    if (puzzle[i] !== '.') expect(answers.marks[i]).toBe(1 << LETTERS.indexOf(puzzle[i]));
    else expect(answers.marks[i] & (1 << LETTERS.indexOf(solution[i]))).not.toBe(0);
  }

  expect(answers.read).toEqual({ puzzle, symbols: 'letters' });

  // hint: a step whose letters are the solution's, with and without marks and givens;
  // complete on a full grid; a wrong letter named.
  expect(answers.step).toEqual(hint(puzzle, { givens: puzzle }));
  expect(answers.step.status).toBe('step');
  expect(answers.step.placements.length + answers.step.eliminations.length).toBeGreaterThan(0);
  for (const { row, col, letter } of answers.step.placements) expect(letter).toBe(solution[row * 16 + col]);
  for (const { row, col, letters } of answers.step.eliminations) expect(letters).not.toContain(solution[row * 16 + col]);
  expect(answers.stepWithMarks).toEqual(hint(puzzle, { givens: puzzle, marks: candidatesInNode(puzzle) }));
  expect(answers.stepAlone).toEqual(hint(puzzle));
  expect(answers.complete).toEqual({ status: 'complete' });
  expect(answers.wrong.status).toBe('none');
  expect(answers.wrong.wrong).toEqual([{ row: Math.floor(mistake.index / 16), col: mistake.index % 16 }]);

  // path: made of hints in the worker, as in Node; where there is none, the hint's answer.
  expect(answers.path).toEqual(path(puzzle, { givens: puzzle }));
  expect(answers.path.status).toBe('path');
  const { status, drawing, ...first } = answers.step;
  expect(answers.path.steps[0]).toEqual({ ...first, rating: answers.path.steps[0].rating });
  expect(answers.pathWrong).toEqual(answers.wrong);
});

test("a call the core refuses rejects with an EngineError of the core's code and message, and the engine goes on", async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 44, givens: 140 });
  await openEngine(page);
  const clash = place(place(EMPTY, 0, 'C'), 5, 'C');
  const refused = await page.evaluate(
    async ({ empty, clash }) => ({
      short: await outcome(engine.solve('ABC')),
      clash: await outcome(engine.readPuzzle(clash)),
      hint: await outcome(engine.hint('ABC')),
      givens: await outcome(engine.hint(empty, { givens: 'ABC' })),
      several: await outcome(engine.grade(empty)),
      noSeed: await outcome(engine.generate({ givens: 120 })),
      badSeed: await outcome(engine.generate({ seed: -1 })),
      difficulty: await outcome(engine.generate({ seed: 1, difficulty: 'impossible' })),
      limit: await outcome(engine.countSolutions(empty, { limit: -1 })),
      notText: await outcome(engine.candidates(42)),
      notOptions: await outcome(engine.solve(empty, 'quickly')),
      notSendable: await outcome(engine.solve(empty, { budget: { nodes: 10, then: () => {} } })),
      gaveUp: await outcome(engine.solve(empty.replace(/^.{16}/, 'ABCDEFGHIJKLMNOP'), { budget: { nodes: 1 } })),
      pathMarks: await outcome(engine.path(empty, { marks: [1, 2] })),
      pathGaveUp: await outcome(engine.path(empty.replace(/^.{16}/, 'ABCDEFGHIJKLMNOP'), { budget: { nodes: 1 } })),
    }),
    { empty: EMPTY, clash },
  );
  // Each as the core refuses it in Node: the same code and message.
  const asInNode = (call) => {
    const { code, message } = thrownInNode(call);
    return failed(code, message);
  };
  expect(refused.short).toEqual(asInNode(() => solveInNode('ABC')));
  expect(refused.short).toMatchObject(failed('parse', expect.stringMatching(/line 1/)));
  expect(refused.clash).toEqual(asInNode(() => solveInNode(clash)));
  expect(refused.clash).toMatchObject(failed('clash', expect.stringMatching(/letter C appears twice in row 1/)));
  expect(refused.hint).toEqual(asInNode(() => hint('ABC')));
  expect(refused.givens).toEqual(asInNode(() => hint(EMPTY, { givens: 'ABC' })));
  expect(refused.several).toEqual(failed('unsolvable', 'the puzzle has more than one solution'));
  expect(refused.noSeed).toEqual(asInNode(() => generateInNode({ givens: 120 })));
  expect(refused.badSeed).toEqual(asInNode(() => generateInNode({ seed: -1 })));
  expect(refused.difficulty).toMatchObject(failed('invalid', expect.stringMatching(/^unknown difficulty "impossible"/)));
  expect(refused.limit).toEqual(asInNode(() => countSolutions(EMPTY, { limit: -1 })));
  expect(refused.limit).toMatchObject(failed('invalid', expect.stringMatching(/^limit must be/)));
  // Refused by the engine before it is sent, as the core refuses it.
  expect(refused.notText).toEqual(asInNode(() => candidatesInNode(42)));
  expect(refused.notText).toEqual(failed('invalid', 'text must be a string'));
  expect(refused.notOptions).toEqual(failed('invalid', 'options must be an object'));
  expect(refused.notSendable).toMatchObject(failed('invalid', expect.stringMatching(/^the options cannot be sent to the engine's worker/)));
  expect(refused.gaveUp).toEqual(failed('gave-up', 'solving gave up after 1 search nodes'));
  expect(refused.pathMarks).toEqual(asInNode(() => path(EMPTY, { marks: [1, 2] })));
  expect(refused.pathGaveUp).toEqual(failed('gave-up', 'the solving path gave up after 1 search nodes'));

  // Nothing was broken by all that.
  const answer = await page.evaluate((puzzle) => engine.solve(puzzle), puzzle);
  expect(answer.status).toBe('unique');
  expect(ruleViolation(puzzle, answer.solution)).toBeNull();
});

test('lang writes a hint, a path, a grade and a failure in that language: German, Simplified Chinese, else English', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 47 });
  await openEngine(page);
  const said = await page.evaluate(
    async ({ puzzle, solution }) => {
      const asked = async (lang) => {
        const options = lang === undefined ? {} : { lang };
        const hint = await engine.hint(puzzle, { ...options, givens: puzzle, solution, drawing: false });
        const path = await engine.path(puzzle, { ...options, givens: puzzle, solution });
        const grade = await engine.grade(puzzle, options);
        const failure = await outcome(engine.solve('ABC', options));
        return {
          technique: hint.technique,
          sentences: [hint.vague, hint.concrete, hint.explanation],
          lastStep: path.steps.at(-1).explanation,
          hardest: grade.hardest,
          failure: failure.rejected.message,
        };
      };
      return {
        en: await asked(undefined),
        enGB: await asked('en-GB'),
        de: await asked('de'),
        deAT: await asked('de-AT'),
        zh: await asked('zh-Hans'),
        zhCN: await asked('zh-CN'),
        zhTW: await asked('zh-TW'),
        fr: await asked('fr'),
        notText: await outcome(engine.hint(puzzle, { lang: 42 })),
      };
    },
    { puzzle, solution },
  );
  // English unless a language of ours is asked for, by any of its tags.
  for (const other of [said.enGB, said.zhTW, said.fr]) expect(other).toEqual(said.en);
  expect(said.deAT).toEqual(said.de);
  expect(said.zhCN).toEqual(said.zh);
  // German and Chinese: every sentence other than English's, the Chinese in Chinese.
  for (const [lang, words] of [['de', said.de], ['zh-Hans', said.zh]]) {
    for (const key of Object.keys(words)) expect(words[key], `${lang} ${key}`).not.toEqual(said.en[key]);
  }
  const han = /\p{Script=Han}/u;
  for (const sentence of [...said.zh.sentences, said.zh.lastStep, said.zh.failure]) expect(sentence).toMatch(han);
  expect(said.de.failure).toMatch(/Zeile 1/);
  expect(said.notText.rejected).toMatchObject({ code: 'invalid', message: 'lang must be a language tag, such as "de" or "zh-Hans"' });
});

test('an AbortSignal stops a call as aborted, the calls queued with it too, and the engine answers the next', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 45, givens: 130 });
  await openEngine(page);
  const stopped = await page.evaluate(
    async ({ puzzle, long }) => {
      const controller = new AbortController();
      const started = performance.now();
      // Aborted once the worker is surely at work on it: at its first progress report.
      const aborted = outcome(engine.generate({ ...long, signal: controller.signal, onProgress: () => controller.abort() }));
      const queued = outcome(engine.solve(puzzle));
      const results = { aborted: await aborted, queued: await queued, ms: performance.now() - started };
      results.next = await engine.solve(puzzle);
      // A reason given to abort() is the rejection's cause.
      const mine = new AbortController();
      const withReason = engine.generate({ ...long, signal: mine.signal });
      mine.abort(new Error('not needed any more'));
      results.withReason = await withReason.catch((error) => ({ code: error.code, cause: error.cause?.message }));
      results.afterReason = await engine.countSolutions(puzzle);
      return results;
    },
    { puzzle, long: LONG },
  );
  expect(stopped.aborted.rejected).toMatchObject(ABORT_ERROR);
  expect(stopped.queued.rejected).toMatchObject(ABORT_ERROR);
  expect(stopped.ms, 'aborted, not given up after the budget of 1.5 s').toBeLessThan(1200);
  expect(stopped.next.status).toBe('unique');
  expect(ruleViolation(puzzle, stopped.next.solution)).toBeNull();
  expect(stopped.withReason).toEqual({ code: 'aborted', cause: 'not needed any more' });
  expect(stopped.afterReason).toBe(1);
});

test('a signal already aborted rejects at once, and the calls under way go on', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 46, givens: 130 });
  await openEngine(page);
  const results = await page.evaluate(async (puzzle) => {
    const running = outcome(engine.solve(puzzle));
    const late = new Promise((resolve) => setTimeout(() => resolve('not yet settled'), 0));
    const refused = await Promise.race([outcome(engine.generate({ seed: 1, signal: AbortSignal.abort() })), late]);
    const stillRunning = await running;
    return { refused, stillRunning };
  }, puzzle);
  expect(results.refused.rejected).toMatchObject(ABORT_ERROR);
  expect(results.stillRunning.value.status).toBe('unique');
  expect(ruleViolation(puzzle, results.stillRunning.value.solution)).toBeNull();
});

test('generate and grade report their progress as they go, ending where the answer does', async ({ page }) => {
  await openEngine(page);
  const seen = await page.evaluate(async (rare) => {
    const follow = () => {
      const reports = [];
      const onProgress = (progress) => reports.push({ ...progress, at: performance.now() });
      return { reports, onProgress };
    };
    const byGivens = follow();
    const puzzle = await engine.generate({ seed: 47, givens: 130, onProgress: byGivens.onProgress });
    const graded = follow();
    await engine.grade(puzzle, { onProgress: graded.onProgress });
    const ordered = follow();
    const made = await engine.generate({ seed: 48, difficulty: 'medium', onProgress: ordered.onProgress });
    // Work that lasts until the budget runs out: reports arrive while it goes on.
    const long = follow();
    const started = performance.now();
    const failed = await outcome(engine.generate({ ...rare, onProgress: long.onProgress }));
    return { puzzle, made, failed, settled: performance.now() - started, started, byGivens: byGivens.reports, graded: graded.reports, ordered: ordered.reports, long: long.reports };
  }, LONG);
  const { puzzle, made } = seen;
  const inOrder = (reports) => reports.every((p, i) => i === 0 || p.done >= reports[i - 1].done);

  // Removing givens: cells tried of 256, the last report all of them.
  expect(seen.byGivens.length).toBeGreaterThan(0);
  expect(seen.byGivens.every((p) => p.phase === 'removing' && p.total === 256 && p.attempt === undefined)).toBe(true);
  expect(inOrder(seen.byGivens)).toBe(true);
  expect(seen.byGivens.at(-1).done).toBe(256);
  expect(givenCount(puzzle)).toBe(130);

  // Grading: the empty cells filled, up to all of them.
  const empty = 256 - givenCount(puzzle);
  expect(seen.graded.every((p) => p.phase === 'grading' && p.total === empty)).toBe(true);
  expect(inOrder(seen.graded)).toBe(true);
  expect(seen.graded.at(-1).done).toBe(empty);

  // Made to order: each report names its attempt; the last is the grade of the puzzle made.
  expect(countSolutions(made, { limit: 2 })).toBe(1);
  expect(grade(made).difficulty).toBe('medium');
  expect(seen.ordered.every((p) => Number.isInteger(p.attempt) && p.attempt >= 1)).toBe(true);
  expect(seen.ordered.every((p, i) => i === 0 || p.attempt >= seen.ordered[i - 1].attempt)).toBe(true);
  const last = seen.ordered.at(-1);
  expect([last.phase, last.done, last.total]).toEqual(['grading', 256 - givenCount(made), 256 - givenCount(made)]);

  // Long work: progress of several attempts arrives while it runs, not all at its end.
  expect(seen.failed.rejected.message).toMatch(/^no puzzle that needs leviathan found: the generator gave up after 1\.5 s/);
  expect(seen.long.length).toBeGreaterThan(5);
  expect(seen.long.at(-1).attempt).toBeGreaterThan(1);
  expect(seen.long[0].at - seen.started, 'the first report came early').toBeLessThan(seen.settled - 700);
  for (const p of [...seen.byGivens, ...seen.graded, ...seen.ordered, ...seen.long]) {
    expect(p.done).toBeGreaterThanOrEqual(0);
    expect(p.done).toBeLessThanOrEqual(p.total);
  }
});

test('terminate ends the engine: calls under way and later ones reject, other engines go on', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 49, givens: 130 });
  await openEngine(page);
  const results = await page.evaluate(
    async ({ puzzle, long }) => {
      const other = new Engine();
      const pending = outcome(engine.generate(long));
      engine.terminate();
      return {
        pending: await pending,
        later: await outcome(engine.solve(puzzle)),
        other: await other.solve(puzzle),
      };
    },
    { puzzle, long: LONG },
  );
  const terminated = { type: 'Error', name: 'EngineError', code: 'terminated', message: 'the engine was terminated: create a new Engine' };
  expect(results.pending.rejected).toEqual(terminated);
  expect(results.later.rejected).toEqual(terminated);
  expect(ruleViolation(puzzle, results.other.solution)).toBeNull();
});

test('engines on one page are independent, and one engine answers several callers each their own', async ({ page }) => {
  const puzzles = [50, 51, 52].map((seed) => puzzleWithSolution({ seed, givens: 120 }).puzzle);
  await openEngine(page);
  const results = await page.evaluate(
    async ({ puzzles, long }) => {
      // One engine, several callers at once: each answer is matched to its call.
      const shared = await Promise.all([
        ...puzzles.map((puzzle) => engine.solve(puzzle)),
        engine.readPuzzle(puzzles[1]),
        engine.countSolutions(puzzles[2]),
      ]);
      // While one engine works long, another answers; aborting the first leaves the
      // second's calls alone.
      const busy = new Engine();
      const controller = new AbortController();
      let busySettled = false;
      const longCall = outcome(busy.generate({ ...long, signal: controller.signal })).finally(() => {
        busySettled = true;
      });
      const meanwhile = await engine.solve(puzzles[0]);
      const answeredWhileBusy = !busySettled;
      const pending = engine.generate({ seed: 53, givens: 150 });
      controller.abort();
      return {
        shared,
        meanwhile,
        answeredWhileBusy,
        aborted: await longCall,
        pending: await outcome(pending),
        busyAgain: await busy.countSolutions(puzzles[1]),
      };
    },
    { puzzles, long: LONG },
  );
  puzzles.forEach((puzzle, i) => {
    expect(results.shared[i].status).toBe('unique');
    expect(ruleViolation(puzzle, results.shared[i].solution)).toBeNull();
  });
  expect(results.shared[3]).toEqual({ puzzle: puzzles[1], symbols: 'letters' });
  expect(results.shared[4]).toBe(1);
  expect(ruleViolation(puzzles[0], results.meanwhile.solution)).toBeNull();
  expect(results.answeredWhileBusy).toBe(true);
  expect(results.aborted.rejected).toMatchObject(ABORT_ERROR);
  expect(results.pending.value).toBe(generateInNode({ seed: 53, givens: 150 }));
  expect(results.busyAgain).toBe(1);
});

test('onBusy tells of a call that runs long, and onIdle of its end', async ({ page }) => {
  await openEngine(page);
  const told = await page.evaluate(async (long) => {
    const events = [];
    const watched = new Engine({
      onBusy: (startedAt) => events.push({ event: 'busy', startedAt, at: performance.now() }),
      onIdle: () => events.push({ event: 'idle', at: performance.now() }),
    });
    // Once the worker has loaded, a quick call is not busy.
    await watched.readPuzzle('.'.repeat(256));
    events.length = 0;
    await watched.readPuzzle('.'.repeat(256));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const quick = events.length;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 700);
    await outcome(watched.generate({ ...long, signal: controller.signal }));
    return { quick, events };
  }, LONG);
  expect(told.quick, 'a quick call is not busy').toBe(0);
  expect(told.events.map((e) => e.event)).toEqual(['busy', 'idle']);
  const [busy, idle] = told.events;
  expect(busy.at - busy.startedAt).toBeGreaterThanOrEqual(290);
  expect(idle.at).toBeGreaterThan(busy.at);
});

test('a worker that fails to load rejects the calls pending on it, saying which file and why, and the next call starts a fresh one', async ({ page, context }) => {
  const { puzzle } = puzzleWithSolution({ seed: 54, givens: 130 });
  await page.goto('/tests/e2e/engine.html');
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  const logged = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  const workerUrl = new URL('/www/engine/hexadoku-worker.js', page.url()).href;
  const wasmUrl = new URL('/pkg/solver/hexadoku_solver_bg.wasm', page.url()).href;
  const wholeUrl = new URL('/pkg/hexadoku_bg.wasm', page.url()).href;
  const escaped = (url) => url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  // The worker's script is missing: the calls pending say so, with its URL, and so does the console.
  await context.route('**/www/engine/hexadoku-worker.js', (route) => route.fulfill({ status: 404, body: 'missing' }));
  const noScript = await page.evaluate(async (puzzle) => {
    window.engine = new Engine();
    return Promise.all([outcome(engine.solve(puzzle)), outcome(engine.generate({ seed: 1 }))]);
  }, puzzle);
  const missing = `the engine's worker failed to load from ${workerUrl}: HTTP 404`;
  for (const failed of noScript) {
    expect(failed.rejected).toMatchObject({ type: 'Error', code: 'worker', message: expect.stringMatching(new RegExp(`^${escaped(missing)}`)) });
  }
  await expect.poll(() => logged.some((line) => line.includes(missing))).toBe(true);

  // Served as a page rather than a script (a server's fallback for a file it lacks).
  await context.unroute('**/www/engine/hexadoku-worker.js');
  await context.route('**/www/engine/hexadoku-worker.js', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  const asPage = await page.evaluate((puzzle) => outcome(engine.solve(puzzle)), puzzle);
  expect(asPage.rejected.message).toBe(`the engine's worker failed to load from ${workerUrl}: served as text/html, not JavaScript`);

  await context.unroute('**/www/engine/hexadoku-worker.js');
  const recovered = await page.evaluate((puzzle) => engine.solve(puzzle), puzzle);
  expect(ruleViolation(puzzle, recovered.solution)).toBeNull();

  // The core's .wasm is missing, or is a page: every call says so, with its URL.
  await context.route('**/pkg/solver/hexadoku_solver_bg.wasm', (route) => route.fulfill({ status: 404, body: 'missing' }));
  const noModule = await page.evaluate(async (puzzle) => {
    const broken = new Engine();
    return Promise.all([outcome(broken.solve(puzzle)), outcome(broken.readPuzzle(puzzle))]);
  }, puzzle);
  for (const failed of noModule) {
    expect(failed.rejected.message).toBe(`the engine's WebAssembly module failed to load from ${wasmUrl}: HTTP 404 Not Found`);
    expect(failed.rejected.code).toBe('worker');
  }
  await context.unroute('**/pkg/solver/hexadoku_solver_bg.wasm');
  await context.route('**/pkg/solver/hexadoku_solver_bg.wasm', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  const wasmAsPage = await page.evaluate((puzzle) => outcome(new Engine().solve(puzzle)), puzzle);
  expect(wasmAsPage.rejected.message).toBe(
    `the engine's WebAssembly module failed to load from ${wasmUrl}: served as text/html, not application/wasm`,
  );
  await context.unroute('**/pkg/solver/hexadoku_solver_bg.wasm');

  // The whole core, loaded with the first hint, is missing: the solver's calls before it
  // answer, the hint says which file and why, and the next call starts afresh.
  await context.route('**/pkg/hexadoku_bg.wasm', (route) => route.fulfill({ status: 404, body: 'missing' }));
  const noWhole = await page.evaluate(async (puzzle) => {
    const engine = new Engine();
    const [solved, hint] = await Promise.all([engine.solve(puzzle), outcome(engine.hint(puzzle))]);
    return { solved, hint, after: await engine.countSolutions(puzzle) };
  }, puzzle);
  expect(ruleViolation(puzzle, noWhole.solved.solution)).toBeNull();
  expect(noWhole.hint.rejected).toMatchObject({ code: 'worker', message: `the engine's WebAssembly module failed to load from ${wholeUrl}: HTTP 404 Not Found` });
  expect(noWhole.after).toBe(1);
  await context.unroute('**/pkg/hexadoku_bg.wasm');

  // Its glue missing fails the hint the same way, and the next call starts afresh.
  await context.route('**/www/engine/full-module.js', (route) => route.fulfill({ status: 404, body: 'missing' }));
  const noGlue = await page.evaluate(async (puzzle) => {
    const engine = new Engine();
    const hint = await outcome(engine.hint(puzzle));
    return { hint, after: await engine.countSolutions(puzzle) };
  }, puzzle);
  expect(noGlue.hint.rejected).toMatchObject({ code: 'worker', message: expect.stringContaining(wholeUrl) });
  expect(noGlue.after).toBe(1);
  await context.unroute('**/www/engine/full-module.js');
});

test("a worker the page's Content-Security-Policy refuses says so, naming the directive", async ({ page, context }) => {
  // A page of this origin whose policy allows its scripts but no worker.
  const policy = "script-src 'self' 'wasm-unsafe-eval'; worker-src 'none'";
  const html = '<!doctype html><title>No workers</title>';
  await context.route('**/csp-refuses-workers.html', (route) =>
    route.fulfill({ contentType: 'text/html', headers: { 'Content-Security-Policy': policy }, body: html }),
  );
  await page.goto('/csp-refuses-workers.html');
  const message = await page.evaluate(async () => {
    const { Engine } = await import('/www/engine.js');
    try {
      await new Engine().readPuzzle('.'.repeat(256));
      return 'loaded';
    } catch (error) {
      return error.message;
    }
  });
  const workerUrl = new URL('/www/engine/hexadoku-worker.js', page.url()).href;
  expect(message).toBe(`the engine's worker at ${workerUrl} was refused by the page's Content-Security-Policy (worker-src)`);
});

test('workerUrl names a worker served elsewhere: the package\'s dist/ worker runs, the .wasm files found beside it', async ({ page }) => {
  const { puzzle } = puzzleWithSolution({ seed: 56, givens: 130 });
  await page.goto('/tests/e2e/engine.html');
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  const workers = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const fetched = [];
  page.on('request', (request) => request.url().endsWith('.wasm') && fetched.push(new URL(request.url()).pathname));
  const answer = await page.evaluate(async (puzzle) => {
    const engine = new Engine({ workerUrl: '/dist/hexadoku-worker.js' });
    const solved = await engine.solve(puzzle);
    // A hint needs the whole core, which the worker finds beside it too.
    const hint = await engine.hint(puzzle, { drawing: false });
    engine.terminate();
    let refused;
    try {
      new Engine({ workerUrl: 'http://[not a host' });
    } catch (error) {
      refused = { name: error.name, code: error.code, message: error.message };
    }
    return { solved, hint: hint.status, refused };
  }, puzzle);
  expect(workers).toEqual(['/dist/hexadoku-worker.js']);
  expect(fetched).toEqual(['/dist/hexadoku_solver_bg.wasm', '/dist/hexadoku_bg.wasm']);
  expect(answer.hint).toBe('step');
  expect(answer.solved.status).toBe('unique');
  expect(ruleViolation(puzzle, answer.solved.solution)).toBeNull();
  expect(answer.refused).toEqual({ name: 'EngineError', code: 'invalid', message: 'workerUrl is not a URL: http://[not a host' });
});

test('the engine runs from another origin, its worker and module found next to it', async ({ page, baseURL }) => {
  const { puzzle } = puzzleWithSolution({ seed: 55, givens: 130 });
  await page.goto('/tests/e2e/engine.html');
  // The same server by another name is another origin (it sends CORS headers, as a CDN does).
  const elsewhere = new URL(baseURL);
  elsewhere.hostname = elsewhere.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  // The engine's module as the package ships it (the sources' www/, not the site's bundle).
  const module = new URL('/www/engine.js', elsewhere).href;
  const answer = await page.evaluate(
    async ({ module, puzzle }) => {
      const { Engine } = await import(module);
      const engine = new Engine();
      const result = { origin: location.origin, solved: await engine.solve(puzzle) };
      result.hint = (await engine.hint(puzzle, { drawing: false })).status;
      engine.terminate();
      return result;
    },
    { module, puzzle },
  );
  expect(answer.origin).not.toBe(elsewhere.origin);
  expect(answer.hint).toBe('step');
  expect(answer.solved.status).toBe('unique');
  expect(ruleViolation(puzzle, answer.solved.solution)).toBeNull();
});
