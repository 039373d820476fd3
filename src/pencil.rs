//! Pencil marks: every candidate of every cell, as a person writes them small in the corners
//! of a paper grid. A [`Board`] follows a solve step by step (the candidates after each
//! [`Step`]); [`draw`] writes the marks as text, each cell a small square of its digits.

use crate::grid::{Candidates, Cell, Grid, Shape};
use crate::steps::Step;

/// The candidates of every cell as a solve goes on.
#[derive(Clone, Debug)]
pub struct Board {
    shape: Shape,
    candidates: Vec<Candidates>,
    /// The candidates as they were before each guess or try still standing, innermost last:
    /// an undo brings them back.
    saved: Vec<Vec<Candidates>>,
}

impl Board {
    /// The pencil marks of a puzzle: a given alone in its cell, and in each empty cell the
    /// digits that no given among its peers holds.
    pub fn new(puzzle: &Grid) -> Board {
        let shape = puzzle.shape();
        Board {
            shape,
            candidates: shape.all_cells().map(|c| puzzle.candidates(c)).collect(),
            saved: Vec::new(),
        }
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The candidates of every cell, in row-major order.
    pub fn candidates(&self) -> &[Candidates] {
        &self.candidates
    }

    pub fn get(&self, cell: Cell) -> Candidates {
        self.candidates[cell.index()]
    }

    /// Applies what a step did to the pencil marks.
    pub fn apply(&mut self, step: &Step) {
        match *step {
            Step::Place {
                cell,
                digit,
                reason,
            } => {
                if reason.is_guess() {
                    self.saved.push(self.candidates.clone());
                }
                self.candidates[cell.index()] = Candidates::single(digit);
            }
            Step::Eliminate { cell, digit, .. } | Step::Exclude { cell, digit, .. } => {
                self.candidates[cell.index()].remove(digit)
            }
            Step::Undo { .. } => {
                if let Some(before) = self.saved.pop() {
                    self.candidates = before;
                }
            }
            Step::Contradiction(_) | Step::Solved => {}
        }
    }
}

/// The pencil marks drawn as text: each cell a square of `box_side` lines of `box_side`
/// characters, digit `d` at its place in reading order (`1` top left, `9` bottom right on a
/// 9x9 grid), `.` for a digit ruled out; a cell with one candidate shows that digit alone, in
/// the middle. Each line of each cell goes through `paint`, so the caller can colour cells.
pub fn draw(
    candidates: &[Candidates],
    shape: Shape,
    paint: impl Fn(Cell, &str) -> String,
) -> String {
    let (side, b) = (shape.side(), shape.box_side());
    // A box is b cells of b characters, a space between cells and around the box.
    let segment = "─".repeat(b * b + b + 1);
    let rule = |left: &str, mid: &str, right: &str| {
        let mut s = String::from(left);
        for i in 0..b {
            s.push_str(&segment);
            s.push_str(if i + 1 == b { right } else { mid });
        }
        s.push('\n');
        s
    };
    let blank = {
        let mut s = String::from("│");
        for _ in 0..b {
            s.push_str(&" ".repeat(b * b + b + 1));
            s.push('│');
        }
        s.push('\n');
        s
    };
    let mut out = rule("┌", "┬", "┐");
    for r in 0..side {
        if r > 0 {
            out.push_str(&if r % b == 0 {
                rule("├", "┼", "┤")
            } else {
                blank.clone()
            });
        }
        for line in 0..b {
            for c in 0..side {
                out.push_str(match c {
                    0 => "│ ",
                    _ if c % b == 0 => " │ ",
                    _ => " ",
                });
                let cell = Cell::new(r, c, side);
                out.push_str(&paint(cell, &cell_line(candidates[cell.index()], b, line)));
            }
            out.push_str(" │\n");
        }
    }
    out.push_str(&rule("└", "┴", "┘"));
    out
}

/// One line of one cell's square.
fn cell_line(candidates: Candidates, b: usize, line: usize) -> String {
    if let Some(digit) = candidates.as_single() {
        return (0..b)
            .map(|i| {
                if line == b / 2 && i == b / 2 {
                    digit.to_char()
                } else {
                    ' '
                }
            })
            .collect();
    }
    (0..b)
        .map(|i| {
            let digit = crate::grid::Digit::from_index(line * b + i);
            if candidates.contains(digit) {
                digit.to_char()
            } else {
                '.'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::WIKIPEDIA;

    #[test]
    fn marks_show_candidates_in_place_and_givens_alone() {
        let puzzle = WIKIPEDIA.grid();
        let board = Board::new(&puzzle);
        let text = draw(board.candidates(), puzzle.shape(), |_, s| s.to_string());
        let lines: Vec<&str> = text.lines().collect();
        // 9 rows of 3 lines, 6 blank separators, 2 box rules, top and bottom.
        assert_eq!(lines.len(), 27 + 6 + 2 + 2);
        // r1c1 holds the given 5 in its middle; r1c3 has candidates 1 2 4.
        assert_eq!(&lines[2].chars().skip(2).take(3).collect::<String>(), " 5 ");
        assert_eq!(
            &lines[1].chars().skip(10).take(3).collect::<String>(),
            "12."
        );
        assert_eq!(
            &lines[2].chars().skip(10).take(3).collect::<String>(),
            "4.."
        );
    }
}
