//! What a solver does, step by step, as data: the solver detects, the caller decides how to
//! report (a line of `solve -v`, a trace, a recording, nothing at all).
//!
//! A solver takes an [`Observer`] as a generic parameter. [`NoObserver`] does nothing and says
//! so through [`Observer::ENABLED`], so the compiler removes every report from the search: the
//! hook costs nothing when it is not used.

use crate::grid::{Candidates, Cell, Digit, House};

/// Why a digit was placed in a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reason {
    /// The cell had one candidate left: every other digit is in its row, column or box.
    NakedSingle,
    /// The digit had one place left in this house.
    HiddenSingle(House),
    /// No rule applies: the search tries candidate `k` (1-based) of the `of` the cell has left.
    Guess {
        k: usize,
        of: usize,
        candidates: Candidates,
    },
    /// A brute-force search places the digit because no peer holds it yet, to see what follows.
    Try,
    /// No rule applies: the search tries place `k` (1-based) of the `of` places the digit has
    /// left in `house` (exact cover branches on a digit's places when they are fewer than any
    /// cell's candidates).
    GuessPlace { k: usize, of: usize, house: House },
    /// A SAT solver's satisfying assignment puts the digit there; how it found the assignment
    /// (decisions, propagations, conflicts) is in its counts, not in steps.
    Model,
}

impl Reason {
    /// True for a placement made without proof, which a later undo may take back: a guess (of a
    /// digit for a cell or of a place for a digit) or a brute-force try.
    pub fn is_guess(self) -> bool {
        matches!(
            self,
            Reason::Guess { .. } | Reason::GuessPlace { .. } | Reason::Try
        )
    }
}

/// Why a candidate was removed from a cell. Techniques beyond singles (locked candidates,
/// pairs) add their own causes here.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cause {
    /// A peer of the cell holds the digit (seed 000's `DoGaps`).
    Peer(Cell),
}

/// Why the search cannot go on from here.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Contradiction {
    /// Every digit is excluded from this empty cell.
    NoCandidate(Cell),
    /// This digit has no place left in this house.
    NoPlace(Digit, House),
    /// Two cells of this house were forced to hold the same digit.
    Duplicate(Digit, House),
}

/// A pattern of candidates that lets a person-style technique remove candidates elsewhere
/// (the techniques of `src/logic/`, past the singles).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pattern {
    /// Locked candidates, pointing: inside `in_box`, `digit` fits only cells of `line`, so
    /// whichever of them holds it, the rest of `line` cannot.
    Pointing {
        digit: Digit,
        in_box: House,
        line: House,
    },
    /// Locked candidates, claiming: inside `line`, `digit` fits only cells of `in_box`, so the
    /// rest of that box cannot hold it.
    Claiming {
        digit: Digit,
        line: House,
        in_box: House,
    },
    /// Naked pair: two cells of `house` with the same two candidates hold those two digits
    /// between them, so no other cell of `house` can.
    NakedPair {
        cells: [Cell; 2],
        digits: Candidates,
        house: House,
    },
    /// Hidden pair: two digits that fit only these two cells of `house` fill them, so the cells
    /// can hold nothing else.
    HiddenPair {
        cells: [Cell; 2],
        digits: Candidates,
        house: House,
    },
}

/// One thing a solver did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    /// A digit placed in a cell, and why.
    Place {
        cell: Cell,
        digit: Digit,
        reason: Reason,
    },
    /// A candidate removed from a cell, and why.
    Eliminate {
        cell: Cell,
        digit: Digit,
        cause: Cause,
    },
    /// A candidate removed from a cell by a technique's pattern (locked candidates, pairs).
    Exclude {
        cell: Cell,
        digit: Digit,
        pattern: Pattern,
    },
    /// The search ran into a dead end.
    Contradiction(Contradiction),
    /// A guess or a try taken back, with everything that followed from it.
    Undo { cell: Cell, digit: Digit },
    /// The grid is complete: a solution.
    Solved,
}

/// Receives the steps of a solve as they happen.
pub trait Observer {
    /// False only for observers that ignore every step; solvers skip the work of describing a
    /// step (finding which house forced it, say) when it is false.
    const ENABLED: bool = true;

    fn step(&mut self, step: &Step);
}

/// The observer of a plain solve: it ignores everything, at no cost.
#[derive(Clone, Copy, Default, Debug)]
pub struct NoObserver;

impl Observer for NoObserver {
    const ENABLED: bool = false;

    #[inline(always)]
    fn step(&mut self, _: &Step) {}
}

/// Any closure taking a step is an observer.
impl<F: FnMut(&Step)> Observer for F {
    fn step(&mut self, step: &Step) {
        self(step)
    }
}

/// Collects every step, for tests and recordings.
#[derive(Clone, Default, Debug)]
pub struct Recorder {
    pub steps: Vec<Step>,
}

impl Observer for Recorder {
    fn step(&mut self, step: &Step) {
        self.steps.push(*step);
    }
}
