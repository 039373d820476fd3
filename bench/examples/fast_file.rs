//! The fast solver as a whole program doing `fast_peer`'s job, line for line: read a file, solve
//! each puzzle, print its solution, and on standard error a note for a puzzle with a second
//! solution and a line for one with none. The two are timed against each other process for
//! process: the same input, the same work, the same output.
//!
//! `cargo run --release -p sudoku-lab-bench --example fast_file -- FILE` proves each solution
//! unique in the same search (it stops at a second solution); `--first` stops at the first.
//! `--triads` switches the triad rule on (`FastConfig::TRIADS`), `--no-stacks` the stack rule
//! off (`FastConfig::stacks`), `--portable` keeps to the
//! instructions of any processor of the architecture, `--nodes` prints the nodes of the whole
//! file instead of the solutions.

use std::io::{self, BufWriter, Write};

use sudoku_lab::solvers::{FastConfig, Isa, fast_on};
use sudoku_lab::{Limits, NoObserver, parse_puzzle};

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str| args.iter().any(|a| a == name);
    let path = args.iter().find(|a| !a.starts_with("--")).expect("a FILE");
    let config = FastConfig {
        stacks: !flag("--no-stacks"),
        ..if flag("--triads") {
            FastConfig::TRIADS
        } else {
            FastConfig::default()
        }
    };
    let isa = if flag("--portable") {
        Isa::Portable
    } else {
        Isa::best()
    };
    let limits = Limits::solutions(if flag("--first") { 1 } else { 2 });
    let text = std::fs::read_to_string(path)?;
    let mut out = BufWriter::new(io::stdout().lock());
    let mut nodes = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Ok(grid) = parse_puzzle(line) else {
            eprintln!("line {}: not a puzzle", n + 1);
            continue;
        };
        let report = fast_on(&grid, &limits, config, isa, &mut NoObserver).expect("a known set");
        nodes += report.stats.nodes;
        if flag("--nodes") {
            continue;
        }
        match report.solutions.as_slice().first() {
            Some(solution) => writeln!(out, "{}", solution.to_line_with('.'))?,
            None => eprintln!("line {}: no solution", n + 1),
        }
        if report.found > 1 {
            eprintln!("line {}: more than one solution", n + 1);
        }
    }
    if flag("--nodes") {
        writeln!(out, "{nodes}")?;
    }
    out.flush()
}
