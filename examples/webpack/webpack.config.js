// webpack bundles the engine's worker on its own, from the package's
// `new Worker(new URL('./hexadoku-worker.js', import.meta.url), { type: 'module' })`,
// and emits the .wasm the worker loads: nothing here is about Hexadoku.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { fileURLToPath } from 'node:url';

export default {
  mode: 'production',
  entry: './src/main.js',
  output: {
    path: fileURLToPath(new URL('./dist/', import.meta.url)),
    filename: '[name].[contenthash].js',
    clean: true,
  },
  plugins: [new HtmlWebpackPlugin({ template: './src/index.html' })],
};
