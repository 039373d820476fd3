//! Swordfish (Sudoku Explainer 3.8): a digit whose places in three rows all lie in three columns
//! (or the other way round). The three rows put it in three different columns, so the rest of
//! those columns cannot hold it.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, fish, Raters};

pub const ABOUT: About = About {
    slug: "swordfish",
    name: "Swordfish",
    family: Family::Fish,
    look_for: "three rows where a digit fits only the same three columns (or the other way round)",
    find,
    rating: Rated::Fixed(Rating::tenths(38)),
    explain: fish::explain,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    fish::basic(board, 3, Technique::Swordfish)
}
