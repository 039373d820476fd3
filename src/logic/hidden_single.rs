//! Hidden single: a digit with one place left in a house. The cell may have other candidates,
//! but the house must hold the digit somewhere, and there is nowhere else for it. The eye scans
//! a house for one digit rather than a cell for all digits.

use crate::grid::Digit;

use super::{Board, Deduction};

/// The first digit, houses in the order rows, columns, boxes, that has one place left in a
/// house that does not hold it yet.
pub fn find(board: &Board) -> Option<Deduction> {
    let side = board.shape().side();
    for house in board.houses() {
        for digit in (0..side).map(Digit::from_index) {
            if board.holds(house, digit) {
                continue;
            }
            let mut places = board.places(house, digit);
            if let (Some(cell), None) = (places.next(), places.next()) {
                return Some(Deduction::hidden_single(house, cell, digit));
            }
        }
    }
    None
}
