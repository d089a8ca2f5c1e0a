//! The shared parts of every sentence (lists of cells, letters and units, what a step
//! removes, technique names), a drawing's lines, and letters named in each set of
//! symbols.

use hexadoku::hint::{
    logical_path, next_step, ChainLink, Elimination, Join, Marks, Message, Strength, Technique,
    Uniqueness,
};
use hexadoku::{generate, CandidateSet, Cell, Letter, Meter, Symbols, Target, Unit};
use hexadoku_words::Words;

fn cell(row: usize, col: usize) -> Cell {
    Cell::at(row, col).expect("on the board")
}

/// `value` written alone, through the catalogue's `technique-name`, whose one variable
/// shows any value as it is.
fn written(value: hexadoku::hint::Value, symbols: Symbols) -> String {
    let message = Message::new("technique-name").with("technique", value);
    Words::english()
        .try_write(&message, symbols)
        .expect("no error")
}

#[test]
fn lines_of_one_kind_are_named_together() {
    use hexadoku::hint::Value::Units;
    let rows = vec![Unit::row(1), Unit::row(4), Unit::row(8)];
    let letters = Symbols::Letters;
    assert_eq!(
        written(Units(rows.clone(), Join::Or), letters),
        "rows 2, 5 or 9"
    );
    assert_eq!(
        written(Units(rows[..1].to_vec(), Join::Or), letters),
        "row 2"
    );
    let mixed = vec![Unit::row(2), Unit::boxed(0)];
    assert_eq!(written(Units(mixed, Join::Or), letters), "row 3 or box 1");
    let columns = vec![Unit::column(3), Unit::column(9)];
    assert_eq!(
        written(Units(columns, Join::And), letters),
        "columns 4 and 10"
    );
    let boxes = vec![Unit::boxed(3), Unit::boxed(9), Unit::boxed(15)];
    assert_eq!(
        written(Units(boxes, Join::Comma), letters),
        "boxes 4, 10, 16"
    );
}

/// `value` written alone in the language `lang`, as [`written`] writes it in English.
fn written_in(lang: &str, value: hexadoku::hint::Value) -> String {
    let message = Message::new("technique-name").with("technique", value);
    Words::new(lang)
        .expect("a catalogue")
        .try_write(&message, Symbols::Letters)
        .expect("no error")
}

#[test]
fn units_of_several_kinds_are_listed_as_words_and_cells_as_symbols() {
    use hexadoku::hint::Value::{Cells, Letters, Units};
    let line_and_box = vec![Unit::row(10), Unit::boxed(10)];
    let three = vec![Unit::row(2), Unit::column(4), Unit::boxed(0)];
    let rows = vec![Unit::row(1), Unit::row(4), Unit::row(8)];
    let cells = vec![cell(2, 1), cell(2, 2), cell(2, 10)];
    let letters: CandidateSet = [Letter::B, Letter::C, Letter::K].into_iter().collect();
    let zh = |value| written_in("zh-Hans", value);
    // Chinese sets no space between its own words: a unit is one (第 11 行).
    assert_eq!(
        zh(Units(line_and_box.clone(), Join::Or)),
        "第 11 行或第 11 宫"
    );
    assert_eq!(
        zh(Units(three.clone(), Join::And)),
        "第 3 行、第 5 列和第 1 宫"
    );
    assert_eq!(
        zh(Units(three.clone(), Join::Or)),
        "第 3 行、第 5 列或第 1 宫"
    );
    // But a space between them and what is written in Latin letters or digits: the
    // numbers of units of one kind, cells, letters.
    assert_eq!(zh(Units(rows.clone(), Join::And)), "第 2、5 和 9 行");
    assert_eq!(zh(Units(rows, Join::Or)), "第 2、5 或 9 行");
    assert_eq!(zh(Cells(cells.clone(), Join::And)), "R3C2、R3C3 和 R3C11");
    assert_eq!(zh(Cells(cells[..2].to_vec(), Join::Or)), "R3C2 或 R3C3");
    assert_eq!(zh(Letters(letters, Join::Or)), "B、C 或 K");
    // English and German list units as they list anything else.
    let en = |value| written_in("en", value);
    assert_eq!(
        en(Units(line_and_box.clone(), Join::Or)),
        "row 11 or box 11"
    );
    assert_eq!(en(Units(three, Join::And)), "row 3, column 5 and box 1");
    let de = |value| written_in("de", value);
    assert_eq!(de(Units(line_and_box, Join::Or)), "Zeile 11 oder Block 11");
    assert_eq!(de(Cells(cells, Join::And)), "R3C2, R3C3 und R3C11");
}

#[test]
fn cells_losing_the_same_letters_are_named_together() {
    use hexadoku::hint::Value::{Letters, Removals};
    let lose = |row, col, letters: &[Letter]| Elimination {
        cell: cell(row, col),
        letters: letters.iter().copied().collect(),
    };
    let eliminations = vec![
        lose(2, 0, &[Letter::C, Letter::D]),
        lose(2, 8, &[Letter::K]),
        lose(2, 11, &[Letter::K]),
    ];
    let removals = |e: &[Elimination], symbols| written(Removals(e.to_vec()), symbols);
    assert_eq!(
        removals(&eliminations, Symbols::Letters),
        "C and D from R3C1, and K from R3C9 and R3C12"
    );
    assert_eq!(
        removals(&eliminations[1..], Symbols::Letters),
        "K from R3C9 and R3C12"
    );
    assert_eq!(
        removals(&eliminations, Symbols::Numbers),
        "3 and 4 from R3C1, and 11 from R3C9 and R3C12"
    );
    let three = [eliminations.clone(), vec![lose(4, 4, &[Letter::P])]].concat();
    assert_eq!(
        removals(&three, Symbols::Letters),
        "C and D from R3C1, K from R3C9 and R3C12, and P from R5C5"
    );
    let two: CandidateSet = [Letter::A, Letter::K].into_iter().collect();
    assert_eq!(written(Letters(two, Join::Or), Symbols::Hex), "0 or A");
    assert_eq!(
        written(Letters(two, Join::Then), Symbols::Letters),
        "A, then K"
    );
}

#[test]
fn names_open_sentences_in_capitals_and_take_their_articles() {
    let words = Words::english();
    let look = |technique, id| {
        let message = Message::new(id)
            .technique("technique", technique)
            .word("where", "in")
            .unit("unit", Unit::boxed(1))
            .cells("cells", &[cell(0, 4)], Join::Comma);
        words.write(&message, Symbols::Letters)
    };
    assert_eq!(
        look(Technique::NakedPair, "look-for"),
        "Look for a naked pair in box 2."
    );
    assert_eq!(
        look(Technique::XWing, "look-for"),
        "Look for an X-Wing in box 2."
    );
    assert_eq!(
        look(Technique::Pointing, "look-for"),
        "Look for pointing in box 2."
    );
    assert_eq!(
        look(Technique::Pointing, "look-at"),
        "Pointing in box 2: look at R1C5."
    );
    assert_eq!(
        look(Technique::TwoStringKite, "look-at"),
        "A 2-string kite in box 2: look at R1C5."
    );
    assert_eq!(words.technique_name(Technique::NakedPair), "naked pair");
    assert_eq!(words.technique_name(Technique::BugPlusOne), "BUG+1");
}

#[test]
fn a_chain_reads_as_its_links() {
    let words = Words::english();
    let link = ChainLink {
        from: (cell(0, 0), Letter::A),
        to: (cell(0, 4), Letter::A),
        strength: Strength::Strong,
        unit: Some(Unit::row(0)),
    };
    assert_eq!(
        words.write(&link.message(), Symbols::Letters),
        "R1C1 ≠ A → R1C5 = A (row 1)"
    );
    let weak = ChainLink {
        from: (cell(0, 4), Letter::A),
        to: (cell(0, 4), Letter::B),
        strength: Strength::Weak,
        unit: None,
    };
    assert_eq!(
        words.write(&weak.message(), Symbols::Numbers),
        "R1C5 = 1 → R1C5 ≠ 2 (same cell)"
    );
}

#[test]
fn the_ladder_finds_an_xy_wing_and_says_so() {
    // R1C1 AB, R1C7 AC, R6C1 BC, the rest of the board open.
    let mut marks = Marks::new(&hexadoku::Grid::empty());
    for (c, keep) in [(cell(0, 0), "AB"), (cell(0, 6), "AC"), (cell(5, 0), "BC")] {
        let keep: CandidateSet = keep.chars().filter_map(Letter::from_char).collect();
        marks.eliminate(c, !keep);
    }
    let step = next_step(&marks, Uniqueness::Unknown).expect("a step");
    assert_eq!(step.technique, Technique::XyWing);
    assert_eq!(
        Words::english().write(&step.explanation(), Symbols::Letters),
        "XY-Wing: R1C1 can only be A or B, and it sees R1C7 (A or C) and R6C1 (B or C), so whichever it takes, one of those two is C: remove C from R6C7, which sees both."
    );
}

/// `text` cut into runs of letters and digits and runs of anything else, so that a
/// letter named alone ("on D", "D from R3C1") is a run of its own and a cell's name
/// ("R3C1") is one run.
fn words(text: &str) -> Vec<&str> {
    let mut runs = Vec::new();
    let mut start = 0;
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for pair in chars.windows(2) {
        let [(_, a), (i, b)] = [pair[0], pair[1]];
        if a.is_ascii_alphanumeric() != b.is_ascii_alphanumeric() {
            runs.push(&text[start..i]);
            start = i;
        }
    }
    runs.push(&text[start..]);
    runs
}

/// A sentence written in letters A-P, each letter it names written in `symbols` instead:
/// every word of one capital A-P but the article "A" that opens a sentence.
fn in_set(letters: &str, symbols: Symbols) -> String {
    let mut previous = "";
    let mut out = String::new();
    for word in words(letters) {
        let opens = previous.is_empty() || previous.ends_with(". ");
        let letter = match word.as_bytes() {
            [b'A'] if opens => None,
            &[c] if c.is_ascii_uppercase() => Letter::from_char(char::from(c)),
            _ => None,
        };
        out += letter.map_or(word, |letter| symbols.symbol(letter));
        previous = word;
    }
    out
}

#[test]
fn a_steps_sentences_name_its_letters_in_the_set_asked_for() {
    let en = Words::english();
    let generated =
        generate(31, Target::Minimal, &mut Meter::unlimited(), None).expect("no budget");
    let path =
        logical_path(&generated.puzzle, &mut Meter::unlimited(), None).expect("one solution");
    let mut named = 0;
    for step in &path {
        let levels = [step.vague(), step.concrete(), step.explanation()];
        let in_letters = levels.clone().map(|m| en.write(&m, Symbols::Letters));
        for symbols in Symbols::ALL {
            let texts = levels.clone().map(|m| en.write(&m, symbols));
            for (letters, text) in in_letters.iter().zip(&texts) {
                assert_eq!(text, &in_set(letters, symbols), "{symbols}");
            }
            // A placed letter is named in the explanation by its symbol in the set.
            for placement in &step.placements {
                let symbol = symbols.symbol(placement.letter);
                assert!(
                    words(&texts[2]).contains(&symbol),
                    "{symbols}: {}",
                    texts[2]
                );
                named += 1;
            }
        }
    }
    assert!(named > 0, "no step placed a letter");
}
