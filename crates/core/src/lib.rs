//! sudoku-lab's core: how computers solve Sudoku, from a three-line code-golf solver to candidate
//! propagation, each approach a faithful port of a blog post and measured side by side.
//!
//! Reading order: [`grid`] (cells, digits, houses, peers), [`parse`] (puzzles as people write
//! them), [`steps`] (what a solver reports), [`solvers`] (one approach per file), [`render`]
//! (grids as text), [`puzzles`] (the puzzles the seeds quote).
//!
//! Solving out loud: [`narrate`] (the words for each step), [`pencil`] (pencil marks as a
//! solve goes, drawn as text), [`hint`] (the next logical step from a grid).
//! Measuring: [`sets`] (the named puzzle sets), [`timing`] (how a time is taken before it is
//! quoted), [`compare`] (several solvers on the same puzzles, answers cross-checked).
//!
//! The library never prints, never reads the environment and never exits: the binary owns
//! input, output, colour and exit codes.

pub mod cnf;
pub mod compare;
pub mod diagram;
pub mod exact_cover;
pub mod generate;
pub mod grid;
pub mod hint;
pub mod ladder;
pub mod logic;
pub mod narrate;
pub mod parse;
pub mod pencil;
pub mod plan;
pub mod puzzles;
pub mod recording;
pub mod render;
pub mod sets;
pub mod solvers;
pub mod steps;
pub mod timing;
pub mod uniqueness;

pub use grid::{Candidates, Cell, Digit, Grid, House, Shape};
pub use parse::{ParseError, PuzzleReader, parse_puzzle};
pub use solvers::{Interrupt, Limits, Report, Solver, Stats, Stop, Tally, Verdict};
pub use steps::{NoObserver, Observer, Step};
pub use uniqueness::{SolutionCount, count_solutions};
