//! Chapter "Timing comparisons": the chart. Each solver on each set, timed the way `compare`
//! times it (the median of repeated runs, through `sudoku_lab::compare::run`), then drawn as a
//! grouped bar chart of the median time per puzzle, on a log scale, into an SVG file with the
//! `plotters` crate. Run it with
//! `cargo run --release -p sudoku-lab-bench --example timing_chart -- OUT.svg [--data DIR]` in
//! the project's folder; the data folder holding the shared sets is `../shared/puzzles` by
//! default, and a set whose file is absent is skipped.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, SystemTime};

use plotters::prelude::*;
use sudoku_lab::Limits;
use sudoku_lab::compare::{self, Answer, Summary};
use sudoku_lab::sets;
use sudoku_lab::solvers::Solver;
use sudoku_lab::timing::Method;

/// The sets drawn, from the easiest to the largest.
const SETS: [&str; 4] = ["seeds", "easy50", "top95", "top1465"];
// ANCHOR: solvers
/// The solvers drawn, each with the colour of its bars, in the legend's order. The first, plain
/// backtracking, is timed within [`BACKTRACKING_BUDGET`]; the others on every set.
const SOLVERS: [(&str, RGBColor); 6] = [
    ("backtracking", RGBColor(150, 150, 150)),
    ("propagation", BLUE),
    ("hidden-singles", GREEN),
    ("dlx", RGBColor(230, 140, 0)),
    ("sat", MAGENTA),
    ("fast", RED),
];
// ANCHOR_END: solvers
/// Plain backtracking is drawn only on the sets it finishes within this many nodes a puzzle:
/// on the hard sets some puzzles take it millions, and a bar for a set it gave up on would show
/// the budget, not the solver.
const BACKTRACKING_BUDGET: u64 = 1_000_000;

/// One set's bars: the median time per puzzle of each solver that finished the whole set.
struct SetTimes {
    set: &'static str,
    puzzles: usize,
    medians: Vec<(&'static str, Duration)>,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (out, data) = match args.as_slice() {
        [out] => (PathBuf::from(out), PathBuf::from("../shared/puzzles")),
        [out, flag, dir] if flag == "--data" => (PathBuf::from(out), PathBuf::from(dir)),
        _ => {
            eprintln!("usage: timing_chart OUT.svg [--data DIR]");
            return ExitCode::from(2);
        }
    };
    let mut measured = Vec::new();
    let mut notes = Vec::new();
    for name in SETS {
        match measure_set(name, &data) {
            Ok((times, skipped)) => {
                if let Some(note) = skipped {
                    println!("{note}");
                    notes.push(note);
                }
                // What the bars show, as figures the prose can quote: each median, and how
                // many times slower each solver is than `fast` on the same puzzles.
                let fast = times
                    .medians
                    .iter()
                    .find(|(s, _)| *s == "fast")
                    .map(|(_, m)| m.as_secs_f64());
                for (solver, median) in &times.medians {
                    let ratio = fast.map_or(String::new(), |f| {
                        format!(", {:.1}x fast's", median.as_secs_f64() / f)
                    });
                    println!(
                        "{:<8} {:<15} {:>9.1?} median per puzzle ({} puzzles){ratio}",
                        times.set, solver, median, times.puzzles
                    );
                }
                measured.push(times);
            }
            Err(message) => eprintln!("timing_chart: {message}; skipped"),
        }
    }
    if measured.is_empty() {
        eprintln!("timing_chart: no set could be read; nothing to draw");
        return ExitCode::FAILURE;
    }
    match draw(&out, &measured, &machine(), &notes) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("timing_chart: cannot draw {}: {e}", out.display());
            ExitCode::FAILURE
        }
    }
}

/// Times every solver on one set, puzzle by puzzle with the solvers taking turns, as `compare`
/// does, so that a change in the machine's load falls on all of them alike. Returns the medians
/// and, when backtracking gave up on a puzzle, a note saying it was left out of this set.
fn measure_set(name: &str, data: &Path) -> Result<(SetTimes, Option<String>), String> {
    let set = sets::find(name).ok_or_else(|| format!("no set named {name}"))?;
    let entries = set.entries(data).map_err(|e| e.to_string())?;
    let limits = Limits::default();
    let budget = Limits {
        max_nodes: Some(BACKTRACKING_BUDGET),
        ..limits
    };
    let method = Method::default();
    let named = |name: &str| Solver::from_name(name).expect("a solver of the project");
    let [(tracked, _), timed @ ..] = SOLVERS;
    let solvers: Vec<Solver> = timed.iter().map(|(n, _)| named(n)).collect();
    let backtracking = named(tracked);
    let mut summaries: Vec<Summary> = timed.iter().map(|(n, _)| Summary::new(n)).collect();
    let mut tracking = Some(Summary::new(tracked));
    let mut puzzles = 0;
    for entry in entries {
        let puzzle = entry
            .result
            .map_err(|e| format!("the {name} set: line {}: {e}", entry.line))?;
        puzzles += 1;
        for (solver, summary) in solvers.iter().zip(&mut summaries) {
            summary.add(&compare::run(solver, &puzzle, &limits, &method), true);
        }
        if let Some(summary) = &mut tracking {
            let run = compare::run(&backtracking, &puzzle, &budget, &method);
            if matches!(run.answer, Answer::GaveUp(_)) {
                // One puzzle over the budget is enough to leave the set out: stop timing it.
                tracking = None;
            } else {
                summary.add(&run, true);
            }
        }
    }
    let note = tracking.is_none().then(|| {
        format!("backtracking gave up on a {name} puzzle at {BACKTRACKING_BUDGET} nodes: no bar")
    });
    summaries.extend(tracking);
    let medians = summaries
        .iter()
        .map(|s| (s.solver, s.median_time()))
        .collect();
    Ok((
        SetTimes {
            set: set.name,
            puzzles,
            medians,
        },
        note,
    ))
}

/// The line that says where and when the times were taken, like `compare`'s caption.
fn machine() -> String {
    let date = humantime::format_rfc3339_seconds(SystemTime::now()).to_string();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let build = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    format!(
        "sudoku-lab {} ({build} build), {} {}, {cores} cores, {}",
        env!("CARGO_PKG_VERSION"),
        std::env::consts::ARCH,
        std::env::consts::OS,
        &date[..10]
    )
}

// ANCHOR: chart
/// Draws one group of bars per set, one bar per solver, the height the median time per puzzle
/// in microseconds on a logarithmic axis: the solvers differ by factors, not by amounts.
fn draw(
    out: &Path,
    measured: &[SetTimes],
    machine: &str,
    notes: &[String],
) -> Result<(), Box<dyn std::error::Error>> {
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    let all = measured
        .iter()
        .flat_map(|s| s.medians.iter().map(|m| micros(m.1)));
    let (low, high) = all.fold((f64::MAX, 0.0_f64), |(l, h), t| (l.min(t), h.max(t)));

    let root = SVGBackend::new(out, (900, 580)).into_drawing_area();
    root.fill(&WHITE)?;
    // The machine line and the notes go under the chart, as the caption of `compare` does;
    // the time axis runs a decade above the tallest bar to leave the legend room.
    let (chart_area, caption) = root.split_vertically(500);
    let mut chart = ChartBuilder::on(&chart_area)
        .caption(
            "Median time per puzzle, by solver and set",
            ("sans-serif", 22),
        )
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(
            0.0..measured.len() as f64,
            (low / 2.0..high * 20.0).log_scale(),
        )?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(measured.len() * 2 + 1)
        .x_label_formatter(&|x| {
            // A label at the middle of each group: the set's name and size.
            let i = x.floor() as usize;
            match measured.get(i) {
                Some(s) if (x - i as f64 - 0.5).abs() < 1e-9 => {
                    format!("{} ({})", s.set, s.puzzles)
                }
                _ => String::new(),
            }
        })
        .y_desc("µs per puzzle (median, log scale)")
        .y_label_formatter(&|y| format!("{y}"))
        .draw()?;

    let width = 0.8 / SOLVERS.len() as f64;
    for (k, &(solver, colour)) in SOLVERS.iter().enumerate() {
        let bars = measured.iter().enumerate().filter_map(|(i, set)| {
            let (_, median) = set.medians.iter().find(|m| m.0 == solver)?;
            let left = i as f64 + 0.1 + k as f64 * width;
            let corners = [(left, low / 2.0), (left + width, micros(*median))];
            Some(Rectangle::new(corners, colour.filled()))
        });
        chart
            .draw_series(bars)?
            .label(solver)
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 10, y + 5)], colour.filled()));
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()?;

    let lines = std::iter::once(format!("Measured with {machine}.")).chain(notes.iter().cloned());
    for (i, line) in lines.enumerate() {
        caption.draw(&Text::new(
            line,
            (20, 8 + 18 * i as i32),
            ("sans-serif", 14),
        ))?;
    }
    root.present()?;
    Ok(())
}
// ANCHOR_END: chart
