//! The person-style ladder of [`logic`] as a whole solve, so that `solve --solver ladder`
//! tells, records and rates each step the way a person reads it. Each step is the easiest
//! technique that makes progress; where the ladder stalls, a search bounded by the caller's
//! [`Limits`] (seed 002's hidden singles, then guesses) finishes the grid from where it stopped.

use crate::grid::Grid;
use crate::logic::{self, Outcome, Technique};
use crate::solvers::{Limits, Report, Stats, Stop, hidden_singles};
use crate::steps::Observer;
use crate::uniqueness::count_solutions_within;

/// A solve by the ladder: the report, as any solver's, and what the ladder did before any
/// search (its deductions, hence its rating).
#[derive(Clone, Debug)]
pub struct LadderSolve {
    pub report: Report,
    /// The ladder's own part. When it stalled ([`LadderSolve::stalled`]), the report's search
    /// went on from its grid.
    pub ladder: Outcome,
}

impl LadderSolve {
    /// True when the ladder found no step it knows before the grid was full, so a search
    /// finished it.
    pub fn stalled(&self) -> bool {
        !self.ladder.solved && !self.ladder.contradiction
    }
}

/// Solves `puzzle` with the ladder, telling `observer` each step, then, if it stalls, with a
/// search bounded by `limits`; `stalled` is called with the observer and the ladder's outcome
/// when it stalls, before the search's first step (a narrator says so there).
///
/// The uniqueness techniques join in when the puzzle is known to have one solution (counted
/// within `limits`), as for `grade` and `explain --solver ladder`.
pub fn solve<O: Observer>(
    puzzle: &Grid,
    limits: &Limits,
    observer: &mut O,
    stalled: impl FnOnce(&mut O, &Outcome),
) -> LadderSolve {
    let mut board = logic::Board::new(puzzle);
    let proof = Limits {
        max_solutions: 2,
        ..*limits
    };
    if count_solutions_within(puzzle, &proof).is_unique() {
        board = board.assuming_unique();
    }
    // The ladder stops at the caller's time limit and interrupt (its nested forcing chains can
    // take minutes); the node limit is the search's, as it always was.
    let ladder_limits = Limits {
        max_nodes: None,
        ..*limits
    };
    let ladder = logic::solve_board_within(board, &ladder_limits, observer).value;
    let stats = stats(&ladder);
    let report = if ladder.solved || ladder.contradiction {
        Report {
            solutions: if ladder.solved {
                vec![ladder.grid.clone()].into()
            } else {
                Default::default()
            },
            found: u64::from(ladder.solved),
            stats,
            // Every step is a proof: the solution is the only one, a contradiction is final.
            stop: Stop::Exhausted,
            elapsed: std::time::Duration::ZERO,
            at_first: None,
        }
    } else {
        stalled(observer, &ladder);
        let mut report = hidden_singles(&ladder.grid, limits, observer);
        report.stats += stats;
        if let Some(first) = report.at_first.as_mut() {
            *first += stats;
        }
        report
    };
    LadderSolve { report, ladder }
}

/// The ladder's steps counted as a search counts its own: placements as singles (a technique
/// that places, as a hidden single), removals as eliminations; no node, no guess.
fn stats(outcome: &Outcome) -> Stats {
    let mut stats = Stats::default();
    for d in &outcome.deductions {
        stats.eliminations += d.removals().len() as u64;
        match d.technique {
            Technique::NakedSingle => stats.naked_singles += 1,
            _ if d.placement().is_some() => stats.hidden_singles += 1,
            _ => {}
        }
    }
    stats
}
