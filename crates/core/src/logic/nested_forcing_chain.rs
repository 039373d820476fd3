//! Nested forcing chain (Sudoku Explainer 9.5, "Dynamic Forcing Chains (+ Forcing Chains)", plus its
//! length table): dynamic forcing chains (+) whose chains also use, on the board they have
//! crossed candidates out of, every X-, Y- and XY-chain and loop that board holds.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};
use crate::solvers::Search;

pub const ABOUT: About = About {
    slug: "nested-forcing-chain",
    name: "nested forcing chain",
    family: Family::ForcingChains,
    look_for: "a dynamic forcing chain whose steps may themselves be forcing chains or loops on the reduced board",
    find,
    rating: Rated::From(Rating::tenths(95), |d| chaining::rate(d, 95)),
    explain: chaining::explain,
    find_within: Some(find_within),
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, with no bound on the work.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Nested(2)).filter(|d| d.technique == Technique::NestedForcingChain)
}

/// The easiest hint of its rule, each inner search a node of `search`.
fn find_within(board: &Board, search: &mut Search) -> Option<Deduction> {
    chaining::best_within(board, Rule::Nested(2), search)
        .filter(|d| d.technique == Technique::NestedForcingChain)
}
