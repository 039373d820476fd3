//! Chapter "Timing comparisons": a first stopwatch. Each solver of the project on each seed puzzle,
//! repeated until a quarter of a second has passed (at least 5 runs), median time per solve and
//! per call. A timing depends on the machine: the book prints it with the machine and the date
//! it was measured on. Run it with `cargo run --release -p sudoku-lab-examples --example stopwatch`.

use std::time::{Duration, Instant};

use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::{Grid, Limits, NoObserver, Solver};

fn main() {
    // Every solver of the project: the table grows as solvers are added.
    let solvers: Vec<Solver> = Solver::NAMES
        .iter()
        .map(|name| Solver::from_name(name).expect("every name has a solver"))
        .collect();
    println!(
        "{:<10} {:<16} {:>12} {:>12} {:>6} {:>10}",
        "puzzle", "solver", "calls", "median", "runs", "per call"
    );
    let mut ratios = Vec::new();
    for puzzle in SEED_PUZZLES {
        let grid = puzzle.grid();
        let mut golf = None;
        for solver in &solvers {
            // 20 million calls on the commenter's puzzle: seconds a run, left to `compare`.
            if matches!(solver, Solver::Golf(_)) && puzzle.name == "commenter" {
                continue;
            }
            let (nodes, median, runs) = measure(solver, &grid);
            println!(
                "{:<10} {:<16} {:>12} {:>12} {:>6} {:>10}",
                puzzle.name,
                solver.name(),
                nodes,
                format!("{median:.1?}"),
                runs,
                format!("{:.0} ns", median.as_nanos() as f64 / nodes as f64)
            );
            match solver {
                Solver::Golf(_) => golf = Some((nodes, median)),
                Solver::GolfMaintainer => {
                    if let Some((golf_nodes, golf_time)) = golf {
                        let calls = golf_nodes as f64 / nodes as f64;
                        let time = golf_time.as_secs_f64() / median.as_secs_f64();
                        ratios.push(format!(
                            "{}: golf makes {calls:.1}x the calls of golf-maintainer, takes {time:.0}x \
                             the time, so a call costs {:.1}x",
                            puzzle.name,
                            time / calls
                        ));
                    }
                }
                _ => {}
            }
        }
    }
    for line in ratios {
        println!("{line}");
    }
}

// ANCHOR: median
/// Solves `grid` again and again, for at least 5 runs and a quarter of a second (at most 1,000
/// runs), and returns the calls per run, the median time of a run and the number of runs. The
/// median, not the mean: one run slowed by another program on the machine moves it little.
fn measure(solver: &Solver, grid: &Grid) -> (u64, Duration, usize) {
    let mut times = Vec::new();
    let mut nodes = 0;
    let start = Instant::now();
    while times.len() < 5 || (start.elapsed() < Duration::from_millis(250) && times.len() < 1000) {
        let report = solver
            .solve(grid, &Limits::default(), &mut NoObserver)
            .expect("every seed puzzle is 9x9");
        nodes = report.stats.nodes;
        times.push(report.elapsed);
    }
    times.sort();
    (nodes, times[times.len() / 2], times.len())
}
// ANCHOR_END: median
