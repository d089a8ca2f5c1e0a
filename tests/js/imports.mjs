// The modules a source module of the project imports, read from their text: for the
// tests of the site's bundles (site.test.mjs) and of the package's modules on a server
// (ssr-imports.test.mjs). A reader of the tests' own, apart from the site's build.

import { readFile } from 'node:fs/promises';

const ROOT = new URL('../../', import.meta.url);

/** `specifier`, imported by the module at `path`, as a path from the root. */
const resolved = (specifier, path) => new URL(specifier, new URL(path, ROOT)).href.slice(ROOT.href.length);

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
      const imported = resolved(specifier, path);
      if (!found.has(imported)) {
        found.add(imported);
        await visit(imported);
      }
    }
  };
  await visit(entry);
  return found;
}

/**
 * The modules `path` imports when first needed (`import('…')`, not a JSDoc type's
 * `import('…').Name` or `typeof import('…')`), as paths from the root.
 */
export async function laterImportsOf(path) {
  const source = await readFile(new URL(path, ROOT), 'utf8');
  return [...source.matchAll(/(?<!typeof )\bimport\('([^']+)'\)(?!\.)/g)].map(([, specifier]) => resolved(specifier, path));
}
