// The core's messages written as sentences, from a language's catalogue (words/<lang>/,
// compiled into generated/<lang>.js by scripts/build-words.mjs: a function a message,
// with Fluent's semantics, and no Fluent at run time): the JavaScript writer, twin of
// the Rust one (crates/hexadoku-words). A message is `{ id, args }`, each argument typed
// (docs/words.md says how each is encoded); each argument is formatted through the
// catalogue's shared messages (`cell`, `unit`, `units-of-kind`, the lists, `removal`)
// and technique names, then the message is asked for with those strings. Numbers stay
// numbers (the catalogue's own), so that its plural rules apply.

import { SYMBOLS, symbolOf } from './symbols.js';

/** A list's join: the message that adds its last item, and the one that adds the others. */
const JOINS = {
  and: ['list-and', 'list-comma'],
  or: ['list-or', 'list-comma'],
  comma: ['list-comma', 'list-comma'],
  semicolon: ['list-semicolon', 'list-semicolon'],
  then: ['list-then', 'list-then'],
};

/**
 * The joins of a list whose items are words of the language, not names written in
 * symbols or digits (cells, letters, numbers): units of different kinds, "row 3 or box
 * 1". A language may join them otherwise: Chinese sets no space between words
 * (第 3 行或第 1 宫), but does around a cell or a letter (R3C2 或 R3C3).
 */
const WORD_JOINS = { ...JOINS, and: ['list-and-words', 'list-comma'], or: ['list-or-words', 'list-comma'] };

/** What each join's message calls the item it adds. */
const ADDED = { 'list-and': 'last', 'list-or': 'last', 'list-and-words': 'last', 'list-or-words': 'last', 'removals-last': 'last' };

/** A technique's forms have no arguments. */
const NONE = {};

/**
 * A writer of messages in the language `lang`, from its compiled catalogue (`catalogue`,
 * generated/<lang>.js's default export, as scripts/compile-words.mjs's compileTable
 * builds it). `write(message, set)` writes a message with its letters in the set of
 * symbols named `set` ('letters', 'hex', 'one-g' or 'numbers'); `name(id)` a technique's
 * name; `errors` gathers what the catalogue lacked (`no message <id>`, an unknown
 * variable, an argument of no known kind).
 */
export function writer(lang, catalogue) {
  if (catalogue.lang !== lang) throw new Error(`writer: a catalogue of ${catalogue.lang} given for ${lang}`);
  const { messages, attributes, number, seconds } = catalogue;
  const errors = [];

  const text = (id, args) => {
    const message = messages.get(id);
    if (message === undefined) {
      errors.push(`no message ${id}`);
      return `{${id}}`;
    }
    return message(args, errors);
  };
  const pair = (id, init, item) => text(id, { init, [ADDED[id] ?? 'next']: item });
  const list = (items, join, joins = JOINS) => {
    const [last, other] = joins[join] ?? joins.comma;
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
  // A cell is its index, row * 16 + col; a unit its index, the rows 0–15, the columns
  // 16–31 and the boxes 32–47.
  const cell = once((index) => text('cell', { row: number(Math.floor(index / 16) + 1), col: number((index % 16) + 1) }));
  const KINDS = ['row', 'column', 'box'];
  const kindOf = (index) => KINDS[Math.floor(index / 16)];
  const unit = once((index) => text('unit', { kind: kindOf(index), n: number((index % 16) + 1) }));
  const letters = (names, join, set) => list([...names].map((l) => symbolOf(l, set)), join);
  const units = (all, join) => {
    const kind = kindOf(all[0]);
    if (all.length > 1 && all.every((u) => kindOf(u) === kind)) {
      const numbers = list(all.map((u) => String((u % 16) + 1)), join);
      return text('units-of-kind', { kind, numbers });
    }
    return list(all.map(unit), join, WORD_JOINS);
  };
  const removals = (eliminations, set) => {
    const groups = [...new Set(eliminations.map((e) => e.letters))];
    return groups.reduce((init, lost, i) => {
      const cells = eliminations.filter((e) => e.letters === lost).map((e) => cell(e.cell));
      const group = text('removal', { letters: letters(lost, 'and', set), cells: list(cells, 'and') });
      if (i === 0) return group;
      return pair(i === groups.length - 1 ? 'removals-last' : 'list-comma', init, group);
    }, '');
  };
  /** A technique's name (its message's value) and its other forms (its attributes). */
  const technique = once((id) => {
    const key = `technique-${id}`;
    const value = messages.get(key);
    const others = attributes.get(key);
    if (value === undefined && others === undefined) {
      errors.push(`no message ${key}`);
      return { '': `{${key}}` };
    }
    const forms = { '': value ? value(NONE, errors) : '' };
    for (const name in others) forms[name] = others[name](NONE, errors);
    return forms;
  });

  /**
   * One argument as text, or as a number: by its kind, the one key beside `join` of its
   * encoding (docs/words.md). A forcing chain's answer holds thousands: one switch each.
   */
  const value = (arg, set) => {
    let kind;
    for (const key in arg) {
      if (key !== 'join') {
        kind = key;
        break;
      }
    }
    switch (kind) {
      case 'message':
        return writeIn(arg.message, set);
      case 'cell':
        return cell(arg.cell);
      case 'letter':
        return symbolOf(arg.letter, set);
      case 'word':
        return arg.word;
      case 'unit':
        return unit(arg.unit);
      case 'number':
        return number(arg.number);
      case 'seconds':
        return seconds(arg.seconds);
      case 'technique':
        return technique(arg.technique)[''];
      case 'cells':
        return list(arg.cells.map(cell), arg.join);
      case 'letters':
        return letters(arg.letters, arg.join, set);
      case 'units':
        return units(arg.units, arg.join);
      case 'removals':
        return removals(arg.removals, set);
      case 'messages':
        return list(arg.messages.map((m) => writeIn(m, set)), arg.join);
      case 'text':
        return arg.text;
      default:
        errors.push(`an argument of no known kind: ${JSON.stringify(arg)}`);
        return '';
    }
  };

  /** The message written, its letters in the set `set`, one of SYMBOLS' names. */
  const writeIn = (message, set) => {
    const args = { symbols: set };
    const given = message.args;
    for (const name in given) {
      const arg = given[name];
      if (arg.technique !== undefined) {
        const forms = technique(arg.technique);
        for (const form in forms) args[form ? `${name}-${form}` : name] = forms[form];
      } else {
        args[name] = value(arg, set);
      }
    }
    return text(message.id, args);
  };

  /** The message written, its letters in the set named `set` ('letters' if none is). */
  const write = (message, set = 'letters') => writeIn(message, Object.hasOwn(SYMBOLS, set) ? set : 'letters');
  /** A technique's name, from its identifier ('x-wing' → 'X-Wing'). */
  const name = (id) => technique(id)[''];
  return { write, name, errors };
}
