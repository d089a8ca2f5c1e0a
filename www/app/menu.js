// The page's Menu, which opens what the toolbar leaves out (index.html's #menu-panel, a
// popover: Escape or a click elsewhere closes it), and the page's shortcuts for its
// buttons, `?` for Help among them.

import { $ } from './elements.js';

/** Draws Menu's popover under Menu (style.css), and closes it once an action is taken. */
export function bindMenu() {
  $('menu-panel').addEventListener('beforetoggle', ({ newState }) => {
    const { bottom, left } = $('menu').getBoundingClientRect();
    if (newState === 'open') $('menu-panel').style.cssText = `--top:${bottom}px;--left:${left}px`;
  });
  $('menu-panel').addEventListener('click', ({ target }) => {
    if (target.closest('button, [type="checkbox"]')) $('menu-panel').hidePopover();
  });
}

/** The page's shortcuts, Alt and a key (by its place, as a Mac's Option changes the letter): the button each presses. */
const SHORTCUTS = { KeyH: 'hint', KeyC: 'check', KeyP: 'pause', ShiftKeyN: 'new' };

/**
 * Presses the button of a shortcut (SHORTCUTS), unless it is disabled (the game paused);
 * and `?`, outside a dialog, Help's.
 */
export function shortcut(event) {
  if (event.key === '?' && !(event.ctrlKey || event.metaKey || event.altKey || document.querySelector('dialog[open]'))) {
    event.preventDefault();
    $('open-help').click();
    return;
  }
  if (event.defaultPrevented || !event.altKey || event.ctrlKey || event.metaKey) return;
  const control = $(SHORTCUTS[(event.shiftKey ? 'Shift' : '') + event.code]);
  if (!control) return;
  event.preventDefault();
  if (!control.disabled) control.click();
}
