//! What a solver does, step by step, as data: the solver detects, the caller decides how to
//! report (a line of `solve -v`, a trace, a recording, nothing at all).
//!
//! A solver takes an [`Observer`] as a generic parameter. [`NoObserver`] does nothing and says
//! so through [`Observer::ENABLED`], so the compiler removes every report from the search: the
//! hook costs nothing when it is not used.

use std::sync::Arc;

use crate::grid::{Candidates, Cell, Digit, Grid, House};

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

/// Why a candidate was removed from a cell by a search (a technique's removals are
/// [`Step::Exclude`]).
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

/// The part a house or a cell plays in a technique's pattern, so that a drawing can colour it
/// without knowing the technique. JSON and recordings write it in snake case: `"pincer"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// A house the reasoning starts from (the house of a subset or a single, a fish's base
    /// lines, the box of pointing), or a cell the pattern is made of (a pair's cells, a fish's
    /// corners, a rectangle's corners).
    Base,
    /// A house whose other cells lose candidates (a fish's cover lines, the line of pointing).
    Cover,
    /// The pivot of a wing (the cell that sees both pincers), or the cell where an empty
    /// rectangle's row and column cross.
    Pivot,
    /// A pincer of a wing (XY-Wing, XYZ-Wing, W-Wing): one of them holds the digit removed.
    Pincer,
    /// A fin of a finned fish: a candidate outside the fish's corners.
    Fin,
    /// A cell whose extra candidates keep a deadly pattern from forming (a unique rectangle's
    /// roof, a BUG cell).
    Extra,
    /// A cell of a subset that completes another pattern (a unique rectangle of type 3).
    Subset,
    /// A cell whose candidates the reasoning uses without being part of the pattern (the cells
    /// that rule pairs out in Aligned Pair Exclusion).
    Support,
    /// The house where a digit is left with one place once the removals are made (Sudoku
    /// Explainer's "direct" techniques place it in the same step).
    Target,
}

/// Strong: at least one of the two candidates is true. Weak: at most one is. JSON and
/// recordings write `"strong"` or `"weak"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LinkKind {
    Strong,
    Weak,
}

/// A link between two candidates (a cell and a digit each).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Link {
    pub from: (Cell, Digit),
    pub to: (Cell, Digit),
    pub kind: LinkKind,
}

/// What a person-style technique saw and what it concludes, as plain data: houses and cells
/// with their part, the candidates the reasoning rests on, the links between them, and the
/// candidates removed or the digit placed. A drawing needs nothing else.
#[derive(Clone, PartialEq, Eq, Default, Debug)]
pub struct Pattern {
    /// The digits the pattern is about.
    pub digits: Candidates,
    /// The houses of the pattern, with their part.
    pub houses: Vec<(House, Role)>,
    /// The cells of the pattern, with their part.
    pub cells: Vec<(Cell, Role)>,
    /// The candidates the reasoning rests on (a drawing highlights them).
    pub candidates: Vec<(Cell, Digit)>,
    /// Links between candidates, for the techniques that reason along them.
    pub links: Vec<Link>,
    /// The group nodes of a chain: a digit and its cells, where a link that starts or ends at
    /// the first of those cells (and that digit) stands for the whole group.
    pub groups: Vec<(Digit, Vec<Cell>)>,
    /// The candidates the technique removes.
    pub removals: Vec<(Cell, Digit)>,
    /// The digit the technique places, for the singles and SE's "direct" techniques.
    pub placement: Option<(Cell, Digit)>,
}

/// A person-style technique's step as a solver reports it: the technique, the sentence that
/// tells it, and its pattern. Shared by the steps of one deduction.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Reasoning {
    /// The technique as the command line writes it: `x-wing`.
    pub technique: &'static str,
    /// The technique as a sentence names it: `X-Wing`.
    pub name: &'static str,
    /// The step in words, as `grade --steps`, `explain`, `hint` and the player say it (without
    /// the list of removals: each step names its own).
    pub text: String,
    /// How many bytes at the head of `text` name the technique and its form (`locked
    /// candidates (pointing)`); the rest says why. A terminal sets the name apart by it.
    pub named: usize,
    pub pattern: Pattern,
}

/// One thing a solver did.
#[derive(Clone, PartialEq, Eq, Debug)]
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
    /// A candidate removed from a cell by a person-style technique (`src/logic/`).
    Exclude {
        cell: Cell,
        digit: Digit,
        reasoning: Arc<Reasoning>,
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

    /// True for an observer that takes each solution as the search finds it
    /// ([`solution`](Observer::solution)), to write it out or count it: the search's report
    /// then keeps only the first one (its verdict reads it), so that listing or counting a
    /// hundred thousand solutions holds none of them in memory. Independent of
    /// [`ENABLED`](Observer::ENABLED): an observer may take the solutions and ignore the steps,
    /// at no cost to the search.
    const TAKES_SOLUTIONS: bool = false;

    fn step(&mut self, step: &Step);

    /// A solution as the search finds it (in the order found: a brute force with repeated
    /// digits finds some more than once), when [`TAKES_SOLUTIONS`](Observer::TAKES_SOLUTIONS)
    /// is true. False to stop the search there, as at its solution limit.
    fn solution(&mut self, _solution: &Grid) -> bool {
        true
    }
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
        self.steps.push(step.clone());
    }
}
