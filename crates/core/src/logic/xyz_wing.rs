//! XYZ-Wing (Sudoku Explainer 4.4): a pivot cell with three candidates x, y and z, and two
//! pincers it sees, one with x and z, one with y and z. Whatever the pivot takes, one of the
//! three cells holds z, so every cell that sees all three loses z.

use super::wing;
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "xyz-wing",
    name: "XYZ-Wing",
    family: Family::Wings,
    look_for: "a cell with three candidates that sees two cells of two candidates, each a part of its three",
    find,
    rating: Rated::Fixed(Rating::tenths(44)),
    explain: wing::explain,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    wing::find(board, true, Technique::XyzWing)
}
