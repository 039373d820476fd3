//! What the book's players replay, counted: for each recording of `book/src/recordings`, its
//! steps by kind, and the step of its first guess and first dead end, so that the chapters
//! can quote them. Also the length of a whole backtracking run of the Wikipedia puzzle, the one
//! too long to record.
//!
//! `cargo run -p sudoku-lab-examples --example recording_summary -- book/src/recordings`

use sudoku_lab::puzzles::WIKIPEDIA;
use sudoku_lab::recording::{Event, RecordedReason, Recording, RecordingBuilder};
use sudoku_lab::{Limits, Solver};

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "book/src/recordings".to_string());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a readable recording");
        let recording: Recording = serde_json::from_str(&text).expect("a recording");
        let count = |wanted: fn(&Event) -> bool| {
            recording.steps.iter().filter(|s| wanted(&s.event)).count()
        };
        let first = |wanted: fn(&Event) -> bool| {
            recording
                .steps
                .iter()
                .position(|s| wanted(&s.event))
                .map_or("none".to_string(), |i| format!("step {}", i + 1))
        };
        let name = path.file_stem().expect("a name").to_string_lossy();
        println!(
            "{name} ({}): {} steps",
            recording.solver,
            recording.steps.len()
        );
        println!(
            "    {} eliminations, {} placements ({} naked singles, {} hidden singles)",
            count(|e| matches!(e, Event::Eliminate { .. })),
            count(|e| matches!(e, Event::Place { .. })),
            count(|e| matches!(
                e,
                Event::Place {
                    reason: RecordedReason::NakedSingle,
                    ..
                }
            )),
            count(|e| matches!(
                e,
                Event::Place {
                    reason: RecordedReason::HiddenSingle { .. },
                    ..
                }
            )),
        );
        println!(
            "    {} guesses or tries, {} dead ends, {} undos",
            count(|e| matches!(
                e,
                Event::Place {
                    reason: RecordedReason::Guess { .. } | RecordedReason::Try,
                    ..
                }
            )),
            count(|e| matches!(e, Event::Contradiction { .. })),
            count(|e| matches!(e, Event::Undo { .. })),
        );
        println!(
            "    first hidden single: {}; first dead end: {}",
            first(|e| matches!(
                e,
                Event::Place {
                    reason: RecordedReason::HiddenSingle { .. },
                    ..
                }
            )),
            first(|e| matches!(e, Event::Contradiction { .. })),
        );
    }
    let grid = WIKIPEDIA.grid();
    let mut builder = RecordingBuilder::new(&grid, 0);
    let report = Solver::Backtracking
        .solve(&grid, &Limits::default(), &mut builder)
        .expect("a 9x9 puzzle");
    let whole = builder.finish("backtracking", &report);
    println!(
        "the whole Wikipedia puzzle under backtracking: {} steps",
        whole.total_steps
    );
}
