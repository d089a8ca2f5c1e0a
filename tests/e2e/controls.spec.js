// The page's controls on a desktop: what a player uses all the time in sight and in
// groups (Hint and Check; Undo, Redo and Notes; the clock and Pause), the rest in Menu,
// and the page's shortcuts for Hint, Check, Pause and New. The phone's row is in
// mobile.spec.js.

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { button, cell, hint, inMenu, open, press, puzzleWithSolution, status } from './support.js';

const { puzzle } = puzzleWithSolution({ seed: 3201, givens: 150 });

/** Whether `box` (a bounding box) lies wholly inside the window of `page`. */
function inWindow(page, box) {
  const { width, height } = page.viewportSize();
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;
}

for (const [width, height] of [[1280, 900], [1024, 768]]) {
  test(`at ${width}×${height}: Hint and Check, then Undo, Redo and Notes, in groups of their own; the keypad and a hint's More and Apply in sight`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await open(page, puzzle);
    const help = page.getByRole('group', { name: 'Help' });
    const play = page.getByRole('group', { name: 'Play' });
    await expect(help.getByRole('button')).toHaveText(['Hint', 'Check']);
    await expect(play.getByRole('button')).toHaveText(['Undo', 'Redo', 'Notes']);
    // Hint, the one most asked for, stands out: filled, unlike Check.
    const fill = (name) => button(page, name).evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(await fill('Hint')).not.toBe(await fill('Check'));
    // What is used less often waits in Menu.
    for (const name of ['New', 'Solve', 'Share', 'Settings']) await expect(button(page, name)).toBeHidden();

    const keys = page.locator('hexadoku-board').getByRole('group', { name: 'Letter keypad' }).getByRole('button');
    await expect(keys.first()).toBeVisible();
    const step = hint(puzzle, { givens: puzzle });
    await press(page, 'Hint', step.vague);
    for (const shown of [button(page, 'More'), button(page, 'Apply'), keys.last()]) {
      expect(inWindow(page, await shown.boundingBox()), await shown.textContent()).toBe(true);
    }
  });
}

test('Menu opens the rest on screen, in named groups; Escape closes it, back on Menu; an action taken closes it', async ({ page }) => {
  await open(page, puzzle);
  const menu = button(page, 'Menu');
  const panel = page.locator('#menu-panel');
  await expect(panel).toBeHidden();
  await menu.click();
  await expect(panel).toBeVisible();
  expect(inWindow(page, await panel.boundingBox())).toBe(true);
  for (const [group, names] of [
    ['Puzzle', ['New', 'Daily puzzle', 'Games', 'Enter a puzzle', 'Solve', 'Clear']],
    ['Share', ['Share', 'Share game', 'Copy puzzle']],
    ['Tools', ['Fill notes', 'Undo to correct', 'Snapshots', 'Solving path']],
    ['Page', ['Settings', 'Help']],
  ]) {
    await expect(panel.getByRole('group', { name: group }).getByRole('button')).toHaveText(names);
  }
  await expect(panel.getByRole('combobox', { name: 'Difficulty' })).toBeVisible();
  // By keyboard: Tab goes from Menu into it; Escape closes it, the focus back on Menu.
  await menu.focus();
  await page.keyboard.press('Tab');
  await expect(button(page, 'New')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await page.getByRole('checkbox', { name: 'Show candidates' }).check();
  await expect(panel).toBeHidden();
  await menu.click();
  await button(page, 'Fill notes').click();
  await expect(panel).toBeHidden();
  await expect(status(page)).toHaveText('Every empty cell’s notes hold its candidates.');
});

test('Menu opened the moment it shows stands under its button, where it stays, and an action closes it', async ({ page }) => {
  // The dialogs' look (overlays.css) comes after the first load: held back here, so that
  // Menu is opened before it, as a quick player's would be.
  const later = /\/overlays\.css$/;
  const held = [];
  await page.route(later, (route) => held.push(route));
  await page.goto(`index.html#${puzzle}`);
  const menu = button(page, 'Menu');
  const panel = page.locator('#menu-panel');
  await menu.click();
  await expect(panel).toBeVisible();
  const under = async () => {
    const [button, box] = [await menu.boundingBox(), await panel.boundingBox()];
    return box.y >= button.y + button.height && box.y <= button.y + button.height + 10;
  };
  expect(await under()).toBe(true);
  const before = await panel.boundingBox();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(later);
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('overlays.css')));
  expect(await panel.boundingBox()).toEqual(before);
  await page.getByRole('checkbox', { name: 'Show candidates' }).check();
  await expect(panel).toBeHidden();
});

test('Alt+H gives a hint, Alt+C checks, Alt+P pauses and resumes, Alt+Shift+N makes a new puzzle; paused, only Alt+P answers', async ({ page }) => {
  await open(page, puzzle);
  const step = hint(puzzle, { givens: puzzle });
  const empty = puzzle.indexOf('.');
  await cell(page, empty).click();
  // From the grid, where letters are typed, as from anywhere else.
  await page.keyboard.press('Alt+H');
  await expect(status(page)).toHaveText(step.vague);
  await expect(cell(page, empty)).toHaveValue('');
  await page.keyboard.press('Alt+C');
  await expect(status(page)).toHaveText('No letters entered yet.');

  await page.keyboard.press('Alt+P');
  await expect(page.locator('#pause')).toHaveText('Resume');
  await expect(page.getByRole('group', { name: 'Paused' })).toBeVisible();
  await expect(inMenu(page, 'New')).toBeDisabled();
  await page.keyboard.press('Alt+H');
  await page.keyboard.press('Alt+Shift+N');
  await expect(status(page)).toHaveText(/^Paused/);
  await page.keyboard.press('Alt+P');
  await expect(page.locator('#pause')).toHaveText('Pause');
  await expect(page.getByRole('group', { name: 'Paused' })).toBeHidden();

  const board = page.locator('hexadoku-board');
  await page.keyboard.press('Alt+Shift+N');
  await expect(status(page)).toHaveText(/^A new medium puzzle/);
  expect(await board.evaluate((element) => element.givens)).not.toBe(puzzle);
  // Alt+Shift+N is not Alt+N: notes mode stays off.
  expect(await board.evaluate((element) => element.notesMode)).toBe(false);
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe finds no violation with Menu open, ${colorScheme}`, async ({ page }) => {
    // An analysis of the 256-cell grid takes seconds on a loaded machine.
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    await open(page, puzzle);
    await button(page, 'Menu').click();
    await expect(page.locator('#menu-panel')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.flatMap(({ id, nodes }) => nodes.map((node) => `${id}: ${node.target.join(' ')}`))).toEqual([]);
  });
}
