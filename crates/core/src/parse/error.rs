//! What went wrong reading a puzzle, and where: the line, the cell and the character, worded
//! for a person (`line 3, r5c5: unexpected character 'x'`).

use std::fmt;

use crate::grid::{Cell, Digit, Shape};
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
    /// A character of the 729-character pencil-mark form that is neither the digit of its
    /// place (`place`, 1-9, in the cell's nine) nor a removed one (`.` or `0`).
    MarkCharacter { cell: Cell, place: u8, found: char },
    /// A cell of the pencil-mark form with no candidate left (nine dots).
    NoCandidate { cell: Cell },
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
    /// A grid of pencil marks (`explain`'s) that does not read, or that this reader does not
    /// read.
    Pencil(PencilFault),
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
                // The length of a position's pencil marks, given to a command that reads none.
                if *found == MARKS_LINE && stray.is_none() {
                    write!(
                        f,
                        "; 729 characters are a position's pencil marks, which grade, hint and explain read"
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
            ParseErrorKind::MarkCharacter { cell, place, found } => write!(
                f,
                ", {cell}: unexpected character {} in place {place} of the cell's nine pencil \
                 marks; expected {place} (the candidate kept) or . (removed)",
                describe(*found)
            ),
            ParseErrorKind::NoCandidate { cell } => write!(
                f,
                ", {cell}: no candidate left (nine dots): a cell keeps at least its digit"
            ),
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
            ParseErrorKind::Pencil(fault) => write!(f, "{fault}"),
            ParseErrorKind::Io(message) => write!(f, ": cannot read input: {message}"),
        }
    }
}

/// What is wrong with a pencil-mark grid; [`ParseErrorKind::Pencil`] carries it, the line
/// being the error's.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PencilFault {
    /// A character in a cell of candidates that is neither the digit of its place nor `.`.
    Mark {
        cell: Cell,
        found: char,
        place: Digit,
    },
    /// A character in a cell that holds a digit (blanks around it) that is not that digit or
    /// its brackets.
    InDigit { cell: Cell, found: char },
    /// A cell of candidates with every place a dot.
    NoCandidate { cell: Cell },
    /// A cell with nothing in it: no digit, no candidate, no dot.
    Blank { cell: Cell },
    /// A box of a line (between two bars) of another width than its cells take.
    BoxWidth {
        cell: Cell,
        found: usize,
        box_side: usize,
    },
    /// A character between cells, before the first bar or after the last.
    Between { found: char },
    /// A line with another number of boxes than the grid has.
    Boxes { found: usize, box_side: usize },
    /// A band of rows (between two rules) with too few lines, or going on past its last.
    Band {
        found: usize,
        box_side: usize,
        longer: bool,
    },
    /// More bands of rows than the grid has boxes down.
    Bands { box_side: usize },
    /// A pencil-mark grid given to a command that reads givens only.
    NotRead,
}

impl fmt::Display for PencilFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lines = |b: usize| format!("{b} rows of {b} lines, a blank line between rows");
        match *self {
            PencilFault::Mark { cell, found, place } => write!(
                f,
                ", {cell}: unexpected character {} where the cell's candidate {place} is \
                 written; expected {place} or . (ruled out)",
                describe(found)
            ),
            PencilFault::InDigit { cell, found } => write!(
                f,
                ", {cell}: unexpected character {} in a cell holding a digit; expected the \
                 digit alone, 5, or in brackets, [5]",
                describe(found)
            ),
            PencilFault::NoCandidate { cell } => write!(
                f,
                ", {cell}: no candidate left (every place a dot): a cell keeps at least its digit"
            ),
            PencilFault::Blank { cell } => write!(
                f,
                ", {cell}: a blank cell; expected its digit, or its candidates and dots"
            ),
            PencilFault::BoxWidth {
                cell,
                found,
                box_side: b,
            } => write!(
                f,
                ", {cell}: {found} characters between the bars of a box, expected {} ({b} cells \
                 of {b} characters, a blank before each and after the last)",
                b * b + b + 1
            ),
            PencilFault::Between { found } => write!(
                f,
                ": unexpected character {} outside the cells; expected a blank or a frame \
                 character",
                describe(found)
            ),
            PencilFault::Boxes { found, box_side } => {
                write!(f, ": {found} boxes between bars, expected {box_side}")
            }
            PencilFault::Band {
                found,
                box_side: b,
                longer,
            } => {
                let expected = b * b + b - 1;
                if longer {
                    write!(
                        f,
                        ": a band of rows goes on past {expected} lines ({}); expected a rule \
                         between bands",
                        lines(b)
                    )
                } else {
                    write!(
                        f,
                        ": a band of rows ends after {found} lines, expected {expected} ({})",
                        lines(b)
                    )
                }
            }
            PencilFault::Bands { box_side } => write!(
                f,
                ": a band of rows past the grid's last; a grid of {box_side} boxes across has \
                 {box_side} bands"
            ),
            PencilFault::NotRead => write!(
                f,
                ": a grid of pencil marks, which grade, hint and explain read; this command \
                 reads a puzzle's givens"
            ),
        }
    }
}

/// `expected a digit 1-9, or 0 or . for an empty cell`.
pub(super) fn expected(shape: Shape) -> String {
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
pub(super) fn non_ascii_digit(c: char) -> Option<u32> {
    const ZEROS: [u32; 5] = [0xFF10, 0x0660, 0x06F0, 0x0966, 0x09E6];
    let code = c as u32;
    ZEROS
        .iter()
        .find(|&&zero| (zero..zero + 10).contains(&code))
        .map(|zero| code - zero)
}

/// The longest line kept in memory, in bytes: far more than the 625 cells of the largest grid
/// with any blanks around them. A longer line is an error, reported without being stored.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The most a [`PuzzleReader`] reads from one input, in bytes: 1 GiB, some thirteen million
/// puzzles of 9x9. Past it the reader ends with an error, so that an endless input
/// (`/dev/zero`, a stream of one endless line) ends in about a second instead of never.
pub const MAX_INPUT_BYTES: u64 = 1 << 30;

/// How many characters the pencil-mark form has: nine for each of the 81 cells (see
/// `parse_marks`).
pub const MARKS_LINE: usize = 729;
