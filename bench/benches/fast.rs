//! Issue 7: the fast solver beside the `sudoku` crate (a Rust port of JCZSolve, the reference
//! peer), on the 17-clue, top1465 and forum-hardest sets, in both modes: the first solution,
//! and a solution proved unique (the search stops at a second solution). Issue 33: `fast` with
//! the triad rule beside them (`triads`), and on standard error each set's nodes per puzzle of
//! both, to turn criterion's times into times per node.
//!
//! `cargo bench -p sudoku-lab-bench --bench fast` (or `-- 17clue` for one set). One benchmark
//! is one pass over the whole set, so criterion's "thrpt" is puzzles per second; the time per
//! puzzle is the time divided by the set size. Each pair of solvers is measured in the same run, one after the
//! other, on the same parsed puzzles.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use sudoku_lab::solvers::{FastConfig, fast, fast_with};
use sudoku_lab::{Grid, Limits, NoObserver, parse_puzzle};

/// The sets of the comparison: name, file under `../shared/puzzles`.
const SETS: [(&str, &str); 4] = [
    ("17clue", "17_clue.txt"),
    ("top1465", "magictour_top1465.txt"),
    ("forum1106", "forum_hardest_1106.txt"),
    ("forum1905", "forum_hardest_1905_11plus_every25th.txt"),
];

/// The lines of a shared set, or `None` (with a message) when the collections are absent.
fn lines(file: &str) -> Option<Vec<String>> {
    let path = sudoku_lab_bench::shared_puzzles().join(file);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(
            text.lines()
                .filter(|l| !l.trim().is_empty())
                .map(str::to_string)
                .collect(),
        ),
        Err(_) => {
            eprintln!("skipped: {} is absent", path.display());
            None
        }
    }
}

fn fast_vs_sudoku(c: &mut Criterion) {
    for (name, file) in SETS {
        let Some(lines) = lines(file) else { continue };
        let grids: Vec<Grid> = lines
            .iter()
            .map(|l| parse_puzzle(l).expect("a well-formed puzzle"))
            .collect();
        let sudokus: Vec<sudoku::Sudoku> = lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).expect("a well-formed puzzle"))
            .collect();
        for (mode, max_solutions) in [("first", 1), ("unique", 2)] {
            let mut group = c.benchmark_group(format!("fast/{name}/{mode}"));
            // One pass over a set takes from a few milliseconds to half a second: few, flat
            // samples keep the whole run to a couple of minutes on a shared machine.
            group
                .throughput(Throughput::Elements(grids.len() as u64))
                .sampling_mode(SamplingMode::Flat)
                .sample_size(10)
                .warm_up_time(Duration::from_millis(500))
                .measurement_time(Duration::from_secs(3));
            let limits = Limits::solutions(max_solutions);
            for (label, config) in [
                ("fast", FastConfig::default()),
                ("triads", FastConfig::TRIADS),
            ] {
                let nodes: u64 = grids
                    .iter()
                    .map(|g| fast_with(g, &limits, config, &mut NoObserver).stats.nodes)
                    .sum();
                eprintln!(
                    "fast/{name}/{mode}/{label}: {:.1} nodes a puzzle",
                    nodes as f64 / grids.len() as f64
                );
            }
            group.bench_function("triads", |b| {
                b.iter(|| {
                    for grid in &grids {
                        black_box(fast_with(
                            black_box(grid),
                            &limits,
                            FastConfig::TRIADS,
                            &mut NoObserver,
                        ));
                    }
                })
            });
            group.bench_function("fast", |b| {
                b.iter(|| {
                    for grid in &grids {
                        black_box(fast(black_box(grid), &limits, &mut NoObserver));
                    }
                })
            });
            group.bench_function("sudoku", |b| {
                b.iter(|| {
                    for s in &sudokus {
                        let s = black_box(*s);
                        // `solution` returns the solution only when it is unique: it stops
                        // at the second one, like `fast` with a limit of two.
                        black_box(if max_solutions == 1 {
                            s.some_solution()
                        } else {
                            s.solution()
                        });
                    }
                })
            });
            group.finish();
        }
    }
}

criterion_group!(benches, fast_vs_sudoku);
criterion_main!(benches);
