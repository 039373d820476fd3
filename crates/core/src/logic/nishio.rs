//! Nishio forcing chain (Sudoku Explainer 7.5, plus its length table): assume a candidate and follow one digit's places at a
//! time (no cell's other candidates), crossing out as it goes; if some candidate must then be both true
//! and false, the assumption was false.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "nishio",
    name: "Nishio",
    family: Family::ForcingChains,
    look_for: "a candidate that, placed, leaves some digit with no place",
    find,
    rating: Rated::From(Rating::tenths(75), |d| chaining::rate(d, 75)),
    explain: chaining::explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, when it is one of these.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Nishio).filter(|d| d.technique == Technique::Nishio)
}
