//! Naked pair: two cells of a house with the same two candidates, and nothing else. Between
//! them they hold those two digits (which one goes where is not known yet), so no other cell of
//! the house can hold either.

use crate::grid::{Cell, Digit};
use crate::steps::Pattern;

use super::{Action, Board, Deduction, Technique};

/// The first naked pair, houses in the order rows, columns, boxes, that removes a candidate.
pub fn find(board: &Board) -> Option<Deduction> {
    for house in board.houses() {
        let cells = board.cells_of(house);
        let pairs: Vec<Cell> = cells
            .iter()
            .copied()
            .filter(|&c| board.get(c).is_none() && board.candidates(c).len() == 2)
            .collect();
        for (i, &a) in pairs.iter().enumerate() {
            for &b in &pairs[i + 1..] {
                let digits = board.candidates(a);
                if board.candidates(b) != digits {
                    continue;
                }
                let removals: Vec<(Cell, Digit)> = cells
                    .iter()
                    .filter(|&&c| c != a && c != b)
                    .flat_map(|&c| {
                        digits
                            .iter()
                            .filter(move |&d| board.candidates(c).contains(d))
                            .map(move |d| (c, d))
                    })
                    .collect();
                if !removals.is_empty() {
                    return Some(Deduction {
                        technique: Technique::NakedPair,
                        houses: vec![house],
                        cells: vec![a, b],
                        digits,
                        action: Action::Eliminate(removals),
                        pattern: Some(Pattern::NakedPair {
                            cells: [a, b],
                            digits,
                            house,
                        }),
                    });
                }
            }
        }
    }
    None
}
