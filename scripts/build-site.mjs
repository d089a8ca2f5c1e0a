// Builds site/: the app as it is deployed, what `npm start` serves and the end-to-end
// tests visit. It is the site's pages (index.html, www/embed.html) in the same layout,
// each script a page loads bundled with its imports and minified (www/app.js, the
// element www/hexadoku-board.js and www/embed.js for the embedding example, and the
// engine's worker www/hexadoku-worker.js with the core's glue), the styles minified, the
// WebAssembly module, a source map beside each script for the browser's developer tools,
// and the HTML without its comments or its modulepreload list (a bundle has no imports
// to preload). Then the service worker's shell manifest, over these files
// (scripts/shell-manifest.mjs).
//
// Bundles, because the page is a couple of dozen small modules: one file each costs a
// request's headers and compresses worse than one stream, and the first load's budget
// (120 KB gzipped) is counted in bytes on a slow link. The bundled engine still finds
// its worker next to itself (www/), and the worker the .wasm in pkg/. The sources stay as
// they are written, comments and all, module by module, and they are what the npm
// package ships; the page's first load is what is bundled and minified.
//
// Usage: node scripts/build-site.mjs (scripts/build-wasm.sh runs it after building the
// module, and Playwright before the end-to-end tests); needs pkg/.

import { build, transform } from 'esbuild';
import { minify } from 'terser';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { writeShellManifest } from './shell-manifest.mjs';

const ROOT = new URL('../', import.meta.url);
export const SITE = new URL('site/', ROOT);

const path = (url) => fileURLToPath(url);

/** The HTML without its comments: they explain the page to its readers, not its visitors. */
const withoutComments = (html) => html.replace(/<!--[\s\S]*?-->\n?/g, '');

/** The HTML without its lines' indentation, but in a <pre>, which keeps it. */
export const withoutIndentation = (html) => html.replace(/(<pre[\s\S]*?<\/pre>)|\n[ \t]+/g, (found, pre) => pre ?? '\n');

/** The HTML without its modules' preload list: the bundles import nothing. */
const withoutModulePreloads = (html) => html.replace(/ *<link rel="modulepreload"[^>]*>\n/g, '');

/**
 * Modules that a bundle imports only when first needed (`import()`), and that stay their
 * own bundle beside it: a hint's drawing (www/hint-drawing.js), a shared game's link
 * (www/game-link.js), the difficulty line (www/app-grade.js), New, Share and Copy
 * (www/app-puzzles.js), Help's content (www/app-help.js), why the engine failed to load
 * (www/load-failure.js), saving the game (www/app-saving.js, asked for as the page
 * starts) and offline use (www/offline.js), which a first visit does without until it
 * has answered.
 */
const LOADED_LATER = [
  'www/hint-drawing.js', 'www/game-link.js', 'www/app-grade.js', 'www/app-puzzles.js', 'www/app-help.js', 'www/load-failure.js',
  'www/app-saving.js', 'www/offline.js',
];

/** An esbuild plugin that leaves the dynamic imports of LOADED_LATER's modules to run time. */
const loadedLater = {
  name: 'loaded-later',
  setup(build) {
    build.onResolve({ filter: /\.js$/ }, ({ path: imported, kind }) => {
      const later = LOADED_LATER.find((name) => name.endsWith(imported.replace(/^\.\//, '/')));
      return kind === 'dynamic-import' && later ? { path: imported, external: true } : undefined;
    });
  },
};

/**
 * An esbuild plugin that minifies the stylesheets the scripts carry as `String.raw`
 * templates (the board's shadow styles, a hint drawing's): esbuild minifies the scripts
 * but leaves strings as they are, comments and all.
 */
const minifiedStyles = {
  name: 'minified-styles',
  setup(build) {
    build.onLoad({ filter: /www[\\/][^\\/]+\.js$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      const styles = [...source.matchAll(/String\.raw`([^`]*)`/g)];
      if (styles.length === 0) return undefined;
      let contents = source;
      for (const [whole, css] of styles) {
        const { code } = await transform(css, { loader: 'css', minify: true });
        // esbuild keeps custom properties' values as written: their spaces go too.
        const tight = code.trim().replace(/(--[\w-]+):\s+/g, '$1:').replace(/,\s+/g, ',');
        contents = contents.replace(whole, `String.raw\`${tight}\``);
      }
      return { contents, loader: 'js' };
    });
  },
};

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

/** Writes site/ anew from the sources and pkg/; returns the shell manifest. */
export async function buildSite() {
  await rm(SITE, { recursive: true, force: true });
  await mkdir(new URL('www/', SITE), { recursive: true });
  await mkdir(new URL('pkg/', SITE), { recursive: true });

  const www = await readdir(new URL('www/', ROOT));
  // What the pages and the engine load: each bundled with what it imports.
  const entries = ['www/app.js', 'www/hexadoku-board.js', 'www/embed.js', 'www/hexadoku-worker.js'];
  const styles = www.filter((name) => name.endsWith('.css')).map((name) => `www/${name}`);
  const options = {
    absWorkingDir: path(ROOT),
    outbase: '.',
    outdir: path(SITE),
    minify: true,
    sourcemap: 'linked',
    bundle: false,
    logLevel: 'warning',
  };
  // The bundles, and the styles; the service worker is a classic script
  // (importScripts), minified without module syntax.
  await build({ ...options, entryPoints: entries, bundle: true, format: 'esm', plugins: [loadedLater, minifiedStyles] });
  await build({ ...options, entryPoints: LOADED_LATER, bundle: true, format: 'esm', plugins: [minifiedStyles] });
  await minifiedFurther([...entries, ...LOADED_LATER]);
  await build({ ...options, entryPoints: styles });
  await build({ ...options, entryPoints: ['sw.js'] });

  for (const page of ['index.html', ...www.filter((name) => name.endsWith('.html')).map((name) => `www/${name}`)]) {
    const html = await readFile(new URL(page, ROOT), 'utf8');
    await writeFile(new URL(page, SITE), withoutIndentation(withoutModulePreloads(withoutComments(html))));
  }
  await copyFile(new URL('pkg/hexadoku_bg.wasm', ROOT), new URL('pkg/hexadoku_bg.wasm', SITE));
  return writeShellManifest(SITE);
}

// Playwright's globalSetup: the tests visit the site as the sources make it now.
export default buildSite;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { version, files } = await buildSite();
  console.log(`build-site: site/ written, shell version ${version}, ${Object.keys(files).length} files`);
}
