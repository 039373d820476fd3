//! Naked quad (Sudoku Explainer 5.0): four cells of a house holding, between them, only four
//! digits. Those digits must fill those cells, so no other cell of the house can hold them.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, subset, Raters};

pub const ABOUT: About = About {
    slug: "naked-quad",
    name: "naked quad",
    family: Family::Subsets,
    look_for: "four cells of a house with only four digits between them",
    find,
    rating: Rated::Fixed(Rating::tenths(50)),
    explain: subset::explain_naked,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    subset::naked(board, 4, Technique::NakedQuad)
}
