// Where the page draws the board's status line and its hint in detail on a desktop. Both
// stay inside the board's shadow root, but style.css draws them in the side column: the
// status line under the options and above the hint's More and Apply, the hint in detail
// under those. The page measures where that is.

/**
 * Keeps three custom properties of the page's body up to date as the status line of
 * `board`, the title, the toolbar or .after change size: --status-top, where .after
 * begins below the board's top; --status-height, the status line's height, the room
 * .after leaves above its content; and --detail-top, where .after ends, below which the
 * hint in detail is drawn. (On a phone both come after the grid by themselves: they go
 * unused.)
 * @param {HTMLElement} board the page's <hexadoku-board>
 */
export function measureStatusLine(board) {
  const line = board.shadowRoot.querySelector('[part~="status"]');
  const after = document.querySelector('.after');
  // Only a change is written: each write restyles the page.
  const set = (property, value) => {
    if (document.body.style.getPropertyValue(property) !== value) document.body.style.setProperty(property, value);
  };
  const measure = () => {
    const top = after.getBoundingClientRect().top - board.getBoundingClientRect().top;
    set('--status-top', `${top}px`);
    set('--status-height', `${line.getBoundingClientRect().height}px`);
    set('--detail-top', `${after.getBoundingClientRect().bottom - board.getBoundingClientRect().top}px`);
  };
  const observer = new ResizeObserver(measure);
  for (const element of [line, after, document.querySelector('header'), document.querySelector('.controls')]) {
    observer.observe(element);
  }
}
