//! A recording of the person-style ladder, for the book's player: every step a technique takes,
//! with its pattern (houses and cells by role, the candidates it rests on, its links), so the
//! player can draw it.
//!
//! `cargo run --example ladder_recording -- PUZZLE FILE` writes the recording of PUZZLE's
//! ladder solve to FILE; `scripts/recordings.sh` makes the book's.

use sudoku_lab::parse_puzzle;
use sudoku_lab::recording::{self, DEFAULT_LIMIT};

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(line), Some(file)) = (args.next(), args.next()) else {
        eprintln!("usage: ladder_recording PUZZLE FILE");
        std::process::exit(2);
    };
    let puzzle = match parse_puzzle(&line) {
        Ok(puzzle) => puzzle,
        Err(e) => {
            eprintln!("ladder_recording: {e}");
            std::process::exit(2);
        }
    };
    // ANCHOR: record
    let recording = recording::ladder(&puzzle, DEFAULT_LIMIT);
    let json = recording
        .to_json_lines()
        .expect("a recording is plain data");
    // ANCHOR_END: record
    if let Err(e) = std::fs::write(&file, json) {
        eprintln!("ladder_recording: {file}: {e}");
        std::process::exit(1);
    }
    println!(
        "{file}: {} steps, {:?}",
        recording.steps.len(),
        recording.status
    );
}
