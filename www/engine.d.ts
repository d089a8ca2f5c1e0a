// Types of Hexadoku's headless engine (engine.js). The shapes are those the WebAssembly
// API returns (src/wasm.rs); rows, columns and indices count from 0.

/** A technique's name as hints and grades give it: "hidden single", "X-Wing", … */
export type Technique = string;

/** A difficulty band. */
export type Band = 'easy' | 'medium' | 'hard' | 'expert';

/** A cell, by row and column (0–15). */
export interface Position {
  row: number;
  col: number;
}

export interface SolveResult {
  /** A count up to two solutions; 'gave-up' when the budget ran out first. */
  status: 'unique' | 'multiple' | 'none' | 'gave-up';
  /** The first solution found, 256 letters; null when none was found. */
  solution: string | null;
  /** Search nodes spent. */
  nodes: number;
}

/** A row, column or box (boxes numbered in reading order). */
export interface Unit {
  kind: 'row' | 'column' | 'box';
  index: number;
}

/**
 * One step of logic. Its data names letters A–P, as grids do; its three sentences name
 * them in the set the hint was asked in (`HintBoard.symbols`).
 */
export interface Step {
  status: 'step';
  technique: Technique;
  /** Letters the step places, A–P. */
  placements: Array<Position & { letter: string }>;
  /** Candidates the step removes: `letters` (A–P) from the cell. */
  eliminations: Array<Position & { letters: string }>;
  /** The cells of its pattern. */
  cells: Position[];
  /** The units of its pattern. */
  units: Unit[];
  /** The letters of its pattern, A–P. */
  letters: string;
  /** The technique and where to look, naming no cell. */
  vague: string;
  /** The pattern's cells, named ("R3C5"). */
  concrete: string;
  /** The whole step and why it holds. */
  explanation: string;
}

/**
 * The grid has no solution. `wrong`: the letters entered where the givens' solution has
 * another (none without `givens`, or when the givens have no solution themselves).
 */
export interface NoSolution {
  status: 'none';
  explanation: string;
  wrong: Position[];
}

/** No step: several solutions leave no letter certain, or the budget ran out. */
export interface NoStep {
  status: 'multiple' | 'gave-up';
  explanation: string;
}

/** A step, `null` when the grid is complete, or why there is no step. */
export type HintResult = Step | NoSolution | NoStep | null;

export interface Grade {
  /** The hardest step's rating (Sudoku Explainer scale). */
  rating: number;
  difficulty: Band;
  /** The hardest step's technique ("last resort" when logic alone does not solve it). */
  hardest: Technique;
  /** Whether the hint ladder solves it without a last resort. */
  logicOnly: boolean;
  /** The steps of each technique the solve took, simplest first. */
  steps: Array<{ technique: Technique; count: number }>;
}

/** How far a long call has come: `done` of `total`, never more. */
export interface Progress {
  /**
   * 'removing': cells of the full grid tried for removal (`total` 256; `done` jumps to
   * 256 once the puzzle has the givens asked for). 'grading': empty cells filled by the
   * logical solve of the puzzle being graded.
   */
  phase: 'removing' | 'grading';
  done: number;
  total: number;
  /** For a puzzle made to a difficulty: which puzzle made and graded in turn, from 1. */
  attempt?: number;
}

/** A set of symbols 16×16 puzzles are written in: A–P, 0–F, 1–9 then A–G, 1–16. */
export type Symbols = 'letters' | 'hex' | 'one-g' | 'numbers';

/** A layout of a puzzle as text: 256 cells on a line, UVA rows, a framed grid, bands. */
export type Layout = 'line' | 'rows' | 'framed' | 'bands';

/** A puzzle read by `readPuzzle`. */
export interface ReadPuzzle {
  /** 256 letters A–P, '.' for empty. */
  puzzle: string;
  /** The set the text was read in. */
  symbols: Symbols;
}

/** Options every call takes. */
export interface CallOptions {
  /** Stops the call: it rejects with `signal.reason`, and the engine's worker is replaced. */
  signal?: AbortSignal;
}

/** Options of the long calls, `generate` and `grade`. */
export interface ProgressOptions extends CallOptions {
  /** Told how far the call has come, at most every 50 ms, and last before it settles. */
  onProgress?: (progress: Progress) => void;
}

/** What else is known of the board a hint is asked for. */
export interface HintBoard {
  /** The puzzle's givens, so that wrong letters can be named. */
  givens?: string;
  /** The player's 256 pencil-mark bitmasks (bit i for the i-th letter). */
  marks?: ArrayLike<number>;
  /**
   * The set the board shows: the sentences (`vague`, `concrete`, `explanation`) name
   * letters in it ('letters' by default). The step's data stays in letters A–P.
   */
  symbols?: Symbols;
  /**
   * The givens' one solution, as `solve(givens)` answered it (`status: 'unique'`): the
   * hint then needs no search of its own. It needs `givens`, and must solve them, or the
   * call rejects. The engine keeps nothing between calls: pass it to every hint.
   */
  solution?: string;
}

/** The puzzle `generate` makes: from `seed`, with `givens` givens (minimal without) … */
export interface WantedByGivens {
  /** A whole number from 0 up: the same seed gives the same puzzle. */
  seed: number;
  givens?: number;
  difficulty?: undefined;
}

/** … or of a `difficulty`: a band, or a technique the puzzle must need ("x-wing"). */
export interface WantedByDifficulty {
  seed: number;
  difficulty: Band | (string & {});
  givens?: undefined;
}

export type Wanted = WantedByGivens | WantedByDifficulty;

export interface EngineOptions {
  /** Called when a call has run for 300 ms, `startedAt` from `performance.now()`. */
  onBusy?: (startedAt: number) => void;
  /** Called when, after `onBusy`, no call is left running. */
  onIdle?: () => void;
  /**
   * The core's module, compiled already by the page (or a promise of it): the worker
   * runs it rather than fetching the core again. If the promise rejects, the worker
   * fetches the core itself.
   */
  module?: WebAssembly.Module | Promise<WebAssembly.Module>;
  /**
   * Where the worker's script is, when it is not next to the engine's module: the
   * package's self-contained `dist/hexadoku-worker.js`, served with `hexadoku_bg.wasm`
   * beside it, for a bundler that does not bundle workers (esbuild, Rollup). Relative
   * to the page's base URL.
   */
  workerUrl?: string | URL;
}

/**
 * The solver, hint engine, grader and generator in a worker of its own. Every method
 * rejects with an `Error` carrying the core's message when the core refuses (bad
 * puzzle text, no puzzle found, the budget ran out). Aborting a call ends the worker:
 * the other calls pending on it reject with an `AbortError` too.
 */
export class Engine {
  constructor(options?: EngineOptions);
  solve(text: string, options?: CallOptions): Promise<SolveResult>;
  hint(text: string, board?: HintBoard, options?: CallOptions): Promise<HintResult>;
  countSolutions(text: string, limit: number, options?: CallOptions): Promise<number>;
  grade(text: string, options?: ProgressOptions): Promise<Grade>;
  generate(wanted: Wanted, options?: ProgressOptions): Promise<string>;
  candidates(text: string, options?: CallOptions): Promise<Uint16Array>;
  /** `readPuzzle(text)`'s `puzzle`: the text read in whichever set it settles. */
  parse(text: string, options?: CallOptions): Promise<string>;
  /**
   * Reads `text` in `symbols`, or in the set its text settles; rejects, naming the sets
   * it could be in, when the text settles none and is not A–P.
   */
  readPuzzle(text: string, symbols?: Symbols, options?: CallOptions): Promise<ReadPuzzle>;
  /** Writes the puzzle of `text` in a layout ('line' by default) and set ('letters'). */
  formatPuzzle(text: string, how?: { layout?: Layout; symbols?: Symbols }, options?: CallOptions): Promise<string>;
  /** Ends the worker: pending and later calls reject. */
  terminate(): void;
}

/**
 * What a failed call says, as a sentence for a status line: "Cancelled." for an abort,
 * and otherwise the core's message with a capital and a full stop.
 */
export function failureSentence(error: unknown): string;
