//! Unit forcing chain (Sudoku Explainer's multiple forcing chains over a region, 8.0, plus its length table): a digit goes in one of its
//! places in a house; follow a chain from each. Whatever they all lead to is true, wherever it goes.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "unit-forcing-chain",
    name: "unit forcing chain",
    family: Family::ForcingChains,
    look_for: "a house where every place of a digit leads to the same conclusion",
    find,
    rating: Rated::From(Rating::tenths(80), |d| chaining::rate(d, 80)),
    explain: chaining::explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, when it is one of these.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Multiple).filter(|d| d.technique == Technique::UnitForcingChain)
}
