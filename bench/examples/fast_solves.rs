//! The solves of a file alone, without reading, parsing or writing: the yardstick of the batch
//! path, which should cost little more than this as a whole process
//! (`scripts/fast-processes.sh` sets the two side by side).
//!
//! `cargo run --release --example fast_solves -- FILE` parses every puzzle of FILE first, then
//! prints the CPU seconds of the best of three passes of `fast` over them, each solution
//! proved unique as `solve` does by default; `--first` stops at the first solution, as
//! `solve --no-unique-check` does.

use cpu_time::ThreadTime;
use sudoku_lab::solvers::fast;
use sudoku_lab::{Grid, Limits, NoObserver, parse_puzzle};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let first = args.iter().any(|a| a == "--first");
    let path = args.iter().find(|a| !a.starts_with("--")).expect("a FILE");
    let text = std::fs::read_to_string(path).expect("a readable FILE");
    let grids: Vec<Grid> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|l| parse_puzzle(l).expect("a well-formed puzzle"))
        .collect();
    let limits = Limits::solutions(if first { 1 } else { 2 });
    let best = (0..3)
        .map(|_| {
            let start = ThreadTime::now();
            for grid in &grids {
                std::hint::black_box(fast(grid, &limits, &mut NoObserver));
            }
            start.elapsed()
        })
        .min()
        .expect("three passes");
    println!("{:.4}", best.as_secs_f64());
}
