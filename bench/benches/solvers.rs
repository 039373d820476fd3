//! Every solver of the project on the puzzle sets it can finish, beside the `sudoku` crate
//! (a Rust port of JCZSolve, among the fastest solvers known) as the reference peer.
//!
//! Groups, one per puzzle set (`cargo bench -p sudoku-lab-bench --bench solvers -- top95` runs
//! one; the filter is criterion's regex over `group/solver/set`):
//! - `wikipedia`: the Wikipedia puzzle alone, every solver, golf with seed 001's digits
//!   included (146,605 calls): the golf target against seed 001's program under CPython.
//! - `seeds`, `easy50`, `top95`, `hardest`, `top1465`, `17clue`, `forum1106`: the first
//!   solution of every puzzle. `17clue` takes one puzzle in 50 of the 49,158 (983 puzzles), so
//!   that a pass stays under a second for the slower solvers.
//! - `unique-17clue`, `unique-top1465`, `unique-forum1106`: solve and prove the solution unique
//!   (the search stops at a second solution).
//! - `observer`: the cost of the observer hook, in thread CPU time (see `observer_group`).
//!
//! Which solver runs on which set is decided by a pass over the set before the group starts: a
//! solver that cannot solve every puzzle of it within `PASS_NODES` nodes in all is skipped,
//! with a message,
//! and so is a set whose file is absent. Golf with seed 001's digit string (repeats included)
//! runs on the Wikipedia puzzle only: on the commenter's seed puzzle it takes 20 million calls
//! (about 4 s), and far more on the hard sets. The `seeds` group runs it with seed 004's digit
//! string `948721536` instead (716, 3,130 and 3,565 calls on the three seed puzzles).
//!
//! Sampling is flat, 10 samples, 0.5 s of warm-up and 2 s of measurement per benchmark, so
//! that `cargo bench` finishes in minutes on two cores.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use criterion::{
    BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use regex::Regex;
use sudoku_lab::puzzles::WIKIPEDIA;
use sudoku_lab::solvers::{DigitOrder, FOURTEEN_POW_7_TIMES_9};
use sudoku_lab::steps::Step;
use sudoku_lab::{Grid, Limits, NoObserver, Observer, Solver, sets};

#[path = "support/thread_cpu.rs"]
mod thread_cpu;
use thread_cpu::ThreadCpuTime;

#[path = "support/hookless.rs"]
mod hookless;

/// How many nodes one pass over a set may take, in all, for a solver to be benchmarked on it: a
/// count, not a time, so that which solvers run on which sets does not depend on how busy the
/// machine is. 3 million nodes of the brute-force ports take about a second.
const PASS_NODES: u64 = 3_000_000;

/// A safety bound on the time of that pass, for a solver whose nodes are slow.
const PASS_DEADLINE: Duration = Duration::from_secs(20);

/// The 17-clue collection is sampled: one puzzle in this many.
const SEVENTEEN_CLUE_STRIDE: usize = 50;

/// The puzzles of one set, parsed for the project and for the peer, outside the timed loops.
struct PuzzleSet {
    /// The set's name, as in `--set`.
    name: &'static str,
    grids: Vec<Grid>,
    peer: Vec<sudoku::Sudoku>,
}

impl PuzzleSet {
    fn new(name: &'static str, grids: Vec<Grid>) -> PuzzleSet {
        let peer = grids
            .iter()
            .map(|g| sudoku::Sudoku::from_str_line(&g.to_line_with('.')).expect("a 9x9 puzzle"))
            .collect();
        PuzzleSet { name, grids, peer }
    }

    fn len(&self) -> u64 {
        self.grids.len() as u64
    }
}

/// `../shared/puzzles` beside the project's folder.
fn data_dir() -> PathBuf {
    sudoku_lab_bench::shared_puzzles()
}

/// The named set, every `stride`-th puzzle of it, or `None` (with a message) when its file is
/// absent.
fn load(name: &'static str, stride: usize) -> Option<PuzzleSet> {
    let set = sets::find(name).expect("a set of sudoku_lab::sets");
    let entries = match set.entries(&data_dir()) {
        Ok(entries) => entries,
        Err(e) => {
            eprintln!("skipped: the {name} group: {e}");
            return None;
        }
    };
    let grids = entries
        .step_by(stride)
        .map(|e| e.result.expect("the shared sets are well formed"))
        .collect();
    Some(PuzzleSet::new(name, grids))
}

/// The search mode of a group.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Stop at the first solution.
    First,
    /// Stop at the second solution, proving the first one unique.
    Unique,
}

impl Mode {
    fn limits(self) -> Limits {
        match self {
            Mode::First => Limits::solutions(1),
            Mode::Unique => Limits::solutions(2),
        }
    }
}

/// The benchmark filter criterion will apply (the first free argument, a regex, or an exact
/// name with `--exact`), read the same way, so that the passes deciding which solvers run are
/// made only for the benchmarks that will run.
struct Filter {
    regex: Option<Regex>,
    exact: Option<String>,
}

impl Filter {
    fn from_args() -> Filter {
        // criterion's options that take a value.
        const WITH_VALUE: [&str; 18] = [
            "-c",
            "--color",
            "-s",
            "--save-baseline",
            "-b",
            "--baseline",
            "--baseline-lenient",
            "--format",
            "--profile-time",
            "--load-baseline",
            "--sample-size",
            "--warm-up-time",
            "--measurement-time",
            "--nresamples",
            "--noise-threshold",
            "--confidence-level",
            "--significance-level",
            "--plotting-backend",
        ];
        let args: Vec<String> = std::env::args().skip(1).collect();
        let exact = args.iter().any(|a| a == "--exact");
        let mut free = None;
        let mut i = 0;
        while i < args.len() {
            let a = &args[i];
            if WITH_VALUE.contains(&a.as_str()) {
                i += 1;
            } else if !a.starts_with('-') && free.is_none() {
                free = Some(a.clone());
            }
            i += 1;
        }
        match (free, exact) {
            (Some(f), true) => Filter {
                regex: None,
                exact: Some(f),
            },
            (Some(f), false) => Filter {
                regex: Regex::new(&f).ok(),
                exact: None,
            },
            (None, _) => Filter {
                regex: None,
                exact: None,
            },
        }
    }

    fn wants(&self, id: &str) -> bool {
        match (&self.regex, &self.exact) {
            (_, Some(exact)) => id == exact,
            (Some(regex), _) => regex.is_match(id),
            (None, None) => true,
        }
    }
}

/// One pass of `solve` over the set within the node budget, each answer checked: `Err` says
/// why the solver is skipped. A wrong answer is not a reason to skip: it stops the benchmarks.
fn finishes(
    label: &str,
    set: &PuzzleSet,
    mode: Mode,
    solve: &dyn Fn(&Grid, &Limits) -> Option<sudoku_lab::Report>,
) -> Result<(), String> {
    let started = Instant::now();
    let mut nodes = 0;
    for (i, grid) in set.grids.iter().enumerate() {
        // The pass's budgets, what is left of them: nodes, and time.
        let limits = Limits {
            max_nodes: Some(PASS_NODES - nodes),
            timeout: Some(PASS_DEADLINE.saturating_sub(started.elapsed())),
            ..mode.limits()
        };
        let Some(report) = solve(grid, &limits) else {
            return Err(format!("{label} does not take {}", grid.shape()));
        };
        nodes += report.stats.nodes;
        if report.stop.gave_up() {
            let bound = if report.stop == sudoku_lab::Stop::NodeLimit {
                format!("{PASS_NODES} nodes")
            } else {
                format!("{PASS_DEADLINE:?}")
            };
            return Err(format!(
                "{label} does not finish a pass over the {} puzzles of {} within {bound} (stopped at puzzle {})",
                set.len(),
                set.name,
                i + 1
            ));
        }
        let first = report.solutions.first();
        assert!(
            first.is_some_and(|s| grid.is_solved_by(s)),
            "{label} gave a wrong answer to puzzle {} of {}",
            i + 1,
            set.name
        );
        if mode == Mode::Unique {
            assert!(
                report.solutions.iter().all(|s| Some(s) == first),
                "{label} found two solutions to puzzle {} of {}, which has one",
                i + 1,
                set.name
            );
        }
    }
    Ok(())
}

/// The solvers of a group: every solver of the project (golf with seed 001's digits on the
/// Wikipedia puzzle only, with seed 004's on the seed puzzles), each with its label.
fn solvers_for(set: &str) -> Vec<(String, Solver)> {
    let mut solvers = Vec::new();
    for name in Solver::NAMES {
        let solver = Solver::from_name(name).expect("a name of Solver::NAMES");
        match (&solver, set) {
            (Solver::Golf(_), "wikipedia") => solvers.push((name.to_string(), solver)),
            (Solver::Golf(_), "seeds") => {
                let digits = DigitOrder::new(FOURTEEN_POW_7_TIMES_9).expect("valid digits");
                solvers.push((format!("golf-{digits}"), Solver::Golf(digits)));
            }
            (Solver::Golf(_), _) => {}
            _ => solvers.push((name.to_string(), solver)),
        }
    }
    solvers
}

/// One group: every solver that finishes the set, and the peer, on every puzzle of it.
fn set_group(c: &mut Criterion, filter: &Filter, set: &PuzzleSet, mode: Mode) {
    let group_name = match mode {
        Mode::First => set.name.to_string(),
        Mode::Unique => format!("unique-{}", set.name),
    };
    let mut group = c.benchmark_group(&group_name);
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .throughput(Throughput::Elements(set.len()));
    let limits = mode.limits();
    for (label, solver) in solvers_for(set.name) {
        if !filter.wants(&format!("{group_name}/{label}/{}", set.name)) {
            continue;
        }
        let solve = |g: &Grid, l: &Limits| solver.solve(g, l, &mut NoObserver).ok();
        if let Err(why) = finishes(&label, set, mode, &solve) {
            eprintln!("skipped: {group_name}/{label}: {why}");
            continue;
        }
        group.bench_function(BenchmarkId::new(&label, set.name), |b| {
            b.iter(|| {
                for g in &set.grids {
                    black_box(solver.solve(black_box(g), &limits, &mut NoObserver).ok());
                }
            })
        });
    }
    // The reference peer: `some_solution` stops at the first solution, `solutions_count_up_to(2)`
    // at the second, as the project's solvers do in each mode.
    for (s, g) in set.peer.iter().zip(&set.grids) {
        let ok = match mode {
            Mode::First => s.some_solution().is_some_and(|x| {
                sudoku_lab::parse_puzzle(&x.to_str_line()).is_ok_and(|x| g.is_solved_by(&x))
            }),
            Mode::Unique => s.solutions_count_up_to(2) == 1,
        };
        assert!(ok, "the sudoku crate disagrees on a puzzle of {}", set.name);
    }
    group.bench_function(BenchmarkId::new("sudoku-crate", set.name), |b| {
        b.iter(|| {
            for s in &set.peer {
                match mode {
                    Mode::First => {
                        black_box(black_box(*s).some_solution());
                    }
                    Mode::Unique => {
                        black_box(black_box(*s).solutions_count_up_to(2));
                    }
                }
            }
        })
    });
    group.finish();
}

/// An observer that does the least an enabled observer can: count the steps.
#[derive(Default)]
struct Counting(u64);

impl Observer for Counting {
    fn step(&mut self, _: &Step) {
        self.0 += 1;
    }
}

/// The cost of the observer hook, in thread CPU time (see `ThreadCpuTime`). For each solver, on the hardest set it finishes of top95,
/// seeds and the Wikipedia puzzle:
/// - `no-observer`: the library's solver with `NoObserver`, as every plain solve runs it;
/// - `hook-removed`: the same search code with the observer calls cut out (benches/support/hookless.rs;
///   backtracking and golf-maintainer have one) — the target is no measurable difference
///   between these two;
/// - `counting-observer`: an enabled observer that counts the steps, for what the hook costs
///   when it is used.
fn observer_group(c: &mut Criterion<ThreadCpuTime>, filter: &Filter, sets: &[&PuzzleSet]) {
    let mut group = c.benchmark_group("observer");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    let limits = Mode::First.limits();
    for name in Solver::NAMES {
        let solver = Solver::from_name(name).expect("a name of Solver::NAMES");
        let wanted = ["no-observer", "hook-removed", "counting-observer"]
            .iter()
            .any(|v| filter.wants(&format!("observer/{name}/{v}")));
        if !wanted {
            continue;
        }
        let solve = |g: &Grid, l: &Limits| solver.solve(g, l, &mut NoObserver).ok();
        let Some(set) = sets
            .iter()
            .find(|set| finishes(name, set, Mode::First, &solve).is_ok())
        else {
            eprintln!("skipped: observer/{name}: no set it finishes within {PASS_NODES} nodes");
            continue;
        };
        group.throughput(Throughput::Elements(set.len()));
        group.bench_function(
            BenchmarkId::new(format!("{name}/no-observer"), set.name),
            |b| {
                b.iter(|| {
                    for g in &set.grids {
                        black_box(solver.solve(black_box(g), &limits, &mut NoObserver).ok());
                    }
                })
            },
        );
        if let Some(hookless) = hookless::for_solver(name) {
            group.bench_function(
                BenchmarkId::new(format!("{name}/hook-removed"), set.name),
                |b| {
                    b.iter(|| {
                        for g in &set.grids {
                            black_box(hookless(black_box(g), &limits));
                        }
                    })
                },
            );
        }
        group.bench_function(
            BenchmarkId::new(format!("{name}/counting-observer"), set.name),
            |b| {
                b.iter(|| {
                    let mut counting = Counting::default();
                    for g in &set.grids {
                        black_box(solver.solve(black_box(g), &limits, &mut counting).ok());
                    }
                    counting.0
                })
            },
        );
    }
    group.finish();
}

fn benches(c: &mut Criterion) {
    let filter = Filter::from_args();
    let wikipedia = PuzzleSet::new("wikipedia", vec![WIKIPEDIA.grid()]);
    let seeds = load("seeds", 1).expect("built in");
    set_group(c, &filter, &wikipedia, Mode::First);
    set_group(c, &filter, &seeds, Mode::First);
    for name in [
        "easy50",
        "top95",
        "hardest",
        "top1465",
        "17clue",
        "forum1106",
    ] {
        let stride = if name == "17clue" {
            SEVENTEEN_CLUE_STRIDE
        } else {
            1
        };
        let wanted = filter.regex.is_none() && filter.exact.is_none()
            || Solver::NAMES.iter().chain(&["sudoku-crate"]).any(|s| {
                filter.wants(&format!("{name}/{s}/{name}"))
                    || filter.wants(&format!("unique-{name}/{s}/{name}"))
                    || filter.wants(&format!("observer/{s}/no-observer"))
            });
        if !wanted {
            continue;
        }
        let Some(set) = load(name, stride) else {
            continue;
        };
        set_group(c, &filter, &set, Mode::First);
        if matches!(name, "17clue" | "top1465" | "forum1106") {
            set_group(c, &filter, &set, Mode::Unique);
        }
    }
}

fn observer_benches(c: &mut Criterion<ThreadCpuTime>) {
    let filter = Filter::from_args();
    if !Solver::NAMES.iter().any(|s| {
        ["no-observer", "hook-removed", "counting-observer"]
            .iter()
            .any(|v| filter.wants(&format!("observer/{s}/{v}")))
    }) {
        return;
    }
    let top95 = load("top95", 1);
    let wikipedia = PuzzleSet::new("wikipedia", vec![WIKIPEDIA.grid()]);
    let seeds = load("seeds", 1).expect("built in");
    let mut sets: Vec<&PuzzleSet> = top95.iter().collect();
    sets.extend([&seeds, &wikipedia]);
    observer_group(c, &filter, &sets);
}

criterion_group!(solvers, benches);
criterion_group! {
    name = observer;
    config = Criterion::default().with_measurement(ThreadCpuTime::default());
    targets = observer_benches
}
criterion_main!(solvers, observer);
