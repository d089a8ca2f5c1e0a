// Types of the <hexadoku-board> element (hexadoku-board.js), the package's `./board`
// entry. Importing the module defines the element; the class is also exported.

import type { Engine, HintDrawing, HintResult, Position, Step } from '../engine/engine.js';

export type { Engine, HintResult, Position, Step } from '../engine/engine.js';

/** The buttons `controls` may name. */
export type BoardControl =
  | 'solve' | 'hint' | 'check' | 'undo' | 'redo' | 'undo-to-correct' | 'clear' | 'notes' | 'fill-notes' | 'zoom';

/** The colours of colour marks: `colour`'s values. */
export type BoardColour = '1' | '2' | '3' | '4' | '5' | '6';

/** The symbol sets the grid can show and take: A–P, 0–F, 1–9 then A–G, 1–16. */
export type BoardSymbols = 'letters' | 'hex' | 'one-g' | 'numbers';

/** What the `highlight` attribute may name: the selected cell's units, and its letter. */
export type BoardHighlighting = 'units' | 'letters';

/** Options of the methods that ask the engine. */
export interface BoardCallOptions {
  /** Stops the call: it resolves as a failure, the status line saying "Cancelled.". */
  signal?: AbortSignal;
}

/** The whole board, an immutable value (www/board/game-state.js), as `board` gives it. */
export interface BoardState {
  /** 256 characters: the givens, a letter A–P or '.'. */
  readonly givens: string;
  /** 256 characters: the letters put in the other cells, or '.'. */
  readonly entries: string;
  /** 256 characters: who put each entry: 'u' the player, 's' the solver, 'h' a hint, '.' nobody. */
  readonly sources: string;
  /** 256 bitmasks: the candidates hint steps took out of each cell (bit i, the i-th letter). */
  readonly removed: readonly number[];
  /**
   * 256 bitmasks: the player's notes in each cell (0: none); shown while the cell is
   * empty. A board saved without them (before notes existed) is still read.
   */
  readonly notes: readonly number[];
  /** 256 characters: the colour the player gave each cell, '1'–'6', or '.'. */
  readonly colours: string;
  /**
   * 4096 characters: the colour of each candidate (cell × 16 + letter), '1'–'6', or
   * '.'. A board saved without colours (before they existed) is still read.
   */
  readonly markColours: string;
  /**
   * 256 bitmasks: the notes of each cell that a letter placed in its row, column or box
   * took out, given back when no letter there excludes them any more (a wrong letter
   * erased). Optional when set: a board saved without it (before it existed) is still read.
   */
  readonly takenNotes?: readonly number[];
}

/** A board saved to return to, as `snapshots` holds it. */
export interface Snapshot {
  /** The board as it was, as `board` gives it. */
  readonly board: BoardState;
  /** When it was saved, in milliseconds since 1970 (as `Date.now()`). */
  readonly taken: number;
  /** How many of its cells hold a letter, givens included: counted from `board` when set. */
  readonly filled: number;
}

/** Cells to highlight until the grid next changes. */
export interface BoardHighlights {
  /** A hint's pattern. */
  pattern?: Position[];
  /** Cells a hint changed. */
  targets?: Position[];
  /** Letters found wrong. */
  wrong?: Position[];
  /**
   * A step of `engine.hint` for the grid as it is, drawn over the grid (its `drawing`:
   * parts `hint-candidate`, `hint-link`, `hint-unit`, and for a single `hint-excluder`
   * and `hint-exclusion`) and read under the status line
   * (part `hint-detail`).
   */
  hint?: Step<HintDrawing | null> | null;
}

export interface HexadokuSolvedDetail {
  /** The full grid, 256 letters. */
  value: string;
  /**
   * Who completed it: `solver` when `solve()` (or the Solve button) filled it, `player`
   * for any other change (a letter typed or pasted, a hint applied, `value` set).
   */
  by: 'player' | 'solver';
}

export interface HexadokuNotesModeDetail {
  /** Whether letters typed now toggle notes. */
  notesMode: boolean;
}

export interface HexadokuErrorDetail {
  /** Why: the puzzle cannot be read, has no solution or several, or the solver gave up. */
  message: string;
}

export interface HexadokuHintLevelDetail {
  /** The level a hint revealed a level at a time has reached; null when it ends. */
  level: 'vague' | 'concrete' | null;
}

export interface HexadokuColourDetail {
  /** Colour mode's colour now, or '' when it is off. */
  colour: BoardColour | '';
}

export interface HexadokuPauseDetail {
  /** Whether the game is paused now. */
  paused: boolean;
}

export interface HexadokuFilterDetail {
  /** The letter (A–P) whose cells the board shows now, or '' for none. */
  letter: string;
}

/** `hint`'s options. */
export interface BoardHintOptions extends BoardCallOptions {
  /**
   * A level at a time, as the Hint button does: the technique and where to look, then
   * (asked again) its pattern, then the step applied. Without it, a hint being revealed
   * is applied (as Apply does), or else the next step found and applied at once.
   */
  reveal?: boolean;
}

/** `findHint`'s options. */
export interface BoardFindHintOptions extends BoardCallOptions {
  /**
   * Whether the step comes with its `drawing` (true by default); without, it is null and
   * the answer costs less: a forcing chain's drawing is most of its cost.
   */
  drawing?: boolean;
}

export interface HexadokuSelectDetail {
  /** The cells selected now, in reading order, as `selection` gives them; none: []. */
  cells: Position[];
}

export interface HexadokuSnapshotDetail {
  /** `save` for a snapshot saved (`saveSnapshot`), `restore` for one returned to (`restoreSnapshot`). */
  action: 'save' | 'restore';
  /** Its place in `snapshots`. */
  index: number;
  snapshot: Snapshot;
}

export interface HexadokuGivenDetail {
  /** The cell's name, "R3C5". */
  cell: string;
  /** Its index, 0–255 in reading order. */
  index: number;
}

/** The element's own events, by type. */
export interface HexadokuBoardEvents {
  /** The step applied: without its drawing (null) when applied before More drew it. */
  'hexadoku-hint': CustomEvent<Step<HintDrawing | null>>;
  'hexadoku-solved': CustomEvent<HexadokuSolvedDetail>;
  'hexadoku-notes-mode': CustomEvent<HexadokuNotesModeDetail>;
  'hexadoku-error': CustomEvent<HexadokuErrorDetail>;
  'hexadoku-given': CustomEvent<HexadokuGivenDetail>;
  'hexadoku-hint-level': CustomEvent<HexadokuHintLevelDetail>;
  'hexadoku-filter': CustomEvent<HexadokuFilterDetail>;
  'hexadoku-colour': CustomEvent<HexadokuColourDetail>;
  /** The player paused or resumed the game (the pause card's Resume); not for `paused` set by a script. */
  'hexadoku-pause': CustomEvent<HexadokuPauseDetail>;
  /** The cells selected changed: by the player, or `selection` set. */
  'hexadoku-select': CustomEvent<HexadokuSelectDetail>;
  'hexadoku-snapshot': CustomEvent<HexadokuSnapshotDetail>;
}

/** Every event of the element, by type: an element's and its own. */
export interface HexadokuBoardEventMap extends HTMLElementEventMap, HexadokuBoardEvents {}

/**
 * The element's attributes as a template writes them, the same for every framework's
 * types (hexadoku-board.react.d.ts, .vue.d.ts, .svelte.d.ts).
 */
export interface HexadokuBoardAttributes {
  /** A puzzle in any layout the engine reads. */
  puzzle?: string;
  /** A space-separated subset of `solve hint check undo redo undo-to-correct clear notes fill-notes zoom`. */
  controls?: string;
  readonly?: boolean;
  /** The game paused: letters and notes hidden, nothing may change. */
  paused?: boolean;
  /** A letter A–P whose cells are shown: those that hold it, those where it is possible. */
  filter?: string;
  /** Colour mode: symbols colour notes, Backspace the cell, in this colour. */
  colour?: BoardColour;
  /** The grid drawn larger, in a viewport that scrolls. */
  zoom?: boolean;
  /** The keypad shown on every screen, not only on touch screens. */
  keypad?: boolean;
  candidates?: boolean;
  /** A space-separated subset of `units letters`. */
  highlight?: string;
  symbols?: BoardSymbols;
  'notes-mode'?: boolean;
  'keep-notes'?: boolean;
  name?: string;
  required?: boolean;
}

/** The element's own events as `on<type>` props, as React 19 and Svelte 5 listen to them. */
export type HexadokuBoardEventProps = {
  [Type in keyof HexadokuBoardEvents as `on${Type}`]?: (event: HexadokuBoardEvents[Type]) => void;
};

/**
 * A 16×16 sudoku board (letters A–P) with a solver and hints, in a shadow root. The
 * attributes `puzzle`, `readonly`, `controls`, `candidates`, `notes-mode`, `keep-notes`,
 * `name` and `required` are reflected by the properties of the same names in camel case
 * (`readOnly` for `readonly`). The
 * player's changes fire `input` and `change`; with a `name`, the value is submitted with
 * its form.
 */
export class HexadokuBoard extends HTMLElement {
  static readonly formAssociated: true;
  static readonly observedAttributes: string[];

  /** The `puzzle` attribute: a puzzle in any layout the engine reads. */
  puzzle: string;
  /** The `readonly` attribute: the player cannot change the grid. */
  readOnly: boolean;
  /**
   * The `paused` attribute: a card with Resume over the grid, letters, notes and colours
   * hidden, nothing may show or change them; the status line says so.
   */
  paused: boolean;
  /**
   * The `filter` attribute: the letter (A–P) whose cells are shown, those that hold it
   * and those where it is still possible; '' for none. The status line counts them.
   */
  filter: string;
  /**
   * The `colour` attribute: colour mode's colour, '1' to '6' (symbols colour notes,
   * Backspace or the keypad's Cell the cell), or '' when off; Alt+1 to Alt+6 switch it.
   */
  colour: BoardColour | '';
  /** The `zoom` attribute: the grid drawn larger, in a viewport that scrolls to the selected cell. */
  zoom: boolean;
  /** The `keypad` attribute: the on-screen keypad shown on every screen, not only on touch screens. */
  keypad: boolean;
  /** The `controls` attribute: a space-separated subset of `solve hint check undo redo undo-to-correct clear notes fill-notes zoom`. */
  controls: string;
  /** The `candidates` attribute: pencil marks shown where the player has no notes. */
  candidates: boolean;
  /**
   * The `highlight` attribute: a space-separated subset of `units letters` (see
   * BoardHighlighting), what is highlighted around the selected cell; both when absent.
   */
  highlighting: string;
  /** The `symbols` attribute: the set shown and typed; the value stays in A–P. */
  get symbols(): BoardSymbols;
  set symbols(set: BoardSymbols);
  /** The `notes-mode` attribute: letters typed toggle notes (Alt+N switches it). */
  notesMode: boolean;
  /** The `keep-notes` attribute: a letter placed leaves its row's, column's and box's notes alone. */
  keepNotes: boolean;
  /** The `name` attribute: the value is submitted under it. */
  name: string;
  /** The `required` attribute: an unsolved board makes its form invalid. */
  required: boolean;

  /** The grid, 256 characters, '.' for empty; set: the player's letters where there is no given. */
  value: string;
  /** The givens, 256 characters, '.' where there is none. */
  readonly givens: string;
  /** Whether the grid is full and right. */
  readonly solved: boolean;
  /**
   * The cells selected, in reading order (none until one is): a letter, a note, Erase or
   * a colour goes into all of them as one change. Set: selects those cells (any off the
   * grid left out), the focus, if on another cell, moving to the first; fires `hexadoku-select`.
   */
  get selection(): Position[];
  set selection(cells: readonly Position[]);
  /** The engine asked: one shared by the page's boards unless set; null goes back to it. */
  get engine(): Engine;
  set engine(engine: Engine | null);

  /** Solves and fills the grid; whether it did. */
  solve(options?: BoardCallOptions): Promise<boolean>;
  /** The next step of logic, applied or (`reveal`) revealed a level at a time; the step, or null when there is none. */
  hint(options: BoardHintOptions & { reveal: true }): Promise<Step<HintDrawing | null> | null>;
  hint(options?: BoardHintOptions): Promise<Step | null>;
  /** The next step on the player's notes, not applied, its sentences in `symbols`; a `lost` when notes leave out a needed letter. */
  findHint(options: BoardFindHintOptions & { drawing: false }): Promise<HintResult<null>>;
  findHint(options?: BoardFindHintOptions): Promise<HintResult>;
  /**
   * Opens the solving path (part `solving-path`): every step from the grid to its end, the
   * hardest marked, with a summary; a step chosen is drawn on the grid as it would stand
   * then, and nothing of the game changes. Whether it opened.
   */
  showPath(): Promise<boolean>;
  /**
   * Marks the letters that differ from the solution and the notes that leave out its
   * letter: their cells, or null without one solution.
   */
  check(options?: BoardCallOptions): Promise<Position[] | null>;
  /** Fills every empty cell's notes with its candidates; false while letters clash. */
  fillNotes(): Promise<boolean>;
  /** Takes `colour` off every cell and note that has it (undoably); whether any had it. */
  clearColour(colour: BoardColour): Promise<boolean>;
  /** Clears the letters entered; on a grid of givens only, the givens too. */
  clear(): Promise<void>;
  /** Takes back the last change; whether there was one. */
  undo(): Promise<boolean>;
  /** Makes again the last change taken back; whether there was one. */
  redo(): Promise<boolean>;
  /**
   * Goes back, in one travel, to the latest board whose letters all agree with the
   * puzzle's one solution (before the first wrong letter); Redo makes the changes again
   * one at a time. The changes undone (0: no letter is wrong), or null when there is no
   * such board within reach, or no one solution (then `hexadoku-error` fires).
   */
  undoToCorrect(options?: BoardCallOptions): Promise<number | null>;
  /**
   * The boards saved to return to, oldest first (a copy). Set: restores a list saved
   * (`filled` counted afresh); anything but snapshots changes nothing and fires `hexadoku-error`.
   */
  get snapshots(): Snapshot[];
  set snapshots(list: ReadonlyArray<Pick<Snapshot, 'board' | 'taken'> & Partial<Pick<Snapshot, 'filled'>>>);
  /** Saves the board as a snapshot, the last of `snapshots`; fires `hexadoku-snapshot`. */
  saveSnapshot(): Promise<Snapshot>;
  /**
   * Returns to the snapshot at `index` of `snapshots`, one change Undo takes back; fires
   * `hexadoku-snapshot`. Whether the board changed (not for no such snapshot, nor for one
   * the board already is).
   */
  restoreSnapshot(index: number): Promise<boolean>;
  /** Loads a puzzle in any layout the engine reads; whether it could be read. */
  load(text: string): Promise<boolean>;
  /** Focuses the cell the player was last on. */
  focus(): void;

  // What the app's own page uses beyond the above.

  /** The whole board, for saving; set: restores one, with nothing to undo. */
  board: BoardState;
  /**
   * What Undo and Redo go through around `board`, for saving a game with its history:
   * `past` oldest first, `future` the next Redo's first. Set (after `board`): brings them back.
   */
  undoHistory: { past: BoardState[]; future: BoardState[] };
  /** Whether letters typed become givens. */
  editing: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Says `text` in the status line (a polite live region). */
  say(text: string): void;
  /** Highlights cells until the grid next changes. */
  highlight(cells?: BoardHighlights): void;
  /** Applies a step `engine.hint` gave for the grid as it is. */
  applyStep(step: Step<HintDrawing | null>): void;
  /** Loads `text` as a pasted puzzle, saying what happened; whether it was loaded. */
  paste(text: string): Promise<boolean>;

  // As a form control.

  readonly form: HTMLFormElement | null;
  readonly validity: ValidityState;
  readonly validationMessage: string;
  readonly willValidate: boolean;
  checkValidity(): boolean;
  reportValidity(): boolean;

  addEventListener<K extends keyof HexadokuBoardEventMap>(
    type: K,
    listener: (this: HexadokuBoard, event: HexadokuBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HexadokuBoardEventMap>(
    type: K,
    listener: (this: HexadokuBoard, event: HexadokuBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'hexadoku-board': HexadokuBoard;
  }
  interface GlobalEventHandlersEventMap extends HexadokuBoardEvents {}
}
