//! The solvers, one per file, behind one interface: [`Solver::solve`].
//!
//! Each solver is a faithful port of one seed document, or a step beyond them. They share
//! [`Limits`] (how many solutions, how many nodes, until when), [`Search`] (the bookkeeping
//! that enforces those limits) and [`Report`] (what was found and what it cost).

mod backtracking;
mod bitmask;
mod dlx;
mod fast;
mod golf;
mod golf_maintainer;
mod hidden_singles;
mod kit;
mod propagation;
mod sat;
mod search;
mod solutions;

pub use backtracking::solve as backtracking;
pub use bitmask::{solve as bitmask, solve_in_order as bitmask_in_order};
pub use dlx::solve as dlx;
pub use fast::{FastConfig, Isa, solve as fast, solve_on as fast_on, solve_with as fast_with};
pub use golf::{
    DigitOrder, DigitOrderError, FIVE_POW_18, FOURTEEN_POW_7_TIMES_9, peer_expression,
    solve as golf,
};
/// The golf engine with its peer tests, shared by the port and the code-golf analyzer.
pub mod golf_engine {
    pub use super::golf::{Ended, Expression, Houses, PeerLists, PeerTest, cells_of, run};
}
pub use golf_maintainer::solve as golf_maintainer;
pub use hidden_singles::solve as hidden_singles;
pub use propagation::solve as propagation;
pub use sat::{Propagated, SatStats, solve as sat, solve_counted as sat_counted, unit_propagation};
pub use search::{
    Deadline, Interrupt, KEPT_SOLUTIONS, Limits, Report, Search, Stats, Stop, Tally, Verdict,
};
pub use solutions::Solutions;

use std::fmt;
use std::time::Instant;

use crate::cnf::sudoku::Encoding;
use crate::grid::{Grid, Shape};
use crate::steps::Observer;

/// A solver of the project, chosen by name on the command line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Solver {
    /// Seed 001's one-liner: digits tried in the order of the given string.
    Golf(DigitOrder),
    /// Seed 001's "maintainer rewrite": a set of excluded digits, then 1 to 9.
    GolfMaintainer,
    /// Seed 003: the next empty cell, 1 to 9, check, recurse, undo.
    Backtracking,
    /// Seed 000: candidate lists, fixed digits crossed out of their peers, guesses on a copy.
    Propagation,
    /// Seed 002: seed 000's elimination plus hidden singles, guesses undone on a trail.
    HiddenSingles,
    /// Beyond the seeds: bit-parallel singles and locked candidates, fewest-candidates guess.
    Fast,
    /// Beyond the seeds: exact cover by Knuth's Algorithm X with dancing links.
    Dlx,
    /// Beyond the seeds: the puzzle as a Boolean formula in this encoding, for a SAT solver.
    Sat(Encoding),
}

/// Why a solver cannot take a puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SolveError {
    /// The solver only knows grids of another size.
    Unsupported { solver: &'static str, shape: Shape },
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Unsupported { solver, shape } => write!(
                f,
                "the {solver} solver solves 9x9 grids only; this puzzle is {shape}"
            ),
        }
    }
}

impl std::error::Error for SolveError {}

impl Solver {
    /// Every solver name, in the order the book introduces them.
    pub const NAMES: [&'static str; 8] = [
        "golf",
        "golf-maintainer",
        "backtracking",
        "propagation",
        "hidden-singles",
        "fast",
        "dlx",
        "sat",
    ];

    /// What the solver does, in one line, as `solve --help` lists it.
    pub fn summary(&self) -> &'static str {
        match self {
            Solver::Golf(_) => {
                "Seed 001's code-golf one-liner (9x9): digits in the order of --digits"
            }
            Solver::GolfMaintainer => {
                "Seed 001's maintainer rewrite (9x9): a set of excluded digits, then 1-9"
            }
            Solver::Backtracking => {
                "Seed 003's readable backtracking: next empty cell, 1-9, check, undo"
            }
            Solver::Propagation => {
                "Seed 000's candidate propagation: fixed digits crossed out of their peers, then \
                 guesses"
            }
            Solver::HiddenSingles => {
                "Seed 002: seed 000's propagation plus hidden singles, guesses undone on a trail"
            }
            Solver::Fast => {
                "Bit-parallel singles and locked candidates, guess on the fewest candidates (9x9)"
            }
            Solver::Dlx => {
                "Exact cover: Knuth's Algorithm X with dancing links, column with the fewest ones \
                 first"
            }
            Solver::Sat(_) => {
                "A SAT solver (batsat, after MiniSat) on the puzzle as a Boolean formula \
                 (--encoding)"
            }
        }
    }

    /// The solver with this name, with its default settings.
    pub fn from_name(name: &str) -> Option<Solver> {
        match name {
            "golf" => Some(Solver::Golf(DigitOrder::default())),
            "golf-maintainer" => Some(Solver::GolfMaintainer),
            "backtracking" => Some(Solver::Backtracking),
            "propagation" => Some(Solver::Propagation),
            "hidden-singles" => Some(Solver::HiddenSingles),
            "fast" => Some(Solver::Fast),
            "dlx" => Some(Solver::Dlx),
            "sat" => Some(Solver::Sat(Encoding::default())),
            _ => None,
        }
    }

    pub fn name(&self) -> &'static str {
        match self {
            Solver::Golf(_) => "golf",
            Solver::GolfMaintainer => "golf-maintainer",
            Solver::Backtracking => "backtracking",
            Solver::Propagation => "propagation",
            Solver::HiddenSingles => "hidden-singles",
            Solver::Fast => "fast",
            Solver::Dlx => "dlx",
            Solver::Sat(_) => "sat",
        }
    }

    /// Whether the solver takes grids of this size.
    pub fn supports(&self, shape: Shape) -> bool {
        match self {
            Solver::Golf(_) | Solver::GolfMaintainer | Solver::Fast => shape == Shape::NINE,
            Solver::Backtracking
            | Solver::Propagation
            | Solver::HiddenSingles
            | Solver::Dlx
            | Solver::Sat(_) => true,
        }
    }

    /// Solves `puzzle` within `limits`, telling `observer` each step; the report's
    /// [`elapsed`](Report::elapsed) is the time the search took.
    pub fn solve<O: Observer>(
        &self,
        puzzle: &Grid,
        limits: &Limits,
        observer: &mut O,
    ) -> Result<Report, SolveError> {
        let started = Instant::now();
        let mut report = self.search(puzzle, limits, observer)?;
        report.elapsed = started.elapsed();
        Ok(report)
    }

    /// [`solve`](Solver::solve) without reading the clock: the report's
    /// [`elapsed`](Report::elapsed) is zero. For a batch that shows no times.
    pub fn search<O: Observer>(
        &self,
        puzzle: &Grid,
        limits: &Limits,
        observer: &mut O,
    ) -> Result<Report, SolveError> {
        if !self.supports(puzzle.shape()) {
            return Err(SolveError::Unsupported {
                solver: self.name(),
                shape: puzzle.shape(),
            });
        }
        Ok(match self {
            Solver::Golf(digits) => golf(puzzle, digits, limits, observer),
            Solver::GolfMaintainer => golf_maintainer(puzzle, limits, observer),
            Solver::Backtracking => backtracking(puzzle, limits, observer),
            Solver::Propagation => propagation(puzzle, limits, observer),
            Solver::HiddenSingles => hidden_singles(puzzle, limits, observer),
            Solver::Fast => fast(puzzle, limits, observer),
            Solver::Dlx => dlx(puzzle, limits, observer),
            Solver::Sat(encoding) => sat(puzzle, *encoding, limits, observer),
        })
    }
}
