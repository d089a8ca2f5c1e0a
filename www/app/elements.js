// The page's own elements, as index.html has them: `$(id)` finds one, and `board` is
// the page's <hexadoku-board>.

export const $ = (id) => document.getElementById(id);

/** @type {import('../board/hexadoku-board.js').HexadokuBoard} */
export const board = $('board');
