//! Hidden single (Sudoku Explainer 1.0 for the last empty cell of a house, 1.2 in a box, 1.5
//! in a row or column): a digit with one place left in a house. The cell may have other
//! candidates, but the house must hold the digit somewhere, and there is nowhere else for it.

use crate::grid::{Candidates, Digit, House};
use crate::steps::{Pattern, Role};

use super::deduction::so_place;
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "hidden-single",
    name: "hidden single",
    family: Family::Singles,
    look_for: "a digit with only one place left in a house",
    find,
    rating: Rated::Between(Rating::tenths(10), Rating::tenths(15), rating),
    explain,
    find_within: None,
    raters: Raters::ALL,
};

/// As SE looks: first a house with one empty cell left, then any house; boxes, then
/// columns, then rows, digits in order.
fn find(board: &Board) -> Option<Deduction> {
    [true, false].into_iter().find_map(|last| {
        board
            .houses_boxes_first()
            .filter(|&h| (board.empty_in(h) == 1) == last)
            .find_map(|house| single_in(board, house, last))
    })
}

fn single_in(board: &Board, house: House, last: bool) -> Option<Deduction> {
    (0..board.shape().side())
        .map(Digit::from_index)
        .find_map(|digit| {
            let mut places = board.places(house, digit);
            let (Some(cell), None) = (places.next(), places.next()) else {
                return None;
            };
            let d = Deduction::new(
                Technique::HiddenSingle,
                Pattern {
                    digits: Candidates::single(digit),
                    houses: vec![(house, Role::Base)],
                    cells: vec![(cell, Role::Base)],
                    candidates: vec![(cell, digit)],
                    placement: Some((cell, digit)),
                    ..Pattern::default()
                },
            );
            Some(if last { d.variant("last cell") } else { d })
        })
}

fn rating(d: &Deduction) -> Rating {
    match (d.variant, d.focus()) {
        (Some(_), _) => Rating::tenths(10),
        (None, Some(House::Box(_))) => Rating::tenths(12),
        _ => Rating::tenths(15),
    }
}

/// `in row 3, 5 fits only r3c7, so r3c7 = 5`.
fn explain(d: &Deduction) -> String {
    let (cell, digit) = d.placement().expect("a single places a digit");
    let house = d.focus().expect("a hidden single has its house");
    if d.variant.is_some() {
        format!("{cell} is the last empty cell of {house}{}", so_place(d))
    } else {
        format!("in {house}, {digit} fits only {cell}{}", so_place(d))
    }
}
