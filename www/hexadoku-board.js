// The board element's entry (the package's `hexadoku/board`): importing it in a browser
// defines <hexadoku-board>, once. Its code is in board/ (types:
// board/hexadoku-board.d.ts); a page without a bundler may load this file from where it is.
export * from './board/hexadoku-board.js';
