//! Tables more than one solver reads and none owns: a solver never imports another solver, so
//! what two of them share lives here (or in [`crate::grid`], when it is about the grid alone).

use crate::grid::{Candidates, CellSet, Grid, PerShape, Shape};
use crate::steps::{Cause, Observer, Reason, Step};

use super::search::Stats;

/// Seed 000's `g_exclusion`: for each cell, the cells whose digit it cannot share, in the seed's
/// order (for each `i`, the row cell then the column cell, then the box row by row), each cell
/// kept once; as one flat table of [`Layout::peer_count`](crate::grid::Layout::peer_count)
/// cell indices a cell. The seed lists the cells of the box that share the row or the column
/// twice; the second visit never removes anything, so dropping it changes no count and no step.
///
/// Seed 000's propagation crosses fixed digits out in this order, and so does seed 002's
/// hidden-singles solver, which extends it: the order decides the order of their steps.
pub fn exclusion(shape: Shape) -> &'static [u16] {
    static TABLES: PerShape<Vec<u16>> = PerShape::new();
    TABLES.get(shape, |shape| {
        let (side, b) = (shape.side(), shape.box_side());
        let index = |y: usize, x: usize| (y * side + x) as u16;
        let mut table = Vec::with_capacity(shape.cells() * shape.layout().peer_count());
        for y in 0..side {
            for x in 0..side {
                let start = table.len();
                let mut push = |e: u16| {
                    if e != index(y, x) && !table[start..].contains(&e) {
                        table.push(e);
                    }
                };
                for i in 0..side {
                    push(index(y, i));
                    push(index(i, x));
                }
                let (y0, x0) = ((y / b) * b, (x / b) * b);
                for yy in y0..y0 + b {
                    for xx in x0..x0 + b {
                        push(index(yy, xx));
                    }
                }
            }
        }
        table
    })
}

/// `$run::<N, P, W, O>(args)` for the size of `$shape`: grids of `N` cells, `P` peers a cell,
/// `W` words of 64 bits for a set of cells. A search written for one fixed size (arrays on the
/// stack, loops of known length) is compiled once per size and picked here.
macro_rules! by_size {
    ($shape:expr => $run:ident::<$o:ty>($($arg:expr),*)) => {
        match $shape.box_side() {
            2 => $run::<16, 7, 1, $o>($($arg),*),
            3 => $run::<81, 20, 2, $o>($($arg),*),
            4 => $run::<256, 39, 4, $o>($($arg),*),
            _ => $run::<625, 64, 10, $o>($($arg),*),
        }
    };
}
pub(super) use by_size;

/// Where seed 000's search and seed 002's start (`InitCell`, step 1): every digit for an empty
/// cell, the given alone for a given; and the givens as the fixed cells not yet crossed out of
/// their peers.
pub fn start<const N: usize, const W: usize>(puzzle: &Grid) -> ([Candidates; N], CellSet<W>) {
    let all = Candidates::all(puzzle.shape().side());
    let mut cells = [Candidates::EMPTY; N];
    let mut pending = CellSet::EMPTY;
    for (i, given) in puzzle.cells().iter().enumerate() {
        cells[i] = given.map_or(all, Candidates::single);
        if given.is_some() {
            pending.insert(i);
        }
    }
    (cells, pending)
}

/// One pass of seed 000's `DoGaps`, as seed 000's propagation and seed 002's hidden-singles
/// solver both make it: in row order, each fixed cell removes its digit from every cell of its
/// exclusion list. True when anything was removed. Each removal is counted in `stats` and told
/// to `observer` (with the naked single it leaves, if any), then `changed(cell, before)` hears
/// of it, with the candidates the cell had before.
///
/// A fixed cell whose digit is already gone from its peers would remove nothing, and stays
/// so (candidates only shrink), so the pass visits only the fixed cells not yet crossed out,
/// `pending`, and in the order the full pass would meet them: a cell fixed during the pass is
/// visited in it if it lies ahead, in the next pass if behind. That changes no step and no
/// count, and a pass that changes nothing leaves `pending` empty. A cell brought down to one
/// candidate joins `pending`.
#[allow(clippy::too_many_arguments)]
#[inline]
pub fn cross_out<const P: usize, const W: usize, O: Observer>(
    shape: Shape,
    cells: &mut [Candidates],
    pending: &mut CellSet<W>,
    exclusion: &[[u16; P]],
    stats: &mut Stats,
    observer: &mut O,
    mut changed: impl FnMut(usize, Candidates),
) -> bool {
    let mut any = false;
    let mut from = 0;
    while let Some(y) = pending.first_from(from) {
        from = y + 1;
        pending.remove(y);
        let Some(v) = cells[y].as_single() else {
            continue;
        };
        for &e in &exclusion[y] {
            let e = e as usize;
            let before = cells[e];
            if !before.contains(v) {
                continue;
            }
            any = true;
            let mut left = before;
            left.remove(v);
            cells[e] = left;
            stats.eliminations += 1;
            if O::ENABLED {
                observer.step(&Step::Eliminate {
                    cell: shape.cell(e),
                    digit: v,
                    cause: Cause::Peer(shape.cell(y)),
                });
            }
            if let Some(digit) = left.as_single() {
                pending.insert(e);
                stats.naked_singles += 1;
                if O::ENABLED {
                    observer.step(&Step::Place {
                        cell: shape.cell(e),
                        digit,
                        reason: Reason::NakedSingle,
                    });
                }
            }
            changed(e, before);
        }
    }
    any
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exclusion_lists_are_the_peers_in_the_seeds_order() {
        for shape in Shape::ALL {
            let layout = shape.layout();
            let k = layout.peer_count();
            let table = exclusion(shape);
            assert_eq!(table.len(), shape.cells() * k);
            for cell in shape.all_cells() {
                let mut mine = table[cell.index() * k..][..k].to_vec();
                mine.sort_unstable();
                assert_eq!(mine, layout.peer_indices(cell.index()), "{shape} {cell}");
            }
        }
        // Cell r1c1 of a 9x9 grid: r1c2 (row), r2c1 (column), r1c3, r3c1, ...
        assert_eq!(exclusion(Shape::NINE)[..4], [1, 9, 2, 18]);
    }
}
