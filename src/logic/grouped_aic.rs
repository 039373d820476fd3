//! Grouped AIC (HoDoKu's grouped nice loop, sudokuwiki.org's grouped X-cycles and AIC; Sudoku
//! Explainer has no group node, so it is rated by SE's rules for the chain it extends, X-cycle
//! 6.5, forcing X-chain 6.6 or forcing chain 7.0, plus the length table, a group counting its
//! cells): an alternating inference chain whose nodes may be groups, a digit's two or three
//! places where a box and a line cross. The group is true when one of its cells holds the
//! digit, so it links strongly and weakly like a single candidate, and the chain reasons as an
//! AIC does: if the assumption comes back false it was false, and a loop removes what sees a
//! true node whichever way it goes.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique};

pub const ABOUT: About = About {
    slug: "grouped-aic",
    name: "grouped AIC",
    family: Family::Chains,
    look_for: "a chain of strong and weak links through candidates and groups (a digit's places where a box and a line cross)",
    find,
    rating: Rated::From(Rating::tenths(65), |d| chaining::rate(d, base(d))),
    explain: chaining::explain,
};

/// SE's base for the chain: one digit's loop (6.5) or forcing chain (6.6), else 7.0.
fn base(d: &Deduction) -> u16 {
    match (d.pattern.digits.len(), d.variant) {
        (1, Some("loop")) => 65,
        (1, _) => 66,
        _ => 70,
    }
}

/// The easiest grouped chain, searched where SE's own chains find nothing.
fn find(board: &Board) -> Option<Deduction> {
    chaining::best(board, Rule::Grouped).filter(|d| d.technique == Technique::GroupedAic)
}
