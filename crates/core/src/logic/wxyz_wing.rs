//! WXYZ-Wing (Sukaku Explainer 5.5, or 5.6 when its largest cell has three candidates): three
//! cells of a house holding four digits between them and a cell with two of those digits, one
//! of which (x) every cell of the three holding it sees. The two cannot both lack the other
//! digit z, so every cell that sees all their z loses it.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, als_wing, Raters};

pub const ABOUT: About = About {
    slug: "wxyz-wing",
    name: "WXYZ-Wing",
    family: Family::Wings,
    look_for: "three cells of a house with four digits between them, and a cell with two of those digits",
    find,
    rating: Rated::Between(Rating::tenths(55), Rating::tenths(56), |d| {
        Rating::tenths(als_wing::rating(55, 1, als_wing::largest(d)))
    }),
    explain: als_wing::explain,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    als_wing::find(board, 3, Technique::WxyzWing, (55, 1), true)
}
