//! Locked candidates (Sudoku Explainer's "Pointing" 2.6 and "Claiming" 2.8): where a box meets
//! a line, a digit can be locked into the overlap. Pointing: inside a box the digit fits only
//! cells of one line, so the rest of that line cannot hold it; claiming: inside a line it fits
//! only cells of one box, so the rest of that box cannot.

use super::deduction::house_list;
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, intersection, Raters};
use crate::steps::Role;

pub const ABOUT: About = About {
    slug: "locked-candidates",
    name: "locked candidates",
    family: Family::Intersections,
    look_for: "a digit whose places in a house all lie in one other house",
    find,
    rating: Rated::Between(Rating::tenths(26), Rating::tenths(28), rating),
    explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The first lock, in SE's order, that removes a candidate.
fn find(board: &Board) -> Option<Deduction> {
    intersection::first(board, |lock| {
        let removals = lock.removals(board);
        (!removals.is_empty()).then(|| lock.deduction(Technique::LockedCandidates, removals))
    })
}

fn rating(d: &Deduction) -> Rating {
    match d.variant {
        Some("pointing") => Rating::tenths(26),
        _ => Rating::tenths(28),
    }
}

/// `in box 1, 7 fits only cells of row 1, so the rest of row 1 loses it`.
pub fn explain(d: &Deduction) -> String {
    let base = house_list(&d.houses(Role::Base).collect::<Vec<_>>());
    let cover = house_list(&d.houses(Role::Cover).collect::<Vec<_>>());
    format!(
        "in {base}, {} fits only cells of {cover}, so the rest of {cover} loses it",
        d.pattern.digits
    )
}
