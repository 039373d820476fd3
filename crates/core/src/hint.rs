//! The next logical step from a grid, for a learner who wants help without the answer: as a
//! nudge (where to look), as the technique, or as the full step.
//!
//! The step is the first placement the hidden-singles solver (seed 002) makes from the grid:
//! a naked single if any cell has one candidate, else a hidden single. When neither applies,
//! the person-style ladder (`grade`'s) takes over: the hint names its first technique and,
//! at level 3, its deductions up to the next digit placed. When the ladder is stuck too, the
//! solver would guess, and the hint says so.

use crate::grid::{Candidates, Cell, Grid, House};
use crate::logic::deduction::{cell_list, house_list};
use crate::logic::{self, Board, Deduction};
use crate::narrate::{contradiction, describe};
use crate::solvers::{Deadline, Limits, Stop, hidden_singles};
use crate::steps::{Contradiction, Reason, Recorder, Role, Step};
use crate::uniqueness::{count_marked_within, count_solutions_within};

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
// One hint is made per request, never kept in bulk: its size does not matter, and a boxed
// deduction would only add a dereference to every reader.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Hint {
    /// A single can be placed: the step, a [`Step::Place`] whose reason is a naked or a hidden
    /// single.
    Single(Step),
    /// No single is left, but the ladder's techniques make progress: `path` holds its
    /// deductions up to `then`, the first that places a digit (the first of all is the
    /// technique to look for).
    Technique {
        path: Vec<Deduction>,
        then: Deduction,
    },
    /// No single is left: the search would guess in this cell.
    Guess { cell: Cell, candidates: Candidates },
    /// No single is left, and the ladder reached a bound of its search (`stop`: nodes or
    /// time) before it found a step, after trying `tried` techniques on the grid.
    GaveUp { stop: Stop, tried: u64 },
    /// The grid cannot be completed: a digit placed so far is wrong.
    Stuck(Contradiction),
    /// Every cell is filled.
    Complete,
}

/// The next step from `grid` (the puzzle with whatever the learner has filled in), with no
/// bound on the work: see [`next_step_within`].
pub fn next_step(grid: &Grid) -> Hint {
    next_step_within(grid, &Limits::default())
}

/// The next step from `grid`, the ladder's search for it (when no single is left) bounded by
/// the nodes and the time of `limits`: on a 25x25 grid with no single, the ladder can try its
/// techniques for a minute before it finds nothing.
pub fn next_step_within(grid: &Grid, limits: &Limits) -> Hint {
    if let Some(settled) = settled(grid) {
        return settled;
    }
    // One node is enough: the first node makes every logical placement before it guesses.
    let one_node = Limits {
        max_nodes: Some(1),
        ..Limits::default()
    };
    let mut recorder = Recorder::default();
    hidden_singles(grid, &one_node, &mut recorder);
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
                return ladder_hint(grid, limits).unwrap_or(Hint::Guess { cell, candidates });
            }
            Step::Contradiction(c) => return Hint::Stuck(c),
            _ => {}
        }
    }
    Hint::Complete
}

/// The hint of a grid that needs no search for one: stuck on two equal digits in a house, or
/// complete.
fn settled(grid: &Grid) -> Option<Hint> {
    if let Some(conflict) = grid.first_conflict() {
        return Some(Hint::Stuck(Contradiction::Duplicate(
            conflict.digit,
            conflict.house,
        )));
    }
    grid.is_complete().then_some(Hint::Complete)
}

/// How many search nodes the uniqueness check of a hint may take: a 9x9 grid needs far fewer;
/// a big grid that needs more is hinted without the uniqueness techniques.
const UNIQUENESS_NODES: u64 = 100_000;

/// The ladder's way past a grid with no single: its deductions up to the first that places a
/// digit. The uniqueness techniques join in when the grid is known to have one solution. The
/// count and the ladder share the time of `limits`; each takes its nodes.
fn ladder_hint(grid: &Grid, limits: &Limits) -> Option<Hint> {
    ladder_hint_on(Board::new(grid), limits, |count| {
        count_solutions_within(grid, count).is_unique()
    })
}

/// [`ladder_hint`] from `board`, `unique` telling within the bounds it is given whether the
/// board's grid has exactly one solution.
fn ladder_hint_on(
    mut board: Board,
    limits: &Limits,
    unique: impl FnOnce(&Limits) -> bool,
) -> Option<Hint> {
    let deadline = Deadline::after(limits.timeout);
    let count = Limits {
        max_solutions: 2,
        max_nodes: Some(
            limits
                .max_nodes
                .map_or(UNIQUENESS_NODES, |n| n.min(UNIQUENESS_NODES)),
        ),
        ..*limits
    };
    if unique(&count) {
        board = board.assuming_unique();
    }
    let ladder = Limits {
        timeout: deadline.left(),
        ..*limits
    };
    let bounded = logic::path_to_placement(board, &ladder);
    if let Some(stop) = bounded.stopped {
        return Some(Hint::GaveUp {
            stop,
            tried: bounded.tried,
        });
    }
    let (path, then) = bounded.value;
    Some(Hint::Technique { path, then: then? })
}

/// The next step from a position mid-solve: the digits of `grid`, and in each empty cell the
/// candidates `marks` keeps (one set per cell, by index), as a learner's pencil marks stand.
/// Every step is the ladder's on those marks, a single among them; where the ladder finds
/// none, the guess a search would make in the cell with the fewest candidates. Marks that
/// cross out nothing more than the digits do give the grid's own hint ([`next_step_within`]).
pub fn next_step_marked_within(grid: &Grid, marks: &[Candidates], limits: &Limits) -> Hint {
    if let Some(settled) = settled(grid) {
        return settled;
    }
    // Marks that cross out nothing the digits do not are the grid itself: its hint, singles
    // first, as from the digits alone.
    if crate::uniqueness::crosses_out_nothing(grid, marks) {
        return next_step_within(grid, limits);
    }
    let board = Board::new(grid).restricted(marks);
    let fewest = grid
        .shape()
        .all_cells()
        .filter(|&c| board.get(c).is_none())
        .min_by_key(|&c| board.candidates(c).len())
        .map(|cell| Hint::Guess {
            cell,
            candidates: board.candidates(cell),
        });
    ladder_hint_on(board, limits, |count| {
        count_marked_within(grid, marks, count).is_unique()
    })
    .or(fewest)
    .unwrap_or(Hint::Complete)
}

/// `1 technique`, `16 techniques`.
fn techniques(n: u64) -> String {
    let s = if n == 1 { "" } else { "s" };
    format!("{} technique{s}", crate::render::thousands(n))
}

/// `a`, `an` or nothing, before a technique's name.
fn article(name: &str) -> &'static str {
    if name.ends_with('s') {
        ""
    } else if name.starts_with(['a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U', 'X']) {
        "an "
    } else {
        "a "
    }
}

/// Where a deduction's pattern is: `the 7s in rows 2 and 8`, `row 3`, or its cells.
pub fn place_of(d: &Deduction) -> String {
    let base: Vec<House> = d.houses(Role::Base).collect();
    let houses = if base.is_empty() {
        d.pattern.houses.iter().map(|&(h, _)| h).take(1).collect()
    } else {
        base
    };
    match (d.pattern.digits.as_single(), houses.is_empty()) {
        (Some(digit), false) => format!("the {digit}s in {}", house_list(&houses)),
        (None, false) => house_list(&houses),
        _ => cell_list(d.pattern.cells.iter().map(|&(c, _)| c)),
    }
}

impl Hint {
    /// The hint in words, giving away as much as `level` says.
    pub fn text(&self, level: Level, grid: &Grid) -> String {
        match self {
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
                (_, Level::Step) => describe(step, grid.shape()),
            },
            Hint::Single(step) => describe(step, grid.shape()),
            Hint::Technique { path, then } => {
                let first = path.first().unwrap_or(then);
                let about = first.technique.about();
                // A grid of digits carries no eliminations: asked again after the first step,
                // the hint would name that step again. So the first two levels also say how many
                // steps lead to the next digit, and the second names their techniques.
                let steps = path.len() + 1;
                let ahead = if steps == 1 {
                    "It places a digit".to_string()
                } else {
                    format!("It is the first of {steps} steps before a digit can be placed")
                };
                match level {
                    Level::Nudge => {
                        format!("No single is left. Look at {}. {ahead}.", place_of(first))
                    }
                    Level::Technique => {
                        let mut names: Vec<&str> = Vec::new();
                        for d in path.iter().chain(std::iter::once(then)) {
                            if names.last() != Some(&d.technique.name()) {
                                names.push(d.technique.name());
                            }
                        }
                        let sequence = if steps == 1 {
                            String::new()
                        } else {
                            format!(" ({}; level 3 shows each)", names.join(", then "))
                        };
                        format!(
                            "No single is left: look for {}{} ({}) in {}. {ahead}{sequence}.",
                            article(about.name),
                            about.name,
                            about.look_for,
                            place_of(first),
                        )
                    }
                    Level::Step => {
                        let steps: Vec<String> = path.iter().map(|d| d.to_string()).collect();
                        if steps.is_empty() {
                            then.to_string()
                        } else {
                            format!("{}; then {then}", steps.join("; "))
                        }
                    }
                }
            }
            Hint::Guess { cell, candidates } => {
                let base = "No naked or hidden single is left, and no technique of the ladder leads to one: a guess is needed";
                if level == Level::Step {
                    format!(
                        "{base}. The solver would guess at {cell}, which has the fewest candidates: {candidates}."
                    )
                } else {
                    format!("{base}.")
                }
            }
            Hint::GaveUp { stop, tried } => format!(
                "No naked or hidden single is left, and the ladder found no step before its {} \
                 ({} tried): the next step may need a technique that takes longer to find, or a \
                 guess.",
                if *stop == Stop::Timeout {
                    "time limit"
                } else {
                    "node limit"
                },
                techniques(*tried)
            ),
            Hint::Stuck(c) => format!(
                "This grid cannot be completed: {}. A digit filled in so far is wrong.",
                contradiction(*c)
            ),
            Hint::Complete => "The grid is complete: nothing is left to do.".to_string(),
        }
    }
}
