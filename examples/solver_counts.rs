//! Chapters "Candidate propagation" and "Hidden singles": every solver of the project (all of
//! `Solver::NAMES`, so the table grows as solvers are added) on the seed puzzles, with what each
//! counted: calls of its search function, guesses, and placements by rule. Counts only, no
//! times: the output is the same on every machine.
//! Run it with `cargo run --release -p sudoku-lab-examples --example solver_counts`.

use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::{Limits, NoObserver, Solver};

fn main() {
    println!(
        "{:<10} {:<16} {:>11} {:>11} {:>7} {:>7}",
        "puzzle", "solver", "calls", "guesses", "naked", "hidden"
    );
    // ANCHOR: counts
    // A bound on the work: the one-liner needs 20 million calls on the commenter's puzzle.
    let limits = Limits {
        max_nodes: Some(1_000_000),
        ..Limits::default()
    };
    for puzzle in SEED_PUZZLES {
        let grid = puzzle.grid();
        for name in Solver::NAMES {
            let solver = Solver::from_name(name).expect("every name has a solver");
            let report = solver
                .solve(&grid, &limits, &mut NoObserver)
                .expect("every solver takes 9x9 grids");
            let s = report.stats;
            match report.solutions.first() {
                Some(solution) => assert!(grid.is_solved_by(solution), "{name} is wrong"),
                None => {
                    println!(
                        "{:<10} {name:<16} gave up after {} calls",
                        puzzle.name, s.nodes
                    );
                    continue;
                }
            }
            println!(
                "{:<10} {name:<16} {:>11} {:>11} {:>7} {:>7}",
                puzzle.name, s.nodes, s.guesses, s.naked_singles, s.hidden_singles
            );
        }
    }
    // ANCHOR_END: counts
}
