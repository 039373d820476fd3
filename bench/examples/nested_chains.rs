//! The speed and the agreement of the nested forcing chains (issue 29's targets): 40 puzzles of
//! `../shared/puzzles/se_rated_extreme.txt`, 20 rated 10.x and 20 rated 11.x, picked evenly
//! through each band, each graded on one thread, timed in thread CPU time, and its rating set
//! beside the published one. Prints one line a puzzle, then per band: how many are within 0.1
//! and 0.2 of the published rating, the mean difference, how many need search, and the mean
//! CPU time a puzzle (the target: at most 10 s) with its median. Run it in release:
//! `cargo run --release -p sudoku-lab-bench --example nested_chains [PER_BAND] [TIMEOUT_S]`;
//! it skips, saying so, without the shared folder.

use std::time::Duration;

use cpu_time::ThreadTime;
use sudoku_lab::logic::{self, calibration::parse_rated};
use sudoku_lab::solvers::Limits;

/// A puzzle of the extreme file: its line, the puzzle and its rating in tenths.
struct Extreme {
    line: usize,
    puzzle: sudoku_lab::Grid,
    tenths: u16,
}

fn main() {
    let mut args = std::env::args().skip(1);
    let per_band: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(20);
    let timeout: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(120);
    let path = sudoku_lab_bench::shared_puzzles().join("se_rated_extreme.txt");
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!("skipped: {} is absent", path.display());
        return;
    };
    // Each line is a rated puzzle followed by `# its source`.
    let puzzles: Vec<Extreme> = text
        .lines()
        .enumerate()
        .filter_map(|(i, l)| {
            let rated = parse_rated(l.split('#').next()?, i + 1).ok()??;
            Some(Extreme {
                line: rated.line,
                puzzle: rated.puzzle,
                tenths: rated.se.in_tenths(),
            })
        })
        .collect();
    let limits = Limits {
        timeout: Some(Duration::from_secs(timeout)),
        ..Limits::default()
    };
    let mut totals = Vec::new();
    for band in [100u16, 110] {
        let all: Vec<&Extreme> = puzzles
            .iter()
            .filter(|p| p.tenths / 10 == band / 10)
            .collect();
        let step = (all.len() / per_band.max(1)).max(1);
        let picked: Vec<&Extreme> = all.iter().step_by(step).take(per_band).copied().collect();
        let (mut within1, mut within2, mut search, mut diff, mut cpu) = (0, 0, 0, 0.0, 0.0);
        let mut times = Vec::new();
        for p in &picked {
            let start = ThreadTime::now();
            let bounded = logic::grade_within(&p.puzzle, logic::Rater::Se, &limits);
            let seconds = start.elapsed().as_secs_f64();
            cpu += seconds;
            times.push(seconds);
            let ours = bounded.value.rating().map(|r| r.in_tenths());
            match ours {
                Some(t) => {
                    let d = t.abs_diff(p.tenths);
                    within1 += usize::from(d <= 1);
                    within2 += usize::from(d <= 2);
                    diff += f64::from(d) / 10.0;
                }
                None => search += 1,
            }
            println!(
                "line {:>4}: SE {:>4.1}, ours {:>5}, {:>6.2} s CPU{}",
                p.line,
                f64::from(p.tenths) / 10.0,
                ours.map_or("-".to_string(), |t| format!("{:.1}", f64::from(t) / 10.0)),
                seconds,
                bounded
                    .stopped
                    .map_or(String::new(), |s| format!(" (stopped: {s:?})"))
            );
        }
        let n = picked.len().max(1) as f64;
        let rated = (picked.len() - search).max(1) as f64;
        times.sort_by(f64::total_cmp);
        let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
        totals.push(format!(
            "{}.x: {} puzzles, within 0.1 {within1} ({:.0}%), within 0.2 {within2} ({:.0}%), \
             mean difference {:.2}, needs search {search}, {:.2} s CPU a puzzle (median {:.2} s)",
            band / 10,
            picked.len(),
            100.0 * within1 as f64 / n,
            100.0 * within2 as f64 / n,
            diff / rated,
            cpu / n,
            median
        ));
    }
    for t in totals {
        println!("{t}");
    }
}
