// Where the core's two .wasm modules are: in pkg/, beside www/, as the package ships them
// (the whole core, and the solver's alone, which the worker loads first). Bundlers (Vite,
// webpack, Parcel, Rspack) read these `new URL(…, import.meta.url)` and emit the files.
// The self-contained worker of dist/ is built with this module swapped for one that finds
// the .wasm files next to the worker (scripts/build-worker.mjs).

export default new URL('../../pkg/hexadoku_bg.wasm', import.meta.url);
export const SOLVER_WASM_URL = new URL('../../pkg/solver/hexadoku_solver_bg.wasm', import.meta.url);
