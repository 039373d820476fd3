//! The dancing links: a sparse 0/1 matrix as circular doubly linked lists, one per row and one
//! per column, in flat arrays of indices. Removing a node from its two neighbours leaves the node
//! pointing at them, so putting it back is two assignments: that is the whole trick of Knuth's
//! paper, and what makes backtracking free.

use std::fmt;

/// Added to the size of a covered column, so that a scan for the smallest size passes it by.
/// The size of a covered column never changes while it is covered: every row left in the
/// matrix has all its columns uncovered.
const COVERED: u32 = 1 << 30;

/// Why a matrix cannot be built.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MatrixError {
    /// A row names a column that the matrix does not have.
    NoSuchColumn { row: usize, column: usize },
    /// A row names the same column twice.
    RepeatedColumn { row: usize, column: usize },
    /// A row with no column at all: it would cover nothing.
    EmptyRow { row: usize },
    /// More nodes than 32-bit indices can hold.
    TooLarge,
}

impl fmt::Display for MatrixError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatrixError::NoSuchColumn { row, column } => {
                write!(f, "row {row} names column {column}, which does not exist")
            }
            MatrixError::RepeatedColumn { row, column } => {
                write!(f, "row {row} names column {column} twice")
            }
            MatrixError::EmptyRow { row } => write!(f, "row {row} has no column"),
            MatrixError::TooLarge => write!(f, "the matrix has too many ones"),
        }
    }
}

impl std::error::Error for MatrixError {}

/// An exact-cover matrix as dancing links.
///
/// Node 0 is the root, nodes `1..=columns` are the column headers, and the ones of the matrix
/// follow, row after row, each row's nodes side by side. Column `j` (0-based, as callers name
/// it) is header node `j + 1`. Only the *primary* columns (the first `primary`) are linked to the
/// root: they must be covered exactly once. The *secondary* columns may be covered at most once
/// (Knuth's generalisation, which the n-queens problem needs); Sudoku has none.
///
/// Every operation that removes something has an inverse that restores it exactly, so a search
/// that undoes what it did leaves the links as it found them: the arrays are allocated once,
/// when the matrix is built, and never inside a search.
#[derive(Clone, Debug)]
pub struct Links {
    left: Vec<u32>,
    right: Vec<u32>,
    up: Vec<u32>,
    down: Vec<u32>,
    /// The header node of each node's column (a header's is itself).
    column: Vec<u32>,
    /// The row of each node (headers and root: `u32::MAX`).
    row: Vec<u32>,
    /// The ones left in each column, by header node (the root's entry is unused).
    size: Vec<u32>,
    /// The first node of each row.
    first: Vec<u32>,
    primary: usize,
}

impl Links {
    /// The matrix with `primary + secondary` columns and these rows, each a list of the columns
    /// (0-based) where it has a one, in any order. Rows keep their order, and so do the ones of
    /// each column: the search tries the rows of a column top to bottom.
    pub fn new<R, I>(primary: usize, secondary: usize, rows: R) -> Result<Links, MatrixError>
    where
        R: IntoIterator<Item = I>,
        I: AsRef<[usize]>,
    {
        let columns = primary + secondary;
        let headers = columns + 1;
        if headers > u32::MAX as usize {
            return Err(MatrixError::TooLarge);
        }
        let mut links = Links {
            left: Vec::with_capacity(headers),
            right: Vec::with_capacity(headers),
            up: (0..headers as u32).collect(),
            down: (0..headers as u32).collect(),
            column: (0..headers as u32).collect(),
            row: vec![u32::MAX; headers],
            size: vec![0; headers],
            first: Vec::new(),
            primary,
        };
        // The primary headers in a ring with the root; each secondary header alone in its own.
        for h in 0..headers {
            if h <= primary {
                links
                    .left
                    .push(if h == 0 { primary as u32 } else { h as u32 - 1 });
                links
                    .right
                    .push(if h == primary { 0 } else { h as u32 + 1 });
            } else {
                links.left.push(h as u32);
                links.right.push(h as u32);
            }
        }
        let mut seen = vec![u32::MAX; columns];
        for (r, cols) in rows.into_iter().enumerate() {
            let cols = cols.as_ref();
            if cols.is_empty() {
                return Err(MatrixError::EmptyRow { row: r });
            }
            let start = links.up.len();
            if start + cols.len() > u32::MAX as usize || r >= u32::MAX as usize {
                return Err(MatrixError::TooLarge);
            }
            links.first.push(start as u32);
            for (k, &c) in cols.iter().enumerate() {
                if c >= columns {
                    return Err(MatrixError::NoSuchColumn { row: r, column: c });
                }
                if seen[c] == r as u32 {
                    return Err(MatrixError::RepeatedColumn { row: r, column: c });
                }
                seen[c] = r as u32;
                let node = (start + k) as u32;
                let header = c as u32 + 1;
                // At the bottom of its column.
                let last = links.up[header as usize];
                links.up.push(last);
                links.down.push(header);
                links.down[last as usize] = node;
                links.up[header as usize] = node;
                links.column.push(header);
                links.row.push(r as u32);
                links.size[header as usize] += 1;
                // In a ring with the other nodes of its row.
                let n = cols.len();
                links.left.push((start + (k + n - 1) % n) as u32);
                links.right.push((start + (k + 1) % n) as u32);
            }
        }
        Ok(links)
    }

    /// Columns in all, primary and secondary.
    pub fn columns(&self) -> usize {
        self.size.len() - 1
    }

    /// The columns that must be covered exactly once (the first `primary()` columns).
    pub fn primary(&self) -> usize {
        self.primary
    }

    /// Rows in all, covered or not.
    pub fn rows(&self) -> usize {
        self.first.len()
    }

    /// The ones still in column `column`: the rows that could still cover it.
    #[inline]
    pub fn size(&self, column: usize) -> usize {
        (self.size[column + 1] & !COVERED) as usize
    }

    /// True while `column` has not been covered.
    #[inline]
    pub fn is_active(&self, column: usize) -> bool {
        self.size[column + 1] & COVERED == 0
    }

    /// The columns where `row` has its ones, in the order the row was given.
    pub fn columns_of(&self, row: usize) -> impl Iterator<Item = usize> + '_ {
        let first = self.first[row];
        let mut node = first;
        let mut done = false;
        std::iter::from_fn(move || {
            if done {
                return None;
            }
            let c = self.column[node as usize] as usize - 1;
            node = self.right[node as usize];
            done = node == first;
            Some(c)
        })
    }

    /// The rows still in `column`, top to bottom. A covered column keeps its own list, so this
    /// also lists the rows that covering it removed.
    pub fn rows_of(&self, column: usize) -> impl Iterator<Item = usize> + '_ {
        let header = (column + 1) as u32;
        let mut node = self.down[header as usize];
        std::iter::from_fn(move || {
            if node == header {
                return None;
            }
            let r = self.row[node as usize] as usize;
            node = self.down[node as usize];
            Some(r)
        })
    }

    /// Knuth's S heuristic: the primary column with the fewest ones, the leftmost on a tie, and
    /// its size; `None` when every primary column is covered (the rows chosen are a solution).
    ///
    /// Knuth walks the list of column headers. Here the sizes of the primary columns sit side by
    /// side in one array, a covered column's raised by [`COVERED`], so the choice is two plain
    /// passes over an array (the smallest value, then its first place) that the compiler turns
    /// into vector instructions, rather than a chase from header to header. Same column, fewer
    /// cycles: the covered columns never hold the minimum while an uncovered one is left.
    #[inline]
    pub fn choose(&self) -> Option<(usize, usize)> {
        let sizes = &self.size[1..=self.primary];
        // Eight running minima, one per lane, as signed numbers: x86-64's baseline vector
        // instructions compare those (the sizes, the raised ones included, are below 2^31).
        let mut lanes = [i32::MAX; 8];
        let chunks = sizes.chunks_exact(8);
        let tail = chunks.remainder();
        for chunk in chunks {
            for (lane, &s) in lanes.iter_mut().zip(chunk) {
                *lane = (*lane).min(s as i32);
            }
        }
        let min = lanes
            .into_iter()
            .chain(tail.iter().map(|&s| s as i32))
            .min()? as u32;
        if min >= COVERED {
            return None;
        }
        // The first place of the minimum, eight sizes at a time.
        let mut base = 0;
        for chunk in sizes.chunks(8) {
            if chunk.iter().fold(false, |hit, &s| hit | (s == min)) {
                let k = chunk.iter().position(|&s| s == min).expect("a hit");
                return Some((base + k, min as usize));
            }
            base += chunk.len();
        }
        unreachable!("the minimum is in the array")
    }

    /// Covers `column`: takes it out of the header list and takes every row that has a one in it
    /// out of the other columns. `removed` hears of each row taken out when `watch` is true (a
    /// constant at every call, so the test is compiled away). Returns the number of rows taken
    /// out.
    #[inline]
    pub(super) fn cover(
        &mut self,
        column: usize,
        watch: bool,
        mut removed: impl FnMut(usize),
    ) -> usize {
        let h = column + 1;
        let (l, r) = (self.left[h], self.right[h]);
        self.right[l as usize] = r;
        self.left[r as usize] = l;
        self.size[h] |= COVERED;
        let mut i = self.down[h];
        while i as usize != h {
            if watch {
                removed(self.row[i as usize] as usize);
            }
            let mut j = self.right[i as usize];
            while j != i {
                let (u, d) = (self.up[j as usize], self.down[j as usize]);
                self.down[u as usize] = d;
                self.up[d as usize] = u;
                self.size[self.column[j as usize] as usize] -= 1;
                j = self.right[j as usize];
            }
            i = self.down[i as usize];
        }
        (self.size[h] & !COVERED) as usize
    }

    /// Undoes [`cover`](Links::cover) of `column`, in the exact reverse order.
    #[inline]
    pub(super) fn uncover(&mut self, column: usize) {
        let h = column + 1;
        let mut i = self.up[h];
        while i as usize != h {
            let mut j = self.left[i as usize];
            while j != i {
                self.size[self.column[j as usize] as usize] += 1;
                let (u, d) = (self.up[j as usize], self.down[j as usize]);
                self.down[u as usize] = j;
                self.up[d as usize] = j;
                j = self.left[j as usize];
            }
            i = self.up[i as usize];
        }
        let (l, r) = (self.left[h], self.right[h]);
        self.right[l as usize] = h as u32;
        self.left[r as usize] = h as u32;
        self.size[h] &= !COVERED;
    }

    /// The first node of `row`.
    #[inline]
    pub(super) fn first(&self, row: usize) -> u32 {
        self.first[row]
    }

    /// The next node of a row, to the right.
    #[inline]
    pub(super) fn right_of(&self, node: u32) -> u32 {
        self.right[node as usize]
    }

    /// The next node of a row, to the left.
    #[inline]
    pub(super) fn left_of(&self, node: u32) -> u32 {
        self.left[node as usize]
    }

    /// The next node of a column, downwards (a header's is its first row).
    #[inline]
    pub(super) fn below(&self, node: u32) -> u32 {
        self.down[node as usize]
    }

    /// The column (0-based) of a node.
    #[inline]
    pub(super) fn column_of(&self, node: u32) -> usize {
        self.column[node as usize] as usize - 1
    }

    /// The row of a node.
    #[inline]
    pub(super) fn row_of(&self, node: u32) -> usize {
        self.row[node as usize] as usize
    }

    /// The header node of a column.
    #[inline]
    pub(super) fn header(column: usize) -> u32 {
        column as u32 + 1
    }
}
