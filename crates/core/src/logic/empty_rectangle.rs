//! Empty Rectangle (Sukaku Explainer 4.3, its grouped "Turbot Fish"): in a box, a digit whose
//! places all lie on one row and one column of it, and a line outside with two places for it,
//! one seeing that row or column. Whichever end of the line holds the digit, the cells that see
//! the other end and the box's other line lose it.

use super::strong_links::{self, Kind};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "empty-rectangle",
    name: "Empty Rectangle",
    family: Family::SingleDigit,
    look_for: "a box where a digit fits only one row and one column of it, and a line with two places for the digit",
    find,
    rating: Rated::Fixed(Rating::tenths(43)),
    explain: strong_links::explain,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    strong_links::find(board, Kind::Grouped, Technique::EmptyRectangle)
}
