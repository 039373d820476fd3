//! Solving the way a person does: pencil marks (the candidates of each cell) and a ladder of
//! techniques, always the easiest one that makes progress first.
//!
//! Every technique is one file here and one line of the [`ladder!`] below, in ladder order:
//! the file finds a [`Deduction`] (its pattern as plain data), rates it on the Sudoku Explainer
//! scale and words it; the line gives it its place. Names, counts, the command line's values,
//! the JSON and the recordings all come from the registry. The [`Board`] applies deductions.
//! When no technique applies and the grid is not full, the puzzle "needs search": a person
//! would have to guess, or know a technique past this ladder.
//!
//! The rating follows Sudoku Explainer (SE): at every step the first technique of the ladder
//! that makes progress is applied, and a puzzle's rating is its hardest step's. The ladder is
//! SE's order of rules, with the single-digit patterns where Sukaku Explainer (the SE fork that
//! rated the calibration puzzles) puts them, the finned X-Wing among them (Sukaku finds it as a
//! grouped two-link chain); the techniques neither has (grouped AIC, ALS-XZ) join the SE rule
//! that makes the same deduction, rated and tried as its hints are.
//!
//! Two raters read the ladder ([`Rater`]): Sudoku Explainer 1.2.1 (the default) and Sukaku
//! Explainer with its default settings. A registry entry's `raters` says whose ladder holds the
//! technique; the [`Board`] carries the rater, and the ladder skips the others' techniques.

/// The ladder: one line per technique, easiest first. Each line names the technique's variant
/// of [`Technique`] and its file, which defines `ABOUT`. `ladder!(m)` hands the lines to the
/// macro `m`: technique.rs makes the enum of them (a file that imports nothing of the ladder,
/// so that a deduction, the board and a chain can name a technique without a cycle), and
/// `registry!` below the technique files' modules and their registry entries.
macro_rules! ladder {
    ($then:ident) => {
        $then! {
            HiddenSingle => hidden_single,
            DirectLockedCandidates => direct_locked_candidates,
            DirectHiddenPair => direct_hidden_pair,
            NakedSingle => naked_single,
            DirectHiddenTriple => direct_hidden_triple,
            LockedCandidates => locked_candidates,
            NakedPair => naked_pair,
            XWing => x_wing,
            HiddenPair => hidden_pair,
            NakedTriple => naked_triple,
            Swordfish => swordfish,
            HiddenTriple => hidden_triple,
            Skyscraper => skyscraper,
            TwoStringKite => two_string_kite,
            TurbotFish => turbot_fish,
            FinnedXWing => finned_x_wing,
            EmptyRectangle => empty_rectangle,
            XyWing => xy_wing,
            XyzWing => xyz_wing,
            UniqueRectangle => unique_rectangle,
            NakedQuad => naked_quad,
            Jellyfish => jellyfish,
            HiddenQuad => hidden_quad,
            ThreeLinkXChain => three_link_chain,
            WxyzWing => wxyz_wing,
            Bug => bug,
            VwxyzWing => vwxyz_wing,
            AlignedPairExclusion => aligned_pair_exclusion,
            XChain => x_chain,
            XyChain => xy_chain,
            Aic => aic,
            FinnedSwordfish => finned_swordfish,
            WWing => w_wing,
            AlignedTripleExclusion => aligned_triple_exclusion,
            Nishio => nishio,
            GroupedAic => grouped_aic,
            CellForcingChain => cell_forcing_chain,
            UnitForcingChain => unit_forcing_chain,
            AlsXz => als_xz,
            DigitForcingChain => digit_forcing_chain,
            DynamicForcingChain => dynamic_forcing_chain,
            DynamicForcingChainPlus => dynamic_forcing_chain_plus,
            NestedForcingChain => nested_forcing_chain,
            NestedMultipleForcingChain => nested_multiple_forcing_chain,
            NestedDynamicForcingChain => nested_dynamic_forcing_chain,
            NestedDynamicForcingChainPlus => nested_dynamic_forcing_chain_plus,
        }
    };
}

mod als_wing;
mod board;
pub mod calibration;
pub mod chain;
pub mod chaining;
mod combos;
pub mod deduction;
mod fish;
mod intersection;
mod rated;
mod rater;
mod rating;
pub mod replay;
mod strong_links;
mod subset;
mod technique;
mod wing;

pub use board::Board;
pub use deduction::Deduction;
pub use rated::Rated;
pub use rater::{Rater, Raters};
pub use rating::Rating;
pub use technique::Technique;

use std::fmt;

use crate::grid::{Candidates, Grid};
use crate::solvers::{Limits, Search, Stop};
use crate::steps::{NoObserver, Observer};

/// The families techniques are taught in, easiest first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Family {
    /// Naked and hidden singles, and SE's "direct" techniques that end in a single.
    Singles,
    /// Locked candidates: pointing and claiming.
    Intersections,
    /// Naked and hidden pairs, triples and quads.
    Subsets,
    /// X-Wing, Swordfish, Jellyfish and their finned forms.
    Fish,
    /// Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle: one digit's strong links.
    SingleDigit,
    /// XY-Wing, XYZ-Wing, W-Wing.
    Wings,
    /// Unique rectangles and BUG: a puzzle with one solution cannot hold a deadly pattern.
    Uniqueness,
    /// Aligned Pair Exclusion.
    Exclusion,
    /// X-Chain, XY-Chain, AIC: chains of strong and weak links.
    Chains,
    /// Nishio, cell, unit, digit and dynamic forcing chains: every case of an assumption
    /// followed to the end.
    ForcingChains,
}

impl Family {
    /// Every family, easiest first.
    pub const ALL: [Family; 10] = [
        Family::Singles,
        Family::Intersections,
        Family::Subsets,
        Family::Fish,
        Family::SingleDigit,
        Family::Wings,
        Family::Uniqueness,
        Family::Exclusion,
        Family::Chains,
        Family::ForcingChains,
    ];

    /// `single-digit patterns`.
    pub fn name(self) -> &'static str {
        match self {
            Family::Singles => "singles",
            Family::Intersections => "intersections",
            Family::Subsets => "subsets",
            Family::Fish => "fish",
            Family::SingleDigit => "single-digit patterns",
            Family::Wings => "wings",
            Family::Uniqueness => "uniqueness",
            Family::Exclusion => "exclusion",
            Family::Chains => "chains",
            Family::ForcingChains => "forcing chains",
        }
    }

    /// `single-digit`, as the command line writes it.
    pub fn slug(self) -> &'static str {
        match self {
            Family::SingleDigit => "single-digit",
            Family::ForcingChains => "forcing-chains",
            other => other.name(),
        }
    }

    /// The family written as [`slug`](Family::slug) writes it.
    pub fn from_slug(slug: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.slug() == slug)
    }

    /// The techniques of this family, in ladder order.
    pub fn techniques(self) -> impl Iterator<Item = Technique> {
        Technique::LADDER
            .into_iter()
            .filter(move |t| t.family() == self)
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the registry knows of a technique. Each technique's file defines one, `ABOUT`.
pub struct About {
    /// `x-wing`, as the command line and JSON write it.
    pub slug: &'static str,
    /// `X-Wing`, as a sentence names it.
    pub name: &'static str,
    pub family: Family,
    /// What to look for, as `hint --level 2` says it: `two lines where a digit fits only the
    /// same two columns`.
    pub look_for: &'static str,
    /// The first deduction of this technique on the board, or `None`.
    pub find: fn(&Board) -> Option<Deduction>,
    /// Its deductions' difficulty on the Sudoku Explainer scale.
    pub rating: Rated,
    /// Why the deduction holds, in words: the sentence after the technique's name.
    pub explain: fn(&Deduction) -> String,
    /// For a technique whose one try can take seconds (the nested forcing chains), `find`
    /// within a search's bounds: its inner work counts as nodes of the search, and a bound
    /// reached ends it with `None` (the search says which). `None` for the others, which the
    /// ladder counts as one node a try.
    pub find_within: Option<fn(&Board, &mut Search) -> Option<Deduction>>,
    /// The raters whose ladder holds the technique (each program's list of rules, with its
    /// default settings); the ladder skips it on a board rated by another.
    pub raters: Raters,
}

/// Generates, from the ladder, the technique files' modules and [`Technique::about`], the
/// registry's entry of each technique.
macro_rules! registry {
    ($($variant:ident => $module:ident,)*) => {
        $(pub mod $module;)*

        impl Technique {
            /// The registry's entry for this technique.
            pub fn about(self) -> &'static About {
                match self {
                    $(Technique::$variant => &$module::ABOUT,)*
                }
            }
        }
    };
}

ladder!(registry);

impl Technique {
    /// `naked single`.
    pub fn name(self) -> &'static str {
        self.about().name
    }

    /// `naked-single`, as the command line and JSON write it.
    pub fn slug(self) -> &'static str {
        self.about().slug
    }

    pub fn family(self) -> Family {
        self.about().family
    }

    /// The technique written as [`slug`](Technique::slug) writes it.
    pub fn from_slug(slug: &str) -> Option<Technique> {
        Technique::LADDER.into_iter().find(|t| t.slug() == slug)
    }

    /// Its place on the ladder, from 0: the index of its count in [`Outcome::counts`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// Looks for this technique on `board`: the first deduction it finds.
    pub fn find(self, board: &Board) -> Option<Deduction> {
        (self.about().find)(board)
    }

    /// [`find`](Technique::find) within `search`'s bounds (see [`About::find_within`]).
    pub fn find_within(self, board: &Board, search: &mut Search) -> Option<Deduction> {
        match self.about().find_within {
            Some(find) => find(board, search),
            None => self.find(board),
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How hard a puzzle is: the technique of its hardest step (by rating), or "needs search" when
/// the ladder runs out before the grid is full.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Grade {
    Technique(Technique),
    NeedsSearch,
}

impl Grade {
    /// How many grades there are: one per technique, and "needs search".
    pub const COUNT: usize = Technique::COUNT + 1;

    /// Every grade, in ladder order, "needs search" last.
    pub fn all() -> impl Iterator<Item = Grade> {
        Technique::LADDER
            .into_iter()
            .map(Grade::Technique)
            .chain([Grade::NeedsSearch])
    }

    /// Its place in [`Grade::all`]: the index of its count in a tally.
    pub fn index(self) -> usize {
        match self {
            Grade::Technique(t) => t.index(),
            Grade::NeedsSearch => Technique::COUNT,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Grade::Technique(t) => t.name(),
            Grade::NeedsSearch => "needs search",
        }
    }

    pub fn slug(self) -> &'static str {
        match self {
            Grade::Technique(t) => t.slug(),
            Grade::NeedsSearch => "needs-search",
        }
    }

    /// The grade written as [`slug`](Grade::slug) writes it.
    pub fn from_slug(slug: &str) -> Option<Grade> {
        Grade::all().find(|g| g.slug() == slug)
    }
}

impl From<Technique> for Grade {
    fn from(t: Technique) -> Grade {
        Grade::Technique(t)
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The next deduction on `board`: the first technique of the ladder that makes progress.
// ANCHOR: next
pub fn next_deduction(board: &Board) -> Option<Deduction> {
    Technique::LADDER
        .into_iter()
        .filter(|t| t.about().raters.contains(board.rater()))
        .find_map(|t| t.find(board).filter(Deduction::makes_progress))
}
// ANCHOR_END: next

/// [`next_deduction`] within a search's bounds: each technique tried on the board is a node of
/// `search` (on a 25x25 grid one try can take a second), so `--max-nodes` and `--timeout` bound
/// the ladder as they bound any search. `None` when no technique applies, or when a bound ended
/// the ladder first (`search.stopped()` then says so).
pub fn next_deduction_within(board: &Board, search: &mut Search) -> Option<Deduction> {
    let rater = board.rater();
    let held = move |t: &Technique| t.about().raters.contains(rater);
    Technique::LADDER.into_iter().filter(held).find_map(|t| {
        if search.stopped() || !search.enter_costly() {
            return None;
        }
        t.find_within(board, search)
            .filter(Deduction::makes_progress)
    })
}

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
    /// How many deductions each technique made, in ladder order (index with
    /// [`Technique::index`]).
    pub fn counts(&self) -> [usize; Technique::COUNT] {
        let mut counts = [0; Technique::COUNT];
        for d in &self.deductions {
            counts[d.technique.index()] += 1;
        }
        counts
    }

    /// The hardest step: the highest rating, and on a tie the first step that reached it, as
    /// Sudoku Explainer names a puzzle's hardest rule (it takes a step's rule only when the step
    /// rates strictly higher than every step before). None when no step was taken.
    pub fn hardest(&self) -> Option<&Deduction> {
        // `max_by_key` keeps the last of equal keys: reversed, that is the first step.
        self.deductions.iter().rev().max_by_key(|d| d.rating())
    }

    /// The puzzle's rating on the Sudoku Explainer scale: its hardest step's, when the ladder
    /// solved it. A puzzle given complete rates 0.0; one that needs search has no rating.
    pub fn rating(&self) -> Option<Rating> {
        self.solved
            .then(|| self.hardest().map_or(Rating::ZERO, Deduction::rating))
    }

    /// The technique of the hardest step, or "needs search" when the ladder did not finish the
    /// grid. A puzzle given complete is graded the easiest.
    pub fn grade(&self) -> Grade {
        if !self.solved {
            return Grade::NeedsSearch;
        }
        Grade::Technique(self.hardest().map_or(Technique::LADDER[0], |d| d.technique))
    }

    /// True when the puzzle was given complete (and valid): there was no step to take, so its
    /// grade and rating say nothing about difficulty.
    pub fn given_complete(&self) -> bool {
        self.solved && self.deductions.is_empty()
    }

    /// Empty cells the ladder left.
    pub fn cells_left(&self) -> usize {
        self.grid.cells().iter().filter(|c| c.is_none()).count()
    }
}

/// Runs the ladder on `board`, easiest technique first, telling `observer` each placement and
/// elimination; stops when the grid is full, when no technique applies, or on a contradiction.
/// It never guesses.
// ANCHOR: ladder
pub fn solve_board<O: Observer>(mut board: Board, observer: &mut O) -> Outcome {
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

/// The ladder run within bounds: what it did, and the bound that stopped it, if one did.
#[derive(Clone, Debug)]
pub struct Bounded<T> {
    /// What the ladder did up to its end, or up to the bound.
    pub value: T,
    /// [`Stop::NodeLimit`] or [`Stop::Timeout`] when a bound ended the ladder before it was
    /// done (it may have had more steps to take); `None` when it ran to its end.
    pub stopped: Option<Stop>,
    /// Techniques tried on the board, each a node of the search that bounds it.
    pub tried: u64,
}

impl<T> Bounded<T> {
    fn new(value: T, search: Search) -> Bounded<T> {
        let report = search.finish();
        Bounded {
            value,
            stopped: report.stop.gave_up().then_some(report.stop),
            tried: report.stats.nodes,
        }
    }
}

/// [`solve_board`] within `limits`: each technique tried is a node (see
/// [`next_deduction_within`]), so the ladder on a big grid ends at `--max-nodes` or
/// `--timeout` instead of after minutes. Only the node and time bounds of `limits` count.
pub fn solve_board_within<O: Observer>(
    mut board: Board,
    limits: &Limits,
    observer: &mut O,
) -> Bounded<Outcome> {
    let mut search = Search::new(limits);
    let mut deductions = Vec::new();
    let mut contradiction = board.is_broken();
    while !contradiction && !board.is_full() {
        let Some(deduction) = next_deduction_within(&board, &mut search) else {
            break;
        };
        board.apply(&deduction, observer);
        deductions.push(deduction);
        contradiction = board.is_broken();
    }
    let outcome = Outcome {
        solved: !contradiction && board.is_full(),
        grid: board.grid(),
        deductions,
        contradiction,
    };
    Bounded::new(outcome, search)
}

/// Solves `puzzle` with the ladder alone, without the uniqueness techniques (the puzzle may
/// have several solutions): see [`solve_board`].
pub fn solve<O: Observer>(puzzle: &Grid, observer: &mut O) -> Outcome {
    solve_board(Board::new(puzzle), observer)
}

/// The ladder's deductions from `board` up to its first placement: the eliminations made on
/// the way, and the placement, if the ladder reaches one. A hint uses it when no single is
/// left: the learner's grid holds digits, not pencil marks, so the eliminations that lead to
/// the next digit are told together with it.
///
/// Each technique tried is a node of a search bounded by `limits` (see
/// [`next_deduction_within`]): a bound reached ends the path with no placement, and says so.
pub fn path_to_placement(
    mut board: Board,
    limits: &Limits,
) -> Bounded<(Vec<Deduction>, Option<Deduction>)> {
    let mut search = Search::new(limits);
    let mut eliminations = Vec::new();
    while !board.is_broken() && !board.is_full() {
        let Some(deduction) = next_deduction_within(&board, &mut search) else {
            break;
        };
        if deduction.pattern.placement.is_some() {
            return Bounded::new((eliminations, Some(deduction)), search);
        }
        board.apply(&deduction, &mut NoObserver);
        eliminations.push(deduction);
    }
    Bounded::new((eliminations, None), search)
}

/// The grade of `puzzle`, which must have exactly one solution (see
/// [`crate::uniqueness::count_solutions`]): the uniqueness techniques rely on it.
pub fn grade(puzzle: &Grid) -> Outcome {
    solve_board(Board::new(puzzle).assuming_unique(), &mut NoObserver)
}

/// [`grade_within`] for a position mid-solve: the digits of `grid`, and in each empty cell the
/// candidates `marks` keeps (one set per cell, by index). The position must have exactly one
/// solution (see [`crate::uniqueness::count_marked_within`]).
pub fn grade_marked_within(
    grid: &Grid,
    marks: &[Candidates],
    rater: Rater,
    limits: &Limits,
) -> Bounded<Outcome> {
    solve_board_within(
        Board::new(grid)
            .restricted(marks)
            .assuming_unique()
            .rated_by(rater),
        limits,
        &mut NoObserver,
    )
}

/// [`grade`] by `rater`'s rules, within the node and time bounds of `limits` (each technique
/// tried is a node), so
/// that no grid holds its caller past them.
pub fn grade_within(puzzle: &Grid, rater: Rater, limits: &Limits) -> Bounded<Outcome> {
    solve_board_within(
        Board::new(puzzle).assuming_unique().rated_by(rater),
        limits,
        &mut NoObserver,
    )
}
