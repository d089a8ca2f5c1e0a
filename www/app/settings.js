// The page's settings, kept in local storage under one key: what the Settings dialog
// shows and the board follows, and the language chosen (language.js). Unknown or missing
// fields fall back to the defaults.

import { symbolSet } from '../board/game-state.js';
import { LANGUAGES } from '../words/languages.js';

export const SETTINGS_KEY = 'hexadoku.settings';

/** Every setting and its default. */
export const DEFAULTS = Object.freeze({
  /** Highlight the selected cell's row, column and box. */
  highlightUnits: true,
  /** Highlight the cells and notes holding the selected cell's letter. */
  highlightLetters: true,
  /** Placing a letter leaves it in the notes of its row, column and box. */
  keepNotes: false,
  /** The symbol set shown, typed and copied: letters, hex, one-g or numbers. */
  symbols: 'letters',
  /** Show the timer. */
  showTimer: true,
  /** The page's language the player chose ('en', 'de', 'zh-Hans'), or '' for none: the browser's. */
  language: '',
});

/** The settings stored, or the defaults. */
export function loadSettings(storage = globalThis.localStorage) {
  try {
    return settingsFrom(JSON.parse(storage?.getItem(SETTINGS_KEY) ?? '{}'));
  } catch {
    return settingsFrom({}); // storage switched off or holding something else
  }
}

/** Settings from `value`: each field of the type of its default, or the default. */
export function settingsFrom(value) {
  const settings = { ...DEFAULTS };
  for (const [name, fallback] of Object.entries(DEFAULTS)) {
    if (typeof value?.[name] === typeof fallback) settings[name] = value[name];
  }
  settings.symbols = symbolSet(settings.symbols);
  if (!LANGUAGES.includes(settings.language)) settings.language = DEFAULTS.language;
  return settings;
}

export function saveSettings(settings, storage = globalThis.localStorage) {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Full or switched off: the settings last for this visit.
  }
}

/** The board's `highlight` attribute for these settings: "units letters", "units", "". */
export const highlightTokens = ({ highlightUnits, highlightLetters }) =>
  [highlightUnits && 'units', highlightLetters && 'letters'].filter(Boolean).join(' ');
