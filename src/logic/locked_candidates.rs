//! Locked candidates: where a house meets another, a digit can be locked into the overlap.
//! *Pointing*: inside a box, the digit fits only cells of one row (or column), so whichever
//! holds it, the rest of that row cannot. *Claiming*: inside a row (or column), the digit fits
//! only cells of one box, so the rest of that box cannot.

use crate::grid::{Candidates, Cell, Digit, House};
use crate::steps::Pattern;

use super::{Action, Board, Deduction, Technique};

/// The first pointing pattern (boxes in order), then the first claiming one (rows, then
/// columns), that removes at least one candidate.
pub fn find(board: &Board) -> Option<Deduction> {
    let side = board.shape().side();
    let houses: Vec<House> = board.houses().collect();
    let digits = || (0..side).map(Digit::from_index);
    // Pointing: a box, and the line its candidates for the digit all share.
    for &in_box in houses.iter().filter(|h| matches!(h, House::Box(_))) {
        for digit in digits() {
            let cells: Vec<Cell> = board.places(in_box, digit).collect();
            for line in shared_lines(&cells) {
                if let Some(d) = eliminate(board, digit, &cells, line, |c| {
                    board.shape().box_of(c) != in_box.number()
                }) {
                    return Some(d.with(Pattern::Pointing {
                        digit,
                        in_box,
                        line,
                    }));
                }
            }
        }
    }
    // Claiming: a line, and the box its candidates for the digit all share.
    for &line in houses.iter().filter(|h| !matches!(h, House::Box(_))) {
        for digit in digits() {
            let cells: Vec<Cell> = board.places(line, digit).collect();
            let Some(first) = cells.first() else {
                continue;
            };
            let b = board.shape().box_of(*first);
            if cells.len() < 2 || cells.iter().any(|&c| board.shape().box_of(c) != b) {
                continue;
            }
            let in_box = House::Box(b as u8);
            if let Some(d) = eliminate(board, digit, &cells, in_box, |c| !in_line(c, line)) {
                return Some(d.with(Pattern::Claiming {
                    digit,
                    line,
                    in_box,
                }));
            }
        }
    }
    None
}

/// The row and the column that all of `cells` share, when they do (two cells or more).
fn shared_lines(cells: &[Cell]) -> Vec<House> {
    let mut lines = Vec::new();
    if cells.len() < 2 {
        return lines;
    }
    let (row, col) = (cells[0].row(), cells[0].col());
    if cells.iter().all(|c| c.row() == row) {
        lines.push(House::Row(row as u8));
    }
    if cells.iter().all(|c| c.col() == col) {
        lines.push(House::Col(col as u8));
    }
    lines
}

fn in_line(cell: Cell, line: House) -> bool {
    match line {
        House::Row(r) => cell.row() == r as usize,
        House::Col(c) => cell.col() == c as usize,
        House::Box(_) => false,
    }
}

/// The deduction that removes `digit` from the cells of `target` chosen by `outside`, if any
/// holds it as a candidate.
fn eliminate(
    board: &Board,
    digit: Digit,
    cells: &[Cell],
    target: House,
    outside: impl Fn(Cell) -> bool,
) -> Option<Deduction> {
    let removals: Vec<(Cell, Digit)> = board
        .places(target, digit)
        .filter(|&c| outside(c))
        .map(|c| (c, digit))
        .collect();
    (!removals.is_empty()).then(|| Deduction {
        technique: Technique::LockedCandidates,
        houses: Vec::new(),
        cells: cells.to_vec(),
        digits: Candidates::single(digit),
        action: Action::Eliminate(removals),
        pattern: None,
    })
}

impl Deduction {
    /// Fills in the pattern and, from it, the houses (the box first, then the line).
    fn with(mut self, pattern: Pattern) -> Deduction {
        self.houses = match pattern {
            Pattern::Pointing { in_box, line, .. } | Pattern::Claiming { in_box, line, .. } => {
                vec![in_box, line]
            }
            Pattern::NakedPair { house, .. } | Pattern::HiddenPair { house, .. } => vec![house],
        };
        self.pattern = Some(pattern);
        self
    }
}
