// The daily puzzle: one a day, the same for everyone on that date, since it is made from
// the date alone (its seed is the date in the player's calendar: no server, and it works
// offline), at a level that rises through the week; and the streak, the days in a row
// whose daily puzzle the player solved.

/** The level of each day of the week, Sunday first: easy early in the week, tough on Friday, expert on Saturday. */
export const DAILY_LEVELS = Object.freeze(['medium', 'easy', 'easy', 'medium', 'hard', 'tough', 'expert']);

/** A day as the daily puzzle names it, 'YYYY-MM-DD', of `date` in the local calendar. */
export function dayOf(date = new Date()) {
  const two = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Whether `day` is a day as dayOf writes one, and a real date. */
export function isDay(day) {
  const match = typeof day === 'string' && /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The day `days` after `day` (before, if negative). */
function shifted(day, days) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The daily puzzle of `day` ('YYYY-MM-DD'): the seed and the level the engine makes it
 * from (`generate({ seed, difficulty })`), the same in every browser.
 * @returns {{ day: string, seed: number, difficulty: string }}
 */
export function dailyPuzzle(day) {
  const [y, m, d] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return { day, seed: y * 10000 + m * 100 + d, difficulty: DAILY_LEVELS[weekday] };
}

/**
 * The streak of `days`, the days whose daily puzzle was solved: `current`, the days in a
 * row up to `today` (or up to yesterday, while today's is still to solve), and `best`,
 * the longest run ever.
 * @param {Iterable<string>} days
 * @param {string} today
 * @returns {{ current: number, best: number }}
 */
export function streak(days, today) {
  const solved = new Set([...days].filter(isDay));
  let best = 0;
  for (const day of solved) {
    if (solved.has(shifted(day, -1))) continue; // not the first day of its run
    let length = 1;
    while (solved.has(shifted(day, length))) length++;
    best = Math.max(best, length);
  }
  let current = 0;
  let day = solved.has(today) ? today : shifted(today, -1);
  while (solved.has(day)) {
    current++;
    day = shifted(day, -1);
  }
  return { current, best };
}
