// The engine's entry (the package's main `hexadoku`): Hexadoku's headless engine, the
// WebAssembly core in a module worker, behind promises. Its code is in engine/ (types:
// engine/engine.d.ts); a page without a bundler may load this file from where it is.
export * from './engine/engine.js';
