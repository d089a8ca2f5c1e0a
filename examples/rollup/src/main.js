// The board and the engine, used as the README shows: importing 'hexadoku/board' defines
// <hexadoku-board>, which shows the puzzle and solves it with its Solve button, and an
// Engine solves the same puzzle without a board. The engine's answer is written under
// the board.
import 'hexadoku/board';
import { Engine } from 'hexadoku';

// A puzzle with one solution, shown unless the address names another (?puzzle=…).
const FALLBACK_PUZZLE =
  'G.K.PE...MC...N..M.L.C...E...KO.HB.CJ.N......A..J.NE.KG..P..I.C.LC.MBO....A..P..A.....M......FKE.G.N.AD...........B..H.ND.............I.J.D.KM.H..M....CPH..O.AJPJG.H.O..AKICN.LC.A.M.P.G.L...FD.AJHLM.P..I..D..M.EB...HFG...C..K..G...DC..LP.MO...FNBE..JO...IK';
const puzzle = new URLSearchParams(location.search).get('puzzle') ?? FALLBACK_PUZZLE;

document.querySelector('hexadoku-board').setAttribute('puzzle', puzzle);

const output = document.querySelector('#engine-result');
new Engine()
  .solve(puzzle)
  .then(({ status, solution, nodes }) => {
    output.dataset.status = status;
    output.dataset.solution = solution ?? '';
    output.textContent = `Engine.solve: ${status} (${nodes} search nodes)`;
  })
  .catch((error) => {
    output.dataset.status = 'error';
    output.textContent = `Engine.solve failed: ${error.message}`;
  });
