// The package imported where there is no DOM: in Node, and while a framework renders a
// page on the server (Next.js prerenders even 'use client' components, SvelteKit renders
// every page, Astro and Nuxt likewise). Every entry of package.json's "exports", by its
// name (`hexadoku/react`…), and every module those entries import statically, is imported
// alone in a Node process of its own with no DOM globals: nothing may throw, no global
// may be added, and nothing gets defined. In a browser the same import defines
// <hexadoku-board> (tests/e2e/element.spec.js, and the server-rendered examples of
// tests/e2e/examples.spec.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importsOf } from './imports.mjs';

const ROOT = new URL('../../', import.meta.url);
const { name, exports } = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8'));

/** The entries a project imports: `hexadoku`, `hexadoku/board`…, and their files. */
const ENTRIES = Object.entries(exports)
  .filter(([subpath, target]) => typeof target.default === 'string' && !subpath.includes('*'))
  .map(([subpath, target]) => ({ specifier: subpath === '.' ? name : `${name}/${subpath.slice(2)}`, file: target.default.slice(2) }));

/** What a browser has and Node has not: none may be touched as a module loads. */
const DOM_GLOBALS = ['window', 'document', 'HTMLElement', 'CSSStyleSheet', 'customElements'];

/**
 * Imports `specifier` in a new Node process, from the repository's root (so the
 * package's own name resolves through its "exports", as in a project that installed
 * it), and answers what went wrong (an error thrown, globals added) and the names the
 * module exports.
 */
function importAlone(specifier) {
  const script = `
    const dom = ${JSON.stringify(DOM_GLOBALS)}.filter((name) => name in globalThis);
    const before = new Set(Reflect.ownKeys(globalThis));
    let error = null;
    let names = [];
    try {
      names = Object.keys(await import(${JSON.stringify(specifier)}));
    } catch (thrown) {
      error = String(thrown?.stack ?? thrown).split('\\n')[0];
    }
    const added = Reflect.ownKeys(globalThis).filter((key) => !before.has(key)).map(String);
    process.stdout.write(JSON.stringify({ dom, error, added, names }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: fileURLToPath(ROOT),
    encoding: 'utf8',
  });
  const { dom, error, added, names } = JSON.parse(output);
  assert.deepEqual(dom, [], 'Node has no DOM globals');
  const problems = [...(error ? [`${specifier} threw ${error}`] : []), ...added.map((global) => `${specifier} added the global ${global}`)];
  return { problems, names };
}

test('the package has the entries this test imports', () => {
  assert.deepEqual(
    ENTRIES.map(({ specifier }) => specifier),
    ['hexadoku', 'hexadoku/board', 'hexadoku/react', 'hexadoku/vue', 'hexadoku/svelte'],
  );
});

for (const { specifier } of ENTRIES) {
  test(`import '${specifier}' with no DOM throws nothing, adds no global, and exports what it declares`, () => {
    const { problems, names } = importAlone(specifier);
    assert.deepEqual(problems, []);
    // The exports are there, for a server-side module that names them.
    assert.ok(names.includes(specifier === name ? 'Engine' : 'HexadokuBoard'), `exports: ${names}`);
  });
}

test('every module the entries import, imported alone with no DOM, throws nothing and adds no global', async () => {
  const modules = new Set();
  for (const { file } of ENTRIES) for (const module of await importsOf(file)) modules.add(module);
  assert.ok(modules.has('www/board/style.js') && modules.has('www/engine/engine.js'), `modules found: ${[...modules]}`);
  assert.deepEqual([...modules].sort().flatMap((module) => importAlone(`./${module}`).problems), []);
});
