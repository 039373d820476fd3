//! Finned Swordfish, sashimi included (not in Sudoku Explainer, which makes the same deduction
//! with a single-digit forcing chain of six links, rated 6.7): a Swordfish with extra
//! candidates, the fins, in one box. Either no fin holds the digit and the Swordfish stands, or
//! one does; the cells of its columns in the fins' box lose the digit both ways.
//!
//! Sukaku Explainer has no finned fish (its `Fisherman` finds plain fish only), and its chains
//! of one candidate reach a finned Swordfish's removal only where one chain makes it: on the
//! calibration file it needs a Nishio (7.5+) where this rule says 6.7, so only the ladder of
//! `--rater se` holds it.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, fish, Raters};

pub const ABOUT: About = About {
    slug: "finned-swordfish",
    name: "finned Swordfish",
    family: Family::Fish,
    look_for: "a Swordfish with extra candidates, all in one box",
    find,
    rating: Rated::Fixed(Rating::tenths(67)),
    explain: fish::explain,
    find_within: None,
    raters: Raters::SE,
};

fn find(board: &Board) -> Option<Deduction> {
    fish::finned(board, 3, Technique::FinnedSwordfish)
}
