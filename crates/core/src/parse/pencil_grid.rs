//! The grid of pencil marks that `explain` prints (`pencil::draw`), read back as a position:
//! each cell a square of its candidates in their places, a digit alone in it (a given in
//! brackets). Each cell is read by its places and the frame ignored (box-drawing or `|`, `-`,
//! `+`, colour codes, indentation), so a character out of place is an error naming its line,
//! its cell and itself.

use crate::grid::{Candidates, Cell, Digit, Grid, Shape};

use super::error::{ParseError, ParseErrorKind, PencilFault};
use super::forms::check_shape;
use super::marks::Marked;

/// True for a character of a horizontal rule.
fn is_horizontal(c: char) -> bool {
    matches!(c, '─' | '━' | '═' | '-' | '=' | '╌' | '┄')
}

/// True for a character of a frame: a bar, a rule, a corner or a crossing.
fn is_frame(c: char) -> bool {
    c == '|' || c == '+' || is_horizontal(c) || ('\u{2500}'..='\u{257F}').contains(&c)
}

/// True for a bar between boxes.
fn is_bar(c: char) -> bool {
    is_frame(c) && !is_horizontal(c) && c != '+'
}

/// A line of the grid as its characters, colour codes (`ESC [ ... m`) and a `\r` taken out.
fn clean(text: &str) -> Vec<char> {
    let mut chars = Vec::with_capacity(text.len());
    let mut it = text.chars().peekable();
    while let Some(c) = it.next() {
        if c == '\u{1b}' && it.peek() == Some(&'[') {
            for e in it.by_ref() {
                if e.is_ascii_alphabetic() {
                    break;
                }
            }
        } else if c != '\r' {
            chars.push(c);
        }
    }
    chars
}

/// True for a rule: frame characters and blanks only, with a horizontal one among them.
fn is_rule(chars: &[char]) -> bool {
    chars.iter().any(|&c| is_horizontal(c))
        && chars.iter().all(|&c| is_frame(c) || c.is_whitespace())
}

/// The bands of rows: the runs of lines between rules (the rules above and below the grid
/// start and end none).
fn bands(lines: &[(usize, Vec<char>)]) -> Vec<(usize, usize)> {
    let mut bands = Vec::new();
    let mut start = None;
    for (i, (_, chars)) in lines.iter().enumerate() {
        if is_rule(chars) {
            if let Some(s) = start.take() {
                bands.push((s, i));
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        bands.push((s, lines.len()));
    }
    bands
}

/// The box side of the grid `lines` draw, when they are a pencil-mark grid: `b` the number of
/// boxes across most of its lines (`b + 1` bars), and at least `b³` lines, which only a grid
/// of cells `b` lines tall has (a grid of digits has `b² + b + 1` at most), so that a line
/// lost or spoiled is still read as part of the grid, and named.
pub(super) fn box_side(lines: &[(usize, &str)]) -> Option<usize> {
    let cleaned: Vec<Vec<char>> = lines.iter().map(|&(_, l)| clean(l)).collect();
    let mut across = [0usize; 6];
    for chars in cleaned.iter().filter(|c| !is_rule(c)) {
        let bars = chars.iter().filter(|&&c| is_bar(c)).count();
        if (3..=6).contains(&bars) {
            across[bars - 1] += 1;
        }
    }
    let b = (2..=5).max_by_key(|&b| across[b])?;
    (across[b] > 0 && cleaned.len() >= b * b * b).then_some(b)
}

/// One cell's square as read: the line each of its `b` lines is on, and its characters.
type Square = Vec<(usize, Vec<char>)>;

/// Reads the pencil-mark grid `lines` (each with its 1-based line number), whose box side
/// [`box_side`] found, into the position it shows; `expected` rejects a grid of another size.
pub(super) fn parse_pencil_grid(
    lines: &[(usize, &str)],
    b: usize,
    expected: Option<Shape>,
) -> Result<Marked, ParseError> {
    let cleaned: Vec<(usize, Vec<char>)> = lines.iter().map(|&(n, l)| (n, clean(l))).collect();
    let shape = Shape::from_side(b * b).expect("a box side of 2 to 5");
    let first = lines.first().map_or(1, |l| l.0);
    check_shape(shape, expected, first)?;
    let side = shape.side();
    let height = b * b + b - 1;
    let mut squares: Vec<Square> = vec![Vec::with_capacity(b); shape.cells()];
    let bands = bands(&cleaned);
    for (k, &(start, end)) in bands.iter().enumerate() {
        let fault = |line: usize, fault| ParseError {
            line,
            kind: ParseErrorKind::Pencil(fault),
        };
        if k == b {
            return Err(fault(cleaned[start].0, PencilFault::Bands { box_side: b }));
        }
        let found = end - start;
        if found != height {
            let (at, longer) = if found > height {
                (cleaned[start + height].0, true)
            } else {
                // Named at the rule that ends the band, or past the last line.
                let at = cleaned.get(end).map_or(cleaned[end - 1].0 + 1, |l| l.0);
                (at, false)
            };
            let band = PencilFault::Band {
                found,
                box_side: b,
                longer,
            };
            return Err(fault(at, band));
        }
        for j in 0..height {
            let (line, chars) = &cleaned[start + j];
            let row = (j + 1) % (b + 1) != 0;
            let cells = read_line(chars, b, row.then_some(k * b + j / (b + 1)), side)
                .map_err(|e| fault(*line, e))?;
            for (cell, text) in cells {
                squares[cell.index()].push((*line, text));
            }
        }
    }
    if bands.len() < b {
        let at = cleaned.last().map_or(first, |l| l.0 + 1);
        let band = PencilFault::Band {
            found: 0,
            box_side: b,
            longer: false,
        };
        return Err(ParseError {
            line: at,
            kind: ParseErrorKind::Pencil(band),
        });
    }
    let mut grid = Grid::empty(shape);
    let mut candidates = Vec::with_capacity(shape.cells());
    for cell in shape.all_cells() {
        let square = &squares[cell.index()];
        let (digit, set) = read_square(cell, square, b, shape).map_err(|(line, e)| ParseError {
            line,
            kind: ParseErrorKind::Pencil(e),
        })?;
        grid.set(cell, digit);
        candidates.push(set);
    }
    Ok(Marked { grid, candidates })
}

/// The cells of one line (`row`, or none for a blank line between rows): the text of each
/// cell's place on this line, `b` characters. Blanks before the first bar and after the last
/// are ignored; a line between rows holds blanks and bars only.
fn read_line(
    chars: &[char],
    b: usize,
    row: Option<usize>,
    side: usize,
) -> Result<Vec<(Cell, Vec<char>)>, PencilFault> {
    let bars: Vec<usize> = (0..chars.len()).filter(|&i| is_bar(chars[i])).collect();
    let outside = chars.iter().enumerate().filter(|&(i, _)| {
        bars.first().is_none_or(|&f| i < f) || bars.last().is_some_and(|&l| i > l)
    });
    for (_, &c) in outside {
        if !c.is_whitespace() {
            return Err(PencilFault::Between { found: c });
        }
    }
    let Some(row) = row else {
        // A line between rows: nothing but blanks and frame characters.
        return match chars.iter().find(|&&c| !c.is_whitespace() && !is_frame(c)) {
            Some(&c) => Err(PencilFault::Between { found: c }),
            None => Ok(Vec::new()),
        };
    };
    if bars.len() != b + 1 {
        return Err(PencilFault::Boxes {
            found: bars.len().saturating_sub(1),
            box_side: b,
        });
    }
    let mut cells = Vec::with_capacity(b * b);
    for (k, pair) in bars.windows(2).enumerate() {
        let segment = &chars[pair[0] + 1..pair[1]];
        let first = Cell::new(row, k * b, side);
        if segment.len() != b * b + b + 1 {
            return Err(PencilFault::BoxWidth {
                cell: first,
                found: segment.len(),
                box_side: b,
            });
        }
        for (i, &c) in segment.iter().enumerate() {
            if i % (b + 1) == 0 && !c.is_whitespace() {
                return Err(PencilFault::Between { found: c });
            }
        }
        for i in 0..b {
            let at = 1 + i * (b + 1);
            cells.push((
                Cell::new(row, k * b + i, side),
                segment[at..at + b].to_vec(),
            ));
        }
    }
    Ok(cells)
}

/// What one cell's square says: a digit (blanks around it, in brackets or not), or its
/// candidates (each place its digit or `.`). An error names the line of the character.
fn read_square(
    cell: Cell,
    square: &Square,
    b: usize,
    shape: Shape,
) -> Result<(Option<Digit>, Candidates), (usize, PencilFault)> {
    let places = || {
        square.iter().enumerate().flat_map(|(l, (line, text))| {
            text.iter()
                .enumerate()
                .map(move |(i, &c)| (*line, l * b + i, c))
        })
    };
    let first_line = square.first().map_or(0, |s| s.0);
    // A cell of candidates has a character in every place, a dot among them unless every
    // candidate is left; a digit's cell has blanks around the digit.
    let marks = places().any(|(_, _, c)| c == '.') || places().all(|(_, _, c)| !c.is_whitespace());
    if marks {
        let mut set = Candidates::EMPTY;
        for (line, place, c) in places() {
            let digit = Digit::from_index(place);
            if c == digit.to_char() {
                set.insert(digit);
            } else if c != '.' {
                let mark = PencilFault::Mark {
                    cell,
                    found: c,
                    place: digit,
                };
                return Err((line, mark));
            }
        }
        if set.is_empty() {
            return Err((first_line, PencilFault::NoCandidate { cell }));
        }
        return Ok((None, set));
    }
    // A digit alone, or a given in brackets: `5`, `[5]`, in any of the cell's places.
    let shown: Vec<(usize, char)> = places()
        .filter(|&(_, _, c)| !c.is_whitespace())
        .map(|(line, _, c)| (line, c))
        .collect();
    let text: String = shown.iter().map(|&(_, c)| c).collect();
    let inner = text
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .unwrap_or(&text);
    let digit = inner
        .chars()
        .next()
        .and_then(Digit::from_char)
        .filter(|d| inner.chars().count() == 1 && d.get() as usize <= shape.side());
    match digit {
        Some(d) => Ok((Some(d), Candidates::single(d))),
        None => match shown.iter().find(|&&(_, c)| {
            !(matches!(c, '[' | ']')
                || Digit::from_char(c).is_some_and(|d| d.get() as usize <= shape.side()))
        }) {
            Some(&(line, c)) => Err((line, PencilFault::InDigit { cell, found: c })),
            None if shown.is_empty() => Err((first_line, PencilFault::Blank { cell })),
            // Brackets out of place, or two digits: named at the first.
            None => Err((
                shown[0].0,
                PencilFault::InDigit {
                    cell,
                    found: shown[0].1,
                },
            )),
        },
    }
}
