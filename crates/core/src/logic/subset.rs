//! The search behind naked and hidden subsets (pairs, triples, quads) and the direct hidden
//! ones, in Sudoku Explainer's order: boxes, then columns, then rows; cells or digits in SE's
//! order of combinations. One search serves every size; each technique's file picks its own.

use crate::grid::{Candidates, Cell, Digit, House};
use crate::steps::{Pattern, Role};

use super::combos::{bits, combinations};
use super::deduction::{cell_list, digit_list, so_place};
use super::{Board, Deduction, Technique};

/// The first naked subset of `size` cells (SE: a house with at least twice as many empty
/// cells) that removes a candidate: `size` cells of a house, each with two candidates or
/// more, holding `size` digits between them.
pub fn naked(board: &Board, size: usize, technique: Technique) -> Option<Deduction> {
    let side = board.shape().side();
    board.houses_boxes_first().find_map(|house| {
        if board.empty_in(house) < 2 * size {
            return None;
        }
        let cells = board.cells_of(house);
        combinations(size, side).find_map(|chosen| {
            let mut union = 0;
            for i in bits(chosen) {
                let c = board.candidates(cells[i]);
                if c.len() < 2 {
                    return None;
                }
                union |= c.bits();
            }
            let digits = Candidates::from_bits(union);
            if digits.len() != size {
                return None;
            }
            let subset: Vec<Cell> = bits(chosen).map(|i| cells[i]).collect();
            let rest = bits(!chosen & ((1 << side) - 1)).map(|i| cells[i]);
            let removals = board.candidates_of(rest, digits, true);
            (!removals.is_empty()).then(|| {
                Deduction::new(technique, pattern(board, house, &subset, digits, removals))
            })
        })
    })
}

/// The first hidden subset of `size` digits: `size` digits of a house, each with two places
/// or more, sharing `size` places. Without `direct` (SE: a house with more than twice as many
/// empty cells), the first that removes a candidate; with it (a house with more empty cells
/// than `size`), the first after which another digit has one place left in the house, which
/// is placed too.
pub fn hidden(board: &Board, size: usize, technique: Technique, direct: bool) -> Option<Deduction> {
    let side = board.shape().side();
    board.houses_boxes_first().find_map(|house| {
        let empty = board.empty_in(house);
        if !(empty > 2 * size || (direct && empty > size)) {
            return None;
        }
        let places: Vec<u32> = (0..side)
            .map(|i| board.positions(house, Digit::from_index(i)))
            .collect();
        combinations(size, side).find_map(|chosen| {
            let mut union = 0;
            for i in bits(chosen) {
                if places[i].count_ones() < 2 {
                    return None;
                }
                union |= places[i];
            }
            if union.count_ones() as usize != size {
                return None;
            }
            let cells = board.cells_of(house);
            let digits = Candidates::from_bits(chosen);
            let subset: Vec<Cell> = bits(union).map(|i| cells[i]).collect();
            let removals = board.candidates_of(subset.iter().copied(), digits, false);
            let mut p = pattern(board, house, &subset, digits, removals);
            if direct {
                // Another digit that had several places, all but one among the subset's cells.
                let (i, cell) = (0..side).filter(|&i| chosen & 1 << i == 0).find_map(|i| {
                    let left = places[i] & !union;
                    (places[i].count_ones() > 1 && left.count_ones() == 1)
                        .then(|| (i, cells[left.trailing_zeros() as usize]))
                })?;
                p.placement = Some((cell, Digit::from_index(i)));
            } else if p.removals.is_empty() {
                return None;
            }
            Some(Deduction::new(technique, p))
        })
    })
}

/// A subset's pattern: its house, its cells, and their candidates among its digits.
fn pattern(
    board: &Board,
    house: House,
    subset: &[Cell],
    digits: Candidates,
    removals: Vec<(Cell, Digit)>,
) -> Pattern {
    Pattern {
        digits,
        houses: vec![(house, Role::Base)],
        cells: subset.iter().map(|&c| (c, Role::Base)).collect(),
        candidates: subset
            .iter()
            .flat_map(|&c| {
                digits
                    .iter()
                    .filter(move |&d| board.candidates(c).contains(d))
                    .map(move |d| (c, d))
            })
            .collect(),
        removals,
        ..Pattern::default()
    }
}

/// `in box 3, r1c8 and r1c9 hold 8 and 9 between them, so no other cell of box 3 can`.
pub fn explain_naked(d: &Deduction) -> String {
    let house = d.focus().expect("a subset has its house");
    format!(
        "in {house}, {} hold {} between them, so no other cell of {house} can",
        cell_list(d.cells(Role::Base)),
        digit_list(d.pattern.digits)
    )
}

/// `in row 1, 1 and 2 fit only r1c1 and r1c2, so those cells hold nothing else`, and for the
/// direct form, the single that follows.
pub fn explain_hidden(d: &Deduction) -> String {
    let house = d.focus().expect("a subset has its house");
    let then = match d.placement() {
        Some((cell, digit)) => format!("; then {digit} fits only {cell} in {house}"),
        None => String::new(),
    };
    format!(
        "in {house}, {} fit only {}, so those cells hold nothing else{then}{}",
        digit_list(d.pattern.digits),
        cell_list(d.cells(Role::Base)),
        so_place(d)
    )
}
