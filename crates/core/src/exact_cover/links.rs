//! The dancing links: a sparse 0/1 matrix as circular doubly linked lists, one per row and one
//! per column. Removing a node from its two neighbours leaves the node pointing at them, so
//! putting it back is two assignments: that is the whole trick of Knuth's paper, and what makes
//! backtracking free.
//!
//! Nodes are numbered with 16 bits and their links live in arrays of 2^16 entries, so that no
//! index can fall outside them: the compiler then checks no bound in the loops that do all the
//! work (a third of the instructions of a search, measured, when the numbers were 32-bit and
//! checked). The price is a limit on the size of a matrix, which the largest Sudoku (25x25:
//! 65,001 nodes, 15,625 rows) fits. The links are split by use rather than kept as one record
//! per node: only the up and down links change during a search (a row's ring never does), so
//! they sit alone, four bytes a node, which is what a restart copies back; the column and the
//! next node of the row, which the covering loops read, sit in a second array; the rest in a
//! third. Measured with callgrind on top1465, the split and the sizes of secondary columns
//! (below) cut the instructions of a search by a fifth.

use std::fmt;

/// Nodes in the array: every 16-bit number names one.
const NODES: usize = 1 << 16;

/// Sizes the S heuristic reads at a time: the array of sizes is padded to a whole number of
/// these past the primary columns.
const LANES: usize = 16;

/// The most rows a matrix may have; a column's size is below it.
pub const MAX_ROWS: usize = (1 << 14) - 1;

/// The most ones a column may have: its size stays below [`SECONDARY`].
pub const MAX_COLUMN_ONES: usize = (1 << 13) - 1;

/// Added to the size of a secondary column, which is then never 0: an empty column is a dead end
/// only when it is primary, and this way the covering loops tell one by its size alone, with no
/// second test.
const SECONDARY: u16 = 1 << 13;

/// Added to the size of a covered column, so that a scan for a size passes it by. The size of a
/// covered column never changes while it is covered: every row left in the matrix has all its
/// columns uncovered. Sizes, raised or not, stay below 2^15, so they also compare as signed.
const COVERED: u16 = 1 << 14;

/// Why a matrix cannot be built.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MatrixError {
    /// A row names a column that the matrix does not have.
    NoSuchColumn { row: usize, column: usize },
    /// A row names the same column twice.
    RepeatedColumn { row: usize, column: usize },
    /// A row with no column at all: it would cover nothing.
    EmptyRow { row: usize },
    /// More than 65,535 nodes (columns and ones), more than [`MAX_ROWS`] rows, or more than
    /// [`MAX_COLUMN_ONES`] ones in a column.
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
            MatrixError::TooLarge => write!(
                f,
                "the matrix is too large: at most 65,535 columns and ones, {MAX_ROWS} rows, \
                 {MAX_COLUMN_ONES} ones in a column"
            ),
        }
    }
}

impl std::error::Error for MatrixError {}

/// A node's place in its column: the only links a search changes.
#[derive(Clone, Copy, Default, Debug)]
struct Vertical {
    up: u16,
    down: u16,
}

/// What the covering loops read of a node besides its vertical links, fixed once the matrix is
/// built: a row's ring is never unlinked, only its nodes from their columns.
#[derive(Clone, Copy, Default, Debug)]
struct Fixed {
    /// The header node of the node's column (a header's is itself).
    column: u16,
    /// The next node of the row (a header's is itself).
    right: u16,
}

/// What only the choice of a row reads: the previous node of the row, to undo its covers in the
/// reverse order, and the row's number (headers and root: 0, unused).
#[derive(Clone, Copy, Default, Debug)]
struct Cold {
    left: u16,
    row: u16,
}

/// What a restart tells as it puts rows into the solution: the part of a search's
/// [`Visitor`](super::Visitor) that a restart calls, here so that the links need nothing of the
/// search.
pub(super) trait RestartEvents {
    const WATCH_ROWS: bool;
    fn preselect(&mut self, row: usize);
    fn removed(&mut self, row: usize, column: usize);
    fn covered(&mut self, column: usize, removed: usize);
}

/// An exact-cover matrix as dancing links.
///
/// Node 0 is Knuth's root (unused here), nodes `1..=columns` are the column headers, and the
/// ones of the matrix follow, row after row, each row's nodes side by side (a Sudoku row's four
/// constraints are four consecutive nodes). Column `j` (0-based,
/// as callers name it) is header node `j + 1`. Only the *primary* columns (the first `primary`)
/// are chosen by the search: they must be covered exactly once. The *secondary* columns may be
/// covered at most once (Knuth's generalisation, which the n-queens problem needs); Sudoku has
/// none.
///
/// Every operation that removes something has an inverse that restores it exactly (the count of
/// empty columns the search saves and puts back itself), so a search that undoes what it did
/// leaves the links as it found them: the arrays are allocated once, when the matrix is built,
/// and never inside a search.
#[derive(Clone, Debug)]
pub struct Links {
    /// The links of every node, split by use: the vertical ones, which covering changes (four
    /// bytes a node, so that a restart copies little), the fixed ones that covering reads, and
    /// those that only the choice of a row reads.
    vertical: Box<[Vertical; NODES]>,
    fixed: Box<[Fixed; NODES]>,
    cold: Box<[Cold; NODES]>,
    /// The ones left in each column, by header node (entry 0 unused); a covered column's is
    /// raised by [`COVERED`]. Past the last column, [`LANES`] entries of `i16::MAX` (never a
    /// header's, never changed) let the S heuristic read whole chunks of sizes.
    size: Box<[u16; NODES + LANES]>,
    /// How many uncovered primary columns have no 1 left: while there is one, it is the column
    /// to choose (and the search's dead end).
    empty: u32,
    /// The first node of each row.
    first: Vec<u16>,
    /// The vertical links, the sizes and the count of empty columns as the matrix was built:
    /// what [`restart`](Links::restart) copies back.
    built: Box<[Vertical]>,
    built_size: Box<[u16]>,
    built_empty: u32,
    /// Room for the rows a search chooses, one per primary column at most: made when the matrix
    /// is built (and kept by a copy of it), so that a search allocates nothing.
    pub(super) chosen: Box<[usize]>,
    /// Columns, primary and secondary.
    columns: usize,
    primary: usize,
    /// The primary columns rounded up to a whole number of [`LANES`]: the sizes the S
    /// heuristic reads.
    scanned: usize,
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
        if columns >= NODES {
            return Err(MatrixError::TooLarge);
        }
        let mut links = Links {
            vertical: boxed(),
            fixed: boxed(),
            cold: boxed(),
            size: boxed(),
            empty: 0,
            first: Vec::new(),
            built: Box::new([]),
            built_size: Box::new([]),
            built_empty: 0,
            chosen: vec![0; primary + 1].into_boxed_slice(),
            columns,
            primary,
            scanned: primary.div_ceil(LANES) * LANES,
        };
        // Knuth links the headers of the primary columns in a list, to walk it for the column
        // to choose; here the size array plays that part (a covered column's size is raised
        // out of the way), so a header is linked to its column's nodes only.
        for h in 0..=columns {
            let h16 = h as u16;
            links.vertical[h] = Vertical { up: h16, down: h16 };
            links.fixed[h] = Fixed {
                column: h16,
                right: h16,
            };
            links.cold[h] = Cold { left: h16, row: 0 };
        }
        let mut next = columns + 1;
        let mut seen = vec![usize::MAX; columns];
        for (r, cols) in rows.into_iter().enumerate() {
            let cols = cols.as_ref();
            if cols.is_empty() {
                return Err(MatrixError::EmptyRow { row: r });
            }
            if r >= MAX_ROWS || next + cols.len() > NODES {
                return Err(MatrixError::TooLarge);
            }
            let start = next;
            links.first.push(start as u16);
            let n = cols.len();
            for (k, &c) in cols.iter().enumerate() {
                if c >= columns {
                    return Err(MatrixError::NoSuchColumn { row: r, column: c });
                }
                if seen[c] == r {
                    return Err(MatrixError::RepeatedColumn { row: r, column: c });
                }
                seen[c] = r;
                let node = (start + k) as u16;
                let h = (c + 1) as u16;
                // At the bottom of its column, in a ring with the other nodes of its row.
                let last = links.vertical[h as usize].up;
                links.vertical[node as usize] = Vertical { up: last, down: h };
                links.fixed[node as usize] = Fixed {
                    column: h,
                    right: (start + (k + 1) % n) as u16,
                };
                links.cold[node as usize] = Cold {
                    left: (start + (k + n - 1) % n) as u16,
                    row: r as u16,
                };
                links.vertical[last as usize].down = node;
                links.vertical[h as usize].up = node;
                links.size[h as usize] += 1;
            }
            next += n;
        }
        if links.size[1..=columns]
            .iter()
            .any(|&s| s as usize > MAX_COLUMN_ONES)
        {
            return Err(MatrixError::TooLarge);
        }
        for size in &mut links.size[primary + 1..=columns] {
            *size |= SECONDARY;
        }
        for size in &mut links.size[columns + 1..columns + 1 + LANES] {
            *size = i16::MAX as u16;
        }
        links.empty = (1..=primary).filter(|&h| links.size[h] == 0).count() as u32;
        links.built = links.vertical[..next].into();
        links.built_size = links.size[..=columns].into();
        links.built_empty = links.empty;
        Ok(links)
    }

    /// Columns in all, primary and secondary.
    pub fn columns(&self) -> usize {
        self.columns
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
        (self.size[column + 1] & !(COVERED | SECONDARY)) as usize
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
            let n = self.fixed[node as usize];
            node = n.right;
            done = node == first;
            Some(n.column as usize - 1)
        })
    }

    /// The rows still in `column`, top to bottom. A covered column keeps its own list, so this
    /// also lists the rows that covering it removed.
    pub fn rows_of(&self, column: usize) -> impl Iterator<Item = usize> + '_ {
        let header = (column + 1) as u16;
        let mut node = self.vertical[header as usize].down;
        std::iter::from_fn(move || {
            if node == header {
                return None;
            }
            let row = self.cold[node as usize].row;
            node = self.vertical[node as usize].down;
            Some(row as usize)
        })
    }

    /// Knuth's S heuristic: the primary column with the fewest ones, the leftmost on a tie, and
    /// its size; `None` when every primary column is covered (the rows chosen are a solution).
    ///
    /// Knuth walks the list of column headers, comparing sizes. Here the sizes sit side by side
    /// in an array (a covered column's raised out of the way), read sixteen at a time, and the
    /// scan stops as soon as it can know the answer: at the first empty column when there is
    /// one (a count says so), else at the first column with a single 1, the case of every
    /// forced placement. The same pass keeps the running minimum, sixteen lanes of it, so when
    /// there is no such column a second pass only looks for the first column of that size.
    /// Same column as Knuth's, fewer cycles.
    #[inline]
    pub fn choose(&self) -> Option<(usize, usize)> {
        // Whole chunks: past the primary columns come the secondary ones (sizes raised by
        // SECONDARY) and the padding (i16::MAX), neither of which a primary column's size can
        // reach or equal.
        let sizes = &self.size[1..=self.scanned];
        if self.empty > 0 {
            return Some((first_equal(sizes, 0).expect("the count says so"), 0));
        }
        if let Some(k) = first_equal(sizes, 1) {
            return Some((k, 1));
        }
        // With no column of one row, the fewest is most often two (a cell with two candidates).
        if let Some(k) = first_equal(sizes, 2) {
            return Some((k, 2));
        }
        // Sixteen running minima, one per lane, as signed numbers: x86-64's baseline vector
        // instructions compare those.
        let mut lanes = [i16::MAX; LANES];
        for chunk in sizes.chunks_exact(LANES) {
            for (lane, &s) in lanes.iter_mut().zip(chunk) {
                *lane = (*lane).min(s as i16);
            }
        }
        let min = lanes.into_iter().min().expect("sixteen lanes") as u16;
        if min >= SECONDARY {
            return None;
        }
        let k = first_equal(sizes, min).expect("the minimum is in the array");
        Some((k, min as usize))
    }

    /// One fewer 1 in the (uncovered) column of header `h`.
    #[inline]
    fn shrink(&mut self, h: u16) {
        let size = &mut self.size[h as usize];
        *size -= 1;
        if *size == 0 {
            self.empty += 1;
        }
    }

    // ANCHOR: cover
    /// Covers `column`: takes it out of the columns to cover (its size is raised out of the
    /// way) and takes every row that has a one in it out of the other columns. `removed` hears
    /// of each row taken out when `watch` is true (a constant at every call, so the test is
    /// compiled away). Returns the number of rows taken out.
    #[inline]
    pub(super) fn cover(
        &mut self,
        column: usize,
        watch: bool,
        mut removed: impl FnMut(usize),
    ) -> usize {
        let h = Links::header(column);
        let size = self.size[h as usize];
        if size == 0 {
            self.empty -= 1;
        }
        self.size[h as usize] = size | COVERED;
        let mut i = self.vertical[h as usize].down;
        while i != h {
            if watch {
                removed(self.cold[i as usize].row as usize);
            }
            let mut j = self.fixed[i as usize].right;
            while j != i {
                let Fixed { column, right } = self.fixed[j as usize];
                let Vertical { up, down } = self.vertical[j as usize];
                self.vertical[up as usize].down = down;
                self.vertical[down as usize].up = up;
                self.shrink(column);
                j = right;
            }
            i = self.vertical[i as usize].down;
        }
        (size & !SECONDARY) as usize
    }

    /// Undoes [`cover`](Links::cover) of `column`, in the exact reverse order, all but the
    /// count of empty columns: the caller saved it before the covers it undoes and puts it
    /// back after ([`Links::empty_columns`]), which spares a test in the loop below.
    #[inline]
    pub(super) fn uncover(&mut self, column: usize) {
        let h = Links::header(column);
        // Rows bottom to top, the reverse of cover's order; within a row any order will do,
        // each of its nodes being in a column of its own, so the row is walked to the right.
        let mut i = self.vertical[h as usize].up;
        while i != h {
            let mut j = self.fixed[i as usize].right;
            while j != i {
                let Fixed { column, right } = self.fixed[j as usize];
                let Vertical { up, down } = self.vertical[j as usize];
                self.size[column as usize] += 1;
                self.vertical[up as usize].down = j;
                self.vertical[down as usize].up = j;
                j = right;
            }
            i = self.vertical[i as usize].up;
        }
        self.size[h as usize] &= !COVERED;
    }
    // ANCHOR_END: cover

    /// How many uncovered primary columns have no 1 left.
    #[inline]
    pub(super) fn empty_columns(&self) -> u32 {
        self.empty
    }

    /// Puts back the count of empty columns saved before covers that are now undone.
    #[inline]
    pub(super) fn restore_empty_columns(&mut self, empty: u32) {
        self.empty = empty;
    }

    /// What [`Links::restart`] does (see there), telling `events` as it goes. Fails with the
    /// column of a row that an earlier row already covers.
    ///
    /// The matrix as built is copied back (its vertical links only: nothing else changes), then
    /// each row's columns are covered as a search covers them, without a node of the search.
    /// Copying 13 KB for a 9x9 grid is a few hundred vector moves. The restart before this one
    /// only marked the rows the givens take out and relinked every other column without them:
    /// a pass over every node with a test for each, which took a quarter of the instructions
    /// on 17-clue puzzles; this one takes about a quarter less time there (measured side by
    /// side on 2,000 of them).
    pub(super) fn restart_with<E: RestartEvents>(
        &mut self,
        rows: impl IntoIterator<Item = usize>,
        events: &mut E,
    ) -> Result<(), usize> {
        self.vertical[..self.built.len()].copy_from_slice(&self.built);
        self.size[..=self.columns].copy_from_slice(&self.built_size);
        self.empty = self.built_empty;
        for row in rows {
            let first = self.first[row];
            let mut j = first;
            loop {
                let h = self.fixed[j as usize].column;
                if self.size[h as usize] & COVERED != 0 {
                    return Err(h as usize - 1);
                }
                j = self.fixed[j as usize].right;
                if j == first {
                    break;
                }
            }
            events.preselect(row);
            loop {
                let column = self.column_of(j);
                let taken = self.cover(column, E::WATCH_ROWS, |r| events.removed(r, column));
                events.covered(column, taken);
                j = self.fixed[j as usize].right;
                if j == first {
                    break;
                }
            }
        }
        Ok(())
    }

    /// The next node of a row, to the right.
    #[inline]
    pub(super) fn right_of(&self, node: u16) -> u16 {
        self.fixed[node as usize].right
    }

    /// The next node of a row, to the left.
    #[inline]
    pub(super) fn left_of(&self, node: u16) -> u16 {
        self.cold[node as usize].left
    }

    /// The next node of a column, downwards (a header's is its first row).
    #[inline]
    pub(super) fn below(&self, node: u16) -> u16 {
        self.vertical[node as usize].down
    }

    /// The column (0-based) of a node.
    #[inline]
    pub(super) fn column_of(&self, node: u16) -> usize {
        self.fixed[node as usize].column as usize - 1
    }

    /// The row of a node.
    #[inline]
    pub(super) fn row_of(&self, node: u16) -> usize {
        self.cold[node as usize].row as usize
    }

    /// The header node of a column.
    #[inline]
    pub(super) fn header(column: usize) -> u16 {
        column as u16 + 1
    }
}

/// A zeroed array on the heap (built there: it is too large for a stack).
fn boxed<T: Copy + Default + fmt::Debug, const N: usize>() -> Box<[T; N]> {
    vec![T::default(); N]
        .into_boxed_slice()
        .try_into()
        .expect("a slice of N values")
}

/// The position of the first size equal to `target`, [`LANES`] sizes at a time (`sizes` holds a
/// whole number of chunks).
#[inline]
fn first_equal(sizes: &[u16], target: u16) -> Option<usize> {
    sizes
        .chunks_exact(LANES)
        .enumerate()
        .find_map(|(i, chunk)| equal(chunk, target).map(|k| i * LANES + k))
}

/// The position of the first of sixteen sizes equal to `target`, four at a time as the lanes
/// of a 64-bit number: a lane is equal when its exclusive or with `target` is 0, and a lane
/// below 2^15 is 0 exactly when adding 2^15 - 1 leaves its top bit clear (every size is below
/// 2^15, so no lane carries into the next). Portable, and fewer instructions than the loop the
/// compiler makes of sixteen comparisons.
#[inline]
fn equal(chunk: &[u16], target: u16) -> Option<usize> {
    const LOW: u64 = 0x7fff_7fff_7fff_7fff;
    const HIGH: u64 = 0x8000_8000_8000_8000;
    let t = u64::from(target) * 0x0001_0001_0001_0001;
    let chunk: &[u16; LANES] = chunk.try_into().expect("a whole chunk");
    let hits = |k: usize| {
        let word = u64::from(chunk[k])
            | u64::from(chunk[k + 1]) << 16
            | u64::from(chunk[k + 2]) << 32
            | u64::from(chunk[k + 3]) << 48;
        !((word ^ t) + LOW) & HIGH
    };
    let (a, b, c, d) = (hits(0), hits(4), hits(8), hits(12));
    if a | b | c | d == 0 {
        return None;
    }
    let (word, bits) = [a, b, c, d]
        .into_iter()
        .enumerate()
        .find(|&(_, bits)| bits != 0)?;
    Some(word * 4 + bits.trailing_zeros() as usize / 16)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The four-at-a-time comparison finds the first equal size wherever it is, among sizes
    /// as large as a covered secondary column's and the padding.
    #[test]
    fn equal_finds_the_first_equal_size() {
        let others = [
            0,
            1,
            2,
            3,
            0x7ffe,
            i16::MAX as u16,
            COVERED | SECONDARY | 7,
            COVERED,
        ];
        for target in [0, 1, 2, 9, COVERED] {
            for &other in others.iter().filter(|&&o| o != target) {
                let mut chunk = [other; LANES];
                assert_eq!(equal(&chunk, target), None);
                for at in (0..LANES).rev() {
                    chunk[at] = target;
                    assert_eq!(equal(&chunk, target), Some(at), "{target} among {other}");
                }
            }
        }
    }
}
