//! A generated puzzle, start to finish: a seeded generator makes it, the counter proves it has
//! one solution, and the person-style ladder grades it, step by step.
//!
//! Run it with `cargo run -p sudoku-lab-examples --example generate` (add a seed: `cargo run -p sudoku-lab-examples --example generate -- 7`).
//! The book's chapter on the generator quotes it.

use sudoku_lab::generate::{Generator, Options};
use sudoku_lab::logic::{self, Board, Grade, Technique};
use sudoku_lab::uniqueness::count_solutions;
use sudoku_lab::{NoObserver, Shape};

fn main() {
    let seed = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2026);

    // ANCHOR: generate
    // The same seed makes the same puzzles, on any machine.
    let options = Options {
        shape: Shape::NINE,
        symmetric: false,
    };
    let mut generator = Generator::new(seed, options);
    let generated = generator.next_puzzle();
    println!("puzzle   {}", generated.puzzle);
    println!("solution {}", generated.solution);
    // ANCHOR_END: generate

    // ANCHOR: unique
    // Counting up to 2 is enough: one solution found and the tree exhausted proves uniqueness.
    let count = count_solutions(&generated.puzzle, 2);
    assert!(count.is_unique());
    println!(
        "{} clues, exactly one solution ({} search nodes to prove it)",
        generated.puzzle.filled(),
        count.nodes
    );
    // ANCHOR_END: unique

    // ANCHOR: minimal
    // Minimal: without any one of its clues, the puzzle would have a second solution.
    let shape = generated.puzzle.shape();
    let minimal = shape.all_cells().all(|cell| {
        let mut fewer = generated.puzzle.clone();
        if fewer.get(cell).is_none() {
            return true;
        }
        fewer.set(cell, None);
        count_solutions(&fewer, 2).solutions >= 2
    });
    assert!(minimal);
    // ANCHOR_END: minimal

    // ANCHOR: steps
    // The ladder, one rung at a time: the easiest technique that applies, then again.
    let mut board = Board::new(&generated.puzzle);
    for _ in 0..5 {
        let Some(deduction) = logic::next_deduction(&board) else {
            break;
        };
        println!("  {deduction}");
        board.apply(&deduction, &mut NoObserver);
    }
    // ANCHOR_END: steps

    // ANCHOR: grade
    // The grade is the hardest technique the ladder needed; its rating is on Sudoku Explainer's scale.
    let outcome = logic::grade(&generated.puzzle);
    let used: Vec<String> = Technique::LADDER
        .iter()
        .zip(outcome.counts())
        .filter(|&(_, count)| count > 0)
        .map(|(technique, count)| format!("{} {count}", technique.name()))
        .collect();
    print!("grade: {}", outcome.grade());
    if let Some(rating) = outcome.rating() {
        print!(", rating {rating}");
    }
    println!(" ({} steps: {})", outcome.deductions.len(), used.join(", "));
    if outcome.grade() == Grade::NeedsSearch {
        let left = outcome.cells_left();
        println!("the ladder stops with {left} cells left: a person would have to guess");
    }
    // ANCHOR_END: grade
}
