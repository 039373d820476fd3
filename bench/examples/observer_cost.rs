//! Chapter "Solving out loud": what the observer hook costs. Each brute force of the library is
//! timed three ways on the seed puzzles, the three taking turns run after run: with
//! `NoObserver` (a plain solve), as a copy of the same search with every report cut out
//! (`bench/benches/support/hookless.rs`, which a test keeps identical to the library), and with an
//! enabled observer that counts the steps. The medians of the thread's CPU time, and their
//! ratios to the plain solve.
//!
//! `cargo run --release -p sudoku-lab-bench --example observer_cost` (the criterion version, in
//! thread CPU time, is `cargo bench -p sudoku-lab-bench --bench solvers -- observer`).

#[path = "../benches/support/hookless.rs"]
mod hookless;

use std::hint::black_box;
use std::time::Duration;

use cpu_time::ThreadTime;

use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::steps::Step;
use sudoku_lab::{Grid, Limits, NoObserver, Report, Solver};

/// One way of solving a puzzle.
type Way<'a> = dyn Fn(&Grid) -> Report + 'a;

// ANCHOR: cost
/// Runs each of `ways` on every seed puzzle, in turn, `rounds` times; the median per way, in
/// the CPU time of this thread.
fn medians(ways: &[&Way<'_>], rounds: usize) -> Vec<Duration> {
    let grids: Vec<Grid> = SEED_PUZZLES.iter().map(|p| p.grid()).collect();
    let mut times = vec![Vec::with_capacity(rounds); ways.len()];
    for _ in 0..rounds {
        for (way, samples) in ways.iter().zip(&mut times) {
            // Thread CPU time: the time other programs take from this thread is not counted.
            let start = ThreadTime::now();
            for grid in &grids {
                black_box(way(black_box(grid)));
            }
            samples.push(start.elapsed());
        }
    }
    times
        .into_iter()
        .map(|mut t| {
            t.sort();
            t[t.len() / 2]
        })
        .collect()
}
// ANCHOR_END: cost

fn main() {
    let limits = Limits::default();
    let plain = |solver: Solver| move |g: &Grid| solver.solve(g, &limits, &mut NoObserver).unwrap();
    let counting = |solver: Solver| {
        move |g: &Grid| {
            let mut steps = 0u64;
            let mut count = |_: &Step| steps += 1;
            let report = solver.solve(g, &limits, &mut count).unwrap();
            black_box(steps);
            report
        }
    };
    println!(
        "{:<16} {:>12} {:>20} {:>22}",
        "solver", "NoObserver", "hook removed", "counting observer"
    );
    let rows: [(&str, Solver, &Way<'_>); 2] = [
        ("backtracking", Solver::Backtracking, &|g| {
            hookless::backtracking::solve(g, &limits)
        }),
        ("golf-maintainer", Solver::GolfMaintainer, &|g| {
            hookless::golf_maintainer::solve(g, &limits)
        }),
    ];
    for (name, solver, removed) in rows {
        let (with_none, with_counter) = (plain(solver.clone()), counting(solver));
        let m = medians(&[&with_none, removed, &with_counter], 201);
        let ratio = |d: Duration| d.as_secs_f64() / m[0].as_secs_f64();
        println!(
            "{name:<16} {:>12.1?} {:>12.1?} ({:.2}x) {:>14.1?} ({:.2}x)",
            m[0],
            m[1],
            ratio(m[1]),
            m[2],
            ratio(m[2])
        );
    }
}
