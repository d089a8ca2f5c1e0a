// The `./svelte` entry's template types (www/hexadoku-board.svelte.d.ts): the tag's
// attributes and events as svelte-check reads them from the svelteHTML namespace, which
// needs none of Svelte's own types. Checked, never run.

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

export const element: HexadokuBoard | null = null;

// @ts-expect-error no such symbol set
export const wrongSymbols: Tag = { symbols: 'greek' };
// @ts-expect-error a solved event's detail has no such field
export const wrongDetail: Tag = { 'onhexadoku-solved': (event) => event.detail.moves };
