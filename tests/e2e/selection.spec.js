// Many cells selected at once, on a desktop: by Shift-click, Ctrl-click, a drag and
// Shift with the arrows, and back to one by a click, an arrow or Escape; a letter, a
// note, Erase and a colour then go into every cell selected (givens skipped) as one
// change, which one Undo takes back; the selection marked and announced, axe-clean in
// the light and dark schemes; and the element's `selection` and `hexadoku-select`.

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { button, cell, cellName, open, peersOf, place, puzzleWithSolution, readGrid, status } from './support.js';

const { puzzle } = puzzleWithSolution({ seed: 611, givens: 130 });
const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
const givens = [...puzzle].flatMap((c, i) => (c === '.' ? [] : [i]));
const at = (row, col) => row * 16 + col;
const position = (index) => ({ row: Math.floor(index / 16), col: index % 16 });

/**
 * What the grid shows of the selection: the cells marked selected to assistive
 * technology (`aria-selected`), those with the fill of a selection of several (class
 * `chosen`), the one with the focus ring (`selected`) and the one focused, each in
 * reading order; and the grid's `aria-multiselectable`.
 */
async function readSelection(page) {
  const grid = page.getByRole('grid');
  const cells = await grid.locator('[role="gridcell"]').evaluateAll((all) =>
    all.map((gridcell) => ({
      aria: gridcell.getAttribute('aria-selected'),
      chosen: gridcell.classList.contains('chosen'),
      ring: gridcell.classList.contains('selected'),
      focused: gridcell.querySelector('input') === gridcell.getRootNode().activeElement,
    })),
  );
  const which = (test) => cells.flatMap((c, i) => (test(c) ? [i] : []));
  return {
    multiselectable: await grid.getAttribute('aria-multiselectable'),
    selected: which((c) => c.aria === 'true'),
    chosen: which((c) => c.chosen),
    ring: which((c) => c.ring),
    focused: which((c) => c.focused),
  };
}

/** Expects `cells` (indices) selected, `focus` among them focused and ringed; the fill only when there are several. */
async function expectSelected(page, cells, focus) {
  const sorted = [...cells].sort((a, b) => a - b);
  await expect.poll(() => readSelection(page)).toEqual({
    multiselectable: 'true',
    selected: sorted,
    chosen: sorted.length > 1 ? sorted : [],
    ring: [focus],
    focused: [focus],
  });
}

/** The page's board's `selection`, as indices. */
const selection = (page) =>
  page.locator('hexadoku-board').evaluate((board) => board.selection.map(({ row, col }) => row * 16 + col));

/** Drags the mouse from the middle of one cell to another's, in `steps` moves. */
async function drag(page, from, to, steps) {
  const centre = async (index) => {
    const box = await cell(page, index).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  await page.mouse.move(...(await centre(from)));
  await page.mouse.down();
  await page.mouse.move(...(await centre(to)), { steps });
  await page.mouse.up();
}

/** Selects `cells`: a click on the first, Shift-click on the others. */
async function selectCells(page, cells) {
  await cell(page, cells[0]).click();
  for (const index of cells.slice(1)) await cell(page, index).click({ modifiers: ['Shift'] });
  await expectSelected(page, cells, cells.at(-1));
}

test('Shift-click adds a cell, Ctrl-click adds or takes one out, a drag adds those it passes; a click selects one again', async ({ page }) => {
  await open(page, puzzle);
  expect(await selection(page), 'none before the player selects a cell').toEqual([]);
  const [a, b, c] = [at(0, 0), at(3, 7), at(9, 12)];
  await cell(page, a).click();
  await expectSelected(page, [a], a);

  await cell(page, b).click({ modifiers: ['Shift'] });
  await expectSelected(page, [a, b], b);
  await expect(status(page)).toHaveText('2 cells selected.');
  await cell(page, c).click({ modifiers: ['Control'] });
  await expectSelected(page, [a, b, c], c);
  await expect(status(page)).toHaveText('3 cells selected.');
  expect(await selection(page)).toEqual([a, b, c]);

  // Ctrl-click on a cell selected takes it out; on the focused one, the focus goes to
  // the cell selected last.
  await cell(page, a).click({ modifiers: ['Control'] });
  await expectSelected(page, [b, c], c);
  await expect(status(page)).toHaveText('2 cells selected.');
  await cell(page, c).click({ modifiers: ['Control'] });
  await expectSelected(page, [b], b);
  // The last cell stays.
  await cell(page, b).click({ modifiers: ['Control'] });
  await expectSelected(page, [b], b);

  // A click: one cell again.
  await cell(page, a).click({ modifiers: ['Shift'] });
  await cell(page, c).click();
  await expectSelected(page, [c], c);

  // A drag along row 3 selects the cells it passes over, the focus on the last.
  await drag(page, at(2, 1), at(2, 6), 12);
  await expectSelected(page, [1, 2, 3, 4, 5, 6].map((col) => at(2, col)), at(2, 6));
  await expect(status(page)).toHaveText('6 cells selected.');
  // One quick move down column 10 still takes every cell on the way.
  await drag(page, at(5, 10), at(9, 10), 1);
  await expectSelected(page, [5, 6, 7, 8, 9].map((row) => at(row, 10)), at(9, 10));
  // With Shift, a drag adds to the selection.
  await cell(page, at(12, 3)).click({ modifiers: ['Shift'] });
  await page.keyboard.down('Shift');
  await drag(page, at(14, 0), at(14, 2), 6);
  await page.keyboard.up('Shift');
  await expectSelected(page, [5, 6, 7, 8, 9].map((row) => at(row, 10)).concat([at(12, 3), at(14, 0), at(14, 1), at(14, 2)]), at(14, 2));
});

test('Shift with the arrows extends the selection; an arrow alone or Escape goes back to one cell', async ({ page }) => {
  await open(page, puzzle);
  const start = at(4, 4);
  await cell(page, start).click();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expectSelected(page, [start, start + 1, start + 2, start + 18], start + 18);
  await expect(status(page)).toHaveText('4 cells selected.');
  // Escape: the focused cell alone.
  await page.keyboard.press('Escape');
  await expectSelected(page, [start + 18], start + 18);
  // Shift+Ctrl+arrow: every cell to the grid's edge.
  await page.keyboard.press('Control+Shift+ArrowLeft');
  await expectSelected(page, [0, 1, 2, 3, 4, 5, 6].map((col) => at(5, col)), at(5, 0));
  // A plain arrow moves to one cell, even within the selection.
  await page.keyboard.press('ArrowRight');
  await expectSelected(page, [at(5, 1)], at(5, 1));
  // Escape with one cell selected changes nothing.
  await page.keyboard.press('Escape');
  await expectSelected(page, [at(5, 1)], at(5, 1));
});

test('a letter goes into every empty cell selected, givens and letters skipped, as one change', async ({ page }) => {
  await open(page, puzzle);
  const [mine, ...empty] = empties.slice(0, 4);
  const given = givens[0];
  await cell(page, mine).click();
  await page.keyboard.press('A');
  const before = place(puzzle, mine, 'A');
  expect((await readGrid(page)).letters).toBe(before);

  await selectCells(page, [given, mine, ...empty]);
  await page.keyboard.press('P');
  let grid = await readGrid(page);
  expect(grid.letters).toBe(empty.reduce((text, index) => place(text, index, 'P'), before));
  for (const index of empty) expect(grid[index]).toMatchObject({ letter: 'P', source: 'yours' });
  expect(grid[given].source).toBe('given');
  await expectSelected(page, [given, mine, ...empty], empty.at(-1));

  // One Undo takes back every cell; Redo brings them back.
  await button(page, 'Undo').click();
  expect((await readGrid(page)).letters).toBe(before);
  await button(page, 'Redo').click();
  grid = await readGrid(page);
  for (const index of empty) expect(grid[index].letter).toBe('P');
  await page.keyboard.press('Control+z');
  expect((await readGrid(page)).letters).toBe(before);
  await page.keyboard.press('Control+z');
  expect((await readGrid(page)).letters).toBe(puzzle);

  // With none of the cells empty, nothing changes, and the status line says why.
  await page.keyboard.press('Control+y');
  await selectCells(page, [given, mine]);
  await page.keyboard.press('C');
  await expect(status(page)).toHaveText('Every selected cell holds a letter: nothing changed.');
  expect((await readGrid(page)).letters).toBe(before);
});

test('a note goes into every empty cell selected, or out of them all; one Undo takes it back', async ({ page }) => {
  await open(page, puzzle);
  const [first, second, third] = empties;
  const given = givens[0];
  await cell(page, first).click();
  await page.keyboard.press('Shift+B');
  await button(page, 'Notes').click();

  // Notes mode: B goes into the cells that lack it.
  await selectCells(page, [first, second, third, given]);
  await page.keyboard.press('b');
  await expect(status(page)).toHaveText('B noted in 2 cells.');
  let grid = await readGrid(page);
  for (const index of [first, second, third]) expect(grid[index], cellName(index)).toMatchObject({ marks: 'B', notes: true });
  expect(grid.letters).toBe(puzzle);
  // All have it: it comes out of all.
  await page.keyboard.press('b');
  await expect(status(page)).toHaveText('B taken out of 3 cells.');
  grid = await readGrid(page);
  for (const index of [first, second, third]) expect(grid[index].marks, cellName(index)).toBe('');
  // One Undo: back to B in all three; another: back to B in the first alone.
  await page.keyboard.press('Control+z');
  grid = await readGrid(page);
  for (const index of [first, second, third]) expect(grid[index].marks, cellName(index)).toBe('B');
  await page.keyboard.press('Control+z');
  grid = await readGrid(page);
  expect([first, second, third].map((index) => grid[index].marks)).toEqual(['B', '', '']);

  // Shift with a letter, out of notes mode, as well.
  await button(page, 'Notes').click();
  await selectCells(page, [second, third]);
  await page.keyboard.press('Shift+K');
  await expect(status(page)).toHaveText('K noted in 2 cells.');
  grid = await readGrid(page);
  expect([first, second, third].map((index) => grid[index].marks)).toEqual(['B', 'K', 'K']);
});

test('Erase clears every cell selected, a letter or else the notes, givens kept, as one change', async ({ page }) => {
  await open(page, puzzle);
  const [lettered, noted, other] = empties;
  const given = givens[0];
  await cell(page, lettered).click();
  await page.keyboard.press('D');
  await cell(page, noted).click();
  await page.keyboard.press('Shift+E');
  await page.keyboard.press('Shift+F');
  await cell(page, other).click();
  await page.keyboard.press('G');
  const before = await readGrid(page);

  await selectCells(page, [lettered, noted, other, given]);
  await page.keyboard.press('Delete');
  let grid = await readGrid(page);
  expect(grid.letters).toBe(puzzle);
  expect(grid[noted].marks).toBe('');
  expect(grid[given].letter).toBe(puzzle[given]);
  await page.keyboard.press('Control+z');
  grid = await readGrid(page);
  expect(grid.letters).toBe(before.letters);
  expect(grid[noted]).toMatchObject({ marks: 'EF', notes: true });

  // Nothing to erase: said so.
  await page.keyboard.press('Control+y');
  await selectCells(page, [noted, given]);
  await page.keyboard.press('Backspace');
  await expect(status(page)).toHaveText('The selected cells have nothing to erase.');
  expect((await readGrid(page)).letters).toBe(puzzle);
});

test('a colour goes onto every cell selected, givens too, or off them all; one Undo takes it back', async ({ page }) => {
  await open(page, puzzle);
  const board = page.locator('hexadoku-board');
  const cells = [empties[0], empties[1], givens[0]];
  await selectCells(page, cells);
  await page.keyboard.press('Alt+2');
  await page.keyboard.press('Backspace');
  const colours = () => board.evaluate((element, cells) => cells.map((i) => element.board.colours[i]), cells);
  expect(await colours()).toEqual(['2', '2', '2']);
  for (const index of cells) await expect(cell(page, index)).toHaveAttribute('aria-label', `${cellName(index)}, colour 2`);
  expect((await readGrid(page)).letters, 'no letter placed').toBe(puzzle);
  // All have it: it comes off all; one Undo puts it back on all.
  await page.keyboard.press('Backspace');
  expect(await colours()).toEqual(['.', '.', '.']);
  await page.keyboard.press('Control+z');
  expect(await colours()).toEqual(['2', '2', '2']);
  await page.keyboard.press('Control+z');
  expect(await colours()).toEqual(['.', '.', '.']);

  // A symbol colours that note in every cell that shows it.
  await page.keyboard.press('Alt+2');
  await cell(page, cells[0]).click();
  await page.keyboard.press('Shift+C');
  await selectCells(page, cells);
  await page.keyboard.press('Alt+3');
  await page.keyboard.press('c');
  expect(await board.evaluate((element, i) => element.board.markColours[i * 16 + 2], cells[0])).toBe('3');
  await page.keyboard.press('d');
  await expect(status(page)).toHaveText('No selected cell shows D to colour.');
});

test('the selection property selects and reads cells, and hexadoku-select tells each change', async ({ page }) => {
  await open(page, puzzle);
  const board = page.locator('hexadoku-board');
  await board.evaluate((element) => {
    window.selections = [];
    element.addEventListener('hexadoku-select', (event) => window.selections.push(event.detail.cells));
  });
  const taken = () => page.evaluate(() => window.selections.splice(0));
  const [a, b] = empties;

  // Set: cells off the grid, and anything but positions, are left out.
  await board.evaluate((element, cells) => {
    element.selection = cells;
  }, [position(b), position(a), { row: 16, col: 0 }, { row: 1.5, col: 2 }, null, 'R1C1']);
  expect(await board.evaluate((element) => element.selection)).toEqual([position(a), position(b)]);
  expect(await taken()).toEqual([[position(a), position(b)]]);
  await expect(status(page)).toHaveText('2 cells selected.');
  let shown = await readSelection(page);
  expect(shown.selected).toEqual([a, b]);
  expect(shown.chosen).toEqual([a, b]);
  // The focus, back in the grid, is on the first given; a letter goes into both.
  await board.evaluate((element) => element.focus());
  shown = await readSelection(page);
  expect(shown.focused).toEqual([b]);
  await page.keyboard.press('H');
  const grid = await readGrid(page);
  expect([grid[a].letter, grid[b].letter]).toEqual(['H', 'H']);
  expect(await taken(), 'typing changes no selection').toEqual([]);

  // The player's changes: a click, a Shift-click.
  await cell(page, a).click();
  await cell(page, at(15, 15)).click({ modifiers: ['Shift'] });
  expect(await taken()).toEqual([[position(a)], [position(a), { row: 15, col: 15 }]]);
  // Set to none: nothing selected, nothing highlighted.
  await board.evaluate((element) => {
    element.selection = [];
  });
  expect(await taken()).toEqual([[]]);
  expect(await board.evaluate((element) => element.selection)).toEqual([]);
  shown = await readSelection(page);
  expect([shown.selected, shown.chosen, shown.ring]).toEqual([[], [], []]);
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe finds no violation with several cells selected, ${colorScheme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    await open(page, puzzle);
    await cell(page, empties[0]).click();
    await page.keyboard.press('J');
    const chosen = [empties[0], empties[1], empties[2], givens[0], givens[1]];
    await selectCells(page, chosen);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.flatMap(({ id, nodes }) => nodes.map((node) => `${id}: ${node.target.join(' ')}`))).toEqual([]);
    // The fill of the cells selected differs from the peers' of the focused one, and from a plain cell's.
    const focus = chosen.at(-1);
    const others = [...Array(256).keys()].filter((i) => !chosen.includes(i));
    const peer = others.find((i) => peersOf(focus).has(i));
    const plain = others.find((i) => !peersOf(focus).has(i));
    const fills = await page
      .getByRole('grid')
      .locator('[role="gridcell"]')
      .evaluateAll((cells, which) => which.map((i) => getComputedStyle(cells[i]).backgroundColor), [empties[1], peer, plain]);
    expect(new Set(fills).size, fills.join(' ')).toBe(3);
  });
}
