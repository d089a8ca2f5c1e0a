// The page's undo and redo (www/board/history.js), in Node.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { History } from '../../www/board/history.js';

test('a new history has a present and nothing to undo or redo', () => {
  const history = new History('a');
  assert.equal(history.present, 'a');
  assert.equal(history.canUndo, false);
  assert.equal(history.canRedo, false);
  assert.equal(history.undo(), false);
  assert.equal(history.redo(), false);
  assert.equal(history.present, 'a');
});

test('push makes a new present; the same value again is no change', () => {
  const value = { n: 1 };
  const history = new History(value);
  assert.equal(history.push(value), false);
  assert.equal(history.canUndo, false);
  // Identity, not equality, is what counts: boards are immutable values.
  assert.equal(history.push({ n: 1 }), true);
  assert.equal(history.canUndo, true);
});

test('undo steps back and redo forward, one change at a time, in order', () => {
  const history = new History(0);
  for (const n of [1, 2, 3]) history.push(n);
  const seen = [history.present];
  while (history.undo()) seen.push(history.present);
  assert.deepEqual(seen, [3, 2, 1, 0]);
  assert.equal(history.canUndo, false);
  assert.equal(history.canRedo, true);
  while (history.redo()) seen.push(history.present);
  assert.deepEqual(seen, [3, 2, 1, 0, 1, 2, 3]);
  assert.equal(history.canRedo, false);
  assert.equal(history.canUndo, true);
});

test('a change after an undo ends what could be redone', () => {
  const history = new History('a');
  history.push('b');
  history.push('c');
  history.undo();
  history.undo();
  assert.equal(history.present, 'a');
  assert.equal(history.push('x'), true);
  assert.equal(history.canRedo, false);
  assert.equal(history.redo(), false);
  assert.equal(history.present, 'x');
  history.undo();
  assert.equal(history.present, 'a');
  // Pushing what is already the present keeps the future.
  history.push('y');
  history.undo();
  assert.equal(history.push('a'), false);
  assert.equal(history.canRedo, true);
  assert.equal(history.redo(), true);
  assert.equal(history.present, 'y');
});

test('the history is bounded: the oldest changes are dropped', () => {
  const history = new History(0, 3);
  for (let n = 1; n <= 10; n++) history.push(n);
  let undone = 0;
  while (history.undo()) undone++;
  assert.equal(undone, 3);
  assert.equal(history.present, 7);
  while (history.redo());
  assert.equal(history.present, 10);
});

test('the default bound keeps a long session undoable', () => {
  const history = new History(0);
  for (let n = 1; n <= 2500; n++) history.push(n);
  let undone = 0;
  while (history.undo()) undone++;
  assert.equal(undone, 2000);
  assert.equal(history.present, 500);
});

test('past and future read out what Undo and Redo go through, and rebuild brings it back', () => {
  const history = new History(0);
  for (const n of [1, 2, 3, 4]) history.push(n);
  history.undo();
  history.undo();
  assert.deepEqual([history.past, history.present, history.future], [[0, 1], 2, [3, 4]]);
  history.past.push(99);
  assert.deepEqual(history.past, [0, 1], 'a copy');

  const again = new History(2, 3);
  again.rebuild([-2, -1, 0, 1], [3, 4]);
  assert.deepEqual(again.past, [-1, 0, 1], 'bounded like any history');
  assert.equal(again.redo() && again.present, 3);
  assert.equal(again.redo() && again.present, 4);
  assert.equal(again.redo(), false);
  while (again.undo());
  assert.equal(again.present, -1);
});

test('undo takes back several changes in one travel, and redo makes them again one at a time', () => {
  const history = new History(0);
  for (const n of [1, 2, 3, 4]) history.push(n);
  assert.equal(history.undo(5), false, 'more than there are: nothing moves');
  assert.equal(history.undo(0), false);
  assert.equal(history.present, 4);
  assert.equal(history.undo(3), true);
  assert.equal(history.present, 1);
  assert.deepEqual(history.past, [0]);
  assert.deepEqual(history.future, [2, 3, 4]);
  assert.equal(history.redo(), true);
  assert.equal(history.present, 2);
});
