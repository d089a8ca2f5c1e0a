// The modules a source module of the project imports, read from their text: for the
// tests that keep index.html's preload list (preload.test.mjs) and the site's bundles
// (site.test.mjs) in step with the sources.

import { readFile } from 'node:fs/promises';

const ROOT = new URL('../../', import.meta.url);

/** Every module `entry` imports statically, directly or not, as paths from the root. */
export async function importsOf(entry) {
  const found = new Set();
  const visit = async (path) => {
    const source = await readFile(new URL(path, ROOT), 'utf8');
    const specifiers = [
      ...source.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms),
      ...source.matchAll(/^\s*import\s+'([^']+)'/gm),
    ];
    for (const [, specifier] of specifiers) {
      const imported = new URL(specifier, new URL(path, ROOT)).href.slice(ROOT.href.length);
      if (!found.has(imported)) {
        found.add(imported);
        await visit(imported);
      }
    }
  };
  await visit(entry);
  return found;
}
