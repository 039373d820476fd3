//! Naked single: a cell with one candidate left. Every other digit is already in its row, its
//! column or its box, so the last one must go there. The first rung of the ladder: all it asks is
//! to look at one cell and its peers.

use super::{Board, Deduction};

/// The first empty cell, in row order, with one candidate left.
pub fn find(board: &Board) -> Option<Deduction> {
    board.shape().all_cells().find_map(|cell| {
        if board.get(cell).is_some() {
            return None;
        }
        let digit = board.candidates(cell).as_single()?;
        Some(Deduction::naked_single(cell, digit))
    })
}
