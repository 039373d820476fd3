//! The solves of a file alone, without reading, parsing or writing: the yardstick of the batch
//! path, which should cost little more than this as a whole process
//! (`scripts/fast-processes.sh` sets the two side by side).
//!
//! `cargo run --release --example fast_solves -- FILE` parses every puzzle of FILE first, then
//! prints the CPU seconds of one pass of `fast` over them: the MEDIAN of seven passes (`--runs
//! N` for N), each solution proved unique as `solve` does by default; `--first` stops at the
//! first solution, as `solve --no-unique-check` does. The median, because the whole processes
//! it is set beside are given as the median of as many runs: the same statistic on both sides,
//! which a noisy machine moves alike (a best-of on one side only would favour that side).

use cpu_time::ThreadTime;
use sudoku_lab::solvers::fast;
use sudoku_lab::{Grid, Limits, NoObserver, parse_puzzle};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let first = args.iter().any(|a| a == "--first");
    let path = args
        .iter()
        .enumerate()
        .find(|&(i, a)| !a.starts_with("--") && (i == 0 || args[i - 1] != "--runs"))
        .map(|(_, a)| a)
        .expect("a FILE");
    let text = std::fs::read_to_string(path).expect("a readable FILE");
    let grids: Vec<Grid> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|l| parse_puzzle(l).expect("a well-formed puzzle"))
        .collect();
    let limits = Limits::solutions(if first { 1 } else { 2 });
    let runs = args
        .iter()
        .position(|a| a == "--runs")
        .map_or(7, |i| args[i + 1].parse().expect("--runs N takes a number"));
    let mut passes: Vec<f64> = (0..runs.max(1))
        .map(|_| {
            let start = ThreadTime::now();
            for grid in &grids {
                std::hint::black_box(fast(grid, &limits, &mut NoObserver));
            }
            start.elapsed().as_secs_f64()
        })
        .collect();
    passes.sort_by(f64::total_cmp);
    println!("{:.4}", passes[passes.len() / 2]);
}
