// What the <hexadoku-board> element says: its words are in the catalogue
// words/<lang>/board.ftl, compiled to generated/<lang>/board.js (scripts/build-words.mjs),
// each message a string or a function of its variables in the order English's message
// names them, exported here by its identifier in camelCase (`solver-gave-up` is
// `solverGaveUp`, `already-in` is `alreadyIn(symbol, kind, number)`). Here too, what is
// more than one message: Check's finding, and a failed call as a sentence. A hint's
// explanations are not here: the core gives them as messages, written by writer.js in
// the engine's worker; the engine's errors come in its own words (failureSentence makes
// them sentences). Cells are named as the engine names them ("R3C5"), letters in the
// symbol set shown. The page's own words are page.js's.
//
// The English words are this module's exports; a board speaks its own language's
// (generated/<lang>/board.js, the same names), as www/board/board-words.js chooses them,
// and hands them to the functions here.

import { cancelled, checkedAgree, checkedMissing, checkedNotesAgree, checkedNothingEntered, checkedWrong } from './generated/en/board.js';

export * from './generated/en/board.js';

/**
 * English's words for the functions below, when no others are given: by name, so that a
 * bundle carries these alone, not the whole catalogue.
 */
const English = { cancelled, checkedAgree, checkedMissing, checkedNotesAgree, checkedNothingEntered, checkedWrong };

/**
 * What a failed call says, as a sentence for a status line: "Cancelled." for an abort,
 * and otherwise the core's message with a capital and a full stop ("The hint gave up
 * after 1.5 s."). engine.js exports it as part of the engine's API. `words`, the board's
 * (English by default), says "Cancelled.".
 * @param {unknown} error
 * @param {typeof import('./generated/en/board.js')} [words]
 * @returns {string}
 */
export function failureSentence(error, words = English) {
  if (error?.code === 'aborted' || error?.name === 'AbortError') return words.cancelled;
  const message = String(error?.message ?? error);
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`.replace(/\.\.$/, '.');
}

/**
 * What Check found: `wrong`, the names of the cells whose letter differs from the
 * solution, and `missing`, of those whose notes leave out its letter; when both are
 * empty, that all agree, according to whether letters were `entered` and notes `taken`;
 * in `words` (English by default).
 * @param {{ wrong: string[], missing: string[], entered: boolean, taken: boolean }} found
 * @param {typeof import('./generated/en/board.js')} [words]
 * @returns {string}
 */
export function checked({ wrong, missing, entered, taken }, words = English) {
  const found = [];
  if (wrong.length > 0) found.push(words.checkedWrong(wrong.length, wrong.join(', ')));
  if (missing.length > 0) found.push(words.checkedMissing(missing.length, missing.join(', ')));
  if (found.length > 0) return found.join(' ');
  if (entered) return words.checkedAgree;
  return taken ? words.checkedNotesAgree : words.checkedNothingEntered;
}

/**
 * When a snapshot was saved, `taken` (milliseconds since 1970), as its sentences and the
 * page's list of snapshots say it, in `lang`: "Nov 27, 2026, 2:05 PM" in English.
 * @param {number} taken
 * @param {string} [lang]
 * @returns {string}
 */
export const snapshotTime = (taken, lang = 'en') => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(taken);
