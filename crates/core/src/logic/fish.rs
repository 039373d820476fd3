//! The search behind the fish (X-Wing, Swordfish, Jellyfish) and their finned forms, in Sudoku
//! Explainer's order: fish on columns first (removing from rows), then on rows; lines in SE's
//! order of combinations, then digits.

use crate::grid::{Candidates, Cell, Digit, House};
use crate::steps::{Pattern, Role};

use super::combos::{bits, combinations};
use super::deduction::{cell_list, house_list};
use super::{Board, Deduction, Technique};

/// The line `n` across (`rows` true) or down.
fn line(rows: bool, n: usize) -> House {
    if rows {
        House::Row(n as u8)
    } else {
        House::Col(n as u8)
    }
}

/// The cell where base line `b` crosses cover line `c`.
fn crossing(board: &Board, rows: bool, b: usize, c: usize) -> Cell {
    let side = board.shape().side();
    if rows {
        Cell::new(b, c, side)
    } else {
        Cell::new(c, b, side)
    }
}

/// One fish: `digit` in the `base` lines (rows when `rows`) fits only the `cover` lines, but
/// for the `fins`.
struct Fish {
    rows: bool,
    digit: Digit,
    base: u32,
    cover: u32,
}

impl Fish {
    /// Every candidate of the digit in the base lines: in a cover line (the corners) or not
    /// (the fins).
    fn candidates(&self, board: &Board) -> (Vec<Cell>, Vec<Cell>) {
        let (mut corners, mut fins) = (Vec::new(), Vec::new());
        for b in bits(self.base) {
            for c in bits(board.positions(line(self.rows, b), self.digit)) {
                let cell = crossing(board, self.rows, b, c);
                if self.cover & 1 << c != 0 {
                    corners.push(cell);
                } else {
                    fins.push(cell);
                }
            }
        }
        (corners, fins)
    }

    fn deduction(
        &self,
        board: &Board,
        technique: Technique,
        removals: Vec<(Cell, Digit)>,
    ) -> Deduction {
        let (corners, fins) = self.candidates(board);
        let digit = self.digit;
        Deduction::new(
            technique,
            Pattern {
                digits: Candidates::single(digit),
                houses: bits(self.base)
                    .map(|b| (line(self.rows, b), Role::Base))
                    .chain(bits(self.cover).map(|c| (line(!self.rows, c), Role::Cover)))
                    .collect(),
                cells: corners
                    .iter()
                    .map(|&c| (c, Role::Base))
                    .chain(fins.iter().map(|&c| (c, Role::Fin)))
                    .collect(),
                candidates: corners.iter().chain(&fins).map(|&c| (c, digit)).collect(),
                removals,
                ..Pattern::default()
            },
        )
    }
}

/// Where each digit may go in each line: `[digit][line]`, for the rows (`rows`) or the
/// columns; bit `i` is the line's `i`-th cell.
fn places_by_line(board: &Board, rows: bool) -> Vec<Vec<u32>> {
    let side = board.shape().side();
    (0..side)
        .map(|d| {
            (0..side)
                .map(|n| board.positions(line(rows, n), Digit::from_index(d)))
                .collect()
        })
        .collect()
}

/// The first basic fish of `size` lines that removes a candidate: a digit whose places in
/// `size` lines, two at least in each, all lie in `size` crossing lines.
pub fn basic(board: &Board, size: usize, technique: Technique) -> Option<Deduction> {
    let side = board.shape().side();
    let placed: Vec<usize> = (0..side)
        .map(|d| board.placed_count(Digit::from_index(d)))
        .collect();
    for rows in [false, true] {
        let lines = places_by_line(board, rows);
        for base in combinations(size, side) {
            for digit in (0..side).map(Digit::from_index) {
                if placed[digit.index()] + 2 * size > side {
                    continue;
                }
                let mut cover = 0;
                for b in bits(base) {
                    let places = lines[digit.index()][b];
                    if places.count_ones() < 2 {
                        cover = u32::MAX;
                        break;
                    }
                    cover |= places;
                }
                if cover.count_ones() as usize != size {
                    continue;
                }
                let fish = Fish {
                    rows,
                    digit,
                    base,
                    cover,
                };
                let removals = fish.removals(board, None);
                if !removals.is_empty() {
                    return Some(fish.deduction(board, technique, removals));
                }
            }
        }
    }
    None
}

/// The first finned fish of `size` lines that removes a candidate: a digit whose places in
/// `size` lines all lie in `size` crossing lines but for a few, the fins, all in one box. If
/// no fin holds the digit the fish stands, and if one does, the cells it sees lose it: either
/// way the cells of the cover lines in the fins' box do. Sashimi when a base line keeps one
/// corner only.
pub fn finned(board: &Board, size: usize, technique: Technique) -> Option<Deduction> {
    let side = board.shape().side();
    for rows in [false, true] {
        let lines = places_by_line(board, rows);
        for base in combinations(size, side) {
            for digit in (0..side).map(Digit::from_index) {
                let mut places = [0u32; 4];
                let mut n = 0;
                for b in bits(base) {
                    places[n] = lines[digit.index()][b];
                    n += 1;
                }
                let places = &places[..n];
                if places.contains(&0) {
                    continue;
                }
                let union = places.iter().fold(0, |u, &p| u | p);
                // Fins in one box lie in at most a box's width of crossing lines: a union
                // wider than the cover and that width holds no finned fish, and skipping it
                // keeps a 25x25 grid's search from trying millions of covers.
                let wide = union.count_ones() as usize;
                if wide <= size || wide > size + board.shape().box_side() {
                    continue;
                }
                let mut offered = [0usize; 32];
                for (k, i) in bits(union).enumerate() {
                    offered[k] = i;
                }
                for pick in combinations(size, union.count_ones() as usize) {
                    let cover = bits(pick).fold(0u32, |m, i| m | 1 << offered[i]);
                    if places.iter().any(|&p| p & cover == 0) {
                        continue;
                    }
                    // The fins, cheaply: all in one box, or no fish.
                    let mut fin_box = None;
                    let mut one_box = true;
                    for (k, b) in bits(base).enumerate() {
                        for c in bits(places[k] & !cover) {
                            let bx = board.box_of(crossing(board, rows, b, c));
                            if *fin_box.get_or_insert(bx) != bx {
                                one_box = false;
                            }
                        }
                    }
                    let Some(fin_box) = fin_box.filter(|_| one_box) else {
                        continue;
                    };
                    let fish = Fish {
                        rows,
                        digit,
                        base,
                        cover,
                    };
                    let removals = fish.removals(board, Some(fin_box));
                    if !removals.is_empty() {
                        let mut d = fish.deduction(board, technique, removals);
                        d.pattern.houses.push((fin_box, Role::Fin));
                        let sashimi = places.iter().any(|&p| (p & cover).count_ones() == 1);
                        return Some(if sashimi { d.variant("sashimi") } else { d });
                    }
                }
            }
        }
    }
    None
}

impl Fish {
    /// The digit's candidates in the cover lines outside the base lines (inside `fin_box`
    /// only, for a finned fish).
    fn removals(&self, board: &Board, fin_box: Option<House>) -> Vec<(Cell, Digit)> {
        bits(self.cover)
            .flat_map(|c| {
                bits(board.positions(line(!self.rows, c), self.digit))
                    .filter(|&b| self.base & 1 << b == 0)
                    .map(move |b| crossing(board, self.rows, b, c))
            })
            .filter(|&cell| fin_box.is_none_or(|bx| board.contains(bx, cell)))
            .map(|cell| (cell, self.digit))
            .collect()
    }
}

/// `in rows 3 and 6, 7 fits only columns 2 and 8, so the rest of columns 2 and 8 loses it`, and
/// for a finned fish, `... or the fin r6c9, so the cells of columns 2 and 8 in box 6 lose it`.
pub fn explain(d: &Deduction) -> String {
    let base = house_list(&d.houses(Role::Base).collect::<Vec<_>>());
    let cover = house_list(&d.houses(Role::Cover).collect::<Vec<_>>());
    let digit = d.pattern.digits;
    let fins: Vec<Cell> = d.cells(Role::Fin).collect();
    match d.houses(Role::Fin).next() {
        None => format!("in {base}, {digit} fits only {cover}, so the rest of {cover} loses it"),
        Some(fin_box) => format!(
            "in {base}, {digit} fits only {cover} or the {} {}: if no fin holds it the fish \
             stands, and if one does it sees {fin_box}, so the cells of {cover} in {fin_box} lose it",
            if fins.len() == 1 { "fin" } else { "fins" },
            cell_list(fins.iter().copied())
        ),
    }
}
