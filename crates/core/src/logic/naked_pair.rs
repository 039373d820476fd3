//! Naked pair (Sudoku Explainer 3.0): two cells of a house with the same two candidates and no
//! other. Between them they hold those two digits (which goes where is not known yet), so no
//! other cell of the house can hold either.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, subset, Raters};

pub const ABOUT: About = About {
    slug: "naked-pair",
    name: "naked pair",
    family: Family::Subsets,
    look_for: "two cells of a house with the same two candidates",
    find,
    rating: Rated::Fixed(Rating::tenths(30)),
    explain: subset::explain_naked,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    subset::naked(board, 2, Technique::NakedPair)
}
