// A <hexadoku-board>'s language (board-words.js says what it is for): its `lang`,
// inherited from the nearest ancestor that has one (across shadow roots) or the document,
// as the page's own elements take theirs; English when none of Hexadoku's languages
// speaks for it (www/words/languages.js). English comes with the element
// (built-in-words.js); another language is loaded when a board first speaks it. Only the element's own module
// imports this one: the board's other modules read its words through board-words.js.

import { boardWords } from '../words/generated/languages.js';
import { DEFAULT_LANGUAGE, languageFor } from '../words/languages.js';
import { LANGUAGE } from './board-words.js';
import { builtIn } from './built-in-words.js';

/** The boards in a document, told when a `lang` changes anywhere in it. */
const connected = new Set();
let watching = null;

/** The language tag `element` inherits: its own `lang`, or its nearest ancestor's, or the document's. */
function inheritedTag(element) {
  for (let node = element; node; node = node instanceof ShadowRoot ? node.host : node.parentNode) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang');
  }
  return element.ownerDocument?.documentElement?.lang ?? '';
}

/** A board's language and words, following its inherited `lang`. */
export class BoardLanguage {
  #board;
  #relabel;
  /** The language last asked for, loading or loaded. */
  #wanted = builtIn.lang;
  lang = builtIn.lang;
  words = { ...builtIn.words };

  /**
   * Becomes `board`'s language (the element's LANGUAGE property, board-words.js), the
   * built-in words' until it follows its `lang` once connected.
   * @param {HTMLElement} board the element
   * @param {() => void} relabel called when its words have changed: it writes its labels anew
   */
  constructor(board, relabel) {
    this.#board = board;
    this.#relabel = relabel;
    Object.defineProperty(board, LANGUAGE, { value: this });
  }

  /**
   * The language the board speaks, or is about to once its words have loaded: its
   * inherited `lang`'s, read now. The engine's answers are asked in it, so that a call
   * made while the words load (a board's first, background solve) answers in it too.
   */
  get target() {
    return languageFor(inheritedTag(this.#board)) ?? DEFAULT_LANGUAGE;
  }

  /** The board is in a document: it follows the `lang` attributes there from now on. */
  connected() {
    connected.add(this);
    watching ??= watch();
    this.update();
  }

  disconnected() {
    connected.delete(this);
  }

  /**
   * Speaks the language the board inherits now: its words loaded (if not yet), then
   * filled in, and the board's labels written anew. A language that fails to load leaves
   * the words as they were; the next change of `lang` tries again.
   */
  async update() {
    const lang = this.target;
    if (lang === this.#wanted) return;
    this.#wanted = lang;
    let catalogue;
    try {
      catalogue = lang === builtIn.lang ? builtIn.words : await boardWords[lang]();
    } catch {
      if (this.#wanted === lang) this.#wanted = this.lang;
      return;
    }
    if (this.#wanted !== lang) return; // another change came meanwhile
    Object.assign(this.words, catalogue);
    this.lang = lang;
    this.#relabel();
  }
}

/** Tells the boards connected when a `lang` attribute changes in the document (subtree, light DOM). */
function watch() {
  const observer = new MutationObserver(() => {
    for (const language of connected) language.update();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  return observer;
}
