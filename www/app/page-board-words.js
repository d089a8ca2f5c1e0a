// The site's stand-in for the element's built-in words (www/board/built-in-words.js; the
// site's build puts this module in its place in the app's bundles, scripts/build-site.mjs):
// the page's own language's, loaded before the page starts, as its words are
// (www/words/page.js), so that a page in German or Chinese carries no English words for
// its board, and its board speaks the page's language from its first moment. Each page
// preloads its language's file.

import { lang, loadBoardWords } from '../words/page.js';

/** The board's words before its `lang` is looked at: the page's language's. */
export const builtIn = { lang, words: await loadBoardWords() };
