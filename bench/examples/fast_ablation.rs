//! What each idea of the fast solver buys: the shared puzzle sets solved with its rules switched
//! on one at a time, then all together, beside the `sudoku` crate (JCZSolve), in both modes (the
//! first solution; a solution proved unique, that is the search stopped at a second solution).
//!
//! `cargo run --release -p sudoku-lab-bench --example fast_ablation` prints two Markdown tables: a row per rule, a
//! column per set and mode, each cell the nodes per puzzle, the time per puzzle (the best of
//! three passes over the set) and the time per node; then the default rules, and the default
//! with triads, against the crate on the whole sets, set by set and mode, the three measured in
//! turn (the best of five rounds of three passes each) and given as ratios of times. Arguments:
//! `only=NAME` for one set, `every=N` for every Nth puzzle of each set, `combinations` for
//! every combination of the switches, `quick` for the default rules, with and without triads,
//! and the crate alone, `triads` for the last five rows (the default without the stack rule,
//! the default and triads, each on the best and on the portable instructions). The 17-clue set
//! is taken one puzzle in 100 unless `every=` says otherwise: its baseline row takes most of a
//! second a puzzle.

use std::time::{Duration, Instant};

use sudoku_lab::solvers::{FastConfig, Isa, fast_on};
use sudoku_lab::{Grid, Limits, NoObserver, parse_puzzle};

/// The sets of the comparison: name, file under `../shared/puzzles`, and the stride taken by
/// default.
const SETS: [(&str, &str, usize); 4] = [
    ("17clue", "17_clue.txt", 100),
    ("top1465", "magictour_top1465.txt", 1),
    ("forum1106", "forum_hardest_1106.txt", 1),
    ("forum1905", "forum_hardest_1905_11plus_every25th.txt", 1),
];

/// `fast` on the instruction set `isa` (the best this processor has, unless the row says
/// otherwise).
fn fast_with(grid: &Grid, limits: &Limits, config: FastConfig, isa: Isa) -> sudoku_lab::Report {
    fast_on(grid, limits, config, isa, &mut NoObserver).expect("an available set")
}

/// The rows: the baseline (naked singles, guess on the first open cell), each rule alone over
/// it, then the default with the newest idea taken out, then the default; then the triad rule
/// over the default, and both on the portable instructions (no AVX2).
fn rows() -> Vec<(String, FastConfig, Isa)> {
    let base = FastConfig::BASELINE;
    let all = FastConfig::default();
    let row = |config: FastConfig| (config.label(), config, Isa::best());
    vec![
        row(base),
        row(FastConfig {
            hidden_singles: true,
            ..base
        }),
        row(FastConfig {
            locked_candidates: true,
            ..base
        }),
        row(FastConfig {
            fewest_candidates: true,
            ..base
        }),
        row(FastConfig {
            fewest_candidates: true,
            open_peers: true,
            ..base
        }),
        (
            "all but open peers".to_string(),
            FastConfig {
                open_peers: false,
                ..all
            },
            Isa::best(),
        ),
        (
            "all but the stack rule".to_string(),
            FastConfig {
                stacks: false,
                ..all
            },
            Isa::best(),
        ),
        ("all (the default)".to_string(), all, Isa::best()),
        ("all, portable instructions".to_string(), all, Isa::Portable),
        ("all + triads".to_string(), FastConfig::TRIADS, Isa::best()),
        (
            "all + triads, portable instructions".to_string(),
            FastConfig::TRIADS,
            Isa::Portable,
        ),
    ]
}

/// The best of three passes of `f` over a set.
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

/// A time per puzzle, as people read it: `2.41 µs`, `31.0 µs`, `1.2 ms`.
fn per_puzzle(total: Duration, n: usize) -> String {
    let micros = total.as_secs_f64() * 1e6 / n as f64;
    match micros {
        m if m < 10.0 => format!("{m:.2} µs"),
        m if m < 1000.0 => format!("{m:.1} µs"),
        m => format!("{:.1} ms", m / 1000.0),
    }
}

/// One column: a set in one mode.
struct Column {
    name: String,
    grids: Vec<Grid>,
    peer: Vec<sudoku::Sudoku>,
    unique: bool,
}

/// A whole set, for the ratio table: the sample of the ablation would measure microseconds.
struct WholeSet {
    name: String,
    grids: Vec<Grid>,
    peer: Vec<sudoku::Sudoku>,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let every = args
        .iter()
        .find_map(|a| a.strip_prefix("every="))
        .map(|n| n.parse::<usize>().expect("every=N takes a number"));
    let only = args.iter().find_map(|a| a.strip_prefix("only="));
    let dir = sudoku_lab_bench::shared_puzzles();
    let mut columns = Vec::new();
    let mut whole = Vec::new();
    for (name, file, stride) in SETS {
        if only.is_some_and(|o| o != name) {
            continue;
        }
        let path = dir.join(file);
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("skipped {name}: {} is absent", path.display());
            continue;
        };
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let all_grids: Vec<Grid> = lines
            .iter()
            .map(|l| parse_puzzle(l).expect("a well-formed puzzle"))
            .collect();
        let all_peer: Vec<sudoku::Sudoku> = lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).expect("a well-formed puzzle"))
            .collect();
        let stride = every.unwrap_or(stride);
        let grids: Vec<Grid> = all_grids.iter().step_by(stride).cloned().collect();
        let peer: Vec<sudoku::Sudoku> = all_peer.iter().step_by(stride).copied().collect();
        whole.push(WholeSet {
            name: format!("{name} ({})", all_grids.len()),
            grids: if every.is_some() {
                grids.clone()
            } else {
                all_grids
            },
            peer: if every.is_some() {
                peer.clone()
            } else {
                all_peer
            },
        });
        let label = match stride {
            1 => format!("{name} ({})", grids.len()),
            n => format!("{name} (1 in {n}: {})", grids.len()),
        };
        for unique in [false, true] {
            let mode = if unique { "unique" } else { "first" };
            columns.push(Column {
                name: format!("{label}, {mode}"),
                grids: grids.clone(),
                peer: peer.clone(),
                unique,
            });
        }
    }
    let rows = if args.iter().any(|a| a == "triads") {
        rows().split_off(rows().len() - 5)
    } else if args.iter().any(|a| a == "quick") {
        vec![
            (
                "all (the default)".to_string(),
                FastConfig::default(),
                Isa::best(),
            ),
            ("all + triads".to_string(), FastConfig::TRIADS, Isa::best()),
        ]
    } else if args.iter().any(|a| a == "combinations") {
        FastConfig::every()
            .map(|c| (c.label(), c, Isa::best()))
            .collect()
    } else {
        rows()
    };
    println!(
        "| rules | {} |",
        columns
            .iter()
            .map(|c| c.name.as_str())
            .collect::<Vec<_>>()
            .join(" | ")
    );
    println!("|---|{}", "---:|".repeat(columns.len()));
    for (label, config, isa) in rows {
        let cells: Vec<String> = columns
            .iter()
            .map(|column| {
                let limits = Limits::solutions(if column.unique { 2 } else { 1 });
                let nodes: u64 = column
                    .grids
                    .iter()
                    .map(|g| fast_with(g, &limits, config, isa).stats.nodes)
                    .sum();
                let time = best_of_three(|| {
                    for grid in &column.grids {
                        std::hint::black_box(fast_with(grid, &limits, config, isa));
                    }
                });
                let n = column.grids.len();
                let per_node = time.as_secs_f64() * 1e9 / nodes as f64;
                format!(
                    "{} nodes, {}, {per_node:.0} ns/node",
                    per(nodes, n),
                    per_puzzle(time, n)
                )
            })
            .collect();
        println!("| {label} | {} |", cells.join(" | "));
    }
    let crate_cells: Vec<String> = columns
        .iter()
        .map(|column| {
            let time = best_of_three(|| {
                for s in &column.peer {
                    std::hint::black_box(if column.unique {
                        s.solution()
                    } else {
                        s.some_solution()
                    });
                }
            });
            per_puzzle(time, column.peer.len())
        })
        .collect();
    println!(
        "| `sudoku` crate (JCZSolve) | {} |",
        crate_cells.join(" | ")
    );
    // The ratios: the whole sets, the default rules and the crate in turn, best of five passes.
    println!();
    println!("| set, mode | `fast` | `fast` + triads | `sudoku` crate | ratio | ratio, triads |");
    println!("|---|---:|---:|---:|---:|---:|");
    for set in &whole {
        for unique in [false, true] {
            let limits = Limits::solutions(if unique { 2 } else { 1 });
            let (mut mine, mut triads, mut theirs) = (Duration::MAX, Duration::MAX, Duration::MAX);
            for _ in 0..5 {
                for (best, config) in [
                    (&mut mine, FastConfig::default()),
                    (&mut triads, FastConfig::TRIADS),
                ] {
                    *best = (*best).min(best_of_three(|| {
                        for grid in &set.grids {
                            std::hint::black_box(fast_with(grid, &limits, config, Isa::best()));
                        }
                    }));
                }
                theirs = theirs.min(best_of_three(|| {
                    for s in &set.peer {
                        std::hint::black_box(if unique {
                            s.solution()
                        } else {
                            s.some_solution()
                        });
                    }
                }));
            }
            let n = set.grids.len();
            let mode = if unique { "unique" } else { "first" };
            println!(
                "| {}, {mode} | {} | {} | {} | {:.2} | {:.2} |",
                set.name,
                per_puzzle(mine, n),
                per_puzzle(triads, n),
                per_puzzle(theirs, n),
                mine.as_secs_f64() / theirs.as_secs_f64(),
                triads.as_secs_f64() / theirs.as_secs_f64()
            );
        }
    }
}

/// `total / n` with one decimal: `289640.2`.
fn per(total: u64, n: usize) -> String {
    format!("{:.1}", total as f64 / n as f64)
}
