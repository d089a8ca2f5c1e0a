// <hexadoku-board> in React 19's JSX: the package's `./react` entry. Importing it
// (`import 'hexadoku/react'`) defines the element, as `hexadoku/board` does, and types
// the tag for TSX. React 19 sets a custom element's properties where the element has
// them, its attributes otherwise, and listens to `on<type>` props as the element's own
// events: `onhexadoku-solved={(event) => …}`.

import type { HTMLAttributes, RefAttributes } from 'react';
import type { HexadokuBoard, HexadokuBoardAttributes, HexadokuBoardEventProps } from './hexadoku-board.js';

export * from './hexadoku-board.js';

/** The element's attributes and events as JSX props, with an HTML element's. */
export interface HexadokuBoardProps
  extends HexadokuBoardAttributes,
    HexadokuBoardEventProps,
    HTMLAttributes<HexadokuBoard>,
    RefAttributes<HexadokuBoard> {}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hexadoku-board': HexadokuBoardProps;
    }
  }
}
