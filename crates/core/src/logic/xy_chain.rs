//! XY-Chain (Sudoku Explainer's Y-cycle, 6.5, and forcing chain through cells of two candidates, 7.0, plus its length table): cells of two
//! candidates, each sharing a digit with the next. If the first cell is not x it is its other digit,
//! so the next cell is not that digit, and so on: one end or the other holds the digit.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "xy-chain",
    name: "XY-Chain",
    family: Family::Chains,
    look_for: "cells with two candidates, each sharing a digit with the next",
    find,
    rating: Rated::From(Rating::tenths(65), |d| chaining::rate(d, if d.variant == Some("loop") { 65 } else { 70 })),
    explain: chaining::explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The easiest hint of its Sudoku Explainer rule, when it is one of these.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Unary).filter(|d| d.technique == Technique::XyChain)
}
