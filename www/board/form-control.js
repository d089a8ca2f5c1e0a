// What <hexadoku-board> has as a form-associated element, as every form control has it:
// its form, its validity and the two checks of it, over its ElementInternals (form.js's
// BoardForm, which holds them and gives the form the board). The element's class
// (hexadoku-board.js) extends this one, as this one extends its attributes' (attributes.js).

import { BoardAttributes } from './attributes.js';
import { BoardForm } from './form.js';

/** Each board's BoardForm, by its element. */
const forms = new WeakMap();

/** The BoardForm of `element`, a <hexadoku-board>. */
export const formOf = (element) => forms.get(element);

/** The standard members of a form control, for <hexadoku-board>. */
export class FormControl extends BoardAttributes {
  static formAssociated = true;

  constructor() {
    super();
    forms.set(this, new BoardForm(this));
  }

  /** The form the board belongs to, if any. @type {HTMLFormElement | null} */
  get form() { return this.#internals.form; }
  /** @type {ValidityState} */ get validity() { return this.#internals.validity; }
  /** @type {string} */ get validationMessage() { return this.#internals.validationMessage; }
  /** @type {boolean} */ get willValidate() { return this.#internals.willValidate; }
  /** Whether the board is valid; if not, fires `invalid`. */
  checkValidity() { return this.#internals.checkValidity(); }
  /** Whether the board is valid; if not, fires `invalid` and shows why. */
  reportValidity() { return this.#internals.reportValidity(); }

  /** The board's ElementInternals. */
  get #internals() { return forms.get(this).internals; }
}
