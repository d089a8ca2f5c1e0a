// The page in each of its languages (www/app/language.js, www/words/page.js): a browser
// asking for Chinese or German lands on that language's page and reads no English in the
// page's own interface; the picker in Menu goes to another language, and the choice
// stays across a reload and over the browser's languages; a link's puzzle goes with the
// visitor to their language's page; axe finds nothing on the German and Chinese pages.
// (The element's own words, inside <hexadoku-board>, follow `lang` by themselves: not
// checked here.)

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { catalogueWords } from './catalogue-words.js';
import { puzzleWithSolution, ready } from './support.js';

const { puzzle } = puzzleWithSolution({ seed: 31 });

/**
 * Everything the page's own interface says, outside the board's shadow root: the title,
 * the text of the page (its dialogs, hidden parts and the options of its choices
 * included: what it may show) and each element's accessible name or description given as
 * an attribute. The slotted More and Apply are the page's, and counted.
 */
const interfaceText = (page) =>
  page.evaluate(() => {
    const said = [document.title, document.body.textContent];
    for (const element of document.body.querySelectorAll('*')) {
      for (const name of ['aria-label', 'aria-description', 'aria-roledescription', 'title', 'alt', 'placeholder']) {
        if (element.hasAttribute(name)) said.push(element.getAttribute(name));
      }
    }
    return said.join('\n');
  });

/**
 * Opens what the page builds when first used (Menu, Settings, Help, Games, Snapshots) and
 * waits for the difficulty line; returns what the page's interface said along the way,
 * with the status line's first sentence, the page's (New's puzzle).
 */
async function everythingSaid(page) {
  const said = [await page.locator('hexadoku-board').getByRole('status').textContent()];
  await expect(page.locator('#grade')).not.toBeEmpty({ timeout: 15_000 });
  await page.locator('#menu').click();
  await expect(page.locator('#menu-panel')).toBeVisible();
  said.push(await interfaceText(page));
  for (const [opener, dialog] of [['#open-settings', '#settings'], ['#open-help', '#help'], ['#games', '#games-dialog'], ['#open-snapshots', '#snapshots']]) {
    if (!(await page.locator('#menu-panel').isVisible())) await page.locator('#menu').click();
    await page.locator(opener).click();
    await expect(page.locator(dialog)).toBeVisible();
    said.push(await interfaceText(page));
    await page.keyboard.press('Escape');
    await expect(page.locator(dialog)).toBeHidden();
  }
  return said.join('\n');
}

test.describe('a browser asking for Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test("lands on the Chinese page, whose interface has no English word", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('./');
    await expect(page).toHaveURL(/\/site\/zh-Hans\/(#|$)/);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page).toHaveTitle('Hexadoku：16×16 数独求解与提示');
    const said = await everythingSaid(page);
    expect(said).toMatch(/\p{Script=Han}/u);
    // Latin words of 3 letters or more, but for what is the same in any language: the
    // name Hexadoku; the keys as keyboards print them (Help's [Ctrl]+[Z], [Shift]+…),
    // as Chinese keyboards and programs name them too; and the other languages in the
    // picker, each named in itself. Shorter runs are cell names (R3C5), the symbol sets
    // (A–P, 0–F) and single letters.
    const ALLOWED = new Set(['Hexadoku', 'Alt', 'Ctrl', 'Shift', 'Home', 'End', 'Esc', 'Tab', 'Space', 'Delete', 'Backspace', 'English', 'Deutsch']);
    const latin = [...new Set(said.match(/[A-Za-z]{3,}/g) ?? [])].filter((word) => !ALLOWED.has(word));
    expect(latin, 'Latin words in the Chinese interface').toEqual([]);
  });
});

test.describe('a browser asking for German', () => {
  test.use({ locale: 'de-DE' });

  test('lands on the German page, whose interface has no English word, its numbers German', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('./');
    await expect(page).toHaveURL(/\/site\/de\/(#|$)/);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The English words that German's catalogues never use ("Hexadoku", "Alt" and such
    // are both languages'): any of them on the page is a word left in English.
    // page.ftl's and board.ftl's, which the page says.
    const german = await catalogueWords('de', ['page', 'board']);
    const englishOnly = new Set([...(await catalogueWords('en', ['page', 'board']))].filter((word) => !german.has(word)));
    expect(englishOnly.size).toBeGreaterThan(200);
    const said = await everythingSaid(page);
    const english = [...new Set(said.match(/\p{L}{3,}/gu) ?? [])].filter((word) => englishOnly.has(word.toLowerCase()));
    expect(english, 'English words in the German interface').toEqual([]);
    // A rating with a decimal comma: "Bewertung 4,2".
    await expect(page.locator('#grade')).toHaveText(/^Schwierigkeit: .*\d(,\d)?\b/);
    await expect(page.locator('#grade')).not.toHaveText(/\d\.\d/);
  });

  test("a link's puzzle opens on the German page", async ({ page }) => {
    await page.goto(`index.html#${puzzle}`);
    await expect(page).toHaveURL(new RegExp(`/site/de/index\\.html#${puzzle.replaceAll('.', '\\.')}$`));
    await ready(page);
    await expect(page.locator('hexadoku-board')).toHaveJSProperty('givens', puzzle);
    await expect(page.locator('hexadoku-board').getByRole('status')).toHaveText('Rätsel aus der Adresse geladen.');
  });

  test("the board's parts loaded later speak German too: the pause card, and Check", async ({ page }) => {
    const { pauseCardTitle, pauseCardResume, checkedNothingEntered } = await import('../../www/words/generated/de/board.js');
    await page.goto(`index.html#${puzzle}`);
    await ready(page);
    const board = page.locator('hexadoku-board');
    // The pause card (pause-card.js, a bundle of its own on the site).
    await page.keyboard.press('Alt+P');
    await expect(board.locator('.pause-card')).toContainText(pauseCardTitle);
    await expect(board.getByRole('button', { name: pauseCardResume, exact: true })).toBeVisible();
    await board.getByRole('button', { name: pauseCardResume, exact: true }).click();
    // Check (mistakes.js, loaded with it): nothing entered, said in German.
    await page.keyboard.press('Alt+C');
    await expect(board.getByRole('status')).toHaveText(checkedNothingEntered);
  });
});

test('the picker goes to the language chosen, with the game; the choice stays across a reload and over the browser', async ({ page }) => {
  await page.goto(`index.html#${puzzle}`);
  await ready(page);
  await expect(page.locator('#language')).toHaveValue('en');
  await page.locator('#menu').click();
  await expect(page.locator('#language')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await page.locator('#language').selectOption('de');
  await expect(page).toHaveURL(new RegExp(`/site/de/index\\.html#${puzzle.replaceAll('.', '\\.')}$`));
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('#language')).toHaveValue('de');
  await expect(page.locator('hexadoku-board')).toHaveJSProperty('givens', puzzle);
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem('hexadoku.settings'))).language).toBe('de');

  await page.reload();
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The English page, in an English browser, sends the visitor to the German one chosen.
  await page.goto('./');
  await expect(page).toHaveURL(/\/site\/de\/#/);
  await ready(page);
  await expect(page.locator('hexadoku-board')).toHaveJSProperty('givens', puzzle);

  // Back to English, and 简体中文: each kept, each page its own words.
  await page.locator('#menu').click();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: '简体中文' });
  await expect(page).toHaveURL(/\/site\/zh-Hans\/#/);
  await ready(page);
  await expect(page.locator('#new')).toHaveText('新谜题');
  await page.locator('#menu').click();
  await page.locator('#language').selectOption('en');
  await expect(page).toHaveURL(/\/site\/#/);
  await ready(page);
  await page.reload();
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#new')).toHaveText('New');
});

for (const [lang, locale] of [['de', 'de-DE'], ['zh-Hans', 'zh-CN']]) {
  test.describe(`axe on the ${lang} page`, () => {
    test.use({ locale });

    test(`finds no violation, with Menu and Help open`, async ({ page }) => {
      // The whole page once (the 256-cell grid takes seconds on a loaded machine), then
      // what Menu and Help add.
      test.setTimeout(150_000);
      await page.goto(`${lang}/`);
      await ready(page);
      const violations = async (part) => {
        const axe = new AxeBuilder({ page });
        const { violations } = await (part ? axe.include(part) : axe).analyze();
        return violations.flatMap(({ id, impact, nodes }) => nodes.map((node) => `${id} (${impact}): ${node.target.join(' ')}`));
      };
      expect(await violations(), 'as it opens').toEqual([]);
      await page.locator('#menu').click();
      await expect(page.locator('#menu-panel')).toBeVisible();
      expect(await violations('#menu-panel'), 'Menu open').toEqual([]);
      await page.locator('#open-help').click();
      await expect(page.locator('#help')).toBeVisible();
      expect(await violations('#help'), 'Help open').toEqual([]);
    });
  });
}
