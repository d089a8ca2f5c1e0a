// The page's sources, read as text: no script builds markup from strings, and the HTML
// holds nothing the Content-Security-Policy would have to allow (inline scripts, inline
// styles, event-handler attributes). Text from a link, a paste or storage can then only
// ever become text. The end-to-end specs (tests/e2e/injection.spec.js, csp.spec.js)
// try it in the browser; this catches a new sink in code no spec happens to reach.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { sep } from 'node:path';

const ROOT = new URL('../../', import.meta.url);

/** Every file of www/ and its folders whose name ends in `ending`, as paths from the root. */
async function inWww(ending) {
  const names = await readdir(new URL('www/', ROOT), { recursive: true });
  return names.filter((name) => name.endsWith(ending)).map((name) => `www/${name.split(sep).join('/')}`);
}

/** Every script the site serves: www/ (all of it, whatever is added there) and sw.js. */
async function scripts() {
  const www = await inWww('.js');
  const root = (await readdir(ROOT)).filter((name) => name.endsWith('.js') && name !== 'playwright.config.js');
  return [...www, ...root];
}

async function pages() {
  return ['index.html', ...(await inWww('.html'))];
}

const read = (path) => readFile(new URL(path, ROOT), 'utf8');

/** `source` without its comments, so that a comment may name what the code must not do. */
const code = (source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');

/** What turns a string into markup or code, in a script. */
const SCRIPT_SINKS = [
  [/\.(inner|outer)HTML\b/, 'innerHTML/outerHTML'],
  [/\binsertAdjacentHTML\b/, 'insertAdjacentHTML'],
  [/\bdocument\.write(ln)?\b/, 'document.write'],
  [/\bcreateContextualFragment\b/, 'createContextualFragment'],
  [/\bsetHTMLUnsafe\b|\bparseHTMLUnsafe\b/, 'setHTMLUnsafe'],
  [/\bparseFromString\b/, 'DOMParser'],
  [/\beval\s*\(|\bnew\s+Function\b/, 'eval'],
  [/\bsetAttribute\(\s*['"](style|on\w+|srcdoc)['"]/i, 'an inline style or handler attribute'],
];

/** What a page under the CSP may not hold. */
const PAGE_FAULTS = [
  [/<script\b(?![^>]*\bsrc=)[^>]*>/i, 'an inline <script>'],
  [/<style\b/i, 'a <style> element'],
  [/\sstyle\s*=/i, 'a style attribute'],
  [/\son[a-z]+\s*=/i, 'an event-handler attribute'],
  [/javascript:/i, 'a javascript: URL'],
];

function faults(text, rules) {
  return rules.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
}

test('the checks find what they look for', () => {
  assert.deepEqual(faults(code('status.innerHTML = text; // fine: innerHTML'), SCRIPT_SINKS), ['innerHTML/outerHTML']);
  assert.deepEqual(faults(code('// el.innerHTML = x\n/* el.outerHTML */ el.textContent = x;'), SCRIPT_SINKS), []);
  assert.deepEqual(faults(code("el.setAttribute('onclick', x)"), SCRIPT_SINKS), ['an inline style or handler attribute']);
  assert.deepEqual(faults('<p style="color: red" onclick="go()">', PAGE_FAULTS), ['a style attribute', 'an event-handler attribute']);
  assert.deepEqual(faults('<script>go()</script><script type="module" src="a.js"></script>', PAGE_FAULTS), ['an inline <script>']);
  assert.deepEqual(faults('<script type="module" src="a.js"></script>', PAGE_FAULTS), []);
});

test('no script of the site turns a string into markup or code', async () => {
  const files = await scripts();
  assert.ok(files.includes('www/app/app.js') && files.includes('www/engine/engine.js'), `scripts found: ${files}`);
  const found = [];
  for (const file of files) {
    for (const what of faults(code(await read(file)), SCRIPT_SINKS)) found.push(`${file}: ${what}`);
  }
  assert.deepEqual(found, []);
});

test('no page has an inline script, inline style or event-handler attribute', async () => {
  const found = [];
  for (const file of await pages()) {
    const html = (await read(file)).replace(/<!--[\s\S]*?-->/g, '');
    for (const what of faults(html, PAGE_FAULTS)) found.push(`${file}: ${what}`);
  }
  assert.deepEqual(found, []);
});

test("index.html declares the strict Content-Security-Policy", async () => {
  const html = await read('index.html');
  const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1];
  assert.ok(policy, 'a CSP <meta>');
  const directives = new Map(
    policy.split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]),
  );
  assert.deepEqual(directives.get('default-src'), ["'self'"]);
  assert.deepEqual(directives.get('script-src'), ["'self'", "'wasm-unsafe-eval'"]);
  assert.deepEqual(directives.get('style-src'), ["'self'"]);
  assert.deepEqual(directives.get('object-src'), ["'none'"]);
  assert.deepEqual(directives.get('base-uri'), ["'none'"]);
  for (const [name, values] of directives) {
    assert.ok(!values.includes("'unsafe-inline'") && !values.includes("'unsafe-eval'") && !values.includes('*'), `${name} stays strict`);
  }
  // A policy in a <meta> applies from where it stands: before any script or style.
  assert.ok(html.indexOf('Content-Security-Policy') < html.search(/<script|<link rel="stylesheet"/), 'the CSP comes first');
});
