//! What each rule of the fast solver buys: every shared puzzle set solved with the rules
//! switched on one at a time, then all together, beside the `sudoku` crate (JCZSolve).
//!
//! Run with `cargo run --release -p sudoku-lab-bench --example fast_ablation` (add `-- unique`
//! to prove each solution unique, that is stop at the second solution instead of the first). It prints one
//! Markdown table per set: the time per puzzle (the best of three passes over the set), and the
//! nodes and guesses per puzzle.

use std::time::{Duration, Instant};

use sudoku_lab::solvers::{FastConfig, fast_with};
use sudoku_lab::{Grid, Limits, NoObserver, parse_puzzle};

/// The sets of the comparison, by file name under `../shared/puzzles`.
const SETS: [(&str, &str); 3] = [
    ("17clue", "17_clue.txt"),
    ("top1465", "magictour_top1465.txt"),
    ("forum1106", "forum_hardest_1106.txt"),
];

/// The rules switched on one at a time over the baseline (naked singles, first open cell), then
/// all of them.
fn configs() -> Vec<FastConfig> {
    let base = FastConfig::BASELINE;
    vec![
        base,
        FastConfig {
            hidden_singles: true,
            ..base
        },
        FastConfig {
            locked_candidates: true,
            ..base
        },
        FastConfig {
            fewest_candidates: true,
            ..base
        },
        FastConfig::default(),
    ]
}

/// The best of three passes of `f` over the set.
fn best_of_three(mut f: impl FnMut()) -> Duration {
    (0..3)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .expect("three passes")
}

fn per_puzzle(total: Duration, n: usize) -> String {
    format!("{:.2} µs", total.as_secs_f64() * 1e6 / n as f64)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let unique = args.iter().any(|a| a == "unique");
    let quick = args.iter().any(|a| a == "quick");
    // `every=N`: every Nth puzzle of each set, for a quicker look.
    let every = args
        .iter()
        .find_map(|a| a.strip_prefix("every="))
        .map_or(1, |n| n.parse::<usize>().expect("every=N takes a number"));
    let max_solutions = if unique { 2 } else { 1 };
    let limits = Limits::solutions(max_solutions);
    // `only=NAME`: one set.
    let only = args.iter().find_map(|a| a.strip_prefix("only="));
    let dir = sudoku_lab_bench::shared_puzzles();
    println!(
        "Mode: {}",
        if unique {
            "prove unique (stop at the second solution)"
        } else {
            "first solution"
        }
    );
    for (name, file) in SETS {
        if only.is_some_and(|o| o != name) {
            continue;
        }
        let path = dir.join(file);
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("skipped {name}: {} is absent", path.display());
            continue;
        };
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .step_by(every)
            .collect();
        let grids: Vec<Grid> = lines
            .iter()
            .map(|l| parse_puzzle(l).expect("a well-formed puzzle"))
            .collect();
        let n = grids.len();
        println!("\n{name} ({n} puzzles)\n");
        println!("| rules | time per puzzle | nodes per puzzle | guesses per puzzle |");
        println!("|---|---:|---:|---:|");
        let configs = if quick {
            vec![FastConfig::default()]
        } else if args.iter().any(|a| a == "combinations") {
            // Every combination of the three switches.
            (0..8)
                .map(|m| FastConfig {
                    hidden_singles: m & 1 != 0,
                    locked_candidates: m & 2 != 0,
                    fewest_candidates: m & 4 != 0,
                })
                .collect()
        } else {
            configs()
        };
        for config in configs {
            let (mut nodes, mut guesses) = (0u64, 0u64);
            for grid in &grids {
                let report = fast_with(grid, &limits, config, &mut NoObserver);
                nodes += report.stats.nodes;
                guesses += report.stats.guesses;
            }
            let time = best_of_three(|| {
                for grid in &grids {
                    std::hint::black_box(fast_with(grid, &limits, config, &mut NoObserver));
                }
            });
            println!(
                "| {} | {} | {:.1} | {:.1} |",
                config.label(),
                per_puzzle(time, n),
                nodes as f64 / n as f64,
                guesses as f64 / n as f64
            );
        }
        let sudokus: Vec<sudoku::Sudoku> = lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).expect("a well-formed puzzle"))
            .collect();
        let time = best_of_three(|| {
            for s in &sudokus {
                std::hint::black_box(if unique {
                    s.solution()
                } else {
                    s.some_solution()
                });
            }
        });
        println!(
            "| `sudoku` crate (JCZSolve) | {} | | |",
            per_puzzle(time, n)
        );
    }
}
