//! Aligned Pair Exclusion (Sudoku Explainer 6.2): take two cells and every pair of digits they
//! could hold together. A pair is ruled out when the two cells see each other and the digits
//! are equal, or when some cell with two candidates that sees both would be left with none. A
//! digit of one cell that no pair left allows can go.

use crate::grid::{Candidates, Cell, Digit};
use crate::steps::{Pattern, Role};

use super::deduction::{cell_list, removal_list};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "aligned-pair-exclusion",
    name: "Aligned Pair Exclusion",
    family: Family::Exclusion,
    look_for: "two cells whose pairs of digits are each ruled out by a two-candidate cell seeing both",
    find,
    rating: Rated::Fixed(Rating::tenths(62)),
    explain,
    find_within: None,
    raters: Raters::ALL,
};

/// SE's search: base cells in row order (two candidates or more, seen by a cell with two, and
/// by no cell with one), pairs of them in SE's order of combinations, with two excluding cells
/// or more in common.
fn find(board: &Board) -> Option<Deduction> {
    let bases = aligned_bases(board, 2);
    if bases.len() < 2 {
        return None;
    }
    // SE's order of pairs: (0, 1), (0, 2), (1, 2), (0, 3), ...
    (1..bases.len())
        .flat_map(|j| (0..j).map(move |i| (i, j)))
        .find_map(|(i, j)| exclusion(board, &bases[i], &bases[j]))
}

fn exclusion(
    board: &Board,
    (a, ea): &(Cell, Vec<Cell>),
    (b, eb): &(Cell, Vec<Cell>),
) -> Option<Deduction> {
    let (a, b) = (*a, *b);
    let common: Vec<Cell> = ea.iter().copied().filter(|c| eb.contains(c)).collect();
    if common.len() < 2 {
        return None;
    }
    let (ca, cb) = (board.candidates(a), board.candidates(b));
    let mut allowed_a = Candidates::EMPTY;
    let mut allowed_b = Candidates::EMPTY;
    let mut used: Vec<Cell> = Vec::new();
    for x in ca.iter() {
        for y in cb.iter() {
            if x == y && board.sees(a, b) {
                continue;
            }
            let both: Candidates = [x, y].into_iter().collect();
            if let Some(&lock) = common
                .iter()
                .find(|&&c| board.candidates(c).bits() & !both.bits() == 0)
            {
                if !used.contains(&lock) {
                    used.push(lock);
                }
                continue;
            }
            allowed_a.insert(x);
            allowed_b.insert(y);
        }
    }
    let removals: Vec<(Cell, Digit)> = ca
        .iter()
        .filter(|&d| !allowed_a.contains(d))
        .map(|d| (a, d))
        .chain(
            cb.iter()
                .filter(|&d| !allowed_b.contains(d))
                .map(|d| (b, d)),
        )
        .collect();
    if removals.is_empty() {
        return None;
    }
    let digits = Candidates::from_bits(ca.bits() | cb.bits());
    Some(Deduction::new(
        Technique::AlignedPairExclusion,
        Pattern {
            digits,
            cells: [(a, Role::Base), (b, Role::Base)]
                .into_iter()
                .chain(used.iter().map(|&c| (c, Role::Support)))
                .collect(),
            candidates: board.marks([a, b].iter().chain(&used)),
            removals,
            ..Pattern::default()
        },
    ))
}

/// `every pair of digits for r2c3 and r2c7 with r2c3-4 either repeats a digit the two cells
/// share or empties one of r2c1 and r5c3, which see both: so they lose it`.
fn explain(d: &Deduction) -> String {
    let base: Vec<Cell> = d.cells(Role::Base).collect();
    let support: Vec<Cell> = d.cells(Role::Support).collect();
    format!(
        "every pair of digits {} and {} could hold together that includes {} either repeats a \
         digit they both see or takes both candidates of {}, which see both cells; so those \
         candidates go",
        base[0],
        base[1],
        removal_list(&d.pattern.removals),
        cell_list(support.iter().copied())
    )
}

/// The base cells of an aligned exclusion, in row order, each with the peers that may exclude
/// its digits: cells of two candidates or more, seen by no cell with one, with their peers of
/// two to `largest` candidates (two for pairs, three for triples), those that have any.
pub(super) fn aligned_bases(board: &Board, largest: usize) -> Vec<(Cell, Vec<Cell>)> {
    let mut bases = Vec::new();
    for cell in board.shape().all_cells() {
        if board.candidates(cell).len() < 2 {
            continue;
        }
        let peers = board.peers(cell);
        if peers.iter().any(|&p| board.candidates(p).len() == 1) {
            continue;
        }
        let excluders: Vec<Cell> = peers
            .iter()
            .copied()
            .filter(|&p| (2..=largest).contains(&board.candidates(p).len()))
            .collect();
        if !excluders.is_empty() {
            bases.push((cell, excluders));
        }
    }
    bases
}
