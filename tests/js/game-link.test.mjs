// A game in progress as a link's part (www/app/game-link.js): what Share game writes, the
// page reads back, and what is not a game is refused.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameLink, readGameLink } from '../../www/app/game-link.js';

const EMPTY = '.'.repeat(256);
const givens = 'AB' + '.'.repeat(254);
const notes = Array.from({ length: 256 }, (_, i) => (i >= 2 ? (i * 2654435761) & 0xffff : 0));

test('a game goes through its link unchanged: givens, letters and every note', () => {
  const entries = '..C' + 'D'.repeat(3) + '.'.repeat(250);
  const keptNotes = notes.map((bits, i) => (entries[i] === '.' ? bits : 0));
  const link = gameLink({ givens, entries, notes: keptNotes });
  assert.match(link, /^[A-P.]{256}~[A-P.]{256}~[A-Za-z0-9_-]{683}$/);
  assert.deepEqual(readGameLink(link), { givens, entries, notes: keptNotes });
});

test('a puzzle alone is its givens; letters without notes leave the notes out', () => {
  assert.equal(gameLink({ givens, entries: EMPTY, notes: new Array(256).fill(0) }), givens);
  assert.equal(readGameLink(givens), null);
  const entries = '..C' + '.'.repeat(253);
  const link = gameLink({ givens, entries, notes: new Array(256).fill(0) });
  assert.equal(link, `${givens}~${entries}`);
  assert.deepEqual(readGameLink(link), { givens, entries, notes: new Array(256).fill(0) });
});

test('letters and notes on given cells are dropped; what is not a game is refused', () => {
  const onGivens = 'ZZ'.replace(/Z/g, 'C') + '.'.repeat(254);
  const read = readGameLink(`${givens}~${onGivens}`);
  assert.equal(read.entries, EMPTY);
  const cut = gameLink({ givens, entries: EMPTY, notes }).slice(0, -4);
  for (const text of [cut, `${givens}~${EMPTY.slice(1)}`, `${givens}~x${EMPTY.slice(1)}`, `${givens}~${EMPTY}~!!`, `${givens}~${EMPTY}~AA~AA`, '']) {
    assert.equal(readGameLink(text), null, text.slice(-20));
  }
});
