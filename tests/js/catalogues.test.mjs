// The page's, the element's and the engine's words (words/<lang>/page.ftl, board.ftl and
// engine.ftl): every message of theirs is said somewhere, by a module of www/ or a
// {{ message }} mark of a page, and every word a module or a page asks of them (or of
// errors.ftl's compiled module) is there. And how they are built: each
// catalogue file sorted into its bundle by name (scripts/build-words.mjs), and compiled
// to plain JavaScript that writes what Fluent would (scripts/compile-words.mjs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { posix, sep } from 'node:path';
import { FluentBundle, FluentNumber, FluentResource } from '@fluent/bundle';
import { BUNDLES, parsed, plainWords, sorted } from '../../scripts/build-words.mjs';
import { compileCatalogue, compileTable, exportName, variablesOf } from '../../scripts/compile-words.mjs';
import { marksOf } from '../../scripts/build-site.mjs';

const ROOT = new URL('../../', import.meta.url);
const read = (path) => readFile(new URL(path, ROOT), 'utf8');

/** The modules that hold the page's and the element's words, and the catalogue each says. */
const WORD_MODULES = {
  'www/words/sentences.js': 'board',
  'www/words/generated/en/board.js': 'board',
  'www/words/page.js': 'page',
  'www/words/generated/en/page.js': 'page',
  'www/words/generated/en/engine.js': 'engine',
  'www/words/generated/en/errors.js': 'errors',
};

/** The objects of words a module imports by name and reads as a namespace: page.js's `Page`, the page's words in its language. */
const WORD_OBJECTS = { 'www/words/page.js': 'Page' };

/**
 * The loaders of a language's words (a module of the words' in English's stead), read
 * as a namespace once loaded: `const Words = await pageWords[lang]()`.
 */
const WORD_LOADERS = { pageWords: 'www/words/generated/en/page.js', loadBoardWords: 'www/words/generated/en/board.js' };

/** The catalogues every message of which a module or a page must say (errors.ftl's are mostly the engine writer's). */
const SAID = ['board', 'page', 'engine'];

/** Each module of www/ (not the generated ones), as a path from the root. */
async function modules() {
  const names = await readdir(new URL('www/', ROOT), { recursive: true });
  return names
    .map((name) => `www/${name.split(sep).join('/')}`)
    .filter((path) => path.endsWith('.js') && !path.startsWith('www/words/generated/'));
}

/**
 * What `path`'s source asks of the word modules: for each, the names it reads, through a
 * namespace (`Words.solved`), a named import (`import { difficulty } from …`), or an
 * object of words imported by name (`import { Page } from …`, then `Page.linkCopied`).
 */
function askedOf(path, source) {
  const asked = [];
  const readThrough = (namespace) => [...source.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))].map(([, name]) => name);
  for (const [, names, namespace, from] of source.matchAll(/import\s+(?:\{([^}]*)\}|\*\s+as\s+(\w+))\s+from\s+'([^']+)'/g)) {
    const module = posix.join(posix.dirname(path), from);
    if (!(module in WORD_MODULES)) continue;
    const read = [];
    if (namespace) read.push(...readThrough(namespace));
    for (const [name, local = name] of (names ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)).filter(([name]) => name)) {
      read.push(...(name === WORD_OBJECTS[module] ? readThrough(local) : [name]));
    }
    for (const name of read) asked.push({ module, name });
  }
  for (const [, local, loader] of source.matchAll(/const\s+(\w+)\s*=\s*await\s+(\w+)(?:\[\w+\])?\(\)/g)) {
    if (loader in WORD_LOADERS) for (const name of readThrough(local)) asked.push({ module: WORD_LOADERS[loader], name });
  }
  // An element's module (and sentences.js's functions) read its board's words
  // (www/board/board-words.js), English's names in any language: `words.solved`,
  // `this.#words.solved`, `game.words.solved`, `wordsOf(node).solved`.
  if (path.startsWith('www/board/') || path === 'www/words/sentences.js') {
    for (const [, name] of source.matchAll(/(?:(?<![\w/-])words|#words|\bwordsOf\([^()]*\))\.(\w+)/g)) {
      asked.push({ module: 'www/words/generated/en/board.js', name });
    }
  }
  // The engine's descriptions of a failed call or load (www/engine/failures.js,
  // load-failure.js and their callers) read a language's engine words, English's names:
  // `words.engineServedAs`; and its errors' words, the refusals the core words too:
  // `errors.engineTextNotString`.
  if (path.startsWith('www/engine/')) {
    for (const [, name] of source.matchAll(/(?<![\w/-])words\.(engine\w+)/g)) {
      asked.push({ module: 'www/words/generated/en/engine.js', name });
    }
    for (const [, name] of source.matchAll(/(?<![\w/-])errors\.(engine\w+)/g)) {
      asked.push({ module: 'www/words/generated/en/errors.js', name });
    }
  }
  return asked;
}

test("every word a module asks of the page's, the element's and the engine's catalogues is there, and every message of theirs is said", async () => {
  const said = { board: new Set(), page: new Set(), engine: new Set(), errors: new Set() };
  const missing = [];
  for (const path of await modules()) {
    for (const { module, name } of askedOf(path, await read(path))) {
      const exported = await import(new URL(module, ROOT));
      if (!(name in exported) && !(name in (exported[WORD_OBJECTS[module]] ?? {}))) missing.push(`${path} asks ${module} for ${name}`);
      said[WORD_MODULES[module]].add(name);
    }
  }
  const words = await plainWords('en');
  for (const page of ['index.html']) {
    for (const id of marksOf(await read(page))) {
      if (!words.has(id)) missing.push(`${page} names ${id}, no text message of page.ftl or board.ftl`);
      for (const catalogue of ['board', 'page']) said[catalogue].add(exportName(id));
    }
  }
  assert.deepEqual(missing, []);
  const unsaid = [];
  for (const catalogue of SAID) {
    const entries = parsed(await read(`words/en/${catalogue}.ftl`), catalogue);
    // A message another one names is said where that one is.
    for (const { value } of entries) for (const id of JSON.stringify(value).matchAll(/"type":"mesg","name":"([\w-]+)"/g)) said[catalogue].add(exportName(id[1]));
    for (const { id } of entries) {
      if (!id.startsWith('-') && !said[catalogue].has(exportName(id))) unsaid.push(`${catalogue}.ftl: ${id}`);
    }
  }
  assert.deepEqual(unsaid, [], 'messages no module or page says');
});

test('the scan finds what a module asks, by namespace and by name', () => {
  const source = [
    "import * as Words from '../words/sentences.js';",
    "import { difficulty, listed as list } from '../words/page.js';",
    "import { Page as Said } from '../words/page.js';",
    "import * as Other from './elsewhere.js';",
    'const Loaded = await pageWords[lang]();',
    'Words.solved; Words.isGiven(cell); Other.solved; Said.linkCopied; Loaded.cancel;',
  ].join('\n');
  assert.deepEqual(
    askedOf('www/app/x.js', source).map(({ module, name }) => `${module} ${name}`),
    [
      'www/words/sentences.js solved',
      'www/words/sentences.js isGiven',
      'www/words/page.js difficulty',
      'www/words/page.js listed',
      'www/words/page.js linkCopied',
      'www/words/generated/en/page.js cancel',
    ],
  );
});

test("each catalogue file goes to its bundle by name: cli.ftl is never the page's, others fail", () => {
  const engine = ['errors.ftl', 'hints.ftl', 'lines.ftl', 'shared.ftl', 'techniques.ftl'];
  const page = ['board.ftl', 'page.ftl', 'engine.ftl'];
  assert.deepEqual(sorted([...engine, ...page, 'cli.ftl'], 'en'), {
    writer: ['shared', 'techniques', 'hints', 'lines', 'errors'],
    compiled: ['board', 'page', 'engine', 'errors'],
  });
  assert.throws(() => sorted([...engine.slice(1), ...page], 'de'), /words\/de\/errors\.ftl is missing/);
  assert.ok(!Object.values(BUNDLES).some(({ files }) => files.includes('cli')));
  assert.throws(() => sorted([...engine, ...page, 'menus.ftl'], 'de'), /words\/de\/menus\.ftl is in no bundle/);
  assert.throws(() => sorted([...engine, 'page.ftl'], 'de'), /words\/de\/board\.ftl is missing/);
});

/** Catalogue `text` compiled, as a module imported from its source. */
async function compiledModule(text, lang = 'en', reference = undefined) {
  const source = compileCatalogue(parsed(text, 'test.ftl'), lang, { reference, source: 'test.ftl' });
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}

test('a compiled catalogue writes what Fluent writes: text, variables, plural and string selects, references', async () => {
  const text = [
    'plain = Cancelled: `back` ${"{"}ticks{"}"} \\ stay',
    'cells = { $count } { $count ->',
    '    [0] no cells',
    '    [one] cell',
    '   *[other] cells',
    '  } in { $kind ->',
    '    [row] row',
    '   *[box] box',
    '  } { $number }.',
    '-brand = Hexadoku',
    'about = { -brand }: { plain }',
    'heading = { $nested ->',
    '    [yes] Inside',
    '   *[no] Branch',
    '  } { $index } of { $count }',
    '',
  ].join('\n');
  const module = await compiledModule(text);
  const bundle = new FluentBundle('en', { useIsolating: false });
  bundle.addResource(new FluentResource(text));
  const fluent = (id, args) => bundle.formatPattern(bundle.getMessage(id).value, args);
  assert.equal(module.plain, fluent('plain'));
  assert.equal(module.about, fluent('about'));
  for (const count of [0, 1, 2, 21]) {
    for (const kind of ['row', 'box', 'column']) {
      assert.equal(module.cells(count, kind, 3), fluent('cells', { count, kind, number: 3 }), `${count} ${kind}`);
    }
  }
  assert.equal(module.heading('yes', 2, 3), fluent('heading', { nested: 'yes', index: 2, count: 3 }));
  assert.equal(module.heading('maybe', 2, 3), 'Branch 2 of 3');
  assert.equal(module.cells.length, 3, "a message's variables in the order English names them");
});

test("another language's module takes English's variables in English's order, and must have all of English's messages", async () => {
  const english = parsed('move = Move { $letter } to { $cell }.\nhello = Hello\n', 'en.ftl');
  const german = await compiledModule('move = Nach { $cell } setzen: { $letter }.\nhello = Hallo\n', 'de', english);
  assert.equal(german.move('B', 'R1C1'), 'Nach R1C1 setzen: B.');
  await assert.rejects(compiledModule('hello = Hallo\n', 'de', english), /no message move/);
  await assert.rejects(
    compiledModule('move = { $letter } { $cell } { $other }\nhello = Hallo\n', 'de', english),
    /move uses \$other, which English's does not/,
  );
});

test('what compiles to no module fails the build, by its message', async () => {
  await assert.rejects(compiledModule('new = New\n'), /new cannot be a module's export/);
  await assert.rejects(compiledModule('when = { DATETIME($date) }\n'), /when: a func expression/);
  await assert.rejects(compiledModule('label = Label\n    .title = Title\n'), /label: attributes are not compiled/);
});

/** Catalogue `text` compiled as the engine's writer's table (compileTable), imported. */
async function compiledTable(text, lang = 'en') {
  const source = compileTable(parsed(text, 'test.ftl'), lang, { source: 'test.ftl' });
  return (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)).default;
}

/** Fluent's own writing of `text`'s messages, as the engine's writer wrote them before it was compiled. */
function fluentOf(text, lang) {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  bundle.addResource(new FluentResource(text));
  return (id, args, attr = null) => {
    const errors = [];
    const message = bundle.getMessage(id);
    const written = bundle.formatPattern(attr === null ? message.value : message.attributes[attr], args, errors);
    return { written, errors: errors.length };
  };
}

/** Arguments for both: the table's numbers (`number`, `seconds`) and Fluent's. */
const both = (table, args) => {
  const ours = {};
  const fluent = {};
  for (const [name, [kind, value]] of Object.entries(args)) {
    ours[name] = kind === 'text' ? value : table[kind](value);
    fluent[name] = kind === 'text' ? value : new FluentNumber(value, kind === 'number' ? { useGrouping: false } : { minimumFractionDigits: 1 });
  }
  return [ours, fluent];
};

test("the engine's writer's compiled table writes what Fluent writes, in English and in other languages", async () => {
  const text = [
    'cell = R{ $row }C{ $col }',
    'literals = {""}a{" "}b { 1.5 } { 1000 }',
    '-brand = Hexa{ $lost }doku',
    'cells = { $count } { $count ->',
    '    [one] cell',
    '    [1] never, [one] came first',
    '    [0] none',
    '   *[other] cells',
    '  } in { cell }, { -brand }',
    'kind = { $kind ->',
    '    [row] row',
    '    [0] zero',
    '   *[box] box',
    '  } { $seconds } { $seconds ->',
    '    [one] second',
    '   *[other] seconds',
    '  }',
    'technique-x = X',
    '    .a = an { technique-x }',
    '    .title = The X',
    '',
  ].join('\n');
  for (const lang of ['en', 'de', 'pl', 'ar']) {
    const table = await compiledTable(text, lang);
    const fluent = fluentOf(text, lang);
    const check = (id, args, attr = null) => {
      const [ours, theirs] = both(table, args);
      const errors = [];
      const written = (attr === null ? table.messages.get(id) : table.attributes.get(id)[attr])(ours, errors);
      assert.deepEqual({ written, errors: errors.length }, fluent(id, theirs, attr), `${lang} ${id} ${JSON.stringify(args)}`);
    };
    for (const count of [0, 1, 2, 3, 5, 11, 22, 101, 12345]) {
      check('cells', { count: ['number', count], row: ['number', 3], col: ['text', '12'] });
    }
    for (const kind of [['text', 'row'], ['text', 'column'], ['text', '0'], ['number', 0], ['number', 1]]) {
      for (const seconds of [0, 1, 1.5, 2, 2.25, 12345.5]) check('kind', { kind, seconds: ['seconds', seconds] });
    }
    check('literals', {});
    check('technique-x', {});
    check('technique-x', {}, 'a');
    check('technique-x', {}, 'title');
    // What the arguments lack: written as Fluent writes it, and an error each time.
    check('cell', { row: ['number', 1] });
    check('kind', {});
  }
  const german = await compiledTable(text, 'de');
  assert.equal(german.messages.get('kind')({ kind: 'row', seconds: german.seconds(1.5) }, []), 'row 1,5 seconds');
});

test("every message of the engine's writer's catalogues is written as Fluent writes it, each variant of each select", async () => {
  const { writer: files } = sorted(await readdir(new URL('words/en/', ROOT)), 'en');
  const text = (await Promise.all(files.map((name) => read(`words/en/${name}.ftl`)))).join('\n');
  const body = parsed(text, 'en');
  const table = await compiledTable(text);
  const fluent = fluentOf(text, 'en');
  const entries = new Map(body.map((entry) => [entry.id, entry]));
  // Each select's variable and keys, through the references.
  const selects = (pattern, found = new Map(), seen = new Set()) => {
    if (pattern === null || typeof pattern === 'string') return found;
    for (const part of pattern) {
      if (part.type === 'select') {
        const keys = found.get(part.selector.name) ?? new Set();
        for (const { key, value } of part.variants) {
          keys.add(key.value);
          selects(value, found, seen);
        }
        found.set(part.selector.name, keys);
      }
      if (part.type === 'mesg' && !seen.has(part.name)) selects(entries.get(part.name)?.value ?? null, found, seen.add(part.name));
    }
    return found;
  };
  let checked = 0;
  for (const { id, value, attributes } of body) {
    if (id.startsWith('-')) continue;
    for (const [attr, pattern] of [[null, value], ...Object.entries(attributes)]) {
      if (pattern === null) continue;
      const base = Object.fromEntries(variablesOf(pattern, entries).map((name) => [name, ['text', `<${name}>`]]));
      const variants = [base];
      for (const [name, keys] of selects(pattern)) {
        for (const key of [...keys, 'none of them']) variants.push({ ...base, [name]: typeof key === 'number' ? ['number', key] : ['text', key] });
        for (const count of [0, 1, 2, 7]) variants.push({ ...base, [name]: ['number', count] });
      }
      for (const args of variants) {
        const [ours, theirs] = both(table, args);
        const errors = [];
        const written = (attr === null ? table.messages.get(id) : table.attributes.get(id)[attr])(ours, errors);
        assert.deepEqual({ written, errors: errors.length }, fluent(id, theirs, attr), `${id}${attr ? `.${attr}` : ''} ${JSON.stringify(args)}`);
        checked += 1;
      }
    }
  }
  assert.ok(checked > 600, `${checked} writings checked`);
});

test("what the engine's writer's table cannot compile fails the build, by its message", async () => {
  await assert.rejects(compiledTable('when = { DATETIME($date) }\n'), /when: a func expression/);
  await assert.rejects(compiledTable('a = A\n    .b = B\nc = { a.b }\n'), /c: the attribute a\.b/);
  await assert.rejects(compiledTable('-t = T { $x }\nc = { -t(x: 1) }\n'), /c: the arguments of -t/);
  await assert.rejects(compiledTable('a = { b }\nb = { c }\nc = { a }\n'), /refers to itself/);
  await assert.rejects(compiledTable('a = { nothing }\n'), /a: no message nothing/);
  await assert.rejects(compiledTable('a = { b ->\n   *[x] X\n  }\nb = B\n'), /a: a select expression on something other than a variable/);
  await assert.rejects(compiledTable('a = { $constructor }\n'), /a variable cannot be named \$constructor/);
  await assert.rejects(compiledTable('a = A\n-t = { a }\n'), /-t: a term referring to the message a/);
});

test("every language's catalogues have each of English's messages and attributes, with English's variables", async () => {
  const WORDS = new URL('words/', ROOT);
  const langs = (await readdir(WORDS)).filter((lang) => lang !== 'en');
  assert.ok(langs.length > 0, 'a language besides English');
  const read = async (lang, file) => parsed(await readFile(new URL(`${lang}/${file}`, WORDS), 'utf8'), `words/${lang}/${file}`);
  const variables = (pattern, entries) => [...variablesOf(pattern ?? null, entries)].sort();
  const differences = [];
  for (const file of await readdir(new URL('en/', WORDS))) {
    const english = await read('en', file);
    const englishEntries = new Map(english.map((entry) => [entry.id, entry]));
    for (const lang of langs) {
      const theirs = new Map((await read(lang, file)).map((entry) => [entry.id, entry]));
      for (const { id, value, attributes = {} } of english) {
        const entry = theirs.get(id);
        if (!entry) {
          differences.push(`${lang}/${file}: no ${id}`);
          continue;
        }
        const forms = [[id, value, entry.value], ...Object.entries(attributes).map(([name, pattern]) => [`${id}.${name}`, pattern, entry.attributes?.[name]])];
        for (const [name, ours, translated] of forms) {
          if (translated === undefined) differences.push(`${lang}/${file}: no ${name}`);
          else if (variables(ours, englishEntries).join() !== variables(translated, theirs).join()) {
            differences.push(`${lang}/${file}: ${name} takes $${variables(translated, theirs).join(', $')}, English's $${variables(ours, englishEntries).join(', $')}`);
          }
        }
      }
    }
  }
  assert.deepEqual(differences, []);
});
