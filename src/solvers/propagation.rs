//! Seed 000: candidate propagation, as the Spanish post's 200-line Python program does it. Each
//! cell keeps the list of digits it can still take; `DoGaps` crosses every fixed digit out of
//! its peers until nothing changes, and when that stalls the search copies the whole grid and
//! guesses in the cell with the fewest candidates.
//!
//! Counting: a node is one call of `Solve` (the first included), a guess is one candidate tried
//! at a guess point (the `for guess in ...` loop body, so a cell with candidates `5 9` whose
//! first guess fails costs two guesses), a naked single is a cell that an elimination left with
//! one candidate, and an elimination is one digit removed from one cell by `DoGaps`.

use std::sync::OnceLock;

use crate::grid::{Candidates, Grid, Shape};
use crate::steps::{Cause, Contradiction, Observer, Reason, Step};

use super::search::{Limits, Report, Search};

/// Solves `puzzle`, of any size, as seed 000's `Sudoku.Solve` does.
pub fn solve<O: Observer>(puzzle: &Grid, limits: &Limits, observer: &mut O) -> Report {
    let shape = puzzle.shape();
    // `InitCell`: every digit for an empty cell, the given alone for a given.
    let grid: Vec<Candidates> = puzzle
        .cells()
        .iter()
        .map(|c| c.map_or(Candidates::all(shape.side()), Candidates::single))
        .collect();
    let mut search = Search::new(limits);
    let mut solver = Propagation {
        shape,
        exclusion: exclusion(shape),
        search: &mut search,
        observer,
    };
    solver.solve(grid);
    search.finish()
}

/// `g_exclusion`: for each cell, the cells whose digit it cannot share, in the seed's order
/// (for each `i`, the row cell then the column cell, then the box row by row), each cell kept
/// once. The seed lists the cells of the box that share the row or the column twice; the second
/// visit never removes anything, so dropping it changes no count and no step.
pub(super) fn exclusion(shape: Shape) -> &'static [Vec<u16>] {
    static TABLES: [OnceLock<Vec<Vec<u16>>>; 4] = [const { OnceLock::new() }; 4];
    TABLES[shape.box_side() - 2].get_or_init(|| {
        let (side, b) = (shape.side(), shape.box_side());
        let index = |y: usize, x: usize| (y * side + x) as u16;
        let mut table = Vec::with_capacity(shape.cells());
        for y in 0..side {
            for x in 0..side {
                let mut cells = Vec::new();
                let mut push = |e: u16| {
                    if e != index(y, x) && !cells.contains(&e) {
                        cells.push(e);
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
                table.push(cells);
            }
        }
        table
    })
}

/// What `FindBest` returns: the seed's `False`, `True` or a pair of coordinates.
enum Best {
    Impossible(usize),
    Success,
    Cell(usize),
}

struct Propagation<'a, O: Observer> {
    shape: Shape,
    exclusion: &'static [Vec<u16>],
    search: &'a mut Search,
    observer: &'a mut O,
}

impl<O: Observer> Propagation<'_, O> {
    // ANCHOR: solve
    /// `Sudoku.Solve`: true once the search must stop (a solution found and no more wanted, or
    /// a limit reached). The seed returns True on its first solution; with `-a` it goes on, as
    /// here when the limits ask for more.
    fn solve(&mut self, mut grid: Vec<Candidates>) -> bool {
        if !self.search.enter() {
            return true;
        }
        while self.do_gaps(&mut grid) {}
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
                self.observer.step(&Step::Solved);
                let cells = grid.iter().map(|c| c.as_single()).collect();
                return !self
                    .search
                    .found(Grid::from_cells(cells).expect("a grid of singles"));
            }
            Best::Cell(i) => i,
        };
        // The seed keeps the grid as `backupGrid` and deep-copies it for each guess.
        let backup = grid;
        let candidates = backup[i];
        let cell = self.shape.cell(i);
        for (k, digit) in candidates.iter().enumerate() {
            let mut copy = backup.clone();
            copy[i] = Candidates::single(digit);
            self.search.stats.guesses += 1;
            self.observer.step(&Step::Place {
                cell,
                digit,
                reason: Reason::Guess {
                    k: k + 1,
                    of: candidates.len(),
                    candidates,
                },
            });
            if self.solve(copy) {
                return true;
            }
            self.observer.step(&Step::Undo { cell, digit });
        }
        false
    }
    // ANCHOR_END: solve

    // ANCHOR: do_gaps
    /// `Sudoku.DoGaps`: one pass over the grid in row order; each fixed digit is removed from
    /// every cell of its exclusion list. True when anything was removed.
    fn do_gaps(&mut self, grid: &mut [Candidates]) -> bool {
        let mut changed = false;
        for y in 0..grid.len() {
            let Some(v) = grid[y].as_single() else {
                continue;
            };
            for &e in &self.exclusion[y] {
                let n = &mut grid[e as usize];
                if n.contains(v) {
                    changed = true;
                    n.remove(v);
                    let left = *n;
                    self.search.stats.eliminations += 1;
                    if O::ENABLED {
                        self.observer.step(&Step::Eliminate {
                            cell: self.shape.cell(e as usize),
                            digit: v,
                            cause: Cause::Peer(self.shape.cell(y)),
                        });
                    }
                    if let Some(digit) = left.as_single() {
                        self.search.stats.naked_singles += 1;
                        self.observer.step(&Step::Place {
                            cell: self.shape.cell(e as usize),
                            digit,
                            reason: Reason::NakedSingle,
                        });
                    }
                }
            }
        }
        changed
    }
    // ANCHOR_END: do_gaps

    // ANCHOR: find_best
    /// `Sudoku.FindBest`: the first empty cell is a contradiction; otherwise the first cell in
    /// row order with the fewest candidates above one, or success when every cell is fixed.
    fn find_best(&self, grid: &[Candidates]) -> Best {
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
