//! Chapter "Exact cover": Knuth's seven-column example solved by the generic search, the size of
//! the Sudoku matrix for each grid size, and what the `dlx` solver's choices were on a set of
//! puzzles: forced rows (naked and hidden singles) and branches (on a cell or on a digit's places
//! in a house). Run it with `cargo run -p sudoku-lab-examples --example exact_cover`.

use std::path::Path;

use sudoku_lab::exact_cover::{Counter, Links, classic, sudoku};
use sudoku_lab::grid::Shape;
use sudoku_lab::steps::{Reason, Step};
use sudoku_lab::{Grid, Limits, Solver, sets};

fn main() {
    knuth();
    classics();
    matrices();
    for name in ["seeds", "generated-9x9-beyond-exclusion", "generated-16x16"] {
        let set = sets::find(name).expect("a set of the project");
        let entries = set
            .entries(Path::new("../shared/puzzles"))
            .expect("built in");
        choices(
            name,
            entries.map(|e| e.result.expect("a well-formed puzzle")),
        );
    }
    let empty = Shape::ALL.map(Grid::empty);
    choices("the empty grids", empty.into_iter());
}

// ANCHOR: knuth
/// The example of Knuth's paper: columns A to G, six rows; one way to cover every column once.
fn knuth() {
    let names = ["A", "B", "C", "D", "E", "F", "G"];
    let rows: [&[usize]; 6] = [
        &[2, 4, 5],
        &[0, 3, 6],
        &[1, 2, 5],
        &[0, 3],
        &[1, 6],
        &[3, 4, 6],
    ];
    let mut links = Links::new(7, 0, rows).expect("a well-formed matrix");
    let mut counter = Counter::default();
    links.search(&mut counter);
    println!(
        "Knuth's example: {} solution, {} nodes",
        counter.solutions, counter.nodes
    );
    for &r in counter.first.as_deref().unwrap_or_default() {
        let columns: Vec<&str> = rows[r].iter().map(|&c| names[c]).collect();
        println!("  row {}: {}", r + 1, columns.join(" "));
    }
}
// ANCHOR_END: knuth

/// The same search on two classic instances that know nothing of Sudoku.
fn classics() {
    for (name, instance) in [
        ("eight queens", classic::queens(8)),
        ("pentominoes in a 3x20 box", classic::pentominoes(3, 20)),
    ] {
        let mut links = Links::new(instance.primary, instance.secondary, &instance.rows)
            .expect("a well-formed matrix");
        let mut counter = Counter::default();
        links.search(&mut counter);
        println!(
            "{name}: {} solutions, {} nodes",
            counter.solutions, counter.nodes
        );
    }
}

/// The matrix of the empty grid of each size: a row per digit in a cell, four ones to a row.
fn matrices() {
    println!("The Sudoku matrix:");
    for shape in Shape::ALL {
        let links = sudoku::empty_grid(shape);
        println!(
            "  {shape}: {} rows, {} columns, {} ones",
            links.rows(),
            links.columns(),
            4 * links.rows()
        );
    }
}

// ANCHOR: choices
/// What each row the search chose was, in a set's puzzles: a forced row (a column with one row
/// left: a cell's, a naked single; a digit's in a house, a hidden single), or a branch (a column
/// with two rows or more: a cell's candidates, or a digit's places in a house).
fn choices(name: &str, set: impl Iterator<Item = Grid>) {
    let (mut naked, mut hidden, mut on_cells, mut on_places, mut puzzles) = (0, 0, 0, 0, 0);
    for puzzle in set {
        puzzles += 1;
        let mut tally = |step: &Step| {
            if let Step::Place { reason, .. } = step {
                match reason {
                    Reason::NakedSingle => naked += 1,
                    Reason::HiddenSingle(_) => hidden += 1,
                    Reason::Guess { k: 1, .. } => on_cells += 1,
                    Reason::GuessPlace { k: 1, .. } => on_places += 1,
                    _ => {}
                }
            }
        };
        Solver::Dlx
            .solve(&puzzle, &Limits::default(), &mut tally)
            .expect("every size");
    }
    println!(
        "{name} ({puzzles} puzzles): {naked} naked singles, {hidden} hidden singles; \
         branches on {on_cells} cells and on {on_places} digits' places"
    );
}
// ANCHOR_END: choices
