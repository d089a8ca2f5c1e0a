// <hexadoku-board> in a React app: the puzzle is React state, passed to the element as
// an attribute, and "Next puzzle" changes it; the element's hexadoku-solved event is
// handled by a React 19 event prop. An Engine solves the current puzzle without a board.
import { useEffect, useState } from 'react';
import { Engine, type SolveResult } from 'hexadoku';
import 'hexadoku/react';

// Two puzzles with one solution each, shown unless the address names others
// (?puzzle=…&next=…).
const FALLBACK_PUZZLES = [
  'G.K.PE...MC...N..M.L.C...E...KO.HB.CJ.N......A..J.NE.KG..P..I.C.LC.MBO....A..P..A.....M......FKE.G.N.AD...........B..H.ND.............I.J.D.KM.H..M....CPH..O.AJPJG.H.O..AKICN.LC.A.M.P.G.L...FD.AJHLM.P..I..D..M.EB...HFG...C..K..G...DC..LP.MO...FNBE..JO...IK',
  '..AK.E..F...M.JL.MJ..A.C.KNLB.D......O....J.AFG.....D.B.M..G....N.HL..PKE..O.A..B.O.NC.........M......JA...C...PA..GL.E..F...J.........EH.C...A.JE.COLHI.A..G.MDI.K.......PM.B.H.H.M..A...E..LOI.L.A..O..JM..N.FDN.JCK..BO.FIM.A.BIO..DNL.KEJ.CG.KP.MB....G.....',
];
const params = new URLSearchParams(location.search);
const puzzles = [params.get('puzzle') ?? FALLBACK_PUZZLES[0], params.get('next') ?? FALLBACK_PUZZLES[1]];

// One engine for the app: its worker starts once, not on every render.
const engine = new Engine();

type EngineAnswer = SolveResult | { status: 'error'; message: string };

export default function App() {
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<EngineAnswer | null>(null);
  const [solvedBy, setSolvedBy] = useState<string | null>(null);
  const puzzle = puzzles[index];

  useEffect(() => {
    // An answer for a puzzle no longer shown is dropped.
    let current = true;
    setAnswer(null);
    engine.solve(puzzle).then(
      (result) => current && setAnswer(result),
      (error: Error) => current && setAnswer({ status: 'error', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [puzzle]);

  return (
    <main>
      <h1>Hexadoku with React</h1>
      <hexadoku-board
        puzzle={puzzle}
        controls="solve hint check"
        onhexadoku-solved={(event) => setSolvedBy(event.detail.by)}
      ></hexadoku-board>
      <p>
        <button type="button" onClick={() => setIndex((index + 1) % puzzles.length)}>
          Next puzzle
        </button>
      </p>
      <p>
        <output
          id="engine-result"
          data-status={answer?.status ?? ''}
          data-solution={answer && 'solution' in answer ? (answer.solution ?? '') : ''}
        >
          {answer === null
            ? 'Solving…'
            : answer.status === 'error'
              ? `Engine.solve failed: ${answer.message}`
              : `Engine.solve: ${answer.status} (${answer.nodes} search nodes)`}
        </output>
      </p>
      <p>
        <output id="solved-by" data-by={solvedBy ?? ''}>
          {solvedBy === null ? 'Not solved yet.' : `Solved by the ${solvedBy}.`}
        </output>
      </p>
    </main>
  );
}
