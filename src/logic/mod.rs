//! Solving the way a person does: pencil marks (the candidates of each cell) and a ladder of
//! techniques, always the easiest one that makes progress first.
//!
//! The ladder, easiest first: [naked single](naked_single), [hidden single](hidden_single),
//! [locked candidates](locked_candidates) (pointing and claiming), [naked pair](naked_pair),
//! [hidden pair](hidden_pair). Each technique lives in its own file and only *finds* a
//! [`Deduction`]; the [`Board`] applies it. When no rung applies and the grid is not full, the
//! puzzle "needs search": a person would have to guess, or know a technique past this ladder.
//! The hardest rung a puzzle needed is its [`Grade`].

mod board;
mod deduction;
pub mod hidden_pair;
pub mod hidden_single;
pub mod locked_candidates;
pub mod naked_pair;
pub mod naked_single;

pub use board::Board;
pub use deduction::{Action, Deduction};

use std::fmt;

use crate::grid::Grid;
use crate::steps::Observer;

/// A technique of the ladder, in ladder order: a later one is harder to see.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Technique {
    NakedSingle,
    HiddenSingle,
    LockedCandidates,
    NakedPair,
    HiddenPair,
}

impl Technique {
    /// The ladder, easiest first.
    pub const LADDER: [Technique; 5] = [
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::HiddenPair,
    ];

    /// `naked single`.
    pub fn name(self) -> &'static str {
        Grade::from(self).name()
    }

    /// `naked-single`, as the command line and JSON write it.
    pub fn slug(self) -> &'static str {
        Grade::from(self).slug()
    }

    /// Looks for this technique on `board`: the first deduction it finds, houses in the order
    /// rows, columns, boxes.
    pub fn find(self, board: &Board) -> Option<Deduction> {
        match self {
            Technique::NakedSingle => naked_single::find(board),
            Technique::HiddenSingle => hidden_single::find(board),
            Technique::LockedCandidates => locked_candidates::find(board),
            Technique::NakedPair => naked_pair::find(board),
            Technique::HiddenPair => hidden_pair::find(board),
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How hard a puzzle is: the hardest rung of the ladder it needs, or "needs search" when the
/// ladder runs out before the grid is full.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Grade {
    NakedSingle,
    HiddenSingle,
    LockedCandidates,
    NakedPair,
    HiddenPair,
    NeedsSearch,
}

impl Grade {
    /// Every grade, easiest first.
    pub const ALL: [Grade; 6] = [
        Grade::NakedSingle,
        Grade::HiddenSingle,
        Grade::LockedCandidates,
        Grade::NakedPair,
        Grade::HiddenPair,
        Grade::NeedsSearch,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Grade::NakedSingle => "naked single",
            Grade::HiddenSingle => "hidden single",
            Grade::LockedCandidates => "locked candidates",
            Grade::NakedPair => "naked pair",
            Grade::HiddenPair => "hidden pair",
            Grade::NeedsSearch => "needs search",
        }
    }

    pub fn slug(self) -> &'static str {
        match self {
            Grade::NakedSingle => "naked-single",
            Grade::HiddenSingle => "hidden-single",
            Grade::LockedCandidates => "locked-candidates",
            Grade::NakedPair => "naked-pair",
            Grade::HiddenPair => "hidden-pair",
            Grade::NeedsSearch => "needs-search",
        }
    }

    /// The grade written as [`slug`](Grade::slug) writes it.
    pub fn from_slug(slug: &str) -> Option<Grade> {
        Grade::ALL.into_iter().find(|g| g.slug() == slug)
    }
}

impl From<Technique> for Grade {
    fn from(t: Technique) -> Grade {
        Grade::ALL[t as usize]
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The next deduction on `board`: the easiest technique that makes progress.
// ANCHOR: next
pub fn next_deduction(board: &Board) -> Option<Deduction> {
    Technique::LADDER.into_iter().find_map(|t| t.find(board))
}
// ANCHOR_END: next

/// What the ladder did with a puzzle.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The grid as far as the ladder filled it.
    pub grid: Grid,
    /// Every deduction, in the order made.
    pub deductions: Vec<Deduction>,
    /// True when the grid is full.
    pub solved: bool,
    /// True when the pencil marks broke a rule (an empty cell with no candidate, a digit with
    /// no place in a house): the puzzle has no solution.
    pub contradiction: bool,
}

impl Outcome {
    /// How many deductions each technique made, in ladder order.
    pub fn counts(&self) -> [usize; 5] {
        let mut counts = [0; 5];
        for d in &self.deductions {
            counts[d.technique as usize] += 1;
        }
        counts
    }

    /// The hardest technique used, or "needs search" when the ladder did not finish the grid.
    /// A puzzle given complete is graded the easiest.
    pub fn grade(&self) -> Grade {
        if !self.solved {
            return Grade::NeedsSearch;
        }
        self.deductions
            .iter()
            .map(|d| Grade::from(d.technique))
            .max()
            .unwrap_or(Grade::NakedSingle)
    }
}

/// Solves `puzzle` with the ladder alone, easiest technique first, telling `observer` each
/// placement and elimination; stops when the grid is full, when no technique applies, or on a
/// contradiction. It never guesses.
// ANCHOR: ladder
pub fn solve<O: Observer>(puzzle: &Grid, observer: &mut O) -> Outcome {
    let mut board = Board::new(puzzle);
    let mut deductions = Vec::new();
    let mut contradiction = board.is_broken();
    while !contradiction && !board.is_full() {
        let Some(deduction) = next_deduction(&board) else {
            break;
        };
        board.apply(&deduction, observer);
        deductions.push(deduction);
        contradiction = board.is_broken();
    }
    Outcome {
        solved: !contradiction && board.is_full(),
        grid: board.grid(),
        deductions,
        contradiction,
    }
}
// ANCHOR_END: ladder

/// From `grid`, the ladder's deductions up to its first placement: the eliminations made on the
/// way (locked candidates, pairs), and the placement, if the ladder reaches one. A hint uses it
/// when no single is left: the learner's grid holds digits, not pencil marks, so the
/// eliminations that lead to the next digit are told together with it.
pub fn path_to_placement(grid: &Grid) -> (Vec<Deduction>, Option<Deduction>) {
    let mut board = Board::new(grid);
    let mut eliminations = Vec::new();
    while !board.is_broken() && !board.is_full() {
        let Some(deduction) = next_deduction(&board) else {
            break;
        };
        if matches!(deduction.action, Action::Place { .. }) {
            return (eliminations, Some(deduction));
        }
        board.apply(&deduction, &mut crate::steps::NoObserver);
        eliminations.push(deduction);
    }
    (eliminations, None)
}

/// The grade of `puzzle` (which should have exactly one solution: see
/// [`crate::uniqueness::count_solutions`]), with the deductions behind it.
pub fn grade(puzzle: &Grid) -> Outcome {
    solve(puzzle, &mut crate::steps::NoObserver)
}
