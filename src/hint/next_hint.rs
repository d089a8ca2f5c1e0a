//! The hint for a board: a search finds its solution, the ladder its step, and what is
//! known of the letters' other solutions decides which steps may be given.

use super::answer::Hint;
use super::known::Known;
use super::model::marks::Marks;
use super::model::step::{Placement, Step};
use super::techniques::ladder::{next_step, Uniqueness};
use super::techniques::last_resort::last_resort;
use crate::budget::{GaveUp, Meter};
use crate::cell::Cell;
use crate::grid::Grid;
use crate::search::{Solver, Verdict};

/// The hint for `marks`: the simplest step of logic, or why there is none. What is
/// `known` of the puzzle lets a wrong letter be named (its givens) and spares the hint a
/// search of its own (their proved solution). Every search it makes draws on `meter`:
/// `GaveUp` if it runs out first, rather than an answer a search cut short could have
/// made wrong.
pub fn hint(marks: &Marks, known: &Known, meter: &mut Meter) -> Result<Hint, GaveUp> {
    let mut solver = Solver::new();
    if let Some(solution) = known.solution_of(marks.grid()).cloned() {
        if let Some(lost) = lost_letters(marks, &solution) {
            return Ok(lost);
        }
        let plain = Marks::new(marks.grid());
        return step_on(marks, &plain, solution, Solutions::One, &mut solver, meter);
    }
    let plain = Marks::new(marks.grid());
    // Plain marks: one search for a solution. A player's own marks, or marks that hints
    // have thinned, also raise the question whether the letters have a second solution
    // (below), so one count of the letters answers both: its first solution, and
    // whether there is another. Marks that rule out the one solution of the letters have
    // lost the way (a player's notes, say), and the hint says where; marks that rule out
    // one of several solutions leave the plain marks to stand in for them.
    let (marks, solution, solutions) = if *marks == plain {
        match solution_allowed_by(marks, &mut solver, meter)? {
            Some(solution) => (marks, solution, Solutions::Unknown),
            None => return no_solution(marks.grid(), known, &mut solver, meter),
        }
    } else {
        let count = solver.count(marks.grid(), Verdict::COUNT_LIMIT, meter);
        meter.result()?;
        let several = count.solutions >= 2;
        match count.first {
            None => return no_solution(marks.grid(), known, &mut solver, meter),
            Some(first) if several && marks.allows(&first) => (marks, first, Solutions::Several),
            Some(first) if marks.allows(&first) => (marks, first, Solutions::One),
            // One solution, which the marks rule out: they have lost the way.
            Some(first) if !several => match lost_letters(marks, &first) {
                Some(lost) => return Ok(lost),
                None => (marks, first, Solutions::One),
            },
            // Several solutions, and the marks rule out the first found: look for one
            // they allow.
            Some(first) => match solution_allowed_by(marks, &mut solver, meter)? {
                Some(solution) => (marks, solution, Solutions::Several),
                None => (&plain, first, Solutions::Several),
            },
        }
    };
    step_on(marks, &plain, solution, solutions, &mut solver, meter)
}

/// The cells whose marks leave out the letter `solution` (the letters' only one) puts
/// there, as a hint; None when the marks allow it.
fn lost_letters(marks: &Marks, solution: &Grid) -> Option<Hint> {
    let lost: Vec<Placement> = lost_cells(marks, solution).collect();
    (!lost.is_empty()).then_some(Hint::LostLetters { lost })
}

/// The empty cells of `marks` whose marks leave out `solution`'s letter, with that letter.
fn lost_cells<'a>(marks: &'a Marks, solution: &'a Grid) -> impl Iterator<Item = Placement> + 'a {
    Cell::all().filter_map(|cell| {
        if marks.letter(cell).is_some() {
            return None;
        }
        let letter = solution.get(cell)?;
        (!marks.candidates(cell).contains(letter)).then_some(Placement { cell, letter })
    })
}

/// A solution that the letters and marks allow, if there is one.
fn solution_allowed_by(
    marks: &Marks,
    solver: &mut Solver,
    meter: &mut Meter,
) -> Result<Option<Grid>, GaveUp> {
    match marks.board() {
        Some(board) => solver.first_solution(board, meter),
        None => Ok(None),
    }
}

/// What a hint knows of how many solutions the letters on the board have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Solutions {
    /// One search found a solution; whether there is another is not known.
    Unknown,
    /// Exactly one: proved by a count, now or earlier ([`Known`]).
    One,
    /// At least two.
    Several,
}

/// The ladder's step on `marks`, whose letters have `solutions`. The uniqueness
/// techniques hold only on a puzzle with one solution: they are offered when that is
/// proved, and when it is not known, only once the ladder has found nothing simpler,
/// after a count of the letters' solutions (up to two) proves it. That count, a search of
/// milliseconds on a sparse grid, is then made only for the hints that need it; a page
/// proves its puzzle as it loads, and its hints never make it.
fn ladder_step(
    marks: &Marks,
    solutions: Solutions,
    solver: &mut Solver,
    meter: &mut Meter,
) -> Result<Option<Step>, GaveUp> {
    Ok(match solutions {
        Solutions::One => next_step(marks, Uniqueness::Proved),
        Solutions::Several => next_step(marks, Uniqueness::Unknown),
        Solutions::Unknown => match next_step(marks, Uniqueness::Proved) {
            Some(step) if step.technique.rung().assumes_one_solution => {
                let count = solver.count(marks.grid(), Verdict::COUNT_LIMIT, meter);
                meter.result()?;
                match count.verdict() {
                    Verdict::Unique => Some(step),
                    _ => next_step(marks, Uniqueness::Unknown),
                }
            }
            step => step,
        },
    })
}

/// The hint on `marks`, once a `solution` of their letters is known, and what is known
/// of their other `solutions`: a step of logic, or the last resort.
fn step_on(
    marks: &Marks,
    plain: &Marks,
    solution: Grid,
    solutions: Solutions,
    solver: &mut Solver,
    meter: &mut Meter,
) -> Result<Hint, GaveUp> {
    let several = solutions == Solutions::Several;
    let mut marks = marks;
    if marks.is_complete() {
        return Ok(Hint::Complete);
    }
    // On a grid with several solutions, marks that allow one may still rule out another
    // (a caller's own marks, say): a step found on them is given only if it holds in
    // every solution of the letters, and otherwise the plain marks decide. Marks that
    // only lost letters to earlier hints always pass, so their steps are not repeated.
    let doubtful = marks != plain && several;
    let given = marks;
    let ahead;
    match ladder_step(marks, solutions, solver, meter)? {
        Some(step) if !doubtful || holds_in_every_solution(&step, marks.grid(), solver, meter)? => {
            return Ok(Hint::Step(step));
        }
        _ if doubtful => {
            // The plain marks know nothing of what the caller has removed since: follow
            // them to the first step that still changes the caller's marks, so that the
            // same step does not come back again and again.
            let mut followed = plain.clone();
            while let Some(step) = next_step(&followed, Uniqueness::Unknown) {
                if changes(&step, given) {
                    return Ok(Hint::Step(step));
                }
                followed.apply(&step);
                meter.check()?;
            }
            ahead = followed;
            marks = &ahead;
        }
        _ => {}
    }
    // Only now is a search for other solutions worth it (a step of logic holds either
    // way), and only for the one cell: its letter may be given if no solution differs
    // there, which is one short search rather than a count of the whole grid's solutions.
    // Letters proved to have one solution need no search: its letter is the only one.
    let step = last_resort(marks, &solution);
    let certain = match step.placements.first() {
        Some(_) if solutions == Solutions::One => true,
        Some(placed) => match marks.board() {
            Some(board) => {
                !solver.finds_solution_without(board, placed.cell, placed.letter, meter)?
            }
            // Marks that make no board allow no solution that differs.
            None => true,
        },
        None => false,
    };
    Ok(if certain {
        Hint::Step(step)
    } else {
        Hint::Ambiguous
    })
}

/// The hint for letters that allow no solution: the letters that differ from the
/// givens' solution, if the givens are known, and a clash, if there is one.
fn no_solution(
    grid: &Grid,
    known: &Known,
    solver: &mut Solver,
    meter: &mut Meter,
) -> Result<Hint, GaveUp> {
    let wrong = match known.givens() {
        Some(givens) => wrong_letters(grid, givens, known.solution(), solver, meter)?,
        None => Vec::new(),
    };
    let clash = grid.first_clash();
    Ok(Hint::NoSolution { wrong, clash })
}

/// Whether `step` places a letter in one of the empty cells of `marks` or takes out one of
/// its marks.
fn changes(step: &Step, marks: &Marks) -> bool {
    for placement in &step.placements {
        if marks.letter(placement.cell).is_none() {
            return true;
        }
    }
    for elimination in &step.eliminations {
        if marks
            .candidates(elimination.cell)
            .intersects(elimination.letters)
        {
            return true;
        }
    }
    false
}

/// Whether every placement of `step` is the letter of every solution of `grid`, and no
/// elimination takes a letter some solution puts there.
fn holds_in_every_solution(
    step: &Step,
    grid: &Grid,
    solver: &mut Solver,
    meter: &mut Meter,
) -> Result<bool, GaveUp> {
    // Letters that make no board have no solution for a step to contradict.
    let Some(letters) = Marks::new(grid).board() else {
        return Ok(true);
    };
    for placed in &step.placements {
        if solver.finds_solution_without(letters, placed.cell, placed.letter, meter)? {
            return Ok(false);
        }
    }
    for elimination in &step.eliminations {
        for letter in elimination.letters {
            let mut board = letters;
            if board.assign(elimination.cell, letter).is_ok()
                && solver.finds_solution(board, meter)?
            {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// The player's letters (those not among the givens) that differ from the givens'
/// solution, `proved` or else counted; none when the givens do not have exactly one.
fn wrong_letters(
    grid: &Grid,
    givens: &Grid,
    proved: Option<&Grid>,
    solver: &mut Solver,
    meter: &mut Meter,
) -> Result<Vec<Placement>, GaveUp> {
    let counted;
    let solution = match proved {
        Some(solution) => solution,
        None => {
            let count = solver.count(givens, Verdict::COUNT_LIMIT, meter);
            meter.result()?;
            let (Verdict::Unique, Some(solution)) = (count.verdict(), count.first) else {
                return Ok(Vec::new());
            };
            counted = solution;
            &counted
        }
    };
    Ok(grid
        .filled()
        .filter(|&(cell, letter)| givens.get(cell).is_none() && solution.get(cell) != Some(letter))
        .map(|(cell, letter)| Placement { cell, letter })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::candidates::CandidateSet;
    use crate::cell::Cell;
    use crate::generate::grade;
    use crate::generate::{generated, Target};
    use crate::hint::{fixtures, Technique};
    use crate::message::Message;

    /// The hint for `marks` with no budget, knowing `known`.
    fn hint_knowing(marks: &Marks, known: &Known) -> Hint {
        hint(marks, known, &mut Meter::unlimited()).expect("no budget")
    }

    /// Marks (a player's notes) that leave out the letter the one solution puts in a cell
    /// are named before any step, whether the solution was proved or counted, with the
    /// letter that belongs there; marks of one cell and of several read as the page says.
    #[test]
    fn marks_that_lose_the_solutions_letter_are_named_before_any_step() {
        let made = generated(12, Target::Givens(140));
        let (puzzle, solution) = (made.puzzle, made.solution);
        let empty: Vec<Cell> = Cell::all().filter(|&c| puzzle.get(c).is_none()).collect();
        let losing = |cells: &[Cell]| {
            let mut sets = vec![CandidateSet::ALL; Cell::COUNT];
            for cell in cells {
                sets[cell.index()] = !CandidateSet::single(solution.get(*cell).unwrap());
            }
            Marks::with_marks(&puzzle, &sets)
        };
        let lost = |cell: Cell| Placement {
            cell,
            letter: solution.get(cell).unwrap(),
        };
        let proved = Known::proved(puzzle.clone(), solution.clone()).unwrap();
        for known in [Known::of(puzzle.clone()), proved] {
            let one = hint_knowing(&losing(&empty[..1]), &known);
            assert_eq!(
                one,
                Hint::LostLetters {
                    lost: vec![lost(empty[0])]
                }
            );
            let letter = solution.get(empty[0]).unwrap();
            let said = Message::new("hint-lost-letters")
                .cell("cell", empty[0])
                .letter("letter", letter);
            assert_eq!(one.explanation(), said.clone().number("others", 0));
            let two = hint_knowing(&losing(&empty[..2]), &known);
            assert_eq!(
                two.explanation(),
                said.clone().number("others", 1).cell("other", empty[1])
            );
            let three = hint_knowing(&losing(&empty[..3]), &known);
            assert_eq!(three.explanation(), said.number("others", 2));
        }
    }

    /// Hints given the proof of the puzzle are those a hint that proves what it needs
    /// gives, through whole solves; and with the proof they search nothing.
    #[test]
    fn a_proof_when_the_puzzle_loads_spares_the_hints_their_search() {
        for seed in [2, 5, 9] {
            let generated = generated(seed, Target::Minimal);
            let puzzle = &generated.puzzle;
            let givens = Known::of(puzzle.clone());
            let proved = Known::counted(
                puzzle.clone(),
                &Solver::new().count(puzzle, 2, &mut Meter::unlimited()),
            );
            assert_eq!(proved.solution(), Some(&generated.solution));
            let mut marks = Marks::new(puzzle);
            loop {
                let fresh = hint_knowing(&marks, &givens);
                let mut meter = Meter::unlimited();
                let knowing = hint(&marks, &proved, &mut meter).expect("no budget");
                assert_eq!(format!("{knowing:?}"), format!("{fresh:?}"), "seed {seed}");
                assert_eq!(meter.nodes(), 0, "seed {seed}: a hint searched");
                let Hint::Step(step) = fresh else { break };
                marks.apply(&step);
            }
            assert!(marks.is_complete(), "seed {seed}");
        }
        // A count that proved nothing proves nothing.
        let several = Grid::default();
        let counted = Known::counted(
            several.clone(),
            &Solver::new().count(&several, 2, &mut Meter::unlimited()),
        );
        assert_eq!(counted, Known::of(several));
    }

    /// A board of a real solve where the simplest step is a unique rectangle, and the
    /// solve's puzzle.
    fn board_with_a_unique_rectangle() -> (Grid, Marks, Step) {
        for seed in 1.. {
            let generated = generated(seed, Target::Minimal);
            let mut marks = Marks::new(&generated.puzzle);
            for step in grade::logical_path(&generated.puzzle, &mut Meter::unlimited(), None)
                .expect("unique")
            {
                if step.technique.rung().assumes_one_solution {
                    return (generated.puzzle, marks, step);
                }
                marks.apply(&step);
            }
        }
        unreachable!("the seeds run out")
    }

    /// The uniqueness techniques are given only when the letters are proved to have one
    /// solution: by what is known, by the count a hint makes of thinned marks, or by a
    /// count made for them on plain marks; never when the letters have several.
    #[test]
    fn uniqueness_techniques_only_where_one_solution_is_proved() {
        let (puzzle, marks, step) = board_with_a_unique_rectangle();
        assert_eq!(next_step(&marks, Uniqueness::Proved), Some(step.clone()));
        let without = next_step(&marks, Uniqueness::Unknown).expect("a harder step");
        assert!(!without.technique.rung().assumes_one_solution);
        assert_eq!(step.explanation().id, "unique-rectangle-explain");
        // The hint's count of the thinned marks proves it.
        let Hint::Step(given) = hint_knowing(&marks, &Known::of(puzzle.clone())) else {
            panic!("a step");
        };
        assert_eq!(given, step);
        // So does a count made for it when nothing else is known, and nothing else.
        let mut solver = Solver::new();
        let mut meter = Meter::unlimited();
        let unknown = ladder_step(&marks, Solutions::Unknown, &mut solver, &mut meter);
        assert_eq!(unknown, Ok(Some(step.clone())));
        assert!(meter.nodes() > 0, "no count");
        let several = ladder_step(&marks, Solutions::Several, &mut solver, &mut meter);
        assert_eq!(several, Ok(Some(without.clone())));

        // On letters with several solutions (none here: the unique rectangle of type 1
        // of its own tests, on an empty grid) the count disproves it, and the ladder
        // gives the step it gives without them, even where they would come first.
        let mut open = fixtures::Board::new()
            .cell("R1C1", "AB")
            .cell("R1C5", "AB")
            .cell("R2C1", "AB")
            .cell("R2C5", "ABC")
            .marks();
        let step = loop {
            let found = next_step(&open, Uniqueness::Proved).expect("a step");
            if found.technique.rung().assumes_one_solution {
                break found;
            }
            // What comes first takes out marks only, and leaves the letters as they are.
            assert!(found.placements.is_empty(), "{:?}", found.explanation());
            open.apply(&found);
        };
        assert_eq!(step.technique, Technique::UniqueRectangle1);
        let unknown = ladder_step(&open, Solutions::Unknown, &mut solver, &mut meter);
        assert_eq!(unknown, Ok(next_step(&open, Uniqueness::Unknown)));
        assert_ne!(unknown, Ok(Some(step)));
        if let Hint::Step(given) = hint_knowing(&open, &Known::default()) {
            assert!(
                !given.technique.rung().assumes_one_solution,
                "{:?}",
                given.explanation()
            );
        }
    }

    /// A grid with several solutions, and marks that allow one of them and not another:
    /// whatever the hints say must hold in both, so those marks cannot be trusted.
    #[test]
    fn marks_that_rule_out_one_of_several_solutions_are_not_trusted() {
        let generated = generated(9, Target::Minimal);
        let mut puzzle = generated.puzzle.clone();
        let mut solver = Solver::new();
        // Take givens away until the puzzle has several solutions.
        for cell in Cell::all() {
            if solver.count(&puzzle, 2, &mut Meter::unlimited()).solutions >= 2 {
                break;
            }
            puzzle.set(cell, None);
        }
        let first = generated.solution.clone();
        // A cell where another solution differs, and that other solution.
        let (cell, second) = Cell::all()
            .filter(|&c| puzzle.get(c).is_none())
            .find_map(|c| {
                let mut board = Board::from_grid(&puzzle).ok()?;
                board
                    .eliminate(c, CandidateSet::single(first.get(c)?))
                    .ok()?;
                let mut found = None;
                solver.search(board, &mut Meter::unlimited(), &mut |b| {
                    found = Some(b.grid());
                    false
                });
                Some((c, found?))
            })
            .expect("a second solution");
        // Plain marks, but the cell keeps only the first solution's letter: a naked
        // single there, true in one solution only.
        let mut kept = [CandidateSet::ALL; Cell::COUNT];
        kept[cell.index()] = CandidateSet::single(first.get(cell).unwrap());
        let mut marks = Marks::with_marks(&puzzle, &kept);
        for _ in 0..30 {
            let Hint::Step(step) = hint_knowing(&marks, &Known::default()) else {
                break;
            };
            for solution in [&first, &second] {
                for placement in &step.placements {
                    assert_eq!(solution.get(placement.cell), Some(placement.letter));
                }
                for elimination in &step.eliminations {
                    let letter = solution.get(elimination.cell).unwrap();
                    assert!(
                        !elimination.letters.contains(letter),
                        "{:?}",
                        step.explanation()
                    );
                }
            }
            let before = marks.clone();
            marks.apply(&step);
            // And the hints move on: no step that changes nothing comes back.
            assert_ne!(marks, before, "{:?}", step.explanation());
        }
        // Marks that only lost letters to hints are trusted, and the steps move on.
        let mut marks = Marks::new(&puzzle);
        for _ in 0..10 {
            let Hint::Step(step) = hint_knowing(&marks, &Known::default()) else {
                break;
            };
            let before = marks.clone();
            marks.apply(&step);
            assert_ne!(marks, before, "{:?}", step.explanation());
        }
    }
}
