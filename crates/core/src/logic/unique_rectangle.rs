//! Unique rectangle and unique loop, types 1 to 4 (Sudoku Explainer 4.5, plus 0.1 for a loop of
//! six cells, 0.2 of eight, 0.5 of ten or more, and 0.1 for each cell of a type 3's subset).
//! Cells on a rectangle or loop (two in each house they visit) that all held only the same two
//! digits would let them swap, giving the puzzle two solutions; a puzzle with one solution
//! cannot end that way, so the extra candidates of some cell must be true: SE's four ways of
//! using that are its types.

use std::collections::HashSet;

use crate::grid::{Candidates, Cell, Digit, House};
use crate::steps::{Pattern, Role};

use super::combos::{bits, combinations};
use super::deduction::{cell_list, digit_list};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "unique-rectangle",
    name: "unique rectangle",
    family: Family::Uniqueness,
    look_for: "four cells at the corners of a rectangle across two boxes, all holding the same two digits and a few more",
    find,
    rating: Rated::From(Rating::tenths(45), rating),
    explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The most loop steps one search may take: the loops of a real grid are found in a few
/// thousand; a grid full of candidates could otherwise take very long.
const BUDGET: usize = 200_000;

/// SE's order: every unique loop found from every cell with two candidates (row order), the
/// easiest first (lowest rating, then lowest type).
fn find(board: &Board) -> Option<Deduction> {
    if !board.is_unique() {
        return None;
    }
    let mut found: Vec<(Rating, u8, Deduction)> = Vec::new();
    // A deduction found from another corner: its digit, its cells and its removals.
    type Key = (u8, Vec<usize>, Vec<(Cell, Digit)>);
    let mut seen: HashSet<Key> = HashSet::new();
    let mut budget = BUDGET;
    for cell in board.shape().all_cells() {
        let c = board.candidates(cell);
        if c.len() != 2 {
            continue;
        }
        let mut digits = c.iter();
        let (v1, v2) = (digits.next().unwrap(), digits.next().unwrap());
        let mut loops = Vec::new();
        let mut path = Vec::new();
        let mut search = Search {
            board,
            v1,
            v2,
            budget: &mut budget,
        };
        search.walk(cell, &mut path, 2, Candidates::EMPTY, None, &mut loops);
        for lp in loops {
            if !valid_loop(board, &lp) {
                continue;
            }
            for (kind, d) in hints(board, &lp, v1, v2) {
                let mut key_cells: Vec<usize> = lp.iter().map(|c| c.index()).collect();
                key_cells.sort_unstable();
                if seen.insert((kind, key_cells, d.pattern.removals.clone())) {
                    found.push((d.rating(), kind, d));
                }
            }
        }
    }
    found.sort_by_key(|(r, kind, _)| (*r, *kind));
    found.into_iter().next().map(|(_, _, d)| d)
}

struct Search<'a> {
    board: &'a Board,
    v1: Digit,
    v2: Digit,
    budget: &'a mut usize,
}

impl Search<'_> {
    /// SE's walk: from `cell`, through each house of another kind than the last step's, to
    /// every cell holding both digits, allowing two cells with extra candidates (any number
    /// while they all add the same single digit); a walk back to the first cell after four
    /// cells or more is a loop.
    fn walk(
        &mut self,
        cell: Cell,
        path: &mut Vec<Cell>,
        allowed: i32,
        extra: Candidates,
        last: Option<u8>,
        loops: &mut Vec<Vec<Cell>>,
    ) {
        if *self.budget == 0 {
            return;
        }
        *self.budget -= 1;
        path.push(cell);
        let mut extra = extra;
        let [row, col, bx] = self.board.shape().layout().houses_of(cell);
        for (kind, house) in [(0u8, bx), (1, row), (2, col)] {
            if Some(kind) == last {
                continue;
            }
            for &next in self.board.cells_of(house) {
                if next == path[0] && path.len() >= 4 {
                    loops.push(path.clone());
                } else if !path.contains(&next) {
                    let c = self.board.candidates(next);
                    if c.contains(self.v1) && c.contains(self.v2) {
                        extra = Candidates::from_bits(extra.bits() | c.bits());
                        extra.remove(self.v1);
                        extra.remove(self.v2);
                        if c.len() == 2 || extra.len() == 1 || allowed > 0 {
                            let allowed = allowed - i32::from(c.len() > 2);
                            self.walk(next, path, allowed, extra, Some(kind), loops);
                        }
                    }
                }
            }
        }
        path.pop();
    }
}

/// A loop is a deadly pattern's shape when every house it visits it visits twice, once from a
/// cell at an odd place and once from one at an even place.
fn valid_loop(board: &Board, lp: &[Cell]) -> bool {
    let mut odd: HashSet<House> = HashSet::new();
    let mut even: HashSet<House> = HashSet::new();
    for (i, &cell) in lp.iter().enumerate() {
        let set = if i % 2 == 1 { &mut odd } else { &mut even };
        for house in board.shape().layout().houses_of(cell) {
            if !set.insert(house) {
                return false;
            }
        }
    }
    odd == even
}

/// The hints of one loop, each with its type: SE's `UniqueLoops.getHints` for one loop.
fn hints(board: &Board, lp: &[Cell], v1: Digit, v2: Digit) -> Vec<(u8, Deduction)> {
    let extra_cells: Vec<Cell> = lp
        .iter()
        .copied()
        .filter(|&c| board.candidates(c).len() > 2)
        .collect();
    let mut out = Vec::new();
    let mut keep = |kind: u8, d: Option<Deduction>| {
        if let Some(d) = d.filter(|d| !d.pattern.removals.is_empty()) {
            out.push((kind, d));
        }
    };
    match extra_cells.len() {
        0 => {}
        1 => {
            let cell = extra_cells[0];
            let removals = vec![(cell, v1), (cell, v2)];
            keep(
                1,
                Some(deduction(
                    board,
                    lp,
                    &extra_cells,
                    v1,
                    v2,
                    removals,
                    "type 1",
                )),
            );
        }
        2 => {
            let (c1, c2) = (extra_cells[0], extra_cells[1]);
            let mut more =
                Candidates::from_bits(board.candidates(c1).bits() | board.candidates(c2).bits());
            more.remove(v1);
            more.remove(v2);
            if more.len() == 1 {
                keep(2, type_2(board, lp, &extra_cells, v1, v2));
            } else if more.len() >= 2 {
                for d in type_3(board, lp, c1, c2, v1, v2, more) {
                    keep(3, Some(d));
                }
            }
            keep(4, type_4(board, lp, c1, c2, v1, v2));
        }
        _ => keep(2, type_2(board, lp, &extra_cells, v1, v2)),
    }
    out
}

/// The deduction of a loop `lp` on the digits `v1` and `v2`, its extra cells marked.
fn deduction(
    board: &Board,
    lp: &[Cell],
    extra_cells: &[Cell],
    v1: Digit,
    v2: Digit,
    removals: Vec<(Cell, Digit)>,
    variant: &'static str,
) -> Deduction {
    let digits: Candidates = [v1, v2].into_iter().collect();
    Deduction::new(
        Technique::UniqueRectangle,
        Pattern {
            digits,
            cells: lp
                .iter()
                .map(|&c| {
                    let role = if extra_cells.contains(&c) {
                        Role::Extra
                    } else {
                        Role::Base
                    };
                    (c, role)
                })
                .collect(),
            candidates: lp
                .iter()
                .flat_map(|&c| [(c, v1), (c, v2)])
                .chain(extra_cells.iter().flat_map(|&c| {
                    board
                        .candidates(c)
                        .iter()
                        .filter(move |&d| !digits.contains(d))
                        .map(move |d| (c, d))
                }))
                .collect(),
            removals,
            ..Pattern::default()
        },
    )
    .variant(variant)
}

/// Type 2: the cells with extra candidates share one extra digit, so one of them holds it, and
/// every cell that sees them all loses it.
fn type_2(
    board: &Board,
    lp: &[Cell],
    extra_cells: &[Cell],
    v1: Digit,
    v2: Digit,
) -> Option<Deduction> {
    let mut more = board.candidates(extra_cells[0]);
    more.remove(v1);
    more.remove(v2);
    let value = more.iter().next()?;
    let removals: Vec<(Cell, Digit)> = board
        .peers(extra_cells[0])
        .iter()
        .copied()
        .filter(|&c| !extra_cells.contains(&c))
        .filter(|&c| extra_cells[1..].iter().all(|&e| board.sees(c, e)))
        .filter(|&c| board.candidates(c).contains(value))
        .map(|c| (c, value))
        .collect();
    Some(deduction(
        board,
        lp,
        extra_cells,
        v1,
        v2,
        removals,
        "type 2",
    ))
}

/// The houses two cells share, boxes first.
fn shared_houses(board: &Board, c1: Cell, c2: Cell) -> Vec<House> {
    let [r1, k1, b1] = board.shape().layout().houses_of(c1);
    let [r2, k2, b2] = board.shape().layout().houses_of(c2);
    [(b1, b2), (r1, r2), (k1, k2)]
        .into_iter()
        .filter(|(a, b)| a == b)
        .map(|(a, _)| a)
        .collect()
}

/// Type 3: one of the two cells with extra candidates holds one of them, so together they act
/// as one cell holding the extra digits; with other cells of a house they share, that "cell"
/// can complete a naked subset (or a hidden one), which clears the rest of the house.
fn type_3(
    board: &Board,
    lp: &[Cell],
    c1: Cell,
    c2: Cell,
    v1: Digit,
    v2: Digit,
    extra: Candidates,
) -> Vec<Deduction> {
    let side = board.shape().side();
    let mut out = Vec::new();
    let houses = shared_houses(board, c1, c2);
    for size in extra.len()..=side - 2 {
        for &house in &houses {
            let cells = board.cells_of(house);
            let empty = board.empty_in(house);
            let i1 = cells
                .iter()
                .position(|&c| c == c1)
                .expect("c1 is in the house");
            let i2 = cells
                .iter()
                .position(|&c| c == c2)
                .expect("c2 is in the house");
            if size * 2 <= empty {
                for chosen in combinations(size, side) {
                    if chosen & 1 << i1 == 0 || chosen & 1 << i2 != 0 {
                        continue;
                    }
                    let others: Vec<Cell> = bits(chosen)
                        .filter(|&i| i != i1)
                        .map(|i| cells[i])
                        .collect();
                    let common =
                        extra.bits() & board.candidates(c1).bits() & board.candidates(c2).bits();
                    let naked = others
                        .iter()
                        .fold(common, |m, &c| m | board.candidates(c).bits());
                    if naked.count_ones() as usize != size {
                        continue;
                    }
                    // Every member two candidates or more, all of them `size` digits.
                    let members = others.iter().map(|&c| board.candidates(c)).chain([extra]);
                    let mut union = 0;
                    if members.clone().any(|m| m.len() < 2) {
                        continue;
                    }
                    for m in members {
                        union |= m.bits();
                    }
                    if union.count_ones() as usize != size {
                        continue;
                    }
                    let set = Candidates::from_bits(union);
                    let rest = cells
                        .iter()
                        .copied()
                        .filter(|c| !others.contains(c) && *c != c1 && *c != c2);
                    let removals = board.candidates_of(rest, set, true);
                    let mut d = deduction(board, lp, &[c1, c2], v1, v2, removals, "type 3");
                    d.pattern.houses.push((house, Role::Base));
                    d.pattern
                        .cells
                        .extend(others.iter().map(|&c| (c, Role::Subset)));
                    out.push(d);
                }
            }
            if size * 2 < empty {
                let rest: Vec<Digit> = (0..side)
                    .map(Digit::from_index)
                    .filter(|&d| d != v1 && d != v2 && !extra.contains(d))
                    .collect();
                if size < 2 || size - 2 > rest.len() {
                    continue;
                }
                for pick in combinations(size - 2, rest.len()) {
                    let values: Vec<Digit> = bits(pick).map(|i| rest[i]).chain([v1, v2]).collect();
                    let places: Vec<u32> = values
                        .iter()
                        .map(|&d| board.positions(house, d) & !(1 << i2))
                        .collect();
                    if places.contains(&0) {
                        continue;
                    }
                    let union = places.iter().fold(0, |u, &p| u | p);
                    if union.count_ones() as usize != size {
                        continue;
                    }
                    let hidden: Candidates = values.iter().copied().collect();
                    let subset: Vec<Cell> = bits(union & !(1 << i1) & !(1 << i2))
                        .map(|i| cells[i])
                        .collect();
                    let removals = board.candidates_of(subset.iter().copied(), hidden, false);
                    let mut d = deduction(board, lp, &[c1, c2], v1, v2, removals, "hidden type 3");
                    d.pattern.houses.push((house, Role::Base));
                    d.pattern
                        .cells
                        .extend(subset.iter().map(|&c| (c, Role::Subset)));
                    d.pattern.digits = hidden;
                    out.push(d);
                }
            }
        }
    }
    out
}

/// Type 4: in a house the two cells with extra candidates share, one of the two digits fits
/// only them; it must go in one of them, so neither can hold the other digit (both would make
/// the deadly pattern).
fn type_4(
    board: &Board,
    lp: &[Cell],
    c1: Cell,
    c2: Cell,
    v1: Digit,
    v2: Digit,
) -> Option<Deduction> {
    let (mut r1, mut r2) = (None, None);
    for house in shared_houses(board, c1, c2) {
        let others = board
            .cells_of(house)
            .iter()
            .filter(|&&c| c != c1 && c != c2);
        if !others.clone().any(|&c| board.candidates(c).contains(v1)) {
            r1 = Some(house);
        }
        if !others.clone().any(|&c| board.candidates(c).contains(v2)) {
            r2 = Some(house);
        }
    }
    let (house, remove) = match (r1, r2) {
        (Some(h), _) => (h, v2),
        (None, Some(h)) => (h, v1),
        (None, None) => return None,
    };
    let mut d = deduction(
        board,
        lp,
        &[c1, c2],
        v1,
        v2,
        vec![(c1, remove), (c2, remove)],
        "type 4",
    );
    d.pattern.houses.push((house, Role::Base));
    Some(d)
}

fn loop_len(d: &Deduction) -> usize {
    d.cells(Role::Base).count() + d.cells(Role::Extra).count()
}

fn rating(d: &Deduction) -> Rating {
    let len = loop_len(d);
    let mut tenths = 45;
    if len >= 10 {
        tenths += 3;
    }
    if len >= 8 {
        tenths += 2;
    } else if len >= 6 {
        tenths += 1;
    }
    let subset = d.cells(Role::Subset).count() as u16;
    match d.variant {
        Some("type 3") => tenths += subset,
        Some("hidden type 3") => tenths += subset.saturating_sub(1),
        _ => {}
    }
    Rating::tenths(tenths)
}

fn explain(d: &Deduction) -> String {
    let shape = if loop_len(d) == 4 {
        "rectangle".to_string()
    } else {
        format!("loop of {} cells", loop_len(d))
    };
    let digits = d.pattern.digits;
    let corners: Vec<Cell> = d.cells(Role::Base).chain(d.cells(Role::Extra)).collect();
    let extra: Vec<Cell> = d.cells(Role::Extra).collect();
    let pair = match d.variant {
        // Its digits are the hidden subset's: the rectangle's two are a plain corner's.
        Some("hidden type 3") => {
            let corner = d.cells(Role::Base).next();
            let pair: Candidates = d
                .pattern
                .candidates
                .iter()
                .filter(|&&(c, _)| Some(c) == corner)
                .map(|&(_, v)| v)
                .collect();
            digit_list(pair)
        }
        _ => digit_list(digits),
    };
    let head = format!(
        "if {} held only {pair}, they could swap on this {shape} and the puzzle would have two \
         solutions",
        cell_list(corners.iter().copied())
    );
    let subset: Vec<Cell> = d.cells(Role::Subset).collect();
    let house = d.focus();
    match d.variant {
        Some("type 1") => format!("{head}; so {} is not {pair}", extra[0]),
        Some("type 2") => format!(
            "{head}; so one of {} holds its extra digit {}, and the cells that see them all lose it",
            cell_list(extra.iter().copied()),
            d.pattern.removals[0].1
        ),
        Some("type 4") => format!(
            "{head}; in {}, {} fits only {}, so neither can be the other digit",
            house.expect("type 4 has its house"),
            other_digit(d),
            cell_list(extra.iter().copied())
        ),
        Some("hidden type 3") => format!(
            "{head}; so one of {} holds an extra digit, and the other makes a hidden subset with \
             {} on {} in {}: {} {} nothing else",
            cell_list(extra.iter().copied()),
            cell_list(subset.iter().copied()),
            digit_list(digits),
            house.expect("type 3 has its house"),
            cell_list(subset.iter().copied()),
            if subset.len() == 1 { "holds" } else { "hold" },
        ),
        _ => format!(
            "{head}; so one of {} holds an extra digit, and with {} it makes a subset in {} that \
             the rest of the house cannot share",
            cell_list(extra.iter().copied()),
            cell_list(subset.iter().copied()),
            house.expect("type 3 has its house")
        ),
    }
}

/// The digit a type 4 keeps: the loop digit it does not remove.
fn other_digit(d: &Deduction) -> Digit {
    let removed = d.pattern.removals[0].1;
    let mut kept = d.pattern.digits;
    kept.remove(removed);
    kept.as_single().unwrap_or(removed)
}
