//! Chapter "The maintainer's rewrite": how many calls of `r` the one-liner makes on the seed
//! puzzles with four digit strings, and how many its maintainer's rewrite makes. Counts, not
//! times: they are the same on every machine.
//! Run it with `cargo run --release -p sudoku-lab-examples --example maintainer_nodes`.

use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::solvers::DigitOrder;
use sudoku_lab::{Limits, NoObserver, Solver};

fn main() {
    // ANCHOR: solvers
    // The one-liner with seed 001's digit string ('%d'%5**18); the same string with its repeated
    // digits dropped (first places kept); seed 004's string (`14**7*9`); the digits in order;
    // and the maintainer's rewrite.
    let golf = |digits: &str| Solver::Golf(DigitOrder::new(digits).expect("digits 1-9"));
    let solvers = [
        ("golf 5**18", golf("3814697265625")),
        ("golf 381469725", golf("381469725")),
        ("golf 14**7*9", golf("948721536")),
        ("golf 123456789", golf("123456789")),
        ("maintainer", Solver::GolfMaintainer),
    ];
    // ANCHOR_END: solvers
    print!("{:<10}", "puzzle");
    for (name, _) in &solvers {
        print!(" {name:>14}");
    }
    println!();
    // ANCHOR: count
    let mut rows = Vec::new();
    for puzzle in SEED_PUZZLES {
        let grid = puzzle.grid();
        print!("{:<10}", puzzle.name);
        let mut row = Vec::new();
        for (_, solver) in &solvers {
            let report = solver
                .solve(&grid, &Limits::default(), &mut NoObserver)
                .expect("every seed puzzle is 9x9");
            assert!(grid.is_solved_by(&report.solutions[0]));
            print!(" {:>14}", thousands(report.stats.nodes));
            row.push(report.stats.nodes as f64);
        }
        println!();
        rows.push((puzzle.name, row));
    }
    // ANCHOR_END: count
    // The two effects of the rewrite, as ratios of calls: dropping the repeated digits of seed
    // 001's string, and then trying the digits in order instead of in its order.
    println!();
    for (name, row) in &rows {
        println!(
            "{name}: repeats cost {:.1}x; plain order {:.1}x of the deduplicated; rewrite {:.1}x fewer",
            row[0] / row[1],
            row[3] / row[1],
            row[0] / row[4]
        );
    }
    // Seed 001 claims the rewrite is 93 times faster: what the calls leave for the cost of a call.
    let (_, wikipedia) = &rows[0];
    println!(
        "seed 001's 93x over {:.1}x fewer calls leaves {:.1}x for the cost of a call",
        wikipedia[0] / wikipedia[4],
        93.0 / (wikipedia[0] / wikipedia[4])
    );
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
