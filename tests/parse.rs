//! Reading puzzles: the three layouts, the empty marks, and precise, typed errors.

// Native only: the browser tests (crates/hexadoku-wasm/src/browser_tests.rs) cover the wasm32 build.
#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::english::English;

use common::{cell, full_grid, grid_with, line_of, piped, puzzle, rows_of, values, without};
use hexadoku::{
    format, parse_puzzle, to_framed, to_line, to_rows, Cell, Grid, Layout, Letter, ParseError,
    Parsed, Splitter, Symbols, Target, Unit,
};

/// Feeds `text` to a splitter line by line, as the command-line tool does.
fn split(text: &str) -> Vec<Parsed> {
    let mut splitter = Splitter::new();
    let mut out: Vec<Parsed> = text.lines().filter_map(|l| splitter.push_line(l)).collect();
    out.extend(splitter.finish());
    assert_eq!(splitter.puzzles_seen(), out.len());
    out
}

/// A puzzle with some givens, made by the generator.
fn sample(seed: u64) -> Grid {
    puzzle(seed, Target::Givens(150)).puzzle
}

#[track_caller]
fn assert_same(actual: &Grid, expected: &Grid) {
    assert_eq!(
        values(actual),
        values(expected),
        "\nactual:   {}\nexpected: {}",
        line_of(actual),
        line_of(expected)
    );
}

#[track_caller]
fn ok(parsed: &Parsed) -> &Grid {
    match &parsed.result {
        Ok(grid) => grid,
        Err(error) => panic!("puzzle {} failed: {error}", parsed.number),
    }
}

#[track_caller]
fn err(parsed: &Parsed) -> &ParseError {
    match &parsed.result {
        Ok(grid) => panic!("puzzle {} parsed: {}", parsed.number, line_of(grid)),
        Err(error) => error,
    }
}

/// A hand-written framed grid: `|` between boxes, `----+----+----+----` between bands,
/// `-` for an empty cell; with `spaced`, cells are set apart by spaces.
fn hand_framed(grid: &Grid, spaced: bool) -> String {
    let rows = rows_of(grid);
    let border = if spaced {
        "--------+---------+---------+--------"
    } else {
        "----+----+----+----"
    };
    let mut out = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        if r > 0 && r % 4 == 0 {
            out.push(border.to_string());
        }
        let chars: Vec<char> = row.chars().collect();
        let boxes: Vec<String> = chars
            .chunks(4)
            .map(|b| {
                let sep = if spaced { " " } else { "" };
                b.iter().map(char::to_string).collect::<Vec<_>>().join(sep)
            })
            .collect();
        out.push(boxes.join(if spaced { " | " } else { "|" }));
    }
    out.join("\n")
}

// ---------------------------------------------------------------- one line, 256 cells

#[test]
fn a_line_reads_every_empty_mark_lowercase_givens_and_ignores_whitespace() {
    let full = full_grid(11);
    let marks = ['.', '-', '0', '_', '*'];
    let mut expected = full.clone();
    let mut text = String::from("  \t");
    let mut used = [false; 5];
    for i in 0..256 {
        let c = Cell::from_index(i).unwrap();
        if i % 3 == 0 {
            expected.set(c, None);
            let k = (i / 3) % 5;
            used[k] = true;
            text.push(marks[k]);
        } else {
            let ch = full.get(c).unwrap().to_char();
            text.push(if i % 2 == 1 {
                ch.to_ascii_lowercase()
            } else {
                ch
            });
        }
        if i % 16 == 15 {
            text.push_str(" \t ");
        } else if i % 5 == 0 {
            text.push(' ');
        }
    }
    text.push_str("   ");
    assert!(used.iter().all(|&u| u), "every mark is used");
    assert!(text.chars().any(|c| c.is_ascii_lowercase()));
    assert!(text.chars().count() > 256 + 40, "whitespace was added");

    let grid = parse_puzzle(&text).unwrap();
    assert_same(&grid, &expected);
    assert_eq!(common::givens(&grid), 256 - 86);

    let parsed = split(&text);
    assert_eq!(parsed.len(), 1);
    assert_eq!((parsed[0].number, parsed[0].line), (1, 1));
    assert_eq!(parsed[0].layout, Layout::Line);
    assert_same(ok(&parsed[0]), &expected);
    assert_same(&parsed[0].partial, &expected);
}

#[test]
fn a_line_of_any_one_empty_mark_is_the_empty_grid() {
    for mark in ['.', '-', '0', '_', '*'] {
        let text: String = std::iter::repeat_n(mark, 256).collect();
        let grid = parse_puzzle(&text).unwrap_or_else(|e| panic!("{mark:?}: {e}"));
        assert_same(&grid, &Grid::empty());
        assert_eq!(split(&text)[0].layout, Layout::Line, "{mark:?}");
    }
}

#[test]
fn a_full_line_in_lowercase_reads_as_the_same_grid() {
    let full = full_grid(3);
    let text = line_of(&full).to_ascii_lowercase();
    assert_same(&parse_puzzle(&text).unwrap(), &full);
}

#[test]
fn consecutive_lines_are_separate_puzzles_numbered_in_order() {
    let grids: Vec<Grid> = (1..=4).map(sample).collect();
    let text: String = grids.iter().map(|g| line_of(g) + "\n").collect();
    let parsed = split(&text);
    assert_eq!(parsed.len(), 4);
    for (i, (p, g)) in parsed.iter().zip(&grids).enumerate() {
        assert_eq!((p.number, p.line, p.layout), (i + 1, i + 1, Layout::Line));
        assert_same(ok(p), g);
    }
}

// ---------------------------------------------------------------- UVA 1309 blocks

#[test]
fn uva_blocks_separated_by_blank_lines_are_numbered_with_their_first_line() {
    let grids: Vec<Grid> = (21..24).map(sample).collect();
    // Two blank lines before the first block, one between the first two, three (one
    // of spaces) between the last two, none after.
    let mut text = String::from("\n\n");
    text += &rows_of(&grids[0]).join("\n");
    text += "\n\n";
    text += &rows_of(&grids[1]).join("\n");
    text += "\n\n   \n\n";
    text += &rows_of(&grids[2]).join("\n");
    let parsed = split(&text);
    assert_eq!(parsed.len(), 3);
    let starts = [3, 20, 39];
    for (i, p) in parsed.iter().enumerate() {
        assert_eq!(p.number, i + 1);
        assert_eq!(p.line, starts[i], "puzzle {}", i + 1);
        assert_eq!(p.layout, Layout::Rows);
        assert_same(ok(p), &grids[i]);
        assert_same(&p.partial, &grids[i]);
    }
}

#[test]
fn uva_blocks_read_with_crlf_endings_and_lowercase() {
    let grid = sample(31);
    let text: String = rows_of(&grid)
        .iter()
        .map(|r| r.to_ascii_lowercase() + "\r\n")
        .collect();
    let mut splitter = Splitter::new();
    let mut found = Vec::new();
    // Lines as a reader that keeps the `\r` hands them over.
    for line in text.split('\n') {
        found.extend(splitter.push_line(line));
    }
    found.extend(splitter.finish());
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].layout, Layout::Rows);
    assert_same(ok(&found[0]), &grid);
    assert_same(&parse_puzzle(&text).unwrap(), &grid);
}

#[test]
fn an_all_empty_uva_block_reads_dashes_as_empty_cells() {
    let text = vec!["----------------"; 16].join("\n");
    let parsed = split(&text);
    assert_eq!(parsed.len(), 1);
    assert_eq!(parsed[0].layout, Layout::Rows);
    assert_same(ok(&parsed[0]), &Grid::empty());
}

#[test]
fn back_to_back_blocks_without_a_blank_line_are_two_puzzles() {
    let (a, b) = (sample(41), sample(42));
    let text = rows_of(&a).join("\n") + "\n" + &rows_of(&b).join("\n");
    let parsed = split(&text);
    assert_eq!(parsed.len(), 2);
    assert_eq!((parsed[0].line, parsed[1].line), (1, 17));
    assert_same(ok(&parsed[0]), &a);
    assert_same(ok(&parsed[1]), &b);
}

// ---------------------------------------------------------------- framed grids

#[test]
fn the_crates_own_framed_output_reads_back_as_framed() {
    let grid = sample(51);
    let text = to_framed(&grid);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 21, "16 rows and 5 border lines");
    assert!(lines[0].starts_with('+') && lines[0].contains('-'));
    assert_same(&parse_puzzle(&text).unwrap(), &grid);
    let parsed = split(&text);
    assert_eq!(parsed.len(), 1);
    assert_eq!(parsed[0].layout, Layout::Framed);
    // The puzzle starts at its top border or at its first row of cells under it.
    assert!(matches!(parsed[0].line, 1 | 2), "line {}", parsed[0].line);
    assert_same(ok(&parsed[0]), &grid);
}

#[test]
fn a_hand_written_frame_reads_dash_as_empty_in_rows_and_as_border_in_rules() {
    let grid = sample(52);
    for spaced in [false, true] {
        let text = hand_framed(&grid, spaced);
        assert!(text.lines().any(|l| l.contains('|') && l.contains('-')));
        assert!(text.lines().any(|l| l.contains("----+----")));
        let parsed = split(&text);
        assert_eq!(parsed.len(), 1, "spaced: {spaced}");
        assert_eq!(parsed[0].layout, Layout::Framed, "spaced: {spaced}");
        assert_eq!(parsed[0].line, 1);
        assert_same(ok(&parsed[0]), &grid);
        assert_same(&parse_puzzle(&text).unwrap(), &grid);
    }
}

#[test]
fn a_frame_drawn_with_plain_rules_and_equals_signs_reads_too() {
    let grid = sample(53);
    let rows = rows_of(&grid);
    let mut text = String::from("=====================\n");
    for (r, row) in rows.iter().enumerate() {
        if r > 0 && r % 4 == 0 {
            // 19 dashes: not a 16-cell row, so a border.
            text += "-------------------\n";
        }
        let (a, b) = row.split_at(8);
        text += &format!("|{a}|{b}|\n");
    }
    text += "=====================\n";
    let parsed = split(&text);
    assert_eq!(parsed.len(), 1);
    assert_eq!(parsed[0].layout, Layout::Framed);
    assert_same(ok(&parsed[0]), &grid);
}

// ---------------------------------------------------------------- round trips

#[test]
fn format_and_parse_round_trip_in_every_layout() {
    let full = full_grid(61);
    let grids = [
        Grid::empty(),
        full.clone(),
        sample(62),
        without(&full, Cell::all().filter(|c| c.index() % 7 < 3)),
        without(&full, Cell::all().filter(|c| c.row() == 15 || c.col() == 0)),
    ];
    for grid in &grids {
        assert_eq!(to_line(grid), line_of(grid));
        assert_eq!(to_rows(grid), rows_of(grid).join("\n"));
        for layout in [Layout::Line, Layout::Rows, Layout::Framed] {
            let text = format(grid, layout);
            assert!(!text.ends_with('\n'), "{layout:?}: no final newline");
            let parsed = split(&text);
            assert_eq!(parsed.len(), 1, "{layout:?}");
            assert_eq!(parsed[0].layout, layout);
            assert_same(ok(&parsed[0]), grid);
            assert_same(&parse_puzzle(&text).unwrap(), grid);
        }
    }
}

#[test]
fn one_input_may_mix_the_three_layouts() {
    let grids: Vec<Grid> = (71..75).map(sample).collect();
    let text = [
        to_line(&grids[0]),
        to_rows(&grids[1]),
        to_framed(&grids[2]),
        to_line(&grids[3]),
    ]
    .join("\n\n");
    let parsed = split(&text);
    let layouts: Vec<Layout> = parsed.iter().map(|p| p.layout).collect();
    assert_eq!(
        layouts,
        [Layout::Line, Layout::Rows, Layout::Framed, Layout::Line]
    );
    let starts: Vec<usize> = parsed.iter().map(|p| p.line).collect();
    assert_eq!((starts[0], starts[1], starts[3]), (1, 3, 42));
    // The framed grid starts at its top border (line 20) or its first row (line 21).
    assert!(matches!(starts[2], 20 | 21), "{starts:?}");
    for (p, g) in parsed.iter().zip(&grids) {
        assert_same(ok(p), g);
    }
}

// ---------------------------------------------------------------- errors

#[test]
fn a_line_of_the_wrong_length_says_how_many_cells_it_holds() {
    let line = to_line(&sample(81));
    for cut in [255, 257, 17, 15, 1] {
        let text: String = line.chars().cycle().take(cut).collect();
        let error = parse_puzzle(&format!("\n\n{text}\n")).unwrap_err();
        assert_eq!(
            error,
            ParseError::LineLength {
                line: 3,
                cells: cut
            }
        );
        let message = error.english();
        assert!(message.contains("line 3"), "{message}");
        assert!(message.contains(&format!("{cut} cells")), "{message}");
    }
}

#[test]
fn a_bad_character_in_a_line_is_named_with_its_line_and_column() {
    let mut chars: Vec<char> = to_line(&sample(82)).chars().collect();
    chars[99] = 'Q';
    let text = format!("  {}", chars.iter().collect::<String>());
    let error = parse_puzzle(&text).unwrap_err();
    assert_eq!(
        error,
        ParseError::BadCharacter {
            line: 1,
            column: 102,
            found: 'Q',
            symbols: Symbols::Letters,
        }
    );
    let message = error.english();
    assert!(message.contains("line 1, column 102"), "{message}");
    assert!(message.contains('Q'), "{message}");

    // Letters past P in lower case, digits other than 0, punctuation: all rejected.
    for bad in ['q', 'z', '9', '1', '#', ',', 'é'] {
        let mut chars: Vec<char> = to_line(&sample(82)).chars().collect();
        chars[7] = bad;
        let text: String = chars.into_iter().collect();
        assert_eq!(
            parse_puzzle(&text),
            Err(ParseError::BadCharacter {
                line: 1,
                column: 8,
                found: bad,
                symbols: Symbols::Letters,
            })
        );
    }
}

#[test]
fn a_bad_character_is_quoted_and_one_that_may_not_show_is_given_with_its_code_point() {
    for (bad, shown) in [
        ('Q', "'Q'"),
        ('é', "'é' (U+00E9)"),
        ('\u{feff}', "'\u{feff}' (U+FEFF)"),
        ('\u{7}', "U+0007"),
        ('\u{1b}', "U+001B"),
    ] {
        let mut chars: Vec<char> = to_line(&sample(82)).chars().collect();
        chars[7] = bad;
        let message = parse_puzzle(&chars.into_iter().collect::<String>())
            .unwrap_err()
            .english();
        assert!(
            message.starts_with(&format!("line 1, column 8: {shown} is not a letter")),
            "{message}"
        );
    }
}

#[test]
fn columns_count_characters_not_bytes() {
    // Three-byte spaces before the bad character count once each.
    let line = "\u{3000}\u{3000}Q".to_string() + &".".repeat(255);
    let error = parse_puzzle(&line).unwrap_err();
    assert_eq!(
        error,
        ParseError::BadCharacter {
            line: 1,
            column: 3,
            found: 'Q',
            symbols: Symbols::Letters,
        }
    );
    let mut rows: Vec<String> = rows_of(&Grid::empty());
    rows[4] = "\u{a0}é".to_string() + &"-".repeat(15);
    // U+00A0 is whitespace, skipped; the 'é' is on column 2.
    let error = parse_puzzle(&rows.join("\n")).unwrap_err();
    assert_eq!(
        error,
        ParseError::BadCharacter {
            line: 5,
            column: 2,
            found: 'é',
            symbols: Symbols::Letters,
        }
    );
}

#[test]
fn a_bad_character_in_a_later_uva_block_points_at_its_line_and_column() {
    let first = sample(83);
    let second = sample(84);
    let mut rows = rows_of(&second);
    // Row 7 of the block, column 11.
    rows[6].replace_range(10..11, "9");
    let text = to_line(&first) + "\n\n" + &rows.join("\n") + "\n";
    let parsed = split(&text);
    assert_eq!(parsed.len(), 2);
    assert_same(ok(&parsed[0]), &first);
    let p = &parsed[1];
    assert_eq!((p.number, p.line, p.layout), (2, 3, Layout::Rows));
    let error = err(p);
    assert_eq!(
        *error,
        ParseError::BadCharacter {
            line: 9,
            column: 11,
            found: '9',
            symbols: Symbols::Letters,
        }
    );
    assert!(error.english().contains("line 9, column 11"), "{error}");
    // What was read before the bad character is kept.
    for c in 0..10 {
        assert_eq!(p.partial.get(cell(6, c)), second.get(cell(6, c)));
    }
    for r in 0..6 {
        for c in 0..16 {
            assert_eq!(p.partial.get(cell(r, c)), second.get(cell(r, c)));
        }
    }
    assert_eq!(p.partial.get(cell(6, 10)), None);
}

#[test]
fn a_uva_block_cut_short_reports_missing_rows() {
    let rows = rows_of(&sample(85));
    // Cut by a blank line: the error points at the blank line.
    let text = rows[..10].join("\n") + "\n\n" + &to_line(&sample(86));
    let parsed = split(&text);
    assert_eq!(parsed.len(), 2);
    assert_eq!(
        *err(&parsed[0]),
        ParseError::MissingRows { line: 11, rows: 10 }
    );
    let message = err(&parsed[0]).english();
    assert!(
        message.contains("line 11") && message.contains("10 rows"),
        "{message}"
    );
    assert_eq!(parsed[1].line, 12);
    ok(&parsed[1]);
    // Cut by the end of the input: the error points at the last line.
    let error = parse_puzzle(&rows[..5].join("\n")).unwrap_err();
    assert_eq!(error, ParseError::MissingRows { line: 5, rows: 5 });
}

#[test]
fn a_row_of_the_wrong_length_inside_a_block_says_how_many_cells() {
    let mut rows = rows_of(&sample(87));
    rows[3].push('A');
    let error = parse_puzzle(&rows.join("\n")).unwrap_err();
    assert_eq!(error, ParseError::RowLength { line: 4, cells: 17 });
    let message = error.english();
    assert!(
        message.contains("line 4") && message.contains("17 cells"),
        "{message}"
    );

    let mut rows = rows_of(&sample(87));
    rows[15].pop();
    let error = parse_puzzle(&rows.join("\n")).unwrap_err();
    assert_eq!(
        error,
        ParseError::RowLength {
            line: 16,
            cells: 15
        }
    );

    // With no block open a line of 17 cells is a line of its own, as a header line
    // ("Grid 01") is: the rows below it are not shifted into its block.
    let mut rows = rows_of(&sample(87));
    rows[0].push('-');
    let error = parse_puzzle(&rows.join("\n")).unwrap_err();
    assert_eq!(error, ParseError::LineLength { line: 1, cells: 17 });
}

#[test]
fn clashing_givens_name_the_letter_the_unit_and_both_cells() {
    let cases = [
        // Row 3: R3C5 and R3C12.
        (
            grid_with(&[(2, 4, 'C'), (2, 11, 'C'), (9, 9, 'C')]),
            Letter::C,
            Unit::row(2),
            (2, 4),
            (2, 11),
            "row 3",
        ),
        // Column 8 only.
        (
            grid_with(&[(1, 7, 'K'), (12, 7, 'K'), (0, 0, 'A')]),
            Letter::K,
            Unit::column(7),
            (1, 7),
            (12, 7),
            "column 8",
        ),
        // Box 16 only.
        (
            grid_with(&[(12, 12, 'P'), (15, 15, 'P')]),
            Letter::P,
            Unit::boxed(15),
            (12, 12),
            (15, 15),
            "box 16",
        ),
    ];
    for (grid, letter, unit, first, second, unit_name) in cases {
        for layout in [Layout::Line, Layout::Rows, Layout::Framed] {
            let error = parse_puzzle(&format(&grid, layout)).unwrap_err();
            let ParseError::Clash { clash, .. } = error.clone() else {
                panic!("{layout:?}: expected a clash, got {error:?}");
            };
            assert_eq!(clash.letter, letter);
            assert_eq!(clash.unit, unit);
            assert_eq!(clash.first, cell(first.0, first.1));
            assert_eq!(clash.second, cell(second.0, second.1));
            let message = error.english();
            let (a, b) = (
                format!("R{}C{}", first.0 + 1, first.1 + 1),
                format!("R{}C{}", second.0 + 1, second.1 + 1),
            );
            assert!(message.contains(&a) && message.contains(&b), "{message}");
            assert!(message.contains(unit_name), "{message}");
            assert!(message.contains(&letter.to_string()), "{message}");
        }
    }
}

#[test]
fn a_full_grid_that_breaks_the_rules_is_a_clash() {
    let mut grid = full_grid(88);
    // Swap two cells of row 1 in different boxes: the row stays whole, columns clash.
    let (a, b) = (cell(0, 1), cell(0, 9));
    let (x, y) = (grid.get(a), grid.get(b));
    grid.set(a, y);
    grid.set(b, x);
    let error = parse_puzzle(&to_line(&grid)).unwrap_err();
    let ParseError::Clash { clash, .. } = error else {
        panic!("expected a clash, got {error:?}");
    };
    assert!(
        matches!(clash.unit.kind(), hexadoku::UnitKind::Column(1 | 9))
            || matches!(clash.unit.kind(), hexadoku::UnitKind::Box(0 | 2)),
        "{clash}"
    );
    assert_ne!(clash.first, clash.second);
    assert_eq!(grid.get(clash.first), Some(clash.letter));
    assert_eq!(grid.get(clash.second), Some(clash.letter));
}

#[test]
fn text_without_a_puzzle_is_no_puzzle() {
    for text in ["", "\n", "   \n\t\n\n", "\r\n\r\n"] {
        assert_eq!(parse_puzzle(text), Err(ParseError::NoPuzzle), "{text:?}");
    }
    assert!(!ParseError::NoPuzzle.english().is_empty());
    assert!(split("\n \n").is_empty());
}

#[test]
fn two_puzzles_given_to_parse_puzzle_are_rejected_at_the_second() {
    let (a, b) = (sample(91), sample(92));
    let cases = [
        (to_line(&a) + "\n" + &to_line(&b), 2),
        (to_line(&a) + "\n\n\n" + &to_line(&b) + "\n", 4),
        (to_rows(&a) + "\n\n" + &to_rows(&b), 18),
        (to_framed(&a) + "\n\n" + &to_line(&b), 23),
    ];
    for (text, line) in cases {
        let error = parse_puzzle(&text).unwrap_err();
        assert_eq!(error, ParseError::SeveralPuzzles { line });
        assert!(error.english().contains(&format!("line {line}")));
    }
    // A second puzzle that is itself broken is still a second puzzle.
    let text = to_line(&a) + "\nABC\n";
    assert_eq!(
        parse_puzzle(&text),
        Err(ParseError::SeveralPuzzles { line: 2 })
    );
    // An error in the first puzzle is reported as such, whatever follows.
    let text = "ABC\n".to_string() + &to_line(&b);
    assert_eq!(
        parse_puzzle(&text),
        Err(ParseError::LineLength { line: 1, cells: 3 })
    );
}

#[test]
fn after_a_bad_puzzle_the_stream_goes_on() {
    let grids: Vec<Grid> = (101..106).map(sample).collect();
    let mut bad_line: Vec<char> = to_line(&grids[1]).chars().collect();
    bad_line[200] = '?';
    let mut short_rows = rows_of(&grids[3]);
    short_rows.truncate(12);
    let text = [
        to_line(&grids[0]),
        bad_line.into_iter().collect(),
        to_rows(&grids[2]),
        short_rows.join("\n"),
        to_framed(&grids[4]),
        to_line(&grids[0])[..100].to_string(),
        to_line(&grids[1]),
    ]
    .join("\n\n");
    let parsed = split(&text);
    assert_eq!(parsed.len(), 7);
    let numbers: Vec<usize> = parsed.iter().map(|p| p.number).collect();
    assert_eq!(numbers, [1, 2, 3, 4, 5, 6, 7]);
    assert_same(ok(&parsed[0]), &grids[0]);
    assert_eq!(
        *err(&parsed[1]),
        ParseError::BadCharacter {
            line: 3,
            column: 201,
            found: '?',
            symbols: Symbols::Letters,
        }
    );
    assert_same(ok(&parsed[2]), &grids[2]);
    assert_eq!(
        *err(&parsed[3]),
        ParseError::MissingRows { line: 34, rows: 12 }
    );
    assert_eq!(parsed[4].layout, Layout::Framed);
    assert_same(ok(&parsed[4]), &grids[4]);
    assert_eq!(
        *err(&parsed[5]),
        ParseError::LineLength {
            line: 57,
            cells: 100
        }
    );
    assert_same(ok(&parsed[6]), &grids[1]);
}

#[test]
fn parse_errors_are_standard_errors() {
    let error: Box<dyn std::error::Error> = Box::new(parse_puzzle("ABQ").unwrap_err());
    assert!(error.to_string().contains("line: 1, column: 3"), "{error}");
}

#[test]
fn a_plus_sign_in_a_line_puzzle_is_a_bad_character_not_a_border() {
    let mut chars: Vec<char> = to_line(&sample(111)).chars().collect();
    chars[40] = '+';
    let text: String = chars.into_iter().collect();
    assert_eq!(
        parse_puzzle(&text),
        Err(ParseError::BadCharacter {
            line: 1,
            column: 41,
            found: '+',
            symbols: Symbols::Letters,
        })
    );
}

#[test]
fn a_plus_sign_in_a_uva_row_is_a_bad_character_not_a_border() {
    let mut rows = rows_of(&sample(112));
    rows[4].replace_range(3..4, "+");
    let text = rows.join("\n") + "\n\n" + &to_rows(&sample(113));
    let parsed = split(&text);
    assert_eq!(parsed.len(), 2);
    assert_eq!(
        *err(&parsed[0]),
        ParseError::BadCharacter {
            line: 5,
            column: 4,
            found: '+',
            symbols: Symbols::Letters,
        }
    );
    assert_eq!(parsed[0].layout, Layout::Rows);
    assert_same(ok(&parsed[1]), &sample(113));
}

#[test]
fn a_rule_of_sixteen_equals_signs_is_a_border() {
    let grid = sample(114);
    let rows = rows_of(&grid);
    for rule in ["===============", "================", "================="] {
        let mut lines = rows.clone();
        for band in [12, 8, 4] {
            lines.insert(band, rule.to_string());
        }
        let text = lines.join("\n");
        let parsed = parse_puzzle(&text);
        assert_eq!(parsed.as_ref(), Ok(&grid), "rule of {} '='", rule.len());
    }
}

// ---------------------------------------------------------------- damaged lines in a batch

/// The puzzles of `parsed` that must read, by index, against the grids they must read as;
/// checks too that the puzzles are numbered 1, 2, 3... in order.
#[track_caller]
fn assert_good(parsed: &[Parsed], good: &[(usize, &Grid)]) {
    let numbers: Vec<usize> = parsed.iter().map(|p| p.number).collect();
    assert_eq!(numbers, (1..=parsed.len()).collect::<Vec<_>>());
    for &(i, grid) in good {
        assert_same(ok(&parsed[i]), grid);
    }
}

#[test]
fn a_sixteen_cell_junk_line_among_lines_is_one_failed_puzzle() {
    let grids: Vec<Grid> = (121..141).map(sample).collect();
    let mut lines: Vec<String> = grids.iter().map(to_line).collect();
    lines.insert(3, "ABCDEFGHIJKLMNOP".to_string());
    let parsed = split(&lines.join("\n"));
    assert_eq!(
        parsed.len(),
        21,
        "the junk line does not swallow the lines after it"
    );
    assert_eq!(
        *err(&parsed[3]),
        ParseError::LineLength { line: 4, cells: 16 }
    );
    assert_eq!((parsed[3].line, parsed[3].layout), (4, Layout::Line));
    let good: Vec<(usize, &Grid)> = (0..21).filter(|&i| i != 3).zip(&grids).collect();
    assert_good(&parsed, &good);
    for (i, p) in parsed.iter().enumerate().filter(|&(i, _)| i != 3) {
        assert_eq!(p.line, i + 1);
        assert_eq!(p.layout, Layout::Line);
    }
}

#[test]
fn junk_lines_of_any_length_among_lines_are_each_a_failed_puzzle() {
    let (a, b) = (sample(141), sample(142));
    let junk = [
        "ABCDEFGHIJKLMNOP", // 16: a row's worth, but the next line is no row
        "ABCD",
        "ABCDEFGHIJKLMNOPA",
        "-ABCDEFGHIJKLMNO",
        "x",
    ];
    let mut lines = vec![to_line(&a)];
    lines.extend(junk.iter().map(|j| j.to_string()));
    lines.push(to_line(&b));
    let parsed = split(&lines.join("\n"));
    assert_eq!(parsed.len(), 7, "one puzzle per line");
    assert_good(&parsed, &[(0, &a), (6, &b)]);
    let cells = [Some(16), Some(4), Some(17), Some(16), None];
    for (i, p) in parsed[1..6].iter().enumerate() {
        assert_eq!((p.line, p.layout), (i + 2, Layout::Line), "junk {}", i + 1);
        match cells[i] {
            Some(cells) => assert_eq!(*err(p), ParseError::LineLength { line: i + 2, cells }),
            None => assert!(matches!(err(p), ParseError::BadCharacter { line: 6, .. })),
        }
    }
}

#[test]
fn a_junk_line_before_the_first_line_puzzle_stands_alone() {
    let grids: Vec<Grid> = (143..146).map(sample).collect();
    for junk in ["ABCD", "ABCDEFGHIJKLMNOP", "ABCDEFGHIJKLMNOPABCD"] {
        let text = format!("{junk}\n") + &grids.iter().map(to_line).collect::<Vec<_>>().join("\n");
        let parsed = split(&text);
        assert_eq!(parsed.len(), 4, "{junk}");
        let cells = junk.len();
        assert_eq!(*err(&parsed[0]), ParseError::LineLength { line: 1, cells });
        assert_eq!(parsed[0].layout, Layout::Line);
        // What was read of the line is kept, past the sixteenth cell too.
        assert_eq!(line_of(&parsed[0].partial)[..cells], *junk);
        assert_good(&parsed, &[(1, &grids[0]), (2, &grids[1]), (3, &grids[2])]);
    }
}

#[test]
fn a_damaged_puzzle_line_never_joins_a_block() {
    let (a, b, c) = (sample(146), sample(147), sample(148));
    let short: String = to_line(&b).chars().take(200).collect();
    // A 16-cell junk line, then a puzzle line cut short, then a good one.
    let text = [to_line(&a), "ABCDEFGHIJKLMNOP".into(), short, to_line(&c)].join("\n");
    let parsed = split(&text);
    assert_eq!(parsed.len(), 4);
    assert_eq!(
        *err(&parsed[1]),
        ParseError::LineLength { line: 2, cells: 16 }
    );
    assert_eq!(
        *err(&parsed[2]),
        ParseError::LineLength {
            line: 3,
            cells: 200
        }
    );
    assert_good(&parsed, &[(0, &a), (3, &c)]);
}

#[test]
fn a_puzzle_line_ends_the_block_it_interrupts() {
    let (a, b, c) = (sample(151), sample(152), sample(153));
    let rows = rows_of(&a);
    let text = rows[..10].join("\n") + "\n" + &to_line(&b) + "\n" + &to_rows(&c);
    let parsed = split(&text);
    assert_eq!(parsed.len(), 3);
    assert_eq!(
        *err(&parsed[0]),
        ParseError::MissingRows { line: 11, rows: 10 }
    );
    assert_eq!(parsed[0].layout, Layout::Rows);
    for r in 0..10 {
        for col in 0..16 {
            assert_eq!(parsed[0].partial.get(cell(r, col)), a.get(cell(r, col)));
        }
    }
    assert_eq!((parsed[1].line, parsed[1].layout), (11, Layout::Line));
    assert_eq!((parsed[2].line, parsed[2].layout), (12, Layout::Rows));
    assert_good(&parsed, &[(1, &b), (2, &c)]);

    // A damaged puzzle line ends it too, and fails on its own.
    let text = rows[..10].join("\n") + "\n" + &".".repeat(255) + "\n" + &to_line(&b);
    let parsed = split(&text);
    assert_eq!(parsed.len(), 3);
    assert_eq!(
        *err(&parsed[0]),
        ParseError::MissingRows { line: 11, rows: 10 }
    );
    assert_eq!(
        *err(&parsed[1]),
        ParseError::LineLength {
            line: 11,
            cells: 255
        }
    );
    assert_good(&parsed, &[(2, &b)]);
}

#[test]
fn a_uva_row_of_the_wrong_length_fails_its_block_only() {
    let grids: Vec<Grid> = (154..157).map(sample).collect();
    // A long second row, a short middle row, a long last row: each fails its own block.
    // (A first row of the wrong length is a line of its own: see the header test.)
    for (row, extra) in [(1, "A"), (7, ""), (15, "-B")] {
        let mut rows = rows_of(&grids[1]);
        if extra.is_empty() {
            rows[row].pop();
        } else {
            rows[row].push_str(extra);
        }
        let text = [to_rows(&grids[0]), rows.join("\n"), to_rows(&grids[2])].join("\n\n");
        let parsed = split(&text);
        assert_eq!(parsed.len(), 3, "row {}", row + 1);
        let cells = 16 + extra.len() - usize::from(extra.is_empty());
        assert_eq!(
            *err(&parsed[1]),
            ParseError::RowLength {
                line: 18 + row,
                cells
            }
        );
        assert_eq!((parsed[1].line, parsed[1].layout), (18, Layout::Rows));
        assert_eq!(parsed[2].line, 35);
        assert_good(&parsed, &[(0, &grids[0]), (2, &grids[2])]);
    }
    // Back to back, without blank lines, too.
    let mut rows = rows_of(&grids[1]);
    rows[5].push('C');
    let text = [to_rows(&grids[0]), rows.join("\n"), to_rows(&grids[2])].join("\n");
    let parsed = split(&text);
    assert_eq!(parsed.len(), 3);
    assert_eq!(
        *err(&parsed[1]),
        ParseError::RowLength {
            line: 22,
            cells: 17
        }
    );
    assert_good(&parsed, &[(0, &grids[0]), (2, &grids[2])]);
}

#[test]
fn a_uva_block_may_follow_a_puzzle_line_without_a_blank_line() {
    let (a, b, c) = (sample(157), sample(158), sample(159));
    let text = [to_line(&a), to_rows(&b), to_line(&c)].join("\n");
    let parsed = split(&text);
    assert_eq!(parsed.len(), 3);
    let layouts: Vec<Layout> = parsed.iter().map(|p| p.layout).collect();
    assert_eq!(layouts, [Layout::Line, Layout::Rows, Layout::Line]);
    assert_good(&parsed, &[(0, &a), (1, &b), (2, &c)]);
}

#[test]
fn a_lone_row_is_a_line_standing_alone() {
    let error = parse_puzzle("ABCDEFGHIJKLMNOP\n\n").unwrap_err();
    assert_eq!(error, ParseError::LineLength { line: 1, cells: 16 });
    let parsed = split("\nABCD-\n\n");
    assert_eq!(parsed.len(), 1);
    assert_eq!((parsed[0].line, parsed[0].layout), (2, Layout::Line));
    assert_eq!(
        *err(&parsed[0]),
        ParseError::LineLength { line: 2, cells: 5 }
    );
}

#[test]
fn a_splitter_hands_out_every_puzzle_once_in_order_line_by_line() {
    // Each line completes two puzzles here (the junk before it, then itself): the
    // splitter hands them out one per call, none lost, none out of order.
    let grids: Vec<Grid> = (161..165).map(sample).collect();
    let mut text = String::from("ABCD\n");
    for grid in &grids {
        text += &to_line(grid);
        text += "\n";
    }
    text += &rows_of(&grids[0])[..3].join("\n");
    text += "\n";
    text += &to_line(&grids[1]);
    let mut splitter = Splitter::new();
    let mut found = Vec::new();
    for line in text.lines() {
        let before = splitter.puzzles_seen();
        found.extend(splitter.push_line(line));
        assert!(splitter.puzzles_seen() - before <= 2);
        assert!(
            splitter.puzzles_seen() - found.len() <= 1,
            "at most one held back"
        );
    }
    found.extend(splitter.finish());
    assert_eq!(splitter.finish().map(|p| p.number), None);
    assert_eq!(found.len(), 7);
    assert_eq!(splitter.puzzles_seen(), 7);
    assert_good(
        &found,
        &[
            (1, &grids[0]),
            (2, &grids[1]),
            (3, &grids[2]),
            (4, &grids[3]),
            (6, &grids[1]),
        ],
    );
    assert_eq!(
        *err(&found[5]),
        ParseError::MissingRows { line: 9, rows: 3 }
    );
}

// ---------------------------------------------------------------- borders drawn with `|`

#[test]
fn a_dash_line_with_bars_is_a_border_even_with_sixteen_dashes() {
    let grids: Vec<Grid> = (171..174).map(sample).collect();
    for border in [
        "|----|----|----|----|",
        "|----------------|",
        "| - - - - | - - - - | - - - - | - - - - |",
        "----|----|----|----",
        "|-------------------|",
    ] {
        let text = [
            to_line(&grids[0]),
            piped(&grids[1], border),
            to_line(&grids[2]),
        ]
        .join("\n\n");
        let parsed = split(&text);
        assert_eq!(parsed.len(), 3, "{border}");
        assert_eq!(parsed[1].layout, Layout::Framed, "{border}");
        assert_eq!(
            parsed[1].line, 4,
            "{border}: the block starts at its first row"
        );
        assert_good(&parsed, &[(0, &grids[0]), (1, &grids[1]), (2, &grids[2])]);
        assert_same(&parse_puzzle(&piped(&grids[1], border)).unwrap(), &grids[1]);
    }
}

#[test]
fn dash_lines_without_bars_keep_their_meaning() {
    // 16 or 256 dashes alone are cells; any other number, or with `+` or `=`, a border.
    assert_same(
        &parse_puzzle(&vec!["----------------"; 16].join("\n")).unwrap(),
        &Grid::empty(),
    );
    assert_same(&parse_puzzle(&"-".repeat(256)).unwrap(), &Grid::empty());
    let grid = sample(174);
    for border in [
        "-------------------",
        "----+----+----+----",
        "================",
    ] {
        assert_same(&parse_puzzle(&piped(&grid, border)).unwrap(), &grid);
    }
    // A row of dashes with a letter among them is a row, not a border.
    let mut rows = rows_of(&Grid::empty());
    rows[2] = "|---A|----|----|----|".to_string();
    let read = parse_puzzle(&rows.join("\n")).unwrap();
    assert_eq!(read.get(cell(2, 3)), Letter::from_char('A'));
}

/// Three puzzles for the made-up inputs, made once: the generator is slow.
fn three_puzzles() -> &'static [Grid] {
    static PUZZLES: std::sync::OnceLock<Vec<Grid>> = std::sync::OnceLock::new();
    PUZZLES.get_or_init(|| (181..184).map(sample).collect())
}

/// One line of a made-up input: a good puzzle line, or something that is not one.
fn any_line() -> impl proptest::strategy::Strategy<Value = (Option<usize>, String)> {
    use proptest::prelude::*;
    let good = (0..3usize).prop_map(|i| (Some(i), to_line(&three_puzzles()[i])));
    let other = prop_oneof![
        Just(String::new()),
        Just("|----|----|----|----|".to_string()),
        Just("+----+----+----+----+".to_string()),
        Just("----------------".to_string()),
        Just("ABCDEFGHIJKLMNOP".to_string()),
        "[A-P.|x -]{0,40}",
        "[A-P.]{250,260}",
    ];
    prop_oneof![good, other.prop_map(|s| (None, s))]
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

    /// Whatever surrounds them, good puzzle lines read as themselves, each as a puzzle of
    /// its own starting on its line; every puzzle comes out once, in order, with at most
    /// one held back at any time.
    #[test]
    fn good_lines_keep_their_own_puzzle_whatever_surrounds_them(
        lines in proptest::collection::vec(any_line(), 0..60)
    ) {
        let mut splitter = Splitter::new();
        let mut found = Vec::new();
        for (_, text) in &lines {
            found.extend(splitter.push_line(text));
            proptest::prop_assert!(splitter.puzzles_seen() - found.len() <= 1);
        }
        found.extend(splitter.finish());
        proptest::prop_assert_eq!(splitter.puzzles_seen(), found.len());
        proptest::prop_assert!(splitter.finish().is_none());
        for (i, p) in found.iter().enumerate() {
            proptest::prop_assert_eq!(p.number, i + 1);
        }
        proptest::prop_assert!(found.windows(2).all(|w| w[0].line < w[1].line));
        for (n, (good, _)) in lines.iter().enumerate() {
            let Some(i) = good else { continue };
            let p = found.iter().find(|p| p.line == n + 1);
            let p = p.ok_or_else(|| proptest::test_runner::TestCaseError::fail("lost"))?;
            proptest::prop_assert_eq!(p.layout, Layout::Line);
            proptest::prop_assert_eq!(p.result.as_ref(), Ok(&three_puzzles()[*i]));
        }
    }
}

#[test]
fn a_header_line_above_each_block_is_a_failed_line_and_the_blocks_still_read() {
    let grids: Vec<Grid> = (160..162).map(sample).collect();
    let text = format!(
        "Grid 01\n{}\n\nGrid 02\n{}\n",
        to_rows(&grids[0]),
        to_rows(&grids[1])
    );
    let parsed = split(&text);
    assert_eq!(parsed.len(), 4);
    for header in [&parsed[0], &parsed[2]] {
        assert_eq!(header.layout, Layout::Line);
        assert!(header.result.is_err());
    }
    assert_eq!((parsed[1].line, parsed[3].line), (2, 20));
    assert_good(&parsed, &[(1, &grids[0]), (3, &grids[1])]);
}

// ---------------------------------------------------------------- hostile text

/// U+FEFF: a byte-order mark, as a file saved on Windows starts.
const BOM: char = '\u{feff}';

#[test]
fn a_byte_order_mark_at_the_start_of_a_line_is_skipped_and_columns_count_after_it() {
    let grid = sample(190);
    assert_same(
        &parse_puzzle(&format!("{BOM}{}", to_line(&grid))).unwrap(),
        &grid,
    );
    // Files joined with `cat` put a mark at the start of any line, a row's included.
    let mut rows = rows_of(&grid);
    rows[0].insert(0, BOM);
    rows[7].insert(0, BOM);
    assert_same(&parse_puzzle(&rows.join("\r\n")).unwrap(), &grid);
    // An error counts columns as an editor shows them, the invisible mark left out.
    let mut chars: Vec<char> = to_line(&grid).chars().collect();
    chars[7] = 'Q';
    let text: String = [BOM].into_iter().chain(chars).collect();
    assert!(
        matches!(
            parse_puzzle(&text),
            Err(ParseError::BadCharacter {
                line: 1,
                column: 8,
                found: 'Q',
                ..
            })
        ),
        "{:?}",
        parse_puzzle(&text)
    );
    // Anywhere else it is a character like any other, and named with its code point.
    let late = format!("{}{BOM}", to_line(&grid));
    assert!(parse_puzzle(&late)
        .unwrap_err()
        .english()
        .contains("column 257: '\u{feff}' (U+FEFF)"));
}

#[test]
fn an_unreadable_line_is_a_failed_puzzle_in_its_place_that_ends_an_open_block() {
    let grids: Vec<Grid> = (191..194).map(sample).collect();
    let too_long = |line| ParseError::LineTooLong { line, limit: 100 };
    let mut splitter = Splitter::new();
    let mut found = Vec::new();
    found.extend(splitter.push_line(&to_line(&grids[0])));
    found.extend(splitter.push_unreadable_line(too_long));
    for row in &rows_of(&grids[1])[..5] {
        found.extend(splitter.push_line(row));
    }
    found.extend(
        splitter.push_unreadable_line(|line| ParseError::LineNeverEnds { line, limit: 200 }),
    );
    for row in rows_of(&grids[2]) {
        found.extend(splitter.push_line(&row));
    }
    found.extend(splitter.finish());
    let numbers: Vec<usize> = found.iter().map(|p| p.number).collect();
    assert_eq!(numbers, [1, 2, 3, 4, 5]);
    assert_good(&found, &[(0, &grids[0]), (4, &grids[2])]);
    assert_eq!((found[1].line, found[1].layout), (2, Layout::Line));
    assert_eq!(err(&found[1]), &too_long(2));
    assert_eq!(
        err(&found[2]),
        &ParseError::MissingRows { line: 8, rows: 5 }
    );
    assert_eq!(found[3].layout, Layout::Line);
    assert_eq!(
        err(&found[3]).english(),
        "line 8: no end of line in 200 bytes: the input is read no further"
    );
    assert_eq!(
        err(&found[1]).english(),
        "line 2: the line is longer than 100 bytes, the most a line may hold"
    );
    // Nothing of the line was read: its slot is empty, in the input's set of symbols.
    assert_same(&found[1].partial, &Grid::empty());
}

/// One piece of a made-up input: a puzzle in a layout, or a line of junk.
#[derive(Clone, Debug)]
enum Piece {
    Puzzle(usize, Layout),
    Junk(String),
}

/// Noise that changes no cell: a byte-order mark at a line's start, whitespace runs
/// before and after its text (now and then longer than the tool reads on a line), and
/// each line ended by `\n` or `\r\n`.
#[derive(Clone, Debug)]
struct Noise {
    bom: bool,
    before: String,
    after: String,
    crlf: bool,
}

fn any_noise() -> impl proptest::strategy::Strategy<Value = Noise> {
    use proptest::prelude::*;
    let run = prop_oneof![
        8 => "[ \t]{0,6}",
        1 => (65_000..70_000usize).prop_map(|n| " ".repeat(n)),
    ];
    (any::<bool>(), run.clone(), run, any::<bool>()).prop_map(|(bom, before, after, crlf)| Noise {
        bom,
        before,
        after,
        crlf,
    })
}

fn any_piece() -> impl proptest::strategy::Strategy<Value = Piece> {
    use proptest::prelude::*;
    prop_oneof![
        3 => (0..3usize, proptest::sample::select(Layout::ALL.to_vec()))
            .prop_map(|(i, layout)| Piece::Puzzle(i, layout)),
        1 => "[A-P.x#|+=-]{0,40}".prop_map(Piece::Junk),
    ]
}

/// Writes `pieces` with `noise` on their lines, each piece after a blank line (that may
/// hold whitespace and a mark too); returns the text and each piece's first and last line.
fn noisy_text(pieces: &[Piece], noise: &[Noise]) -> (String, Vec<(usize, usize)>) {
    let mut lines: Vec<String> = Vec::new();
    let mut spans = Vec::new();
    for piece in pieces {
        lines.push(String::new());
        let text = match piece {
            Piece::Puzzle(i, layout) => format(&three_puzzles()[*i], *layout),
            Piece::Junk(junk) => junk.clone(),
        };
        let first = lines.len() + 1;
        lines.extend(text.lines().map(str::to_string));
        spans.push((first, lines.len()));
    }
    let text = lines
        .iter()
        .zip(noise.iter().cycle())
        .map(|(line, noise)| {
            let bom = if noise.bom { "\u{feff}" } else { "" };
            let end = if noise.crlf { "\r\n" } else { "\n" };
            format!("{bom}{}{line}{}{end}", noise.before, noise.after)
        })
        .collect();
    (text, spans)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(100))]

    /// Amid byte-order marks, long whitespace runs and `\n` and `\r\n` mixed, every
    /// puzzle of every layout reads as itself, in order and in its layout; a junk line
    /// fails as a puzzle of its own or is nothing (a border, a blank line), never part of
    /// a puzzle; nothing panics and no puzzle is lost.
    #[test]
    fn puzzles_amid_marks_whitespace_and_line_ends_all_read_as_themselves(
        pieces in proptest::collection::vec(any_piece(), 0..8),
        noise in proptest::collection::vec(any_noise(), 1..12),
    ) {
        let (text, spans) = noisy_text(&pieces, &noise);
        let mut splitter = Splitter::new();
        // Lines as the tool hands them over: `\n` taken off, a `\r` left for the splitter.
        let mut found: Vec<Parsed> =
            text.split_terminator('\n').filter_map(|l| splitter.push_line(l)).collect();
        found.extend(splitter.finish());
        let numbers: Vec<usize> = found.iter().map(|p| p.number).collect();
        proptest::prop_assert_eq!(numbers, (1..=found.len()).collect::<Vec<_>>());
        let mut found = found.into_iter().peekable();
        for (piece, &(first, last)) in pieces.iter().zip(&spans) {
            let within = |p: &Parsed| (first..=last).contains(&p.line);
            match piece {
                Piece::Puzzle(i, layout) => {
                    let p = found.next().filter(within);
                    let p = p.ok_or_else(|| {
                        proptest::test_runner::TestCaseError::fail(format!("puzzle at line {first} lost"))
                    })?;
                    proptest::prop_assert_eq!(p.layout, *layout);
                    proptest::prop_assert_eq!(p.result.as_ref(), Ok(&three_puzzles()[*i]));
                }
                Piece::Junk(_) => {
                    if let Some(p) = found.next_if(within) {
                        proptest::prop_assert!(p.result.is_err(), "junk read as a puzzle");
                    }
                }
            }
        }
        proptest::prop_assert!(found.next().is_none(), "a puzzle from nowhere");
    }
}
