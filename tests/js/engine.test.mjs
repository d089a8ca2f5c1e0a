// The engine in Node: its helpers, and its checks of what a caller passes, which need no
// worker (a stand-in keeps what it is sent). The engine at work runs in the browser:
// tests/e2e/engine.spec.js.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineError, failureSentence } from '../../www/engine.js';
import { RecordingWorker } from './recording-worker.mjs';

test('a failed call reads as one sentence: a capital, one full stop, and "Cancelled." for an abort', () => {
  assert.equal(failureSentence(new Error('gave up after 1.5 s')), 'Gave up after 1.5 s.');
  assert.equal(failureSentence(new Error('line 3, column 7: Q is not a letter from A to P.')), 'Line 3, column 7: Q is not a letter from A to P.');
  assert.equal(failureSentence(new EngineError('aborted', 'the call was aborted')), 'Cancelled.');
  assert.equal(failureSentence(new DOMException('The operation was aborted.', 'AbortError')), 'Cancelled.');
  assert.equal(failureSentence(new EngineError('gave-up', 'the hint gave up after 1.5 s')), 'The hint gave up after 1.5 s.');
  assert.equal(failureSentence('the worker stopped'), 'The worker stopped.');
});

test('an EngineError carries its code; an aborted one is named AbortError, its cause kept', () => {
  const parse = new EngineError('parse', 'line 1: 3 cells');
  assert.ok(parse instanceof Error);
  assert.deepEqual([parse.name, parse.code, parse.message], ['EngineError', 'parse', 'line 1: 3 cells']);
  const reason = new Error('not needed any more');
  const aborted = new EngineError('aborted', 'the call was aborted', { cause: reason });
  assert.deepEqual([aborted.name, aborted.code, aborted.cause], ['AbortError', 'aborted', reason]);
});


test("an Engine refuses what it cannot send before it posts anything: each refusal names the argument, and the engine goes on", { timeout: 10_000 }, async (t) => {
  globalThis.Worker = RecordingWorker; // Node has none of its own
  t.after(() => delete globalThis.Worker);
  const { Engine } = await import('../../www/engine.js');
  const engine = new Engine();
  const [worker] = RecordingWorker.started.slice(-1);
  const calls = () => worker.sent.filter((message) => message.type === 'call');
  const refused = async (promise) => {
    const error = await promise.then(() => assert.fail('not refused'), (error) => error);
    assert.ok(error instanceof EngineError, `${error} is an EngineError`);
    assert.equal(error.code, 'invalid');
    return error.message;
  };
  const puzzle = '.'.repeat(256);
  for (const text of [5, true, null, undefined, Symbol('text'), 10n, {}, ['.']]) {
    assert.equal(await refused(engine.solve(text)), 'text must be a string');
  }
  assert.equal(await refused(engine.solve(puzzle, 'quickly')), 'options must be an object');
  const throwing = new Proxy({}, { ownKeys() { throw new Error('trap'); } });
  assert.equal(await refused(engine.solve(puzzle, throwing)), 'the options cannot be read (trap)');
  const getter = { get budget() { throw new Error('no budget here'); } };
  assert.equal(await refused(engine.hint(puzzle, getter)), 'the options cannot be read (no budget here)');
  assert.equal(await refused(engine.solve(puzzle, { signal: { aborted: false } })), 'signal must be an AbortSignal');
  assert.equal(await refused(engine.grade(puzzle, { onProgress: 'often' })), 'onProgress must be a function');
  assert.match(await refused(engine.solve(puzzle, { budget: { nodes: 1, then: () => {} } })), /^the options cannot be sent to the engine's worker/);
  assert.equal(calls().length, 0, 'nothing refused was posted');

  // The engine goes on: a good call is posted, its options as given.
  engine.solve(puzzle, { budget: { nodes: 10 } });
  assert.deepEqual(calls().map(({ method, args, options }) => ({ method, args, options })), [
    { method: 'solve', args: [puzzle], options: { budget: { nodes: 10 } } },
  ]);
});
