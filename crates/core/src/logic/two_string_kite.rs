//! 2-String Kite (Sukaku Explainer 4.1; plain Sudoku Explainer finds it as a forcing X-chain): a
//! digit with two places in a row and two in a column, one end of each in the same box. Those
//! two ends cannot both hold the digit, so one of the far ends does, and the cell that sees
//! both far ends loses it.

use super::strong_links::{self, Kind};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "two-string-kite",
    name: "2-String Kite",
    family: Family::SingleDigit,
    look_for: "a row and a column where a digit fits only two cells, one end of each in the same box",
    find,
    rating: Rated::Fixed(Rating::tenths(41)),
    explain: strong_links::explain,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    strong_links::find(board, Kind::Kite, Technique::TwoStringKite)
}
