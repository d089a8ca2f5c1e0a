// The engine's answers with their words written: the core answers a hint with messages,
// data naming each sentence and its parts (docs/words.md), and the engine's callers get
// sentences, in the language asked. The writer and a language's catalogue come with the
// first answer that needs them.

import { writerCatalogues } from './generated/languages.js';

/** Each language's writer, made once, when first needed: loaded then, not with the engine. */
const writers = new Map();
function writerFor(lang) {
  if (!writers.has(lang)) {
    const made = Promise.all([import('./writer.js'), writerCatalogues[lang]()]).then(([{ writer }, { default: body }]) => writer(lang, body));
    made.catch(() => writers.delete(lang)); // asked again by the next answer
    writers.set(lang, made);
  }
  return writers.get(lang);
}

/** Whether `value` is a message: `{ id, args }`, as the core encodes one. */
const isMessage = (value) => typeof value?.id === 'string' && typeof value.args === 'object' && Object.keys(value).length === 2;

/** The methods whose answers have words to write. */
const WORDED = new Set(['hint', 'path', 'grade']);

/**
 * The core's answer to the engine's `method` as the engine's callers get it: a hint or a
 * path with every message in it, however deep, written as a sentence (its letters in the
 * set of symbols named `set`) and its techniques named; a grade with its techniques
 * named. The core names techniques by their identifiers ('x-wing'), the engine's answers
 * by their names ('X-Wing'). `lang` is one of ours (languages.js), English if left out.
 */
export async function written(method, answer, set, lang = 'en') {
  if (!WORDED.has(method)) return answer;
  return writtenBy(await writerFor(lang), method, answer, set);
}

/**
 * An error's words as a sentence in `lang`: `words` is the message the core's errors
 * carry (`{ id, args }`, the `words` of the Error the WebAssembly module throws).
 */
export async function said(words, set, lang = 'en') {
  return (await writerFor(lang)).write(words, set);
}

/** A grade's techniques named by `name`, in place. */
function namedGrade(grade, name) {
  grade.hardest = name(grade.hardest);
  for (const step of grade.steps) step.technique = name(step.technique);
  return grade;
}

/** What `written` answers, by a writer at hand (www/words/writer.js). */
export function writtenBy({ write, name }, method, answer, set) {
  if (!WORDED.has(method)) return answer;
  if (method === 'grade') return namedGrade(answer, name);
  // In place: the answer is the core's, parsed for this call alone, and a forcing
  // chain's holds hundreds of objects that a copy would make again. Arrays by index: a
  // for-in would go through their indices as strings.
  const visit = (holder, key) => {
    const value = holder[key];
    if (value === null || typeof value !== 'object') return;
    if (isMessage(value)) holder[key] = write(value, set);
    else walk(value);
  };
  const walk = (object) => {
    if (Array.isArray(object)) {
      for (let i = 0; i < object.length; i++) visit(object, i);
    } else {
      for (const key in object) visit(object, key);
    }
  };
  walk(answer);
  if (answer.status === 'step') answer.technique = name(answer.technique);
  if (answer.status === 'path') {
    for (const step of answer.steps) step.technique = name(step.technique);
    namedGrade(answer.grade, name);
  }
  return answer;
}
