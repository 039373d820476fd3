//! The meaning of a recording, as code: the grid after any number of its steps. The book's
//! player follows the same rules in JavaScript, and the tests hold both to them.
//!
//! A `place` fills a cell. A `place` whose reason is a guess or a try also remembers the grid
//! as it was just before it, on a stack; an `undo` of that cell and digit pops the stack down
//! to that entry and puts that grid back, so everything that followed the guess is gone too.
//! An `eliminate` of the very digit a cell holds empties the cell: in a solver that keeps
//! candidates, a placed cell is a cell with one candidate, and crossing it out leaves none.

use std::fmt;

use super::{Event, RecordedReason, Recording};
use crate::grid::{Digit, Grid};
use crate::parse::parse_puzzle;

/// Why a recording cannot be replayed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ReplayError {
    /// The `puzzle` field is not a puzzle.
    Puzzle(String),
    /// Step `step` (1-based) names a cell or digit outside the grid.
    OutOfRange { step: usize },
    /// Step `step` undoes a placement that no earlier guess or try made.
    UnmatchedUndo { step: usize },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Puzzle(e) => write!(f, "the recording's puzzle does not parse: {e}"),
            ReplayError::OutOfRange { step } => {
                write!(f, "step {step} names a cell or digit outside the grid")
            }
            ReplayError::UnmatchedUndo { step } => {
                write!(f, "step {step} undoes a placement no guess or try made")
            }
        }
    }
}

impl std::error::Error for ReplayError {}

impl Recording {
    /// The grid after the first `n` steps (all of them if `n` is larger): the puzzle for 0.
    pub fn grid_after(&self, n: usize) -> Result<Grid, ReplayError> {
        let mut grid =
            parse_puzzle(&self.puzzle).map_err(|e| ReplayError::Puzzle(e.to_string()))?;
        let shape = grid.shape();
        let mut stack: Vec<(usize, u8, Grid)> = Vec::new();
        for (i, step) in self.steps.iter().take(n).enumerate() {
            let in_range = |cell: usize, digit: u8| {
                let digit = Digit::new(digit).filter(|d| (d.get() as usize) <= shape.side());
                (cell < shape.cells())
                    .then_some(())
                    .and(digit)
                    .map(|d| (shape.cell(cell), d))
                    .ok_or(ReplayError::OutOfRange { step: i + 1 })
            };
            match &step.event {
                Event::Place {
                    cell,
                    digit,
                    reason,
                } => {
                    let (c, d) = in_range(*cell, *digit)?;
                    if matches!(
                        reason,
                        RecordedReason::Guess { .. }
                            | RecordedReason::GuessPlace { .. }
                            | RecordedReason::Try
                    ) {
                        stack.push((*cell, *digit, grid.clone()));
                    }
                    grid.set(c, Some(d));
                }
                Event::Undo { cell, digit } => {
                    in_range(*cell, *digit)?;
                    let at = stack
                        .iter()
                        .rposition(|(c, d, _)| c == cell && d == digit)
                        .ok_or(ReplayError::UnmatchedUndo { step: i + 1 })?;
                    stack.truncate(at + 1);
                    grid = stack.pop().expect("the matching entry").2;
                }
                Event::Eliminate { cell, digit, .. } => {
                    let (c, d) = in_range(*cell, *digit)?;
                    // Crossing out the digit of a placed cell leaves it with nothing.
                    if grid.get(c) == Some(d) {
                        grid.set(c, None);
                    }
                }
                Event::Contradiction { .. } | Event::Solved => {}
            }
        }
        Ok(grid)
    }
}
