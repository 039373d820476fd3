//! `sudoku-lab solve`: solve each puzzle of the input with one solver and write the solutions.

use std::collections::HashSet;
use std::io;
use std::time::Duration;

use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use colored::Colorize;
use serde::Serialize;
use sudoku_lab::logic::Outcome;
use sudoku_lab::narrate::Detail;
use sudoku_lab::plan::{Choice, Plan, Proof, Request, Route, Wanted};
use sudoku_lab::render;
use sudoku_lab::solvers::{
    Deadline, DigitOrder, FIVE_POW_18, KEPT_SOLUTIONS, SatStats, SolveError, sat_counted,
};
use sudoku_lab::steps::Step;
use sudoku_lab::uniqueness::{COUNT_TIME, Uniqueness, count_solutions_within};
use sudoku_lab::{Grid, Limits, NoObserver, Report, Solver, Stats, Stop, Verdict};

use super::args::{self, Format, formats, parse_duration};
use super::batch::{self, BatchArgs, Summary};
use super::input::{InputArgs, Item, Label, Rejection};
use super::ladder::{self, LadderRecord};
use super::narration;
use super::output::{Exit, Invalid, Out, Spill, duration, plural, several, thousands};
use super::signals;
use super::taker::{Repeats, Taker, write_solution};

#[derive(Args, Debug)]
pub struct SolveArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// The solver to use.
    #[arg(long, short, value_parser = choices(), default_value = "hidden-singles")]
    pub solver: Choice,

    /// The order in which the golf solver tries digits: seed 001's 3814697265625 ('%d'%5**18),
    /// seed 004's 948721536 (`14**7*9`), or any string of the digits 1-9.
    #[arg(long, value_name = "DIGITS", default_value = FIVE_POW_18)]
    pub digits: String,

    /// Find every solution, not just the first (seed 000's -a, seed 004's behaviour).
    #[arg(long, short, conflicts_with = "count")]
    pub all: bool,

    /// Count the solutions instead of printing them, up to --limit.
    #[arg(long)]
    pub count: bool,

    /// With --count or --all, stop after this many solutions (--count counts up to a billion;
    /// --all prints up to 100,000, each as it is found).
    #[arg(long, value_name = "N", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..=MAX_COUNT))]
    pub limit: u64,

    /// Give up on a puzzle after this many search nodes (calls of the recursive search), 1 to
    /// 10^12.
    #[arg(long, value_name = "N", value_parser = args::nodes())]
    pub max_nodes: Option<u64>,

    /// Give up on a puzzle after this long: 500ms, 10s, 2m, or plain seconds.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    pub timeout: Option<Duration>,

    /// After each puzzle, a `#` comment line with the search statistics.
    #[arg(long)]
    pub stats: bool,

    /// How to write solutions: auto is grid on a terminal and line otherwise; json writes one
    /// record per puzzle and per line.
    #[arg(long, default_value = "auto", value_parser = formats(SOLVE_FORMATS))]
    pub format: Format,

    /// Skip the check, made after each solve, that the puzzle has no second solution (it is a
    /// separate count, so it never changes the solve's figures; skip it for timing runs).
    #[arg(long)]
    pub no_unique_check: bool,

    /// Solve out loud (seed 000's -v): before each solution, one line per placement with its
    /// reason, each guess, each dead end and undo. Not written with --format json.
    #[arg(long, short)]
    pub verbose: bool,

    /// Like --verbose, and every candidate eliminated as well (seed 000's --moreverbose).
    #[arg(long)]
    pub trace: bool,

    /// With --verbose or --trace, write at most this many step lines per puzzle (0: no limit;
    /// at most 10^9); a closing line says how many more there were.
    #[arg(long, value_name = "N", default_value_t = 2000, value_parser = args::shown())]
    pub max_lines: usize,
    #[command(flatten)]
    pub batch: BatchArgs,

    #[command(flatten)]
    pub record: super::record::RecordArgs,

    #[command(flatten)]
    pub sat: super::sat::SatArgs,
}

/// The most solutions `--count` counts: a billion, some hours of search, and no memory, since
/// past [`KEPT_SOLUTIONS`] solutions are counted, not kept.
const MAX_COUNT: u64 = 1_000_000_000;

/// The names `--solver` takes, each with its one line of help, parsed into the choice they
/// name (with its default settings, which `--digits` and `--encoding` then set).
fn choices() -> impl clap::builder::TypedValueParser<Value = Choice> {
    let values = Choice::names().map(|name| {
        let choice = Choice::from_name(name).expect("a name of Choice::names");
        PossibleValue::new(name).help(choice.summary())
    });
    PossibleValuesParser::new(values)
        .map(|name| Choice::from_name(&name).expect("a name clap checked"))
}

/// The formats `solve` writes.
const SOLVE_FORMATS: &[Format] = &[
    Format::Auto,
    Format::Line,
    Format::Grid,
    Format::Matrix,
    Format::Json,
];

impl SolveArgs {
    fn solver(&self) -> io::Result<Choice> {
        let digits = DigitOrder::new(&self.digits)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, format!("--digits: {e}")))?;
        if !digits.covers_all_digits() {
            let missing: String = ('1'..='9').filter(|d| !self.digits.contains(*d)).collect();
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!(
                    "--digits {}: the digit order misses {missing}; the golf solver tries only \
                     the digits of its order, so every digit 1-9 must be in it",
                    self.digits
                ),
            ));
        }
        if !matches!(self.solver, Choice::Solver(Solver::Golf(_)))
            && digits != DigitOrder::default()
        {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "--digits applies to the golf solver only",
            ));
        }
        if !matches!(self.solver, Choice::Solver(Solver::Sat(_))) && self.sat.any() {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "--encoding and --dimacs apply to the sat solver only",
            ));
        }
        Ok(match &self.solver {
            Choice::Solver(Solver::Golf(_)) => Choice::Solver(Solver::Golf(digits)),
            Choice::Solver(Solver::Sat(_)) => Choice::Solver(Solver::Sat(self.sat.encoding())),
            choice => choice.clone(),
        })
    }

    /// Every decision of a solve, made once for the run from the options.
    fn plan(&self, format: Format) -> io::Result<Plan> {
        let wanted = match (self.all, self.count) {
            (true, _) => Wanted::Every(self.limit),
            (_, true) => Wanted::Count(self.limit),
            _ => Wanted::First,
        };
        Ok(Plan::new(&Request {
            choice: self.solver()?,
            wanted,
            detail: self.detail(),
            json: format == Format::Json,
            stats: self.stats,
            recorded: self.record.record.is_some(),
            unique_check: !self.no_unique_check,
            bounded: self.max_nodes.is_some() || self.timeout.is_some(),
        }))
    }

    /// How much of each search `--verbose` and `--trace` tell.
    fn detail(&self) -> Option<Detail> {
        match (self.trace, self.verbose) {
            (true, _) => Some(Detail::Everything),
            (false, true) => Some(Detail::Placements),
            _ => None,
        }
    }

    /// The solver's name as the output says it: `ladder` for the ladder, whose search where
    /// it stalls is `solver`.
    fn solver_name(&self, solver: &Solver) -> &'static str {
        if self.solver == Choice::Ladder {
            Choice::LADDER
        } else {
            solver.name()
        }
    }

    /// Refuses what the flags cannot do together: --all prints at most [`KEPT_SOLUTIONS`]
    /// solutions. It keeps none of them (each is written as it is found, or with JSON kept in
    /// a temporary file), but a million 25x25 solutions would be 600 MB of output: --count
    /// counts past it.
    fn check(&self) -> io::Result<()> {
        if self.all && self.limit > KEPT_SOLUTIONS {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!(
                    "--limit {} with --all: --all prints at most {} solutions (--count counts up \
                     to {})",
                    self.limit,
                    thousands(KEPT_SOLUTIONS),
                    thousands(MAX_COUNT)
                ),
            ));
        }
        Ok(())
    }

    fn limits(&self, plan: &Plan) -> Limits {
        Limits {
            max_solutions: plan.max_solutions,
            max_nodes: self.max_nodes,
            timeout: self.timeout,
            interrupt: signals::interrupt(),
            tally: super::progress::tally(),
        }
    }
}

pub fn run(args: &SolveArgs, out: &mut Out) -> io::Result<Exit> {
    let format = args.format.resolve();
    let plan = args.plan(format)?;
    args.check()?;
    args.record.check()?;
    let mut summary = Summary::new("solved");
    // The statistics of every search, added up.
    let mut total = Stats::default();
    // Puzzles are solved in input order, or on --jobs threads with the output still in order.
    let batch = BatchArgs {
        from_file: reads_a_file(&args.input),
        progress: format != Format::Json,
        ..args.batch
    };
    let ended = batch::for_each(
        args.input.items()?,
        batch,
        out,
        |item, out| solve_one(args, &plan, format, &item, out),
        |(outcome, stats), _| {
            summary.add(outcome);
            total += stats;
        },
    )?;
    if args.stats && summary.puzzles > 1 && format != Format::Json {
        out.line(format!(
            "# total: {}: {}",
            plural(summary.puzzles, "puzzle"),
            stats_counts(&total)
        ))?;
    }
    Ok(summary.finish_batch(out, ended))
}

/// True when the puzzles come from a regular file (not standard input, nor a pipe with a name),
/// which never waits for someone to type the next puzzle.
fn reads_a_file(input: &InputArgs) -> bool {
    input.file.as_ref().is_some_and(|path| {
        path.as_os_str() != "-" && std::fs::metadata(path).is_ok_and(|m| m.is_file())
    })
}

/// Solves one puzzle as `plan` says and writes its result; returns what happened to it and
/// what the search counted, for the totals.
fn solve_one(
    args: &SolveArgs,
    plan: &Plan,
    format: Format,
    item: &Item,
    out: &mut Out,
) -> io::Result<(Exit, Stats)> {
    let label = &item.label;
    let nothing = Stats::default();
    let read = if plan.givens_checked_after {
        item.result.as_ref().map_err(|e| Rejection {
            puzzle: None,
            message: e.clone(),
        })
    } else {
        item.checked()
    };
    let puzzle = match read {
        Ok(grid) => grid,
        Err(no) => {
            return Ok((
                invalid(format, label, no.puzzle, &no.message, out)?,
                nothing,
            ));
        }
    };
    // The uniqueness check spends what the solve leaves of --timeout: the clock is read for it
    // only when there is one.
    let deadline = Deadline::after(args.timeout);
    let solver = &plan.solver;
    if let Solver::Sat(_) = solver {
        args.sat.write(puzzle, label, out)?;
    }
    let mut taker = plan.takes_solutions.then(|| {
        Taker::new(
            format,
            label,
            puzzle,
            solver,
            args.count,
            args.record.record.is_some(),
        )
    });
    let Searched {
        report,
        sat,
        ladder: laddered,
    } = search(args, plan, puzzle, label, taker.as_mut(), out)?;
    let (spill, golf_repeats) = match taker {
        Some(taker) => taker.finish()?,
        None => (None, None),
    };
    let report = match report {
        Ok(report) => report,
        Err(e) => {
            // A solver that cannot search this puzzle found no solution: nothing was taken.
            let message = format!("{label}: {e}");
            return Ok((
                invalid(format, label, Some(puzzle), &message, out)?,
                nothing,
            ));
        }
    };
    if plan.givens_checked_after
        && report.solutions.is_empty()
        && let Err(no) = item.checked()
    {
        return Ok((
            invalid(format, label, no.puzzle, &no.message, out)?,
            nothing,
        ));
    }
    // The proof: how many solutions the search reached, and whether it saw its whole tree.
    let in_search = plan.proof == Proof::InSearch;
    let proof = in_search.then_some((report.found, report.stop));
    let report = if in_search {
        report.until_first()
    } else {
        report
    };
    // Counting or listing solutions, a search that stopped at its bound did not do what was
    // asked, whatever it found on the way: exit 3, with the figure reached printed.
    let exit = if (args.all || args.count) && report.stop.gave_up() {
        Exit::GaveUp
    } else {
        Exit::from(report.verdict())
    };
    let unique = |out: &mut Out| {
        plan.checks_unique()
            .then(|| check_unique(args, label, puzzle, &report, proof, deadline, out))
            .flatten()
    };
    if format == Format::Json {
        let mut record = SolveRecord::new(args, solver, label, puzzle, &report);
        let unique = unique(out);
        // A solve stops at its first solution; the check that proved it the only one makes
        // the list of solutions complete all the same.
        record.complete |= unique == Some(true);
        let rest = SolveRest {
            unique,
            sat,
            ladder: laddered.as_ref().map(LadderRecord::new),
        };
        write_record(args, &record, &report, &rest, spill, out)?;
    } else {
        match spill {
            // Text kept while a recording had standard output's turn.
            Some(spill) => spill.copy_to(out)?,
            // Written as they were found.
            None if plan.takes_solutions && !args.count => {}
            None => write_solutions(args, format, label, puzzle, &report, out)?,
        }
        if args.stats {
            write_stats(args, solver, label, &report, (sat, laddered.as_ref()), out)?;
        }
        // The note speaks of "the solution shown": it comes after it.
        unique(out);
    }
    report_problems(args, solver, label, &report, golf_repeats, out);
    Ok((exit, report.stats))
}

/// What one search returned: its report, and beside it the SAT solver's own counts or what
/// the ladder did before any search.
struct Searched {
    report: Result<Report, SolveError>,
    sat: Option<SatStats>,
    ladder: Option<Outcome>,
}

/// Runs the search of `plan` on `puzzle`, by its route, handing solutions to `taker`.
fn search(
    args: &SolveArgs,
    plan: &Plan,
    puzzle: &Grid,
    label: &Label,
    taker: Option<&mut Taker>,
    out: &mut Out,
) -> io::Result<Searched> {
    let limits = args.limits(plan);
    let solver = &plan.solver;
    let (mut sat, mut laddered) = (None, None);
    let report = match plan.route {
        Route::Ladder(told) => {
            let solve = ladder::solve(
                puzzle,
                &limits,
                told,
                args.max_lines,
                &args.record,
                label,
                out,
            )?;
            if solve.stalled() && told.is_none() {
                out.err(format!(
                    "{}: {label}: {}",
                    "note".cyan().bold(),
                    ladder::stall(&solve.ladder)
                ));
            }
            laddered = Some(solve.ladder);
            Ok(solve.report)
        }
        Route::Narrated(detail) => {
            narration::solve_out_loud(solver, puzzle, &limits, detail, args.max_lines, out)?
        }
        Route::Sat => {
            let Solver::Sat(encoding) = solver else {
                unreachable!("the SAT route is planned for the SAT solver only")
            };
            let (report, stats) = match taker {
                Some(taker) => {
                    let mut taking = taker.taking(NoObserver, Some(&mut *out));
                    sat_counted(puzzle, *encoding, &limits, &mut taking)
                }
                None => sat_counted(puzzle, *encoding, &limits, &mut NoObserver),
            };
            sat = Some(stats);
            Ok(report)
        }
        // Nothing shows the time: the search alone, without reading the clock.
        Route::Search => match taker {
            Some(taker) => solver.search(puzzle, &limits, &mut taker.taking(NoObserver, Some(out))),
            None => solver.search(puzzle, &limits, &mut NoObserver),
        },
        Route::Timed => match taker {
            Some(taker) => solver.solve(puzzle, &limits, &mut taker.taking(NoObserver, Some(out))),
            None => solver.solve(puzzle, &limits, &mut NoObserver),
        },
        // A recording writes its own file as the steps come; the solutions, if taken, are
        // kept in the taker's spill.
        Route::Recorded => {
            super::record::solve_with(&args.record, solver.name(), puzzle, label, out, |steps| {
                solve_recorded(solver, puzzle, &limits, steps, taker)
            })?
        }
    };
    Ok(Searched {
        report,
        sat,
        ladder: laddered,
    })
}

/// The `--stats` comment lines of one puzzle: the search's figures, the ladder's rating and
/// hardest step, the SAT solver's own counts.
fn write_stats(
    args: &SolveArgs,
    solver: &Solver,
    label: &Label,
    report: &Report,
    (sat, laddered): (Option<SatStats>, Option<&Outcome>),
    out: &mut Out,
) -> io::Result<()> {
    let mut line = stats_line(args.solver_name(solver), report);
    if let Some(outcome) = laddered
        && let Some(rating) = outcome.rating()
    {
        line.push_str(&format!(
            ", rating {rating}, hardest step {}",
            outcome.grade()
        ));
    }
    out.line(format!("# {label}: {line}"))?;
    if let Some(stats) = sat {
        out.line(format!("# {label}: {}", super::sat::stats_words(&stats)))?;
    }
    Ok(())
}

/// A solve for [`record::solve_with`](super::record::solve_with), the solutions handed to
/// `taker` when there is one: `steps` is the recording's observer, or none when this puzzle is
/// not recorded.
fn solve_recorded(
    solver: &Solver,
    puzzle: &Grid,
    limits: &Limits,
    steps: Option<&mut dyn FnMut(&Step)>,
    taker: Option<&mut Taker>,
) -> Result<Report, SolveError> {
    match (steps, taker) {
        (Some(steps), Some(taker)) => solver.solve(puzzle, limits, &mut taker.taking(steps, None)),
        (Some(mut steps), None) => solver.solve(puzzle, limits, &mut steps),
        (None, Some(taker)) => solver.solve(puzzle, limits, &mut taker.taking(NoObserver, None)),
        (None, None) => solver.solve(puzzle, limits, &mut NoObserver),
    }
}

/// A proper Sudoku has exactly one solution: after a plain solve, says plainly on standard
/// error when there are several. `proof` is what the solve's own search found when it went on
/// to a second solution (solutions reached, why it stopped); otherwise, or when it found two,
/// the solutions are counted separately (so the solve's own figures stay as they were). The
/// count spends what the solve left of --max-nodes and --timeout (one bound for the whole
/// puzzle, the time left before `deadline`; with no --timeout, [`COUNT_TIME`]), and says so when it
/// gives up. `None` when not checked or the count gave up.
fn check_unique(
    args: &SolveArgs,
    label: &Label,
    puzzle: &Grid,
    report: &Report,
    proof: Option<(u64, Stop)>,
    deadline: Deadline,
    out: &mut Out,
) -> Option<bool> {
    if report.solutions.is_empty() {
        return None;
    }
    if let Some((1, stop)) = proof {
        return (stop == Stop::Exhausted).then_some(true);
    }
    // Two solutions (or no proof yet): how many there are is counted up to --limit.
    let limits = Limits {
        max_solutions: args.limit.max(2),
        max_nodes: args
            .max_nodes
            .map(|max| max.saturating_sub(report.stats.nodes)),
        timeout: Some(deadline.left().unwrap_or(COUNT_TIME)),
        interrupt: signals::interrupt(),
        tally: super::progress::tally(),
    };
    let count = count_solutions_within(puzzle, &limits);
    match count.uniqueness() {
        Uniqueness::Unique => Some(true),
        Uniqueness::Several { found, complete } => {
            out.err(format!(
                "{}: {label}: this puzzle has {}, not one; the solution shown is the first found \
                 (--all prints them, --count counts them)",
                "note".cyan().bold(),
                several(found, complete)
            ));
            Some(false)
        }
        Uniqueness::Unknown => {
            let bound = match (args.max_nodes, args.timeout) {
                (None, None) => format!("its own bound of {}", duration(COUNT_TIME)),
                (Some(n), None) => format!("the bound it shares with the solve, --max-nodes {n}"),
                (None, Some(t)) => format!(
                    "the bound it shares with the solve, --timeout {}",
                    duration(t)
                ),
                (Some(n), Some(t)) => format!(
                    "the bounds it shares with the solve, --max-nodes {n} and --timeout {}",
                    duration(t)
                ),
            };
            out.err(format!(
                "{}: {label}: not known to be the only solution: the check for a second one \
                 gave up after {} at {bound} (--no-unique-check skips it)",
                "note".cyan().bold(),
                plural(count.nodes, "node")
            ));
            None
        }
        Uniqueness::None => None,
    }
}

/// Reports a puzzle that cannot be searched: on standard error, and in the JSON stream so
/// that every input line has its own record there too.
fn invalid(
    format: Format,
    label: &str,
    puzzle: Option<&Grid>,
    message: &str,
    out: &mut Out,
) -> io::Result<Exit> {
    if format == Format::Json {
        out.json_line(&Invalid::new(label, puzzle, message))?;
    }
    out.err(format!("{}: {message}", "error".red().bold()));
    Ok(Exit::BadInput)
}

fn write_solutions(
    args: &SolveArgs,
    format: Format,
    label: &Label,
    puzzle: &Grid,
    report: &Report,
    out: &mut Out,
) -> io::Result<()> {
    if args.count {
        return write_count(label, report, out);
    }
    for solution in &report.solutions {
        write_solution(format, label, puzzle, solution, out)?;
    }
    Ok(())
}

/// The line of `--count`: how many solutions the search reached.
fn write_count(label: &Label, report: &Report, out: &mut Out) -> io::Result<()> {
    let n = report.found;
    let more = if report.stop == Stop::Exhausted {
        ""
    } else {
        "at least "
    };
    let cut = if report.stop == Stop::Interrupted {
        " (interrupted: counted before Ctrl-C)"
    } else {
        ""
    };
    out.line(format!("{label}: {more}{}{cut}", plural(n, "solution")))
}

fn stats_line(name: &str, report: &Report) -> String {
    let s = &report.stats;
    let n = report.found;
    format!(
        "{name}: {}, {}, {}",
        stats_counts(s),
        plural(n, "solution"),
        duration(report.elapsed)
    )
}

/// `4,209 nodes, 4,208 guesses, 0 naked singles, 0 hidden singles, 0 eliminations`.
fn stats_counts(s: &Stats) -> String {
    format!(
        "{}, {}, {}, {}, {}",
        plural(s.nodes, "node"),
        plural(s.guesses, "guess"),
        plural(s.naked_singles, "naked single"),
        plural(s.hidden_singles, "hidden single"),
        plural(s.eliminations, "elimination")
    )
}

/// Messages on standard error for what the solutions alone do not say: no solution, a search
/// that gave up, a solution count cut short, solutions reached more than once.
fn report_problems(
    args: &SolveArgs,
    solver: &Solver,
    label: &Label,
    report: &Report,
    golf_repeats: Option<Repeats>,
    out: &mut Out,
) {
    let nodes = || plural(report.stats.nodes, "node");
    let name = args.solver_name(solver);
    match report.stop {
        Stop::NodeLimit | Stop::Timeout => {
            let bound = if report.stop == Stop::NodeLimit {
                format!(
                    "the node limit (--max-nodes {})",
                    thousands(args.max_nodes.unwrap_or(0))
                )
            } else {
                format!(
                    "the time limit (--timeout {})",
                    duration(args.timeout.unwrap_or_default())
                )
            };
            let verdict = if report.solutions.is_empty() {
                "; the puzzle may still have a solution"
            } else {
                "; there may be more solutions"
            };
            out.err(format!(
                "{}: {label}: {name} gave up after {} at {bound}{verdict}",
                "warning".yellow().bold(),
                nodes()
            ));
        }
        Stop::Interrupted => {
            out.err(format!(
                "{}: {label}: {name} interrupted by Ctrl-C after {}; {}",
                "warning".yellow().bold(),
                nodes(),
                if report.solutions.is_empty() {
                    "the puzzle may still have a solution"
                } else {
                    "there may be more solutions"
                }
            ));
        }
        Stop::Exhausted if report.solutions.is_empty() => {
            if args.solver == Choice::Ladder && report.stats.nodes == 0 {
                out.err(format!(
                    "{label}: no solution (the ladder reached a contradiction)"
                ));
            } else {
                out.err(format!(
                    "{label}: no solution ({name} searched {})",
                    nodes()
                ));
            }
        }
        Stop::SolutionLimit if args.all || args.count => {
            out.err(format!(
                "{}: {label}: stopped at --limit {}; there may be more solutions",
                "note".cyan().bold(),
                thousands(args.limit)
            ));
        }
        _ => {}
    }
    if let Solver::Golf(digits) = solver {
        // Among the solutions kept, or those the taker saw (the same first ones).
        let (reached, distinct) = golf_repeats.unwrap_or_else(|| {
            let distinct: HashSet<&Grid> = report.solutions.iter().collect();
            (report.solutions.len() as u64, distinct.len() as u64)
        });
        if distinct < reached {
            out.err(format!(
                "{}: {label}: golf reached {} solutions, {} of them distinct: the digit string \
                 {digits} repeats digits, and seed 004's program prints a solution each time it \
                 reaches it",
                "note".cyan().bold(),
                thousands(reached),
                thousands(distinct)
            ));
        }
    }
}

/// Writes the JSON line of a puzzle. The solutions are written one by one from the report, or
/// copied from the spill where `--all` kept them as they were found (up to 100,000 of them,
/// 60 MB of 25x25 lines, in a temporary file past a megabyte), never gathered into one string.
fn write_record(
    args: &SolveArgs,
    record: &SolveRecord,
    report: &Report,
    rest: &SolveRest,
    spill: Option<Spill>,
    out: &mut Out,
) -> io::Result<()> {
    if args.count {
        return out.json_line(&Counted { record, rest });
    }
    out.json_open(record, "solutions")?;
    match spill {
        Some(spill) => spill.copy_to(out)?,
        None => {
            for (n, solution) in report.solutions.iter().enumerate() {
                out.json_item(n, &render::line(solution))?;
            }
        }
    }
    out.json_close(rest)
}

/// The JSON line of `solve --count`: the record and the rest, with no solutions.
#[derive(Serialize, Debug)]
struct Counted<'r, 'a> {
    #[serde(flatten)]
    record: &'r SolveRecord<'a>,
    #[serde(flatten)]
    rest: &'r SolveRest,
}

/// What a JSON line of `solve` says after the solutions.
#[derive(Serialize, Debug)]
struct SolveRest {
    /// Whether the puzzle has exactly one solution, when the separate check ran and knew.
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<bool>,
    /// The SAT solver's own figures (variables, clauses, conflicts), with `--solver sat`.
    #[serde(skip_serializing_if = "Option::is_none")]
    sat: Option<SatStats>,
    /// The ladder's steps, each with its technique and rating, and the puzzle's rating, with
    /// `--solver ladder`.
    #[serde(skip_serializing_if = "Option::is_none")]
    ladder: Option<LadderRecord>,
}

/// One line of `solve --format json`: a puzzle and what the search made of it, up to its
/// solutions (every solution reached, as lines, follows: see [`write_record`]; left out with
/// --count), and [`SolveRest`].
#[derive(Serialize, Debug)]
struct SolveRecord<'a> {
    label: &'a str,
    puzzle: String,
    solver: &'static str,
    /// The golf solver's digit order.
    #[serde(skip_serializing_if = "Option::is_none")]
    digits: Option<&'a str>,
    /// The SAT solver's encoding.
    #[serde(skip_serializing_if = "Option::is_none")]
    encoding: Option<&'static str>,
    status: Verdict,
    solution_count: u64,
    /// True when `solutions` holds every solution of the puzzle: the whole search tree was
    /// walked, or the uniqueness check proved the one found the only one (`unique`).
    complete: bool,
    /// Why the search itself stopped (`solution_limit` after the first solution of a plain
    /// solve, even when `unique` then proves there is no other).
    stop: Stop,
    stats: Stats,
    seconds: f64,
}

impl<'a> SolveRecord<'a> {
    fn new(
        args: &SolveArgs,
        solver: &'a Solver,
        label: &'a str,
        puzzle: &Grid,
        report: &Report,
    ) -> SolveRecord<'a> {
        SolveRecord {
            label,
            puzzle: render::line(puzzle),
            solver: args.solver_name(solver),
            digits: match solver {
                Solver::Golf(digits) => Some(digits.as_str()),
                _ => None,
            },
            encoding: match solver {
                Solver::Sat(encoding) => Some(encoding.name()),
                _ => None,
            },
            status: report.verdict(),
            solution_count: report.found,
            complete: report.stop == Stop::Exhausted,
            stop: report.stop,
            stats: report.stats,
            seconds: report.elapsed.as_secs_f64(),
        }
    }
}
