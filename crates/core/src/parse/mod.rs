//! Reading puzzles the way people write them, with errors that say where and what.
//!
//! Three forms are read. The *line* form is one line of n⁴ characters (81 for 9x9), `0` or `.`
//! for an empty cell and `1`-`9` then `A`, `B`, ... for digits. The *block* form is seed 000's:
//! one text line per row, a digit or a blank per cell, short lines padded with blanks. The
//! *drawn* form is a grid drawn with `|` or box-drawing characters, as `solve --format grid`
//! and `--format matrix` write it. A file holds one puzzle per line (blank lines and `#`
//! comments skipped), or one puzzle in block or drawn form. A position mid-solve is read from
//! its pencil marks, in the 729-character form ([`parse_marks`]) or as the grid of pencil marks
//! `explain` prints (a reader [`with_marks`](PuzzleReader::with_marks) reads both).

mod error;
mod forms;
mod marks;
mod pencil_grid;
mod reader;

pub use error::{
    Detail, MARKS_LINE, MAX_INPUT_BYTES, MAX_LINE_BYTES, ParseError, ParseErrorKind, PencilFault,
    describe,
};
pub use forms::{parse_block, parse_drawn, parse_line};
pub use marks::{Marked, marks_line, parse_marks};
pub use reader::{Entry, PuzzleReader, parse_position_as, parse_puzzle, parse_puzzle_as};

#[cfg(test)]
mod tests {

    /// A 25x25 block whose first row, trimmed, has 16 characters (a 4x4 puzzle's width) and
    /// letters only a 25x25 row has is one block, not a 4x4 line followed by a second puzzle
    /// (a case proptest found in `props::every_format_reads_back_the_grid_it_wrote`).
    #[test]
    fn a_25x25_block_whose_first_row_is_sixteen_characters_wide_is_one_block() {
        let mut text = String::from("  F  C  NI   H   A\n");
        text.push_str(&".\n".repeat(24));
        let grid = parse_puzzle(&text).expect("one 25x25 grid");
        assert_eq!(grid.shape().side(), 25);
        assert_eq!(grid.to_line_with('.').chars().nth(2), Some('F'));
    }
    use super::*;
    use crate::grid::Shape;
    use std::io::Read;

    const WIKIPEDIA: &str = crate::puzzles::WIKIPEDIA.line;

    fn error(text: &str) -> String {
        parse_puzzle(text).unwrap_err().to_string()
    }

    #[test]
    fn line_form_reads_zeros_and_dots_alike() {
        let a = parse_puzzle(WIKIPEDIA).unwrap();
        let b = parse_puzzle(&WIKIPEDIA.replace('0', ".")).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.filled(), 30);
        assert_eq!(a.to_string(), WIKIPEDIA);
    }

    #[test]
    fn block_form_of_seed_000_reads_as_the_line_form() {
        let block = "53  7\n6  195\n 98    6\n8   6   3\n4  8 3  1\n7   2   6\n 6    28\n   419  5\n    8  79\n";
        assert_eq!(
            parse_puzzle(block).unwrap(),
            parse_puzzle(WIKIPEDIA).unwrap()
        );
    }

    #[test]
    fn errors_name_line_cell_and_character() {
        let bad = format!("{}x{}", &WIKIPEDIA[..40], &WIKIPEDIA[41..]);
        assert_eq!(
            error(&bad),
            "line 1, r5c5: unexpected character 'x'; expected a digit 1-9, or 0 or . for an empty cell"
        );
        assert_eq!(
            error(&WIKIPEDIA[1..]),
            "line 1: 80 cells, expected 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25), one character per cell"
        );
        let wide = format!("{}\u{ff15}{}", &WIKIPEDIA[..2], &WIKIPEDIA[3..]);
        assert!(error(&wide).contains("r1c3: unexpected character '５' (U+FF15) (a non-ASCII digit: write it as the ASCII digit 5)"));
    }

    #[test]
    fn a_file_gives_one_entry_per_puzzle_line() {
        let text = format!("# a comment\n{WIKIPEDIA}\n\nnot a puzzle\r\n{WIKIPEDIA}\r\n");
        let entries: Vec<Entry> = PuzzleReader::new(text.as_bytes(), None).collect();
        let lines: Vec<usize> = entries.iter().map(|e| e.line).collect();
        assert_eq!(lines, [2, 4, 5]);
        assert!(entries[0].result.is_ok());
        assert!(entries[1].result.is_err());
        assert!(entries[2].result.is_ok());
    }

    #[test]
    fn a_line_too_long_to_keep_is_counted_and_the_next_line_read() {
        let mut text = vec![b'1'; MAX_LINE_BYTES * 3];
        text.push(b'\n');
        text.extend_from_slice(WIKIPEDIA.as_bytes());
        let entries: Vec<Entry> = PuzzleReader::new(&text[..], None).collect();
        assert_eq!(entries.len(), 2);
        assert_eq!(
            entries[0].result.as_ref().unwrap_err().kind,
            ParseErrorKind::LineTooLong {
                found: MAX_LINE_BYTES * 3,
                expected: None,
                stray: None
            }
        );
        assert_eq!(entries[1].line, 2);
        assert!(entries[1].result.is_ok());
    }

    #[test]
    fn an_endless_input_ends_at_the_most_read_with_the_limit_named() {
        // The endless line of `/dev/zero`, and an endless stream of short lines: each ends
        // after the limit, having read no more than a buffer past it (the work is counted).
        let zeros = std::io::BufReader::new(std::io::repeat(0));
        let lines = std::io::BufReader::new(std::io::repeat(b'\n'));
        for (name, entries) in [
            (
                "zeros",
                PuzzleReader::new(zeros, None)
                    .with_max_bytes(1 << 20)
                    .collect::<Vec<_>>(),
            ),
            (
                "lines",
                PuzzleReader::new(lines, None)
                    .with_max_bytes(1 << 20)
                    .collect(),
            ),
        ] {
            let last = entries.last().expect(name).result.as_ref().unwrap_err();
            assert_eq!(
                last.kind,
                ParseErrorKind::InputTooLong { limit: 1 << 20 },
                "{name}"
            );
            assert!(
                last.to_string()
                    .contains("the input goes on past 1,048,576 bytes, the most read"),
                "{last}"
            );
        }
        let ones = std::io::BufReader::new(std::io::repeat(b'1').take(5 << 20));
        let mut reader = PuzzleReader::new(ones, None).with_max_bytes(1 << 20);
        assert_eq!(reader.by_ref().count(), 1);
        assert!(reader.read <= (1 << 20) + MAX_LINE_BYTES as u64);
    }

    #[test]
    fn blanks_a_byte_order_mark_and_latin_1_comments_are_no_trouble() {
        let text = format!("\u{feff}\t{WIKIPEDIA} \r\n");
        let entries: Vec<Entry> = PuzzleReader::new(text.as_bytes(), None).collect();
        assert_eq!(entries.len(), 1);
        assert!(entries[0].result.is_ok());
        let mut latin1 = b"# caf\xE9\n".to_vec();
        latin1.extend_from_slice(WIKIPEDIA.as_bytes());
        let entries: Vec<Entry> = PuzzleReader::new(&latin1[..], None).collect();
        assert_eq!(entries.len(), 1);
        assert!(entries[0].result.is_ok());
    }

    #[test]
    fn two_puzzles_in_one_argument_are_named_as_such() {
        assert_eq!(
            error(&format!("{WIKIPEDIA}\n{WIKIPEDIA}")),
            "line 2: a second puzzle; give one puzzle here, or several with --file (one per line)"
        );
    }

    #[test]
    fn a_batch_of_4x4_lines_is_a_batch_whatever_its_length() {
        let four = ".23.34.22.41.12.";
        // Sixteen valid 4x4 lines, fifteen and a short one, a short one and fifteen: each line
        // has its own result.
        let sixteen = format!("{four}\n").repeat(16);
        let entries: Vec<Entry> = PuzzleReader::new(sixteen.as_bytes(), None).collect();
        assert_eq!(entries.len(), 16);
        assert!(entries.iter().all(|e| e.result.is_ok()));
        for text in [
            format!("{}.23\n", format!("{four}\n").repeat(15)),
            format!(".23\n{}", format!("{four}\n").repeat(15)),
        ] {
            let entries: Vec<Entry> = PuzzleReader::new(text.as_bytes(), None).collect();
            assert_eq!(entries.len(), 16, "{text}");
            assert_eq!(entries.iter().filter(|e| e.result.is_ok()).count(), 15);
        }
        // Decided on the first line: the reader answers it before reading a second (a reader
        // that fails after the first line shows it was not read ahead).
        struct FirstLineThenFail(Vec<u8>);
        impl Read for FirstLineThenFail {
            fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
                assert!(!self.0.is_empty(), "the reader read past the first line");
                let n = buf.len().min(self.0.len());
                buf[..n].copy_from_slice(&self.0[..n]);
                self.0.drain(..n);
                Ok(n)
            }
        }
        let input = std::io::BufReader::new(FirstLineThenFail(format!("{four}\n").into_bytes()));
        let first = PuzzleReader::new(input, None).next().unwrap();
        assert!(first.result.is_ok(), "{:?}", first.result);
    }

    #[test]
    fn sixteen_lines_of_sixteen_cells_are_a_16x16_block_unless_4x4_is_expected() {
        let row = "123456789ABCDEFG";
        let text: String = (0..16).map(|_| format!("{row}\n")).collect();
        assert_eq!(parse_puzzle(&text).unwrap().shape().side(), 16);
        let four = Shape::from_side(4);
        assert_eq!(PuzzleReader::new(text.as_bytes(), four).count(), 16);
    }
}
