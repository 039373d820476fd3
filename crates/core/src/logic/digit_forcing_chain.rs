//! Digit forcing chain (Sudoku Explainer's dynamic contradiction and double forcing chains, 8.5, plus its length table): assume a
//! candidate true, then false, crossing out as the chains go. What both lead to is true; an
//! assumption that leads to a candidate both true and false is false.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "digit-forcing-chain",
    name: "digit forcing chain",
    family: Family::ForcingChains,
    look_for: "a candidate that leads to the same conclusion whether true or false, or to a contradiction",
    find,
    rating: Rated::From(Rating::tenths(85), |d| chaining::rate(d, 85)),
    explain: chaining::explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, when it is one of these.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Dynamic).filter(|d| d.technique == Technique::DigitForcingChain)
}
