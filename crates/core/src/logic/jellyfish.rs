//! Jellyfish (Sudoku Explainer 5.2): a digit whose places in four rows all lie in four columns (or
//! the other way round). The four rows put it in four different columns, so the rest of those
//! columns cannot hold it.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, fish, Raters};

pub const ABOUT: About = About {
    slug: "jellyfish",
    name: "Jellyfish",
    family: Family::Fish,
    look_for: "four rows where a digit fits only the same four columns (or the other way round)",
    find,
    rating: Rated::Fixed(Rating::tenths(52)),
    explain: fish::explain,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    fish::basic(board, 4, Technique::Jellyfish)
}
