//! Seed 000: candidate propagation, as the Spanish post's 200-line Python program does it. Each
//! cell keeps the list of digits it can still take; `DoGaps` crosses every fixed digit out of
//! its peers until nothing changes, and when that stalls the search copies the whole grid and
//! guesses in the cell with the fewest candidates.
//!
//! Counting: a node is one call of `Solve` (the first included), a guess is one candidate tried
//! at a guess point (the `for guess in ...` loop body, so a cell with candidates `5 9` whose
//! first guess fails costs two guesses), a naked single is a cell that an elimination left with
//! one candidate, and an elimination is one digit removed from one cell by `DoGaps`.
//!
//! Each grid is an array of the puzzle's size, so a guess copies it on the stack and nothing
//! is allocated during the search; and a pass of `DoGaps` visits only the fixed cells whose digit
//! is not yet crossed out of their peers, the only ones with anything to remove. Neither changes
//! a step or a count.

use crate::grid::{Candidates, CellSet, Grid, Shape};
use crate::steps::{Contradiction, Observer, Reason, Step};

use super::kit::{by_size, cross_out, exclusion, start};
use super::search::{Limits, Report, Search};

/// Solves `puzzle`, of any size, as seed 000's `Sudoku.Solve` does.
pub fn solve<O: Observer>(puzzle: &Grid, limits: &Limits, observer: &mut O) -> Report {
    // One search per size, each on grids of a fixed size: a guess copies an array on the stack
    // instead of a vector on the heap, and the loops know their lengths.
    by_size!(puzzle.shape() => run::<O>(puzzle, limits, observer))
}

/// Seed 000's search on grids of `N` cells (`P` peers to a cell, `W` words of 64 bits to a set
/// of cells; `S` cells to a house is not needed): the givens set out, then `Solve`.
fn run<const N: usize, const P: usize, const W: usize, const S: usize, O: Observer>(
    puzzle: &Grid,
    limits: &Limits,
    observer: &mut O,
) -> Report {
    let shape = puzzle.shape();
    let (grid, pending) = start::<N, W>(puzzle);
    let (exclusion, rest) = exclusion(shape).as_chunks::<P>();
    debug_assert!(rest.is_empty() && exclusion.len() == N);
    let mut search = Search::new(limits);
    let mut solver = Propagation {
        shape,
        exclusion,
        search: &mut search,
        observer,
    };
    solver.solve(grid, pending);
    search.finish()
}

/// What `FindBest` returns: the seed's `False`, `True` or a pair of coordinates.
enum Best {
    Impossible(usize),
    Success,
    Cell(usize),
}

struct Propagation<'a, const N: usize, const P: usize, const W: usize, O: Observer> {
    shape: Shape,
    /// Seed 000's `g_exclusion`, `P` cells for each cell.
    exclusion: &'static [[u16; P]],
    search: &'a mut Search,
    observer: &'a mut O,
}

impl<const N: usize, const P: usize, const W: usize, O: Observer> Propagation<'_, N, P, W, O> {
    // ANCHOR: solve
    /// `Sudoku.Solve`: true once the search must stop (a solution found and no more wanted, or
    /// a limit reached). The seed returns True on its first solution; with `-a` it goes on, as
    /// here when the limits ask for more.
    fn solve(&mut self, mut grid: [Candidates; N], mut pending: CellSet<W>) -> bool {
        if !self.search.enter() {
            return true;
        }
        while self.do_gaps(&mut grid, &mut pending) {}
        let i = match self.find_best(&grid) {
            Best::Impossible(i) => {
                if O::ENABLED {
                    let cell = self.shape.cell(i);
                    self.observer
                        .step(&Step::Contradiction(Contradiction::NoCandidate(cell)));
                }
                return false;
            }
            Best::Success => {
                if O::ENABLED {
                    self.observer.step(&Step::Solved);
                }
                let cells = grid.iter().map(|c| c.as_single()).collect();
                let solution = Grid::from_cells(cells).expect("a grid of singles");
                return !self.search.found_by(solution, self.observer);
            }
            Best::Cell(i) => i,
        };
        // The seed keeps the grid as `backupGrid` and deep-copies it for each guess.
        let backup = grid;
        let candidates = backup[i];
        let cell = self.shape.cell(i);
        for (k, digit) in candidates.iter().enumerate() {
            let mut copy = backup;
            copy[i] = Candidates::single(digit);
            // The other fixed cells are crossed out already: the guess is the one to do.
            let mut pending = CellSet::<W>::EMPTY;
            pending.insert(i);
            self.search.stats.guesses += 1;
            if O::ENABLED {
                self.observer.step(&Step::Place {
                    cell,
                    digit,
                    reason: Reason::Guess {
                        k: k + 1,
                        of: candidates.len(),
                        candidates,
                    },
                });
            }
            if self.solve(copy, pending) {
                return true;
            }
            if O::ENABLED {
                self.observer.step(&Step::Undo { cell, digit });
            }
        }
        false
    }
    // ANCHOR_END: solve

    // ANCHOR: do_gaps
    /// `Sudoku.DoGaps`: one pass over the grid in row order; each fixed digit is removed from
    /// every cell of its exclusion list. True when anything was removed. The pass is shared
    /// with seed 002's solver, which extends this one: [`cross_out`].
    #[inline]
    fn do_gaps(&mut self, grid: &mut [Candidates; N], pending: &mut CellSet<W>) -> bool {
        let stats = &mut self.search.stats;
        cross_out(
            self.shape,
            grid,
            pending,
            self.exclusion,
            stats,
            self.observer,
        )
    }
    // ANCHOR_END: do_gaps

    // ANCHOR: find_best
    /// `Sudoku.FindBest`: the first empty cell is a contradiction; otherwise the first cell in
    /// row order with the fewest candidates above one, or success when every cell is fixed.
    #[inline]
    fn find_best(&self, grid: &[Candidates; N]) -> Best {
        let mut best = None;
        let mut best_len = usize::MAX;
        for (i, c) in grid.iter().enumerate() {
            match c.len() {
                0 => return Best::Impossible(i),
                1 => continue,
                n if n < best_len => {
                    best_len = n;
                    best = Some(i);
                }
                _ => {}
            }
        }
        best.map_or(Best::Success, Best::Cell)
    }
    // ANCHOR_END: find_best
}
