// The Engine's own failures of a call (engine.js), said in the call's language: a call
// refused before it is sent, aborted, or made of an engine that was terminated. A call's
// options are read once, here (callOf), and give its `lang`. English's words are said at
// once, from the modules imported below; another language's once they have loaded
// (generated/<lang>/engine.js, and errors.js for the refusals the WebAssembly module
// words too), which the first load does not carry.

import { EngineError } from './engine-error.js';
import * as Words from '../words/generated/en/engine.js';
import { engineNotAFunction, engineNotAnObject, engineTextNotString } from '../words/generated/en/errors.js';
import { engineWords, errorWords } from '../words/generated/languages.js';
import { DEFAULT_LANGUAGE, languageFor } from '../words/languages.js';

/** English's words, by catalogue: the engine's own, and the three refusals of errors.ftl's it makes. */
const ENGLISH = { engine: Words, errors: { engineNotAFunction, engineNotAnObject, engineTextNotString } };

/** Each language's loader of its words, by catalogue. */
const LOADERS = { engine: engineWords, errors: errorWords };

/** The language of Hexadoku's that a call's `lang` asks for (the worker refuses one that is not a string). */
export const languageOf = ({ lang }) => (typeof lang === 'string' && languageFor(lang)) || DEFAULT_LANGUAGE;

/**
 * The words of `catalogue` ('engine', or 'errors') in `lang`: English's at once, another
 * language's promised, loaded when first asked (English's should they fail to load).
 */
export const wordsIn = (lang, catalogue = 'engine') =>
  lang === DEFAULT_LANGUAGE ? ENGLISH[catalogue] : LOADERS[catalogue][lang]().catch(() => ENGLISH[catalogue]);

/**
 * An EngineError of `code` whose message `describe` (a function of a language's words
 * of `catalogue`) says in `lang`, with `options` (its `cause`): the error at once in
 * English, else a promise of it.
 */
export function failure(lang, code, describe, options, catalogue = 'engine') {
  const made = (words) => new EngineError(code, describe(words), options);
  const words = wordsIn(lang, catalogue);
  return words instanceof Promise ? words.then(made) : made(words);
}

/** A promise rejected with `reason`: an error, or a promise of one (a failure in another language). */
export const rejected = (reason) =>
  reason instanceof Promise ? reason.then((error) => Promise.reject(error)) : Promise.reject(reason);

/** The error of a call in `lang` stopped by `signal`. */
export const aborted = (signal, lang) => failure(lang, 'aborted', (words) => words.engineCallAborted, { cause: signal.reason });

/** The error of a call in `lang` pending on a worker another call's abort ended. */
export const abortedByAnother = (lang) => failure(lang, 'aborted', (words) => words.engineAbortedByAnother);

/** The error of a call in `lang` of an engine that was terminated. */
export const terminated = (lang) => failure(lang, 'terminated', (words) => words.engineTerminated);

/**
 * A call's arguments checked, and its options read once, before anything is posted:
 * `{ lang, signal, onProgress, data }`, `data` the options the worker gets and `lang` the
 * language its failures are said in; or `{ lang, refusal }`, an EngineError 'invalid'
 * (or a promise of one) naming the argument, as the core's own checks do (a text that is
 * not a string, options a getter of which throws, a signal that is not one), so that no
 * caller's value reaches the worker that it would not take. The options are read even
 * when the text is refused, for its language; the text's refusal comes first, as the
 * core's does.
 */
export function callOf(args, options) {
  let call;
  let unreadable = null;
  try {
    call = optionsOf(options);
  } catch (error) {
    // A getter or a Proxy's trap that throws as the options are read: the caller's value.
    unreadable = { why: error?.message ?? error };
  }
  // Options that cannot be read tell no `lang`: their refusal, or the text's, is English.
  const lang = call?.lang ?? DEFAULT_LANGUAGE;
  const refuse = (describe, catalogue) => ({ lang, refusal: failure(lang, 'invalid', describe, undefined, catalogue) });
  if (args.length > 0 && typeof args[0] !== 'string') return refuse((errors) => errors.engineTextNotString, 'errors');
  if (unreadable) return refuse((words) => words.engineOptionsUnreadable(unreadable.why));
  if (call.refused) return refuse(...call.refused);
  return call;
}

/**
 * The options of a call read: `{ lang, signal, onProgress, data }`, or `{ lang, refused }`,
 * the description and catalogue of why they are refused. Throws what a getter or a
 * Proxy's trap throws.
 */
function optionsOf(options) {
  if (options == null) return { lang: DEFAULT_LANGUAGE, data: {} };
  // Options that are no object hold no `lang`: refused in English.
  if (typeof options !== 'object') return { lang: DEFAULT_LANGUAGE, refused: [(errors) => errors.engineNotAnObject('options'), 'errors'] };
  const { signal, onProgress, ...data } = options; // a getter or a Proxy's trap may throw
  const lang = languageOf(data);
  if (onProgress != null && typeof onProgress !== 'function') return { lang, refused: [(errors) => errors.engineNotAFunction, 'errors'] };
  // (A Proxy's getPrototypeOf trap may throw here too, as the options are read.)
  if (signal != null && !(signal instanceof AbortSignal)) return { lang, refused: [(words) => words.engineNotASignal] };
  return { lang, signal: signal ?? undefined, onProgress: onProgress ?? undefined, data };
}
