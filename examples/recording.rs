//! Appendix "The recording format": a recording is an observer like any other. This program
//! records seed 003's puzzle under `propagation`, as `solve --record` does, prints what it kept
//! and a few of its steps, and replays it to the step of the first dead end.
//! Run it with `cargo run -p sudoku-lab-examples --example recording`.

use sudoku_lab::recording::{Event, RecordingBuilder};
use sudoku_lab::{Limits, Solver, parse_puzzle, render};

fn main() {
    // ANCHOR: record
    let puzzle = parse_puzzle(
        "203610000580007000400080020802000007000305000600000402040070008000400071000061504",
    )
    .expect("seed 003's puzzle");
    let solver = Solver::from_name("propagation").expect("a solver of the project");
    let mut builder = RecordingBuilder::new(&puzzle, 20_000);
    let report = solver
        .solve(&puzzle, &Limits::default(), &mut builder)
        .expect("propagation takes any size");
    let recording = builder.finish(solver.name(), &report);
    // ANCHOR_END: record
    println!(
        "{} {}: {} steps, {} guesses, status {:?}, truncated: {}",
        recording.schema,
        recording.version,
        recording.steps.len(),
        recording.stats.guesses,
        recording.status,
        recording.truncated
    );
    // ANCHOR: replay
    let dead_end = recording
        .steps
        .iter()
        .position(|s| matches!(s.event, Event::Contradiction { .. }))
        .expect("propagation meets a dead end on this puzzle");
    for step in &recording.steps[dead_end - 2..dead_end + 3] {
        println!("{}", step.caption);
    }
    let at_dead_end = recording
        .grid_after(dead_end + 1)
        .expect("a well-formed recording");
    println!("grid at the dead end:    {}", render::line(&at_dead_end));
    let after_undo = recording
        .grid_after(dead_end + 2)
        .expect("a well-formed recording");
    println!("grid after its undo:     {}", render::line(&after_undo));
    // ANCHOR_END: replay
}
