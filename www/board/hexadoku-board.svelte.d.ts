// <hexadoku-board> in Svelte templates: the package's `./svelte` entry. Importing it
// (`import 'hexadoku/svelte'`) defines the element in a browser, as `hexadoku/board` does,
// and types the tag for svelte-check through the `svelteHTML` namespace: the element's
// own attributes and events, and those of every HTML element (`aria-label`, `title`,
// `hidden`, `onclick`…) as Svelte's `svelte/elements` declares them. A project that
// imports this entry has Svelte; the package depends on it for nothing else. Svelte 5
// listens to `on<type>` attributes as the element's events.

import type { HTMLAttributes } from 'svelte/elements';
import type { HexadokuBoard, HexadokuBoardAttributes, HexadokuBoardEventProps } from './hexadoku-board.js';

export * from './hexadoku-board.js';

/** The element's attributes and events, with those of any HTML element. */
export interface HexadokuBoardSvelteAttributes
  extends HTMLAttributes<HexadokuBoard>,
    HexadokuBoardAttributes,
    HexadokuBoardEventProps {
  'bind:this'?: HexadokuBoard | null;
}

declare global {
  namespace svelteHTML {
    interface IntrinsicElements {
      'hexadoku-board': HexadokuBoardSvelteAttributes;
    }
  }
}
