// How the parts of a hint's drawing are drawn in SVG, one unit per cell (hint-drawing.js
// lays them over the grid): a candidate at its place among the cell's pencil marks, with
// its symbol, struck when removed; a unit's outline; a link as a bowed arrow; and for a
// single, what rules out its other places or letters (hint-exclusions.js).

import { symbolOf } from './game-state.js';
import { RADIUS, at, centre, svg, withAttributes } from './hint-elements.js';
import { exclusionMarks, isExclusion } from './hint-exclusions.js';

/** The parts of a candidate: its role (and `als` for either set) and its fate. */
function candidateParts({ role, fate }) {
  const parts = ['hint-candidate'];
  if (role?.startsWith('als')) parts.push('als');
  if (role) parts.push(role);
  if (fate) parts.push(fate);
  return parts.join(' ');
}

/**
 * Draws `drawing`'s units, then for a single what rules out the rest, then its
 * candidates, then its links, into `layer`.
 */
export function drawInto(layer, drawing, symbols) {
  layer.replaceChildren(
    ...drawing.units.map(unitOutline),
    ...exclusionMarks(drawing),
    ...drawing.candidates.filter((candidate) => !isExclusion(candidate)).map((candidate) => candidateMark(candidate, symbols)),
    ...drawing.links.map(arrow),
  );
}

/** A unit's outline, inset a little within its cells. */
function unitOutline({ kind, index }) {
  const [x, y, width, height] =
    kind === 'row' ? [0, index, 16, 1] : kind === 'column' ? [index, 0, 1, 16] : [(index % 4) * 4, Math.floor(index / 4) * 4, 4, 4];
  const inset = 0.06;
  return svg('rect', { part: 'hint-unit', class: 'unit', x: at(x + inset), y: at(y + inset), width: at(width - 2 * inset), height: at(height - 2 * inset), rx: 0.12 });
}

/**
 * The shapes a candidate is drawn with, made once and cloned: a disc, a square (for the
 * second colour, so that colours differ by shape too), its symbol, a stroke through it.
 * A long branch draws a thousand elements, and a clone costs less than making one.
 */
const SHAPES = {
  disc: svg('circle', { r: RADIUS }),
  square: svg('rect', { width: 2 * RADIUS, height: 2 * RADIUS, rx: 0.03 }),
  symbol: svg('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central' }),
  strike: svg('path', { class: 'strike' }),
  group: svg('g'),
  path: svg('path'),
};
const clone = (name) => SHAPES[name].cloneNode(false);

/**
 * A candidate: its shape, its symbol, and a stroke through it when the step removes it
 * or, for a single, its cell's marks leave it out (`unmarked`).
 */
function candidateMark(candidate, symbols) {
  const [x, y] = centre(candidate);
  const group = withAttributes(clone('group'), {
    part: candidateParts(candidate),
    class: `candidate ${candidate.role ?? ''} ${candidate.fate ?? ''}`,
  });
  const shape =
    candidate.role === 'colour-2'
      ? withAttributes(clone('square'), { x: at(x - RADIUS), y: at(y - RADIUS) })
      : withAttributes(clone('disc'), { cx: at(x), cy: at(y) });
  const symbol = withAttributes(clone('symbol'), { x: at(x), y: at(y) });
  symbol.textContent = symbolOf(candidate.letter, symbols);
  group.append(shape, symbol);
  if (candidate.fate === 'removed' || candidate.role === 'unmarked') {
    const d = RADIUS * 0.9;
    group.append(withAttributes(clone('strike'), { d: `M${at(x - d)},${at(y + d)}L${at(x + d)},${at(y - d)}` }));
  }
  return group;
}

/**
 * A link as an arrow from one candidate to the next, bowed so that it passes beside the
 * candidates between them: one path, the curve then its head, an open chevron (drawn, not
 * a marker: a marker is an element with an id for every link to refer to, and a head
 * drawn with its link is restyled with it through its part).
 */
function arrow(link) {
  const [x1, y1] = centre(link.from);
  const [x2, y2] = centre(link.to);
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const bow = Math.min(0.6, 0.18 * length);
  const [cx, cy] = [(x1 + x2) / 2 - ((y2 - y1) / length) * bow, (y1 + y2) / 2 + ((x2 - x1) / length) * bow];
  // Start and end on the candidates' rims, along the curve's tangents there.
  const rim = (px, py) => {
    const d = Math.hypot(cx - px, cy - py) || 1;
    return [px + ((cx - px) / d) * RADIUS * 1.15, py + ((cy - py) / d) * RADIUS * 1.15, (px - cx) / d, (py - cy) / d];
  };
  const [sx, sy] = rim(x1, y1);
  const [ex, ey, tx, ty] = rim(x2, y2);
  // The head: two strokes back from the end, either side of the last tangent (tx, ty).
  const size = 0.14;
  const [bx, by] = [ex - tx * size, ey - ty * size];
  const [wx, wy] = [ty * size * 0.6, tx * size * 0.6];
  const curve = `M${at(sx)},${at(sy)}Q${at(cx)},${at(cy)} ${at(ex)},${at(ey)}`;
  const head = `M${at(bx - wx)},${at(by + wy)}L${at(ex)},${at(ey)}L${at(bx + wx)},${at(by - wy)}`;
  // The link into the implication a forcing chain's branch is stepped to stands out (hint-drawing.js).
  const kind = link.current ? `${link.strength} current` : link.strength;
  return withAttributes(clone('path'), { part: `hint-link ${kind}`, class: `link ${kind}`, d: curve + head });
}
