//! `sudoku-lab hint`: the next logical step from a grid, and no more: a nudge, the technique,
//! or the whole step.

use std::io;
use std::time::Duration;

use clap::Args;
use colored::Colorize;
use serde::Serialize;
use sudoku_lab::hint::{Hint, Level, next_step_marked_within, next_step_within};
use sudoku_lab::solvers::Deadline;
use sudoku_lab::uniqueness::{Uniqueness, count_marked_within, count_solutions_within};
use sudoku_lab::{Limits, Stop};

use super::args::{Format, formats, parse_duration};
use super::batch::{self, BatchArgs, Summary};
use super::input::{InputArgs, Item};
use super::output::{Exit, Invalid, Out, duration, plural, thousands};

#[derive(Args, Debug)]
pub struct HintArgs {
    /// The puzzle as it stands, with the digits filled in so far.
    #[command(flatten)]
    pub input: InputArgs,

    /// How much to give away: 1 where to look (a cell or a house), 2 the technique as well,
    /// 3 the whole step.
    #[arg(long, short, value_name = "1|2|3", default_value_t = 1,
          value_parser = clap::value_parser!(u8).range(1..=3))]
    pub level: u8,

    /// When no single is left, give up looking for the next step after this many techniques
    /// tried on the grid (each a node of the ladder's search), 1 to 10^12.
    #[arg(long, value_name = "N", default_value_t = 100_000, value_parser = super::args::nodes())]
    pub max_nodes: u64,

    /// Give up on a grid after this long: 500ms, 10s, 2m, or plain seconds.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, default_value = "5s")]
    pub timeout: Duration,

    #[command(flatten)]
    pub batch: BatchArgs,

    /// How to write the hints: text for people, or json, one record per grid and per line.
    #[arg(long, default_value = "text", value_parser = formats(&[Format::Text, Format::Json]))]
    pub format: Format,
}

/// One line of `hint --format json`.
#[derive(Serialize, Debug)]
struct HintRecord<'a> {
    label: &'a str,
    puzzle: String,
    level: u8,
    /// `hint` (a step to take), `complete`, `stuck` (a contradiction in sight),
    /// `no_solution` (no digit completes the grid) or `gave_up` (a bound was reached first).
    status: &'static str,
    /// With a hint: `single`, `technique` or `guess`.
    #[serde(skip_serializing_if = "Option::is_none")]
    kind: Option<&'static str>,
    /// The hint as the text format words it.
    text: &'a str,
}

pub fn run(args: &HintArgs, out: &mut Out) -> io::Result<Exit> {
    // clap keeps the level within 1..=3; the nudge is the safe reading of anything else.
    let level = Level::from_number(args.level).unwrap_or(Level::Nudge);
    let mut summary = Summary::new("hinted");
    // Grids are dealt with in input order, or on --jobs threads with the output still in order.
    let ended = batch::for_each(
        args.input.items_with_marks()?,
        BatchArgs {
            progress: args.format != Format::Json,
            ..args.batch
        },
        out,
        |item, out| hint_one(args, level, &item, out),
        |outcome, _| summary.add(outcome),
    )?;
    Ok(summary.finish_batch(out, ended))
}

/// Writes the hint for one grid, or what is wrong with it; returns its outcome.
fn hint_one(args: &HintArgs, level: Level, item: &Item, out: &mut Out) -> io::Result<Exit> {
    let json = args.format == Format::Json;
    let record = |status, kind, text| HintRecord {
        label: &item.label,
        puzzle: item.line().unwrap_or_default(),
        level: args.level,
        status,
        kind,
        text,
    };
    let grid = match &item.result {
        Ok(grid) => grid,
        Err(e) => {
            if json {
                out.json_line(&Invalid::new(&item.label, None, e))?;
            }
            out.err(format!("{}: {e}", "error".red().bold()));
            return Ok(Exit::BadInput);
        }
    };
    // One bound for the grid: the hint's search and the count below share --timeout.
    let deadline = Deadline::after(Some(args.timeout));
    let limits = Limits {
        max_nodes: Some(args.max_nodes),
        timeout: Some(args.timeout),
        interrupt: super::signals::interrupt(),
        tally: super::progress::tally(),
        ..Limits::default()
    };
    let hint = match &item.marks {
        Some(marks) => next_step_marked_within(grid, marks, &limits),
        None => next_step_within(grid, &limits),
    };
    // A grid with no contradiction in sight may still have no solution (a wrong digit
    // placed, or a broken puzzle): a bounded count says so before any step is suggested.
    let count = Limits {
        max_solutions: 2,
        timeout: deadline.left(),
        ..limits
    };
    if !matches!(hint, Hint::Stuck(_) | Hint::Complete)
        && matches!(
            match &item.marks {
                Some(marks) => count_marked_within(grid, marks, &count),
                None => count_solutions_within(grid, &count),
            }
            .uniqueness(),
            Uniqueness::None
        )
    {
        let text = "this grid cannot be completed: it has no solution (a digit placed so far \
                    is wrong, or the puzzle has none)";
        if json {
            out.json_line(&record("no_solution", None, text))?;
        } else {
            out.line(format!("{}: {}", item.label.bold(), text.red()))?;
        }
        out.err(format!(
            "{}: no solution (no digit completes this grid)",
            item.label
        ));
        return Ok(Exit::NoSolution);
    }
    let text = hint.text(level, grid);
    if json {
        let (status, kind) = match hint {
            Hint::Single(_) => ("hint", Some("single")),
            Hint::Technique { .. } => ("hint", Some("technique")),
            Hint::Guess { .. } => ("hint", Some("guess")),
            Hint::GaveUp { .. } => ("gave_up", None),
            Hint::Stuck(_) => ("stuck", None),
            Hint::Complete => ("complete", None),
        };
        out.json_line(&record(status, kind, &text))?;
    }
    let (text, outcome) = match hint {
        Hint::Single(_) | Hint::Technique { .. } => (text.green().to_string(), Exit::Solved),
        Hint::Guess { .. } => (text.yellow().to_string(), Exit::Solved),
        Hint::GaveUp { .. } => (text.yellow().to_string(), Exit::GaveUp),
        Hint::Stuck(_) => (text.red().to_string(), Exit::NoSolution),
        Hint::Complete => (text, Exit::Solved),
    };
    if !json {
        out.line(format!("{}: {text}", item.label.bold()))?;
    }
    if let Hint::GaveUp { stop, tried } = hint {
        let bound = match stop {
            Stop::Timeout => format!("the time limit (--timeout {})", duration(args.timeout)),
            _ => format!("the node limit (--max-nodes {})", thousands(args.max_nodes)),
        };
        out.err(format!(
            "{}: {}: hint gave up at {bound} after {} tried; the grid may still have a next \
             step",
            "warning".yellow().bold(),
            item.label,
            plural(tried, "technique")
        ));
    }
    // Exit code 1 comes with a message on standard error, as from every command. A digit
    // twice in a house is named with its cells, and is bad input (exit 2), as solve and grade
    // call it: the hint above still says which digit to look at.
    if outcome == Exit::NoSolution {
        match grid.first_conflict() {
            Some(conflict) => {
                out.err(format!(
                    "{}: {}: {conflict}",
                    "error".red().bold(),
                    item.label
                ));
                return Ok(Exit::BadInput);
            }
            None => out.err(format!("{}: no solution (a dead end)", item.label)),
        }
    }
    Ok(outcome)
}
