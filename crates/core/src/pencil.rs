//! Pencil marks: every candidate of every cell, as a person writes them small in the corners
//! of a paper grid. A [`PencilMarks`] follows a solve step by step (the candidates after each
//! [`Step`]); [`draw`] writes the marks as text, each cell a small square of its digits.

use crate::grid::{Candidates, Cell, Digit, Grid, Shape};
use crate::steps::Step;

/// What one cell of a [`PencilMarks`] shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    /// A digit of the puzzle.
    Given(Digit),
    /// A digit the solve placed.
    Placed(Digit),
    /// An empty cell and its candidates (possibly one, not placed yet; possibly none, a dead
    /// end).
    Candidates(Candidates),
}

/// The candidates of every cell as a solve goes on.
#[derive(Clone, Debug)]
pub struct PencilMarks {
    shape: Shape,
    candidates: Vec<Candidates>,
    /// The digit of each cell: the givens, then every placement.
    digits: Vec<Option<Digit>>,
    given: Vec<bool>,
    /// The candidates and digits as they were before each guess or try still standing,
    /// innermost last: an undo brings them back.
    saved: Vec<(Vec<Candidates>, Vec<Option<Digit>>)>,
}

impl PencilMarks {
    /// The pencil marks of a puzzle: a given alone in its cell, and in each empty cell the
    /// digits that no given among its peers holds.
    pub fn new(puzzle: &Grid) -> PencilMarks {
        let shape = puzzle.shape();
        PencilMarks {
            shape,
            candidates: shape.all_cells().map(|c| puzzle.candidates(c)).collect(),
            digits: puzzle.cells().to_vec(),
            given: puzzle.cells().iter().map(Option::is_some).collect(),
            saved: Vec::new(),
        }
    }

    /// The pencil marks of a position mid-solve: its digits, shown as givens, and in each
    /// empty cell the candidates of `marks` (one set per cell, by index) that no digit among
    /// its peers rules out, as the ladder's board of the position holds them.
    pub fn from_position(grid: &Grid, marks: &[Candidates]) -> PencilMarks {
        let mut board = PencilMarks::new(grid);
        for (set, mark) in board.candidates.iter_mut().zip(marks) {
            *set = Candidates::from_bits(set.bits() & mark.bits());
        }
        board
    }

    /// What `cell` shows: its given, the digit placed there, or its candidates.
    pub fn cell(&self, cell: Cell) -> Mark {
        let i = cell.index();
        match self.digits[i] {
            Some(d) if self.given[i] => Mark::Given(d),
            Some(d) => Mark::Placed(d),
            None => Mark::Candidates(self.candidates[i]),
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
                    self.saved
                        .push((self.candidates.clone(), self.digits.clone()));
                }
                self.candidates[cell.index()] = Candidates::single(digit);
                self.digits[cell.index()] = Some(digit);
            }
            Step::Eliminate { cell, digit, .. } | Step::Exclude { cell, digit, .. } => {
                self.candidates[cell.index()].remove(digit);
                // A placed digit crossed out (a dead end in a solver that keeps candidates):
                // the cell is empty again, with nothing left.
                if self.digits[cell.index()] == Some(digit) && !self.given[cell.index()] {
                    self.digits[cell.index()] = None;
                }
            }
            Step::Undo { .. } => {
                if let Some((candidates, digits)) = self.saved.pop() {
                    self.candidates = candidates;
                    self.digits = digits;
                }
            }
            Step::Contradiction(_) | Step::Solved => {}
        }
    }
}

/// The pencil marks drawn as text: each cell a square of `box_side` lines of `box_side`
/// characters. An empty cell shows digit `d` at its place in reading order (`1` top left, `9`
/// bottom right on a 9x9 grid) and `.` for a digit ruled out, even when one candidate is left
/// (`.5.` in the middle line: not placed yet). A digit in the grid stands alone in the middle:
/// a given in brackets (`[5]`), a placed digit bare (` 5 `), so the three read apart without
/// colour. (On a 4x4 grid a cell is two characters wide: there is no room for the brackets,
/// and a given and a placed digit look alike.) Each line of each cell goes through `paint`, so
/// the caller can colour cells.
pub fn draw(board: &PencilMarks, paint: impl Fn(Cell, &str) -> String) -> String {
    let shape = board.shape();
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
                out.push_str(&paint(cell, &cell_line(board.cell(cell), b, line)));
            }
            out.push_str(" │\n");
        }
    }
    out.push_str(&rule("└", "┴", "┘"));
    out
}

/// One line of one cell's square.
fn cell_line(mark: Mark, b: usize, line: usize) -> String {
    let candidates = match mark {
        Mark::Given(digit) | Mark::Placed(digit) => {
            let mut text: Vec<char> = vec![' '; b];
            if line == b / 2 {
                text[b / 2] = digit.to_char();
                if b >= 3 && matches!(mark, Mark::Given(_)) {
                    text[b / 2 - 1] = '[';
                    text[b / 2 + 1] = ']';
                }
            }
            return text.into_iter().collect();
        }
        Mark::Candidates(candidates) => candidates,
    };
    (0..b)
        .map(|i| {
            let digit = Digit::from_index(line * b + i);
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
    use crate::steps::Reason;

    #[test]
    fn marks_show_candidates_in_place_and_givens_alone() {
        let puzzle = WIKIPEDIA.grid();
        let board = PencilMarks::new(&puzzle);
        let text = draw(&board, |_, s| s.to_string());
        let lines: Vec<&str> = text.lines().collect();
        // 9 rows of 3 lines, 6 blank separators, 2 box rules, top and bottom.
        assert_eq!(lines.len(), 27 + 6 + 2 + 2);
        // r1c1 holds the given 5 in its middle; r1c3 has candidates 1 2 4.
        assert_eq!(&lines[2].chars().skip(2).take(3).collect::<String>(), "[5]");
        assert_eq!(
            &lines[1].chars().skip(10).take(3).collect::<String>(),
            "12."
        );
        assert_eq!(
            &lines[2].chars().skip(10).take(3).collect::<String>(),
            "4.."
        );
        // r5c5's one candidate, 5, is pencilled in its place until a step places it.
        let r5c5 = |text: &str| -> Vec<String> {
            let lines: Vec<&str> = text.lines().collect();
            (0..3)
                .map(|k| lines[17 + k].chars().skip(20).take(3).collect())
                .collect()
        };
        assert_eq!(r5c5(&text), ["...", ".5.", "..."]);
        let mut board = board;
        let five = Digit::new(5).unwrap();
        board.apply(&Step::Place {
            cell: Cell::new(4, 4, 9),
            digit: five,
            reason: Reason::NakedSingle,
        });
        assert_eq!(board.cell(Cell::new(4, 4, 9)), Mark::Placed(five));
        assert_eq!(
            r5c5(&draw(&board, |_, s| s.to_string())),
            ["   ", " 5 ", "   "]
        );
    }
}
