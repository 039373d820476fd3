//! Nested dynamic forcing chain (Sudoku Explainer 10.5, "Dynamic Forcing Chains (+ Dynamic Forcing
//! Chains)", plus its length table): dynamic forcing chains whose inner steps are dynamic forcing
//! chains themselves, run on the board the outer chain has crossed candidates out of.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};
use crate::solvers::Search;

pub const ABOUT: About = About {
    slug: "nested-dynamic-forcing-chain",
    name: "nested dynamic forcing chain",
    family: Family::ForcingChains,
    look_for: "a dynamic forcing chain whose steps may themselves be dynamic forcing chains on the reduced board",
    find,
    rating: Rated::From(Rating::tenths(105), |d| chaining::rate(d, 105)),
    explain: chaining::explain,
    find_within: Some(find_within),
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, with no bound on the work.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Nested(4)).filter(|d| d.technique == Technique::NestedDynamicForcingChain)
}

/// The easiest hint of its rule, each inner search a node of `search`.
fn find_within(board: &Board, search: &mut Search) -> Option<Deduction> {
    chaining::best_within(board, Rule::Nested(4), search)
        .filter(|d| d.technique == Technique::NestedDynamicForcingChain)
}
