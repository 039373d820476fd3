//! The `sudoku` crate (a Rust port of JCZSolve) as a whole program: the peer that
//! `sudoku-lab solve --solver fast --file F --format line` is timed against, process for process.
//! It reads the same file and writes the same lines: one solution per puzzle, and on standard
//! error a note for a puzzle with a second solution and a line for one with none.
//!
//! `cargo run --release --example fast_peer -- FILE` solves and proves each solution unique in
//! one pass (`solutions_up_to(2)`), as `solve` does by default; add `--first` for the crate's
//! first solution alone (`some_solution`), as `solve --no-unique-check` does.

use std::io::{self, BufRead, BufWriter, Write};

use sudoku::Sudoku;

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let first = args.iter().any(|a| a == "--first");
    let path = args.iter().find(|a| !a.starts_with("--")).expect("a FILE");
    let input = io::BufReader::new(std::fs::File::open(path)?);
    let mut out = BufWriter::new(io::stdout().lock());
    for (n, line) in input.lines().enumerate() {
        let line = line?;
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let Ok(sudoku) = Sudoku::from_str_line(text) else {
            eprintln!("line {}: not a puzzle", n + 1);
            continue;
        };
        let (solution, second) = if first {
            (sudoku.some_solution(), false)
        } else {
            let found = sudoku.solutions_up_to(2);
            (found.first().copied(), found.len() > 1)
        };
        match solution {
            Some(solution) => writeln!(out, "{}", solution.to_str_line())?,
            None => eprintln!("line {}: no solution", n + 1),
        }
        if second {
            eprintln!("line {}: more than one solution", n + 1);
        }
    }
    out.flush()
}
