//! Algorithm X: if no primary column is left, the rows chosen are a solution; otherwise choose a
//! column (the one with fewest ones), cover it, and try each of its rows in turn, covering the
//! row's other columns before going deeper and uncovering them after.
//!
//! The search tells a [`Visitor`] what it does, so that one search serves every caller: a test
//! that only counts solutions, the Sudoku solver that turns each event into a step of its own
//! vocabulary, a book example that prints the rows. The visitor also decides when to stop (a node
//! budget, a deadline, enough solutions).

use super::links::{Links, RestartEvents};

/// What a caller hears from the search, and its say on whether to go on. Every method but
/// [`solution`](Visitor::solution) has a default that does nothing.
pub trait Visitor {
    /// True when [`removed`](Visitor::removed) must be called for each row a cover takes out;
    /// when false the compiler leaves the calls out of the covering loops.
    const WATCH_ROWS: bool = false;

    /// `row` is put into every solution before the search ([`Links::restart`]); its columns
    /// are covered next.
    fn preselect(&mut self, _row: usize) {}

    /// A node of the search begins (the first call of a search included). False stops it.
    fn enter(&mut self) -> bool {
        true
    }

    /// The chosen column has no ones left: no row can cover it, so the rows chosen so far lead
    /// nowhere.
    fn dead_end(&mut self, _links: &Links, _column: usize) {}

    /// `row`, the `k`-th (1-based) of the `of` rows of `column`, is chosen. The column is already
    /// covered (its rows are out of the other columns); the row's other columns are not yet.
    fn select(&mut self, _links: &Links, _row: usize, _column: usize, _k: usize, _of: usize) {}

    /// A column of the chosen row was covered, taking `removed` rows out of the matrix.
    fn covered(&mut self, _column: usize, _removed: usize) {}

    /// With [`WATCH_ROWS`](Visitor::WATCH_ROWS): `row` was taken out by covering `column`.
    fn removed(&mut self, _row: usize, _column: usize) {}

    /// Everything below the `k`-th row of `column` was tried; the row is given back.
    fn deselect(&mut self, _row: usize, _column: usize, _k: usize, _of: usize) {}

    /// Every primary column is covered: `rows` (in the order chosen) are a solution. False
    /// stops the search.
    fn solution(&mut self, links: &Links, rows: &[usize]) -> bool;
}

/// A visitor that counts solutions and nodes, up to a number of solutions.
#[derive(Clone, Debug, Default)]
pub struct Counter {
    /// Stop after this many solutions (0: never).
    pub limit: u64,
    pub solutions: u64,
    pub nodes: u64,
    /// The rows of the first solution, in the order chosen.
    pub first: Option<Vec<usize>>,
}

impl Visitor for Counter {
    fn enter(&mut self) -> bool {
        self.nodes += 1;
        true
    }

    fn solution(&mut self, _: &Links, rows: &[usize]) -> bool {
        self.solutions += 1;
        if self.first.is_none() {
            self.first = Some(rows.to_vec());
        }
        self.limit == 0 || self.solutions < self.limit
    }
}

/// Why a row cannot be put into the solution before the search ([`Links::restart`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Clash {
    /// A column of the row that an earlier row already covers.
    pub column: usize,
}

/// A visitor heard through a restart.
struct Restarting<'a, V>(&'a mut V);

impl<V: Visitor> RestartEvents for Restarting<'_, V> {
    const WATCH_ROWS: bool = V::WATCH_ROWS;
    fn preselect(&mut self, row: usize) {
        self.0.preselect(row);
    }
    fn removed(&mut self, row: usize, column: usize) {
        self.0.removed(row, column);
    }
    fn covered(&mut self, column: usize, removed: usize) {
        self.0.covered(column, removed);
    }
}

impl Links {
    /// Starts the matrix afresh with `rows` in every solution (a Sudoku's givens), in order: the
    /// state the links would be in after covering the columns of each row in turn, which is
    /// what a search then starts from, whatever state the links were in (a search stopped by a
    /// panic, another puzzle's rows). `visitor` hears of each row (`preselect`) and of each of
    /// its columns covered, with the rows that takes out, as [`Links::search`] tells them.
    ///
    /// The links of the matrix as built are copied back, and each row's columns are covered in
    /// turn, as a search would cover them but with no node of the search; nothing is undone
    /// after the search, since the next restart copies over whatever state it left.
    ///
    /// Fails when a row has a column that an earlier row already covers; the links are then
    /// started with the rows before it.
    pub fn restart<V: Visitor>(
        &mut self,
        rows: impl IntoIterator<Item = usize>,
        visitor: &mut V,
    ) -> Result<(), Clash> {
        self.restart_with(rows, &mut Restarting(visitor))
            .map_err(|column| Clash { column })
    }

    /// Runs Algorithm X from the current state of the links, telling `visitor` every step. When
    /// it returns, the links are as they were before the call, whether the search ran to the end
    /// or the visitor stopped it. Returns true when the visitor stopped it.
    pub fn search<V: Visitor>(&mut self, visitor: &mut V) -> bool {
        // Room for the chosen rows, made with the matrix: one per primary column at most.
        let mut chosen = std::mem::take(&mut self.chosen);
        let empty = self.empty_columns();
        let stopped = self.search_from(visitor, &mut chosen, 0);
        self.restore_empty_columns(empty);
        self.chosen = chosen;
        stopped
    }

    // ANCHOR: algorithm_x
    fn search_from<V: Visitor>(
        &mut self,
        visitor: &mut V,
        chosen: &mut [usize],
        depth: usize,
    ) -> bool {
        if !visitor.enter() {
            return true;
        }
        let Some((column, of)) = self.choose() else {
            return !visitor.solution(self, &chosen[..depth]);
        };
        if of == 0 {
            visitor.dead_end(self, column);
            return false;
        }
        self.cover(column, false, |_| {});
        // Uncovering leaves the count of empty columns alone: it is put back from here.
        let empty = self.empty_columns();
        let header = Links::header(column);
        let mut node = self.below(header);
        let mut k = 0;
        while node != header {
            k += 1;
            let row = self.row_of(node);
            visitor.select(self, row, column, k, of);
            chosen[depth] = row;
            self.cover_rest(node, visitor);
            let stop = self.search_from(visitor, chosen, depth + 1);
            self.uncover_rest(node);
            self.restore_empty_columns(empty);
            if stop {
                self.uncover(column);
                return true;
            }
            visitor.deselect(row, column, k, of);
            node = self.below(node);
        }
        self.uncover(column);
        false
    }
    // ANCHOR_END: algorithm_x

    /// Covers the columns of `node`'s row to its right, left to right.
    #[inline]
    fn cover_rest<V: Visitor>(&mut self, node: u16, visitor: &mut V) {
        let mut j = self.right_of(node);
        while j != node {
            let c = self.column_of(j);
            let removed = self.cover(c, V::WATCH_ROWS, |r| visitor.removed(r, c));
            visitor.covered(c, removed);
            j = self.right_of(j);
        }
    }

    /// Undoes [`cover_rest`](Links::cover_rest), right to left.
    #[inline]
    fn uncover_rest(&mut self, node: u16) {
        let mut j = self.left_of(node);
        while j != node {
            self.uncover(self.column_of(j));
            j = self.left_of(j);
        }
    }
}
