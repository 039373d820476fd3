//! Chapter "Grids and formats": one puzzle in the forms the seeds write it (a line of 81
//! characters, seed 000's block of rows, seed 003's matrix) and what the model derives from it
//! (peers, candidates). Run it with `cargo run -p sudoku-lab-examples --example grid_formats`, or name one section:
//! `cargo run -p sudoku-lab-examples --example grid_formats -- block` (line, block, matrix, peers, candidates).

use sudoku_lab::grid::{Cell, Shape};
use sudoku_lab::puzzles::{SEED_003, WIKIPEDIA};
use sudoku_lab::{parse_puzzle, render};

fn main() {
    let only = std::env::args().nth(1);
    let show = |section: &str| only.as_deref().is_none_or(|o| o == section);

    if show("line") {
        line();
    }
    if show("block") {
        block();
    }
    if show("matrix") {
        matrix();
    }
    if show("peers") {
        peers();
    }
    if show("candidates") {
        candidates();
    }
}

// ANCHOR: line
fn line() {
    let grid = parse_puzzle(WIKIPEDIA.line).expect("a well-formed puzzle");
    println!("{grid}"); // the seeds' form: 0 for an empty cell
    println!("{}", render::line(&grid)); // the data sets' form: . for an empty cell
    println!("{} of {} cells given", grid.filled(), grid.shape().cells());
}
// ANCHOR_END: line

// ANCHOR: block
fn block() {
    let grid = parse_puzzle(WIKIPEDIA.line).expect("a well-formed puzzle");
    // Seed 000's form: one text line per row, a blank for an empty cell, short rows padded.
    let block = "53  7\n6  195\n 98    6\n8   6   3\n4  8 3  1\n7   2   6\n 6    28\n   419  5\n    8  79\n";
    let from_block = parse_puzzle(block).expect("seed 000's block form");
    println!("block form gives the same grid: {}", from_block == grid);
}
// ANCHOR_END: block

// ANCHOR: matrix
fn matrix() {
    // Seed 003's matrix: a list of nine rows, printed by its `mátrix_string`.
    print!("{}", render::matrix(&SEED_003.grid()));
}
// ANCHOR_END: matrix

// ANCHOR: peers
fn peers() {
    // Seed 000's g_exclusion[1][2]: the cells that cannot share a digit with row 1, column 2
    // (0-based), which the book writes r2c3.
    let layout = Shape::NINE.layout();
    let cell = Cell::new(1, 2, 9);
    let peers: Vec<String> = layout.peers(cell).iter().map(|p| p.to_string()).collect();
    println!("{cell} has {} peers: {}", peers.len(), peers.join(" "));
    for shape in Shape::ALL {
        let corner = Cell::new(0, 0, shape.side());
        println!(
            "{shape}: {} peers per cell",
            shape.layout().peers(corner).len()
        );
    }
}
// ANCHOR_END: peers

// ANCHOR: candidates
fn candidates() {
    let grid = parse_puzzle(WIKIPEDIA.line).expect("a well-formed puzzle");
    // Seed 000's InitCell and DoGaps, once: each empty cell keeps the digits no peer holds.
    for cell in [Cell::new(0, 2, 9), Cell::new(4, 4, 9), Cell::new(6, 0, 9)] {
        println!("{cell}: candidates {}", grid.candidates(cell));
    }
}
// ANCHOR_END: candidates
