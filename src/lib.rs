//! sudoku-lab: how computers solve Sudoku, from a three-line code-golf solver to candidate
//! propagation, each approach a faithful port of a blog post and measured side by side.
//!
//! This library is the one name the binary, the tests, the book's snippets and the examples
//! use: it re-exports the core ([`sudoku_lab_core`]: grids, solvers, the ladder, the generator)
//! at its root, so `sudoku_lab::grid::Grid` is the core's, and the code-golf analyzer
//! ([`sudoku_lab_golf`]) as [`analyzer`]. The crates themselves live under `crates/`
//! (ARCHITECTURE.md).
//!
//! The library never prints, never reads the environment and never exits: the binary owns
//! input, output, colour and exit codes.

pub use sudoku_lab_core::*;
pub use sudoku_lab_golf as analyzer;

// The book's chapters, so that `cargo test` runs the Rust snippets written in them.
#[cfg(doctest)]
mod book;
