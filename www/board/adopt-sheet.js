// The stylesheets that modules loaded after the board (its keypad, the pause card, colour
// marks' look, its print look, a hint's drawing) add to a board's shadow root, beside its own (style.js):
// each made once, when first needed, and shared by every board of the page.

const sheets = new Map();

/** Adopts the stylesheet of `css` into `root`, a board's shadow root, unless it has it. */
export function adoptSheet(root, css) {
  // A node not yet in a shadow root or a document has no stylesheets to adopt into.
  if (!root.adoptedStyleSheets) return;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
