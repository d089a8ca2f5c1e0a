// Every method and option of the engine, and every member and event of the board
// element, used as their declarations (www/engine/engine.d.ts, www/board/hexadoku-board.d.ts) say,
// through the package's own entries (`hexadoku`, `hexadoku/board`); and wrong uses that
// must not compile, each marked `@ts-expect-error` (tsc fails if such a line compiles).
// Checked, never run.

import { Engine, EngineError, failureSentence } from 'hexadoku';
import type { CheckResult, ErrorCode, Grade, HintResult, Layout, PathResult, PathStep, Progress, ReadPuzzle, SolveResult, Step, Symbols, Technique } from 'hexadoku';
import { HexadokuBoard } from 'hexadoku/board';
import type {
  BoardHighlighting,
  BoardState,
  BoardSymbols,
  HexadokuErrorDetail,
  HexadokuNotesModeDetail,
  HexadokuSelectDetail,
  HexadokuSnapshotDetail,
  Position as Cell,
  Snapshot,
} from 'hexadoku/board';

export async function everyMethod(text: string): Promise<void> {
  const engine = new Engine({
    onBusy: (startedAt: number) => console.log(`busy since ${startedAt.toFixed(0)} ms`),
    onIdle: () => console.log('idle'),
  });
  // A page that compiled the core already hands it over, or its promise.
  const compiling = WebAssembly.compileStreaming(fetch('pkg/hexadoku_bg.wasm'));
  new Engine({ module: compiling }).terminate();
  new Engine({ module: await compiling }).terminate();
  // A worker served elsewhere: the package's dist/hexadoku-worker.js, copied.
  new Engine({ workerUrl: '/assets/hexadoku-worker.js' }).terminate();
  new Engine({ workerUrl: new URL('https://example.com/hexadoku/hexadoku-worker.js') }).terminate();
  // @ts-expect-error a worker's URL is a string or a URL
  new Engine({ workerUrl: 42 });
  const controller = new AbortController();
  const { signal } = controller;
  const onProgress = ({ phase, done, total, attempt }: Progress): void => {
    const share: number = done / total;
    const which: 'removing' | 'grading' = phase;
    const nth: number | undefined = attempt;
    console.log(which, share, nth);
  };

  const solved: SolveResult = await engine.solve(text, { signal });
  if (solved.status === 'unique' && solved.solution !== null) console.log(solved.solution.length, solved.nodes);

  const hint: HintResult = await engine.hint(text, { givens: text, marks: new Uint16Array(256), signal });
  await engine.hint(text, { marks: Array.from({ length: 256 }, () => 0xffff) });
  await engine.hint(text);
  await engine.hint(text, { givens: text, symbols: 'numbers' });
  // The proof solve gave, handed to every hint of the puzzle.
  if (solved.status === 'unique' && solved.solution !== null) await engine.hint(text, { givens: text, solution: solved.solution });
  // A step without its drawing, for less: the drawing asked for when it is shown.
  const undrawn = await engine.hint(text, { givens: text, drawing: false });
  if (undrawn.status === 'step') {
    const none: null = undrawn.drawing;
    const step: Step<null> = undrawn;
    console.log(none, step.explanation);
  }
  if (hint.status === 'complete') console.log('complete');
  else if (hint.status === 'step') {
    const step: Step = hint;
    const technique: Technique = step.technique;
    console.log(technique === 'X-Wing' || technique === 'nested unit forcing chain');
    for (const { row, col, letter } of step.placements) console.log(row, col, letter);
    for (const { row, col, letters } of step.eliminations) console.log(row, col, letters);
    for (const { kind, index } of step.units) console.log(kind, index);
    console.log(step.technique, step.cells.length, step.letters, step.vague, step.concrete, step.explanation);
    console.log(step.drawing.candidates.length);
  } else if (hint.status === 'lost') {
    console.log(hint.explanation, hint.lost.map(({ row, col, letter }) => `${row}${col}${letter}`));
  } else if (hint.status === 'none') {
    console.log(hint.explanation, hint.wrong.map(({ row, col }) => row * 16 + col));
  } else {
    const why: 'multiple' = hint.status;
    console.log(why, hint.explanation);
  }

  // A hint rated as a logical path rates it.
  const rated = await engine.hint(text, { givens: text, rated: true, drawing: false });
  if (rated.status === 'step') {
    const rating: number | undefined = rated.rating;
    console.log(rating?.toFixed(1));
  }

  // The whole path from the board, with a hint's options but its drawing and rating.
  const path: PathResult = await engine.path(text, { givens: text, marks: new Uint16Array(256), symbols: 'hex', signal });
  if (path.status === 'path') {
    const hardest: PathStep = path.steps[path.hardest];
    console.log(hardest.rating === path.grade.rating, hardest.technique, hardest.explanation, hardest.placements.length);
    for (const { technique, count } of path.grade.steps) console.log(technique, count);
  } else if (path.status !== 'complete') console.log(path.explanation);

  const count: number = await engine.countSolutions(text, { limit: 3, signal, budget: { nodes: 1e6, seconds: 2 } });
  const two: number = await engine.countSolutions(text);
  const checked: CheckResult = await engine.check(text, { givens: text, notes: new Uint16Array(256), signal });
  if (checked.status === 'checked') console.log(checked.wrong.map(({ row, col, letter }) => `${row}${col}${letter}`), checked.lost.length);
  console.log(two);
  const grade: Grade = await engine.grade(text, { signal, onProgress });
  const band: 'easy' | 'medium' | 'hard' | 'tough' | 'expert' = grade.difficulty;
  console.log(count, band, grade.rating, grade.hardest, grade.logicOnly, grade.steps.map((s) => s.count));

  const minimal: string = await engine.generate({ seed: 1 });
  const sparse: string = await engine.generate({ seed: 2, givens: 120, signal });
  const hard: string = await engine.generate({ seed: 3, difficulty: 'hard', signal, onProgress });
  const wing: string = await engine.generate({ seed: 4, difficulty: 'x-wing', onProgress, budget: { seconds: 10 } });
  console.log(minimal, sparse, hard, wing);

  const marks: Uint16Array = await engine.candidates(text, { signal });
  const line: string = (await engine.readPuzzle(text, { signal: AbortSignal.timeout(1000) })).puzzle;
  console.log(marks[0], line);

  const read: ReadPuzzle = await engine.readPuzzle(text);
  const hex: Symbols = (await engine.readPuzzle(text, { symbols: 'hex', signal })).symbols;
  const layout: Layout = 'bands';
  const copied: string = await engine.formatPuzzle(read.puzzle, { layout, symbols: hex, signal });
  const plain: string = await engine.formatPuzzle(read.puzzle);
  console.log(read.puzzle, copied, plain);

  try {
    await engine.solve(text, { signal: AbortSignal.abort() });
  } catch (error) {
    if (error instanceof EngineError) {
      const code: ErrorCode = error.code;
      if (code === 'aborted' && error.name === 'AbortError') console.log('aborted');
      if (code === 'gave-up' || code === 'parse' || code === 'clash') console.log(error.message);
    }
    const said: string = failureSentence(error);
    console.log(said);
  }
  controller.abort();
  engine.terminate();
}

export async function wrongUses(engine: Engine): Promise<void> {
  // @ts-expect-error: the puzzle is text
  await engine.solve(42);
  // @ts-expect-error: a signal is an AbortSignal, not its controller
  await engine.solve('…', { signal: new AbortController() });
  // @ts-expect-error: only long calls report progress
  await engine.solve('…', { onProgress: () => {} });
  // @ts-expect-error: givens are text
  await engine.hint('…', { givens: 5 });
  // @ts-expect-error: a hint's symbols are one of the four sets
  await engine.hint('…', { symbols: 'roman' });
  // @ts-expect-error a solution is 256 letters, not a grid of them
  await engine.hint('…', { solution: [['A']] });
  // @ts-expect-error: a path's steps are rated, always
  await engine.path('…', { rated: false });
  // @ts-expect-error: and come without their drawings
  await engine.path('…', { drawing: true });
  // @ts-expect-error: one options object, no second
  await engine.hint('…', { givens: '…' }, { signal: AbortSignal.abort() });
  // @ts-expect-error: a count's limit is a number
  await engine.countSolutions('…', { limit: 'two' });
  // @ts-expect-error: a budget's limits are numbers
  await engine.solve('…', { budget: { seconds: '1.5' } });
  // @ts-expect-error: no such code
  const code: ErrorCode = 'timeout';
  // @ts-expect-error: no such technique
  const technique: Technique = 'Y-Wing';
  console.log(code, technique);
  // @ts-expect-error: the seed is required
  await engine.generate({ givens: 120 });
  // @ts-expect-error: givens or a difficulty, not both
  await engine.generate({ seed: 1, givens: 120, difficulty: 'hard' });
  // @ts-expect-error: a progress callback takes a Progress
  await engine.grade('…', { onProgress: (progress: string) => console.log(progress) });
  // @ts-expect-error: solve's answer is an object, not the solution's text
  const solution: string = await engine.solve('…');
  // @ts-expect-error: a hint may be no step
  const step: Step = await engine.hint('…');
  const undrawn = await engine.hint('…', { drawing: false });
  // @ts-expect-error: a hint asked without its drawing has none
  if (undrawn.status === 'step') console.log(undrawn.drawing.links);
  // @ts-expect-error: candidates are bitmasks
  const marks: string = await engine.candidates('…');
  console.log(solution, step, marks);
}

// The element, through the package's `./board` entry: its attributes' properties, its
// own properties, methods and events, typed; and wrong uses that must not compile.


export async function everyBoardMember(engine: Engine): Promise<void> {
  const board = document.createElement('hexadoku-board');
  const same: HexadokuBoard = board;
  board.puzzle = '.'.repeat(256);
  board.readOnly = false;
  board.controls = 'solve hint check';
  board.candidates = true;
  const highlighted: BoardHighlighting[] = ['units', 'letters'];
  board.highlighting = highlighted.join(' ');
  board.highlighting = '';
  board.symbols = 'numbers';
  const set: BoardSymbols = board.symbols;
  console.log(set);
  board.notesMode = true;
  board.keepNotes = false;
  board.controls = 'notes fill-notes undo';
  board.name = 'grid';
  board.required = true;
  board.value = '.'.repeat(256);
  const givens: string = board.givens;
  const solved: boolean = board.solved;
  board.engine = engine;
  board.engine = null;
  const shared: Engine = board.engine;
  console.log(same, givens, solved, shared);

  const controller = new AbortController();
  const filled: boolean = await board.solve({ signal: controller.signal });
  const step: Step | null = await board.hint();
  // A level at a time, as the Hint button does; the page hears each level.
  await board.hint({ reveal: true, signal: AbortSignal.timeout(1000) });
  board.addEventListener('hexadoku-hint-level', (event) => {
    const level: 'vague' | 'concrete' | null = event.detail.level;
    console.log(level);
  });
  if (step) console.log(step.technique, step.placements.length);
  // A hint drawn: its candidates' roles and a chain's links, typed.
  if (step) {
    board.highlight({ pattern: step.cells, hint: step });
    const removed = step.drawing.candidates.filter((c) => c.fate === 'removed').map((c) => `${c.letter}${c.row}`);
    const strong: number = step.drawing.links.filter((l) => l.strength === 'strong').length;
    const firstBranch: string | undefined = step.drawing.branches[0]?.implications[0]?.text;
    console.log(removed, strong, firstBranch);
  }
  // The letter filter, and a pause.
  board.filter = 'C';
  board.paused = true;
  // The keypad on every screen, for play with a mouse alone.
  board.keypad = true;
  const keypadShown: boolean = board.keypad;
  console.log(keypadShown);
  board.addEventListener('hexadoku-filter', (event) => {
    const letter: string = event.detail.letter;
    console.log(letter);
  });
  board.addEventListener('hexadoku-pause', (event) => {
    const paused: boolean = event.detail.paused;
    console.log(paused);
  });
  // Six colours of colour marks.
  board.colour = '6';
  // Many cells selected: read, set, and followed.
  const selected: Cell[] = board.selection;
  board.selection = [{ row: 0, col: 0 }, { row: 3, col: 7 }];
  board.selection = [];
  board.addEventListener('hexadoku-select', (event) => {
    const cells: HexadokuSelectDetail['cells'] = event.detail.cells;
    console.log(selected.length, cells.map(({ row, col }) => `R${row + 1}C${col + 1}`));
  });
  const wrong: Cell[] | null = await board.check();
  await board.clear();
  const undone: boolean = await board.undo();
  const redone: boolean = await board.redo();
  const loaded: boolean = await board.load('.'.repeat(256));
  // Mistakes that cost nothing: back to before the first wrong letter, and snapshots.
  const undoneToCorrect: number | null = await board.undoToCorrect({ signal: controller.signal });
  const snapshot: Snapshot = await board.saveSnapshot();
  const kept: Snapshot[] = board.snapshots;
  board.snapshots = kept;
  board.snapshots = [{ board: board.board, taken: Date.now() }];
  const returned: boolean = await board.restoreSnapshot(kept.length - 1);
  board.addEventListener('hexadoku-snapshot', (event) => {
    const detail: HexadokuSnapshotDetail = event.detail;
    const action: 'save' | 'restore' = detail.action;
    console.log(action, detail.index, detail.snapshot.filled, detail.snapshot.board.givens);
  });
  console.log(undoneToCorrect, snapshot.taken, returned);
  board.focus();
  const noted: boolean = await board.fillNotes();
  const found0: HintResult = await board.findHint({ signal: controller.signal });
  if (found0?.status === 'none') console.log(found0.wrong.length, found0.explanation);
  console.log(noted);
  console.log(filled, wrong?.map(({ row, col }) => row * 16 + col), undone, redone, loaded);

  board.addEventListener('hexadoku-hint', (event) => console.log(event.detail.explanation));
  board.addEventListener('hexadoku-solved', (event) => {
    const by: 'player' | 'solver' = event.detail.by;
    console.log(event.detail.value.length, by);
  });
  board.addEventListener('hexadoku-notes-mode', (event) => {
    const detail: HexadokuNotesModeDetail = event.detail;
    console.log(detail.notesMode);
  });
  board.addEventListener('hexadoku-error', (event) => {
    const detail: HexadokuErrorDetail = event.detail;
    console.log(detail.message);
  });
  board.addEventListener('hexadoku-given', (event) => console.log(event.detail.cell, event.detail.index));
  board.addEventListener('input', () => console.log(board.value));
  document.addEventListener('hexadoku-solved', (event) => console.log(event.detail.value));

  const saved: BoardState = board.board;
  const notes: readonly number[] = saved.notes;
  console.log(notes.filter((bits) => bits !== 0).length);
  board.board = saved;
  board.editing = true;
  board.say('Saved.');
  board.highlight({ pattern: [{ row: 0, col: 1 }] });
  if (step) board.applyStep(step);
  const pasted: boolean = await board.paste('…');
  const valid: boolean = board.checkValidity() && board.validity.valid && board.form !== null;
  console.log(pasted, valid, board.canUndo, board.canRedo, board.validationMessage);
  const found: HexadokuBoard | null = document.querySelector('hexadoku-board');
  console.log(found instanceof HexadokuBoard);
}

export async function wrongBoardUses(board: HexadokuBoard): Promise<void> {
  // @ts-expect-error: undoToCorrect's answer is how many changes it undid, or null
  const back: boolean = await board.undoToCorrect();
  // @ts-expect-error: a snapshot is a board and when it was saved, not a board alone
  board.snapshots = [board.board];
  // @ts-expect-error: a snapshot is returned to by its place in the list
  await board.restoreSnapshot(board.snapshots[0]);
  // @ts-expect-error: givens are read by the page, set by the puzzle
  board.givens = '.'.repeat(256);
  // @ts-expect-error: solved is worked out, not set
  board.solved = true;
  // @ts-expect-error: readonly is a boolean
  board.readOnly = 'readonly';
  // @ts-expect-error: a symbol set is one of four names
  board.symbols = 'roman';
  // @ts-expect-error: highlighting is a list of tokens, not a flag
  board.highlighting = true;
  // @ts-expect-error: the value is text
  board.value = 42;
  // @ts-expect-error: an engine, not a promise of one
  board.engine = Promise.resolve(new Engine());
  // @ts-expect-error: load takes the puzzle's text
  await board.load();
  // @ts-expect-error: solve's answer is whether it solved, not the solution
  const solution: string = await board.solve();
  // @ts-expect-error: a hint may be null
  const step: Step = await board.hint();
  // @ts-expect-error: a hint revealed a level at a time is drawn at More, not before
  const revealed: Step | null = await board.hint({ reveal: true });
  // @ts-expect-error: a step applied before More has no drawing
  board.addEventListener('hexadoku-hint', (event) => console.log(event.detail.drawing.links));
  // @ts-expect-error: notes mode is a boolean
  board.notesMode = 'on';
  // @ts-expect-error: the board's notes are read, changed by the player or fillNotes
  board.board.notes = [];
  // @ts-expect-error: who solved it is the player or the solver
  board.addEventListener('hexadoku-solved', (event) => event.detail.by === 'hint');
  // @ts-expect-error: an error's detail is { message }
  board.addEventListener('hexadoku-error', (event) => console.log(event.detail.explanation));
  // @ts-expect-error: highlights are cells by row and column
  board.highlight({ pattern: [3, 5] });
  // @ts-expect-error: the cells selected are positions, not names
  board.selection = ['R1C1'];
  // @ts-expect-error: a selection's cells are { row, col }
  board.addEventListener('hexadoku-select', (event) => console.log(event.detail.cells[0].index));
  console.log(solution, step, revealed);
}
