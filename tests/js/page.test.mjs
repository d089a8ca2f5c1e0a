// What the page adds around the board, in Node: the symbol sets (www/board/game-state.js's
// SYMBOLS); the settings (www/app/settings.js); the timer (www/app/timer.js); the page's
// language (www/app/language.js). Copy puzzle writes
// with the core's formatPuzzle (tests/js/wasm.test.mjs, tests/e2e/symbols.spec.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as GameState from '../../www/board/game-state.js';
import { DEFAULTS, SETTINGS_KEY, highlightTokens, loadSettings, saveSettings, settingsFrom } from '../../www/app/settings.js';
import { Stopwatch, TIMER_KEY, formatTime, loadTime, saveTime } from '../../www/app/timer.js';
import { languageWanted, pageOf } from '../../www/app/language.js';

test('each symbol set has 16 distinct symbols, the i-th for the i-th letter, read back in either case', () => {
  assert.deepEqual(Object.keys(GameState.SYMBOLS), ['letters', 'hex', 'one-g', 'numbers']);
  for (const [set, symbols] of Object.entries(GameState.SYMBOLS)) {
    assert.equal(new Set(symbols).size, 16, set);
    for (const [i, letter] of [...GameState.LETTERS].entries()) {
      assert.equal(GameState.symbolOf(letter, set), symbols[i]);
      assert.equal(GameState.letterOf(symbols[i], set), letter);
      assert.equal(GameState.letterOf(symbols[i].toLowerCase(), set), letter);
    }
    assert.equal(GameState.symbolOf('.', set), '');
    assert.equal(GameState.letterOf('?', set), undefined);
  }
  assert.equal(GameState.symbolOf('A', 'hex'), '0');
  assert.equal(GameState.symbolOf('P', 'one-g'), 'G');
  assert.equal(GameState.symbolOf('K', 'numbers'), '11');
  assert.equal(GameState.letterOf('0', 'numbers'), undefined);
  assert.equal(GameState.symbolSet('roman'), 'letters');
  assert.equal(GameState.symbolSet('one-g'), 'one-g');
});

test('settings: defaults, each field checked, kept under one key, and the board\'s highlight tokens', () => {
  const stored = new Map();
  const storage = { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => stored.set(key, value) };
  assert.deepEqual(loadSettings(storage), DEFAULTS);
  saveSettings({ ...DEFAULTS, symbols: 'hex', highlightUnits: false }, storage);
  assert.deepEqual([...stored.keys()], [SETTINGS_KEY]);
  assert.deepEqual(loadSettings(storage), { ...DEFAULTS, symbols: 'hex', highlightUnits: false });
  stored.set(SETTINGS_KEY, '{not json');
  assert.deepEqual(loadSettings(storage), DEFAULTS);
  assert.deepEqual(settingsFrom({ symbols: 'roman', showTimer: 'yes', keepNotes: true }), { ...DEFAULTS, keepNotes: true });
  assert.deepEqual(loadSettings({ getItem: () => { throw new Error('denied'); } }), DEFAULTS);
  assert.equal(highlightTokens(DEFAULTS), 'units letters');
  assert.equal(highlightTokens({ highlightUnits: false, highlightLetters: true }), 'letters');
  assert.equal(highlightTokens({ highlightUnits: false, highlightLetters: false }), '');
});

test('the stopwatch counts only while started, keeps its time when stopped, and resets', () => {
  let now = 1000;
  const clock = new Stopwatch({ now: () => now });
  assert.equal(clock.elapsed, 0);
  clock.start();
  now += 5000;
  assert.equal(clock.elapsed, 5000);
  clock.start(); // already running: no new start
  clock.stop();
  now += 60_000;
  assert.equal(clock.elapsed, 5000);
  assert.equal(clock.running, false);
  clock.start();
  now += 1500;
  assert.equal(clock.elapsed, 6500);
  clock.reset();
  assert.equal(clock.elapsed, 0);
  assert.equal(new Stopwatch({ now: () => now, elapsed: 42_000 }).elapsed, 42_000);
  assert.equal(new Stopwatch({ elapsed: 'x' }).elapsed, 0);
  assert.equal(formatTime(0), '0:00');
  assert.equal(formatTime(247_900), '4:07');
  assert.equal(formatTime(3_729_000), '1:02:09');
});

test('the time spent is kept for one puzzle, apart from the board, and read back only for it', () => {
  const stored = new Map();
  const storage = { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => stored.set(key, value) };
  const puzzle = 'A'.padEnd(256, '.');
  assert.equal(loadTime(puzzle, storage), 0);
  saveTime(puzzle, 65_432.4, storage);
  assert.deepEqual([...stored.keys()], [TIMER_KEY]);
  assert.equal(loadTime(puzzle, storage), 65_432);
  assert.equal(loadTime('B'.padEnd(256, '.'), storage), 0, 'another puzzle starts from zero');
  stored.set(TIMER_KEY, '{"givens": 1');
  assert.equal(loadTime(puzzle, storage), 0);
  saveTime(puzzle, 1, { setItem: () => { throw new Error('full'); } });
});

test("the page's language: the one chosen, else from English's page the browser's first of ours, and its page's address", () => {
  const visit = { chosen: '', here: 'en', browser: ['fr-CA', 'de-AT', 'en'], fromTheSite: false };
  assert.equal(languageWanted(visit), 'de');
  assert.equal(languageWanted({ ...visit, browser: ['zh-CN'] }), 'zh-Hans');
  assert.equal(languageWanted({ ...visit, browser: ['zh-TW', 'fr'] }), 'en');
  assert.equal(languageWanted({ ...visit, browser: [] }), 'en');
  // A choice wins, on any page; another language's page is kept without one.
  assert.equal(languageWanted({ ...visit, chosen: 'en' }), 'en');
  assert.equal(languageWanted({ ...visit, here: 'de', chosen: 'zh-Hans' }), 'zh-Hans');
  assert.equal(languageWanted({ ...visit, here: 'zh-Hans', browser: ['de'] }), 'zh-Hans');
  // Led here by another of the site's pages (a choice storage could not keep): stays.
  assert.equal(languageWanted({ ...visit, fromTheSite: true }), 'en');

  const site = 'https://example.org/hexadoku/';
  assert.equal(pageOf('de', `${site}#ABC`, 'en'), `${site}de/#ABC`);
  assert.equal(pageOf('zh-Hans', `${site}index.html?x=1#ABC`, 'en'), `${site}zh-Hans/index.html?x=1#ABC`);
  assert.equal(pageOf('en', `${site}de/index.html#ABC`, 'de'), `${site}index.html#ABC`);
  assert.equal(pageOf('zh-Hans', `${site}de/`, 'de'), `${site}zh-Hans/`);
  assert.equal(pageOf('en', `${site}zh-Hans/`, 'zh-Hans'), site);
});

test('settings: the language chosen is one of ours, or none', () => {
  assert.equal(DEFAULTS.language, '');
  assert.equal(settingsFrom({ language: 'de' }).language, 'de');
  assert.equal(settingsFrom({ language: 'fr' }).language, '');
  assert.equal(settingsFrom({ language: 7 }).language, '');
});
