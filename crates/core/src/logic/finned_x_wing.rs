//! Finned X-Wing, sashimi included (not in Sudoku Explainer; Sukaku Explainer, which rated the
//! calibration puzzles, makes the same deduction as a grouped two-link "Turbot Fish", rated 4.3,
//! so it sits just before the Empty Rectangle, the other grouped one): an X-Wing with extra
//! candidates, the fins, in one box. Either no fin holds the digit and the X-Wing stands, or one
//! does; the cells of the X-Wing's columns in the fins' box lose the digit both ways.

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, fish, Raters};

pub const ABOUT: About = About {
    slug: "finned-x-wing",
    name: "finned X-Wing",
    family: Family::Fish,
    look_for: "an X-Wing with extra candidates, all in one box",
    find,
    rating: Rated::Fixed(Rating::tenths(43)),
    explain: fish::explain,
    find_within: None,
    raters: Raters::ALL,
};

fn find(board: &Board) -> Option<Deduction> {
    fish::finned(board, 2, Technique::FinnedXWing)
}
