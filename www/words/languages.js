// Which of Hexadoku's languages speaks for a language tag (BCP 47, as `lang` attributes,
// `navigator.languages` and the engine's `lang` option give them): 'de-AT' is German,
// 'zh', 'zh-CN' and 'zh-Hans-SG' are Simplified Chinese, 'zh-TW' (Traditional) none of
// ours. A language is ours when words/ has a folder of catalogues for it
// (generated/languages.js lists them).

import { LANGUAGES } from './generated/languages.js';

export { LANGUAGES };

/** The language spoken when no other is asked for, or none of ours speaks for it. */
export const DEFAULT_LANGUAGE = 'en';

/** Each of ours, its language and script filled in ('zh-Hans' is zh, Hans; 'de' is de, Latn). */
const OURS = LANGUAGES.map((lang) => [lang, new Intl.Locale(lang).maximize()]);

/**
 * The language of ours that speaks for `tag`, the same language in the same script
 * (a region aside), or null when none does, or `tag` is no language tag.
 * @param {unknown} tag
 * @returns {string | null}
 */
export function languageFor(tag) {
  if (typeof tag !== 'string' || tag === '') return null;
  let asked;
  try {
    asked = new Intl.Locale(tag).maximize();
  } catch {
    return null;
  }
  const found = OURS.find(([, ours]) => ours.language === asked.language && ours.script === asked.script);
  return found ? found[0] : null;
}

/**
 * The first language of ours among `tags` (a reader's languages, most wanted first), or
 * else DEFAULT_LANGUAGE.
 * @param {readonly unknown[]} tags
 * @returns {string}
 */
export function firstLanguageOf(tags) {
  for (const tag of tags) {
    const lang = languageFor(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
