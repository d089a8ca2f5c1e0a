// <hexadoku-board> in Svelte templates: the package's `./svelte` entry. Importing it
// (`import 'hexadoku/svelte'`) defines the element, as `hexadoku/board` does, and types
// the tag for svelte-check through the `svelteHTML` namespace, which needs no import of
// Svelte's own types. Svelte 5 listens to `on<type>` attributes as the element's events.

import type { HexadokuBoard, HexadokuBoardAttributes, HexadokuBoardEventProps } from './hexadoku-board.js';

export * from './hexadoku-board.js';

/** The element's attributes and events, with the few of any element a template sets. */
export interface HexadokuBoardSvelteAttributes extends HexadokuBoardAttributes, HexadokuBoardEventProps {
  id?: string;
  class?: string;
  style?: string;
  'bind:this'?: HexadokuBoard | null;
}

declare global {
  namespace svelteHTML {
    interface IntrinsicElements {
      'hexadoku-board': HexadokuBoardSvelteAttributes;
    }
  }
}
