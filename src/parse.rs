//! Reading puzzles the way people write them, with errors that say where and what.
//!
//! Two forms are read. The *line* form is one line of n⁴ characters (81 for 9x9), `0` or `.`
//! for an empty cell and `1`-`9` then `A`, `B`, ... for digits. The *block* form is seed 000's:
//! one text line per row, a digit or a blank per cell, short lines padded with blanks. A file
//! holds one puzzle per line (blank lines and `#` comments skipped), or one puzzle in block form.

use std::fmt;
use std::io::BufRead;

use crate::grid::{Cell, Digit, Grid, Shape};

/// What went wrong, and where: the 1-based line of the input, and the cell when there is one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError {
    /// 1-based line of the input the error is on.
    pub line: usize,
    pub kind: ParseErrorKind,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseErrorKind {
    /// The input holds no puzzle at all.
    Empty,
    /// The line does not have the number of cells of any grid (or of the one expected).
    Length {
        found: usize,
        expected: Option<Shape>,
        /// The first character that is not a cell of any grid, with its 1-based position.
        stray: Option<(usize, char)>,
    },
    /// A character that is neither a digit of this grid nor an empty cell.
    Character {
        cell: Cell,
        found: char,
        shape: Shape,
    },
    /// A row of the block form is longer than the grid is wide.
    RowTooLong { found: usize, shape: Shape },
    /// A grid of another size than the one asked for.
    WrongShape { found: Shape, expected: Shape },
    /// The bytes of the line are not UTF-8 text.
    NotText { byte: usize },
    /// Reading the input failed.
    Io(String),
    /// One puzzle was expected and the text holds more.
    SeveralPuzzles,
}

impl std::error::Error for ParseError {}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}", self.line)?;
        match &self.kind {
            ParseErrorKind::Empty => write!(f, ": no puzzle found"),
            ParseErrorKind::Length {
                found,
                expected,
                stray,
            } => {
                let unit = if *found == 1 { "cell" } else { "cells" };
                write!(f, ": {found} {unit}, expected ")?;
                match expected {
                    Some(shape) => write!(f, "{} for a {shape} grid", shape.cells())?,
                    None => write!(
                        f,
                        "16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25), one character per cell"
                    )?,
                }
                if let Some((position, c)) = stray {
                    write!(f, "; character {position} is {}", describe(*c))?;
                }
                Ok(())
            }
            ParseErrorKind::Character { cell, found, shape } => {
                write!(f, ", {cell}: unexpected character {}", describe(*found))?;
                if let Some(d) = Digit::from_char(*found)
                    && d.get() as usize > shape.side()
                {
                    return write!(
                        f,
                        ", which is not a digit of a {shape} grid; {}",
                        expected(*shape)
                    );
                }
                if let Some(v) = non_ascii_digit(*found) {
                    write!(f, " (a non-ASCII digit: write it as the ASCII digit {v})")?;
                }
                write!(f, "; {}", expected(*shape))
            }
            ParseErrorKind::RowTooLong { found, shape } => write!(
                f,
                ": {found} cells in a row of a {shape} grid, expected at most {}",
                shape.side()
            ),
            ParseErrorKind::WrongShape { found, expected } => write!(
                f,
                ": this is a {found} puzzle, expected {expected} ({} cells)",
                expected.cells()
            ),
            ParseErrorKind::NotText { byte } => {
                write!(f, ": not UTF-8 text (invalid byte at position {byte})")
            }
            ParseErrorKind::Io(message) => write!(f, ": cannot read input: {message}"),
            ParseErrorKind::SeveralPuzzles => write!(
                f,
                ": a second puzzle where one was expected; give several puzzles with --file"
            ),
        }
    }
}

/// `expected a digit 1-9, or 0 or . for an empty cell`.
fn expected(shape: Shape) -> String {
    let last = Digit::new(shape.side() as u8).expect("side within 4..=25");
    let range = if shape.side() <= 9 {
        format!("1-{last}")
    } else {
        format!("1-9 or A-{last}")
    };
    format!("expected a digit {range}, or 0 or . for an empty cell")
}

/// A character as an error message shows it: quoted and escaped, with its code point when it
/// is not plain printable ASCII (a NUL byte, a tab, a full-width digit).
pub fn describe(c: char) -> String {
    if c.is_ascii_graphic() || c == ' ' {
        format!("{c:?}")
    } else {
        format!("{c:?} (U+{:04X})", c as u32)
    }
}

/// The value of a decimal digit from another script, which people paste from web pages.
fn non_ascii_digit(c: char) -> Option<u32> {
    const ZEROS: [u32; 5] = [0xFF10, 0x0660, 0x06F0, 0x0966, 0x09E6];
    let code = c as u32;
    ZEROS
        .iter()
        .find(|&&zero| (zero..zero + 10).contains(&code))
        .map(|zero| code - zero)
}

/// Reads the cell at `cell` from character `c`: `Ok(None)` for an empty cell.
fn read_cell(
    c: char,
    cell: Cell,
    shape: Shape,
    blank_is_empty: bool,
) -> Result<Option<Digit>, ParseErrorKind> {
    match c {
        '0' | '.' => Ok(None),
        ' ' if blank_is_empty => Ok(None),
        _ => match Digit::from_char(c) {
            Some(d) if d.get() as usize <= shape.side() => Ok(Some(d)),
            _ => Err(ParseErrorKind::Character {
                cell,
                found: c,
                shape,
            }),
        },
    }
}

fn is_cell_char(c: char) -> bool {
    c == '0' || c == '.' || Digit::from_char(c).is_some()
}

/// Reads one puzzle in line form from `line` (line number `line_no` of its input). Blanks at
/// either end are ignored; `expected` rejects a grid of another size.
pub fn parse_line(line: &str, line_no: usize, expected: Option<Shape>) -> Result<Grid, ParseError> {
    let err = |kind| ParseError {
        line: line_no,
        kind,
    };
    let text = line.trim_matches(|c: char| c == ' ' || c == '\r' || c == '\n');
    let count = text.chars().count();
    if count == 0 {
        return Err(err(ParseErrorKind::Empty));
    }
    let shape = match Shape::from_cell_count(count) {
        Some(shape) => shape,
        None => {
            let stray = text
                .chars()
                .enumerate()
                .find(|&(_, c)| !is_cell_char(c))
                .map(|(i, c)| (i + 1, c));
            return Err(err(ParseErrorKind::Length {
                found: count,
                expected,
                stray,
            }));
        }
    };
    let mut cells = Vec::with_capacity(count);
    for (i, c) in text.chars().enumerate() {
        let cell = shape.cell(i);
        cells.push(read_cell(c, cell, shape, false).map_err(err)?);
    }
    if let Some(expected) = expected
        && expected != shape
    {
        return Err(err(ParseErrorKind::WrongShape {
            found: shape,
            expected,
        }));
    }
    Ok(Grid::from_cells(cells).expect("cell count and digits checked above"))
}

/// Reads one puzzle in block form: `rows` holds the text of each row and the line number it
/// came from. Short rows are padded with blanks.
pub fn parse_block(rows: &[(usize, &str)], expected: Option<Shape>) -> Result<Grid, ParseError> {
    let first_line = rows.first().map_or(1, |r| r.0);
    let shape = Shape::from_side(rows.len()).ok_or(ParseError {
        line: first_line,
        kind: ParseErrorKind::Length {
            found: rows.len(),
            expected,
            stray: None,
        },
    })?;
    if let Some(expected) = expected
        && expected != shape
    {
        return Err(ParseError {
            line: first_line,
            kind: ParseErrorKind::WrongShape {
                found: shape,
                expected,
            },
        });
    }
    let side = shape.side();
    let mut cells = Vec::with_capacity(shape.cells());
    for (row, &(line_no, text)) in rows.iter().enumerate() {
        let text = text.trim_end_matches([' ', '\r']);
        let count = text.chars().count();
        if count > side {
            return Err(ParseError {
                line: line_no,
                kind: ParseErrorKind::RowTooLong {
                    found: count,
                    shape,
                },
            });
        }
        for (col, c) in text.chars().enumerate() {
            let cell = Cell::new(row, col, side);
            cells.push(read_cell(c, cell, shape, true).map_err(|kind| ParseError {
                line: line_no,
                kind,
            })?);
        }
        cells.extend(std::iter::repeat_n(None, side - count));
    }
    Ok(Grid::from_cells(cells).expect("cell count and digits checked above"))
}

/// True for a line that holds no puzzle: blank, or a `#` comment.
fn is_skipped(line: &str) -> bool {
    let t = line.trim();
    t.is_empty() || t.starts_with('#')
}

/// Decides whether `lines` (the whole input, comments already dropped) is one puzzle in block
/// form: 4, 9, 16 or 25 rows, and not simply lines that are each a whole puzzle of their own.
fn looks_like_block(lines: &[(usize, &str)]) -> bool {
    if Shape::from_side(lines.len()).is_none() {
        return false;
    }
    let widths: Vec<usize> = lines
        .iter()
        .map(|(_, l)| l.trim_end_matches([' ', '\r']).chars().count())
        .collect();
    let all_whole_puzzles = widths.iter().all(|&w| Shape::from_cell_count(w).is_some());
    // A row wider than the grid is still read as a block, so that its error names the row.
    widths.iter().all(|&w| w <= 25) && !all_whole_puzzles
}

/// Reads one puzzle from a text, in line or block form (a command-line argument, say).
pub fn parse_puzzle(text: &str) -> Result<Grid, ParseError> {
    parse_puzzle_as(text, None)
}

/// Like [`parse_puzzle`], rejecting a grid of another size than `expected`.
pub fn parse_puzzle_as(text: &str, expected: Option<Shape>) -> Result<Grid, ParseError> {
    let mut entries = PuzzleReader::new(text.as_bytes(), expected);
    match entries.next() {
        None => Err(ParseError {
            line: 1,
            kind: ParseErrorKind::Empty,
        }),
        Some(first) => match entries.next() {
            None => first.result,
            // A text with several puzzle lines is no single puzzle; name the second line.
            Some(second) => Err(ParseError {
                line: second.line,
                kind: ParseErrorKind::SeveralPuzzles,
            }),
        },
    }
}

/// One puzzle of a file, or the error that stands in its place.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The 1-based line the puzzle starts on.
    pub line: usize,
    pub result: Result<Grid, ParseError>,
}

/// Reads the puzzles of a file or stream one at a time, so that a file of a million puzzles
/// takes no more memory than one. Every line that is not blank or a comment gives one
/// [`Entry`]: a grid or the error that says what is wrong with that line.
pub struct PuzzleReader<R> {
    input: R,
    expected: Option<Shape>,
    line_no: usize,
    /// Lines read ahead while deciding the form of the input, not yet handed out.
    pending: std::collections::VecDeque<(usize, Result<String, ParseError>)>,
    decided: bool,
    done: bool,
}

impl<R: BufRead> PuzzleReader<R> {
    pub fn new(input: R, expected: Option<Shape>) -> PuzzleReader<R> {
        PuzzleReader {
            input,
            expected,
            line_no: 0,
            pending: Default::default(),
            decided: false,
            done: false,
        }
    }

    /// The next raw line, as text or as the error that it is not text.
    fn read_raw(&mut self) -> Option<(usize, Result<String, ParseError>)> {
        let mut bytes = Vec::new();
        match self.input.read_until(b'\n', &mut bytes) {
            Ok(0) => None,
            Ok(_) => {
                self.line_no += 1;
                if bytes.last() == Some(&b'\n') {
                    bytes.pop();
                }
                let line = self.line_no;
                Some((
                    line,
                    String::from_utf8(bytes).map_err(|e| ParseError {
                        line,
                        kind: ParseErrorKind::NotText {
                            byte: e.utf8_error().valid_up_to() + 1,
                        },
                    }),
                ))
            }
            Err(e) => {
                self.line_no += 1;
                self.done = true;
                Some((
                    self.line_no,
                    Err(ParseError {
                        line: self.line_no,
                        kind: ParseErrorKind::Io(e.to_string()),
                    }),
                ))
            }
        }
    }

    /// Reads ahead far enough to tell a block-form puzzle from a file of one-line puzzles. A
    /// block has at most 25 rows, so a 27th line (or a line too wide) settles it.
    fn decide(&mut self) -> Option<Entry> {
        self.decided = true;
        let mut lines: Vec<(usize, String)> = Vec::new();
        let mut ahead = Vec::new();
        while let Some((line, raw)) = self.read_raw() {
            let keep_reading = match &raw {
                Ok(text) if lines.is_empty() && is_skipped(text) => true,
                Ok(text) if text.trim_start().starts_with('#') => true,
                Ok(text) => {
                    let wide = text.trim_end().chars().count() > 25;
                    if !wide {
                        lines.push((line, text.clone()));
                    }
                    !wide && lines.len() <= 26
                }
                Err(_) => false,
            };
            let stop = !keep_reading;
            ahead.push((line, raw));
            if stop || self.done {
                self.pending.extend(ahead);
                return None;
            }
        }
        // The whole input is read: drop trailing blank lines and see whether it is a block.
        while lines.last().is_some_and(|(_, l)| l.trim().is_empty()) {
            lines.pop();
        }
        let rows: Vec<(usize, &str)> = lines.iter().map(|(n, l)| (*n, l.as_str())).collect();
        if looks_like_block(&rows) {
            self.done = true;
            let result = parse_block(&rows, self.expected);
            return Some(Entry {
                line: rows[0].0,
                result,
            });
        }
        self.pending.extend(ahead);
        None
    }
}

impl<R: BufRead> Iterator for PuzzleReader<R> {
    type Item = Entry;

    fn next(&mut self) -> Option<Entry> {
        if !self.decided
            && let Some(block) = self.decide()
        {
            return Some(block);
        }
        loop {
            let (line, raw) = match self.pending.pop_front() {
                Some(item) => item,
                // After a block, or after a read error, nothing more is handed out.
                None if self.done => return None,
                None => self.read_raw()?,
            };
            match raw {
                Ok(text) if is_skipped(&text) => continue,
                Ok(text) => {
                    return Some(Entry {
                        line,
                        result: parse_line(&text, line, self.expected),
                    });
                }
                Err(e) => {
                    return Some(Entry {
                        line,
                        result: Err(e),
                    });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WIKIPEDIA: &str =
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

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
}
