// Where the page draws the board's dock (its status line, and the hint's More and Apply
// slotted beside it) and its hint in detail on a desktop. Both stay inside the board's
// shadow root, but style.css draws them in the side column: the dock under the options,
// at the top of .after, the hint in detail under .after. The page measures where that is.

/**
 * Keeps three custom properties of the page's body up to date as the dock of `board`,
 * the title, the toolbar or .after change size: --dock-top, where .after begins below
 * the board's top; --dock-height, the dock's height, the room .after leaves above its
 * content; and --detail-top, where .after ends, below which the hint in detail is drawn.
 * (On a phone both come after the grid by themselves: they go unused.)
 * @param {HTMLElement} board the page's <hexadoku-board>
 */
export function measureDock(board) {
  const dock = board.shadowRoot.querySelector('[part~="dock"]');
  const after = document.querySelector('.after');
  // Only a change is written: each write restyles the page.
  const set = (property, value) => {
    if (document.body.style.getPropertyValue(property) !== value) document.body.style.setProperty(property, value);
  };
  const measure = () => {
    const top = after.getBoundingClientRect().top - board.getBoundingClientRect().top;
    set('--dock-top', `${top}px`);
    set('--dock-height', `${dock.getBoundingClientRect().height}px`);
    set('--detail-top', `${after.getBoundingClientRect().bottom - board.getBoundingClientRect().top}px`);
  };
  const observer = new ResizeObserver(measure);
  for (const element of [dock, after, document.querySelector('header'), document.querySelector('.controls')]) {
    observer.observe(element);
  }
}
