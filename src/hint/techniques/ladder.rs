//! The ladder: the techniques, simplest first, and the step it gives.

use super::branches::ForcingMemo;
use super::last_resort::LAST_RESORT;
use super::rung::Rung;
use super::{
    als, bug, chains, colouring, direct, dynamic_forcing, fish, forcing, locked, nested_forcing,
    single_digit, singles, subsets, unique_rectangles, wings,
};
use crate::hint::model::marks::Marks;
use crate::hint::model::step::{Step, Technique};
use crate::unit::UnitKind;

/// The techniques, simplest first, in the order of [`Technique`].
///
/// Simplest means lowest on the Sudoku Explainer scale ([`Technique::rating`]), the scale
/// the grade is given on: so the step a hint gives is never rated above another that
/// applies, and a puzzle's grade, the hardest step of the path these hints take, is the
/// hardest step it needs rather than one the ladder happened to reach first. Among equal
/// ratings the pattern with fewer cells and links to follow comes first: a skyscraper
/// and a 2-string kite (an X-chain of three links) before the W-Wing and colouring, the
/// X-chain of any length after them, and a hidden subset of six, which only trying
/// combinations finds, last. Forcing chains close the ladder: they follow every branch
/// of a cell or a unit, where the rest follow one pattern; then the dynamic ones, which
/// follow each branch by the ladder's subsets too, and the nested ones last, which
/// follow each branch by forcing chains inside it.
const LADDER: [&Rung; 50] = [
    &singles::FULL_HOUSE,
    &singles::HIDDEN_SINGLE,
    &direct::DIRECT_POINTING,
    &direct::DIRECT_CLAIMING,
    &direct::DIRECT_HIDDEN_PAIR,
    &singles::NAKED_SINGLE,
    &direct::DIRECT_HIDDEN_TRIPLE,
    &locked::POINTING,
    &locked::CLAIMING,
    &subsets::NAKED_PAIR,
    &fish::X_WING,
    &subsets::HIDDEN_PAIR,
    &subsets::NAKED_TRIPLE,
    &fish::SWORDFISH,
    &subsets::HIDDEN_TRIPLE,
    &wings::XY_WING,
    &direct::DIRECT_HIDDEN_QUAD,
    &wings::XYZ_WING,
    &unique_rectangles::UNIQUE_RECTANGLE_1,
    &unique_rectangles::UNIQUE_RECTANGLE_2,
    &unique_rectangles::UNIQUE_RECTANGLE_4,
    &unique_rectangles::UNIQUE_RECTANGLE_3,
    &subsets::NAKED_QUAD,
    &fish::JELLYFISH,
    &subsets::HIDDEN_QUAD,
    &subsets::NAKED_SUBSET_5,
    &bug::BUG_PLUS_ONE,
    &fish::SQUIRMBAG,
    &subsets::HIDDEN_SUBSET_5,
    &subsets::NAKED_SUBSET_6,
    &fish::WHALE,
    &single_digit::SKYSCRAPER,
    &single_digit::TWO_STRING_KITE,
    &wings::W_WING,
    &colouring::COLOUR_WRAP,
    &colouring::COLOUR_TRAP,
    &chains::X_CHAIN,
    &subsets::HIDDEN_SUBSET_6,
    &chains::XY_CHAIN,
    &subsets::NAKED_SUBSET_7,
    &chains::AIC,
    &fish::LEVIATHAN,
    &subsets::HIDDEN_SUBSET_7,
    &als::ALS_XZ,
    &forcing::CELL_FORCING_CHAIN,
    &forcing::UNIT_FORCING_CHAIN,
    &dynamic_forcing::DYNAMIC_CELL_FORCING_CHAIN,
    &dynamic_forcing::DYNAMIC_UNIT_FORCING_CHAIN,
    &nested_forcing::NESTED_CELL_FORCING_CHAIN,
    &nested_forcing::NESTED_UNIT_FORCING_CHAIN,
];

/// What is known of the solutions of the letters on the board, which decides whether
/// the uniqueness techniques may be used: they hold only on a puzzle with one solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Uniqueness {
    /// Not known, or known to be false: the uniqueness techniques are left out.
    Unknown,
    /// The letters are proved to have exactly one solution, and the marks allow it.
    Proved,
}

/// The simplest logical step on `marks`, if any technique applies: the uniqueness
/// techniques among them only when the board is known to have one solution.
pub fn next_step(marks: &Marks, uniqueness: Uniqueness) -> Option<Step> {
    let mut memo = ForcingMemo::default();
    rungs(uniqueness).find_map(|rung| rung.find(marks, &mut memo))
}

/// The step each technique of the ladder finds on `marks`, in ladder order: not only the
/// simplest, for tools that show or check what every technique sees.
pub fn every_step(marks: &Marks, uniqueness: Uniqueness) -> impl Iterator<Item = Step> + '_ {
    let mut memo = ForcingMemo::default();
    rungs(uniqueness).filter_map(move |rung| rung.find(marks, &mut memo))
}

/// The rungs that may be used on a board of which `uniqueness` is known.
fn rungs(uniqueness: Uniqueness) -> impl Iterator<Item = &'static Rung> {
    LADDER
        .iter()
        .copied()
        .filter(move |rung| uniqueness == Uniqueness::Proved || !rung.assumes_one_solution)
}

impl Technique {
    /// Every technique, in ladder order, the last resort last.
    pub const ALL: [Technique; LADDER.len() + 1] = {
        let mut all = [Technique::LastResort; LADDER.len() + 1];
        let mut i = 0;
        while i < LADDER.len() {
            all[i] = LADDER[i].technique;
            i += 1;
        }
        all
    };

    /// Everything the ladder knows of the technique.
    pub(in crate::hint) fn rung(self) -> &'static Rung {
        LADDER.get(self as usize).copied().unwrap_or(&LAST_RESORT)
    }

    /// Its stable identifier, in kebab case: `full-house`, `x-wing`, `two-string-kite`,
    /// `unique-rectangle-1`, `bug-plus-one`, `last-resort`. The wire names the technique
    /// so, and the catalogues name it `technique-<id>`.
    pub fn id(self) -> &'static str {
        IDS.get(self as usize).copied().unwrap_or(LAST_RESORT.id)
    }

    /// The technique whose [`Technique::id`] is `id`.
    pub fn from_id(id: &str) -> Option<Technique> {
        Technique::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The technique's rating on the Sudoku Explainer scale (1.0 for a full house up to
    /// about 9 for nested forcing chains; 10 for the last resort).
    pub fn rating(self) -> f32 {
        RATINGS
            .get(self as usize)
            .copied()
            .unwrap_or(LAST_RESORT.rating)
    }

    /// The technique a player names, in any case: by its identifier, or by its name in
    /// English ("x-wing", "Hidden pair", "unique rectangle type 1", "BUG+1"), which is
    /// its identifier spelt with spaces, "type" and "of" before a number, `+1` for
    /// "plus one" and 2 for "two".
    pub fn from_name(name: &str) -> Option<Technique> {
        let id = id_spelt(name);
        Technique::ALL.into_iter().find(|t| t.id().as_bytes() == id)
    }
}

/// Each rung's identifier, and its rating, in ladder order: tables of their own, made as
/// the program is compiled, so that a program that names techniques (the solver's
/// WebAssembly module words its messages with the catalogues' writer, which can name
/// one) does not carry every finder with them, as reading them off [`LADDER`]'s rungs
/// would (4 KB gzipped of that module).
const IDS: [&str; LADDER.len()] = {
    let mut ids = [""; LADDER.len()];
    let mut i = 0;
    while i < LADDER.len() {
        ids[i] = LADDER[i].id;
        i += 1;
    }
    ids
};

/// See [`IDS`].
const RATINGS: [f32; LADDER.len()] = {
    let mut ratings = [0.0; LADDER.len()];
    let mut i = 0;
    while i < LADDER.len() {
        ratings[i] = LADDER[i].rating;
        i += 1;
    }
    ratings
};

/// The identifier a name spells: its words in lower case joined by `-`, without "type"
/// and "of", `+1` as `-plus-one` and a first word 2 as `two`. Bytes, in a plain loop:
/// `str::replace` and its slicing would bring panics' formatting and Unicode tables into
/// the WebAssembly module (7 KB).
fn id_spelt(name: &str) -> Vec<u8> {
    let mut id = Vec::with_capacity(name.len() + 8);
    for word in name.as_bytes().split(|&b| b == b' ' || b == b'-') {
        if word.is_empty() || word.eq_ignore_ascii_case(b"type") || word.eq_ignore_ascii_case(b"of")
        {
            continue;
        }
        let (word, plus_one) = match word.strip_suffix(b"+1") {
            Some(word) => (word, true),
            None => (word, false),
        };
        if !id.is_empty() {
            id.push(b'-');
        }
        match (id.is_empty(), word) {
            (true, b"2") => id.extend_from_slice(b"two"),
            _ => id.extend(word.iter().map(u8::to_ascii_lowercase)),
        }
        if plus_one {
            id.extend_from_slice(b"-plus-one");
        }
    }
    id
}

/// A step's rating: its technique's, or where the technique rates a pattern in a box
/// apart (a hidden single in a box, the easiest to see, rates 1.2 as in Sudoku
/// Explainer), that rating for a step whose deciding unit is a box; and where the
/// technique rates a step by its size (a unique rectangle of type 3 by its subset), that.
pub fn step_rating(step: &Step) -> f32 {
    if let Some(tenths) = step.measured_rating {
        return f32::from(tenths) / 10.0;
    }
    let rung = step.technique.rung();
    if let Some(rating_of) = rung.rating_of {
        return rating_of(step);
    }
    let in_box = step
        .units()
        .first()
        .is_some_and(|u| matches!(u.kind(), UnitKind::Box(_)));
    match rung.rating_in_box {
        Some(rating) if in_box => rating,
        _ => rung.rating,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::candidates::CandidateSet;
    use crate::cell::Cell;
    use crate::generate::{generated, Target};
    use crate::grid::Grid;
    use crate::hint::fixtures::cells_named;
    use crate::hint::techniques::last_resort::last_resort;
    use crate::hint::Uniqueness;
    use crate::message::Value;

    /// Panics unless `step` concludes something, and only what the solution agrees with,
    /// and everything it removes is still a mark (so that applying it changes the board).
    fn assert_sound(step: &Step, marks: &Marks, solution: &Grid) {
        // How the explanation reads is the words crate's to test, on every technique.
        let text = step.explanation();
        assert!(
            !step.placements.is_empty() || !step.eliminations.is_empty(),
            "{text:?}"
        );
        assert_levels(step);
        for placement in &step.placements {
            assert_eq!(
                solution.get(placement.cell),
                Some(placement.letter),
                "{text:?}"
            );
            assert_eq!(marks.letter(placement.cell), None, "{text:?}");
        }
        for elimination in &step.eliminations {
            let right = solution.get(elimination.cell).expect("a full solution");
            assert!(!elimination.letters.contains(right), "{text:?}");
            let marked = marks.candidates(elimination.cell);
            assert!(!elimination.letters.is_empty(), "{text:?}");
            assert_eq!(
                elimination.letters & !marked,
                CandidateSet::EMPTY,
                "{text:?}"
            );
        }
    }

    /// Panics unless the step's two lower levels of hint name its technique, the vague
    /// one naming no cell (so as not to give the answer away) and the concrete one every
    /// cell of the pattern.
    fn assert_levels(step: &Step) {
        let (vague, concrete) = (step.vague(), step.concrete());
        for level in [&vague, &concrete] {
            assert_eq!(
                level.arg("technique"),
                Some(&Value::Technique(step.technique)),
                "{level:?}"
            );
        }
        let cells = step.cells();
        assert!(!cells.is_empty(), "{concrete:?}");
        assert!(cells_named(&vague).is_empty(), "{vague:?}");
        let named = cells_named(&concrete);
        for cell in cells {
            assert!(named.contains(&cell), "{concrete:?}");
        }
    }

    /// Solves minimal puzzles step by step, the ladder's first step each time (the
    /// solution's letter when none applies), and at every state asks every technique on
    /// the ladder, not just the first that applies: so that the hard ones, which the
    /// ladder seldom reaches, are checked on many real boards too.
    #[test]
    fn every_technique_is_sound_on_every_board_of_real_solves() {
        let mut found = [0usize; LADDER.len()];
        for seed in [3, 8, 13, 21, 34, 55] {
            let generated = generated(seed, Target::Minimal);
            let mut marks = Marks::new(&generated.puzzle);
            while !marks.is_complete() {
                let mut memo = ForcingMemo::default();
                for (i, rung) in LADDER.iter().enumerate() {
                    if let Some(step) = rung.find(&marks, &mut memo) {
                        assert_sound(&step, &marks, &generated.solution);
                        assert_eq!(step.technique, rung.technique);
                        found[i] += 1;
                    }
                }
                let step = next_step(&marks, Uniqueness::Unknown)
                    .unwrap_or_else(|| last_resort(&marks, &generated.solution));
                marks.apply(&step);
            }
            assert_eq!(marks.grid(), &generated.solution);
        }
        println!("boards on which each rung applies: {found:?}");
        // Each rung found its pattern somewhere, but BUG+1: a board of cells with two
        // letters each is seldom reached before something simpler applies, and its own
        // tests build one.
        let seldom = Technique::BugPlusOne as usize;
        assert!(
            found.iter().enumerate().all(|(i, &n)| n > 0 || i == seldom),
            "{found:?}"
        );
    }

    #[test]
    fn the_ladder_lists_every_technique_once_in_order_and_names_find_them() {
        // Discriminants count up from 0 in declaration order, the last resort last.
        for (i, rung) in LADDER.iter().enumerate() {
            assert_eq!(rung.technique as usize, i, "{}", rung.id);
            assert_eq!(rung.technique.rung().id, rung.id);
        }
        assert_eq!(Technique::ALL.len(), Technique::LastResort as usize + 1);
        assert_eq!(Technique::LastResort.id(), "last-resort");
        // Simplest first means lowest rated first: the grade is then the hardest step
        // the puzzle needs, not one the ladder reached before an easier one.
        assert!(
            Technique::ALL
                .windows(2)
                .all(|w| w[0].rating() <= w[1].rating()),
            "the ladder goes down the scale somewhere"
        );
        for technique in Technique::ALL {
            // Identifiers are kebab case, one for each technique.
            let id = technique.id();
            assert!(
                id.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{id}"
            );
            assert_eq!(Technique::from_id(id), Some(technique));
            assert_eq!(Technique::from_name(id), Some(technique));
            assert!(technique.rating() >= 1.0);
        }
        // The English names players type (the words crate checks every one).
        for (name, technique) in [
            ("x-wing", Technique::XWing),
            ("X-Wing", Technique::XWing),
            (" Hidden pair ", Technique::HiddenPair),
            ("unique rectangle type 3", Technique::UniqueRectangle3),
            ("naked subset of 5", Technique::NakedSubset5),
            ("BUG+1", Technique::BugPlusOne),
            ("direct hidden pair", Technique::DirectHiddenPair),
            ("Direct pointing", Technique::DirectPointing),
            ("2-string kite", Technique::TwoStringKite),
            ("alternating inference chain", Technique::Aic),
            (
                "dynamic cell forcing chain",
                Technique::DynamicCellForcingChain,
            ),
        ] {
            assert_eq!(Technique::from_name(name), Some(technique), "{name}");
        }
        assert_eq!(Technique::from_name("Y-Wing"), None);
        assert_eq!(Technique::from_id("X-Wing"), None);
    }

    /// Marks a player could send that no solution fits, cells with two to nine random
    /// marks: every technique must come back without panicking, and whatever it finds
    /// must still remove marks that are there.
    #[test]
    fn every_technique_copes_with_marks_that_allow_no_solution() {
        let mut rng = crate::random::Rng::new(5);
        let mut boards: Vec<[CandidateSet; Cell::COUNT]> =
            vec![[CandidateSet::from_bits(0b11); 256]];
        for count in 2..=9 {
            let mut marks = [CandidateSet::EMPTY; Cell::COUNT];
            for set in marks.iter_mut() {
                while set.len() < count {
                    set.insert(crate::Letter::ALL[rng.below(10)]);
                }
            }
            boards.push(marks);
        }
        for board in boards {
            let marks = Marks::with_marks(&Grid::empty(), &board);
            let mut memo = ForcingMemo::default();
            for rung in LADDER {
                if let Some(step) = rung.find(&marks, &mut memo) {
                    assert!(!step.eliminations.is_empty() || !step.placements.is_empty());
                    for elimination in &step.eliminations {
                        let marked = marks.candidates(elimination.cell);
                        assert!(!elimination.letters.is_empty());
                        assert_eq!(elimination.letters & !marked, CandidateSet::EMPTY);
                    }
                    // Its own sentence, not the fallback of a pattern its writer missed.
                    assert_ne!(step.explanation().id, "look-for");
                }
            }
        }
    }
}
