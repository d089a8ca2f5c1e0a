// Types of Hexadoku's headless engine (engine.js). The shapes are those the WebAssembly
// API returns (crates/hexadoku-wasm/src/lib.rs); rows, columns and indices count from 0. The unions of names
// below are the core's own, and each answer's fields are the module's: tests/contract.rs
// and tests/js/wasm.test.mjs check them against the Rust types and the module's answers,
// so that one cannot change without the other.

/** A technique's name as hints and grades give it, simplest first. */
export type Technique =
  | 'full house'
  | 'hidden single'
  | 'direct pointing'
  | 'direct claiming'
  | 'direct hidden pair'
  | 'naked single'
  | 'direct hidden triple'
  | 'pointing'
  | 'claiming'
  | 'naked pair'
  | 'X-Wing'
  | 'hidden pair'
  | 'naked triple'
  | 'swordfish'
  | 'hidden triple'
  | 'XY-Wing'
  | 'direct hidden quad'
  | 'XYZ-Wing'
  | 'unique rectangle type 1'
  | 'unique rectangle type 2'
  | 'unique rectangle type 4'
  | 'unique rectangle type 3'
  | 'naked quad'
  | 'jellyfish'
  | 'hidden quad'
  | 'naked subset of 5'
  | 'BUG+1'
  | 'squirmbag'
  | 'hidden subset of 5'
  | 'naked subset of 6'
  | 'whale'
  | 'skyscraper'
  | '2-string kite'
  | 'W-Wing'
  | 'colour wrap'
  | 'colour trap'
  | 'X-chain'
  | 'hidden subset of 6'
  | 'XY-chain'
  | 'naked subset of 7'
  | 'alternating inference chain'
  | 'leviathan'
  | 'hidden subset of 7'
  | 'ALS-XZ'
  | 'cell forcing chain'
  | 'unit forcing chain'
  | 'dynamic cell forcing chain'
  | 'dynamic unit forcing chain'
  | 'nested cell forcing chain'
  | 'nested unit forcing chain'
  | 'last resort';

/** A difficulty band. */
export type Band = 'easy' | 'medium' | 'hard' | 'tough' | 'expert';

/**
 * Why a call failed, as `EngineError.code`: the core's kinds ('parse', 'clash',
 * 'gave-up', 'invalid', 'unsolvable', 'not-found') and the engine's own: 'aborted' (its
 * signal), 'terminated' (the engine was), 'worker' (the worker or the core failed to
 * load), 'internal' (a fault of the engine's: please report it).
 */
export type ErrorCode =
  | 'parse'
  | 'clash'
  | 'gave-up'
  | 'invalid'
  | 'unsolvable'
  | 'not-found'
  | 'aborted'
  | 'terminated'
  | 'worker'
  | 'internal';

/** The one error class every failed call rejects with. */
export class EngineError extends Error {
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown });
  /** The kind of failure. */
  readonly code: ErrorCode;
  /** 'AbortError' for code 'aborted' (as an aborted fetch's), else 'EngineError'. */
  readonly name: 'EngineError' | 'AbortError';
}

/** A cell, by row and column (0–15). */
export interface Position {
  row: number;
  col: number;
}

export interface SolveResult {
  /** A count up to two solutions. */
  status: 'unique' | 'multiple' | 'none';
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
 * them in the set the hint was asked in (`HintOptions.symbols`). `Drawn` is its
 * drawing's type: `HintDrawing`, or null for a hint asked with `drawing: false`.
 */
export interface Step<Drawn extends HintDrawing | null = HintDrawing> {
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
  /**
   * The step as the board draws it, before it is applied; null when the hint was asked
   * with `drawing: false`.
   */
  drawing: Drawn;
  /**
   * The step's rating (Sudoku Explainer scale), as a logical path rates it: only when
   * the hint was asked with `rated: true`.
   */
  rating?: number;
}

/**
 * The part a candidate plays in a step's pattern: one of its candidates, one of the two
 * colours of a colouring, one a rectangle or a BUG must allow for (a fin), or one of
 * the first or second almost locked set. For a single (hidden or naked), why no other
 * place or letter is left: `excluder`, a letter on the grid (a given or one placed, in
 * its filled cell) followed in `candidates` by each candidate it rules out, `excluded`,
 * in a cell it sees (a hidden single's letter in another empty cell of its unit, another
 * letter in a naked single's cell); `unmarked`, a candidate ruled out by its cell's
 * marks alone, no letter on the grid seeing it (an earlier step took it out, or the
 * player's notes leave it out). A hidden single's excluders are few, each ruling out as
 * many of the unit's cells as it can.
 */
export type HintRole = 'pattern' | 'colour-1' | 'colour-2' | 'fin' | 'als-1' | 'als-2' | 'excluder' | 'excluded' | 'unmarked';

/** What a step does to a candidate. */
export type HintFate = 'removed' | 'placed';

/** A candidate a step involves: its part in the pattern, what the step does to it, or both. */
export interface HintCandidate extends Placement {
  role: HintRole | null;
  fate: HintFate | null;
}

/**
 * A link of a chain: strong (if `from` is false, `to` is true) or weak (if `from` is
 * true, `to` is false). `text` reads a step's link: "R1C1 ≠ A → R1C5 = A (row 1)"; a
 * forcing chain's branch has none on its links, which its implications read.
 */
export interface HintLink {
  from: Placement;
  to: Placement;
  strength: 'strong' | 'weak';
  text?: string;
}

/**
 * A step as the board draws it: each candidate it involves, the units of its pattern,
 * its chain's links in order, and, for forcing chains, each branch traced. For singles,
 * its candidates also say why no other place or letter is left (roles `excluder`,
 * `excluded`, `unmarked`: see `HintRole`).
 */
export interface HintDrawing {
  candidates: HintCandidate[];
  units: Unit[];
  links: HintLink[];
  branches: HintBranch[];
}

/**
 * One branch of a forcing chain: its premise, whether it holds (shows the step's
 * conclusion) or runs into a contradiction, its implications in order (the premise
 * first), how it ends (`end`, a sentence), and its own drawing.
 */
export interface HintBranch {
  premise: Placement;
  holds: boolean;
  implications: HintImplication[];
  end: string;
  drawing: HintDrawing;
}

/**
 * One implication of a branch: the candidate found true (`is`) or false, the line that
 * says why ("R2C4 ≠ O (row 2)"), and, for a forcing chain inside the branch, the branch
 * inside it that runs into a contradiction.
 */
export interface HintImplication extends Placement {
  is: boolean;
  text: string;
  nested: HintBranch[];
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

/** A cell and a letter: one placed, or one that belongs there. */
export type Placement = Position & { letter: string };

/**
 * The letters are right, but the marks given (the player's notes) leave out the letter
 * the one solution puts in the cells of `lost`: no step found on them could be trusted.
 */
export interface LostLetters {
  status: 'lost';
  explanation: string;
  /** Each cell and the letter that belongs there, in reading order. */
  lost: Placement[];
}

/** No step: several solutions leave no letter certain. */
export interface NoStep {
  status: 'multiple';
  explanation: string;
}

/** The grid is full and keeps the rules: there is no step to give. */
export interface Complete {
  status: 'complete';
}

/** A step, or why there is none; `Drawn` as `Step` takes it. */
export type HintResult<Drawn extends HintDrawing | null = HintDrawing> = Step<Drawn> | NoSolution | LostLetters | NoStep | Complete;

/**
 * What `check` finds against the puzzle's one solution: the player's letters that differ
 * from it (`wrong`, each with the letter placed) and the empty cells whose marks leave
 * out its letter (`lost`, each with the letter that belongs there), in reading order; or
 * that the puzzle has no solution or several, so there is nothing to check against.
 */
export type CheckResult =
  | { status: 'checked'; wrong: Placement[]; lost: Placement[] }
  | { status: 'none' | 'multiple' };

/**
 * A step of the path from a board: as a hint asked with `rated: true` and `drawing:
 * false` gives it, without its status and drawing (a page asks `hint` for the drawing,
 * on the board as it would stand then).
 */
export interface PathStep extends Omit<Step, 'status' | 'drawing'> {
  /** The step's rating (Sudoku Explainer scale). */
  rating: number;
}

/**
 * The logical steps from a board to its complete grid, in order: the first is the hint
 * for the board, each after it the hint for the board the steps before it leave.
 */
export interface SolvingPath {
  status: 'path';
  steps: PathStep[];
  /** The index in `steps` of the hardest step, the one `grade` rates. */
  hardest: number;
  /** The grade of the steps: their hardest, and how many of each technique. */
  grade: Grade;
}

/**
 * The path from a board, or why there is none: as a hint says (`complete`, `none`,
 * `lost`, `multiple`), and `multiple` too for letters with several solutions, where a
 * hint may still find a step but no path leads to one end.
 */
export type PathResult = SolvingPath | NoSolution | LostLetters | NoStep | Complete;

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

/**
 * The most a call may spend; each limit left out is no limit. Each is a number, 0 or
 * more (else the call rejects with code 'invalid': "budget.nodes must be a number, 0 or
 * more"); one beyond what the core counts (nodes from 2^64, seconds from 2^64
 * nanoseconds, 584 years, or `Infinity`) is one no call reaches.
 */
export interface Budget {
  /** Search nodes (a fraction is rounded down). */
  nodes?: number;
  /** Seconds. */
  seconds?: number;
}

/** Options every call takes. */
export interface CallOptions {
  /**
   * Stops the call: it rejects with an `EngineError` of code 'aborted' (its `cause`, the
   * signal's reason), and the engine's worker is replaced.
   */
  signal?: AbortSignal;
  /**
   * The most the call may spend (1.5 s when left out); past it the call rejects with
   * code 'gave-up'.
   */
  budget?: Budget;
  /**
   * The language of the answer's sentences and technique names, and of a failure's
   * message: a language tag ('de', 'zh-Hans', 'zh-CN', 'en-GB'), spoken by the language
   * of Hexadoku's that is the same language in the same script, else English (the
   * default). Not a string: the call rejects with code 'invalid'. Options that cannot
   * be read (a getter or a Proxy's trap throws) tell no language: refused in English.
   */
  lang?: string;
}

/** Options of the long calls, `generate` and `grade`. */
export interface ProgressOptions extends CallOptions {
  /** Told how far the call has come, at most every 50 ms, and last before it settles. */
  onProgress?: (progress: Progress) => void;
}

/** A hint's options: what else is known of the board it is asked for. */
export interface HintOptions extends CallOptions {
  /** The puzzle's givens, so that wrong letters can be named. */
  givens?: string;
  /**
   * The player's 256 pencil-mark bitmasks (bit i for the i-th letter): an Array or a
   * Uint16Array of whole numbers from 0 to 65535, or the call rejects with code 'invalid'
   * ("marks must be 256 bitmasks: …").
   */
  marks?: ArrayLike<number>;
  /**
   * The set the board shows: the sentences (`vague`, `concrete`, `explanation`) name
   * letters in it ('letters' by default). The step's data stays in letters A–P.
   */
  symbols?: Symbols;
  /**
   * The givens' one solution, as `solve(givens)` answered it (`status: 'unique'`): the
   * hint then needs no search of its own. It needs `givens`, and must solve them, or the
   * call rejects with code 'invalid' and a message that names it ("solution: it does not
   * solve the givens"). That it is their only one is taken on trust. The engine keeps
   * nothing between calls: pass it to every hint.
   */
  solution?: string;
  /**
   * Whether a step comes with its `drawing` (true by default). A forcing chain's drawing
   * traces each branch, most of what its hint costs: a board that shows the drawing
   * later (at More) asks for it then.
   */
  drawing?: boolean;
  /**
   * Whether a step comes with its `rating` (false by default): as a logical path rates
   * it, a forcing chain by tracing its branches, which costs about what its drawing
   * does. The engine's `path` is made of hints asked so.
   */
  rated?: boolean;
}

/**
 * A path's options: a hint's, but for its drawing and rating (a path's steps come
 * rated, without their drawings). Its `budget` is for the whole path: its `seconds`
 * all the hints' together, its `nodes` each hint's.
 */
export type PathOptions = Omit<HintOptions, 'drawing' | 'rated'>;

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

/** `generate`'s one argument: the puzzle wanted, and the call's options. */
export type GenerateOptions = Wanted & ProgressOptions;

/** `check`'s options: the givens and their proved solution as a hint takes them. */
export interface CheckOptions extends CallOptions {
  givens?: string;
  /**
   * The player's 256 notes as bitmasks (0 for a cell without notes), as `marks` are
   * (an Array or a Uint16Array of whole numbers from 0 to 65535).
   */
  notes?: ArrayLike<number>;
  /**
   * Refused as a hint's is, if it does not solve the `givens`. A check proves again that
   * it is their only one, by the same count a check without it makes (letters of a
   * second solution are not wrong): on a puzzle with several, `{ status: 'multiple' }`.
   */
  solution?: string;
}

/** `countSolutions`'s options. */
export interface CountOptions extends CallOptions {
  /**
   * Counting stops here: a whole number from 1 to 4294967295 (2 when left out), or the
   * call rejects with code 'invalid' ("limit must be a whole number from 1 to 4294967295").
   */
  limit?: number;
}

/** `readPuzzle`'s options. */
export interface ReadOptions extends CallOptions {
  /** The set to read the text in; else the one its text settles. */
  symbols?: Symbols;
}

/** `formatPuzzle`'s options. */
export interface FormatOptions extends CallOptions {
  /** 'line' when left out. */
  layout?: Layout;
  /** 'letters' when left out. */
  symbols?: Symbols;
}

export interface EngineOptions {
  /** Called when a call has run for 300 ms, `startedAt` from `performance.now()`. */
  onBusy?: (startedAt: number) => void;
  /** Called when, after `onBusy`, no call is left running. */
  onIdle?: () => void;
  /**
   * The core's module, compiled already by the page (or a promise of it): the worker
   * runs it rather than fetching the core again. Either build: the whole core
   * (`pkg/hexadoku_bg.wasm`), or the solver's alone (`pkg/solver/hexadoku_solver_bg.wasm`,
   * a third smaller), after which the worker fetches the whole core when a hint, path,
   * grade or puzzle of a difficulty is first asked. If the promise rejects, the worker
   * fetches the solver's module itself.
   */
  module?: WebAssembly.Module | Promise<WebAssembly.Module>;
  /**
   * Where the worker's script is, when it is not next to the engine's module: the
   * package's self-contained `dist/hexadoku-worker.js`, served with `hexadoku_bg.wasm` and
   * `hexadoku_solver_bg.wasm` beside it, for a bundler that does not bundle workers (esbuild, Rollup). Relative
   * to the page's base URL; a value that is no URL throws an EngineError ('invalid').
   */
  workerUrl?: string | URL;
}

/**
 * The solver, hint engine, grader and generator in a worker of its own. Every method
 * takes one options object, resolves its answer (a result with several kinds is tagged
 * by its `status`), and rejects with an `EngineError` whose `code` says why. Aborting a
 * call ends the worker: the other calls pending on it reject as aborted too.
 */
export class Engine {
  constructor(options?: EngineOptions);
  solve(text: string, options?: CallOptions): Promise<SolveResult>;
  hint(text: string, options: HintOptions & { drawing: false }): Promise<HintResult<null>>;
  hint(text: string, options?: HintOptions): Promise<HintResult>;
  /**
   * Every step of logic from the grid `text` to its complete grid, with the hint's
   * options and checks (its first step is the hint's), and their grade.
   */
  path(text: string, options?: PathOptions): Promise<PathResult>;
  countSolutions(text: string, options?: CountOptions): Promise<number>;
  /** Checks the letters of `text` and the player's notes against its puzzle's one solution. */
  check(text: string, options?: CheckOptions): Promise<CheckResult>;
  grade(text: string, options?: ProgressOptions): Promise<Grade>;
  generate(options: GenerateOptions): Promise<string>;
  candidates(text: string, options?: CallOptions): Promise<Uint16Array>;
  /**
   * Reads `text`, in any layout, in `symbols` or else the set its text settles; rejects
   * with code 'parse', naming the sets it could be in, when it settles none and is not A–P.
   */
  readPuzzle(text: string, options?: ReadOptions): Promise<ReadPuzzle>;
  /** Writes the puzzle of `text` in a layout ('line' by default) and set ('letters'). */
  formatPuzzle(text: string, options?: FormatOptions): Promise<string>;
  /** Ends the worker: pending and later calls reject with code 'terminated'. */
  terminate(): void;
}

/**
 * What a failed call says, as a sentence for a status line: "Cancelled." for an abort,
 * and otherwise the core's message with a capital and a full stop.
 */
export function failureSentence(error: unknown): string;
