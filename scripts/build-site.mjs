// Builds site/: the app as it is deployed, what `npm start` serves and the end-to-end
// tests visit. It is the site's files (index.html, sw.js, www/, and the WebAssembly
// module with its glue from pkg/) in the same layout, each script and style minified on
// its own (no bundling: every module keeps its file and its imports, so the page's
// modulepreload list and the worker's URL stay as written), with a source map beside it
// for the browser's developer tools, and the HTML without its comments. Then the service
// worker's shell manifest, over these files (scripts/shell-manifest.mjs).
//
// The sources stay as they are written, comments and all, and they are what the npm
// package ships; the page's first load is what is minified.
//
// Usage: node scripts/build-site.mjs (scripts/build-wasm.sh runs it after building the
// module, and Playwright before the end-to-end tests); needs pkg/.

import { build } from 'esbuild';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { writeShellManifest } from './shell-manifest.mjs';

const ROOT = new URL('../', import.meta.url);
export const SITE = new URL('site/', ROOT);

const path = (url) => fileURLToPath(url);

/** The HTML without its comments: they explain the page to its readers, not its visitors. */
const withoutComments = (html) => html.replace(/<!--[\s\S]*?-->\n?/g, '');

/** Writes site/ anew from the sources and pkg/; returns the shell manifest. */
export async function buildSite() {
  await rm(SITE, { recursive: true, force: true });
  await mkdir(new URL('www/', SITE), { recursive: true });
  await mkdir(new URL('pkg/', SITE), { recursive: true });

  const www = await readdir(new URL('www/', ROOT));
  const scripts = www.filter((name) => name.endsWith('.js')).map((name) => `www/${name}`);
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
  // The page's modules, the module's glue, and the styles; the service worker is a
  // classic script (importScripts), minified without module syntax.
  await build({ ...options, entryPoints: [...scripts, 'pkg/hexadoku.js'], format: 'esm' });
  await build({ ...options, entryPoints: styles });
  await build({ ...options, entryPoints: ['sw.js'] });

  for (const page of ['index.html', ...www.filter((name) => name.endsWith('.html')).map((name) => `www/${name}`)]) {
    await writeFile(new URL(page, SITE), withoutComments(await readFile(new URL(page, ROOT), 'utf8')));
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
