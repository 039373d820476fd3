//! The solutions a search reached, in the order reached: a list that holds its first one in
//! place, so that solving a puzzle and proving it unique allocates nothing (a proper puzzle has
//! one solution); a second one moves the list to the heap. One, not two: a report is moved
//! from function to function, and a second grid in place would make every move longer.

use std::ops::{Deref, DerefMut};

use crate::grid::Grid;

/// Solutions kept in place before the list moves to the heap.
const IN_PLACE: usize = 1;

/// A list of grids, read as a slice (`len`, `is_empty`, `iter`, `first`, indexing, sorting).
#[derive(Clone)]
pub struct Solutions(List);

#[derive(Clone)]
enum List {
    /// The first `n`; the others are placeholders (empty grids, which own no heap memory).
    InPlace(usize, [Grid; IN_PLACE]),
    OnHeap(Vec<Grid>),
}

impl Solutions {
    /// No solution.
    pub fn new() -> Solutions {
        Solutions(List::InPlace(0, [Grid::EMPTY_NINE]))
    }

    /// Adds a solution at the end.
    pub fn push(&mut self, grid: Grid) {
        match &mut self.0 {
            List::InPlace(n, grids) if *n < IN_PLACE => {
                grids[*n] = grid;
                *n += 1;
            }
            List::InPlace(_, grids) => {
                let mut all = grids.to_vec();
                all.push(grid);
                self.0 = List::OnHeap(all);
            }
            List::OnHeap(all) => all.push(grid),
        }
    }

    /// Keeps the first `n` solutions.
    pub fn truncate(&mut self, n: usize) {
        match &mut self.0 {
            List::InPlace(len, _) => *len = (*len).min(n),
            List::OnHeap(all) => all.truncate(n),
        }
    }

    pub fn as_slice(&self) -> &[Grid] {
        self
    }

    /// The solutions as a vector.
    pub fn into_vec(self) -> Vec<Grid> {
        match self.0 {
            List::InPlace(n, grids) => grids.into_iter().take(n).collect(),
            List::OnHeap(all) => all,
        }
    }
}

impl Default for Solutions {
    fn default() -> Solutions {
        Solutions::new()
    }
}

impl Deref for Solutions {
    type Target = [Grid];

    fn deref(&self) -> &[Grid] {
        match &self.0 {
            List::InPlace(n, grids) => &grids[..*n],
            List::OnHeap(all) => all,
        }
    }
}

impl DerefMut for Solutions {
    fn deref_mut(&mut self) -> &mut [Grid] {
        match &mut self.0 {
            List::InPlace(n, grids) => &mut grids[..*n],
            List::OnHeap(all) => all,
        }
    }
}

impl std::fmt::Debug for Solutions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl PartialEq for Solutions {
    fn eq(&self, other: &Solutions) -> bool {
        self[..] == other[..]
    }
}

impl Eq for Solutions {}

impl PartialEq<Vec<Grid>> for Solutions {
    fn eq(&self, other: &Vec<Grid>) -> bool {
        self[..] == other[..]
    }
}

impl<const N: usize> PartialEq<[Grid; N]> for Solutions {
    fn eq(&self, other: &[Grid; N]) -> bool {
        self[..] == other[..]
    }
}

impl From<Vec<Grid>> for Solutions {
    fn from(all: Vec<Grid>) -> Solutions {
        let mut list = Solutions::new();
        for grid in all {
            list.push(grid);
        }
        list
    }
}

impl IntoIterator for Solutions {
    type Item = Grid;
    type IntoIter = std::vec::IntoIter<Grid>;

    fn into_iter(self) -> Self::IntoIter {
        self.into_vec().into_iter()
    }
}

impl<'a> IntoIterator for &'a Solutions {
    type Item = &'a Grid;
    type IntoIter = std::slice::Iter<'a, Grid>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::WIKIPEDIA;

    #[test]
    fn a_list_reads_the_same_in_place_and_on_the_heap() {
        let g = WIKIPEDIA.grid();
        let mut list = Solutions::new();
        assert!(list.is_empty());
        for n in 1..=4 {
            list.push(g.clone());
            assert_eq!(list.len(), n);
            assert_eq!(list, vec![g.clone(); n]);
        }
        assert_eq!(list.clone().into_vec().len(), 4);
        list.truncate(1);
        assert_eq!(list, vec![g.clone()]);
        assert_eq!(Solutions::from(vec![g.clone()]), [g]);
    }
}
