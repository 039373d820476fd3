//! The search behind Sukaku Explainer's WXYZ-Wing and VWXYZ-Wing: an almost locked set (a few
//! cells of one house holding one digit more than there are cells) and a cell with two
//! candidates x and z, every x of the set seeing that cell. The set and the cell cannot both
//! lack x... so they cannot both lack z either way round: if the cell is not z it is x, and the
//! set, losing x, is locked on its other digits, z among them. So z is in the cell or the set,
//! and every cell that sees all of those z loses it. When z links them too ("doubly linked"),
//! the set's other digits are locked in it and x and z are each in one of the two.

use crate::grid::{Candidates, Cell, Digit, House};
use crate::steps::{Link, LinkKind, Pattern, Role};

use super::combos::{bits, combinations};
use super::deduction::{cell_list, digit_list};
use super::{Board, Deduction, Technique};

/// Every almost locked set of `size` cells (two candidates or more each, `size + 1` digits
/// between them), in increasing order of their cells.
fn sets(board: &Board, size: usize) -> Vec<Vec<Cell>> {
    let mut found: Vec<Vec<Cell>> = Vec::new();
    for house in board.houses() {
        let open: Vec<Cell> = board
            .cells_of(house)
            .iter()
            .copied()
            .filter(|&c| board.candidates(c).len() >= 2)
            .collect();
        if open.len() < size {
            continue;
        }
        for pick in combinations(size, open.len()) {
            let cells: Vec<Cell> = bits(pick).map(|i| open[i]).collect();
            let union = cells.iter().fold(0, |m, &c| m | board.candidates(c).bits());
            if union.count_ones() as usize == size + 1 {
                let mut sorted = cells;
                sorted.sort();
                found.push(sorted);
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

/// The wing's rating in tenths, from its base and its largest cell (SE's fork rates the
/// middle sizes harder than the extremes).
pub fn rating(base: u16, spread: u16, largest: usize) -> u16 {
    let middle = 3i32;
    let off = (middle - largest as i32).unsigned_abs() as u16;
    base + spread.saturating_sub(off)
}

/// The largest number of candidates among the set's cells, from the pattern.
pub fn largest(d: &Deduction) -> usize {
    d.cells(Role::Base)
        .map(|c| {
            d.pattern
                .candidates
                .iter()
                .filter(|&&(x, _)| x == c)
                .count()
        })
        .max()
        .unwrap_or(0)
}

/// The wing of a set of `size` cells that removes a candidate: with `sorted`, the easiest
/// (lowest rating from `base` and `spread`), removing the most; else the first found.
pub fn find(
    board: &Board,
    size: usize,
    technique: Technique,
    (base, spread): (u16, u16),
    sorted: bool,
) -> Option<Deduction> {
    let mut best: Option<(u16, usize, Deduction)> = None;
    for set in sets(board, size) {
        let union =
            Candidates::from_bits(set.iter().fold(0, |m, &c| m | board.candidates(c).bits()));
        let largest = set
            .iter()
            .map(|&c| board.candidates(c).len())
            .max()
            .unwrap_or(0);
        for yz in board.shape().all_cells() {
            let pair = board.candidates(yz);
            if pair.len() != 2
                || set.contains(&yz)
                || pair.bits() & !union.bits() != 0
                || !set.iter().any(|&c| board.sees(c, yz))
            {
                continue;
            }
            let linked = |a: Digit| {
                set.iter()
                    .filter(|&&c| board.candidates(c).contains(a))
                    .all(|&c| board.sees(c, yz))
            };
            let mut digits = pair.iter();
            let (x, z) = (digits.next().expect("two"), digits.next().expect("two"));
            let (x, z, double) = match (linked(x), linked(z)) {
                (true, false) => (x, z, false),
                (false, true) => (z, x, false),
                (true, true) => (x, z, true),
                (false, false) => continue,
            };
            let removals = removals(board, &set, yz, union, x, z, double);
            if removals.is_empty() {
                continue;
            }
            let linked_digits: Vec<Digit> = if double { vec![x, z] } else { vec![x] };
            let d = deduction(board, technique, &set, yz, union, removals, &linked_digits);
            if !sorted {
                return Some(d);
            }
            let r = rating(base, spread, largest);
            let n = d.pattern.removals.len();
            if best
                .as_ref()
                .is_none_or(|(br, bn, _)| r < *br || (r == *br && n > *bn))
            {
                best = Some((r, n, d));
            }
        }
    }
    best.map(|(_, _, d)| d)
}

/// The cells (outside the wing) that see every cell of `among` holding `digit`, and `yz` too
/// when `with_yz`: they lose `digit`.
fn seeing(
    board: &Board,
    set: &[Cell],
    yz: Cell,
    digit: Digit,
    with_yz: bool,
) -> Vec<(Cell, Digit)> {
    let holders: Vec<Cell> = set
        .iter()
        .copied()
        .filter(|&c| board.candidates(c).contains(digit))
        .chain(with_yz.then_some(yz))
        .collect();
    board
        .shape()
        .all_cells()
        .filter(|&c| c != yz && !set.contains(&c) && board.candidates(c).contains(digit))
        .filter(|&c| holders.iter().all(|&h| board.sees(c, h)))
        .map(|c| (c, digit))
        .collect()
}

fn removals(
    board: &Board,
    set: &[Cell],
    yz: Cell,
    union: Candidates,
    x: Digit,
    z: Digit,
    double: bool,
) -> Vec<(Cell, Digit)> {
    let mut out = Vec::new();
    if double {
        for w in union.iter().filter(|&w| w != x && w != z) {
            out.extend(seeing(board, set, yz, w, false));
        }
        out.extend(seeing(board, set, yz, x, true));
    }
    out.extend(seeing(board, set, yz, z, true));
    out.sort();
    out.dedup();
    out
}

fn deduction(
    board: &Board,
    technique: Technique,
    set: &[Cell],
    yz: Cell,
    union: Candidates,
    removals: Vec<(Cell, Digit)>,
    linked: &[Digit],
) -> Deduction {
    // The weak links that tie the set to the cell: each linked digit, from the cell to every
    // cell of the set holding it.
    let links = linked
        .iter()
        .flat_map(|&x| {
            set.iter()
                .filter(move |&&c| board.candidates(c).contains(x))
                .map(move |&c| Link {
                    from: (yz, x),
                    to: (c, x),
                    kind: LinkKind::Weak,
                })
        })
        .collect();
    let house = board
        .houses()
        .find(|&h| set.iter().all(|&c| board.contains(h, c)))
        .unwrap_or(House::Row(set[0].row() as u8));
    let d = Deduction::new(
        technique,
        Pattern {
            digits: union,
            houses: vec![(house, Role::Base)],
            cells: set
                .iter()
                .map(|&c| (c, Role::Base))
                .chain([(yz, Role::Pivot)])
                .collect(),
            candidates: board.marks(set.iter().chain([&yz])),
            links,
            removals,
            groups: Vec::new(),
            placement: None,
        },
    );
    if linked.len() == 2 {
        d.variant("doubly linked")
    } else {
        d
    }
}

/// `r1c1, r1c2 and r1c5 hold only 1, 2, 5 and 7 between them, and r4c5 holds 5 and 7; every 5
/// of the set sees r4c5, so if r4c5 is not 7 the set holds it: the cells that see every 7
/// among them lose it`.
pub fn explain(d: &Deduction) -> String {
    let set: Vec<Cell> = d.cells(Role::Base).collect();
    let yz = d
        .cells(Role::Pivot)
        .next()
        .expect("the wing's bivalue cell");
    let pair: Candidates = d
        .pattern
        .candidates
        .iter()
        .filter(|&&(c, _)| c == yz)
        .map(|&(_, x)| x)
        .collect();
    let linked: Candidates = d.pattern.links.iter().map(|l| l.from.1).collect();
    let mut z = pair;
    for x in linked.iter() {
        z.remove(x);
    }
    let x = linked;
    let head = format!(
        "{} hold only {} between them, one digit more than cells, and {yz} holds {}",
        cell_list(set.iter().copied()),
        digit_list(d.pattern.digits),
        digit_list(pair)
    );
    if d.variant.is_some() {
        let (a, b) = (
            pair.iter().next().expect("two"),
            pair.iter().nth(1).expect("two"),
        );
        format!(
            "{head}; every {a} and every {b} of theirs sees {yz}, so the set is locked on its other \
             digits and {a} and {b} each lie in the set or in {yz}: the cells that see all of one \
             digit's places lose it"
        )
    } else {
        format!(
            "{head}; every {x} of theirs sees {yz}, so if {yz} is not {z} it is {x} and the set is \
             left with {z}: the cells that see every {z} among them lose it"
        )
    }
}
