//! Reading puzzles the way people write them, with errors that say where and what.
//!
//! Three forms are read. The *line* form is one line of n⁴ characters (81 for 9x9), `0` or `.`
//! for an empty cell and `1`-`9` then `A`, `B`, ... for digits. The *block* form is seed 000's:
//! one text line per row, a digit or a blank per cell, short lines padded with blanks. The
//! *drawn* form is a grid drawn with `|` or box-drawing characters, as `solve --format grid`
//! and `--format matrix` write it. A file holds one puzzle per line (blank lines and `#`
//! comments skipped), or one puzzle in block or drawn form.

use std::fmt;
use std::io::{BufRead, Read};

use crate::grid::{Cell, Digit, Grid, Shape};
use crate::render::thousands;

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
    /// The bytes of the line are not UTF-8 text: the 1-based position of the first bad byte,
    /// and its value.
    NotText { byte: usize, value: u8 },
    /// A text given as one puzzle holds a second puzzle line.
    SecondPuzzle,
    /// A drawn grid (rows between `|` or `│`) whose number of rows is no grid side.
    DrawnRows { found: usize },
    /// A row of a drawn grid with another number of cells than the grid is wide.
    RowCells { found: usize, shape: Shape },
    /// A line longer than [`MAX_LINE_BYTES`]: counted as it was skipped, never kept.
    LineTooLong {
        found: usize,
        expected: Option<Shape>,
        stray: Option<(usize, char)>,
    },
    /// The input goes on past the most a reader reads (`limit` bytes, [`MAX_INPUT_BYTES`] by
    /// default): an endless input (`/dev/zero`) ends here, and the rest is not read.
    InputTooLong { limit: u64 },
    /// Reading the input failed.
    Io(String),
}

impl std::error::Error for ParseError {}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}{}", self.line, self.detail())
    }
}

impl ParseError {
    /// What is wrong, after the name of the place: `, r5c5: unexpected character 'x'; ...` or
    /// `: no puzzle found`. The error itself names the place as `line N`; a caller that names
    /// it otherwise (a puzzle given as an argument) writes its own name before this.
    pub fn detail(&self) -> Detail<'_> {
        Detail(self)
    }
}

/// What is wrong with a puzzle, without the line: see [`ParseError::detail`].
pub struct Detail<'a>(&'a ParseError);

impl fmt::Display for Detail<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0.kind {
            ParseErrorKind::Empty => write!(f, ": no puzzle found"),
            ParseErrorKind::Length {
                found,
                expected,
                stray,
            }
            | ParseErrorKind::LineTooLong {
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
                    if let Some(v) = non_ascii_digit(*c) {
                        write!(f, " (a non-ASCII digit: write it as the ASCII digit {v})")?;
                    }
                }
                if matches!(self.0.kind, ParseErrorKind::LineTooLong { .. }) {
                    write!(
                        f,
                        "; a line longer than {} bytes is skipped, not read",
                        thousands(MAX_LINE_BYTES as u64)
                    )?;
                }
                Ok(())
            }
            ParseErrorKind::InputTooLong { limit } => write!(
                f,
                ": the input goes on past {} bytes, the most read from one input; the rest is \
                 not read (split the file)",
                thousands(*limit)
            ),
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
            ParseErrorKind::NotText { byte, value } => {
                write!(f, ": not UTF-8 text: byte {byte} is 0x{value:02X}")?;
                if *byte == 1 && matches!(value, 0xFE | 0xFF) {
                    write!(f, ", the byte-order mark of a UTF-16 file")?;
                }
                write!(f, "; save the file as UTF-8 (or ASCII)")
            }
            ParseErrorKind::DrawnRows { found } => write!(
                f,
                ": a drawn grid of {found} rows, expected 4, 9, 16 or 25 rows of cells"
            ),
            ParseErrorKind::RowCells { found, shape } => write!(
                f,
                ": {found} cells in a row of a {shape} grid, expected {}",
                shape.side()
            ),
            ParseErrorKind::SecondPuzzle => write!(
                f,
                ": a second puzzle; give one puzzle here, or several with --file (one per line)"
            ),
            ParseErrorKind::Io(message) => write!(f, ": cannot read input: {message}"),
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
    // Blanks, tabs and a Windows `\r` at either end are not cells: pasted text often has them.
    let text = line.trim();
    if let Some(grid) = nine_by_nine(text.as_bytes()) {
        check_shape(grid.shape(), expected, line_no)?;
        return Ok(grid);
    }
    let lead = line.chars().take_while(|c| c.is_whitespace()).count();
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
                .map(|(i, c)| (lead + i + 1, c));
            return Err(err(ParseErrorKind::Length {
                found: count,
                expected,
                stray,
            }));
        }
    };
    // The size first: a character is wrong only against the alphabet of the size asked for.
    check_shape(shape, expected, line_no)?;
    let mut cells = Vec::with_capacity(count);
    for (i, c) in text.chars().enumerate() {
        let cell = shape.cell(i);
        cells.push(read_cell(c, cell, shape, false).map_err(err)?);
    }
    Ok(Grid::from_cells(cells).expect("cell count and digits checked above"))
}

/// The common case, read byte by byte: a 9x9 puzzle in line form, 81 characters that are each a
/// digit 1-9, `0` or `.`. `None` for anything else, which the general reader then reads (and
/// explains, when it is wrong).
fn nine_by_nine(line: &[u8]) -> Option<Grid> {
    let line: &[u8; 81] = line.try_into().ok()?;
    // Two passes without an early return, each a few vector instructions: is every byte a
    // cell, then the cells.
    let cells_only = line
        .iter()
        .fold(true, |ok, &c| ok & (c.is_ascii_digit() | (c == b'.')));
    if !cells_only {
        return None;
    }
    let mut cells = [None; 81];
    for (cell, &c) in cells.iter_mut().zip(line) {
        *cell = Digit::from_cell_value(if c == b'.' { 0 } else { c - b'0' });
    }
    Some(Grid::nine(cells))
}

/// The error for a grid of `shape` read on `line` where a grid of `expected` was asked for.
fn check_shape(shape: Shape, expected: Option<Shape>, line: usize) -> Result<(), ParseError> {
    match expected {
        Some(expected) if expected != shape => Err(ParseError {
            line,
            kind: ParseErrorKind::WrongShape {
                found: shape,
                expected,
            },
        }),
        _ => Ok(()),
    }
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
    check_shape(shape, expected, first_line)?;
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

/// True for a character that separates boxes or columns in a drawn grid: `|` and the
/// box-drawing characters (`│`, `─`, `┼`, ...).
fn is_separator(c: char) -> bool {
    c == '|' || ('\u{2500}'..='\u{257F}').contains(&c)
}

/// True for a line of a drawn grid: it holds a separator.
fn is_drawn(line: &str) -> bool {
    line.chars().any(is_separator)
}

/// True for a rule of a drawn grid, which holds no cell: `------+-------`, `├───┼───┤`.
fn is_rule(line: &str) -> bool {
    line.chars()
        .all(|c| is_separator(c) || c.is_whitespace() || matches!(c, '-' | '+' | '='))
}

/// The cells of one row of a drawn grid, as text. Fields between separators hold cells apart
/// from blanks (`│ 5 3 . │`), or one right-aligned number (seed 003's `|  2| 10|`), or cells
/// side by side (`53.|.7.|...`).
fn drawn_cells(line: &str) -> Vec<&str> {
    let mut cells = Vec::new();
    // The mark after a given (`solve --format grid` without colour) separates as a blank does.
    for field in line.split(|c| is_separator(c) || c == crate::render::GIVEN_MARK) {
        let text = field.trim();
        if text.is_empty() {
            continue;
        }
        let number = text.len() <= 2 && text.bytes().all(|b| b.is_ascii_digit());
        if text.contains(char::is_whitespace) {
            cells.extend(text.split_whitespace());
        } else if number && field.starts_with(' ') {
            cells.push(text);
        } else {
            cells.extend(text.char_indices().map(|(i, c)| &text[i..i + c.len_utf8()]));
        }
    }
    cells
}

/// Reads one puzzle drawn as the `grid` and `matrix` formats (and many web pages) draw it:
/// rows of cells between `|` or `│`, rule lines between bands, `.`, `0` or a blank for an
/// empty cell, and digits above 9 as letters or as numbers.
pub fn parse_drawn(lines: &[(usize, &str)], expected: Option<Shape>) -> Result<Grid, ParseError> {
    let rows: Vec<(usize, Vec<&str>)> = lines
        .iter()
        .filter(|(_, l)| !is_rule(l))
        .map(|&(n, l)| (n, drawn_cells(l)))
        .collect();
    let first_line = lines.first().map_or(1, |r| r.0);
    let shape = Shape::from_side(rows.len()).ok_or(ParseError {
        line: first_line,
        kind: ParseErrorKind::DrawnRows { found: rows.len() },
    })?;
    check_shape(shape, expected, first_line)?;
    let side = shape.side();
    let mut cells = Vec::with_capacity(shape.cells());
    for (row, (line, texts)) in rows.iter().enumerate() {
        let err = |kind| ParseError { line: *line, kind };
        if texts.len() != side {
            return Err(err(ParseErrorKind::RowCells {
                found: texts.len(),
                shape,
            }));
        }
        for (col, text) in texts.iter().enumerate() {
            let cell = Cell::new(row, col, side);
            let mut chars = text.chars();
            let first = chars.next().expect("cells are not empty");
            let value = if chars.next().is_none() {
                read_cell(first, cell, shape, false)
            } else {
                match text.parse::<u8>() {
                    Ok(0) => Ok(None),
                    Ok(v) if v as usize <= side => Ok(Digit::new(v)),
                    _ => Err(ParseErrorKind::Character {
                        cell,
                        found: first,
                        shape,
                    }),
                }
            };
            cells.push(value.map_err(err)?);
        }
    }
    Ok(Grid::from_cells(cells).expect("cell count and digits checked above"))
}

/// True for a line that holds no puzzle: blank, or a `#` comment.
fn is_skipped(line: &str) -> bool {
    let t = line.trim();
    t.is_empty() || t.starts_with('#')
}

/// Decides whether `lines` (the whole input, comments already dropped) is one puzzle in block
/// form: 4, 9, 16 or 25 rows, none wider than the widest grid, and not simply lines that are each a
/// whole puzzle of their own. Sixteen lines of sixteen characters could be either: they are
/// read as the square they draw, a 16x16 block, unless 4x4 puzzles are expected or most of the
/// lines are 4x4 puzzles.
fn looks_like_block(lines: &[(usize, &str)], expected: Option<Shape>) -> bool {
    let Some(shape) = Shape::from_side(lines.len()) else {
        return false;
    };
    let widths: Vec<usize> = lines
        .iter()
        .map(|(_, l)| l.trim_end_matches([' ', '\r']).chars().count())
        .collect();
    let all_whole_puzzles = widths.iter().all(|&w| Shape::from_cell_count(w).is_some());
    let square = widths.iter().all(|&w| w == shape.side()) && expected.is_none_or(|e| e == shape);
    // Lines most of which are puzzles of their own (4x4 ones, one of them mistyped) are a
    // file of puzzles, each line with its own result, not a block that fails as a whole.
    let puzzles = lines
        .iter()
        .filter(|(n, l)| parse_line(l, *n, expected).is_ok())
        .count();
    let mostly_puzzles = puzzles * 2 > lines.len();
    // A row wider than the grid is still read as a block, so that its error names the row.
    widths.iter().all(|&w| w <= 25) && (!all_whole_puzzles || square) && !mostly_puzzles
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
                kind: ParseErrorKind::SecondPuzzle,
            }),
        },
    }
}

/// The longest line kept in memory, in bytes: far more than the 625 cells of the largest grid
/// with any blanks around them. A longer line is an error, reported without being stored.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The most a [`PuzzleReader`] reads from one input, in bytes: 1 GiB, some thirteen million
/// puzzles of 9x9. Past it the reader ends with an error, so that an endless input
/// (`/dev/zero`, a stream of one endless line) ends in about a second instead of never.
pub const MAX_INPUT_BYTES: u64 = 1 << 30;

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
    /// The bytes of the line being read, kept from line to line (no allocation per line).
    bytes: Vec<u8>,
    decided: bool,
    done: bool,
    /// Bytes read so far, and the most to read.
    read: u64,
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
            read: 0,
            max_bytes: MAX_INPUT_BYTES,
        }
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
                    too_many |= rows.len() + blanks.len() >= MAX_BLOCK_LINES;
                    if !too_many {
                        blanks.push(line);
                    }
                }
                Ok(text) => {
                    let wide = !could_be_a_block_line(&text);
                    rows.extend(blanks.drain(..).map(|n| (n, String::new())));
                    rows.push((line, text));
                    if wide || too_many || rows.len() > MAX_BLOCK_LINES {
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
        })
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
        let mut reader = PuzzleReader::new(ones, None);
        reader.max_bytes = 1 << 20;
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
