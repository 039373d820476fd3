//! Naked single (Sudoku Explainer 2.3): a cell with one candidate left. Every other digit is
//! already in its row, its column or its box, so the last one must go there.

use crate::steps::{Pattern, Role};

use super::deduction::so_place;
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "naked-single",
    name: "naked single",
    family: Family::Singles,
    look_for: "a cell with only one digit left that fits",
    find,
    rating: Rated::Fixed(Rating::tenths(23)),
    explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The first empty cell, in row order, with one candidate left.
fn find(board: &Board) -> Option<Deduction> {
    board.shape().all_cells().find_map(|cell| {
        let digit = board.candidates(cell).as_single()?;
        Some(Deduction::new(
            Technique::NakedSingle,
            Pattern {
                digits: board.candidates(cell),
                cells: vec![(cell, Role::Base)],
                candidates: vec![(cell, digit)],
                placement: Some((cell, digit)),
                ..Pattern::default()
            },
        ))
    })
}

/// `r5c5 has one candidate left, so r5c5 = 5`.
fn explain(d: &Deduction) -> String {
    let (cell, _) = d.placement().expect("a single places a digit");
    format!("{cell} has one candidate left{}", so_place(d))
}
