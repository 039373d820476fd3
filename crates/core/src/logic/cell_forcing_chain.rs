//! Cell forcing chain (Sudoku Explainer's multiple forcing chains, 8.0, plus its length table): a cell holds one of its candidates;
//! follow a chain from each. Whatever they all lead to is true, whichever the cell holds.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "cell-forcing-chain",
    name: "cell forcing chain",
    family: Family::ForcingChains,
    look_for: "a cell whose every candidate leads to the same conclusion",
    find,
    rating: Rated::From(Rating::tenths(80), |d| chaining::rate(d, 80)),
    explain: chaining::explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, when it is one of these.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Multiple).filter(|d| d.technique == Technique::CellForcingChain)
}
