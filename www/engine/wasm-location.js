// Where the core's .wasm is: in pkg/, beside www/, as the package ships it. Bundlers
// (Vite, webpack, Parcel, Rspack) read this `new URL(…, import.meta.url)` and emit the
// file. The self-contained worker of dist/ is built with this module swapped for one
// that finds the .wasm next to the worker (scripts/build-worker.mjs).

export default new URL('../../pkg/hexadoku_bg.wasm', import.meta.url);
