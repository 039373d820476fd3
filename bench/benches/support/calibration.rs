//! The SE-rated calibration file for the rating benches, and a timer of thread CPU time.

use std::time::Duration;

use sudoku_lab::logic::calibration::{RatedPuzzle, parse_rated};

/// The rated puzzles of the calibration file, or `None` when the shared folder is absent.
pub fn calibration() -> Option<Vec<RatedPuzzle>> {
    let path = sudoku_lab_bench::shared_puzzles().join("se_rated_calibration.txt");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("skipped: {} is absent", path.display());
        return None;
    };
    Some(
        text.lines()
            .enumerate()
            .filter_map(|(i, l)| parse_rated(l, i + 1).expect("a rated line"))
            .collect(),
    )
}

/// The shortest of three runs of `f`, in thread CPU time: the time to rank puzzles by, least
/// disturbed by other work on the machine.
pub fn fastest(f: impl Fn()) -> Duration {
    (0..3)
        .map(|_| {
            let start = cpu_time::ThreadTime::now();
            f();
            start.elapsed()
        })
        .min()
        .expect("three runs")
}
