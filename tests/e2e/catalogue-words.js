// The words of a language's catalogues (words/<lang>/*.ftl), for the tests that look for
// words of one language in a page of another (languages.spec.js, hint-languages.spec.js).

import { FluentResource } from '@fluent/bundle';
import { readdir, readFile } from 'node:fs/promises';

/**
 * The words (3 letters or more, lower case) of the messages and attributes of `lang`'s
 * catalogues named `files` (without .ftl), or of all of them.
 */
export async function catalogueWords(lang, files) {
  const words = new Set();
  const walk = (part) => {
    if (typeof part === 'string') for (const [word] of part.matchAll(/\p{L}{3,}/gu)) words.add(word.toLowerCase());
    else if (Array.isArray(part)) part.forEach(walk);
    else if (part?.type === 'select') part.variants.forEach(({ value }) => walk(value));
    else if (part?.type === 'str') walk(part.value);
  };
  const folder = new URL(`../../words/${lang}/`, import.meta.url);
  const names = files?.map((name) => `${name}.ftl`) ?? (await readdir(folder)).filter((name) => name.endsWith('.ftl'));
  for (const file of names) {
    for (const { value, attributes } of new FluentResource(await readFile(new URL(file, folder), 'utf8')).body) {
      walk(value);
      Object.values(attributes ?? {}).forEach(walk);
    }
  }
  return words;
}
