//! The three forms a puzzle is written in, each read into a grid: one line of cells, seed 000's
//! block of rows, and a grid drawn with `|` or box-drawing characters.

use crate::grid::{Cell, Digit, Grid, Shape};

use super::error::{ParseError, ParseErrorKind};

/// Reads the cell at `cell` from character `c`: `Ok(None)` for an empty cell.
pub(super) fn read_cell(
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

pub(super) fn is_cell_char(c: char) -> bool {
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
pub(super) fn nine_by_nine(line: &[u8]) -> Option<Grid> {
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
pub(super) fn check_shape(
    shape: Shape,
    expected: Option<Shape>,
    line: usize,
) -> Result<(), ParseError> {
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
pub(super) fn is_drawn(line: &str) -> bool {
    line.chars().any(is_separator)
}

/// True for a rule of a drawn grid, which holds no cell: `------+-------`, `├───┼───┤`.
pub(super) fn is_rule(line: &str) -> bool {
    line.chars()
        .all(|c| is_separator(c) || c.is_whitespace() || matches!(c, '-' | '+' | '='))
}

/// The cells of one row of a drawn grid, as text. Fields between separators hold cells apart
/// from blanks (`│ 5 3 . │`), or one right-aligned number (seed 003's `|  2| 10|`), or cells
/// side by side (`53.|.7.|...`).
pub(super) fn drawn_cells(line: &str) -> Vec<&str> {
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
pub(super) fn is_skipped(line: &str) -> bool {
    let t = line.trim();
    t.is_empty() || t.starts_with('#')
}

/// Decides whether `lines` (the whole input, comments already dropped) is one puzzle in block
/// form: 4, 9, 16 or 25 rows, none wider than the widest grid, and not simply lines that are each a
/// whole puzzle of their own. Sixteen lines of sixteen characters could be either: they are
/// read as the square they draw, a 16x16 block, unless 4x4 puzzles are expected or most of the
/// lines are 4x4 puzzles.
pub(super) fn looks_like_block(lines: &[(usize, &str)], expected: Option<Shape>) -> bool {
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
