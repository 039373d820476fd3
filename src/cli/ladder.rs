//! The person-style ladder on the command line: `solve --solver ladder` told (`-v`), recorded
//! (`--record`) and rated (`--format json`), and the JSON of a deduction that `grade --steps`
//! writes too.

use std::io;
use std::time::Instant;

use serde::Serialize;
use sudoku_lab::ladder::{self, LadderSolve};
use sudoku_lab::logic::{Deduction, Outcome, Rater, Rating, Technique};
use sudoku_lab::narrate::{Detail, LineKind};
use sudoku_lab::plan::Choice;
use sudoku_lab::steps::{LinkKind, Role};
use sudoku_lab::{Cell, Digit, Grid, Limits, NoObserver};

use super::narration::Telling;
use super::output::Out;
use super::record::{self, RecordArgs};

/// Solves `puzzle` with the ladder (a bounded search where it stalls): told line by line at
/// `detail` (at most `max_lines`), or recorded to the `--record` file, or quietly.
pub fn solve(
    puzzle: &Grid,
    limits: &Limits,
    detail: Option<Detail>,
    max_lines: usize,
    record_args: &RecordArgs,
    label: &str,
    out: &mut Out,
) -> io::Result<LadderSolve> {
    // The library does not read the clock: the time is taken here, as `Solver::solve` does.
    let started = Instant::now();
    let mut solved = match detail {
        Some(detail) => told(puzzle, limits, detail, max_lines, out)?,
        None => recorded(puzzle, limits, record_args, label, out)?,
    };
    solved.report.elapsed = started.elapsed();
    Ok(solved)
}

/// The ladder's solve told line by line, closed by its rating when the ladder solved it.
fn told(
    puzzle: &Grid,
    limits: &Limits,
    detail: Detail,
    max_lines: usize,
    out: &mut Out,
) -> io::Result<LadderSolve> {
    let mut telling = Telling::new(puzzle.shape(), detail, max_lines, out);
    let solved = ladder::solve(puzzle, limits, &mut telling, |telling, outcome| {
        telling.note(LineKind::Guess, stall(outcome))
    });
    if let Some(rating) = solved.ladder.rating() {
        let grade = solved.ladder.grade();
        telling.note(
            LineKind::Solved,
            format!("rating {rating}, hardest step {grade}"),
        );
    }
    telling.finish()?;
    Ok(solved)
}

/// The ladder's solve, recorded when this is the run's first puzzle and --record asks for it;
/// the ladder's own part is kept for the JSON and the notes.
fn recorded(
    puzzle: &Grid,
    limits: &Limits,
    record_args: &RecordArgs,
    label: &str,
    out: &mut Out,
) -> io::Result<LadderSolve> {
    let mut ladder_part = None;
    let report = record::solve_with(
        record_args,
        Choice::LADDER,
        puzzle,
        label,
        out,
        |observer| {
            let solved = match observer {
                Some(mut observer) => ladder::solve(puzzle, limits, &mut observer, |_, _| {}),
                None => ladder::solve(puzzle, limits, &mut NoObserver, |_, _| {}),
            };
            ladder_part = Some(solved.ladder);
            Ok(solved.report)
        },
    )?;
    let report = report.map_err(|e| io::Error::other(e.to_string()))?;
    Ok(LadderSolve {
        report,
        ladder: ladder_part.expect("the ladder ran"),
    })
}

/// `the ladder is stuck with 40 cells left: no technique it knows makes progress; a search
/// goes on from here`.
pub fn stall(outcome: &Outcome) -> String {
    format!(
        "the ladder is stuck with {} cells left: no technique it knows makes progress; \
         a search (singles, then guesses) goes on from here",
        outcome.cells_left()
    )
}

/// The ladder's part of a solve, in `solve --format json`: its rating, its hardest step, and
/// every step with its technique, rating, sentence and pattern.
#[derive(Serialize, Debug)]
pub struct LadderRecord {
    /// Whose rules the rating follows: `solve --solver ladder` rates by the default rater.
    rater: Rater,
    /// The rating on the SE scale; null when the ladder stalled (a search finished the grid).
    rating: Option<Rating>,
    /// The technique of the hardest step, or `needs-search`.
    grade: &'static str,
    hardest: Option<Hardest>,
    /// True when the ladder stalled and a search finished the grid.
    stalled: bool,
    /// Cells the ladder left empty.
    cells_left: usize,
    steps: Vec<StepRecord>,
}

impl LadderRecord {
    pub fn new(outcome: &Outcome) -> LadderRecord {
        LadderRecord {
            rater: Rater::default(),
            rating: outcome.rating(),
            grade: outcome.grade().slug(),
            hardest: outcome.hardest().map(Hardest::new),
            stalled: !outcome.solved && !outcome.contradiction,
            cells_left: outcome.cells_left(),
            steps: outcome.deductions.iter().map(StepRecord::new).collect(),
        }
    }
}

/// The hardest step of a solve: its technique and rating.
#[derive(Serialize, Debug)]
pub struct Hardest {
    technique: &'static str,
    name: &'static str,
    rating: Rating,
}

impl Hardest {
    pub fn new(d: &Deduction) -> Hardest {
        Hardest {
            technique: d.technique.slug(),
            name: d.technique.name(),
            rating: d.rating(),
        }
    }
}

/// One deduction, as JSON: its technique, rating and sentence, and its pattern as data.
#[derive(Serialize, Debug)]
pub struct StepRecord {
    technique: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<&'static str>,
    rating: Rating,
    text: String,
    digits: Vec<u8>,
    /// `row 3`, with its part in the pattern: `[{"house": "row 3", "role": "base"}]`.
    houses: Vec<Roled>,
    cells: Vec<Roled>,
    candidates: Vec<CellDigit>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    links: Vec<LinkRecord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    place: Option<CellDigit>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    eliminate: Vec<CellDigit>,
}

#[derive(Serialize, Debug)]
struct Roled {
    #[serde(rename = "where")]
    at: String,
    role: Role,
}

#[derive(Serialize, Debug)]
struct CellDigit {
    cell: String,
    digit: u8,
}

#[derive(Serialize, Debug)]
struct LinkRecord {
    from: CellDigit,
    to: CellDigit,
    kind: LinkKind,
}

impl StepRecord {
    pub fn new(d: &Deduction) -> StepRecord {
        let p = &d.pattern;
        let cd = |&(c, x): &(Cell, Digit)| CellDigit {
            cell: c.to_string(),
            digit: x.get(),
        };
        StepRecord {
            technique: d.technique.slug(),
            variant: d.variant,
            rating: d.rating(),
            text: d.to_string(),
            digits: p.digits.iter().map(|x| x.get()).collect(),
            houses: p
                .houses
                .iter()
                .map(|&(h, r)| Roled {
                    at: h.to_string(),
                    role: r,
                })
                .collect(),
            cells: p
                .cells
                .iter()
                .map(|&(c, r)| Roled {
                    at: c.to_string(),
                    role: r,
                })
                .collect(),
            candidates: p.candidates.iter().map(cd).collect(),
            links: p
                .links
                .iter()
                .map(|l| LinkRecord {
                    from: cd(&l.from),
                    to: cd(&l.to),
                    kind: l.kind,
                })
                .collect(),
            place: p.placement.as_ref().map(cd),
            eliminate: p.removals.iter().map(cd).collect(),
        }
    }
}

/// The one line that sums up a ladder's outcome, for `grade` and `generate --grade` alike:
/// `XY-Wing: rating 4.2, 54 steps (30 hidden single, ...)`, or for a puzzle the ladder cannot
/// finish, `needs search: stuck after 12 steps (...), 40 cells left`.
pub fn summary(outcome: &Outcome) -> String {
    if outcome.given_complete() {
        return "given complete: no step to take, nothing to rate".to_string();
    }
    let counts = outcome.counts();
    let used: Vec<String> = Technique::LADDER
        .iter()
        .filter(|t| counts[t.index()] > 0)
        .map(|t| format!("{} {t}", counts[t.index()]))
        .collect();
    let steps = match outcome.deductions.len() {
        1 => "1 step".to_string(),
        n => format!("{n} steps"),
    };
    let detail = if used.is_empty() {
        String::new()
    } else {
        format!(" ({})", used.join(", "))
    };
    match outcome.rating() {
        Some(rating) => format!("{}: rating {rating}, {steps}{detail}", outcome.grade()),
        None => format!(
            "{}: stuck after {steps}{detail}, {} cells left",
            outcome.grade(),
            outcome.cells_left()
        ),
    }
}
