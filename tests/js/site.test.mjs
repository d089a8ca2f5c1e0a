// The site as deployed (site/, scripts/build-site.mjs): every file the page asks for is
// there, minified, with its source map; each language has its page, in its words; the
// service worker's manifest matches the files it lists; and what a first visit loads, in
// every language, fits the page's budget of 120 KB, gzipped.
// (Bytes, not times: the same build always weighs the same. `npm run bench:load` measures
// the load itself, over an emulated slow network.)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { posix } from 'node:path';
import { SITE, buildSite, inLanguage, withoutIndentation } from '../../scripts/build-site.mjs';
import { plainWords } from '../../scripts/build-words.mjs';
import { LANGUAGES } from '../../www/words/generated/languages.js';
import { importsOf, laterImportsOf } from './imports.mjs';

const ROOT = new URL('../../', import.meta.url);
const shell = await buildSite();

/** Each language's page in site/: English's the site's index.html, each other's <lang>/index.html. */
const PAGES = Object.fromEntries(LANGUAGES.map((lang) => [lang, lang === 'en' ? 'index.html' : `${lang}/index.html`]));

/** The files a page names (its stylesheet, script and preloads), as paths from the site's root. */
async function named(page) {
  const html = await readFile(new URL(page, SITE), 'utf8');
  return [...html.matchAll(/<(?:link|script)\b[^>]*?\b(?:href|src)="([^":]+)"/g)].map(([, path]) => posix.join(posix.dirname(page), path));
}

/** The page's words, which a page preloads, of language `lang`. */
const pageWords = (lang) => `www/words/generated/${lang}/page.js`;

/** Its board's words, which a page preloads too, of language `lang`. */
const boardWords = (lang) => `www/words/generated/${lang}/board.js`;

/** What the page of language `lang` names, in site/: its style and script, the bundle of the page's words it imports, and its preloads. */
const namedInSite = (lang) => ['www/app/style.css', 'www/app/app.js', 'www/words/page.js', 'pkg/solver/hexadoku_solver_bg.wasm', pageWords(lang), boardWords(lang)];

test("index.html names the app's script and style, and preloads the solver's WebAssembly module and the page's and its board's words", async () => {
  const html = await readFile(new URL('index.html', ROOT), 'utf8');
  assert.deepEqual(await named('index.html'), namedInSite('en'));
  assert.match(html, /<link rel="preload" href="pkg\/solver\/hexadoku_solver_bg\.wasm" as="fetch" type="application\/wasm" crossorigin>/);
  assert.match(html, /<link rel="modulepreload" href="www\/words\/generated\/en\/page\.js">/);
  assert.match(html, /<link rel="modulepreload" href="www\/words\/generated\/en\/board\.js">/);
});

test("the site's app carries no board words of its own: each page's are its language's, preloaded; the element's module keeps English's", async () => {
  const app = await readFile(new URL('www/app/app.js', SITE), 'utf8');
  for (const lang of LANGUAGES) {
    const words = await import(`../../www/words/generated/${lang}/board.js`);
    // A sentence of the board's that no other module says.
    assert.ok(!app.includes(words.solvedByTyping), `app.js carries ${lang}'s board words`);
  }
  const element = await readFile(new URL('www/hexadoku-board.js', SITE), 'utf8');
  assert.ok(element.includes((await import('../../www/words/generated/en/board.js')).solvedByTyping), "the element's own bundle has English's words");
});

test("each language's page is index.html in its language: its lang, title and words, the same files from its folder", async () => {
  assert.deepEqual(Object.keys(PAGES).sort(), ['de', 'en', 'zh-Hans']);
  for (const [lang, page] of Object.entries(PAGES)) {
    const html = await readFile(new URL(page, SITE), 'utf8');
    const words = await plainWords(lang);
    assert.match(html, new RegExp(`^<!doctype html>\n<html lang="${lang}">`), page);
    assert.ok(html.includes(`<title>${words.get('page-title')}</title>`), `${page}'s title`);
    assert.ok(html.includes(`>${words.get('new-puzzle-button')}</button>`), `${page}'s New`);
    assert.doesNotMatch(html, /\{\{/, page);
    assert.deepEqual(await named(page), namedInSite(lang), page);
  }
  // The picker offers every language, named in itself.
  const picker = (await readFile(new URL('index.html', SITE), 'utf8')).match(/<select id="language"[^>]*>([\s\S]*?)<\/select>/)[1];
  assert.deepEqual([...picker.matchAll(/<option value="([^"]+)" lang="\1">/g)].map(([, lang]) => lang).sort(), LANGUAGES);
  // Made from index.html's own lang, preload and paths, or not at all.
  assert.throws(() => inLanguage('<html lang="fr">', 'de'), /no <html lang="en">/);
});

test('every file index.html names is in site/, and every script there is smaller than the sources it bundles', async () => {
  const files = await named('index.html');
  assert.ok(files.includes('www/app/app.js') && files.includes('pkg/solver/hexadoku_solver_bg.wasm'), files.join(' '));
  assert.deepEqual(files.filter((path) => path.endsWith('.js')), namedInSite('en').filter((path) => path.endsWith('.js')), 'a bundle needs no other script');
  for (const path of files) {
    assert.ok(existsSync(new URL(path, SITE)), `site/${path} is missing`);
    if (path.endsWith('.js') || path.endsWith('.css')) {
      const sources = path.endsWith('.js') ? [path, ...(await importsOf(path))] : [path];
      let bytes = 0;
      for (const source of sources) bytes += (await readFile(new URL(source, ROOT))).length;
      const built = await readFile(new URL(path, SITE));
      assert.ok(built.length < bytes, `site/${path} (${built.length} bytes, of ${bytes} of source) is not minified`);
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

test("the service worker's shell is what the app loads: its bundles, each module loaded later, and not the embedding example", async () => {
  const later = new Set();
  const visit = async (module) => {
    for (const loaded of await laterImportsOf(module)) {
      if (later.has(loaded)) continue;
      later.add(loaded);
      for (const imported of [loaded, ...(await importsOf(loaded))]) await visit(imported);
    }
  };
  // From the page's script and the engine's worker, which the page starts.
  for (const entry of ['www/app/app.js', 'www/engine/hexadoku-worker.js']) {
    for (const module of [entry, ...(await importsOf(entry))]) await visit(module);
  }
  assert.ok(later.has('www/board/hint-drawing.js') && later.has('www/app/saving.js'), `loaded later: ${[...later]}`);
  assert.ok(later.has('www/engine/full-module.js'), `the whole core is loaded later: ${[...later]}`);
  const files = Object.keys(shell.files);
  for (const page of Object.values(PAGES)) {
    for (const path of [page, ...(await named(page))]) assert.ok(files.includes(path), `the shell lacks ${path}`);
  }
  for (const path of ['www/engine/hexadoku-worker.js', 'pkg/hexadoku_bg.wasm', ...later]) {
    assert.ok(files.includes(path), `the shell lacks ${path}`);
  }
  for (const lang of LANGUAGES) assert.ok(files.includes(pageWords(lang)), `the shell lacks ${lang}'s words`);
  assert.deepEqual(files.filter((path) => path.startsWith('www/embed/') || path === 'www/hexadoku-board.js'), []);
});

/** What a first visit to `page` loads, gzipped, with about 150 bytes of headers a response. */
async function firstVisit(page) {
  // What the page loads: the page, what it names (the solver's module and the page's
  // words among them), the engine's worker (a bundle with the solver's glue), and the
  // module that gives a first visit its puzzle. The whole core (hints, grades) comes
  // after, as a hint's drawing (www/board/hint-drawing.js) does with the first hint drawn.
  const files = new Set([page, ...(await named(page)), 'www/engine/hexadoku-worker.js', 'www/app/puzzles.js']);
  assert.ok(!files.has('pkg/hexadoku_bg.wasm'));
  let bytes = 0;
  for (const path of files) bytes += gzipSync(await readFile(new URL(path, SITE))).length;
  return bytes + 150 * files.size;
}

for (const [lang, page] of Object.entries(PAGES)) {
  test(`a first visit loads at most 120 KB, gzipped, in ${lang}`, async (t) => {
    const total = await firstVisit(page);
    t.diagnostic(`${page}: ${total} bytes`);
    assert.ok(total <= 120_000, `a first visit to ${page} loads ${(total / 1000).toFixed(1)} KB gzipped, over 120 KB`);
  });
}

// The solver's module is the first load's largest file: the hint engine (its finders,
// their sentences) belongs in the whole module only. Each finder words its explanation
// by a message id of its own; the solver's module words its own refusals by the same
// writer, which names techniques, and must name them without bringing the finders.
test("the solver's module carries none of the hint engine, which the whole module does", async () => {
  const ids = ['hidden-subset-explain', 'direct-hidden-explain', 'fish-explain', 'chain-explain', 'als-explain'];
  const holds = async (path) => {
    const bytes = await readFile(new URL(path, SITE), 'latin1');
    return ids.filter((id) => bytes.includes(id));
  };
  assert.deepEqual(await holds('pkg/hexadoku_bg.wasm'), ids);
  assert.deepEqual(await holds('pkg/solver/hexadoku_solver_bg.wasm'), []);
});

test("the site's pages lose their indentation, but a <pre> keeps its own", async () => {
  const page = await readFile(new URL('index.html', SITE), 'utf8');
  assert.doesNotMatch(page, /\n[ \t]+</);
  const html = '<main>\n  <p>text\n    more</p>\n  <pre>a\n  b\n    c</pre>\n</main>';
  assert.equal(withoutIndentation(html), '<main>\n<p>text\nmore</p>\n<pre>a\n  b\n    c</pre>\n</main>');
});
