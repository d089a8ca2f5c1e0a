// The two writers of the core's messages agree: the page's (www/words/, in JavaScript)
// and the command-line tool's (crates/hexadoku-words, in Rust) read the same catalogues,
// and must write the same sentences. Hints of every technique, as the Rust tests met
// them on whole solves, written by the page's writer (www/words/answers.js) must be the
// tool's answers field for field, in each set of symbols. And the writer's own rules:
// lists, unit lists, removals, technique names, a message the catalogue lacks.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { written } from '../../www/words/answers.js';
import { writer } from '../../www/words/writer.js';
import english from '../../www/words/generated/en.js';
import german from '../../www/words/generated/de.js';
import chinese from '../../www/words/generated/zh-Hans.js';
import { parsed } from '../../scripts/build-words.mjs';

/**
 * The hints the Rust writer's tests met (crates/hexadoku-words/tests/catalogue.rs: a few
 * of every technique, in every set of symbols), each as the core's data and as written.
 */
function samples() {
  const file = new URL('../../target/tmp/hint-samples.jsonl', import.meta.url);
  assert.ok(existsSync(file), 'no target/tmp/hint-samples.jsonl: run cargo test -p hexadoku-words first');
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

test("the page's writer writes every technique's hint as the tool's writer does, in every set of symbols", async () => {
  const techniques = new Set();
  const sets = new Set();
  for (const { set, data, written: byRust } of samples()) {
    const byPage = await written('hint', data, set);
    assert.deepEqual(byPage, byRust, `${data.technique} in ${set}`);
    techniques.add(data.technique);
    sets.add(set);
  }
  assert.ok(techniques.size > 30, `techniques met: ${[...techniques]}`);
  assert.deepEqual([...sets].sort(), ['hex', 'letters', 'numbers', 'one-g']);
});

test('lists, unit lists, removals and technique names are written by the catalogue', () => {
  const { write, errors } = writer('en', english);
  // Cells and units as the core encodes them: by index (row * 16 + col; rows 0–15,
  // columns 16–31, boxes 32–47).
  const cell = (row, col) => row * 16 + col;
  const message = (args) => ({ id: 'technique-name', args });
  assert.equal(write(message({ technique: { technique: 'x-wing' } })), 'X-Wing');
  assert.deepEqual(errors, []);
  // Through a message that only shows its argument, the shared formatting alone.
  const shown = (arg) => write({ id: 'technique-name', args: { technique: arg } });
  assert.equal(shown({ cells: [cell(0, 0), cell(0, 1), cell(0, 4)], join: 'and' }), 'R1C1, R1C2 and R1C5');
  assert.equal(shown({ letters: 'BFK', join: 'or' }), 'B, F or K');
  assert.equal(
    shown({ units: [1, 4, 8], join: 'and' }),
    'rows 2, 5 and 9',
  );
  assert.equal(shown({ units: [2, 32], join: 'or' }), 'row 3 or box 1');
  const removals = [
    { cell: cell(2, 0), letters: 'CD' },
    { cell: cell(2, 8), letters: 'K' },
    { cell: cell(2, 11), letters: 'K' },
  ];
  assert.equal(shown({ removals }), 'C and D from R3C1, and K from R3C9 and R3C12');
  assert.equal(
    write({ id: 'technique-name', args: { technique: { removals } } }, 'numbers'),
    '3 and 4 from R3C1, and 11 from R3C9 and R3C12',
  );
  assert.deepEqual(errors, []);
  assert.equal(write({ id: 'no-such-message', args: {} }), '{no-such-message}');
  assert.deepEqual(errors, ['no message no-such-message']);
});

test('units of several kinds are listed as words, cells and letters as symbols', () => {
  // Through a message that only shows its argument, in each language.
  const shownIn = (lang, catalogue) => {
    const { write, errors } = writer(lang, catalogue);
    return (arg) => {
      const text = write({ id: 'technique-name', args: { technique: arg } });
      assert.deepEqual(errors, []);
      return text;
    };
  };
  const cell = (row, col) => row * 16 + col;
  // Row 11 and box 11; row 3, column 5 and box 1; rows 2, 5 and 9.
  const lineAndBox = [10, 42];
  const three = [2, 20, 32];
  const rows = [1, 4, 8];
  const cells = [cell(2, 1), cell(2, 2), cell(2, 10)];
  const zh = shownIn('zh-Hans', chinese);
  // Chinese sets no space between its own words: a unit is one (第 11 行).
  assert.equal(zh({ units: lineAndBox, join: 'or' }), '第 11 行或第 11 宫');
  assert.equal(zh({ units: three, join: 'and' }), '第 3 行、第 5 列和第 1 宫');
  assert.equal(zh({ units: three, join: 'or' }), '第 3 行、第 5 列或第 1 宫');
  // But a space between them and what is written in Latin letters or digits: the
  // numbers of units of one kind, cells, letters.
  assert.equal(zh({ units: rows, join: 'and' }), '第 2、5 和 9 行');
  assert.equal(zh({ units: rows, join: 'or' }), '第 2、5 或 9 行');
  assert.equal(zh({ cells, join: 'and' }), 'R3C2、R3C3 和 R3C11');
  assert.equal(zh({ cells: cells.slice(0, 2), join: 'or' }), 'R3C2 或 R3C3');
  assert.equal(zh({ letters: 'BCK', join: 'or' }), 'B、C 或 K');
  // English and German list units as they list anything else.
  const en = shownIn('en', english);
  assert.equal(en({ units: lineAndBox, join: 'or' }), 'row 11 or box 11');
  assert.equal(en({ units: three, join: 'and' }), 'row 3, column 5 and box 1');
  const de = shownIn('de', german);
  assert.equal(de({ units: lineAndBox, join: 'or' }), 'Zeile 11 oder Block 11');
  assert.equal(de({ cells, join: 'and' }), 'R3C2, R3C3 und R3C11');
});

test('a catalogue entry Fluent cannot read fails the build, named by its file and line', () => {
  const good = 'cell = R{ $row }C{ $col }\n';
  assert.deepEqual(parsed(good, 'words/xx/shared.ftl').map((entry) => entry.id), ['cell']);
  // An unclosed placeable: Fluent's parser would skip the entry without a word.
  assert.throws(
    () => parsed(`${good}unit = { $kind\n-term = fine\n`, 'words/xx/shared.ftl'),
    /Fluent cannot read words\/xx\/shared\.ftl:2 \(unit\)$/,
  );
});
