//! Chapter "Solving out loud": a solver reports each step as a value, and the caller decides what
//! to say. Here a closure turns the steps of seed 003's backtracking on a 4x4 puzzle into words.
//! Run it with `cargo run -p sudoku-lab-examples --example observer_trace`.

use sudoku_lab::steps::Step;
use sudoku_lab::{Limits, Solver, parse_puzzle, render};

fn main() {
    // ANCHOR: trace
    let puzzle = parse_puzzle("1...\n..2.\n.3..\n...4").expect("a 4x4 puzzle in block form");
    let mut say = |step: &Step| match step {
        Step::Place { cell, digit, .. } => println!("try  {cell} = {digit}"),
        Step::Undo { cell, digit } => println!("undo {cell} = {digit}: nothing fits after it"),
        Step::Solved => println!("solved"),
        other => println!("{other:?}"),
    };
    let report = Solver::Backtracking
        .solve(&puzzle, &Limits::default(), &mut say)
        .expect("backtracking takes 4x4 grids");
    // ANCHOR_END: trace
    println!("{}", render::line(&report.solutions[0]));
}
