// Where the keyboard goes as a hint revealed a level at a time moves on: the one rule of
// the element's More and Apply (view.js) and of a page's own beside its status line
// (the web app's, app/hints.js).

/**
 * Hands the keyboard on from More or Apply, about to vanish or be disabled, as the hint
 * reaches `level`: to `hint` when it ends (null), from More to Apply at its last level.
 * @param {'vague' | 'concrete' | null} level
 * @param {HTMLElement | null} hint
 * @param {HTMLElement} more
 * @param {HTMLElement} apply
 */
export function handOnFocus(level, hint, more, apply) {
  const focused = more.getRootNode().activeElement;
  if (level === null && (focused === more || focused === apply)) hint?.focus();
  else if (level === 'concrete' && focused === more) apply.focus();
}
