//! The next logical step from a grid, for a learner who wants help without the answer: as a
//! nudge (where to look), as the technique, or as the full step.
//!
//! The step is the first placement the hidden-singles solver (seed 002) makes from the grid:
//! a naked single if any cell has one candidate, else a hidden single; when neither applies,
//! the solver would guess, and the hint says so.

use crate::grid::{Candidates, Cell, Grid};
use crate::narrate::{contradiction, describe};
use crate::solvers::{Limits, hidden_singles};
use crate::steps::{Contradiction, Reason, Recorder, Step};

/// How much a hint gives away.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Level {
    /// Where to look: a cell or a house.
    Nudge = 1,
    /// Which technique applies, and where.
    Technique = 2,
    /// The whole step: the cell, the digit and why.
    Step = 3,
}

impl Level {
    /// The level with this number (1, 2 or 3).
    pub fn from_number(n: u8) -> Option<Level> {
        match n {
            1 => Some(Level::Nudge),
            2 => Some(Level::Technique),
            3 => Some(Level::Step),
            _ => None,
        }
    }
}

/// What the next step from a grid is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Hint {
    /// A single can be placed: the step, a [`Step::Place`] whose reason is a naked or a hidden
    /// single.
    Single(Step),
    /// No single is left: the search would guess in this cell.
    Guess { cell: Cell, candidates: Candidates },
    /// The grid cannot be completed: a digit placed so far is wrong.
    Stuck(Contradiction),
    /// Every cell is filled.
    Complete,
}

/// The next step from `grid` (the puzzle with whatever the learner has filled in).
pub fn next_step(grid: &Grid) -> Hint {
    if let Some(conflict) = grid.first_conflict() {
        return Hint::Stuck(Contradiction::Duplicate(conflict.digit, conflict.house));
    }
    if grid.is_complete() {
        return Hint::Complete;
    }
    // One node is enough: the first node makes every logical placement before it guesses.
    let limits = Limits {
        max_nodes: Some(1),
        ..Limits::default()
    };
    let mut recorder = Recorder::default();
    hidden_singles(grid, &limits, &mut recorder);
    for step in recorder.steps {
        match step {
            Step::Place {
                reason: Reason::NakedSingle | Reason::HiddenSingle(_),
                ..
            } => return Hint::Single(step),
            Step::Place {
                cell,
                reason: Reason::Guess { candidates, .. },
                ..
            } => return Hint::Guess { cell, candidates },
            Step::Contradiction(c) => return Hint::Stuck(c),
            _ => {}
        }
    }
    Hint::Complete
}

impl Hint {
    /// The hint in words, giving away as much as `level` says.
    pub fn text(&self, level: Level, grid: &Grid) -> String {
        match *self {
            Hint::Single(
                step @ Step::Place {
                    cell,
                    digit: _,
                    reason,
                },
            ) => match (reason, level) {
                (Reason::HiddenSingle(house), Level::Nudge) => format!("Look at {house}."),
                (Reason::HiddenSingle(house), Level::Technique) => format!(
                    "Look for a hidden single in {house}: a digit with only one place left there."
                ),
                (_, Level::Nudge) => format!("Look at {cell}."),
                (_, Level::Technique) => format!(
                    "Look for a naked single at {cell}: a cell with only one digit left that fits."
                ),
                (_, Level::Step) => describe(&step, grid.shape()),
            },
            Hint::Single(step) => describe(&step, grid.shape()),
            Hint::Guess { cell, candidates } => {
                let base = "No naked or hidden single is left: a guess is needed (or a technique beyond singles)";
                if level == Level::Step {
                    format!(
                        "{base}. The solver would guess at {cell}, which has the fewest candidates: {candidates}."
                    )
                } else {
                    format!("{base}.")
                }
            }
            Hint::Stuck(c) => format!(
                "This grid cannot be completed: {}. A digit filled in so far is wrong.",
                contradiction(c)
            ),
            Hint::Complete => "The grid is complete: nothing is left to do.".to_string(),
        }
    }
}
