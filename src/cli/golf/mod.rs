//! `sudoku-lab golf <topic>`: the code-golf analyzer, one file per topic. Each topic computes a
//! typed report with `sudoku_lab::analyzer` and renders it as a readable report (coloured on a
//! terminal, lines within 100 columns) or as that report in JSON (`--format json`).
//!
//! Byte counts follow one convention, stated where they are printed: a program's bytes are the
//! bytes of its file, the final newline included.

use std::io;

use clap::{Args, Subcommand, ValueEnum};
use colored::Colorize;
use serde::Serialize;
use sudoku_lab::analyzer::pyexpr::Semantics;
use sudoku_lab::{Grid, Shape, parse_puzzle};

pub(super) use super::output::{Exit, Out, duration, thousands};

#[derive(Args, Debug)]
pub struct GolfArgs {
    #[command(subcommand)]
    pub topic: Topic,
}

#[derive(Subcommand, Debug)]
pub enum Topic {
    /// Undo the golf of seed 001's one-liner one named step at a time, with diffs, byte counts
    /// and reasons; then seed 004's variant as the delta it is.
    Ungolf(UngolfArgs),
    /// Prove the peer expression on all 6,561 pairs of cells, map its factors around one
    /// cell, or check an expression of your own (exit code 1 when it gets a pair wrong).
    Peers(PeersArgs),
    /// Why 3814697265625 and 948721536 work, the shortest expressions that do, and what
    /// repeated digits cost.
    Digits(DigitsArgs),
    /// Calls of the golf solver for each digit order on one puzzle, and the rank of an order
    /// among all 362,880 orders of the nine digits.
    Nodes(NodesArgs),
    /// Python 2 against Python 3 for the one-liner and its readable variants, and which
    /// program printed the commenter's wrong grid.
    Semantics(SemanticsArgs),
    /// Find and name the golf tricks in any golfed Python file: what each replaces and the
    /// bytes it saves, and every construct it does not know.
    Tricks(TricksArgs),
    /// Propose byte-saving rewrites of a golfed solver, each proved by computation (calls on
    /// the seed puzzles, the peer test on all 6,561 pairs).
    Shorten(ShortenArgs),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum Format {
    /// A report for people.
    Text,
    /// One JSON document.
    Json,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum SemanticsName {
    /// Python 2: `/` on integers is floor division.
    Py2,
    /// Python 3: `/` is true division.
    Py3,
}

impl From<SemanticsName> for Semantics {
    fn from(s: SemanticsName) -> Semantics {
        match s {
            SemanticsName::Py2 => Semantics::Py2,
            SemanticsName::Py3 => Semantics::Py3,
        }
    }
}

pub(super) fn invalid(message: impl Into<String>) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, message.into())
}

pub(super) fn puzzle_arg(text: &str) -> io::Result<Grid> {
    let grid = parse_puzzle(text).map_err(|e| invalid(format!("puzzle: {e}")))?;
    if grid.shape() != Shape::NINE {
        return Err(invalid(format!(
            "the golf solver reads 9x9 puzzles only; this one is {}",
            grid.shape()
        )));
    }
    if let Some(conflict) = grid.first_conflict() {
        return Err(invalid(format!("puzzle: {conflict}")));
    }
    Ok(grid)
}

/// The message and exit code 3 of a count that stopped at its bound, or exit code 0.
pub(super) fn gave_up_at(out: &mut Out, gave_up: bool, what: &str) -> Exit {
    if !gave_up {
        return Exit::Solved;
    }
    out.err(format!("{}: {what}", "warning".yellow().bold()));
    Exit::GaveUp
}

pub(super) fn json_out(out: &mut Out, value: &impl Serialize) -> io::Result<()> {
    out.line(serde_json::to_string_pretty(value).map_err(io::Error::other)?)
}

pub(super) fn heading(out: &mut Out, text: &str) -> io::Result<()> {
    out.line("")?;
    out.line(text.bold().underline().to_string())
}

pub(super) fn tick(ok: bool) -> String {
    if ok {
        "✓".green().bold().to_string()
    } else {
        "✗".red().bold().to_string()
    }
}

mod digits;
mod input;
mod nodes;
mod peers;
mod semantics;
mod shorten;
mod tricks;
mod ungolf;

pub use digits::DigitsArgs;
pub use nodes::NodesArgs;
pub use peers::PeersArgs;
pub use semantics::SemanticsArgs;
pub use shorten::ShortenArgs;
pub use tricks::TricksArgs;
pub use ungolf::UngolfArgs;

pub fn run(args: &GolfArgs, out: &mut Out) -> io::Result<Exit> {
    match &args.topic {
        Topic::Ungolf(a) => ungolf::run(a, out),
        Topic::Peers(a) => peers::run(a, out),
        Topic::Digits(a) => digits::run(a, out),
        Topic::Nodes(a) => nodes::run(a, out),
        Topic::Semantics(a) => semantics::run(a, out),
        Topic::Tricks(a) => tricks::run(a, out),
        Topic::Shorten(a) => shorten::run(a, out),
    }
}

/// `text` cut into lines of at most `width` characters, at spaces.
pub(super) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// `text` cut to `max` characters with an ellipsis (and, with `count`, its length), so that a
/// long value or a huge statement does not flood the terminal.
pub(super) fn shortened(text: &str, max: usize, count: bool) -> String {
    let n = text.chars().count();
    if n <= max {
        return text.to_string();
    }
    let head: String = text.chars().take(max).collect();
    if count {
        format!("{head}... ({} chars)", thousands(n as u64))
    } else {
        format!("{head}...")
    }
}
