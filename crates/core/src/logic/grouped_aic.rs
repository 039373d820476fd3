//! Grouped AIC (HoDoKu's grouped nice loop, sudokuwiki.org's grouped X-cycles and AIC): an
//! alternating inference chain whose nodes may be groups, a digit's two or three places where
//! a box and a line cross. The group is true when one of its cells holds the digit, so it
//! links strongly and weakly like a single candidate, and the chain reasons as an AIC does: if
//! the assumption comes back false it was false, and a loop removes what sees a true node
//! whichever way it goes. Sudoku Explainer has no group node: it makes the same deduction
//! case by case, one digit's chain by Nishio (7.5) and a chain of several digits by multiple
//! forcing chains (8.0), so the grouped chain is rated, and tried, with those rules (their
//! base plus the length table, a group counting its cells).
//!
//! Sukaku Explainer has no group node either, and its chains reach such a deduction only by
//! the cases its own forcing chains follow, which the length table may rate higher: so only the
//! ladder of `--rater se` holds this rule, and Sukaku's finds what its chains find.

use super::chaining::{self, Rule};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "grouped-aic",
    name: "grouped AIC",
    family: Family::Chains,
    look_for: "a chain of strong and weak links through candidates and groups (a digit's places where a box and a line cross)",
    find,
    rating: Rated::From(Rating::tenths(75), |d| {
        chaining::rate(d, chaining::grouped_base(d.pattern.digits.len()))
    }),
    explain: chaining::explain,
    find_within: None,
    raters: Raters::SE,
};

/// The easiest hint of the Sudoku Explainer rule that makes the same deduction, Nishio's for
/// one digit, else the multiple forcing chains', when it is a grouped chain.
fn find(board: &Board) -> Option<Deduction> {
    let grouped = |d: &Deduction| d.technique == Technique::GroupedAic;
    match chaining::best(board, Rule::Nishio) {
        Some(d) => Some(d).filter(grouped),
        None => chaining::best(board, Rule::Multiple).filter(grouped),
    }
}
