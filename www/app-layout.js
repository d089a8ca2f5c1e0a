// Where the page draws the board's status line on a desktop. The status line stays
// inside the board's shadow root, but style.css draws it in the side column, under the
// options and above the hint's More and Apply: the page measures where that is.

/**
 * Keeps two custom properties of the page's body up to date as the status line of
 * `board`, the title or the toolbar change size: --status-top, where .after begins below
 * the board's top, and --status-height, the status line's height, the room .after leaves
 * above its content. (On a phone the status line comes after the grid by itself: they
 * go unused.)
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
  };
  const observer = new ResizeObserver(measure);
  for (const element of [line, document.querySelector('header'), document.querySelector('.controls')]) {
    observer.observe(element);
  }
}
