//! Two solvers of the library with the observer hook cut out: the same search code as
//! `crates/core/src/solvers/backtracking.rs` and `crates/core/src/solvers/golf_maintainer.rs`,
//! line for line, minus every `observer.step(...)` call and the `Observer` parameter. The `observer` benchmark group
//! times them against the library's solvers run with `NoObserver`, to show that a hook compiled
//! in but unused costs nothing; a test (`tests/observer_hook.rs`) checks that they still search
//! exactly as the library does (same solutions, same counts), so the comparison stays honest.

use sudoku_lab::solvers::{Limits, Report, Search};
use sudoku_lab::{Cell, Digit, Grid, Shape};

/// `crates/core/src/solvers/backtracking.rs` without the observer.
pub mod backtracking {
    use super::*;

    pub fn solve(puzzle: &Grid, limits: &Limits) -> Report {
        let side = puzzle.shape().side();
        let mut matrix: Vec<Vec<u8>> = (0..side)
            .map(|r| {
                (0..side)
                    .map(|c| puzzle.get(Cell::new(r, c, side)).map_or(0, Digit::get))
                    .collect()
            })
            .collect();
        let mut search = Search::new(limits);
        solve_matrix(&mut matrix, puzzle.shape().box_side(), &mut search);
        search.finish()
    }

    fn next_empty(matrix: &[Vec<u8>]) -> Option<(usize, usize)> {
        matrix
            .iter()
            .enumerate()
            .find_map(|(r, row)| row.iter().position(|&v| v == 0).map(|c| (r, c)))
    }

    fn possible(matrix: &[Vec<u8>], value: u8, row: usize, col: usize, box_side: usize) -> bool {
        if matrix[row].contains(&value) || matrix.iter().any(|r| r[col] == value) {
            return false;
        }
        let (r0, c0) = ((row / box_side) * box_side, (col / box_side) * box_side);
        !(r0..r0 + box_side).any(|r| matrix[r][c0..c0 + box_side].contains(&value))
    }

    fn solve_matrix(matrix: &mut [Vec<u8>], box_side: usize, search: &mut Search) -> bool {
        if !search.enter() {
            return true;
        }
        let Some((row, col)) = next_empty(matrix) else {
            let cells = matrix.iter().flatten().map(|&v| Digit::new(v)).collect();
            return !search.found(Grid::from_cells(cells).expect("a full matrix"));
        };
        let side = matrix.len();
        for value in 1..=side as u8 {
            if possible(matrix, value, row, col, box_side) {
                matrix[row][col] = value;
                search.stats.guesses += 1;
                if solve_matrix(matrix, box_side, search) {
                    return true;
                }
                matrix[row][col] = 0;
            }
        }
        false
    }
}

/// `crates/core/src/solvers/golf_maintainer.rs` without the observer.
pub mod golf_maintainer {
    use super::*;

    fn same_row(i: usize, j: usize) -> bool {
        i / 9 == j / 9
    }

    fn same_col(i: usize, j: usize) -> bool {
        (i as i64 - j as i64).rem_euclid(9) == 0
    }

    fn same_block(i: usize, j: usize) -> bool {
        i / 27 == j / 27 && i % 9 / 3 == j % 9 / 3
    }

    pub fn solve(puzzle: &Grid, limits: &Limits) -> Report {
        assert_eq!(puzzle.shape(), Shape::NINE, "9x9 only");
        let mut a = [0u8; 81];
        for (c, cell) in a.iter_mut().zip(puzzle.cells()) {
            *c = cell.map_or(0, Digit::get);
        }
        let mut search = Search::new(limits);
        r(&a, &mut search);
        search.finish()
    }

    fn r(a: &[u8; 81], search: &mut Search) {
        if !search.enter() {
            return;
        }
        let Some(i) = a.iter().position(|&c| c == 0) else {
            search.found(
                Grid::from_cells(a.iter().map(|&v| Digit::new(v)).collect()).expect("81 cells"),
            );
            return;
        };
        let mut excluded = [false; 10];
        for j in 0..81 {
            if same_row(i, j) || same_col(i, j) || same_block(i, j) {
                excluded[a[j] as usize] = true;
            }
        }
        for m in 1..=9u8 {
            if excluded[m as usize] {
                continue;
            }
            let mut b = *a;
            b[i] = m;
            search.stats.guesses += 1;
            r(&b, search);
            if search.stopped() {
                return;
            }
        }
    }
}

/// The hookless copy of the library solver called `name`, if there is one.
#[allow(dead_code)]
pub fn for_solver(name: &str) -> Option<fn(&Grid, &Limits) -> Report> {
    match name {
        "backtracking" => Some(backtracking::solve),
        "golf-maintainer" => Some(golf_maintainer::solve),
        _ => None,
    }
}
