// index.html asks for every module of the page at once (<link rel="modulepreload">), and
// for the WebAssembly module the page compiles for the engine (<link rel="preload">), so that the browser
// need not find them one import at a time, when the sources are served as they are
// (site/ bundles them, and its index.html has no such list). This keeps that list equal
// to what www/app.js imports, directly or not: a module left out would load late, one no
// longer imported would be loaded for nothing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { importsOf } from './imports.mjs';

const ROOT = new URL('../../', import.meta.url);

test('index.html preloads exactly the modules www/app.js imports, and the WebAssembly module', async () => {
  const html = await readFile(new URL('index.html', ROOT), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(([, href]) => href);
  const imported = await importsOf('www/app.js');
  assert.ok(imported.has('www/game-state.js') && imported.has('www/hexadoku-board.js'), `imports found: ${[...imported]}`);
  assert.deepEqual(preloaded.toSorted(), [...imported].toSorted());
  assert.match(html, /<link rel="preload" href="pkg\/hexadoku_bg\.wasm" as="fetch" type="application\/wasm" crossorigin>/);
});
