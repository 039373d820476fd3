//! The cost of rating puzzles on the Sudoku Explainer scale (`grade`'s ladder): the median
//! puzzle of the SE-rated calibration file, and every tenth puzzle of it, in thread CPU time
//! (the target is a time on one core, and the machine may be shared). Run with
//! `cargo bench -p sudoku-lab-bench --bench rating`; it skips, saying so, when `../shared/puzzles` is absent.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use sudoku_lab::logic;
use sudoku_lab::logic::calibration::RatedPuzzle;

#[path = "support/thread_cpu.rs"]
mod thread_cpu;
use thread_cpu::ThreadCpuTime;

#[path = "support/calibration.rs"]
mod calibration;
use calibration::{calibration, fastest};

fn rating(c: &mut Criterion<ThreadCpuTime>) {
    let Some(puzzles) = calibration() else {
        return;
    };
    // The median puzzle by the time its rating takes, found with a quick first pass.
    let mut timed: Vec<(Duration, &RatedPuzzle)> = puzzles
        .iter()
        .map(|p| (fastest(|| drop(black_box(logic::grade(&p.puzzle)))), p))
        .collect();
    timed.sort_by_key(|&(t, _)| t);
    let (t, median) = timed[timed.len() / 2];
    eprintln!(
        "median puzzle: line {} (SE {}), {:.2} ms of CPU in the first pass",
        median.line,
        median.se,
        t.as_secs_f64() * 1e3
    );
    let mut g = c.benchmark_group("rating");
    g.bench_function("median puzzle of the calibration file", |b| {
        b.iter(|| black_box(logic::grade(&median.puzzle)))
    });
    // Every tenth puzzle: all the ratings, in a run a few seconds long.
    let sample: Vec<&RatedPuzzle> = puzzles.iter().step_by(10).collect();
    g.sample_size(10);
    g.bench_function(
        format!(
            "every tenth puzzle of the calibration file ({})",
            sample.len()
        ),
        |b| {
            b.iter(|| {
                for p in &sample {
                    black_box(logic::grade(&p.puzzle));
                }
            })
        },
    );
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().with_measurement(ThreadCpuTime::default());
    targets = rating
}
criterion_main!(benches);
