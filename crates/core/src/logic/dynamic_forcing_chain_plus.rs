//! Dynamic forcing chain (+) (Sudoku Explainer 9.0, plus its length table): dynamic forcing chains whose chains also use
//! locked candidates, hidden and naked pairs and X-Wings on the board they have crossed out.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "dynamic-forcing-chain-plus",
    name: "dynamic forcing chain (+)",
    family: Family::ForcingChains,
    look_for: "a dynamic forcing chain that also spots locked candidates, pairs and X-Wings as it goes",
    find,
    rating: Rated::From(Rating::tenths(90), |d| chaining::rate(d, 90)),
    explain: chaining::explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, when it is one of these.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::DynamicPlus).filter(|d| d.technique == Technique::DynamicForcingChainPlus)
}
