//! AI Escargot's first nested forcing chain as the book draws it (the chapter "How hard is
//! hard?"): the ladder's steps taken up to it, then the step drawn as its outer chain and one
//! panel per inner chain, each on the board that chain was found on.
//!
//! `cargo run -p sudoku-lab-examples --example nested_chain_figure -- DIR` writes
//! `DIR/diagram-nested-chain.svg` and prints the step and its panels.

use std::path::Path;

use sudoku_lab::diagram::{self, from};
use sudoku_lab::logic::{self, Board};
use sudoku_lab::parse_puzzle;
use sudoku_lab::steps::NoObserver;

/// AI Escargot, as data/hardest-known.txt ships it.
const AI_ESCARGOT: &str =
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".to_string());
    let puzzle = parse_puzzle(AI_ESCARGOT).expect("a puzzle");
    let outcome = logic::grade(&puzzle);
    // ANCHOR: panels
    // The board just before the first step that rests on inner chains, and that step drawn.
    let first = (outcome.deductions.iter())
        .position(|d| !d.nested.is_empty())
        .expect("AI Escargot needs a nested chain");
    let mut board = Board::new(&puzzle).assuming_unique();
    for d in &outcome.deductions[..first] {
        board.apply(d, &mut NoObserver);
    }
    let step = &outcome.deductions[first];
    let panels = from::nested(&puzzle, &board, step);
    let svg = diagram::panels_to_svg(&panels, "AI Escargot's first nested forcing chain");
    // ANCHOR_END: panels
    let path = Path::new(&dir).join("diagram-nested-chain.svg");
    std::fs::write(&path, svg).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    println!(
        "step {} of {}, rated {}",
        first + 1,
        outcome.deductions.len(),
        step.rating()
    );
    for panel in &panels {
        println!("panel: {}", panel.caption);
    }
}
