//! Hidden pair: two digits that, in some house, fit only the same two cells. Those two cells
//! must hold those two digits, so every other candidate of theirs can go. The pair is "hidden"
//! among the other candidates until they are removed, when it becomes a naked pair.

use crate::grid::{Candidates, Cell, Digit};
use crate::steps::Pattern;

use super::{Action, Board, Deduction, Technique};

/// The first hidden pair, houses in the order rows, columns, boxes, that removes a candidate.
pub fn find(board: &Board) -> Option<Deduction> {
    let side = board.shape().side();
    for house in board.houses() {
        // For each digit still missing from the house, its places there when there are two.
        let twos: Vec<(Digit, [Cell; 2])> = (0..side)
            .map(Digit::from_index)
            .filter_map(|digit| {
                let mut places = board.places(house, digit);
                match (places.next(), places.next(), places.next()) {
                    (Some(a), Some(b), None) => Some((digit, [a, b])),
                    _ => None,
                }
            })
            .collect();
        for (i, &(d1, cells)) in twos.iter().enumerate() {
            for &(d2, other) in &twos[i + 1..] {
                if other != cells {
                    continue;
                }
                let digits: Candidates = [d1, d2].into_iter().collect();
                let removals: Vec<(Cell, Digit)> = cells
                    .iter()
                    .flat_map(|&c| {
                        board
                            .candidates(c)
                            .iter()
                            .filter(move |&d| !digits.contains(d))
                            .map(move |d| (c, d))
                    })
                    .collect();
                if !removals.is_empty() {
                    return Some(Deduction {
                        technique: Technique::HiddenPair,
                        houses: vec![house],
                        cells: cells.to_vec(),
                        digits,
                        action: Action::Eliminate(removals),
                        pattern: Some(Pattern::HiddenPair {
                            cells,
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
