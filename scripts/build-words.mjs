// Builds www/words/generated/ from each language's catalogues (words/<lang>/*.ftl), each
// file into the bundle that says its words (BUNDLES):
// - the engine's writer's, the core's messages (www/words/writer.js, in the engine's
//   worker, with the first hint): generated/<lang>.js, the catalogues compiled into a
//   table of plain JavaScript, a function of named arguments a message and attribute
//   (scripts/compile-words.mjs's compileTable), so that no Fluent runtime comes with it;
// - the element's and the page's own words, in their first load: generated/<lang>/board.js
//   and generated/<lang>/page.js, each catalogue compiled to plain JavaScript, a string or
//   a function a message (scripts/compile-words.mjs), so that no Fluent runtime comes
//   with them;
// - generated/languages.js, the languages and a loader of each language's bundles, and
//   generated/page-words.js, a loader of each language's page words, for the app alone.
// The catalogues are parsed here, once, by Fluent's own parser (@fluent/bundle's), so
// the page ships no parser, no formatter and no .ftl text. A catalogue file
// no bundle names fails the build, but for those of other front ends (ELSEWHERE).
//
// Usage: node scripts/build-words.mjs (scripts/build-wasm.sh runs it).

import { FluentResource } from '@fluent/bundle';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compileCatalogue, compileTable } from './compile-words.mjs';

const ROOT = new URL('../', import.meta.url);
const WORDS = new URL('words/', ROOT);
const OUT = new URL('www/words/generated/', ROOT);

/**
 * The entries of a catalogue file, or an error naming each line that opens an entry
 * Fluent could not read (its parser skips such an entry without a word).
 */
export function parsed(text, file) {
  const body = new FluentResource(text).body;
  const read = new Set(body.map((entry) => entry.id));
  const unread = text
    .split('\n')
    .map((line, i) => [line.match(/^(-?[a-zA-Z][\w-]*)\s*=/)?.[1], i + 1])
    .filter(([id]) => id && !read.has(id));
  if (unread.length > 0) {
    const where = unread.map(([id, line]) => `${file}:${line} (${id})`).join(', ');
    throw new Error(`build-words: Fluent cannot read ${where}`);
  }
  return body;
}

/**
 * Which catalogue files (by name, without .ftl) each bundle is made of, in every language:
 * `optional` ones may be missing. `writer`, the engine's writer's table, one module of
 * them all; `compiled`, a module of plain JavaScript each.
 */
export const BUNDLES = {
  writer: { files: ['shared', 'techniques', 'hints', 'lines', 'errors'], optional: [] },
  compiled: { files: ['board', 'page', 'engine', 'errors'], optional: [] },
};

/** The compiled catalogues whose text messages a page's {{ message }} marks may name. */
const PAGE_CATALOGUES = ['board', 'page'];

/** Catalogue files of other front ends, which no bundle of the page's may ship: the command-line tool's. */
export const ELSEWHERE = ['cli'];

/**
 * The files of a language's folder (`names`, each `<name>.ftl`) sorted into BUNDLES:
 * `{ writer: [...], compiled: [...] }`, the names in BUNDLES' order; fails on a file no
 * bundle names or a file a bundle needs and the folder lacks.
 */
export function sorted(names, lang) {
  const here = new Set(names.filter((name) => name.endsWith('.ftl')).map((name) => name.slice(0, -4)));
  const known = new Set([...Object.values(BUNDLES).flatMap(({ files }) => files), ...ELSEWHERE]);
  const unknown = [...here].filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`build-words: words/${lang}/${unknown[0]}.ftl is in no bundle: name it in BUNDLES (or ELSEWHERE)`);
  }
  const picked = {};
  for (const [bundle, { files, optional }] of Object.entries(BUNDLES)) {
    const missing = files.filter((name) => !here.has(name) && !optional.includes(name));
    if (missing.length > 0) throw new Error(`build-words: words/${lang}/${missing[0]}.ftl is missing`);
    picked[bundle] = files.filter((name) => here.has(name));
  }
  return picked;
}

/** The languages there are catalogues for: the folders of words/. */
export async function languages() {
  return (await readdir(WORDS, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

/**
 * The messages of the page's and the element's catalogues in language `lang` that are
 * text alone (no variable), by identifier: what a page's {{ message }} marks name
 * (scripts/build-site.mjs writes index.html's so).
 */
export async function plainWords(lang) {
  const words = new Map();
  const pages = sorted(await readdir(new URL(`${lang}/`, WORDS)), lang).compiled.filter((name) => PAGE_CATALOGUES.includes(name));
  for (const name of pages) {
    const file = `words/${lang}/${name}.ftl`;
    for (const { id, value } of parsed(await readFile(new URL(`${lang}/${name}.ftl`, WORDS), 'utf8'), file)) {
      if (id.startsWith('-') || value === null) continue;
      const parts = typeof value === 'string' ? [value] : value;
      if (!parts.every((part) => typeof part === 'string' || part.type === 'str')) continue;
      if (words.has(id)) throw new Error(`build-words: ${id} is in two of ${lang}'s catalogues`);
      words.set(id, parts.map((part) => (typeof part === 'string' ? part : part.value)).join(''));
    }
  }
  return words;
}

export async function buildWords() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const langs = await languages();
  const read = async (lang, name) => parsed(await readFile(new URL(`${lang}/${name}.ftl`, WORDS), 'utf8'), `words/${lang}/${name}.ftl`);
  // English first: the other languages' compiled modules take its messages' variables,
  // and a message a language lacks is English's (tests/js/catalogues.test.mjs names it).
  const english = {};
  let englishBody = [];
  for (const lang of ['en', ...langs.filter((lang) => lang !== 'en')]) {
    const { writer, compiled } = sorted(await readdir(new URL(`${lang}/`, WORDS)), lang);
    const body = [];
    for (const name of writer) body.push(...(await read(lang, name)));
    if (lang === 'en') englishBody = body;
    const files = `words/${lang}/ (${writer.join(', ')})`;
    await writeFile(new URL(`${lang}.js`, OUT), compileTable(withEnglish(body, englishBody), lang, { source: files }));
    await mkdir(new URL(`${lang}/`, OUT), { recursive: true });
    for (const name of compiled) {
      const catalogue = await read(lang, name);
      if (lang === 'en') english[name] = catalogue;
      const source = compileCatalogue(withEnglish(catalogue, english[name]), lang, { reference: english[name], source: `words/${lang}/${name}.ftl` });
      await writeFile(new URL(`${lang}/${name}.js`, OUT), source);
    }
  }
  await writeFile(new URL('languages.js', OUT), languagesModule(langs));
  await writeFile(new URL(PAGE_WORDS, OUT), pageWordsModule(langs));
  return langs;
}

/** A language's entries, and English's for each message and term it lacks. */
const withEnglish = (entries, english) => {
  const has = new Set(entries.map(({ id }) => id));
  return [...entries, ...english.filter(({ id }) => !has.has(id))];
};

/**
 * Each language's loader of one of its modules, `bundle(lang)` a path from generated/:
 * written out one by one, as bundlers need to see each `import()`.
 */
const loadersOf = (langs, bundle) =>
  `{\n${langs.map((lang) => `  ${JSON.stringify(lang)}: () => import('./${bundle(lang)}'),`).join('\n')}\n}`;

/**
 * generated/languages.js: the languages there are catalogues for, and for each a loader
 * of each bundle the npm package ships, so that only the language used is fetched.
 */
function languagesModule(langs) {
  const loaders = (bundle) => loadersOf(langs, bundle);
  return [
    '// Built by scripts/build-words.mjs from the folders of words/: do not edit.',
    `export const LANGUAGES = ${JSON.stringify(langs)};`,
    `/** The engine's writer's catalogue (generated/<lang>.js) of each language. */`,
    `export const writerCatalogues = ${loaders((lang) => `${lang}.js`)};`,
    `/** The element's words (generated/<lang>/board.js) of each language. */`,
    `export const boardWords = ${loaders((lang) => `${lang}/board.js`)};`,
    `/** The engine's own words (generated/<lang>/engine.js) of each language: a failed call or load described. */`,
    `export const engineWords = ${loaders((lang) => `${lang}/engine.js`)};`,
    `/** The errors' words (generated/<lang>/errors.js) of each language: the refusals the engine makes too. */`,
    `export const errorWords = ${loaders((lang) => `${lang}/errors.js`)};`,
    '',
  ].join('\n');
}

/**
 * The page's module of loaders, apart from languages.js: the page's words are the app's,
 * which the npm package does not ship (package.json leaves this module out too), and a
 * bundler given the package would fail on a loader of a file it lacks.
 */
export const PAGE_WORDS = 'page-words.js';

/** generated/page-words.js: each language's loader of its page words (generated/<lang>/page.js). */
const pageWordsModule = (langs) =>
  [
    '// Built by scripts/build-words.mjs from the folders of words/: do not edit.',
    `/** The page's words (generated/<lang>/page.js) of each language: the app's, not the package's. */`,
    `export const pageWords = ${loadersOf(langs, (lang) => `${lang}/page.js`)};`,
    '',
  ].join('\n');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const langs = await buildWords();
  console.log(`build-words: www/words/generated/ written: ${langs.join(', ')}`);
}
