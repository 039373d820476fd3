//! Nested dynamic forcing chain (+) (Sudoku Explainer 11.0, "Dynamic Forcing Chains (+ Dynamic Forcing
//! Chains (+ Forcing Chains))", plus its length table): two levels of nesting, the inner steps
//! dynamic forcing chains or nested forcing chains of the first level.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};
use crate::solvers::Search;

pub const ABOUT: About = About {
    slug: "nested-dynamic-forcing-chain-plus",
    name: "nested dynamic forcing chain (+)",
    family: Family::ForcingChains,
    look_for: "a dynamic forcing chain whose steps may themselves be nested forcing chains on the reduced board",
    find,
    rating: Rated::From(Rating::tenths(110), |d| chaining::rate(d, 110)),
    explain: chaining::explain,
    find_within: Some(find_within),
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, with no bound on the work.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Nested(5)).filter(|d| d.technique == Technique::NestedDynamicForcingChainPlus)
}

/// The easiest hint of its rule, each inner search a node of `search`.
fn find_within(board: &Board, search: &mut Search) -> Option<Deduction> {
    chaining::best_within(board, Rule::Nested(5), search)
        .filter(|d| d.technique == Technique::NestedDynamicForcingChainPlus)
}
