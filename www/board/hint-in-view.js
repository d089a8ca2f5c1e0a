// A zoomed grid's viewport brought to a hint's cells, as the hint is given, drawn and
// applied (view.js, where a grid larger than its viewport scrolls): loaded then, since a
// page's first load, and a grid never zoomed, do without it.

import { indexOf } from './game-state.js';

/**
 * Scrolls `viewport` so that the cells of the hint `game` shows, if any, are in view:
 * those it changes, then a forcing chain's premises, then its pattern's, as many as fit,
 * in the middle; and the viewport to the top of the window. Smoothly, unless the visitor
 * asks for less motion.
 * @param {HTMLElement} viewport
 * @param {HTMLElement} dock
 * @param {import('./game.js').Game} game
 */
export function showHintCells(viewport, dock, game) {
  const step = game.clue?.step;
  const { targets, pattern } = game.highlights;
  const cells = step
    ? [...step.placements, ...step.eliminations, ...(step.drawing?.branches ?? []).map((branch) => branch.premise), ...step.cells].map(indexOf)
    : [...targets, ...pattern];
  if (cells.length === 0) return;
  // The viewport as tall as the screen leaves above the dock (view.js), now that a hint's
  // explanation may have grown it, before the dock's ResizeObserver says so.
  viewport.style.setProperty('--dock-height', `${dock.offsetHeight}px`);
  const inputs = viewport.querySelectorAll('input');
  const view = viewport.getBoundingClientRect();
  let box = null;
  for (const cell of cells) {
    const { left, top, right, bottom } = inputs[cell].getBoundingClientRect();
    const grown = box
      ? { left: Math.min(left, box.left), top: Math.min(top, box.top), right: Math.max(right, box.right), bottom: Math.max(bottom, box.bottom) }
      : { left, top, right, bottom };
    if (!box || (grown.right - grown.left <= view.width && grown.bottom - grown.top <= view.height)) box = grown;
  }
  const behavior = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
  if (box.left < view.left || box.top < view.top || box.right > view.right || box.bottom > view.bottom) {
    viewport.scrollBy({ left: (box.left + box.right - view.left - view.right) / 2, top: (box.top + box.bottom - view.top - view.bottom) / 2, behavior });
  }
  viewport.scrollIntoView({ block: 'start', behavior });
}
