//! The cost of rating puzzles that need chains and forcing chains (SE 6.5 and up, the rungs
//! of `crates/core/src/logic/chaining.rs`): the median such puzzle of the SE-rated calibration
//! file by the time its rating takes, and the median of the whole file, in thread CPU time (the
//! target is a time on one core). Run with `cargo bench --bench
//! chains`; it skips, saying so, when `../shared/puzzles` is absent.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use sudoku_lab::logic::calibration::RatedPuzzle;
use sudoku_lab::logic::{self, Rating};

#[path = "support/calibration.rs"]
mod calibration;
use calibration::{calibration, fastest};
#[path = "support/thread_cpu.rs"]
mod thread_cpu;
use thread_cpu::ThreadCpuTime;

/// The puzzle whose rating takes the median time among `puzzles`, with that time.
fn median<'a>(puzzles: impl Iterator<Item = &'a RatedPuzzle>) -> (Duration, &'a RatedPuzzle) {
    let mut timed: Vec<(Duration, &RatedPuzzle)> = puzzles
        .map(|p| (fastest(|| drop(black_box(logic::grade(&p.puzzle)))), p))
        .collect();
    timed.sort_by_key(|&(t, _)| t);
    timed[timed.len() / 2]
}

fn chains(c: &mut Criterion<ThreadCpuTime>) {
    let Some(puzzles) = calibration() else {
        return;
    };
    let mut g = c.benchmark_group("chain rating");
    for (name, (t, p)) in [
        (
            "median puzzle of the calibration file",
            median(puzzles.iter()),
        ),
        (
            "median puzzle rated 6.5 or more",
            median(puzzles.iter().filter(|p| p.se >= Rating::tenths(65))),
        ),
    ] {
        eprintln!(
            "{name}: line {} (SE {}), {:.2} ms of CPU in the first pass",
            p.line,
            p.se,
            t.as_secs_f64() * 1e3
        );
        g.bench_function(name, |b| b.iter(|| black_box(logic::grade(&p.puzzle))));
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().with_measurement(ThreadCpuTime::default());
    targets = chains
}
criterion_main!(benches);
