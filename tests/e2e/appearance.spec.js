// How the page looks in the light and dark colour schemes: screenshots kept as test
// artifacts, and every text on the page, each letter on the grid among them, checked for
// a contrast ratio of at least 4.5:1 with what is behind it.

import { test, expect } from '@playwright/test';
import { button, cell, open, openWithNotesChecked, plausibleMistake, press, puzzleWithSolution, readGrid, ruleViolation, status, showCandidates } from './support.js';

const SCHEMES = ['light', 'dark'];

/**
 * Each visible text on the page with its colour and the colour behind it, both as
 * [r, g, b] after blending every translucent layer over the ones beneath.
 */
function colours(page) {
  return page.evaluate(() => {
    const rgba = (text) => {
      const parts = text.match(/rgba?\(([^)]*)\)/)?.[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      if (!parts) throw new Error(`unexpected colour ${text}`);
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
    };
    const over = (top, below) => [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3])).concat(1);
    // The board's grid and status line are in its shadow root: look in there too, and
    // go up through the board to the page.
    const board = document.querySelector('hexadoku-board').shadowRoot;
    const all = (selector) => [...document.querySelectorAll(selector), ...board.querySelectorAll(selector)];
    const behind = (element) => {
      const chain = [];
      for (let e = element; e; e = e.parentElement ?? e.parentNode?.host) chain.unshift(e);
      return chain.reduce((colour, e) => over(rgba(getComputedStyle(e).backgroundColor), colour), [255, 255, 255, 1]);
    };
    const shown = (element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const texts = [];
    const add = (what, element) => {
      if (!shown(element) || element.disabled) return;
      const bg = behind(element);
      const style = getComputedStyle(element);
      if (Number(style.opacity) !== 1) throw new Error(`${what} is translucent`);
      texts.push({ what, fg: over(rgba(style.color), bg).slice(0, 3), bg: bg.slice(0, 3) });
    };
    // A cell's classes, those of the highlighting around the selected cell last: "(u
    // wrong, selected)".
    const AROUND = ['selected', 'peer', 'same'];
    const classesOf = (gridcell) => {
      const all = [...gridcell.classList].filter((c) => c !== 'cell');
      const around = all.filter((c) => AROUND.includes(c));
      const rest = all.filter((c) => !AROUND.includes(c));
      return around.length > 0 ? `${rest.join(' ')}, ${around.join(' ')}` : rest.join(' ');
    };
    for (const input of all('[role="gridcell"] input')) {
      if (!input.value) continue;
      add(`${input.getAttribute('aria-label')} (${input.parentElement.dataset.source} ${classesOf(input.parentElement)})`, input);
    }
    for (const marks of all('[role="gridcell"] .marks:not([hidden])')) {
      const mark = marks.querySelector('span:not(.off)');
      const classes = [classesOf(marks.parentElement)];
      const label = marks.previousElementSibling.getAttribute('aria-label');
      if (mark) add(`pencil marks of ${label} (${classes.join(' ')})`, mark);
      // The mark (pencil mark or note) of the selected cell's letter, on its own tint.
      const same = marks.querySelector('span.same');
      if (same) add(`the selected letter's mark in ${label} (${classes.join(' ')})`, same);
    }
    const selectors = 'h1, .tagline, .toolbar button, .game-line button, .menu-panel button, .clue button, select, .menu-panel label, .grade, [role="status"], footer button, .clock, .done';
    for (const element of all(selectors)) {
      if (element.textContent.trim()) add(element.id || element.textContent.trim().slice(0, 30), element);
    }
    return texts;
  });
}

/** The WCAG contrast ratio of two sRGB colours. */
function contrast(a, b) {
  const luminance = ([r, g, b]) => {
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Checks every text in both schemes, keeping a screenshot of each under `name`. */
async function checkSchemes(page, testInfo, name, kinds) {
  const seen = {};
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    const path = testInfo.outputPath(`${name}-${scheme}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}, ${scheme}`, { path, contentType: 'image/png' });

    const texts = await colours(page);
    const low = texts
      .map((t) => ({ ...t, ratio: Math.round(contrast(t.fg, t.bg) * 100) / 100 }))
      .filter((t) => t.ratio < 4.5);
    expect(low, `${name}, ${scheme}: texts with a contrast below 4.5:1`).toEqual([]);
    // Each kind of letter asked for is on the grid to be measured.
    for (const kind of kinds) {
      expect(texts.some((t) => t.what.includes(kind)), `${name}, ${scheme}: ${kind}`).toBe(true);
    }
    const page_ = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    seen[scheme] = { page: page_, given: texts.find((t) => t.what.includes('(g')).fg };
  }
  // The schemes differ: a light page with dark givens, a dark page with light givens.
  expect(seen.light.page).not.toBe(seen.dark.page);
  expect(contrast(seen.light.given, [0, 0, 0])).toBeLessThan(contrast(seen.dark.given, [0, 0, 0]));
}

test('light and dark: screenshots, and every text readable against its background', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const { puzzle, solution } = puzzleWithSolution({ seed: 91, givens: 140 });
  await open(page, puzzle);
  await showCandidates(page);

  // Playing: a letter of the player's, then a hint: its pattern shown with More and
  // Apply beside the status line, then the step applied with its highlights.
  const empties = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
  await cell(page, empties[0]).click();
  await page.keyboard.press(solution[empties[0]]);
  await button(page, 'Hint').click();
  await press(page, 'More', /R\d+C\d+/);
  await checkSchemes(page, testInfo, 'clue', ['(g', '(u', 'pattern', 'apply']);
  await press(page, 'Apply', /R\d+C\d+/);
  const grid = await readGrid(page);
  expect(grid.some((c) => c.classes.includes('pattern'))).toBe(true);
  expect(grid.some((c) => c.classes.includes('target'))).toBe(true);
  await checkSchemes(page, testInfo, 'hint', ['(g', '(u', '(h ', 'pattern', 'pencil marks', "the selected letter's mark"]);

  // Checked: a letter that clashes with a given, and a wrong one that does not, both
  // struck through by Check.
  const clashIndex = empties.at(-1);
  const row = Math.floor(clashIndex / 16);
  const clashLetter = puzzle.slice(row * 16, row * 16 + 16).match(/[A-P]/)[0];
  await cell(page, clashIndex).click();
  await page.keyboard.press(clashLetter);
  const mistake = plausibleMistake(puzzle, solution, empties[1]);
  await cell(page, mistake.index).click();
  await page.keyboard.press(mistake.letter);
  await press(page, 'Check', /^2 letters differ/);
  await checkSchemes(page, testInfo, 'checked', ['(g conflict', '(u wrong', '(u conflict wrong', ', selected', ' peer', ' same']);

  // Solved: the solver's letters.
  await press(page, 'Clear', /Cleared the letters entered/);
  await press(page, 'Solve', 'Solved.');
  await checkSchemes(page, testInfo, 'solved', ['(s']);
  await expect(status(page)).toHaveText('Solved.');
  await expect(button(page, 'Undo')).toBeEnabled();
});

test('notes in light and dark: screenshots, and the notes, a note Check marks and the Notes button readable', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const { puzzle, solution } = puzzleWithSolution({ seed: 92, givens: 140 });
  expect(ruleViolation(puzzle, solution)).toBeNull();
  // Notes mode on; a note taken out that the solution needs; Check marks it.
  const target = await openWithNotesChecked(page, puzzle, solution);
  const grid = await readGrid(page);
  expect(grid[target].classes).toContain('wrong');
  expect(grid.filter((c) => c.notes).length).toBe(256 - 140);
  await checkSchemes(page, testInfo, 'notes', ['(g', ', notes ', 'without the right letter', 'notes']);
  // A given selected: its row, column and box tinted, and the notes of its letter lit.
  await cell(page, puzzle.search(/[A-P]/)).click();
  await checkSchemes(page, testInfo, 'notes-highlighted', [', selected', ' peer', "the selected letter's mark"]);
});
