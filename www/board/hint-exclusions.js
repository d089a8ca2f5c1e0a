// Why a single holds, drawn with its hint and read beside it: for a hidden single, what
// rules its letter out of each other empty cell of its unit; for a naked single, what
// rules each other letter out of its cell: the drawing's candidates of role `excluder`
// (a letter on the grid, in its filled cell), each followed by those it rules out
// (`excluded`), and those of role `unmarked`.
//
// A letter on the grid that rules a candidate out (part `hint-excluder`) is ringed in its
// cell, with a line from it to each candidate it rules out, crossed at its place among
// the cell's pencil marks (part `hint-exclusion`): one letter may rule out several cells
// of a unit. A candidate ruled out by its cell's marks alone, an earlier step's or the
// player's notes, no letter on the grid seeing it, is drawn as the step's other
// candidates are (hint-drawing.js; part `hint-candidate unmarked`), in a dashed grey
// ring, struck through.

import { cellName, indexOf, symbolOf } from './letters-and-cells.js';
import { at, centre, html, svg } from './hint-elements.js';

/** Their look, added to the drawing's stylesheet: pink for a letter that rules out, grey for the marks. */
export const EXCLUSIONS_CSS = String.raw`
.hint-drawing { --x: #be185d; --u: #57534e; }
@media (prefers-color-scheme: dark) {
  .hint-drawing { --x: #f472b6; --u: #a8a29e; }
}
.hint-drawing .excluder { fill: none; stroke: var(--x); stroke-width: 0.06; }
.hint-drawing .exclusion { fill: none; stroke: var(--x); stroke-width: 0.03; stroke-linecap: round; }
.hint-drawing .unmarked > :first-child { fill: none; stroke: var(--u); stroke-width: 0.03; stroke-dasharray: 0.05 0.035; }
.hint-drawing .unmarked .strike { stroke: var(--u); stroke-width: 0.03; }
`;

/** The ring around a letter that rules out, in cells from its cell's centre. */
const RING = 0.42;
/** Half the width of the cross on a candidate ruled out. */
const CROSS = 0.07;

/** Whether `candidate` is drawn here: a letter that rules out, or a candidate it rules out. */
export const isExclusion = ({ role }) => role === 'excluder' || role === 'excluded';

/**
 * The line from the ring of `excluder`'s cell to the place of `candidate`, which it rules
 * out, and the cross there.
 */
function exclusion(excluder, candidate) {
  const [x1, y1] = [excluder.col + 0.5, excluder.row + 0.5];
  const [x2, y2] = centre(candidate);
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [sx, sy] = [x1 + ((x2 - x1) / length) * RING, y1 + ((y2 - y1) / length) * RING];
  const line = `M${at(sx)},${at(sy)}L${at(x2)},${at(y2)}`;
  const cross = `M${at(x2 - CROSS)},${at(y2 - CROSS)}l${at(2 * CROSS)},${at(2 * CROSS)}m0,${at(-2 * CROSS)}l${at(-2 * CROSS)},${at(2 * CROSS)}`;
  return svg('path', { part: 'hint-exclusion', class: 'exclusion', d: line + cross });
}

/**
 * Each excluder of `candidates` with the candidates it rules out, those after it: a
 * single's excluders are each followed by them.
 * @param {object[]} candidates
 * @returns {{ excluder: object, ruledOut: object[] }[]}
 */
function excluders(candidates) {
  const found = [];
  for (const candidate of candidates) {
    if (candidate.role === 'excluder') found.push({ excluder: candidate, ruledOut: [] });
    else if (candidate.role === 'excluded') found.at(-1)?.ruledOut.push(candidate);
  }
  return found;
}

/**
 * The drawing of why a single holds, under its candidates: each letter that rules out
 * ringed, its lines and crosses. (The candidates ruled out by their marks are drawn with
 * the others, `unmarked`.)
 * @param {{ candidates: object[] }} drawing
 * @returns {SVGElement[]}
 */
export function exclusionMarks({ candidates }) {
  const found = excluders(candidates);
  return [
    ...found.map(({ excluder: { row, col } }) => svg('circle', { part: 'hint-excluder', class: 'excluder', cx: col + 0.5, cy: row + 0.5, r: RING })),
    ...found.flatMap(({ excluder, ruledOut }) => ruledOut.map((candidate) => exclusion(excluder, candidate))),
  ];
}

/** Cells named as the engine names them ("R3C5"), joined. */
const named = (cells) => cells.map((cell) => cellName(indexOf(cell))).join(', ');

/**
 * The same read as a list for the panel, under a heading (none when the step is no
 * single): "R5C9 holds E: not in R5C5, R5C6", "E: not among the marks of R6C6".
 * @param {{ placements: object[], drawing: { candidates: object[] } }} step
 * @param {string} symbols
 * @param {typeof import('../words/generated/en/board.js')} words the element's (board-words.js)
 * @returns {HTMLElement[]}
 */
export function exclusionList(step, symbols, words) {
  const { candidates } = step.drawing;
  const found = excluders(candidates);
  const lacking = candidates.filter(({ role }) => role === 'unmarked');
  if (found.length + lacking.length === 0) return [];
  // A hidden single's letter is ruled out of other places, a naked single's cell has
  // other letters ruled out.
  const placed = step.placements[0]?.letter;
  const kind = [...found.map(({ excluder }) => excluder), ...lacking].every(({ letter }) => letter === placed) ? 'place' : 'letter';
  const list = html('ol', { part: 'hint-steps', 'aria-labelledby': 'hint-exclusions-name' });
  for (const { excluder, ruledOut } of found) {
    list.append(html('li', { class: 'excluder' }, words.ruledOutBy(cellName(indexOf(excluder)), symbolOf(excluder.letter, symbols), named(ruledOut))));
  }
  if (lacking.length > 0) {
    const letters = [...new Set(lacking.map(({ letter }) => symbolOf(letter, symbols)))].join(', ');
    const cells = lacking.filter((cell, i) => lacking.findIndex((other) => indexOf(other) === indexOf(cell)) === i);
    list.append(html('li', { class: 'unmarked' }, words.ruledOutByMarks(letters, named(cells))));
  }
  return [html('p', { class: 'list-name', id: 'hint-exclusions-name' }, words.singleRuledOut(kind)), list];
}
