// A game in progress as the part of a link after `#`: the puzzle's givens, then, after
// a `~`, the player's letters, then, after another, their notes. Share game copies one;
// the page reads one when it opens (app.js). A link to the puzzle alone is its givens.
// The page loads this module only then (it imports nothing, and the first visit does
// without it).
//
//   #<256 givens>~<256 letters>~<notes>
//
// Givens and letters are A–P or `.`, one character per cell in reading order. The notes
// are the 256 cells' 16-bit masks (bit i for the i-th letter), two bytes each, low byte
// first, in base64url without padding: 683 characters, a link of about 1,200.

/** The cells of a grid. */
const CELLS = 256;

const SEPARATOR = '~';
const LINE = /^[A-P.]{256}$/;

/**
 * The link's part for `board` (a board as the element's `board` property gives it): its
 * givens, and its letters and notes when it has any.
 * @param {{ givens: string, entries: string, notes: readonly number[] }} board
 * @returns {string}
 */
export function gameLink({ givens, entries, notes }) {
  const hasNotes = notes.some((bits) => bits !== 0);
  if (!/[A-P]/.test(entries) && !hasNotes) return givens;
  const parts = [givens, entries];
  if (hasNotes) parts.push(notesText(notes));
  return parts.join(SEPARATOR);
}

/**
 * The game a link's part names, `{ givens, entries, notes }`, or null when it names
 * none (a puzzle alone, or text that is not a game). Letters in given cells are dropped.
 * @param {string} text
 */
export function readGameLink(text) {
  const [givens, entries, notes = ''] = text.split(SEPARATOR);
  if (text.split(SEPARATOR).length > 3 || !LINE.test(givens ?? '') || !LINE.test(entries ?? '')) return null;
  const bits = notes === '' ? new Array(CELLS).fill(0) : notesFrom(notes);
  if (bits === null) return null;
  const kept = [...entries].map((letter, i) => (givens[i] === '.' ? letter : '.')).join('');
  return { givens, entries: kept, notes: bits.map((mask, i) => (givens[i] === '.' && kept[i] === '.' ? mask : 0)) };
}

/** The notes as base64url: two bytes a cell, low byte first. */
function notesText(notes) {
  const bytes = new Uint8Array(CELLS * 2);
  notes.forEach((bits, i) => {
    bytes[2 * i] = bits & 0xff;
    bytes[2 * i + 1] = bits >> 8;
  });
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The notes from their base64url text, or null if it is not 256 cells' worth. */
function notesFrom(text) {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let binary;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  if (binary.length !== CELLS * 2) return null;
  return Array.from({ length: CELLS }, (_, i) => binary.charCodeAt(2 * i) | (binary.charCodeAt(2 * i + 1) << 8));
}
