//! Chapter "SAT": the two encodings side by side. How many clauses each rule takes on a 9x9
//! grid; how far unit propagation alone (no decision) goes on each, against naked singles and
//! hidden singles; and what the SAT solver needed on whole sets, per encoding: decisions,
//! propagations, conflicts. Run it with `cargo run -p sudoku-lab-examples --example sat_encodings [-- --data DIR]`;
//! the shared sets are read from `../shared/puzzles` and skipped, saying so, when absent.

use std::path::PathBuf;

use sudoku_lab::cnf::sudoku::{Encoding, rules};
use sudoku_lab::grid::Shape;
use sudoku_lab::solvers::{SatStats, sat_counted, unit_propagation};
use sudoku_lab::{Grid, Limits, NoObserver, sets};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let data = match args.as_slice() {
        [flag, dir] if flag == "--data" => PathBuf::from(dir),
        _ => PathBuf::from("../shared/puzzles"),
    };
    clauses();
    propagation();
    // One line per set and encoding, in columns under 100 characters: the book shows the
    // output as it is, and a line folded to fit would break the columns.
    println!(
        "{:<30} {:>7} {:>6} {:>8} {:>9} {:>12} {:>9}",
        "set", "puzzles", "solved", "encoding", "decisions", "propagations", "conflicts"
    );
    for name in [
        "seeds",
        "generated-9x9-beyond-exclusion",
        "easy50",
        "top95",
        "top1465",
    ] {
        let Some(set) = sets::find(name) else {
            continue;
        };
        match set.entries(&data) {
            Ok(entries) => {
                let puzzles: Vec<Grid> = entries.filter_map(|e| e.result.ok()).collect();
                effort(name, &puzzles);
            }
            Err(e) => println!("{name}: skipped ({e})"),
        }
    }
}

/// The clauses of the rules, by rule, for each encoding.
fn clauses() {
    for encoding in Encoding::ALL {
        let rules = rules(Shape::NINE, encoding);
        println!(
            "{encoding}: {} clauses over {} variables",
            rules.cnf.len(),
            rules.cnf.vars()
        );
        for (rule, range) in &rules.groups {
            println!("  {:>6}  {}", range.len(), rule.words());
        }
    }
}

// ANCHOR: propagation
/// The seed puzzles and the generated sets of each grade: how many puzzles unit propagation
/// alone solves on each encoding.
fn propagation() {
    for name in [
        "generated-9x9-naked-single",
        "generated-9x9-hidden-single",
        "generated-9x9-beyond-exclusion",
    ] {
        let set = sets::find(name).expect("a set of the project");
        let puzzles: Vec<Grid> = set
            .entries(&PathBuf::new())
            .expect("built in")
            .filter_map(|e| e.result.ok())
            .collect();
        let solved = |encoding| {
            puzzles
                .iter()
                .filter(|p| {
                    unit_propagation(p, encoding)
                        .is_some_and(|up| up.fixed.iter().all(Option::is_some))
                })
                .count()
        };
        println!(
            "{name}: unit propagation alone solves {} of {} on minimal, {} on extended",
            solved(Encoding::Minimal),
            puzzles.len(),
            solved(Encoding::Extended)
        );
    }
}
// ANCHOR_END: propagation

// ANCHOR: effort
/// The SAT solver's counts over a set, for each encoding.
fn effort(name: &str, puzzles: &[Grid]) {
    for encoding in Encoding::ALL {
        let mut total = SatStats::default();
        let mut solved = 0;
        for puzzle in puzzles {
            let (report, stats) =
                sat_counted(puzzle, encoding, &Limits::default(), &mut NoObserver);
            solved += usize::from(!report.solutions.is_empty());
            total.decisions += stats.decisions;
            total.propagations += stats.propagations;
            total.conflicts += stats.conflicts;
        }
        println!(
            "{name:<30} {:>7} {solved:>6} {:>8} {:>9} {:>12} {:>9}",
            puzzles.len(),
            encoding.name(),
            total.decisions,
            total.propagations,
            total.conflicts
        );
    }
}
// ANCHOR_END: effort
