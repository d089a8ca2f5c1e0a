// Compiles a catalogue (Fluent's runtime data, as @fluent/bundle's parser reads a .ftl
// file) into a small ES module of plain JavaScript: each message an export named by its
// identifier in camelCase (`solver-gave-up` → `solverGaveUp`), a string when the message
// has no variable, else a function of its variables, in the order English's message
// first names them (`already-in = { $symbol } is already in { $kind } { $number }.` →
// `alreadyIn = (symbol, kind, number) => …`): every language's module takes them so.
// Arguments by position, not in an object, so that a minifier writes the call as the
// template itself: the page's first load has no bytes to spare.
// The page's and the element's words are compiled so, by scripts/build-words.mjs: their
// first load carries the sentences and nothing of Fluent's runtime.
//
// What it compiles, of Fluent: text; a variable, written as JavaScript writes it
// (String(value): the code passes a number already formatted where it must be); a
// select expression on a variable, whose variant is the one whose key equals the value,
// else, for a number, the one of its plural category in the language (Intl.PluralRules),
// else the default; a string or number literal; a reference to a message or a term
// without arguments, written in place. Anything else (attributes, functions, terms'
// arguments) fails the build, named by its message.

/** A message's identifier as its module names it: `solver-gave-up` → `solverGaveUp`. */
export const exportName = (id) => id.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

/** The words an export may not be named. */
const RESERVED = new Set(
  'await break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield'.split(' '),
);

/** `text` inside a template literal: every `$` escaped, since the next part may open with `{`. */
const inTemplate = (text) => text.replace(/[\\`$]/g, '\\$&');

/**
 * The variables a pattern uses, through the messages and terms it refers to, in the order
 * they come (`entries`: the catalogue's entries by identifier).
 */
export function variablesOf(pattern, entries, seen = new Set()) {
  const found = new Set();
  const visit = (element) => {
    if (typeof element === 'string' || element === null) return;
    if (Array.isArray(element)) return element.forEach(visit);
    if (element.type === 'var') found.add(element.name);
    if (element.type === 'select') {
      visit(element.selector);
      element.variants.forEach((variant) => visit(variant.value));
    }
    if (element.type === 'mesg' || element.type === 'term') {
      const id = element.type === 'term' ? `-${element.name}` : element.name;
      if (seen.has(id)) return;
      for (const name of variablesOf(entries.get(id)?.value ?? null, entries, new Set([...seen, id]))) found.add(name);
    }
  };
  visit(pattern);
  return [...found];
}

/**
 * The JavaScript expression of message `id`'s pattern: a template literal, with the
 * variables as parameters of the same names in camelCase; `uses` notes the helpers it needs ('select').
 */
function compiled(id, pattern, entries, uses, within = [id]) {
  const fail = (why) => {
    throw new Error(`compile-words: ${within.join(' → ')}: ${why}`);
  };
  const element = (part) => {
    if (typeof part === 'string') return inTemplate(part);
    if (part.type === 'str') return inTemplate(part.value);
    if (part.type === 'num') return inTemplate(part.value.toFixed(part.precision));
    if (part.type === 'var') return `\${${exportName(part.name)}}`;
    if (part.type === 'mesg' || part.type === 'term') {
      const target = part.type === 'term' ? `-${part.name}` : part.name;
      if (part.attr) fail(`the attribute ${target}.${part.attr} (attributes are not compiled)`);
      if (part.type === 'term' && part.args?.length) fail(`the arguments of ${target}`);
      if (within.includes(target)) fail(`${target} refers to itself`);
      const entry = entries.get(target);
      if (!entry?.value) fail(`no message ${target}`);
      return `\${${compiled(target, entry.value, entries, uses, [...within, target])}}`;
    }
    if (part.type === 'select') {
      if (part.selector.type !== 'var') fail('a select expression on something other than a variable');
      uses.add('select');
      // The default variant under the key '*' alone: what its own key would match, the
      // default gives all the same.
      const variants = part.variants.map(({ key, value }, i) => {
        const name = i === part.star ? '*' : key.type === 'num' ? key.value.toFixed(key.precision) : key.value;
        return `${JSON.stringify(name)}:${compiled(id, value, entries, uses, within)}`;
      });
      return `\${select(${exportName(part.selector.name)},{${variants.join(',')}})}`;
    }
    return fail(`a ${part.type} expression (only text, variables, selects and references are compiled)`);
  };
  const parts = typeof pattern === 'string' ? [pattern] : pattern;
  return `\`${parts.map(element).join('')}\``;
}

/**
 * The module of catalogue `body` (Fluent's runtime data) in language `lang`: its source.
 * `reference`, English's body for another language, decides which messages are functions
 * (those with variables in English) and which must be there: a translation lacking a
 * message, or using a variable English does not, fails.
 */
export function compileCatalogue(body, lang, { reference = body, source = '' } = {}) {
  const entries = new Map(body.map((entry) => [entry.id, entry]));
  const english = new Map(reference.map((entry) => [entry.id, entry]));
  const uses = new Set();
  const names = new Map();
  const exports = [];
  for (const [id, model] of english) {
    if (id.startsWith('-')) continue;
    const entry = entries.get(id);
    if (!entry?.value) throw new Error(`compile-words: ${source}: no message ${id}`);
    if (Object.keys(entry.attributes ?? {}).length > 0) throw new Error(`compile-words: ${id}: attributes are not compiled`);
    const name = exportName(id);
    if (RESERVED.has(name)) throw new Error(`compile-words: ${id} cannot be a module's export: name it otherwise`);
    if (names.has(name)) throw new Error(`compile-words: ${id} and ${names.get(name)} are both ${name}`);
    names.set(name, id);
    const takes = variablesOf(model.value, english);
    const extra = variablesOf(entry.value, entries).filter((variable) => !takes.includes(variable));
    if (extra.length > 0) throw new Error(`compile-words: ${source}: ${id} uses $${extra.join(', $')}, which English's does not`);
    const text = compiled(id, entry.value, entries, uses);
    const params = takes.map(exportName);
    if (params.some((param) => RESERVED.has(param))) throw new Error(`compile-words: ${id}: a variable cannot be named ${params.find((p) => RESERVED.has(p))}`);
    exports.push(takes.length > 0 ? `export const ${name} = (${params.join(', ')}) => ${text};` : `export const ${name} = ${text};`);
  }
  const helpers = [];
  if (uses.has('select')) {
    helpers.push(
      `const plural = /* @__PURE__ */ new Intl.PluralRules(${JSON.stringify(lang)});`,
      "/** The variant of `variants` whose key is `value`, else its plural category (a number), else the default, '*'. */",
      'const select = (value, variants) =>',
      "  variants[value] ?? (typeof value === 'number' ? variants[plural.select(value)] : undefined) ?? variants['*'];",
    );
  }
  return [
    `// Built by scripts/build-words.mjs from ${source}: do not edit. Each message a string, or a function of its variables in English's order.`,
    ...helpers,
    ...exports,
    '',
  ].join('\n');
}
