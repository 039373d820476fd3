//! A front end for Python 2 and Python 3 source, as CPython reads it: [`pytoken`] (the
//! tokenizer, and the split of a file into logical statements), [`pyexpr`] (the expression AST,
//! its Pratt parser and an evaluator), [`pystmt`] (statements and whole files, with CPython's
//! indentation rules) and [`pyvalue`] (CPython's numbers and strings, per dialect).
//!
//! The one entry point is [`parse`]: a source read in a dialect ([`Semantics`]), to a
//! [`Program`] or the first syntax error as CPython reports it. The modules stay public for
//! what reads finer than a file (a token stream, one expression, a value).
//!
//! It knows nothing of Sudoku or of golf: the code-golf analyzer (`sudoku-lab-golf`) is built on
//! it. Every function returns data and prints nothing.

pub mod pyexpr;
pub mod pystmt;
pub mod pytoken;
pub mod pyvalue;

pub use pyexpr::ParseError;
pub use pystmt::{Program, parse_program as parse};
pub use pyvalue::Semantics;
