// The core's messages written as sentences, from a language's catalogue (words/<lang>/,
// built into generated/<lang>.js by scripts/build-words.mjs): the JavaScript writer,
// twin of the Rust one (crates/hexadoku-words). A message is `{ id, args }`, each
// argument typed (docs/words.md says how each is encoded); each argument is formatted
// through the catalogue's shared messages (`cell`, `unit`, `units-of-kind`, the lists,
// `removal`) and technique names, then the message is asked for with those strings.
// Numbers stay numbers, so that the catalogue's plural rules apply.

import { FluentBundle, FluentNumber } from './generated/fluent-bundle.js';
import { SYMBOLS, symbolOf } from './symbols.js';

/** A list's join: the message that adds its last item, and the one that adds the others. */
const JOINS = {
  and: ['list-and', 'list-comma'],
  or: ['list-or', 'list-comma'],
  comma: ['list-comma', 'list-comma'],
  semicolon: ['list-semicolon', 'list-semicolon'],
  then: ['list-then', 'list-then'],
};

/** What each join's message calls the item it adds. */
const ADDED = { 'list-and': 'last', 'list-or': 'last', 'removals-last': 'last' };

/**
 * A writer of messages in the language `lang`, from its catalogue's entries (`body`, as
 * scripts/build-words.mjs builds them). `write(message, set)` writes a message with its
 * letters in the set of symbols named `set` ('letters', 'hex', 'one-g' or 'numbers');
 * `name(id)` a technique's name; `errors` gathers what the catalogue lacked, as Fluent
 * reports it.
 */
export function writer(lang, body) {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  bundle.addResource({ body });
  const errors = [];

  const text = (id, args) => {
    const message = bundle.getMessage(id);
    if (!message?.value) {
      errors.push(`no message ${id}`);
      return `{${id}}`;
    }
    return bundle.formatPattern(message.value, args, errors);
  };
  const pair = (id, init, item) => text(id, { init, [ADDED[id] ?? 'next']: item });
  const list = (items, join) => {
    const [last, other] = JOINS[join] ?? JOINS.comma;
    return items.reduce((init, item, i) => (i === 0 ? item : pair(i === items.length - 1 ? last : other, init, item)), '');
  };
  // A cell's, a unit's and a technique's words are asked for again and again (a forcing
  // chain's list names hundreds of cells): each is written once.
  const once = (write) => {
    const written = new Map();
    return (key) => {
      if (!written.has(key)) written.set(key, write(key));
      return written.get(key);
    };
  };
  const cellAt = once((index) => text('cell', { row: Math.floor(index / 16) + 1, col: (index % 16) + 1 }));
  const cell = ({ row, col }) => cellAt(row * 16 + col);
  const unitNamed = once((key) => {
    const [kind, index] = key.split(' ');
    return text('unit', { kind, n: Number(index) + 1 });
  });
  const unit = ({ kind, index }) => unitNamed(`${kind} ${index}`);
  const letters = (names, join, set) => list([...names].map((l) => symbolOf(l, set)), join);
  const units = (all, join) => {
    if (all.length > 1 && all.every((u) => u.kind === all[0].kind)) {
      const numbers = list(all.map((u) => String(u.index + 1)), join);
      return text('units-of-kind', { kind: all[0].kind, numbers });
    }
    return list(all.map(unit), join);
  };
  const removals = (eliminations, set) => {
    const groups = [...new Set(eliminations.map((e) => e.letters))];
    return groups.reduce((init, lost, i) => {
      const cells = eliminations.filter((e) => e.letters === lost).map(cell);
      const group = text('removal', { letters: letters(lost, 'and', set), cells: list(cells, 'and') });
      if (i === 0) return group;
      return pair(i === groups.length - 1 ? 'removals-last' : 'list-comma', init, group);
    }, '');
  };
  /** A technique's name (its message's value) and its other forms (its attributes). */
  const technique = once((id) => {
    const message = bundle.getMessage(`technique-${id}`);
    if (!message) {
      errors.push(`no message technique-${id}`);
      return { '': `{technique-${id}}` };
    }
    const forms = { '': message.value ? bundle.formatPattern(message.value, null, errors) : '' };
    for (const [name, pattern] of Object.entries(message.attributes)) forms[name] = bundle.formatPattern(pattern, null, errors);
    return forms;
  });

  /** One argument as text, or as a number. */
  const value = (arg, set) => {
    if ('cell' in arg) return cell(arg.cell);
    if ('letter' in arg) return symbolOf(arg.letter, set);
    if ('unit' in arg) return unit(arg.unit);
    if ('number' in arg) return new FluentNumber(arg.number, { useGrouping: false });
    if ('seconds' in arg) return new FluentNumber(arg.seconds, { minimumFractionDigits: 1 });
    if ('technique' in arg) return technique(arg.technique)[''];
    if ('cells' in arg) return list(arg.cells.map(cell), arg.join);
    if ('letters' in arg) return letters(arg.letters, arg.join, set);
    if ('units' in arg) return units(arg.units, arg.join);
    if ('removals' in arg) return removals(arg.removals, set);
    if ('message' in arg) return write(arg.message, set);
    if ('messages' in arg) return list(arg.messages.map((m) => write(m, set)), arg.join);
    if ('word' in arg) return arg.word;
    if ('text' in arg) return arg.text;
    errors.push(`an argument of no known kind: ${JSON.stringify(arg)}`);
    return '';
  };

  /** The message written, its letters in the set `set`. */
  const write = (message, set = 'letters') => {
    if (!Object.hasOwn(SYMBOLS, set)) set = 'letters';
    const args = { symbols: set };
    for (const [name, arg] of Object.entries(message.args ?? {})) {
      if ('technique' in arg) {
        for (const [form, name_] of Object.entries(technique(arg.technique))) args[form ? `${name}-${form}` : name] = name_;
      } else {
        args[name] = value(arg, set);
      }
    }
    return text(message.id, args);
  };
  /** A technique's name, from its identifier ('x-wing' → 'X-Wing'). */
  const name = (id) => technique(id)[''];
  return { write, name, errors };
}
