// The page's game state (www/board/game-state.js), in Node: plain immutable values, checked
// against the independent rule checker where the rules are concerned.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as GameState from '../../www/board/game-state.js';
import { UNITS as RULE_UNITS, ruleViolation } from './rules.mjs';
import { FULL, PUZZLE } from './grids.mjs';

const { Source } = GameState;
const EMPTY_LINE = '.'.repeat(256);
const place = (text, index, char) => text.slice(0, index) + char + text.slice(index + 1);


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
  const board = GameState.fromPuzzle(PUZZLE);
  assert.ok(Object.isFrozen(board) && Object.isFrozen(board.removed));
  assert.equal(board.givens, PUZZLE);
  assert.equal(board.entries, EMPTY_LINE);
  assert.equal(board.sources, EMPTY_LINE);
  assert.deepEqual(board.removed, new Array(256).fill(0));
  assert.deepEqual(board.notes, new Array(256).fill(0));
  assert.ok(Object.isFrozen(board.notes));
  assert.equal(GameState.hasNotes(board), false);
  assert.equal(GameState.letters(board), PUZZLE);
  assert.equal(GameState.givenCount(board), 86);
  assert.equal(GameState.entryCount(board), 0);
  assert.equal(GameState.letters(GameState.EMPTY), EMPTY_LINE);
  assert.equal(GameState.givenCount(GameState.EMPTY), 0);
});

test('letterAt and sourceAt tell givens, entries and empty cells apart', () => {
  let board = GameState.fromPuzzle(PUZZLE);
  board = GameState.put(board, 1, 'C', Source.USER);
  board = GameState.put(board, 2, 'D', Source.HINT);
  board = GameState.put(board, 4, 'E', Source.SOLVER);
  assert.equal(GameState.letterAt(board, 0), PUZZLE[0]);
  assert.equal(GameState.sourceAt(board, 0), Source.GIVEN);
  assert.deepEqual([1, 2, 4].map((i) => GameState.letterAt(board, i)), ['C', 'D', 'E']);
  assert.deepEqual([1, 2, 4].map((i) => GameState.sourceAt(board, i)), ['u', 'h', 's']);
  assert.equal(GameState.letterAt(board, 5), '.');
  assert.equal(GameState.sourceAt(board, 5), null);
});

test('put by the player fills and clears an empty cell, and leaves the old board as it was', () => {
  const start = GameState.fromPuzzle(PUZZLE);
  const typed = GameState.put(start, 1, 'B', Source.USER);
  assert.notEqual(typed, start);
  assert.ok(Object.isFrozen(typed));
  assert.equal(typed.givens, PUZZLE);
  assert.equal(typed.entries, place(EMPTY_LINE, 1, 'B'));
  assert.equal(typed.sources, place(EMPTY_LINE, 1, 'u'));
  assert.equal(GameState.letters(start), PUZZLE, 'the board before is unchanged');
  assert.equal(GameState.entryCount(typed), 1);

  const cleared = GameState.put(typed, 1, null, Source.USER);
  assert.equal(cleared.entries, EMPTY_LINE);
  assert.equal(cleared.sources, EMPTY_LINE);
  assert.equal(GameState.sourceAt(cleared, 1), null);
});

test('put returns the same board when nothing changes', () => {
  const start = GameState.fromPuzzle(PUZZLE);
  const typed = GameState.put(start, 1, 'B', Source.USER);
  assert.equal(GameState.put(typed, 1, 'B', Source.USER), typed);
  assert.equal(GameState.put(start, 1, null, Source.USER), start, 'clearing an empty cell');
  assert.equal(GameState.put(start, 0, PUZZLE[0], Source.GIVEN), start, 'a given put again');
  // The same letter from someone else is a change: it is drawn differently.
  const hinted = GameState.put(typed, 1, 'B', Source.HINT);
  assert.notEqual(hinted, typed);
  assert.equal(GameState.sourceAt(hinted, 1), Source.HINT);
});

test('a given changes only when the puzzle is edited (source GIVEN)', () => {
  const start = GameState.fromPuzzle(PUZZLE);
  for (const source of [Source.USER, Source.SOLVER, Source.HINT]) {
    assert.equal(GameState.put(start, 0, 'P', source), start);
    assert.equal(GameState.put(start, 0, null, source), start);
  }
  const edited = GameState.put(start, 0, 'P', Source.GIVEN);
  assert.equal(edited.givens, place(PUZZLE, 0, 'P'));
  assert.equal(GameState.put(start, 0, null, Source.GIVEN).givens, place(PUZZLE, 0, '.'));

  // Made a given, a cell loses the entry it had.
  const typed = GameState.put(start, 1, 'B', Source.USER);
  const given = GameState.put(typed, 1, 'C', Source.GIVEN);
  assert.equal(given.givens[1], 'C');
  assert.equal(given.entries, EMPTY_LINE);
  assert.equal(given.sources, EMPTY_LINE);
  assert.equal(GameState.sourceAt(given, 1), Source.GIVEN);
});

test('fill puts the solution in every empty cell and nowhere else', () => {
  let board = GameState.fromPuzzle(PUZZLE);
  board = GameState.put(board, 1, FULL[1], Source.USER);
  const wrong = FULL[2] === 'A' ? 'B' : 'A';
  board = GameState.put(board, 2, wrong, Source.USER);
  const filled = GameState.fill(board, FULL, Source.SOLVER);
  assert.equal(GameState.letters(filled), place(FULL, 2, wrong), "the player's letters stay, even a wrong one");
  for (let i = 0; i < 256; i++) {
    const expected = PUZZLE[i] !== '.' ? Source.GIVEN : i === 1 || i === 2 ? Source.USER : Source.SOLVER;
    assert.equal(GameState.sourceAt(filled, i), expected, `cell ${i}`);
  }
  assert.equal(GameState.letters(board), place(place(PUZZLE, 1, FULL[1]), 2, wrong), 'the board before is unchanged');
  // A full board is filled already.
  assert.equal(GameState.fill(filled, FULL, Source.HINT), filled);
  assert.equal(ruleViolation(PUZZLE, GameState.letters(GameState.fill(GameState.fromPuzzle(PUZZLE), FULL, Source.HINT))), null);
});

test('removeCandidates adds to a cell\'s removed letters; bitsOf and lettersOf convert', () => {
  assert.equal(GameState.bitsOf('BF'), 0b100010);
  assert.equal(GameState.bitsOf('FB'), 0b100010);
  assert.equal(GameState.bitsOf('A?z P'), 1 | (1 << 15), 'other characters are ignored');
  assert.equal(GameState.lettersOf(0b100010), 'BF');
  assert.equal(GameState.lettersOf(0), '');
  assert.equal(GameState.lettersOf(0xffff), GameState.LETTERS);
  for (const text of ['', 'A', 'CK', 'ABCDEFGHIJKLMNOP', 'DHLP']) {
    assert.equal(GameState.lettersOf(GameState.bitsOf(text)), text);
  }

  const start = GameState.fromPuzzle(PUZZLE);
  const once = GameState.removeCandidates(start, 7, GameState.bitsOf('BF'));
  assert.notEqual(once, start);
  assert.ok(Object.isFrozen(once) && Object.isFrozen(once.removed));
  assert.equal(once.removed[7], GameState.bitsOf('BF'));
  assert.equal(start.removed[7], 0, 'the board before is unchanged');
  assert.equal(GameState.removeCandidates(once, 7, GameState.bitsOf('F')), once, 'nothing new to remove');
  const twice = GameState.removeCandidates(once, 7, GameState.bitsOf('FK'));
  assert.equal(GameState.lettersOf(twice.removed[7]), 'BFK');
  assert.equal(twice.removed.filter((bits) => bits !== 0).length, 1);

  const kept = GameState.keptMarks(twice);
  assert.equal(kept.length, 256);
  assert.equal(GameState.lettersOf(kept[7]), 'ACDEGHIJLMNOP');
  assert.equal(kept[8], 0xffff);
});

test('candidates removed by hints stay while letters are added and go when one is taken back', () => {
  const start = GameState.removeCandidates(GameState.fromPuzzle(PUZZLE), 7, GameState.bitsOf('BF'));
  const empty = [...PUZZLE].findIndex((c, i) => c === '.' && i !== 7);
  const added = GameState.put(start, empty, 'C', GameState.Source.USER);
  assert.equal(added.removed, start.removed, 'a letter added keeps them');
  const erased = GameState.put(added, empty, null, GameState.Source.USER);
  assert.ok(erased.removed.every((bits) => bits === 0), 'a letter erased drops them');
  const changed = GameState.put(added, empty, 'D', GameState.Source.USER);
  assert.ok(changed.removed.every((bits) => bits === 0), 'a letter changed drops them');
  const given = [...PUZZLE].findIndex((c) => c !== '.');
  const edited = GameState.put(start, given, null, GameState.Source.GIVEN);
  assert.ok(edited.removed.every((bits) => bits === 0), 'a given taken out drops them');
  assert.ok(Object.isFrozen(erased.removed));
});

test('withoutEntries keeps the givens only', () => {
  let board = GameState.fromPuzzle(PUZZLE);
  board = GameState.put(board, 1, 'B', Source.USER);
  board = GameState.removeCandidates(board, 2, 1);
  const cleared = GameState.withoutEntries(board);
  assert.equal(GameState.letters(cleared), PUZZLE);
  assert.equal(GameState.entryCount(cleared), 0);
  assert.deepEqual(cleared.removed, new Array(256).fill(0));
});

test('UNITS are the rows, columns and boxes of the rules', () => {
  assert.equal(GameState.UNITS.length, 48);
  const key = (unit) => [...unit].sort((a, b) => a - b).join(',');
  assert.deepEqual(new Set(GameState.UNITS.map(key)), new Set(RULE_UNITS.map(key)));
  // In order: row n, column n, box n.
  assert.deepEqual(GameState.UNITS[0], [...Array(16).keys()]);
  assert.deepEqual(GameState.UNITS[1], Array.from({ length: 16 }, (_, i) => i * 16));
  assert.deepEqual(key(GameState.UNITS[5]), key([4, 5, 6, 7, 20, 21, 22, 23, 36, 37, 38, 39, 52, 53, 54, 55]));
});

test('conflicts finds exactly the cells whose letter repeats in a unit', () => {
  assert.equal(GameState.conflicts(GameState.fromPuzzle(FULL)).size, 0);
  assert.equal(GameState.conflicts(GameState.EMPTY).size, 0);
  let board = GameState.fromPuzzle(PUZZLE);
  // Empty cells tried with every letter: the same cells as the brute force finds.
  for (const i of [1, 2, 40, 128, 254]) {
    for (const letter of GameState.LETTERS) {
      const next = GameState.put(board, i, letter, Source.USER);
      const found = [...GameState.conflicts(next)].sort((a, b) => a - b);
      assert.deepEqual(found, clashing(GameState.letters(next)), `${letter} at ${i}`);
      if (letter === FULL[i]) assert.deepEqual(found, [], 'the right letter clashes with nothing');
    }
  }
  // Three of a letter in a row, a column and a box at once.
  board = GameState.put(GameState.fromPuzzle(EMPTY_LINE), 0, 'A', Source.GIVEN);
  board = GameState.put(board, 5, 'A', Source.USER);
  board = GameState.put(board, 17, 'A', Source.HINT);
  board = GameState.put(board, 255, 'A', Source.USER);
  assert.deepEqual([...GameState.conflicts(board)].sort((a, b) => a - b), [0, 5, 17]);
});

test('cellName names cells from R1C1 to R16C16', () => {
  assert.equal(GameState.cellName(0), 'R1C1');
  assert.equal(GameState.cellName(15), 'R1C16');
  assert.equal(GameState.cellName(20), 'R2C5');
  assert.equal(GameState.cellName(255), 'R16C16');
  assert.equal(new Set(Array.from({ length: 256 }, (_, i) => GameState.cellName(i))).size, 256);
});

test('revive reads back a saved board and refuses anything else', () => {
  let board = GameState.fromPuzzle(PUZZLE);
  board = GameState.put(board, 1, 'B', Source.USER);
  board = GameState.put(board, 2, 'C', Source.HINT);
  board = GameState.put(board, 4, 'D', Source.SOLVER);
  board = GameState.removeCandidates(board, 5, GameState.bitsOf('AP'));
  const saved = JSON.parse(JSON.stringify({ board })).board;
  const revived = GameState.revive(saved);
  assert.deepEqual(revived, board);
  assert.ok(Object.isFrozen(revived) && Object.isFrozen(revived.removed));
  saved.removed[5] = 0;
  assert.equal(revived.removed[5], GameState.bitsOf('AP'), 'the revived board does not share the array');

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
  for (const value of spoiled) assert.equal(GameState.revive(value), null, JSON.stringify(value)?.slice(0, 80));
  assert.deepEqual(GameState.revive(good), board, 'the unspoiled copy is a board');
});

test('candidates are the letters no peer holds, less those hints removed; none while letters clash', () => {
  let board = GameState.removeCandidates(GameState.fromPuzzle(PUZZLE), 1, GameState.bitsOf('AB'));
  board = GameState.put(board, 2, FULL[2], Source.USER);
  const line = GameState.letters(board);
  const marks = GameState.candidates(board);
  assert.equal(marks.length, 256);
  for (let i = 0; i < 256; i++) {
    if (line[i] !== '.') {
      assert.equal(marks[i], 0, `cell ${i} holds a letter`);
      continue;
    }
    const seen = new Set(RULE_UNITS.filter((unit) => unit.includes(i)).flat().map((j) => line[j]));
    const expected = [...GameState.LETTERS].filter((l) => !seen.has(l) && !(i === 1 && 'AB'.includes(l))).join('');
    assert.equal(GameState.lettersOf(marks[i]), expected, `cell ${i}`);
    assert.ok(marks[i] & GameState.bitsOf(FULL[i]) || i === 1, `cell ${i} keeps the solution's letter`);
  }
  const clash = GameState.put(board, 4, FULL[0], Source.USER); // cell 0 holds that letter in its row
  assert.equal(GameState.candidates(clash), null);
});

test('isSolved holds for a full grid that keeps the rules, and only then', () => {
  assert.equal(GameState.isSolved(GameState.fromPuzzle(PUZZLE)), false);
  const filled = GameState.fill(GameState.fromPuzzle(PUZZLE), FULL, Source.SOLVER);
  assert.equal(GameState.isSolved(filled), true);
  assert.equal(GameState.isSolved(GameState.fromPuzzle(FULL)), true);
  // Full, but two letters swapped in a row: a clash in their columns.
  const swapped = FULL[1] + FULL[0] + FULL.slice(2);
  assert.equal(GameState.isSolved(GameState.fromPuzzle(swapped)), false);
});

test('withEntries puts a line\'s letters where there is no given, as the player\'s', () => {
  const board = GameState.fromPuzzle(PUZZLE);
  const line = [...FULL].map((c, i) => (i % 2 ? c : 'A')).join('');
  const next = GameState.withEntries(board, line);
  for (let i = 0; i < 256; i++) {
    if (PUZZLE[i] !== '.') assert.equal(GameState.letterAt(next, i), PUZZLE[i], `given ${i} stays`);
    else assert.equal(GameState.letterAt(next, i), line[i], `cell ${i}`);
    if (PUZZLE[i] === '.') assert.equal(GameState.sourceAt(next, i), Source.USER);
  }
  // Emptied again: only the givens are left, and nothing changes twice.
  const emptied = GameState.withEntries(next, '.'.repeat(256));
  assert.equal(GameState.letters(emptied), PUZZLE);
  assert.equal(GameState.withEntries(emptied, '.'.repeat(256)), emptied);
});

// ---- The player's notes ----

const EMPTY_CELL = PUZZLE.indexOf('.');

/** The cells that share a unit with `index`, by the rules' own units. */
const peersByRules = (index) => new Set(RULE_UNITS.filter((unit) => unit.includes(index)).flat().filter((i) => i !== index));

test('toggleNote turns a note on and off in an empty cell only, leaving the old board as it was', () => {
  const start = GameState.fromPuzzle(PUZZLE);
  const one = GameState.toggleNote(start, EMPTY_CELL, 'B');
  assert.equal(one.notes[EMPTY_CELL], GameState.bitsOf('B'));
  assert.equal(start.notes[EMPTY_CELL], 0);
  assert.ok(Object.isFrozen(one) && Object.isFrozen(one.notes));
  assert.equal(GameState.hasNotes(one), true);
  const two = GameState.toggleNote(one, EMPTY_CELL, 'K');
  assert.equal(GameState.lettersOf(two.notes[EMPTY_CELL]), 'BK');
  assert.equal(GameState.lettersOf(GameState.toggleNote(two, EMPTY_CELL, 'B').notes[EMPTY_CELL]), 'K');
  // A given, or a cell with a letter, takes no notes.
  assert.equal(GameState.toggleNote(start, 0, 'B'), start);
  const filled = GameState.put(start, EMPTY_CELL, 'C', Source.USER);
  assert.equal(GameState.toggleNote(filled, EMPTY_CELL, 'B'), filled);
  // Letters and the hints' removed candidates are not notes: unchanged.
  assert.equal(two.entries, start.entries);
  assert.equal(two.removed, start.removed);
});

test('a cell\'s notes are hidden while it holds a letter and show again when it is erased', () => {
  const noted = GameState.toggleNote(GameState.fromPuzzle(PUZZLE), EMPTY_CELL, 'D');
  const filled = GameState.put(noted, EMPTY_CELL, FULL[EMPTY_CELL], Source.USER);
  assert.equal(GameState.notesAt(filled, EMPTY_CELL), 0);
  assert.equal(GameState.notesAt(GameState.put(filled, EMPTY_CELL, null, Source.USER), EMPTY_CELL), GameState.bitsOf('D'));
  assert.equal(GameState.notesAt(noted, 0), 0, 'a given shows no notes');
  assert.equal(GameState.clearNotes(noted, EMPTY_CELL).notes[EMPTY_CELL], 0);
  const start = GameState.fromPuzzle(PUZZLE);
  assert.equal(GameState.clearNotes(start, EMPTY_CELL), start, 'nothing to clear: the same board');
});

test('fillNotes sets every empty cell\'s notes to its candidates, and only while letters keep the rules', () => {
  let board = GameState.toggleNote(GameState.fromPuzzle(PUZZLE), EMPTY_CELL, 'P');
  board = GameState.removeCandidates(board, EMPTY_CELL + 1, GameState.bitsOf(FULL[EMPTY_CELL + 1] === 'A' ? 'B' : 'A'));
  const filled = GameState.fillNotes(board);
  const marks = GameState.candidates(board);
  for (let i = 0; i < 256; i++) {
    if (PUZZLE[i] !== '.') assert.equal(GameState.notesAt(filled, i), 0);
    else {
      assert.equal(filled.notes[i], marks[i], `cell ${i}`);
      // The solution's letter is always among them: notes from candidates lose nothing.
      assert.ok(filled.notes[i] & GameState.bitsOf(FULL[i]), `cell ${i} keeps ${FULL[i]}`);
    }
  }
  // Clashing letters: nothing to trust, nothing filled.
  const clash = GameState.put(board, EMPTY_CELL, PUZZLE[0], Source.USER); // the given of its row
  assert.ok(GameState.conflicts(clash).size > 0);
  assert.equal(GameState.fillNotes(clash), clash);
});

test('withoutNoteInPeers takes a letter out of the notes of the cell\'s row, column and box only', () => {
  const filled = GameState.fillNotes(GameState.fromPuzzle(EMPTY_LINE));
  const index = 5 * 16 + 9;
  const pruned = GameState.withoutNoteInPeers(filled, index, 'G');
  const peers = peersByRules(index);
  for (let i = 0; i < 256; i++) {
    const expected = peers.has(i) ? filled.notes[i] & ~GameState.bitsOf('G') : filled.notes[i];
    assert.equal(pruned.notes[i], expected, `cell ${i}`);
  }
  assert.equal(GameState.withoutNoteInPeers(pruned, index, 'G'), pruned, 'nothing left to take: the same board');
});

test('place puts a letter and takes it out of its peers\' notes, unless they are kept; clearing gives them back', () => {
  const filled = GameState.fillNotes(GameState.fromPuzzle(EMPTY_LINE));
  const index = 5 * 16 + 9;
  const placed = GameState.place(filled, index, 'G', Source.USER, false);
  assert.equal(GameState.letterAt(placed, index), 'G');
  assert.deepEqual(placed.notes, GameState.withoutNoteInPeers(GameState.put(filled, index, 'G', Source.USER), index, 'G').notes);
  const kept = GameState.place(filled, index, 'G', Source.HINT, true);
  assert.equal(GameState.sourceAt(kept, index), Source.HINT);
  assert.equal(kept.notes, filled.notes, 'notes kept: the same array');
  assert.deepEqual(GameState.place(placed, index, null, Source.USER, false).notes, filled.notes, 'a letter cleared gives them back');
  assert.equal(GameState.place(kept, index, null, Source.USER, false).notes, filled.notes, 'none taken, none to give back');
});

test('a wrong letter erased or changed gives back the notes it took, unless another letter still excludes them', () => {
  const filled = GameState.fillNotes(GameState.fromPuzzle(EMPTY_LINE));
  const index = 5 * 16 + 9;
  const placed = GameState.place(filled, index, 'G', Source.USER, false);
  const peers = peersByRules(index);
  assert.deepEqual([...peers].filter((i) => placed.takenNotes[i] !== GameState.bitsOf('G')), []);
  const erased = GameState.place(placed, index, null, Source.USER, false);
  assert.deepEqual(erased.notes, filled.notes);
  assert.ok(erased.takenNotes.every((bits) => bits === 0));

  // Changed to H: G comes back, H goes.
  const changed = GameState.place(placed, index, 'H', Source.USER, false);
  for (const i of peers) assert.equal(GameState.lettersOf(changed.notes[i] & GameState.bitsOf('GH')), 'G', `cell ${i}`);

  // Another G, at R10C6, shares no unit with R6C10 but excludes G from R6C6 and R10C10.
  const other = 9 * 16 + 5;
  assert.ok(!peers.has(other));
  const both = GameState.place(placed, other, 'G', Source.USER, false);
  const back = GameState.place(both, index, null, Source.USER, false);
  const stillOut = [...peers].filter((i) => !(back.notes[i] & GameState.bitsOf('G'))).sort((a, b) => a - b);
  assert.deepEqual(stillOut, [5 * 16 + 5, 9 * 16 + 9]);
  assert.equal(GameState.lettersOf(back.notes[index] & GameState.bitsOf('G')), 'G', 'its own notes were never taken');
  // The second G erased too: every note is as the player wrote it.
  assert.deepEqual(GameState.place(back, other, null, Source.USER, false).notes, filled.notes);
});

test('notes the player or a hint had a say on since do not come back', () => {
  const filled = GameState.fillNotes(GameState.fromPuzzle(EMPTY_LINE));
  const index = 5 * 16 + 9;
  const [cleared, toggled, hinted] = [5 * 16 + 0, 0 * 16 + 9, 4 * 16 + 8];
  let board = GameState.place(filled, index, 'G', Source.USER, false);
  board = GameState.clearNotes(board, cleared);
  board = GameState.toggleNote(GameState.toggleNote(board, toggled, 'G'), toggled, 'G');
  board = GameState.removeCandidates(board, hinted, GameState.bitsOf('G'));
  const erased = GameState.place(board, index, null, Source.USER, false);
  assert.equal(erased.notes[cleared], 0);
  for (const i of [toggled, hinted]) assert.equal(erased.notes[i], filled.notes[i] & ~GameState.bitsOf('G'), `cell ${i}`);
  // Fill notes starts afresh too.
  const refilled = GameState.fillNotes(GameState.place(filled, index, 'G', Source.USER, false));
  assert.ok(refilled.takenNotes.every((bits) => bits === 0));
});

test('indexOf and positionOf convert between cell indices and the engine\'s positions', () => {
  for (const index of [0, 15, 16, 5 * 16 + 9, 255]) {
    const position = GameState.positionOf(index);
    assert.deepEqual(position, { row: Math.floor(index / 16), col: index % 16 });
    assert.equal(GameState.indexOf(position), index);
  }
});

test('hints\' eliminations leave the notes too; keptMarks are the notes, or every letter, less those', () => {
  let board = GameState.fromPuzzle(PUZZLE);
  board = GameState.toggleNote(GameState.toggleNote(board, EMPTY_CELL, 'B'), EMPTY_CELL, 'C');
  board = GameState.removeCandidates(board, EMPTY_CELL, GameState.bitsOf('C'));
  assert.equal(GameState.lettersOf(board.notes[EMPTY_CELL]), 'B');
  board = GameState.removeCandidates(board, EMPTY_CELL + 1, GameState.bitsOf('AP'));
  const kept = GameState.keptMarks(board);
  assert.equal(GameState.lettersOf(kept[EMPTY_CELL]), 'B');
  assert.equal(GameState.lettersOf(kept[EMPTY_CELL + 1]), 'BCDEFGHIJKLMNO');
  assert.equal(GameState.lettersOf(kept[EMPTY_CELL + 2]), GameState.LETTERS);
});

test('notes are saved and revived; a board saved before notes existed comes back with none', () => {
  const board = GameState.toggleNote(GameState.fromPuzzle(PUZZLE), EMPTY_CELL, 'F');
  const revived = GameState.revive(JSON.parse(JSON.stringify(board)));
  assert.deepEqual(revived, board);
  assert.ok(Object.isFrozen(revived.notes));
  const old = JSON.parse(JSON.stringify(GameState.put(GameState.fromPuzzle(PUZZLE), EMPTY_CELL, 'F', Source.USER)));
  delete old.notes;
  const back = GameState.revive(old);
  assert.deepEqual(back.notes, new Array(256).fill(0));
  assert.equal(GameState.letters(back), place(PUZZLE, EMPTY_CELL, 'F'));
  // Clear starts again: the givens only, without notes.
  assert.equal(GameState.hasNotes(GameState.withoutEntries(board)), false);
});

test('the cells of a letter: those that hold it, and the empty ones where notes or candidates allow it', () => {
  const puzzle = 'A' + '.'.repeat(15) + '.'.repeat(16 * 15);
  let board = GameState.fromPuzzle(puzzle);
  // A in R1C1: the rest of row 1, column 1 and box 1 cannot be A.
  let { holds, can } = GameState.cellsOfLetter(board, 'A');
  assert.deepEqual([...holds], [0]);
  assert.equal(can.size, 256 - 1 - 15 - 15 - 9);
  assert.ok(!can.has(1) && !can.has(16) && !can.has(17) && can.has(20));
  // A cell's notes decide for it: notes without A leave it out, notes with A keep it.
  board = GameState.toggleNote(board, 20, 'B');
  board = GameState.toggleNote(board, 21, 'A');
  ({ holds, can } = GameState.cellsOfLetter(board, 'A'));
  assert.ok(!can.has(20) && can.has(21));
});

test('colour marks: a cell and a candidate take a colour, another replaces it, the same again takes it off', () => {
  const board = GameState.fromPuzzle(EMPTY_LINE);
  assert.equal(board.colours, EMPTY_LINE);
  assert.equal(board.markColours.length, 256 * 16);
  const celled = GameState.colourCell(board, 17, '2');
  assert.equal(GameState.colourAt(celled, 17), '2');
  assert.equal(GameState.colourAt(board, 17), null, 'the old board is as it was');
  assert.equal(GameState.colourAt(GameState.colourCell(celled, 17, '3'), 17), '3');
  assert.equal(GameState.colourAt(GameState.colourCell(celled, 17, '2'), 17), null);
  assert.equal(GameState.colourAt(GameState.colourCell(celled, 17, null), 17), null);
  assert.equal(GameState.colourCell(board, 17, null), board, 'no change, the same board');

  const marked = GameState.colourMark(celled, 17, 'C', '4');
  assert.equal(GameState.markColourAt(marked, 17, 'C'), '4');
  assert.equal(GameState.markColourAt(marked, 17, 'B'), null);
  assert.equal(GameState.markColourAt(marked, 18, 'C'), null);
  assert.equal(GameState.markColourAt(GameState.colourMark(marked, 17, 'C', '4'), 17, 'C'), null);
  assert.ok(Object.isFrozen(marked));
  // The letters are untouched: colouring places nothing.
  assert.equal(GameState.letters(marked), EMPTY_LINE);

  const both = GameState.colourMark(GameState.colourCell(marked, 40, '4'), 41, 'P', '1');
  const cleared = GameState.withoutColour(both, '4');
  assert.equal(GameState.markColourAt(cleared, 17, 'C'), null);
  assert.equal(GameState.colourAt(cleared, 40), null);
  assert.equal(GameState.colourAt(cleared, 17), '2', 'other colours stay');
  assert.equal(GameState.markColourAt(cleared, 41, 'P'), '1');
  assert.equal(GameState.withoutColour(cleared, '4'), cleared);
});

test('revive reads colour marks back, six colours, a board saved before them with none, and refuses bad ones', () => {
  const board = GameState.colourMark(GameState.colourCell(GameState.fromPuzzle(EMPTY_LINE), 3, '1'), 5, 'D', '3');
  const revived = GameState.revive(JSON.parse(JSON.stringify(board)));
  assert.deepEqual(revived, board);
  const { colours, markColours, ...older } = board;
  assert.ok(colours && markColours);
  const old = GameState.revive(JSON.parse(JSON.stringify(older)));
  assert.equal(old.colours, EMPTY_LINE);
  assert.equal(old.markColours, '.'.repeat(4096));
  // Six colours: 5 and 6 read back; no seventh.
  const six = { ...board, colours: place(board.colours, 0, '5'), markColours: place(board.markColours, 0, '6') };
  assert.deepEqual(GameState.revive(JSON.parse(JSON.stringify(six))), six);
  assert.equal(GameState.revive({ ...board, colours: place(board.colours, 0, '7') }), null);
  assert.equal(GameState.revive({ ...board, markColours: place(board.markColours, 0, '7') }), null);
  assert.equal(GameState.revive({ ...board, markColours: board.markColours.slice(1) }), null);
  assert.equal(GameState.revive({ ...board, markColours: 7 }), null);
});

test('readBoard keeps every readable part of a damaged board and names the parts left out', () => {
  let board = GameState.fromPuzzle(PUZZLE);
  board = GameState.put(board, EMPTY_CELL, FULL[EMPTY_CELL], Source.USER);
  board = GameState.toggleNote(board, EMPTY_CELL + 1, 'B');
  board = GameState.colourCell(GameState.colourMark(board, EMPTY_CELL + 1, 'B', '2'), 7, '3');
  board = GameState.removeCandidates(board, EMPTY_CELL + 2, GameState.bitsOf('C'));
  const good = JSON.parse(JSON.stringify(board));
  assert.deepEqual(GameState.readBoard(good), { board, dropped: [] });

  const damaged = (changes) => GameState.readBoard({ ...good, ...changes });
  const outOfRange = good.notes.map((bits, i) => (i === 9 ? 0x10000 : bits));
  let read = damaged({ notes: outOfRange, markColours: good.markColours.slice(1) });
  assert.deepEqual(read.dropped, ['notes', 'markColours']);
  assert.equal(GameState.letters(read.board), GameState.letters(board), 'the letters are kept');
  assert.equal(read.board.colours, board.colours, 'the cells\' colours are kept');
  assert.ok(!GameState.hasNotes(read.board));
  assert.equal(read.board.markColours, GameState.EMPTY.markColours);
  assert.deepEqual(read.board.removed, board.removed);
  assert.ok(Object.isFrozen(read.board) && Object.isFrozen(read.board.removed));

  // A letter without its author (or an author without a letter) spoils the letters only.
  read = damaged({ sources: place(good.sources, EMPTY_CELL, '.') });
  assert.deepEqual(read.dropped, ['entries', 'sources']);
  assert.equal(GameState.letters(read.board), PUZZLE);
  assert.deepEqual(read.board.notes, board.notes);
  assert.deepEqual(damaged({ removed: 'x', takenNotes: [1] }).dropped, ['removed', 'takenNotes']);

  // Without givens nothing else means anything.
  for (const value of [null, 'garbage', 17, {}, { ...good, givens: PUZZLE.slice(2) }]) {
    assert.deepEqual(GameState.readBoard(value), { board: null, dropped: ['givens'] }, String(value));
  }
  // A board saved before notes, colours and taken notes existed has nothing missing.
  const { notes, takenNotes, colours, markColours, ...older } = good;
  assert.deepEqual(GameState.readBoard(older).dropped, []);
  assert.ok(notes && takenNotes && colours && markColours);
});
