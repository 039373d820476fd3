//! The code-golf analyzer: seed 001's one-liner taken apart, each trick proved by computation.
//!
//! [`specimen`] holds the program under study; [`pytoken`] (the one tokenizer), [`pyexpr`]
//! (the one parser, and an evaluator) and [`pyvalue`] (CPython's numbers, per dialect) read
//! Python 2 and Python 3; [`ungolf`] rewrites the specimen one named step at a time; [`peers`]
//! proves a peer expression; [`digits`] explains and searches digit strings; [`nodes`] counts
//! and ranks digit orders with the golf engine of `solvers::golf`; [`semantics`] runs the
//! seed's variants under both Pythons; [`tricks`] finds the tricks in any golfed Python;
//! [`shorten`] proposes shorter golf and proves it. Every function returns data and prints
//! nothing.

pub mod digits;
mod line_diff;
pub mod nodes;
pub mod peer_search;
pub mod peers;
pub mod semantics;
pub mod shorten;
pub mod specimen;
pub mod tricks;
pub mod ungolf;

// The Python front end is its own crate, which knows nothing of golf; re-exported here so that
// the analyzer's files (`super::pyexpr`) and its users (`sudoku_lab::analyzer::pyexpr`) reach
// it by one path.
pub use sudoku_lab_python::{pyexpr, pystmt, pytoken, pyvalue};
