//! Aligned Triple Exclusion (Sudoku Explainer 1.2.1 and Sukaku Explainer, 7.5, tried after the
//! loops and forcing chains of one candidate and before Nishio): Aligned Pair Exclusion with
//! three cells. Take three cells and every way they could hold digits together; a way is ruled
//! out when two cells that see each other hold the same digit, or when some cell with two or
//! three candidates that sees all three would be left with none. A digit of one cell that no
//! way left allows can go.

use crate::grid::{Candidates, Cell, Digit};
use crate::steps::{Pattern, Role};

use super::aligned_pair_exclusion::aligned_bases;
use super::deduction::{cell_list, removal_list};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "aligned-triple-exclusion",
    name: "Aligned Triple Exclusion",
    family: Family::Exclusion,
    look_for: "three cells whose ways of holding digits are each ruled out by a cell with two or three candidates seeing all three",
    find,
    rating: Rated::Fixed(Rating::tenths(75)),
    explain,
    find_within: None,
    raters: Raters::ALL,
};

/// A base cell and the cells that may exclude its digits: its peers with two or three
/// candidates.
type Base = (Cell, Vec<Cell>);

/// SE's search: base cells in row order (two candidates or more, seen by a cell with two or
/// three, and by no cell with one), the first two in SE's order of pairs, the third among the
/// bases that one of the first two can exclude with, with two excluding cells or more that see
/// all three.
fn find(board: &Board) -> Option<Deduction> {
    let bases: Vec<Base> = aligned_bases(board, 3);
    if bases.len() < 3 {
        return None;
    }
    // SE's order of pairs: (0, 1), (0, 2), (1, 2), (0, 3), ...
    for j in 1..bases.len() {
        for i in 0..j {
            let (first, second) = (&bases[i], &bases[j]);
            let mut tail: Vec<Cell> = Vec::new();
            for &c in first.1.iter().chain(&second.1) {
                if c != first.0 && c != second.0 && !tail.contains(&c) {
                    tail.push(c);
                }
            }
            for c in tail {
                let Some(third) = bases.iter().find(|b| b.0 == c) else {
                    continue;
                };
                if let Some(d) = exclusion(board, [first, second, third]) {
                    return Some(d);
                }
            }
        }
    }
    None
}

/// The digits the three cells lose, when some cell cannot hold a digit in any way left.
fn exclusion(board: &Board, bases: [&Base; 3]) -> Option<Deduction> {
    let cells = bases.map(|b| b.0);
    let common: Vec<Cell> = bases[0]
        .1
        .iter()
        .copied()
        .filter(|c| bases[1].1.contains(c) && bases[2].1.contains(c))
        .collect();
    if common.len() < 2 {
        return None;
    }
    let marks = cells.map(|c| board.candidates(c));
    let mut allowed = [Candidates::EMPTY; 3];
    let mut used: Vec<Cell> = Vec::new();
    for x in marks[0].iter() {
        for y in marks[1].iter() {
            for z in marks[2].iter() {
                let way = [x, y, z];
                if clashes(board, &cells, &way) {
                    continue;
                }
                let digits: Candidates = way.into_iter().collect();
                if let Some(&lock) = common
                    .iter()
                    .find(|&&c| board.candidates(c).bits() & !digits.bits() == 0)
                {
                    if !used.contains(&lock) {
                        used.push(lock);
                    }
                    continue;
                }
                for (a, d) in allowed.iter_mut().zip(way) {
                    a.insert(d);
                }
            }
        }
    }
    let removals: Vec<(Cell, Digit)> = (0..3)
        .flat_map(|i| {
            marks[i]
                .iter()
                .filter(move |&d| !allowed[i].contains(d))
                .map(move |d| (cells[i], d))
        })
        .collect();
    if removals.is_empty() {
        return None;
    }
    let digits = Candidates::from_bits(marks.iter().fold(0, |bits, m| bits | m.bits()));
    Some(Deduction::new(
        Technique::AlignedTripleExclusion,
        Pattern {
            digits,
            cells: cells
                .iter()
                .map(|&c| (c, Role::Base))
                .chain(used.iter().map(|&c| (c, Role::Support)))
                .collect(),
            candidates: board.marks(cells.iter().chain(&used)),
            removals,
            ..Pattern::default()
        },
    ))
}

/// True when two of the cells that see each other would hold the same digit.
fn clashes(board: &Board, cells: &[Cell; 3], way: &[Digit; 3]) -> bool {
    (0..3).any(|i| (i + 1..3).any(|j| way[i] == way[j] && board.sees(cells[i], cells[j])))
}

/// `every way r2c3, r2c7 and r5c3 could hold digits together that includes r2c3-4 either
/// repeats a digit in a house or takes every candidate of r2c1 or r5c5, which see all three;
/// so those candidates go`.
fn explain(d: &Deduction) -> String {
    let base: Vec<Cell> = d.cells(Role::Base).collect();
    let support: Vec<Cell> = d.cells(Role::Support).collect();
    format!(
        "every way {}, {} and {} could hold digits together that includes {} either repeats a \
         digit in a house they share or takes every candidate of {}, which see all three \
         cells; so those candidates go",
        base[0],
        base[1],
        base[2],
        removal_list(&d.pattern.removals),
        cell_list(support.iter().copied())
    )
}
