// Hint a level at a time: a clue (the technique and where to look), then More (the cells
// of its pattern), then Apply (the step made, with its whole explanation); Hint pressed
// again goes one level further; any change to the board drops the clue.

import { test, expect } from '@playwright/test';
import {
  EMPTY,
  button,
  cell,
  cellName,
  hint,
  open,
  paste,
  place,
  press,
  puzzleWithSolution,
  readGrid,
  ruleViolation,
  status,
} from './support.js';

const indexOf = ({ row, col }) => row * 16 + col;
const highlighted = (grid, kind) => grid.flatMap((c, i) => (c.classes.includes(kind) ? [i] : []));

/** The step the engine gives in Node for `letters` on `puzzle`: what the page should say. */
function expectedStep(letters, puzzle) {
  const step = hint(letters, { givens: puzzle });
  expect(step?.status, 'the grid has a next step').toBe('step');
  return step;
}

test('Hint, More and Apply from the keyboard: the clue, its pattern, then the solution\'s letters', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 101, givens: 150 });
  const step = expectedStep(puzzle, puzzle);
  expect(step.placements.length, 'the first step places a letter').toBeGreaterThanOrEqual(1);
  await open(page, puzzle);
  const [more, apply] = [button(page, 'More'), button(page, 'Apply')];
  await expect(more).toBeHidden();
  await expect(apply).toBeHidden();

  // Level 1: the technique and the unit to look in, and nothing named or changed.
  await button(page, 'Hint').focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(step.vague);
  expect(step.vague).toContain(step.technique);
  expect(step.vague).not.toMatch(/R\d+C\d+/);
  await expect(more).toBeEnabled();
  await expect(apply).toBeEnabled();
  // Real buttons, beside the live region rather than in it: only the clue is announced.
  for (const b of [more, apply]) expect(await b.evaluate((e) => e.tagName)).toBe('BUTTON');
  await expect(status(page)).toHaveAttribute('aria-live', 'polite');
  await expect(status(page).getByRole('button')).toHaveCount(0);
  let grid = await readGrid(page);
  expect(grid.letters).toBe(puzzle);
  expect([...highlighted(grid, 'pattern'), ...highlighted(grid, 'target')]).toEqual([]);

  // Level 2: the pattern's cells, named and highlighted; still nothing changed.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(step.concrete);
  const pattern = step.cells.map(indexOf).sort((a, b) => a - b);
  for (const i of pattern) expect(step.concrete).toContain(cellName(i));
  grid = await readGrid(page);
  expect(highlighted(grid, 'pattern')).toEqual(pattern);
  expect(highlighted(grid, 'target')).toEqual([]);
  expect(grid.letters).toBe(puzzle);
  // Nothing more to show: More is off, and the keyboard moved on to Apply.
  await expect(more).toBeDisabled();
  await expect(apply).toBeFocused();

  // Level 3: the step made, each letter the solution's, and the whole explanation said.
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(step.explanation);
  await expect(apply).toBeHidden();
  await expect(more).toBeHidden();
  await expect(button(page, 'Hint'), 'the keyboard is back on Hint').toBeFocused();
  grid = await readGrid(page);
  const placed = [...grid.letters].flatMap((l, i) => (l !== puzzle[i] ? [i] : []));
  expect(placed).toEqual(step.placements.map(indexOf).sort((a, b) => a - b));
  for (const i of placed) {
    expect(grid.letters[i], cellName(i)).toBe(solution[i]);
    expect(grid[i].source).toBe('hint');
    expect(grid[i].classes).toContain('target');
    expect(step.explanation).toContain(cellName(i));
  }
  expect(highlighted(grid, 'pattern')).toEqual(pattern);
  const applied = grid.letters;

  // Undo takes the step back, and not to a clue half given: Hint starts again from level 1.
  await button(page, 'Undo').click();
  await expect.poll(async () => (await readGrid(page)).letters).toBe(puzzle);
  await expect(apply).toBeHidden();

  // Hint three times does what Hint, More and Apply did.
  await button(page, 'Hint').focus();
  for (const text of [step.vague, step.concrete, step.explanation]) {
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(text);
  }
  await expect(apply).toBeHidden();
  grid = await readGrid(page);
  expect(grid.letters).toBe(applied);
  expect(ruleViolation(puzzle, solution)).toBeNull();
});

test('a change to the board drops the clue: More and Apply go, and Hint starts again', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 102, givens: 160 });
  await open(page, puzzle);
  const [more, apply] = [button(page, 'More'), button(page, 'Apply')];
  const letters = async () => (await readGrid(page)).letters;

  /** Hint on the grid as it is: the page says the engine's clue for this very board. */
  async function clue(givens = puzzle) {
    const step = expectedStep(await letters(), givens);
    await button(page, 'Hint').click();
    await expect(status(page)).toHaveText(step.vague);
    await expect(apply).toBeVisible();
    return step;
  }
  /** After a change: no clue left to go on with. */
  async function dropped() {
    await expect(apply).toBeHidden();
    await expect(more).toBeHidden();
  }

  // Typing a letter.
  await clue();
  const empty = puzzle.indexOf('.');
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty]);
  await dropped();
  expect(await letters()).toBe(place(puzzle, empty, solution[empty]));

  // Undo, with the pattern shown: its highlights go too.
  await clue();
  await more.click();
  await expect(page.locator('[role="gridcell"].pattern').first()).toBeVisible();
  await page.keyboard.press('Control+z');
  await dropped();
  expect(await letters()).toBe(puzzle);
  await expect(page.locator('[role="gridcell"].pattern')).toHaveCount(0);

  // Solve.
  await clue();
  await press(page, 'Solve', 'Solved.');
  await dropped();
  expect(ruleViolation(puzzle, await letters())).toBeNull();
  await button(page, 'Undo').click();

  // A puzzle pasted.
  const other = puzzleWithSolution({ seed: 103, givens: 160 }).puzzle;
  await clue();
  await paste(page, other);
  await expect(status(page)).toHaveText('Puzzle pasted.');
  await dropped();

  // A new puzzle.
  await clue(other);
  await press(page, 'New', /^A new medium puzzle/);
  await dropped();
  expect(await letters()).not.toBe(other);

  // What is not a step shows at once, with nothing to go on with: several solutions here.
  await press(page, 'Clear', /^Cleared/);
  await press(page, 'Clear', /^Cleared the whole grid/);
  expect(await letters()).toBe(EMPTY);
  await press(page, 'Hint', 'This puzzle has more than one solution, and no letter is certain yet.');
  await dropped();
});
