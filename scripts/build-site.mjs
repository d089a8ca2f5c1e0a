// Builds site/: the app as it is deployed, what `npm start` serves and the end-to-end
// tests visit. It is the site's pages (index.html, www/embed/embed.html) in the same
// layout, each script a page loads bundled with its static imports and minified, and each
// script those load later bundled likewise, on its own: a module imported with `import()`
// (a hint's drawing, New and Share, saving…) and a script named by
// `new URL('…', import.meta.url)` (the engine's worker, with the core's glue). The styles
// are minified, the WebAssembly module copied, a source map put beside each script for
// the browser's developer tools, and the HTML written without its comments. Then the
// service worker's shell manifest, over the files the app loads
// (scripts/shell-manifest.mjs). The pages' words are the catalogues': each {{ message }}
// mark in a page is written as the message of words/en/page.ftl or board.ftl it names.
// index.html is English's page; each other language of words/ has its own,
// <lang>/index.html, written from index.html in that language's words (inLanguage), which
// loads the same scripts. Nothing here lists modules: the pages name their scripts, and
// the scripts' imports name the rest.
//
// Bundles, because the page is a couple of dozen small modules: one file each costs a
// request's headers and compresses worse than one stream, and the first load's budget
// (120 KB gzipped) is counted in bytes on a slow link. Each bundle is written where its
// entry is in the sources, and a path a bundled module names relative to itself (its
// worker, a module loaded later) is written relative to the bundle, so that the bundled
// engine still finds its worker in www/engine/, and the worker the .wasm in pkg/. The
// sources stay as they are written, comments and all, module by module, and they are
// what the npm package ships; the page's first load is what is bundled and minified.
// One module is a bundle of its own that the others import where it is (SHARED): the
// page's words, which the page and most of what it loads later use, which each bundle
// would otherwise carry a copy of, and which hold one state for the page. A page
// preloads each shared bundle its script imports.
//
// Usage: node scripts/build-site.mjs (scripts/build-wasm.sh runs it after building the
// module, and Playwright before the end-to-end tests); needs pkg/.

import { build, transform } from 'esbuild';
import { minify } from 'terser';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeShellManifest } from './shell-manifest.mjs';
import { languages, plainWords } from './build-words.mjs';

const ROOT = new URL('../', import.meta.url);
export const SITE = new URL('site/', ROOT);

const path = (url) => fileURLToPath(url);

/** The HTML without its comments: they explain the page to its readers, not its visitors. */
const withoutComments = (html) => html.replace(/<!--[\s\S]*?-->\n?/g, '');

/** A {{ message }} mark of a page. */
const MARK = /\{\{\s*([a-z][\w-]*)\s*\}\}/g;

/** The identifiers of the messages `html`'s marks name. */
export const marksOf = (html) => [...html.matchAll(MARK)].map(([, id]) => id);

/**
 * `html` (the page `page`) with each {{ message }} mark written as the message it names
 * in `words` (plainWords'), made safe as HTML text or an attribute's value; a message
 * `words` has not fails the build.
 */
export function withWords(html, words, page) {
  return html.replace(MARK, (mark, id) => {
    if (!words.has(id)) throw new Error(`build-site: ${page} names ${id}, which no catalogue of the page's has as text`);
    return words.get(id).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  });
}

/** index.html's language, the site's (www/words/languages.js's DEFAULT_LANGUAGE). */
const DEFAULT_LANGUAGE = 'en';

/** The page's and its board's words (www/words/generated/<lang>/{page,board}.js), which index.html preloads: English's. */
const PAGE_WORDS = /(<link rel="modulepreload" href=")www\/words\/generated\/en\/(page|board)\.js"/g;

/**
 * index.html's `html` as the page of language `lang`, <lang>/index.html: its `lang`, the
 * words it preloads that language's, and every path it names (scripts, styles, the
 * module) from the folder one down. (No <base>: the Content-Security-Policy allows none.)
 */
export function inLanguage(html, lang) {
  const made = html
    .replace(/<html lang="en">/, `<html lang="${lang}">`)
    .replace(PAGE_WORDS, `$1www/words/generated/${lang}/$2.js"`)
    .replace(/\b(src|href)="(?![a-z][\w+.-]*:|[#/])/g, '$1="../');
  if (!made.includes(`<html lang="${lang}">`) || !made.includes(`/generated/${lang}/page.js"`) || !made.includes(`/generated/${lang}/board.js"`)) {
    throw new Error(`build-site: index.html has no <html lang="en"> or no preload of generated/en/page.js and board.js to make ${lang}'s page of`);
  }
  return made;
}

/** The HTML without its lines' indentation, but in a <pre>, which keeps it. */
export const withoutIndentation = (html) => html.replace(/(<pre[\s\S]*?<\/pre>)|\n[ \t]+/g, (found, pre) => pre ?? '\n');

/**
 * The stylesheets a script carries as `String.raw` templates (the board's shadow styles,
 * a hint drawing's), minified: esbuild minifies the scripts but leaves strings as they
 * are, comments and all.
 */
async function withMinifiedStyles(source) {
  let contents = source;
  for (const [whole, css] of source.matchAll(/String\.raw`([^`]*)`/g)) {
    const { code } = await transform(css, { loader: 'css', minify: true });
    // esbuild keeps custom properties' values as written: their spaces go too.
    const tight = code.trim().replace(/(--[\w-]+):\s+/g, '$1:').replace(/,\s+/g, ',');
    contents = contents.replace(whole, `String.raw\`${tight}\``);
  }
  return contents;
}

/** A file's path relative to the folder `from`, as an import or a URL names it ('./…' or '../…'). */
function relativeTo(from, file) {
  const relative = posix.relative(from, file);
  return relative.startsWith('../') ? relative : `./${relative}`;
}

/** `new URL('…', import.meta.url)` (or `String(import.meta.url)`): a file a module names relative to itself. */
const MODULE_URL = /\bnew URL\('([^']+)', (?:String\()?import\.meta\.url/g;

/**
 * The modules that are bundles of their own, imported where they are by the bundles of
 * modules that import them (paths from the root): the page's words (Page, its words loaded
 * once, with a top-level await), which nearly every part of the page uses.
 */
const SHARED = new Set(['www/words/page.js']);

/**
 * The modules that the app's bundles (those of www/app/) have in place of the package's:
 * the board's built-in words, English's, are the page's language's (loaded before the
 * page starts), so that a page in another language carries no English words for its board.
 */
const APP_MODULES = new Map([['www/board/built-in-words.js', 'www/app/page-board-words.js']]);

/**
 * An esbuild plugin for the bundle of `entry` (a path from the root), which is written
 * where `entry` is: it leaves each module's `import()` to run time, as a bundle of its
 * own, and each import of a SHARED module likewise, puts APP_MODULES in place in the
 * app's bundles, and writes the paths that modules
 * name relative to themselves (`import()`'s, and `new URL('…', import.meta.url)`'s)
 * relative to the bundle instead; it minifies the stylesheets in strings. What the bundle
 * loads later, scripts and other files, it adds to `loads`, and the SHARED bundles it
 * imports to `imports` (paths from the root).
 */
function bundled(entry, loads, imports) {
  const folder = posix.dirname(entry);
  const fromRoot = (file) => relative(path(ROOT), file).split(sep).join('/');
  return {
    name: 'bundled',
    setup(build) {
      build.onResolve({ filter: /.*/ }, ({ path: imported, kind, resolveDir }) => {
        if (kind === 'entry-point' || !imported.startsWith('.')) return undefined;
        const file = fromRoot(resolve(resolveDir, imported));
        if (entry.startsWith('www/app/') && APP_MODULES.has(file)) return { path: path(new URL(APP_MODULES.get(file), ROOT)) };
        if (kind === 'dynamic-import') loads.add(file);
        else if (SHARED.has(file) && file !== entry) imports.add(file);
        else return undefined;
        return { path: relativeTo(folder, file), external: true };
      });
      build.onLoad({ filter: /\.js$/ }, async ({ path: module }) => {
        if (!fromRoot(module).startsWith('www/')) return undefined;
        const source = await withMinifiedStyles(await readFile(module, 'utf8'));
        const contents = source.replace(MODULE_URL, (whole, url) => {
          const file = fromRoot(resolve(dirname(module), url));
          if (!existsSync(new URL(file, ROOT))) return whole; // an example in a comment
          loads.add(file);
          return posix.dirname(fromRoot(module)) === folder ? whole : whole.replace(url, relativeTo(folder, file));
        });
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * Minifies the site's scripts once more, with terser, after esbuild has bundled them:
 * its compressor's passes take a further 3 % off the page's gzipped script (0.6 KB of
 * the first load's 120 KB; docs/performance.md), where esbuild favours speed. Each
 * script's source map is carried through, so that it still leads to the sources.
 */
async function minifiedFurther(files) {
  for (const file of files) {
    const url = new URL(file, SITE);
    const map = new URL(`${file}.map`, SITE);
    const { code, map: mapped } = await minify(await readFile(url, 'utf8'), {
      module: true,
      ecma: 2022,
      compress: { passes: 2 },
      sourceMap: { content: await readFile(map, 'utf8'), url: `${file.split('/').pop()}.map` },
    });
    await writeFile(url, code);
    await writeFile(map, mapped);
  }
}

/** The files a page names (its scripts, stylesheets and preloads), as paths from the root. */
function namedBy(page, html) {
  return [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^":]+)"/g)].map(([, url]) => posix.join(posix.dirname(page), url));
}

/**
 * `html` (the page `page`) with each SHARED bundle that its module scripts import
 * (`imports`: bundle → the bundles it imports) preloaded just after the script, so that
 * the browser fetches it along with the script rather than a round trip after.
 */
function withPreloads(html, page, imports) {
  const folder = posix.dirname(page);
  return html.replace(/<script type="module" src="([^"]+)"><\/script>/g, (tag, src) => {
    const preloaded = [...(imports.get(posix.join(folder, src)) ?? [])];
    return [tag, ...preloaded.map((file) => `<link rel="modulepreload" href="${posix.relative(folder, file)}">`)].join('\n');
  });
}

/** A module of the sources that a bundle of its own is made of (not sw.js, a classic script built apart). */
const isModule = (file) => file.startsWith('www/') && file.endsWith('.js');

/** Writes site/ anew from the sources and pkg/; returns the shell manifest. */
export async function buildSite() {
  await rm(SITE, { recursive: true, force: true });
  await mkdir(new URL('pkg/', SITE), { recursive: true });

  const www = (await readdir(new URL('www/', ROOT), { recursive: true })).map((name) => `www/${name.split(sep).join('/')}`);
  const pages = ['index.html', ...www.filter((name) => name.endsWith('.html'))];
  const named = new Map();
  for (const page of pages) named.set(page, namedBy(page, await readFile(new URL(page, ROOT), 'utf8')));
  const options = {
    absWorkingDir: path(ROOT),
    outbase: '.',
    outdir: path(SITE),
    minify: true,
    sourcemap: 'linked',
    bundle: false,
    logLevel: 'warning',
  };
  // Each script the pages load, bundled, then each script those load later or import
  // (SHARED), in turn: `loads` keeps, for each bundle, the files it loads later, and
  // `imports` the bundles it imports.
  const loads = new Map();
  const imports = new Map();
  const scripts = [...named.values()].flat().filter(isModule);
  while (scripts.length > 0) {
    const entry = scripts.shift();
    if (loads.has(entry)) continue;
    const later = new Set();
    const shared = new Set();
    await build({ ...options, entryPoints: [entry], bundle: true, format: 'esm', plugins: [bundled(entry, later, shared)] });
    loads.set(entry, later);
    imports.set(entry, shared);
    scripts.push(...[...later].filter(isModule), ...shared);
  }
  await minifiedFurther([...loads.keys()]);
  // The styles; the service worker is a classic script (importScripts), minified without
  // module syntax.
  await build({ ...options, entryPoints: www.filter((name) => name.endsWith('.css')) });
  await build({ ...options, entryPoints: ['sw.js'] });

  const english = await plainWords(DEFAULT_LANGUAGE);
  const prepared = async (page) => withPreloads(withoutIndentation(withoutComments(await readFile(new URL(page, ROOT), 'utf8'))), page, imports);
  for (const page of pages) {
    const html = await prepared(page);
    await writeFile(new URL(page, SITE), withWords(html, english, page));
    named.set(page, namedBy(page, html));
  }
  // Each other language's page, in its words (English's where it lacks one).
  const others = (await languages()).filter((lang) => lang !== DEFAULT_LANGUAGE);
  const index = await prepared('index.html');
  for (const lang of others) {
    const page = `${lang}/index.html`;
    const html = withWords(inLanguage(index, lang), new Map([...english, ...(await plainWords(lang))]), page);
    await mkdir(new URL(`${lang}/`, SITE), { recursive: true });
    await writeFile(new URL(page, SITE), html);
    named.set(page, namedBy(page, html));
  }
  await mkdir(new URL('pkg/solver/', SITE), { recursive: true });
  for (const wasm of ['pkg/hexadoku_bg.wasm', 'pkg/solver/hexadoku_solver_bg.wasm']) await copyFile(new URL(wasm, ROOT), new URL(wasm, SITE));

  // The app's shell: each language's page, what it names, and what those load later, in
  // turn; not the embedding example, which the app does not load, nor the service worker
  // itself.
  const shell = new Set();
  const keep = (file) => {
    if (shell.has(file) || file === 'sw.js') return;
    shell.add(file);
    for (const loaded of [...(loads.get(file) ?? []), ...(imports.get(file) ?? [])]) keep(loaded);
  };
  for (const page of ['index.html', ...others.map((lang) => `${lang}/index.html`)]) {
    keep(page);
    for (const file of named.get(page)) keep(file);
  }
  return writeShellManifest(SITE, [...shell].sort());
}

// Playwright's globalSetup: the tests visit the site as the sources make it now.
export default buildSite;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { version, files } = await buildSite();
  console.log(`build-site: site/ written, shell version ${version}, ${Object.keys(files).length} files`);
}
