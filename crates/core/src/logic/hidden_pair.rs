//! Hidden pair (Sudoku Explainer 3.4): two digits that, in some house, fit only the same two
//! cells. Those cells must hold those digits, so every other candidate of theirs can go: the
//! pair is "hidden" among the other candidates until they are removed.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, subset, Raters};

pub const ABOUT: About = About {
    slug: "hidden-pair",
    name: "hidden pair",
    family: Family::Subsets,
    look_for: "two digits with the same two places in a house",
    find,
    rating: Rated::Fixed(Rating::tenths(34)),
    explain: subset::explain_hidden,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    subset::hidden(board, 2, Technique::HiddenPair, false)
}
