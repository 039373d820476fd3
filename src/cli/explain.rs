//! `sudoku-lab explain`: a solve told round by round, with the pencil marks after each round.
//!
//! A round opens with a hidden single or a guess (the first round with the givens alone) and
//! holds the naked singles, dead ends and undos that follow it, so each grid shows what one
//! new idea brought.

use std::io;
use std::time::Duration;

use clap::{Args, ValueEnum};
use colored::Colorize;
use serde::Serialize;
use std::sync::Arc;
use sudoku_lab::grid::{Cell, House};

use sudoku_lab::logic::{self, Technique};
use sudoku_lab::narrate::{Detail, Line, Narrator};
use sudoku_lab::pencil::{self, PencilMarks};
use sudoku_lab::solvers::Deadline;
use sudoku_lab::steps::{Contradiction, Observer, Reason};
use sudoku_lab::uniqueness::{Uniqueness, count_marked_within, count_solutions_within};
use sudoku_lab::{Candidates, Grid, Limits, Solver, Stats, Step, Stop, Verdict};

use super::args::{Format, formats, parse_duration};
use super::batch::{self, BatchArgs, Summary};
use super::input::InputArgs;
use super::narration::Told;
use super::output::{Exit, Invalid, Out, duration, plural, several, thousands};

#[derive(Args, Debug)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// The solver whose steps are told. A position given by its pencil marks (the 729-character
    /// form, or the grid of pencil marks explain prints) is told by the ladder, which reads
    /// them.
    #[arg(long, short, value_enum, default_value_t = LogicSolver::HiddenSingles)]
    pub solver: LogicSolver,

    /// Tell every candidate eliminated as well (seed 000's --moreverbose).
    #[arg(long)]
    pub trace: bool,

    /// Show at most this many rounds per puzzle (0: no limit; at most 10^9); a closing line
    /// says how many more there were.
    #[arg(long, value_name = "N", default_value_t = 40, value_parser = super::args::shown())]
    pub max_rounds: usize,

    /// Give up on a puzzle after this many search nodes (1 to 10^12; with --solver ladder:
    /// techniques tried on the grid, each a node).
    #[arg(long, value_name = "N", default_value_t = 100_000,
          value_parser = super::args::nodes())]
    pub max_nodes: u64,

    /// Give up on a puzzle after this long: 500ms, 10s, 2m, or plain seconds.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, default_value = "5s")]
    pub timeout: Duration,

    /// How to write the rounds: text for people, or json, one record per puzzle and per line
    /// (each round's summary, lines and pencil marks).
    #[arg(long, default_value = "text", value_parser = formats(&[Format::Text, Format::Json]))]
    pub format: Format,
}

/// The solvers that reason with candidates, and so can be explained.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum LogicSolver {
    /// Seed 000: naked singles only, then guesses.
    Propagation,
    /// Seed 002: naked and hidden singles, then guesses.
    HiddenSingles,
    /// The person-style ladder of `grade` (`grade --techniques` lists it): singles, subsets,
    /// fish, wings, uniqueness, chains and forcing chains up to dynamic forcing chains, easiest
    /// first; it never guesses, and says so when it is stuck.
    Ladder,
}

/// One round: its steps, and what the grid is after them.
struct Round {
    steps: Vec<Step>,
}

/// `hidden single r2c5 = 8 in box 2, then 3 naked singles`.
fn summary(round: &Round) -> String {
    let mut naked = 0u64;
    let mut opening = None;
    let mut dead_ends = 0u64;
    let mut removed = 0u64;
    for step in &round.steps {
        match *step {
            Step::Place {
                cell,
                digit,
                reason,
            } => match reason {
                Reason::NakedSingle => naked += 1,
                // After a direct technique, the single is already in its sentence.
                Reason::HiddenSingle(house) => {
                    if opening.is_none() {
                        opening = Some(format!("hidden single {cell} = {digit} in {house}"))
                    }
                }
                Reason::Guess { .. } | Reason::GuessPlace { .. } => {
                    opening = Some(format!("guess {cell} = {digit}"))
                }
                Reason::Try | Reason::Model => {}
            },
            Step::Contradiction(_) => dead_ends += 1,
            // A direct technique only places: its eliminations are part of the reasoning.
            Step::Exclude { ref reasoning, .. } => {
                if reasoning.pattern.placement.is_none() {
                    removed += 1;
                }
                // Its first line: a nested chain's inner steps are told under its step.
                opening = reasoning.text.lines().next().map(str::to_string);
            }
            _ => {}
        }
    }
    if removed > 0
        && let Some(o) = opening.as_mut()
    {
        let go = if removed == 1 { "goes" } else { "go" };
        o.push_str(&format!(", so {} {go}", count(removed, "candidate")));
    }
    let singles = match naked {
        0 => String::new(),
        n => count(n, "naked single"),
    };
    let mut text = match (opening, singles.is_empty()) {
        (Some(o), true) => o,
        (Some(o), false) => format!("{o}, then {singles}"),
        (None, false) => format!("the givens start a cascade of {singles}"),
        (None, true) => "the givens leave no single".to_string(),
    };
    if dead_ends > 0 {
        text.push_str(", and a dead end");
    }
    text
}

pub fn run(args: &ExplainArgs, out: &mut Out) -> io::Result<Exit> {
    let detail = if args.trace {
        Detail::Everything
    } else {
        Detail::Placements
    };
    let json = args.format == Format::Json;
    let mut summary = Summary::new("solved");
    // One puzzle at a time, and Ctrl-C ends the run after the puzzle in progress, with the
    // summary (exit 130).
    let ended = batch::for_each(
        args.input.items_with_marks()?,
        BatchArgs {
            jobs: 1,
            from_file: false,
            progress: !json,
        },
        out,
        |item, out| {
            let label = &item.label;
            let puzzle = match item.checked() {
                Ok(grid) => grid,
                Err(no) => {
                    invalid(json, label, no.puzzle, &no.message, out)?;
                    return Ok(Exit::BadInput);
                }
            };
            // A position is told by the ladder, the solver that reads pencil marks.
            if let Some(marks) = &item.marks {
                let position = Position {
                    marks,
                    line: item.line().unwrap_or_default(),
                };
                return explain_ladder(args, detail, label, puzzle, Some(position), out);
            }
            match args.solver {
                LogicSolver::Propagation => {
                    explain_search(args, &Solver::Propagation, detail, label, puzzle, out)
                }
                LogicSolver::HiddenSingles => {
                    explain_search(args, &Solver::HiddenSingles, detail, label, puzzle, out)
                }
                LogicSolver::Ladder => explain_ladder(args, detail, label, puzzle, None, out),
            }
        },
        |outcome, _| summary.add(outcome),
    )?;
    Ok(summary.finish_batch(out, ended))
}

/// Says why a puzzle is not explained: on standard error, and in the JSON stream so that every
/// input line has its record there too.
fn invalid(
    json: bool,
    label: &str,
    puzzle: Option<&Grid>,
    message: &str,
    out: &mut Out,
) -> io::Result<()> {
    if json {
        out.json_line(&Invalid::new(label, puzzle, message))?;
    }
    out.err(format!("{}: {message}", "error".red().bold()));
    Ok(())
}

/// How an explained solve ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
enum Status {
    Solved,
    NoSolution,
    GaveUp,
    /// The ladder found no step it knows, and does not guess.
    Stuck,
}

impl From<Verdict> for Status {
    fn from(verdict: Verdict) -> Status {
        match verdict {
            Verdict::Solved => Status::Solved,
            Verdict::NoSolution => Status::NoSolution,
            Verdict::GaveUp => Status::GaveUp,
        }
    }
}

/// How one line of `explain --format json` starts: the puzzle and the pencil marks of its
/// givens. The rounds follow, each written as it ends ([`RoundRecord`]), then [`Ending`]: the
/// record is never held whole (on a 25x25 grid it runs to megabytes).
#[derive(Serialize, Debug)]
struct Opening<'a> {
    label: &'a str,
    puzzle: String,
    /// `propagation`, `hidden-singles` or `ladder`.
    solver: &'static str,
    /// The pencil marks of the givens alone: each cell's candidates, in reading order.
    marks: Vec<String>,
}

/// How one line of `explain --format json` ends, after its rounds.
#[derive(Serialize, Debug)]
struct Ending {
    /// Rounds past --max-rounds, not told.
    rounds_not_shown: usize,
    status: Status,
    /// What the search counted (not for the ladder, which does not search).
    #[serde(skip_serializing_if = "Option::is_none")]
    stats: Option<Stats>,
    /// Cells the ladder left empty when it stopped.
    #[serde(skip_serializing_if = "Option::is_none")]
    cells_left: Option<usize>,
    /// The ladder's rating on the Sudoku Explainer scale, when it solved the puzzle.
    #[serde(skip_serializing_if = "Option::is_none")]
    rating: Option<logic::Rating>,
    /// Techniques the ladder tried on the grid (its search's nodes).
    #[serde(skip_serializing_if = "Option::is_none")]
    tried: Option<u64>,
}

/// How a line of `explain --format json` ends when the solver could not take the puzzle.
#[derive(Serialize, Debug)]
struct Refused<'a> {
    /// Always `invalid`.
    status: &'static str,
    error: &'a str,
}

/// A round in `explain --format json`.
#[derive(Serialize, Debug)]
struct RoundRecord {
    number: usize,
    summary: String,
    /// Each step told, as `solve -v` (or `--trace`) words it.
    lines: Vec<String>,
    /// True when the round ended in a dead end: `marks` are then the pencil marks at the dead
    /// end, before the undo.
    dead_end: bool,
    marks: Vec<String>,
}

/// Each cell's candidates as one string (`"124"`; a placed digit alone).
fn marks(board: &PencilMarks) -> Vec<String> {
    board
        .candidates()
        .iter()
        .map(|c| c.iter().map(|d| d.to_char()).collect())
        .collect()
}

impl RoundRecord {
    fn new(number: usize, round: &ShownRound) -> RoundRecord {
        RoundRecord {
            number,
            summary: round.summary.clone(),
            lines: round.lines.iter().map(|l| l.text.clone()).collect(),
            dead_end: round.at_dead_end,
            marks: marks(&round.board),
        }
    }
}

/// A solve by one of the searching solvers, explained.
fn explain_search(
    args: &ExplainArgs,
    solver: &Solver,
    detail: Detail,
    label: &str,
    puzzle: &Grid,
    out: &mut Out,
) -> io::Result<Exit> {
    let json = args.format == Format::Json;
    let limits = Limits {
        max_nodes: Some(args.max_nodes),
        timeout: Some(args.timeout),
        ..Limits::default()
    };
    let mut builder =
        RoundsBuilder::for_args(args, detail, (puzzle, None), label, solver.name(), out)?;
    let solved = solver.solve(puzzle, &limits, &mut builder);
    let rounds = builder.finish()?;
    // A solver that cannot take this puzzle is this line's error, not the end of the batch
    // (explain's solvers take every size).
    let report = match solved {
        Ok(report) => report,
        Err(e) => {
            let message = format!("{label}: {e}");
            if json {
                out.json_close(&Refused {
                    status: "invalid",
                    error: &message,
                })?;
            }
            out.err(format!("{}: {message}", "error".red().bold()));
            return Ok(Exit::BadInput);
        }
    };
    let verdict = report.verdict();
    if json {
        out.json_close(&Ending {
            rounds_not_shown: rounds.total - rounds.told,
            status: verdict.into(),
            stats: Some(report.stats),
            cells_left: None,
            rating: None,
            tried: None,
        })?;
    } else {
        tell_end(&rounds, out)?;
    }
    let s = report.stats;
    let nodes = count(s.nodes, "node");
    // Standard output tells the story; standard error says plainly why a puzzle was not solved.
    let words = match verdict {
        Verdict::Solved => "solved".green().bold().to_string(),
        Verdict::GaveUp => {
            out.err(format!(
                "{}: {label}: {} gave up after {nodes} at {}; the puzzle may still have a \
                 solution",
                "warning".yellow().bold(),
                solver.name(),
                bound(args, report.stop),
            ));
            let flag = match report.stop {
                Stop::Timeout => "--timeout",
                _ => "--max-nodes",
            };
            format!(
                "{} after {} nodes ({flag})",
                "gave up".yellow().bold(),
                thousands(s.nodes)
            )
        }
        Verdict::NoSolution => {
            out.err(format!(
                "{label}: no solution ({} searched {nodes})",
                solver.name()
            ));
            "no solution".red().bold().to_string()
        }
    };
    if !json {
        out.line(format!(
            "{words}: {}, {}, {}, {}",
            count(s.naked_singles, "naked single"),
            count(s.hidden_singles, "hidden single"),
            count(s.guesses, "guess"),
            count(s.eliminations, "elimination")
        ))?;
    }
    Ok(Exit::from(verdict))
}

/// The bound a search stopped at, named with its option: `the node limit (--max-nodes
/// 100,000)`, `the time limit (--timeout 5.00 s)`.
fn bound(args: &ExplainArgs, stop: Stop) -> String {
    match stop {
        Stop::Timeout => format!("the time limit (--timeout {})", duration(args.timeout)),
        _ => format!("the node limit (--max-nodes {})", thousands(args.max_nodes)),
    }
}

/// A round as it is shown: what opened it, what it told, and the pencil marks after it.
struct ShownRound {
    summary: String,
    lines: Vec<Line>,
    /// The pencil marks after the round, or at its dead end.
    board: PencilMarks,
    /// The grid at a dead end says more than the grid its undo brings back.
    at_dead_end: bool,
    /// Cells placed in the round, the houses that forced a hidden single, a cell left with no
    /// candidate: the drawing marks them.
    placed: Vec<Cell>,
    focus: Vec<House>,
    dead: Option<Cell>,
}

/// The rounds of a solve: the first `max` (0: all) as shown (kept only when they are not
/// written as they end), how many were shown, and how many there are.
struct Rounds {
    #[cfg_attr(not(test), allow(dead_code))]
    shown: Vec<ShownRound>,
    told: usize,
    total: usize,
}

/// Follows a solve step by step as the solver reports it, splitting it into rounds (a hidden
/// single, a guess or a technique's pattern opens a new one) and telling each step of the first
/// `max` rounds (0: all) with the pencil marks after it. The rounds past `max` are counted, not
/// kept: explain keeps at most what it prints, however long the search; each round is written
/// as it ends, as text or as an item of the JSON record, and not kept at all (`--max-rounds 0`
/// on a long search then takes no memory).
struct RoundsBuilder<'o> {
    puzzle: Grid,
    board: PencilMarks,
    narrator: Narrator,
    max: usize,
    /// The steps of the round in progress, when it is one to show.
    current: Round,
    /// The last step, and whether the round in progress holds eliminations alone.
    last: Option<Step>,
    only_eliminations: bool,
    shown: Vec<ShownRound>,
    /// Rounds shown so far, kept or written.
    told: usize,
    total: usize,
    /// Where the rounds go as they end, and the first error writing them.
    writing: Writing<'o>,
    failed: Option<io::Error>,
}

/// Where a [`RoundsBuilder`]'s rounds go as they end.
enum Writing<'o> {
    /// Kept, for the caller to read (the unit tests compare the two ways).
    #[cfg_attr(not(test), allow(dead_code))]
    Kept,
    /// Told as text.
    Text(&'o mut Out),
    /// Written as the items of the JSON record's `rounds`, which [`Opening`] began.
    Json(&'o mut Out),
}

impl<'o> RoundsBuilder<'o> {
    /// A builder for a solve of `puzzle`, its rounds going to `writing` as they end (what
    /// comes before the first round is the caller's to write).
    fn new(
        detail: Detail,
        puzzle: &Grid,
        board: PencilMarks,
        max: usize,
        writing: Writing<'o>,
    ) -> RoundsBuilder<'o> {
        RoundsBuilder {
            puzzle: puzzle.clone(),
            board,
            narrator: Narrator::new(puzzle.shape(), detail),
            max,
            current: Round { steps: Vec::new() },
            last: None,
            only_eliminations: true,
            shown: Vec::new(),
            told: 0,
            total: 1,
            writing,
            failed: None,
        }
    }

    /// The builder for `explain`'s arguments, text or JSON written as it comes: it starts
    /// with the label (or the JSON record's [`Opening`]) and the first pencil marks, the
    /// givens' or the position's.
    fn for_args(
        args: &ExplainArgs,
        detail: Detail,
        (puzzle, position): (&Grid, Option<&Position>),
        label: &str,
        solver: &'static str,
        out: &'o mut Out,
    ) -> io::Result<RoundsBuilder<'o>> {
        let board = match position {
            Some(p) => PencilMarks::from_position(puzzle, p.marks),
            None => PencilMarks::new(puzzle),
        };
        let writing = if args.format == Format::Json {
            let opening = Opening {
                label,
                puzzle: position
                    .map_or_else(|| sudoku_lab::render::line(puzzle), |p| p.line.clone()),
                solver,
                marks: marks(&board),
            };
            out.json_open(&opening, "rounds")?;
            Writing::Json(out)
        } else {
            tell_start(label, puzzle, &board, position.is_some(), out)?;
            Writing::Text(out)
        };
        Ok(RoundsBuilder::new(
            detail,
            puzzle,
            board,
            args.max_rounds,
            writing,
        ))
    }

    /// True while the round in progress is one to show.
    fn showing(&self) -> bool {
        self.max == 0 || self.told < self.max
    }

    /// Ends the round in progress: told, with its pencil marks, if it is shown.
    fn close(&mut self) {
        if !self.showing() {
            return;
        }
        let round = std::mem::replace(&mut self.current, Round { steps: Vec::new() });
        let mut lines = Vec::new();
        let mut placed = Vec::new();
        let mut focus = Vec::new();
        let mut dead = None;
        let mut at_dead_end = None;
        for step in &round.steps {
            if matches!(step, Step::Undo { .. }) && at_dead_end.is_none() {
                at_dead_end = Some(self.board.clone());
            }
            self.board.apply(step);
            if let Some(line) = self.narrator.tell(step) {
                lines.push(line);
            }
            match *step {
                Step::Place { cell, reason, .. } => {
                    placed.push(cell);
                    if let Reason::HiddenSingle(house) = reason {
                        focus.push(house);
                    }
                }
                Step::Contradiction(Contradiction::NoCandidate(cell)) => dead = Some(cell),
                _ => {}
            }
        }
        let shown = ShownRound {
            summary: summary(&round),
            lines,
            at_dead_end: at_dead_end.is_some(),
            board: at_dead_end.unwrap_or_else(|| self.board.clone()),
            placed,
            focus,
            dead,
        };
        self.told += 1;
        if self.failed.is_some() {
            return;
        }
        let written = match &mut self.writing {
            Writing::Text(out) => tell_round(&self.puzzle, self.told, &shown, out),
            Writing::Json(out) => {
                out.json_item(self.told - 1, &RoundRecord::new(self.told, &shown))
            }
            Writing::Kept => {
                self.shown.push(shown);
                Ok(())
            }
        };
        if let Err(e) = written {
            self.failed = Some(e);
        }
    }

    /// The rounds, once the solve is over; or the first error writing them.
    fn finish(mut self) -> io::Result<Rounds> {
        self.close();
        match self.failed {
            Some(e) => Err(e),
            None => Ok(Rounds {
                shown: self.shown,
                told: self.told,
                total: self.total,
            }),
        }
    }
}

impl Observer for RoundsBuilder<'_> {
    fn step(&mut self, step: &Step) {
        // A technique's pattern (the ladder's locked candidates and pairs) opens a round with
        // its first elimination.
        let opens = match step {
            // A direct technique's placement closes the round its eliminations opened.
            Step::Place {
                cell,
                digit,
                reason: Reason::HiddenSingle(_),
            } => !matches!(
                &self.last,
                Some(Step::Exclude { reasoning, .. })
                    if reasoning.pattern.placement == Some((*cell, *digit))
            ),
            Step::Place {
                reason: Reason::Guess { .. } | Reason::GuessPlace { .. },
                ..
            } => true,
            Step::Exclude { reasoning, .. } => !matches!(
                &self.last,
                Some(Step::Exclude { reasoning: r, .. }) if Arc::ptr_eq(r, reasoning)
            ),
            _ => false,
        };
        // Eliminations alone (the givens crossed out of their peers, when they leave no naked
        // single) are already in the first pencil marks: they do not make a round of their own.
        if opens && !self.only_eliminations {
            self.close();
            self.total += 1;
            self.only_eliminations = true;
        }
        self.only_eliminations &= matches!(step, Step::Eliminate { .. });
        self.last = Some(step.clone());
        if self.showing() {
            self.current.steps.push(step.clone());
        }
    }
}

/// Starts the text of a puzzle: its label, and its first pencil marks (`board`): the givens'
/// alone, or a position's as given.
fn tell_start(
    label: &str,
    puzzle: &Grid,
    board: &PencilMarks,
    position: bool,
    out: &mut Out,
) -> io::Result<()> {
    out.line(label.bold().to_string())?;
    if position {
        out.line("Pencil marks of the position as given, each digit in its place (.5. is a cell")?;
        out.line("with one candidate left, not yet placed); a digit of the position stands alone")?;
        out.line("in brackets, [5], and a digit placed since without them.")?;
    } else {
        out.line(
            "Pencil marks: each empty cell holds the digits no given in its row, column or box holds,",
        )?;
        out.line(
            "each digit in its place (.5. is a cell with one candidate left, not yet placed);",
        )?;
        out.line("a given stands alone in brackets, [5], and a digit placed since without them.")?;
    }
    out.text(draw(board, puzzle, &[], &[], None))
}

/// Tells round number `n` and the pencil marks after it.
fn tell_round(puzzle: &Grid, n: usize, round: &ShownRound, out: &mut Out) -> io::Result<()> {
    out.line("")?;
    out.line(format!("Round {n}: {}", round.summary).bold().to_string())?;
    let mut told = Told::new();
    for line in &round.lines {
        told.push(line.clone(), 0);
    }
    told.write(out)?;
    if round.at_dead_end {
        out.line(
            "The grid at the dead end, before the undo:"
                .dimmed()
                .to_string(),
        )?;
    }
    out.text(draw(
        &round.board,
        puzzle,
        &round.placed,
        &round.focus,
        round.dead,
    ))
}

/// Ends the text of a puzzle: how many rounds were not shown, if any.
fn tell_end(rounds: &Rounds, out: &mut Out) -> io::Result<()> {
    let more = rounds.total - rounds.told;
    if more > 0 {
        out.line(
            format!(
                "... {} more rounds not shown (--max-rounds 0 shows them all)",
                thousands(more as u64)
            )
            .dimmed()
            .to_string(),
        )?;
    }
    out.line("")
}

/// `explain --solver ladder`: the person-style ladder told round by round; it never guesses,
/// and where it stops is the answer, not a failure (exit code 0), unless a bound stopped it
/// first (exit code 3): each technique tried is a node, and the time counts.
fn explain_ladder(
    args: &ExplainArgs,
    detail: Detail,
    label: &str,
    puzzle: &Grid,
    position: Option<Position>,
    out: &mut Out,
) -> io::Result<Exit> {
    // One deadline for the puzzle: the count and the ladder share --timeout.
    let deadline = Deadline::after(Some(args.timeout));
    // The uniqueness techniques join in when the puzzle has one solution, as for `grade`.
    let mut board = logic::Board::new(puzzle);
    let limits = Limits {
        max_solutions: 2,
        max_nodes: Some(args.max_nodes),
        timeout: Some(args.timeout),
        interrupt: super::signals::interrupt(),
        tally: super::progress::tally(),
    };
    let count = match &position {
        Some(p) => {
            board = board.restricted(p.marks);
            count_marked_within(puzzle, p.marks, &limits)
        }
        None => count_solutions_within(puzzle, &limits),
    };
    // A position is explained only when its marks leave one solution, as grade rates it.
    if let Some(p) = &position
        && let Some(exit) = refused(args, label, p, count.uniqueness(), out)?
    {
        return Ok(exit);
    }
    if count.is_unique() {
        board = board.assuming_unique();
    }
    let mut builder = RoundsBuilder::for_args(
        args,
        detail,
        (puzzle, position.as_ref()),
        label,
        "ladder",
        out,
    )?;
    let ladder = Limits {
        timeout: deadline.left(),
        ..limits
    };
    let bounded = logic::solve_board_within(board, &ladder, &mut builder);
    let rounds = builder.finish()?;
    let outcome = &bounded.value;
    let left = outcome.cells_left();
    let (status, result) = if outcome.solved {
        (Status::Solved, Exit::Solved)
    } else if outcome.contradiction {
        (Status::NoSolution, Exit::NoSolution)
    } else if bounded.stopped.is_some() {
        (Status::GaveUp, Exit::GaveUp)
    } else {
        (Status::Stuck, Exit::Solved)
    };
    if args.format == Format::Json {
        out.json_close(&Ending {
            rounds_not_shown: rounds.total - rounds.told,
            status,
            stats: None,
            cells_left: Some(left),
            rating: outcome.rating(),
            tried: Some(bounded.tried),
        })?;
    } else {
        tell_end(&rounds, out)?;
    }
    let verdict = match (status, outcome.rating()) {
        (Status::Solved, _) if outcome.given_complete() => {
            "given complete: no step to take".green().bold().to_string()
        }
        (Status::Solved, Some(rating)) => format!(
            "{} (rating {rating}, {})",
            "solved by the ladder".green().bold(),
            outcome.grade()
        ),
        (Status::Solved, None) => "solved by the ladder".green().bold().to_string(),
        (Status::Stuck, _) => format!(
            "{} with {left} cells left: the puzzle needs search (or techniques past the ladder)",
            "stuck".yellow().bold()
        ),
        (Status::GaveUp, _) => {
            let at = bound(args, bounded.stopped.unwrap_or(Stop::NodeLimit));
            out.err(format!(
                "{}: {label}: the ladder gave up after {} tried at {at}, with {left} cells \
                 left",
                "warning".yellow().bold(),
                plural(bounded.tried, "technique"),
            ));
            format!(
                "{} with {left} cells left after {} tried",
                "gave up".yellow().bold(),
                plural(bounded.tried, "technique")
            )
        }
        _ => {
            out.err(format!(
                "{label}: no solution (the ladder reached a contradiction)"
            ));
            "no solution".red().bold().to_string()
        }
    };
    if args.format != Format::Json {
        let counts = outcome.counts();
        let used: Vec<String> = Technique::LADDER
            .iter()
            .filter(|t| counts[t.index()] > 0)
            .map(|t| format!("{} {t}", thousands(counts[t.index()] as u64)))
            .collect();
        out.line(format!("{verdict}: {}", used.join(", ")))?;
    }
    Ok(result)
}

/// A position given by its pencil marks: the candidates of each cell as written, and the line
/// a record writes it as.
struct Position<'a> {
    marks: &'a [Candidates],
    line: String,
}

/// A position refused as `grade` refuses it, said on standard error and in the JSON stream:
/// marks that leave no solution (exit code 1) or several (exit code 2). `None` for a position
/// to explain.
fn refused(
    args: &ExplainArgs,
    label: &str,
    position: &Position,
    uniqueness: Uniqueness,
    out: &mut Out,
) -> io::Result<Option<Exit>> {
    let (status, message, exit) = match uniqueness {
        Uniqueness::None => (
            "no_solution",
            format!(
                "{label}: no solution on these pencil marks, so this position is not explained"
            ),
            Exit::NoSolution,
        ),
        Uniqueness::Several { found, complete } => (
            "not_unique",
            format!(
                "{label}: this position has {}; a Sudoku has exactly one, so it is not explained",
                several(found, complete)
            ),
            Exit::BadInput,
        ),
        Uniqueness::Unique | Uniqueness::Unknown => return Ok(None),
    };
    if args.format == Format::Json {
        out.json_line(&Invalid {
            puzzle: Some(position.line.clone()),
            status,
            ..Invalid::new(label, None, &message)
        })?;
    }
    out.err(format!("{}: {message}", "error".red().bold()));
    Ok(Some(exit))
}

/// `1 guess`, `2 guesses`, `1,204 naked singles`.
fn count(n: u64, noun: &str) -> String {
    match (n, noun.ends_with('s')) {
        (1, _) => format!("1 {noun}"),
        (_, true) => format!("{} {noun}es", thousands(n)),
        _ => format!("{} {noun}s", thousands(n)),
    }
}

/// The pencil marks, coloured: givens bold, cells placed this round green, the houses that
/// forced a hidden single cyan, a cell with no candidate left red.
fn draw(
    board: &PencilMarks,
    puzzle: &Grid,
    placed: &[Cell],
    focus: &[House],
    dead: Option<Cell>,
) -> String {
    let shape = board.shape();
    let layout = shape.layout();
    pencil::draw(board, |cell, text| {
        if dead == Some(cell) {
            text.on_red().to_string()
        } else if placed.contains(&cell) {
            text.green().bold().to_string()
        } else if puzzle.get(cell).is_some() {
            text.bold().to_string()
        } else if focus.iter().any(|&h| layout.cells_of(h).contains(&cell)) {
            text.cyan().to_string()
        } else {
            text.to_string()
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ANTI_BACKTRACKING: &str =
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

    /// Runs hidden singles on the puzzle above with a builder showing `max` rounds, written to
    /// a buffer as they end when `streamed`.
    fn build(max: usize, streamed: bool, sink: &mut Out) -> Rounds {
        let puzzle = sudoku_lab::parse_puzzle(ANTI_BACKTRACKING).unwrap();
        let writing = if streamed {
            tell_start("line 1", &puzzle, &PencilMarks::new(&puzzle), false, sink).unwrap();
            Writing::Text(sink)
        } else {
            Writing::Kept
        };
        let mut builder = RoundsBuilder::new(
            Detail::Everything,
            &puzzle,
            PencilMarks::new(&puzzle),
            max,
            writing,
        );
        Solver::HiddenSingles
            .solve(&puzzle, &Limits::default(), &mut builder)
            .unwrap();
        // The round in progress holds no step once the rounds shown are over.
        if max > 0 {
            assert!(builder.current.steps.is_empty());
        }
        builder.finish().unwrap()
    }

    #[test]
    fn rounds_past_the_max_are_counted_not_kept() {
        let mut sink = Out::buffer();
        let two = build(2, false, &mut sink);
        // Two rounds kept, and every round is counted.
        assert_eq!((two.shown.len(), two.told), (2, 2));
        assert!(two.total > 20, "{} rounds", two.total);
        let all = build(0, false, &mut sink);
        assert_eq!(all.total, two.total);
        assert_eq!(all.shown.len(), all.total);
        assert_eq!(all.shown[1].lines, two.shown[1].lines);
    }

    #[test]
    fn text_rounds_are_written_as_they_end_and_not_kept() {
        // Every round shown (--max-rounds 0), none of them kept: the text is written as the
        // solve goes, and is the text of the rounds kept for JSON.
        let mut streamed = Out::buffer();
        let rounds = build(0, true, &mut streamed);
        assert!(rounds.shown.is_empty());
        assert_eq!(rounds.told, rounds.total);
        let mut kept = Out::buffer();
        let all = build(0, false, &mut kept);
        let puzzle = sudoku_lab::parse_puzzle(ANTI_BACKTRACKING).unwrap();
        tell_start(
            "line 1",
            &puzzle,
            &PencilMarks::new(&puzzle),
            false,
            &mut kept,
        )
        .unwrap();
        for (n, round) in all.shown.iter().enumerate() {
            tell_round(
                &sudoku_lab::parse_puzzle(ANTI_BACKTRACKING).unwrap(),
                n + 1,
                round,
                &mut kept,
            )
            .unwrap();
        }
        assert_eq!(streamed.kept_text(), kept.kept_text());
        assert!(
            streamed
                .kept_text()
                .contains(&format!("Round {}: ", all.total))
        );
    }
}
