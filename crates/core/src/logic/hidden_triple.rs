//! Hidden triple (Sudoku Explainer 4.0): three digits that, in some house, fit only the same
//! three cells. Those cells must hold those digits, so every other candidate of theirs can go.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, subset, Raters};

pub const ABOUT: About = About {
    slug: "hidden-triple",
    name: "hidden triple",
    family: Family::Subsets,
    look_for: "three digits whose places in a house are the same three cells",
    find,
    rating: Rated::Fixed(Rating::tenths(40)),
    explain: subset::explain_hidden,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    subset::hidden(board, 3, Technique::HiddenTriple, false)
}
