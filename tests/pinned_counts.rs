//! The teaching solvers' searches, pinned: seed 002's hidden-singles solver and seed 000's
//! propagation must keep their node, guess and step counts exactly, however their bookkeeping
//! is made faster. The totals are those of the ports as first written (each a faithful port,
//! checked call for call against its seed), over the seed puzzles and the shared sets.

use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::steps::Reason;
use sudoku_lab::{Limits, NoObserver, Observer, Solver, Stats, Step, parse_puzzle};

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

/// Counts the steps an observer hears, as [`Stats`] counts them.
#[derive(Default)]
struct Heard(Stats);

impl Observer for Heard {
    fn step(&mut self, step: &Step) {
        match step {
            Step::Eliminate { .. } => self.0.eliminations += 1,
            Step::Place { reason, .. } => match reason {
                Reason::NakedSingle => self.0.naked_singles += 1,
                Reason::HiddenSingle(_) => self.0.hidden_singles += 1,
                Reason::Guess { .. } | Reason::Try => self.0.guesses += 1,
                other => panic!("a seed port placed a digit for a reason it has not: {other:?}"),
            },
            _ => {}
        }
    }
}

#[test]
fn a_watched_search_is_the_search_unwatched() {
    // Unwatched, hidden-singles crosses a digit out of the peers that hold it (found from its
    // places), watched it walks the seed's exclusion list, so that the steps come in the seed's
    // order: both must remove the same candidates and place the same digits, on solvable
    // branches and dead ends alike, and the steps heard must add up to the counts.
    let top95 = shared_lines("norvig_top95.txt").unwrap_or_default();
    let lines = SEED_PUZZLES
        .iter()
        .map(|p| p.line)
        .chain(top95.iter().step_by(5).map(String::as_str));
    for line in lines {
        let grid = parse_puzzle(line).expect("a well-formed puzzle");
        for solver in [Solver::HiddenSingles, Solver::Propagation] {
            for limits in [Limits::solutions(1), Limits::solutions(2)] {
                let quiet = solver.solve(&grid, &limits, &mut NoObserver).unwrap();
                let mut heard = Heard::default();
                let loud = solver.solve(&grid, &limits, &mut heard).unwrap();
                assert_eq!(
                    (&quiet.solutions, quiet.stats, quiet.stop),
                    (&loud.solutions, loud.stats, loud.stop),
                    "{} on {line}",
                    solver.name()
                );
                // Nodes are no step: the rest is heard one step at a time.
                let nodes = loud.stats.nodes;
                let told = Stats { nodes, ..heard.0 };
                assert_eq!(told, loud.stats, "{} on {line}", solver.name());
            }
        }
    }
}
