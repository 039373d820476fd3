//! VWXYZ-Wing (Sukaku Explainer 6.2 to 6.4, by the size of its largest cell): four cells of a
//! house holding five digits between them and a cell with two of those digits, one of which
//! (x) every cell of the four holding it sees. The two cannot both lack the other digit z, so
//! every cell that sees all their z loses it.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, als_wing, Raters};

pub const ABOUT: About = About {
    slug: "vwxyz-wing",
    name: "VWXYZ-Wing",
    family: Family::Wings,
    look_for: "four cells of a house with five digits between them, and a cell with two of those digits",
    find,
    rating: Rated::Between(Rating::tenths(62), Rating::tenths(64), |d| {
        Rating::tenths(als_wing::rating(62, 2, als_wing::largest(d)))
    }),
    explain: als_wing::explain,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    als_wing::find(board, 4, Technique::VwxyzWing, (62, 2), true)
}
