//! Beyond the seeds: Sudoku as exact cover, solved by Knuth's Algorithm X with dancing links
//! ("Dancing Links", 2000). The solver knows no Sudoku rule: it covers the matrix of
//! [`exact_cover::sudoku`](crate::exact_cover::sudoku), always on the column with the fewest
//! ones, and this file only translates each event of that search into the project's steps.
//!
//! The translation shows what the S heuristic amounts to. A column with one row left is a forced
//! placement: a naked single when the column is a cell, a hidden single when it is a digit in a
//! house. A column with no row left is a dead end: a cell with no candidate, or a digit with no
//! place in a house. A column with more rows is a guess on whichever has the fewest options, a
//! cell's candidates or a digit's places in a house, cells first on a tie. Covering a column
//! crosses the chosen digit out of the peers of its cell: each row taken out through a house's
//! column is an elimination. Counting is the other solvers': a node is one call of the search
//! (one chosen column), a guess one row tried of a column with two or more.

use std::cell::RefCell;

use crate::exact_cover::sudoku::{self, Constraint};
use crate::exact_cover::{Links, Visitor};
use crate::grid::{Candidates, Cell, Grid, Shape};
use crate::steps::{Cause, Contradiction, Observer, Reason, Step};

use super::search::{Limits, Report, Search};

/// Solves `puzzle`, of any size, by Algorithm X on its exact-cover matrix.
pub fn solve<O: Observer>(puzzle: &Grid, limits: &Limits, observer: &mut O) -> Report {
    let mut search = Search::new(limits);
    with_matrix(puzzle.shape(), |links| {
        search_puzzle(links, puzzle, &mut search, observer)
    });
    search.finish()
}

thread_local! {
    /// This thread's matrix of the empty grid, for each shape, lent to one solve at a time.
    static MATRICES: RefCell<[Option<Links>; 4]> = const { RefCell::new([None, None, None, None]) };
}

/// Lends `f` the matrix of the empty grid of `shape`, and takes it back: one copy per thread
/// serves every puzzle, with no allocation after the first, since each solve restarts it with
/// its own givens; a solve that starts inside another (an observer that solves) gets a fresh
/// copy.
fn with_matrix<R>(shape: Shape, f: impl FnOnce(&mut Links) -> R) -> R {
    let slot = shape.box_side() - 2;
    let lent = MATRICES.with(|m| m.borrow_mut()[slot].take());
    let mut links = lent.unwrap_or_else(|| sudoku::empty_grid(shape).clone());
    let result = f(&mut links);
    MATRICES.with(|m| m.borrow_mut()[slot] = Some(links));
    result
}

/// Starts the matrix with the givens' rows selected, and searches.
fn search_puzzle<O: Observer>(
    links: &mut Links,
    puzzle: &Grid,
    search: &mut Search,
    observer: &mut O,
) {
    let shape = puzzle.shape();
    // The givens are rows of every solution: selected before the search, in row order.
    let mut givens = Givens {
        shape,
        puzzle,
        given: None,
        observer: &mut *observer,
    };
    let rows = puzzle
        .cells()
        .iter()
        .enumerate()
        .filter_map(|(i, given)| given.map(|digit| sudoku::row(shape, shape.cell(i), digit)));
    let started = links.restart(rows, &mut givens);
    // The givens cross out of each empty cell the digits they hold among its peers: the rows
    // gone from the cell's column. (Counted here rather than row by row as the restart takes
    // them out: the same number, without a call for each of the hundreds of rows.)
    search.stats.eliminations = shape
        .all_cells()
        .filter(|&cell| puzzle.get(cell).is_none())
        .map(|cell| (shape.side() - links.size(cell.index())) as u64)
        .sum();
    match started {
        // An earlier given holds this digit in a house of this cell.
        Err(clash) => {
            if O::ENABLED
                && let Constraint::Place(digit, house) = sudoku::constraint(shape, clash.column)
            {
                observer.step(&Step::Contradiction(Contradiction::Duplicate(digit, house)));
            }
        }
        Ok(()) => {
            let mut cover = Cover {
                shape,
                cells: shape.cells(),
                puzzle,
                placed: None,
                search,
                observer,
            };
            links.search(&mut cover);
        }
    }
}

/// The visitor of the givens' selection: it reports the candidates of the empty cells that the
/// givens cross out, as the other solvers do; a given's own other digits, and the digits of
/// other givens' cells, were never candidates.
struct Givens<'a, O: Observer> {
    shape: Shape,
    puzzle: &'a Grid,
    given: Option<Cell>,
    observer: &'a mut O,
}

impl<O: Observer> Visitor for Givens<'_, O> {
    const WATCH_ROWS: bool = O::ENABLED;

    fn preselect(&mut self, row: usize) {
        self.given = Some(sudoku::placement(self.shape, row).0);
    }

    fn removed(&mut self, row: usize, column: usize) {
        let (cell, digit) = sudoku::placement(self.shape, row);
        if self.puzzle.get(cell).is_none() && !sudoku::is_cell_column(self.shape, column) {
            self.observer.step(&Step::Eliminate {
                cell,
                digit,
                cause: Cause::Peer(self.given.expect("a given is being selected")),
            });
        }
    }

    fn solution(&mut self, _: &Links, _: &[usize]) -> bool {
        unreachable!("the givens are selected, not searched")
    }
}

/// The visitor that turns Algorithm X's events into a Sudoku search's counts and steps.
struct Cover<'a, O: Observer> {
    shape: Shape,
    /// The cells of the shape: the columns below are cells, the others digits in houses
    /// (computed once, as the search asks at every node).
    cells: usize,
    puzzle: &'a Grid,
    /// The cell of the row last selected: the cause of the eliminations its covers make.
    placed: Option<Cell>,
    search: &'a mut Search,
    observer: &'a mut O,
}

impl<O: Observer> Cover<'_, O> {
    /// The digits of the rows left in a cell's column: the cell's candidates.
    fn candidates(&self, links: &Links, column: usize) -> Candidates {
        links
            .rows_of(column)
            .map(|r| sudoku::placement(self.shape, r).1)
            .collect()
    }

    fn eliminate(&mut self, row: usize) {
        let (cell, digit) = sudoku::placement(self.shape, row);
        let peer = self.placed.expect("a row is being selected");
        self.observer.step(&Step::Eliminate {
            cell,
            digit,
            cause: Cause::Peer(peer),
        });
    }
}

impl<O: Observer> Visitor for Cover<'_, O> {
    const WATCH_ROWS: bool = O::ENABLED;

    #[inline]
    fn enter(&mut self) -> bool {
        self.search.enter()
    }

    fn dead_end(&mut self, _: &Links, column: usize) {
        if O::ENABLED {
            let why = match sudoku::constraint(self.shape, column) {
                Constraint::Cell(cell) => Contradiction::NoCandidate(cell),
                Constraint::Place(digit, house) => Contradiction::NoPlace(digit, house),
            };
            self.observer.step(&Step::Contradiction(why));
        }
    }

    // ANCHOR: select
    #[inline]
    fn select(&mut self, links: &Links, row: usize, column: usize, k: usize, of: usize) {
        let is_cell = column < self.cells;
        match (of, is_cell) {
            (1, true) => self.search.stats.naked_singles += 1,
            (1, false) => self.search.stats.hidden_singles += 1,
            _ => self.search.stats.guesses += 1,
        }
        // The other rows of a digit's column are the other places of the digit in the house:
        // the placement crosses it out of them. (A cell's other rows are its other digits.)
        if !is_cell {
            self.search.stats.eliminations += of as u64 - 1;
        }
        if O::ENABLED {
            let (cell, digit) = sudoku::placement(self.shape, row);
            self.placed = Some(cell);
            let reason = match (of, sudoku::constraint(self.shape, column)) {
                (1, Constraint::Cell(_)) => Reason::NakedSingle,
                (1, Constraint::Place(_, house)) => Reason::HiddenSingle(house),
                (_, Constraint::Cell(_)) => Reason::Guess {
                    k,
                    of,
                    candidates: self.candidates(links, column),
                },
                (_, Constraint::Place(_, house)) => Reason::GuessPlace { k, of, house },
            };
            self.observer.step(&Step::Place {
                cell,
                digit,
                reason,
            });
            if !is_cell {
                for other in links.rows_of(column).filter(|&r| r != row) {
                    self.eliminate(other);
                }
            }
        }
    }
    // ANCHOR_END: select

    #[inline]
    fn covered(&mut self, column: usize, removed: usize) {
        // Rows taken out through a house's column are the digit crossed out of a peer.
        if column >= self.cells {
            self.search.stats.eliminations += removed as u64;
        }
    }

    fn removed(&mut self, row: usize, column: usize) {
        if !sudoku::is_cell_column(self.shape, column) {
            self.eliminate(row);
        }
    }

    fn deselect(&mut self, row: usize, _: usize, _: usize, of: usize) {
        if O::ENABLED && of > 1 {
            let (cell, digit) = sudoku::placement(self.shape, row);
            self.observer.step(&Step::Undo { cell, digit });
        }
    }

    fn solution(&mut self, _: &Links, rows: &[usize]) -> bool {
        if O::ENABLED {
            self.observer.step(&Step::Solved);
        }
        let mut grid = self.puzzle.clone();
        for &r in rows {
            let (cell, digit) = sudoku::placement(self.shape, r);
            grid.set(cell, Some(digit));
        }
        self.search.found_by(grid, self.observer)
    }
}
