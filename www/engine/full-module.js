// The whole core's glue (pkg/hexadoku.js): the hint engine, the grader and puzzles made to
// a difficulty besides the solver. The engine's worker imports this module when a call
// first needs them, so that it comes as a file of its own, after a page's first load.

export { default } from '../../pkg/hexadoku.js';
export * from '../../pkg/hexadoku.js';
