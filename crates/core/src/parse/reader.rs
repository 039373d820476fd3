//! A file or stream of puzzles read one at a time: a puzzle per line, or one block or drawn
//! grid, every bad line its own error, and the bytes bounded so that no input exhausts memory.

use std::io::{BufRead, Read};

use crate::grid::{Candidates, Digit, Grid, Shape};

use super::error::{MAX_INPUT_BYTES, MAX_LINE_BYTES, ParseError, ParseErrorKind, PencilFault};
use super::forms::{
    is_cell_char, is_drawn, is_rule, is_skipped, looks_like_block, nine_by_nine, parse_block,
    parse_drawn, parse_line,
};
use super::marks::{Marked, parse_marks};
use super::pencil_grid::{box_side, parse_pencil_grid};

/// One puzzle of a file, or the error that stands in its place.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The 1-based line the puzzle starts on.
    pub line: usize,
    pub result: Result<Grid, ParseError>,
    /// For a position read from its pencil marks (a reader [`with_marks`](PuzzleReader::with_marks)),
    /// the candidates of each cell as written; `result` holds its digits.
    pub marks: Option<Vec<Candidates>>,
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
    /// The bytes of the line being read, kept from line to line (no allocation per line).
    bytes: Vec<u8>,
    decided: bool,
    done: bool,
    /// A line of 729 characters is a position's pencil marks ([`parse_marks`]).
    marks: bool,
    /// Bytes read so far, and the most to read.
    pub(super) read: u64,
    max_bytes: u64,
}

impl<R: BufRead> PuzzleReader<R> {
    pub fn new(input: R, expected: Option<Shape>) -> PuzzleReader<R> {
        PuzzleReader {
            input,
            expected,
            line_no: 0,
            pending: Default::default(),
            bytes: Vec::new(),
            decided: false,
            done: false,
            marks: false,
            read: 0,
            max_bytes: MAX_INPUT_BYTES,
        }
    }

    /// A reader that also reads a position mid-solve, a line of its 729 pencil marks
    /// ([`parse_marks`]): its entry's `marks` are the candidates as written.
    pub fn with_marks(mut self) -> PuzzleReader<R> {
        self.marks = true;
        self
    }

    /// A reader that reads at most `max_bytes` of its input (instead of [`MAX_INPUT_BYTES`]).
    pub fn with_max_bytes(mut self, max_bytes: u64) -> PuzzleReader<R> {
        self.max_bytes = max_bytes;
        self
    }

    /// Counts `n` bytes read; past the most to read, the error that ends the input.
    fn count_read(&mut self, n: usize, line: usize) -> Result<(), ParseError> {
        self.read += n as u64;
        if self.read <= self.max_bytes {
            return Ok(());
        }
        self.done = true;
        Err(ParseError {
            line,
            kind: ParseErrorKind::InputTooLong {
                limit: self.max_bytes,
            },
        })
    }

    /// The next raw line, as text or as the error that it is not text. A line longer than
    /// [`MAX_LINE_BYTES`] is not kept: its length is counted as it is skipped, so that a
    /// hostile input (a file with no newline, `/dev/zero`) costs no more memory than a puzzle.
    fn read_raw(&mut self) -> Option<(usize, Result<String, ParseError>)> {
        match self.read_bytes()? {
            Ok(line) => Some((line, self.text(line))),
            Err(done) => Some(done),
        }
    }

    /// Reads the next line into `self.bytes`, without its newline, and gives its number; or,
    /// for a line too long to keep or a read error, the line's result at once.
    #[allow(clippy::type_complexity)]
    fn read_bytes(&mut self) -> Option<Result<usize, (usize, Result<String, ParseError>)>> {
        self.bytes.clear();
        // Room for the longest line kept and its `\r\n`: a longer line is never read whole.
        let read = (&mut self.input)
            .take(MAX_LINE_BYTES as u64 + 2)
            .read_until(b'\n', &mut self.bytes);
        match read {
            Ok(0) => None,
            Ok(n) => {
                self.line_no += 1;
                let line = self.line_no;
                if let Err(e) = self.count_read(n, line) {
                    return Some(Err((line, Err(e))));
                }
                // The line ended at a newline or at the end of the input, or it goes on.
                let newline = self.bytes.last() == Some(&b'\n');
                let ended = newline || n < MAX_LINE_BYTES + 2;
                if newline {
                    self.bytes.pop();
                }
                // A Windows line's `\r` is part of its ending, not of its length.
                let length = self.bytes.len() - usize::from(self.bytes.last() == Some(&b'\r'));
                if length > MAX_LINE_BYTES {
                    let start = std::mem::take(&mut self.bytes);
                    return Some(Err((line, self.skip_long_line(line, &start, ended))));
                }
                // A UTF-8 byte-order mark, which Windows Notepad writes, opens the text; it is
                // no cell.
                if line == 1 && self.bytes.starts_with(b"\xEF\xBB\xBF") {
                    self.bytes.drain(..3);
                }
                Some(Ok(line))
            }
            Err(e) => {
                let e = self.io_error(e);
                Some(Err((e.line, Err(e))))
            }
        }
    }

    /// The next line when it is the common one, a 9x9 puzzle in line form whole in the input's
    /// buffer: read from there, with no copy (`None`, and nothing read, for anything else).
    fn next_in_buffer(&mut self) -> Option<Entry> {
        if self.line_no == 0 || self.expected.is_some_and(|s| s != Shape::NINE) {
            return None;
        }
        let buffer = match self.input.fill_buf() {
            Ok(buffer) => buffer,
            // A read that failed is reported once, and ends the input.
            Err(e) if e.kind() != std::io::ErrorKind::Interrupted => {
                let e = self.io_error(e);
                return Some(Entry {
                    line: e.line,
                    result: Err(e),
                    marks: None,
                });
            }
            Err(_) => return None,
        };
        // 81 cells and a newline, or a Windows line's `\r\n`.
        let end = match (buffer.get(81), buffer.get(82)) {
            (Some(b'\n'), _) => 81,
            (Some(b'\r'), Some(b'\n')) => 82,
            _ => return None,
        };
        // Near the most to read, the line takes the common path, which says when it is past.
        if self.read + (end as u64 + 1) > self.max_bytes {
            return None;
        }
        let grid = nine_by_nine(&buffer[..81])?;
        self.input.consume(end + 1);
        self.read += end as u64 + 1;
        self.line_no += 1;
        Some(Entry {
            line: self.line_no,
            result: Ok(grid),
            marks: None,
        })
    }

    /// The line in `self.bytes` (number `line`) as text, or the error that it is not text.
    fn text(&self, line: usize) -> Result<String, ParseError> {
        // A comment need not be UTF-8 (a Latin-1 file): it is skipped all the same.
        if self.bytes.trim_ascii_start().starts_with(b"#") {
            return Ok("#".to_string());
        }
        std::str::from_utf8(&self.bytes)
            .map(str::to_string)
            .map_err(|e| {
                let at = e.valid_up_to();
                ParseError {
                    line,
                    kind: ParseErrorKind::NotText {
                        byte: at + 1,
                        value: self.bytes[at],
                    },
                }
            })
    }

    /// The error for a read that failed, on the line it would have read: the input ends there
    /// (a directory, a device that fails, fails again; it is said once).
    fn io_error(&mut self, e: std::io::Error) -> ParseError {
        self.line_no += 1;
        self.done = true;
        ParseError {
            line: self.line_no,
            kind: ParseErrorKind::Io(e.to_string()),
        }
    }

    /// Skips the rest of a line that began with `start` (too long to be a puzzle), counting its
    /// characters, and gives the error for it: its length, and its first character that is no
    /// cell. A comment line of any length is still a comment. `ended`: `start` is the whole
    /// line, without its newline.
    fn skip_long_line(
        &mut self,
        line: usize,
        start: &[u8],
        ended: bool,
    ) -> Result<String, ParseError> {
        // A `\r` last is the line's ending, or counted once the line goes on.
        let mut chars = chars_in(start.strip_suffix(b"\r").unwrap_or(start));
        if !ended {
            chars += self.skip_rest(line, start.last() == Some(&b'\r'))?;
        }
        // A `\r` last in what was kept ends a Windows line, or is too far to be named.
        let text = String::from_utf8_lossy(start.strip_suffix(b"\r").unwrap_or(start));
        if text.trim_start().starts_with('#') {
            return Ok("#".to_string());
        }
        let lead = text.chars().take_while(|c| c.is_whitespace()).count();
        let stray = text
            .trim_start()
            .chars()
            .enumerate()
            .find(|&(_, c)| !is_cell_char(c))
            .map(|(i, c)| (lead + i + 1, c));
        Err(ParseError {
            line,
            kind: ParseErrorKind::LineTooLong {
                found: chars,
                expected: self.expected,
                stray,
            },
        })
    }

    /// Reads to the end of the line being skipped, and gives the number of its characters
    /// read here. `carriage`: the last byte before was a `\r`, not yet counted: a character if
    /// the line goes on, its ending if a newline follows.
    fn skip_rest(&mut self, line: usize, mut carriage: bool) -> Result<usize, ParseError> {
        let mut chars = 0;
        loop {
            let buf = match self.input.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.done = true;
                    return Err(ParseError {
                        line,
                        kind: ParseErrorKind::Io(e.to_string()),
                    });
                }
            };
            if buf.is_empty() {
                return Ok(chars);
            }
            let (used, end) = match buf.iter().position(|&c| c == b'\n') {
                Some(i) => (i + 1, true),
                None => (buf.len(), false),
            };
            let body = &buf[..used - usize::from(end)];
            if let Some(rest) = body.strip_suffix(b"\r") {
                chars += usize::from(carriage) + chars_in(rest);
                carriage = true;
            } else if !body.is_empty() {
                chars += usize::from(carriage) + chars_in(body);
                carriage = false;
            }
            self.input.consume(used);
            self.count_read(used, line)?;
            if end {
                return Ok(chars);
            }
        }
    }

    /// Decides the form of the input from its first puzzle's own lines; blank and comment lines
    /// before it are counted, never kept. A first line that is a puzzle of its own makes the
    /// input a file of puzzles, one per line, at once; a short one may be the first row of a
    /// block, and rows are read on until the input ends (a block is the whole input) or they
    /// can be no block: a line too wide, more lines than a drawn 25x25 grid has.
    fn decide(&mut self) -> Option<Entry> {
        self.decided = true;
        let (first, text) = loop {
            match self.read_raw()? {
                (_, Ok(text)) if is_skipped(&text) => continue,
                (line, Ok(text)) => break (line, text),
                (line, Err(e)) => {
                    self.pending.push_back((line, Err(e)));
                    return None;
                }
            }
        };
        if stands_alone(&text, first, self.expected) {
            self.pending.push_back((first, Ok(text)));
            return None;
        }
        let mut rows = vec![(first, text)];
        // Blank lines after the last row so far: rows of the block if a row follows, else
        // after its end. Past the most a block has, they are only counted.
        let mut blanks: Vec<usize> = Vec::new();
        let mut too_many = false;
        while let Some((line, raw)) = self.read_raw() {
            match raw {
                Ok(text) if text.trim_start().starts_with('#') => {}
                Ok(text) if text.trim().is_empty() => {
                    too_many |= rows.len() + blanks.len() >= self.block_lines();
                    if !too_many {
                        blanks.push(line);
                    }
                }
                Ok(text) => {
                    let wide = !could_be_a_block_line(&text);
                    rows.extend(blanks.drain(..).map(|n| (n, String::new())));
                    rows.push((line, text));
                    if wide || too_many || rows.len() > self.block_lines() {
                        self.hand_out(rows, None);
                        return None;
                    }
                }
                Err(e) => {
                    self.hand_out(rows, Some((line, e)));
                    return None;
                }
            }
        }
        let lines: Vec<(usize, &str)> = rows.iter().map(|(n, l)| (*n, l.as_str())).collect();
        // A grid of pencil marks, `explain`'s: a position, for a reader of marks.
        if let Some(b) = box_side(&lines) {
            self.done = true;
            let read = match self.marks {
                true => parse_pencil_grid(&lines, b, self.expected),
                false => Err(ParseError {
                    line: first,
                    kind: ParseErrorKind::Pencil(PencilFault::NotRead),
                }),
            };
            return Some(marked_entry(first, read));
        }
        // A drawn grid: some lines drawn, and as many rows of cells as a grid has. (Otherwise
        // the lines are read one by one, and each gets its own result.)
        let cell_rows = lines.iter().filter(|(_, l)| !is_rule(l)).count();
        let result =
            if lines.iter().any(|(_, l)| is_drawn(l)) && Shape::from_side(cell_rows).is_some() {
                parse_drawn(&lines, self.expected)
            } else if looks_like_block(&lines, self.expected) {
                parse_block(&lines, self.expected)
            } else {
                self.hand_out(rows, None);
                return None;
            };
        self.done = true;
        Some(Entry {
            line: first,
            result,
            marks: None,
        })
    }

    /// The most lines read ahead for one puzzle: a block, or for a reader of marks a grid of
    /// pencil marks as large as a 25x25 one.
    fn block_lines(&self) -> usize {
        if self.marks {
            MAX_PENCIL_LINES
        } else {
            MAX_BLOCK_LINES
        }
    }

    /// Lines read ahead that are no block, to be handed out one by one: each line that is not
    /// blank, then the error that ended the reading ahead, if one did.
    fn hand_out(&mut self, rows: Vec<(usize, String)>, error: Option<(usize, ParseError)>) {
        let lines = rows.into_iter().filter(|(_, l)| !l.trim().is_empty());
        self.pending.extend(lines.map(|(n, l)| (n, Ok(l))));
        self.pending.extend(error.map(|(n, e)| (n, Err(e))));
    }
}

/// The characters of UTF-8 `bytes`: one starts at every byte that is not a continuation byte.
fn chars_in(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&c| c & 0xC0 != 0x80).count()
}

/// The most lines of a block: a drawn 25x25 grid has 25 rows of cells and up to 27 rules.
const MAX_BLOCK_LINES: usize = 52;

/// The most lines of a grid of pencil marks: 25 rows of 5 lines, 20 blank lines between rows
/// and 6 rules.
const MAX_PENCIL_LINES: usize = 151;

/// The widest line of a drawn grid, in characters: a 25x25 grid with two-digit numbers between
/// bars and blanks takes some 150.
const MAX_DRAWN_WIDTH: usize = 400;

/// True for a line that may be a line of a block: a row no wider than the widest grid, or a
/// line of a drawn grid.
fn could_be_a_block_line(text: &str) -> bool {
    let width = text.trim_end().chars().count();
    if is_drawn(text) {
        width <= MAX_DRAWN_WIDTH
    } else {
        width <= Shape::ALL[Shape::ALL.len() - 1].side()
    }
}

/// True for a first line that is a puzzle of its own, which makes the input a file of
/// puzzles, one per line: a line too wide for a block, or a line of 16 cells (which is as wide
/// as a row of a 16x16 block, or as a 25x25 row with blanks around it) that is a 4x4 puzzle or
/// has a character no 16x16 or 25x25 row has (`1x..............`): read as the puzzle it means
/// to be, its error names it alone and never swallows the lines after it.
fn stands_alone(text: &str, line: usize, expected: Option<Shape>) -> bool {
    if !could_be_a_block_line(text) {
        return true;
    }
    if is_drawn(text) || text.trim().chars().count() != 16 {
        return false;
    }
    let row_of = |side: usize| {
        expected.is_none_or(|e| e.side() == side)
            && text.trim_end_matches([' ', '\r']).chars().all(|c| {
                matches!(c, ' ' | '0' | '.')
                    || Digit::from_char(c).is_some_and(|d| d.get() as usize <= side)
            })
    };
    parse_line(text, line, expected).is_ok() || !(row_of(16) || row_of(25))
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
            if self.pending.is_empty()
                && !self.done
                && let Some(entry) = self.next_in_buffer()
            {
                return Some(entry);
            }
            let (line, raw) = match self.pending.pop_front() {
                Some(item) => item,
                // After a block, or after a read error, nothing more is handed out.
                None if self.done => return None,
                None => match self.read_bytes()? {
                    // The common line, a 9x9 puzzle as it is, goes straight to its grid.
                    Ok(line) if self.expected.is_none_or(|s| s == Shape::NINE) => {
                        match nine_by_nine(self.bytes.trim_ascii()) {
                            Some(grid) => {
                                return Some(Entry {
                                    line,
                                    result: Ok(grid),
                                    marks: None,
                                });
                            }
                            None => (line, self.text(line)),
                        }
                    }
                    Ok(line) => (line, self.text(line)),
                    Err(done) => done,
                },
            };
            match raw {
                Ok(text) if is_skipped(&text) => continue,
                Ok(text) => {
                    if self.marks
                        && let Some(read) = parse_marks(&text, line)
                    {
                        return Some(marked_entry(line, read));
                    }
                    return Some(Entry {
                        line,
                        result: parse_line(&text, line, self.expected),
                        marks: None,
                    });
                }
                Err(e) => {
                    return Some(Entry {
                        line,
                        result: Err(e),
                        marks: None,
                    });
                }
            }
        }
    }
}

/// The entry of a pencil-mark line, read or not.
fn marked_entry(line: usize, read: Result<Marked, ParseError>) -> Entry {
    match read {
        Ok(Marked { grid, candidates }) => Entry {
            line,
            result: Ok(grid),
            marks: Some(candidates),
        },
        Err(e) => Entry {
            line,
            result: Err(e),
            marks: None,
        },
    }
}

/// Reads one puzzle from a text, in line or block form (a command-line argument, say).
pub fn parse_puzzle(text: &str) -> Result<Grid, ParseError> {
    parse_puzzle_as(text, None)
}

/// Like [`parse_puzzle`], rejecting a grid of another size than `expected`.
pub fn parse_puzzle_as(text: &str, expected: Option<Shape>) -> Result<Grid, ParseError> {
    only_entry(PuzzleReader::new(text.as_bytes(), expected))?.result
}

/// Like [`parse_puzzle_as`], a position given by its pencil marks read too (the 729-character
/// line or `explain`'s grid): the grid of its digits, and the candidates of each cell as
/// written when it is a position.
pub fn parse_position_as(
    text: &str,
    expected: Option<Shape>,
) -> Result<(Grid, Option<Vec<Candidates>>), ParseError> {
    let entry = only_entry(PuzzleReader::new(text.as_bytes(), expected).with_marks())?;
    Ok((entry.result?, entry.marks))
}

/// The one puzzle a text holds, or the error that it holds none or a second one.
fn only_entry<R: BufRead>(mut entries: PuzzleReader<R>) -> Result<Entry, ParseError> {
    match entries.next() {
        None => Err(ParseError {
            line: 1,
            kind: ParseErrorKind::Empty,
        }),
        Some(first) => match entries.next() {
            None => Ok(first),
            // A text with several puzzle lines is no single puzzle; name the second line.
            Some(second) => Err(ParseError {
                line: second.line,
                kind: ParseErrorKind::SecondPuzzle,
            }),
        },
    }
}
