//! ALS-XZ (HoDoKu and sudokuwiki.org's Almost Locked Sets rule): two almost locked sets
//! (cells of a house holding one digit more than there are cells) and a restricted common
//! digit x, every x of one seeing every x of the other. At most one set holds x, so the other
//! is locked on its remaining digits: a digit z common to both lies in one set or the other,
//! and every cell that sees all their z loses it.
//!
//! Sudoku Explainer has no ALS rule. When one set is a single cell the pattern is Sukaku
//! Explainer's wing (XYZ- to VWXYZ-Wing), which the ladder finds before, so this rule takes
//! sets of two cells or more. Those SE only reaches by cases, x lacking from one set or from
//! the other, each followed through the digits of a set: its multiple forcing chains (8.0),
//! whose search weighs this one against its own, rated 8.0 plus SE's length table over the
//! sets' candidates (the candidates such chains pass through).
//!
//! Sukaku Explainer has no ALS rule (its Solver lists none): only the ladder of `--rater se`
//! holds this one, and Sukaku's finds the deduction by its own forcing chains, as rated there.

use crate::grid::{Candidates, Cell, Digit, House};
use crate::steps::{Link, LinkKind, Pattern, Role};

use super::chain::length_tenths;
use super::combos::{bits, combinations};
use super::deduction::{cell_list, digit_list};
use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "als-xz",
    name: "ALS-XZ",
    family: Family::Chains,
    look_for: "two sets of cells, each with one digit more than cells, where every place of one digit in one set sees every place of it in the other",
    find,
    rating: Rated::From(Rating::tenths(BASE), |d| {
        Rating::tenths(rating(d.pattern.candidates.len()))
    }),
    explain,
    find_within: None,
    raters: Raters::SE,
};

/// SE's multiple forcing chains.
const BASE: u16 = 80;

/// The most cells the two sets hold together: a bound on the search.
const MOST_CELLS: usize = 6;

/// The fewest cells of a set: one cell is a wing's.
const FEWEST_CELLS: usize = 2;

/// The rating in tenths of a pair of sets holding `candidates` candidates.
fn rating(candidates: usize) -> u16 {
    BASE + length_tenths(candidates)
}

/// An almost locked set: its cells, their digits, and where each digit lies, as bits of the
/// cells' indices.
struct Als {
    house: House,
    cells: Vec<Cell>,
    digits: Candidates,
    mask: u128,
    places: Vec<u128>,
}

/// Every almost locked set of at most `most` cells, each once (with the first house that
/// holds it), in the order found.
fn sets(board: &Board, most: usize) -> Vec<Als> {
    let side = board.shape().side();
    let mut found: Vec<Als> = Vec::new();
    let mut seen: Vec<u128> = Vec::new();
    for house in board.houses() {
        let open: Vec<Cell> = board
            .cells_of(house)
            .iter()
            .copied()
            .filter(|&c| board.get(c).is_none())
            .collect();
        for size in FEWEST_CELLS..=most.min(open.len()) {
            for pick in combinations(size, open.len()) {
                let cells: Vec<Cell> = bits(pick).map(|i| open[i]).collect();
                let digits = Candidates::from_bits(
                    cells.iter().fold(0, |m, &c| m | board.candidates(c).bits()),
                );
                let mask = cells.iter().fold(0u128, |m, c| m | 1 << c.index());
                if digits.len() != size + 1 || seen.contains(&mask) {
                    continue;
                }
                seen.push(mask);
                let places = (0..side)
                    .map(|d| {
                        cells
                            .iter()
                            .filter(|c| board.candidates(**c).contains(Digit::from_index(d)))
                            .fold(0u128, |m, c| m | 1 << c.index())
                    })
                    .collect();
                found.push(Als {
                    house,
                    cells,
                    digits,
                    mask,
                    places,
                });
            }
        }
    }
    found
}

/// The cells of `mask`.
fn cells_of(board: &Board, mask: u128) -> impl Iterator<Item = Cell> + '_ {
    board
        .shape()
        .all_cells()
        .filter(move |c| mask & 1 << c.index() != 0)
}

/// The easiest ALS-XZ that removes a candidate: the fewest candidates, then the most removals.
/// The multiple forcing chains' search weighs it against theirs; on the ladder it comes after
/// their cell and unit forcing chains, so it is tried when it was their easiest hint.
fn find(board: &Board) -> Option<Deduction> {
    // Like the chains, a 9x9 rule: on larger grids the sets multiply past a rating's cost.
    if board.shape().side() > 9 {
        return None;
    }
    let peers: Vec<u128> = board
        .shape()
        .all_cells()
        .map(|c| board.peers(c).iter().fold(0u128, |m, p| m | 1 << p.index()))
        .collect();
    let sets = sets(board, MOST_CELLS - FEWEST_CELLS);
    let mut best: Option<(usize, usize, Deduction)> = None;
    for (i, a) in sets.iter().enumerate() {
        for b in &sets[i + 1..] {
            if a.cells.len() + b.cells.len() > MOST_CELLS || a.mask & b.mask != 0 {
                continue;
            }
            let common = Candidates::from_bits(a.digits.bits() & b.digits.bits());
            if common.len() < 2 {
                continue;
            }
            // Every x of each set sees every x of the other.
            let restricted = |x: Digit| {
                let (pa, pb) = (a.places[x.index()], b.places[x.index()]);
                cells_of(board, pa).all(|c| peers[c.index()] & pb == pb)
            };
            let Some(x) = common.iter().find(|&x| restricted(x)) else {
                continue;
            };
            let mut removals = Vec::new();
            for z in common.iter().filter(|&z| z != x) {
                let holders = a.places[z.index()] | b.places[z.index()];
                let seeing = cells_of(board, holders).fold(!0u128, |m, c| m & peers[c.index()]);
                removals.extend(
                    cells_of(board, seeing & !(a.mask | b.mask))
                        .filter(|c| board.candidates(*c).contains(z))
                        .map(|c| (c, z)),
                );
            }
            if removals.is_empty() {
                continue;
            }
            let size = a.cells.iter().chain(&b.cells).map(|&c| board.candidates(c).len()).sum();
            let better = best
                .as_ref()
                .is_none_or(|(s, n, _)| size < *s || (size == *s && removals.len() > *n));
            if better {
                let n = removals.len();
                best = Some((size, n, deduction(board, a, b, x, removals)));
            }
        }
    }
    best.map(|(_, _, d)| d)
}

fn deduction(board: &Board, a: &Als, b: &Als, x: Digit, removals: Vec<(Cell, Digit)>) -> Deduction {
    let mut digits = Candidates::single(x);
    for &(_, z) in &removals {
        digits.insert(z);
    }
    // The restricted common digit: weak links from each x of the first set to each of the
    // second (at most one of them holds it).
    let links = cells_of(board, a.places[x.index()])
        .flat_map(|p| {
            cells_of(board, b.places[x.index()]).map(move |q| Link {
                from: (p, x),
                to: (q, x),
                kind: LinkKind::Weak,
            })
        })
        .collect();
    Deduction::new(
        Technique::AlsXz,
        Pattern {
            digits,
            houses: vec![(a.house, Role::Base), (b.house, Role::Base)],
            cells: a
                .cells
                .iter()
                .map(|&c| (c, Role::Base))
                .chain(b.cells.iter().map(|&c| (c, Role::Pincer)))
                .collect(),
            candidates: board.marks(a.cells.iter().chain(&b.cells)),
            links,
            removals,
            groups: Vec::new(),
            placement: None,
        },
    )
}

/// `r1c1 and r1c2 hold only 1, 2 and 5 between them, and r5c2 and r6c2 hold only 2, 5 and 7
/// between them: each set holds one digit more than it has cells; every 2 of one set sees
/// every 2 of the other, so one set lacks 2 and is locked on its other digits: 5 lies in one
/// set or the other, and the cells that see every 5 of both lose it`.
fn explain(d: &Deduction) -> String {
    let digits_of = |cells: &[Cell]| -> Candidates {
        d.pattern
            .candidates
            .iter()
            .filter(|(c, _)| cells.contains(c))
            .map(|&(_, x)| x)
            .collect()
    };
    let a: Vec<Cell> = d.cells(Role::Base).collect();
    let b: Vec<Cell> = d.cells(Role::Pincer).collect();
    let x = d.pattern.links.first().map(|l| l.from.1).expect("the restricted common");
    let mut z = d.pattern.digits;
    z.remove(x);
    let only = |cells: &[Cell]| match cells {
        [one] => format!("{one} holds only {}", digit_list(digits_of(cells))),
        _ => format!(
            "{} hold only {} between them",
            cell_list(cells.iter().copied()),
            digit_list(digits_of(cells))
        ),
    };
    let (lies, lose) = if z.len() == 1 {
        (format!("{z} lies"), format!("every {z} of both lose it"))
    } else {
        (
            format!("each of {} lies", digit_list(z)),
            "all of one such digit's places in both lose it".to_string(),
        )
    };
    format!(
        "{}, and {}: each set holds one digit more than it has cells; every {x} of one set \
         sees every {x} of the other, so one set lacks {x} and is locked on its other digits: \
         {lies} in one set or the other, and the cells that see {lose}",
        only(&a),
        only(&b),
    )
}
