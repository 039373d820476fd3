//! BUG, the bivalue universal grave, types 1 to 4 (Sudoku Explainer 5.6 for type 1, 5.7 for
//! types 2 and 4, 5.7 plus 0.1 for each cell of a type 3's subset). A grid where every empty
//! cell has two candidates and every digit two places in each house has two solutions; a
//! puzzle with one solution cannot end that way, so one of the few cells with a third candidate
//! must hold it.

use std::collections::HashSet;

use crate::grid::{Candidates, Cell, Digit, House};
use crate::steps::{Pattern, Role};

use super::combos::{bits, combinations};
use super::deduction::{cell_list, digit_list};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "bug",
    name: "BUG",
    family: Family::Uniqueness,
    look_for: "a grid where every empty cell but one or two has two candidates, and every digit two places in each house",
    find,
    rating: Rated::From(Rating::tenths(56), rating),
    explain,
    find_within: None,
    raters: Raters::ALL,
};

/// SE's search: the digits with neither none nor two places in a house point at the BUG cells
/// (the one cell of theirs with three candidates or more); without those digits the grid must
/// be a BUG.
fn find(board: &Board) -> Option<Deduction> {
    if !board.is_unique() {
        return None;
    }
    let side = board.shape().side();
    let mut without: Vec<Candidates> = board
        .shape()
        .all_cells()
        .map(|c| board.candidates(c))
        .collect();
    let mut bug_cells: Vec<Cell> = Vec::new();
    let mut bug_values: Vec<(Cell, Candidates)> = Vec::new();
    let mut all = Candidates::EMPTY;
    let mut common: Option<HashSet<Cell>> = None;
    let kinds: [fn(u8) -> House; 3] = [House::Box, House::Row, House::Col];
    for kind in kinds {
        for n in 0..side as u8 {
            let house = kind(n);
            for digit in (0..side).map(Digit::from_index) {
                let places: Vec<Cell> = board.places(house, digit).collect();
                if places.is_empty() || places.len() == 2 {
                    continue;
                }
                let big: Vec<Cell> = places
                    .iter()
                    .copied()
                    .filter(|&c| board.candidates(c).len() >= 3)
                    .collect();
                if big.is_empty() {
                    return None;
                }
                if let [cell] = big[..] {
                    if !bug_cells.contains(&cell) {
                        bug_cells.push(cell);
                        bug_values.push((cell, Candidates::EMPTY));
                    }
                    let entry = bug_values
                        .iter_mut()
                        .find(|(c, _)| *c == cell)
                        .expect("added");
                    entry.1.insert(digit);
                    all.insert(digit);
                    without[cell.index()].remove(digit);
                    let peers: HashSet<Cell> = board.peers(cell).iter().copied().collect();
                    let mut set = match common.take() {
                        Some(s) => s.intersection(&peers).copied().collect(),
                        None => peers,
                    };
                    for c in &bug_cells {
                        set.remove(c);
                    }
                    if bug_cells.len() > 1 && all.len() > 1 && set.is_empty() {
                        return None;
                    }
                    common = Some(set);
                }
            }
        }
    }
    // Without the BUG digits, every empty cell has two candidates and every digit two places
    // (or none) in every house.
    if board
        .shape()
        .all_cells()
        .any(|c| board.get(c).is_none() && without[c.index()].len() != 2)
    {
        return None;
    }
    for house in board.houses() {
        for digit in (0..side).map(Digit::from_index) {
            let n = board
                .cells_of(house)
                .iter()
                .filter(|c| without[c.index()].contains(digit))
                .count();
            if n != 0 && n != 2 {
                return None;
            }
        }
    }
    let mut common: Vec<Cell> = common.unwrap_or_default().into_iter().collect();
    common.sort();
    let bug = Bug {
        board,
        cells: bug_cells,
        values: bug_values,
        all,
        common,
    };
    if bug.cells.len() == 1 {
        let cell = bug.cells[0];
        let removals = board
            .candidates(cell)
            .iter()
            .filter(|&d| !all.contains(d))
            .map(|d| (cell, d))
            .collect();
        let d = bug.deduction(removals, "type 1");
        return (!d.pattern.removals.is_empty()).then_some(d);
    }
    if all.len() == 1 {
        bug.type_2().or_else(|| bug.type_4())
    } else if !bug.common.is_empty() {
        bug.type_4().or_else(|| bug.type_3())
    } else {
        None
    }
}

struct Bug<'a> {
    board: &'a Board,
    /// The cells with a third candidate.
    cells: Vec<Cell>,
    /// Each BUG cell's extra digits.
    values: Vec<(Cell, Candidates)>,
    /// All extra digits.
    all: Candidates,
    /// The cells that see every BUG cell.
    common: Vec<Cell>,
}

impl Bug<'_> {
    fn deduction(&self, removals: Vec<(Cell, Digit)>, variant: &'static str) -> Deduction {
        Deduction::new(
            Technique::Bug,
            Pattern {
                digits: self.all,
                cells: self.cells.iter().map(|&c| (c, Role::Extra)).collect(),
                candidates: self
                    .values
                    .iter()
                    .flat_map(|&(c, v)| v.iter().map(move |d| (c, d)))
                    .collect(),
                removals,
                ..Pattern::default()
            },
        )
        .variant(variant)
    }

    /// Type 2: one extra digit in several cells; one of them holds it, so the cells that see
    /// them all lose it.
    fn type_2(&self) -> Option<Deduction> {
        let value = self.all.as_single()?;
        let removals: Vec<(Cell, Digit)> = self
            .common
            .iter()
            .copied()
            .filter(|&c| self.board.candidates(c).contains(value))
            .map(|c| (c, value))
            .collect();
        (!removals.is_empty()).then(|| self.deduction(removals, "type 2"))
    }

    /// The first house (box, row, column) all the BUG cells share.
    fn shared_houses(&self) -> Vec<House> {
        let layout = self.board.shape().layout();
        (0..3)
            .filter_map(|k| {
                // houses_of gives row, column, box: take box first, as SE does.
                let pick = [2, 0, 1][k];
                let h = layout.houses_of(self.cells[0])[pick];
                self.cells
                    .iter()
                    .all(|&c| self.board.contains(h, c))
                    .then_some(h)
            })
            .collect()
    }

    /// Type 4: two BUG cells in a house, sharing one other digit that only they hold there:
    /// one of them is that digit, the other its extra one, so both lose the rest.
    fn type_4(&self) -> Option<Deduction> {
        let [c1, c2] = self.cells[..] else {
            return None;
        };
        let mut shared = Candidates::from_bits(
            self.board.candidates(c1).bits() & self.board.candidates(c2).bits(),
        );
        for d in self.all.iter() {
            shared.remove(d);
        }
        let value = shared.as_single()?;
        let house = *self.shared_houses().first()?;
        let keep = |c: Cell| {
            let mut k = self
                .values
                .iter()
                .find(|(x, _)| *x == c)
                .expect("a BUG cell")
                .1;
            k.insert(value);
            k
        };
        let removals: Vec<(Cell, Digit)> = [c1, c2]
            .iter()
            .flat_map(|&c| {
                let k = keep(c);
                self.board
                    .candidates(c)
                    .iter()
                    .filter(move |&d| !k.contains(d))
                    .map(move |d| (c, d))
            })
            .collect();
        if removals.is_empty() {
            return None;
        }
        let mut d = self.deduction(removals, "type 4");
        d.pattern.houses.push((house, Role::Base));
        d.pattern.digits.insert(value);
        Some(d)
    }

    /// Type 3: the BUG cells, sharing a house, act there as one cell holding the extra
    /// digits; with other cells of the house they can complete a naked subset.
    fn type_3(&self) -> Option<Deduction> {
        for house in self.shared_houses() {
            let cells: Vec<Cell> = self
                .common
                .iter()
                .copied()
                .filter(|&c| self.board.contains(house, c))
                .collect();
            for size in 2..=6 {
                if cells.len() < size {
                    continue;
                }
                for chosen in combinations(size - 1, cells.len()) {
                    let naked: Vec<Cell> = bits(chosen).map(|i| cells[i]).collect();
                    let union = naked
                        .iter()
                        .fold(0, |m, &c| m | self.board.candidates(c).bits());
                    if union.count_ones() as usize != size {
                        continue;
                    }
                    let members = naked
                        .iter()
                        .map(|&c| self.board.candidates(c))
                        .chain([self.all]);
                    if members.clone().any(|m| m.len() < 2) {
                        continue;
                    }
                    let set = members.fold(0, |m, c| m | c.bits());
                    if set.count_ones() as usize != size {
                        continue;
                    }
                    let set = Candidates::from_bits(set);
                    let removals: Vec<(Cell, Digit)> = cells
                        .iter()
                        .copied()
                        .filter(|c| !naked.contains(c) && !self.cells.contains(c))
                        .flat_map(|c| {
                            set.iter()
                                .filter(move |&d| self.board.candidates(c).contains(d))
                                .map(move |d| (c, d))
                        })
                        .collect();
                    if removals.is_empty() {
                        continue;
                    }
                    let mut d = self.deduction(removals, "type 3");
                    d.pattern.houses.push((house, Role::Base));
                    d.pattern
                        .cells
                        .extend(naked.iter().map(|&c| (c, Role::Subset)));
                    return Some(d);
                }
            }
        }
        None
    }
}

fn rating(d: &Deduction) -> Rating {
    match d.variant {
        Some("type 1") => Rating::tenths(56),
        Some("type 3") => Rating::tenths(57 + d.cells(Role::Subset).count() as u16),
        _ => Rating::tenths(57),
    }
}

fn explain(d: &Deduction) -> String {
    let cells: Vec<Cell> = d.cells(Role::Extra).collect();
    let extra = |c: Cell| -> Candidates {
        d.pattern
            .candidates
            .iter()
            .filter(|&&(x, _)| x == c)
            .map(|&(_, v)| v)
            .collect()
    };
    let head = format!(
        "without the extra {} of {}, every empty cell would have two candidates and every digit \
         two places in each house, a pattern with two solutions",
        digit_list(d.pattern.digits),
        cell_list(cells.iter().copied())
    );
    match d.variant {
        Some("type 1") => format!(
            "{head}; so {} is {}",
            cells[0],
            digit_list(extra(cells[0])).replace(" and ", " or ")
        ),
        Some("type 2") => format!(
            "{head}; so one of {} is {}, and the cells that see them all lose it",
            cell_list(cells.iter().copied()),
            d.pattern.removals[0].1
        ),
        Some("type 4") => format!(
            "{head}; so one of {} holds its extra digit, and in {} the other digit they share fits \
             only them: each keeps just those two",
            cell_list(cells.iter().copied()),
            d.focus().expect("type 4 has its house")
        ),
        _ => format!(
            "{head}; so one of {} holds an extra digit, and with {} it makes a subset in {} that \
             the rest of the house cannot share",
            cell_list(cells.iter().copied()),
            cell_list(d.cells(Role::Subset)),
            d.focus().expect("type 3 has its house")
        ),
    }
}
