// Builds www/words/generated/: each language's catalogues (words/<lang>/*.ftl) parsed
// into a module of Fluent's own runtime data, and Fluent's formatter (FluentBundle, from
// @fluent/bundle, without its parser) as a module the page's files import by a relative
// path, bundled or not. The catalogues are parsed here, once, by the same library that
// formats them in the page, so the page ships no parser and no .ftl text.
//
// Usage: node scripts/build-words.mjs (scripts/build-wasm.sh runs it).

import { build } from 'esbuild';
import { FluentResource } from '@fluent/bundle';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

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

/** The languages there are catalogues for: the folders of words/. */
export async function languages() {
  return (await readdir(WORDS, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

export async function buildWords() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const langs = await languages();
  for (const lang of langs) {
    const files = (await readdir(new URL(`${lang}/`, WORDS))).filter((f) => f.endsWith('.ftl')).sort();
    const body = [];
    for (const file of files) {
      body.push(...parsed(await readFile(new URL(`${lang}/${file}`, WORDS), 'utf8'), `words/${lang}/${file}`));
    }
    await writeFile(
      new URL(`${lang}.js`, OUT),
      `// Built by scripts/build-words.mjs from words/${lang}/: Fluent's runtime data.\n` +
        `export default ${JSON.stringify(body)};\n`,
    );
  }
  await build({
    stdin: { contents: "export { FluentBundle, FluentNumber } from '@fluent/bundle';", resolveDir: fileURLToPath(ROOT) },
    outfile: fileURLToPath(new URL('fluent-bundle.js', OUT)),
    bundle: true,
    format: 'esm',
    minify: true,
    legalComments: 'inline',
    logLevel: 'warning',
  });
  return langs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const langs = await buildWords();
  console.log(`build-words: www/words/generated/ written: ${langs.join(', ')}, and Fluent's formatter`);
}
