//! The hookless copies of two solvers that the `observer` benchmark times against the
//! library's solvers (bench/benches/support/hookless.rs) must search exactly as the library
//! does, or the comparison would measure two different searches.

#[path = "../bench/benches/support/hookless.rs"]
mod hookless;

use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::{Grid, Limits, NoObserver, Solver, parse_puzzle};

use crate::common::shared_lines;

fn check(puzzles: &[Grid]) {
    for name in ["backtracking", "golf-maintainer"] {
        let solver = Solver::from_name(name).unwrap();
        let copy = hookless::for_solver(name).unwrap();
        for limits in [Limits::solutions(1), Limits::solutions(2)] {
            for puzzle in puzzles {
                let library = solver.solve(puzzle, &limits, &mut NoObserver).unwrap();
                let hookless = copy(puzzle, &limits);
                assert_eq!(
                    (&library.solutions, library.stats, library.stop),
                    (&hookless.solutions, hookless.stats, hookless.stop),
                    "{name} on {puzzle}"
                );
            }
        }
    }
}

#[test]
fn the_hookless_copies_search_as_the_library_does() {
    let seeds: Vec<Grid> = SEED_PUZZLES.iter().map(|p| p.grid()).collect();
    check(&seeds);
}

#[test]
fn the_hookless_copies_search_as_the_library_does_on_easy50() {
    let Some(lines) = shared_lines("norvig_easy50.txt") else {
        return;
    };
    let puzzles: Vec<Grid> = lines
        .iter()
        .take(10)
        .map(|l| parse_puzzle(l).unwrap())
        .collect();
    check(&puzzles);
}
