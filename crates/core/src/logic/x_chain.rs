//! X-Chain (Sudoku Explainer's X-cycle, 6.5, and forcing X-chain, 6.6, plus its length table): one digit's candidates linked alternately by
//! strong links (a house with two places) and weak links (two places that see each other). Assume a
//! candidate and follow the links: if it comes back false, it was false; a loop instead shows
//! which candidates see a true one whichever way the loop goes.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "x-chain",
    name: "X-Chain",
    family: Family::Chains,
    look_for: "a digit's candidates linked alternately strong and weak, in a loop or from a candidate back to itself",
    find,
    rating: Rated::From(Rating::tenths(65), |d| chaining::rate(d, if d.variant == Some("loop") { 65 } else { 66 })),
    explain: chaining::explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, when it is one of these.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Unary).filter(|d| d.technique == Technique::XChain)
}
