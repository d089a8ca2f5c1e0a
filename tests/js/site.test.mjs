// The site as deployed (site/, scripts/build-site.mjs): every file the page asks for is
// there, minified, with its source map; the service worker's manifest matches the files
// it lists; and what a first visit loads fits the page's budget of 120 KB, gzipped.
// (Bytes, not times: the same build always weighs the same. `npm run bench:load` measures
// the load itself, over an emulated slow network.)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { SITE, buildSite } from '../../scripts/build-site.mjs';

const ROOT = new URL('../../', import.meta.url);
const shell = await buildSite();

/** The files index.html names (its stylesheet, script, modulepreloads and preload). */
async function named(page) {
  const html = await readFile(new URL(page, SITE), 'utf8');
  return [...html.matchAll(/<(?:link|script)\b[^>]*?\b(?:href|src)="([^":]+)"/g)].map(([, path]) => path);
}

test('every file index.html names is in site/, and every script there is smaller than its source', async () => {
  const files = await named('index.html');
  assert.ok(files.includes('www/app.js') && files.includes('pkg/hexadoku_bg.wasm'), files.join(' '));
  for (const path of files) {
    assert.ok(existsSync(new URL(path, SITE)), `site/${path} is missing`);
    if (path.endsWith('.js') || path.endsWith('.css')) {
      const [built, source] = await Promise.all([readFile(new URL(path, SITE)), readFile(new URL(path, ROOT))]);
      assert.ok(built.length < source.length, `site/${path} (${built.length} bytes) is not minified`);
      assert.ok(existsSync(new URL(`${path}.map`, SITE)), `site/${path} has no source map`);
    }
  }
  assert.doesNotMatch(await readFile(new URL('index.html', SITE), 'utf8'), /<!--/);
});

test("the service worker's manifest lists the site's files with their digests", async () => {
  for (const [path, digest] of Object.entries(shell.files)) {
    const body = await readFile(new URL(path, SITE));
    assert.equal(createHash('sha256').update(body).digest('base64'), digest, path);
  }
  const written = await readFile(new URL('shell-manifest.js', SITE), 'utf8');
  assert.match(written, new RegExp(`"version": "${shell.version}"`));
});

test('a first visit loads at most 120 KB, gzipped', async () => {
  // What the page loads: what index.html names, and the engine's worker with what it
  // imports (the messages and the load failures' words, already named, the .wasm's
  // location and the module's glue).
  const worker = ['www/hexadoku-worker.js', 'www/wasm-location.js', 'pkg/hexadoku.js'];
  const files = new Set([...(await named('index.html')), ...worker]);
  let bytes = 0;
  for (const path of files) bytes += gzipSync(await readFile(new URL(path, SITE))).length;
  // Each response's headers take about 150 bytes more.
  const total = bytes + 150 * files.size;
  assert.ok(total <= 120_000, `a first visit loads ${(total / 1000).toFixed(1)} KB gzipped, over 120 KB`);
});
