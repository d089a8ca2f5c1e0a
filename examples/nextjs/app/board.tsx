'use client';
// <hexadoku-board> in a Next.js client component. Next renders it on the server too (at
// build time here), where the import below must define nothing and throw nothing; in the
// browser the same import defines the element. An Engine solves the puzzle without a
// board, in an effect: the server never starts one.
import { useEffect, useState } from 'react';
import { Engine, type SolveResult } from 'hexadoku';
import 'hexadoku/react';

// A puzzle with one solution, shown unless the address names another (?puzzle=…). The
// address is read in the browser, after the page rendered on the server with this one.
const FALLBACK_PUZZLE =
  'G.K.PE...MC...N..M.L.C...E...KO.HB.CJ.N......A..J.NE.KG..P..I.C.LC.MBO....A..P..A.....M......FKE.G.N.AD...........B..H.ND.............I.J.D.KM.H..M....CPH..O.AJPJG.H.O..AKICN.LC.A.M.P.G.L...FD.AJHLM.P..I..D..M.EB...HFG...C..K..G...DC..LP.MO...FNBE..JO...IK';

type EngineAnswer = SolveResult | { status: 'error'; message: string };

export default function Board() {
  const [puzzle, setPuzzle] = useState(FALLBACK_PUZZLE);
  const [answer, setAnswer] = useState<EngineAnswer | null>(null);

  useEffect(() => {
    const named = new URLSearchParams(location.search).get('puzzle');
    if (named) setPuzzle(named);
  }, []);

  useEffect(() => {
    // One engine per puzzle shown, ended with it; an answer for a puzzle no longer shown
    // is dropped.
    const engine = new Engine();
    let current = true;
    setAnswer(null);
    engine.solve(puzzle).then(
      (result) => current && setAnswer(result),
      (error: Error) => current && setAnswer({ status: 'error', message: error.message }),
    );
    return () => {
      current = false;
      engine.terminate();
    };
  }, [puzzle]);

  return (
    <>
      <hexadoku-board puzzle={puzzle} controls="solve"></hexadoku-board>
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
    </>
  );
}
