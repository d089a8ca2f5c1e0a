// The Settings dialog: the page's settings (page-settings.js) shown in its fields, and
// changed as they change. Built when first opened (app.js), so that a first visit does
// without it.

import { Page } from '../words/page.js';
import { made } from './dom.js';

/** The dialog's checkboxes, each with the setting it shows and its label. */
const CHECKBOXES = {
  highlightUnits: ['highlight-units', Page.highlightUnits],
  highlightLetters: ['highlight-letters', Page.highlightLetters],
  keepNotes: ['keep-notes', Page.keepNotes],
  showTimer: ['show-timer', Page.showTimer],
};

/** A checkbox for the setting `name`, in its label. */
function checkbox(name) {
  const [id, label] = CHECKBOXES[name];
  return made('label', {}, made('input', { type: 'checkbox', id }), ` ${label}`);
}

/**
 * Fills `dialog`, the page's Settings, once: the settings of `settings` (the page's
 * PageSettings) in its fields, each change made as it is made. Shows them as they are.
 */
export function fillSettings(dialog, settings) {
  if (dialog.childElementCount === 0) {
    const options = Object.entries(Page.symbolSets).map(([set, name]) => new Option(name, set));
    const symbols = made('select', { id: 'symbols' }, ...options);
    const form = made(
      'form',
      { method: 'dialog' },
      made('h2', { id: 'settings-title' }, Page.settings),
      made('fieldset', {}, made('legend', {}, Page.highlight), checkbox('highlightUnits'), checkbox('highlightLetters')),
      checkbox('keepNotes'),
      made('label', {}, `${Page.symbols} `, symbols),
      checkbox('showTimer'),
      made('button', { type: 'submit', id: 'close-settings' }, Page.close),
    );
    dialog.append(form);
    dialog.addEventListener('change', () => settings.change(read(dialog)));
  }
  show(dialog, settings.settings);
}

/** The settings the fields of `dialog` show. */
function read(dialog) {
  const read = { symbols: dialog.querySelector('#symbols').value };
  for (const [name, [id]] of Object.entries(CHECKBOXES)) read[name] = dialog.querySelector(`#${id}`).checked;
  return read;
}

/** Shows `settings` in the fields of `dialog`. */
function show(dialog, settings) {
  dialog.querySelector('#symbols').value = settings.symbols;
  for (const [name, [id]] of Object.entries(CHECKBOXES)) dialog.querySelector(`#${id}`).checked = settings[name];
}
