//! Hidden quad (Sudoku Explainer 5.4): four digits that, in some house, fit only the same four
//! cells. Those cells must hold those digits, so every other candidate of theirs can go.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, subset, Raters};

pub const ABOUT: About = About {
    slug: "hidden-quad",
    name: "hidden quad",
    family: Family::Subsets,
    look_for: "four digits whose places in a house are the same four cells",
    find,
    rating: Rated::Fixed(Rating::tenths(54)),
    explain: subset::explain_hidden,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    subset::hidden(board, 4, Technique::HiddenQuad, false)
}
