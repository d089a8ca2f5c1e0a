// The module's functions as the Engine answers them: a hint's, a path's and a grade's messages and
// technique identifiers written in English, and every Error's words written as its
// message, as the engine's worker writes them (www/words/answers.js,
// www/engine/hexadoku-worker.js); and the path, which the worker makes of the module's
// hints (www/engine/path.js); and a step followed on a grid and its pencil marks
// (`followed`), for the tests that walk hints. The module must have been initialised by
// the importer.

import * as core from '../../pkg/hexadoku.js';
import { writer } from '../../www/words/writer.js';
import { writtenBy } from '../../www/words/answers.js';
import { path as pathOf } from '../../www/engine/path.js';
import english from '../../www/words/generated/en.js';
import { LETTERS } from './rules.mjs';

const ENGLISH = writer('en', english);

/**
 * What an Error the module threw says, as the Engine's worker writes it: its `words` (the
 * message it carries) in English. The module's own `message` is the message's
 * identifier, checked here too.
 */
export function said(error) {
  if (error?.words?.id !== error?.message) throw new Error(`an error whose message is not its words' identifier: ${error}`);
  return ENGLISH.write(error.words);
}

/** `call` as the Engine makes it: an Error the module throws says its words in English. */
const speaking =
  (call) =>
  (...args) => {
    try {
      return call(...args);
    } catch (error) {
      if (error?.words) error.message = said(error);
      throw error;
    }
  };

export const hint = speaking((text, options) => writtenBy(ENGLISH, 'hint', core.hint(text, options), options?.symbols));
export const path = speaking((text, options) => writtenBy(ENGLISH, 'path', pathOf(core, text, options), options?.symbols));
export const grade = speaking((text, options) => writtenBy(ENGLISH, 'grade', core.grade(text, options)));
export const solve = speaking(core.solve);
export const check = speaking(core.check);
export const candidates = speaking(core.candidates);
export const countSolutions = speaking(core.countSolutions);
export const generate = speaking(core.generate);
export const readPuzzle = speaking(core.readPuzzle);
export const formatPuzzle = speaking(core.formatPuzzle);

/** `text` with `letter` at cell `index`. */
export const place = (text, index, letter) => text.slice(0, index) + letter + text.slice(index + 1);

/** The grid and pencil marks after `step`: its letters placed, its candidates removed. */
export function followed(text, marks, step) {
  for (const { row, col, letter } of step.placements) {
    text = place(text, row * 16 + col, letter);
    marks = core.candidates(text).map((m, j) => (text[j] === '.' ? m & marks[j] : m));
  }
  marks = Uint16Array.from(marks);
  for (const { row, col, letters } of step.eliminations) {
    for (const l of letters) marks[row * 16 + col] &= ~(1 << LETTERS.indexOf(l));
  }
  return { text, marks };
}
