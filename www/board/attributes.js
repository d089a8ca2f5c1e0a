// The attributes of <hexadoku-board>, reflected: the element's class (hexadoku-board.js)
// extends this one, whose properties read and write the attributes and do nothing else.
// What each attribute does is the element's (documented on its class, for
// custom-elements.json); what a change of one shows, its Game's (game.js).

import { symbolSet } from './letters-and-cells.js';

/**
 * The browser's HTMLElement, which the element's class extends through this one. A server
 * that renders pages (Next.js, SvelteKit…) imports the element's module too, and has none:
 * there the class extends a stand-in, so that it can be declared and imported, and nothing
 * is defined. (The name is kept, so that the class reads, and is described, as what it is
 * in a browser.)
 */
const HTMLElement = globalThis.HTMLElement ?? class {};

/** The attributes of <hexadoku-board> as properties, reflected. */
export class BoardAttributes extends HTMLElement {
  /** The puzzle attribute: the puzzle shown, in any layout the engine reads. */
  get puzzle() { return this.getAttribute('puzzle') ?? ''; }
  set puzzle(text) { this.setAttribute('puzzle', String(text)); }
  /** Whether the player is kept from changing the grid. */
  get readOnly() { return this.hasAttribute('readonly'); }
  set readOnly(on) { this.toggleAttribute('readonly', Boolean(on)); }
  /** The buttons shown: a space-separated subset of those the `controls` attribute names. */
  get controls() { return this.getAttribute('controls') ?? ''; }
  set controls(names) { this.setAttribute('controls', String(names)); }
  /** Whether pencil marks are shown. */
  get candidates() { return this.hasAttribute('candidates'); }
  set candidates(on) { this.toggleAttribute('candidates', Boolean(on)); }
  /** Whether letters typed toggle notes rather than fill cells. */
  get notesMode() { return this.hasAttribute('notes-mode'); }
  set notesMode(on) { this.toggleAttribute('notes-mode', Boolean(on)); }
  /** Whether a letter placed leaves its peers' notes as they are. */
  get keepNotes() { return this.hasAttribute('keep-notes'); }
  set keepNotes(on) { this.toggleAttribute('keep-notes', Boolean(on)); }
  /**
   * The `highlight` attribute: what is highlighted around the selected cell, a
   * space-separated subset of `units letters`; both when the attribute is absent.
   * @type {string}
   */
  get highlighting() { return this.getAttribute('highlight') ?? 'units letters'; }
  set highlighting(tokens) { this.setAttribute('highlight', String(tokens)); }
  /**
   * The symbol set shown and typed: `letters`, `hex`, `one-g` or `numbers` (anything
   * else reads as `letters`).
   * @type {'letters' | 'hex' | 'one-g' | 'numbers'}
   */
  get symbols() { return symbolSet(this.getAttribute('symbols')); }
  set symbols(set) { this.setAttribute('symbols', String(set)); }
  /** The name the value is submitted under. */
  get name() { return this.getAttribute('name') ?? ''; }
  set name(name) { this.setAttribute('name', String(name)); }
  /** Whether the game is paused: letters and notes hidden, no change allowed. */
  get paused() { return this.hasAttribute('paused'); }
  set paused(on) { this.toggleAttribute('paused', Boolean(on)); }
  /** The letter (A–P) whose cells are shown, or '' for none. */
  get filter() { const letter = (this.getAttribute('filter') ?? '').toUpperCase(); return /^[A-P]$/.test(letter) ? letter : ''; }
  set filter(letter) { if (letter) this.setAttribute('filter', String(letter).toUpperCase()); else this.removeAttribute('filter'); }
  /** Colour mode's colour, `1` to `6`, or '' when off. */
  get colour() { const colour = this.getAttribute('colour') ?? ''; return /^[1-6]$/.test(colour) ? colour : ''; }
  set colour(colour) { if (colour) this.setAttribute('colour', String(colour)); else this.removeAttribute('colour'); }
  /** Whether the keypad shows on every screen, not only on touch screens. */
  get keypad() { return this.hasAttribute('keypad'); }
  set keypad(on) { this.toggleAttribute('keypad', Boolean(on)); }
  /** Whether the grid is zoomed in. */
  get zoom() { return this.hasAttribute('zoom'); }
  set zoom(on) { this.toggleAttribute('zoom', Boolean(on)); }
  /** Whether an unsolved board makes its form invalid. */
  get required() { return this.hasAttribute('required'); }
  set required(on) { this.toggleAttribute('required', Boolean(on)); }
}
