//! X-Wing (Sudoku Explainer 3.2): a digit whose places in two rows lie in the same two columns (or
//! the other way round). Whichever way it goes, it takes both columns in those rows, so the
//! rest of the two columns cannot hold it.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, fish, Raters};

pub const ABOUT: About = About {
    slug: "x-wing",
    name: "X-Wing",
    family: Family::Fish,
    look_for: "two rows where a digit fits only the same two columns (or the other way round)",
    find,
    rating: Rated::Fixed(Rating::tenths(32)),
    explain: fish::explain,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    fish::basic(board, 2, Technique::XWing)
}
