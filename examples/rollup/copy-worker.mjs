// The one step Rollup needs for Hexadoku: Rollup leaves the engine's
// `new Worker(new URL('./hexadoku-worker.js', import.meta.url))` as it is, so the
// package's self-contained worker (its dist/ folder: hexadoku-worker.js and
// hexadoku_bg.wasm) is copied next to the bundle, where the bundled engine looks for it.
import { cp } from 'node:fs/promises';

// node_modules/hexadoku/dist/, found as Node finds the package's files: also when it is
// installed in a parent folder's node_modules, as in a workspace.
const worker = new URL('./', import.meta.resolve('hexadoku/dist/hexadoku-worker.js'));
await cp(worker, new URL('./dist/', import.meta.url), { recursive: true });
