//! The solver chapters' lab: one puzzle with one solver, with the counts `solve --stats`
//! prints, the time it took in this browser, whether the solution is the only one, and a
//! recording for the player; and a set of puzzles with one solver, for the timings chapter.

use serde::{Deserialize, Serialize};
use sudoku_lab_core::grid::Grid;
use sudoku_lab_core::ladder;
use sudoku_lab_core::recording::{Recording, RecordingBuilder};
use sudoku_lab_core::render::thousands;
use sudoku_lab_core::sets::{self, SETS};
use sudoku_lab_core::solvers::sat_counted;
use sudoku_lab_core::solvers::{
    DigitOrder, Limits, Report, SatStats, Solver, Stats, Stop, Verdict,
};
use sudoku_lab_core::steps::{NoObserver, Observer};
use sudoku_lab_core::uniqueness::{Uniqueness, count_solutions_within};

use crate::clock;
use crate::puzzle;

/// The node bound of a search the request sets none for: the command line has no default,
/// but a page must not search for ever (the Stop button ends a search sooner). The golf
/// one-liner makes some 10 million calls a second here, so this is minutes.
pub const MAX_NODES: u64 = 2_000_000_000;

/// The most steps a recording keeps (`solve --record-limit`'s default is the library's).
const RECORD_LIMIT: usize = 20_000;

#[derive(Deserialize)]
pub struct SolveRequest {
    puzzle: String,
    /// A name of `solve --solver`: a solver's, or `ladder`.
    solver: String,
    /// The golf solver's digit order (`--digits`).
    #[serde(default)]
    digits: Option<String>,
    #[serde(default)]
    max_nodes: Option<u64>,
    /// Record the solve for the player, keeping at most this many steps.
    #[serde(default)]
    record: Option<usize>,
}

#[derive(Serialize)]
pub struct Solved {
    solver: String,
    /// The puzzle as one line, `.` for an empty cell.
    puzzle: String,
    verdict: Verdict,
    stop: Stop,
    solution: Option<String>,
    stats: Stats,
    /// The counts as `solve --stats` words them: `392 nodes, 391 guesses, ...`.
    counts: String,
    /// The SAT solver's own counts, as the second line of `solve --solver sat --stats`.
    sat: Option<String>,
    /// What the solve found, in a sentence: solved (the only solution or not), no solution,
    /// gave up.
    said: String,
    /// Milliseconds the search took in this browser (`performance.now()`).
    ms: f64,
    recording: Option<Recording>,
}

/// What a solver name asks for: a solver, or the ladder (which uses one).
enum Chosen {
    Solver(Solver),
    Ladder,
}

fn chosen(name: &str, digits: Option<&str>) -> Result<Chosen, String> {
    if name == "ladder" {
        return Ok(Chosen::Ladder);
    }
    let solver = Solver::from_name(name).ok_or_else(|| {
        format!(
            "no solver named '{name}'; the solvers are {} and ladder",
            Solver::NAMES.join(", ")
        )
    })?;
    match (solver, digits.map(str::trim).filter(|d| !d.is_empty())) {
        (Solver::Golf(_), Some(digits)) => DigitOrder::new(digits)
            .map(Solver::Golf)
            .map(Chosen::Solver)
            .map_err(|e| format!("--digits {digits}: {e}")),
        (solver, _) => Ok(Chosen::Solver(solver)),
    }
}

/// One search of `puzzle` as `chosen`, telling `observer` each step; the SAT solver's own
/// counts beside the report.
fn search<O: Observer>(
    chosen: &Chosen,
    puzzle: &Grid,
    limits: &Limits,
    observer: &mut O,
) -> Result<(Report, Option<SatStats>), String> {
    match chosen {
        Chosen::Ladder => Ok((
            ladder::solve(puzzle, limits, observer, |_, _| {}).report,
            None,
        )),
        Chosen::Solver(Solver::Sat(encoding)) => {
            let (report, stats) = sat_counted(puzzle, *encoding, limits, observer);
            Ok((report, Some(stats)))
        }
        // `search`, not `solve`: `solve` reads the clock, which panics here.
        Chosen::Solver(solver) => solver
            .search(puzzle, limits, observer)
            .map(|report| (report, None))
            .map_err(|e| format!("puzzle: {e}")),
    }
}

pub fn solve(request: SolveRequest) -> Result<Solved, String> {
    let chosen = chosen(&request.solver, request.digits.as_deref())?;
    let grid = puzzle::searchable(&request.puzzle)?;
    let max_nodes = request.max_nodes.unwrap_or(MAX_NODES);
    let limits = Limits {
        max_nodes: Some(max_nodes),
        ..Limits::default()
    };
    let started = clock::now();
    let (report, sat) = search(&chosen, &grid, &limits, &mut NoObserver)?;
    let ms = clock::now() - started;
    // The recording is a second search, so that the time above is the search's alone.
    let recording = match request.record {
        Some(limit) => {
            let mut builder = RecordingBuilder::new(&grid, limit.min(RECORD_LIMIT));
            let (recorded, _) = search(&chosen, &grid, &limits, &mut builder)?;
            Some(builder.finish(&request.solver, &recorded))
        }
        None => None,
    };
    let said = said(&grid, &report, max_nodes.saturating_sub(report.stats.nodes));
    Ok(Solved {
        solver: request.solver,
        puzzle: grid.to_line_with('.'),
        verdict: report.verdict(),
        stop: report.stop,
        solution: report.solutions.first().map(|g| g.to_line_with('0')),
        stats: report.stats,
        counts: counts(&report.stats),
        sat: sat.as_ref().map(sat_words),
        said,
        ms,
        recording,
    })
}

/// `392 nodes, 391 guesses, 0 naked singles, 0 hidden singles, 0 eliminations`, the words of
/// `solve --stats`.
pub fn counts(s: &Stats) -> String {
    format!(
        "{}, {}, {}, {}, {}",
        plural(s.nodes, "node"),
        plural(s.guesses, "guess"),
        plural(s.naked_singles, "naked single"),
        plural(s.hidden_singles, "hidden single"),
        plural(s.eliminations, "elimination")
    )
}

fn plural(n: u64, noun: &str) -> String {
    let ending = match (n, noun.ends_with('s')) {
        (1, _) => "",
        (_, true) => "es",
        _ => "s",
    };
    format!("{} {noun}{ending}", thousands(n))
}

fn sat_words(s: &SatStats) -> String {
    format!(
        "{} clauses over {} variables: {} decisions, {} propagations, {} conflicts, {} restarts",
        thousands(s.clauses),
        thousands(s.variables),
        thousands(s.decisions),
        thousands(s.propagations),
        thousands(s.conflicts),
        thousands(s.restarts)
    )
}

/// What the search found, in the command line's words; a solved puzzle's solutions are
/// counted (up to two, within the nodes the solve left) to say whether it is the only one.
fn said(grid: &Grid, report: &Report, nodes_left: u64) -> String {
    let nodes = plural(report.stats.nodes, "node");
    match report.verdict() {
        Verdict::NoSolution => format!("no solution (the search covered {nodes})"),
        Verdict::GaveUp => {
            format!("gave up after {nodes} at the node limit; the puzzle may still have a solution")
        }
        Verdict::Solved => {
            let limits = Limits {
                max_solutions: 2,
                max_nodes: Some(nodes_left.max(1_000_000)),
                timeout: None,
                ..Limits::default()
            };
            match count_solutions_within(grid, &limits).uniqueness() {
                Uniqueness::Unique => "solved: the only solution".to_string(),
                Uniqueness::Several { .. } => "solved, but this puzzle has more than one \
                     solution, not one; the solution shown is the first found"
                    .to_string(),
                Uniqueness::None => "solved".to_string(),
                Uniqueness::Unknown => {
                    "solved (whether it is the only solution is unknown: the count gave up)"
                        .to_string()
                }
            }
        }
    }
}

#[derive(Deserialize)]
pub struct BatchRequest {
    /// Puzzles one per line, as `solve --file` reads them; or `set`.
    #[serde(default)]
    text: Option<String>,
    /// A set built into the library (`sudoku-lab sets`).
    #[serde(default)]
    set: Option<String>,
    solver: String,
    #[serde(default)]
    max_nodes: Option<u64>,
}

#[derive(Serialize)]
pub struct Row {
    /// The puzzle's line in its file.
    line: usize,
    verdict: Option<Verdict>,
    nodes: u64,
    ms: f64,
    error: Option<String>,
}

#[derive(Serialize)]
pub struct Batch {
    solver: String,
    rows: Vec<Row>,
    /// The searches' milliseconds added up, parsing left out.
    ms: f64,
    stats: Stats,
}

pub fn batch(request: BatchRequest) -> Result<Batch, String> {
    let chosen = chosen(&request.solver, None)?;
    let text = match (&request.text, &request.set) {
        (Some(text), _) => text.as_str(),
        (None, Some(name)) => sets::find(name)
            .and_then(|set| set.shipped)
            .ok_or_else(|| format!("no set named '{name}' is built into the library"))?,
        (None, None) => return Err("no puzzles: give a text or a set".to_string()),
    };
    let limits = Limits {
        max_nodes: Some(request.max_nodes.unwrap_or(MAX_NODES)),
        ..Limits::default()
    };
    let mut rows = Vec::new();
    let mut total = Stats::default();
    let mut ms = 0.0;
    for entry in sudoku_lab_core::parse::PuzzleReader::new(text.as_bytes(), None) {
        let line = entry.line;
        let grid = match entry.result {
            Ok(grid) if grid.first_conflict().is_none() => grid,
            Ok(grid) => {
                let conflict = grid.first_conflict().map(|c| c.to_string());
                rows.push(Row::failed(
                    line,
                    format!("line {line}: {}", conflict.unwrap_or_default()),
                ));
                continue;
            }
            Err(e) => {
                rows.push(Row::failed(line, e.to_string()));
                continue;
            }
        };
        let started = clock::now();
        let searched = search(&chosen, &grid, &limits, &mut NoObserver);
        let took = clock::now() - started;
        match searched {
            Ok((report, _)) => {
                ms += took;
                total += report.stats;
                rows.push(Row {
                    line,
                    verdict: Some(report.verdict()),
                    nodes: report.stats.nodes,
                    ms: took,
                    error: None,
                });
            }
            Err(e) => rows.push(Row::failed(line, format!("line {line}: {e}"))),
        }
    }
    Ok(Batch {
        solver: request.solver,
        rows,
        ms,
        stats: total,
    })
}

impl Row {
    fn failed(line: usize, error: String) -> Row {
        Row {
            line,
            verdict: None,
            nodes: 0,
            ms: 0.0,
            error: Some(error),
        }
    }
}

#[derive(Deserialize)]
pub struct SetsRequest {}

#[derive(Serialize)]
pub struct SetInfo {
    name: &'static str,
    description: &'static str,
}

/// The sets whose puzzles are built into the library (the others are files the book's reader
/// does not have).
pub fn sets(_: SetsRequest) -> Result<Vec<SetInfo>, String> {
    Ok(SETS
        .iter()
        .filter(|s| s.shipped.is_some())
        .map(|s| SetInfo {
            name: s.name,
            description: s.description,
        })
        .collect())
}
