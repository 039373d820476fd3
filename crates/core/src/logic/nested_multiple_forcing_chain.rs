//! Nested multiple forcing chain (Sudoku Explainer 10.0, "Dynamic Forcing Chains (+ Multiple Forcing
//! Chains)", plus its length table): the nested forcing chains, whose inner steps may also be
//! cell and unit forcing chains on the board the outer chain has crossed candidates out of.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};
use crate::solvers::Search;

pub const ABOUT: About = About {
    slug: "nested-multiple-forcing-chain",
    name: "nested multiple forcing chain",
    family: Family::ForcingChains,
    look_for: "a dynamic forcing chain whose steps may themselves be cell or unit forcing chains on the reduced board",
    find,
    rating: Rated::From(Rating::tenths(100), |d| chaining::rate(d, 100)),
    explain: chaining::explain,
    find_within: Some(find_within),
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, with no bound on the work.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Nested(3)).filter(|d| d.technique == Technique::NestedMultipleForcingChain)
}

/// The easiest hint of its rule, each inner search a node of `search`.
fn find_within(board: &Board, search: &mut Search) -> Option<Deduction> {
    chaining::best_within(board, Rule::Nested(3), search)
        .filter(|d| d.technique == Technique::NestedMultipleForcingChain)
}
