//! Chapter "Why some puzzles are hard", in Norvig's manner: every solver on every set, puzzle by
//! puzzle, and what the distributions say.
//!
//! `cargo run --release -p sudoku-lab-bench --example hardness -- DIR` counts (nodes are the same on every
//! machine): for each set of `../shared/puzzles` and each solver, the distribution of nodes per
//! puzzle (median, 90th and 99th percentile, the worst and which puzzle it is), the size of
//! the search space, how far the singles get before the first guess, the ladder's verdict;
//! and draws the cumulative distribution of nodes as `DIR/diagram-hardness-nodes.svg`.
//!
//! `cargo run --release -p sudoku-lab-bench --example hardness -- --times DIR` times the same solves (a median of
//! repeated runs per puzzle) and draws `DIR/timing-hardness-times.svg`; times change with the
//! machine, so `scripts/book-outputs.sh --timings` remakes that one with the other timings.
//!
//! A set whose file is missing is skipped, saying so.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use plotters::prelude::*;
use rayon::prelude::*;
use sudoku_lab::logic;
use sudoku_lab::sets;
use sudoku_lab::steps::{Reason, Step};
use sudoku_lab::{Grid, Limits, NoObserver, Solver};

/// The sets, easiest first; 17clue is sampled (every 400th puzzle) to keep the run short.
const SETS: [(&str, usize); 6] = [
    ("easy50", 1),
    ("top95", 1),
    ("hardest", 1),
    ("top1465", 1),
    ("17clue", 400),
    ("forum1106", 1),
];
const SOLVERS: [&str; 4] = ["backtracking", "propagation", "hidden-singles", "fast"];
/// A bound on every search, so that a brute force cannot stall the run: past it, the puzzle
/// counts as given up (and sits at the right edge of the chart).
const BUDGET: u64 = 100_000;

/// One solver on one puzzle.
#[derive(Clone, Copy)]
struct Solve {
    nodes: u64,
    gave_up: bool,
    time: Duration,
}

/// What one set's puzzles cost each solver.
struct SetResult {
    name: &'static str,
    /// Puzzle lines, in file order (1-based line of the file).
    lines: Vec<usize>,
    /// Per solver, per puzzle.
    solves: Vec<Vec<Solve>>,
    /// Per puzzle: log10 of the product of the candidate counts of the empty cells.
    space: Vec<f64>,
    /// Per puzzle: cells the singles fill before `hidden-singles` first guesses.
    singles: Vec<usize>,
    /// Per puzzle: the empty cells.
    empty: Vec<usize>,
    /// Per puzzle: the ladder finishes it without a guess (on a puzzle not proven unique, as
    /// `logic::solve` takes it: without the uniqueness techniques and the nested forcing chains).
    ladder: Vec<bool>,
    /// Per puzzle: the candidates of the first empty cell (where backtracking branches) and
    /// the fewest any empty cell has (where propagation would), before any deduction.
    branching: Vec<(usize, usize)>,
    /// The puzzles themselves, as lines.
    text: Vec<String>,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (times, dir) = match args.as_slice() {
        [flag, dir] if flag == "--times" => (true, PathBuf::from(dir)),
        [dir] => (false, PathBuf::from(dir)),
        _ => (false, PathBuf::from(".")),
    };
    let data = Path::new("../shared/puzzles");
    let mut results = Vec::new();
    for (name, every) in SETS {
        match measure(name, every, data, times) {
            Ok(result) => results.push(result),
            Err(message) => println!("{name}: skipped ({message})"),
        }
    }
    if times {
        report_times(&results);
        draw(&dir.join("timing-hardness-times.svg"), &results, true).expect("the chart");
    } else {
        report_nodes(&results);
        draw(&dir.join("diagram-hardness-nodes.svg"), &results, false).expect("the chart");
    }
}

// ANCHOR: measure
fn measure(name: &str, every: usize, data: &Path, times: bool) -> Result<SetResult, String> {
    let set = sets::find(name).ok_or_else(|| format!("no set named {name}"))?;
    let entries = set.entries(data).map_err(|e| e.to_string())?;
    let puzzles: Vec<(usize, Grid)> = entries
        .step_by(every)
        .map(|e| e.result.map(|g| (e.line, g)).map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    let limits = Limits {
        max_nodes: Some(BUDGET),
        ..Limits::default()
    };
    let solves = SOLVERS
        .iter()
        .map(|&solver| {
            let solver = Solver::from_name(solver).expect("a solver of the project");
            // Timed one puzzle at a time (the machine has other work); counted in parallel.
            let solve = |grid: &Grid| solve(&solver, grid, &limits, times);
            if times {
                puzzles.iter().map(|(_, g)| solve(g)).collect()
            } else {
                puzzles.par_iter().map(|(_, g)| solve(g)).collect()
            }
        })
        .collect();
    let mut singles = Vec::new();
    for (_, grid) in &puzzles {
        // How far naked and hidden singles get before the first guess.
        let mut placed = 0;
        let mut guessed = false;
        let mut watch = |step: &Step| match step {
            Step::Place {
                reason: Reason::Guess { .. },
                ..
            } => guessed = true,
            Step::Place { .. } if !guessed => placed += 1,
            _ => {}
        };
        Solver::HiddenSingles
            .solve(grid, &limits, &mut watch)
            .expect("9x9");
        singles.push(placed);
    }
    Ok(SetResult {
        name: set.name,
        lines: puzzles.iter().map(|(line, _)| *line).collect(),
        solves,
        space: puzzles.iter().map(|(_, g)| search_space(g)).collect(),
        empty: puzzles.iter().map(|(_, g)| 81 - g.filled()).collect(),
        ladder: puzzles
            .par_iter()
            .map(|(_, g)| logic::solve(g, &mut NoObserver).solved)
            .collect(),
        singles,
        branching: puzzles.iter().map(|(_, g)| branching(g)).collect(),
        text: puzzles.iter().map(|(_, g)| g.to_line_with('.')).collect(),
    })
}
// ANCHOR_END: measure

fn solve(solver: &Solver, grid: &Grid, limits: &Limits, timed: bool) -> Solve {
    let report = solver
        .solve(grid, limits, &mut NoObserver)
        .expect("every set is 9x9");
    let mut time = report.elapsed;
    if timed {
        // The median of runs repeated for 2 ms (at most 15): one slow run moves it little.
        let mut runs = vec![report.elapsed];
        let start = Instant::now();
        while runs.len() < 15 && start.elapsed() < Duration::from_millis(2) {
            runs.push(
                solver
                    .solve(grid, limits, &mut NoObserver)
                    .expect("9x9")
                    .elapsed,
            );
        }
        runs.sort();
        time = runs[runs.len() / 2];
    }
    Solve {
        nodes: report.stats.nodes,
        gave_up: report.stop.gave_up(),
        time,
    }
}

/// The candidates of the first empty cell, and the fewest of any empty cell.
fn branching(grid: &Grid) -> (usize, usize) {
    let counts: Vec<usize> = grid
        .shape()
        .all_cells()
        .filter(|&c| grid.get(c).is_none())
        .map(|c| grid.candidates(c).len())
        .collect();
    (counts[0], counts.iter().copied().min().unwrap_or(0))
}

// ANCHOR: space
/// The size of the space a blind search faces, as a power of ten: the product, over the empty
/// cells, of the digits no given peer holds.
fn search_space(grid: &Grid) -> f64 {
    grid.shape()
        .all_cells()
        .filter(|&c| grid.get(c).is_none())
        .map(|c| (grid.candidates(c).len().max(1) as f64).log10())
        .sum()
}
// ANCHOR_END: space

/// The value below which `q` of the sorted values lie (nearest rank).
fn quantile<T: Copy>(sorted: &[T], q: f64) -> T {
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

fn median_f(values: &[f64]) -> f64 {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    quantile(&v, 0.5)
}

fn median_u(values: &[usize]) -> usize {
    let mut v = values.to_vec();
    v.sort();
    quantile(&v, 0.5)
}

fn report_nodes(results: &[SetResult]) {
    println!("nodes per puzzle (a search stops at {BUDGET} nodes: \"gave up\")");
    println!(
        "{:<10} {:<15} {:>6} {:>8} {:>8} {:>8} {:>8} {:>8} {:>12}",
        "set", "solver", "puzz.", "median", "90%", "99%", "worst", "gave up", "worst line"
    );
    for r in results {
        for (s, solver) in SOLVERS.iter().enumerate() {
            let solves = &r.solves[s];
            let mut nodes: Vec<u64> = solves.iter().map(|x| x.nodes).collect();
            nodes.sort();
            let (worst, _) = solves
                .iter()
                .enumerate()
                .max_by_key(|(i, x)| (x.nodes, std::cmp::Reverse(*i)))
                .expect("a puzzle");
            println!(
                "{:<10} {:<15} {:>6} {:>8} {:>8} {:>8} {:>8} {:>8} {:>12}",
                r.name,
                solver,
                nodes.len(),
                quantile(&nodes, 0.5),
                quantile(&nodes, 0.9),
                quantile(&nodes, 0.99),
                nodes[nodes.len() - 1],
                solves.iter().filter(|x| x.gave_up).count(),
                // Every puzzle at the bound ties: no single worst to name.
                if solves[worst].gave_up {
                    "-".to_string()
                } else {
                    r.lines[worst].to_string()
                }
            );
        }
    }
    println!();
    println!("the heavy tail: share of all nodes spent on the costliest 10% of puzzles");
    for r in results {
        let shares: Vec<String> = SOLVERS
            .iter()
            .enumerate()
            .map(|(s, solver)| {
                let mut nodes: Vec<u64> = r.solves[s].iter().map(|x| x.nodes).collect();
                nodes.sort_unstable_by(|a, b| b.cmp(a));
                let top = nodes.len().div_ceil(10);
                let total: u64 = nodes.iter().sum();
                let share = 100.0 * nodes[..top].iter().sum::<u64>() as f64 / total as f64;
                format!("{solver} {share:.0}%")
            })
            .collect();
        println!("{:<10} {}", r.name, shares.join(", "));
    }
    println!();
    println!("the puzzles (medians): empty cells, search space, singles before the first guess,");
    println!("candidates of the first empty cell and of the cell with the fewest; the ladder");
    println!(
        "{:<10} {:>6} {:>10} {:>10} {:>12} {:>8} {:>15}",
        "set", "empty", "space 10^", "singles", "first cell", "fewest", "solved by ladder"
    );
    for r in results {
        let first: Vec<usize> = r.branching.iter().map(|b| b.0).collect();
        let fewest: Vec<usize> = r.branching.iter().map(|b| b.1).collect();
        println!(
            "{:<10} {:>6} {:>10.1} {:>10} {:>12} {:>8} {:>8} of {:>4}",
            r.name,
            median_u(&r.empty),
            median_f(&r.space),
            median_u(&r.singles),
            median_u(&first),
            median_u(&fewest),
            r.ladder.iter().filter(|&&s| s).count(),
            r.ladder.len()
        );
    }
    println!();
    println!("the worst puzzle of each set for hidden-singles, and its nodes under each solver");
    for r in results {
        let s = SOLVERS
            .iter()
            .position(|&n| n == "hidden-singles")
            .expect("a solver");
        let (worst, _) = r.solves[s]
            .iter()
            .enumerate()
            .max_by_key(|(i, x)| (x.nodes, std::cmp::Reverse(*i)))
            .expect("a puzzle");
        let nodes: Vec<String> = SOLVERS
            .iter()
            .enumerate()
            .map(|(k, n)| {
                let x = r.solves[k][worst];
                let gave_up = if x.gave_up { "+" } else { "" };
                format!("{n} {}{gave_up}", x.nodes)
            })
            .collect();
        println!("{:<10} line {}: {}", r.name, r.lines[worst], r.text[worst]);
        println!("{:<10} {}", "", nodes.join(", "));
    }
}

fn report_times(results: &[SetResult]) {
    println!("time per puzzle, median of repeated runs (a search stops at {BUDGET} nodes)");
    println!(
        "{:<10} {:<15} {:>10} {:>10} {:>10} {:>10}",
        "set", "solver", "median", "90%", "99%", "worst"
    );
    let show = |d: Duration| format!("{:.1?}", d);
    for r in results {
        for (s, solver) in SOLVERS.iter().enumerate() {
            let mut times: Vec<Duration> = r.solves[s].iter().map(|x| x.time).collect();
            times.sort();
            println!(
                "{:<10} {:<15} {:>10} {:>10} {:>10} {:>10}",
                r.name,
                solver,
                show(quantile(&times, 0.5)),
                show(quantile(&times, 0.9)),
                show(quantile(&times, 0.99)),
                show(times[times.len() - 1])
            );
        }
    }
}

// ANCHOR: chart
/// One panel per solver: for each set, the share of its puzzles solved within x nodes (or x
/// microseconds), x on a log scale. A curve that reaches the top early is an easy set; a long
/// flat run to the right is the heavy tail.
///
/// Drawn to be read at its own size (920 px, the book's column): text of 14 px and more, a
/// legend in every panel, and each set told apart three ways, by an Okabe-Ito colour (safe
/// for the common colour blindnesses), by its dash and by its marker.
fn draw(out: &Path, results: &[SetResult], times: bool) -> Result<(), Box<dyn std::error::Error>> {
    let root = SVGBackend::new(out, (920, 760)).into_drawing_area();
    root.fill(&WHITE)?;
    let value = |x: &Solve| {
        if times {
            x.time.as_secs_f64() * 1e6
        } else {
            x.nodes as f64
        }
    };
    let all = || results.iter().flat_map(|r| r.solves.iter().flatten());
    let high = all().map(value).fold(1.0, f64::max);
    let low = if times {
        all().map(value).fold(f64::MAX, f64::min) / 2.0
    } else {
        1.0
    };
    let unit = if times {
        "microseconds per puzzle"
    } else {
        "nodes per puzzle"
    };
    for (s, (panel, solver)) in root.split_evenly((2, 2)).iter().zip(SOLVERS).enumerate() {
        let mut chart = ChartBuilder::on(panel)
            .caption(solver, ("sans-serif", 20))
            .margin(12)
            .x_label_area_size(44)
            .y_label_area_size(56)
            .build_cartesian_2d((low..high * 1.5).log_scale(), 0.0..100.0)?;
        chart
            .configure_mesh()
            .x_desc(unit)
            .y_desc("% of the set")
            .label_style(("sans-serif", 14))
            .axis_desc_style(("sans-serif", 14))
            .x_labels(6)
            .x_label_formatter(&|x| format!("1e{}", x.log10().round()))
            .draw()?;
        for (k, r) in results.iter().enumerate() {
            let mut xs: Vec<f64> = r.solves[s].iter().map(value).collect();
            xs.sort_by(f64::total_cmp);
            let n = xs.len() as f64;
            let points: Vec<(f64, f64)> = xs
                .iter()
                .enumerate()
                .map(|(i, &x)| (x.max(low), 100.0 * (i + 1) as f64 / n))
                .collect();
            let style = SetStyle::of(k);
            let line = style.colour.stroke_width(2);
            chart.draw_series(DashedLineSeries::new(
                points.clone(),
                style.dash.0,
                style.dash.1,
                line,
            ))?;
            // A marker every tenth of the set, so the curves stay apart where they cross; the
            // legend shows the set's marker in its colour.
            let every = (points.len() / 10).max(1);
            let marked = points.iter().copied().skip(every / 2).step_by(every);
            let (fill, hollow) = (style.colour.filled(), style.colour.stroke_width(2));
            macro_rules! markers {
                ($shape:ident, $size:expr, $style:expr) => {
                    chart
                        .draw_series(marked.map(|p| $shape::new(p, $size, $style)))?
                        .label(r.name)
                        .legend(move |(x, y)| $shape::new((x + 10, y), $size, $style))
                };
            }
            match style.marker {
                0 => markers!(Circle, 5, fill),
                1 => markers!(TriangleMarker, 6, fill),
                2 => markers!(Cross, 5, hollow),
                3 => markers!(Circle, 5, hollow),
                4 => markers!(TriangleMarker, 6, hollow),
                _ => markers!(Circle, 3, fill),
            };
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::LowerRight)
            .label_font(("sans-serif", 14))
            .legend_area_size(28)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK)
            .draw()?;
    }
    root.present()?;
    Ok(())
}

/// How one set is drawn: an Okabe-Ito colour, a dash (length, gap) and a marker (filled
/// circle, filled triangle, cross, hollow circle, hollow triangle, small disc).
#[derive(Clone, Copy)]
struct SetStyle {
    colour: RGBColor,
    dash: (u32, u32),
    marker: usize,
}

impl SetStyle {
    fn of(k: usize) -> SetStyle {
        // Blue, orange, bluish green, reddish purple, black, vermillion: no two of them alike
        // in hue and lightness both, and the dashes and markers differ as well.
        const COLOURS: [RGBColor; 6] = [
            RGBColor(0, 114, 178),
            RGBColor(230, 159, 0),
            RGBColor(0, 158, 115),
            RGBColor(204, 121, 167),
            RGBColor(0, 0, 0),
            RGBColor(213, 94, 0),
        ];
        const DASHES: [(u32, u32); 6] = [(1000, 1), (8, 4), (2, 3), (12, 4), (4, 4), (16, 3)];
        SetStyle {
            colour: COLOURS[k % 6],
            dash: DASHES[k % 6],
            marker: k % 6,
        }
    }
}
// ANCHOR_END: chart
