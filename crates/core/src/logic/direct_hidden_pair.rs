//! Direct hidden pair (Sudoku Explainer 2.0): a hidden pair seen only because it leaves a hidden
//! single. Two digits fit only the same two cells of a house, so a third digit that could also
//! go there is left with one place in the house.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, subset, Raters};

pub const ABOUT: About = About {
    slug: "direct-hidden-pair",
    name: "direct hidden pair",
    family: Family::Singles,
    look_for: "two digits with the same two places in a house, leaving another digit one place",
    find,
    rating: Rated::Fixed(Rating::tenths(20)),
    explain: subset::explain_hidden,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    subset::hidden(board, 2, Technique::DirectHiddenPair, true)
}
