// What the end-to-end specs share: the engine loaded in Node, to make puzzles and to know
// their solutions apart from the page; the independent rule checker; and ways to drive
// and read the page as a person does, through the cells' labels ("R3C5") and roles.

import { expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import init from '../../pkg/hexadoku.js';
import { candidates, countSolutions, generate, grade, hint, path, readPuzzle, solve } from '../js/engine-answers.mjs';
import { LETTERS, UNITS, ruleViolation } from '../js/rules.mjs';

await init({ module_or_path: await readFile(new URL('../../pkg/hexadoku_bg.wasm', import.meta.url)) });

// The engine's own count, grade, hint and path, in Node (the last three written as the engine's
// worker writes them), for the specs' preconditions and to know what the page should
// have been told.
export { LETTERS, UNITS, countSolutions, grade, hint, path, ruleViolation, solve as solveInNode };
export { candidates as candidatesInNode, generate as generateInNode };

/** Every letter, as a bitmask of candidates. */
const ALL = 0xffff;

/**
 * The first board of the logical solve of the minimal puzzle made from `seed` (as the
 * element saves one: givens, entries, sources, removed marks) whose next step `wanted`
 * accepts, with that step; null if none.
 */
function boardBefore(seed, wanted) {
  const puzzle = generate({ seed, minimal: true });
  let entries = '.'.repeat(256);
  let sources = '.'.repeat(256);
  const removed = new Array(256).fill(0);
  const letters = () => [...puzzle].map((c, i) => (c === '.' ? entries[i] : c)).join('');
  for (let n = 0; n < 2000; n++) {
    const step = hint(letters(), { givens: puzzle, marks: removed.map((bits) => ALL & ~bits) });
    if (step.status !== 'step') return null;
    if (wanted(step)) {
      const board = { givens: puzzle, entries, sources, removed: [...removed], notes: new Array(256).fill(0) };
      return { board, step, puzzle };
    }
    for (const { row, col, letter } of step.placements) {
      const i = row * 16 + col;
      entries = entries.slice(0, i) + letter + entries.slice(i + 1);
      sources = sources.slice(0, i) + 'h' + sources.slice(i + 1);
    }
    for (const { row, col, letters: gone } of step.eliminations) {
      for (const letter of gone) removed[row * 16 + col] |= 1 << LETTERS.indexOf(letter);
    }
  }
  return null;
}

/** The first of `seeds` whose solve meets a step `wanted` accepts: `{ board, step, puzzle }`. */
export function findBoard(seeds, wanted) {
  for (const seed of seeds) {
    const found = boardBefore(seed, wanted);
    if (found) return found;
  }
  throw new Error('no board found');
}

/** The puzzle of `text`, in any layout and set, as 256 letters: read in Node. */
export const parseInNode = (text) => readPuzzle(text).puzzle;

export const EMPTY = '.'.repeat(256);

/** "R3C5" for the cell at `index` (0–255). */
export const cellName = (index) => `R${Math.floor(index / 16) + 1}C${(index % 16) + 1}`;

/** `text` with `char` at `index`. */
export const place = (text, index, char) => text.slice(0, index) + char + text.slice(index + 1);

export const givenCount = (text) => [...text].filter((c) => LETTERS.includes(c)).length;

/**
 * A puzzle from the engine's generator and its solution, found in Node (not by the
 * page), and checked: exactly one solution, which keeps the rules and the givens. No
 * time limit: a seed names the same puzzle whatever the budget, and a busy machine must
 * not make a test's puzzle give up.
 */
export function puzzleWithSolution(options) {
  const puzzle = generate({ budget: { nodes: Infinity, seconds: Infinity }, ...options });
  expect(puzzle).toMatch(/^[A-P.]{256}$/);
  expect(countSolutions(puzzle, { limit: 2 }), 'a generated puzzle has one solution').toBe(1);
  const { status, solution } = solve(puzzle);
  expect(status).toBe('unique');
  expect(ruleViolation(puzzle, solution)).toBeNull();
  return { puzzle, solution };
}

/**
 * An empty cell of `puzzle` and a letter for it that clashes with no given yet differs
 * from the solution's: a mistake only the solution can show. The first such cell from
 * `from` on.
 */
export function plausibleMistake(puzzle, solution, from = 0) {
  const marks = candidates(puzzle);
  for (let i = from; i < 256; i++) {
    if (puzzle[i] !== '.') continue;
    const letter = [...LETTERS].find((l, bit) => marks[i] & (1 << bit) && l !== solution[i]);
    if (letter) return { index: i, letter };
  }
  throw new Error('no cell takes a wrong letter');
}

/**
 * The grid on which a hint first removes candidates rather than placing a letter: from
 * `puzzle`, the engine's hints followed in Node as long as they place letters. Null if
 * no hint removes candidates before the grid is full.
 */
export function beforeFirstElimination(puzzle) {
  let text = puzzle;
  for (let step = hint(text, { givens: puzzle }); step.status === 'step'; step = hint(text, { givens: puzzle })) {
    if (step.placements.length === 0) return text;
    for (const { row, col, letter } of step.placements) text = place(text, row * 16 + col, letter);
  }
  return null;
}

/** The cells a text names ("R3C5" → 36), as a sorted list without repeats. */
export const cellsNamed = (text) =>
  [...new Set((text.match(/R\d+C\d+/g) ?? []).map((name) => {
    const [, row, col] = name.match(/^R(\d+)C(\d+)$/).map(Number);
    return (row - 1) * 16 + col - 1;
  }))].sort((a, b) => a - b);

/** The cells that share a row, column or box with cell `index`. */
export const peersOf = (index) =>
  new Set(UNITS.filter((unit) => unit.includes(index)).flat().filter((i) => i !== index));

/** The puzzle as 16 lines of 16, '-' for empty: the UVA 1309 layout. */
export const asRows = (puzzle) =>
  Array.from({ length: 16 }, (_, r) => puzzle.slice(r * 16, r * 16 + 16).replaceAll('.', '-')).join('\n');

// ---- The page ----

/** Opens the page (with `puzzle` in the address, if given) and waits for its engine. */
export async function open(page, puzzle) {
  await page.goto(puzzle ? `index.html#${puzzle}` : 'index.html');
  await ready(page);
}

/**
 * Opens the page on an empty grid whose givens the player types: a first visit opens on
 * a puzzle, and Enter a puzzle empties the grid for one of the player's own.
 */
export async function openEmpty(page) {
  await open(page);
  await unfoldMenu(page);
  await button(page, 'Enter a puzzle').click();
  await expect(inMenu(page, 'Enter a puzzle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('hexadoku-board')).toHaveJSProperty('givens', '.'.repeat(256));
}

/** The card of a game the player finished, closed by Escape, as a player goes on past it. */
export async function closeCard(page) {
  const card = page.getByRole('dialog', { name: /^(Solved!|Today’s puzzle, solved!)$/ });
  await expect(card).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
}

/** The first `count` empty cells of `puzzle`, in reading order. */
export const emptyCells = (puzzle, count) => [...puzzle].flatMap((c, i) => (c === '.' ? [i] : [])).slice(0, count);

/** Types the letters of `solution` into the first `count` empty cells of `puzzle`, each clicked then typed; their indices. */
export async function typeSolution(page, puzzle, solution, count) {
  const cells = emptyCells(puzzle, count);
  for (const i of cells) {
    await cell(page, i).click();
    await page.keyboard.press(solution[i]);
  }
  return cells;
}

/** The page's Enter a puzzle, a toggle button: pressed while givens are being typed. */
export const enterPuzzle = (page) => inMenu(page, 'Enter a puzzle');

export async function ready(page) {
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
}

/**
 * The input of a cell, by its label: its name ("R3C5"), alone or followed by the notes it
 * shows ("R3C5, notes B F K").
 */
export const cell = (page, index) => page.getByLabel(cellLabel(index));

/** A cell's accessible name, as a pattern: "R3C5", or "R3C5, …" with its notes. */
export const cellLabel = (index) => new RegExp(`^${cellName(index)}(,|$)`);

export const status = (page) => page.getByRole('status');

export const button = (page, name) => page.getByRole('button', { name, exact: true });

/**
 * Every cell as `scope` (the page, or one board's locator) shows it, in reading order,
 * each found by its label:
 * { letter ('.' if empty), source (what it announces: given, yours, solver, hint or
 * empty), readOnly, invalid (aria-invalid), classes (of its gridcell), marks (the pencil
 * marks shown, as letters), notes (whether those are the player's notes), label (its
 * accessible name) }, and `letters`, all 256 as one line.
 */
export async function readGrid(scope) {
  // By attribute rather than getByRole, which computes every element's role: as strict,
  // ten times faster.
  const found = await scope
    .locator('[role="grid"] [role="row"] > [role="gridcell"]')
    .evaluateAll((cells) =>
      cells.map((gridcell) => {
        const input = gridcell.querySelector('input');
        return {
          label: input.getAttribute('aria-label'),
          value: input.value,
          source: input.getAttribute('aria-description'),
          readOnly: input.readOnly,
          invalid: input.getAttribute('aria-invalid'),
          classes: [...gridcell.classList],
          marks: [...(gridcell.querySelector('.marks:not([hidden])')?.querySelectorAll('span:not(.off)') ?? [])]
            .map((mark) => mark.textContent)
            .join(''),
          notes: gridcell.querySelector('.marks.notes:not([hidden])') !== null,
        };
      }),
    );
  const cells = new Array(256);
  const faults = [];
  for (const { label, value, ...rest } of found) {
    // "R3C5", with its colour mark, its notes (each with its own colour mark) and a lost letter.
    const note = '[A-P](?: \\(colour [1-6]\\))?';
    const named = new RegExp(`^R(\\d+)C(\\d+)(?:, colour [1-6])?(?:, notes ${note}(?: ${note})*(?:, without the right letter)?)?$`);
    const [, row, col] = (label.match(named) ?? []).map(Number);
    const index = (row - 1) * 16 + (col - 1);
    if (!(row <= 16 && col <= 16) || cells[index]) faults.push(`label ${label}`);
    else if (!/^[A-P]?$/.test(value)) faults.push(`${label} shows ${JSON.stringify(value)}`);
    else cells[index] = { letter: value || '.', label, ...rest };
  }
  expect(faults, 'every cell is labelled R1C1 to R16C16 once and shows a letter or nothing').toEqual([]);
  expect(found).toHaveLength(256);
  return Object.assign(cells, { letters: cells.map((c) => c.letter).join('') });
}

/**
 * Types `puzzle` into the grid cell by cell, moving with the keys as a person would: row
 * by row, one way then back the other, with Home or End where they are shorter than the
 * arrows.
 */
export async function typePuzzle(page, puzzle) {
  await cell(page, 0).click();
  let col = 0;
  for (let row = 0; row < 16; row++) {
    const cols = [...Array(16).keys()].filter((c) => puzzle[row * 16 + c] !== '.');
    if (row % 2) cols.reverse();
    for (const target of cols) {
      const keys = target === 0 && col > 1 ? ['Home'] : target === 15 && col < 14 ? ['End'] : [];
      if (keys.length === 0) {
        const step = target > col ? 'ArrowRight' : 'ArrowLeft';
        for (let i = 0; i < Math.abs(target - col); i++) keys.push(step);
      }
      for (const key of keys) await page.keyboard.press(key);
      col = target;
      const letter = puzzle[row * 16 + col];
      // Both cases are letters of the puzzle.
      await page.keyboard.press((row + col) % 2 ? letter.toLowerCase() : letter);
    }
    if (row < 15) await page.keyboard.press('ArrowDown');
  }
}

/**
 * Pastes `text` as a person would with Ctrl+V: a real `paste` event carrying the text,
 * dispatched at the focused element (focus `target` first, if given).
 */
export async function paste(page, text, target) {
  if (target) await target.focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(event);
  }, text);
}

/**
 * Asks for a hint and applies it at once: Hint gives the clue, Apply makes the step, and
 * More and Apply go. The status line then holds the step's explanation.
 */
export async function applyHint(page) {
  await button(page, 'Hint').click();
  await button(page, 'Apply').click();
  await expect(button(page, 'Apply')).toBeHidden();
  await expect(button(page, 'More')).toBeHidden();
}

/** Clicks `name` and waits for the status line to say something matching `expected`. */
export async function press(page, name, expected) {
  await choose(page, name);
  await expect(status(page)).toHaveText(expected);
}

/**
 * Presses the page's button `name` (tapped if `tap`), opening Menu first when that is
 * where the button is and Menu is closed.
 */
export async function choose(page, name, { tap = false } = {}) {
  if ((await inMenu(page, name).count()) > 0) await unfoldMenu(page);
  await (tap ? button(page, name).tap() : button(page, name).click());
}

/** The button `name` of the page's Menu, shown or not (for its state: a closed Menu's buttons are hidden). */
export const inMenu = (page, name) => page.locator('#menu-panel').getByRole('button', { name, exact: true, includeHidden: true });

/**
 * Holds down the board's keypad key named `name` ("Letter D") long enough to count as
 * held, not pressed (keypad.js's HOLD): a letter's key held shows that letter's cells, or
 * none if it is the letter shown.
 */
export async function holdKey(page, name) {
  const key = page.locator('hexadoku-board').getByRole('button', { name, exact: true });
  await key.dispatchEvent('pointerdown');
  await page.waitForTimeout(700);
  await key.dispatchEvent('pointerup');
  await key.dispatchEvent('click');
}

/** Ticks (or, `on` false, unticks) Menu's "Show candidates": every empty cell's candidates shown. */
export async function showCandidates(page, on = true) {
  await unfoldMenu(page);
  await page.getByRole('checkbox', { name: 'Show candidates' }).setChecked(on);
}

/**
 * The highlighting of every cell in `scope` (the page, or one board's locator), in
 * reading order: which of `selected`, `peer` and `same` its gridcell has, and the
 * symbols of its marks that have class `same`.
 */
export async function readHighlights(scope) {
  return scope.locator('[role="grid"] [role="row"] > [role="gridcell"]').evaluateAll((cells) =>
    cells.map((gridcell) => ({
      selected: gridcell.classList.contains('selected'),
      peer: gridcell.classList.contains('peer'),
      same: gridcell.classList.contains('same'),
      sameMarks: [...gridcell.querySelectorAll('.marks:not([hidden]) span.same')].map((mark) => mark.textContent).join(''),
    })),
  );
}

/** The indices of `highlights` (readHighlights) that have `flag`. */
export const cellsWith = (highlights, flag) => highlights.flatMap((h, i) => (h[flag] ? [i] : []));

/** The Settings dialog, opened by its button. */
export async function openSettings(page) {
  await unfoldMenu(page);
  await button(page, 'Settings').click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Opens the page's Menu, which holds what the toolbar does not (a no-op when it is open),
 * as soon as the page shows it: its look comes with the page's (style.css), so a Menu
 * opened at once stands where it stays.
 */
export async function unfoldMenu(page) {
  if (!(await page.locator('#menu-panel').isVisible())) await button(page, 'Menu').click();
  await expect(page.locator('#menu-panel')).toBeVisible();
}

/** Chooses the symbol set shown by its option's text ("0–F") in Settings, and closes it. */
export async function chooseSymbols(page, label) {
  const dialog = await openSettings(page);
  await dialog.getByLabel('Symbols').selectOption({ label });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** The page's board's value: its 256 letters A–P ('.' if empty), whatever set it shows. */
export const boardValue = (page) => page.locator('hexadoku-board').evaluate((board) => board.value);

/** What each cell of the page's grid shows, as a list of 256 strings ('' if empty). */
export const shownSymbols = (page) =>
  page.locator('[role="grid"] [role="row"] > [role="gridcell"] input').evaluateAll((inputs) => inputs.map((i) => i.value));

/**
 * Opens `puzzle` with every empty cell's notes (Fill notes), notes mode on (Notes), and the
 * first empty cell's note of the `solution`'s letter taken out, which Check then marks: the
 * notes as the appearance and accessibility specs look at them. The cell's index.
 */
export async function openWithNotesChecked(page, puzzle, solution) {
  await open(page, puzzle);
  await choose(page, 'Fill notes');
  await button(page, 'Notes').click();
  const target = puzzle.indexOf('.');
  await cell(page, target).click();
  await page.keyboard.press(solution[target]);
  await press(page, 'Check', /notes leave out the letter that belongs there/);
  return target;
}

// ---- The element's test page (tests/e2e/element.html) ----

/** Opens the element's test page. */
export async function openPage(page) {
  await page.goto('/tests/e2e/element.html');
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
}

/** Adds a <hexadoku-board id=`id`> with `attributes` to the page; its locator. */
export async function addBoard(page, id, attributes = {}, parent = 'body') {
  await page.evaluate(
    ({ id, attributes, parent }) => {
      const board = document.createElement('hexadoku-board');
      board.id = id;
      for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
      document.querySelector(parent).append(board);
    },
    { id, attributes, parent },
  );
  return page.locator(`#${id}`);
}
