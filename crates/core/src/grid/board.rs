//! A grid of cells, each empty or holding a digit: the puzzle, and any solution of it.

use std::fmt;
use std::hash::{Hash, Hasher};

use super::shape::Shape;
use super::types::{Candidates, Cell, Digit, House};

/// A grid of `shape`: every cell empty or holding a digit.
#[derive(Clone)]
pub struct Grid {
    shape: Shape,
    cells: Cells,
}

/// The cells of a grid: those of a 9x9 grid or smaller in place, so that making, copying and
/// dropping such a grid (a solution, say, thousands of times a second) never touches the heap;
/// the larger grids on the heap.
#[derive(Clone)]
enum Cells {
    /// The first `shape.cells()` are the grid's; the rest stay `None`.
    Small([Option<Digit>; SMALL]),
    Large(Box<[Option<Digit>]>),
}

/// The cells of the largest grid kept in place: 9x9.
const SMALL: usize = 81;

impl PartialEq for Grid {
    fn eq(&self, other: &Grid) -> bool {
        self.shape == other.shape && self.cells() == other.cells()
    }
}

impl Eq for Grid {}

impl Hash for Grid {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.shape.hash(state);
        self.cells().hash(state);
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Grid")
            .field("shape", &self.shape)
            .field("cells", &self.cells())
            .finish()
    }
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
    /// An empty 9x9 grid, as a constant.
    pub const EMPTY_NINE: Grid = Grid {
        shape: Shape::NINE,
        cells: Cells::Small([None; SMALL]),
    };

    /// An empty grid of `shape`.
    pub fn empty(shape: Shape) -> Grid {
        let cells = if shape.cells() <= SMALL {
            Cells::Small([None; SMALL])
        } else {
            Cells::Large(vec![None; shape.cells()].into_boxed_slice())
        };
        Grid { shape, cells }
    }

    /// A grid with these cells, in row-major order. `None` when the count does not fit a shape or
    /// a digit is too large for it.
    pub fn from_cells(cells: Vec<Option<Digit>>) -> Option<Grid> {
        let shape = Shape::from_cell_count(cells.len())?;
        if !cells
            .iter()
            .flatten()
            .all(|d| d.get() as usize <= shape.side())
        {
            return None;
        }
        if cells.len() > SMALL {
            return Some(Grid {
                shape,
                cells: Cells::Large(cells.into_boxed_slice()),
            });
        }
        let mut grid = Grid::empty(shape);
        grid.cells_mut().copy_from_slice(&cells);
        Some(grid)
    }

    /// The 9x9 grid with these cells, in row-major order: digits of a 9x9 grid are never too
    /// large, so nothing is checked.
    pub fn nine(cells: [Option<Digit>; 81]) -> Grid {
        debug_assert!(cells.iter().flatten().all(|d| d.get() <= 9));
        Grid {
            shape: Shape::NINE,
            cells: Cells::Small(cells),
        }
    }

    fn cells_mut(&mut self) -> &mut [Option<Digit>] {
        let n = self.shape.cells();
        match &mut self.cells {
            Cells::Small(cells) => &mut cells[..n],
            Cells::Large(cells) => cells,
        }
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    pub fn get(&self, cell: Cell) -> Option<Digit> {
        self.cells()[cell.index()]
    }

    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        self.cells_mut()[cell.index()] = digit;
    }

    /// The cells in row-major order.
    #[inline]
    pub fn cells(&self) -> &[Option<Digit>] {
        let n = self.shape.cells();
        match &self.cells {
            Cells::Small(cells) => &cells[..n],
            Cells::Large(cells) => cells,
        }
    }

    /// How many cells hold a digit.
    pub fn filled(&self) -> usize {
        self.cells().iter().flatten().count()
    }

    pub fn is_complete(&self) -> bool {
        self.cells().iter().all(Option::is_some)
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
        // Most grids have none: one pass with a set of digits per house says so, and only a
        // grid with a conflict is scanned again, house by house, to name the first one.
        let mut seen = [0u32; 3 * super::MAX_SIDE];
        let mut clash = false;
        for (i, cell) in self.cells().iter().enumerate() {
            if let Some(digit) = cell {
                let bit = 1 << digit.index();
                let [r, c, b] = layout.house_numbers(i);
                clash |= (seen[r] | seen[c] | seen[b]) & bit != 0;
                seen[r] |= bit;
                seen[c] |= bit;
                seen[b] |= bit;
            }
        }
        if !clash {
            return None;
        }
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
                .cells()
                .iter()
                .zip(solution.cells())
                .all(|(given, s)| given.is_none() || given == s)
    }

    /// The grid as one line, `empty` for an empty cell: `53..7....6..195...`.
    pub fn to_line_with(&self, empty: char) -> String {
        // Digits are written in ASCII: with an ASCII `empty`, the line is made as bytes.
        if let Ok(empty) = u8::try_from(empty)
            && empty.is_ascii()
        {
            let bytes = self
                .cells()
                .iter()
                .map(|c| c.map_or(empty, Digit::to_ascii));
            return String::from_utf8(bytes.collect()).expect("ASCII is UTF-8");
        }
        self.cells()
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
