//! Exact cover, after Donald Knuth's paper "Dancing Links" (2000): given a matrix of zeros and
//! ones, choose rows so that every column has exactly one 1 among them. Algorithm X searches for
//! such rows; the dancing links make its backtracking cheap.
//!
//! Nothing here knows Sudoku. [`Links`] holds any matrix (with Knuth's secondary columns, which
//! may be covered at most once); [`Links::search`] runs Algorithm X with his S heuristic (the
//! column with the fewest ones first) and tells a [`Visitor`] each step. [`sudoku`] builds the
//! matrix of a Sudoku of any size: one row per digit in a cell, one column per constraint.
//!
//! ```
//! use sudoku_lab_core::exact_cover::{Counter, Links};
//!
//! // The example of Knuth's paper: seven columns A to G, six rows.
//! let rows: [&[usize]; 6] = [&[2, 4, 5], &[0, 3, 6], &[1, 2, 5], &[0, 3], &[1, 6], &[3, 4, 6]];
//! let mut links = Links::new(7, 0, rows).unwrap();
//! let mut counter = Counter::default();
//! links.search(&mut counter);
//! assert_eq!(counter.solutions, 1);
//! // Rows 4, 1 and 5 (0-based 3, 0, 4): A D, then C E F, then B G.
//! assert_eq!(counter.first, Some(vec![3, 0, 4]));
//! ```

pub mod classic;
mod links;
mod search;
pub mod sudoku;

pub use links::{Links, MatrixError};
pub use search::{Clash, Counter, Visitor};
