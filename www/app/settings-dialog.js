// The page's Settings dialog: the settings (settings.js) shown in its fields, kept in
// local storage as they change, and followed by the board and the page (highlighting,
// keeping notes, the symbol set, the clock shown, the letter filter's choices).

import * as GameState from '../board/game-state.js';
import { highlightTokens, loadSettings, saveSettings, settingsFrom } from './settings.js';
import * as Page from '../words/page.js';

const $ = (id) => document.getElementById(id);

/** The dialog's fields, each with the setting it shows. */
const FIELDS = {
  highlightUnits: 'highlight-units',
  highlightLetters: 'highlight-letters',
  keepNotes: 'keep-notes',
  symbols: 'symbols',
  showTimer: 'show-timer',
};

export class PageSettings {
  #board;
  #say;
  /** The settings, as the dialog last set them. */
  #settings = loadSettings();

  /**
   * The Settings dialog for `board`, the page's <hexadoku-board>: `say(text)` puts a
   * sentence in its status line. Shows the settings kept, and follows the dialog.
   * @param {import('../board/hexadoku-board.js').HexadokuBoard} board
   * @param {{ say: (text: string) => void }} page
   */
  constructor(board, { say }) {
    this.#board = board;
    this.#say = say;
    $('settings').addEventListener('change', () => this.#changed());
    this.apply();
  }

  /** The symbol set the board shows: 'letters', 'hex', 'one-g' or 'numbers'. */
  get symbols() {
    return this.#settings.symbols;
  }

  /** Shows the settings in the dialog's fields, and has the board and the page follow them. */
  apply() {
    const board = this.#board;
    for (const [name, id] of Object.entries(FIELDS)) {
      const field = $(id);
      if (field.type === 'checkbox') field.checked = this.#settings[name];
      else field.value = this.#settings[name];
    }
    board.highlighting = highlightTokens(this.#settings);
    board.keepNotes = this.#settings.keepNotes;
    const shown = board.symbols;
    board.symbols = this.#settings.symbols;
    // What the status line says names letters in the set it was said in (a hint being
    // given among it, whose More and Apply go with it): another set clears it.
    if (board.symbols !== shown) this.#say('');
    $('clock').hidden = !this.#settings.showTimer;
    // The letter filter's choices: None, then the 16 letters in the symbol set shown.
    const choices = [...GameState.LETTERS].map((letter) => new Option(GameState.symbolOf(letter, board.symbols), letter));
    $('filter').replaceChildren(new Option(Page.none, ''), ...choices);
    $('filter').value = board.filter;
  }

  /** A field of the dialog changed: the settings it shows, kept and applied. */
  #changed() {
    const read = {};
    for (const [name, id] of Object.entries(FIELDS)) {
      const field = $(id);
      read[name] = field.type === 'checkbox' ? field.checked : field.value;
    }
    this.#settings = settingsFrom(read);
    saveSettings(this.#settings);
    this.apply();
  }
}
