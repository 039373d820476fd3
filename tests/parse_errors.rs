//! Every kind of parse error, through one `check` over `tests/data/parse_errors.txt`.

use sudoku_lab::Shape;
use sudoku_lab::parse::{PuzzleReader, parse_puzzle_as};

use crate::common::data;

/// Turns the escapes of the data file into the characters they stand for.
fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('0') => out.push('\0'),
            Some('u') => {
                let code: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                out.push(char::from_u32(u32::from_str_radix(&code, 16).unwrap()).unwrap());
            }
            other => panic!("unknown escape \\{other:?} in the data file"),
        }
    }
    out
}

/// Parses `input` (expecting a grid of side `size` if given) and checks the error message.
fn check(input: &str, size: Option<usize>, expected: &str) {
    let shape = size.map(|s| Shape::from_side(s).expect("a valid side"));
    match parse_puzzle_as(input, shape) {
        Ok(grid) => panic!("{input:?} parsed as {grid}, expected the error {expected:?}"),
        Err(e) => assert_eq!(e.to_string(), expected, "input {input:?}"),
    }
}

#[test]
fn every_parse_error_names_where_and_what() {
    let text = std::fs::read_to_string(data("parse_errors.txt")).unwrap();
    let mut cases = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (input, expected) = line.split_once(" => ").expect("INPUT => EXPECTED");
        let (size, input) = match input.strip_prefix("size=") {
            Some(rest) => {
                let (n, input) = rest.split_once(' ').unwrap();
                (Some(n.parse().unwrap()), input)
            }
            None => (None, input),
        };
        check(&unescape(input), size, expected);
        cases += 1;
    }
    assert_eq!(cases, 15, "every case of the data file ran");
}

#[test]
fn bytes_that_are_not_text_are_named_by_line_and_position() {
    let input: &[u8] = b"# header\n12\xff4\n";
    let entries: Vec<_> = PuzzleReader::new(input, None).collect();
    assert_eq!(entries.len(), 1);
    let error = entries[0].result.as_ref().unwrap_err().to_string();
    assert_eq!(
        error,
        "line 2: not UTF-8 text: byte 3 is 0xFF; save the file as UTF-8 (or ASCII)"
    );
}
