// Compiles a catalogue (Fluent's runtime data, as @fluent/bundle's parser reads a .ftl
// file) into a small ES module of plain JavaScript: each message an export named by its
// identifier in camelCase (`solver-gave-up` → `solverGaveUp`), a string when the message
// has no variable, else a function of its variables, in the order English's message
// first names them (`already-in = { $symbol } is already in { $kind } { $number }.` →
// `alreadyIn = (symbol, kind, number) => …`): every language's module takes them so.
// Arguments by position, not in an object, so that a minifier writes the call as the
// template itself: the page's first load has no bytes to spare.
// The page's and the element's words are compiled so, by scripts/build-words.mjs: their
// first load carries the sentences and nothing of Fluent's runtime. The engine's
// writer's catalogues are compiled in a second form (compileTable, below): a table of
// functions of named arguments, for www/words/writer.js, which writes messages the core
// gives as data.
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

/**
 * The module of the engine's writer's catalogues in language `lang` (`body`, Fluent's
 * runtime data of them all): a table of every message and attribute, each a function of
 * a named-arguments object and an array of errors, `(args, errors) => string`. Its
 * default export is `{ lang, messages, attributes, number, seconds }`: `messages`, a Map
 * from a message's identifier to its value's function; `attributes`, a Map from a
 * message's identifier to an object of its attributes' functions, by name (a technique's
 * `a`, `title`, `a-title`, `plural`); `number(n)` and `seconds(s)`, the arguments that
 * are numbers, for plural rules to select on and written as Fluent writes them (a count
 * without grouping, seconds with one decimal at least).
 *
 * The semantics are Fluent's, for what it compiles: text; a variable, a missing one
 * written `{$name}` with an error; a string or number literal (a number written as
 * Fluent writes it, in the language); a reference to a message (with the same
 * arguments) or to a term without arguments (with none); a select expression on a
 * variable, whose variant is the first whose key matches, a number key by its value, an
 * identifier by the string, or by a number's plural category in the language, else the
 * default. No isolation marks. Anything else (a function, an attribute referred to, a
 * term's arguments, a select on anything but a variable, a reference to a message that
 * is not there or to itself, a term referring to a message) fails the build, named by
 * its message. A term's variables are written `{$name}` with no error, as Fluent does.
 */
export function compileTable(body, lang, { source = '' } = {}) {
  const entries = new Map(body.map((entry) => [entry.id, entry]));
  const functions = [];
  const keys = new Map();
  const named = new Map();
  /** The name of the function of entry `id`'s value (`attr` null) or attribute. */
  const nameOf = (id, attr = null) => {
    const key = attr === null ? id : `${id}.${attr}`;
    if (!named.has(key)) named.set(key, `${id.startsWith('-') ? 't' : 'm'}${named.size}`);
    return named.get(key);
  };
  const literal = (text) => inTemplate(text).replace(/\r/g, '\\r');
  const number = (value, precision) => new Intl.NumberFormat(lang, { minimumFractionDigits: precision }).format(value);
  /** The messages and terms `pattern` refers to, through its selects. */
  const references = (pattern, found = []) => {
    if (pattern === null || typeof pattern === 'string') return found;
    for (const part of pattern) {
      if (part.type === 'mesg') found.push(part.name);
      if (part.type === 'term') found.push(`-${part.name}`);
      if (part.type === 'select') for (const { value } of part.variants) references(value, found);
    }
    return found;
  };
  /** Fails if entry `id`, reached by the chain `within`, refers back to one of it. */
  const cycleThrough = (id, within) => {
    for (const target of references(entries.get(id)?.value ?? null)) {
      if (within.includes(target)) throw new Error(`compile-words: ${source}: ${[...within, target].join(' → ')}: ${target} refers to itself`);
      cycleThrough(target, [...within, target]);
    }
  };
  /** Pattern `pattern` as a template literal, within entry `within`'s chain of references. */
  const template = (pattern, within, locals) => {
    const fail = (why) => {
      throw new Error(`compile-words: ${source}: ${within.join(' → ')}: ${why}`);
    };
    // A term is given no arguments: Fluent writes its variables so, with no error.
    const inTerm = within[0].startsWith('-');
    const variable = (name) => {
      if (name in Object.prototype) fail(`a variable cannot be named $${name}`);
      if (inTerm) return JSON.stringify(`{$${name}}`);
      return `(a[${JSON.stringify(name)}] ?? unknown(e, ${JSON.stringify(name)}))`;
    };
    const element = (part) => {
      if (typeof part === 'string') return literal(part);
      if (part.type === 'str') return literal(part.value);
      if (part.type === 'num') return literal(number(part.value, part.precision));
      if (part.type === 'var') return `\${${variable(part.name)}}`;
      if (part.type === 'mesg' || part.type === 'term') {
        const target = part.type === 'term' ? `-${part.name}` : part.name;
        if (part.attr) fail(`the attribute ${target}.${part.attr} (attributes are not referred to)`);
        if (part.type === 'term' && part.args?.length) fail(`the arguments of ${target}`);
        if (inTerm && part.type === 'mesg') fail(`a term referring to the message ${target}`);
        if (within.includes(target)) fail(`${target} refers to itself`);
        if (!entries.get(target)?.value) fail(`no message ${target}`);
        cycleThrough(target, [...within, target]);
        return `\${${nameOf(target)}(${part.type === 'term' ? 'NONE' : 'a'}, e)}`;
      }
      if (part.type === 'select') {
        if (part.selector.type !== 'var') fail('a select expression on something other than a variable');
        // A number key as a number, an identifier as a string: pick tells them so.
        const list = JSON.stringify(part.variants.map(({ key }) => key.value));
        if (!keys.has(list)) keys.set(list, `K${keys.size}`);
        // A chain of conditions on the index of the variant picked, kept in a variable
        // of the entry's function: no function a select, no closure made at each call.
        const index = `s${locals.length}`;
        locals.push(index);
        const chosen = part.variants.flatMap(({ value }, i) => (i === part.star ? [] : [`${index} === ${i} ? ${template(value, within, locals)} : `]));
        const fallback = template(part.variants[part.star].value, within, locals);
        return `\${(${index} = pick(${variable(part.selector.name)}, ${keys.get(list)}), ${chosen.join('')}${fallback})}`;
      }
      return fail(`a ${part.type} expression (only text, variables, literals, selects and references are compiled)`);
    };
    const parts = typeof pattern === 'string' ? [pattern] : pattern;
    return `\`${parts.map(element).join('')}\``;
  };
  const compiledEntry = (id, attr, pattern) => {
    const locals = [];
    const text = template(pattern, [attr === null ? id : `${id}.${attr}`], locals);
    const declared = locals.length > 0 ? `let ${locals.join(', ')}; ` : '';
    functions.push(`function ${nameOf(id, attr)}(a, e) { ${declared}return ${text}; }`);
  };
  const messages = [];
  const attributes = [];
  for (const { id, value, attributes: attrs } of body) {
    if (value !== null) compiledEntry(id, null, value);
    const forms = Object.entries(attrs ?? {});
    for (const [attr, pattern] of forms) compiledEntry(id, attr, pattern);
    if (id.startsWith('-')) continue;
    if (value !== null) messages.push(`[${JSON.stringify(id)}, ${nameOf(id)}]`);
    if (forms.length > 0) {
      const object = forms.map(([attr]) => `${JSON.stringify(attr)}: ${nameOf(id, attr)}`).join(', ');
      attributes.push(`[${JSON.stringify(id)}, { ${object} }]`);
    }
  }
  const quoted = JSON.stringify(lang);
  return [
    `// Built by scripts/build-words.mjs from ${source}: do not edit. Each message a function of its arguments, by name, and an array of errors.`,
    '/** A number argument: written as Fluent writes it, and selected on by its value or its plural category. */',
    'class Num {',
    '  constructor(value, [format, rules]) {',
    '    this.value = value;',
    '    this.format = format;',
    '    this.rules = rules;',
    '  }',
    '  toString() {',
    '    return this.format.format(this.value);',
    '  }',
    '  category() {',
    '    return (this.plural ??= this.rules.select(this.value));',
    '  }',
    '}',
    `const WHOLE = [new Intl.NumberFormat(${quoted}, { useGrouping: false }), new Intl.PluralRules(${quoted})];`,
    `const SECONDS = [new Intl.NumberFormat(${quoted}, { minimumFractionDigits: 1 }), new Intl.PluralRules(${quoted}, { minimumFractionDigits: 1 })];`,
    '/** A term\'s arguments: none. */',
    'const NONE = {};',
    '/** A variable the arguments lack: written so, and an error. */',
    'function unknown(e, name) {',
    '  e.push(`unknown variable $${name}`);',
    '  return `{$${name}}`;',
    '}',
    '/** The index of the first of `keys` that `value` matches (a string by itself, a number by its value or its plural category), else -1. */',
    'function pick(value, keys) {',
    "  if (typeof value === 'string') return keys.indexOf(value);",
    '  if (!(value instanceof Num)) return -1;',
    '  for (let i = 0; i < keys.length; i++) {',
    '    const key = keys[i];',
    "    if (typeof key === 'number' ? key === value.value : key === value.category()) return i;",
    '  }',
    '  return -1;',
    '}',
    ...[...keys].map(([list, name]) => `const ${name} = ${list};`),
    ...functions,
    'export default {',
    `  lang: ${quoted},`,
    `  messages: new Map([${messages.join(', ')}]),`,
    `  attributes: new Map([${attributes.join(', ')}]),`,
    '  number: (n) => new Num(n, WHOLE),',
    '  seconds: (s) => new Num(s, SECONDS),',
    '};',
    '',
  ].join('\n');
}
