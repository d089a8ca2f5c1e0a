//! Helpers shared by the integration tests.
//!
//! The rule checker and the reference counter here are written from scratch on purpose:
//! they read cells one by one through `Grid::get` and `Cell::at` and never call the
//! crate's own validation (`Grid::is_solved`, `Grid::first_clash`, `Grid::keeps_givens_of`,
//! `Grid::candidates`), so that a bug there cannot hide a bug in the solver.

// Each test crate uses a different part of this module.
#![allow(dead_code)]

use hexadoku::{generate, random_solution, Cell, Generated, Grid, Letter, Meter, Rng, Target};

/// The cell at `row`, `col` (both from 0); panics outside the board.
pub fn cell(row: usize, col: usize) -> Cell {
    Cell::at(row, col).unwrap_or_else(|| panic!("no cell at row {row}, column {col}"))
}

/// The letter at `row`, `col` as a number 1..=16 (`A` = 1), or 0 when the cell is empty.
/// Goes through the letter's character, not its index, to stay independent of the crate.
pub fn value(grid: &Grid, row: usize, col: usize) -> u8 {
    match grid.get(cell(row, col)) {
        None => 0,
        Some(letter) => {
            let c = letter.to_char();
            assert!(
                c.is_ascii_uppercase() && c <= 'P',
                "letter {c:?} at R{}C{} is outside A-P",
                row + 1,
                col + 1
            );
            c as u8 - b'A' + 1
        }
    }
}

/// The letter for a value 1..=16.
pub fn letter(value: u8) -> Letter {
    assert!((1..=16).contains(&value), "value {value} is not 1..=16");
    Letter::from_char((b'A' + value - 1) as char).expect("A-P are letters")
}

/// The grid as a 16×16 array of values, 0 for empty.
pub fn values(grid: &Grid) -> [[u8; 16]; 16] {
    let mut out = [[0u8; 16]; 16];
    for (row, line) in out.iter_mut().enumerate() {
        for (col, slot) in line.iter_mut().enumerate() {
            *slot = value(grid, row, col);
        }
    }
    out
}

/// A grid from a 16×16 array of values, 0 for empty.
pub fn grid_from_values(values: &[[u8; 16]; 16]) -> Grid {
    let mut grid = Grid::empty();
    for (row, line) in values.iter().enumerate() {
        for (col, &v) in line.iter().enumerate() {
            grid.set(cell(row, col), (v != 0).then(|| letter(v)));
        }
    }
    grid
}

/// The sixteen (row, col) positions of each of the 48 units, with a name for messages.
fn units() -> Vec<(String, Vec<(usize, usize)>)> {
    let mut units = Vec::with_capacity(48);
    for r in 0..16 {
        units.push((format!("row {}", r + 1), (0..16).map(|c| (r, c)).collect()));
    }
    for c in 0..16 {
        units.push((
            format!("column {}", c + 1),
            (0..16).map(|r| (r, c)).collect(),
        ));
    }
    for b in 0..16 {
        let (top, left) = (b / 4 * 4, b % 4 * 4);
        let cells = (0..16).map(|i| (top + i / 4, left + i % 4)).collect();
        units.push((format!("box {}", b + 1), cells));
    }
    units
}

/// Every way `grid` breaks the rules of a filled-in hexadoku: empty cells, and units
/// that do not hold sixteen distinct letters. Empty when the grid is a valid solution.
pub fn rule_violations(grid: &Grid) -> Vec<String> {
    let v = values(grid);
    let mut problems = Vec::new();
    let empty = v.iter().flatten().filter(|&&x| x == 0).count();
    if empty > 0 {
        problems.push(format!("{empty} cells are empty, expected 256 filled"));
    }
    for (name, cells) in units() {
        let mut seen = [false; 17];
        let mut distinct = 0;
        for (r, c) in cells {
            let x = v[r][c] as usize;
            if x != 0 && !seen[x] {
                seen[x] = true;
                distinct += 1;
            }
        }
        if distinct != 16 {
            problems.push(format!("{name} holds {distinct} distinct letters"));
        }
    }
    problems
}

/// Panics unless `solution` is full, obeys every rule, and keeps every given of `puzzle`.
#[track_caller]
pub fn assert_valid_solution(puzzle: &Grid, solution: &Grid) {
    let mut problems = rule_violations(solution);
    let (p, s) = (values(puzzle), values(solution));
    for r in 0..16 {
        for c in 0..16 {
            if p[r][c] != 0 && p[r][c] != s[r][c] {
                problems.push(format!(
                    "given {} at R{}C{} became {:?}",
                    letter(p[r][c]),
                    r + 1,
                    c + 1,
                    solution.get(cell(r, c))
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "not a valid solution: {}\npuzzle:   {}\nsolution: {}",
        problems.join("; "),
        hexadoku::to_line(puzzle),
        hexadoku::to_line(solution)
    );
}

/// Panics unless `grid` is a full grid obeying every rule.
#[track_caller]
pub fn assert_valid_grid(grid: &Grid) {
    assert_valid_solution(&Grid::empty(), grid);
}

/// How many givens the grid holds, counted cell by cell.
pub fn givens(grid: &Grid) -> usize {
    values(grid).iter().flatten().filter(|&&x| x != 0).count()
}

/// Whether any two filled cells of one unit hold the same letter.
pub fn has_clash(grid: &Grid) -> bool {
    let v = values(grid);
    units().into_iter().any(|(_, cells)| {
        let mut seen = [false; 17];
        cells.into_iter().any(|(r, c)| {
            let x = v[r][c] as usize;
            x != 0 && std::mem::replace(&mut seen[x], true)
        })
    })
}

/// Counts the solutions of `puzzle` up to `limit` by plain backtracking: fills the empty
/// cells in reading order, trying each letter that no cell of the same row, column or box
/// holds. Slow, but too simple to be wrong; meant for puzzles with few empty cells.
/// A puzzle whose givens clash has no solution.
pub fn reference_count(puzzle: &Grid, limit: u64) -> u64 {
    if has_clash(puzzle) {
        return 0;
    }
    let mut v = values(puzzle);
    let empties: Vec<(usize, usize)> = (0..256)
        .map(|i| (i / 16, i % 16))
        .filter(|&(r, c)| v[r][c] == 0)
        .collect();
    let mut count = 0;
    backtrack(&mut v, &empties, limit, &mut count);
    count
}

fn allowed(v: &[[u8; 16]; 16], r: usize, c: usize, x: u8) -> bool {
    let (top, left) = (r / 4 * 4, c / 4 * 4);
    (0..16).all(|i| v[r][i] != x && v[i][c] != x && v[top + i / 4][left + i % 4] != x)
}

fn backtrack(v: &mut [[u8; 16]; 16], empties: &[(usize, usize)], limit: u64, count: &mut u64) {
    if *count >= limit {
        return;
    }
    let Some((&(r, c), rest)) = empties.split_first() else {
        *count += 1;
        return;
    };
    for x in 1..=16 {
        if allowed(v, r, c, x) {
            v[r][c] = x;
            backtrack(v, rest, limit, count);
            v[r][c] = 0;
            if *count >= limit {
                return;
            }
        }
    }
}

/// A random valid full grid made by the crate's generator from `seed`.
pub fn full_grid(seed: u64) -> Grid {
    let grid = random_solution(&mut Rng::new(seed), &mut Meter::unlimited()).expect("no budget");
    assert_valid_grid(&grid);
    grid
}

/// A generated puzzle, checked: its solution is valid and keeps its givens.
pub fn puzzle(seed: u64, target: Target) -> Generated {
    let generated = generate(seed, target, &mut Meter::unlimited(), None).expect("no budget");
    assert_valid_solution(&generated.puzzle, &generated.solution);
    generated
}

/// `grid` with the given cells emptied.
pub fn without(grid: &Grid, cells: impl IntoIterator<Item = Cell>) -> Grid {
    let mut out = grid.clone();
    for cell in cells {
        out.set(cell, None);
    }
    out
}

/// A grid with every cell empty except the listed (row, col, letter) givens.
pub fn grid_with(givens: &[(usize, usize, char)]) -> Grid {
    let mut grid = Grid::empty();
    for &(r, c, ch) in givens {
        grid.set(
            cell(r, c),
            Some(Letter::from_char(ch).expect("a letter A-P")),
        );
    }
    grid
}

/// The grid as 256 characters, `.` for empty, written here rather than by the crate.
pub fn line_of(grid: &Grid) -> String {
    values(grid)
        .iter()
        .flatten()
        .map(|&x| if x == 0 { '.' } else { (b'A' + x - 1) as char })
        .collect()
}

/// The grid as 16 UVA rows of 16 characters, `-` for empty, written here.
pub fn rows_of(grid: &Grid) -> Vec<String> {
    values(grid)
        .iter()
        .map(|row| {
            row.iter()
                .map(|&x| if x == 0 { '-' } else { (b'A' + x - 1) as char })
                .collect()
        })
        .collect()
}

/// `grid` framed with `|` around and between boxes, the given border lines above the
/// first row, between bands and below the last.
pub fn piped(grid: &Grid, border: &str) -> String {
    let mut out = vec![border.to_string()];
    for (r, row) in rows_of(grid).iter().enumerate() {
        let chars: Vec<char> = row.chars().collect();
        let boxes: Vec<String> = chars.chunks(4).map(|b| b.iter().collect()).collect();
        out.push(format!("|{}|", boxes.join("|")));
        if r % 4 == 3 {
            out.push(border.to_string());
        }
    }
    out.join("\n")
}

/// A unique puzzle that every operation has to search: of the generator's minimal
/// puzzles for seeds 1 to 8, the one whose count to two takes the most search nodes
/// (hundreds). A budget below what an operation needs on it, measured by each test, makes
/// that operation give up. (No grid the generator makes keeps the solver busy for long,
/// so tests of a time limit count the solutions of a grid with most givens gone.)
pub fn slow_grid() -> Grid {
    (1..=8)
        .map(|seed| puzzle(seed, Target::Minimal).puzzle)
        .max_by_key(|grid| {
            hexadoku::Solver::new()
                .count(grid, 2, &mut Meter::unlimited())
                .stats
                .nodes
        })
        .expect("eight puzzles")
}

/// The generator's minimal puzzle for `seed` less its first `n` givens in reading order:
/// many solutions once `n` passes a handful.
pub fn many_solutions(seed: u64, n: usize) -> Grid {
    let minimal = puzzle(seed, Target::Minimal).puzzle;
    let givens: Vec<Cell> = (0..256)
        .map(|i| cell(i / 16, i % 16))
        .filter(|&c| minimal.get(c).is_some())
        .take(n)
        .collect();
    without(&minimal, givens)
}

/// The hint for `marks` with no budget, knowing the puzzle's `givens` if given (so that
/// wrong letters are named) and nothing else.
pub fn hint_for(marks: &hexadoku::hint::Marks, givens: Option<&Grid>) -> hexadoku::hint::Hint {
    let mut meter = hexadoku::Meter::unlimited();
    hexadoku::hint::hint(marks, &known(givens), &mut meter).expect("no budget")
}

/// Follows hints on `puzzle` to the end, calling `each(step, marks)` with each step and
/// the marks it was found on before applying it; checks that the grid it ends on keeps
/// the rules and the givens. Returns how often each technique was used.
pub fn each_hint_of_whole_solve(
    puzzle: &Grid,
    mut each: impl FnMut(&hexadoku::hint::Step, &hexadoku::hint::Marks),
) -> std::collections::BTreeMap<hexadoku::hint::Technique, usize> {
    use hexadoku::hint::{Hint, Marks};
    let mut marks = Marks::new(puzzle);
    let mut used = std::collections::BTreeMap::new();
    for _ in 0..10_000 {
        match hint_for(&marks, Some(puzzle)) {
            Hint::Step(step) => {
                each(&step, &marks);
                *used.entry(step.technique).or_insert(0) += 1;
                marks.apply(&step);
            }
            Hint::Complete => {
                assert_valid_solution(puzzle, marks.grid());
                return used;
            }
            other => panic!("unexpected hint {other:?}"),
        }
    }
    panic!("hints did not finish the grid");
}

/// What a caller knows of a puzzle: its `givens`, if given.
pub fn known(givens: Option<&Grid>) -> hexadoku::hint::Known {
    givens.map_or_else(Default::default, |givens| {
        hexadoku::hint::Known::of(givens.clone())
    })
}

/// The first solution of `puzzle`, searched with no budget.
pub fn unbounded_solve(puzzle: &Grid) -> hexadoku::Solution {
    hexadoku::Solver::new().solve(puzzle, &mut Meter::unlimited())
}

/// The solutions of `puzzle` counted up to `limit`, with no budget.
pub fn unbounded_count(puzzle: &Grid, limit: u64) -> hexadoku::Count {
    hexadoku::Solver::new().count(puzzle, limit, &mut Meter::unlimited())
}

// Natively only: the words crate is not built for the browser tests that share this module.
#[cfg(not(target_arch = "wasm32"))]
pub mod english;
