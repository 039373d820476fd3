//! The one Python parser of the analyzer: expressions and simple statements of Python 2 and
//! Python 3, read from the tokens of [`super::pytoken`], with the syntax errors each dialect
//! raises; and an evaluator of the arithmetic the golf programs compute, with the values of
//! [`super::pyvalue`] (big integers, CPython's floats).
//!
//! Each node keeps the range of tokens it was read from, so the trick finder can quote the
//! golfed text and say where it stands. Laid out as ruff lays out its Python front end: the
//! AST ([`ast`]), the parser ([`parser`], with the reserved words and string literals of
//! [`words`]), the evaluator ([`eval`]) and the printer ([`display`]), each its own module,
//! re-exported here so that `pyexpr::Expr` and the rest keep their paths.

mod ast;
mod display;
mod eval;
mod parser;
mod words;

pub use super::pyvalue::{BinOp, CmpOp, EvalError, Semantics, UnOp, Value};
pub use ast::{Arg, CompKind, Expr, ExprKind, Generator, Param, ParseError};
pub use eval::{Env, Ij, NoNames, python_eval_line};
pub use parser::{MAX_DEPTH, PY2_MAXSTACK, PY3_MAXLEVEL, Parser, parse, parse_in};
pub use words::{is_keyword, string_value};

#[cfg(test)]
mod tests;
