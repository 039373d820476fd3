//! Tables more than one solver reads and none owns: a solver never imports another solver, so
//! what two of them share lives here (or in [`crate::grid`], when it is about the grid alone).

use crate::grid::{Candidates, CellSet, Digit, Grid, Layout, PerShape, Shape, bits};
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

/// `$run::<N, P, W, S, O>(args)` for the size of `$shape`: grids of `N` cells, `P` peers a
/// cell, `W` words of 64 bits for a set of cells, `S` cells a house. A search written for one
/// fixed size (arrays on the stack, loops of known length) is compiled once per size and
/// picked here.
macro_rules! by_size {
    ($shape:expr => $run:ident::<$o:ty>($($arg:expr),*)) => {
        match $shape.box_side() {
            2 => $run::<16, 7, 1, 4, $o>($($arg),*),
            3 => $run::<81, 20, 2, 9, $o>($($arg),*),
            4 => $run::<256, 39, 4, 16, $o>($($arg),*),
            _ => $run::<625, 64, 10, 25, $o>($($arg),*),
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

/// Where each of `S` digits may still go, one set of cells a digit: the candidates again, digit
/// by digit. With it, crossing a fixed digit out of its peers visits only the peers that still
/// hold it (two or three, late in a search) instead of all of them (twenty on a 9x9 grid). A
/// copy is a few vector moves: a search that undoes its changes keeps a copy at each guess
/// rather than undo the places change by change.
#[derive(Clone, Copy, Debug)]
pub struct Places<const W: usize, const S: usize>([CellSet<W>; S]);

impl<const W: usize, const S: usize> Places<W, S> {
    /// The places of every digit of `cells`.
    pub fn new(cells: &[Candidates]) -> Places<W, S> {
        let mut places = [CellSet::EMPTY; S];
        for (i, c) in cells.iter().enumerate() {
            for d in bits(c.bits()) {
                places[d as usize].insert(i);
            }
        }
        Places(places)
    }

    /// The cells where `digit` may still go.
    #[inline(always)]
    pub fn of(&self, digit: Digit) -> CellSet<W> {
        self.0[digit.index()]
    }

    /// Cell `i` changed from `before` to `after`: it leaves the places of the digits it lost
    /// and rejoins those of the digits it got back.
    #[inline(always)]
    pub fn update(&mut self, i: usize, before: Candidates, after: Candidates) {
        for d in bits(before.bits() & !after.bits()) {
            self.0[d as usize].remove(i);
        }
        for d in bits(after.bits() & !before.bits()) {
            self.0[d as usize].insert(i);
        }
    }
}

/// One pass of seed 000's `DoGaps`, as seed 000's propagation and seed 002's hidden-singles
/// solver both make it: in row order, each fixed cell removes its digit from every cell of its
/// exclusion list. True when anything was removed. Each removal is counted in `stats` and told
/// to `observer` (with the naked single it leaves, if any).
///
/// A fixed cell whose digit is already gone from its peers would remove nothing, and stays
/// so (candidates only shrink), so the pass visits only the fixed cells not yet crossed out,
/// `pending`, and in the order the full pass would meet them: a cell fixed during the pass is
/// visited in it if it lies ahead, in the next pass if behind. That changes no step and no
/// count, and a pass that changes nothing leaves `pending` empty. A cell brought down to one
/// candidate joins `pending`.
///
/// With `places` (kept up to date here), a fixed cell visits only the peers that hold its
/// digit, in the order of the cells rather than of the exclusion list: what one fixed cell
/// removes does not depend on the order it removes it in, so only an observer, which hears
/// every removal, could tell; with an observer the exclusion list's order is kept.
#[inline]
pub fn cross_out<const P: usize, const W: usize, O: Observer>(
    shape: Shape,
    cells: &mut [Candidates],
    pending: &mut CellSet<W>,
    exclusion: &[[u16; P]],
    stats: &mut Stats,
    observer: &mut O,
) -> bool {
    // No places: their number of digits does not matter.
    let walk = Walk::<P, W, 0> {
        shape,
        exclusion,
        places: None,
    };
    walk.cross_out(cells, pending, stats, observer, |_, _| {}, |_, _| {})
}

/// [`cross_out`] keeping `places` up to date and reading them to visit only the peers that
/// hold the digit crossed out; `layout` gives the peers as sets of cells. After each removal,
/// `changed(cell, before)` hears of it, with the candidates the cell had before; before a fixed
/// cell's digit is crossed out, `crossing(cell, digit)` hears of it (every fixed cell is crossed
/// out once, so this hears of every cell fixed since `pending` was last empty).
#[allow(clippy::too_many_arguments)]
#[inline]
pub fn cross_out_placed<const P: usize, const W: usize, const S: usize, O: Observer>(
    layout: &Layout,
    cells: &mut [Candidates],
    pending: &mut CellSet<W>,
    places: &mut Places<W, S>,
    exclusion: &[[u16; P]],
    stats: &mut Stats,
    observer: &mut O,
    changed: impl FnMut(usize, Candidates),
    crossing: impl FnMut(usize, Digit),
) -> bool {
    let walk = Walk {
        shape: layout.shape(),
        exclusion,
        places: Some((layout, places)),
    };
    walk.cross_out(cells, pending, stats, observer, changed, crossing)
}

/// The tables of one pass of [`cross_out`].
struct Walk<'a, const P: usize, const W: usize, const S: usize> {
    shape: Shape,
    exclusion: &'a [[u16; P]],
    places: Option<(&'a Layout, &'a mut Places<W, S>)>,
}

impl<const P: usize, const W: usize, const S: usize> Walk<'_, P, W, S> {
    #[inline(always)]
    fn cross_out<O: Observer>(
        mut self,
        cells: &mut [Candidates],
        pending: &mut CellSet<W>,
        stats: &mut Stats,
        observer: &mut O,
        mut changed: impl FnMut(usize, Candidates),
        mut crossing: impl FnMut(usize, Digit),
    ) -> bool {
        let shape = self.shape;
        let mut any = false;
        let mut from = 0;
        while let Some(y) = pending.first_from(from) {
            from = y + 1;
            pending.remove(y);
            let Some(v) = cells[y].as_single() else {
                continue;
            };
            crossing(y, v);
            // The peers that hold `v`: read from the places when there are some and no
            // observer hears the order, found on the exclusion list otherwise.
            let holding = match &self.places {
                Some((layout, places)) if !O::ENABLED => {
                    Some(layout.peer_set::<W>(y).and(places.of(v)))
                }
                _ => None,
            };
            let mut remove = |cells: &mut [Candidates], e: usize| {
                let before = cells[e];
                any = true;
                let mut left = before;
                left.remove(v);
                cells[e] = left;
                if let Some((_, places)) = &mut self.places {
                    places.0[v.index()].remove(e);
                }
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
            };
            match holding {
                Some(holding) => {
                    for e in holding.iter() {
                        remove(cells, e);
                    }
                }
                None => {
                    for &e in &self.exclusion[y] {
                        if cells[e as usize].contains(v) {
                            remove(cells, e as usize);
                        }
                    }
                }
            }
        }
        any
    }
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
