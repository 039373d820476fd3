//! Turbot Fish (Sukaku Explainer 4.2; plain Sudoku Explainer finds it as a forcing X-chain): a
//! digit with two places in a line and two in a box, one end of each seeing the other's. Those
//! two ends cannot both hold the digit, so one of the far ends does, and every cell that sees
//! both far ends loses it.

use super::strong_links::{self, Kind};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "turbot-fish",
    name: "Turbot Fish",
    family: Family::SingleDigit,
    look_for: "a line and a box where a digit fits only two cells, one end of each seeing the other",
    find,
    rating: Rated::Fixed(Rating::tenths(42)),
    explain: strong_links::explain,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    strong_links::find(board, Kind::Turbot, Technique::TurbotFish)
}
