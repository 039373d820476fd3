//! Chapter "Hidden singles": where naked singles get stuck, look at each house instead of each
//! cell. This program takes each seed puzzle as far as naked singles go, then lists the hidden
//! singles waiting there (a digit with one place left in a row, column or box).
//! Run it with `cargo run -p sudoku-lab-examples --example hidden_singles_start`.

use sudoku_lab::grid::{Cell, Digit};
use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::{Grid, House};

fn main() {
    for puzzle in SEED_PUZZLES {
        let mut grid = puzzle.grid();
        naked_singles(&mut grid);
        let empty = grid.shape().cells() - grid.filled();
        let found = hidden_singles(&grid);
        println!(
            "{}: {empty} empty cells after naked singles, {} hidden singles:",
            puzzle.name,
            found.len()
        );
        for (digit, house, cell) in found.iter().take(6) {
            println!("  the only place for {digit} in {house} is {cell}");
        }
        if found.len() > 6 {
            println!("  ... and {} more", found.len() - 6);
        }
    }
}

// ANCHOR: hidden
/// Every (digit, house, cell) where `digit` is missing from `house` and only `cell` of that
/// house can still take it. A cell may appear more than once, through several houses.
fn hidden_singles(grid: &Grid) -> Vec<(Digit, House, Cell)> {
    let layout = grid.shape().layout();
    let mut found = Vec::new();
    for (house, cells) in layout.houses() {
        for index in 0..grid.shape().side() {
            let digit = Digit::from_index(index);
            if cells.iter().any(|&c| grid.get(c) == Some(digit)) {
                continue; // already placed in this house
            }
            let places: Vec<Cell> = cells
                .iter()
                .copied()
                .filter(|&c| grid.get(c).is_none() && grid.candidates(c).contains(digit))
                .collect();
            if let [only] = places[..] {
                found.push((digit, house, only));
            }
        }
    }
    found
}
// ANCHOR_END: hidden

/// The naked-single rule to its fixpoint, as in the `pencil_marks` example.
fn naked_singles(grid: &mut Grid) {
    loop {
        let singles: Vec<_> = grid
            .shape()
            .all_cells()
            .filter(|&cell| grid.get(cell).is_none())
            .filter_map(|cell| grid.candidates(cell).as_single().map(|d| (cell, d)))
            .collect();
        if singles.is_empty() {
            return;
        }
        for (cell, digit) in singles {
            grid.set(cell, Some(digit));
        }
    }
}
