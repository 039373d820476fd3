//! Dynamic forcing chain (Sudoku Explainer's dynamic cell and region forcing chains, 8.5, plus its length table): the cell and unit
//! forcing chains again, each chain crossing out the candidates it rules out as it goes, so more
//! cells and houses come down to one candidate.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "dynamic-forcing-chain",
    name: "dynamic forcing chain",
    family: Family::ForcingChains,
    look_for: "a cell or a house whose every case leads to the same conclusion, crossing out as the chains go",
    find,
    rating: Rated::From(Rating::tenths(85), |d| chaining::rate(d, 85)),
    explain: chaining::explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, when it is one of these.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Dynamic).filter(|d| d.technique == Technique::DynamicForcingChain)
}
