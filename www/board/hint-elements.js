// What a hint's drawing and its panel are made of: where the drawing puts things on the
// grid (laid over it in a 16 × 16 viewBox, one unit per cell, each candidate at its
// letter's place among the cell's pencil marks), and the SVG and HTML elements. Shared
// by the drawing of a step (hint-drawing.js) and of why a single holds
// (hint-exclusions.js).

import { LETTERS } from './letters-and-cells.js';

const SVG = 'http://www.w3.org/2000/svg';

/** A candidate's radius, in cells. */
export const RADIUS = 0.13;

/** The centre of `letter`'s place among the pencil marks of the cell at `row`, `col`. */
export function centre({ row, col, letter }) {
  const i = LETTERS.indexOf(letter);
  return [col + ((i % 4) + 0.5) / 4, row + (Math.floor(i / 4) + 0.5) / 4];
}

/** A new SVG element `tag` with `attributes`. */
export function svg(tag, attributes = {}) {
  const made = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, String(value));
  return made;
}

/** A number of the drawing's coordinates, to a thousandth of a cell. */
export const at = (x) => String(Math.round(x * 1000) / 1000);

/** `element` with `attributes` set. */
export function withAttributes(element, attributes) {
  for (const name in attributes) element.setAttribute(name, attributes[name]);
  return element;
}

/** A new HTML element `tag` with `attributes` and `text`. */
export function html(tag, attributes = {}, text = '') {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  if (text) made.textContent = text;
  return made;
}
