// The words a <hexadoku-board> speaks: its language's catalogue (words/<lang>/board.ftl,
// compiled to www/words/generated/<lang>/board.js), as its BoardLanguage
// (board-language.js) chooses it by the element's `lang`. Each board's words are one
// object, filled anew when its language changes: the board's modules find it from any
// node of the board's (wordsOf) and read a message when they say it, so that what they
// say next is in the new language. It is kept on the element, under a symbol of the
// global registry, so that a module bundled apart (the site loads the keypad, the hint's
// drawing and others as bundles of their own, each with its copy of this module) finds
// the same one; and this module holds no words, so that such a bundle carries none.

/** The property of the element that holds its BoardLanguage. */
export const LANGUAGE = Symbol.for('hexadoku-board.language');

/** The board a node is of: the host of its shadow root, or the node itself. */
function boardOf(node) {
  const root = node?.getRootNode?.();
  return root instanceof ShadowRoot ? root.host : node;
}

/**
 * The words of the board that `node` is of (the element, or a node in its shadow root):
 * an object of the catalogue's messages, by their names (`solve`, `isGiven(cell)`).
 * @param {Node} node
 */
export const wordsOf = (node) => boardOf(node)[LANGUAGE].words;

/**
 * The language the board of `node` speaks ('en', 'de', 'zh-Hans'), or is about to once
 * its words have loaded, as the engine's `lang` option takes it.
 */
export const languageOf = (node) => boardOf(node)[LANGUAGE].target;
