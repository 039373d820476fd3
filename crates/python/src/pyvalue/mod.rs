//! Python's numbers as CPython has them, under Python 2 or Python 3 rules: integers of any size
//! (with Python 2's `int`/`long` split on a 64-bit build), IEEE doubles with CPython's `repr`,
//! booleans, and the strings the golf programs build from numbers (`'%d'%x`, `` `x` ``).
//!
//! Every operation follows CPython's rules for its dialect, errors included: floored `/` and `%`
//! on Python 2 integers, exact comparison of an integer with a float, `OverflowError` where an
//! integer is too large for a float. Sizes are bounded ([`MAX_BITS`]) so that no expression can
//! make the analyzer build a number of gigabytes; past the bound the result is an error of the
//! simulation, never a wrong value.
//!
//! Laid out by kind: the values ([`value`]), the errors of their arithmetic ([`error`]),
//! floats as CPython formats and rounds them ([`float`]), the operators ([`ops`]) and number
//! literals ([`literal`]), re-exported here.

mod error;
mod float;
mod literal;
mod ops;
mod value;

pub use error::{EvalError, MAX_BITS};
pub use float::{float_format_g, float_repr, float_to_int, int_to_float};
pub use literal::number_literal;
pub use ops::{BinOp, CmpOp, UnOp, binary, compare, unary};
pub use value::{Semantics, Value, py2_maxint, str_repr};

#[cfg(test)]
mod tests;
