//! Chapter "Readable backtracking": seed 003's test run, reproduced (the puzzle and its solution
//! in the seed's matrix style), then the search watched through an observer: how many digits it
//! placed and took back, how deep it went, and its first steps.
//! Run it with `cargo run -p sudoku-lab-examples --example backtracking_steps`.

use sudoku_lab::puzzles::SEED_003;
use sudoku_lab::render;
use sudoku_lab::steps::{Reason, Step};
use sudoku_lab::{Limits, Solver};

fn main() {
    // ANCHOR: seed_run
    let puzzle = SEED_003.grid();
    println!("A megoldandó sudoku:"); // "the sudoku to solve", as the seed prints it
    print!("{}", render::matrix(&puzzle));
    let report = Solver::Backtracking
        .solve(&puzzle, &Limits::default(), &mut |_: &Step| {})
        .expect("backtracking takes every size");
    println!("A megoldás:"); // "the solution"
    print!("{}", render::matrix(&report.solutions[0]));
    // ANCHOR_END: seed_run

    // ANCHOR: watch
    // An observer is any closure that takes a step: this one counts, tracks the depth (digits
    // placed and not yet taken back) and keeps the first few steps in words.
    let (mut placed, mut undone, mut depth, mut deepest) = (0u64, 0u64, 0usize, 0usize);
    let mut first_steps = Vec::new();
    let mut watch = |step: &Step| match step {
        Step::Place {
            cell,
            digit,
            reason: Reason::Try,
        } => {
            placed += 1;
            depth += 1;
            deepest = deepest.max(depth);
            if first_steps.len() < 12 {
                first_steps.push(format!("{:>w$}try {cell} = {digit}", "", w = 2 * depth - 2));
            }
        }
        Step::Undo { cell, digit } => {
            undone += 1;
            depth -= 1;
            if first_steps.len() < 12 {
                first_steps.push(format!("{:>w$}undo {cell} = {digit}", "", w = 2 * depth));
            }
        }
        _ => {}
    };
    let report = Solver::Backtracking
        .solve(&puzzle, &Limits::default(), &mut watch)
        .expect("backtracking takes every size");
    // ANCHOR_END: watch

    let empty = puzzle.shape().cells() - puzzle.filled();
    println!(
        "{empty} empty cells; {} calls of sudoku_megoldás",
        report.stats.nodes
    );
    println!(
        "{placed} digits placed, {undone} taken back, {} kept",
        placed - undone
    );
    println!("deepest point: {deepest} digits placed at once");
    println!("the first steps:");
    for line in first_steps {
        println!("  {line}");
    }
}
