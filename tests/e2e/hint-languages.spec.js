// Hints in Chinese and German, as a player of each language meets them on the page: a
// browser asking for the language lands on its page, and 40 hints of a tough puzzle, each
// asked (Hint), shown in full (More: its cells, its drawing, its explanation and its
// list) and applied (Apply), say nothing in English; every letter placed is the solution's.
// What counts as English: for Chinese, a Latin word of 3 letters or more that no Chinese
// catalogue uses (the technique names solvers write in Latin letters, "X-Wing", and cell
// names, R3C5, are Chinese usage; runs of the symbols A–P are no words); for German, a word of English's catalogues that
// German's never use.

import { test, expect } from '@playwright/test';
import { catalogueWords } from './catalogue-words.js';
import { boardValue, button, puzzleWithSolution, ready, ruleViolation, status } from './support.js';

/** Everything the board says now: its shadow root's text, and its accessible names and descriptions. */
const boardSays = (page) =>
  page.locator('hexadoku-board').evaluate((board) => {
    const said = [board.shadowRoot.textContent];
    for (const element of board.shadowRoot.querySelectorAll('*')) {
      for (const name of ['aria-label', 'aria-description', 'title']) if (element.hasAttribute(name)) said.push(element.getAttribute(name));
    }
    return said.join('\n');
  });

/** The words of `said` that are English and not `lang`'s, by the rules above. */
async function englishIn(lang, said) {
  const own = await catalogueWords(lang);
  // Runs of the letters A–P are the symbols themselves (the keypad's keys, notes).
  if (lang === 'zh-Hans') return [...new Set(said.match(/[A-Za-z]{3,}/g) ?? [])].filter((word) => !/^[A-P]+$/.test(word) && !own.has(word.toLowerCase()));
  const englishOnly = new Set([...(await catalogueWords('en'))].filter((word) => !own.has(word)));
  return [...new Set(said.match(/\p{L}{3,}/gu) ?? [])].filter((word) => englishOnly.has(word.toLowerCase()));
}

const HINTS = 40;

for (const [locale, lang, seed] of [['zh-CN', 'zh-Hans', 61], ['de-DE', 'de', 62]]) {
  test.describe(`a browser asking for ${lang}`, () => {
    test.use({ locale });

    test(`${HINTS} hints of a tough puzzle, Hint → More → Apply, all in its language`, async ({ page }) => {
      test.setTimeout(240_000);
      const words = await import(`../../www/words/generated/${lang}/board.js`);
      const { puzzle, solution } = puzzleWithSolution({ seed, difficulty: 'tough' });
      expect(ruleViolation(puzzle, solution)).toBeNull();
      await page.goto(`./#${puzzle}`);
      await expect(page).toHaveURL(new RegExp(`/site/${lang}/`));
      await ready(page);
      const [more, apply] = [page.locator('#more'), page.locator('#apply')];

      const said = [];
      for (let asked = 0; asked < HINTS; asked++) {
        await button(page, words.hint).click();
        await expect(apply).toBeVisible();
        const vague = await status(page).textContent();
        await more.click();
        await expect(status(page)).not.toHaveText(vague);
        said.push(vague, await boardSays(page));
        await apply.click();
        await expect(apply).toBeHidden();
      }
      // Every letter the hints placed is the solution's (the puzzle has one, within the rules).
      const letters = await boardValue(page);
      expect([...letters].filter((letter, i) => letter !== '.' && letter !== solution[i])).toEqual([]);
      expect([...letters].filter((letter) => letter !== '.').length).toBeGreaterThan([...puzzle].filter((c) => c !== '.').length);
      if (lang === 'zh-Hans') for (const sentence of said) expect(sentence).toMatch(/\p{Script=Han}/u);
      expect(await englishIn(lang, said.join('\n')), `English words in the ${lang} hints`).toEqual([]);
    });
  });
}
