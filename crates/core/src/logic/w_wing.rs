//! W-Wing (not in Sudoku Explainer, which makes the same deduction with a forcing chain of X-
//! and Y-links, six links long, rated 7.1): two cells with the same two candidates x and y, and
//! a house where y fits only two cells, one seeing each. The two cells cannot both be y, so one
//! of them is x, and every cell that sees both loses x.

use crate::grid::{Candidates, Cell, Digit, House};
use crate::steps::{Link, LinkKind, Pattern, Role};

use super::{About, Board, Deduction, Family, Rated, Rating, Technique, Raters};

pub const ABOUT: About = About {
    slug: "w-wing",
    name: "W-Wing",
    family: Family::Wings,
    look_for: "two cells with the same two candidates, and a house where one of those digits fits only two cells, one seeing each",
    find,
    rating: Rated::Fixed(Rating::tenths(71)),
    explain,
    find_within: None,
    raters: Raters::ALL,
};

/// The first W-Wing, cells in row order, that removes a candidate.
fn find(board: &Board) -> Option<Deduction> {
    let pairs: Vec<Cell> = board
        .shape()
        .all_cells()
        .filter(|&c| board.candidates(c).len() == 2)
        .collect();
    for (i, &a) in pairs.iter().enumerate() {
        for &b in &pairs[i + 1..] {
            let digits = board.candidates(a);
            if board.candidates(b) != digits || board.sees(a, b) {
                continue;
            }
            for link in digits.iter() {
                let mut other = digits;
                other.remove(link);
                let x = other.as_single().expect("two digits");
                let removals: Vec<(Cell, Digit)> = board
                    .peers(a)
                    .iter()
                    .copied()
                    .filter(|&c| board.sees(c, b) && board.candidates(c).contains(x))
                    .map(|c| (c, x))
                    .collect();
                if removals.is_empty() {
                    continue;
                }
                if let Some((house, c, d)) = strong_link(board, link, a, b) {
                    return Some(wing(board, [a, b], (house, c, d), link, removals));
                }
            }
        }
    }
    None
}

/// A house where `digit` fits only two cells, one seeing `a` and the other `b` (neither of
/// them `a` or `b`).
fn strong_link(board: &Board, digit: Digit, a: Cell, b: Cell) -> Option<(House, Cell, Cell)> {
    board.houses().find_map(|house| {
        let mut places = board.places(house, digit);
        let (Some(p), Some(q), None) = (places.next(), places.next(), places.next()) else {
            return None;
        };
        if [p, q].iter().any(|&c| c == a || c == b) {
            return None;
        }
        if board.sees(p, a) && board.sees(q, b) {
            Some((house, p, q))
        } else if board.sees(q, a) && board.sees(p, b) {
            Some((house, q, p))
        } else {
            None
        }
    })
}

fn wing(
    board: &Board,
    [a, b]: [Cell; 2],
    (house, c, d): (House, Cell, Cell),
    link: Digit,
    removals: Vec<(Cell, Digit)>,
) -> Deduction {
    let digits = board.candidates(a);
    let weak = |from: Cell, to: Cell| Link {
        from: (from, link),
        to: (to, link),
        kind: LinkKind::Weak,
    };
    Deduction::new(
        Technique::WWing,
        Pattern {
            digits: Candidates::single(removals[0].1),
            houses: vec![(house, Role::Base)],
            cells: vec![
                (a, Role::Pincer),
                (b, Role::Pincer),
                (c, Role::Base),
                (d, Role::Base),
            ],
            candidates: [a, b]
                .iter()
                .flat_map(|&x| digits.iter().map(move |dg| (x, dg)))
                .chain([(c, link), (d, link)])
                .collect(),
            links: vec![
                weak(a, c),
                Link {
                    from: (c, link),
                    to: (d, link),
                    kind: LinkKind::Strong,
                },
                weak(d, b),
            ],
            removals,
            ..Pattern::default()
        },
    )
}

/// `r1c1 and r5c6 both hold only 3 and 7, and in column 4, 7 fits only r1c4 and r5c4, which see
/// them: they cannot both be 7, so one of them is 3, and the cells that see both lose 3`.
fn explain(d: &Deduction) -> String {
    let pincers: Vec<Cell> = d.cells(Role::Pincer).collect();
    let ends: Vec<Cell> = d.cells(Role::Base).collect();
    let house = d.focus().expect("the strong link's house");
    let x = d.pattern.digits;
    let link = d.pattern.links[1].from.1;
    let (a, b) = (pincers[0], pincers[1]);
    format!(
        "{a} and {b} both hold only {x} and {link}, and in {house}, {link} fits only {} and {}, \
         which see them: {a} and {b} cannot both be {link}, so one of them is {x}, and the cells \
         that see both lose {x}",
        ends[0], ends[1]
    )
}
