//! Naked triple (Sudoku Explainer 3.6): three cells of a house holding, between them, only
//! three digits. Those digits must fill those cells, so no other cell of the house can hold them.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, subset, Raters};

pub const ABOUT: About = About {
    slug: "naked-triple",
    name: "naked triple",
    family: Family::Subsets,
    look_for: "three cells of a house with only three digits between them",
    find,
    rating: Rated::Fixed(Rating::tenths(36)),
    explain: subset::explain_naked,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    subset::naked(board, 3, Technique::NakedTriple)
}
