//! Forcing chains: the candidates of a cell, or the places of a letter in a unit, are
//! tried one at a time, each followed by what it leads to by the solver's own rules
//! (singles, locked candidates, naked pairs). One of them is true in every solution, so
//! what all of them lead to is true too; one that runs into a contradiction (a cell left
//! with no letter, a letter with no place) is simply false.
//!
//! This is what a player does with a pencil and patience when no pattern is left, and
//! what most minimal 16×16 puzzles need sooner or later. The dynamic and nested forcing
//! chains above it follow the same branches further (`dynamic_forcing.rs`,
//! `nested_forcing.rs`).

use super::branches::{Branch, Follow, Followed, ForcingMemo};
use super::rung::{Finder, Rung};
use crate::board::Board;
use crate::candidates::CandidateSet;
use crate::cell::Cell;
use crate::cell_set::CellSet;
use crate::hint::model::marks::Marks;
use crate::hint::model::pattern::Pattern;
use crate::hint::model::places::cells_at;
use crate::hint::model::step::{Elimination, Placement, Step, Technique};
use crate::hint::words::detail::{look_at, look_for};
use crate::letter::Letter;
use crate::message::{Join, Message};
use crate::unit::Unit;
use std::cell::RefCell;

pub(in crate::hint) const CELL_FORCING_CHAIN: Rung = Rung {
    technique: Technique::CellForcingChain,
    id: "cell-forcing-chain",
    // Sudoku Explainer rates forcing chains by kind and length, from about 7.5 for the
    // simplest to 8.5 and up for dynamic ones; these, which follow each branch by
    // singles, locked candidates and naked pairs, sit above every chain here.
    rating: 8.2,
    rating_in_box: None,
    rating_of: None,
    assumes_one_solution: false,
    find: Finder::Forcing(cell_forcing),
    vague: look_for,
    concrete: look_at,
    explain: explain_cell,
};

pub(in crate::hint) const UNIT_FORCING_CHAIN: Rung = Rung {
    technique: Technique::UnitForcingChain,
    id: "unit-forcing-chain",
    rating: 8.4,
    find: Finder::Forcing(unit_forcing),
    explain: explain_unit,
    ..CELL_FORCING_CHAIN
};

/// "Whichever letter R3C5 takes, B or K, singles, locked candidates and naked pairs then
/// put D in R7C9." (`cell-forcing-agrees`: the `cell`, its `live` letters and the
/// `conclusion`). Letters that run into a contradiction are said to be false instead:
/// "R3C5 cannot be F: supposing it is, … run into a contradiction." (`cell-forcing-fails`:
/// the `dead` letters, their `count`, and by `outcome`, `placed` or `none`, the `letter`
/// the cell is left with). The rules the branches follow are the catalogue's
/// `forcing-rules`.
fn explain_cell(step: &Step) -> Message {
    let Pattern::CellForcing {
        cell,
        letters,
        ref live,
    } = step.pattern
    else {
        return look_for(step);
    };
    let live: CandidateSet = live.iter().copied().collect();
    let dead = letters & !live;
    if !dead.is_empty() {
        let message = Message::new("cell-forcing-fails")
            .cell("cell", cell)
            .letters("dead", dead, Join::Or)
            .number("count", dead.len() as usize);
        return match live.as_single() {
            Some(letter) => message.word("outcome", "placed").letter("letter", letter),
            None => message.word("outcome", "none"),
        };
    }
    Message::new("cell-forcing-agrees")
        .cell("cell", cell)
        .letters("live", live, Join::Or)
        .message("conclusion", concluded(step))
}

/// "Wherever D goes in row 3, R3C1 or R3C7, … then …" (`unit-forcing-agrees`: the
/// `letter`, the `unit`, its `live` places and the `conclusion`), or its places that
/// run into a contradiction (`unit-forcing-fails`: the `dead` places, and by `outcome`,
/// `placed` or `none`, the `cell` the letter is left with).
fn explain_unit(step: &Step) -> Message {
    let Pattern::UnitForcing {
        unit,
        letter,
        ref places,
        ref live,
    } = step.pattern
    else {
        return look_for(step);
    };
    let dead: Vec<Cell> = places
        .iter()
        .copied()
        .filter(|c| !live.contains(c))
        .collect();
    if !dead.is_empty() {
        let message = Message::new("unit-forcing-fails")
            .unit("unit", unit)
            .letter("letter", letter)
            .cells("dead", &dead, Join::Or);
        return match live[..] {
            [place] => message.word("outcome", "placed").cell("cell", place),
            _ => message.word("outcome", "none"),
        };
    }
    Message::new("unit-forcing-agrees")
        .letter("letter", letter)
        .unit("unit", unit)
        .cells("live", live, Join::Or)
        .message("conclusion", concluded(step))
}

/// What a forcing step concludes, as a verb and its objects: "put D in R7C9"
/// (`conclusion-place`), "leave no D in R1C1 or R1C2" (`conclusion-leave-none`),
/// "remove B from R1C1 and D from R2C2" (`conclusion-remove`).
pub(in crate::hint) fn concluded(step: &Step) -> Message {
    let mut removed = CandidateSet::EMPTY;
    for elimination in &step.eliminations {
        removed |= elimination.letters;
    }
    if let Some(placement) = step.placements.first() {
        Message::new("conclusion-place")
            .letter("letter", placement.letter)
            .cell("cell", placement.cell)
    } else if let Some(letter) = removed.as_single() {
        // Every cell loses the same one letter.
        Message::new("conclusion-leave-none")
            .letter("letter", letter)
            .cells("cells", &step.eliminated_cells(), Join::Or)
    } else {
        Message::new("conclusion-remove").removals("removals", &step.eliminations)
    }
}

/// The most alternatives a forcing chain starts from. Four solve a third more of the
/// generator's minimal puzzles than three, and a player can still follow them.
const MAX_BRANCHES: u32 = 4;

/// Whichever candidate a cell takes, the same conclusion follows.
pub fn cell_forcing(marks: &Marks, memo: &mut ForcingMemo) -> Option<Step> {
    let start = Start::new(marks, &by_rules)?;
    let found = start.cell(MAX_BRANCHES);
    memo.keep_followed_by_rules(marks, start.into_followed().0);
    let (cell, letters, (live, placements, eliminations)) = found?;
    let live = live.iter().map(|&(_, letter)| letter).collect();
    Some(cell_step(cell, letters, live, placements, eliminations))
}

/// A cell forcing step: `cell`'s `letters` followed, those in `live` running into no
/// contradiction, and what they prove.
fn cell_step(
    cell: Cell,
    letters: CandidateSet,
    live: Vec<Letter>,
    placements: Vec<Placement>,
    eliminations: Vec<Elimination>,
) -> Step {
    Step {
        measured_rating: None,
        technique: Technique::CellForcingChain,
        placements,
        eliminations,
        pattern: Pattern::CellForcing {
            cell,
            letters,
            live,
        },
    }
}

/// Wherever a letter goes in a unit, the same conclusion follows. (A letter placed in a
/// unit has no places left in it: see [`Places`].)
pub fn unit_forcing(marks: &Marks, memo: &mut ForcingMemo) -> Option<Step> {
    let followed = memo
        .take_followed_by_rules(marks)
        .unwrap_or_else(Followed::new);
    let start = Start::resume(marks, &by_rules, followed)?;
    let found = start.unit(MAX_BRANCHES);
    memo.keep_followed_by_rules(marks, start.into_followed().0);
    let (unit, premises, (live, placements, eliminations)) = found?;
    let places = premises.iter().map(|&(cell, _)| cell).collect();
    let live = live.iter().map(|&(cell, _)| cell).collect();
    Some(Step {
        measured_rating: None,
        technique: Technique::UnitForcingChain,
        placements,
        eliminations,
        pattern: Pattern::UnitForcing {
            unit,
            letter: premises[0].1,
            places,
            live,
        },
    })
}

/// The easiest contradiction on `marks` by `rate` (in tenths), as a cell forcing step
/// that removes its letter (or places its cell's other one): Sudoku Explainer's Nishio
/// forcing chain, a supposition the solver's rules run into a contradiction, which it
/// takes easiest first where the ladder takes the first it meets. The suppositions of
/// cells of two letters are tried first, and those of the others only when none of them
/// runs into one: the shortest contradictions start there, and tracing every candidate
/// of the board made a grade five times slower for no change of rating on the puzzles
/// measured (docs/hints.md). The search ends at one rated `least`. For grading.
pub(in crate::hint) fn easiest_contradiction(
    marks: &Marks,
    rate: &dyn Fn(&Step) -> u16,
    least: u16,
) -> Option<(Step, u16)> {
    let start = Start::new(marks, &by_rules)?;
    let mut easiest: Option<(Step, u16)> = None;
    // Cells of two letters first, whose contradictions tend to be the shortest: the
    // search ends at the first that rates `least`, the least a contradiction can.
    let empty = |cell: &Cell| marks.letter(*cell).is_none();
    let two = Cell::all().filter(|cell| empty(cell) && marks.candidates(*cell).len() == 2);
    let more = Cell::all().filter(|cell| empty(cell) && marks.candidates(*cell).len() > 2);
    for cell in two.chain(more) {
        let letters = marks.candidates(cell);
        if easiest
            .as_ref()
            .is_some_and(|(_, rating)| *rating <= least || letters.len() > 2)
        {
            break;
        }
        for letter in letters {
            if start.follow((cell, letter)).is_some() {
                continue;
            }
            let live: Vec<Letter> = letters.iter().filter(|&other| other != letter).collect();
            let (placements, eliminations) = match live[..] {
                [only] => (vec![Placement { cell, letter: only }], Vec::new()),
                _ => (
                    Vec::new(),
                    vec![Elimination {
                        cell,
                        letters: CandidateSet::single(letter),
                    }],
                ),
            };
            let step = cell_step(cell, letters, live, placements, eliminations);
            let rating = rate(&step);
            if easiest.as_ref().is_none_or(|(_, least)| rating < *least) {
                easiest = Some((step, rating));
            }
        }
    }
    easiest
}

/// Follows a branch by the solver's own rules alone (singles, locked candidates, naked
/// pairs): a branch of no links.
fn by_rules(mut board: Board) -> Branch {
    Branch {
        end: board.propagate().ok().map(|()| board),
        links: Vec::new(),
        cut: false,
    }
}

/// The branches that survive, and the placements and eliminations they prove.
pub(in crate::hint) type Agreed = (Premises, Vec<Placement>, Vec<Elimination>);

/// Branches, each a cell and the letter it is supposed to take.
pub(in crate::hint) type Premises = Vec<(Cell, Letter)>;

/// The marks as a solver's board, from which each branch is followed.
pub(in crate::hint) struct Start<'a> {
    marks: &'a Marks,
    board: Board,
    follow: Follow<'a>,
    /// Branches already followed: a unit forcing chain meets each candidate again in
    /// its cell's other two units.
    followed: RefCell<Followed>,
    /// Branches followed by the solver's rules alone on the same marks, if known: where
    /// a branch followed further starts (the rules are the first thing it applies).
    prior: Option<Followed>,
    /// The marks letter by letter, in the boards' form: the cells each letter is marked
    /// in, and the empty cells (see [`Start::common`]).
    marked: [CellSet; 16],
    open: CellSet,
}

impl<'a> Start<'a> {
    /// None when the marks already contradict themselves: there is nothing to follow.
    pub(in crate::hint) fn new(marks: &'a Marks, follow: Follow<'a>) -> Option<Start<'a>> {
        Start::resume(marks, follow, Followed::new())
    }

    /// A start whose branches `followed` were already followed on the same marks, by
    /// the same `follow`: a search taking up where another left off.
    pub(in crate::hint) fn resume(
        marks: &'a Marks,
        follow: Follow<'a>,
        followed: Followed,
    ) -> Option<Start<'a>> {
        let mut board = marks.board()?;
        board.propagate().ok()?;
        let places = marks.unit_places();
        let marked = Letter::ALL.map(|letter| places.cells(letter));
        let mut open = CellSet::EMPTY;
        for cell in Cell::all().filter(|&cell| marks.letter(cell).is_none()) {
            open.insert(cell);
        }
        Some(Start {
            marks,
            board,
            follow,
            followed: RefCell::new(followed),
            prior: None,
            marked,
            open,
        })
    }

    /// The start, its branches taken up from where the solver's rules alone leave them
    /// (`prior`, followed on the same marks by [`cell_forcing`] and [`unit_forcing`]).
    pub(in crate::hint) fn after_rules(self, prior: Option<Followed>) -> Start<'a> {
        Start { prior, ..self }
    }

    /// The branches followed so far, for a search that takes up from here, and those
    /// followed by the rules alone it started from.
    pub(in crate::hint) fn into_followed(self) -> (Followed, Option<Followed>) {
        (self.followed.into_inner(), self.prior)
    }

    /// The first cell of `size` candidates, smallest first up to `max`, whose branches
    /// agree on something: the cell, its candidates, and what they agree on.
    pub(in crate::hint) fn cell(&self, max: u32) -> Option<(Cell, CandidateSet, Agreed)> {
        for size in 2..=max {
            for cell in Cell::all() {
                let letters = self.marks.candidates(cell);
                if self.marks.letter(cell).is_some() || letters.len() != size {
                    continue;
                }
                let mut premises = Vec::new();
                for letter in letters {
                    premises.push((cell, letter));
                }
                if let Some(agreed) = self.agreed(&premises) {
                    return Some((cell, letters, agreed));
                }
            }
        }
        None
    }

    /// The first unit and letter of `size` places, smallest first up to `max`, whose
    /// branches agree on something: the unit, the places with the letter, and what they
    /// agree on.
    pub(in crate::hint) fn unit(&self, max: u32) -> Option<(Unit, Premises, Agreed)> {
        let places = self.marks.unit_places();
        for size in 2..=max {
            for unit in Unit::all() {
                for letter in Letter::ALL {
                    let mask = places.in_unit(unit, letter);
                    if mask.count_ones() != size {
                        continue;
                    }
                    let mut premises = Vec::new();
                    for cell in cells_at(unit, mask) {
                        premises.push((cell, letter));
                    }
                    if let Some(agreed) = self.agreed(&premises) {
                        return Some((unit, premises, agreed));
                    }
                }
            }
        }
        None
    }

    /// The board after `cell` takes `letter` and what follows from it; None when that
    /// runs into a contradiction.
    fn follow(&self, premise: (Cell, Letter)) -> Option<Board> {
        let slot = self.followed_once(premise);
        self.followed.borrow().at(slot).end
    }

    /// Where `cell` taking `letter` leads, its links among it.
    pub(in crate::hint) fn branch(&self, premise: (Cell, Letter)) -> Branch {
        let slot = self.followed_once(premise);
        self.followed.borrow().at(slot).clone()
    }

    /// The place in the followed branches of the one where `cell` taking `letter`
    /// leads, followed the first time it is asked and then remembered. (The searches
    /// ask for most branches many times, and mostly for where they end: a branch is
    /// copied, links and all, only for a step's explanation.)
    fn followed_once(&self, (cell, letter): (Cell, Letter)) -> usize {
        let key = cell.index() * Letter::ALL.len() + letter.index();
        if let Some(slot) = self.followed.borrow().slot_of(key) {
            return slot;
        }
        let dead = || Branch::dead(Vec::new());
        let ruled = self.prior.as_ref().and_then(|prior| prior.get(key));
        let mut board = self.board;
        let result = match ruled {
            // The rules alone already ran into a contradiction, or stopped here.
            Some(Branch { end: None, .. }) => dead(),
            Some(Branch { end: Some(end), .. }) => (self.follow)(*end),
            None => match board.assign(cell, letter) {
                Ok(_) => (self.follow)(board),
                Err(_) => dead(),
            },
        };
        self.followed.borrow_mut().insert(key, result)
    }

    /// What the branches from `premises` (one of which holds) lead to: the branches
    /// that survive, and the placements and eliminations they prove. Those that run into
    /// a contradiction are false: a lone survivor is then placed, or else the others are
    /// removed. When all survive, the first letter they all place, or else every mark
    /// none of them keeps.
    fn agreed(&self, premises: &[(Cell, Letter)]) -> Option<Agreed> {
        let mut boards = Vec::new();
        let mut live = Vec::new();
        let mut dead = Vec::new();
        for &premise in premises {
            match self.follow(premise) {
                Some(board) => {
                    boards.push(board);
                    live.push(premise);
                }
                None => dead.push(premise),
            }
        }
        let (placements, eliminations) = match (live.as_slice(), dead.is_empty()) {
            ([], _) => return None,
            (&[(cell, letter)], _) => (vec![Placement { cell, letter }], Vec::new()),
            (_, false) => (Vec::new(), removed(&dead)),
            (_, true) => self.common(&boards)?,
        };
        Some((live, placements, eliminations))
    }

    /// The first letter every board places in an empty cell, or else every mark no board
    /// keeps; None when the boards agree on nothing new.
    ///
    /// Worked letter by letter on the boards' sets of places, a few words per letter,
    /// rather than cell by cell: the searches ask this of nearly every cell and unit they
    /// try, and a board gives a cell's candidates only by looking at all sixteen letters.
    fn common(&self, boards: &[Board]) -> Option<(Vec<Placement>, Vec<Elimination>)> {
        // For each letter, the cells where some board keeps it.
        let mut kept = [CellSet::EMPTY; 16];
        for board in boards {
            let (places, _) = board.bitboards();
            for (kept, places) in kept.iter_mut().zip(places) {
                *kept = *kept | places;
            }
        }
        // Every board holds a letter in every cell, so a cell where the boards keep one
        // letter between them is one where each of them places it.
        let (mut once, mut twice) = (CellSet::EMPTY, CellSet::EMPTY);
        for &letters in &kept {
            twice = twice | (once & letters);
            once = once | letters;
        }
        if let Some(cell) = (once & !twice & self.open).iter().next() {
            let letter = Letter::ALL
                .into_iter()
                .find(|letter| kept[letter.index()].contains(cell))?;
            return Some((vec![Placement { cell, letter }], Vec::new()));
        }
        let mut lost = [CellSet::EMPTY; 16];
        let mut losing = CellSet::EMPTY;
        for ((lost, &marked), &kept) in lost.iter_mut().zip(&self.marked).zip(&kept) {
            *lost = marked & !kept;
            losing = losing | *lost;
        }
        let eliminations: Vec<Elimination> = losing
            .iter()
            .map(|cell| Elimination {
                cell,
                letters: Letter::ALL
                    .into_iter()
                    .filter(|letter| lost[letter.index()].contains(cell))
                    .collect(),
            })
            .collect();
        (!eliminations.is_empty()).then_some((Vec::new(), eliminations))
    }
}

/// The premises, which are false, as eliminations: one per cell, in order.
fn removed(premises: &[(Cell, Letter)]) -> Vec<Elimination> {
    let mut eliminations: Vec<Elimination> = Vec::new();
    for &(cell, letter) in premises {
        match eliminations.last_mut() {
            Some(last) if last.cell == cell => last.letters.insert(letter),
            _ => eliminations.push(Elimination {
                cell,
                letters: CandidateSet::single(letter),
            }),
        }
    }
    eliminations
}

#[cfg(test)]
pub(in crate::hint) mod tests {
    use super::*;
    use crate::generate::{generated, Target};
    use crate::grid::Grid;
    use crate::hint::fixtures::{cells_named, data};
    use crate::hint::techniques::last_resort::last_resort;
    use crate::message::Value;

    pub(in crate::hint) fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row, col).expect("on the board")
    }

    pub(in crate::hint) fn letters(text: &str) -> CandidateSet {
        text.chars().filter_map(Letter::from_char).collect()
    }

    /// An empty board but for the first three cells of row 1, which keep `marks`.
    pub(in crate::hint) fn row_start(marks: [&str; 3]) -> Marks {
        let mut board = Marks::new(&Grid::empty());
        for (col, kept) in marks.into_iter().enumerate() {
            board.eliminate(cell(0, col), !letters(kept));
        }
        board
    }

    #[test]
    fn a_candidate_that_leaves_a_cell_no_letter_is_false() {
        // R1C1 = A would leave R1C2 and R1C3 both C: so R1C1 is B.
        let marks = row_start(["AB", "AC", "AC"]);
        let step = cell_forcing(&marks, &mut ForcingMemo::default()).expect("a forcing chain");
        assert_eq!(step.technique, Technique::CellForcingChain);
        assert_eq!(step.cells(), vec![cell(0, 0)]);
        assert_eq!(step.chain(), vec![(cell(0, 0), Letter::B)]);
        assert_eq!(
            step.placements,
            vec![Placement {
                cell: cell(0, 0),
                letter: Letter::B
            }]
        );
        assert_eq!(
            data(&step.explanation()),
            r#"{"id":"cell-forcing-fails","args":{"cell":{"cell":0},"dead":{"letters":"A","join":"or"},"count":{"number":1},"outcome":{"word":"placed"},"letter":{"letter":"B"}}}"#
        );
    }

    #[test]
    fn branches_that_all_survive_and_agree_on_nothing_force_nothing() {
        // A third letter for R1C3: R1C1 = A no longer runs out of letters.
        let marks = row_start(["AB", "AC", "ACD"]);
        let empty = Marks::new(&Grid::empty());
        for marks in [marks, empty] {
            let mut memo = ForcingMemo::default();
            assert_eq!(cell_forcing(&marks, &mut memo), None);
            assert_eq!(unit_forcing(&marks, &mut memo), None);
        }
    }

    /// On every board of solves that fill in the solution one cell at a time (the
    /// emptiest first, as the last resort does), every forcing step agrees with the
    /// solution and says what it rests on: each surviving branch is a candidate of the
    /// pattern, and a placement or removal is made. (The ladder's own tests ask forcing
    /// chains on the boards of its solves too.)
    #[test]
    fn forcing_steps_of_real_solves_are_sound_and_explained() {
        let mut found = [0usize; 2];
        for seed in [3, 4, 5] {
            let generated = generated(seed, Target::Minimal);
            let solution = &generated.solution;
            let mut marks = Marks::new(&generated.puzzle);
            while !marks.is_complete() {
                let mut memo = ForcingMemo::default();
                let finders: [fn(&Marks, &mut ForcingMemo) -> Option<Step>; 2] =
                    [cell_forcing, unit_forcing];
                for (k, find) in finders.into_iter().enumerate() {
                    let Some(step) = find(&marks, &mut memo) else {
                        continue;
                    };
                    found[k] += 1;
                    let looked_for = [Technique::CellForcingChain, Technique::UnitForcingChain];
                    let vague = step.vague();
                    assert_eq!(vague.id, "look-for");
                    assert_eq!(
                        vague.arg("technique"),
                        Some(&Value::Technique(looked_for[k]))
                    );
                    for p in &step.placements {
                        assert_eq!(
                            solution.get(p.cell),
                            Some(p.letter),
                            "{:?}",
                            step.explanation()
                        );
                    }
                    for e in &step.eliminations {
                        let right = solution.get(e.cell).expect("solved");
                        assert!(!e.letters.contains(right), "{:?}", step.explanation());
                    }
                    assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
                    for &(c, l) in &step.chain() {
                        assert!(marks.candidates(c).contains(l) && step.cells().contains(&c));
                    }
                    // The sentence names every cell the step changes.
                    let text = step.explanation();
                    let named = cells_named(&text);
                    let changed = step.placements.iter().map(|p| p.cell);
                    for c in changed.chain(step.eliminations.iter().map(|e| e.cell)) {
                        assert!(named.contains(&c), "{c}: {text:?}");
                    }
                }
                marks.apply(&last_resort(&marks, solution));
            }
        }
        assert!(found.iter().all(|&n| n > 0), "{found:?}");
    }
}
