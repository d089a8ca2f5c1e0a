// An independent checker of the rules, for tests: it knows nothing of the solver.

export const LETTERS = 'ABCDEFGHIJKLMNOP';

/** The 48 units as lists of cell indices. */
export const UNITS = (() => {
  const units = [];
  for (let n = 0; n < 16; n++) {
    const row = [], col = [], box = [];
    for (let i = 0; i < 16; i++) {
      row.push(n * 16 + i);
      col.push(i * 16 + n);
      box.push((Math.floor(n / 4) * 4 + Math.floor(i / 4)) * 16 + (n % 4) * 4 + (i % 4));
    }
    units.push(row, col, box);
  }
  return units;
})();

/** Why `solution` is not a solution of `puzzle` (both 256 characters), or null. */
export function ruleViolation(puzzle, solution) {
  if (typeof solution !== 'string' || solution.length !== 256) return 'not 256 characters';
  for (let i = 0; i < 256; i++) {
    if (!LETTERS.includes(solution[i])) return `cell ${i} holds ${solution[i]}`;
    const given = puzzle[i].toUpperCase();
    if (LETTERS.includes(given) && given !== solution[i]) return `given at cell ${i} changed`;
  }
  for (const unit of UNITS) {
    if (new Set(unit.map((i) => solution[i])).size !== 16) return `unit ${unit} repeats a letter`;
  }
  return null;
}
