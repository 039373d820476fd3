//! Sudoku as exact cover: one row per digit in a cell, one column per constraint, four ones to a
//! row. A grid of side `n` has `n³` rows and `4n²` columns (729 and 324 for 9x9).
//!
//! The columns come in four blocks of `n²`, in this order: each cell holds a digit (cells in row
//! order), each row holds each digit, each column holds each digit, each box holds each digit
//! (houses in order, digits in order within a house). The order matters twice: the S heuristic
//! breaks a tie between columns with the same number of ones in favour of the leftmost, so a cell
//! wins a tie against a digit in a house; and a column lists its rows top to bottom, so a cell's
//! digits are tried in ascending order and a digit's places in a house in the house's order.

use crate::grid::{Cell, Digit, House, PerShape, Shape};

use super::links::Links;

/// What a column of the matrix requires.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Constraint {
    /// This cell holds exactly one digit.
    Cell(Cell),
    /// This house holds this digit exactly once.
    Place(Digit, House),
}

/// The number of columns: four constraints for each cell's worth of grid.
pub fn columns(shape: Shape) -> usize {
    4 * shape.cells()
}

/// The row that puts `digit` in `cell`.
#[inline]
pub fn row(shape: Shape, cell: Cell, digit: Digit) -> usize {
    cell.index() * shape.side() + digit.index()
}

/// The placement a row stands for.
#[inline]
pub fn placement(shape: Shape, row: usize) -> (Cell, Digit) {
    let side = shape.side();
    (shape.cell(row / side), Digit::from_index(row % side))
}

/// The constraint a column stands for.
pub fn constraint(shape: Shape, column: usize) -> Constraint {
    let (side, cells) = (shape.side(), shape.cells());
    if column < cells {
        return Constraint::Cell(shape.cell(column));
    }
    let (block, rest) = ((column - cells) / cells, (column - cells) % cells);
    let (number, digit) = ((rest / side) as u8, Digit::from_index(rest % side));
    let house = match block {
        0 => House::Row(number),
        1 => House::Col(number),
        _ => House::Box(number),
    };
    Constraint::Place(digit, house)
}

/// True for the columns of the first block: a cell to fill, not a digit to place.
#[inline]
pub fn is_cell_column(shape: Shape, column: usize) -> bool {
    column < shape.cells()
}

/// The four columns of the row that puts `digit` in `cell`: its cell, then its digit in its row,
/// its column and its box.
pub fn columns_of(shape: Shape, cell: Cell, digit: Digit) -> [usize; 4] {
    let (side, cells) = (shape.side(), shape.cells());
    let d = digit.index();
    [
        cell.index(),
        cells + cell.row() * side + d,
        2 * cells + cell.col() * side + d,
        3 * cells + shape.box_of(cell) * side + d,
    ]
}

/// The matrix of the empty grid of `shape`, built once and kept: a solver clones it and selects
/// the givens' rows.
pub fn empty_grid(shape: Shape) -> &'static Links {
    static MATRICES: PerShape<Links> = PerShape::new();
    MATRICES.get(shape, |shape| {
        let rows = (0..shape.cells() * shape.side()).map(|r| {
            let (cell, digit) = placement(shape, r);
            columns_of(shape, cell, digit)
        });
        Links::new(columns(shape), 0, rows).expect("the Sudoku matrix is well formed")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_and_column_means_what_it_says() {
        for shape in Shape::ALL {
            let links = empty_grid(shape);
            let n = shape.side();
            assert_eq!(links.rows(), n * n * n);
            assert_eq!(links.columns(), 4 * n * n);
            // An empty grid: every cell takes n digits, every digit n places in every house.
            assert!((0..links.columns()).all(|c| links.size(c) == n));
            for r in [0, n * n * n / 2, n * n * n - 1] {
                let (cell, digit) = placement(shape, r);
                assert_eq!(row(shape, cell, digit), r);
                let cols: Vec<usize> = links.columns_of(r).collect();
                assert_eq!(cols, columns_of(shape, cell, digit));
                let layout = shape.layout();
                for (k, &c) in cols.iter().enumerate() {
                    let expected = if k == 0 {
                        Constraint::Cell(cell)
                    } else {
                        Constraint::Place(digit, layout.houses_of(cell)[k - 1])
                    };
                    assert_eq!(constraint(shape, c), expected);
                }
            }
        }
        assert_eq!(columns(Shape::NINE), 324);
    }
}
