// The page's board model (www/board.js), in Node: plain immutable values, checked
// against the independent rule checker where the rules are concerned.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Board from '../../www/board.js';
import { UNITS as RULE_UNITS, ruleViolation } from './rules.mjs';

const { Source } = Board;
const EMPTY_LINE = '.'.repeat(256);
const place = (text, index, char) => text.slice(0, index) + char + text.slice(index + 1);

/** A full grid that keeps the rules, built by formula (no solver involved). */
const FULL = Array.from({ length: 256 }, (_, i) => {
  const row = Math.floor(i / 16);
  const col = i % 16;
  return Board.LETTERS[(4 * (row % 4) + Math.floor(row / 4) + col) % 16];
}).join('');

/** A puzzle: FULL with every third cell emptied. */
const PUZZLE = [...FULL].map((c, i) => (i % 3 === 0 ? c : '.')).join('');

/** The cells whose letter appears twice in a unit, by brute force over the rules' units. */
function clashing(line) {
  const found = new Set();
  for (const unit of RULE_UNITS) {
    for (const a of unit) {
      for (const b of unit) if (a !== b && line[a] !== '.' && line[a] === line[b]) found.add(a);
    }
  }
  return [...found].sort((x, y) => x - y);
}

test('the formula grid used here keeps the rules', () => {
  assert.equal(ruleViolation(PUZZLE, FULL), null);
});

test('fromPuzzle and EMPTY make frozen boards with givens only', () => {
  const board = Board.fromPuzzle(PUZZLE);
  assert.ok(Object.isFrozen(board) && Object.isFrozen(board.removed));
  assert.equal(board.givens, PUZZLE);
  assert.equal(board.entries, EMPTY_LINE);
  assert.equal(board.sources, EMPTY_LINE);
  assert.deepEqual(board.removed, new Array(256).fill(0));
  assert.deepEqual(board.notes, new Array(256).fill(0));
  assert.ok(Object.isFrozen(board.notes));
  assert.equal(Board.hasNotes(board), false);
  assert.equal(Board.letters(board), PUZZLE);
  assert.equal(Board.givenCount(board), 86);
  assert.equal(Board.entryCount(board), 0);
  assert.equal(Board.letters(Board.EMPTY), EMPTY_LINE);
  assert.equal(Board.givenCount(Board.EMPTY), 0);
});

test('letterAt and sourceAt tell givens, entries and empty cells apart', () => {
  let board = Board.fromPuzzle(PUZZLE);
  board = Board.put(board, 1, 'C', Source.USER);
  board = Board.put(board, 2, 'D', Source.HINT);
  board = Board.put(board, 4, 'E', Source.SOLVER);
  assert.equal(Board.letterAt(board, 0), PUZZLE[0]);
  assert.equal(Board.sourceAt(board, 0), Source.GIVEN);
  assert.deepEqual([1, 2, 4].map((i) => Board.letterAt(board, i)), ['C', 'D', 'E']);
  assert.deepEqual([1, 2, 4].map((i) => Board.sourceAt(board, i)), ['u', 'h', 's']);
  assert.equal(Board.letterAt(board, 5), '.');
  assert.equal(Board.sourceAt(board, 5), null);
});

test('put by the player fills and clears an empty cell, and leaves the old board as it was', () => {
  const start = Board.fromPuzzle(PUZZLE);
  const typed = Board.put(start, 1, 'B', Source.USER);
  assert.notEqual(typed, start);
  assert.ok(Object.isFrozen(typed));
  assert.equal(typed.givens, PUZZLE);
  assert.equal(typed.entries, place(EMPTY_LINE, 1, 'B'));
  assert.equal(typed.sources, place(EMPTY_LINE, 1, 'u'));
  assert.equal(Board.letters(start), PUZZLE, 'the board before is unchanged');
  assert.equal(Board.entryCount(typed), 1);

  const cleared = Board.put(typed, 1, null, Source.USER);
  assert.equal(cleared.entries, EMPTY_LINE);
  assert.equal(cleared.sources, EMPTY_LINE);
  assert.equal(Board.sourceAt(cleared, 1), null);
});

test('put returns the same board when nothing changes', () => {
  const start = Board.fromPuzzle(PUZZLE);
  const typed = Board.put(start, 1, 'B', Source.USER);
  assert.equal(Board.put(typed, 1, 'B', Source.USER), typed);
  assert.equal(Board.put(start, 1, null, Source.USER), start, 'clearing an empty cell');
  assert.equal(Board.put(start, 0, PUZZLE[0], Source.GIVEN), start, 'a given put again');
  // The same letter from someone else is a change: it is drawn differently.
  const hinted = Board.put(typed, 1, 'B', Source.HINT);
  assert.notEqual(hinted, typed);
  assert.equal(Board.sourceAt(hinted, 1), Source.HINT);
});

test('a given changes only when the puzzle is edited (source GIVEN)', () => {
  const start = Board.fromPuzzle(PUZZLE);
  for (const source of [Source.USER, Source.SOLVER, Source.HINT]) {
    assert.equal(Board.put(start, 0, 'P', source), start);
    assert.equal(Board.put(start, 0, null, source), start);
  }
  const edited = Board.put(start, 0, 'P', Source.GIVEN);
  assert.equal(edited.givens, place(PUZZLE, 0, 'P'));
  assert.equal(Board.put(start, 0, null, Source.GIVEN).givens, place(PUZZLE, 0, '.'));

  // Made a given, a cell loses the entry it had.
  const typed = Board.put(start, 1, 'B', Source.USER);
  const given = Board.put(typed, 1, 'C', Source.GIVEN);
  assert.equal(given.givens[1], 'C');
  assert.equal(given.entries, EMPTY_LINE);
  assert.equal(given.sources, EMPTY_LINE);
  assert.equal(Board.sourceAt(given, 1), Source.GIVEN);
});

test('fill puts the solution in every empty cell and nowhere else', () => {
  let board = Board.fromPuzzle(PUZZLE);
  board = Board.put(board, 1, FULL[1], Source.USER);
  const wrong = FULL[2] === 'A' ? 'B' : 'A';
  board = Board.put(board, 2, wrong, Source.USER);
  const filled = Board.fill(board, FULL, Source.SOLVER);
  assert.equal(Board.letters(filled), place(FULL, 2, wrong), "the player's letters stay, even a wrong one");
  for (let i = 0; i < 256; i++) {
    const expected = PUZZLE[i] !== '.' ? Source.GIVEN : i === 1 || i === 2 ? Source.USER : Source.SOLVER;
    assert.equal(Board.sourceAt(filled, i), expected, `cell ${i}`);
  }
  assert.equal(Board.letters(board), place(place(PUZZLE, 1, FULL[1]), 2, wrong), 'the board before is unchanged');
  // A full board is filled already.
  assert.equal(Board.fill(filled, FULL, Source.HINT), filled);
  assert.equal(ruleViolation(PUZZLE, Board.letters(Board.fill(Board.fromPuzzle(PUZZLE), FULL, Source.HINT))), null);
});

test('removeCandidates adds to a cell\'s removed letters; bitsOf and lettersOf convert', () => {
  assert.equal(Board.bitsOf('BF'), 0b100010);
  assert.equal(Board.bitsOf('FB'), 0b100010);
  assert.equal(Board.bitsOf('A?z P'), 1 | (1 << 15), 'other characters are ignored');
  assert.equal(Board.lettersOf(0b100010), 'BF');
  assert.equal(Board.lettersOf(0), '');
  assert.equal(Board.lettersOf(0xffff), Board.LETTERS);
  for (const text of ['', 'A', 'CK', 'ABCDEFGHIJKLMNOP', 'DHLP']) {
    assert.equal(Board.lettersOf(Board.bitsOf(text)), text);
  }

  const start = Board.fromPuzzle(PUZZLE);
  const once = Board.removeCandidates(start, 7, Board.bitsOf('BF'));
  assert.notEqual(once, start);
  assert.ok(Object.isFrozen(once) && Object.isFrozen(once.removed));
  assert.equal(once.removed[7], Board.bitsOf('BF'));
  assert.equal(start.removed[7], 0, 'the board before is unchanged');
  assert.equal(Board.removeCandidates(once, 7, Board.bitsOf('F')), once, 'nothing new to remove');
  const twice = Board.removeCandidates(once, 7, Board.bitsOf('FK'));
  assert.equal(Board.lettersOf(twice.removed[7]), 'BFK');
  assert.equal(twice.removed.filter((bits) => bits !== 0).length, 1);

  const kept = Board.keptMarks(twice);
  assert.equal(kept.length, 256);
  assert.equal(Board.lettersOf(kept[7]), 'ACDEGHIJLMNOP');
  assert.equal(kept[8], 0xffff);
});

test('candidates removed by hints stay while letters are added and go when one is taken back', () => {
  const start = Board.removeCandidates(Board.fromPuzzle(PUZZLE), 7, Board.bitsOf('BF'));
  const empty = [...PUZZLE].findIndex((c, i) => c === '.' && i !== 7);
  const added = Board.put(start, empty, 'C', Board.Source.USER);
  assert.equal(added.removed, start.removed, 'a letter added keeps them');
  const erased = Board.put(added, empty, null, Board.Source.USER);
  assert.ok(erased.removed.every((bits) => bits === 0), 'a letter erased drops them');
  const changed = Board.put(added, empty, 'D', Board.Source.USER);
  assert.ok(changed.removed.every((bits) => bits === 0), 'a letter changed drops them');
  const given = [...PUZZLE].findIndex((c) => c !== '.');
  const edited = Board.put(start, given, null, Board.Source.GIVEN);
  assert.ok(edited.removed.every((bits) => bits === 0), 'a given taken out drops them');
  assert.ok(Object.isFrozen(erased.removed));
});

test('withoutEntries keeps the givens only', () => {
  let board = Board.fromPuzzle(PUZZLE);
  board = Board.put(board, 1, 'B', Source.USER);
  board = Board.removeCandidates(board, 2, 1);
  const cleared = Board.withoutEntries(board);
  assert.equal(Board.letters(cleared), PUZZLE);
  assert.equal(Board.entryCount(cleared), 0);
  assert.deepEqual(cleared.removed, new Array(256).fill(0));
});

test('UNITS are the rows, columns and boxes of the rules', () => {
  assert.equal(Board.UNITS.length, 48);
  const key = (unit) => [...unit].sort((a, b) => a - b).join(',');
  assert.deepEqual(new Set(Board.UNITS.map(key)), new Set(RULE_UNITS.map(key)));
  // In order: row n, column n, box n.
  assert.deepEqual(Board.UNITS[0], [...Array(16).keys()]);
  assert.deepEqual(Board.UNITS[1], Array.from({ length: 16 }, (_, i) => i * 16));
  assert.deepEqual(key(Board.UNITS[5]), key([4, 5, 6, 7, 20, 21, 22, 23, 36, 37, 38, 39, 52, 53, 54, 55]));
});

test('conflicts finds exactly the cells whose letter repeats in a unit', () => {
  assert.equal(Board.conflicts(Board.fromPuzzle(FULL)).size, 0);
  assert.equal(Board.conflicts(Board.EMPTY).size, 0);
  let board = Board.fromPuzzle(PUZZLE);
  // Empty cells tried with every letter: the same cells as the brute force finds.
  for (const i of [1, 2, 40, 128, 254]) {
    for (const letter of Board.LETTERS) {
      const next = Board.put(board, i, letter, Source.USER);
      const found = [...Board.conflicts(next)].sort((a, b) => a - b);
      assert.deepEqual(found, clashing(Board.letters(next)), `${letter} at ${i}`);
      if (letter === FULL[i]) assert.deepEqual(found, [], 'the right letter clashes with nothing');
    }
  }
  // Three of a letter in a row, a column and a box at once.
  board = Board.put(Board.fromPuzzle(EMPTY_LINE), 0, 'A', Source.GIVEN);
  board = Board.put(board, 5, 'A', Source.USER);
  board = Board.put(board, 17, 'A', Source.HINT);
  board = Board.put(board, 255, 'A', Source.USER);
  assert.deepEqual([...Board.conflicts(board)].sort((a, b) => a - b), [0, 5, 17]);
});

test('cellName names cells from R1C1 to R16C16', () => {
  assert.equal(Board.cellName(0), 'R1C1');
  assert.equal(Board.cellName(15), 'R1C16');
  assert.equal(Board.cellName(20), 'R2C5');
  assert.equal(Board.cellName(255), 'R16C16');
  assert.equal(new Set(Array.from({ length: 256 }, (_, i) => Board.cellName(i))).size, 256);
});

test('revive reads back a saved board and refuses anything else', () => {
  let board = Board.fromPuzzle(PUZZLE);
  board = Board.put(board, 1, 'B', Source.USER);
  board = Board.put(board, 2, 'C', Source.HINT);
  board = Board.put(board, 4, 'D', Source.SOLVER);
  board = Board.removeCandidates(board, 5, Board.bitsOf('AP'));
  const saved = JSON.parse(JSON.stringify({ board })).board;
  const revived = Board.revive(saved);
  assert.deepEqual(revived, board);
  assert.ok(Object.isFrozen(revived) && Object.isFrozen(revived.removed));
  saved.removed[5] = 0;
  assert.equal(revived.removed[5], Board.bitsOf('AP'), 'the revived board does not share the array');

  const good = JSON.parse(JSON.stringify(board));
  const marksWith = (index, value) => good.removed.map((bits, i) => (i === index ? value : bits));
  const spoiled = [
    null,
    undefined,
    'board',
    {},
    { ...good, givens: PUZZLE.slice(1) },
    { ...good, givens: place(PUZZLE, 1, 'Q') },
    { ...good, entries: place(good.entries, 9, 'a') },
    { ...good, entries: 5 },
    { ...good, sources: place(good.sources, 1, 'g') },
    { ...good, sources: good.sources + '.' },
    { ...good, removed: undefined },
    { ...good, removed: good.removed.slice(1) },
    { ...good, removed: { length: 256 } },
    { ...good, removed: marksWith(3, -1) },
    { ...good, removed: marksWith(3, 0x10000) },
    { ...good, removed: marksWith(3, 1.5) },
    { ...good, removed: marksWith(3, '1') },
    { ...good, removed: marksWith(3, null) },
    { ...good, notes: good.notes.slice(1) },
    { ...good, notes: null },
    { ...good, notes: good.notes.map((bits, i) => (i === 3 ? 0x10000 : bits)) },
  ];
  for (const value of spoiled) assert.equal(Board.revive(value), null, JSON.stringify(value)?.slice(0, 80));
  assert.deepEqual(Board.revive(good), board, 'the unspoiled copy is a board');
});

test('candidates are the letters no peer holds, less those hints removed; none while letters clash', () => {
  let board = Board.removeCandidates(Board.fromPuzzle(PUZZLE), 1, Board.bitsOf('AB'));
  board = Board.put(board, 2, FULL[2], Source.USER);
  const line = Board.letters(board);
  const marks = Board.candidates(board);
  assert.equal(marks.length, 256);
  for (let i = 0; i < 256; i++) {
    if (line[i] !== '.') {
      assert.equal(marks[i], 0, `cell ${i} holds a letter`);
      continue;
    }
    const seen = new Set(RULE_UNITS.filter((unit) => unit.includes(i)).flat().map((j) => line[j]));
    const expected = [...Board.LETTERS].filter((l) => !seen.has(l) && !(i === 1 && 'AB'.includes(l))).join('');
    assert.equal(Board.lettersOf(marks[i]), expected, `cell ${i}`);
    assert.ok(marks[i] & Board.bitsOf(FULL[i]) || i === 1, `cell ${i} keeps the solution's letter`);
  }
  const clash = Board.put(board, 4, FULL[0], Source.USER); // cell 0 holds that letter in its row
  assert.equal(Board.candidates(clash), null);
});

test('isSolved holds for a full grid that keeps the rules, and only then', () => {
  assert.equal(Board.isSolved(Board.fromPuzzle(PUZZLE)), false);
  const filled = Board.fill(Board.fromPuzzle(PUZZLE), FULL, Source.SOLVER);
  assert.equal(Board.isSolved(filled), true);
  assert.equal(Board.isSolved(Board.fromPuzzle(FULL)), true);
  // Full, but two letters swapped in a row: a clash in their columns.
  const swapped = FULL[1] + FULL[0] + FULL.slice(2);
  assert.equal(Board.isSolved(Board.fromPuzzle(swapped)), false);
});

test('withEntries puts a line\'s letters where there is no given, as the player\'s', () => {
  const board = Board.fromPuzzle(PUZZLE);
  const line = [...FULL].map((c, i) => (i % 2 ? c : 'A')).join('');
  const next = Board.withEntries(board, line);
  for (let i = 0; i < 256; i++) {
    if (PUZZLE[i] !== '.') assert.equal(Board.letterAt(next, i), PUZZLE[i], `given ${i} stays`);
    else assert.equal(Board.letterAt(next, i), line[i], `cell ${i}`);
    if (PUZZLE[i] === '.') assert.equal(Board.sourceAt(next, i), Source.USER);
  }
  // Emptied again: only the givens are left, and nothing changes twice.
  const emptied = Board.withEntries(next, '.'.repeat(256));
  assert.equal(Board.letters(emptied), PUZZLE);
  assert.equal(Board.withEntries(emptied, '.'.repeat(256)), emptied);
});

// ---- The player's notes ----

const EMPTY_CELL = PUZZLE.indexOf('.');

/** The cells that share a unit with `index`, by the rules' own units. */
const peersByRules = (index) => new Set(RULE_UNITS.filter((unit) => unit.includes(index)).flat().filter((i) => i !== index));

test('toggleNote turns a note on and off in an empty cell only, leaving the old board as it was', () => {
  const start = Board.fromPuzzle(PUZZLE);
  const one = Board.toggleNote(start, EMPTY_CELL, 'B');
  assert.equal(one.notes[EMPTY_CELL], Board.bitsOf('B'));
  assert.equal(start.notes[EMPTY_CELL], 0);
  assert.ok(Object.isFrozen(one) && Object.isFrozen(one.notes));
  assert.equal(Board.hasNotes(one), true);
  const two = Board.toggleNote(one, EMPTY_CELL, 'K');
  assert.equal(Board.lettersOf(two.notes[EMPTY_CELL]), 'BK');
  assert.equal(Board.lettersOf(Board.toggleNote(two, EMPTY_CELL, 'B').notes[EMPTY_CELL]), 'K');
  // A given, or a cell with a letter, takes no notes.
  assert.equal(Board.toggleNote(start, 0, 'B'), start);
  const filled = Board.put(start, EMPTY_CELL, 'C', Source.USER);
  assert.equal(Board.toggleNote(filled, EMPTY_CELL, 'B'), filled);
  // Letters and the hints' removed candidates are not notes: unchanged.
  assert.equal(two.entries, start.entries);
  assert.equal(two.removed, start.removed);
});

test('a cell\'s notes are hidden while it holds a letter and show again when it is erased', () => {
  const noted = Board.toggleNote(Board.fromPuzzle(PUZZLE), EMPTY_CELL, 'D');
  const filled = Board.put(noted, EMPTY_CELL, FULL[EMPTY_CELL], Source.USER);
  assert.equal(Board.notesAt(filled, EMPTY_CELL), 0);
  assert.equal(Board.notesAt(Board.put(filled, EMPTY_CELL, null, Source.USER), EMPTY_CELL), Board.bitsOf('D'));
  assert.equal(Board.notesAt(noted, 0), 0, 'a given shows no notes');
  assert.equal(Board.clearNotes(noted, EMPTY_CELL).notes[EMPTY_CELL], 0);
  const start = Board.fromPuzzle(PUZZLE);
  assert.equal(Board.clearNotes(start, EMPTY_CELL), start, 'nothing to clear: the same board');
});

test('fillNotes sets every empty cell\'s notes to its candidates, and only while letters keep the rules', () => {
  let board = Board.toggleNote(Board.fromPuzzle(PUZZLE), EMPTY_CELL, 'P');
  board = Board.removeCandidates(board, EMPTY_CELL + 1, Board.bitsOf(FULL[EMPTY_CELL + 1] === 'A' ? 'B' : 'A'));
  const filled = Board.fillNotes(board);
  const marks = Board.candidates(board);
  for (let i = 0; i < 256; i++) {
    if (PUZZLE[i] !== '.') assert.equal(Board.notesAt(filled, i), 0);
    else {
      assert.equal(filled.notes[i], marks[i], `cell ${i}`);
      // The solution's letter is always among them: notes from candidates lose nothing.
      assert.ok(filled.notes[i] & Board.bitsOf(FULL[i]), `cell ${i} keeps ${FULL[i]}`);
    }
  }
  // Clashing letters: nothing to trust, nothing filled.
  const clash = Board.put(board, EMPTY_CELL, PUZZLE[0], Source.USER); // the given of its row
  assert.ok(Board.conflicts(clash).size > 0);
  assert.equal(Board.fillNotes(clash), clash);
});

test('withoutNoteInPeers takes a letter out of the notes of the cell\'s row, column and box only', () => {
  const filled = Board.fillNotes(Board.fromPuzzle(EMPTY_LINE));
  const index = 5 * 16 + 9;
  const pruned = Board.withoutNoteInPeers(filled, index, 'G');
  const peers = peersByRules(index);
  for (let i = 0; i < 256; i++) {
    const expected = peers.has(i) ? filled.notes[i] & ~Board.bitsOf('G') : filled.notes[i];
    assert.equal(pruned.notes[i], expected, `cell ${i}`);
  }
  assert.equal(Board.withoutNoteInPeers(pruned, index, 'G'), pruned, 'nothing left to take: the same board');
});

test('hints\' eliminations leave the notes too; keptMarks are the notes, or every letter, less those', () => {
  let board = Board.fromPuzzle(PUZZLE);
  board = Board.toggleNote(Board.toggleNote(board, EMPTY_CELL, 'B'), EMPTY_CELL, 'C');
  board = Board.removeCandidates(board, EMPTY_CELL, Board.bitsOf('C'));
  assert.equal(Board.lettersOf(board.notes[EMPTY_CELL]), 'B');
  board = Board.removeCandidates(board, EMPTY_CELL + 1, Board.bitsOf('AP'));
  const kept = Board.keptMarks(board);
  assert.equal(Board.lettersOf(kept[EMPTY_CELL]), 'B');
  assert.equal(Board.lettersOf(kept[EMPTY_CELL + 1]), 'BCDEFGHIJKLMNO');
  assert.equal(Board.lettersOf(kept[EMPTY_CELL + 2]), Board.LETTERS);
});

test('notesMissingSolution names the empty cells whose notes leave out the solution\'s letter', () => {
  let board = Board.fillNotes(Board.fromPuzzle(PUZZLE));
  assert.deepEqual(Board.notesMissingSolution(board, FULL), []);
  const other = PUZZLE.indexOf('.', EMPTY_CELL + 1);
  board = Board.toggleNote(board, other, FULL[other]);
  assert.deepEqual(Board.notesMissingSolution(board, FULL), [other]);
  // A cell without notes, or with a letter, leaves nothing out.
  assert.deepEqual(Board.notesMissingSolution(Board.clearNotes(board, other), FULL), []);
  assert.deepEqual(Board.notesMissingSolution(Board.put(board, other, FULL[other], Source.USER), FULL), []);
});

test('notes are saved and revived; a board saved before notes existed comes back with none', () => {
  const board = Board.toggleNote(Board.fromPuzzle(PUZZLE), EMPTY_CELL, 'F');
  const revived = Board.revive(JSON.parse(JSON.stringify(board)));
  assert.deepEqual(revived, board);
  assert.ok(Object.isFrozen(revived.notes));
  const old = JSON.parse(JSON.stringify(Board.put(Board.fromPuzzle(PUZZLE), EMPTY_CELL, 'F', Source.USER)));
  delete old.notes;
  const back = Board.revive(old);
  assert.deepEqual(back.notes, new Array(256).fill(0));
  assert.equal(Board.letters(back), place(PUZZLE, EMPTY_CELL, 'F'));
  // Clear starts again: the givens only, without notes.
  assert.equal(Board.hasNotes(Board.withoutEntries(board)), false);
});
