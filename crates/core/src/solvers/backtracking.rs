//! Seed 003: readable backtracking on a matrix, as the Hungarian post teaches it. Find the next
//! empty cell in row order, try 1 to 9, keep the first digit that its row, column and box do not
//! hold, recurse, and set the cell back to empty when nothing below it works.

use crate::grid::{Cell, Digit, Grid};
use crate::steps::{Observer, Reason, Step};

use super::search::{Limits, Report, Search};

/// Solves `puzzle`, of any size, as seed 003's `sudoku_megoldás` does. One node is one call.
pub fn solve<O: Observer>(puzzle: &Grid, limits: &Limits, observer: &mut O) -> Report {
    let side = puzzle.shape().side();
    let mut matrix: Vec<Vec<u8>> = (0..side)
        .map(|r| {
            (0..side)
                .map(|c| puzzle.get(Cell::new(r, c, side)).map_or(0, Digit::get))
                .collect()
        })
        .collect();
    let mut search = Search::new(limits);
    solve_matrix(
        &mut matrix,
        puzzle.shape().box_side(),
        &mut search,
        observer,
    );
    search.finish()
}

// The helpers are `#[inline(always)]` because the search is generic over its observer: it is
// compiled in the caller's crate, where a plain private function of this crate cannot be inlined
// at all, and where `#[inline]` alone is not enough once the caller instantiates the search
// twice (with `NoObserver` and with a counting observer, as the `observer` benchmark does):
// `possible` then has two callers, loses the bonus the compiler gives a function with one
// caller, and stays a call: 23% more instructions than inlined (callgrind, the seed puzzles).
/// `következő_üres_cella`: the next empty cell in row order.
#[inline(always)]
fn next_empty(matrix: &[Vec<u8>]) -> Option<(usize, usize)> {
    matrix
        .iter()
        .enumerate()
        .find_map(|(r, row)| row.iter().position(|&v| v == 0).map(|c| (r, c)))
}

/// `az_érték_lehetséges`: the value is not yet in the row, the column or the box.
#[inline(always)]
fn possible(matrix: &[Vec<u8>], value: u8, row: usize, col: usize, box_side: usize) -> bool {
    if matrix[row].contains(&value) || matrix.iter().any(|r| r[col] == value) {
        return false;
    }
    let (r0, c0) = ((row / box_side) * box_side, (col / box_side) * box_side);
    !(r0..r0 + box_side).any(|r| matrix[r][c0..c0 + box_side].contains(&value))
}

/// `sudoku_megoldás`: true once a solution is found (and no more are wanted).
fn solve_matrix<O: Observer>(
    matrix: &mut [Vec<u8>],
    box_side: usize,
    search: &mut Search,
    observer: &mut O,
) -> bool {
    if !search.enter() {
        return true;
    }
    let Some((row, col)) = next_empty(matrix) else {
        observer.step(&Step::Solved);
        let cells = matrix.iter().flatten().map(|&v| Digit::new(v)).collect();
        // The seed returns True here; when more solutions are wanted, going on is the same
        // as the caller trying the next value.
        return !search.found_by(Grid::from_cells(cells).expect("a full matrix"), observer);
    };
    let side = matrix.len();
    for value in 1..=side as u8 {
        if possible(matrix, value, row, col, box_side) {
            matrix[row][col] = value;
            let (cell, digit) = (
                Cell::new(row, col, side),
                Digit::new(value).expect("1..=25"),
            );
            search.stats.guesses += 1;
            observer.step(&Step::Place {
                cell,
                digit,
                reason: Reason::Try,
            });
            if solve_matrix(matrix, box_side, search, observer) {
                return true;
            }
            matrix[row][col] = 0;
            observer.step(&Step::Undo { cell, digit });
        }
    }
    false
}
