//! The next logical step from a grid, for a learner who wants help without the answer: as a
//! nudge (where to look), as the technique, or as the full step.
//!
//! The step is the first placement the hidden-singles solver (seed 002) makes from the grid:
//! a naked single if any cell has one candidate, else a hidden single; when neither applies,
//! the solver would guess, and the hint says so.

use crate::grid::{Candidates, Cell, Grid, House};
use crate::logic::{self, Technique};
use crate::narrate::{contradiction, describe};
use crate::solvers::{Limits, hidden_singles};
use crate::steps::{Contradiction, Pattern, Reason, Recorder, Step};

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
    /// No single is left, but a technique of the ladder (locked candidates, a pair) removes
    /// candidates until one appears: `pattern` is the first such step, `then` the single it
    /// leads to.
    Technique {
        technique: Technique,
        pattern: Pattern,
        then: Step,
    },
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
            } => {
                return ladder_hint(grid).unwrap_or(Hint::Guess { cell, candidates });
            }
            Step::Contradiction(c) => return Hint::Stuck(c),
            _ => {}
        }
    }
    Hint::Complete
}

/// The ladder's way past a grid with no single: the first technique beyond singles, when
/// applying the ladder from it reaches a placement.
fn ladder_hint(grid: &Grid) -> Option<Hint> {
    let (eliminations, placement) = logic::path_to_placement(grid);
    let first = eliminations.first()?;
    let placement = placement?;
    let logic::Action::Place { cell, digit } = placement.action else {
        return None;
    };
    let reason = match placement.houses.first() {
        Some(&house) => Reason::HiddenSingle(house),
        None => Reason::NakedSingle,
    };
    Some(Hint::Technique {
        technique: first.technique,
        pattern: first.pattern?,
        then: Step::Place {
            cell,
            digit,
            reason,
        },
    })
}

/// Where a pattern is: the house to look at first.
fn pattern_house(pattern: Pattern) -> House {
    match pattern {
        Pattern::Pointing { in_box, .. } => in_box,
        Pattern::Claiming { line, .. } => line,
        Pattern::NakedPair { house, .. } | Pattern::HiddenPair { house, .. } => house,
    }
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
            Hint::Technique {
                technique,
                pattern,
                then,
            } => {
                let house = pattern_house(pattern);
                match level {
                    Level::Nudge => format!("No single is left. Look at {house}."),
                    Level::Technique => format!(
                        "No single is left: look for {} in {house}.",
                        match technique {
                            Technique::LockedCandidates =>
                                "locked candidates (a digit whose places in a house all lie in one other house)",
                            Technique::NakedPair =>
                                "a naked pair (two cells with the same two candidates)",
                            Technique::HiddenPair =>
                                "a hidden pair (two digits with the same two places)",
                            _ => "a single",
                        }
                    ),
                    Level::Step => {
                        let (eliminations, _) = logic::path_to_placement(grid);
                        let steps: Vec<String> =
                            eliminations.iter().map(|d| d.to_string()).collect();
                        format!(
                            "{}; then {}",
                            steps.join("; "),
                            describe(&then, grid.shape())
                        )
                    }
                }
            }
            Hint::Guess { cell, candidates } => {
                let base = "No naked or hidden single is left, and no technique of the ladder (locked candidates, naked or hidden pairs) leads to one: a guess is needed";
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
