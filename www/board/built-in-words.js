// The words a <hexadoku-board> has before its `lang` is looked at, and keeps for the
// language they are in (board-language.js): English's, which come with the element, so
// that a board speaks at once wherever it is put. (The site's own page, which knows its
// language before it starts, puts its language's in their place when it is built:
// www/app/page-board-words.js, scripts/build-site.mjs.)

import * as English from '../words/generated/en/board.js';

/** The built-in words, and their language. */
export const builtIn = { lang: 'en', words: English };
