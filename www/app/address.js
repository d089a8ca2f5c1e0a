// The address after '#': it names the puzzle on the board (Share's link), or a game in
// progress (Share game's, with a '~'), and the page opens what a link names.

import * as GameState from '../board/game-state.js';
import { Page } from '../words/page.js';

/** Names the puzzle of `board` (a board's value) in the address, without a history entry. */
export function nameInAddress(board) {
  const address = new URL(location.href);
  address.hash = GameState.givenCount(board) > 0 ? board.givens : '';
  if (address.href !== location.href) history.replaceState(null, '', address.href.replace(/#$/, ''));
}

/**
 * The game in progress the address names (Share game's link, read by game-link.js), as
 * text for `openGame(text)`, which opens it; null when it names none.
 */
export function gameInAddress() {
  let text;
  try {
    text = decodeURIComponent(location.hash.slice(1));
  } catch {
    return null;
  }
  return text.includes('~') ? text : null;
}

/**
 * The puzzle in the address, as 256 characters, read by `engine` unless it is Share's
 * line itself; null if there is none, or it cannot be read (then `say(sentence)` says why).
 */
export async function puzzleInAddress(engine, say) {
  try {
    // Inside the try: a malformed escape (a link cut short, "%E0%A4") throws here too.
    const text = decodeURIComponent(location.hash.slice(1));
    if (text.trim() === '') return null;
    // A link from Share is the 256-character line itself: read at once, without the
    // engine, so that what the player does while the module loads acts on this puzzle.
    const line = text.trim().toUpperCase();
    if (/^[A-P.]{256}$/.test(line)) return line;
    return (await engine.readPuzzle(text, { lang: Page.lang })).puzzle;
  } catch (error) {
    say(Page.unreadableAddress(error.message));
    return null;
  }
}
