// The engine's buttons as a player uses them: Solve, Hint to the end, Check and Clear,
// Undo and Redo over all of them, and puzzles with no solution or with several.

import { test, expect } from '@playwright/test';
import { applyHint, beforeFirstElimination, button, cell, cellName, cellsNamed, closeCard, countSolutions, EMPTY, enterPuzzle, grade, open, openEmpty, peersOf, place, plausibleMistake, press, puzzleWithSolution, readGrid, ready, ruleViolation, solveInNode, status, showCandidates, unfoldMenu } from './support.js';

const filled = (letters) => [...letters].filter((c) => c !== '.').length;

test('Solve fills every empty cell with a solution that keeps the rules and the givens', async ({ page }) => {
  // A minimal puzzle: the solver has to search, not only propagate.
  const { puzzle } = puzzleWithSolution({ seed: 3 });
  await open(page, puzzle);
  await press(page, 'Solve', 'Solved.');
  const grid = await readGrid(page);
  expect(ruleViolation(puzzle, grid.letters)).toBeNull();
  expect(grid.map((c) => c.source)).toEqual([...puzzle].map((l) => (l === '.' ? 'solver' : 'given')));
  expect(grid.filter((c) => c.invalid !== 'false')).toEqual([]);
});

/** Clicks `name` and waits for the status line to change from `said`; returns what it says. */
async function next(page, name, said) {
  await button(page, name).click();
  await expect(status(page)).not.toHaveText(said);
  return status(page).textContent();
}

const highlighted = (grid, kind) => grid.flatMap((c, i) => (c.classes.includes(kind) ? [i] : []));
const marksOf = (grid) => grid.map((c) => c.marks);

/**
 * What a hint's first two levels may change, read in one go (readGrid, which checks every
 * label, takes several times longer): every cell's letter and pencil marks, in reading
 * order, and the cells highlighted as the pattern and as targets, by their labels.
 */
function glance(page) {
  return page.locator('[role="grid"]').evaluate((grid) => {
    const cells = [...grid.querySelectorAll('[role="gridcell"]')];
    const labelled = (kind) => cells.filter((c) => c.classList.contains(kind)).map((c) => c.querySelector('input').ariaLabel);
    return {
      letters: cells.map((c) => c.querySelector('input').value || '.').join(''),
      marks: cells.map((c) => [...c.querySelectorAll('.marks:not([hidden]) span:not(.off)')].map((m) => m.textContent).join('')),
      pattern: labelled('pattern'),
      targets: labelled('target'),
    };
  });
}

test('Hint, level by level until the grid is full: a clue, its pattern, then only the solution\'s letters', async ({ page }) => {
  test.setTimeout(60_000);
  const GIVENS = 220; // enough to keep the walk short (three presses a step), few enough to need 36 hints
  const { puzzle, solution } = puzzleWithSolution({ seed: 41, givens: GIVENS });
  await open(page, puzzle);
  // With pencil marks shown, a step that only removes candidates can be seen too.
  await showCandidates(page);
  const more = button(page, 'More');
  const apply = button(page, 'Apply');

  let before = await readGrid(page);
  let said = await status(page).textContent();
  const explanations = [];
  const sequence = [before.letters];
  for (let step = 1; before.letters.includes('.'); step++) {
    expect(step, 'every hint makes progress').toBeLessThanOrEqual(2 * (256 - GIVENS));
    // The clue: a technique and where to look, no cell named, nothing on the grid changed
    // or highlighted.
    const vague = await next(page, 'Hint', said);
    expect(vague, `step ${step}`).not.toMatch(/R\d+C\d+/);
    await expect(more).toBeEnabled();
    await expect(apply).toBeEnabled();
    const clued = await glance(page);
    expect(clued).toEqual({ letters: before.letters, marks: marksOf(before), pattern: [], targets: [] });

    // More, or Hint again (in turn): the pattern's cells, named and highlighted alike.
    const concrete = await next(page, step % 2 ? 'More' : 'Hint', vague);
    const shown = await glance(page);
    expect(shown.pattern.length, concrete).toBeGreaterThanOrEqual(1);
    expect(cellsNamed(shown.pattern.join(' ')), concrete).toEqual(cellsNamed(concrete));
    expect(shown).toEqual({ ...clued, pattern: shown.pattern });
    await expect(more).toBeDisabled();

    // Apply, or Hint a third time (in turn, out of step with the above): the step.
    const explanation = await next(page, Math.floor(step / 2) % 2 ? 'Apply' : 'Hint', concrete);
    await expect(apply).toBeHidden();
    await expect(more).toBeHidden();
    const after = await readGrid(page);
    expect(highlighted(after, 'pattern'), 'the pattern shown by More is the step\'s').toEqual(
      cellsNamed(shown.pattern.join(' ')),
    );
    const placed = [...after.letters].flatMap((l, i) => (l !== before.letters[i] ? [i] : []));
    // Each letter placed went into an empty cell, is the solution's, is drawn as a
    // hint's, is highlighted, and is named in the explanation.
    const faults = [];
    for (const i of placed) {
      const letter = after.letters[i];
      if (before.letters[i] !== '.') faults.push(`${cellName(i)} was not empty`);
      if (letter !== solution[i]) faults.push(`${cellName(i)} is ${letter}, the solution has ${solution[i]}`);
      if (after[i].source !== 'hint') faults.push(`${cellName(i)} is drawn as ${after[i].source}`);
      if (!after[i].classes.includes('target')) faults.push(`${cellName(i)} is not highlighted`);
      if (!explanation.includes(cellName(i)) || !new RegExp(`\\b${letter}\\b`).test(explanation)) {
        faults.push(`${cellName(i)} = ${letter} is not in the explanation`);
      }
    }
    // The marks still shown always keep the solution's letter and never a letter already
    // in the cell's row, column or box.
    for (let i = 0; i < 256; i++) {
      if (after.letters[i] !== '.') continue;
      const seen = new Set([...peersOf(i)].map((p) => after.letters[p]));
      const marks = after[i].marks;
      if (!marks.includes(solution[i]) || [...marks].some((l) => seen.has(l))) {
        faults.push(`${cellName(i)} marks ${marks}`);
      }
    }
    expect(faults, `step ${step}: ${explanation}`).toEqual([]);
    if (placed.length === 0) {
      // A step that removes candidates: it names cells, and some marks went.
      expect(explanation).toMatch(/remove it from R\d+C\d+/);
      const count = (grid) => grid.reduce((n, c) => n + c.marks.length, 0);
      expect(count(after), explanation).toBeLessThan(count(before));
    }
    explanations.push(explanation);
    sequence.push(after.letters);
    before = after;
    said = explanation;
  }
  expect(ruleViolation(puzzle, before.letters)).toBeNull();
  expect(explanations.length).toBeGreaterThanOrEqual(1);
  // The page says the grid is solved; Hint adds no second word of it, and clears the last
  // step's explanation.
  await expect(page.locator('#done')).toHaveText(/^Solved in \d+:\d\d\.$/);
  await closeCard(page);
  await press(page, 'Hint', '');
  await expect(apply).toBeHidden();

  // Undo takes back the last hint, with the keyboard and with the button; Redo puts it back.
  await cell(page, 0).focus();
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await readGrid(page)).letters).toBe(sequence.at(-2));
  await button(page, 'Undo').click();
  await expect.poll(async () => (await readGrid(page)).letters).toBe(sequence.at(-3));
  await page.keyboard.press('Control+y');
  await button(page, 'Redo').click();
  const redone = await readGrid(page);
  expect(ruleViolation(puzzle, redone.letters)).toBeNull();
  expect(redone.filter((c) => c.source === 'hint')).toHaveLength(256 - GIVENS);
});

test('a hint that removes candidates takes them out of the pencil marks, for good, and the next moves on', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 3, givens: 100 });
  const grid0 = beforeFirstElimination(puzzle);
  expect(grid0, 'some hint of this puzzle removes candidates').not.toBeNull();
  await open(page, grid0);
  await showCandidates(page);
  const before = await readGrid(page);

  await applyHint(page);
  await expect(status(page)).toHaveText(/can be [A-P]: remove it from /);
  const explanation = await status(page).textContent();
  const [, letter, list] = explanation.match(/can be ([A-P]): remove it from (.*)\.$/);
  const named = list.split(/, | and /).map((name) => {
    const [, row, col] = name.match(/^R(\d+)C(\d+)$/).map(Number);
    return (row - 1) * 16 + col - 1;
  });
  const after = await readGrid(page);
  expect(after.letters).toBe(grid0);
  for (const i of named) {
    expect(before[i].marks, cellName(i)).toContain(letter);
    expect(after[i].marks, cellName(i)).toBe(before[i].marks.replace(letter, ''));
    expect(solution[i], `${cellName(i)} keeps its solution`).not.toBe(letter);
    expect(after[i].classes, cellName(i)).toContain('target');
  }
  expect(after.filter((c, i) => !named.includes(i) && c.marks !== before[i].marks)).toEqual([]);
  // The cells that prove it are shown too, and are named before the list.
  const pattern = after.flatMap((c, i) => (c.classes.includes('pattern') ? [i] : []));
  expect(pattern.length).toBeGreaterThanOrEqual(1);
  for (const i of pattern) expect(explanation.split('remove it from')[0]).toContain(cellName(i));

  // The next hint is another step, not the same one again.
  await applyHint(page);
  await expect(status(page)).not.toHaveText(explanation);
  await expect(status(page)).toHaveText(/R\d+C\d+/);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await readGrid(page)).map((c) => c.marks)).toEqual(after.map((c) => c.marks));
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await readGrid(page)).map((c) => c.marks)).toEqual(before.map((c) => c.marks));
  await page.keyboard.press('Control+y');
  await expect.poll(async () => (await readGrid(page)).map((c) => c.marks)).toEqual(after.map((c) => c.marks));

  // The marks removed stay removed after a reload.
  await page.reload();
  await ready(page);
  await showCandidates(page);
  const reloaded = await readGrid(page);
  expect(reloaded.letters).toBe(grid0);
  expect(reloaded.map((c) => c.marks)).toEqual(after.map((c) => c.marks));
});

test('Check marks the player\'s letters that differ from the solution, and only those', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 42, givens: 150 });
  await open(page, puzzle);
  await press(page, 'Check', 'No letters entered yet.');

  // One wrong letter that clashes with nothing on the grid, and two right ones.
  const mistake = plausibleMistake(puzzle, solution);
  const right = [...puzzle].flatMap((c, i) => (c === '.' && i !== mistake.index ? [i] : [])).slice(-2);
  for (const [i, letter] of [[mistake.index, mistake.letter], ...right.map((i) => [i, solution[i]])]) {
    await cell(page, i).click();
    await page.keyboard.press(letter);
  }
  let grid = await readGrid(page);
  expect(grid.filter((c) => c.classes.includes('conflict') || c.invalid === 'true')).toEqual([]);

  await press(page, 'Check', `1 letter differs from the solution: ${cellName(mistake.index)}.`);
  grid = await readGrid(page);
  const marked = grid.flatMap((c, i) => (c.classes.includes('wrong') ? [i] : []));
  expect(marked).toEqual([mistake.index]);
  expect(grid[mistake.index].invalid).toBe('true');
  for (const i of right) expect(grid[i].invalid).toBe('false');

  // Putting it right: the mark goes with the next change, and Check agrees.
  await cell(page, mistake.index).click();
  await page.keyboard.press(solution[mistake.index]);
  await expect(cell(page, mistake.index)).toHaveAttribute('aria-invalid', 'false');
  await press(page, 'Check', 'Every letter entered agrees with the solution.');
  grid = await readGrid(page);
  expect(grid.filter((c) => c.classes.includes('wrong'))).toEqual([]);
});

test('a wrong letter of the player: Solve says there is no solution with it, Hint names it', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 43, givens: 160 });
  await open(page, puzzle);
  const mistake = plausibleMistake(puzzle, solution, 100);
  await cell(page, mistake.index).click();
  await page.keyboard.press(mistake.letter);
  await press(page, 'Solve', 'This puzzle has no solution with the letters entered. Check shows the wrong ones.');
  expect((await readGrid(page)).letters).toBe(place(puzzle, mistake.index, mistake.letter));
  await press(
    page,
    'Hint',
    `This grid has no solution: these letters differ from the solution: ${cellName(mistake.index)}.`,
  );
  const grid = await readGrid(page);
  expect(grid.flatMap((c, i) => (c.classes.includes('wrong') ? [i] : []))).toEqual([mistake.index]);
});

test('a puzzle with no solution says so, and nothing is filled in', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 44 });
  // A given the solution does not have, clashing with no other: only search can tell.
  const mistake = plausibleMistake(puzzle, solution);
  const broken = place(puzzle, mistake.index, mistake.letter);
  expect(ruleViolation(broken, solution)).not.toBeNull();
  await open(page, broken);
  await press(page, 'Solve', 'This puzzle has no solution.');
  await press(page, 'Check', 'This puzzle has no solution, so there is no answer to check against.');
  await press(page, 'Hint', /^This grid has no solution/);
  const grid = await readGrid(page);
  expect(grid.letters).toBe(broken);
  expect(grid.filter((c) => c.invalid !== 'false')).toEqual([]);
  await expect(button(page, 'Undo')).toBeDisabled();
});

test('an empty grid, and a puzzle with too few givens, have more than one solution', async ({ page }) => {
  await openEmpty(page);
  await press(page, 'Solve', 'This puzzle has more than one solution. Add givens until it has one.');
  await press(page, 'Hint', 'This puzzle has more than one solution, and no letter is certain yet.');
  expect((await readGrid(page)).letters).toBe(EMPTY);

  // A generated puzzle without its first 40 givens.
  const { puzzle } = puzzleWithSolution({ seed: 45 });
  let sparse = puzzle;
  for (let i = 0, removed = 0; removed < 40; i++) {
    if (sparse[i] !== '.') {
      sparse = place(sparse, i, '.');
      removed++;
    }
  }
  expect(countSolutions(sparse, { limit: 2 })).toBe(2);
  await open(page, sparse);
  await press(page, 'Solve', 'This puzzle has more than one solution. Add givens until it has one.');
  await press(page, 'Check', 'This puzzle has more than one solution, so there is no one answer to check against.');
  expect((await readGrid(page)).letters).toBe(sparse);
});

test('Clear keeps the givens; a second Clear empties the grid; Undo brings both back', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 46, givens: 180 });
  await open(page, puzzle);
  const empty = puzzle.indexOf('.');
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty]);
  await applyHint(page);
  await expect(status(page)).toHaveText(/R\d+C\d+/);
  const entered = await readGrid(page);
  expect(filled(entered.letters)).toBeGreaterThanOrEqual(182);

  await press(page, 'Clear', 'Cleared the letters entered; the givens stay. Press Clear again to clear them too.');
  let grid = await readGrid(page);
  expect(grid.letters).toBe(puzzle);
  expect(grid.filter((c) => c.source !== 'given' && c.source !== 'empty')).toEqual([]);
  await expect(enterPuzzle(page)).toHaveAttribute('aria-pressed', 'false');

  await press(page, 'Clear', 'Cleared the whole grid: type a puzzle, or paste one.');
  expect((await readGrid(page)).letters).toBe(EMPTY);
  // An empty grid is for typing a puzzle: givens are being edited.
  await expect(enterPuzzle(page)).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).hash).toBe('');

  await button(page, 'Undo').click();
  expect((await readGrid(page)).letters).toBe(puzzle);
  await button(page, 'Undo').click();
  grid = await readGrid(page);
  expect(grid.letters).toBe(entered.letters);
  expect(grid.map((c) => c.source)).toEqual(entered.map((c) => c.source));
});

test('Undo and Redo, with the buttons and with Ctrl+Z / Ctrl+Y, go through every change, a Solve too', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 47, givens: 140 });
  await open(page, puzzle);
  const undo = button(page, 'Undo');
  const redo = button(page, 'Redo');
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();

  const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : [])).slice(0, 3);
  const states = [puzzle];
  for (const i of empties) {
    await cell(page, i).click();
    await page.keyboard.press(solution[i]);
    states.push(place(states.at(-1), i, solution[i]));
  }
  const shows = async (letters) => expect.poll(async () => (await readGrid(page)).letters).toBe(letters);
  await shows(states[3]);

  await undo.click();
  await shows(states[2]);
  await page.keyboard.press('Control+z'); // the focus is on the Undo button
  await shows(states[1]);
  await cell(page, 200).focus();
  await page.keyboard.press('Control+z');
  await shows(states[0]);
  await expect(undo).toBeDisabled();
  await page.keyboard.press('Control+z'); // nothing more to undo
  await shows(states[0]);

  await redo.click();
  await shows(states[1]);
  await page.keyboard.press('Control+y');
  await shows(states[2]);
  await page.keyboard.press('Control+Shift+z');
  await shows(states[3]);
  await expect(redo).toBeDisabled();

  // Undoing a Solve takes out every letter it put, and nothing else.
  await press(page, 'Solve', 'Solved.');
  const solved = await readGrid(page);
  expect(ruleViolation(puzzle, solved.letters)).toBeNull();
  await page.keyboard.press('Control+z');
  await shows(states[3]);
  const undone = await readGrid(page);
  expect(undone.filter((c) => c.source === 'solver')).toEqual([]);
  expect(undone.filter((c) => c.source === 'yours')).toHaveLength(3);
  await page.keyboard.press('Control+y');
  await shows(solved.letters);

  // A new change after an undo ends what could be redone.
  await page.keyboard.press('Control+z');
  await shows(states[3]);
  const next = puzzle.lastIndexOf('.');
  await cell(page, next).click();
  await page.keyboard.press(solution[next]);
  await expect(redo).toBeDisabled();
  await page.keyboard.press('Control+y');
  await shows(place(states[3], next, solution[next]));
});

test('New makes a puzzle of the difficulty chosen, graded so apart from the page, with one solution', async ({ page }) => {
  test.setTimeout(45_000);
  const { puzzle } = puzzleWithSolution({ seed: 48, givens: 200 });
  await open(page, puzzle);
  // The difficulty is chosen in Menu, beside New.
  const choice = page.getByRole('combobox', { name: 'Difficulty' });
  await unfoldMenu(page);
  await expect(choice).toHaveValue('medium');
  const made = [puzzle];
  for (const [label, difficulty] of [['Easy', 'easy'], ['Medium', 'medium'], ['Hard', 'hard'], ['Tough', 'tough'], ['Expert', 'expert']]) {
    await unfoldMenu(page);
    await choice.selectOption({ label });
    await press(page, 'New', new RegExp(`^A new ${difficulty} puzzle with \\d+ givens; `));
    const letters = (await readGrid(page)).letters;
    expect(letters, 'a new puzzle, not the one before').not.toBe(made.at(-1));
    expect(new URL(page.url()).hash.slice(1)).toBe(letters);
    expect(countSolutions(letters, { limit: 2 }), `${difficulty}: one solution`).toBe(1);
    const { solution } = solveInNode(letters);
    expect(ruleViolation(letters, solution)).toBeNull();
    // The page's grade and the one made here agree, and the difficulty is the one chosen.
    const graded = grade(letters);
    expect(graded.difficulty).toBe(difficulty);
    const count = filled(letters);
    const rest = graded.logicOnly
      ? `rating ${Number(graded.rating.toFixed(1))}, hardest step: ${graded.hardest}.`
      : "no technique of Hint's solves it all.";
    await expect(status(page)).toHaveText(`A new ${difficulty} puzzle with ${count} givens; ${rest}`);
    made.push(letters);
  }
  // The last one solves on the page too, and Undo goes back through every puzzle made.
  await press(page, 'Solve', 'Solved.');
  expect(ruleViolation(made.at(-1), (await readGrid(page)).letters)).toBeNull();
  await button(page, 'Undo').click();
  expect((await readGrid(page)).letters).toBe(made.at(-1));
  for (const earlier of made.slice(0, -1).reverse()) {
    await button(page, 'Undo').click();
    expect((await readGrid(page)).letters).toBe(earlier);
  }
  await expect(button(page, 'Undo')).toBeDisabled();
});
