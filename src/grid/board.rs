//! A grid of cells, each empty or holding a digit: the puzzle, and any solution of it.

use std::fmt;

use super::shape::Shape;
use super::types::{Candidates, Cell, Digit, House};

/// A grid of `shape`: every cell empty or holding a digit.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Grid {
    shape: Shape,
    cells: Vec<Option<Digit>>,
}

/// Two equal digits in one house: the puzzle breaks a rule before any search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Conflict {
    pub digit: Digit,
    pub house: House,
    pub first: Cell,
    pub second: Cell,
}

/// `digit 5 appears twice in row 1: r1c2 and r1c7`.
impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "digit {} appears twice in {}: {} and {}",
            self.digit, self.house, self.first, self.second
        )
    }
}

impl Grid {
    /// An empty grid of `shape`.
    pub fn empty(shape: Shape) -> Grid {
        Grid {
            shape,
            cells: vec![None; shape.cells()],
        }
    }

    /// A grid with these cells, in row-major order. `None` when the count does not fit a shape or
    /// a digit is too large for it.
    pub fn from_cells(cells: Vec<Option<Digit>>) -> Option<Grid> {
        let shape = Shape::from_cell_count(cells.len())?;
        cells
            .iter()
            .flatten()
            .all(|d| d.get() as usize <= shape.side())
            .then_some(Grid { shape, cells })
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    pub fn get(&self, cell: Cell) -> Option<Digit> {
        self.cells[cell.index()]
    }

    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        self.cells[cell.index()] = digit;
    }

    /// The cells in row-major order.
    pub fn cells(&self) -> &[Option<Digit>] {
        &self.cells
    }

    /// How many cells hold a digit.
    pub fn filled(&self) -> usize {
        self.cells.iter().flatten().count()
    }

    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// The digits a cell can still take: those no peer holds. A filled cell gives its own digit.
    pub fn candidates(&self, cell: Cell) -> Candidates {
        if let Some(d) = self.get(cell) {
            return Candidates::single(d);
        }
        let mut set = Candidates::all(self.shape.side());
        for &peer in self.shape.layout().peers(cell) {
            if let Some(d) = self.get(peer) {
                set.remove(d);
            }
        }
        set
    }

    /// The first pair of equal digits in one house, houses in the order rows, columns, boxes.
    pub fn first_conflict(&self) -> Option<Conflict> {
        let layout = self.shape.layout();
        for (house, cells) in layout.houses() {
            let mut seen: [Option<Cell>; 25] = [None; 25];
            for &cell in cells {
                if let Some(digit) = self.get(cell) {
                    if let Some(first) = seen[digit.index()] {
                        return Some(Conflict {
                            digit,
                            house,
                            first,
                            second: cell,
                        });
                    }
                    seen[digit.index()] = Some(cell);
                }
            }
        }
        None
    }

    /// A complete grid that breaks no rule.
    pub fn is_valid_solution(&self) -> bool {
        self.is_complete() && self.first_conflict().is_none()
    }

    /// True when `solution` is a valid solution that keeps every given of `self`.
    pub fn is_solved_by(&self, solution: &Grid) -> bool {
        self.shape == solution.shape
            && solution.is_valid_solution()
            && self
                .cells
                .iter()
                .zip(&solution.cells)
                .all(|(given, s)| given.is_none() || given == s)
    }

    /// The grid as one line, `empty` for an empty cell: `53..7....6..195...`.
    pub fn to_line_with(&self, empty: char) -> String {
        self.cells
            .iter()
            .map(|c| c.map_or(empty, Digit::to_char))
            .collect()
    }
}

/// The one-line form with `0` for an empty cell, as the seeds write puzzles.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line_with('0'))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_puzzle;

    #[test]
    fn a_repeated_given_is_named_with_both_cells() {
        let g = parse_puzzle(
            "050000500000000000000000000000000000000000000000000000000000000000000000000000000",
        )
        .unwrap();
        assert_eq!(
            g.first_conflict().unwrap().to_string(),
            "digit 5 appears twice in row 1: r1c2 and r1c7"
        );
    }

    #[test]
    fn candidates_exclude_the_digits_of_peers() {
        let g = crate::puzzles::WIKIPEDIA.grid();
        assert_eq!(g.candidates(Cell::new(0, 2, 9)).to_string(), "1 2 4");
    }
}
