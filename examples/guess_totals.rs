//! Chapters "Candidate propagation" and "Hidden singles": seed 000's `propagation` and seed
//! 002's `hidden-singles` on whole data sets, with their work added up: calls, guesses, and
//! placements by rule. Counts only: the output is the same on every machine.
//! Run it with `cargo run --release -p sudoku-lab-examples --example guess_totals` (it reads `../shared/puzzles`
//! beside the project, or the folder given as its argument).

use std::fs::File;
use std::io::BufReader;
use std::path::PathBuf;

use sudoku_lab::{Limits, NoObserver, PuzzleReader, Solver, Stats};

const SETS: [&str; 4] = [
    "norvig_easy50.txt",
    "norvig_top95.txt",
    "norvig_hardest.txt",
    "magictour_top1465.txt",
];

fn main() {
    let folder = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/puzzles"));
    println!(
        "{:<22} {:<15} {:>7} {:>9} {:>9} {:>8} {:>9} {:>8}",
        "set", "solver", "puzzles", "calls", "guesses", "most", "naked", "hidden"
    );
    for set in SETS {
        let path = folder.join(set);
        let Ok(file) = File::open(&path) else {
            println!("{set:<22} absent ({})", path.display());
            continue;
        };
        let puzzles: Vec<_> = PuzzleReader::new(BufReader::new(file), None)
            .map(|entry| entry.result.expect("the shared sets are well formed"))
            .collect();
        for name in ["propagation", "hidden-singles"] {
            let solver = Solver::from_name(name).expect("a solver of the project");
            // ANCHOR: totals
            let (mut total, mut most) = (Stats::default(), 0);
            for puzzle in &puzzles {
                let report = solver
                    .solve(puzzle, &Limits::default(), &mut NoObserver)
                    .expect("9x9 puzzles");
                assert!(puzzle.is_solved_by(&report.solutions[0]), "{name} is wrong");
                let s = report.stats;
                total.nodes += s.nodes;
                total.guesses += s.guesses;
                total.naked_singles += s.naked_singles;
                total.hidden_singles += s.hidden_singles;
                most = most.max(s.guesses);
            }
            // ANCHOR_END: totals
            println!(
                "{:<22} {name:<15} {:>7} {:>9} {:>9} {most:>8} {:>9} {:>8}",
                set.trim_end_matches(".txt"),
                puzzles.len(),
                total.nodes,
                total.guesses,
                total.naked_singles,
                total.hidden_singles
            );
        }
    }
}
