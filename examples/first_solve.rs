//! The book's first program (chapter "Introduction"): read a puzzle, solve it, check the
//! solution, print it. Run it with `cargo run -p sudoku-lab-examples --example first_solve`.

// ANCHOR: all
use sudoku_lab::{Limits, NoObserver, Solver, parse_puzzle};

fn main() {
    // The Wikipedia example, as seeds 000 and 001 write it: 81 digits, 0 for an empty cell.
    let puzzle = parse_puzzle(
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
    )
    .expect("a well-formed puzzle");

    // Seed 003's readable backtracking, with the default limits: stop at the first solution.
    let solver = Solver::from_name("backtracking").expect("a solver of the project");
    let report = solver
        .solve(&puzzle, &Limits::default(), &mut NoObserver)
        .expect("backtracking takes grids of every size");

    let solution = &report.solutions[0];
    assert!(
        puzzle.is_solved_by(solution),
        "keeps the givens, breaks no rule"
    );
    println!("puzzle   {puzzle}");
    println!("solution {solution}");
    println!("{} calls of the search function", report.stats.nodes);
}
// ANCHOR_END: all
