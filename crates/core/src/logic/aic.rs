//! Alternating Inference Chain (Sudoku Explainer's forcing chain and bidirectional cycle, 7.0, plus its length table): links through cells
//! (two candidates) and houses (two places), alternately strong and weak, over several digits. Assume
//! a candidate and follow the links: if it comes back false, it was false.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "aic",
    name: "AIC",
    family: Family::Chains,
    look_for: "candidates of several digits linked alternately strong and weak, through cells and houses",
    find,
    rating: Rated::From(Rating::tenths(70), |d| chaining::rate(d, 70)),
    explain: chaining::explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, when it is one of these.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Unary).filter(|d| d.technique == Technique::Aic)
}
