// Rollup finds the package in node_modules (node-resolve) and bundles the engine and the
// board; the engine's worker is copied beside the bundle afterwards (copy-worker.mjs).
import { nodeResolve } from '@rollup/plugin-node-resolve';

export default {
  input: 'src/main.js',
  output: { dir: 'dist', format: 'es' },
  plugins: [nodeResolve()],
};
