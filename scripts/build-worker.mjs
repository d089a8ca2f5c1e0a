// Builds dist/: the engine's worker as one self-contained script, dist/hexadoku-worker.js,
// with the core's two .wasm modules beside it. It is for bundlers that leave workers
// alone (esbuild, Rollup): copied next to the bundle, it is where the bundled engine looks for its worker
// (`new URL('./hexadoku-worker.js', import.meta.url)`), or anywhere else that the
// Engine's `workerUrl` names. The worker finds the .wasm files next to itself.
//
// Usage: node scripts/build-worker.mjs (scripts/build-wasm.sh runs it); needs pkg/.

import { build } from 'esbuild';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const ROOT = new URL('../', import.meta.url);
export const DIST = new URL('dist/', ROOT);

/** Swaps www/engine/wasm-location.js for a module that finds the .wasm next to the bundled worker. */
const wasmNextToWorker = {
  name: 'wasm-next-to-worker',
  setup(build) {
    build.onLoad({ filter: /[\\/]engine[\\/]wasm-location\.js$/ }, () => ({
      contents: [
        "export default new URL('./hexadoku_bg.wasm', import.meta.url);",
        "export const SOLVER_WASM_URL = new URL('./hexadoku_solver_bg.wasm', import.meta.url);",
      ].join('\n'),
      loader: 'js',
    }));
  },
};

export async function buildWorker() {
  await rm(DIST, { recursive: true, force: true });
  await mkdir(DIST, { recursive: true });
  await build({
    absWorkingDir: fileURLToPath(ROOT),
    entryPoints: ['www/engine/hexadoku-worker.js'],
    outfile: fileURLToPath(new URL('hexadoku-worker.js', DIST)),
    bundle: true,
    format: 'esm',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [wasmNextToWorker],
  });
  await copyFile(new URL('pkg/hexadoku_bg.wasm', ROOT), new URL('hexadoku_bg.wasm', DIST));
  await copyFile(new URL('pkg/solver/hexadoku_solver_bg.wasm', ROOT), new URL('hexadoku_solver_bg.wasm', DIST));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildWorker();
  console.log('build-worker: dist/hexadoku-worker.js, dist/hexadoku_bg.wasm and dist/hexadoku_solver_bg.wasm written');
}
