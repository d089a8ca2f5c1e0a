// What the page around the board says (index.html and app/): its words are in the
// catalogue words/<lang>/page.ftl, compiled to generated/<lang>/page.js
// (scripts/build-words.mjs), each message a string or a function of its variables in the
// order English's message names them, exported here by its identifier in camelCase
// (`link-copied` is `linkCopied`, `share-by-hand` is `shareByHand(link)`); index.html's are written into it when the site is built
// (scripts/build-site.mjs). Here too, what is more than one message. The element's words
// are sentences.js's; this module is the app's, not the npm package's.

import * as Words from './generated/en/page.js';
import { failureSentence } from './sentences.js';

export * from './generated/en/page.js';

/** A grade's rating, a 32-bit float in Rust (2.3 arrives as 2.2999999523), to one decimal. */
const ratingOf = (grade) => Number(grade.rating.toFixed(1));

/**
 * New's puzzle: "A new hard puzzle with 110 givens; rating 6.6, hardest step: X-chain.",
 * or with `failed`, why grading it did not: "…; its grade gave up after 1.5 s."
 * `difficulty` is the one asked for, which the grade's, when there is one, replaces.
 * @param {{ difficulty: string, givens: number, grade: object | null, failed: string | null }} puzzle
 * @returns {string}
 */
export function newPuzzle({ difficulty, givens, grade, failed }) {
  const band = grade?.difficulty ?? difficulty;
  if (failed) return Words.newPuzzleFailed(band, givens, failed);
  if (!grade) return Words.newPuzzleUngraded(band, givens);
  if (!grade.logicOnly) return Words.newPuzzleBeyond(band, givens);
  return Words.newPuzzleGraded(band, givens, ratingOf(grade), grade.hardest);
}

/**
 * The difficulty of the puzzle shown, beside the clock: "Difficulty: hard, rating 6.6."
 * @param {{ difficulty: string, rating: number, logicOnly: boolean }} grade
 */
export function difficulty(grade) {
  const said = [grade.difficulty, ratingOf(grade)];
  return grade.logicOnly ? Words.difficultyGraded(...said) : Words.difficultyGradedBeyond(...said);
}

/** A puzzle whose grade failed (no solution, several, gave up): why, beside the clock. */
export const difficultyUnknown = (error) => Words.difficultyFailed(failureSentence(error));

/** `items` as a list: "a", "a and b", "a, b and c". */
export function listed(items) {
  if (items.length < 2) return items[0] ?? '';
  const init = items.slice(1, -1).reduce((first, next) => Words.listComma(first, next), items[0]);
  return Words.listAnd(init, items.at(-1));
}
