//! The 729-character pencil-mark form, Sukaku Explainer's: each of the 81 cells written as its
//! nine candidates in order, the digit where it is kept and `.` (or `0`) where it is removed.
//! A position mid-solve is read as it stands: a cell left one candidate holds that digit.

use crate::grid::{Candidates, Digit, Grid, Shape};

use super::error::{MARKS_LINE, ParseError, ParseErrorKind};

/// A position read from pencil marks: the digits of the cells left one candidate, and the
/// candidates of every cell as written (the board made from it crosses out the digits of each
/// cell's peers, as a person would before going on).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Marked {
    pub grid: Grid,
    /// The candidates of each cell by index; a cell that holds a digit has that one alone.
    pub candidates: Vec<Candidates>,
}

/// The position of a 729-character line (`line` its 1-based number, for the errors); `None`
/// when `text` is not of that length, so is no pencil-mark line.
pub fn parse_marks(text: &str, line: usize) -> Option<Result<Marked, ParseError>> {
    let text = text.trim();
    (text.chars().count() == MARKS_LINE).then(|| read_marks(text, line))
}

fn read_marks(text: &str, line: usize) -> Result<Marked, ParseError> {
    let shape = Shape::NINE;
    let error = |kind| ParseError { line, kind };
    let chars: Vec<char> = text.chars().collect();
    let mut marks = Vec::with_capacity(81);
    for (index, nine) in chars.chunks(9).enumerate() {
        let cell = shape.cell(index);
        let mut set = Candidates::EMPTY;
        for (at, &c) in nine.iter().enumerate() {
            let digit = Digit::new(at as u8 + 1).expect("1-9");
            match c {
                '.' | '0' => {}
                _ if c == digit.to_char() => set.insert(digit),
                _ => {
                    return Err(error(ParseErrorKind::MarkCharacter {
                        cell,
                        place: at as u8 + 1,
                        found: c,
                    }));
                }
            }
        }
        if set.is_empty() {
            return Err(error(ParseErrorKind::NoCandidate { cell }));
        }
        marks.push(set);
    }
    let mut grid = Grid::empty(shape);
    for cell in shape.all_cells() {
        grid.set(cell, marks[cell.index()].as_single());
    }
    Ok(Marked {
        grid,
        candidates: marks,
    })
}

/// The 729-character form of a position: each cell's candidates in place, `.` elsewhere. On
/// another size each cell takes as many characters as the grid has digits (256 cells of 16 on
/// 16x16), read back by no command but written alike.
pub fn marks_line(candidates: &[Candidates]) -> String {
    let side = Shape::from_cell_count(candidates.len()).map_or(9, |s| s.side());
    candidates
        .iter()
        .flat_map(|set| {
            (0..side).map(move |i| {
                let d = Digit::from_index(i);
                if set.contains(d) { d.to_char() } else { '.' }
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;
    use crate::puzzles::WIKIPEDIA;

    /// The cell a mark error names.
    fn cell_of(e: &ParseError) -> Option<Cell> {
        match e.kind {
            ParseErrorKind::MarkCharacter { cell, .. } | ParseErrorKind::NoCandidate { cell } => {
                Some(cell)
            }
            _ => None,
        }
    }

    /// The marks of a puzzle as the 729-character form writes them.
    fn marks_of(grid: &Grid) -> String {
        let sets: Vec<Candidates> = grid
            .shape()
            .all_cells()
            .map(|c| grid.candidates(c))
            .collect();
        marks_line(&sets)
    }

    #[test]
    fn a_puzzles_own_marks_read_back_as_the_puzzle() {
        let grid = WIKIPEDIA.grid();
        let line = marks_of(&grid);
        assert_eq!(line.len(), MARKS_LINE);
        let marked = parse_marks(&line, 1)
            .expect("729 characters")
            .expect("valid marks");
        // Every given is a cell left one candidate; a cell the givens leave one is read as its
        // digit too.
        for cell in grid.shape().all_cells() {
            if let Some(d) = grid.get(cell) {
                assert_eq!(marked.grid.get(cell), Some(d));
            }
        }
        assert_eq!(marks_line(&marked.candidates), line);
    }

    #[test]
    fn a_removed_candidate_stays_removed_and_zeros_are_dots() {
        let grid = WIKIPEDIA.grid();
        let mut line: Vec<char> = marks_of(&grid).chars().collect();
        // r1c3 holds 1, 2 and 4 on the givens: remove the 2.
        let at = 2 * 9 + 1;
        assert_eq!(line[at], '2');
        line[at] = '0';
        let text: String = line.iter().collect();
        let marked = parse_marks(&text, 1).unwrap().unwrap();
        let cell = Shape::NINE.cell(2);
        assert!(!marked.candidates[cell.index()].contains(Digit::new(2).unwrap()));
        assert!(marked.candidates[cell.index()].contains(Digit::new(1).unwrap()));
    }

    #[test]
    fn a_wrong_digit_or_an_empty_cell_is_named_with_its_cell_and_place() {
        let full = "123456789".repeat(81);
        let mut wrong: Vec<char> = full.chars().collect();
        wrong[9 * 10 + 4] = '7';
        let text: String = wrong.iter().collect();
        let e = parse_marks(&text, 3).unwrap().unwrap_err();
        assert_eq!(cell_of(&e), Some(Shape::NINE.cell(10)));
        assert_eq!(
            e.to_string(),
            "line 3, r2c2: unexpected character '7' in place 5 of the cell's nine pencil marks; \
             expected 5 (the candidate kept) or . (removed)"
        );
        let mut empty: Vec<char> = full.chars().collect();
        empty[9 * 80..].fill('.');
        let text: String = empty.iter().collect();
        let e = parse_marks(&text, 1).unwrap().unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, r9c9: no candidate left (nine dots): a cell keeps at least its digit"
        );
        assert!(parse_marks(&full[1..], 1).is_none());
    }
}
