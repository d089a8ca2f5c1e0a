//! The four sets of symbols: reading and writing each in every layout, how the reader
//! works out a puzzle's set (the rules in src/parse.rs), and the errors it gives.

// Native only: proptest and the generator's many puzzles need a native target.
#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::english::English;

use common::{cell, puzzle};
use hexadoku::{
    format_in, parse_puzzle, parse_puzzle_in, Grid, Layout, Letter, ParseError, Parsed, Splitter,
    Symbols, Target,
};

/// A puzzle with some givens, made by the generator.
fn sample(seed: u64) -> Grid {
    puzzle(seed, Target::Givens(150)).puzzle
}

/// Feeds `text` to a splitter line by line, as the command-line tool does.
fn split_reading(text: &str, symbols: Option<Symbols>) -> Vec<Parsed> {
    Splitter::reading(symbols).split(text)
}

fn split(text: &str) -> Vec<Parsed> {
    split_reading(text, None)
}

/// A line of 256 cells: `cells` first, then empty cells.
fn line_starting(cells: &str) -> String {
    format!("{cells:.<256}")
}

/// A line of 256 cells set apart by spaces: the `n` of `cells` first, then empty cells.
fn spaced_line(cells: &str, n: usize) -> String {
    format!("{cells}{}", " .".repeat(256 - n))
}

#[test]
fn every_set_in_every_layout_reads_back_as_the_same_puzzle_and_set() {
    for seed in 300..304 {
        let grid = sample(seed);
        for symbols in Symbols::ALL {
            for layout in Layout::ALL {
                let text = format_in(&grid, layout, symbols);
                let what = format!("seed {seed}, {symbols}, {layout:?}:\n{text}");
                assert_eq!(
                    parse_puzzle_in(&text, None),
                    Ok((grid.clone(), symbols)),
                    "{what}"
                );
                assert_eq!(
                    parse_puzzle_in(&text, Some(symbols)),
                    Ok((grid.clone(), symbols)),
                    "{what}"
                );
                let parsed = split(&text);
                assert_eq!(parsed.len(), 1, "{what}");
                assert_eq!(parsed[0].layout, layout, "{what}");
                assert_eq!(parsed[0].symbols, symbols, "{what}");
                // Windows line endings change nothing.
                let crlf = text.replace('\n', "\r\n") + "\r\n";
                assert_eq!(parse_puzzle(&crlf), Ok(grid.clone()), "{what}");
            }
        }
    }
}

#[test]
fn a_batch_mixes_sets_and_layouts_and_each_puzzle_keeps_its_own() {
    let grids: Vec<Grid> = (310..318).map(sample).collect();
    let mut text = String::new();
    let mut expected = Vec::new();
    for (i, grid) in grids.iter().enumerate() {
        let (symbols, layout) = (Symbols::ALL[i % 4], Layout::ALL[(i / 2) % 4]);
        text += &format_in(grid, layout, symbols);
        text += "\n\n";
        expected.push((symbols, layout));
    }
    let parsed = split(&text);
    assert_eq!(parsed.len(), grids.len());
    for ((p, grid), (symbols, layout)) in parsed.iter().zip(&grids).zip(expected) {
        assert_eq!(
            (p.symbols, p.layout),
            (symbols, layout),
            "puzzle {}",
            p.number
        );
        assert_eq!(p.result.as_ref(), Ok(grid), "puzzle {}", p.number);
    }
}

#[test]
fn the_text_settles_the_set_by_the_rules_in_order() {
    use Symbols::*;
    // A number 10–16 among spaced cells: 1–16.
    let parsed = &split(&spaced_line("5 . 16 3", 4))[0];
    assert_eq!((parsed.symbols, parsed.result.is_ok()), (Numbers, true));
    let settled = [
        // A letter H–P: A–P, whatever else (a digit is then an error, below).
        ("ABCH", Letters),
        // A digit and a G: 1–9 then A–G.
        ("1G", OneToG),
        ("g.9", OneToG),
        // A digit and a 0: 0–F, where 0 is a symbol.
        ("01", Hex),
        ("A0b9", Hex),
        // Nothing settles it, and A–P can read it: letters, as always.
        ("ABCDEF", Letters),
        ("ABCDEFG", Letters),
        ("0A0B", Letters),
        ("", Letters),
    ];
    for (cells, symbols) in settled {
        let parsed = &split(&line_starting(cells))[0];
        assert_eq!(parsed.symbols, symbols, "{cells:?}");
        assert!(parsed.result.is_ok(), "{cells:?}: {:?}", parsed.result);
    }
    // Two digits run together are two cells, not a number: 0–F.
    let text = line_starting("1605");
    assert_eq!(split(&text)[0].symbols, Hex);
    // A and 1 in A–F: 10 in 0–F, 9 in 1–9 then A–G.
    let hex = parse_puzzle(&line_starting("A01")).unwrap();
    assert_eq!(hex.get(cell(0, 0)), Some(Letter::K));
    let one_g = parse_puzzle(&line_starting("A1G")).unwrap();
    assert_eq!(one_g.get(cell(0, 0)), Some(Letter::J));
    // In A–P, a 0 is an empty cell.
    let letters = parse_puzzle(&line_starting("0H")).unwrap();
    assert_eq!(letters.get(cell(0, 0)), None);
}

#[test]
fn a_text_that_settles_nothing_and_is_not_letters_says_what_else_it_could_be() {
    let error = parse_puzzle(&line_starting(".A72")).unwrap_err();
    assert_eq!(
        error,
        ParseError::Unsettled {
            line: 1,
            column: 3,
            found: '7',
            could_be: vec![Symbols::Hex, Symbols::OneToG],
        }
    );
    assert_eq!(
        error.english(),
        "line 1, column 3: '7' is not a letter A-P, and the puzzle's symbols are not \
         settled: it could be 0-F or 1-9 then A-G"
    );
    // Digits alone could be the numbers 1–16 too.
    let text = format!("\n{}", line_starting("..5.3"));
    let error = parse_puzzle(&text).unwrap_err();
    assert_eq!(
        error,
        ParseError::Unsettled {
            line: 2,
            column: 3,
            found: '5',
            could_be: vec![Symbols::Hex, Symbols::OneToG, Symbols::Numbers],
        }
    );
    assert!(
        error.english().ends_with("0-F, 1-9 then A-G or 1-16"),
        "{error}"
    );
    // Told the set, it reads.
    for symbols in [Symbols::Hex, Symbols::OneToG] {
        let (grid, read_in) = parse_puzzle_in(&line_starting(".A72"), Some(symbols)).unwrap();
        assert_eq!(read_in, symbols);
        assert_eq!(grid.get(cell(0, 2)), symbols.letter_of_char('7'));
    }
}

#[test]
fn a_puzzle_that_settles_nothing_takes_the_set_its_input_settled() {
    let (a, b) = (sample(320), sample(321));
    // The second puzzle, in 1–9 then A–G without its G (the letter P), settles nothing.
    let mut b = b;
    for (c, letter) in b.clone().filled() {
        if letter == Letter::P {
            b.set(c, None);
        }
    }
    let lines = [
        format_in(&a, Layout::Line, Symbols::OneToG),
        format_in(&b, Layout::Line, Symbols::OneToG),
    ];
    let parsed = split(&lines.join("\n"));
    assert_eq!(parsed[1].symbols, Symbols::OneToG);
    assert_eq!(parsed[1].result.as_ref(), Ok(&b));
    // Alone, or before the puzzle that settles the set, it does not read.
    let parsed = split(&[lines[1].clone(), lines[0].clone()].join("\n"));
    assert!(matches!(
        parsed[0].result,
        Err(ParseError::Unsettled { line: 1, .. })
    ));
    assert_eq!(parsed[1].result.as_ref(), Ok(&a));
    // A puzzle whose own text settles its set keeps it.
    let hex = format_in(&sample(322), Layout::Line, Symbols::Hex);
    let parsed = split(&[lines[0].clone(), hex].join("\n"));
    assert_eq!(parsed[1].symbols, Symbols::Hex);
}

#[test]
fn a_character_outside_the_set_is_named_with_its_line_column_and_set() {
    let cases = [
        // A digit in a puzzle settled as letters by its H.
        (
            Symbols::Letters,
            line_starting("H5"),
            2,
            '5',
            "is not a letter A-P or an empty cell (. - 0 _ *)",
        ),
        // A letter among numbers settled by a 16.
        (
            Symbols::Numbers,
            spaced_line("16 A", 2),
            4,
            'A',
            "is not a number 1-16 or an empty cell",
        ),
        // Told the set: a G in hexadecimal, an H in 1–9 then A–G.
        (
            Symbols::Hex,
            line_starting("01G"),
            3,
            'G',
            "is not a symbol 0-F or an empty cell (. - _ *)",
        ),
        (
            Symbols::OneToG,
            line_starting("1GH"),
            3,
            'H',
            "is not a symbol 1-9 then A-G or an empty cell",
        ),
    ];
    for (symbols, cells, column, found, message) in cases {
        let text = format!("\n\n{cells}");
        let given = matches!(symbols, Symbols::Hex | Symbols::OneToG).then_some(symbols);
        let error = parse_puzzle_in(&text, given).unwrap_err();
        assert_eq!(
            error,
            ParseError::BadCharacter {
                line: 3,
                column,
                found,
                symbols
            },
            "{cells}"
        );
        let shown = error.english();
        assert!(
            shown.starts_with(&format!("line 3, column {column}: '{found}' ")),
            "{shown}"
        );
        assert!(shown.contains(message), "{shown}");
    }
}

#[test]
fn a_number_past_16_is_named_whole() {
    let mut rows: Vec<String> = (0..16).map(|_| "  .".repeat(16)).collect();
    rows[6] = format!("  . 17{}", "  .".repeat(14));
    let text = rows.join("\n");
    let error = parse_puzzle_in(&text, Some(Symbols::Numbers)).unwrap_err();
    assert_eq!(
        error,
        ParseError::BadNumber {
            line: 7,
            column: 5,
            found: "17".into()
        }
    );
    assert_eq!(
        error.english(),
        "line 7, column 5: '17' is not a number 1-16 or an empty cell (. - 0 _ *)"
    );
    // Not told, 17 is no number 10–16: the line is read a character at a time, and its
    // digits settle nothing.
    assert_eq!(
        parse_puzzle(&text),
        Err(ParseError::Unsettled {
            line: 7,
            column: 5,
            found: '1',
            could_be: vec![Symbols::Hex, Symbols::OneToG, Symbols::Numbers]
        })
    );
}

#[test]
fn numbers_read_with_any_empty_mark_and_without_spaces_between_marks() {
    let grid = sample(323);
    let text = format_in(&grid, Layout::Rows, Symbols::Numbers);
    for mark in ["0", "-", "_", "*"] {
        let marked = text.replace('.', mark);
        assert_eq!(parse_puzzle(&marked), Ok(grid.clone()), "{mark}");
    }
    // Told the set, a run of digits is one number and marks stand alone.
    let squeezed = format!("16..5{}", ".".repeat(252));
    let (read, _) = parse_puzzle_in(&squeezed, Some(Symbols::Numbers)).unwrap();
    assert_eq!(read.get(cell(0, 0)), Some(Letter::P));
    assert_eq!(read.get(cell(0, 3)), Some(Letter::E));
}

#[test]
fn bands_are_one_puzzle_and_a_band_cut_short_fails_at_its_blank_line() {
    let (a, b) = (sample(324), sample(325));
    let bands = format_in(&a, Layout::Bands, Symbols::Hex);
    let parsed = split(&bands);
    assert_eq!((parsed.len(), parsed[0].layout), (1, Layout::Bands));
    // Two blank lines between bands end the puzzle at the first.
    let text = bands.replacen("\n\n", "\n\n\n", 1);
    let parsed = split(&text);
    assert_eq!(
        parsed[0].result,
        Err(ParseError::MissingRows { line: 5, rows: 4 })
    );
    // Eight rows, a blank line, then a puzzle on one line: cut short at the blank line,
    // and the line is a puzzle of its own.
    let rows: Vec<&str> = bands.lines().take(9).collect();
    let text = format!(
        "{}\n\n{}",
        rows.join("\n"),
        format_in(&b, Layout::Line, Symbols::Hex)
    );
    let parsed = split(&text);
    assert_eq!(parsed.len(), 2);
    assert_eq!(
        parsed[0].result,
        Err(ParseError::MissingRows { line: 10, rows: 8 })
    );
    assert_eq!((parsed[1].line, parsed[1].result.as_ref()), (11, Ok(&b)));
}

#[test]
fn a_given_set_reads_a_text_the_rules_would_read_otherwise() {
    // Letters A–F only: A–P by the rules, but 0–F when told.
    let text = line_starting("ABC");
    assert_eq!(
        parse_puzzle(&text).unwrap().get(cell(0, 0)),
        Some(Letter::A)
    );
    let (hex, _) = parse_puzzle_in(&text, Some(Symbols::Hex)).unwrap();
    assert_eq!(hex.get(cell(0, 0)), Some(Letter::K));
    // In a batch, every puzzle is read in the set given.
    let grid = sample(326);
    let text = format!(
        "{}\n{}",
        format_in(&grid, Layout::Line, Symbols::OneToG),
        format_in(&grid, Layout::Line, Symbols::Letters)
    );
    let parsed = split_reading(&text, Some(Symbols::OneToG));
    assert_eq!(parsed[0].result.as_ref(), Ok(&grid));
    assert!(matches!(
        parsed[1].result,
        Err(ParseError::BadCharacter {
            symbols: Symbols::OneToG,
            ..
        })
    ));
}

/// Text made mostly of the characters that matter to the reader: symbols of every set,
/// empty marks, separators, border characters, line breaks and a few strangers.
fn any_text() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    prop_oneof![
        "[0-9A-Ha-q.*_|+= \t\r\n-]{0,600}",
        "([ .]{1,3}(1[0-9]|[0-9]|[.0-]|99999999999)){0,300}",
        any::<String>(),
    ]
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    /// No text panics the reader, in any set or none, and a puzzle it reads is one it can
    /// write back in its set and read again.
    #[test]
    fn no_text_panics_the_reader(text in any_text()) {
        for given in [None, Some(Symbols::Letters), Some(Symbols::Hex), Some(Symbols::OneToG), Some(Symbols::Numbers)] {
            if let Ok((grid, symbols)) = parse_puzzle_in(&text, given) {
                let again = format_in(&grid, Layout::Line, symbols);
                proptest::prop_assert_eq!(parse_puzzle_in(&again, Some(symbols)), Ok((grid, symbols)));
            }
            for parsed in split_reading(&text, given) {
                let _ = parsed.result.map_err(|error| error.english());
            }
        }
    }
}

#[test]
fn a_clash_names_the_symbol_as_the_puzzle_writes_it() {
    let mut grid = Grid::empty();
    grid.set(cell(2, 4), Some(Letter::P));
    grid.set(cell(2, 11), Some(Letter::P));
    let expected = [
        (Symbols::Letters, "letter P"),
        (Symbols::Hex, "symbol F"),
        (Symbols::OneToG, "symbol G"),
        (Symbols::Numbers, "number 16"),
    ];
    for (symbols, named) in expected {
        let text = format_in(&grid, Layout::Line, symbols);
        let error = parse_puzzle_in(&text, Some(symbols)).unwrap_err();
        assert!(matches!(error, ParseError::Clash { symbols: s, .. } if s == symbols));
        assert_eq!(
            error.english(),
            format!("givens clash: {named} appears twice in row 3: R3C5 and R3C12")
        );
    }
}

#[test]
fn a_long_line_is_counted_whole_and_read_as_far_as_a_puzzle_goes() {
    let text = "A".repeat(100_000);
    assert_eq!(
        parse_puzzle(&text),
        Err(ParseError::LineLength {
            line: 1,
            cells: 100_000
        })
    );
    let text = format!("{}Q{}", ".".repeat(300), "7".repeat(5_000));
    assert_eq!(
        parse_puzzle(&text),
        Err(ParseError::BadCharacter {
            line: 1,
            column: 301,
            found: 'Q',
            symbols: Symbols::Letters
        })
    );
    let spaced = "16 ".repeat(3_000);
    assert_eq!(
        parse_puzzle(&spaced),
        Err(ParseError::LineLength {
            line: 1,
            cells: 3_000
        })
    );
}
