//! The search behind the XY-Wing and the XYZ-Wing, in Sudoku Explainer's order: pivots in row
//! order, then pincers among the pivot's peers.

use crate::grid::{Candidates, Cell, Digit};
use crate::steps::{Link, LinkKind, Pattern, Role};

use super::deduction::{cell_list, digit_list};
use super::{Board, Deduction, Technique};

/// The first wing that removes a candidate: with `xyz`, a pivot of three candidates whose
/// removals must see the pivot too.
pub fn find(board: &Board, xyz: bool, technique: Technique) -> Option<Deduction> {
    let pivot_size = if xyz { 3 } else { 2 };
    board.shape().all_cells().find_map(|pivot| {
        let xy = board.candidates(pivot);
        if xy.len() != pivot_size {
            return None;
        }
        let peers = board.peers(pivot);
        let pairs = peers
            .iter()
            .copied()
            .filter(|&c| board.candidates(c).len() == 2);
        pairs.clone().find_map(|xz| {
            let xz_c = board.candidates(xz);
            if (xy.bits() & !xz_c.bits()).count_ones() != 1 {
                return None;
            }
            pairs.clone().find_map(|yz| {
                let yz_c = board.candidates(yz);
                let union = (xy.bits() | xz_c.bits() | yz_c.bits()).count_ones();
                let inter = (xy.bits() & xz_c.bits() & yz_c.bits()).count_ones();
                if union != 3 || inter != u32::from(xyz) {
                    return None;
                }
                let z = Candidates::from_bits(xz_c.bits() & yz_c.bits()).as_single()?;
                let removals: Vec<(Cell, Digit)> = board
                    .peers(xz)
                    .iter()
                    .copied()
                    .filter(|&c| c != yz && c != pivot && board.sees(c, yz))
                    .filter(|&c| !xyz || board.sees(c, pivot))
                    .filter(|&c| board.candidates(c).contains(z))
                    .map(|c| (c, z))
                    .collect();
                (!removals.is_empty()).then(|| wing(board, technique, pivot, [xz, yz], z, removals))
            })
        })
    })
}

fn wing(
    board: &Board,
    technique: Technique,
    pivot: Cell,
    pincers: [Cell; 2],
    z: Digit,
    removals: Vec<(Cell, Digit)>,
) -> Deduction {
    let cells = [pivot, pincers[0], pincers[1]];
    // The pivot's link to each pincer: the digit they share besides z.
    let links = pincers
        .iter()
        .filter_map(|&p| {
            let mut shared =
                Candidates::from_bits(board.candidates(pivot).bits() & board.candidates(p).bits());
            shared.remove(z);
            shared.as_single().map(|d| Link {
                from: (pivot, d),
                to: (p, d),
                kind: LinkKind::Weak,
            })
        })
        .collect();
    Deduction::new(
        technique,
        Pattern {
            digits: Candidates::single(z),
            cells: vec![
                (pivot, Role::Pivot),
                (pincers[0], Role::Pincer),
                (pincers[1], Role::Pincer),
            ],
            candidates: board.marks(&cells),
            links,
            removals,
            ..Pattern::default()
        },
    )
}

/// `r1c1 (3 7) sees r1c5 (3 9) and r4c1 (7 9): whichever of 3 or 7 r1c1 holds, r1c5 or r4c1 is
/// 9, so the cells that see both lose 9`.
pub fn explain(d: &Deduction) -> String {
    let pivot = d.cells(Role::Pivot).next().expect("a wing has its pivot");
    let pincers: Vec<Cell> = d.cells(Role::Pincer).collect();
    let (a, b) = (pincers[0], pincers[1]);
    let z = d.pattern.digits;
    let marks = |cell: Cell| -> Candidates {
        d.pattern
            .candidates
            .iter()
            .filter(|&&(c, _)| c == cell)
            .map(|&(_, x)| x)
            .collect()
    };
    let (holders, seen) = if d.technique == Technique::XyzWing {
        (
            format!("one of {} is", cell_list([pivot, a, b])),
            "all three",
        )
    } else {
        (format!("{a} or {b} is"), "both pincers")
    };
    format!(
        "{pivot} ({}) sees {a} ({}) and {b} ({}): whichever of {} {pivot} holds, {holders} {z}, so \
         the cells that see {seen} lose {z}",
        marks(pivot),
        marks(a),
        marks(b),
        digit_list(marks(pivot)).replace(" and ", " or "),
    )
}
