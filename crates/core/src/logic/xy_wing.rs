//! XY-Wing (Sudoku Explainer 4.2): a pivot cell with two candidates x and y, and two pincers it
//! sees, one with x and z, one with y and z. Whichever digit the pivot takes, one pincer is
//! left with z, so every cell that sees both pincers loses z.

use super::wing;
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "xy-wing",
    name: "XY-Wing",
    family: Family::Wings,
    look_for: "a cell with two candidates that sees two others, each sharing one of its digits and a third digit between them",
    find,
    rating: Rated::Fixed(Rating::tenths(42)),
    explain: wing::explain,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    wing::find(board, false, Technique::XyWing)
}
