//! A position mid-solve rated from where it stands (the book's "Ratings against Sudoku
//! Explainer"): the puzzle's steps taken up to its hardest, the board written as its 729 pencil
//! marks, and those marks read back and graded as `sudoku-lab grade MARKS` grades them.
//!
//! `cargo run -p sudoku-lab-examples --example position_marks` prints the puzzle's rating,
//! the position's, and the first cells of its marks.

use sudoku_lab::logic::{self, Board};
use sudoku_lab::parse::{marks_line, parse_marks};
use sudoku_lab::steps::NoObserver;
use sudoku_lab::uniqueness::{COUNT_TIME, count_marked_within};
use sudoku_lab::{Limits, parse_puzzle};

/// The first puzzle of the shipped fish set (`data/generated/9x9-fish.txt`).
const PUZZLE: &str =
    "4......7...239..5......6..1....8.1..7.9.1.3...8....5472..4.......5....8.39.27....";

fn main() {
    let puzzle = parse_puzzle(PUZZLE).expect("a shipped puzzle");
    let outcome = logic::grade(&puzzle);
    let rating = outcome.rating().expect("the ladder solves it");
    let hardest = (outcome.deductions.iter())
        .position(|d| d.rating() == rating)
        .expect("a step has the rating");
    println!("puzzle {PUZZLE}");
    println!(
        "rated {rating}: step {} of {} is its hardest, {}",
        hardest + 1,
        outcome.deductions.len(),
        outcome.deductions[hardest].technique.about().name
    );
    // ANCHOR: position
    // The board once the hardest step is taken, as a learner's pencil marks stand.
    let mut board = Board::new(&puzzle).assuming_unique();
    for d in &outcome.deductions[..=hardest] {
        board.apply(d, &mut NoObserver);
    }
    let marks = marks_line(&board.pencil_marks());
    // Read back as `grade` reads it: proved unique on its marks, then rated.
    let position = parse_marks(&marks, 1)
        .expect("729 characters")
        .expect("valid marks");
    let limits = Limits {
        timeout: Some(COUNT_TIME),
        ..Limits::solutions(2)
    };
    let count = count_marked_within(&position.grid, &position.candidates, &limits);
    assert!(count.is_unique());
    let graded = logic::grade_marked_within(
        &position.grid,
        &position.candidates,
        logic::Rater::Se,
        &Limits::default(),
    );
    // ANCHOR_END: position
    println!("marks  {}... ({} characters)", &marks[..45], marks.len());
    let after = graded.value;
    println!(
        "the position: {} steps left, rated {}, its hardest {}",
        after.deductions.len(),
        after.rating().expect("the ladder finishes it"),
        after.grade()
    );
}
