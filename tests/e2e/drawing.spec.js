// A hint drawn on the board before it is applied (Hint, then More): the step's
// candidates with their roles (parts `hint-candidate …`), its units (`hint-unit`), its
// chain's links in order (`hint-link strong` / `weak`), and for forcing chains one branch
// at a time; the same read as text under the status line. Each test walks a minimal
// puzzle of its own with the engine in Node, as the board does (its eliminations kept as
// the board's removed marks), to a board whose next step is of the family it needs, and
// compares what the board draws with what that step says.

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { LETTERS, button, findBoard, open, readGrid, ruleViolation, solveInNode, status, choose } from './support.js';

/** Opens the page on `board` and reveals its hint: Hint, then More. */
async function reveal(page, board) {
  await open(page);
  await page.locator('hexadoku-board').evaluate((element, saved) => {
    element.board = saved;
  }, board);
  await button(page, 'Hint').click();
  await button(page, 'More').first().click();
  await expect(button(page, 'More').first()).toBeDisabled();
  // The drawing's module comes with the first hint drawn: drawn, its panel shows.
  await expect(page.locator('hexadoku-board').locator('[part~="hint-detail"]')).toBeVisible();
}

/** What the board draws: each candidate `{ key, parts }` and each link's parts, in order. */
async function drawn(page) {
  return page.locator('hexadoku-board').evaluate((element) => {
    const root = element.shadowRoot;
    const svg = root.querySelector('svg.hint-drawing');
    const candidates = [...svg.querySelectorAll('[part~="hint-candidate"]')].map((g) => ({
      parts: g.getAttribute('part'),
      symbol: g.querySelector('text').textContent,
      layer: g.closest('.branch') ? 'branch' : 'step',
    }));
    const links = [...svg.querySelectorAll('[part~="hint-link"]')].map((g) => ({
      parts: g.getAttribute('part'),
      layer: g.closest('.branch') ? 'branch' : 'step',
    }));
    const units = svg.querySelectorAll('[part~="hint-unit"]').length;
    return { candidates, links, units, hidden: svg.getAttribute('aria-hidden') };
  });
}

/** The panel's text: the explanation, and the list items. */
const detail = (page) => page.locator('hexadoku-board').locator('[part~="hint-detail"]');

test('More draws an elimination: its pattern and the candidates it removes, struck, before Apply; Apply removes them', async ({ page }) => {
  const { board, step } = findBoard([8101, 8102, 8103], (s) => s.technique === 'X-Wing' || s.technique === 'swordfish' || s.technique === 'naked pair');
  await reveal(page, board);
  const { candidates, units, hidden } = await drawn(page);
  expect(hidden, 'decorative to assistive technology').toBe('true');
  const removed = step.eliminations.reduce((n, e) => n + e.letters.length, 0);
  expect(candidates.filter((c) => c.parts.split(' ').includes('removed'))).toHaveLength(removed);
  expect(candidates.filter((c) => c.parts.split(' ').includes('pattern')).length).toBeGreaterThanOrEqual(step.cells.length);
  expect(units).toBe(step.drawing.units.length);
  expect(units).toBeGreaterThan(0);
  // Shown with pencil marks off: the symbols are drawn by the drawing itself.
  expect(await page.locator('#pencil').isChecked()).toBe(false);
  expect(candidates.every((c) => LETTERS.includes(c.symbol))).toBe(true);
  // Why, before Apply: the whole explanation is read under the status line.
  await expect(detail(page).locator('[part~="hint-why"]')).toHaveText(step.explanation);
  const before = await readGrid(page);
  expect(before.letters).toBe([...board.givens].map((c, i) => (c === '.' ? board.entries[i] : c)).join(''));
  // Apply does what the drawing showed, and the drawing goes.
  await button(page, 'Apply').first().click();
  await expect(status(page)).toHaveText(step.explanation);
  expect((await drawn(page)).candidates).toEqual([]);
  await expect(detail(page)).toBeHidden();
});

test('More draws a chain link by link, strong solid and weak dashed, in order, and lists its links', async ({ page }) => {
  const { board, step } = findBoard([8201, 8202, 8203], (s) => s.technique === 'alternating inference chain' || s.technique === 'XY-chain' || s.technique === 'X-chain');
  await reveal(page, board);
  const { links } = await drawn(page);
  expect(links.map((l) => l.parts)).toEqual(step.drawing.links.map((l) => `hint-link ${l.strength}`));
  expect(links.length).toBeGreaterThanOrEqual(3);
  expect(links[0].parts).toBe('hint-link strong');
  // Solid and dashed, not by colour alone.
  const dashes = await page.locator('hexadoku-board').evaluate((element) =>
    [...element.shadowRoot.querySelectorAll('[part~="hint-link"]')].map((line) => getComputedStyle(line).strokeDasharray),
  );
  step.drawing.links.forEach((link, i) => expect(dashes[i] === 'none', `link ${i + 1}, ${link.strength}`).toBe(link.strength === 'strong'));
  // The same chain as a list, one item per link.
  await expect(detail(page).getByRole('listitem')).toHaveText(step.drawing.links.map((l) => l.text));
});

test('A colouring is drawn in two colours, of different shapes', async ({ page }) => {
  const { board, step } = findBoard([8301, 8302, 8303, 8304, 8305, 7001, 7002, 7003], (s) => s.technique === 'colour trap' || s.technique === 'colour wrap');
  await reveal(page, board);
  const { candidates } = await drawn(page);
  const count = (part) => candidates.filter((c) => c.parts.split(' ').includes(part)).length;
  expect(count('colour-1')).toBe(step.drawing.candidates.filter((c) => c.role === 'colour-1').length);
  expect(count('colour-2')).toBe(step.drawing.candidates.filter((c) => c.role === 'colour-2').length);
  expect(count('colour-1')).toBeGreaterThan(0);
  expect(count('colour-2')).toBeGreaterThan(0);
  const shapes = await page.locator('hexadoku-board').evaluate((element) =>
    ['colour-1', 'colour-2'].map((part) => element.shadowRoot.querySelector(`[part~="${part}"]`).firstElementChild.tagName),
  );
  expect(shapes).toEqual(['circle', 'rect']);
});

test('A forcing chain is followed branch by branch: each drawn and listed, the way between them by keyboard', async ({ page }) => {
  const { board, step } = findBoard([8401, 8402], (s) => s.drawing.branches.length >= 2);
  await reveal(page, board);
  const branches = step.drawing.branches;
  // It opens on the first branch that takes a step, then Previous goes back to the first.
  const first = Math.max(0, branches.findIndex((branch) => branch.drawing.links.length > 0));
  await expect(detail(page).locator('.branch-name')).toContainText(`Branch ${first + 1} of ${branches.length}`);
  for (let i = first; i > 0; i--) await detail(page).getByRole('button', { name: 'Previous branch' }).click();
  for (const [i, branch] of branches.entries()) {
    const heading = detail(page).locator('.branch-name');
    await expect(heading).toContainText(`Branch ${i + 1} of ${branches.length}`);
    await expect(heading).toContainText(branch.holds ? 'It holds.' : 'It fails.');
    await expect(detail(page).getByRole('list').last().getByRole('listitem')).toHaveText(branch.implications.map((imp) => new RegExp(`^${escape(imp.text)}`)));
    await expect(detail(page).locator('.branch-end')).toHaveText(branch.end);
    // Show all draws the whole branch (stepped through, it draws its first few implications).
    await detail(page).getByRole('button', { name: 'Show all' }).click();
    const { links } = await drawn(page);
    expect(links.filter((l) => l.layer === 'branch').map((l) => l.parts)).toEqual(branch.drawing.links.map((l) => `hint-link ${l.strength}`));
    if (i + 1 < branches.length) {
      await detail(page).getByRole('button', { name: 'Next branch' }).focus();
      await page.keyboard.press('Enter');
      // Said in the panel's live region, which stays while the panel is drawn anew.
      await expect(detail(page).locator('.announce[aria-live="polite"]')).toHaveText(new RegExp(`^Branch ${i + 2} of ${branches.length}`));
      // At the last branch, Next is off, and the keyboard goes to Previous.
      if (i + 2 === branches.length) await expect(detail(page).getByRole('button', { name: 'Previous branch' })).toBeFocused();
    }
  }
  await expect(detail(page).getByRole('button', { name: 'Next branch' })).toBeDisabled();
});

test('Hint asks for a step without its drawing, More for the drawing; a step applied before More has none', async ({ page }) => {
  const { board, step } = findBoard([8401, 8402], (s) => s.drawing.branches.length >= 2);
  await open(page);
  await page.locator('hexadoku-board').evaluate((element, saved) => {
    element.board = saved;
    // What each of the board's findHint calls asked for, and each step applied.
    const find = element.findHint.bind(element);
    window.asked = [];
    window.applied = [];
    element.findHint = (options) => {
      window.asked.push(options?.drawing ?? true);
      return find(options);
    };
    element.addEventListener('hexadoku-hint', (event) => window.applied.push(event.detail));
  }, board);
  const asked = () => page.evaluate(() => window.asked);
  await button(page, 'Hint').click();
  await expect(status(page)).toHaveText(step.vague);
  expect(await asked()).toEqual([false]);
  const candidatesDrawn = () => page.locator('hexadoku-board').evaluate((element) => element.shadowRoot.querySelectorAll('[part~="hint-candidate"]').length);
  expect(await candidatesDrawn()).toBe(0);
  await button(page, 'More').first().click();
  await expect(status(page)).toHaveText(step.concrete);
  expect(await asked()).toEqual([false, true]);
  // Drawn as the step the engine gives with its drawing: every branch, one at a time.
  await expect(detail(page).locator('.branch-name')).toContainText(`of ${step.drawing.branches.length}`);
  expect(await candidatesDrawn()).toBeGreaterThan(0);
  await button(page, 'Apply').first().click();
  await expect(status(page)).toHaveText(step.explanation);
  expect((await page.evaluate(() => window.applied)).map((s) => s.drawing?.branches.length)).toEqual([step.drawing.branches.length]);

  // Applied at once from the first level: no drawing was made, nor sent.
  await button(page, 'Undo').click();
  await button(page, 'Hint').click();
  await expect(status(page)).toHaveText(step.vague);
  await button(page, 'Apply').first().click();
  await expect(status(page)).toHaveText(step.explanation);
  expect(await asked()).toEqual([false, true, false]);
  expect((await page.evaluate(() => window.applied))[1].drawing).toBeNull();
});

test('A branch is walked an implication at a time: a dozen arrows at most, the one stepped to marked in the list and the drawing', async ({ page }) => {
  test.setTimeout(60_000);
  const key = ({ row, col, letter }) => `${row},${col},${letter}`;
  const first = (s) => Math.max(0, s.drawing.branches.findIndex((branch) => branch.drawing.links.length > 0));
  const { board, step } = findBoard([8401, 8402, 8403, 8404], (s) => s.drawing.branches.length > 0 && s.drawing.branches[first(s)].drawing.links.length > 12);
  const branch = step.drawing.branches[first(step)];
  const count = branch.implications.length;
  // The arrows into the implications up to the kth, and into the kth itself.
  const upTo = (k) => branch.drawing.links.filter((link) => branch.implications.findIndex((imp) => key(imp) === key(link.to)) <= k);
  const into = (k) => branch.drawing.links.filter((link) => key(link.to) === key(branch.implications[k]));
  const expectAt = async (k) => {
    await expect(detail(page).locator('.step-at')).toHaveText(`Implication ${k + 1} of ${count}`);
    await expect(detail(page).locator('li[aria-current="step"]')).toHaveText(new RegExp(`^${escape(branch.implications[k].text)}`));
    const { links } = await drawn(page);
    const shown = links.filter((l) => l.layer === 'branch');
    expect(shown.length, `arrows at implication ${k + 1}`).toBe(Math.min(12, upTo(k).length));
    expect(shown.filter((l) => l.parts.includes('current')).length).toBe(into(k).length);
  };
  await reveal(page, board);
  // It opens on the premise and the first implications.
  await expectAt(Math.min(4, count) - 1);
  // The arrow keys step, on and back, from the step buttons.
  await detail(page).getByRole('button', { name: 'Next step' }).focus();
  for (let k = Math.min(4, count); k < Math.min(8, count); k++) {
    await page.keyboard.press('ArrowRight');
    await expectAt(k);
  }
  await page.keyboard.press('ArrowLeft');
  await expectAt(Math.min(8, count) - 2);
  // A click on an implication steps to it: the last, where the branch's end is marked.
  await detail(page).getByRole('list').last().getByRole('listitem').last().click({ position: { x: 2, y: 2 } });
  await expectAt(count - 1);
  await expect(detail(page).locator('.branch-end')).toHaveClass(/reached/);
  await expect(detail(page).getByRole('button', { name: 'Next step' })).toBeDisabled();
  // Show all draws every arrow of the branch; again, back to the steps.
  const all = detail(page).getByRole('button', { name: 'Show all' });
  await all.click();
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  expect((await drawn(page)).links.filter((l) => l.layer === 'branch').length).toBe(branch.drawing.links.length);
  await all.click();
  await expectAt(count - 1);
});

test('A chain nested in a branch can be opened, followed, and left', async ({ page }) => {
  test.setTimeout(60_000);
  const nestedIn = (s) => s.drawing.branches.findIndex((b) => b.implications.some((imp) => imp.nested.length > 0));
  const { board, step } = findBoard([9, 8501, 8502, 8503], (s) => nestedIn(s) >= 0);
  await reveal(page, board);
  const at = nestedIn(step);
  const first = Math.max(0, step.drawing.branches.findIndex((branch) => branch.drawing.links.length > 0));
  for (let i = first; i < at; i++) await detail(page).getByRole('button', { name: 'Next branch' }).click();
  for (let i = first; i > at; i--) await detail(page).getByRole('button', { name: 'Previous branch' }).click();
  const implication = step.drawing.branches[at].implications.find((imp) => imp.nested.length > 0);
  const inner = implication.nested[0];
  await detail(page).getByRole('button', { name: 'Show the chain inside' }).first().click();
  await expect(detail(page).locator('.branch-name')).toContainText('Inside the chain 1 of');
  await expect(detail(page).locator('.branch-end')).toHaveText(inner.end);
  expect(inner.end).toMatch(/^Contradiction/);
  await detail(page).getByRole('button', { name: 'Back out' }).click();
  await expect(detail(page).locator('.branch-name')).toContainText(`Branch ${at + 1} of`);
});

test('Undo shows the board as it was: no drawing, no "Solved." on an unsolved grid, its own sentence', async ({ page }) => {
  const { board, puzzle } = findBoard([8101], (s) => s.technique === 'X-Wing' || s.technique === 'naked pair' || s.technique === 'swordfish');
  await reveal(page, board);
  await button(page, 'Apply').first().click();
  const applied = await status(page).textContent();
  await button(page, 'Undo').click();
  expect((await drawn(page)).candidates).toEqual([]);
  await expect(status(page)).not.toHaveText(applied);
  await button(page, 'Redo').click();
  await expect(status(page)).toHaveText(applied);
  await choose(page, 'Solve');
  await expect(status(page)).toHaveText('Solved.');
  const solved = await readGrid(page);
  expect(ruleViolation(puzzle, solved.letters)).toBeNull();
  expect(solved.letters).toBe(solveInNode(puzzle, {}).solution);
  await button(page, 'Undo').click();
  await expect(status(page)).not.toHaveText('Solved.');
  await expect(status(page)).toHaveText(applied);
});

/**
 * What the board draws of why a single holds, as cells named "R3C5": those ringed, those
 * ruled out (where each line ends), and those of the candidates drawn `unmarked`.
 */
async function exclusionsDrawn(page) {
  return page.locator('hexadoku-board').evaluate((element) => {
    const svg = element.shadowRoot.querySelector('svg.hint-drawing');
    const name = (x, y) => `R${Math.floor(Number(y)) + 1}C${Math.floor(Number(x)) + 1}`;
    const ringed = [...svg.querySelectorAll('[part~="hint-excluder"]')].map((c) => name(c.getAttribute('cx'), c.getAttribute('cy')));
    // A line ends at the candidate it rules out, where its cross is drawn: "…L x,y M…".
    const ruledOut = [...svg.querySelectorAll('[part~="hint-exclusion"]')].map((p) => name(...p.getAttribute('d').match(/L([\d.]+),([\d.]+)/).slice(1)));
    const unmarked = [...svg.querySelectorAll('[part~="hint-candidate"][part~="unmarked"] circle')].map((c) => name(c.getAttribute('cx'), c.getAttribute('cy')));
    return { ringed, ruledOut, unmarked };
  });
}

const named = ({ row, col }) => `R${row + 1}C${col + 1}`;

test("More draws what rules out a hidden single's other places: each letter that does ringed, a line to each cell; Apply places it", async ({ page }) => {
  const { board, step } = findBoard([8501, 8502], (s) => s.technique === 'hidden single' && s.drawing.candidates.filter((c) => c.role === 'excluder').length >= 2);
  await reveal(page, board);
  // Each excluder, with the candidates after it that it rules out.
  const excluders = [];
  for (const c of step.drawing.candidates) {
    if (c.role === 'excluder') excluders.push({ ...c, cells: [] });
    if (c.role === 'excluded') excluders.at(-1).cells.push(c);
  }
  const unmarked = step.drawing.candidates.filter((c) => c.role === 'unmarked');
  const drawnNow = await exclusionsDrawn(page);
  expect(drawnNow.ringed).toEqual(excluders.map(named));
  expect(drawnNow.ruledOut).toEqual(excluders.flatMap((e) => e.cells.map(named)));
  expect(drawnNow.unmarked).toEqual(unmarked.map(named));
  // Each ringed cell holds the single's letter on the grid.
  const { letters } = await readGrid(page);
  const [placed] = step.placements;
  for (const { row, col } of excluders) expect(letters[row * 16 + col]).toBe(placed.letter);
  // Read in the panel too: one line for each letter that rules out, one for the marks.
  const items = detail(page).locator('ol[aria-labelledby="hint-exclusions-name"] li');
  await expect(detail(page).locator('#hint-exclusions-name')).toHaveText('Why no other place:');
  await expect(items).toHaveText([
    ...excluders.map((e) => `${named(e)} holds ${e.letter}: not in ${e.cells.map(named).join(', ')}`),
    ...(unmarked.length > 0 ? [`${placed.letter}: not among the marks of ${unmarked.map(named).join(', ')}`] : []),
  ]);
  await button(page, 'Apply').first().click();
  await expect(status(page)).toHaveText(step.explanation);
  expect((await readGrid(page)).letters[placed.row * 16 + placed.col]).toBe(placed.letter);
  expect((await exclusionsDrawn(page)).ringed).toEqual([]);
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe finds no violation with a hidden single's exclusions drawn, ${colorScheme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    const { board } = findBoard([8501, 8502], (s) => s.technique === 'hidden single' && s.drawing.candidates.filter((c) => c.role === 'excluder').length >= 2);
    await reveal(page, board);
    expect((await exclusionsDrawn(page)).ringed.length).toBeGreaterThanOrEqual(2);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.flatMap(({ id, nodes }) => nodes.map((n) => `${id}: ${n.target.join(' ')}`))).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark']) {
  test(`axe finds no violation with a chain drawn, ${colorScheme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    const { board } = findBoard([8201], (s) => s.drawing.links.length >= 3);
    await reveal(page, board);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.flatMap(({ id, nodes }) => nodes.map((n) => `${id}: ${n.target.join(' ')}`))).toEqual([]);
  });
}

/** `text` with the characters of regular expressions escaped. */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
