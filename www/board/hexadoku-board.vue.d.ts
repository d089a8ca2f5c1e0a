// <hexadoku-board> in Vue templates: the package's `./vue` entry. Importing it
// (`import 'hexadoku/vue'`) defines the element, as `hexadoku/board` does, and types the
// tag for vue-tsc and Volar through Vue's GlobalComponents. Vue's compiler must also be
// told that the tag is a custom element (`compilerOptions.isCustomElement`: README, "Using a bundler").

import type { DefineComponent } from 'vue';
import type { HexadokuBoardAttributes, HexadokuBoardEvents } from './hexadoku-board.js';

export * from './hexadoku-board.js';

/** The element's own events, as `@hexadoku-solved="…"` listeners. */
export type HexadokuBoardEmits = {
  [Type in keyof HexadokuBoardEvents]: (event: HexadokuBoardEvents[Type]) => void;
};

declare module 'vue' {
  interface GlobalComponents {
    'hexadoku-board': DefineComponent<HexadokuBoardAttributes, {}, {}, {}, {}, {}, {}, HexadokuBoardEmits>;
  }
}
