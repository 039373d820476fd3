//! `sudoku-lab grade`: how hard each puzzle is for a person, on the ladder of techniques
//! (naked single, hidden single, locked candidates, naked pair, hidden pair, needs search).
//!
//! A puzzle must have exactly one solution to be graded: one with several (or none) is
//! reported and refused. Exit codes: 0 every puzzle graded, 1 a puzzle has no solution, 2 bad
//! input or a puzzle with several solutions, 3 the solution count gave up at its node bound.

use std::io;

use clap::{Args, ValueEnum};
use colored::Colorize;
use serde_json::{Value, json};
use sudoku_lab::logic::{self, Action, Deduction, Grade, Outcome, Technique};
use sudoku_lab::render;
use sudoku_lab::uniqueness::{COUNT_TIME, Uniqueness, uniqueness_within};

use super::batch::{self, BatchArgs, Summary};
use super::input::{InputArgs, Item};
use super::output::{Exit, Out, duration, several, thousands};

#[derive(Args, Debug)]
pub struct GradeArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// How to write the grades.
    #[arg(long, value_enum, default_value_t = GradeFormat::Text)]
    pub format: GradeFormat,

    /// Also list every step of the person-style solve, one per line.
    #[arg(long)]
    pub steps: bool,

    /// When a puzzle has several solutions, count them up to this many.
    #[arg(long, value_name = "N", default_value_t = 1000)]
    pub limit: u64,

    /// Give up counting a puzzle's solutions after this many search nodes (exit code 3); the
    /// count always gives up after 10 s.
    #[arg(long, value_name = "N")]
    pub max_nodes: Option<u64>,

    #[command(flatten)]
    pub batch: BatchArgs,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum GradeFormat {
    /// One line per puzzle, and a closing tally of the grades.
    Text,
    /// One JSON object per puzzle, one per line (JSON Lines).
    Json,
}

pub fn run(args: &GradeArgs, out: &mut Out) -> io::Result<Exit> {
    let mut tally = [0u64; 6];
    let mut summary = Summary::new("graded");
    // Puzzles are graded in input order, or on --jobs threads with the output still in order.
    let ended = batch::for_each(
        args.input.items()?,
        args.batch,
        out,
        |item, out| {
            let mut graded = None;
            let outcome = grade_one(args, &item, &mut graded, out)?;
            Ok((outcome, graded))
        },
        |(outcome, graded), _| {
            summary.add(outcome);
            if let Some(grade) = graded {
                tally[grade as usize] += 1;
            }
        },
    )?;
    let puzzles = summary.puzzles;
    if args.format == GradeFormat::Text && puzzles > 1 {
        let graded: u64 = tally.iter().sum();
        let parts: Vec<String> = Grade::ALL
            .iter()
            .zip(tally)
            .map(|(g, n)| format!("{g} {n}"))
            .collect();
        out.line(format!(
            "# {graded} of {puzzles} puzzles graded: {}",
            parts.join(", ")
        ))?;
    }
    Ok(summary.finish_batch(out, ended))
}

fn grade_one(
    args: &GradeArgs,
    item: &Item,
    graded: &mut Option<Grade>,
    out: &mut Out,
) -> io::Result<Exit> {
    let label = &item.label;
    let json = args.format == GradeFormat::Json;
    let refuse = |out: &mut Out, status: &str, message: String, exit: Exit| -> io::Result<Exit> {
        if json {
            let mut record = json!({ "label": label, "status": status, "error": message });
            if let Ok(grid) = &item.result {
                record["puzzle"] = json!(render::line(grid));
            }
            out.line(record.to_string())?;
        }
        out.err(format!("{}: {message}", "error".red().bold()));
        Ok(exit)
    };
    let puzzle = match &item.result {
        Ok(grid) => grid,
        Err(e) => return refuse(out, "invalid", e.to_string(), Exit::BadInput),
    };
    if let Some(conflict) = puzzle.first_conflict() {
        return refuse(
            out,
            "invalid",
            format!("{label}: {conflict}"),
            Exit::BadInput,
        );
    }
    let (answer, nodes) = uniqueness_within(puzzle, args.limit, args.max_nodes);
    match answer {
        Uniqueness::Unique => {}
        Uniqueness::None => {
            return refuse(
                out,
                "no_solution",
                format!("{label}: no solution, so this puzzle has no grade"),
                Exit::NoSolution,
            );
        }
        Uniqueness::Several { found, complete } => {
            return refuse(
                out,
                "not_unique",
                format!(
                    "{label}: this puzzle has {}; a Sudoku has exactly one, so it has no grade",
                    several(found, complete)
                ),
                Exit::BadInput,
            );
        }
        Uniqueness::Unknown => {
            let bound = match args.max_nodes {
                Some(max) if nodes >= max => format!(
                    "{} nodes at the node limit (--max-nodes {})",
                    thousands(nodes),
                    thousands(max)
                ),
                _ => format!("{} at the time limit", duration(COUNT_TIME)),
            };
            return refuse(
                out,
                "gave_up",
                format!("{label}: counting its solutions gave up after {bound}; not graded"),
                Exit::GaveUp,
            );
        }
    }
    let outcome = logic::grade(puzzle);
    let grade = outcome.grade();
    *graded = Some(grade);
    if json {
        out.line(json_record(label, puzzle, &outcome, args.steps).to_string())?;
    } else {
        out.line(format!("{label}: {}", summary(&outcome).bold()))?;
        if args.steps {
            for (i, d) in outcome.deductions.iter().enumerate() {
                out.line(format!("  {:>3}. {d}", i + 1))?;
            }
        }
    }
    Ok(Exit::Solved)
}

/// `hidden single: 51 steps (30 naked single, 21 hidden single)`, or for a puzzle the ladder
/// cannot finish, `needs search: stuck after 12 steps (...), 40 cells left`.
pub fn summary(outcome: &Outcome) -> String {
    let counts = outcome.counts();
    let used: Vec<String> = Technique::LADDER
        .iter()
        .zip(counts)
        .filter(|&(_, n)| n > 0)
        .map(|(t, n)| format!("{n} {t}"))
        .collect();
    let steps = outcome.deductions.len();
    let detail = if used.is_empty() {
        String::new()
    } else {
        format!(" ({})", used.join(", "))
    };
    if outcome.solved {
        format!("{}: {steps} steps{detail}", outcome.grade())
    } else {
        let left = outcome.grid.cells().iter().filter(|c| c.is_none()).count();
        format!(
            "{}: stuck after {steps} steps{detail}, {left} cells left",
            outcome.grade()
        )
    }
}

fn json_record(label: &str, puzzle: &sudoku_lab::Grid, outcome: &Outcome, steps: bool) -> Value {
    let counts: serde_json::Map<String, Value> = Technique::LADDER
        .iter()
        .zip(outcome.counts())
        .map(|(t, n)| (t.slug().to_string(), json!(n)))
        .collect();
    let mut record = json!({
        "label": label,
        "puzzle": render::line(puzzle),
        "status": "graded",
        "grade": outcome.grade().slug(),
        "solved_by_ladder": outcome.solved,
        "cells_left": outcome.grid.cells().iter().filter(|c| c.is_none()).count(),
        "counts": counts,
    });
    if steps {
        record["steps"] = outcome.deductions.iter().map(deduction_json).collect();
    }
    record
}

/// One deduction as JSON: technique, houses, cells, digits, and the placement or removals.
pub fn deduction_json(d: &Deduction) -> Value {
    let mut v = json!({
        "technique": d.technique.slug(),
        "houses": d.houses.iter().map(|h| h.to_string()).collect::<Vec<_>>(),
        "cells": d.cells.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        "digits": d.digits.iter().map(|x| x.get()).collect::<Vec<_>>(),
        "text": d.to_string(),
    });
    match &d.action {
        Action::Place { cell, digit } => {
            v["place"] = json!({ "cell": cell.to_string(), "digit": digit.get() });
        }
        Action::Eliminate(removals) => {
            v["eliminate"] = removals
                .iter()
                .map(|(c, x)| json!({ "cell": c.to_string(), "digit": x.get() }))
                .collect();
        }
    }
    v
}
