//! The grid model.
//!
//! Glossary, after Norvig: a *cell* (he says square) holds one digit; a *house* (unit) is a
//! row, a column or a box, and holds every digit once; the *peers* of a cell are the cells
//! that share a house with it. The *shape* says how big the grid is; its *layout* holds the
//! houses and peers of every cell, computed once. The engine pieces every solver shares live
//! here too: one bit iterator ([`bits`]) and one way to keep a table per shape ([`PerShape`]).

mod bits;
mod board;
mod shape;
mod types;

pub use bits::{Bits, CellSet, Word, bits};
pub use board::{Conflict, Grid};
pub use shape::PerShape;
pub use shape::{Layout, Shape};
pub use types::{Candidates, Cell, CellError, Digit, House, MAX_SIDE};
