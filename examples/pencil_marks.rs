//! Chapter "Candidate propagation": the pencil marks of a puzzle (every digit no peer holds),
//! and how far the naked-single rule alone takes each seed puzzle. A dozen lines of naked
//! singles, written here to show the idea; the project's solver for it is `propagation`.
//! Run it with `cargo run -p sudoku-lab-examples --example pencil_marks`.

use sudoku_lab::Grid;
use sudoku_lab::puzzles::{SEED_PUZZLES, WIKIPEDIA};

fn main() {
    // ANCHOR: marks
    let grid = WIKIPEDIA.grid();
    let side = grid.shape().side();
    for (k, cell) in grid.shape().all_cells().enumerate() {
        let marks = match grid.get(cell) {
            Some(d) => format!("[{d}]"),
            None => grid.candidates(cell).iter().map(|d| d.to_char()).collect(),
        };
        print!("{marks:<6}{}", if (k + 1) % side == 0 { "\n" } else { " " });
    }
    // ANCHOR_END: marks

    for puzzle in SEED_PUZZLES {
        let mut grid = puzzle.grid();
        let before = grid.filled();
        let rounds = naked_singles(&mut grid);
        println!(
            "{:<10} {before} givens; naked singles fill {} more cells in {rounds} rounds; {}",
            puzzle.name,
            grid.filled() - before,
            if grid.is_complete() {
                "solved".to_string()
            } else {
                format!("stuck with {} empty", grid.shape().cells() - grid.filled())
            }
        );
    }
}

// ANCHOR: naked
/// Places every naked single (an empty cell with one candidate left), round after round, until
/// a round finds none. Returns the number of rounds that placed something.
fn naked_singles(grid: &mut Grid) -> usize {
    let mut rounds = 0;
    loop {
        let singles: Vec<_> = grid
            .shape()
            .all_cells()
            .filter(|&cell| grid.get(cell).is_none())
            .filter_map(|cell| grid.candidates(cell).as_single().map(|d| (cell, d)))
            .collect();
        if singles.is_empty() {
            return rounds;
        }
        for (cell, digit) in singles {
            grid.set(cell, Some(digit));
        }
        rounds += 1;
    }
}
// ANCHOR_END: naked
