// The page's settings (settings.js), kept in local storage, followed by the board and the
// page: highlighting, keeping notes, the symbol set, the clock shown; and the language
// chosen, which language.js follows. The Settings dialog that changes them
// (settings-dialog.js) is loaded when first opened.

import { highlightTokens, loadSettings, saveSettings, settingsFrom } from './settings.js';

const $ = (id) => document.getElementById(id);

export class PageSettings {
  #board;
  #say;
  /** The settings, as last set. */
  #settings = loadSettings();

  /**
   * The settings of the page of `board`, the page's <hexadoku-board>, which follows them
   * from now on; `say(text)` puts a sentence in its status line.
   * @param {import('../board/hexadoku-board.js').HexadokuBoard} board
   * @param {{ say: (text: string) => void }} page
   */
  constructor(board, { say }) {
    this.#board = board;
    this.#say = say;
    this.apply();
  }

  /** The settings now, each field as settings.js's DEFAULTS names it. */
  get settings() {
    return { ...this.#settings };
  }

  /** The symbol set the board shows: 'letters', 'hex', 'one-g' or 'numbers'. */
  get symbols() {
    return this.#settings.symbols;
  }

  /** Sets the settings `read` names (read field by field, as settings.js does), kept and applied. */
  change(read) {
    this.#settings = settingsFrom({ ...this.#settings, ...read });
    saveSettings(this.#settings);
    this.apply();
  }

  /** Has the board and the page follow the settings. */
  apply() {
    const board = this.#board;
    board.highlighting = highlightTokens(this.#settings);
    board.keepNotes = this.#settings.keepNotes;
    const shown = board.symbols;
    board.symbols = this.#settings.symbols;
    // What the status line says names letters in the set it was said in (a hint being
    // given among it, whose More and Apply go with it): another set clears it.
    if (board.symbols !== shown) this.#say('');
    $('clock').hidden = !this.#settings.showTimer;
  }
}
