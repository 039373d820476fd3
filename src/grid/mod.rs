//! The grid model.
//!
//! Glossary, after Norvig: a *cell* (he says square) holds one digit; a *house* (unit) is a
//! row, a column or a box, and holds every digit once; the *peers* of a cell are the cells
//! that share a house with it. The *shape* says how big the grid is; its *layout* holds the
//! houses and peers of every cell, computed once.

mod board;
mod shape;
mod types;

pub use board::{Conflict, Grid};
pub use shape::{Layout, Shape};
pub use types::{Candidates, Cell, CellError, Digit, House, MAX_SIDE};
