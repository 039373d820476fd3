//! `sudoku-lab golf <topic>`: the code-golf analyzer, one file per topic. Each topic computes a
//! typed report with `sudoku_lab::analyzer` and renders it as a readable report (coloured on a
//! terminal, lines within 100 columns) or as that report in JSON (`--format json`).
//!
//! Byte counts follow one convention, stated where they are printed: a program's bytes are the
//! bytes of its file, the final newline included.

use std::io;

use clap::{Args, Subcommand};

use super::output::{Exit, Out};

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
    /// repeated digits cost. At --max-len 5 or more it takes a minute or more: on a terminal,
    /// a note at the start says so.
    Digits(DigitsArgs),
    /// Calls of the golf solver for each digit order on one puzzle, and the rank of an order
    /// among all 362,880 orders of the nine digits.
    Nodes(NodesArgs),
    /// Python 2 against Python 3 for the one-liner and its readable variants, and which
    /// program printed the commenter's wrong grid. At the default --max-nodes it takes about a
    /// minute: on a terminal, a note at the start says so.
    Semantics(SemanticsArgs),
    /// Find and name the golf tricks in any golfed Python file: what each replaces and the
    /// bytes it saves, and every construct it does not know.
    Tricks(TricksArgs),
    /// Propose byte-saving rewrites of a golfed solver, each proved by computation (calls on
    /// the seed puzzles, the peer test on all 6,561 pairs). At the defaults it takes a minute
    /// or more: on a terminal, a note at the start says so.
    Shorten(ShortenArgs),
}

mod common;
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
