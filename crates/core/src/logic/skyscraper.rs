//! Skyscraper (Sukaku Explainer 4.0; plain Sudoku Explainer finds it as a forcing X-chain): a
//! digit with two places in each of two parallel lines, one end of each seeing the other's.
//! Those two ends cannot both hold the digit, so one of the two far ends does, and every cell
//! that sees both far ends loses it.

use super::strong_links::{self, Kind};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "skyscraper",
    name: "Skyscraper",
    family: Family::SingleDigit,
    look_for: "two rows (or columns) where a digit fits only two cells, one end of each in the same column (or row)",
    find,
    rating: Rated::Fixed(Rating::tenths(40)),
    explain: strong_links::explain,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    strong_links::find(board, Kind::Skyscraper, Technique::Skyscraper)
}
