//! What each idea of the fast solver buys: the shared puzzle sets solved with its rules switched
//! on one at a time, then all together, beside the `sudoku` crate (JCZSolve), in both modes (the
//! first solution; a solution proved unique, that is the search stopped at a second solution).
//!
//! `cargo run --release --example fast_ablation` prints one Markdown table: a row per rule, a
//! column per set and mode, each cell the nodes per puzzle and the time per puzzle (the best of
//! three passes over the set). Arguments: `only=NAME` for one set, `every=N` for every Nth
//! puzzle of each set, `combinations` for every combination of the switches, `quick` for the
//! default rules and the crate alone. The 17-clue set is taken one puzzle in 100 unless
//! `every=` says otherwise: its baseline row takes most of a second a puzzle.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use sudoku_lab::solvers::{FastConfig, fast_with};
use sudoku_lab::{Grid, Limits, NoObserver, parse_puzzle};

/// The sets of the comparison: name, file under `../shared/puzzles`, and the stride taken by
/// default.
const SETS: [(&str, &str, usize); 3] = [
    ("17clue", "17_clue.txt", 100),
    ("top1465", "magictour_top1465.txt", 1),
    ("forum1106", "forum_hardest_1106.txt", 1),
];

/// The rows: the baseline (naked singles, guess on the first open cell), each rule alone over
/// it, then the default with the newest idea taken out, then the default.
fn rows() -> Vec<(String, FastConfig)> {
    let base = FastConfig::BASELINE;
    let all = FastConfig::default();
    let row = |config: FastConfig| (config.label(), config);
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
        ),
        ("all (the default)".to_string(), all),
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

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let every = args
        .iter()
        .find_map(|a| a.strip_prefix("every="))
        .map(|n| n.parse::<usize>().expect("every=N takes a number"));
    let only = args.iter().find_map(|a| a.strip_prefix("only="));
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles");
    let mut columns = Vec::new();
    for (name, file, stride) in SETS {
        if only.is_some_and(|o| o != name) {
            continue;
        }
        let path = dir.join(file);
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("skipped {name}: {} is absent", path.display());
            continue;
        };
        let stride = every.unwrap_or(stride);
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .step_by(stride)
            .collect();
        let grids: Vec<Grid> = lines
            .iter()
            .map(|l| parse_puzzle(l).expect("a well-formed puzzle"))
            .collect();
        let peer: Vec<sudoku::Sudoku> = lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).expect("a well-formed puzzle"))
            .collect();
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
    let rows = if args.iter().any(|a| a == "quick") {
        vec![("all (the default)".to_string(), FastConfig::default())]
    } else if args.iter().any(|a| a == "combinations") {
        (0..16)
            .map(|m| FastConfig {
                hidden_singles: m & 1 != 0,
                locked_candidates: m & 2 != 0,
                fewest_candidates: m & 4 != 0,
                open_peers: m & 8 != 0,
            })
            .filter(|c| c.fewest_candidates || !c.open_peers)
            .map(|c| (c.label(), c))
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
    for (label, config) in rows {
        let cells: Vec<String> = columns
            .iter()
            .map(|column| {
                let limits = Limits::solutions(if column.unique { 2 } else { 1 });
                let nodes: u64 = column
                    .grids
                    .iter()
                    .map(|g| fast_with(g, &limits, config, &mut NoObserver).stats.nodes)
                    .sum();
                let time = best_of_three(|| {
                    for grid in &column.grids {
                        std::hint::black_box(fast_with(grid, &limits, config, &mut NoObserver));
                    }
                });
                let n = column.grids.len();
                format!(
                    "{:.1} nodes, {}",
                    nodes as f64 / n as f64,
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
}
