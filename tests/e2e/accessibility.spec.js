// axe-core (from npm, @axe-core/playwright) on the page, in the light and dark colour
// schemes: no violation of any rule it checks (WCAG 2.x A and AA and its best
// practices), on the page as it opens and with what a game adds to it: the player's
// letters, pencil marks, a clash, a hint given a level at a time, the highlighting
// around the selected cell, the Settings and Help dialogs open, the word of completion,
// cells and notes in each colour, and the pause card.

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { button, cell, chooseSymbols, open, openWithNotesChecked, plausibleMistake, press, puzzleWithSolution, choose, showCandidates } from './support.js';

/** Every violation axe finds on the page, as "rule: target" lines, to read in a failure. */
async function violations(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap(({ id, impact, nodes }) => nodes.map((node) => `${id} (${impact}): ${node.target.join(' ')}`));
}

for (const colorScheme of ['light', 'dark']) {
  test(`axe finds no violation, ${colorScheme}`, async ({ page }) => {
    // Six analyses of the 256-cell grid: on a loaded machine each takes seconds.
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme });
    await open(page);
    expect(await violations(page), 'a first visit, on a puzzle').toEqual([]);

    const { puzzle, solution } = puzzleWithSolution({ seed: 12, givens: 140 });
    await open(page, puzzle);
    const mistake = plausibleMistake(puzzle, solution);
    await cell(page, mistake.index).click();
    await page.keyboard.press(mistake.letter);
    // A clash: in another empty cell, a letter given in its row.
    const clash = puzzle.indexOf('.', mistake.index + 1);
    const row = Math.floor(clash / 16);
    await cell(page, clash).click();
    await page.keyboard.press([...puzzle.slice(row * 16, row * 16 + 16)].find((c) => c !== '.'));
    await showCandidates(page);
    await press(page, 'Check', /differ from the solution/);
    expect(await violations(page), 'a clash, a wrong letter, pencil marks').toEqual([]);

    await button(page, 'Undo').click();
    await button(page, 'Undo').click();
    await button(page, 'Hint').click();
    await button(page, 'More').click();
    await expect(button(page, 'Apply')).toBeVisible();
    expect(await violations(page), 'a hint shown').toEqual([]);

    await choose(page, 'Settings');
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    expect(await violations(page), 'the Settings dialog open').toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
    expect(await violations(page), 'the Help dialog open').toEqual([]);
    await page.keyboard.press('Escape');

    await chooseSymbols(page, '1–16');
    await press(page, 'Solve', 'Solved.');
    await expect(page.locator('#done')).toHaveText(/^The solver filled the grid, at \d+:\d\d\.$/);
    expect(await violations(page), 'solved, in another symbol set').toEqual([]);
  });

  test(`axe finds no violation with coloured cells and notes, and with the pause card, ${colorScheme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    const { puzzle } = puzzleWithSolution({ seed: 14, givens: 140 });
    await open(page, puzzle);
    const board = page.locator('hexadoku-board');
    await board.evaluate((element) => element.fillNotes());
    // Each of the six colours on a cell with notes, another on a note, one highlighted.
    const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
    for (let colour = 1; colour <= 6; colour++) {
      await cell(page, empties[colour * 3]).click();
      await page.keyboard.press(`Alt+${colour}`);
      await page.keyboard.press('Backspace');
    }
    await page.keyboard.press('Alt+1');
    await cell(page, empties[1]).click();
    const [note] = await board.evaluate((element, i) => [...'ABCDEFGHIJKLMNOP'].filter((_, n) => element.board.notes[i] & (1 << n)), empties[1]);
    await page.keyboard.press(note);
    await page.keyboard.press('Alt+0');
    await cell(page, empties[3]).click();
    await expect(cell(page, empties[3])).toHaveAttribute('aria-label', /, colour 1, notes/);
    expect(await violations(page), 'coloured cells and a coloured note').toEqual([]);

    await page.locator('#pause').click();
    await expect(page.getByRole('group', { name: 'Paused' })).toBeVisible();
    expect(await violations(page), 'paused, the card over the grid').toEqual([]);
  });

  test(`axe finds no violation with notes shown, ${colorScheme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    const { puzzle, solution } = puzzleWithSolution({ seed: 13, givens: 140 });
    await openWithNotesChecked(page, puzzle, solution);
    expect(await violations(page), 'notes, notes mode, a note marked').toEqual([]);
  });
}
