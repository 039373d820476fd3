//! The `sat` solver's flags of `solve`: `--encoding` chooses the clauses, `--dimacs FILE` writes
//! the formula out for any SAT solver, and `--stats` adds the SAT solver's own counts.

use std::fs::File;
use std::io::{self, BufWriter};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use clap::{Args, ValueEnum};
use colored::Colorize;
use sudoku_lab::Grid;
use sudoku_lab::cnf::sudoku::{self, Encoding};
use sudoku_lab::render;
use sudoku_lab::solvers::SatStats;

use super::output::{Out, thousands};

#[derive(Args, Debug)]
pub struct SatArgs {
    /// With --solver sat, the clauses that state the rules (Lynce and Ouaknine's names):
    /// minimal (each cell at least one digit, no house a digit twice) or extended (also each
    /// cell at most one digit, each house every digit). Default: extended.
    #[arg(long, value_enum, value_name = "ENCODING")]
    pub encoding: Option<EncodingName>,

    /// With --solver sat, also write the puzzle's formula to FILE in DIMACS, the format every SAT
    /// solver reads; its comments say which variable is which. With several puzzles, the first
    /// is written.
    #[arg(long, value_name = "FILE")]
    pub dimacs: Option<PathBuf>,

    /// Whether a puzzle of this run has been written already (puzzles may be solved on several
    /// threads, so it is claimed atomically).
    #[arg(skip)]
    written: AtomicBool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum EncodingName {
    /// Each cell at least one digit; no house holds a digit twice.
    Minimal,
    /// Minimal, plus each cell at most one digit and each house every digit.
    Extended,
}

impl SatArgs {
    /// The encoding asked for, or the default.
    pub fn encoding(&self) -> Encoding {
        match self.encoding {
            Some(EncodingName::Minimal) => Encoding::Minimal,
            Some(EncodingName::Extended) | None => Encoding::Extended,
        }
    }

    /// True when a flag of the sat solver was given.
    pub fn any(&self) -> bool {
        self.encoding.is_some() || self.dimacs.is_some()
    }

    /// Writes the formula of `puzzle` to the `--dimacs` file if this is the first puzzle of the
    /// run, or says on standard error why a later one is not written.
    pub fn write(&self, puzzle: &Grid, label: &str, out: &mut Out) -> io::Result<()> {
        let Some(path) = &self.dimacs else {
            return Ok(());
        };
        if self.written.swap(true, Ordering::Relaxed) {
            out.err(format!(
                "{}: {label}: not written: --dimacs writes the first puzzle of a run",
                "note".cyan().bold()
            ));
            return Ok(());
        }
        write_dimacs(path, puzzle, self.encoding())
    }
}

/// The puzzle's formula in DIMACS, with comments that say what it is and how to read a model.
fn write_dimacs(path: &Path, puzzle: &Grid, encoding: Encoding) -> io::Result<()> {
    let context = |e: io::Error| io::Error::new(e.kind(), format!("{}: {e}", path.display()));
    let shape = puzzle.shape();
    let cnf = sudoku::encode(puzzle, encoding);
    let n = shape.side();
    let header = format!(
        "sudoku-lab: the {shape} puzzle {}\n\
         encoding: {encoding} (Lynce and Ouaknine, \"Sudoku as a SAT Problem\"), givens as unit \
         clauses\n\
         variable v is true when cell (v-1)/{n} (0 = r1c1, row by row) holds digit (v-1)%{n}+1",
        render::line(puzzle)
    );
    // Each cell's variables, and each kind of clause with its count and place in the list.
    let named = sudoku::dimacs_comments(puzzle, encoding).join("\n");
    let file = File::create(path).map_err(context)?;
    cnf.write_dimacs(BufWriter::new(file), &[&header, &named])
        .map_err(context)
}

/// `8,829 clauses over 729 variables: 3 decisions, 1,024 propagations, 0 conflicts, 0 restarts`.
pub fn stats_words(stats: &SatStats) -> String {
    format!(
        "{} clauses over {} variables: {} decisions, {} propagations, {} conflicts, {} restarts",
        thousands(stats.clauses),
        thousands(stats.variables),
        thousands(stats.decisions),
        thousands(stats.propagations),
        thousands(stats.conflicts),
        thousands(stats.restarts)
    )
}
