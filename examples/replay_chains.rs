//! Replays every chain step the ladder takes on the SE-rated calibration file (what `grade
//! --steps` prints), on the pencil marks it was taken on: each node must follow from its
//! parents, the chains must cover the premise, the removals must follow. Run it in release:
//! `cargo run --release -p sudoku-lab-examples --example replay_chains [FILE]`; it skips, saying so, without the file.

use sudoku_lab::logic::calibration::parse_rated;
use sudoku_lab::logic::replay::replay_puzzle;

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "../shared/puzzles/se_rated_calibration.txt".to_string());
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!("skipped: {path} is not here");
        return;
    };
    let (mut puzzles, mut steps, mut failures) = (0, 0, 0);
    for (i, line) in text.lines().enumerate() {
        let Ok(Some(rated)) = parse_rated(line, i + 1) else {
            continue;
        };
        puzzles += 1;
        match replay_puzzle(&rated.puzzle) {
            Ok(n) => steps += n,
            Err(e) => {
                failures += 1;
                eprintln!("line {}: {e}", i + 1);
            }
        }
    }
    println!("{puzzles} puzzles, {steps} chain steps replayed, {failures} failed");
    if failures > 0 {
        std::process::exit(1);
    }
}
