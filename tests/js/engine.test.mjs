// The engine's helpers that need no worker, in Node. (The engine itself runs in the
// browser: tests/e2e/engine.spec.js.)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineError, failureSentence } from '../../www/engine.js';

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
