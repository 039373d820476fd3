//! Chapter "The maintainer's rewrite": how many calls of `r` each version of the one-liner makes
//! on the seed puzzles, and the same count for seed 003's backtracking. Counts, not times: they
//! are the same on every machine. Run it with `cargo run --release --example maintainer_nodes`.

use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::solvers::DigitOrder;
use sudoku_lab::{Limits, NoObserver, Solver};

fn main() {
    // ANCHOR: solvers
    let solvers = [
        (
            "golf 3814697265625",
            Solver::Golf(DigitOrder::new("3814697265625").unwrap()),
        ),
        (
            "golf 948721536",
            Solver::Golf(DigitOrder::new("948721536").unwrap()),
        ),
        (
            "golf 123456789",
            Solver::Golf(DigitOrder::new("123456789").unwrap()),
        ),
        ("golf-maintainer", Solver::GolfMaintainer),
        ("backtracking", Solver::Backtracking),
    ];
    // ANCHOR_END: solvers
    print!("{:<12}", "puzzle");
    for (name, _) in &solvers {
        print!(" {name:>19}");
    }
    println!();
    // ANCHOR: count
    for puzzle in SEED_PUZZLES {
        let grid = puzzle.grid();
        print!("{:<12}", puzzle.name);
        for (_, solver) in &solvers {
            let report = solver
                .solve(&grid, &Limits::default(), &mut NoObserver)
                .expect("every seed puzzle is 9x9");
            assert!(grid.is_solved_by(&report.solutions[0]));
            print!(" {:>19}", thousands(report.stats.nodes));
        }
        println!();
    }
    // ANCHOR_END: count
}

fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}
