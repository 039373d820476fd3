//! `sudoku-lab compare`: every chosen solver on the same puzzles, in the same run, with their
//! answers checked against one another and their costs in one table.

use std::io;
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime};

use clap::Args;
use clap::builder::PossibleValuesParser;
use colored::Colorize;
use rayon::prelude::*;
use serde::Serialize;
use sudoku_lab::compare::{self, Answer, Disagreement, SolverRun, Summary};
use sudoku_lab::sets;
use sudoku_lab::timing::Method;
use sudoku_lab::{Grid, Limits, NoObserver, Solver};

use super::args::{Format, formats, parse_duration};
use super::batch::{Ended, install_interrupt_handler, interrupted};
use super::input::{InputArgs, Item};
use super::output::{Exit, Out, duration, plural, thousands};
use super::progress::Progress;
use super::signals::{should_stop, stdout_closed};
use super::table::{Align, Table};

/// The solver left out of the default list, and why (for the help text and the table note).
const SLOW_BY_DEFAULT: &str = "golf";

/// Runs each solver on the same puzzles and prints one table: puzzles solved, answers that
/// agree, nodes and guesses, time per puzzle, puzzles per second, and the ratio to the fastest.
///
/// Input: a PUZZLE, a --file, a named --set, or (with none) the seed documents' puzzles.
///
/// Timing method: each solver solves each puzzle again and again, until the runs add up to
/// --min-time (10 ms) or --max-runs (100) runs are done, whichever comes first, and at least
/// once; the puzzle's time is the median of its runs. Solvers take turns puzzle by puzzle, so a
/// change in the machine's load falls on all alike. The counts (nodes, guesses) and the answer
/// are the first run's. A puzzle given up at --timeout is timed once, at its bound; time spent
/// on puzzles given up counts in puzzles/s. Timings from a debug build are not worth quoting:
/// use `cargo run --release -- compare`.
///
/// Answers are compared puzzle by puzzle: a solver whose solution differs from the others', or
/// breaks the puzzle, is named on standard error and the exit code is 2. A puzzle with more
/// than one solution makes solvers that try digits in different orders disagree, as they should.
#[derive(Args, Debug)]
pub struct CompareArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// A named puzzle set: seeds (built in), or a collection read from the --data folder:
    /// easy50, top95, hardest, top1465, 17clue, forum1106.
    #[arg(long, value_name = "NAME", value_parser = PossibleValuesParser::new(sets::names()),
          conflicts_with_all = ["puzzle", "file"])]
    pub set: Option<String>,

    /// The folder holding the files of the named sets.
    #[arg(long, value_name = "DIR", default_value = "../shared/puzzles")]
    pub data: PathBuf,

    /// The solvers to compare, separated by commas, or `all`. By default every solver but golf,
    /// whose brute force (seed 001's digits, repeats included) takes 20 million calls, about
    /// 4 s, on the commenter's seed puzzle, and far more on hard sets.
    #[arg(long, value_name = "A,B,...", value_delimiter = ',', value_parser = solver_names())]
    pub solvers: Vec<String>,

    /// Prove each solution unique: search on after the first one, stopping at a second.
    #[arg(long)]
    pub unique: bool,

    /// Give up on a puzzle after this many search nodes (0 to 10^12); `none` for no bound. The
    /// default keeps the brute-force solvers from stalling a run on hard puzzles (about 0.1-0.3
    /// s each).
    #[arg(long, value_name = "N", default_value = "1000000", value_parser = parse_bound)]
    pub max_nodes: Bound,

    /// Give up on a puzzle after this long (per run): 500ms, 10s, 2m. Node bounds are the
    /// default because they give the same table on every machine.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    pub timeout: Option<Duration>,

    /// Repeat each solve until the runs add up to this much time (see the timing method); 0
    /// times each puzzle once, for large sets such as 17clue.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, default_value = "10ms")]
    pub min_time: Duration,

    /// ...or until this many runs are done (1 to 1,000,000).
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = super::args::runs())]
    pub max_runs: u32,

    /// Spread the puzzles over N threads: each puzzle is still timed as a single-threaded solve,
    /// and a second pass solves every puzzle once, in parallel, for a puzzles/s figure on N
    /// cores. 1 to 256.
    #[arg(long, short, value_name = "N", default_value_t = 1, value_parser = super::args::jobs())]
    pub jobs: u32,

    /// How to write the table: csv writes one line per solver, json one document (the run's
    /// description, one record per solver, the disagreements).
    #[arg(long, default_value = "table",
          value_parser = formats(&[Format::Table, Format::Markdown, Format::Csv, Format::Json]))]
    pub format: Format,
}

/// An optional bound on the command line: a number, or `none`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Bound(pub Option<u64>);

fn parse_bound(text: &str) -> Result<Bound, String> {
    if text == "none" {
        return Ok(Bound(None));
    }
    text.replace('_', "")
        .parse::<u64>()
        .ok()
        .filter(|n| *n <= super::args::MAX_NODES)
        .map(|n| Bound(Some(n)))
        .ok_or_else(|| {
            format!(
                "{text:?} is not a number of nodes in 0..={} (or `none`)",
                super::args::MAX_NODES
            )
        })
}

fn solver_names() -> PossibleValuesParser {
    PossibleValuesParser::new(Solver::NAMES.iter().copied().chain(["all"]))
}

impl CompareArgs {
    /// The chosen solvers, each once, in the order of [`Solver::NAMES`].
    fn solvers(&self) -> Vec<Solver> {
        let all = self.solvers.iter().any(|s| s == "all");
        Solver::NAMES
            .iter()
            .filter(|name| {
                if all {
                    true
                } else if self.solvers.is_empty() {
                    **name != SLOW_BY_DEFAULT
                } else {
                    self.solvers.iter().any(|s| s == *name)
                }
            })
            .map(|name| Solver::from_name(name).expect("a name of Solver::NAMES"))
            .collect()
    }

    fn limits(&self) -> Limits {
        Limits {
            max_solutions: if self.unique { 2 } else { 1 },
            max_nodes: self.max_nodes.0,
            timeout: self.timeout,
            interrupt: super::signals::interrupt(),
            tally: super::progress::tally(),
        }
    }

    fn method(&self) -> Method {
        Method {
            min_time: self.min_time,
            max_runs: self.max_runs,
        }
    }

    /// The name of the input, for the caption.
    fn input_name(&self) -> String {
        if let Some(set) = &self.set {
            return set.clone();
        }
        if let Some(file) = &self.input.file {
            return file.display().to_string();
        }
        match &self.input.puzzle {
            Some(p) if p == "-" => "standard input".to_string(),
            Some(_) => "one puzzle".to_string(),
            None => "seeds".to_string(),
        }
    }

    /// The puzzles: a named set, or what [`InputArgs`] reads.
    fn items(&self) -> io::Result<Box<dyn Iterator<Item = Item>>> {
        match self.set.as_deref() {
            None | Some("seeds") => self.input.items(),
            Some(name) => {
                let set = sets::find(name).expect("clap checked the set name");
                let entries = set.entries(&self.data).map_err(|e| {
                    io::Error::new(
                        io::ErrorKind::NotFound,
                        format!("{e}; give the folder that holds it with --data DIR"),
                    )
                })?;
                // A broken or unreadable file of the set is named in every message.
                match set.path(&self.data) {
                    Some(path) => {
                        let path = path.display().to_string();
                        Ok(Box::new(
                            entries.map(move |entry| Item::from_found_file(entry, &path)),
                        ))
                    }
                    None => Ok(Box::new(entries.map(Item::from))),
                }
            }
        }
    }
}

/// One line of the table, as the CSV and JSON formats write it.
#[derive(Serialize, Debug)]
struct Row {
    solver: &'static str,
    puzzles: u64,
    solved: u64,
    agreeing: u64,
    several: u64,
    no_solution: u64,
    gave_up: u64,
    wrong: u64,
    unsupported: u64,
    nodes: u64,
    worst_nodes: u64,
    guesses: u64,
    worst_guesses: u64,
    median_seconds: f64,
    worst_seconds: f64,
    total_seconds: f64,
    runs: u64,
    puzzles_per_second: Option<f64>,
    ratio_to_fastest: Option<f64>,
    parallel_puzzles_per_second: Option<f64>,
}

/// The deterministic description of a run: what was run on what, with which bounds.
#[derive(Serialize, Debug)]
struct Caption {
    input: String,
    puzzles: u64,
    invalid: u64,
    mode: &'static str,
    max_nodes: Option<u64>,
    #[serde(rename = "timeout_seconds", serialize_with = "seconds")]
    timeout: Option<Duration>,
    #[serde(rename = "min_time_seconds", serialize_with = "seconds")]
    min_time: Option<Duration>,
    max_runs: u32,
    jobs: u32,
}

/// A duration as seconds in JSON, `null` for none.
fn seconds<S: serde::Serializer>(d: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
    d.map(|d| d.as_secs_f64()).serialize(s)
}

/// Where and when the timings were taken: they hold for this machine on this day only.
#[derive(Serialize, Debug)]
struct Machine {
    arch: &'static str,
    os: &'static str,
    cores: usize,
    cpu: Option<String>,
    build: &'static str,
    version: &'static str,
    date: String,
    /// The system's load average over the last minute when the run ended (Linux): above the
    /// core count, other work shared the cores and the times are inflated.
    load: Option<f64>,
}

impl Machine {
    fn here() -> Machine {
        let now = humantime::format_rfc3339_seconds(SystemTime::now()).to_string();
        Machine {
            arch: std::env::consts::ARCH,
            os: std::env::consts::OS,
            cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
            cpu: cpu_model(),
            build: if cfg!(debug_assertions) {
                "debug"
            } else {
                "release"
            },
            version: env!("CARGO_PKG_VERSION"),
            date: now[..10].to_string(),
            load: std::fs::read_to_string("/proc/loadavg")
                .ok()
                .and_then(|l| l.split_whitespace().next()?.parse().ok()),
        }
    }

    fn describe(&self) -> String {
        let cpu = self
            .cpu
            .as_deref()
            .map(|c| format!(" ({c})"))
            .unwrap_or_default();
        let load = self
            .load
            .map(|l| format!(", load average {l:.1}"))
            .unwrap_or_default();
        format!(
            "sudoku-lab {} ({} build), {} {}{cpu}, {} cores{load}, {}",
            self.version, self.build, self.arch, self.os, self.cores, self.date
        )
    }
}

/// The processor's name where the system says it (Linux), for the caption.
fn cpu_model() -> Option<String> {
    let info = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    info.lines()
        .find(|l| l.starts_with("model name"))
        .and_then(|l| l.split_once(':'))
        .map(|(_, v)| v.split_whitespace().collect::<Vec<_>>().join(" "))
}

#[derive(Serialize, Debug)]
struct DisagreementRecord {
    label: String,
    /// Every answer is a valid solution: the puzzle has more than one.
    several_solutions: bool,
    dissenting: Vec<&'static str>,
    answers: Vec<AnswerRecord>,
}

#[derive(Serialize, Debug)]
struct AnswerRecord {
    solvers: Vec<&'static str>,
    answer: String,
}

impl DisagreementRecord {
    fn new(label: &str, d: &Disagreement) -> DisagreementRecord {
        DisagreementRecord {
            label: label.to_string(),
            several_solutions: d.shows_several_solutions(),
            dissenting: d.dissenters(),
            answers: d
                .groups
                .iter()
                .map(|(answer, solvers)| AnswerRecord {
                    solvers: solvers.clone(),
                    answer: answer.describe(),
                })
                .collect(),
        }
    }

    fn message(&self) -> String {
        let answers: Vec<String> = self
            .answers
            .iter()
            .map(|a| format!("{} gave {}", a.solvers.join(" and "), a.answer))
            .collect();
        let why = if self.several_solutions {
            " (each answer is a valid solution: the puzzle has more than one, and --unique says so)"
        } else {
            ""
        };
        format!(
            "{}: the solvers disagree ({} dissenting): {}{why}",
            self.label,
            self.dissenting.join(", "),
            answers.join("; ")
        )
    }
}

#[derive(Serialize, Debug)]
struct Results {
    caption: Caption,
    machine: Machine,
    solvers: Vec<Row>,
    disagreements: Vec<DisagreementRecord>,
}

/// Every solver on one puzzle, one after another on this thread.
fn run_puzzle(
    solvers: &[Solver],
    grid: &Grid,
    args: &CompareArgs,
    progress: &Progress,
) -> Option<Vec<SolverRun>> {
    let (limits, method) = (args.limits(), args.method());
    let mut runs = Vec::with_capacity(solvers.len());
    for solver in solvers {
        // Ctrl-C, or no one reading the table: the puzzle in progress is dropped.
        if should_stop() {
            return None;
        }
        runs.push(compare::run(solver, grid, &limits, &method));
        progress.inc();
    }
    Some(runs)
}

/// Puzzles per second for each solver when every puzzle is solved once, spread over the pool.
fn parallel_throughput(
    solvers: &[Solver],
    grids: &[&Grid],
    limits: &Limits,
    pool: &rayon::ThreadPool,
) -> Vec<Option<f64>> {
    solvers
        .iter()
        .map(|solver| {
            let start = Instant::now();
            let attempted = pool.install(|| {
                grids
                    .par_iter()
                    .filter(|g| solver.supports(g.shape()))
                    .map(|g| {
                        let report = solver.solve(g, limits, &mut NoObserver);
                        std::hint::black_box(report.is_ok()) as u64
                    })
                    .sum::<u64>()
            });
            let wall = start.elapsed().as_secs_f64();
            (wall > 0.0 && attempted > 0).then(|| attempted as f64 / wall)
        })
        .collect()
}

/// The most puzzles one run measures: every puzzle and its runs are kept until the table is
/// written, so the bound is on memory (some 13 MB, and 12 MB a solver, at this size); the
/// largest named set, 17clue, has 49,151.
const MAX_PUZZLES: usize = 50_000;

pub fn run(args: &CompareArgs, out: &mut Out) -> io::Result<Exit> {
    let solvers = args.solvers();
    let names: Vec<&'static str> = solvers.iter().map(Solver::name).collect();
    install_interrupt_handler();
    let Some((puzzles, invalid)) = read_puzzles(args, out)? else {
        return Ok(Exit::BadInput);
    };
    let mut exit = if invalid > 0 {
        Exit::BadInput
    } else {
        Exit::Solved
    };
    if cfg!(debug_assertions) {
        out.err(format!(
            "{}: this is a debug build; for timings worth quoting, use `cargo run --release -- compare`",
            "note".cyan().bold()
        ));
    }

    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs as usize)
        .build()
        .map_err(io::Error::other)?;
    let caption_now = Caption {
        input: args.input_name(),
        puzzles: puzzles.len() as u64,
        invalid,
        mode: if args.unique {
            "prove unique"
        } else {
            "first solution"
        },
        max_nodes: args.max_nodes.0,
        timeout: args.timeout,
        min_time: Some(args.min_time),
        max_runs: args.max_runs,
        jobs: args.jobs,
    };
    // The caption is known before the measurement: it is written first, so that a reader
    // that wants one line (`| head -1`) has it at once, and its going ends the measurement.
    let caption_first = matches!(args.format, Format::Table | Format::Markdown);
    if caption_first {
        out.line(caption(&caption_now))?;
        out.flush()?;
    }
    let runs = measure(args, &solvers, &puzzles, &pool);
    if stdout_closed() {
        // Nobody reads the table: end quietly, as a closed pipe ends every command.
        return Ok(exit);
    }
    // After Ctrl-C, the table covers the puzzles measured whole.
    let (puzzles, runs): (Vec<&(String, Grid)>, Vec<Vec<SolverRun>>) = puzzles
        .iter()
        .zip(runs)
        .filter_map(|(p, r)| Some((p, r?)))
        .unzip();
    let ended = if interrupted() {
        Ended::Interrupted
    } else {
        Ended::Complete
    };
    let (summaries, disagreements) = tally(&names, &puzzles, &runs, &mut exit, out);
    let parallel = if args.jobs > 1 {
        let grids: Vec<&Grid> = puzzles.iter().map(|(_, g)| g).collect();
        parallel_throughput(&solvers, &grids, &args.limits(), &pool)
    } else {
        vec![None; solvers.len()]
    };
    let ratios = compare::ratios(&summaries);
    let rows: Vec<Row> = summaries
        .iter()
        .zip(&ratios)
        .zip(&parallel)
        .map(|((s, ratio), par)| Row::new(s, *ratio, *par))
        .collect();
    let results = Results {
        caption: Caption {
            puzzles: puzzles.len() as u64,
            ..caption_now
        },
        machine: Machine::here(),
        solvers: rows,
        disagreements,
    };
    write(&results, args.format, caption_first, out)?;
    if ended == Ended::Interrupted {
        out.err(format!(
            "interrupted: the table covers the {} measured before Ctrl-C, of {}",
            plural(results.caption.puzzles, "puzzle"),
            thousands(caption_now.puzzles)
        ));
        return Ok(Exit::Interrupted);
    }
    Ok(exit)
}

/// A puzzle with its label (`line 3`).
type Labelled = (String, Grid);

/// Every puzzle of the input, read first (the progress bar needs the count, the threads a
/// slice), and how many lines were not a valid puzzle (each named on standard error); `None`
/// when no puzzle is left to compare on.
fn read_puzzles(args: &CompareArgs, out: &mut Out) -> io::Result<Option<(Vec<Labelled>, u64)>> {
    let mut puzzles: Vec<(String, Grid)> = Vec::new();
    let mut invalid = 0;
    for item in args.items()? {
        if puzzles.len() == MAX_PUZZLES {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!(
                    "{}: more than {} puzzles; compare measures at most {} at once (they are \
                     all kept for the table): split the file",
                    item.label,
                    thousands(MAX_PUZZLES as u64),
                    thousands(MAX_PUZZLES as u64)
                ),
            ));
        }
        match item.checked() {
            Ok(grid) => puzzles.push((item.label.to_string(), grid.clone())),
            Err(no) => {
                invalid += 1;
                out.err(format!("{}: {}", "error".red().bold(), no.message));
            }
        }
    }
    if puzzles.is_empty() {
        out.err("sudoku-lab: no puzzle to compare on");
        return Ok(None);
    }
    Ok(Some((puzzles, invalid)))
}

/// Every solver's runs on every puzzle, on `--jobs` threads, with the solves done shown on a
/// terminal once the run lasts a moment (never with JSON); `None` for a puzzle Ctrl-C cut.
fn measure(
    args: &CompareArgs,
    solvers: &[Solver],
    puzzles: &[(String, Grid)],
    pool: &rayon::ThreadPool,
) -> Vec<Option<Vec<SolverRun>>> {
    let progress = Progress::new(
        Some((puzzles.len() * solvers.len()) as u64),
        "solves",
        args.format != Format::Json,
    );
    let runs = if args.jobs > 1 {
        pool.install(|| {
            puzzles
                .par_iter()
                .map(|(_, g)| run_puzzle(solvers, g, args, &progress))
                .collect()
        })
    } else {
        puzzles
            .iter()
            .map_while(|(_, g)| run_puzzle(solvers, g, args, &progress).map(Some))
            .collect()
    };
    progress.finish();
    runs
}

/// Each solver's summary over the puzzles, and the puzzles on which the solvers' answers
/// disagree (named on standard error, exit code 2); a puzzle no solver answered within its
/// bound makes the exit code 3.
fn tally(
    names: &[&'static str],
    puzzles: &[&(String, Grid)],
    runs: &[Vec<SolverRun>],
    exit: &mut Exit,
    out: &mut Out,
) -> (Vec<Summary>, Vec<DisagreementRecord>) {
    let mut summaries: Vec<Summary> = names.iter().map(|n| Summary::new(n)).collect();
    let mut disagreements = Vec::new();
    for ((label, _), runs) in puzzles.iter().copied().zip(runs) {
        // No solver answered within --max-nodes and --timeout: nothing was measured to the
        // end, which is exit code 3, as for every search that gives up.
        if !runs.iter().any(|r| r.answer.is_verdict())
            && runs.iter().any(|r| matches!(r.answer, Answer::GaveUp(_)))
        {
            out.err(format!(
                "{}: {label}: every solver gave up at its bound (--max-nodes, --timeout) before \
                 an answer",
                "warning".yellow().bold()
            ));
            *exit = exit.worst(Exit::GaveUp);
        }
        let disagreement = compare::agreement(names, runs);
        for ((summary, run), name) in summaries.iter_mut().zip(runs).zip(names) {
            summary.add(run, disagreement.as_ref().is_none_or(|d| d.agrees(name)));
        }
        if let Some(d) = disagreement {
            let record = DisagreementRecord::new(label, &d);
            out.err(format!("{}: {}", "error".red().bold(), record.message()));
            disagreements.push(record);
            *exit = Exit::BadInput;
        }
    }
    (summaries, disagreements)
}

impl Row {
    /// A solver's row of the table: its summary, its median over the lowest median, and its
    /// puzzles per second on every thread.
    fn new(s: &Summary, ratio: Option<f64>, parallel: Option<f64>) -> Row {
        Row {
            solver: s.solver,
            puzzles: s.puzzles,
            solved: s.solved,
            agreeing: s.agreeing,
            several: s.several,
            no_solution: s.no_solution,
            gave_up: s.gave_up,
            wrong: s.wrong,
            unsupported: s.unsupported,
            nodes: s.nodes,
            worst_nodes: s.worst_nodes,
            guesses: s.guesses,
            worst_guesses: s.worst_guesses,
            median_seconds: s.median_time().as_secs_f64(),
            worst_seconds: s.worst_time().as_secs_f64(),
            total_seconds: s.total_time().as_secs_f64(),
            runs: s.runs,
            puzzles_per_second: s.puzzles_per_second(),
            ratio_to_fastest: ratio,
            parallel_puzzles_per_second: parallel,
        }
    }
}

/// Writes the results; `caption_written` when the caption line is out already.
fn write(
    results: &Results,
    format: Format,
    caption_written: bool,
    out: &mut Out,
) -> io::Result<()> {
    let caption = |out: &mut Out| {
        if caption_written {
            Ok(())
        } else {
            out.line(caption(&results.caption))
        }
    };
    match format {
        Format::Json => out.line(serde_json::to_string_pretty(results).map_err(io::Error::other)?),
        Format::Csv => {
            let mut writer = csv::Writer::from_writer(Vec::new());
            for row in &results.solvers {
                writer.serialize(row).map_err(io::Error::other)?;
            }
            let bytes = writer
                .into_inner()
                .map_err(|e| io::Error::other(e.to_string()))?;
            out.text(String::from_utf8_lossy(&bytes))
        }
        Format::Markdown => {
            caption(out)?;
            out.line("")?;
            out.text(table(results).markdown())?;
            out.line("")?;
            out.line(format!("*Measured with {}.*", results.machine.describe()))
        }
        // The table, and any format the --format parser keeps out.
        _ => {
            caption(out)?;
            out.line("")?;
            out.text(table(results).plain())?;
            out.line("")?;
            out.line(format!("Measured with {}.", results.machine.describe()))
        }
    }
}

/// The deterministic part of the caption: set, count, mode, bounds, timing method.
fn caption(c: &Caption) -> String {
    let mut bounds = Vec::new();
    if let Some(n) = c.max_nodes {
        bounds.push(format!("{} nodes", thousands(n)));
    }
    if let Some(t) = c.timeout {
        bounds.push(duration(t));
    }
    let bounds = if bounds.is_empty() {
        "no bound".to_string()
    } else {
        format!("at most {} a puzzle", bounds.join(" or "))
    };
    let invalid = if c.invalid > 0 {
        format!(" ({} invalid lines left out)", c.invalid)
    } else {
        String::new()
    };
    let mut text = format!(
        "{}: {} puzzles{invalid}, {}, {bounds}. Time per puzzle: median of runs repeated until {} or {} runs; vs fastest: a solver's median over the lowest.",
        c.input,
        thousands(c.puzzles),
        c.mode,
        duration(c.min_time.unwrap_or_default()),
        c.max_runs
    );
    if c.jobs > 1 {
        text.push_str(&format!(
            " Puzzles timed on {} threads; \"on {} cores\" solves each puzzle once, in parallel.",
            c.jobs, c.jobs
        ));
    }
    text
}

fn table(results: &Results) -> Table {
    let parallel = results.caption.jobs > 1;
    let proving = results.caption.mode == "prove unique";
    let mut header: Vec<String> = [
        "solver",
        if proving { "unique" } else { "solved" },
        "agree",
        "gave up",
        "no solution",
        "nodes",
        "max nodes",
        "guesses",
        "max guesses",
        "median",
        "max",
        "puzzles/s",
        "vs fastest",
    ]
    .map(String::from)
    .to_vec();
    if parallel {
        header.push(format!("puzzles/s on {} cores", results.caption.jobs));
    }
    let mut align = vec![Align::Right; header.len()];
    align[0] = Align::Left;
    let rows = results
        .solvers
        .iter()
        .map(|r| {
            let attempted = r.puzzles - r.unsupported;
            let mut row = vec![
                r.solver.to_string(),
                format!("{}/{}", thousands(r.solved), thousands(attempted)),
                thousands(r.agreeing),
                thousands(r.gave_up),
                thousands(r.no_solution),
                thousands(r.nodes),
                thousands(r.worst_nodes),
                thousands(r.guesses),
                thousands(r.worst_guesses),
                precise(r.median_seconds),
                precise(r.worst_seconds),
                r.puzzles_per_second.map_or("-".into(), rate),
                r.ratio_to_fastest.map_or("-".into(), times),
            ];
            if parallel {
                row.push(r.parallel_puzzles_per_second.map_or("-".into(), rate));
            }
            row
        })
        .collect();
    Table {
        header,
        align,
        rows,
    }
}

/// A time with three significant digits, down to nanoseconds: fast solvers take microseconds.
fn precise(seconds: f64) -> String {
    let (value, unit) = if seconds < 1e-6 {
        (seconds * 1e9, "ns")
    } else if seconds < 1e-3 {
        (seconds * 1e6, "µs")
    } else if seconds < 1.0 {
        (seconds * 1e3, "ms")
    } else {
        (seconds, "s")
    };
    if value >= 100.0 {
        format!("{value:.0} {unit}")
    } else if value >= 10.0 {
        format!("{value:.1} {unit}")
    } else {
        format!("{value:.2} {unit}")
    }
}

/// A ratio to the fastest: `1.0x`, `35.3x`, `26,345x`.
fn times(x: f64) -> String {
    if x >= 100.0 {
        format!("{}x", thousands(x.round() as u64))
    } else {
        format!("{x:.1}x")
    }
}

/// A rate with three significant digits or so: `41,300`, `812`, `3.52`.
fn rate(x: f64) -> String {
    if x >= 1000.0 {
        thousands(x.round() as u64)
    } else if x >= 10.0 {
        format!("{x:.0}")
    } else {
        format!("{x:.2}")
    }
}
