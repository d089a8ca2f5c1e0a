// The page's language, and the way to another's. Each language has a page of its own, the
// same app in its words: the site's index.html is English's, <lang>/index.html each
// other's (scripts/build-site.mjs), whose `lang` the app's words follow (words/page.js)
// and the board inherits. A visitor is sent to the page of the language they chose (the
// picker in Menu, kept with the settings), or, having chosen none, from the English page
// to the first of their browser's languages that is ours; the address's puzzle goes with
// them. Games, settings and saved games are the same on every page (one origin, the same
// keys in local storage).
//
// app.js's first import: a visitor on their way to another page leaves before the rest of
// the page starts (the board, the engine, the words), and none of it runs here.

import { DEFAULT_LANGUAGE, firstLanguageOf, languageFor } from '../words/languages.js';
import { loadSettings } from './settings.js';

/** This page's language, one of ours. */
export const here = languageFor(globalThis.document?.documentElement.lang) ?? DEFAULT_LANGUAGE;

/**
 * The language whose page a visitor to `here`'s should see: the one they `chosen` ('' for
 * none); else, on the English page, the first of `browser` (navigator.languages) that is
 * ours, unless they came `fromTheSite` (another of its pages led here: a choice that
 * could not be kept, storage being off); else `here`.
 * @param {{ chosen: string, here: string, browser: readonly string[], fromTheSite: boolean }} visit
 * @returns {string}
 */
export function languageWanted({ chosen, here, browser, fromTheSite }) {
  if (chosen) return chosen;
  return here === DEFAULT_LANGUAGE && !fromTheSite ? firstLanguageOf(browser) : here;
}

/**
 * The site's root, from the page of language `current` at `address`: English's page is
 * there, each other language's a folder below it.
 */
const rootOf = (address, current = here) => new URL(current === DEFAULT_LANGUAGE ? './' : '../', address);

/**
 * The address of `lang`'s page, from the page of language `current` at `address`: its
 * folder (the root for English, <lang>/ for another), or its index.html if `address`
 * names its own; with the same query and puzzle (#…).
 * @param {string} lang
 * @param {string} address
 * @param {string} [current]
 */
export function pageOf(lang, address, current = here) {
  const from = new URL(address);
  const file = from.pathname.endsWith('/index.html') ? 'index.html' : '';
  const page = new URL(`${lang === DEFAULT_LANGUAGE ? '' : `${lang}/`}${file}`, rootOf(from, current));
  page.search = from.search;
  page.hash = from.hash;
  return page.href;
}

/**
 * Sends the visitor to `lang`'s page, in place of this one (Back goes where it went
 * before); the board is saved as it goes, as on any page left.
 */
export const goTo = (lang) => location.replace(pageOf(lang, location.href));

/**
 * Has `picker`, the page's <select> of languages (each named in itself), show this
 * page's, and go to the one chosen, keeping the choice in `settings` (page-settings.js).
 */
export function bindLanguagePicker(picker, settings) {
  picker.value = here;
  picker.addEventListener('change', () => {
    settings.change({ language: picker.value });
    goTo(picker.value);
  });
}

if (globalThis.document) {
  const wanted = languageWanted({
    chosen: loadSettings().language,
    here,
    browser: navigator.languages ?? [navigator.language],
    fromTheSite: document.referrer.startsWith(rootOf(location.href).href),
  });
  if (wanted !== here) {
    goTo(wanted);
    // Nothing more of the page starts: it is leaving.
    await new Promise(() => {});
  }
}
