// A hint drawn on the <hexadoku-board> grid before it is applied, and read beside it.
//
// The drawing is an SVG laid over the grid, one unit per cell, decorative to assistive
// technology (aria-hidden): each candidate the step involves at its place among the
// cell's pencil marks, with its symbol (shown even when pencil marks are off), the
// pattern's units outlined, and the chain's links as arrows, solid for strong and dashed
// for weak. Its parts, for pages to restyle: `hint-candidate` with the candidate's role
// (`pattern`, `colour-1`, `colour-2`, `fin`, `als` with `als-1` or `als-2`, `unmarked`)
// and fate (`removed`, `placed`); `hint-link` with `strong` or `weak`; `hint-unit`; for a
// single, what rules out its other places or letters (hint-exclusions.js).
//
// The same content is read as text in the panel under the status line (part
// `hint-detail`): the whole explanation, then a single's exclusions or the chain's links
// as a list, or, for a forcing chain, one branch at a time, its implications listed in
// order, with buttons to step between the branches and into a chain nested inside one.

import { cellName, indexOf, symbolOf } from './game-state.js';
import { RADIUS, at, centre, html, svg, withAttributes } from './hint-elements.js';
import { EXCLUSIONS_CSS, exclusionList, exclusionMarks, isExclusion } from './hint-exclusions.js';
import * as Words from '../words/sentences.js';

/** The drawing's look, adopted by the board's shadow root beside its own stylesheet. */
const CSS = String.raw`
/* The drawing: one unit per cell, under the focus ring.
   Roles differ by line and shape as well as colour: the pattern's candidates ringed, the
   removed struck through, the placed ringed thickly, the second colour square, fins
   dashed, links solid when strong and dashed when weak. Pages restyle it by its parts. */
.hint-drawing {
  --p: #15803d; --pf: #c8f0d4; --r: #c62828; --rf: #ffd2d2; --d: #1d4ed8; --df: #d3e2ff;
  --c1: #0369a1; --c1f: #bfe6ff; --c2: #b45309; --c2f: #ffdcae; --f: #7e22ce;
  --a1f: #ccf3ec; --a2f: #fbdcef; --l: #c2410c; --t: #111;
  position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; overflow: visible;
}
@media (prefers-color-scheme: dark) {
  .hint-drawing {
    --p: #4ade80; --pf: #14532d; --r: #f87171; --rf: #5c1a1a; --d: #93b4ff; --df: #1e3a8a;
    --c1: #7dd3fc; --c1f: #0c4a6e; --c2: #fdba74; --c2f: #7c2d12; --f: #d8b4fe;
    --a1f: #134e4a; --a2f: #701a4f; --l: #fb923c; --t: #f5f5f5;
  }
}
.hint-drawing .unit { fill: none; stroke: var(--p); stroke-width: 0.07; stroke-dasharray: 0.3 0.12; }
.hint-drawing .candidate > :first-child { fill: var(--pf); stroke: var(--p); stroke-width: 0.035; }
.hint-drawing .candidate text { font-size: 0.21px; font-weight: 700; fill: var(--t); }
.hint-drawing .colour-1 > :first-child { fill: var(--c1f); stroke: var(--c1); }
.hint-drawing .colour-2 > :first-child { fill: var(--c2f); stroke: var(--c2); }
.hint-drawing .fin > :first-child { fill: none; stroke: var(--f); stroke-dasharray: 0.05 0.035; }
.hint-drawing .als-1 > :first-child { fill: var(--a1f); stroke: var(--c1); }
.hint-drawing .als-2 > :first-child { fill: var(--a2f); stroke: var(--f); }
.hint-drawing .placed > :first-child { fill: var(--df); stroke: var(--d); stroke-width: 0.06; }
.hint-drawing .removed > :first-child { fill: var(--rf); stroke: var(--r); }
.hint-drawing .strike { stroke: var(--r); stroke-width: 0.04; }
.hint-drawing .link { fill: none; stroke: var(--l); stroke-width: 0.04; stroke-linejoin: round; }
.hint-drawing .link.weak { stroke-dasharray: 0.1 0.06; }
/* A forcing chain's branch is drawn over the step, its facts only supposed: hollow, where
   the step's own conclusions are filled. */
.hint-drawing .branch :is(.removed, .placed) > :first-child { fill: var(--_background); }

/* The hint in words: its explanation and its links or branch as a list. */
.hint-detail { margin: 0 0 0.5rem; max-width: calc(16 * var(--_cell-size)); }
.hint-detail[hidden] { display: none; }
.hint-detail p { margin: 0.3rem 0; }
.hint-detail ol { margin: 0.3rem 0; padding-left: 0.4rem; list-style-position: inside; }
/* Long branches list hundreds of lines: those out of sight are not laid out. */
.hint-detail li { margin: 0.1rem 0; content-visibility: auto; contain-intrinsic-size: auto 1.3em; }
.hint-detail .branch-nav { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.hint-detail .branch-name { font-weight: 700; }
/* Said when another branch is shown; seen by no one. */
.hint-detail .announce { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
const styles = new CSSStyleSheet();
styles.replaceSync(CSS + EXCLUSIONS_CSS);
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
function drawInto(layer, drawing, symbols) {
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
  return withAttributes(clone('path'), { part: `hint-link ${link.strength}`, class: `link ${link.strength}`, d: curve + head });
}

export class HintDrawing {
  #svg;
  #panel;
  /** The step drawn, or null. */
  #step = null;
  #symbols = 'letters';
  /** For a forcing chain: the branches shown, innermost last, each `{ branches, index }`. */
  #path = [];
  /**
   * A polite live region kept in the panel: a live region made with its text already in
   * it is not announced, so the branch shown is said here when it changes.
   */
  #announce;

  /**
   * Lays the drawing over `grid` (the grid's container) and puts the panel in `panel`.
   * @param {HTMLElement} grid
   * @param {HTMLElement} panel
   */
  constructor(grid, panel) {
    const root = grid.getRootNode();
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles];
    this.#svg = svg('svg', { class: 'hint-drawing', viewBox: '0 0 16 16', preserveAspectRatio: 'none', 'aria-hidden': 'true', focusable: 'false' });
    grid.append(this.#svg);
    this.#panel = panel;
    panel.hidden = true;
    this.#announce = html('p', { class: 'announce', 'aria-live': 'polite' });
  }

  /**
   * Draws `step` (a step from `engine.hint`, with its `drawing`), its symbols in the set
   * `symbols`; null clears the drawing. Drawing the same step again keeps the branch shown.
   * @param {object | null} step
   * @param {string} symbols
   */
  show(step, symbols) {
    if (step === this.#step && symbols === this.#symbols) return;
    if (step !== this.#step) {
      // A forcing chain opens on its first branch that takes a step (one whose premise
      // is itself the conclusion has nothing to draw).
      const branches = step?.drawing?.branches ?? [];
      const index = Math.max(0, branches.findIndex((branch) => branch.drawing.links.length > 0));
      this.#path = branches.length ? [{ branches, index }] : [];
    }
    this.#step = step;
    this.#symbols = symbols;
    this.#draw();
    this.#read();
  }

  /** The branch shown, if the step is a forcing chain. */
  get #branch() {
    const shown = this.#path.at(-1);
    return shown ? shown.branches[shown.index] : null;
  }

  #draw() {
    const layers = [];
    const drawing = this.#step?.drawing;
    if (drawing) {
      const whole = svg('g', { class: 'step' });
      drawInto(whole, drawing, this.#symbols);
      layers.push(whole);
    }
    const branch = this.#branch;
    if (branch) {
      const layer = svg('g', { class: 'branch' });
      drawInto(layer, branch.drawing, this.#symbols);
      layers.push(layer);
    }
    this.#svg.replaceChildren(...layers);
  }

  /** Fills the panel: the explanation, and the links or the branch shown as a list. */
  #read() {
    const step = this.#step;
    this.#panel.hidden = !step?.drawing;
    if (!step?.drawing) {
      this.#panel.replaceChildren();
      return;
    }
    const why = html('p', { class: 'why', part: 'hint-why' }, step.explanation);
    const parts = [why, ...exclusionList(step, this.#symbols)];
    if (step.drawing.links.length > 0) {
      parts.push(html('p', { class: 'list-name', id: 'hint-links-name' }, Words.chainLinkByLink));
      const list = html('ol', { part: 'hint-steps', 'aria-labelledby': 'hint-links-name' });
      list.append(...step.drawing.links.map((link) => html('li', { class: link.strength }, link.text)));
      parts.push(list);
    }
    if (this.#branch) parts.push(...this.#branchParts());
    this.#panel.replaceChildren(...parts, this.#announce);
  }

  /** The branch shown: where it stands among its siblings, its list, and how it ends. */
  #branchParts() {
    const shown = this.#path.at(-1);
    const branch = this.#branch;
    const depth = this.#path.length;
    const premise = Words.premise(cellName(indexOf(branch.premise)), symbolOf(branch.premise.letter, this.#symbols));
    const heading = html(
      'p',
      { class: 'branch-name', id: 'hint-branch-name' },
      Words.branchHeading(depth > 1 ? 'yes' : 'no', shown.index + 1, shown.branches.length, premise, branch.holds ? 'yes' : 'no'),
    );
    const nav = html('div', { class: 'branch-nav', role: 'group', 'aria-label': Words.branches });
    const button = (label, action, disabled = false) => {
      const made = html('button', { type: 'button', 'data-action': action }, label);
      made.disabled = disabled;
      made.addEventListener('click', () => this.#go(action));
      return made;
    };
    nav.append(button(Words.previousBranch, 'previous', shown.index === 0), button(Words.nextBranch, 'next', shown.index === shown.branches.length - 1));
    if (depth > 1) nav.append(button(Words.backOut, 'out'));
    const list = html('ol', { part: 'hint-steps', 'aria-labelledby': 'hint-branch-name' });
    branch.implications.forEach((implication, i) => {
      const item = html('li', {}, implication.text);
      if (implication.nested.length > 0) {
        const into = html('button', { type: 'button', 'data-action': 'into', class: 'into' }, Words.showChainInside);
        into.addEventListener('click', () => this.#go('into', i));
        item.append(' ', into);
      }
      list.append(item);
    });
    const end = html('p', { class: 'branch-end' }, branch.end);
    return [heading, nav, list, end];
  }

  /** Steps to the previous or next branch, into the chain nested at implication `at`, or back out. */
  #go(action, at = 0) {
    const shown = this.#path.at(-1);
    if (action === 'previous') shown.index = Math.max(0, shown.index - 1);
    else if (action === 'next') shown.index = Math.min(shown.branches.length - 1, shown.index + 1);
    else if (action === 'into') this.#path.push({ branches: this.#branch.implications[at].nested, index: 0 });
    else if (action === 'out' && this.#path.length > 1) this.#path.pop();
    this.#draw();
    this.#read();
    this.#announce.textContent = this.#panel.querySelector('.branch-name')?.textContent ?? '';
    // Keep the keyboard where it was: on the same button, or on the list's first button.
    const again = this.#panel.querySelector(`[data-action="${action === 'into' ? 'out' : action}"]:not(:disabled)`);
    (again ?? this.#panel.querySelector('.branch-nav button:not(:disabled)'))?.focus();
  }
}
