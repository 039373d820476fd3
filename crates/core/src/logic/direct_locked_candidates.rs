//! Direct locked candidates (Sudoku Explainer's "Direct Pointing" 1.7 and "Direct Claiming"
//! 1.9): locked candidates seen only when they leave a hidden single. The digit, locked into
//! where a box meets a line, leaves the rest of the line (or box), and another house then has
//! one place left for it: a beginner spots the single, not the elimination.

use super::deduction::so_place;
use super::{
    About, Board, Deduction, Family, Rated, Rating, Technique, intersection, locked_candidates,
    Raters,
};
use crate::steps::Role;

pub const ABOUT: About = About {
    slug: "direct-locked-candidates",
    name: "direct locked candidates",
    family: Family::Singles,
    look_for: "a digit locked where a box meets a line, whose removal leaves a hidden single",
    find,
    rating: Rated::Between(Rating::tenths(17), Rating::tenths(19), rating),
    explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The first lock, in SE's order, that leaves a hidden single in a house of its base's kind.
fn find(board: &Board) -> Option<Deduction> {
    intersection::first(board, |lock| {
        let (house, cell) = intersection::following_single(board, lock)?;
        let mut d = lock.deduction(Technique::DirectLockedCandidates, lock.removals(board));
        d.pattern.houses.push((house, Role::Target));
        d.pattern.placement = Some((cell, lock.digit));
        Some(d)
    })
}

fn rating(d: &Deduction) -> Rating {
    match d.variant {
        Some("pointing") => Rating::tenths(17),
        _ => Rating::tenths(19),
    }
}

/// `in box 1, 7 fits only cells of row 1, so the rest of row 1 loses it; then 7 fits only r5c2
/// in box 4, so r5c2 = 7`.
fn explain(d: &Deduction) -> String {
    let target = d.houses(Role::Target).next();
    let (cell, digit) = d.placement().expect("a direct technique places a digit");
    let then = match target {
        Some(house) => format!("; then {digit} fits only {cell} in {house}"),
        None => String::new(),
    };
    format!("{}{then}{}", locked_candidates::explain(d), so_place(d))
}
