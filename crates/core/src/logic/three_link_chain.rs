//! Three-link X-Chain (Sukaku Explainer's "3 strong-linked fishes": 5.4 in parallel lines, 5.5
//! with a box, 5.6 with rows and columns, 5.7 grouped; plain Sudoku Explainer finds them as
//! forcing X-chains): a digit with three strong links, each next one's end seeing the last
//! one's. One of the chain's two far ends holds the digit, so every cell that sees both loses
//! it, a Skyscraper grown by one link.

use super::strong_links;
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "three-link-x-chain",
    name: "three-link X-Chain",
    family: Family::SingleDigit,
    look_for: "three houses where a digit has two places each, chained end to end",
    find,
    rating: Rated::Between(Rating::tenths(54), Rating::tenths(57), |d| {
        Rating::tenths(strong_links::three_link_rating(d.variant))
    }),
    explain: strong_links::explain_three,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    strong_links::find_three(board, Technique::ThreeLinkXChain)
}
