//! The teaching solvers' searches, pinned: seed 002's hidden-singles solver and seed 000's
//! propagation must keep their node, guess and step counts exactly, however their bookkeeping
//! is made faster. The totals are those of the ports as first written (each a faithful port,
//! checked call for call against its seed), over the seed puzzles and the shared sets.

use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::{Limits, NoObserver, Solver, Stats, parse_puzzle};

use crate::common::shared_lines;

/// The totals of `solver` over `puzzles` (first solution of each).
fn totals<'a>(solver: &Solver, puzzles: impl IntoIterator<Item = &'a str>) -> Stats {
    let mut total = Stats::default();
    for line in puzzles {
        let grid = parse_puzzle(line).expect("a well-formed puzzle");
        let report = solver
            .solve(&grid, &Limits::default(), &mut NoObserver)
            .expect("a supported size");
        assert_eq!(report.solutions.len(), 1, "{} on {line}", solver.name());
        total += report.stats;
    }
    total
}

/// Nodes, guesses, naked singles, hidden singles, eliminations.
fn counts(s: Stats) -> [u64; 5] {
    [
        s.nodes,
        s.guesses,
        s.naked_singles,
        s.hidden_singles,
        s.eliminations,
    ]
}

#[test]
fn the_seed_puzzles_cost_what_they_always_did() {
    let seeds = || SEED_PUZZLES.iter().map(|p| p.line);
    assert_eq!(
        counts(totals(&Solver::HiddenSingles, seeds())),
        [4, 1, 138, 21, 1_237]
    );
    assert_eq!(
        counts(totals(&Solver::Propagation, seeds())),
        [43, 40, 653, 0, 2_542]
    );
}

#[test]
fn the_shared_sets_cost_what_they_always_did() {
    let pinned: [(&Solver, &str, [u64; 5]); 7] = [
        (
            &Solver::HiddenSingles,
            "norvig_easy50.txt",
            [78, 28, 2_375, 428, 20_635],
        ),
        (
            &Solver::HiddenSingles,
            "norvig_hardest.txt",
            [110, 99, 1_723, 233, 7_657],
        ),
        (
            &Solver::HiddenSingles,
            "norvig_top95.txt",
            [6_222, 6_127, 50_379, 11_556, 206_748],
        ),
        (
            &Solver::HiddenSingles,
            "magictour_top1465.txt",
            [77_455, 75_990, 753_334, 135_407, 2_822_870],
        ),
        (
            &Solver::Propagation,
            "norvig_easy50.txt",
            [1_204, 1_154, 17_165, 0, 56_514],
        ),
        (
            &Solver::Propagation,
            "norvig_hardest.txt",
            [1_278, 1_267, 15_411, 0, 41_525],
        ),
        (
            &Solver::Propagation,
            "norvig_top95.txt",
            [427_297, 427_202, 5_046_009, 0, 13_263_953],
        ),
    ];
    for (solver, file, expected) in pinned {
        let Some(lines) = shared_lines(file) else {
            eprintln!("skipped: {file} is absent");
            continue;
        };
        let got = counts(totals(solver, lines.iter().map(String::as_str)));
        assert_eq!(got, expected, "{} on {file}", solver.name());
    }
}
