// The `./svelte` entry's template types (www/board/hexadoku-board.svelte.d.ts): the tag's
// attributes and events as svelte-check reads them from the svelteHTML namespace, with
// every HTML element's from Svelte's own declarations (svelte/elements, which the
// project's devDependencies bring for this check alone). Checked, never run.

import type { HexadokuBoard } from 'hexadoku/svelte';

type Tag = svelteHTML.IntrinsicElements['hexadoku-board'];

export const written: Tag = {
  puzzle: '.'.repeat(256),
  controls: 'solve hint',
  readonly: true,
  symbols: 'hex',
  'notes-mode': false,
  class: 'board',
  'onhexadoku-solved': (event) => {
    const by: 'player' | 'solver' = event.detail.by;
    console.log(event.detail.value.length, by);
  },
  'onhexadoku-error': (event) => console.log(event.detail.message),
};

// Any HTML element's attributes and events, typed as Svelte types them.
export const global: Tag = {
  'aria-label': 'Puzzle of the day',
  title: 'A 16×16 sudoku',
  hidden: false,
  role: 'region',
  lang: 'en',
  tabindex: 0,
  id: 'board',
  style: 'max-width: 40rem',
  'data-level': 'hard',
  onclick: (event) => event.currentTarget.solve(),
  onkeydown: (event) => console.log(event.key),
};

export const element: HexadokuBoard | null = null;

// @ts-expect-error no such symbol set
export const wrongSymbols: Tag = { symbols: 'greek' };
// @ts-expect-error tabindex is a number
export const wrongTabindex: Tag = { tabindex: 'first' };
// @ts-expect-error hidden is a boolean (or 'until-found')
export const wrongHidden: Tag = { hidden: 'yes' };
// @ts-expect-error no such attribute, on this element or any other
export const unknownAttribute: Tag = { puzzel: '' };
// @ts-expect-error a solved event's detail has no such field
export const wrongDetail: Tag = { 'onhexadoku-solved': (event) => event.detail.moves };
