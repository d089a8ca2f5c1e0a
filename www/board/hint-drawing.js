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
// as a list, or, for a
// forcing chain, one branch at a time, its implications listed in order, with buttons
// to step between the branches and into a chain nested inside one. A branch is walked an
// implication at a time (the buttons, or the arrow keys in the panel): the grid draws
// the candidates found so far and the arrows into the last few of them (MOST_LINKS at
// most), the one stepped to marked in both the drawing and the list; Show all draws the
// whole branch. Under it all, Solving path opens the whole path from the board
// (solving-path.js).

import { cellName, indexOf, symbolOf } from './game-state.js';
import { adoptSheet } from './adopt-sheet.js';
import { html, svg } from './hint-elements.js';
import { EXCLUSIONS_CSS, exclusionList } from './hint-exclusions.js';
import { drawInto } from './hint-shapes.js';
import { wordsOf } from './board-words.js';

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

/* The hint in words: its explanation and its links or branch as a list. In a dock kept
   in sight (a touch screen's), above the keypad: scrolled within, however long it is, so
   that the grid stays in sight above; beside the grid (landscape), as tall as the keys
   leave it. */
.hint-detail { margin: 0 0 0.5rem; max-width: calc(16 * var(--_cell-size)); }
.hint-detail[hidden] { display: none; }
.dock > .hint-detail { max-width: none; max-height: clamp(5rem, 25dvh, 16rem); overflow: auto; overscroll-behavior: contain; flex: 0 1 auto; }
@media (orientation: landscape) and (max-height: 32rem) {
  .dock > .hint-detail { max-height: none; min-height: 3rem; }
}
.hint-detail:focus-visible { outline: 3px solid var(--_focus); outline-offset: -3px; }
@media print { .hint-detail, .hint-drawing { display: none !important; } }
.hint-detail p { margin: 0.3rem 0; }
.hint-detail ol { margin: 0.3rem 0; padding-left: 0.4rem; list-style-position: inside; }
/* Long branches list hundreds of lines: those out of sight are not laid out. */
.hint-detail li { margin: 0.1rem 0; content-visibility: auto; contain-intrinsic-size: auto 1.3em; }
.hint-detail .branch-nav { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.hint-detail .branch-name { font-weight: 700; }
/* The implication stepped to, in the list and on the grid; the branch's end once reached. */
.hint-detail li[aria-current] { background: var(--_highlight); outline: 2px solid var(--_box-line); outline-offset: 1px; }
.hint-detail .branch-end.reached { font-weight: 700; }
.hint-drawing .link.current { stroke-width: 0.08; }
/* Said when another branch is shown; seen by no one. */
.hint-detail .announce { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
/** The most arrows a branch stepped through draws at once (Show all draws them all). */
const MOST_LINKS = 12;

/** How many implications a branch opens on, the premise's included, before the player steps. */
const FIRST_SHOWN = 4;

/** A candidate's key, to find an implication's drawing by its place. */
const keyOf = ({ row, col, letter }) => `${row},${col},${letter}`;

/**
 * The part of a branch's `drawing` its first `at + 1` implications make: their
 * candidates, and the arrows into the last of them, MOST_LINKS at most, those into
 * implication `at` marked current; all of it if `all`.
 */
export function drawnUpTo(drawing, implications, at, all) {
  if (all) return drawing;
  const order = new Map(implications.map((implication, i) => [keyOf(implication), i]));
  const when = (candidate) => order.get(keyOf(candidate)) ?? 0;
  const links = drawing.links
    .filter((link) => when(link.to) <= at)
    .sort((a, b) => when(b.to) - when(a.to))
    .slice(0, MOST_LINKS)
    .map((link) => (when(link.to) === at ? { ...link, current: true } : link));
  return { ...drawing, candidates: drawing.candidates.filter((candidate) => when(candidate) <= at), links };
}

/** A branch of `branches` shown, the `index`th: its first implications, FIRST_SHOWN of them. */
function opened(branches, index) {
  return { branches, index, at: Math.min(FIRST_SHOWN, branches[index].implications.length) - 1, all: false };
}

/**
 * Puts `panel` (the hint's, the solving path's) where it is read: in `dock`, above the
 * keypad, where the dock stays in sight at the bottom of a touch screen (sticky): after
 * it, under the grid, it would be out of sight behind it; else after the dock, where a
 * page may place it.
 */
export function placeByDock(panel, dock) {
  if (getComputedStyle(dock).position === 'sticky') {
    const keypad = dock.querySelector('.keypad');
    if (panel.nextElementSibling !== keypad) dock.insertBefore(panel, keypad);
  } else if (panel.parentNode === dock) dock.after(panel);
}

export class HintDrawing {
  #svg;
  #panel;
  #dock;
  /** The step drawn, or null. */
  #step = null;
  #symbols = 'letters';
  /**
   * For a forcing chain: the branches shown, innermost last, each `{ branches, index, at,
   * all }`: the branch shown, the implication it is stepped to, and whether all is drawn.
   */
  #path = [];
  /**
   * A polite live region kept in the panel: a live region made with its text already in
   * it is not announced, so the branch shown is said here when it changes.
   */
  #announce;

  /**
   * Lays the drawing over `grid` (the grid's container) and puts the panel in `panel`,
   * which stands after `dock`, or in it above its keypad where the dock is kept in sight.
   * @param {HTMLElement} grid
   * @param {HTMLElement} panel
   * @param {HTMLElement} dock
   */
  /** The element's words, in its language (board-words.js). */
  get #words() {
    return wordsOf(this.#panel);
  }

  constructor(grid, panel, dock) {
    adoptSheet(grid.getRootNode(), CSS + EXCLUSIONS_CSS);
    this.#svg = svg('svg', { class: 'hint-drawing', viewBox: '0 0 16 16', preserveAspectRatio: 'none', 'aria-hidden': 'true', focusable: 'false' });
    grid.append(this.#svg);
    this.#panel = panel;
    this.#dock = dock;
    panel.hidden = true;
    this.#announce = html('p', { class: 'announce', 'aria-live': 'polite' });
    new ResizeObserver(() => this.#scrollable()).observe(panel);
  }

  /** Puts the panel where it is read (placeByDock). */
  #place() {
    placeByDock(this.#panel, this.#dock);
  }

  /** A panel that scrolls (held to a height in the dock) takes the focus, so that the keyboard scrolls it too. */
  #scrollable() {
    const panel = this.#panel;
    if (panel.scrollHeight > panel.clientHeight + 1) panel.tabIndex = 0;
    else panel.removeAttribute('tabindex');
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
      this.#path = branches.length ? [opened(branches, index)] : [];
    }
    this.#step = step;
    this.#symbols = symbols;
    if (step) this.#place();
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
      const { at, all } = this.#path.at(-1);
      const layer = svg('g', { class: 'branch' });
      drawInto(layer, drawnUpTo(branch.drawing, branch.implications, at, all), this.#symbols);
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
    const parts = [why, ...exclusionList(step, this.#symbols, this.#words)];
    if (step.drawing.links.length > 0) {
      parts.push(html('p', { class: 'list-name', id: 'hint-links-name' }, this.#words.chainLinkByLink));
      const list = html('ol', { part: 'hint-steps', 'aria-labelledby': 'hint-links-name' });
      list.append(...step.drawing.links.map((link) => html('li', { class: link.strength }, link.text)));
      parts.push(list);
    }
    if (this.#branch) parts.push(...this.#branchParts());
    // The whole path from here, every step to the end (the element's showPath).
    const path = html('button', { type: 'button', class: 'open-path', 'data-action': 'path' }, this.#words.solvingPath);
    path.addEventListener('click', () => this.#panel.getRootNode().host.showPath());
    this.#panel.replaceChildren(...parts, path, this.#announce);
    this.#scrollable();
  }

  /** The branch shown: where it stands among its siblings, its list, and how it ends. */
  #branchParts() {
    const shown = this.#path.at(-1);
    const branch = this.#branch;
    const depth = this.#path.length;
    const premise = this.#words.premise(cellName(indexOf(branch.premise)), symbolOf(branch.premise.letter, this.#symbols));
    const heading = html(
      'p',
      { class: 'branch-name', id: 'hint-branch-name' },
      this.#words.branchHeading(depth > 1 ? 'yes' : 'no', shown.index + 1, shown.branches.length, premise, branch.holds ? 'yes' : 'no'),
    );
    const nav = html('div', { class: 'branch-nav', role: 'group', 'aria-label': this.#words.branches });
    const button = (label, action, disabled = false) => {
      const made = html('button', { type: 'button', 'data-action': action }, label);
      made.disabled = disabled;
      made.addEventListener('click', () => this.#go(action));
      return made;
    };
    nav.append(button(this.#words.previousBranch, 'previous', shown.index === 0), button(this.#words.nextBranch, 'next', shown.index === shown.branches.length - 1));
    if (depth > 1) nav.append(button(this.#words.backOut, 'out'));
    const last = branch.implications.length - 1;
    const steps = html('div', { class: 'branch-nav', role: 'group', 'aria-label': this.#words.branchSteps });
    const all = button(this.#words.showAllSteps, 'all');
    all.setAttribute('aria-pressed', String(shown.all));
    steps.append(
      button(this.#words.previousStep, 'back', shown.all || shown.at === 0),
      button(this.#words.nextStep, 'on', shown.all || shown.at === last),
      all,
      html('span', { class: 'step-at' }, shown.all ? '' : this.#words.stepAt(shown.at + 1, last + 1)),
    );
    // The arrow keys step too, wherever the focus is in the panel but a button's own keys.
    steps.addEventListener('keydown', (event) => {
      const action = { ArrowLeft: 'back', ArrowRight: 'on' }[event.key];
      if (!action || shown.all) return;
      event.preventDefault();
      this.#go(action);
    });
    const list = html('ol', { part: 'hint-steps', 'aria-labelledby': 'hint-branch-name' });
    branch.implications.forEach((implication, i) => {
      const item = html('li', {}, implication.text);
      if (!shown.all && i === shown.at) item.setAttribute('aria-current', 'step');
      // A click on an implication steps to it.
      item.addEventListener('click', (event) => event.target === item && this.#go('to', i));
      if (implication.nested.length > 0) {
        const into = html('button', { type: 'button', 'data-action': 'into', class: 'into' }, this.#words.showChainInside);
        into.addEventListener('click', () => this.#go('into', i));
        item.append(' ', into);
      }
      list.append(item);
    });
    const end = html('p', { class: `branch-end${shown.all || shown.at === last ? ' reached' : ''}` }, branch.end);
    return [heading, nav, steps, list, end];
  }

  /**
   * Steps to the previous or next branch, into the chain nested at implication `at`, or
   * back out; back or on an implication, to implication `at`, or to all of the branch.
   */
  #go(action, at = 0) {
    const shown = this.#path.at(-1);
    const last = this.#branch.implications.length - 1;
    const branching = ['previous', 'next', 'into', 'out'].includes(action);
    if (action === 'previous') Object.assign(shown, opened(shown.branches, Math.max(0, shown.index - 1)));
    else if (action === 'next') Object.assign(shown, opened(shown.branches, Math.min(shown.branches.length - 1, shown.index + 1)));
    else if (action === 'into') this.#path.push(opened(this.#branch.implications[at].nested, 0));
    else if (action === 'out' && this.#path.length > 1) this.#path.pop();
    else if (action === 'back') shown.at = Math.max(0, shown.at - 1);
    else if (action === 'on') shown.at = Math.min(last, shown.at + 1);
    else if (action === 'to') Object.assign(shown, { at, all: false });
    else if (action === 'all') shown.all = !shown.all;
    const scrolled = this.#panel.scrollTop;
    this.#draw();
    this.#read();
    if (branching) this.#announce.textContent = this.#panel.querySelector('.branch-name')?.textContent ?? '';
    else {
      // Stepping keeps the panel where it was, the implication stepped to in sight, and says it.
      this.#panel.scrollTop = scrolled;
      const current = this.#panel.querySelector('li[aria-current]');
      current?.scrollIntoView({ block: 'nearest' });
      this.#announce.textContent = current?.textContent ?? this.#panel.querySelector('.branch-end')?.textContent ?? '';
    }
    // Keep the keyboard where it was: on the same button, or on the list's first button.
    const again = this.#panel.querySelector(`[data-action="${action === 'into' ? 'out' : action}"]:not(:disabled)`);
    const fallback = branching ? '.branch-nav button:not(:disabled)' : '[data-action="back"]:not(:disabled), [data-action="on"]:not(:disabled), [data-action="all"]';
    (again ?? this.#panel.querySelector(fallback))?.focus();
  }
}
