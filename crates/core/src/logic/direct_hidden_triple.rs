//! Direct hidden triple (Sudoku Explainer 2.5): a hidden triple seen only because it leaves a
//! hidden single. Three digits fit only the same three cells of a house, so a fourth digit that
//! could also go there is left with one place in the house.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, subset, Raters};

pub const ABOUT: About = About {
    slug: "direct-hidden-triple",
    name: "direct hidden triple",
    family: Family::Singles,
    look_for: "three digits with the same three places in a house, leaving another digit one place",
    find,
    rating: Rated::Fixed(Rating::tenths(25)),
    explain: subset::explain_hidden,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    subset::hidden(board, 3, Technique::DirectHiddenTriple, true)
}
