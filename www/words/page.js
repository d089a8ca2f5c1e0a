// What the page around the board says (index.html and app/), in the page's language: its
// words are in the catalogue words/<lang>/page.ftl, compiled to generated/<lang>/page.js
// (scripts/build-words.mjs), each message a string or a function of its variables in the
// order English's message names them, and `Page` holds them by identifier in camelCase
// (`link-copied` is `Page.linkCopied`, `share-by-hand` is `Page.shareByHand(link)`);
// index.html's are written into each language's page when the site is built
// (scripts/build-site.mjs). Here too, what is more than one message, and numbers and
// dates as the language writes them. The element's words are sentences.js's; this module
// is the app's, not the npm package's.
//
// The page's language is its document's `lang` (index.html is English's, de/index.html
// German's, …), set once: another language is another page. Its words are loaded before
// this module is, by a top-level await, so that the page says nothing before they are
// here; every bundle that imports this module (the app's, and each loaded later) asks for
// the same file, which the browser loads once (each page preloads its own).

import { boardWords } from './generated/languages.js';
import { pageWords } from './generated/page-words.js';
import { DEFAULT_LANGUAGE, languageFor } from './languages.js';
import { failureSentence } from './sentences.js';

/** The page's language, one of ours: 'en', 'de', 'zh-Hans'. */
export const lang = languageFor(globalThis.document?.documentElement.lang) ?? DEFAULT_LANGUAGE;

/** The page's words, generated/<lang>/page.js. */
const Words = await pageWords[lang]();

/** The element's words in the page's language (generated/<lang>/board.js), for those the page says too: loaded when asked. */
export const loadBoardWords = () => boardWords[lang]();

/** A failed call as a sentence (sentences.js's failureSentence): "Cancelled." too in the page's language. */
export const failed = async (error) => failureSentence(error, await loadBoardWords().catch(() => undefined));

/** A rating (a 32-bit float in Rust: 2.3 arrives as 2.2999999523) to one decimal, as the language writes it: 6.6, 6,6. */
const ratingFormat = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, useGrouping: false });
export const rating = (value) => ratingFormat.format(Number(value.toFixed(1)));

/** Seconds, with one decimal: 1.5, 1,5. */
const secondsFormat = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const seconds = (value) => secondsFormat.format(value);

/** A count, as the language writes it. */
export const count = (value) => value.toLocaleString(lang);

/** The day of `timestamp` (milliseconds since 1970), short: "Nov 27", "27. Nov.", "11月27日". */
export const date = (timestamp) => new Date(timestamp).toLocaleDateString(lang, { day: 'numeric', month: 'short' });

/** The day and time of `timestamp`: "Nov 27, 2026, 2:05 PM", "27.11.2026, 14:05". */
export const dateTime = (timestamp) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(timestamp);

/** What each symbol set is called where one is chosen or named: "A–P". */
export const symbolSets = Object.freeze({ letters: 'A–P', hex: '0–F', 'one-g': Words.symbolsOneG, numbers: '1–16' });

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
  return Words.newPuzzleGraded(band, givens, rating(grade.rating), grade.hardest);
}

/**
 * The difficulty of the puzzle shown, beside the clock: "Difficulty: hard, rating 6.6."
 * @param {{ difficulty: string, rating: number, logicOnly: boolean }} grade
 */
export function difficulty(grade) {
  const said = [grade.difficulty, rating(grade.rating)];
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

/**
 * The page's words and what is made of them, by name: each message of page.ftl, and the
 * functions above (`Page.newPuzzle(puzzle)`, `Page.rating(6.6)`).
 */
export const Page = Object.freeze({
  ...Words,
  lang,
  rating,
  seconds,
  count,
  date,
  dateTime,
  symbolSets,
  failed,
  newPuzzle,
  difficulty,
  difficultyUnknown,
  listed,
});
