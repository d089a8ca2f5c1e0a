// The player's notes, on the page and in the element, by keyboard and by pointer, on a
// desktop and (the 'phone' project) a phone: notes mode and Shift+letter, Fill notes,
// a letter placed taking itself out of its peers' notes (unless keep-notes), undo, redo
// and saving, hints found on the notes, and a note that lost the letter the solution
// needs, which Hint says and Check marks. Every solution seen is checked against the rules.

import { test, expect } from '@playwright/test';
import { LETTERS, beforeFirstElimination, button, candidatesInNode, cell, cellName, hint, open, peersOf, puzzleWithSolution, readGrid, ready, ruleViolation, status, unfoldMenu, choose, showCandidates } from './support.js';

const lettersOf = (bits) => [...LETTERS].filter((_, i) => bits & (1 << i)).join('');
const bitsOf = (letters) => [...letters].reduce((bits, letter) => bits | (1 << LETTERS.indexOf(letter)), 0);
const empties = (puzzle) => [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
/** A cell's accessible name with `notes` ("BFK"): "R3C5, notes B F K". */
const noted = (index, notes) => `${cellName(index)}, notes ${[...notes].join(' ')}`;
const notesButton = (page) => button(page, 'Notes');
const desktopOnly = (testInfo) => test.skip(testInfo.project.name !== 'desktop', 'the same on every screen');

test('notes mode by the Notes button and Alt+N; letters toggle notes, Shift+letter in either mode; Backspace clears; undo, redo and a reload keep them', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 401, givens: 150 });
  expect(ruleViolation(puzzle, solution)).toBeNull();
  await open(page, puzzle);
  const first = empties(puzzle)[0];
  // Apart, so that the letter placed in the second leaves the first's notes alone.
  const second = empties(puzzle).find((i) => i !== first && !peersOf(first).has(i));

  // Shift with a letter, in letters mode: a note, not a letter.
  await expect(notesButton(page)).toHaveAttribute('aria-pressed', 'false');
  await cell(page, first).click();
  for (const key of ['Shift+B', 'Shift+F', 'Shift+K']) await page.keyboard.press(key);
  await expect(cell(page, first)).toHaveAccessibleName(noted(first, 'BFK'));
  await expect(cell(page, first)).toHaveAccessibleDescription('empty');
  await expect(cell(page, first)).toHaveValue('');
  await expect(status(page)).toHaveText(`${cellName(first)} notes: B F K.`);
  await page.keyboard.press('Shift+F');
  await expect(cell(page, first)).toHaveAccessibleName(noted(first, 'BK'));
  await page.keyboard.press('Shift+F');
  let grid = await readGrid(page);
  expect(grid[first]).toMatchObject({ letter: '.', marks: 'BFK', notes: true, source: 'empty' });
  expect(grid.letters).toBe(puzzle);

  // The Notes button (pointer): letters typed are notes, in either case.
  await notesButton(page).click();
  await expect(notesButton(page)).toHaveAttribute('aria-pressed', 'true');
  await cell(page, second).click();
  await page.keyboard.press('c');
  await page.keyboard.press('D');
  // Shift with a letter toggles in notes mode as well.
  await page.keyboard.press('Shift+E');
  await expect(cell(page, second)).toHaveAccessibleName(noted(second, 'CDE'));
  await page.keyboard.press('Shift+E');
  await expect(cell(page, second)).toHaveAccessibleName(noted(second, 'CD'));
  expect((await readGrid(page)).letters).toBe(puzzle);

  // Alt+N (keyboard) switches back; the page's button follows. A letter then goes in,
  // hiding the cell's notes, which come back when it is erased; Backspace again clears them.
  await page.keyboard.press('Alt+n');
  await expect(notesButton(page)).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press(solution[second]);
  await expect(cell(page, second)).toHaveValue(solution[second]);
  await expect(cell(page, second)).toHaveAccessibleName(cellName(second));
  // A note in a cell that holds a letter is refused, and said so.
  await page.keyboard.press('Shift+A');
  await expect(status(page)).toHaveText(`${cellName(second)} holds a letter: erase it to take notes there.`);
  await page.keyboard.press('Backspace');
  await expect(cell(page, second)).toHaveAccessibleName(noted(second, 'CD'));
  await page.keyboard.press('Backspace');
  await expect(cell(page, second)).toHaveAccessibleName(cellName(second));
  await expect(status(page)).toHaveText(`${cellName(second)} notes: none.`);

  // Undo and Redo (Ctrl+Z, and the button) step through notes as through letters.
  await page.keyboard.press('Control+z');
  await expect(cell(page, second)).toHaveAccessibleName(noted(second, 'CD'));
  await button(page, 'Redo').click();
  await expect(cell(page, second)).toHaveAccessibleName(cellName(second));
  await button(page, 'Undo').click();
  await expect(cell(page, second)).toHaveAccessibleName(noted(second, 'CD'));

  // Saved: a reload shows the same notes.
  await page.reload();
  await ready(page);
  grid = await readGrid(page);
  expect(grid[first]).toMatchObject({ marks: 'BFK', notes: true });
  expect(grid[second]).toMatchObject({ marks: 'CD', notes: true });
  expect(grid.letters).toBe(puzzle);
});

test('Fill notes puts each empty cell\'s candidates in its notes; a letter placed leaves its row\'s, column\'s and box\'s notes, unless keep-notes', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 402, givens: 140 });
  await open(page, puzzle);
  const marks = candidatesInNode(puzzle);
  await choose(page, 'Fill notes');
  await expect(status(page)).toHaveText('Every empty cell’s notes hold its candidates.');
  const filled = await readGrid(page);
  for (const i of empties(puzzle)) {
    expect(filled[i], cellName(i)).toMatchObject({ marks: lettersOf(marks[i]), notes: true });
    expect(filled[i].marks, `${cellName(i)} keeps its letter`).toContain(solution[i]);
  }

  // A letter typed: out of its peers' notes, and nowhere else.
  const target = empties(puzzle)[3];
  const letter = solution[target];
  await cell(page, target).click();
  await page.keyboard.press(letter);
  const peers = peersOf(target);
  const after = await readGrid(page);
  for (const i of empties(puzzle)) {
    if (i === target) continue;
    const expected = peers.has(i) ? filled[i].marks.replace(letter, '') : filled[i].marks;
    expect(after[i].marks, cellName(i)).toBe(expected);
  }
  expect([...peers].some((i) => filled[i].marks.includes(letter)), 'some peer had the letter in its notes').toBe(true);

  // One change: Undo brings the letter and the notes back together.
  await button(page, 'Undo').click();
  expect((await readGrid(page)).map((c) => c.marks)).toEqual(filled.map((c) => c.marks));

  // keep-notes (the property a settings panel sets): the notes stay as they are.
  const keep = await page.evaluate(() => {
    const board = document.getElementById('board');
    board.keepNotes = true;
    return board.hasAttribute('keep-notes');
  });
  expect(keep).toBe(true);
  await cell(page, target).click();
  await page.keyboard.press(letter);
  const kept = await readGrid(page);
  for (const i of empties(puzzle)) if (i !== target) expect(kept[i].marks, cellName(i)).toBe(filled[i].marks);

  // Pencil marks on: a cell without notes shows its computed candidates instead, drawn
  // as candidates, not notes.
  const bare = empties(puzzle).find((i) => !peers.has(i) && i !== target);
  await cell(page, bare).click();
  await page.keyboard.press('Backspace');
  await expect(cell(page, bare)).toHaveAccessibleName(cellName(bare));
  expect((await readGrid(page))[bare]).toMatchObject({ marks: '', notes: false });
  await unfoldMenu(page);
  await showCandidates(page);
  const shown = (await readGrid(page))[bare];
  expect(shown).toMatchObject({ notes: false, marks: lettersOf(candidatesInNode((await readGrid(page)).letters)[bare]) });
  expect((await readGrid(page))[empties(puzzle)[0]].notes).toBe(true);
});

test('a hint is found on the player\'s notes: a step they made themselves is not given again', async ({ page }, testInfo) => {
  desktopOnly(testInfo);
  const { puzzle, solution } = puzzleWithSolution({ seed: 3, givens: 100 });
  const grid0 = beforeFirstElimination(puzzle);
  expect(grid0, 'some hint of this puzzle removes candidates').not.toBeNull();
  await open(page, grid0);
  const first = hint(grid0, { givens: grid0 });
  expect(first.placements).toEqual([]);
  expect(first.eliminations.length).toBeGreaterThan(0);

  // Fill notes, then strike by hand what that hint would remove (Shift+letter).
  await choose(page, 'Fill notes');
  const notes = [...candidatesInNode(grid0)].map((bits, i) => (grid0[i] === '.' ? bits : 0));
  for (const { row, col, letters } of first.eliminations) {
    await cell(page, row * 16 + col).click();
    for (const letter of letters) await page.keyboard.press(`Shift+${letter}`);
    notes[row * 16 + col] &= ~bitsOf(letters);
  }
  expect((await readGrid(page)).map((c) => c.marks)).toEqual(notes.map(lettersOf));

  // The hint is the engine's for these notes (cells without notes count as every letter),
  // not the step already made.
  const marks = notes.map((bits) => bits || 0xffff);
  const expected = hint(grid0, { givens: grid0, marks });
  expect(expected.status).toBe('step');
  expect(expected.explanation).not.toBe(first.explanation);
  await button(page, 'Hint').click();
  await button(page, 'Apply').click();
  await expect(status(page)).toHaveText(expected.explanation);
  const after = await readGrid(page);
  for (const { row, col, letter } of expected.placements) {
    expect(after[row * 16 + col].letter).toBe(letter);
    expect(letter).toBe(solution[row * 16 + col]);
  }
});

test('a note that lost the letter the solution needs: Hint says so instead of a step, Check marks it', async ({ page }) => {
  const { puzzle, solution } = puzzleWithSolution({ seed: 403, givens: 150 });
  await open(page, puzzle);
  await choose(page, 'Fill notes');
  const target = empties(puzzle)[5];
  const letter = solution[target];
  const kept = lettersOf(candidatesInNode(puzzle)[target]).replace(letter, '');
  await cell(page, target).click();
  await page.keyboard.press(`Shift+${letter}`);
  await expect(cell(page, target)).toHaveAccessibleName(noted(target, kept));

  // Hint: the note, not a step; the cell marked, visibly and in its name.
  await button(page, 'Hint').click();
  await expect(status(page)).toHaveText(`${cellName(target)} no longer has ${letter}, but ${letter} belongs there.`);
  await expect(button(page, 'Apply')).toBeHidden();
  await expect(cell(page, target)).toHaveAccessibleName(`${noted(target, kept)}, without the right letter`);
  await expect(cell(page, target)).toHaveAttribute('aria-invalid', 'true');
  expect((await readGrid(page))[target].classes).toContain('wrong');
  expect((await readGrid(page)).letters).toBe(puzzle);

  // Check: the same cell, by name, alongside a wrong letter, which took itself out of the
  // notes of its peers, among them those where the solution has it. (A cell whose only
  // note it was is left with none, and a cell without notes leaves nothing out.)
  const marks = candidatesInNode(puzzle);
  const other = empties(puzzle).find((i) => i !== target && !peersOf(target).has(i));
  const wrongLetter = lettersOf(marks[other]).replace(solution[other], '')[0];
  await cell(page, other).click();
  await page.keyboard.press(wrongLetter);
  const robbed = (i) => puzzle[i] === '.' && solution[i] === wrongLetter && marks[i] !== bitsOf(wrongLetter);
  const lost = [target, ...[...peersOf(other)].filter(robbed)];
  lost.sort((a, b) => a - b);
  const lostCells = lost.length === 1 ? '1 cell’s notes leave' : `${lost.length} cells’ notes leave`;
  await unfoldMenu(page);
  await button(page, 'Check').click();
  await expect(status(page)).toHaveText(
    `1 letter differs from the solution: ${cellName(other)}. ${lostCells} out the letter that belongs there: ${lost.map(cellName).join(', ')}.`,
  );
  await expect(cell(page, target)).toHaveAccessibleName(`${noted(target, kept)}, without the right letter`);
  const checked = await readGrid(page);
  expect(checked[target].classes).toContain('wrong');
  expect(checked[other].classes).toContain('wrong');

  // A wrong letter comes first: Hint names it rather than the note.
  await button(page, 'Hint').click();
  await expect(status(page)).toContainText(cellName(other));
  await expect(status(page)).not.toContainText('no longer has');

  // Mended (the letter undone, with the notes it took out; the note back): Hint gives a
  // step again, and Solve's answer keeps the rules.
  await button(page, 'Undo').click();
  await expect(cell(page, other)).toHaveValue('');
  await cell(page, target).click();
  await page.keyboard.press(`Shift+${letter}`);
  await expect(cell(page, target)).toHaveAccessibleName(noted(target, lettersOf(candidatesInNode(puzzle)[target])));
  await button(page, 'Hint').click();
  await expect(button(page, 'Apply')).toBeVisible();
  await expect(status(page)).not.toContainText('no longer has');
  await choose(page, 'Solve');
  await expect(status(page)).toHaveText('Solved.');
  const solved = (await readGrid(page)).letters;
  expect(ruleViolation(puzzle, solved)).toBeNull();
  expect(solved).toBe(solution);
});

test('the element: notes-mode and keep-notes reflected, its Notes and Fill notes buttons, hexadoku-notes-mode, fillNotes()', async ({ page }, testInfo) => {
  desktopOnly(testInfo);
  const { puzzle } = puzzleWithSolution({ seed: 404, givens: 150 });
  await page.goto('/tests/e2e/element.html');
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  await page.evaluate((puzzle) => {
    const board = document.createElement('hexadoku-board');
    board.id = 'n';
    board.setAttribute('puzzle', puzzle);
    board.setAttribute('controls', 'notes fill-notes undo');
    document.body.append(board);
    window.modes = [];
    board.addEventListener('hexadoku-notes-mode', (event) => window.modes.push(event.detail.notesMode));
  }, puzzle);
  const board = page.locator('#n');
  await expect.poll(() => board.evaluate((b) => b.value)).toBe(puzzle);
  const property = (name) => board.evaluate((b, name) => b[name], name);
  const takeTypes = () => page.evaluate(() => window.events.splice(0).map((e) => e.type));
  await takeTypes();

  // notes-mode ↔ notesMode, keep-notes ↔ keepNotes, both ways.
  expect(await property('notesMode')).toBe(false);
  expect(await property('keepNotes')).toBe(false);
  await board.evaluate((b) => b.setAttribute('notes-mode', ''));
  expect(await property('notesMode')).toBe(true);
  const notes = board.getByRole('button', { name: 'Notes', exact: true });
  await expect(notes).toHaveAttribute('aria-pressed', 'true');
  await expect(notes).toHaveAttribute('aria-keyshortcuts', 'Alt+N');
  await board.evaluate((b) => {
    b.keepNotes = true;
  });
  expect(await board.getAttribute('keep-notes')).toBe('');
  await board.evaluate((b) => {
    b.keepNotes = false;
  });
  expect(await board.getAttribute('keep-notes')).toBeNull();

  // The Notes button (pointer) and Alt+N (keyboard) switch it; each switch is told.
  await notes.click();
  expect(await board.getAttribute('notes-mode')).toBeNull();
  await expect(notes).toHaveAttribute('aria-pressed', 'false');
  const empty = puzzle.indexOf('.');
  await board.getByLabel(new RegExp(`^${cellName(empty)}(,|$)`)).click();
  await page.keyboard.press('Alt+n');
  expect(await property('notesMode')).toBe(true);
  expect(await page.evaluate(() => window.modes)).toEqual([true, false, true]);

  // A note typed is the player's change: input and change. Fill notes likewise.
  await page.keyboard.press('G');
  expect(await board.evaluate((b, i) => b.board.notes[i], empty)).toBe(bitsOf('G'));
  expect(await takeTypes()).toEqual(['input', 'change']);
  await board.getByRole('button', { name: 'Fill notes', exact: true }).click();
  expect(await board.evaluate((b) => [...b.board.notes])).toEqual(
    [...candidatesInNode(puzzle)].map((bits, i) => (puzzle[i] === '.' ? bits : 0)),
  );
  expect(await takeTypes()).toEqual(['input', 'change']);
  // Called by a script: no input; on clashing letters, nothing filled.
  expect(await board.evaluate((b) => b.undo())).toBe(true);
  const row = Math.floor(empty / 16);
  const clash = puzzle.slice(row * 16, row * 16 + 16).match(/[A-P]/)[0];
  await board.evaluate((b, [i, letter]) => {
    b.value = b.value.slice(0, i) + letter + b.value.slice(i + 1);
  }, [empty, clash]);
  expect(await board.evaluate((b) => b.fillNotes())).toBe(false);
  await expect(board.getByRole('status')).toHaveText('Letters clash: correct them before filling notes.');
  expect(await takeTypes()).toEqual([]);
});

test('on a phone the keypad follows notes mode, visibly, and its keys toggle notes', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the keypad is for touch screens');
  const { puzzle, solution } = puzzleWithSolution({ seed: 405, givens: 150 });
  await open(page, puzzle);
  const [first] = empties(puzzle);
  const letters = page.getByRole('group', { name: 'Letter keypad' });
  const notesPad = page.getByRole('group', { name: 'Note keypad' });
  await expect(letters).toBeVisible();
  const size = (group) => group.getByRole('button').first().evaluate((b) => parseFloat(getComputedStyle(b).fontSize));
  const letterSize = await size(letters);

  await cell(page, first).tap();
  await notesButton(page).tap();
  await expect(notesButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(notesPad).toBeVisible();
  expect(await size(notesPad)).toBeLessThan(letterSize);
  for (const letter of 'BFK') await notesPad.getByRole('button', { name: `Note ${letter}`, exact: true }).tap();
  await expect(cell(page, first)).toHaveAccessibleName(noted(first, 'BFK'));
  await expect(cell(page, first)).toHaveValue('');
  // Kept as artifacts: the notes and the note keypad, in both schemes (the screen as it
  // is, as mobile.spec.js takes it, so that the keypad stays).
  await choose(page, 'Fill notes', { tap: true });
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    const path = testInfo.outputPath(`phone-notes-${scheme}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`phone notes, ${scheme}`, { path, contentType: 'image/png' });
  }
  await button(page, 'Undo').tap();
  await cell(page, first).tap();
  await notesPad.getByRole('button', { name: 'Erase', exact: true }).tap();
  await expect(cell(page, first)).toHaveAccessibleName(cellName(first));

  await notesButton(page).tap();
  await expect(letters).toBeVisible();
  await letters.getByRole('button', { name: `Letter ${solution[first]}`, exact: true }).tap();
  await expect(cell(page, first)).toHaveValue(solution[first]);
});

test('a board saved before notes existed opens as it was, without notes, and takes notes', async ({ page }, testInfo) => {
  desktopOnly(testInfo);
  const { puzzle, solution } = puzzleWithSolution({ seed: 406, givens: 150 });
  const [first, second] = empties(puzzle);
  // What the page saved before: givens, entries, sources and removed, no notes.
  const entries = '.'.repeat(first) + solution[first] + '.'.repeat(255 - first);
  const sources = entries.replace(/[A-P]/, 'u');
  const old = { board: { givens: puzzle, entries, sources, removed: new Array(256).fill(0) }, editing: false };
  // Written from a page of the same origin that saves nothing: the app, open, would save
  // its own first visit's game over it.
  await page.goto('/tests/e2e/element.html');
  await page.evaluate((saved) => localStorage.setItem('hexadoku.board', JSON.stringify(saved)), old);
  await page.goto('index.html');
  await ready(page);
  const grid = await readGrid(page);
  expect(grid.letters).toBe(puzzle.slice(0, first) + solution[first] + puzzle.slice(first + 1));
  expect(grid.filter((c) => c.notes)).toEqual([]);
  await cell(page, second).click();
  await page.keyboard.press('Shift+A');
  await expect(cell(page, second)).toHaveAccessibleName(noted(second, 'A'));
});
